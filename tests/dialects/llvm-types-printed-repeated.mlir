// The printer keeps the text of each dialect type it printed and writes it again at the
// next use of the type; a type printed inside another one is printed anew (an identified
// struct inside itself prints as its name only). Each use below prints as mlir-opt 16
// prints it, in either order of first use, with threads and without.
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect > %t.strata && mlir-opt %s -split-input-file -allow-unregistered-dialect > %t.mlir && diff %t.mlir %t.strata
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --mlir-disable-threading > %t.one && diff %t.mlir %t.one

// The recursive struct first at the top, then inside a literal struct and a pointer.
// CHECK-LABEL: llvm.func @outer_first
// CHECK: llvm.mlir.undef : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
// CHECK: llvm.mlir.undef : !llvm.struct<(struct<"node", (i64, ptr<struct<"node">>)>, i32)>
// CHECK: llvm.mlir.undef : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
// CHECK: llvm.mlir.undef : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
// CHECK: llvm.mlir.undef : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
llvm.func @outer_first() {
  %0 = llvm.mlir.undef : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
  %1 = llvm.mlir.undef : !llvm.struct<(struct<"node", (i64, ptr<struct<"node">>)>, i32)>
  %2 = llvm.mlir.undef : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %3 = llvm.mlir.undef : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
  %4 = llvm.mlir.undef : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  llvm.return
}

// -----

// The pointer to the recursive struct first (the struct is first printed inside it),
// then the struct itself, twice.
// CHECK-LABEL: llvm.func @inner_first
// CHECK: llvm.mlir.undef : !llvm.ptr<struct<"list", (ptr<struct<"list">>, f32)>>
// CHECK: llvm.mlir.undef : !llvm.struct<"list", (ptr<struct<"list">>, f32)>
// CHECK: llvm.mlir.undef : !llvm.struct<"list", (ptr<struct<"list">>, f32)>
// CHECK: llvm.mlir.undef : !llvm.ptr<struct<"list", (ptr<struct<"list">>, f32)>>
llvm.func @inner_first() {
  %0 = llvm.mlir.undef : !llvm.ptr<struct<"list", (ptr<struct<"list">>, f32)>>
  %1 = llvm.mlir.undef : !llvm.struct<"list", (ptr<struct<"list">>, f32)>
  %2 = llvm.mlir.undef : !llvm.struct<"list", (ptr<struct<"list">>, f32)>
  %3 = llvm.mlir.undef : !llvm.ptr<struct<"list", (ptr<struct<"list">>, f32)>>
  llvm.return
}

// -----

// Two structs naming each other, each printed at the top and inside the other; in a
// function's signature, in attributes and in a builtin type around them.
// CHECK-LABEL: llvm.func @mutual
// CHECK-SAME: (%{{.*}}: !llvm.ptr<struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>>)
// CHECK: llvm.mlir.undef : !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>
// CHECK: llvm.mlir.undef : !llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>
// CHECK: llvm.mlir.undef : !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>
// CHECK: "test.types"() {t = [!llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>, tuple<!llvm.ptr<struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>>, !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>>]}
llvm.func @mutual(%arg0: !llvm.ptr<struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>>) {
  %0 = llvm.mlir.undef : !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>
  %1 = llvm.mlir.undef : !llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>
  %2 = llvm.mlir.undef : !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>
  "test.types"() {t = [!llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>)>>)>, tuple<!llvm.ptr<struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>>, !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>)>>)>>]} : () -> ()
  llvm.return
}

