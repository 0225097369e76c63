// `CombineNestedIfs`: an `scf.if` whose then branch holds only another `scf.if` (else
// branches only yielding) becomes one `scf.if` on `arith.andi` of the conditions; an
// outer result not from the inner `if` becomes an `arith.select` on the outer condition.
// Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @no_results
// CHECK-NEXT:    %[[C:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @no_results(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @results
// CHECK-NEXT:    %[[C:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = "test.x"() : () -> i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[S]]
func.func @results(%a: i1, %b: i1, %d: i32, %e: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> (i32) {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %d : i32
    }
    scf.yield %1, %e : i32, i32
  } else {
    scf.yield %d, %d : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// The inner `if` yields otherwise than the outer else branch when its condition is
// false; another op in the then branch; an else branch doing something: nothing changes.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:     arith.andi
// CHECK:         return
func.func @kept(%a: i1, %b: i1, %d: i32, %e: i32) -> i32 {
  %0 = scf.if %a -> (i32) {
    %1 = scf.if %b -> (i32) {
      scf.yield %e : i32
    } else {
      scf.yield %e : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %d : i32
  }
  scf.if %a {
    "test.before"() : () -> ()
    scf.if %b {
      "test.op"() : () -> ()
    }
  }
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  } else {
    "test.else"() : () -> ()
  }
  return %0 : i32
}

// -----

// Three levels combine into one.
// CHECK-LABEL: func.func @three
// CHECK-NEXT:    %[[C1:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %[[C2:.*]] = arith.andi %[[C1]], %arg2 : i1
// CHECK-NEXT:    scf.if %[[C2]] {
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
func.func @three(%a: i1, %b: i1, %c: i1) {
  scf.if %a {
    scf.if %b {
      scf.if %c {
        "test.op"() : () -> ()
      }
    }
  }
  return
}
