// The types of MLIR 16's llvm dialect: primitive types, pointers (opaque, typed, in
// address spaces), arrays, functions (variadic too), fixed and scalable vectors, literal
// and identified structs (opaque, self- and mutually recursive); an LLVM type inside
// another is written without `!llvm.` unless it holds a type LLVM cannot. Printed as
// mlir-opt 16 prints them, and read back from the generic form.
// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect --mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect > %t.strata && mlir-opt %s -allow-unregistered-dialect > %t.mlir && diff %t.mlir %t.strata
// RUN: strata-opt %s -allow-unregistered-dialect --mlir-print-op-generic | mlir-opt -allow-unregistered-dialect > %t.back && diff %t.mlir %t.back

// CHECK-LABEL: func.func @primitive
func.func @primitive() {
  // CHECK: () -> !llvm.void
  "some.op"() : () -> !llvm.void
  // CHECK: () -> !llvm.ppc_fp128
  "some.op"() : () -> !llvm.ppc_fp128
  // CHECK: () -> !llvm.x86_mmx
  "some.op"() : () -> !llvm.x86_mmx
  // CHECK: () -> !llvm.token
  "some.op"() : () -> !llvm.token
  // CHECK: () -> !llvm.label
  "some.op"() : () -> !llvm.label
  // CHECK: () -> !llvm.metadata
  "some.op"() : () -> !llvm.metadata
  return
}

// CHECK-LABEL: func.func @pointers
func.func @pointers() {
  // CHECK: () -> !llvm.ptr{{$}}
  "some.op"() : () -> !llvm.ptr
  // CHECK: () -> !llvm.ptr{{$}}
  "some.op"() : () -> !llvm.ptr<0>
  // CHECK: () -> !llvm.ptr<7>
  "some.op"() : () -> !llvm.ptr<7>
  // CHECK: () -> !llvm.ptr<i8>
  "some.op"() : () -> !llvm.ptr<i8, 0>
  // CHECK: () -> !llvm.ptr<ptr<i8, 3>, 9>
  "some.op"() : () -> !llvm.ptr<!llvm.ptr<i8, 3>, 9>
  // CHECK: () -> !llvm.ptr<vector<4xf32>, 3>
  "some.op"() : () -> !llvm.ptr<vector<4xf32>, 3>
  // CHECK: () -> !llvm.ptr<func<void (ptr, ...)>>
  "some.op"() : () -> !llvm.ptr<func<!llvm.void (ptr, ...)>>
  return
}

// CHECK-LABEL: func.func @aggregates
func.func @aggregates() {
  // CHECK: () -> !llvm.array<10 x array<4 x ptr<f32, 2>>>
  "some.op"() : () -> !llvm.array<10 x array<4 x ptr<f32, 2>>>
  // CHECK: () -> !llvm.func<struct<(i32, f64)> (i1, ...)>
  "some.op"() : () -> !llvm.func<struct<(i32, f64)> (i1, ...)>
  // CHECK: () -> !llvm.vec<4 x ptr>
  "some.op"() : () -> !llvm.vec<4 x ptr>
  // CHECK: () -> !llvm.vec<2 x ppc_fp128>
  "some.op"() : () -> !llvm.vec<2 x ppc_fp128>
  // Two spaces before the element type of a scalable vector, as MLIR 16 prints it.
  // CHECK: () -> !llvm.vec<? x 4 x  i32>
  "some.op"() : () -> !llvm.vec<?x4x i32>
  // CHECK: () -> !llvm.struct<packed (i8, struct<()>)>
  "some.op"() : () -> !llvm.struct<packed (i8, !llvm.struct<()>)>
  // A struct holding a type LLVM cannot hold prints in full inside another type.
  // CHECK: () -> !llvm.array<4 x !llvm.struct<(index)>>
  "some.op"() : () -> !llvm.array<4 x struct<(index)>>
  // CHECK: () -> !llvm.array<2 x !llvm.ptr<!test.smpla>>
  "some.op"() : () -> !llvm.array<2 x ptr<!test.smpla>>
  return
}

// CHECK-LABEL: func.func @identified
func.func @identified() {
  // CHECK: () -> !llvm.struct<"list", (i32, ptr<struct<"list">>)>
  "some.op"() : () -> !llvm.struct<"list", (i32, ptr<struct<"list">>)>
  // The same struct again, and by its name inside a pointer.
  // CHECK: () -> !llvm.ptr<struct<"list", (i32, ptr<struct<"list">>)>>
  "some.op"() : () -> !llvm.ptr<struct<"list", (i32, ptr<struct<"list">>)>>
  // CHECK: () -> !llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>, i1)>>)>
  "some.op"() : () -> !llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>, i1)>>)>
  // CHECK: () -> !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>, i1)>
  "some.op"() : () -> !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>, i1)>
  // CHECK: () -> !llvm.struct<"handle", opaque>
  "some.op"() : () -> !llvm.struct<"handle", opaque>
  // CHECK: () -> !llvm.struct<"handle", opaque>
  "some.op"() : () -> !llvm.struct<"handle", opaque>
  // CHECK: () -> !llvm.struct<"p", packed ()>
  "some.op"() : () -> !llvm.struct<"p", packed ()>
  // CHECK: () -> !llvm.struct<"with spaces and !^$@", (f16)>
  "some.op"() : () -> !llvm.struct<"with spaces and !^$@", (f16)>
  // An opaque struct is a valid function argument in MLIR 16.
  // CHECK: () -> !llvm.func<void (struct<"handle", opaque>)>
  "some.op"() : () -> !llvm.func<void (struct<"handle", opaque>)>
  return
}
