// The canonicalization of `func`'s ops against mlir-opt 16: an indirect call of a
// constant function becomes a direct call (the constant, used elsewhere, stays hoisted).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s

func.func private @f(i32) -> i32

// CHECK-LABEL: func.func @g
// CHECK-NEXT: %[[F:.*]] = constant @f
// CHECK-NEXT: "foo.op"
// CHECK-NEXT: "foo.use"(%[[F]])
// CHECK-NEXT: %[[R:.*]] = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: %{{.*}} = call_indirect %arg2(%[[R]])
func.func @g(%x: i32, %c: i1, %h: (i32) -> i32) -> i32 {
  "foo.op"() : () -> ()
  %f = func.constant @f : (i32) -> i32
  %f2 = func.constant @f : (i32) -> i32
  "foo.use"(%f2) : ((i32) -> i32) -> ()
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %s = func.call_indirect %h(%r) : (i32) -> i32
  return %s : i32
}
