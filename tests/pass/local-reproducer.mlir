// `--mlir-pass-pipeline-local-reproducer`: the reproducer holds the failing pass alone,
// nested as the op it ran on is (`builtin.module(builtin.module(func.func(X)))`), and the
// top-level op as it was just before that pass ran: the passes before it have changed
// the IR (here `cse` of the outer functions and of the failing one). The note names the
// failing pass alone. The same stdout, stderr, exit status and reproducer file as
// mlir-opt's (one thread: a local reproducer needs it, as in mlir-opt).
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --pass-pipeline='builtin.module(func.func(cse),builtin.module(func.func(cse,test-pass-failure)))'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --pass-pipeline='builtin.module(func.func(cse),builtin.module(func.func(cse,test-pass-crash)))'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --pass-pipeline='builtin.module(func.func(cse),test-module-pass,test-pass-failure)'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --pass-pipeline='builtin.module(inline{default-pipeline=test-pass-failure})'
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer -cse
// RUN: bash %S/Inputs/repro-diff.sh strata-opt mlir-opt %t.repro.mlir %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --pass-pipeline='builtin.module(cse,test.iso(cse))'
//
// With threads, mlir-opt stops with this message (and a crash); Strata with the message.
// RUN: not strata-opt %s --mlir-pass-pipeline-crash-reproducer=%t.threads.mlir --mlir-pass-pipeline-local-reproducer -cse 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not test -e %t.threads.mlir
// THREADS: LLVM ERROR: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.
//
// Without a reproducer file the flag does nothing.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-pass-pipeline-local-reproducer -cse

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
module @inner {
  func.func @h() -> (i32, i32) {
    %c = arith.constant 1 : i32
    %d = arith.constant 1 : i32
    return %c, %d : i32, i32
  }
}
func.func @g(%a: i32) -> i32 {
  %r = call @f(%a) : (i32) -> i32
  return %r : i32
}
