// `--diagnostic-style=rustc` renders rustc's way: the message, ` --> FILE:LINE:COL` (lines
// of a split chunk counted in the file), the numbered source line and a caret, then the
// notes the same way.
// RUN: not strata-opt %s --split-input-file --diagnostic-style=rustc -o /dev/null 2>&1 | FileCheck %s --strict-whitespace

// CHECK: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^  --> .*}}rustc-style.mlir:[[@LINE+5]]:8
// CHECK-NEXT: {{^   \|$}}
// CHECK-NEXT: {{^}}[[@LINE+3]] |   %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
// CHECK-NEXT: {{^   \|        \^$}}
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
// CHECK-NEXT: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i64
// CHECK-NEXT: {{^  --> .*}}rustc-style.mlir:[[@LINE-4]]:8

// -----

// CHECK: error: expected ')'
// CHECK-NEXT: {{^  --> .*}}rustc-style.mlir:[[@LINE+2]]:2
func.func @g(%a: i32 {
}
