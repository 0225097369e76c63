// The folds and canonicalization patterns of `tensor` against mlir-opt 16: `tensor.dim`
// of static sizes, of `tensor.generate`, `tensor.extract_slice` and `tensor.cast`, and
// `tensor.extract_slice` with constant operands or of a cast.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dim_static
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: return %[[C4]], %[[C4]] : index, index
func.func @dim_static(%t: tensor<8x4xf32>, %u: tensor<?x4xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<8x4xf32>
  %1 = tensor.dim %u, %c1 : tensor<?x4xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @dim_dynamic_unknown
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.dim %arg1, %arg2 : tensor<*xf32>
// CHECK-NEXT: return %[[D]], %[[E]]
func.func @dim_dynamic_unknown(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<?x4xf32>
  %1 = tensor.dim %u, %i : tensor<*xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_generate
// CHECK-NEXT: return %arg1 : index
func.func @dim_of_generate(%a: index, %b: index) -> index {
  %c2 = arith.constant 2 : index
  %t = tensor.generate %a, %b {
  ^bb0(%i: index, %j: index, %k: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %d = tensor.dim %t, %c2 : tensor<?x3x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_extract_slice
// CHECK-NEXT: return %arg1, %arg2 : index, index
func.func @dim_of_extract_slice(%t: tensor<?x?xf32>, %s: index, %r: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[0, 0] [%s, %r] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// A rank-reducing slice keeps its dim.
// CHECK-LABEL: func.func @dim_of_rank_reducing_slice
// CHECK: %[[E:.*]] = tensor.extract_slice
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[E]]
// CHECK-NEXT: return %[[D]]
func.func @dim_of_rank_reducing_slice(%t: tensor<?x?xf32>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.extract_slice %t[0, 0] [1, %s] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: return %[[D]], %[[E]]
func.func @dim_of_cast(%t: tensor<?x?xf32>, %u: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<?x8xf32>
  %b = tensor.cast %u : tensor<?x4xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x8xf32>
  %d1 = tensor.dim %b, %c0 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @slice_constant_operands
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %arg0[0, 0, 0] [7, 11, 2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<7x11x2xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[A]][0, 0, 0] [2, %arg1, 2] [1, 1, 1] : tensor<7x11x2xf32> to tensor<2x?x2xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[B]] : tensor<2x?x2xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @slice_constant_operands(%t: tensor<8x16x4xf32>, %s : index) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %a = tensor.extract_slice %t[%c0, %c0, %c0] [%c7, %c11, %c2] [%c1, %c1, %c1]
    : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %b = tensor.extract_slice %a[%c0, %c0, %c0] [%c2, %s, %c2] [%c1, %c1, %c1]
    : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %b : tensor<?x?x?xf32>
}

// -----

// A rank-reducing slice with constant sizes drops its first unit dimensions.
// CHECK-LABEL: func.func @slice_rank_reducing
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %arg0[0, %arg1, 0] [1, 4, 4] [1, 1, 1] : tensor<?x?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[A]] : tensor<4x4xf32> to tensor<?x?xf32>
func.func @slice_rank_reducing(%t: tensor<?x?x?xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract_slice %t[%c0, %i, %c0] [1, %c4, %c4] [%c1, %c1, %c1]
    : tensor<?x?x?xf32> to tensor<?x?xf32>
  return %a : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_cast
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %arg0[%arg2, 0] [%arg3, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %arg1 : tensor<?x?xf32> to tensor<8x16xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.extract_slice %[[B]][0, 0] [%arg3, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[A]], %[[D]]
func.func @slice_of_cast(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>, %o: index, %s: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %a = tensor.extract_slice %c[%o, 0] [%s, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  // A cast to more static sizes does not fold.
  %m = tensor.cast %u : tensor<?x?xf32> to tensor<8x16xf32>
  %b = tensor.extract_slice %m[0, 0] [%s, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}
