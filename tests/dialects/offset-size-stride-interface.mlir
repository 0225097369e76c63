// `OffsetSizeAndStrideOpInterface`'s verifier, run in the order of the ops' traits:
// before an op's own verifier (so `tensor.parallel_insert_slice` outside a combining
// parent reports its ranks first, as MLIR does).
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

func.func @parallel_insert_slice(%t: tensor<4xf32>, %d: tensor<8xf32>) {
  // expected-error @below {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  "tensor.parallel_insert_slice"(%t, %d) {operand_segment_sizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, tensor<8xf32>) -> ()
  return
}

// -----

func.func @subview(%m: memref<8x8xf32>) {
  // expected-error @below {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) {operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>} : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @reinterpret_cast(%m: memref<?xf32>, %n: index) {
  // expected-error @below {{expected 1 dynamic size values}}
  %0 = "memref.reinterpret_cast"(%m) {operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>} : (memref<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func @extract_slice(%t: tensor<8x8xf32>) {
  // expected-error @below {{expected 2 offset values}}
  %0 = "tensor.extract_slice"(%t) {operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>} : (tensor<8x8xf32>) -> tensor<4x4xf32>
  return
}
