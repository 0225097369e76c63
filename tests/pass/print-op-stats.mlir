// `print-op-stats` reports the ops it sees by name on stderr, as mlir-opt 16 does: the
// table (names aligned on the dot, ops of no dialect aligned after it) and JSON, as a
// module pass, as a function pass (one report per function, in the order of the
// functions), and in order with other stderr output (`--dump-pass-pipeline`, several
// inputs, a failing input).
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --print-op-stats -o /dev/null
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --print-op-stats=json
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --mlir-disable-threading --pass-pipeline='builtin.module(func.func(print-op-stats{json=true}),print-op-stats)' --dump-pass-pipeline
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --print-op-stats -test-pass-failure
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(print-op-stats{json=2})'
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --print-op-stats -o /dev/null 2>&1 | FileCheck %s

// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:       arith.addi   , 2
// CHECK-NEXT:     builtin.module , 1
// CHECK-NEXT:   cf.br       , 1
// CHECK-NEXT:        func.func   , 2
// CHECK-NEXT:        func.return , 2
// CHECK-NEXT:  long_dialect.op     , 1
// CHECK-NEXT:          unregistered , 1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  "long_dialect.op"() : () -> ()
  "unregistered"() : () -> ()
  cf.br ^bb1
^bb1:
  return %1 : i32
}
func.func @g() {
  return
}

// -----

func.func @h() {
  "x.y"() ({
    "x.z"() : () -> ()
  }) : () -> ()
  return
}
