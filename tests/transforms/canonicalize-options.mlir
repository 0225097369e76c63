// The options of `canonicalize` against mlir-opt 16: bottom-up traversal, the iteration
// and rewrite limits (a limit of 0 rewrites stops folds too), `test-convergence` (the pass
// fails without a message when the limit stops the rewrite before it converged) and
// `region-simplify`.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=max-iterations=1
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=max-num-rewrites=1
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=max-num-rewrites=0
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=test-convergence=true
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect '-canonicalize=max-iterations=1 test-convergence=true'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect '-canonicalize=max-num-rewrites=1 test-convergence=true'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize=region-simplify=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect -canonicalize -canonicalize=top-down=false --dump-pass-pipeline
// RUN: strata-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect -canonicalize=max-num-rewrites=0 | FileCheck %s --check-prefix=NONE
// RUN: not strata-opt %s --allow-unregistered-dialect '-canonicalize=max-iterations=1 test-convergence=true' 2>&1 | count 0
//
// Patterns are filtered by Strata's names (the names of MLIR's DRR patterns); mlir-opt's
// patterns go by their C++ class names, so these are not compared.
// RUN: strata-opt %s --allow-unregistered-dialect -canonicalize=disable-patterns=AddIAddConstant | FileCheck %s --check-prefix=DISABLED
// RUN: strata-opt %s --allow-unregistered-dialect -canonicalize=enable-patterns=AddISubConstantLHS | FileCheck %s --check-prefix=DISABLED

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[C:.*]] = arith.addi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[E:.*]] = arith.addi %arg0, %[[C3]] : i32
// CHECK-NEXT: "test.use"(%[[E]])
// CHECK-NEXT: return %[[C]], %[[C3]]

// NONE: %{{.*}} = arith.addi %c1_i32, %c2_i32 : i32

// DISABLED: %[[D:.*]] = arith.addi %arg0, %c2_i32 : i32
// DISABLED-NEXT: %{{.*}} = arith.addi %[[D]], %c1_i32 : i32
func.func @chain(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %x : i32
  %d = arith.addi %x, %c2 : i32
  %e = arith.addi %d, %c1 : i32
  "test.use"(%e) : (i32) -> ()
  return %c, %a : i32, i32
}
