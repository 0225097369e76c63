// `inline` with its default pipeline (`canonicalize`) on 300 functions of 100 ops
// (`gen_ir.py funcs`, no calls) and on functions that call private ones: the first
// simplification of every callable runs ahead on threads when no callable refers to one
// visited after it, and gives the same output as on one thread, on 7 threads, and as
// mlir-opt 16.
// RUN: python3 %S/../../../shared/bench/gen_ir.py funcs --funcs 300 --ops 100 > %t.in.mlir
// RUN: strata-opt %t.in.mlir -inline -cse > %t.threads
// RUN: strata-opt %t.in.mlir -inline -cse --mlir-disable-threading > %t.one
// RUN: diff %t.one %t.threads
// RUN: env RAYON_NUM_THREADS=7 strata-opt %t.in.mlir -inline -cse > %t.many
// RUN: diff %t.one %t.many
// RUN: mlir-opt %t.in.mlir -inline -cse > %t.mlir
// RUN: diff %t.mlir %t.threads
// RUN: strata-opt %s -inline > %t.calls.threads
// RUN: strata-opt %s -inline --mlir-disable-threading > %t.calls.one
// RUN: diff %t.calls.one %t.calls.threads
// RUN: env RAYON_NUM_THREADS=7 strata-opt %s -inline > %t.calls.many
// RUN: diff %t.calls.one %t.calls.many
// RUN: mlir-opt %s -inline > %t.calls.mlir
// RUN: diff %t.calls.mlir %t.calls.threads
// RUN: FileCheck %s < %t.calls.threads

// CHECK-LABEL: func.func @caller0
// CHECK-NEXT: %[[C:.*]] = arith.constant 12 : i32
// CHECK-NEXT: return %[[C]] : i32
// CHECK-NOT: @leaf
func.func private @leaf0(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.addi %x, %c0 : i32
  %z = arith.addi %y, %c3 : i32
  return %z : i32
}
func.func @caller0() -> i32 {
  %c6 = arith.constant 6 : i32
  %a = call @leaf0(%c6) : (i32) -> i32
  %b = call @leaf0(%a) : (i32) -> i32
  return %b : i32
}
func.func private @leaf1(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  %r = call @leaf0(%y) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func.func @caller1
// CHECK-NEXT: %[[C:.*]] = arith.constant 13 : i32
// CHECK-NEXT: return %[[C]] : i32
func.func @caller1() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @leaf1(%c5) : (i32) -> i32
  return %r : i32
}
