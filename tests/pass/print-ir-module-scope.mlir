// `--mlir-print-ir-module-scope`: IR printing around passes prints the top-level op (with
// the file's dialect resources) instead of the op the pass ran on, under a banner that
// names that op (`('func.func' operation: @f)`). The same stdout, stderr and exit status
// as mlir-opt's (one thread: module scope needs it, as in mlir-opt).
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-before-all --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(cse),test-module-pass,builtin.module(func.func(cse)))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-after-all --mlir-print-ir-after-change --pass-pipeline='builtin.module(func.func(cse),builtin.module(func.func(cse)))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-after-failure --pass-pipeline='builtin.module(func.func(cse,test-pass-failure))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-debuginfo --mlir-print-ir-before=cse --pass-pipeline='builtin.module(func.func(cse))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-local-scope --mlir-print-ir-before=cse -cse
//
// Without IR printing the flag does nothing; with it and threads, mlir-opt stops with
// this message (and a crash), Strata with the message.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --mlir-print-ir-module-scope --mlir-print-ir-after-change -cse
// RUN: not strata-opt %s --mlir-print-ir-module-scope --mlir-print-ir-before-all -cse 2>&1 | FileCheck %s
// CHECK: LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first.

func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
module @inner {
  func.func @h() -> tensor<2xi32> {
    %c = arith.constant dense_resource<blob1> : tensor<2xi32>
    %d = arith.constant dense_resource<blob1> : tensor<2xi32>
    return %c : tensor<2xi32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      unused: "0x0400000001000000"
    }
  }
#-}
