// `--no-implicit-module` against mlir-opt 16: no `builtin.module` is made around the
// parsed ops; a chunk must hold exactly one top-level op (else an error at FILE:0:0 with
// the count), which is the op printed and the root the pass manager is anchored on: a
// pass runs on it as on a module (`-cse` on a `func.func`), a pipeline anchored elsewhere
// fails (`builtin.module(...)` on a `func.func`), a pass anchored on another op nests
// (and finds nothing), and a pass refuses an unregistered or non-isolated root. Compared
// with peer-diff (stdout, stderr, exit status).
//
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect -cse
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect -cse -mlir-print-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect --pass-pipeline='builtin.module(cse)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect --pass-pipeline='func.func(cse)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect --pass-pipeline='any(cse)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect -convert-func-to-llvm
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect -cse --dump-pass-pipeline
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect -mlir-print-op-generic
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module=false --allow-unregistered-dialect
//
// Under --verify-diagnostics the count error is unexpected, at FILE:0:0 (no annotation can
// name line 0).
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect --verify-diagnostics
//
// A whole file (no split) of two ops, and an empty one.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %S/Inputs/two-top-level-ops.mlir --no-implicit-module
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt /dev/null --no-implicit-module
//
// A crash reproducer of a failing pass on a top-level `func.func`: the function, then the
// pipeline anchored on it.
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro %S/Inputs/two-top-level-ops.mlir --split-input-file --no-implicit-module -test-pass-failure --mlir-pass-pipeline-crash-reproducer=%t.repro
//
// A root the pass manager refuses (unregistered, or not isolated from above) fails the
// pipeline before any pass: the refusal, then the failure naming no pass
// (`Pipeline failed while executing []`) and a full reproducer (the root, then its
// pipeline); a local reproducer is not written, as no pass failed.
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro %S/Inputs/unregistered-root.mlir --no-implicit-module --allow-unregistered-dialect -cse --mlir-pass-pipeline-crash-reproducer=%t.repro
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro %S/Inputs/unregistered-root.mlir --split-input-file --no-implicit-module --allow-unregistered-dialect --pass-pipeline='any(cse)' --mlir-pass-pipeline-crash-reproducer=%t.repro
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro %S/Inputs/non-isolated-root.mlir --no-implicit-module -cse --mlir-pass-pipeline-crash-reproducer=%t.repro
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro %S/Inputs/non-isolated-root.mlir --no-implicit-module -cse --mlir-disable-threading --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t.repro
//
// A top-level op that is not isolated numbers its regions' values from where numbering
// started, before its own results (`%0 = "test.foo"() ({ %0 = ... })`), as MLIR's
// printer does for the op it is built on.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %S/Inputs/non-isolated-root.mlir --no-implicit-module -mlir-print-op-generic
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %S/Inputs/unregistered-root-with-result.mlir --no-implicit-module --allow-unregistered-dialect

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

func.func @g() {
  return
}
func.func @h() {
  return
}

// -----

module {
  func.func @m(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    %1 = arith.muli %a, %a : i32
    return %1 : i32
  }
}

// -----

"other.op"() ({
  "other.inner"() : () -> ()
}) : () -> ()

// -----

%0 = arith.constant 1 : i32

// -----
