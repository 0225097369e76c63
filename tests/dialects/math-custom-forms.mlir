// Every op of MLIR 16's math dialect in its custom form, with and without arith's
// `fastmath` flags, on scalars, vectors and tensors; printed as mlir-opt 16 prints them
// (a `fastmath<none>` is the default and is not printed).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s > %t.strata && mlir-opt %s > %t.mlir && diff %t.mlir %t.strata
// RUN: mlir-opt %s --mlir-print-op-generic | strata-opt > %t.generic && diff %t.mlir %t.generic
// RUN: strata-opt %s --mlir-print-op-generic | mlir-opt > %t.back && diff %t.mlir %t.back

// CHECK-LABEL: func.func @float_unary
func.func @float_unary(%f: f32, %v: vector<4xf16>, %t: tensor<4x?xf64>) {
  // CHECK: math.absf %{{.*}} : f32
  %0 = math.absf %f : f32
  // CHECK: math.atan %{{.*}} fastmath<fast> : vector<4xf16>
  %1 = math.atan %v fastmath<fast> : vector<4xf16>
  // CHECK: math.cbrt %{{.*}} fastmath<nnan,ninf> : tensor<4x?xf64>
  %2 = math.cbrt %t fastmath<nnan,ninf> : tensor<4x?xf64>
  // CHECK: math.ceil %{{.*}} : f32
  %3 = math.ceil %f fastmath<none> : f32
  // CHECK: math.cos %{{.*}} fastmath<reassoc,nsz,arcp,contract,afn> : f32
  %4 = math.cos %f fastmath<reassoc,nsz,arcp,contract,afn> : f32
  // CHECK: math.sin %{{.*}} : f32
  %5 = math.sin %f : f32
  // CHECK: math.erf %{{.*}} : f32
  %6 = math.erf %f : f32
  // CHECK: math.exp %{{.*}} : vector<4xf16>
  %7 = math.exp %v : vector<4xf16>
  // CHECK: math.exp2 %{{.*}} : f32
  %8 = math.exp2 %f : f32
  // CHECK: math.expm1 %{{.*}} : f32
  %9 = math.expm1 %f : f32
  // CHECK: math.floor %{{.*}} : f32
  %10 = math.floor %f : f32
  // CHECK: math.log %{{.*}} : f32
  %11 = math.log %f : f32
  // CHECK: math.log10 %{{.*}} : f32
  %12 = math.log10 %f : f32
  // CHECK: math.log1p %{{.*}} : f32
  %13 = math.log1p %f : f32
  // CHECK: math.log2 %{{.*}} : f32
  %14 = math.log2 %f : f32
  // CHECK: math.round %{{.*}} : f32
  %15 = math.round %f : f32
  // CHECK: math.roundeven %{{.*}} : f32
  %16 = math.roundeven %f : f32
  // CHECK: math.rsqrt %{{.*}} : f32
  %17 = math.rsqrt %f : f32
  // CHECK: math.sqrt %{{.*}} fastmath<afn> : f32
  %18 = "math.sqrt"(%f) {fastmath = #arith.fastmath<afn>} : (f32) -> f32
  // CHECK: math.tan %{{.*}} : f32
  %19 = math.tan %f : f32
  // CHECK: math.tanh %{{.*}} : f32
  %20 = math.tanh %f : f32
  // CHECK: math.trunc %{{.*}} : f32
  %21 = math.trunc %f : f32
  return
}

// CHECK-LABEL: func.func @float_binary_ternary
func.func @float_binary_ternary(%f: f32, %v: vector<4xf32>) {
  // CHECK: math.atan2 %{{.*}}, %{{.*}} : f32
  %0 = math.atan2 %f, %f : f32
  // CHECK: math.copysign %{{.*}}, %{{.*}} fastmath<fast> : vector<4xf32>
  %1 = math.copysign %v, %v fastmath<fast> : vector<4xf32>
  // CHECK: math.powf %{{.*}}, %{{.*}} : f32
  %2 = math.powf %f, %f : f32
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} fastmath<contract> : vector<4xf32>
  %3 = math.fma %v, %v, %v fastmath<contract> : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @integer
func.func @integer(%i: i32, %v: vector<4xi8>, %t: tensor<?xi64>, %x: index) {
  // CHECK: math.absi %{{.*}} : i32
  %0 = math.absi %i : i32
  // CHECK: math.ctlz %{{.*}} : vector<4xi8>
  %1 = math.ctlz %v : vector<4xi8>
  // CHECK: math.cttz %{{.*}} : tensor<?xi64>
  %2 = math.cttz %t : tensor<?xi64>
  // CHECK: math.ctpop %{{.*}} : index
  %3 = math.ctpop %x : index
  // CHECK: math.ipowi %{{.*}}, %{{.*}} : i32
  %4 = math.ipowi %i, %i : i32
  return
}

// CHECK-LABEL: func.func @fpowi
func.func @fpowi(%f: f64, %i: i32, %v: vector<2xf32>, %vi: vector<2xi64>) {
  // CHECK: math.fpowi %{{.*}}, %{{.*}} : f64, i32
  %0 = math.fpowi %f, %i : f64, i32
  // CHECK: math.fpowi %{{.*}}, %{{.*}} fastmath<nnan> : vector<2xf32>, vector<2xi64>
  %1 = math.fpowi %v, %vi fastmath<nnan> : vector<2xf32>, vector<2xi64>
  return
}
