// The tutorial's `LiftConjThroughEval` (DRR, `spec/poly/PolyPatterns.td`): under
// `--canonicalize`, `complex.conj` moves after `poly.eval`, as f(conj(z)) = conj(f(z)).
// RUN: poly-opt %s --canonicalize | FileCheck %s
// RUN: poly-opt %s --canonicalize=enable-patterns=LiftConjThroughEval | FileCheck %s
// RUN: poly-opt %s --canonicalize=disable-patterns=LiftConjThroughEval | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @lift_conj
// CHECK-SAME: (%[[F:.*]]: !poly.poly<3>, %[[Z:.*]]: complex<f64>)
// CHECK-NEXT: %[[E:.*]] = poly.eval %[[F]], %[[Z]] : (!poly.poly<3>, complex<f64>) -> complex<f64>
// CHECK-NEXT: %[[R:.*]] = complex.conj %[[E]] : complex<f64>
// CHECK-NEXT: return %[[R]] : complex<f64>
// OFF-LABEL: func.func @lift_conj
// OFF-NEXT: complex.conj
// OFF-NEXT: poly.eval
func.func @lift_conj(%f: !poly.poly<3>, %z: complex<f64>) -> complex<f64> {
  %c = complex.conj %z : complex<f64>
  %r = poly.eval %f, %c : (!poly.poly<3>, complex<f64>) -> complex<f64>
  return %r : complex<f64>
}

// The conjugate of another use stays; the evaluation still moves.
// CHECK-LABEL: func.func @conj_used_twice
// CHECK-NEXT: %[[C:.*]] = complex.conj %[[Z:.*]] : complex<f32>
// CHECK-NEXT: %[[E:.*]] = poly.eval %{{.*}}, %[[Z]] : (!poly.poly<10>, complex<f32>) -> complex<f32>
// CHECK-NEXT: %[[R:.*]] = complex.conj %[[E]] : complex<f32>
// CHECK-NEXT: return %[[R]], %[[C]] : complex<f32>, complex<f32>
func.func @conj_used_twice(%f: !poly.poly<10>, %z: complex<f32>) -> (complex<f32>, complex<f32>) {
  %c = complex.conj %z : complex<f32>
  %r = poly.eval %f, %c : (!poly.poly<10>, complex<f32>) -> complex<f32>
  return %r, %c : complex<f32>, complex<f32>
}

// An integer point has no conjugate: nothing to lift.
// CHECK-LABEL: func.func @integer_point
// CHECK-NEXT: poly.eval %{{.*}}, %{{.*}} : (!poly.poly<10>, i32) -> i32
func.func @integer_point(%f: !poly.poly<10>, %x: i32) -> i32 {
  %r = poly.eval %f, %x : (!poly.poly<10>, i32) -> i32
  return %r : i32
}
