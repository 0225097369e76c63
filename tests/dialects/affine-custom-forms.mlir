// The custom forms of the `affine` ops (hand-written in src/dialects/affine.rs),
// compared byte for byte with mlir-opt (also with debug info), and round-tripped
// through the generic form in both directions.
// RUN: strata-opt --split-input-file %s > %t.strata
// RUN: mlir-opt --split-input-file %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --split-input-file --mlir-print-op-generic %s > %t.generic
// RUN: strata-opt --split-input-file %t.generic > %t.back
// RUN: diff %t.mlir %t.back
// RUN: mlir-opt --split-input-file %t.generic > %t.peer
// RUN: diff %t.mlir %t.peer
// RUN: strata-opt --split-input-file --mlir-print-debuginfo %s > %t.dbg.strata
// RUN: mlir-opt --split-input-file --mlir-print-debuginfo %s > %t.dbg.mlir
// RUN: diff %t.dbg.mlir %t.dbg.strata

#map = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>
func.func @apply_min_max(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = affine.apply #map(%c0)[%n]
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a) {tag}
  %c = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%b]
  %mn = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%a)[%n]
  %mx = affine.max affine_map<(d0) -> (d0, 4)>(%mn)
  %e = affine.min affine_map<() -> (7)>()
  return %mx : index
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>
func.func @loops(%m: memref<10x10xf32>, %n: index, %v: f32) -> f32 {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to min affine_map<(d0) -> (d0 + 5, 20)>(%i) step 2 {
      %x = affine.load %m[%i + 1, %j * 2 + symbol(%n)] : memref<10x10xf32>
      affine.store %x, %m[%i, %j] {nontemporal} : memref<10x10xf32>
      affine.if #set(%i)[%n] {
        affine.store %v, %m[%i, symbol(%n) - (%j floordiv 4)] : memref<10x10xf32>
      } else {
      }
    }
    affine.for %k = %n to #map(%i)[%n] {
    } {attr = 1 : i64}
    affine.for %k = -4 to affine_map<()[s0] -> (s0)>()[%n] step 3 {
    }
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %v) -> (f32) {
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %c0 = arith.constant 0 : index
  %q = affine.if #set(%c0)[%n] -> f32 {
    affine.yield %v : f32
  } else {
    affine.yield %r : f32
  }
  affine.if affine_set<() : (0 == 0)>() {
  }
  return %q : f32
}

// -----

func.func @zero_rank(%m: memref<f32>, %n: index) -> index {
  %x = affine.load %m[] : memref<f32>
  affine.store %x, %m[] : memref<f32>
  %i:3 = affine.delinearize_index %n into (%n, %n, %n) : index, index, index
  return %i#2 : index
}

// -----

func.func @parallel(%A : memref<100x100xf32>, %N : index, %a: index, %b: index, %c: index) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    %0:2 = affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) reduce ("minf", "maxf") -> (f32, f32) {
      %2 = affine.load %A[%i0 + %i0, %j0 + %j1] : memref<100x100xf32>
      affine.yield %2, %2 : f32, f32
    }
  }
  affine.parallel (%x, %y, %z) = (max(%a, %b), %b, max(%a, %c)) to (%c, min(%c, %b * 2 + symbol(%N)), %b) {
  }
  affine.parallel (%x) = (max(%a + %b, %a floordiv 2, 0)) to (min(symbol(%N) ceildiv 4, %a mod 3)) step (3) {
    affine.prefetch %A[%x, %x + 1], write, locality<2>, instr : memref<100x100xf32>
    %v = affine.vector_load %A[%x, %x * 2] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%x, symbol(%N)] : memref<100x100xf32>, vector<8xf32>
  }
  affine.parallel () = () to () {
  }
  return
}
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  affine.dma_start %src[%i, %i + 1], %dst[%c0, %n], %tag[%c0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  affine.dma_start %src[%i, %i + 1], %dst[%c0, %n], %tag[%c0], %n, %c0, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
