// Errors of the hand-written affine parsers and verifiers, in mlir-opt 16's
// wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @apply_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_generic(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i, %i) {map = affine_map<(d0) -> (d0)>} : (index, index) -> index
  return
}

// -----

func.func @apply_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func.func @apply_no_map(%i: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%i) : (index) -> index
  return
}

// -----

func.func @min_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%i)
  return
}

// -----

func.func @for_dims(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %x = affine_map<(d0, d1) -> (d0)>(%i) to 10 {
  }
  return
}

// -----

func.func @for_symbols(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %x = 0 to affine_map<(d0)[s0] -> (d0)>(%i) {
  }
  return
}

// -----

func.func @for_min(%i: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %x = 0 to affine_map<(d0) -> (d0, 4)>(%i) {
  }
  return
}

// -----

func.func @for_step() {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %x = 0 to 4 step -1 {
  }
  return
}

// -----

func.func @for_symbol(%m: memref<4xindex>) {
  affine.for %x = 0 to 4 {
    %v = affine.load %m[%x] : memref<4xindex>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %y = 0 to %v {
    }
  }
  return
}

// -----

func.func @for_dim(%m: memref<4xindex>) {
  affine.for %x = 0 to 4 {
    %v = affine.load %m[%x] : memref<4xindex>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %y = affine_map<(d0) -> (d0)>(%v) to 8 {
    }
  }
  return
}

// -----

func.func @if_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}

// -----

func.func @load_subscripts(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_index(%m: memref<4xf32>) {
  affine.for %x = 0 to 4 {
    %i = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.load' op index must be a dimension or symbol identifier}}
    %0 = affine.load %m[%i] : memref<4xf32>
  }
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) {map = affine_map<(d0) -> (d0)>} : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @ssa_symbol(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %m[symbol(%i] : memref<4xf32>
  return
}

// -----

func.func @yield_count() {
  affine.for %x = 0 to 4 {
    %c = arith.constant 0 : index
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %c : index
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (%n) step (%n) {
  }
  return
}

// -----

func.func @parallel_groups(%n: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"(%n) ({
  ^bb0(%i: index):
    affine.yield
  }) {lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>} : (index) -> ()
  return
}

// -----

func.func @prefetch_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i], read, locality<1>, data : memref<4x4xf32>
  return
}

// -----

func.func @dma_types(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%i], %m[%i], %t[%i], %i : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_wait_tag(%m: f32, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %m[%i], %i : f32
  return
}

// -----

func.func @vector_elem(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<4xf32>, vector<4xi32>
  return
}

// -----

func.func @apply_parens(%a: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<()[s0] -> (s0)>[%a]
  return
}

// -----

func.func @for_bound() {
  // expected-error@+1 {{expected attribute value}}
  affine.for %i = to 10 {
  }
  return
}

// -----

func.func @prefetch_keyword(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' expected valid keyword}}
  affine.prefetch %m[%i], + read, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified}}
  %0 = affine.load %m[%i] : index
  return
}

// -----

func.func @parallel_args(%n: index) {
  // expected-error@+1 {{expected '(' in argument list}}
  affine.parallel %i = (0) to (%n) {
  }
  return
}

// -----

func.func @yield_types(%v: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %v) -> (f32) {
    // expected-error@+1 {{expected non-function type}}
    affine.yield %a : )
  }
  return
}

// -----

func.func @parallel_attr_order() {
  // expected-error@+1 {{'affine.parallel' op requires attribute 'lowerBoundsGroups'}}
  "affine.parallel"() ({
    "affine.yield"() : () -> ()
  }) {steps = []} : () -> ()
  return
}
