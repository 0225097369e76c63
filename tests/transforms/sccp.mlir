// `sccp` against mlir-opt 16: as a module pass (calls reach private functions) and as
// a function pass, on one thread and on several, with locations in the generic form.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -sccp
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -sccp --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -sccp --mlir-print-debuginfo --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file -allow-unregistered-dialect -sccp | FileCheck %s

// Folding with constant operands; the constants are made again at the start of the
// function, each new one before the previous ones, and the old ones erased.
// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT: arith.constant 3 : i32
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.addi %[[C9]], %arg0 : i32
// CHECK-NEXT: return %[[C9]], %[[C0]] : i32, i32
func.func @fold_chain(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %a : i32
  %c = arith.addi %b, %x : i32
  %d = arith.subi %c, %c : i32
  return %b, %d : i32, i32
}

// -----

// A branch on a constant reaches one block only: the other edge is dead, so the
// argument of the join block is the constant passed along the live edge.
// CHECK-LABEL: func.func @cond_br_constant
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: cf.br ^bb3(%[[C1]] : i32)
// CHECK: "test.unknown"
// CHECK: return %[[C1]] : i32
func.func @cond_br_constant() -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  %u = "test.unknown"() : () -> i32
  cf.br ^bb3(%u : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// A loop carrying a value that stays the same is constant (optimistically); one
// whose value changes is not.
// CHECK-LABEL: func.func @loop
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: ^bb1(%{{.*}}: i32, %[[COUNT:.*]]: i32):
// CHECK: return %[[C1]], %[[COUNT]] : i32, i32
func.func @loop(%cond: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c1, %c0 : i32, i32)
^header(%same: i32, %count: i32):
  %next = arith.addi %count, %c1 : i32
  %again = arith.muli %same, %c1 : i32
  cf.cond_br %cond, ^header(%again, %next : i32, i32), ^exit
^exit:
  return %same, %count : i32, i32
}

// -----

// scf.if: a constant condition runs one region; an unknown one runs both, and a
// result both yield the same constant for is constant. Constants of nested regions go
// to the function's entry block.
// CHECK-LABEL: func.func @scf_if
// CHECK: %[[C6:.*]] = arith.constant 6 : i32
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[R1:.*]] = scf.if %arg0 -> (i32)
// CHECK: return %[[C6]], %[[C3]], %[[R1]] : i32, i32, i32
func.func @scf_if(%cond: i1) -> (i32, i32, i32) {
  %false = arith.constant false
  %c3 = arith.constant 3 : i32
  %r0 = scf.if %false -> (i32) {
    %u = "test.unknown"() : () -> i32
    scf.yield %u : i32
  } else {
    %v = arith.addi %c3, %c3 : i32
    scf.yield %v : i32
  }
  %r1 = scf.if %cond -> (i32) {
    scf.yield %c3 : i32
  } else {
    %w = arith.subi %c3, %c3 : i32
    %z = arith.addi %w, %c3 : i32
    scf.yield %z : i32
  }
  %r2 = scf.if %cond -> (i32) {
    scf.yield %c3 : i32
  } else {
    %q = arith.addi %c3, %c3 : i32
    scf.yield %q : i32
  }
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

// scf.while whose condition is false the first time: the "after" region never runs
// and the results are the values the "before" region passes.
// CHECK-LABEL: func.func @scf_while
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: return %[[C5]] : i32
func.func @scf_while() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.while (%a = %c5) : (i32) -> i32 {
    %false = arith.constant false
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// scf.index_switch on a constant runs the case of that value.
// CHECK-LABEL: func.func @index_switch
// CHECK: %[[C20:.*]] = arith.constant 20 : i32
// CHECK: scf.index_switch
// CHECK: return %[[C20]] : i32
func.func @index_switch() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = "test.unknown"() : () -> i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %u = "test.unknown"() : () -> i32
    scf.yield %u : i32
  }
  return %r : i32
}

// -----

// scf.for: the induction variable is not a constant; a carried value that does not
// change is.
// CHECK-LABEL: func.func @scf_for
// CHECK: %[[C7:.*]] = arith.constant 7 : i32
// CHECK: %[[R:.*]]:2 = scf.for
// CHECK: scf.yield %[[C7]], %{{.*}} : i32, i32
// CHECK: return %[[C7]], %[[R]]#1 : i32, i32
func.func @scf_for(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c7, %b = %c7) -> (i32, i32) {
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %b, %x : i32
    scf.yield %a, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// affine.for with constant bounds: a loop running once passes its body's values out;
// one running no time passes its initial values.
// CHECK-LABEL: func.func @affine_for
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: return %[[C2]], %[[C4]] : i32, i32
func.func @affine_for() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %r0 = affine.for %i = 0 to 1 iter_args(%a = %c1) -> (i32) {
    %s = arith.addi %a, %c1 : i32
    affine.yield %s : i32
  }
  %r1 = affine.for %i = 5 to 2 iter_args(%a = %c4) -> (i32) {
    %s = arith.muli %a, %a : i32
    affine.yield %s : i32
  }
  return %r0, %r1 : i32, i32
}

// -----

// Private functions have known callers: an argument every live call passes the same
// constant, and a result every return gives the same constant, are constants. A
// public function's arguments are not.
// CHECK-LABEL: func.func private @private_callee
// CHECK: %[[C42:.*]] = arith.constant 42 : i32
// CHECK: return %[[C42]] : i32
// CHECK-LABEL: func.func @public_callee
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @caller
// CHECK: %[[C42:.*]] = arith.constant 42 : i32
// CHECK: %[[Z:.*]] = call @public_callee
// CHECK: return %[[C42]], %[[C42]], %[[Z]] : i32, i32, i32
module {
  func.func private @private_callee(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %r = arith.addi %a, %c1 : i32
    return %r : i32
  }
  func.func @public_callee(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @caller() -> (i32, i32, i32) {
    %c41 = arith.constant 41 : i32
    %x = call @private_callee(%c41) : (i32) -> i32
    %y = call @private_callee(%c41) : (i32) -> i32
    %z = call @public_callee(%c41) : (i32) -> i32
    return %x, %y, %z : i32, i32, i32
  }
}

// -----

// A private function used other than by a call has unknown callers; func.constant
// folds to its symbol and is made again by the func dialect.
// CHECK-LABEL: func.func private @taken
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @indirect
// CHECK-NEXT: %[[F:.*]] = constant @taken : (i32) -> i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = call_indirect %[[F]](%[[C1]])
// CHECK-NEXT: %[[S:.*]] = call @taken(%[[C1]])
// CHECK-NEXT: return %[[R]], %[[S]] : i32, i32
module {
  func.func private @taken(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @indirect() -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %f = func.constant @taken : (i32) -> i32
    %r = call_indirect %f(%c1) : (i32) -> i32
    %s = call @taken(%c1) : (i32) -> i32
    return %r, %s : i32, i32
  }
}

// -----

// A function never called (private, no call) is dead: its body is not rewritten.
// CHECK-LABEL: func.func private @dead
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi
// CHECK-NEXT: return %[[R]] : i32
// CHECK-LABEL: func.func @live
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: return %[[C3]] : i32
module {
  func.func private @dead() -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %r = arith.addi %c1, %c2 : i32
    return %r : i32
  }
  func.func @live() -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %r = arith.addi %c1, %c2 : i32
    return %r : i32
  }
}

// -----

// Results of ops with side effects are replaced but the ops stay; unregistered ops
// give unknown values.
// CHECK-LABEL: func.func @effects
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[U:.*]] = "test.unknown"
// CHECK: %[[S:.*]] = arith.addi %[[U]]
// CHECK: memref.store %[[C2]]
// CHECK: return %[[S]], %[[C2]] : i32, i32
func.func @effects(%m: memref<i32>) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %u = "test.unknown"(%c1) : (i32) -> i32
  %s = arith.addi %u, %c1 : i32
  %v = arith.addi %c1, %c1 : i32
  memref.store %v, %m[] : memref<i32>
  return %s, %v : i32, i32
}

// -----

// As in MLIR 16, `muli(x, 0)`, `andi(x, 0)`, `remui(x, 1)`, `remsi(x, 1)` and the
// extended multiplications fold only when the operand is defined by a constant op: a
// value found constant through other ops does not match, so these stay; `ori(x, -1)`
// matches the constant and folds.
// CHECK-LABEL: func.func @rhs_matched_as_value
// CHECK: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: arith.muli %arg0, %[[Z:.*]] : i32
// CHECK: arith.andi %arg0, %[[Z]] : i32
// CHECK: arith.remui %arg0, %[[O:.*]] : i32
// CHECK: arith.remsi %arg0, %[[O]] : i32
// CHECK: arith.mului_extended %arg0, %[[Z]] : i32
// CHECK: return %[[M1]],
func.func @rhs_matched_as_value(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.subi %c2, %c2 : i32
  %one = arith.subi %c2, %c1 : i32
  %ones = arith.subi %c2, %c3 : i32
  %a = arith.ori %x, %ones : i32
  %b = arith.muli %x, %zero : i32
  %c = arith.andi %x, %zero : i32
  %d = arith.remui %x, %one : i32
  %e = arith.remsi %x, %one : i32
  %lo, %hi = arith.mului_extended %x, %zero : i32
  return %a, %b, %c, %d, %e, %lo, %hi : i32, i32, i32, i32, i32, i32, i32
}
