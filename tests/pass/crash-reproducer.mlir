// `--mlir-pass-pipeline-crash-reproducer=FILE`: when the passes fail (a pass signals
// failure, the verifier rejects the IR after a pass) or a pass crashes (panics; Strata
// catches it as MLIR's crash recovery does), FILE gets the IR as it was before the passes
// ran, printed with the tool's flags, and the `mlir_reproducer` resource naming the
// pipeline; the failure is reported at the failing op (at the module for a crash) with
// the passes that were running. The same stdout, stderr, exit status and reproducer file
// as mlir-opt's. A pipeline that succeeds writes no file.
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir -cse -test-pass-failure
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,test-pass-failure),cse)'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,test-pass-crash),cse)'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading -test-module-pass -test-pass-crash -cse
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse),gpu.module(cse),test-pass-failure{})' --mlir-print-op-generic
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --mlir-print-debuginfo --mlir-print-ir-after-failure --verify-each=0 -test-pass-failure
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-print-local-scope -test-pass-failure
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(inline{default-pipeline=test-pass-failure})'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir -cse
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --split-input-file -test-pass-failure
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-pass-pipeline-crash-reproducer=%t.no-dir/repro.mlir -test-pass-failure
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(cse,test.iso(cse))'
//
// Strata's `test-pass-create-invalid-ir` adds another invalid op than mlir-opt's (which
// comes from MLIR's test dialect): the verifier's failure is reported the same way.
// RUN: not strata-opt %s --mlir-pass-pipeline-crash-reproducer=%t.verify.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir),cse)' 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: FileCheck %s --check-prefix=VERIFY-FILE < %t.verify.mlir
// VERIFY:      error: 'arith.constant' op requires attribute 'value'
// VERIFY:      crash-reproducer.mlir:{{[0-9]+}}:1: error: Failures have been detected while processing an MLIR pass pipeline
// VERIFY:      note: Pipeline failed while executing [`TestInvalidIRPass` on 'func.func' operation: @f]: reproducer generated at `{{.*}}verify.mlir`
// VERIFY-FILE:      func.func @f(%arg0: i32) -> i32 {
// VERIFY-FILE-NEXT:   %c1_i32 = arith.constant 1 : i32
// VERIFY-FILE-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// VERIFY-FILE:      pipeline: "builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=true signal-pass-failure=false}), cse)",
// VERIFY-FILE-NEXT: disable_threading: true,
// VERIFY-FILE-NEXT: verify_each: true
//
// With threads, the failure reported is that of the first function in order, as on one
// thread (mlir-opt lists the failing passes of the functions that ran at the same time),
// and a crash is recovered from (mlir-opt 16 aborts).
// RUN: not strata-opt %s --mlir-pass-pipeline-crash-reproducer=%t.threads.mlir --pass-pipeline='builtin.module(func.func(test-pass-crash))' 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: FileCheck %s --check-prefix=THREADS-FILE < %t.threads.mlir
// THREADS:      error: Failures have been detected while processing an MLIR pass pipeline
// THREADS-NEXT: note: Pipeline failed while executing [`TestCrashRecoveryPass` on 'func.func' operation: @f]: reproducer generated at
// THREADS-NOT:  panicked
// THREADS-FILE: disable_threading: false,
//
// Without a reproducer, a crash is a crash, as in mlir-opt.
// RUN: not strata-opt %s -test-pass-crash 2>&1 | FileCheck %s --check-prefix=CRASH
// CRASH: test-pass-crash crashes on purpose

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
func.func @g() -> tensor<2xi32> attributes {m = affine_map<(d0) -> (d0)>} {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %c : tensor<2xi32>
}
