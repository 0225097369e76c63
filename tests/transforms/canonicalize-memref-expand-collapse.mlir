// `memref`'s `ComposeExpandOfCollapseOp` against mlir-opt 16: an expansion of a collapse
// becomes one collapse or one expansion of the collapse's source when the shapes collapse
// group by group (static and dynamic sizes, trailing unit dimensions, rank-0 middles),
// and stays when they do not (groups of one size that differ or are equal, sizes that
// do not multiply out, non-identity layouts); and `memref.transpose`'s fold of a cast.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false

func.func @to_collapse(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}

// -----

func.func @to_expand(%arg0: memref<6x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<24xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}

// -----

func.func @unequal_groups(%arg0: memref<2x3x4x5xf32>) -> memref<6x2x10xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] : memref<6x20xf32> into memref<6x2x10xf32>
  return %1 : memref<6x2x10xf32>
}

// -----

func.func @equal_groups(%arg0: memref<2x3x4x5xf32>) -> memref<6x4x5xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] : memref<6x20xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}

// -----

func.func @same_rank(%arg0: memref<2x3x20xf32>) -> memref<6x4x5xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x20xf32> into memref<6x20xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] : memref<6x20xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}

// -----

func.func @rank0_back(%arg0: memref<1x1xf32>) -> memref<1x1xf32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] : memref<f32> into memref<1x1xf32>
  return %1 : memref<1x1xf32>
}

// -----

func.func @rank0_more(%arg0: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

// -----

func.func @rank0_fewer(%arg0: memref<1x1x1xf32>) -> memref<1x1xf32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] : memref<f32> into memref<1x1xf32>
  return %1 : memref<1x1xf32>
}

// -----

func.func @dynamic(%arg0: memref<?x4xf32>) -> memref<?x2x2xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<?xf32> into memref<?x2x2xf32>
  return %1 : memref<?x2x2xf32>
}

// -----

func.func @dynamic_inner(%arg0: memref<4x?xf32>) -> memref<2x2x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<?xf32> into memref<2x2x?xf32>
  return %1 : memref<2x2x?xf32>
}

// -----

func.func @dynamic_collapse(%arg0: memref<?x2x3xf32>) -> memref<?x3xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<?xf32> into memref<?x3xf32>
  return %1 : memref<?x3xf32>
}

// -----

func.func @split_first(%arg0: memref<4x6xf32>) -> memref<2x2x6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<24xf32> into memref<2x2x6xf32>
  return %1 : memref<2x2x6xf32>
}

// -----

func.func @no_product(%arg0: memref<4x6xf32>) -> memref<3x8xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<24xf32> into memref<3x8xf32>
  return %1 : memref<3x8xf32>
}

// -----

func.func @trailing_units(%arg0: memref<6x1x1xf32>) -> memref<2x3xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<6x1x1xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<6xf32> into memref<2x3xf32>
  return %1 : memref<2x3xf32>
}

// -----

func.func @units_into(%arg0: memref<2x3xf32>) -> memref<6x1x1xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] : memref<6xf32> into memref<6x1x1xf32>
  return %1 : memref<6x1x1xf32>
}

// -----

func.func @two_groups(%arg0: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<120xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}

// -----

func.func @used_twice(%arg0: memref<2x3x4xf32>) -> (memref<6x4xf32>, memref<24xf32>) {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<24xf32> into memref<6x4xf32>
  return %1, %0 : memref<6x4xf32>, memref<24xf32>
}

// -----

func.func @layout(%arg0: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  %1 = memref.expand_shape %0 [[0, 1]] : memref<6xf32, strided<[1], offset: 5>> into memref<3x2xf32, strided<[2, 1], offset: 5>>
  return %1 : memref<3x2xf32, strided<[2, 1], offset: 5>>
}

// -----

func.func @transpose_identity(%arg0: memref<2x3xf32>) -> memref<2x3xf32, strided<[3, 1]>> {
  %1 = memref.transpose %arg0 (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
  return %1 : memref<2x3xf32, strided<[3, 1]>>
}

// -----

func.func @transpose_of_cast(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<?x?xf32>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %1 : memref<?x?xf32, strided<[1, ?]>>
}

// -----

// MLIR 16 folds the cast into the transpose, which then no longer verifies.
func.func @transpose_of_static_cast(%arg0: memref<2x3xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.cast %arg0 : memref<2x3xf32> to memref<?x?xf32>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %1 : memref<?x?xf32, strided<[1, ?]>>
}
