// `symbol-privatize` against mlir-opt 16: every symbol directly in the op's regions becomes
// private but those of `exclude` (a list option); nested tables are left alone; ops that
// are not symbols are not touched.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -symbol-privatize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -symbol-privatize=exclude=a,c
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(symbol-privatize{exclude=b,inner})'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(builtin.module(symbol-privatize))' --dump-pass-pipeline
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -symbol-privatize='exclude=a excluded=b'
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -symbol-privatize=exclude=a | FileCheck %s

// CHECK: func.func @a()
// CHECK: func.func private @b()
// CHECK: func.func private @c()
// CHECK: module @inner
// CHECK: func.func @d()
func.func @a() {
  return
}
func.func @b() {
  return
}
func.func nested @c() {
  return
}
module @inner {
  func.func @d() {
    return
  }
}
"foo.op"() {sym_name = "not_a_symbol"} : () -> ()
