// `--color` writes diagnostics in LLVM's terminal colors, byte for byte as mlir-opt 16
// writes them (the location and message bold, the label bold in its severity's color,
// the caret line bold green): errors and notes, with and without a source line, and the
// failures of `--verify-diagnostics` with their `^~~~` ranges. `--color=false`, or no
// flag with standard error not a terminal (as here), writes none.
// RUN: not strata-opt %s --color -split-input-file 2> %t.strata
// RUN: not mlir-opt %s --color -split-input-file 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: grep -q '0;1;31merror: ' %t.strata
// RUN: grep -q '0;1;30mnote: ' %t.strata
// RUN: grep -q '0;1;32m  ^' %t.strata
// RUN: not strata-opt %s --color --verify-diagnostics -split-input-file 2> %t.strata
// RUN: not mlir-opt %s --color --verify-diagnostics -split-input-file 2> %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: grep -q '0;1;32m   ^~~~~~~' %t.strata
// RUN: not strata-opt %s --color=false -split-input-file 2>&1 | FileCheck %s
// RUN: not strata-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: color.mlir:{{[0-9]+}} offset :{{[0-9]+}}:3: error: 'func.return' op has 1 operands, but enclosing function (@result) returns 0
// CHECK-NEXT: {{^}}  return %0 : i32
// CHECK-NEXT: {{^}}  ^
// CHECK: <unknown>:0: error: 'func.return' op has 1 operands

func.func @result() {
  %0 = arith.constant 1 : i32
  return %0 : i32
}

// -----

func.func @unknown_location() {
  %0 = arith.constant 1 : i32
  "func.return"(%0) : (i32) -> () loc(unknown)
}

// -----

// expected-error @+1 {{nothing}}
func.func @expected_but_not_produced() {
  return
}
