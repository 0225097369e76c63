// --mlir-pretty-debuginfo: locations print without `loc(...)`, file names
// unquoted, `[unknown]`, call sites as `callee at caller` (a new line before
// ` at ` unless a name location is called from a file location), fused
// locations without `fused`. Top-level op locations never use an alias; nested
// ones do. The flag also applies to location attributes when op locations are
// not printed.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-pretty-debuginfo %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-pretty-debuginfo %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: grep -q '^#loc = "attr"$' %t.strata

"builtin.module"() ({
  "t.a"() : () -> () loc("foo")
  "t.b"() : () -> () loc(callsite("foo" at "mysource.cc":10:8))
  "t.c"() : () -> () loc(callsite("foo" at callsite("mysource1.cc":10:8 at callsite("mysource2.cc":13:8 at "mysource3.cc":100:10))))
  "t.d"() ({
    "t.e"() : () -> () loc(unknown)
  }) : () -> () loc(fused["foo", "mysource.cc":10:8])
  "t.f"() : () -> () loc(fused<"myPass">["foo", "foo2"])
  "t.g"() : () -> () loc("name"("file.cc":1:2))
  "t.h"() : () -> () loc(callsite(callsite("a" at "b":1:1) at "c":1:1))
  "t.i"() : () -> () loc(callsite("a"("f":1:1) at "c":1:1))
  "t.j"() : () -> () loc(fused[callsite("a" at "b":1:1), "c"("d":2:2)])
  "t.k"() {l = loc("attr"), m = loc(callsite("p" at "q":1:1))} : () -> () loc("x\"y")
  "t.l"() : () -> () loc("with space.cc":3:4)
}) : () -> () loc("module.mlir":1:1)
