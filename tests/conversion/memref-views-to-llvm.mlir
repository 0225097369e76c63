// The view-like memref ops of `convert-memref-to-llvm`: extract_strided_metadata,
// reinterpret_cast (of a ranked or an unranked memref), reshape with a shape of static
// length, view and transpose build descriptors as MLIR 16 does; subview, expand_shape and
// collapse_shape stay (expand-strided-metadata rewrites them first). Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -convert-memref-to-llvm
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file '-convert-memref-to-llvm=index-bitwidth=32'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -expand-strided-metadata -convert-memref-to-llvm -lower-affine -convert-arith-to-llvm -cse
// RUN: strata-opt %s --split-input-file -convert-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @extract_strided_metadata
// CHECK:         %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK-NEXT:    %[[ALLOC:.*]] = llvm.extractvalue %[[D]][0]
// CHECK-NEXT:    %[[ALIGN:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT:    %[[B0:.*]] = llvm.insertvalue %[[ALLOC]], %[[B]][0]
// CHECK-NEXT:    %[[B1:.*]] = llvm.insertvalue %[[ALIGN]], %[[B0]][1]
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    llvm.insertvalue %[[Z]], %[[B1]][2]
// CHECK-NEXT:    llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 0]
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 1]
// CHECK-NEXT:    llvm.extractvalue %[[D]][4, 0]
// CHECK-NEXT:    llvm.extractvalue %[[D]][4, 1]
func.func @extract_strided_metadata(%ref: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %ref : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#1, %strides#0 : memref<f32>, index, index, index
}

// -----

func.func @reinterpret_cast_static(%input : memref<2x3xf32>) -> memref<6x1xf32> {
  %output = memref.reinterpret_cast %input to offset: [0], sizes: [6, 1], strides: [1, 1] : memref<2x3xf32> to memref<6x1xf32>
  return %output : memref<6x1xf32>
}

// -----

func.func @reinterpret_cast_unranked(%offset: index, %size_0 : index, %stride_1 : index, %input : memref<*xf32>) -> memref<?x4xf32, strided<[4, ?], offset: ?>> {
  %output = memref.reinterpret_cast %input to offset: [%offset], sizes: [%size_0, 4], strides: [4, %stride_1] : memref<*xf32> to memref<?x4xf32, strided<[4, ?], offset: ?>>
  return %output : memref<?x4xf32, strided<[4, ?], offset: ?>>
}

// -----

func.func @reinterpret_cast_addrspace(%input : memref<8xi32, 3>) -> memref<2x4xi32, 3> {
  %output = memref.reinterpret_cast %input to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xi32, 3> to memref<2x4xi32, 3>
  return %output : memref<2x4xi32, 3>
}

// -----

func.func @reshape_static(%arg0: memref<4x5x6xf32>, %shape: memref<3xi64>) -> memref<2x6x20xf32> {
  %1 = memref.reshape %arg0(%shape) : (memref<4x5x6xf32>, memref<3xi64>) -> memref<2x6x20xf32>
  return %1 : memref<2x6x20xf32>
}

// -----

func.func @reshape_dynamic(%arg: memref<?x?x?xf32>, %shape: memref<4xi64>) -> memref<?x?x12x32xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x?x12x32xf32>
  return %0 : memref<?x?x12x32xf32>
}

// -----

func.func @reshape_index_shape(%arg0: memref<?x?xi32>, %shape: memref<1xindex>) -> memref<?xi32> {
  %1 = memref.reshape %arg0(%shape) : (memref<?x?xi32>, memref<1xindex>) -> memref<?xi32>
  return %1 : memref<?xi32>
}

// -----

func.func @reshape_unranked_source(%arg0: memref<*xf32>, %shape: memref<2xindex>) -> memref<?x3xf32> {
  %1 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x3xf32>
  return %1 : memref<?x3xf32>
}

// -----

func.func @view(%arg0 : index, %arg1 : index, %arg2 : index) -> (memref<?x?xf32>, memref<4x?xf32>, memref<64x4xf32>) {
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.view %0[%arg2][%arg0, %arg1] : memref<2048xi8> to memref<?x?xf32>
  %3 = memref.view %0[%arg2][%arg1] : memref<2048xi8> to memref<4x?xf32>
  %5 = memref.view %0[%arg2][] : memref<2048xi8> to memref<64x4xf32>
  return %1, %3, %5 : memref<?x?xf32>, memref<4x?xf32>, memref<64x4xf32>
}

// -----

func.func @view_addrspace(%mem : memref<2048xi8, 4>, %offset: index, %n: index) -> memref<?x2x?xi16, 4> {
  %0 = memref.view %mem[%offset][%n, %n] : memref<2048xi8, 4> to memref<?x2x?xi16, 4>
  return %0 : memref<?x2x?xi16, 4>
}

// -----

func.func @view_rank0(%mem : memref<16xi8>, %offset: index) -> memref<f64> {
  %0 = memref.view %mem[%offset][] : memref<16xi8> to memref<f64>
  return %0 : memref<f64>
}

// -----

func.func @transpose(%arg0: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>> {
  %0 = memref.transpose %arg0 (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
}

// -----

func.func @transpose_identity(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.transpose %arg0 (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @subview_then_load(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {
  %s = memref.subview %m[%i, %j][4, 4][2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c1] : memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %v : f32
}

// -----

func.func @collapse_then_expand(%m: memref<?x4x8xf32>) -> memref<?x2x16xf32> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x4x8xf32> into memref<?x32xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] : memref<?x32xf32> into memref<?x2x16xf32>
  return %e : memref<?x2x16xf32>
}
