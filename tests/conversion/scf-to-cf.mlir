// `convert-scf-to-cf` against mlir-opt 16: nested `scf.for` with an `scf.if` yielding
// values inside, `scf.if` with and without results, `scf.while` (general and
// do-while), a two-dimensional `scf.parallel` with two reductions and one without,
// `scf.execute_region` of several blocks (`scf.index_switch` stays, as in MLIR 16), and
// an `scf.if` lowered inside a region that must keep one block, which the verifier then
// rejects; and the lowerings nested in one another (a `scf.while` with an `scf.if` and an
// `scf.execute_region` inside a two-dimensional `scf.parallel` inside a reducing one, an
// `scf.for` inside an op of no dialect). Also with every location printed, run on each
// function.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -convert-scf-to-cf
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope -pass-pipeline='builtin.module(func.func(convert-scf-to-cf))'
// RUN: not strata-opt %s --split-input-file -allow-unregistered-dialect -convert-scf-to-cf 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @nested_loops
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb10
// CHECK:       ^bb7(%8: f32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:    cf.br ^bb8
// CHECK:       ^bb9:  // pred: ^bb3
// CHECK-NEXT:    %10 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%10, %4 : index, f32)
// CHECK-NEXT:  ^bb10:  // pred: ^bb1
// CHECK-NEXT:    return %1 : f32
func.func @nested_loops(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %s = scf.for %j = %i to %ub step %step iter_args(%acc2 = %acc) -> (f32) {
      %c = arith.cmpi slt, %i, %j : index
      %v = scf.if %c -> (f32) {
        %a = arith.addf %acc2, %acc2 : f32
        scf.yield %a : f32
      } else {
        scf.yield %acc2 : f32
      }
      scf.yield %v : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @if_results
// CHECK:       ^bb7(%2: i32, %3: i64):  // 2 preds: ^bb1, ^bb6
// CHECK-NEXT:    cf.br ^bb8
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    cf.cond_br %arg0, ^bb9, ^bb10
// CHECK:       ^bb10:  // 2 preds: ^bb8, ^bb9
// CHECK-NEXT:    return %2, %3 : i32, i64
func.func @if_results(%c: i1, %a: i32, %b: i64) -> (i32, i64) {
  %x:2 = scf.if %c -> (i32, i64) {
    scf.yield %a, %b : i32, i64
  } else {
    %y = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      %z = arith.addi %a, %a : i32
      scf.yield %z : i32
    }
    scf.yield %y, %b : i32, i64
  }
  scf.if %c {
    "test.side"() : () -> ()
  }
  return %x#0, %x#1 : i32, i64
}

// -----

// CHECK-LABEL: func.func @while_and_do_while
// CHECK:         cf.cond_br %2, ^bb2(%0, %1 : i32, f32), ^bb3
// CHECK:       ^bb4(%6: f32):  // 2 preds: ^bb3, ^bb4
// CHECK:         cf.cond_br %8, ^bb4(%7 : f32), ^bb5
// CHECK:       ^bb7(%12: i32, %13: i32):  // pred: ^bb6
// CHECK-NEXT:    cf.br ^bb6(%13, %12 : i32, i32)
func.func @while_and_do_while(%n: i32, %f: f32) -> (i32, f32) {
  %r:2 = scf.while (%i = %n, %x = %f) : (i32, f32) -> (i32, f32) {
    %c = arith.cmpi sgt, %i, %n : i32
    scf.condition(%c) %i, %x : i32, f32
  } do {
  ^bb0(%i2: i32, %x2: f32):
    %one = arith.constant 1 : i32
    %next = arith.addi %i2, %one : i32
    scf.yield %next, %x2 : i32, f32
  }
  %d = scf.while (%x = %f) : (f32) -> f32 {
    %y = arith.addf %x, %x : f32
    %c = arith.cmpf olt, %y, %f : f32
    scf.condition(%c) %y : f32
  } do {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }
  // Not a forwarding "after" region (arguments swapped): the general lowering.
  %s:2 = scf.while (%a = %n, %b = %n) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi eq, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0, %d : i32, f32
}

// -----

// CHECK-LABEL: func.func @parallel_reduce
// CHECK:       ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %8 = memref.load %arg6[%0, %4] : memref<?x?xf32>
// CHECK-NEXT:    %9 = arith.addf %5, %8 : f32
// CHECK-NEXT:    %10 = arith.index_cast %0 : index to i64
// CHECK-NEXT:    %11 = arith.muli %6, %10 : i64
// CHECK-NEXT:    %12 = arith.addi %4, %arg5 : index
// CHECK-NEXT:    cf.br ^bb3(%12, %9, %11 : index, f32, i64)
// CHECK:         return %1, %2 : f32, i64
func.func @parallel_reduce(%lb0: index, %lb1: index, %ub0: index, %ub1: index,
                           %st0: index, %st1: index, %m: memref<?x?xf32>) -> (f32, i64) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1 : i64
  %r:2 = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%st0, %st1)
      init (%zero, %one) -> (f32, i64) {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%x) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
    %k = arith.index_cast %i : index to i64
    scf.reduce(%k) : i64 {
    ^bb0(%a: i64, %b: i64):
      %p = arith.muli %a, %b : i64
      scf.reduce.return %p : i64
    }
    scf.yield
  }
  scf.parallel (%i) = (%lb0) to (%ub0) step (%st0) {
    memref.store %zero, %m[%i, %i] : memref<?x?xf32>
    scf.yield
  }
  return %r#0, %r#1 : f32, i64
}

// -----

// CHECK-LABEL: func.func @execute_region
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    %2 = scf.index_switch %arg2 -> i32
func.func @execute_region(%c: i1, %a: i32, %i: index) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  // `scf.index_switch` is not lowered by MLIR 16.
  %s = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    scf.yield %r : i32
  }
  return %s : i32
}

// -----

// An `scf.if` inside a region that must keep one block: the pass lowers it, and the
// verifier then rejects the `scf.index_switch`.
// CHECK-NOT: @lowered_inside_single_block_region
func.func @lowered_inside_single_block_region(%i: index, %c: i1) {
  scf.index_switch %i
  case 0 {
    scf.if %c {
      "test.side"() : () -> ()
    }
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @mix
// CHECK:         %{{.*}} = arith.maxf
// CHECK:         "test.region"() ({
// CHECK-NEXT:      cf.br ^bb1(%arg0 : index)
func.func @mix(%lb: index, %ub: index, %st: index, %c: i1, %m: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%zero) -> f32 {
    scf.parallel (%j, %k) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
      %w = scf.while (%x = %zero) : (f32) -> f32 {
        %v = scf.if %c -> (f32) {
          scf.yield %x : f32
        } else {
          %e = scf.execute_region -> f32 {
            scf.yield %x : f32
          }
          scf.yield %e : f32
        }
        scf.condition(%c) %v : f32
      } do {
      ^bb0(%y: f32):
        %z = arith.addf %y, %y : f32
        scf.yield %z : f32
      }
      memref.store %w, %m[%j] : memref<?xf32>
      scf.yield
    }
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maxf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  "test.region"() ({
    scf.for %i = %lb to %ub step %st {
      "test.op"(%i) : (index) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  %q = scf.for %i = %lb to %ub step %st iter_args(%a = %zero) -> (f32) {
    scf.yield %a : f32
  }
  return %r : f32
}
