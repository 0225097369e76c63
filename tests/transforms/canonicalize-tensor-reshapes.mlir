// The folds and patterns of tensor.expand_shape and tensor.collapse_shape against
// mlir-opt 16: foldReshapeOp (inverse reshapes, dense constants), ComposeReassociativeReshapeOps,
// ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp (and the group shapes where it
// does not fire), FoldReshapeWithSplat, FoldReshapeWithFromElements, FoldCollapseOfCastOp,
// FoldDimOfExpandShape and FoldDimOfCollapseShape.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @fold_inverse(%arg0: tensor<6x4xf32>, %arg1: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<24xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : tensor<6x4xf32> into tensor<24xf32>
// CHECK-NEXT:   return %arg0, %collapsed, %arg1 : tensor<6x4xf32>, tensor<24xf32>, tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_constant() -> (tensor<2x2xi32>, tensor<4xf32>, tensor<1x3xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<{{\[\[}}1, 2, 3{{\]\]}}> : tensor<1x3xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>
// CHECK-NEXT:   return %cst_1, %cst_0, %cst : tensor<2x2xi32>, tensor<4xf32>, tensor<1x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose_same_kind(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<60xf32>) -> (tensor<120xf32>, tensor<3x4x5xf32>) {
// CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT:   %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1, 2{{\]\]}} : tensor<60xf32> into tensor<3x4x5xf32>
// CHECK-NEXT:   return %collapsed, %expanded : tensor<120xf32>, tensor<3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %arg1: tensor<6x4xf32>, %arg2: tensor<24xf32>) -> (tensor<?x?xi64>, tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>) {
// CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT:   %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1, 2{{\]\]}} : tensor<24xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:   %expanded_0 = tensor.expand_shape %arg2 {{\[\[}}0, 1{{\]\]}} : tensor<24xf32> into tensor<4x6xf32>
// CHECK-NEXT:   return %collapsed, %arg1, %expanded, %arg2, %expanded_0 : tensor<?x?xi64>, tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x12xf32>, %arg2: tensor<4x6x5xf32>) -> (tensor<6x2x2xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<24x5xf32>, tensor<2x12x5xf32>) {
// CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:   %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2{{\]\]}} : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK-NEXT:   %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2{{\]\]}} : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT:   %expanded_1 = tensor.expand_shape %collapsed_0 {{\[\[}}0], [1, 2, 3{{\]\]}} : tensor<2x12xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT:   %collapsed_2 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2{{\]\]}} : tensor<4x6x5xf32> into tensor<24x5xf32>
// CHECK-NEXT:   %expanded_3 = tensor.expand_shape %collapsed_2 {{\[\[}}0, 1], [2{{\]\]}} : tensor<24x5xf32> into tensor<2x12x5xf32>
// CHECK-NEXT:   return %expanded, %arg0, %expanded_1, %collapsed_2, %expanded_3 : tensor<6x2x2xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<24x5xf32>, tensor<2x12x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_from_elements(%arg0: f32, %arg1: i32, %arg2: i32) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x1xi32>, tensor<2xi32>) {
// CHECK-NEXT:   %splat = tensor.splat %arg0 : tensor<2x3xf32>
// CHECK-NEXT:   %splat_0 = tensor.splat %arg0 : tensor<6xf32>
// CHECK-NEXT:   %from_elements = tensor.from_elements %arg1, %arg2 : tensor<2x1xi32>
// CHECK-NEXT:   %from_elements_1 = tensor.from_elements %arg1, %arg2 : tensor<2xi32>
// CHECK-NEXT:   return %splat, %splat_0, %from_elements, %from_elements_1 : tensor<2x3xf32>, tensor<6xf32>, tensor<2x1xi32>, tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>) {
// CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:   %cast = tensor.cast %collapsed : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:   %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2{{\]\]}} : tensor<2x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:   %cast_1 = tensor.cast %arg1 : tensor<2x?x4xf32> to tensor<2x3x4xf32>
// CHECK-NEXT:   %collapsed_2 = tensor.collapse_shape %cast_1 {{\[\[}}0, 1], [2{{\]\]}} : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:   return %cast, %collapsed_0, %collapsed_2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshapes(%arg0: tensor<?x4xf32>, %arg1: tensor<?x?x4xf32>) -> (index, index, index, index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:   %0 = affine.apply #map()[%dim]
// CHECK-NEXT:   %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x4xf32>
// CHECK-NEXT:   %dim_1 = tensor.dim %arg1, %c1 : tensor<?x?x4xf32>
// CHECK-NEXT:   %1 = affine.apply #map1()[%dim_0, %dim_1]
// CHECK-NEXT:   %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?x4xf32>
// CHECK-NEXT:   %2 = affine.apply #map2()[%dim_2]
// CHECK-NEXT:   return %0, %c8, %1, %2 : index, index, index, index
// CHECK-NEXT: }

func.func @fold_inverse(%t: tensor<6x4xf32>, %u: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<24xf32>, tensor<?x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] : tensor<24xf32> into tensor<6x4xf32>
  %2 = tensor.expand_shape %0 [[0, 1]] : tensor<24xf32> into tensor<4x6xf32>
  %3 = tensor.collapse_shape %2 [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %4 = tensor.collapse_shape %u [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %5 = tensor.expand_shape %4 [[0, 1]] : tensor<?xf32> into tensor<?x4xf32>
  return %1, %3, %5 : tensor<6x4xf32>, tensor<24xf32>, tensor<?x4xf32>
}

func.func @fold_constant() -> (tensor<2x2xi32>, tensor<4xf32>, tensor<1x3xi8>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %c [[0, 1]] : tensor<4xi32> into tensor<2x2xi32>
  %s = arith.constant dense<1.0> : tensor<2x2xf32>
  %1 = tensor.collapse_shape %s [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %d = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  %2 = tensor.expand_shape %d [[0, 1]] : tensor<3xi8> into tensor<1x3xi8>
  return %0, %1, %2 : tensor<2x2xi32>, tensor<4xf32>, tensor<1x3xi8>
}

func.func @compose_same_kind(%t: tensor<2x3x4x5xf32>, %u: tensor<60xf32>) -> (tensor<120xf32>, tensor<3x4x5xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  %2 = tensor.expand_shape %u [[0, 1]] : tensor<60xf32> into tensor<3x20xf32>
  %3 = tensor.expand_shape %2 [[0], [1, 2]] : tensor<3x20xf32> into tensor<3x4x5xf32>
  return %1, %3 : tensor<120xf32>, tensor<3x4x5xf32>
}

func.func @collapse_of_expand(%t: tensor<?x?x?xi64>, %u: tensor<6x4xf32>, %v: tensor<24xf32>) -> (tensor<?x?xi64>, tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>) {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3]] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  %2 = tensor.expand_shape %u [[0, 1], [2]] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %4 = tensor.expand_shape %v [[0, 1, 2, 3]] : tensor<24xf32> into tensor<2x3x2x2xf32>
  %5 = tensor.collapse_shape %4 [[0], [1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<2x3x4xf32>
  %6 = tensor.expand_shape %v [[0, 1, 2]] : tensor<24xf32> into tensor<2x3x4xf32>
  %7 = tensor.collapse_shape %6 [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %8 = tensor.expand_shape %u [[0, 1], [2]] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %9 = tensor.collapse_shape %8 [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %10 = tensor.expand_shape %9 [[0], [1, 2]] : tensor<2x12xf32> into tensor<2x3x4xf32>
  %11 = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %12 = tensor.expand_shape %v [[0, 1]] : tensor<24xf32> into tensor<4x6xf32>
  return %1, %3, %5, %7, %12 : tensor<?x?xi64>, tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<24xf32>, tensor<4x6xf32>
}

func.func @expand_of_collapse(%t: tensor<2x3x4xf32>, %u: tensor<2x12xf32>, %w: tensor<4x6x5xf32>) -> (tensor<6x2x2xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<24x5xf32>, tensor<2x12x5xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %2 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %3 = tensor.expand_shape %2 [[0, 1, 2]] : tensor<24xf32> into tensor<2x3x4xf32>
  %4 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %5 = tensor.expand_shape %4 [[0], [1, 2, 3]] : tensor<2x12xf32> into tensor<2x3x2x2xf32>
  %6 = tensor.collapse_shape %w [[0, 1], [2]] : tensor<4x6x5xf32> into tensor<24x5xf32>
  %7 = tensor.expand_shape %6 [[0, 1], [2, 3]] : tensor<24x5xf32> into tensor<2x12x5x1xf32>
  %8 = tensor.collapse_shape %7 [[0], [1], [2, 3]] : tensor<2x12x5x1xf32> into tensor<2x12x5xf32>
  return %1, %3, %5, %6, %8 : tensor<6x2x2xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<24x5xf32>, tensor<2x12x5xf32>
}

func.func @splat_from_elements(%x: f32, %a: i32, %b: i32) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x1xi32>, tensor<2xi32>) {
  %s = tensor.splat %x : tensor<6xf32>
  %0 = tensor.expand_shape %s [[0, 1]] : tensor<6xf32> into tensor<2x3xf32>
  %s2 = tensor.splat %x : tensor<2x3xf32>
  %1 = tensor.collapse_shape %s2 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %f = tensor.from_elements %a, %b : tensor<2xi32>
  %2 = tensor.expand_shape %f [[0, 1]] : tensor<2xi32> into tensor<2x1xi32>
  %g = tensor.from_elements %a, %b : tensor<1x2xi32>
  %3 = tensor.collapse_shape %g [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<6xf32>, tensor<2x1xi32>, tensor<2xi32>
}

func.func @collapse_of_cast(%t: tensor<2x3x4xf32>, %u: tensor<2x?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>) {
  %0 = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %2 = tensor.cast %u : tensor<2x?x4xf32> to tensor<?x?x4xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %4 = tensor.cast %u : tensor<2x?x4xf32> to tensor<2x3x4xf32>
  %5 = tensor.collapse_shape %4 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %1, %3, %5 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>
}

func.func @dim_of_reshapes(%t: tensor<?x4xf32>, %u: tensor<?x?x4xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %t [[0, 1], [2]] : tensor<?x4xf32> into tensor<?x8x4xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x8x4xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x8x4xf32>
  %3 = tensor.collapse_shape %u [[0, 1, 2]] : tensor<?x?x4xf32> into tensor<?xf32>
  %4 = tensor.dim %3, %c0 : tensor<?xf32>
  %5 = tensor.collapse_shape %u [[0], [1, 2]] : tensor<?x?x4xf32> into tensor<?x?xf32>
  %6 = tensor.dim %5, %c1 : tensor<?x?xf32>
  return %1, %2, %4, %6 : index, index, index, index
}
