// The same llvm type written many times, as lowered code writes it (the struct of a
// memref on every llvm.insertvalue and llvm.extractvalue): each occurrence is the same
// type, whether it is the first of its text or not, and a text that is an error is an
// error every time; read as mlir-opt 16 reads it.
// RUN: strata-opt %s -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file > %t.strata && mlir-opt %s -split-input-file > %t.mlir && diff %t.mlir %t.strata
// RUN: strata-opt %s -split-input-file --mlir-print-op-generic | strata-opt -split-input-file > %t.back && diff %t.mlir %t.back

// CHECK-LABEL: llvm.func @memref_struct
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>)>
// CHECK: llvm.return %{{.*}} : i64
llvm.func @memref_struct(%p: !llvm.ptr<f32>, %n: i64) -> i64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.extractvalue %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>)>
  %5 = llvm.extractvalue %4[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>)>
  llvm.return %3 : i64
}

// -----

// A type text that is the start of a longer one, and the longer one after it.
// CHECK-LABEL: llvm.func @prefixes
// CHECK: llvm.mlir.undef : !llvm.ptr<i8>
// CHECK: llvm.mlir.undef : !llvm.ptr<ptr<i8>>
// CHECK: llvm.mlir.undef : !llvm.ptr<i8, 1>
// CHECK: llvm.mlir.undef : !llvm.ptr<i8>
// CHECK: llvm.mlir.undef : !llvm.func<i32 (ptr<i8>, ...)>
// CHECK: llvm.mlir.undef : !llvm.func<i32 (ptr<i8>, ...)>
llvm.func @prefixes() {
  %0 = llvm.mlir.undef : !llvm.ptr<i8>
  %1 = llvm.mlir.undef : !llvm.ptr<ptr<i8>>
  %2 = llvm.mlir.undef : !llvm.ptr<i8, 1>
  %3 = llvm.mlir.undef : !llvm.ptr<i8>
  %4 = llvm.mlir.undef : !llvm.func<i32 (ptr<i8>, ...)>
  %5 = llvm.mlir.undef : !llvm.func<i32 (ptr<i8>, ...)>
  llvm.return
}

// -----

// An identified struct named again with its body is the same type.
// CHECK-LABEL: llvm.func @identified
// CHECK-COUNT-2: llvm.mlir.undef : !llvm.struct<"node", (i32, ptr<struct<"node">>)>
llvm.func @identified() {
  %0 = llvm.mlir.undef : !llvm.struct<"node", (i32, ptr<struct<"node">>)>
  %1 = llvm.mlir.undef : !llvm.struct<"node", (i32, ptr<struct<"node">>)>
  llvm.return
}
