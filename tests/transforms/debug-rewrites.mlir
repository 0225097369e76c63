// `--debug-rewrites`: a line on stderr for every pattern applied (its name, the
// `file:line` of its `.td` rule, the op and its location) and every fold; the output
// is the same as without it.
// RUN: strata-opt %s -canonicalize --debug-rewrites --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s -canonicalize --mlir-disable-threading -o /dev/null 2>&1 | count 0
// RUN: strata-opt %s -canonicalize --debug-rewrites --mlir-disable-threading 2>/dev/null | FileCheck --check-prefix=OUT %s
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s -canonicalize

// CHECK: [debug-rewrites] pattern AddIAddConstant (spec/dialects/arith/ArithCanonicalization.td:{{[0-9]+}}) applied to 'arith.addi' at loc("{{.*}}debug-rewrites.mlir":[[@LINE+15]]:8)
// The constant the pattern built (at the fused location of the matched ops) goes
// through the folder, which takes constants over.
// CHECK-NEXT: [debug-rewrites] folded 'arith.constant' at loc(fused["{{.*}}debug-rewrites.mlir":[[@LINE+12]]:8, "{{.*}}debug-rewrites.mlir":[[@LINE+9]]:9])
// CHECK-NEXT: [debug-rewrites] folded 'arith.muli' at loc("{{.*}}debug-rewrites.mlir":[[@LINE+12]]:8)
// CHECK-NOT: debug-rewrites

// OUT-LABEL: func.func @f
// OUT-NEXT: arith.constant 3 : i32
// OUT-NEXT: arith.addi %arg0, %c3_i32 : i32
// OUT-NEXT: return
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %m = arith.muli %b, %c1 : i32
  return %m : i32
}
