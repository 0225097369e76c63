// The tutorial dialect of docs/writing-a-dialect.md (spec/dialects/calc.td,
// src/dialects/calc.rs): its custom forms, generic form and hand-written verifier.
// RUN: strata-opt --example-dialects %s | FileCheck %s
// RUN: strata-opt --example-dialects --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --example-dialects %s | strata-opt --example-dialects | FileCheck %s
// RUN: not strata-opt --example-dialects --split-input-file %S/Inputs/calc-invalid.mlir 2>&1 | FileCheck %S/Inputs/calc-invalid.mlir --check-prefix=ERR

// CHECK: %0 = calc.const 40
// CHECK-NEXT: %1 = calc.const 2
// CHECK-NEXT: %2 = calc.add saturate %0, %1 : i64
// CHECK-NEXT: %3 = calc.add %2, %1 {note} : i64
// CHECK-NEXT: %4 = calc.cmp lt, %2, %3
// GENERIC: "calc.add"(%0, %1) {saturate} : (i64, i64) -> i64
// GENERIC: "calc.cmp"(%2, %3) {predicate = 0 : i64} : (i64, i64) -> i1
%a = calc.const 40
%b = calc.const 2
%s = calc.add saturate %a, %b : i64
%t = calc.add %s, %b {note} : i64
%c = calc.cmp lt, %s, %t
