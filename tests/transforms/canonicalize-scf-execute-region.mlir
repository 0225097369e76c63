// `scf.execute_region`: one of a single block is replaced by its ops
// (`SingleBlockExecuteInliner`); one of several blocks directly in a `func.func` or an
// `scf.execute_region` has its blocks inlined, branched to and from with `cf.br`
// (`MultiBlockExecuteInliner`). Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file '--pass-pipeline=builtin.module(func.func(canonicalize))'
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @single
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    %[[X:.*]] = "test.val"() : () -> i64
// CHECK-NEXT:    "test.bar"(%[[X]]) : (i64) -> ()
func.func @single() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @multi
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    %[[C:.*]] = "test.cmp"() : () -> i1
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[X:.*]] = "test.val1"() : () -> i64
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i64)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = "test.val2"() : () -> i64
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : i64)
// CHECK-NEXT:  ^bb3(%[[Z:.*]]: i64):
// CHECK-NEXT:    "test.bar"(%[[Z]]) : (i64) -> ()
// CHECK-NEXT:    return
func.func @multi() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    cf.br ^bb4(%x : i64)
  ^bb3:
    %y = "test.val2"() : () -> i64
    cf.br ^bb4(%y : i64)
  ^bb4(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}

// -----

// Inside an `scf.if`, a region of several blocks stays; nested in another
// `execute_region`, it is inlined into it, which is inlined in turn.
// CHECK-LABEL: func.func @nested
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        cf.cond_br %arg1, ^bb1, ^bb2
// CHECK:             "test.b"() : () -> ()
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "test.c"() : () -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "test.d"() : () -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    "test.e"() : () -> ()
// CHECK-NEXT:    return
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.execute_region {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      "test.a"() : () -> ()
      scf.yield
    ^bb2:
      "test.b"() : () -> ()
      scf.yield
    }
  }
  scf.execute_region {
    scf.execute_region {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      "test.c"() : () -> ()
      scf.yield
    ^bb2:
      "test.d"() : () -> ()
      scf.yield
    }
    scf.yield
  }
  "test.e"() : () -> ()
  return
}
