// `CmpFIntToFPConst`: `arith.cmpf` of an `arith.sitofp`/`arith.uitofp` against a float
// constant becomes `arith.cmpi` of the integer (the constant rounded toward zero, the
// predicate adjusted for a fraction), or a constant when the constant is beyond the
// integers' range, fractional under `eq`/`ne`, or the predicate is `ord`/`uno`; not when
// the conversion may round in a way that matters. Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -canonicalize
// RUN: strata-opt %s --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @signed
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[CM4:.*]] = arith.constant -4 : i32
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[A:.*]] = arith.cmpi sle, %arg0, %[[C4]] : i32
// CHECK-DAG:     %[[B:.*]] = arith.cmpi slt, %arg0, %[[CM4]] : i32
// CHECK-DAG:     %[[C:.*]] = arith.cmpi sgt, %arg0, %[[C4]] : i32
// CHECK-DAG:     %[[D:.*]] = arith.cmpi sge, %arg0, %[[CM4]] : i32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]]
func.func @signed(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %arg0 : i32 to f64
  %c = arith.constant 4.4 : f64
  %m = arith.constant -4.4 : f64
  %big = arith.constant 1.0e20 : f64
  %0 = arith.cmpf olt, %f, %c : f64
  %1 = arith.cmpf ule, %f, %m : f64
  %2 = arith.cmpf uge, %f, %c : f64
  %3 = arith.cmpf ogt, %f, %m : f64
  %4 = arith.cmpf oeq, %f, %c : f64
  %5 = arith.cmpf ord, %f, %c : f64
  %6 = arith.cmpf olt, %f, %big : f64
  %7 = arith.cmpf uno, %f, %c : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @unsigned
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i8
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i8
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[A:.*]] = arith.cmpi ule, %arg0, %[[C4]] : i8
// CHECK-DAG:     %[[B:.*]] = arith.cmpi ugt, %arg0, %[[C4]] : i8
// CHECK-DAG:     %[[C:.*]] = arith.cmpi eq, %arg0, %[[C0]] : i8
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]]
func.func @unsigned(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %arg0 : i8 to f32
  %c = arith.constant 4.5 : f32
  %z = arith.constant -0.0 : f32
  %m = arith.constant -1.5 : f32
  %big = arith.constant 300.0 : f32
  %0 = arith.cmpf ult, %f, %c : f32
  %1 = arith.cmpf oge, %f, %c : f32
  %2 = arith.cmpf ueq, %f, %z : f32
  %3 = arith.cmpf olt, %f, %m : f32
  %4 = arith.cmpf ugt, %f, %m : f32
  %5 = arith.cmpf one, %f, %big : f32
  %6 = arith.cmpf ogt, %f, %big : f32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

// An i64 in f32 may round: compared with a constant whose exponent is within the
// integers' range and the mantissa's reach, nothing changes; a small one is fine. (A NaN
// constant is left to the fold of `arith.cmpf`.)
// CHECK-LABEL: func.func @kept
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[CST:.*]] = arith.constant 3.000000e+09 : f32
// CHECK:         %[[F:.*]] = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.cmpf olt, %[[F]], %[[CST]] : f32
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi slt, %arg0, %[[C3]] : i64
// CHECK-NEXT:    return %[[A]], %[[FALSE]], %[[B]]
func.func @kept(%arg0: i64, %arg1: i16) -> (i1, i1, i1) {
  %f = arith.sitofp %arg0 : i64 to f32
  %c = arith.constant 3.0e9 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %g = arith.sitofp %arg1 : i16 to f16
  %nan = arith.constant 0x7E00 : f16
  %1 = arith.cmpf olt, %g, %nan : f16
  %small = arith.constant 3.0 : f32
  %2 = arith.cmpf olt, %f, %small : f32
  return %0, %1, %2 : i1, i1, i1
}
