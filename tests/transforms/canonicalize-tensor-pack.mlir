// tensor.pack and tensor.unpack's canonicalize methods against mlir-opt 16: pack(unpack(x))
// and unpack(pack(x)) are x, not with a padding value or other inner dimensions or outer
// permutation.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize=top-down=false
// RUN: strata-opt %s -canonicalize="test-convergence" | FileCheck %s

// CHECK-LABEL: func.func @pack_unpack_cases(%arg0: tensor<16x16xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<16x16xf32>, %arg3: f32) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
// CHECK-NEXT:   %unpack = tensor.unpack %arg1 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT:   %pack = tensor.pack %unpack padding_value(%arg3 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT:   %pack_0 = tensor.pack %unpack inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT:   %pack_1 = tensor.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT:   %unpack_2 = tensor.unpack %pack_1 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT:   return %pack, %pack_0, %unpack_2, %arg0 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_of_unpack(%arg0: tensor<2x2x8x8xf32>, %arg1: tensor<16x16xf32>) -> tensor<2x2x8x8xf32> {
// CHECK-NEXT:   return %arg0 : tensor<2x2x8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_of_pack(%arg0: tensor<16x16xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
// CHECK-NEXT:   return %arg0 : tensor<16x16xf32>
// CHECK-NEXT: }

func.func @pack_unpack_cases(%t: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>, %e: tensor<16x16xf32>, %p: f32) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = tensor.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %1 = tensor.pack %0 padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %2 = tensor.pack %0 inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %3 = tensor.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %4 = tensor.unpack %3 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %5 = tensor.unpack %3 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %1, %2, %4, %5 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

func.func @pack_of_unpack(%d: tensor<2x2x8x8xf32>, %e: tensor<16x16xf32>) -> tensor<2x2x8x8xf32> {
  %0 = tensor.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %1 = tensor.pack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return %1 : tensor<2x2x8x8xf32>
}

func.func @unpack_of_pack(%t: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>, %e: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = tensor.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %1 = tensor.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
