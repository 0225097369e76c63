// --mlir-print-debuginfo: op locations print as `loc(...)`; with aliases (the
// default) every location gets a `#loc` alias, and the aliases used only by op
// locations are deferred: printed after the module (mlir-opt 16's deferred
// aliases). With --mlir-print-local-scope they print inline.
// Block-argument locations are not modelled yet, so the input has no block
// arguments.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// The implicit module gets the location FILE:0:0, as in mlir-opt.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %S/Inputs/implicit-module.mlir > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %S/Inputs/implicit-module.mlir > %t.mlir
// RUN: diff %t.mlir %t.strata

"builtin.module"() ({
  "t.a"() : () -> () loc("foo")
  "t.b"() : () -> () loc(callsite("foo" at "mysource.cc":10:8))
  "t.c"() : () -> () loc(callsite("foo" at callsite("mysource1.cc":10:8 at callsite("mysource2.cc":13:8 at "mysource3.cc":100:10))))
  "t.d"() ({
    "t.e"() : () -> () loc(unknown)
    "t.f"() : () -> ()
  }) : () -> () loc(fused["foo", "mysource.cc":10:8])
  "t.g"() : () -> () loc(fused<"myPass">["foo", "foo2"])
  "t.h"() : () -> () loc("name"("file.cc":1:2))
  "t.i"() : () -> () loc("name"(callsite("a" at "b":1:2)))
  "t.j"() {m = affine_map<(d0) -> (d0)>} : () -> () loc(fused<{a = 1 : i32}>["x":1:1, "y"])
  "t.k"() : () -> () loc(callsite(fused["a", "b"] at "c":1:1))
  "t.l"() : () -> () loc(fused[callsite("a" at "b":1:1), "c"("d":2:2)])
  "t.m"() : () -> () loc("x\"y")
  // Used by an attribute too: printed before the module, not deferred.
  "t.n"() {l = loc("shared"), c = loc(callsite("p" at "q":1:1))} : () -> () loc("shared")
  "t.o"() : () -> () loc(callsite("p" at "q":1:1))
  "t.p"() : () -> () loc(fused<affine_map<(d0) -> (d0 + 1)>>["z"])
  "t.q"() : () -> () loc("with space.cc":3:4)
}) : () -> () loc("module.mlir":1:1)
