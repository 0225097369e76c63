// Parse errors, byte for byte as mlir-opt 16 prints them: `FILE:LINE:COL: error:`, the
// source line (tabs expanded to 8 columns) and the caret; notes of the parser with their
// own source lines; each chunk of a split file in its own buffer.
// RUN: not strata-opt %s --split-input-file -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s --split-input-file -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// Without --split-input-file the buffer is named by the path as given, `<stdin>` for
// standard input, and the first error ends the run.
// RUN: not strata-opt %s -o /dev/null 2> %t.strata
// RUN: not mlir-opt %s -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: not strata-opt < %s -o /dev/null 2> %t.strata
// RUN: not mlir-opt < %s -o /dev/null 2> %t.mlir
// RUN: diff %t.mlir %t.strata

func.func @missing_paren(%a: i32 {
  return
}

// -----

func.func @undefined(%a: i32) -> i32 {
  return %b : i32
}

// -----

func.func @redefinition(%a: i32) {
  %x = arith.addi %a, %a : i32
  %x = arith.addi %a, %a : i32
  return
}

// -----

func.func @prior_use() {
	%1 = arith.addi %0, %0 : i1
  %0 = arith.constant 1 : i32
  return
}

// -----

func.func @unregistered() {
  "foo.bar"() : () -> ()
  return
}

// -----

func.func @custom_keyword(%a: index) {
  scf.for %i = %a %a step %a {
  }
  return
}

// -----

func.func @integer_literal() {
  %0 = arith.constant 0x : i32
  return
}
