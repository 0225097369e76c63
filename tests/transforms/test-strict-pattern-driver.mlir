// `test-strict-pattern-driver` against mlir-opt 16: the strict greedy driver
// (`applyOpPatternsAndFold`) on a function's `test.insert_same_op`,
// `test.replace_with_new_op` and `test.erase_op` ops. With `AnyOp` the producers of an
// erased op's operands left dead are visited (and erased); with `ExistingAndNewOps` the
// ops the rewrites create are rewritten too (a `test.erase_op` made by a rewrite is
// erased); with `ExistingOps` only the ops given are.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -test-strict-pattern-driver
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -test-strict-pattern-driver=strictness=ExistingAndNewOps
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -test-strict-pattern-driver=strictness=ExistingOps
// RUN: strata-opt %s --split-input-file -test-strict-pattern-driver=strictness=ExistingOps | FileCheck %s --check-prefix=EX
// RUN: strata-opt %s --split-input-file -test-strict-pattern-driver | FileCheck %s --check-prefix=ANY

// Dead producers of an erased op's operands: revisited (and erased) only by the AnyOp driver.
// EX-LABEL: func @dead_operands
// EX: arith.muli
// EX-NEXT: return
// ANY-LABEL: func @dead_operands
// ANY: arith.addi
// ANY-NEXT: return
func.func @dead_operands(%x: i32) {
  %c = arith.constant 1 : i32
  %a = arith.addi %x, %c : i32
  %m = arith.muli %a, %a : i32
  "test.erase_op"(%m) : (i32) -> ()
  return
}

// -----

// The users of a replaced op, and the op a rewrite creates.
// EX-LABEL: func @replace_users
// EX: "test.new_op"
// EX: "test.erase_op"() : () -> ()
// ANY-LABEL: func @replace_users
// ANY-NOT: test.erase_op
func.func @replace_users(%x: i32) -> i32 {
  %0 = "test.replace_with_new_op"(%x) : (i32) -> i32
  %1 = arith.addi %0, %0 : i32
  "test.replace_with_new_op"() {create_erase_op} : () -> ()
  %2 = "test.insert_same_op"(%1) : (i32) -> i32
  return %1 : i32
}

// -----

// Ops in nested regions, walked in post-order.
func.func @nested(%b: i1, %x: i32) {
  scf.if %b {
    "test.replace_with_new_op"() {create_erase_op} : () -> ()
    %0 = "test.insert_same_op"(%x) : (i32) -> i32
    "test.erase_op"(%0) : (i32) -> ()
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c0, %c1 : i32
  "test.erase_op"(%s) : (i32) -> ()
  return
}
