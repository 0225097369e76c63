// Region dead-code elimination of `canonicalize` against mlir-opt 16, where it has
// something to erase in regions of one block: the greedy driver erases the ops that are
// unused and without effects, but not ops used only by dead ops in a cycle (graph
// regions), nor anything when it may do no rewrite (`max-num-rewrites=0`), when region
// simplification alone is left to erase chains of dead ops, nested dead ops and dead ops
// defined after their users. Ops with effects, terminators and ops a live op uses (also
// from a nested region, or from before its definition in a graph region) stay.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=max-num-rewrites=0
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file '-canonicalize=max-num-rewrites=0 top-down=false'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=region-simplify=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-op-generic
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=max-num-rewrites=0 | FileCheck %s --check-prefix=NONE

// A cycle of pure ops in a module's graph region is dead (not the unregistered op
// feeding it).
// CHECK-LABEL: module @cycle
// CHECK-NEXT: %0 = "foo.def"
// CHECK-NEXT: }
module @cycle {
  %a = arith.muli %b, %c : i32
  %b = arith.muli %a, %c : i32
  %c = "foo.def"() : () -> i32
}

// -----

// The same cycle, one of whose values an op with effects uses: live.
// CHECK-LABEL: module @live_cycle
// CHECK: arith.muli
// CHECK: arith.muli
// CHECK: "foo.use"
module @live_cycle {
  %a = arith.muli %b, %c : i32
  %b = arith.muli %a, %c : i32
  %c = "foo.def"() : () -> i32
  "foo.use"(%a) : (i32) -> ()
}

// -----

// A pure op used before its definition, by a live op: live.
// CHECK-LABEL: module @forward_use
// CHECK: "foo.use"(%[[V:.*]]) :
// CHECK: %[[V]] = arith.muli
// CHECK-NOT: arith.addi
module @forward_use {
  "foo.use"(%m) : (i32) -> ()
  %m = arith.muli %d, %d : i32
  %d = "foo.def"() : () -> i32
  %dead = arith.addi %e, %m : i32
  %e = arith.addi %dead, %d : i32
}

// -----

// A cycle in the graph region of an unregistered op, and one through an op with a
// region (in graph regions, a nested op may use a value defined after its ancestor).
// CHECK-LABEL: func.func @unregistered_graph
// CHECK-NEXT: "foo.graph"() ({
// CHECK-NEXT: "foo.keep"
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// NONE-LABEL: func.func @unregistered_graph
// NONE-NEXT: "foo.graph"() ({
// NONE-NEXT: scf.execute_region
// NONE-NEXT: arith.muli
// NONE-NEXT: scf.yield
// NONE-NEXT: }
// NONE-NEXT: arith.muli
// NONE-NEXT: "foo.keep"
func.func @unregistered_graph(%x: i32) {
  "foo.graph"() ({
    %p = arith.addi %q, %x : i32
    %q = arith.addi %p, %x : i32
    %r = scf.execute_region -> i32 {
      %s = arith.muli %t, %x : i32
      scf.yield %s : i32
    }
    %t = arith.muli %r, %x : i32
    "foo.keep"() : () -> ()
  }) : () -> ()
  return
}

// -----

// With no rewrite, region simplification erases a chain of dead ops, a dead op in a
// nested region, a dead loop, an unused load and alloc, and keeps the rest.
// CHECK-LABEL: func.func @chains
// NONE-LABEL: func.func @chains
// NONE-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0
// NONE-NEXT: %[[L:.*]] = scf.execute_region -> i32 {
// NONE-NEXT: scf.yield %[[A]] : i32
// NONE-NEXT: }
// NONE-NEXT: memref.store
// NONE-NEXT: return %[[L]]
func.func @chains(%x: i32, %m: memref<4xi32>, %i: index) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %x : i32
  %l = scf.execute_region -> i32 {
    %n = arith.muli %a, %x : i32
    scf.yield %a : i32
  }
  %ld = memref.load %m[%i] : memref<4xi32>
  %al = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %u = arith.addi %x, %a : i32
  }
  memref.store %x, %m[%i] : memref<4xi32>
  return %l : i32
}

// -----

// Ops used only by the nested ops of dead loops and conditionals, through their
// terminators too.
// CHECK-LABEL: func.func @nested_users
// CHECK-NEXT: "foo.keep"
// CHECK-NEXT: return
// NONE-LABEL: func.func @nested_users
// NONE-NEXT: "foo.keep"
// NONE-NEXT: return
func.func @nested_users(%x: i32, %c: i1) {
  %a = arith.addi %x, %x : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %b = arith.muli %a, %acc : i32
    scf.yield %b : i32
  }
  %s = scf.if %c -> i32 {
    %d = arith.subi %a, %x : i32
    scf.yield %d : i32
  } else {
    scf.yield %a : i32
  }
  "foo.keep"() : () -> ()
  return
}

// -----

// Nothing dead: everything stays.
// NONE-LABEL: func.func @all_live
// NONE-NEXT: arith.addi
// NONE-NEXT: scf.execute_region
// NONE-NEXT: arith.muli
// NONE-NEXT: scf.yield
// NONE-NEXT: }
// NONE-NEXT: "foo.use"
// NONE-NEXT: return
func.func @all_live(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.execute_region -> i32 {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  }
  "foo.use"(%a) : (i32) -> ()
  return %r : i32
}
