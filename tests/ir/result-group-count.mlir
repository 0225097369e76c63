// A result group larger than the op's type list is an error before any
// result is created (found by fuzzing: it used to allocate them all).
// RUN: not strata-opt --allow-unregistered-dialect %s 2> %t.strata
// RUN: not mlir-opt --allow-unregistered-dialect %s 2> %t.mlir
// RUN: FileCheck %s < %t.strata
// RUN: FileCheck %s < %t.mlir
// CHECK: error: operation defines 1 results but was provided 222222222 to bind

%0:222222222 = "test.op"() : () -> i32
