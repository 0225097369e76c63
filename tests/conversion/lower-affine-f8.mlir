// affine.parallel reductions of the 8-bit float types lowered against mlir-opt 16: the
// identity of maxf is -inf, in f8E4M3FN (no infinities) its negative NaN 0xFF.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -lower-affine

func.func @f(%m: memref<10xf8E4M3FN>, %n: memref<10xf8E5M2>) -> (f8E4M3FN, f8E5M2, f8E4M3FN) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxf") -> (f8E4M3FN) {
    %v = affine.load %m[%i] : memref<10xf8E4M3FN>
    affine.yield %v : f8E4M3FN
  }
  %s = affine.parallel (%i) = (0) to (10) reduce ("minf") -> (f8E5M2) {
    %v = affine.load %n[%i] : memref<10xf8E5M2>
    affine.yield %v : f8E5M2
  }
  %t = affine.parallel (%i) = (0) to (10) reduce ("mulf") -> (f8E4M3FN) {
    %v = affine.load %m[%i] : memref<10xf8E4M3FN>
    affine.yield %v : f8E4M3FN
  }
  return %r, %s, %t : f8E4M3FN, f8E5M2, f8E4M3FN
}
