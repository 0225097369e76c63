// The `test` dialect's ops and test passes of region code motion and inlining against
// mlir-opt 16: `-test-inline` (a region moved when the call is its only use, copied
// otherwise, with one block or several), `-test-control-flow-sink`, and `test.region_if`'s
// custom form. (`-inline` differs: Strata's inliner does not inline calls of callables
// nested in functions, such as `test.functional_region_op`.)
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -test-inline --mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -test-control-flow-sink
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -control-flow-sink
// RUN: strata-opt %s --split-input-file -test-inline | FileCheck %s

// CHECK-LABEL: func @two_uses
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[A]]
// CHECK-NEXT: return %[[B]]
func.func @two_uses(%arg0 : i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%a : i32):
    %b = arith.addi %a, %a : i32
    "test.return"(%b) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %0 = call_indirect %fn(%arg0) : (i32) -> i32
  %1 = call_indirect %fn(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func @multi_block
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: return %[[R]]
func.func @multi_block(%arg0 : i32, %c : i1) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%a : i32):
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.return"(%a) : (i32) -> ()
  ^bb2:
    "test.return"(%a) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %0 = call_indirect %fn(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

// A type mismatch between the region's argument and the operand: not inlined.
// CHECK-LABEL: func @mismatch
// CHECK: call_indirect
func.func @mismatch(%arg0 : i32) {
  %fn = "test.functional_region_op"() ({
  ^bb0(%a : i32):
    "test.return"() : () -> ()
  }) : () -> ((i32) -> ())
  %c = "test.cast"(%arg0) : (i32) -> i16
  %f = "test.cast"(%fn) : ((i32) -> ()) -> ((i16) -> ())
  call_indirect %f(%c) : (i16) -> ()
  return
}

// -----

func.func @sink(%x : i32) -> i32 {
  %0 = "test.sink_me"() : () -> i32
  %1 = "test.sink_me"() {second} : () -> i32
  %2 = arith.addi %x, %x : i32
  "test.sink_target"() ({
    "test.use"(%0, %2) : (i32, i32) -> ()
  }, {
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
  %r = test.region_if %x, %x: i32, i32 -> i32 then {
  ^bb0(%a: i32, %b: i32):
    test.region_if_yield %2 : i32
  } else {
  ^bb0(%a: i32, %b: i32):
    test.region_if_yield %a : i32
  } join {
  ^bb0(%a: i32):
    test.region_if_yield %a : i32
  }
  return %r : i32
}
