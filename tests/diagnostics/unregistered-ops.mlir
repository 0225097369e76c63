// An op of a registered dialect that the dialect does not define is parsed and then
// rejected by the verifier, as mlir-opt 16 does: `see current operation:` note included,
// after the ops nested in it are verified, with or without
// `--allow-unregistered-dialect`. An op of an unknown dialect is a parse error without it.
// RUN: not strata-opt %s --split-input-file -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

func.func @f() {
  %0 = "func.foo_bar_op"() : () -> index
  return
}

// -----

"builtin.foo"() : () -> ()

// -----

// The nested op is verified first.
func.func @f() {
  "func.foo_bar_op"() ({
    %0 = "arith.bogus"() : () -> index
  }) : () -> ()
  return
}

// -----

// Its operands' types are not checked, and the rest of the function is verified first.
func.func @f(%a: i32) -> i64 {
  %0 = "arith.nope"(%a) : (i32) -> i32
  %1 = "arith.addi"(%0, %0) : (i32, i32) -> i64
  return %1 : i64
}

// -----

func.func @f() {
  "foo.bar"() : () -> ()
  "func.foo_bar_op"() : () -> ()
  return
}
