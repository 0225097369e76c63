// scf.foreach_thread's canonicalization against mlir-opt 16: DimOfForeachThreadOp makes
// the tensor.dim of a result the dim of the shared output tied to it.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL:   func.func @two_outs(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>, %arg3: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.foreach_thread (%arg4, %arg5) in (%arg3, %arg3) shared_outs(%arg6 = %arg1, %arg7 = %arg2) -> (tensor<?x?xf32>, tensor<?xf32>) {
// CHECK-NEXT:       scf.foreach_thread.perform_concurrently {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg6[%arg4, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim = tensor.dim %arg2, %c0 : tensor<?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0#1[%c0] : tensor<?xf32>
// CHECK-NEXT:     "test.use"(%extracted) : (f32) -> ()
// CHECK-NEXT:     %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim, %dim_0, %dim_1 : index, index, index
// CHECK-NEXT:   }
func.func @two_outs(%a: tensor<1x5xf32>, %o1: tensor<?x?xf32>, %o2: tensor<?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.foreach_thread (%i, %j) in (%n, %n) shared_outs(%x = %o1, %y = %o2) -> (tensor<?x?xf32>, tensor<?xf32>) {
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %a into %x[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  %d0 = tensor.dim %r#1, %c0 : tensor<?xf32>
  %d1 = tensor.dim %r#0, %c1 : tensor<?x?xf32>
  %e = tensor.extract %r#1[%c0] : tensor<?xf32>
  "test.use"(%e) : (f32) -> ()
  %d2 = tensor.dim %r#0, %c0 : tensor<?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
