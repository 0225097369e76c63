// The folds of tensor.extract_slice and tensor.insert_slice against mlir-opt 16: a slice
// of a splat constant, identity slices and insertions, a slice of an insertion of the
// same offsets, sizes and strides, an insertion over such an insertion, and the
// insertion of a slice of the destination back where it was taken.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --split-input-file -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @ext(%arg0: tensor<4x8xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: tensor<2x8xf32>) -> (tensor<4x8xf32>, tensor<2x4xf32>, tensor<?x8xf32>, tensor<2x8xf32>, tensor<1x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2x4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?x8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg1[0, 0] [%dim, 8] [1, 1] : tensor<?x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg3 into %arg0[%arg2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %inserted_slice[%arg2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// CHECK-NEXT:     return %arg0, %cst, %extracted_slice, %arg3, %extracted_slice_0 : tensor<4x8xf32>, tensor<2x4xf32>, tensor<?x8xf32>, tensor<2x8xf32>, tensor<1x8xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @ins(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: index, %arg3: tensor<2x8xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<?x8xf32>, %arg6: tensor<?x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg4 into %arg0[%arg2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg5, %c0 : tensor<?x8xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %arg6 into %arg5[0, 0] [%dim, 8] [1, 1] : tensor<?x8xf32> into tensor<?x8xf32>
// CHECK-NEXT:     return %arg1, %inserted_slice, %arg0, %inserted_slice_0 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>
// CHECK-NEXT:   }
func.func @ext(%t: tensor<4x8xf32>, %d: tensor<?x8xf32>, %i: index, %s: tensor<2x8xf32>) -> (tensor<4x8xf32>, tensor<2x4xf32>, tensor<?x8xf32>, tensor<2x8xf32>, tensor<1x8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %cst = arith.constant dense<1.0> : tensor<4x8xf32>
  %b = tensor.extract_slice %cst[%i, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  %n = tensor.dim %d, %c0 : tensor<?x8xf32>
  %e = tensor.extract_slice %d[0, 0] [%n, 8] [1, 1] : tensor<?x8xf32> to tensor<?x8xf32>
  %ins = tensor.insert_slice %s into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %f = tensor.extract_slice %ins[%i, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %g = tensor.extract_slice %ins[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  return %a, %b, %e, %f, %g : tensor<4x8xf32>, tensor<2x4xf32>, tensor<?x8xf32>, tensor<2x8xf32>, tensor<1x8xf32>
}

func.func @ins(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>, %i: index, %s: tensor<2x8xf32>, %s2: tensor<2x8xf32>, %d: tensor<?x8xf32>, %du: tensor<?x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>) {
  %a = tensor.insert_slice %u into %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  %x = tensor.insert_slice %s into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %y = tensor.insert_slice %s2 into %x[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %e = tensor.extract_slice %t[%i, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %z = tensor.insert_slice %e into %t[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?x8xf32>
  %w = tensor.insert_slice %du into %d[0, 0] [%n, 8] [1, 1] : tensor<?x8xf32> into tensor<?x8xf32>
  return %a, %y, %z, %w : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>
}
