// `topological-sort` against mlir-opt 16: the blocks of graph regions (a module's body)
// sorted so that producers come before their users, stably; ops in a cycle keep their
// order at the end; uses inside nested regions count; regions with SSA dominance are left
// alone; nested modules are sorted too, inner ones first.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -topological-sort
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(builtin.module(topological-sort))' --mlir-print-op-generic
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -topological-sort | FileCheck %s

// CHECK: "foo.a"
// CHECK-NEXT: "foo.c"
// CHECK-NEXT: "foo.b"
%0 = "foo.a"() : () -> i32
"foo.b"(%1, %0) : (i32, i32) -> ()
%1 = "foo.c"() : () -> i32

// -----

// Cycles, and an op whose nested region uses a later value.
%2 = "foo.c"(%1) : (i32) -> i32
%1 = "foo.b"(%0, %2) : (i32, i32) -> i32
%0 = "foo.a"(%3) : (i32) -> i32
%3 = "foo.d"() : () -> i32
"foo.region"() ({
  "foo.use"(%4) : (i32) -> ()
}) : () -> ()
%4 = "foo.e"() : () -> i32
%5 = "foo.x"(%6) : (i32) -> i32
%6 = "foo.y"(%5) : (i32) -> i32

// -----

// Functions are not sorted (SSA dominance); nested modules are, and so is what is in the
// regions of ops of a graph region.
module @outer {
  "foo.user"(%b) : (i32) -> ()
  module @inner {
    "foo.user"(%c) : (i32) -> ()
    %c = "foo.def"() : () -> i32
  }
  %b = "foo.def"() : () -> i32
  func.func @f() -> i32 {
    %x = arith.constant 1 : i32
    %y = arith.addi %x, %x : i32
    return %y : i32
  }
}
