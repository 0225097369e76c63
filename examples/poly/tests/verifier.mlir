// `eval`'s verifier (`hasVerifier`: the point is a signless 32-bit integer or a
// complex number) and the native trait `Has32BitArguments`, which runs first (MLIR's
// `verifyTrait` before `verify`).
// RUN: poly-opt %s --split-input-file --verify-diagnostics

func.func @valid(%p: !poly.poly<10>, %x: i32) -> i32 {
  %0 = poly.eval %p, %x : (!poly.poly<10>, i32) -> i32
  return %0 : i32
}

// -----

func.func @point_not_32_bit(%p: !poly.poly<10>, %x: i64) -> i64 {
  // expected-error@+1 {{'poly.eval' op requires each numeric operand to be a 32-bit integer}}
  %0 = poly.eval %p, %x : (!poly.poly<10>, i64) -> i64
  return %0 : i64
}

// -----

func.func @complex_point(%p: !poly.poly<10>, %z: complex<f32>) -> complex<f32> {
  %0 = poly.eval %p, %z : (!poly.poly<10>, complex<f32>) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @point_not_signless(%p: !poly.poly<10>, %x: si32) -> si32 {
  // expected-error@+1 {{'poly.eval' op argument point must be a 32-bit integer, or a complex number}}
  %0 = poly.eval %p, %x : (!poly.poly<10>, si32) -> si32
  return %0 : si32
}

// -----

func.func @point_not_a_number(%p: !poly.poly<10>, %x: f32) -> f32 {
  // expected-error@+1 {{'poly.eval' op operand #1 must be integer or complex-type, but got 'f32'}}
  %0 = "poly.eval"(%p, %x) : (!poly.poly<10>, f32) -> f32
  return %0 : f32
}

// -----

func.func @point_and_result_differ(%p: !poly.poly<10>, %x: i32) -> i64 {
  // expected-error@+1 {{failed to verify that all of {point, output} have same type}}
  %0 = poly.eval %p, %x : (!poly.poly<10>, i32) -> i64
  return %0 : i64
}

// -----

func.func @sum_types_differ(%p: !poly.poly<10>, %q: !poly.poly<9>) -> !poly.poly<10> {
  // expected-error@+1 {{'poly.add' op requires the same type for all operands and results}}
  %0 = "poly.add"(%p, %q) : (!poly.poly<10>, !poly.poly<9>) -> !poly.poly<10>
  return %0 : !poly.poly<10>
}
