// `inline` on callables nested in a function or below the symbol table's body, against
// mlir-opt 16: a `func.call_indirect` of a `test.functional_region_op` defined in the
// function (MLIR's call graph gives the region a node of its own, a child of the
// function's), calls inside such a region, recursion through one, and the functions of
// nested modules (their symbols looked up in their own table, private ones erased once
// inlined), on one thread and on several, with locations, and with a pipeline run on the
// callables (the function holding a nested callable is not simplified, as MLIR does).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline='
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline=' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline=' --mlir-print-debuginfo --mlir-print-local-scope
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline=test-function-pass max-iterations=2'
// RUN: bash %S/../pass/Inputs/threads-same.sh strata-opt %s --split-input-file -inline='default-pipeline='
// RUN: strata-opt %s --split-input-file -inline='default-pipeline=' | FileCheck %s

// The callee value of a `func.call_indirect` is defined by a callable: its region is
// inlined (copied: the region op is no symbol, it stays), after the calls in it were.
func.func @leaf(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// CHECK-LABEL: func @indirect
// CHECK: "test.functional_region_op"
// CHECK-NOT: call
// CHECK: arith.muli
// CHECK-NEXT: return
func.func @indirect(%a: i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%y: i32):
    %r = func.call @leaf(%y) : (i32) -> i32
    "test.return"(%r) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %v = func.call_indirect %fn(%a) : (i32) -> i32
  %w = arith.muli %v, %v : i32
  return %w : i32
}

// A region of several blocks.
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%y: i32):
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.return"(%y) : (i32) -> ()
  ^bb2:
    %z = arith.subi %y, %y : i32
    "test.return"(%z) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %v = func.call_indirect %fn(%a) : (i32) -> i32
  return %v : i32
}

// Two calls of the same region value, one in a nested region.
func.func @twice(%c: i1, %a: i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%y: i32):
    %z = arith.subi %y, %a : i32
    "test.return"(%z) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %v = func.call_indirect %fn(%a) : (i32) -> i32
  %r = scf.if %c -> i32 {
    %u = func.call_indirect %fn(%v) : (i32) -> i32
    scf.yield %u : i32
  } else {
    scf.yield %v : i32
  }
  return %r : i32
}

// A region calling the function holding it is not inlined into it.
// CHECK-LABEL: func @recursive
// CHECK: "test.functional_region_op"
// CHECK-NEXT: call @recursive
func.func @recursive() {
  %fn = "test.functional_region_op"() ({
    func.call @recursive() : () -> ()
    "test.return"() : () -> ()
  }) : () -> (() -> ())
  func.call_indirect %fn() : () -> ()
  return
}

// A region value passed on is not a callee the graph knows.
func.func private @takes(%f: () -> ())

// CHECK-LABEL: func @passed
// CHECK: call @takes
func.func @passed() {
  %fn = "test.functional_region_op"() ({
    "test.return"() : () -> ()
  }) : () -> (() -> ())
  func.call @takes(%fn) : (() -> ()) -> ()
  return
}

// -----

// The functions of a nested module: calls inlined there, the private callee erased.
// CHECK-LABEL: module @outer
// CHECK: module @inner
// CHECK-NOT: func.func private @helper
// CHECK: func.func @user
// CHECK-NEXT: arith.constant 7
module @outer {
  func.func @helper() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  module @inner {
    func.func private @helper() -> i32 {
      %c = arith.constant 7 : i32
      return %c : i32
    }
    func.func @user() -> i32 {
      %0 = func.call @helper() : () -> i32
      return %0 : i32
    }
  }
  func.func @top() -> i32 {
    %0 = func.call @helper() : () -> i32
    return %0 : i32
  }
}

// -----

// Nested modules several levels down, a callee used twice, a public one kept, a
// nested reference (not inlined, as MLIR's inliner does not follow them), and a
// region callable in a nested module's function.
module {
  module @a {
    func.func private @twice_used(%x: i32) -> i32 {
      %0 = arith.muli %x, %x : i32
      return %0 : i32
    }
    func.func @pub(%x: i32) -> i32 {
      %0 = func.call @twice_used(%x) : (i32) -> i32
      %1 = func.call @twice_used(%0) : (i32) -> i32
      return %1 : i32
    }
    module @b {
      func.func private @deep() {
        "test.foo"() : () -> ()
        return
      }
      func.func @deep_user() {
        func.call @deep() : () -> ()
        %fn = "test.functional_region_op"() ({
          func.call @deep_kept() : () -> ()
          "test.return"() : () -> ()
        }) : () -> (() -> ())
        func.call_indirect %fn() : () -> ()
        return
      }
      func.func @deep_kept() {
        "test.bar"() : () -> ()
        return
      }
    }
  }
  func.func @nested_ref(%x: i32) -> i32 {
    %0 = "test.conversion_call_op"(%x) {callee = @a::@pub} : (i32) -> i32
    return %0 : i32
  }
}
