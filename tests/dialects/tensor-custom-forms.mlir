// Every tensor op in its custom form, printed as mlir-opt 16 prints it (result
// names, `custom<DynamicIndexList>` lists, optional groups, implicit terminators
// kept since they yield a value), and through the generic form.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s > %t.strata && mlir-opt %s > %t.mlir && diff %t.mlir %t.strata
// RUN: mlir-opt %s --mlir-print-op-generic | strata-opt > %t.generic && diff %t.mlir %t.generic
// RUN: strata-opt %s --mlir-print-op-generic > %t.sg && mlir-opt %s --mlir-print-op-generic > %t.mg && diff %t.mg %t.sg

// CHECK-LABEL: func.func @elements
func.func @elements(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32) {
  // CHECK: %cast = tensor.cast %{{.*}} : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  // CHECK: %cast_0 = tensor.cast %{{.*}} : tensor<*xf32> to tensor<4x?xf32>
  %1 = tensor.cast %u : tensor<*xf32> to tensor<4x?xf32>
  // CHECK: %dim = tensor.dim %{{.*}}, %{{.*}} : tensor<4x?xf32>
  %2 = tensor.dim %t, %i : tensor<4x?xf32>
  // CHECK: %rank = tensor.rank %{{.*}} : tensor<*xf32>
  %3 = tensor.rank %u : tensor<*xf32>
  // CHECK: %extracted = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x?xf32>
  %4 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  // CHECK: %inserted = tensor.insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x?xf32>
  %5 = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  // CHECK: %0 = tensor.empty() : tensor<4x5xf32>
  %6 = tensor.empty() : tensor<4x5xf32>
  // CHECK: %1 = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x5x?xf32>
  %7 = tensor.empty(%i, %i) : tensor<?x5x?xf32>
  // CHECK: %from_elements = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xf32>
  %8 = tensor.from_elements %f, %f : tensor<2xf32>
  // CHECK: %from_elements_1 = tensor.from_elements %{{.*}} : tensor<f32>
  %9 = tensor.from_elements %f : tensor<f32>
  // CHECK: %splat = tensor.splat %{{.*}} : tensor<2x3xf32>
  %10 = tensor.splat %f : tensor<2x3xf32>
  return
}

// CHECK-LABEL: func.func @slices
func.func @slices(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>, %i: index) {
  // CHECK: tensor.extract_slice %{{.*}}[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %0 = tensor.extract_slice %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  // CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0, %{{.*}}] [%{{.*}}, 4, 4] [1, %{{.*}}, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
  %1 = tensor.extract_slice %t[%i, 0, %i][%i, 4, 4][1, %i, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
  // CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %2 = tensor.insert_slice %s into %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  // CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %3 = tensor.insert_slice %s into %t[%i, 0, 0][1, 16, 4][1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  return
}

// CHECK-LABEL: func.func @reshapes
func.func @reshapes(%a: tensor<?x?xf32>, %b: tensor<?x4x5xf32>, %u: tensor<*xf32>,
                    %shape: tensor<2xi32>, %shape1: tensor<?xindex>) {
  // CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] : tensor<?x4x5xf32> into tensor<?x2x4x5xf32>
  %0 = tensor.expand_shape %b [[0, 1], [2], [3]] : tensor<?x4x5xf32> into tensor<?x2x4x5xf32>
  // CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
  %1 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x20xf32>
  // CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %2 = tensor.reshape %u(%shape) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<?x?xf32>, tensor<?xindex>) -> tensor<*xf32>
  %3 = tensor.reshape %a(%shape1) : (tensor<?x?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return
}

// CHECK-LABEL: func.func @regions
func.func @regions(%t: tensor<?x4xf32>, %m: index, %f: f32) {
  // CHECK: %generated = tensor.generate %{{.*}} {
  // CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
  // CHECK: tensor.yield %{{.*}} : f32
  // CHECK-NEXT: } : tensor<?x3xf32>
  %0 = tensor.generate %m {
  ^bb0(%i : index, %j : index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  // CHECK: %padded = tensor.pad %{{.*}} low[1, %{{.*}}] high[2, 3] {
  %1 = tensor.pad %t low[1, %m] high[2, 3] {
  ^bb0(%i : index, %j : index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  // CHECK: %padded_0 = tensor.pad %{{.*}} nofold low[0, 0] high[0, 0] {
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i : index, %j : index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return
}

// CHECK-LABEL: func.func @gather_scatter
func.func @gather_scatter(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>,
                          %dest: tensor<4x5x6xf32>, %src: tensor<1x2x1x5x1xf32>) {
  // CHECK: %gather = tensor.gather %{{.*}}[%{{.*}}] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %0 = tensor.gather %source[%indices] gather_dims([0, 2]) :
    (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  // CHECK: %gather_0 = tensor.gather %{{.*}}[%{{.*}}] gather_dims([0, 2]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %1 = tensor.gather %source[%indices] gather_dims([0, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  // CHECK: %scatter = tensor.scatter %{{.*}} into %{{.*}}[%{{.*}}] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  %2 = tensor.scatter %src into %dest[%indices] scatter_dims([0, 2]) unique :
    (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// CHECK-LABEL: func.func @pack_unpack
func.func @pack_unpack(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x32xf32>,
                       %dst2: tensor<8x16x8x32xf32>, %pad: f32, %n: index,
                       %dyn: tensor<16x8x?x32xf32>) {
  // CHECK: %pack = tensor.pack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst
    : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  // CHECK: %pack_0 = tensor.pack %{{.*}} padding_value(%{{.*}} : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %1 = tensor.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst2
    : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  // CHECK: %pack_1 = tensor.pack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [%{{.*}}, 32] into %{{.*}} : tensor<128x256xf32> -> tensor<16x8x?x32xf32>
  %2 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [%n, 32] into %dyn
    : tensor<128x256xf32> -> tensor<16x8x?x32xf32>
  // CHECK: %unpack = tensor.unpack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %3 = tensor.unpack %dst inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src
    : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  // CHECK: %unpack_2 = tensor.unpack %{{.*}} outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  %4 = tensor.unpack %dst2 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src
    : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return
}

// CHECK-LABEL: func.func @parallel_insert
func.func @parallel_insert(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {
  %n = arith.constant 100 : index
  %r = scf.foreach_thread (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %1 = tensor.extract_slice %in[%i] [1] [1] : tensor<100xf32> to tensor<1xf32>
    // CHECK: tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%{{.*}}] [1] [1] : tensor<1xf32> into tensor<100xf32>
    scf.foreach_thread.perform_concurrently {
      tensor.parallel_insert_slice %1 into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}
