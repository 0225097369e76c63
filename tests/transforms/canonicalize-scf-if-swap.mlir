// The fold of `scf.if` on a negated condition (`xori %c, true`): the condition is `%c`
// and the branches trade places (MLIR's `IfOp::fold`), against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @swap
// CHECK-NEXT: %[[R:.*]] = scf.if %arg0 -> (index) {
// CHECK-NEXT: "foo.else"
// CHECK: } else {
// CHECK-NEXT: "foo.then"
// CHECK: return %[[R]]
func.func @swap(%c: i1) -> index {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %r = scf.if %not -> (index) {
    %a = "foo.then"() : () -> index
    scf.yield %a : index
  } else {
    %b = "foo.else"() : () -> index
    scf.yield %b : index
  }
  return %r : index
}

// -----

// Not without an else branch, nor when the other operand is not `true`.
// CHECK-LABEL: func.func @no_swap
// CHECK: %[[N:.*]] = arith.xori %arg0, %true
// CHECK-NEXT: scf.if %[[N]] {
// CHECK: %[[M:.*]] = arith.xori %arg0, %arg1
// CHECK-NEXT: scf.if %[[M]] -> (index) {
// CHECK-NEXT: "foo.then"
func.func @no_swap(%c: i1, %d: i1) -> index {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  scf.if %not {
    "foo.effect"() : () -> ()
  }
  %x = arith.xori %c, %d : i1
  %r = scf.if %x -> (index) {
    %a = "foo.then"() : () -> index
    scf.yield %a : index
  } else {
    %b = "foo.else"() : () -> index
    scf.yield %b : index
  }
  return %r : index
}
