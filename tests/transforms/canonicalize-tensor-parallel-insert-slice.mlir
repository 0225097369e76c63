// tensor.parallel_insert_slice's patterns (tensor.insert_slice's three:
// InsertSliceOpConstantArgumentFolder, InsertSliceOpCastFolder,
// InsertSliceOpSourceCastInserter; their casts go before the
// scf.foreach_thread.perform_concurrently) against mlir-opt 16, with a case where none fires.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @pis_const(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = scf.foreach_thread (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg4[0, %arg3] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_cast(%arg0: tensor<2x4xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = scf.foreach_thread (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %1 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %arg3 : tensor<2x4xf32>
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg4[%arg3, %1] [%dim, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_srccast(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = scf.foreach_thread (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %1 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg4[%arg3, %1] [2, %1] [1, 1] : tensor<2x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_rank_reduced(%arg0: tensor<?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = scf.foreach_thread (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg4[%arg3, 1] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_two(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<16xf32>, %arg3: index) -> (tensor<8x8xf32>, tensor<16xf32>) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0:2 = scf.foreach_thread (%arg4, %arg5) in (%arg3, %c2) shared_outs(%arg6 = %arg1, %arg7 = %arg2) -> (tensor<8x8xf32>, tensor<16xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg7[%arg4] [2] [1] : tensor<16xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg6[%arg5, %arg4] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:       tensor.parallel_insert_slice %extracted_slice into %arg7[%arg4] [2] [1] : tensor<2xf32> into tensor<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : tensor<8x8xf32>, tensor<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pis_none(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = scf.foreach_thread (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:       tensor.parallel_insert_slice %arg0 into %arg4[%arg3, %arg3] [%arg3, %arg3] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }

func.func @pis_const(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %arg0 into %o[%c0, %i] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @pis_cast(%arg0: tensor<2x4xf32>, %arg1: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    %c = tensor.cast %arg0 : tensor<2x4xf32> to tensor<?x4xf32>
    %s = arith.addi %i, %i : index
    %d = tensor.dim %c, %i : tensor<?x4xf32>
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %c into %o[%i, %s] [%d, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @pis_srccast(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    %s = arith.addi %i, %i : index
    %c2 = arith.constant 2 : index
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %arg0 into %o[%i, %s] [%c2, %s] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @pis_rank_reduced(%arg0: tensor<?xf32>, %arg1: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %arg0 into %o[%i, %c1] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @pis_two(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<16xf32>, %n: index) -> (tensor<8x8xf32>, tensor<16xf32>) {
  %c2 = arith.constant 2 : index
  %r:2 = scf.foreach_thread (%i, %j) in (%n, %c2) shared_outs(%o = %arg1, %p = %arg2) -> (tensor<8x8xf32>, tensor<16xf32>) {
    %e = tensor.extract_slice %p[%i] [%c2] [1] : tensor<16xf32> to tensor<?xf32>
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %arg0 into %o[%j, %i] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %e into %p[%i] [%c2] [1] : tensor<?xf32> into tensor<16xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<16xf32>
}
func.func @pis_none(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %arg0 into %o[%i, %i] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
