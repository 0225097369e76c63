// tensor.empty's canonicalization patterns against mlir-opt 16:
// ReplaceEmptyTensorStaticShapeDims (constant sizes made static, encoding kept, cast
// back), FoldEmptyTensorWithDimOp and FoldEmptyTensorWithCastOp (only to a type at
// least as static).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --split-input-file -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> (tensor<?x4x?xf32>, index, index, tensor<2x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x4x3xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<?x4x3xf32> to tensor<?x4x?xf32>
// CHECK-NEXT:     %1 = tensor.empty(%arg1) : tensor<2x?xf32>
// CHECK-NEXT:     %2 = tensor.empty(%arg1) : tensor<?x8xf32, "enc">
// CHECK-NEXT:     %cast_0 = tensor.cast %2 : tensor<?x8xf32, "enc"> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast, %arg0, %arg1, %1, %cast_0 : tensor<?x4x?xf32>, index, index, tensor<2x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @enc(%arg0: index) -> tensor<?x?xf32, "enc"> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x3xf32, "enc">
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<?x3xf32, "enc"> to tensor<?x?xf32, "enc">
// CHECK-NEXT:     return %cast : tensor<?x?xf32, "enc">
// CHECK-NEXT:   }
func.func @empty(%n: index, %m: index) -> (tensor<?x4x?xf32>, index, index, tensor<2x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.empty(%n, %c3) : tensor<?x4x?xf32>
  %b = tensor.empty(%n, %m) : tensor<?x?xf32>
  %d0 = tensor.dim %b, %c0 : tensor<?x?xf32>
  %i1 = arith.constant 1 : index
  %d1 = tensor.dim %b, %i1 : tensor<?x?xf32>
  %c = tensor.empty(%n, %m) : tensor<?x?xf32>
  %cc = tensor.cast %c : tensor<?x?xf32> to tensor<2x?xf32>
  %e = tensor.empty(%m) : tensor<?x8xf32, "enc">
  %ec = tensor.cast %e : tensor<?x8xf32, "enc"> to tensor<?x?xf32>
  return %a, %d0, %d1, %cc, %ec : tensor<?x4x?xf32>, index, index, tensor<2x?xf32>, tensor<?x?xf32>
}

func.func @enc(%n: index) -> tensor<?x?xf32, "enc"> {
  %c3 = arith.constant 3 : index
  %a = tensor.empty(%n, %c3) : tensor<?x?xf32, "enc">
  return %a : tensor<?x?xf32, "enc">
}
