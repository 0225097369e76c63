// The `oilist` directive (`calc.clamp` in spec/dialects/calc.td): clauses parse in any
// order, each at most once, and print in the spec's order. The spacing is that of
// MLIR 16's generated printers (the directive writes " " itself, as `omp.parallel`
// shows in mlir-opt-16: `omp.parallel   if(...)`).
// RUN: strata-opt --example-dialects %s | FileCheck %s --strict-whitespace
// RUN: strata-opt --example-dialects %s | strata-opt --example-dialects | FileCheck %s --strict-whitespace
// RUN: strata-opt --example-dialects --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --example-dialects --split-input-file --verify-diagnostics %S/Inputs/calc-oilist-invalid.mlir

// CHECK:      %0 = calc.const 1
// CHECK-NEXT: %1 = calc.const 9
// CHECK-NEXT: %2 = calc.clamp %0   min(%0) max(%1) unsigned step = 2 {note}
// CHECK-NEXT: %3 = calc.clamp %0   max(%1){{$}}
// CHECK-NEXT: %4 = calc.clamp %0  {{$}}
// CHECK-NEXT: %5 = calc.clamp %0   unsigned{{$}}
// GENERIC: "calc.clamp"(%0, %0, %1) {is_unsigned, note, operand_segment_sizes = array<i32: 1, 1, 1>, step = 2 : i64} : (i64, i64, i64) -> i64
// GENERIC: "calc.clamp"(%0, %1) {operand_segment_sizes = array<i32: 1, 0, 1>} : (i64, i64) -> i64
%lo = calc.const 1
%hi = calc.const 9
%a = calc.clamp %lo step = 2 unsigned max(%hi) min(%lo) {note}
%b = calc.clamp %lo max(%hi)
%c = calc.clamp %lo
%d = calc.clamp %lo unsigned
