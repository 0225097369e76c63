// --mlir-print-value-users: after each op a comment names the users of its results
// (`// user:` for one result used by one op with at most one result, `// users:`
// otherwise, each result's users in parentheses when there are several, `// unused`),
// ops without results take a value number (`// id: %N` when they have operands), and
// each block lists its arguments' users, even when its header is not printed. Users are
// listed once each, most recent use first, as MLIR's use lists order them.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-value-users %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-value-users %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic --mlir-print-debuginfo %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic --mlir-print-debuginfo %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-disable-threading %s | FileCheck %s

// The module's ops take %0 to %4 (@f, @g, @loops, "t.top", %4), so @f starts at %5.
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: // %arg0 is used by %8, %5
// CHECK-NEXT: // %arg1 is used by %5
// CHECK-NEXT: // %arg2 is unused
// CHECK-NEXT: %5 = arith.addi %arg0, %arg1 : i32 // users: %7, %6#0, %6#1
// CHECK-NEXT: %6:2 = "t.two"(%5, %5) : (i32, i32) -> (i32, i32) // users: (%8), (%7)
// CHECK-NEXT: "t.sink"(%6#1, %5) : (i32, i32) -> () // id: %7
// CHECK-NEXT: %8 = arith.muli %6#0, %arg0 : i32 // user: %10
// CHECK-NEXT: %9 = "t.dead"() : () -> i32 // unused
// CHECK-NEXT: cf.br ^bb1(%8 : i32) // id: %10
// CHECK-NEXT: ^bb1(%11: i32):  // pred: ^bb0
// CHECK-NEXT: // %11 is used by %12
// CHECK-NEXT: %12 = "t.use"(%11, %11) : (i32, i32) -> i32 // users: %14, %15
func.func @f(%a: i32, %b: i32, %unused: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1:2 = "t.two"(%0, %0) : (i32, i32) -> (i32, i32)
  "t.sink"(%1#1, %0) : (i32, i32) -> ()
  %2 = arith.muli %1#0, %a : i32
  %3 = "t.dead"() : () -> i32
  cf.br ^bb1(%2 : i32)
^bb1(%x: i32):
  %4 = "t.use"(%x, %x) : (i32, i32) -> i32
  "t.region"() ({
  ^bb0(%y: i32):
    "t.use2"(%y, %4) : (i32, i32) -> ()
    "t.term"() : () -> ()
  }) : () -> ()
  return %4 : i32
}

// Forward references (a graph region): the uses made before the definition are moved to
// it in reverse order, ahead of the later ones, as MLIR's parser moves them.
// CHECK-LABEL: "t.graph"
// CHECK-NEXT: "t.u1"(%9) : (i32) -> () // id: %7
// CHECK-NEXT: %8 = "t.u2"(%9) : (i32) -> i32 // user: %10
// CHECK-NEXT: %9 = "t.d"() : () -> i32 // users: %11#0, %11#1, %10, %7, %8
func.func @g() {
  "t.graph"() ({
    "t.u1"(%v) : (i32) -> ()
    %w = "t.u2"(%v) : (i32) -> i32
    %v = "t.d"() : () -> i32
    "t.u3"(%v, %w) : (i32, i32) -> ()
    %p:2 = "t.u4"(%v) : (i32) -> (i32, i32)
  }) : () -> ()
  return
}

// Custom forms, nested regions, and a module's own ops.
func.func @loops(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %m[%i] : memref<?xf32>
  }
  return
}
// CHECK: } // id: %5
// CHECK: "t.top"() : () -> (){{$}}
// CHECK-NEXT: %4 = "t.top_result"() : () -> i32 // unused
"t.top"() : () -> ()
%t = "t.top_result"() : () -> i32
