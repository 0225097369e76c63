// `lower-affine` against mlir-opt 16: `affine.for` with max/min bounds, a step and
// loop-carried values; `affine.apply`, `affine.min` and `affine.max` with `+`, `*`,
// `floordiv`, `ceildiv` and `mod` by constants and by symbols; `affine.load`,
// `affine.store` and `affine.prefetch` on expanded indices; `affine.if` with
// inequalities, equalities, an `else` region and results;
// `affine.parallel` with and without reductions (float and integer identities);
// `affine.dma_start` / `affine.dma_wait`; ops folded in place before they are lowered
// (constant operands folded into the map); and a modulo by a negative constant, which is
// an error at the op while the op stays and the pass succeeds. Also in generic form with
// every location printed.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -lower-affine
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -mlir-print-op-generic -mlir-print-debuginfo -mlir-print-local-scope -pass-pipeline='builtin.module(func.func(lower-affine))'
// RUN: strata-opt %s --split-input-file -lower-affine 2>/dev/null | FileCheck %s
// RUN: strata-opt %s --split-input-file -lower-affine 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @loops
// CHECK:         %[[LB:.*]] = arith.select
// CHECK:         %[[UB:.*]] = arith.select
// CHECK:         %[[STEP:.*]] = arith.constant 2 : index
// CHECK-NEXT:    scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[STEP]] {
#lb = affine_map<(d0)[] -> (d0, 2)>
#ub = affine_map<()[s0] -> (s0, 100)>
#map = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3, d0 ceildiv 2, 5)>
func.func @loops(%m: memref<10x10xf32>, %n: index, %k: index) -> index {
  affine.for %i = max #lb(%n) to min #ub()[%k] step 2 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0 floordiv 4)>(%i)[%k]
    %v = affine.load %m[%i + 1, %a] : memref<10x10xf32>
    affine.store %v, %m[%i, %i mod 3] : memref<10x10xf32>
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>(%i)[%k] {
      %c = affine.min #map(%i)[%k]
    }
    affine.prefetch %m[%i, %i + 1], read, locality<3>, data : memref<10x10xf32>
  }
  %r = affine.for %j = 0 to 10 iter_args(%acc = %n) -> index {
    %s = affine.max affine_map<(d0) -> (d0 ceildiv 3, d0 - 1)>(%j)
    %t = arith.addi %acc, %s : index
    affine.yield %t : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @symbolic_divisors
// CHECK:         arith.divsi %{{.*}}, %arg1 : index
func.func @symbolic_divisors(%a: index, %s: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%s]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// ERR: lower-affine.mlir:{{[0-9]+}} offset :7:8: error: modulo by non-positive value is not supported
// CHECK-LABEL: func.func @negative_modulo
// CHECK:         affine.apply
func.func @negative_modulo(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod -3)>(%a)
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @conditions
// CHECK:         %[[AND:.*]] = arith.andi %5, %8 : i1
// CHECK-NEXT:    %{{.*}} = scf.if %[[AND]] -> (f32) {
func.func @conditions(%x: index, %y: index, %f: f32, %g: f32) -> (f32, f32) {
  %0 = affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - 3 == 0, -d0 + 20 >= 0)>(%x, %y) -> f32 {
    affine.yield %f : f32
  } else {
    affine.yield %g : f32
  }
  %1 = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %g : f32
  } else {
    affine.yield %f : f32
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @parallel
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         scf.parallel
// CHECK-SAME:    init (%[[ZERO]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         scf.reduce(%{{.*}})  : f32 {
// CHECK:           arith.addf
// CHECK:         scf.reduce(%{{.*}})  : i32 {
// CHECK:           arith.maxsi
func.func @parallel(%m: memref<10x10xf32>, %n: index) -> (f32, i32, f64, i16) {
  %r:4 = affine.parallel (%i, %j) = (0, max(0, %n)) to (10, min(%n, 20)) step (2, 3) reduce ("addf", "maxs", "minf", "andi") -> (f32, i32, f64, i16) {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    %c = arith.constant 1 : i32
    %d = arith.constant 1.0 : f64
    %e = arith.constant 7 : i16
    affine.yield %v, %c, %d, %e : f32, i32, f64, i16
  }
  affine.parallel (%i) = (0) to (%n) {
    affine.store %r#0, %m[%i, %i floordiv 2] : memref<10x10xf32>
  }
  %s:4 = affine.parallel (%i) = (0) to (4) reduce ("mulf", "muli", "mins", "minu") -> (f32, i32, i8, i64) {
    %f = arith.constant 2.0 : f32
    %c = arith.constant 3 : i32
    %b = arith.constant 4 : i8
    %l = arith.constant 5 : i64
    affine.yield %f, %c, %b, %l : f32, i32, i8, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, i32, f64, i16
}

// -----

// CHECK-LABEL: func.func @dma
// CHECK:         memref.dma_start
// CHECK:         memref.dma_wait
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 64 : index
  %stride = arith.constant 32 : index
  %per = arith.constant 16 : index
  affine.dma_start %src[%i + 3, %c0], %dst[%i mod 2, %c0], %tag[%c0], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %src[%i, %c0], %dst[%i floordiv 8, %c0], %tag[%c0], %num, %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%i - %i], %num : memref<1xi32, 2>
  return
}

// -----

// Constant operands folded into the maps in place, then lowered.
// CHECK-LABEL: func.func @folded_first
func.func @folded_first(%v: index, %m: memref<100xf32>) -> (index, index) {
  %c42 = arith.constant 42 : index
  %c44 = arith.constant 44 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%c42, %v)
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%c42, %c44)
  affine.for %i = affine_map<(d0) -> (d0)>(%c42) to affine_map<(d0) -> (d0 + 2)>(%c44) {
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %c42) {
      %x = affine.load %m[%i] : memref<100xf32>
    }
  }
  return %0, %1 : index, index
}
