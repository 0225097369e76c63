// The folds and canonicalization patterns of `affine` against mlir-opt 16: affine.apply
// folds and SimplifyAffineOp (composition of producing applies, operand promotion,
// deduplication, constant folding and map simplification); affine.min/max folds,
// merging, deduplication, single-result and result-order canonicalizations; the memory
// ops' map simplification and memref.cast folding (with MLIR 16's prefetch rebuild);
// affine.for bound folding, empty loops and zero-trip loops; affine.if condition
// canonicalization, dead else blocks and always true/false conditions; affine.parallel
// bounds.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize="test-convergence" | FileCheck %s

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @apply_folds(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %arg1, %c13, %0 : index, index, index
// CHECK-NEXT: }
func.func @apply_folds(%a: index, %b: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%c3)[%c3]
  %2 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d2)>(%a, %b, %a)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 6 - ((d0 * 6 + 3) floordiv 4) * 4 + 3)>
// CHECK: #map1 = affine_map<(d0) -> ((d0 * 6 - ((d0 * 6 + 3) floordiv 4) * 4 + 5) floordiv 3 - (d0 * 6 - ((d0 * 6 + 3) floordiv 4) * 4 + 3) ceildiv 2)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @compose_mod_floordiv(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: %2 = affine.apply #map1(%arg1)
// CHECK-NEXT: "foo.use"(%1, %2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %c1, %0 : index, index
// CHECK-NEXT: }
func.func @compose_mod_floordiv(%a: index) -> (index, index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 6 + 3)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%0)
    %2 = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 3 - d0 ceildiv 2)>(%1)
    "foo.use"(%1, %2) : (index, index) -> ()
  }
  %3 = affine.apply affine_map<(d0) -> (d0 * 4 + 8)>(%a)
  %4 = affine.apply affine_map<(d0) -> ((d0 + 1) mod 2)>(%3)
  %5 = affine.apply affine_map<(d0) -> (d0 floordiv 4 + d0 mod 4)>(%3)
  return %4, %5 : index, index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (3, s0, s0 + 7)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK: #map3 = affine_map<()[s0, s1] -> (s1 + 2, s0 - s1, s0)>
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.max #map()[%arg0]
// CHECK-NEXT: %1 = affine.min #map1()[%arg1, %arg0]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %3 = affine.max #map3()[%arg0, %arg1]
// CHECK-NEXT: return %c3, %0, %1, %2, %3 : index, index, index, index, index
// CHECK-NEXT: }
func.func @min_max(%a: index, %b: index) -> (index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1 * 2)>(%c2, %c5)
  %1 = affine.max affine_map<(d0, d1) -> (d0 + 1, d1, d1 + 7)>(%c2, %a)
  %2 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0, s0 + 4)>(%2)[%b]
  %4 = affine.max affine_map<(d0) -> (d0 * 3)>(%a)
  %5 = affine.max affine_map<(d0, d1) -> (d1 + 2, d0, d0 - d1)>(%a, %b)
  return %0, %1, %3, %4, %5 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @memory_ops(%arg0: memref<16x16xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + 1, symbol(%arg2)] : memref<16x16xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3, %arg3 * 2 + 2] : memref<16x16xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg3 + 1, %arg3], write, locality<0>, data : memref<16x16xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg3 + 1, symbol(%arg2)] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %1, %arg0[symbol(%arg2), %arg3 + 1] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory_ops(%m: memref<16x16xf32>, %v: f32, %i: index) {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  affine.for %j = 0 to 16 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
    %x = affine.load %c[%k, %i] : memref<?x?xf32>
    affine.store %x, %c[%j, %k * 2] : memref<?x?xf32>
    affine.prefetch %c[%k, %j], read, locality<3>, data : memref<?x?xf32>
    %w = affine.vector_load %m[%k, %i] : memref<16x16xf32>, vector<4xf32>
    affine.vector_store %w, %m[%i, %k] : memref<16x16xf32>, vector<4xf32>
  }
  return
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 2 + 4)>
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: affine.for %arg2 = 5 to 7 {
// CHECK-NEXT: "foo.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT: "foo.use"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg0, %arg1 : index, index, index
// CHECK-NEXT: }
func.func @for_loops(%n: index, %x: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1 + 1)>(%c0, %c4) to min affine_map<(d0)[s0] -> (d0, s0 + 3)>(%c7)[%c4] {
    "foo.use"(%i) : (index) -> ()
  }
  %0 = affine.for %i = 0 to %n iter_args(%a = %x) -> (index) {
    affine.yield %a : index
  }
  %1 = affine.for %i = 0 to 1 iter_args(%a = %x) -> (index) {
    affine.yield %n : index
  }
  %2 = affine.for %i = 5 to 5 iter_args(%a = %x) -> (index) {
    %s = arith.addi %a, %a : index
    affine.yield %s : index
  }
  affine.for %i = 0 to %n {
    %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 4)>(%k) {
      "foo.use"(%j) : (index) -> ()
    }
  }
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #set = affine_set<(d0)[s0] : (d0 >= 0, -s0 + 10 == 0)>
// CHECK-LABEL: func.func @if_ops(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.if #set(%arg2)[%arg0] {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "foo.always"() : () -> ()
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
func.func @if_ops(%n: index, %m: index) -> index {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 10 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0, d1, d2) : (d0 - 1 >= 0, d1 - d2 == 0)>(%k, %c10, %n) {
      "foo.then"() : () -> ()
    } else {
    }
  }
  affine.if affine_set<() : (0 == 0)>() {
    "foo.always"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "foo.never"() : () -> ()
  }
  %0 = affine.if affine_set<(d0) : (1 == 0)>(%n) -> index {
    affine.yield %n : index
  } else {
    affine.yield %m : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @parallel_bounds(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (8) step (2) {
// CHECK-NEXT: affine.parallel (%arg3) = (%arg2) to (%arg2 + 1) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_bounds(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.parallel (%i) = (%c0) to (%c8) step (2) {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.parallel (%j) = (%i) to (%k) {
      affine.store %v, %m[%j] : memref<8xf32>
    }
  }
  return
}
