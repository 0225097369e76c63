// `canonicalize` against mlir-opt 16 on inputs whose ops have only the folds and patterns
// Strata has (`arith.constant`, `arith.addi`, `arith.addui_extended`, unregistered ops):
// dead ops, folds to values and to constants, constants de-duplicated and hoisted to the
// entry block of their insertion region, constant operands of commutative ops moved last,
// unreachable blocks, nested isolated ops; as a module pass, as a function pass, in the
// generic form and with locations (the fused locations of pattern-created ops).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=region-simplify=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(canonicalize))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-op-generic
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-disable-threading
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// Dead pure ops go, unregistered ops stay; x + 0 is x.
// CHECK-LABEL: func.func @dead_and_identity
// CHECK-NEXT: "test.keep"(%arg0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
func.func @dead_and_identity(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %dead = arith.addi %a, %x : i32
  %dead2 = arith.muli %dead, %x : i32
  "test.keep"(%a) : (i32) -> ()
  return %a : i32
}

// -----

// Constants fold, are de-duplicated and hoisted to the entry block; constant operands of
// commutative ops move last.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[C14:.*]] = arith.constant 14 : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: "test.first"() : () -> ()
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT: %[[K:.*]] = arith.addi %arg1, %[[C14]] : index
// CHECK-NEXT: return %[[C3]], %[[M]], %[[MIN]], %[[K]]
func.func @constants(%x: i32, %y: index) -> (i32, i32, i32, index) {
  "test.first"() : () -> ()
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %c3 = arith.constant 3 : i32
  %m = arith.muli %c3, %x : i32
  %i1 = arith.constant 7 : index
  %i2 = arith.constant 7 : index
  %j = arith.addi %i1, %y : index
  %k = arith.addi %i2, %j : index
  %big = arith.constant 2147483647 : i32
  %w = arith.addi %big, %c1 : i32
  return %s, %m, %w, %k : i32, i32, i32, index
}

// -----

// Constants in the regions of unregistered ops (which might be isolated) stay in them.
// CHECK-LABEL: func.func @regions
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: "test.use"(%[[C2]], %arg0)
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %[[C2B:.*]] = arith.constant 2 : i32
// CHECK-NEXT: "test.use"(%[[C2B]])
func.func @regions(%x: i32) {
  "test.region"() ({
    %c1 = arith.constant 1 : i32
    %c1b = arith.constant 1 : i32
    %a = arith.addi %c1, %c1b : i32
    "test.use"(%a, %x) : (i32, i32) -> ()
    "test.region"() ({
      %c2 = arith.constant 2 : i32
      "test.use"(%c2) : (i32) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Two results: addui_extended with 0, and of two constants.
// CHECK-LABEL: func.func @two_results
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[S:.*]] = arith.constant 44 : i8
// CHECK: return %arg0, %[[F]], %[[S]], %[[T]]
func.func @two_results(%x: i32) -> (i32, i1, i8, i1) {
  %c0 = arith.constant 0 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %t, %p = arith.addui_extended %a, %b : i8, i1
  return %s, %o, %t, %p : i32, i1, i8, i1
}

// -----

// Unreachable blocks are erased; reachable ones stay.
// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT: "test.br"(%arg0)[^bb1]
// CHECK-NEXT: ^bb1(%[[B:.*]]: i32):
// CHECK-NEXT: "test.use"(%[[B]])
func.func @unreachable(%x: i32) -> i32 {
  "test.br"(%x)[^bb2] : (i32) -> ()
^bb1(%a: i32):
  %dead = arith.addi %a, %a : i32
  "test.br"(%dead)[^bb1] : (i32) -> ()
^bb2(%b: i32):
  "test.use"(%b) : (i32) -> ()
  return %b : i32
}

// -----

// Nested modules and functions are canonicalized too.
// CHECK-LABEL: module @inner
// CHECK: func.func @f
// CHECK-NEXT: return %arg0 : i32
module {
  module @inner {
    func.func @f(%x: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %a = arith.addi %c0, %x : i32
      return %a : i32
    }
  }
}

// -----

// The addi patterns: addi(addi(x, c0), c1), addi(subi(x, c0), c1), addi(subi(c0, x), c1).
// CHECK-LABEL: func.func @addi_patterns
// CHECK-NEXT: %[[C12:.*]] = arith.constant 12 : i32
// CHECK: %[[A:.*]] = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %arg0, %[[C12]] : i32
func.func @addi_patterns(%x: i32) -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c5 : i32
  %b = arith.addi %a, %c7 : i32
  %s = "test.sub"(%x) : (i32) -> i32
  %c = arith.addi %s, %c7 : i32
  return %b, %c, %a : i32, i32, i32
}
