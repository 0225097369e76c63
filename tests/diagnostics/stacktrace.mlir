// `--mlir-print-stacktrace-on-diagnostic` attaches the stack trace that emitted the
// diagnostic as its first note, in MLIR's form (the frames themselves are Strata's:
// `#N symbol file:line:col`, without addresses), before `see current operation:`; parse
// errors get it too.
// RUN: not strata-opt %s --split-input-file --mlir-print-stacktrace-on-diagnostic -o /dev/null 2>&1 | FileCheck %s --strict-whitespace

// CHECK: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^  }}%0 = "arith.addi"
// CHECK-NEXT: {{^       \^$}}
// CHECK-NEXT: :[[@LINE+5]]:8: note: diagnostic emitted with trace:
// CHECK-NEXT: {{^ *#0 }}
// CHECK: {{^$}}
// CHECK-NEXT: :[[@LINE+2]]:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i64
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// CHECK: error: expected ')'
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^ \^$}}
// CHECK-NEXT: note: diagnostic emitted with trace:
// CHECK-NEXT: {{^ *#0 }}
func.func @g(%a: i32 {
}
