// `BitcastOfBitcast` (spec/dialects/arith/ArithCanonicalization.td) under `canonicalize`:
// two bitcasts become one from the first source to the last type. Checked with FileCheck,
// not against mlir-opt 16: when the last type differs from the first source, mlir-opt 16
// replaces the result by the source itself and fails verification (a return of the wrong
// type), which Strata does not reproduce (round trips are compared in drr-arith-more.mlir).
// RUN: strata-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @bitcast_of_bitcast
// CHECK-SAME: (%[[V:.*]]: vector<2xi16>)
// CHECK-NEXT: %[[C:.*]] = arith.bitcast %[[V]] : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT: return %[[C]] : vector<2xbf16>
func.func @bitcast_of_bitcast(%v: vector<2xi16>) -> vector<2xbf16> {
  %b = arith.bitcast %v : vector<2xi16> to vector<2xf16>
  %c = arith.bitcast %b : vector<2xf16> to vector<2xbf16>
  return %c : vector<2xbf16>
}

// CHECK-LABEL: func.func @single
// CHECK-NEXT: arith.bitcast %{{.*}} : f32 to i32
func.func @single(%x: f32) -> i32 {
  %a = arith.bitcast %x : f32 to i32
  return %a : i32
}
