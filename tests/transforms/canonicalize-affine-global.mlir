// `affine.load`'s fold of a load from a constant `memref.global` against mlir-opt 16: the
// element at constant indices (also once constants fold into the map), any element of a
// splat, integer, index and float elements; no fold for a global that is not constant,
// is uninitialized or external, for non-constant indices into a non-splat global, nor
// across a nested symbol table; globals of a nested module seen from its functions.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --mlir-disable-threading -canonicalize

module {
  memref.global "private" constant @__constant_1x5x1xf32 : memref<1x5x1xf32> = dense<[[[6.250000e-02], [2.500000e-01], [3.750000e-01], [2.500000e-01], [6.250000e-02]]]>
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<0.000000e+00>
  func.func @fold_const_init_global_memref() -> (f32, f32) {
    %m = memref.get_global @__constant_1x5x1xf32 : memref<1x5x1xf32>
    %v0 = affine.load %m[0, 0, 0] : memref<1x5x1xf32>
    %v1 = affine.load %m[0, 1, 0] : memref<1x5x1xf32>
    return %v0, %v1 : f32, f32
  }
  func.func @fold_const_splat_global() -> memref<32x64xf32> {
    %m = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %s = memref.alloc() : memref<32x64xf32>
    affine.for %i = 0 to 32 {
      affine.for %j = 0 to 64 {
        %v = affine.load %m[%i, %j] : memref<32x64xf32>
        affine.store %v, %s[%i, %j] : memref<32x64xf32>
      }
    }
    return %s: memref<32x64xf32>
  }
}

// -----

memref.global "private" constant @ints : memref<2x3xi32> = dense<[[1, -2, 3], [4, 5, -2147483648]]>
memref.global "private" constant @idx : memref<3xindex> = dense<[7, -1, 9223372036854775807]>
memref.global "private" constant @bools : memref<2xi1> = dense<[true, false]>
memref.global "private" constant @halves : memref<2xf16> = dense<[1.5, -0.0]>
memref.global "private" constant @bf : memref<2xbf16> = dense<[0x7FC0, 2.0]>
memref.global "private" constant @wide : memref<2xi128> = dense<[-1, 170141183460469231731687303715884105727]>
memref.global "private" constant @scalar : memref<f64> = dense<2.5>
func.func @element_types() -> (i32, index, index, i1, f16, bf16, i128, f64, i32) {
  %a = memref.get_global @ints : memref<2x3xi32>
  %a0 = affine.load %a[1, 2] : memref<2x3xi32>
  %b = memref.get_global @idx : memref<3xindex>
  %b0 = affine.load %b[1] : memref<3xindex>
  %b1 = affine.load %b[2] : memref<3xindex>
  %c = memref.get_global @bools : memref<2xi1>
  %c0 = affine.load %c[0] : memref<2xi1>
  %d = memref.get_global @halves : memref<2xf16>
  %d1 = affine.load %d[1] : memref<2xf16>
  %e = memref.get_global @bf : memref<2xbf16>
  %e0 = affine.load %e[0] : memref<2xbf16>
  %f = memref.get_global @wide : memref<2xi128>
  %f1 = affine.load %f[1] : memref<2xi128>
  %g = memref.get_global @scalar : memref<f64>
  %g0 = affine.load %g[] : memref<f64>
  %a2 = affine.load %a[0, 1] : memref<2x3xi32>
  return %a0, %b0, %b1, %c0, %d1, %e0, %f1, %g0, %a2 : i32, index, index, i1, f16, bf16, i128, f64, i32
}

// -----

// The constants fold into the load's map first (`SimplifyAffineOp`), then the load folds.
memref.global "private" constant @ints : memref<2x3xi32> = dense<[[1, -2, 3], [4, 5, -2147483648]]>
func.func @composed() -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.get_global @ints : memref<2x3xi32>
  %a1 = affine.load %a[%c1 - 1, %c1 + 1] : memref<2x3xi32>
  return %a1 : i32
}

// -----

memref.global "private" @mutable : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "private" constant @uninit : memref<2xf32> = uninitialized
memref.global "private" constant @external : memref<2xf32>
memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]>
func.func @not_folded(%i: index) -> (f32, f32, f32, f32) {
  %a = memref.get_global @mutable : memref<2xf32>
  %a0 = affine.load %a[0] : memref<2xf32>
  %b = memref.get_global @uninit : memref<2xf32>
  %b0 = affine.load %b[0] : memref<2xf32>
  %c = memref.get_global @external : memref<2xf32>
  %c0 = affine.load %c[0] : memref<2xf32>
  %d = memref.get_global @table : memref<2xf32>
  %d0 = affine.load %d[%i] : memref<2xf32>
  return %a0, %b0, %c0, %d0 : f32, f32, f32, f32
}

// -----

module {
  memref.global "private" constant @outer : memref<2xf32> = dense<[1.0, 2.0]>
  module @inner {
    memref.global "private" constant @in : memref<2xf32> = dense<[3.0, 4.0]>
    func.func @nested() -> f32 {
      %m = memref.get_global @in : memref<2xf32>
      %v = affine.load %m[1] : memref<2xf32>
      return %v : f32
    }
  }
  func.func @outer_fn() -> f32 {
    %m = memref.get_global @outer : memref<2xf32>
    %v = affine.load %m[0] : memref<2xf32>
    return %v : f32
  }
  func.func @second() -> f32 {
    %m = memref.get_global @outer : memref<2xf32>
    %v = affine.load %m[1] : memref<2xf32>
    return %v : f32
  }
}
