// The custom forms of `scf.index_switch` and `scf.foreach_thread` (hand-written in
// src/dialects/scf.rs), compared byte for byte with mlir-opt, and round-tripped
// through the generic form in both directions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s > %t.generic
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %t.generic > %t.back
// RUN: diff %t.mlir %t.back
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %t.generic > %t.peer
// RUN: diff %t.mlir %t.peer

func.func @switch(%arg0: index) -> i32 {
  %0 = scf.index_switch %arg0 -> i32
  case 2 {
    %c10_i32 = arith.constant 10 : i32
    scf.yield %c10_i32 : i32
  }
  case 5 {
    %c20_i32 = arith.constant 20 : i32
    scf.yield %c20_i32 : i32
  }
  default {
    %c30_i32 = arith.constant 30 : i32
    scf.yield %c30_i32 : i32
  }
  scf.index_switch %arg0
  default {
  }
  scf.index_switch %arg0 {bar = 1}
  case -1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return %0 : i32
}

// -----

func.func @f(%y: memref<2x32xf32>, %n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.foreach_thread (%i, %j) in (%n, %n) {
    %v = memref.load %y[%i, %j] : memref<2x32xf32>
    memref.store %v, %y[%i, %j] : memref<2x32xf32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.foreach_thread (%i) in (%n) {
    scf.foreach_thread.perform_concurrently {
    }
  }
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.foreach_thread.perform_concurrently {
    }
  }
  return %r : tensor<4xf32>
}
