// When a module holds a single function, Strata prints that function's ops on worker
// threads and splices their text in order. The output is the same as on one thread, and
// as mlir-opt's, in custom and generic form, across blocks and nested regions.
// RUN: strata-opt %s > %t.par
// RUN: strata-opt --mlir-disable-threading %s > %t.seq
// RUN: diff %t.par %t.seq
// RUN: mlir-opt %s | diff - %t.par
// RUN: strata-opt --mlir-print-op-generic --mlir-print-debuginfo %s > %t.gpar
// RUN: strata-opt --mlir-print-op-generic --mlir-print-debuginfo --mlir-disable-threading %s > %t.gseq
// RUN: diff %t.gpar %t.gseq
// RUN: mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s | diff - %t.gpar
// RUN: FileCheck %s < %t.par

// CHECK: func.func @one(%arg0: i32, %arg1: memref<?xf32>, %arg2: index) -> i32 {
// CHECK: ^bb1(%{{.*}}: i32):  // 2 preds: ^bb0, ^bb1
// CHECK: return %{{.*}} : i32

func.func @one(%a: i32, %buf: memref<?xf32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v0 = arith.addi %a, %a : i32
  %v1 = arith.addi %v0, %a : i32
  %v2 = arith.addi %v1, %a : i32
  %v3 = arith.addi %v2, %a : i32
  %v4 = arith.addi %v3, %a : i32
  %v5 = arith.addi %v4, %a : i32
  scf.for %iv = %c0 to %n step %c1 {
    %l = memref.load %buf[%iv] : memref<?xf32>
    %m = arith.mulf %l, %l : f32
    memref.store %m, %buf[%iv] : memref<?xf32>
  }
  %v6 = arith.addi %v5, %a : i32
  %v7 = arith.addi %v6, %a : i32
  %v8 = arith.addi %v7, %a : i32
  %v9 = arith.addi %v8, %a : i32
  %v10 = arith.addi %v9, %a : i32
  %v11 = arith.addi %v10, %a : i32
  %v12 = arith.addi %v11, %a : i32
  %v13 = arith.addi %v12, %a : i32
  %v14 = arith.addi %v13, %a : i32
  %v15 = arith.addi %v14, %a : i32
  scf.for %iv = %c0 to %n step %c1 {
    %l = memref.load %buf[%iv] : memref<?xf32>
    %m = arith.mulf %l, %l : f32
    memref.store %m, %buf[%iv] : memref<?xf32>
  }
  %v16 = arith.addi %v15, %a : i32
  %v17 = arith.addi %v16, %a : i32
  %v18 = arith.addi %v17, %a : i32
  %v19 = arith.addi %v18, %a : i32
  %v20 = arith.addi %v19, %a : i32
  %v21 = arith.addi %v20, %a : i32
  %v22 = arith.addi %v21, %a : i32
  %v23 = arith.addi %v22, %a : i32
  %v24 = arith.addi %v23, %a : i32
  %v25 = arith.addi %v24, %a : i32
  scf.for %iv = %c0 to %n step %c1 {
    %l = memref.load %buf[%iv] : memref<?xf32>
    %m = arith.mulf %l, %l : f32
    memref.store %m, %buf[%iv] : memref<?xf32>
  }
  %v26 = arith.addi %v25, %a : i32
  %v27 = arith.addi %v26, %a : i32
  %v28 = arith.addi %v27, %a : i32
  %v29 = arith.addi %v28, %a : i32
  cf.br ^bb1(%v29 : i32)
^bb1(%x: i32):
  %w0 = arith.muli %x, %x : i32
  %w1 = arith.muli %w0, %x : i32
  %w2 = arith.muli %w1, %x : i32
  %w3 = arith.muli %w2, %x : i32
  %w4 = arith.muli %w3, %x : i32
  %w5 = arith.muli %w4, %x : i32
  %w6 = arith.muli %w5, %x : i32
  %w7 = arith.muli %w6, %x : i32
  %w8 = arith.muli %w7, %x : i32
  %w9 = arith.muli %w8, %x : i32
  %w10 = arith.muli %w9, %x : i32
  %w11 = arith.muli %w10, %x : i32
  %w12 = arith.muli %w11, %x : i32
  %w13 = arith.muli %w12, %x : i32
  %w14 = arith.muli %w13, %x : i32
  %w15 = arith.muli %w14, %x : i32
  %w16 = arith.muli %w15, %x : i32
  %w17 = arith.muli %w16, %x : i32
  %w18 = arith.muli %w17, %x : i32
  %w19 = arith.muli %w18, %x : i32
  %w20 = arith.muli %w19, %x : i32
  %w21 = arith.muli %w20, %x : i32
  %w22 = arith.muli %w21, %x : i32
  %w23 = arith.muli %w22, %x : i32
  %w24 = arith.muli %w23, %x : i32
  %w25 = arith.muli %w24, %x : i32
  %w26 = arith.muli %w25, %x : i32
  %w27 = arith.muli %w26, %x : i32
  %w28 = arith.muli %w27, %x : i32
  %w29 = arith.muli %w28, %x : i32
  %cmp = arith.cmpi slt, %w29, %a : i32
  cf.cond_br %cmp, ^bb1(%w29 : i32), ^bb2
^bb2:
  return %w29 : i32
}
