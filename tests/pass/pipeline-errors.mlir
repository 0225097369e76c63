// Malformed pipelines, unknown passes, bad options and passes for the wrong op: the same
// stderr as mlir-opt 16 (its `MLIR Textual PassPipeline Parser` messages with the source
// line and caret, LLVM's `cl` wording for option values, the `failed to add` chain), exit
// status 1 and nothing on stdout.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline=''
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='test-module-pass'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='(test-module-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass) '
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-function-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-function-pass)))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass)x)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-function-pass) test-module-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module( func.func( test-function-pass ) , test-module-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass{ }  ,test-module-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=1)))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(does-not-exist)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass,)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func())'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline="$(printf 'builtin.module(test-module-pass,\n\tnope)')"
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline="$(printf 'builtin.module(test-module-pass,\tx{)')"
// Options: unknown, without a value, of the wrong type, in a nested pipeline.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass{a=1})'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{string}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=1,x}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=1,}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=99999999999}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{ list = 1 }))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=maybe}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass-pipeline{foo=1}))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --test-options-pass='list=1,x'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --test-options-pass-pipeline='bar'
// Passes for another op in a textual pipeline (explicit nesting), both pipeline forms at
// once, and a pass manager anchored on another op than the input's root.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-function-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(func.func(test-module-pass))'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='builtin.module(test-module-pass)' -test-function-pass
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --pass-pipeline='func.func(test-function-pass)'
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --pass-pipeline='builtin.module(nope)'
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-function-pass)' 2>&1 | FileCheck %s

// CHECK: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// CHECK-NEXT: func.func(test-function-pass
// CHECK-NEXT:           ^

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
