// Default-valued attributes are set when an op is created, as MLIR 16's
// populateDefaultAttrs does: generic output shows `fastmath = #arith.fastmath<none>`
// for custom and generic input alike; the custom form omits it.
// RUN: strata-opt --mlir-print-op-generic %s > %t.strata
// RUN: mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: diff -u %t.mlir %t.strata
// RUN: FileCheck %s < %t.strata
// RUN: strata-opt %s | FileCheck %s --check-prefix=CUSTOM

// CHECK: "arith.addf"(%arg0, %arg0) {fastmath = #arith.fastmath<none>}
// CHECK: "arith.mulf"(%0, %arg0) {fastmath = #arith.fastmath<none>}
// CHECK: "arith.subf"(%1, %arg0) {fastmath = #arith.fastmath<fast>}
// CHECK: "math.sqrt"(%2) {fastmath = #arith.fastmath<none>}
// CUSTOM: arith.addf %arg0, %arg0 : f32
// CUSTOM: arith.mulf %0, %arg0 : f32
// CUSTOM: arith.subf %1, %arg0 fastmath<fast> : f32
// CUSTOM: math.sqrt %2 : f32
func.func @f(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  %1 = arith.mulf %0, %a : f32
  %2 = arith.subf %1, %a fastmath<fast> : f32
  %3 = math.sqrt %2 : f32
  return %3 : f32
}
