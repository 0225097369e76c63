// Strata's generic passes work on poly ops through their traits: `Pure` lets
// loop-invariant code motion hoist a `poly.mul` out of a loop, and control-flow sinking
// move a `poly.from_tensor` into the only branch using it.
// RUN: poly-opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: poly-opt %s --control-flow-sink | FileCheck %s --check-prefix=SINK

// LICM-LABEL: func.func @test_loop_invariant_code_motion
// LICM:         poly.mul
// LICM-NEXT:    affine.for
// LICM-NOT:     poly.mul
// LICM:         affine.yield
func.func @test_loop_invariant_code_motion() -> !poly.poly<10> {
  %0 = arith.constant dense<[1,2,3]> : tensor<3xi32>
  %p0 = poly.from_tensor %0 : tensor<3xi32> -> !poly.poly<10>
  %1 = arith.constant dense<[9,8,16]> : tensor<3xi32>
  %p1 = poly.from_tensor %1 : tensor<3xi32> -> !poly.poly<10>
  %ret_val = affine.for %i = 0 to 100 iter_args(%sum_iter = %p0) -> !poly.poly<10> {
    %2 = poly.mul %p0, %p1 : !poly.poly<10>
    %sum_next = poly.add %sum_iter, %2 : !poly.poly<10>
    affine.yield %sum_next : !poly.poly<10>
  }
  return %ret_val : !poly.poly<10>
}

// SINK-LABEL: func.func @test_control_flow_sink
// SINK-NOT:     poly.from_tensor
// SINK:         scf.if
// SINK-NEXT:      poly.from_tensor
// SINK:         } else {
// SINK-NOT:       poly.from_tensor
func.func @test_control_flow_sink(%cond: i1, %t: tensor<3xi32>, %p: !poly.poly<10>) -> !poly.poly<10> {
  %p0 = poly.from_tensor %t : tensor<3xi32> -> !poly.poly<10>
  %r = scf.if %cond -> !poly.poly<10> {
    %s = poly.add %p0, %p : !poly.poly<10>
    scf.yield %s : !poly.poly<10>
  } else {
    scf.yield %p : !poly.poly<10>
  }
  return %r : !poly.poly<10>
}
