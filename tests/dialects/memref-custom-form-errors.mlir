// Errors of the hand-written memref parsers and verifiers that MLIR's own
// invalid.mlir leaves out, in mlir-opt 16's wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @stride_pair(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i], %i : memref<8xf32>, memref<8xf32>, memref<8xf32>
  return
}

// -----

func.func @three_types(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i] : memref<8xf32>, memref<8xf32>
  return
}

// -----

func.func @locality_kind(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' invalid kind of attribute specified}}
  memref.prefetch %m[%i], read, locality<"x">, data : memref<8xf32>
  return
}

// -----

func.func @transpose_map(%m: memref<8xf32>) {
  // expected-error@+1 {{expected '(' in integer set constraint list}}
  %0 = memref.transpose %m (d0) : memref<8xf32> to memref<8xf32>
  return
}

// -----

func.func @load_indices(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load}}
  %0 = memref.load %m[%i] : memref<8x8xf32>
  return
}

// -----

func.func @store_indices(%m: memref<8x8xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<8x8xf32>
  return
}

// -----

func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

memref.global @g : memref<2xf32> = uninitialized

func.func @rank_reduced(%m: memref<8x16xf32>, %i: index) {
  // Rank-reducing subviews drop unit dimensions.
  %0 = memref.subview %m[%i, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  %1 = memref.get_global @g : memref<2xf32>
  // expected-error@+1 {{expected result type to be 'memref<1x16xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %2 = memref.subview %m[%i, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<8xf32>, %i: index) {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = memref.load %t[%i] : tensor<8xf32>
  return
}
