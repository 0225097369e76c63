// `inline`'s default pipeline is `canonicalize`, as MLIR's: the callables are
// canonicalized before their calls are inlined, and what the inlining leaves (constants
// meeting, dead ops) is folded when the caller's turn comes. `default-pipeline=''` turns
// it off.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -inline
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect '-inline=default-pipeline='
// RUN: strata-opt %s --allow-unregistered-dialect -inline | FileCheck %s

// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT: "test.use"(%[[C]]) : (i32) -> ()
// CHECK-NEXT: return %[[C]] : i32
func.func @caller() -> i32 {
  %c2 = arith.constant 2 : i32
  %r = call @add3(%c2) : (i32) -> i32
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}

func.func private @add3(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.addi %x, %c0 : i32
  %dead = arith.addi %y, %y : i32
  %z = arith.addi %c3, %y : i32
  return %z : i32
}
