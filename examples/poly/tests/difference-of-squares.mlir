// The tutorial's canonicalization `x^2 - y^2 -> (x+y)(x-y)`, written twice: in DRR
// (`DifferenceOfSquares`, spec/poly/PolyPatterns.td) and in Rust
// (`DifferenceOfSquaresInRust`, src/lib.rs). Each alone gives the tutorial's output.
// RUN: poly-opt %s --canonicalize | FileCheck %s
// RUN: poly-opt %s '--canonicalize=enable-patterns=DifferenceOfSquares' | FileCheck %s
// RUN: poly-opt %s '--canonicalize=enable-patterns=DifferenceOfSquaresInRust' | FileCheck %s
// RUN: poly-opt %s '--canonicalize=disable-patterns=DifferenceOfSquares,DifferenceOfSquaresInRust' \
// RUN:   | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: func.func @test_difference_of_squares
// CHECK-SAME:      (%[[X:.*]]: !poly.poly<3>, %[[Y:.*]]: !poly.poly<3>)
// CHECK-NEXT:    %[[SUM:.*]] = poly.add %[[X]], %[[Y]] : !poly.poly<3>
// CHECK-NEXT:    %[[DIFF:.*]] = poly.sub %[[X]], %[[Y]] : !poly.poly<3>
// CHECK-NEXT:    %[[PROD:.*]] = poly.mul %[[SUM]], %[[DIFF]] : !poly.poly<3>
// CHECK-NEXT:    %[[TWICE:.*]] = poly.add %[[PROD]], %[[PROD]] : !poly.poly<3>
// CHECK-NEXT:    return %[[TWICE]] : !poly.poly<3>

// NONE-LABEL: func.func @test_difference_of_squares
// NONE-NEXT:    poly.mul
// NONE-NEXT:    poly.mul
// NONE-NEXT:    poly.sub
func.func @test_difference_of_squares(
  %0: !poly.poly<3>, %1: !poly.poly<3>) -> !poly.poly<3> {
  %2 = poly.mul %0, %0 : !poly.poly<3>
  %3 = poly.mul %1, %1 : !poly.poly<3>
  %4 = poly.sub %2, %3 : !poly.poly<3>
  %5 = poly.add %4, %4 : !poly.poly<3>
  return %5 : !poly.poly<3>
}

// A square with another use stays: rewriting would compute it twice.
// CHECK-LABEL: func.func @square_used_twice
// CHECK-NEXT:    %[[SQ:.*]] = poly.mul %arg0, %arg0
// CHECK-NEXT:    %[[SQ1:.*]] = poly.mul %arg1, %arg1
// CHECK-NEXT:    %[[D:.*]] = poly.sub %[[SQ]], %[[SQ1]]
// CHECK-NEXT:    %[[S:.*]] = poly.add %[[D]], %[[SQ]]
// CHECK-NEXT:    return %[[S]]
func.func @square_used_twice(%x: !poly.poly<3>, %y: !poly.poly<3>) -> !poly.poly<3> {
  %x2 = poly.mul %x, %x : !poly.poly<3>
  %y2 = poly.mul %y, %y : !poly.poly<3>
  %d = poly.sub %x2, %y2 : !poly.poly<3>
  %s = poly.add %d, %x2 : !poly.poly<3>
  return %s : !poly.poly<3>
}

// Not a difference of squares: `x*y - y*y`.
// CHECK-LABEL: func.func @not_a_square
// CHECK-NEXT:    poly.mul %arg0, %arg1
// CHECK-NEXT:    poly.mul %arg1, %arg1
// CHECK-NEXT:    poly.sub
func.func @not_a_square(%x: !poly.poly<3>, %y: !poly.poly<3>) -> !poly.poly<3> {
  %xy = poly.mul %x, %y : !poly.poly<3>
  %y2 = poly.mul %y, %y : !poly.poly<3>
  %d = poly.sub %xy, %y2 : !poly.poly<3>
  return %d : !poly.poly<3>
}
