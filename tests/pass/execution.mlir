// Running pipelines: a pass that signals failure stops the pipeline with exit status 1,
// no output and no diagnostic of the pass manager's own (mlir-opt 16 adds none); so does
// the verifier after a pass that left invalid IR (`--verify-each`, on by default), whose
// error is reported; with `--verify-each=0` the invalid IR is printed in the generic form,
// as mlir-opt 16 prints IR that fails to verify. mlir-opt's test pass adds an op of its
// `test` dialect, Strata's an `arith.constant` without its value: those runs are compared
// on exit status and output only.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure))' --mlir-disable-threading
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s -test-function-pass -test-pass-failure -test-module-pass
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --pass-pipeline='builtin.module(test-pass-failure)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=0 signal-pass-failure}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=0}),test-module-pass)'
// Nested pass managers run on the ops directly inside their parent op: merged when
// adjacent, op-agnostic ones (`any`) on registered isolated ops, reports in op order; an
// op a pass manager is anchored on that is unregistered or not isolated from above is
// MLIR's error at that op. mlir-opt's `print-op-stats` on several threads writes its
// tables at once (they interleave): that run is compared on one thread, and Strata's
// threaded output is held to its one-thread output.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(print-op-stats),any(print-op-stats{json}),func.func(print-op-stats))' -o /dev/null --mlir-disable-threading
// RUN: bash %S/Inputs/threads-same.sh strata-opt %s --pass-pipeline='builtin.module(func.func(print-op-stats),any(print-op-stats{json}),func.func(print-op-stats))' -o /dev/null
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='any(print-op-stats)' -o /dev/null
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.unrealized_conversion_cast(print-op-stats))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(test.iso(print-op-stats))'
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=VERIFY < %t.err
// RUN: count 0 < %t.out
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --mlir-disable-threading 2> %t.err1
// RUN: diff %t.err %t.err1
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' > %t.mlir.out
// RUN: count 0 < %t.mlir.out
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --verify-each=0 | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --verify-each=0 --mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUMED

// Only the first function's error: what one thread reports, stopping at the first failure.
// VERIFY: <unknown>:0: error: 'arith.constant' op requires attribute 'value'
// VERIFY-NEXT: <unknown>:0: note: see current operation: %0 = "arith.constant"() : () -> i32
// VERIFY-NOT: error

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() ({
// GENERIC-NEXT: %0 = "arith.constant"() : () -> i32
// GENERIC-NEXT: "func.return"() : () -> ()

// ASSUMED: module {
// ASSUMED-NEXT: func.func @f() {

func.func @f() {
  return
}
func.func @g() {
  return
}
func.func @h() {
  return
}
