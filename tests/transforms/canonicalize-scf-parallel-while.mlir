// The canonicalization of `scf.parallel` (`CollapseSingleIterationLoops`,
// `RemoveEmptyParallelLoops`, `MergeNestedParallelLoops`) and `scf.while`
// (`WhileConditionTruth`, `WhileCmpCond`, `WhileUnusedResult`,
// `WhileUnusedArg`, `RemoveLoopInvariantArgsFromBeforeBlock`,
// `RemoveLoopInvariantValueYielded`) against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// Dimensions running once go, their induction variables becoming the lower bounds.
// CHECK-LABEL: func.func @collapse_some
// CHECK: scf.parallel (%[[J:.*]]) = (%c3) to (%[[N:.*]]) step (%c2)
// CHECK-NEXT: "foo.use"(%c0, %[[J]], %c7)
func.func @collapse_some(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i, %j, %k) = (%c0, %c3, %c7) to (%c1, %n, %c10) step (%c1, %c2, %c3) {
    "foo.use"(%i, %j, %k) : (index, index, index) -> ()
    scf.yield
  }
  return
}

// -----

// All dimensions running once: the body and the reductions are inlined.
// CHECK-LABEL: func.func @collapse_all
// CHECK-NOT: scf.parallel
// CHECK: %[[V:.*]] = "foo.value"(%c1, %c3)
// CHECK-NEXT: %[[R:.*]] = "foo.combine"(%arg0, %[[V]])
// CHECK-NEXT: return %[[R]]
func.func @collapse_all(%init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %r = scf.parallel (%i, %j) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%init) -> f32 {
    %v = "foo.value"(%i, %j) : (index, index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = "foo.combine"(%a, %b) : (f32, f32) -> f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}

// -----

// A dimension with the same lower and upper bound: the loop is its init values.
// CHECK-LABEL: func.func @empty_parallel
// CHECK-NEXT: return %arg2
func.func @empty_parallel(%lb: index, %ub: index, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%lb, %ub) to (%ub, %ub) step (%c1, %c1) init(%init) -> f32 {
    %v = "foo.value"(%i, %j) : (index, index) -> f32
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = "foo.combine"(%a, %b) : (f32, f32) -> f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}

// -----

// Nested loops merge, unless the inner bounds use the outer induction variables or
// there are reductions.
// CHECK-LABEL: func.func @merge_nested
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]], %[[K:.*]]) = (%c0, %c0, %c0) to (%arg0, %arg1, %arg2) step (%c1, %c1, %c1)
// CHECK-NEXT: "foo.use"(%[[I]], %[[J]], %[[K]])
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @merge_nested(%a: index, %b: index, %c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      scf.parallel (%k) = (%c0) to (%c) step (%c1) {
        "foo.use"(%i, %j, %k) : (index, index, index) -> ()
        scf.yield
      }
      scf.yield
    }
    scf.yield
  }
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "foo.use"(%i, %j) : (index, index) -> ()
      scf.yield
    }
    scf.yield
  }
  return
}

// -----

// The condition passed to "after" is true there; a comparison repeating the
// condition's is true (or false, negated) there.
// CHECK-LABEL: func.func @while_condition
// CHECK: ^bb0(%{{.*}}: i32):
// CHECK-NEXT: "foo.use"(%true, %true, %false)
func.func @while_condition(%init: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %c: i1):
    %again = arith.cmpi slt, %y, %n : i32
    %not = arith.cmpi sge, %y, %n : i32
    "foo.use"(%c, %again, %not) : (i1, i1, i1) -> ()
    %next = "foo.next"(%y) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r#0 : i32
}

// -----

// Unused results (unused in "after" too) go, and values passed on from outside
// "before"; unused "before" arguments go with their init and yielded values.
// Duplicated values passed on stay (MLIR 16 has no `WhileRemoveDuplicatedResults`).
// CHECK-LABEL: func.func @while_results_args
// CHECK: %[[R:.*]]:2 = scf.while (%[[A:.*]] = %arg0) : (f32) -> (f32, f32)
// CHECK: scf.condition(%{{.*}}) %[[A]], %[[A]] : f32, f32
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @while_results_args(%init: f32, %unused: i64) -> (f32, f32) {
  %r:4 = scf.while (%a = %init, %u = %unused) : (f32, i64) -> (f32, f32, f32, i64) {
    %c = "foo.cond"(%a) : (f32) -> i1
    scf.condition(%c) %a, %a, %a, %unused : f32, f32, f32, i64
  } do {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: i64):
    %n = "foo.next"(%x, %y) : (f32, f32) -> f32
    scf.yield %n, %w : f32, i64
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// "Before" arguments yielded back unchanged (directly or through "after") are loop
// invariant: their init values replace them.
// CHECK-LABEL: func.func @while_invariant_args
// CHECK: %[[R:.*]] = scf.while (%[[A:.*]] = %arg0) : (i32) -> i32
// CHECK: "foo.cond"(%[[A]], %arg1, %arg2)
// CHECK: return %[[R]], %arg1, %arg2
func.func @while_invariant_args(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i32, i32) -> (i32, i32, i32) {
    %cond = "foo.cond"(%x, %y, %z) : (i32, i32, i32) -> i1
    scf.condition(%cond) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32, %z2: i32):
    %n = "foo.next"(%x2) : (i32) -> i32
    scf.yield %n, %y2, %c : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
