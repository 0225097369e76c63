// `strip-debuginfo` replaces every location by `loc(unknown)`, block arguments included,
// on the op it runs on and everything nested in it: the same output as mlir-opt 16, as a
// module pass, as a function pass (the module keeps its location), and as a pass flag.
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --strip-debuginfo --mlir-print-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo --mlir-print-op-generic
// RUN: bash %S/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo --mlir-pretty-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// CHECK: #loc = loc(unknown)
// CHECK: func.func @f(%arg0: i32 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
// CHECK: ^bb1(%1: i32 loc(unknown)):
// CHECK: } loc(#loc)
// CHECK-NOT: loc("

#loc = loc("file.mlir":3:4)
func.func @f(%a: i32 loc("a.mlir":1:2), %b: i32 loc(fused["x.c":1:1, "y.c":2:2])) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#loc)
  cf.br ^bb1(%0 : i32) loc("named"("inner.c":4:5))
^bb1(%c: i32 loc(callsite("callee"("c.c":1:1) at "caller.c":2:2))):
  "test.op"() ({
  ^bb0(%d: index loc("d.mlir":9:9)):
    "test.end"() : () -> () loc("end")
  }) : () -> () loc(unknown)
  return %c : i32 loc("ret.mlir":7:7)
} loc("fn.mlir":1:1)

// -----

module attributes {test.attr} {
  func.func private @decl() loc("decl.mlir":2:2)
  module @inner {
    func.func @g() {
      return loc("g.mlir":3:3)
    } loc("g.mlir":1:1)
  } loc("inner.mlir":1:1)
} loc("outer.mlir":1:1)
