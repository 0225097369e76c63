// `eval`'s verifier (`hasVerifier`) and the native trait `Has32BitArguments`, which
// runs first (MLIR's `verifyTrait` before `verify`).
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
