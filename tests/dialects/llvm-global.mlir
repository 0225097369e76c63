// `llvm.mlir.global` (linkage keywords, `thread_local`, `unnamed_addr`, `constant`,
// values, string globals without a type, initializer regions, section, alignment,
// address space) and `llvm.mlir.addressof`, in their custom and generic forms,
// compared byte for byte with mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK: llvm.mlir.global external @default_external() {addr_space = 0 : i32} : i64
llvm.mlir.global @default_external() : i64
// CHECK: llvm.mlir.global external constant @c(42 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global constant @c(42) : i64
// CHECK: llvm.mlir.global internal @s("1234567") {addr_space = 0 : i32}
llvm.mlir.global internal @s("1234567")
// CHECK: llvm.mlir.global private local_unnamed_addr constant @u(1 : i32) {addr_space = 0 : i32, alignment = 8 : i64, section = ".data"} : i32
llvm.mlir.global private local_unnamed_addr constant @u(1 : i32) {alignment = 8 : i64, section = ".data"} : i32
// CHECK: llvm.mlir.global external unnamed_addr @w(1 : i32) {addr_space = 1 : i32, dso_local} : i32
llvm.mlir.global unnamed_addr @w(1 : i32) {addr_space = 1 : i32, dso_local} : i32
// CHECK: llvm.mlir.global internal constant @fl(3.700000e+01 : f64) {addr_space = 0 : i32} : f32
llvm.mlir.global internal constant @fl(37.0) : f32
// CHECK: llvm.mlir.global common @z(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global common @z(0 : i64) : i64
// CHECK: llvm.mlir.global appending @a() {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global appending @a() : !llvm.array<2 x i64>
// CHECK: llvm.mlir.global internal @init() {addr_space = 0 : i32} : i64 {
// CHECK-NEXT: %0 = llvm.mlir.undef : i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
llvm.mlir.global internal @init() : i64 {
  %c = llvm.mlir.undef : i64
  llvm.return %c : i64
}
// CHECK-LABEL: llvm.func @f
llvm.func @f() -> !llvm.ptr<i64> {
  // CHECK-NEXT: %0 = llvm.mlir.addressof @init : !llvm.ptr<i64>
  %0 = llvm.mlir.addressof @init : !llvm.ptr<i64>
  // CHECK-NEXT: %1 = llvm.mlir.addressof @f : !llvm.ptr<func<ptr<i64> ()>>
  %1 = llvm.mlir.addressof @f : !llvm.ptr<func<ptr<i64> ()>>
  // CHECK-NEXT: %2 = llvm.mlir.addressof @w : !llvm.ptr<1>
  %2 = llvm.mlir.addressof @w : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<i64>
}

// -----

// MLIR 16 parses `thread_local` before the `unnamed_addr` keyword, and prints it after.
// CHECK: llvm.mlir.global private local_unnamed_addr thread_local constant @u(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private thread_local local_unnamed_addr constant @u(1 : i32) : i32
// CHECK: llvm.mlir.global private thread_local @v(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private thread_local @v(1 : i32) : i32
