// The tutorial's folds: `from_tensor` of a constant tensor, `add`, `sub` and `mul` of
// constants fold; the dialect materializes the results as `poly.constant`.
// RUN: poly-opt %s --canonicalize | FileCheck %s

// (1 + 2x + 3x^2)^2 = 1 + 4x + 10x^2 + 12x^3 + 9x^4, twice.
// CHECK-LABEL: func.func @test_arith_fold
// CHECK-NEXT:    %[[C:.*]] = poly.constant dense<[2, 8, 20, 24, 18]> : tensor<5xi32> : <10>
// CHECK-NEXT:    return %[[C]] : !poly.poly<10>
func.func @test_arith_fold() -> !poly.poly<10> {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = poly.from_tensor %0 : tensor<3xi32> -> !poly.poly<10>
  %2 = poly.mul %1, %1 : !poly.poly<10>
  %3 = poly.mul %1, %1 : !poly.poly<10>
  %4 = poly.add %2, %3 : !poly.poly<10>
  return %4 : !poly.poly<10>
}

// Exponents wrap modulo the degree bound (the ring is modulo x^3 - 1):
// (1 + x + x^2)(1 + x^2) = 1 + x + 2x^2 + x^3 + x^4 = 2 + 2x + 2x^2; the product
// keeps n + m - 1 coefficients, as the tutorial's fold does.
// CHECK-LABEL: func.func @mul_wraps_at_the_degree_bound
// CHECK-NEXT:    poly.constant dense<[2, 2, 2, 0, 0]> : tensor<5xi32> : <3>
func.func @mul_wraps_at_the_degree_bound() -> !poly.poly<3> {
  %0 = poly.constant dense<[1, 1, 1]> : tensor<3xi32> : !poly.poly<3>
  %1 = poly.constant dense<[1, 0, 1]> : tensor<3xi32> : !poly.poly<3>
  %2 = poly.mul %0, %1 : !poly.poly<3>
  return %2 : !poly.poly<3>
}

// Coefficients wrap at their width: 200 + 100 in i8 is 44.
// CHECK-LABEL: func.func @add_wraps_at_the_element_width
// CHECK-NEXT:    poly.constant dense<[44, 0]> : tensor<2xi8> : <10>
func.func @add_wraps_at_the_element_width() -> !poly.poly<10> {
  %0 = poly.constant dense<[-56, 1]> : tensor<2xi8> : !poly.poly<10>
  %1 = poly.constant dense<[100, -1]> : tensor<2xi8> : !poly.poly<10>
  %2 = poly.add %0, %1 : !poly.poly<10>
  return %2 : !poly.poly<10>
}

// CHECK-LABEL: func.func @sub_folds
// CHECK-NEXT:    poly.constant dense<[-1, 1, 3]> : tensor<3xi32> : <10>
func.func @sub_folds() -> !poly.poly<10> {
  %0 = poly.constant dense<[1, 2, 3]> : tensor<3xi32> : !poly.poly<10>
  %1 = poly.constant dense<[2, 1, 0]> : tensor<3xi32> : !poly.poly<10>
  %2 = poly.sub %0, %1 : !poly.poly<10>
  return %2 : !poly.poly<10>
}

// A value that is not constant stops folding.
// CHECK-LABEL: func.func @not_constant
// CHECK:         poly.add %{{.*}}, %arg0
func.func @not_constant(%arg0: !poly.poly<10>) -> !poly.poly<10> {
  %0 = poly.constant dense<[1, 2, 3]> : tensor<3xi32> : !poly.poly<10>
  %1 = poly.add %0, %arg0 : !poly.poly<10>
  return %1 : !poly.poly<10>
}
