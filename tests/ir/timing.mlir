// `--mlir-timing` prints mlir-opt's execution time report on stderr, with parsing,
// verification and printing as rows, and leaves the output unchanged.
// RUN: strata-opt --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT
// RUN: strata-opt --mlir-timing %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: not strata-opt --mlir-timing=maybe %s 2>&1 | FileCheck %s --check-prefix=BAD

// REPORT: ===-------------------------------------------------------------------------===
// REPORT-NEXT: ... Execution time report ...
// REPORT-NEXT: ===-------------------------------------------------------------------------===
// REPORT-NEXT: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// REPORT-EMPTY:
// REPORT-NEXT: ----Wall Time----  ----Name----
// REPORT-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// REPORT-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Verifier
// REPORT-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Output
// REPORT-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// REPORT-NEXT: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total

// OUT: func.func @f(%arg0: i32) -> i32 {
// OUT-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// OUT-NEXT: return %0 : i32

// BAD: for the --mlir-timing option: 'maybe' is invalid value for boolean argument! Try 0 or 1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
