// Acceptance: a reproducer that a failing pipeline wrote re-runs from the file alone and
// fails the same way: the same diagnostics (but the reproducer's own locations), and a
// reproducer written by the re-run is the same file, byte for byte. mlir-opt re-runs
// Strata's reproducers the same way, and Strata mlir-opt's.
//
// A verifier failure after a pass, full reproducer.
// RUN: not strata-opt %s --mlir-pass-pipeline-crash-reproducer=%t.full.mlir --pass-pipeline='builtin.module(cse,func.func(test-pass-create-invalid-ir),cse)' 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: not strata-opt %t.full.mlir --mlir-pass-pipeline-crash-reproducer=%t.full2.mlir 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: diff %t.full.mlir %t.full2.mlir
// RUN: not strata-opt %t.full.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=VERIFIER
// FIRST:      error: 'arith.constant' op requires attribute 'value'
// FIRST:      error: Failures have been detected while processing an MLIR pass pipeline
// FIRST-NEXT: func.func @f() -> i32 {
// FIRST:      note: Pipeline failed while executing [`TestInvalidIRPass` on 'func.func' operation: @f]: reproducer generated at `{{.*}}.full.mlir`
// AGAIN:      error: 'arith.constant' op requires attribute 'value'
// AGAIN:      full.mlir:2:3: error: Failures have been detected while processing an MLIR pass pipeline
// AGAIN:      note: Pipeline failed while executing [`TestInvalidIRPass` on 'func.func' operation: @f]: reproducer generated at `{{.*}}.full2.mlir`
// VERIFIER:   error: 'arith.constant' op requires attribute 'value'
// VERIFIER-NOT: Failures have been detected
//
// A crash, local reproducer: the re-run with the same flags writes the same file.
// RUN: not strata-opt %s --mlir-disable-threading --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --pass-pipeline='builtin.module(func.func(cse,test-pass-crash))' 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not strata-opt %t.local.mlir --mlir-disable-threading --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t.local2.mlir 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: diff %t.local.mlir %t.local2.mlir
// RUN: FileCheck %s --check-prefix=LOCAL-FILE < %t.local.mlir
// LOCAL:      error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL:      note: Pipeline failed while executing `TestCrashRecoveryPass` on 'func.func' operation: @f: reproducer generated at
// LOCAL-FILE:      %c1_i32 = arith.constant 1 : i32
// LOCAL-FILE-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// LOCAL-FILE:      pipeline: "builtin.module(func.func(test-pass-crash))",
//
// Across tools: each re-runs the other's reproducer as the other does.
// RUN: not strata-opt %s --mlir-pass-pipeline-crash-reproducer=%t.strata.mlir -cse -test-pass-failure
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %t.strata.mlir
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.again.mlir %t.strata.mlir --mlir-pass-pipeline-crash-reproducer=%t.again.mlir
// RUN: not mlir-opt %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.mlir.mlir --pass-pipeline='builtin.module(func.func(cse),test-pass-failure)'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.again.mlir %t.mlir.mlir --mlir-pass-pipeline-crash-reproducer=%t.again.mlir

func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
