// `symbol-dce` against mlir-opt 16: live symbols found from the ops that are not symbols
// and from the symbols visible outside (public ones; nested ones too when the table is not
// hidden), through calls and nested references; dead symbols of nested tables; the error
// for an op that may be an unknown symbol table and for an op that is not a symbol table.
// The failing nested run is compared on one thread (mlir-opt's threaded report depends on
// which functions its workers had started); Strata's threaded report equals its own.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -symbol-dce
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(builtin.module(symbol-dce))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/threads-same.sh strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(symbol-dce))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -symbol-dce --mlir-disable-threading --mlir-print-op-generic
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file -symbol-dce 2>&1 | FileCheck %s

// CHECK-LABEL: module
// CHECK-NOT: @dead
// CHECK: func.func private @callee
// CHECK: func.func private @indirect
// CHECK: func.func @main
// CHECK-NOT: @dead
func.func private @dead()
func.func private @dead_caller() {
  call @dead() : () -> ()
  return
}
func.func private @callee() -> i32 {
  %0 = call @indirect() : () -> i32
  return %0 : i32
}
func.func private @indirect() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @main() -> i32 {
  %0 = call @callee() : () -> i32
  return %0 : i32
}
func.func nested @dead_nested()

// CHECK-LABEL: module @top
// CHECK-NEXT: module @pub {
// CHECK-NEXT: }
// CHECK-NEXT: module @used
// CHECK-NEXT: func.func nested @target()
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @stays()
// CHECK: func.func private @in_dict()
// CHECK-NEXT: func.func private @in_array()

// -----

// Nested tables: a public module keeps its nested symbols, a private one is hidden, an
// unnamed one is not a symbol and hides its own table; references in arrays and
// dictionaries, and to unknown symbols.
module @top {
  module @pub {
    func.func nested @kept()
    func.func private @dropped()
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @dropped_too()
  }
  module @used attributes {sym_visibility = "private"} {
    func.func nested @target()
    func.func nested @other()
  }
  module {
    func.func private @gone()
    func.func nested @also_gone()
    func.func @stays() {
      return
    }
  }
  func.func private @in_dict()
  func.func private @in_array()
  "live.user"() {refs = {a = [@in_array], b = @in_dict}, nested = [@used::@target], missing = @nowhere} : () -> ()
}

// -----

// References inside the regions of live ops, isolated functions included, keep symbols
// alive (an unregistered op with two regions cannot be a symbol table).
module {
  func.func private @helper()
  func.func private @unused()
  func.func @f() {
    "foo.region"() ({
      "foo.call"() {callee = @helper} : () -> ()
    }, {
    }) : () -> ()
    return
  }
}

// -----

// CHECK: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
module {
  func.func private @private_symbol()
  "foo.possibly_unknown_symbol_table"() ({
  }) : () -> ()
}
