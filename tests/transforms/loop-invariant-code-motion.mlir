// `loop-invariant-code-motion` against mlir-opt 16: as a module pass (walking into the
// functions), as a function pass, on one thread and on several, with locations in the
// generic form.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -loop-invariant-code-motion
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -loop-invariant-code-motion --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -loop-invariant-code-motion --mlir-print-debuginfo --mlir-print-op-generic
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -loop-invariant-code-motion -loop-invariant-code-motion --dump-pass-pipeline
// RUN: strata-opt %s --split-input-file -loop-invariant-code-motion | FileCheck %s

// Pure ops hoisted out of three nested loops, in the order they were in; the users of a
// hoisted op follow it; loads, stores and the induction variables keep the rest inside.
// CHECK-LABEL: func.func @nest
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg0, %[[C1]] : index
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %[[B2:.*]] = arith.muli %[[A]], %[[C1]] : index
// CHECK-NEXT: %[[F:.*]] = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.for %[[I:.*]] = %arg0 to %arg1 step %[[C1]]
// CHECK-NEXT: arith.addi %[[I]], %[[B]] : index
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.load
// CHECK-NEXT: affine.for
// CHECK-NEXT: memref.store %[[F]], %arg2[%[[B2]]]
func.func @nest(%lb: index, %ub: index, %m: memref<?xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %b = arith.muli %lb, %c1 : index
    %ij = arith.addi %i, %b : index
    scf.for %j = %lb to %ub step %c1 {
      %x = memref.load %m[%j] : memref<?xf32>
      affine.for %k = 0 to 4 {
        %a = arith.addi %lb, %lb : index
        %b2 = arith.muli %a, %c1 : index
        %f = arith.addf %v, %v : f32
        memref.store %f, %m[%b2] : memref<?xf32>
      }
    }
  }
  return
}

// -----

// Division by a value that may be zero is not speculatable; by a non-zero constant it is.
// A loop of step 1 with a pure body is hoisted as a whole (recursively speculatable and
// without effects); one of another step, or holding a store, is not.
// CHECK-LABEL: func.func @speculation
// CHECK: arith.divui %arg2, %[[C3:.*]] : i32
// CHECK: scf.for
// CHECK: arith.divui %arg2, %arg3 : i32
func.func @speculation(%lb: index, %ub: index, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i32
  scf.for %i = %lb to %ub step %c1 {
    %q0 = arith.divui %a, %c3 : i32
    %q1 = arith.divui %a, %b : i32
    scf.for %j = %lb to %ub step %c1 {
      %t = arith.addi %a, %b : i32
    }
    scf.for %j = %lb to %ub step %c2 {
      %t = arith.addi %a, %b : i32
    }
    scf.for %j = %lb to %ub step %c1 {
      memref.store %a, %m[%j] : memref<4xi32>
    }
    %cond = arith.cmpi ult, %q0, %q1 : i32
    %s = scf.if %cond -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
  }
  return
}

// -----

// scf.parallel, affine.parallel and affine.for with loop-carried values; calls have
// unknown effects and stay.
func.func private @g(f32) -> f32
func.func @kinds(%lb: index, %ub: index, %v: f32, %m: memref<8x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%c1, %c1) {
    %w = arith.mulf %v, %v : f32
    memref.store %w, %m[%i, %j] : memref<8x8xf32>
    scf.yield
  }
  affine.parallel (%i) = (0) to (8) {
    %w = arith.subf %v, %v : f32
    %c = func.call @g(%w) : (f32) -> f32
    affine.store %c, %m[%i, %i] : memref<8x8xf32>
  }
  %r = affine.for %i = 0 to 8 iter_args(%acc = %v) -> (f32) {
    %k = arith.constant 2.0 : f32
    %n = arith.addf %acc, %k : f32
    affine.yield %n : f32
  }
  %s = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %r) -> (f32) {
    %k = arith.negf %v : f32
    %n = math.exp %k : f32
    scf.yield %acc : f32
  }
  return %s : f32
}

// -----

// Functions in a module, on several threads; a loop with nothing to hoist; an empty loop.
func.func @f1(%lb: index, %ub: index, %x: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i64) {
    %y = arith.index_cast %i : index to i64
    %z = arith.addi %acc, %y : i64
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @f2(%lb: index, %ub: index, %x: i64) -> i64 {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
  }
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i64) {
    %y = arith.shli %x, %x : i64
    %z = arith.xori %y, %x : i64
    scf.yield %z : i64
  }
  return %r : i64
}
