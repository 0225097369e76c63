// An input with an `mlir_reproducer` external resource runs the pipeline it names, with
// its `disable_threading` and `verify_each` switches, as mlir-opt 16 runs it: pass flags
// are added after its passes, `--pass-pipeline` replaces them; the resource is not printed
// back. Its entries are checked as mlir-opt checks them, and its pipeline's errors are
// written as mlir-opt writes them. The same stdout, stderr and exit status as mlir-opt's.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --dump-pass-pipeline
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --dump-pass-pipeline -test-function-pass
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --dump-pass-pipeline --pass-pipeline='builtin.module(test-module-pass)'
//
// `--run-reproducer` (MLIR's later name for this) asks for the resource: an input without
// one is an error.
// RUN: not strata-opt %s --split-input-file --run-reproducer --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=RR
// RUN: not strata-opt %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect --run-reproducer 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: strata-opt %S/Inputs/not-schedulable.mlir --allow-unregistered-dialect -o /dev/null
// RR: Pass Manager with 1 passes:
// RR-NEXT: builtin.module(func.func(cse))
// MISSING: not-schedulable.mlir:2:1: error: --run-reproducer needs an 'mlir_reproducer' external resource in the input, which has none

func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(func.func(cse))", disable_threading: true, verify_each: true }, other: { kept: true } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(cse)" }, mlir_reproducer: { verify_each: false } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: "func.func(cse)" } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(func.func(foo))" } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(cse" } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(cse{foo=1})" } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { pipeline: 5 } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { disable_threading: "yes" } } #-}

// -----

func.func @f() {
  return
}
{-# external_resources: { mlir_reproducer: { threads: 2 } } #-}
