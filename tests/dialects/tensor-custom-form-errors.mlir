// The tensor verifiers, in mlir-opt 16's wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @cast_incompatible(%t: tensor<1xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_element_type(%t: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<2xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<*xf32> to tensor<2xi32>
  return
}

// -----

func.func @dim_out_of_range(%t: tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'tensor.dim' op index is out of range}}
  %0 = tensor.dim %t, %c1 : tensor<4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<?xf32>) {
  // expected-error@+1 {{incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_indices(%f: f32, %t: tensor<?xf32>) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[] : tensor<?xf32>
  return
}

// -----

func.func @from_elements_unranked() {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<*xi32>'}}
  %0 = tensor.from_elements %c0 : tensor<*xi32>
  return
}

// -----

func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{1 operands present, but expected 2}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @empty_sizes(%sz: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%sz) : tensor<2x?x?x5xf32>
  return
}

// -----

func.func @generate_extents(%m: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{must have as many index operands as dynamic extents in the result type}}
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_arguments(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_argument_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{all body arguments must be index}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_terminator(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+4 {{'func.return' op expects parent op 'func.func'}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    func.return %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @reshape_element_type(%t: tensor<*xf32>, %shape: tensor<1xi32>) {
  // expected-error@+1 {{element types of source and destination tensor types should be the same}}
  tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<*xf32>, %shape: tensor<?xi32>) {
  // expected-error@+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
}

// -----

func.func @reshape_rank(%t: tensor<*xf32>, %shape: tensor<1xi32>) {
  // expected-error@+1 {{length of shape operand differs from the result's tensor rank}}
  tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
}

// -----

func.func @reshape_elements(%t: tensor<1xf32>, %shape: tensor<1xi32>) {
  // expected-error@+1 {{source and destination tensor should have the same number of elements}}
  tensor.reshape %t(%shape) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
}

// -----

func.func @extract_slice_rank(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_element_type(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_static_size(%t: tensor<16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<16xf32> to tensor<6xf32>
  return
}

// -----

func.func @extract_slice_dynamic_size(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error@+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<?x?x?xf32>, %a: index, %b: index) {
  // expected-error@+1 {{expected 3 offset values}}
  %0 = tensor.extract_slice %t[0, 0] [%a, %b] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @insert_slice_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_element_type(%t1: tensor<4xi8>, %t2: tensor<?xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %t1 into %t2[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_size(%t1: tensor<?x4x4xf32>, %t2: tensor<8x16x4xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t1 into %t2[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<?x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_offsets(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index) {
  // expected-error@+1 {{expected 3 offset values}}
  %0 = tensor.insert_slice %a into %b[0, 0] [%i, %j] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return %0 : tensor<2x3x20xf32>
}

// -----

func.func @expand_static(%t: tensor<2x3x20xf32>) -> tensor<2x3x2x4x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return %0 : tensor<2x3x2x4x5xf32>
}

// -----

func.func @expand_mixed(%t: tensor<?x?xf32>) -> tensor<?x4x5xf32> {
  // expected-error@+1 {{expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] : tensor<?x?xf32> into tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

func.func @collapse_mixed(%t: tensor<?x4x5xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @expand_two_dynamic(%t: tensor<?xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op invalid to have a single dimension (0) expanded into multiple dynamic dims (0,1)}}
  %0 = tensor.expand_shape %t [[0, 1]] : tensor<?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @collapse_dynamic(%t: tensor<?x4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collapse_rank(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected rank reduction, but found source rank 2 <= result rank 2}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x4xf32> into tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @expand_rank(%t: tensor<4x4xf32>) -> tensor<16xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected rank expansion, but found source rank 2 >= result rank 1}}
  %0 = tensor.expand_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @collapse_groups(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected rank of the collapsed type(2) to be the number of reassociation maps(1)}}
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @collapse_contiguous(%t: tensor<2x3x4xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous}}
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @collapse_map_rank(%t: tensor<2x3x4xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 of same rank as expanded memref(3), but got 2}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @collapse_to_scalar(%t: tensor<1x2xf32>) -> tensor<f32> {
  // expected-error@+1 {{'tensor.collapse_shape' op invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref}}
  %0 = tensor.collapse_shape %t [] : tensor<1x2xf32> into tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rank_operand(%f: f32) {
  // expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values}}
  "tensor.rank"(%f) : (f32) -> index
  return
}

// -----

func.func @pad_result_type(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) -> tensor<?x?x?x8xf32> {
  // expected-error@+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>}}
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_block_arguments(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error@+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_argument_type(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error@+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @splat_memref(%v: f32) {
  // expected-error@+1 {{invalid kind of type specified}}
  tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' 'tensor' must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @splat_vector(%v: vector<8xf32>) {
  // expected-error@+1 {{must be integer/index/float type}}
  %w = tensor.splat %v : tensor<8xvector<8xf32>>
  return
}

// -----

func.func @gather_empty_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error@+1 {{gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_too_large(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error@+1 {{gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_increasing(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @gather_result_type(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_empty_dims(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{scatter_dims must be non-empty}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_overflow(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{scatter_dims overflow dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2, 3]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_source_type(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @yield_parent(%v: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %v : f32
}

// -----

func.func @parallel_insert_parent(%a: tensor<1xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{expected ParallelCombiningOpInterface parent, got:}}
  tensor.parallel_insert_slice %a into %b[0] [1] [1] : tensor<1xf32> into tensor<4xf32>
  return
}

// -----

func.func @pack_partial_tiles(%in: tensor<256x128xf32>, %out: tensor<8x8x16x33xf32>) -> tensor<8x8x16x33xf32> {
  // expected-error@+1 {{'tensor.pack' op invalid tile factor provided. Only full tiles are supported when padding_value is not set}}
  %0 = tensor.pack %in inner_dims_pos = [1, 0] inner_tiles = [16, 33] into %out : tensor<256x128xf32> -> tensor<8x8x16x33xf32>
  return %0 : tensor<8x8x16x33xf32>
}

// -----

func.func @pack_padding_type(%in: tensor<13x15xf32>, %out: tensor<2x8x8x2xf32>, %pad: i32) -> tensor<2x8x8x2xf32> {
  // expected-error@+1 {{expected padding_value has 'f32' but got: 'i32'}}
  %0 = tensor.pack %in padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %out : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @pack_inner_dims(%in: tensor<256x128xf32>, %out: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = tensor.pack %in inner_dims_pos = [2, 0] inner_tiles = [2, 2] into %out : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_repeated_inner_dim(%in: tensor<256x128xf32>, %out: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = tensor.pack %in inner_dims_pos = [1, 1] inner_tiles = [2, 2] into %out : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_outer_perm(%in: tensor<256x128xf32>, %out: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = tensor.pack %in outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %out : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_rank(%in: tensor<256x128xf32>, %out: tensor<64x32x16xf32>) -> tensor<64x32x16xf32> {
  // expected-error@+1 {{packed rank must equal unpacked rank + tiling factors}}
  %0 = tensor.pack %in inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %out : tensor<256x128xf32> -> tensor<64x32x16xf32>
  return %0 : tensor<64x32x16xf32>
}

// -----

func.func @pack_short_perm(%in: tensor<128x256xf32>, %out: tensor<16x4x32x16xf32>) -> tensor<16x4x32x16xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = tensor.pack %in outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %out : tensor<128x256xf32> -> tensor<16x4x32x16xf32>
  return %0 : tensor<16x4x32x16xf32>
}

// -----

func.func @pack_small_output(%in: tensor<256x128xf32>, %out: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{the shape of output is not large enough to hold the packed data. Expected at least 'tensor<8x8x16x32xf32>', got 'tensor<8x8x32x16xf32>'}}
  %0 = tensor.pack %in inner_dims_pos = [1, 0] inner_tiles = [16, 32] into %out : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_zero_tile(%in: tensor<256x128xf32>, %out: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = tensor.pack %in inner_dims_pos = [1, 0] inner_tiles = [0, 2] into %out : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_tile_mismatch(%in: tensor<?x?xf32>, %out: tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = tensor.pack %in inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %out : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %0 : tensor<?x?x8x8xf32>
}

// -----

func.func @unpack_outer_perm(%in: tensor<8x8x32x16xf32>, %out: tensor<256x128xf32>) -> tensor<256x128xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = tensor.unpack %in outer_dims_perm = [2, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %out : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @unpack_small_input(%out: tensor<256x128xf32>, %in: tensor<8x8x32x16xf32>) -> tensor<256x128xf32> {
  // expected-error@+1 {{the shape of output is not large enough to hold the packed data. Expected at least 'tensor<8x32x4x32xf32>', got 'tensor<8x8x32x16xf32>'}}
  %0 = tensor.unpack %in inner_dims_pos = [1, 0] inner_tiles = [4, 32] into %out : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @unpack_tile_mismatch(%in: tensor<?x?x8x8xf32>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = tensor.unpack %in inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %out : tensor<?x?x8x8xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// As MLIR's trait order: the parent is checked before the terminator's position.
func.func @yield_not_last(%v: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %v : f32
  return
}
