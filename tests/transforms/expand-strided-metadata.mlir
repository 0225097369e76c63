// `expand-strided-metadata`: subviews, expand_shape and collapse_shape become
// `memref.extract_strided_metadata` of their source, the new offset, sizes and strides
// as `affine.apply` (folded to constants or operands when they can be) and
// `memref.reinterpret_cast`; the metadata extracted from allocations, globals,
// reinterpret casts and base buffers is replaced by its values. Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -expand-strided-metadata
// RUN: strata-opt %s --split-input-file -expand-strided-metadata | FileCheck %s

// CHECK: #[[$MAP:.*]] = affine_map<()[s0, s1] -> (s0 * 8 + s1)>
// CHECK-LABEL: func.func @subview_dynamic_offsets
// CHECK-NEXT:    %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %arg0
// CHECK-NEXT:    %[[OFF:.*]] = affine.apply #[[$MAP]]()[%arg1, %arg2]
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [2, 2], strides: [16, 2]
func.func @subview_dynamic_offsets(%m: memref<8x8xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[16, 2], offset: ?>> {
  %s = memref.subview %m[%i, %j][2, 2][2, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[16, 2], offset: ?>>
  return %s : memref<2x2xf32, strided<[16, 2], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_static
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [9], sizes: [2, 2], strides: [8, 1]
func.func @subview_static(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 9>> {
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 9>>
  return %s : memref<2x2xf32, strided<[8, 1], offset: 9>>
}

// -----

func.func @subview_chain(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %sz: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[%i, 2][%sz, 4][3, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %t = memref.subview %s[%j, 1][2, 2][1, 1] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %t : memref<2x2xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @subview_rank_reducing(%m: memref<5x3xf32>, %i: index) -> memref<3xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i, 0][1, 3][1, 1] : memref<5x3xf32> to memref<3xf32, strided<[1], offset: ?>>
  return %s : memref<3xf32, strided<[1], offset: ?>>
}

// -----

func.func @subview_unused(%m: memref<8x8xf32>, %i: index) {
  %s = memref.subview %m[%i, 0][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @extract_of_alloc(%n: index) -> (index, index, index, index) {
  %a = memref.alloc(%n) : memref<4x?x8xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %a : memref<4x?x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %offset, %sizes#1, %strides#0, %strides#1 : index, index, index, index
}

// -----

func.func @extract_of_alloca_base() -> memref<f32> {
  %a = memref.alloca() : memref<4x8xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}

// -----

func.func @extract_of_reinterpret_cast(%m: memref<?xf32>, %n: index) -> (index, index, index) {
  %a = memref.reinterpret_cast %m to offset: [3], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: 3>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<?x4xf32, strided<[4, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %strides#0 : index, index, index
}

// -----

memref.global "private" constant @g : memref<2x3xf32> = dense<0.0>
func.func @extract_of_get_global() -> (index, index) {
  %a = memref.get_global @g : memref<2x3xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#1, %strides#0 : index, index
}

// -----

func.func @collapse_static(%arg0: memref<1x3x4x1x5xf32>) -> memref<3x4x5xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<1x3x4x1x5xf32> into memref<3x4x5xf32>
  return %0 : memref<3x4x5xf32>
}

// -----

func.func @collapse_dynamic(%m: memref<?x4x1x8xf32>) -> memref<?x8xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<?x4x1x8xf32> into memref<?x8xf32>
  return %a : memref<?x8xf32>
}

// -----

func.func @collapse_to_scalar(%arg0 : memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}

// -----

func.func @expand_static(%arg0: memref<3x4x5xf32>) -> memref<1x3x4x1x5xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2], [3, 4]] : memref<3x4x5xf32> into memref<1x3x4x1x5xf32>
  return %0 : memref<1x3x4x1x5xf32>
}

// -----

func.func @expand_dynamic(%arg0 : memref<?x8xf32, strided<[?, ?], offset: ?>>) -> memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %arg0 [[0], [1, 2]] : memref<?x8xf32, strided<[?, ?], offset: ?>> into memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

func.func @expand_dynamic_inner(%arg0 : memref<?xf32>) -> memref<2x?x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1, 2]] : memref<?xf32> into memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}

// -----

func.func @expand_from_scalar(%arg0 : memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %arg0 [] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}

// -----

func.func @aligned_pointer_of_views(%m: memref<8x8xf32>, %i: index, %shape: memref<1xindex>) -> (index, index) {
  %s = memref.subview %m[%i, 0][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<2x2xf32, strided<[8, 1], offset: ?>> -> index
  %r = memref.reshape %m(%shape) : (memref<8x8xf32>, memref<1xindex>) -> memref<?xf32>
  %q = memref.extract_aligned_pointer_as_index %r : memref<?xf32> -> index
  return %p, %q : index, index
}

// -----

// Offsets and strides given as constant values fold into the maps.
func.func @subview_constant_values(%m: memref<4x6xf32>) -> memref<2x3xf32, strided<[?, 2], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c1, 1] [2, 3] [%c2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  return %s : memref<2x3xf32, strided<[?, 2], offset: ?>>
}
