// `inline`'s pipelines on the callables of nested modules, and callables not isolated
// from above placed directly in a module's body inlined into, against mlir-opt 16: the
// default pipeline (`canonicalize`), `op-pipelines`, an empty pipeline, one thread and
// several, the IR printed after each pass (the callables of nested modules printed on
// their own and at module scope).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline='
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline=cse'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline='default-pipeline= op-pipelines=func.func(canonicalize)'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline --mlir-print-debuginfo --mlir-print-local-scope
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline --mlir-print-ir-after-all --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/threads-same.sh strata-opt %s --split-input-file -inline
// RUN: strata-opt %s --split-input-file -inline | FileCheck %s

// Nested modules: the functions there are simplified by the pipeline.
// CHECK-LABEL: module @outer
// CHECK: module @inner
// CHECK-NOT: @helper
// CHECK: func.func @user
// CHECK-NEXT: arith.constant 29 : i32
// CHECK-NEXT: return
// CHECK: func.func @dead_code(%[[A:.*]]: i32)
// CHECK-NEXT: return %[[A]]
// CHECK: func.func @top
// CHECK-NEXT: arith.constant 3 : i32
module @outer {
  func.func private @helper(%x: i32) -> i32 {
    %c = arith.constant 1 : i32
    %0 = arith.addi %x, %c : i32
    return %0 : i32
  }
  module @inner {
    func.func private @helper(%x: i32) -> i32 {
      %c = arith.constant 7 : i32
      %0 = arith.addi %x, %c : i32
      %1 = arith.addi %0, %c : i32
      return %1 : i32
    }
    func.func @user() -> i32 {
      %c1 = arith.constant 1 : i32
      %0 = func.call @helper(%c1) : (i32) -> i32
      %1 = func.call @helper(%0) : (i32) -> i32
      return %1 : i32
    }
    func.func @dead_code(%a: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %0 = arith.addi %a, %c0 : i32
      %1 = arith.muli %0, %0 : i32
      return %0 : i32
    }
  }
  func.func @top() -> i32 {
    %c2 = arith.constant 2 : i32
    %0 = func.call @helper(%c2) : (i32) -> i32
    return %0 : i32
  }
}

// -----

// CHECK-LABEL: module @a
// CHECK: func.func @pub
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.muli
// CHECK: module @b
// CHECK: func.func @deep_user
// CHECK-NEXT: arith.constant 14 : i32
// CHECK: func.func @no_calls
// CHECK-NEXT: arith.constant 7 : index
module {
  module @a {
    func.func private @sq(%x: i32) -> i32 {
      %0 = arith.muli %x, %x : i32
      return %0 : i32
    }
    func.func @pub(%x: i32) -> i32 {
      %0 = func.call @sq(%x) : (i32) -> i32
      %1 = func.call @sq(%0) : (i32) -> i32
      return %1 : i32
    }
    module @b {
      func.func private @deep(%c: i1) -> i32 {
        %0 = arith.constant 3 : i32
        %1 = arith.constant 4 : i32
        %2 = arith.select %c, %0, %0 : i32
        %3 = arith.addi %2, %1 : i32
        return %3 : i32
      }
      func.func @deep_user(%c: i1) -> i32 {
        %t = arith.constant true
        %0 = func.call @deep(%t) : (i1) -> i32
        %1 = func.call @deep(%c) : (i1) -> i32
        %2 = arith.addi %0, %1 : i32
        return %2 : i32
      }
      func.func @no_calls() -> index {
        %0 = arith.constant 3 : index
        %1 = arith.constant 4 : index
        %2 = arith.addi %0, %1 : index
        return %2 : index
      }
    }
  }
  func.func @top(%x: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %x, %c0 : i32
    return %0 : i32
  }
}

// -----

// A callable not isolated from above placed directly in the module's body, and in a
// nested module's body.
// CHECK-NOT: @f
// CHECK: "test.functional_region_op"
// CHECK-NOT: call
// CHECK: module @m
// CHECK-NEXT: "test.functional_region_op"
// CHECK-NEXT: arith.constant 5 : i32
func.func private @f(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
%fn = "test.functional_region_op"() ({
^bb0(%y: i32):
  %0 = func.call @f(%y) : (i32) -> i32
  %1 = func.call @f(%0) : (i32) -> i32
  "test.return"(%1) : (i32) -> ()
}) : () -> ((i32) -> i32)
module @m {
  func.func private @g() -> i32 {
    %c = arith.constant 5 : i32
    return %c : i32
  }
  %gn = "test.functional_region_op"() ({
    %0 = func.call @g() : () -> i32
    "test.return"(%0) : (i32) -> ()
  }) : () -> (() -> i32)
}

// -----

// A callable in the module's body calling one defined beside it through its value.
// CHECK: %[[INNER:.*]] = "test.functional_region_op"
// CHECK: "test.functional_region_op"
// CHECK-NOT: call_indirect
// CHECK: arith.addi
%inner = "test.functional_region_op"() ({
^bb0(%y: i32):
  %c = arith.constant 1 : i32
  %0 = arith.addi %y, %c : i32
  "test.return"(%0) : (i32) -> ()
}) : () -> ((i32) -> i32)
%outer = "test.functional_region_op"() ({
^bb0(%y: i32):
  %0 = func.call_indirect %inner(%y) : (i32) -> i32
  "test.return"(%0) : (i32) -> ()
}) : () -> ((i32) -> i32)
