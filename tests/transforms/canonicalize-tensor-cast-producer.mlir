// The tensor dialect's FoldTensorCastProducerOp against mlir-opt 16: tensor.casts that lose
// no static size fold into the ops with DestinationStyleOpInterface (tensor.insert, pack,
// unpack; not tensor.insert_slice, which has its own patterns), the results cast back; a
// cast to a more static type stays.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @insert_cast(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:   %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT:   %cast = tensor.cast %inserted : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:   return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_cast_more_static(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:   %inserted = tensor.insert %arg1 into %cast[%arg2] : tensor<4xf32>
// CHECK-NEXT:   return %inserted : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_cast_2d(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> (tensor<?x?xf32>, f32) {
// CHECK-NEXT:   %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT:   %cast = tensor.cast %inserted : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %extracted = tensor.extract %inserted[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT:   return %cast, %extracted : tensor<?x?xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_cast(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>) -> tensor<?x?x8x32xf32> {
// CHECK-NEXT:   %pack = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT:   %cast = tensor.cast %pack : tensor<16x8x8x32xf32> to tensor<?x?x8x32xf32>
// CHECK-NEXT:   return %cast : tensor<?x?x8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_cast_src(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>, %arg2: f32) -> tensor<16x8x8x32xf32> {
// CHECK-NEXT:   %pack = tensor.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT:   return %pack : tensor<16x8x8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_cast(%arg0: tensor<16x8x8x32xf32>, %arg1: tensor<128x256xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:   %unpack = tensor.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
// CHECK-NEXT:   %cast = tensor.cast %unpack : tensor<128x256xf32> to tensor<?x?xf32>
// CHECK-NEXT:   return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_not(%arg0: tensor<2xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:   %cast = tensor.cast %inserted_slice : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:   return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_fold_cast(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:   %inserted = tensor.insert %arg1 into %cast[%arg2] : tensor<4xf32>
// CHECK-NEXT:   %cast_0 = tensor.cast %inserted : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:   return %cast_0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_chain(%arg0: tensor<4xf32>, %arg1: f32, %arg2: f32, %arg3: index, %arg4: index) -> tensor<?xf32> {
// CHECK-NEXT:   %inserted = tensor.insert %arg1 into %arg0[%arg3] : tensor<4xf32>
// CHECK-NEXT:   %inserted_0 = tensor.insert %arg2 into %inserted[%arg4] : tensor<4xf32>
// CHECK-NEXT:   %cast = tensor.cast %inserted_0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:   return %cast : tensor<?xf32>
// CHECK-NEXT: }

func.func @insert_cast(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %f into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @insert_cast_more_static(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = tensor.insert %f into %c[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @insert_cast_2d(%t: tensor<4x?xf32>, %f: f32, %i: index) -> (tensor<?x?xf32>, f32) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %r = tensor.insert %f into %c[%i, %i] : tensor<?x?xf32>
  %e = tensor.extract %r[%i, %i] : tensor<?x?xf32>
  return %r, %e : tensor<?x?xf32>, f32
}
func.func @pack_cast(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<?x?x8x32xf32> {
  %cs = tensor.cast %s : tensor<128x256xf32> to tensor<?x?xf32>
  %cd = tensor.cast %d : tensor<16x8x8x32xf32> to tensor<?x?x8x32xf32>
  %p = tensor.pack %cs inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %cd : tensor<?x?xf32> -> tensor<?x?x8x32xf32>
  return %p : tensor<?x?x8x32xf32>
}
func.func @pack_cast_src(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %pad: f32) -> tensor<16x8x8x32xf32> {
  %cs = tensor.cast %s : tensor<128x256xf32> to tensor<?x256xf32>
  %p = tensor.pack %cs padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<?x256xf32> -> tensor<16x8x8x32xf32>
  return %p : tensor<16x8x8x32xf32>
}
func.func @unpack_cast(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<?x?xf32> {
  %cs = tensor.cast %s : tensor<16x8x8x32xf32> to tensor<?x?x8x32xf32>
  %cd = tensor.cast %d : tensor<128x256xf32> to tensor<?x?xf32>
  %u = tensor.unpack %cs inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %cd : tensor<?x?x8x32xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
func.func @insert_slice_not(%s: tensor<2xf32>, %d: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %cd = tensor.cast %d : tensor<8xf32> to tensor<?xf32>
  %r = tensor.insert_slice %s into %cd[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @no_fold_cast(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = tensor.insert %f into %c[%i] : tensor<4xf32>
  %b = tensor.cast %r : tensor<4xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}
func.func @insert_chain(%t: tensor<4xf32>, %f: f32, %g: f32, %i: index, %j: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %f into %c[%i] : tensor<?xf32>
  %s = tensor.insert %g into %r[%j] : tensor<?xf32>
  return %s : tensor<?xf32>
}
