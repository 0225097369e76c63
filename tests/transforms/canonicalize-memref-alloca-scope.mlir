// The `memref.alloca_scope` patterns see the `func.func` holding the scope as its enclosing
// allocation scope: a scope ending the function's block is inlined
// (`AllocaScopeInliner`), and allocations are hoisted out of ops up to the function
// (`AllocaScopeHoister`). Against mlir-opt 16.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file '--pass-pipeline=builtin.module(func.func(canonicalize))'
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @last_in_func
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<64xi32>
// CHECK-NEXT:    "test.use"(%[[A]]) : (memref<64xi32>) -> ()
// CHECK-NEXT:    return
func.func @last_in_func() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<64xi32>
    "test.use"(%a) : (memref<64xi32>) -> ()
  }
  return
}

// -----

// Not last in the function's block: the scope stays.
// CHECK-LABEL: func.func @not_last
// CHECK-NEXT:    memref.alloca_scope {
// CHECK-NEXT:      memref.alloca()
// CHECK:         "test.after"() : () -> ()
func.func @not_last() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<64xi32>
    "test.use"(%a) : (memref<64xi32>) -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @hoist
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<64xi32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-NEXT:        "test.use"(%[[A]]) : (memref<64xi32>) -> ()
// CHECK-NEXT:        "test.use"(%[[A]]) : (memref<64xi32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @hoist(%c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<64xi32>
      "test.use"(%a) : (memref<64xi32>) -> ()
      "test.use"(%a) : (memref<64xi32>) -> ()
    }
  }
  return
}
