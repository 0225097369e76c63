// tf32 folds (8 exponent bits, 10 fraction bits: f16's precision in f32's range), by
// the same exact arithmetic as every other format. MLIR 16's parser does not read `tf32`
// (`expected non-function type`), so these are checked against values worked out by hand:
// 1 + 2^-11 is a tie (even: 1), 1 + 3 * 2^-11 rounds up to 1 + 2^-9, 65504^2 is
// 4190209 * 2^10 rounded to 11 bits, the largest value times 3 overflows, the smallest
// normal halved is subnormal, 1/3 to 11 bits, 65504 rem 3 is -1, 0/0 the default NaN.
// RUN: strata-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @tf32()
// CHECK-DAG: %[[NZ:.*]] = arith.constant -0.000000e+00 : tf32
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x3FE00 : tf32
// CHECK-DAG: %[[M1:.*]] = arith.constant -1.000000e+00 : tf32
// CHECK-DAG: %[[THIRD:.*]] = arith.constant 3.332520e-01 : tf32
// CHECK-DAG: %[[SUB:.*]] = arith.constant 5.877470e-39 : tf32
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x3FC00 : tf32
// CHECK-DAG: %[[SQ:.*]] = arith.constant 4.290770e+09 : tf32
// CHECK-DAG: %[[UP:.*]] = arith.constant 1.001950e+00 : tf32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : tf32
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : tf32
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK: return %[[ONE]], %[[UP]], %[[SQ]], %[[INF]], %[[SUB]], %[[THIRD]], %[[M1]], %[[NAN]], %[[Z]], %{{.*}}, %[[NZ]], %[[T]] :
func.func @tf32() -> (tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, f32, tf32, i1) {
  %one = arith.constant 1.0 : tf32
  %h11 = arith.constant 4.8828125E-4 : tf32
  %t11 = arith.constant 1.46484375E-3 : tf32
  %big = arith.constant 65504.0 : tf32
  %max = arith.constant 3.4011621E+38 : tf32
  %tiny = arith.constant 1.1754944E-38 : tf32
  %half = arith.constant 0.5 : tf32
  %three = arith.constant 3.0 : tf32
  %zero = arith.constant 0.0 : tf32
  %r0 = arith.addf %one, %h11 : tf32
  %r1 = arith.addf %one, %t11 : tf32
  %r2 = arith.mulf %big, %big : tf32
  %r3 = arith.mulf %max, %three : tf32
  %r4 = arith.mulf %tiny, %half : tf32
  %r5 = arith.divf %one, %three : tf32
  %r6 = arith.remf %big, %three : tf32
  %r7 = arith.divf %zero, %zero : tf32
  %r8 = arith.subf %zero, %zero : tf32
  %r9 = arith.extf %r5 : tf32 to f32
  %r10 = arith.negf %zero : tf32
  %r11 = arith.cmpf olt, %r5, %half : tf32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, f32, tf32, i1
}
