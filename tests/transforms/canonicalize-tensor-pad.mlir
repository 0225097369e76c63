// tensor.pad's fold and patterns against mlir-opt 16: the fold to the source, FoldStaticZeroPadding
// (not with nofold), FoldSourceTensorCast (in place, or a new pad cast back) and
// FoldTargetTensorCast (only to a type at least as static).
// FoldOrthogonalPaddings, and where it does not fire (other padding values, a dimension
// padded twice).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @pad_zero(%arg0: tensor<?x4xf32>, %arg1: tensor<2x4xf32>, %arg2: f32) -> (tensor<?x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:   %padded = tensor.pad %arg1 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     tensor.yield %arg2 : f32
// CHECK-NEXT:   } : tensor<2x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:   return %arg0, %arg1, %padded, %arg0 : tensor<?x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_source_cast(%arg0: tensor<2x4xf32>, %arg1: f32, %arg2: index) -> (tensor<?x?xf32>, tensor<?x6xf32>) {
// CHECK-NEXT:   %padded = tensor.pad %arg0 low[1, 1] high[1, %arg2] {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     tensor.yield %arg1 : f32
// CHECK-NEXT:   } : tensor<2x4xf32> to tensor<4x?xf32>
// CHECK-NEXT:   %cast = tensor.cast %padded : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %padded_0 = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     tensor.yield %arg1 : f32
// CHECK-NEXT:   } : tensor<2x4xf32> to tensor<4x6xf32>
// CHECK-NEXT:   %cast_1 = tensor.cast %padded_0 : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:   return %cast, %cast_1 : tensor<?x?xf32>, tensor<?x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_target_cast(%arg0: tensor<?x4xf32>, %arg1: f32, %arg2: index) -> (tensor<8x6xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %padded = tensor.pad %arg0 low[1, 1] high[%arg2, 1] {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     tensor.yield %arg1 : f32
// CHECK-NEXT:   } : tensor<?x4xf32> to tensor<8x6xf32>
// CHECK-NEXT:   %padded_0 = tensor.pad %arg0 low[1, 1] high[%arg2, 1] {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     tensor.yield %arg1 : f32
// CHECK-NEXT:   } : tensor<?x4xf32> to tensor<?x6xf32>
// CHECK-NEXT:   %cast = tensor.cast %padded_0 : tensor<?x6xf32> to tensor<?x?xf32>
// CHECK-NEXT:   return %padded, %cast : tensor<8x6xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[16, 4] [%arg1, %arg2] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:     tensor.yield %cst : f32
// CHECK-NEXT:   } : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT:   return %padded : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @orthogonal_not(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[16, 0] [%arg1, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
// CHECK-NEXT:   %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
// CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:     tensor.yield %cst : f32
// CHECK-NEXT:   } : tensor<?x64xf32> to tensor<8x64xf32>
// CHECK-NEXT:   %extracted_slice_1 = tensor.extract_slice %padded[0, 4] [8, %arg2] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
// CHECK-NEXT:   %padded_2 = tensor.pad %extracted_slice_1 nofold low[0, 0] high[0, %arg4] {
// CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:     tensor.yield %cst_0 : f32
// CHECK-NEXT:   } : tensor<8x?xf32> to tensor<8x4xf32>
// CHECK-NEXT:   %extracted_slice_3 = tensor.extract_slice %padded[0, 4] [8, %arg2] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
// CHECK-NEXT:   %padded_4 = tensor.pad %extracted_slice_3 nofold low[0, 0] high[%arg4, %arg4] {
// CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:     tensor.yield %cst : f32
// CHECK-NEXT:   } : tensor<8x?xf32> to tensor<8x4xf32>
// CHECK-NEXT:   return %padded_2, %padded_4 : tensor<8x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: }

func.func @pad_zero(%t: tensor<?x4xf32>, %u: tensor<2x4xf32>, %p: f32) -> (tensor<?x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>) {
  %0 = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %1 = tensor.pad %u low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<2x4xf32> to tensor<2x4xf32>
  %2 = tensor.pad %u nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<2x4xf32> to tensor<2x4xf32>
  %c0 = arith.constant 0 : index
  %3 = tensor.pad %t low[%c0, 0] high[0, %c0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %0, %1, %2, %3 : tensor<?x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>
}

func.func @pad_source_cast(%t: tensor<2x4xf32>, %p: f32, %h: index) -> (tensor<?x?xf32>, tensor<?x6xf32>) {
  %0 = tensor.cast %t : tensor<2x4xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[1, 1] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %t : tensor<2x4xf32> to tensor<?x4xf32>
  %3 = tensor.pad %2 low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %1, %3 : tensor<?x?xf32>, tensor<?x6xf32>
}

func.func @pad_target_cast(%t: tensor<?x4xf32>, %p: f32, %h: index) -> (tensor<8x6xf32>, tensor<?x?xf32>) {
  %0 = tensor.pad %t low[1, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %1 = tensor.cast %0 : tensor<?x6xf32> to tensor<8x6xf32>
  %2 = tensor.pad %t low[1, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %3 = tensor.cast %2 : tensor<?x6xf32> to tensor<?x?xf32>
  return %1, %3 : tensor<8x6xf32>, tensor<?x?xf32>
}

func.func @orthogonal(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

func.func @orthogonal_not(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  %4 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %5 = tensor.pad %4 nofold low[0, 0] high[%pw1, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<?x4xf32>
  %6 = tensor.cast %5 : tensor<?x4xf32> to tensor<8x4xf32>
  return %3, %6 : tensor<8x4xf32>, tensor<8x4xf32>
}
