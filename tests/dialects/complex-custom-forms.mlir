// Every op of MLIR 16's complex dialect in its custom form, printed as mlir-opt 16
// prints them (`complex.constant` named `%cst`).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s > %t.strata && mlir-opt %s > %t.mlir && diff %t.mlir %t.strata
// RUN: mlir-opt %s --mlir-print-op-generic | strata-opt > %t.generic && diff %t.mlir %t.generic
// RUN: strata-opt %s --mlir-print-op-generic | mlir-opt > %t.back && diff %t.mlir %t.back

// CHECK-LABEL: func.func @binary
func.func @binary(%a: complex<f32>, %b: complex<f32>) {
  // CHECK: complex.add %{{.*}}, %{{.*}} : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  // CHECK: complex.atan2 %{{.*}}, %{{.*}} : complex<f32>
  %1 = complex.atan2 %a, %b : complex<f32>
  // CHECK: complex.div %{{.*}}, %{{.*}} : complex<f32>
  %2 = complex.div %a, %b : complex<f32>
  // CHECK: complex.mul %{{.*}}, %{{.*}} : complex<f32>
  %3 = complex.mul %a, %b : complex<f32>
  // CHECK: complex.pow %{{.*}}, %{{.*}} : complex<f32>
  %4 = complex.pow %a, %b : complex<f32>
  // CHECK: complex.sub %{{.*}}, %{{.*}} : complex<f32>
  %5 = complex.sub %a, %b : complex<f32>
  // CHECK: complex.eq %{{.*}}, %{{.*}} : complex<f32>
  %6 = complex.eq %a, %b : complex<f32>
  // CHECK: complex.neq %{{.*}}, %{{.*}} : complex<f32>
  %7 = complex.neq %a, %b : complex<f32>
  return
}

// CHECK-LABEL: func.func @unary
func.func @unary(%z: complex<f64>) {
  // CHECK: complex.conj %{{.*}} : complex<f64>
  %0 = complex.conj %z : complex<f64>
  // CHECK: complex.cos %{{.*}} : complex<f64>
  %1 = complex.cos %z : complex<f64>
  // CHECK: complex.exp %{{.*}} : complex<f64>
  %2 = complex.exp %z : complex<f64>
  // CHECK: complex.expm1 %{{.*}} : complex<f64>
  %3 = complex.expm1 %z : complex<f64>
  // CHECK: complex.log %{{.*}} : complex<f64>
  %4 = complex.log %z : complex<f64>
  // CHECK: complex.log1p %{{.*}} : complex<f64>
  %5 = complex.log1p %z : complex<f64>
  // CHECK: complex.neg %{{.*}} : complex<f64>
  %6 = complex.neg %z : complex<f64>
  // CHECK: complex.rsqrt %{{.*}} : complex<f64>
  %7 = complex.rsqrt %z : complex<f64>
  // CHECK: complex.sign %{{.*}} : complex<f64>
  %8 = complex.sign %z : complex<f64>
  // CHECK: complex.sin %{{.*}} : complex<f64>
  %9 = complex.sin %z : complex<f64>
  // CHECK: complex.sqrt %{{.*}} : complex<f64>
  %10 = complex.sqrt %z : complex<f64>
  // CHECK: complex.tan %{{.*}} : complex<f64>
  %11 = complex.tan %z : complex<f64>
  // CHECK: complex.tanh %{{.*}} : complex<f64>
  %12 = complex.tanh %z : complex<f64>
  return
}

// CHECK-LABEL: func.func @parts
func.func @parts(%z: complex<f16>, %re: f16, %im: f16) -> complex<f16> {
  // CHECK: complex.abs %{{.*}} : complex<f16>
  %0 = complex.abs %z : complex<f16>
  // CHECK: complex.angle %{{.*}} : complex<f16>
  %1 = complex.angle %z : complex<f16>
  // CHECK: complex.re %{{.*}} : complex<f16>
  %2 = complex.re %z : complex<f16>
  // CHECK: complex.im %{{.*}} : complex<f16>
  %3 = complex.im %z : complex<f16>
  // CHECK: %[[C:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f16>
  %4 = complex.create %re, %im : complex<f16>
  // CHECK: return %[[C]] : complex<f16>
  return %4 : complex<f16>
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (complex<f64>, complex<f32>) {
  // CHECK: %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
  %0 = complex.constant [0.1, -1.0] : complex<f64>
  // CHECK: %cst_0 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] {tag} : complex<f32>
  %1 = complex.constant [1.0 : f32, 2.0 : f32] {tag} : complex<f32>
  return %0, %1 : complex<f64>, complex<f32>
}

