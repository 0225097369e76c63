// `CombineIfs`: two `scf.if`s in a row on the same condition, or one on the other's
// negation, become one yielding both's results; uses of the first's results inside the
// second take the values its branches yield. Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @same_condition
// CHECK-NEXT:    %[[R:.*]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %[[A:.*]] = "test.a"() : () -> i32
// CHECK-NEXT:      %[[B:.*]] = "test.b"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[A]], %[[B]] : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[C:.*]] = "test.c"() : () -> i32
// CHECK-NEXT:      %[[D:.*]] = "test.d"(%[[C]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[C]], %[[D]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1
func.func @same_condition(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.c"() : () -> i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = "test.b"(%0) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @negated_condition
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @negated_condition(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %n {
    "test.else"() : () -> ()
  }
  return
}

// -----

// Without results and without else branches.
// CHECK-LABEL: func.func @no_results
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.one"() : () -> ()
// CHECK-NEXT:      "test.two"() : () -> ()
// CHECK-NEXT:    }
func.func @no_results(%c: i1) {
  scf.if %c {
    "test.one"() : () -> ()
  }
  scf.if %c {
    "test.two"() : () -> ()
  }
  return
}

// -----

// Different conditions stay apart.
// CHECK-LABEL: func.func @different_conditions
// CHECK-COUNT-2: scf.if
func.func @different_conditions(%c: i1, %d: i1) {
  scf.if %c {
    "test.one"() : () -> ()
  }
  scf.if %d {
    "test.two"() : () -> ()
  }
  return
}
