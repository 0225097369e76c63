// In a long block (6,000 ops here) with several failing ops, the error reported is the
// first the verifier's walk meets, as mlir-opt reports it: an op's own error, or one
// nested in an earlier op's region; with or without threads (the printer's plan is made
// on a second thread while this block is verified).
// RUN: python3 %S/Inputs/long-block.py > %t.mlir
// RUN: not strata-opt %t.mlir --diagnostic-style=rustc 2>&1 | FileCheck %s --check-prefixes=OWN,LOC
// RUN: not strata-opt --mlir-disable-threading %t.mlir --diagnostic-style=rustc 2>&1 | FileCheck %s --check-prefixes=OWN,LOC
// RUN: not mlir-opt %t.mlir 2>&1 | FileCheck %s --check-prefixes=MLIR
// RUN: python3 %S/Inputs/long-block.py nested > %t.nested.mlir
// RUN: not strata-opt %t.nested.mlir --diagnostic-style=rustc 2>&1 | FileCheck %s --check-prefixes=NESTED,NLOC
// RUN: not strata-opt --mlir-disable-threading %t.nested.mlir --diagnostic-style=rustc 2>&1 | FileCheck %s --check-prefixes=NESTED,NLOC
// RUN: not mlir-opt %t.nested.mlir 2>&1 | FileCheck %s --check-prefixes=NMLIR

// MLIR: .mlir:3002:12: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// OWN: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// LOC-NEXT: --> {{.*}}.mlir:3002:12
// OWN-NOT: arith.muli
// MLIR-NOT: arith.muli

// NMLIR: .mlir:1003:12: error: 'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'
// NESTED: error: 'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'
// NLOC-NEXT: --> {{.*}}.mlir:1003:12
// NESTED-NOT: arith.addi
// NMLIR-NOT: arith.addi
