// `control-flow-sink` against mlir-opt 16: as a module pass (walking into the
// functions), as a function pass, on one thread and on several, with locations in the
// generic form.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -control-flow-sink
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -control-flow-sink --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(control-flow-sink))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --split-input-file -control-flow-sink --mlir-print-debuginfo --mlir-print-op-generic
// RUN: strata-opt %s --split-input-file -control-flow-sink | FileCheck %s

// Ops used in one branch only move to the start of its block, the chains feeding them
// too (each moved op first); an op used in both branches, or after the `scf.if`, stays;
// so do ops with memory effects and calls.
// CHECK-LABEL: func.func @branches
// CHECK-NEXT: %[[BOTH:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[AFTER:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %[[LOAD:.*]] = memref.load
// CHECK-NEXT: scf.if %arg2 -> (i32)
// CHECK-NEXT: %[[A:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[B:.*]] = arith.xori %[[A]], %[[BOTH]] : i32
// CHECK-NEXT: %[[C:.*]] = arith.andi %[[B]], %[[LOAD]] : i32
// CHECK-NEXT: scf.yield %[[C]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[D:.*]] = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[BOTH]], %[[D]] : i32
func.func @branches(%a: i32, %b: i32, %c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %both = arith.addi %a, %b : i32
  %x = arith.subi %a, %b : i32
  %y = arith.xori %x, %both : i32
  %after = arith.muli %a, %a : i32
  %load = memref.load %m[%i] : memref<4xi32>
  %z = arith.andi %y, %load : i32
  %o = arith.ori %b, %b : i32
  %r = scf.if %c -> (i32) {
    scf.yield %z : i32
  } else {
    %e = arith.addi %both, %o : i32
    %f = arith.addi %e, %after : i32
    scf.yield %f : i32
  }
  return %r, %after : i32, i32
}

// -----

// Nested branches: the inner `scf.if` first, which takes the chain only it uses; a loop inside a branch takes its bounds' constant into
// the branch, but what is used only inside the loop body stays outside the branch.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[V:.*]] = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %[[W:.*]] = arith.muli %arg2, %arg2
// CHECK-NEXT: %[[U:.*]] = arith.subi %[[W]], %arg3
// CHECK-NEXT: memref.store %[[U]]
// CHECK: scf.for %{{.*}} = %arg2 to %arg3 step %[[C1]]
// CHECK-NEXT: memref.store %[[V]]
func.func @nested(%c: i1, %d: i1, %lb: index, %ub: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %v = arith.addi %lb, %ub : index
  %w = arith.muli %lb, %lb : index
  %u = arith.subi %w, %ub : index
  scf.if %c {
    scf.if %d {
      memref.store %u, %m[%lb] : memref<?xindex>
    }
    scf.for %i = %lb to %ub step %c1 {
      memref.store %v, %m[%i] : memref<?xindex>
    }
  }
  return
}

// -----

// Constant conditions and switch arguments: the regions still run at most once, so ops
// move into the one using them; scf.index_switch with and without a constant argument;
// scf.execute_region and loops are not sunk into.
// CHECK-LABEL: func.func @switches
// CHECK: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: arith.muli %arg1, %arg1
func.func @switches(%i: index, %a: i32) -> (i32, i32, i32, i32) {
  %true = arith.constant true
  %two = arith.constant 2 : index
  %k = arith.constant 7 : i32
  %sq = arith.muli %a, %a : i32
  %neg = arith.subi %k, %a : i32
  %inc = arith.addi %a, %k : i32
  %dbl = arith.addi %a, %a : i32
  %x = arith.xori %a, %k : i32
  %r0 = scf.if %true -> (i32) {
    scf.yield %neg : i32
  } else {
    scf.yield %a : i32
  }
  %r1 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %sq : i32
  }
  default {
    scf.yield %k : i32
  }
  %r2 = scf.index_switch %two -> i32
  case 2 {
    scf.yield %inc : i32
  }
  case 3 {
    scf.yield %a : i32
  }
  default {
    scf.yield %k : i32
  }
  %r3 = scf.execute_region -> i32 {
    scf.yield %dbl : i32
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %c4 step %c1 {
    %t = arith.addi %x, %x : i32
  }
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// -----

// Functions in a module, on several threads; affine.if (no region branch interface in
// MLIR 16) is left alone.
func.func @f1(%c: i1, %a: f32) -> f32 {
  %s = arith.mulf %a, %a : f32
  %t = math.sqrt %s : f32
  %r = scf.if %c -> (f32) {
    scf.yield %t : f32
  } else {
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @f2(%c: i1, %a: f32, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %s = arith.addf %a, %a : f32
  scf.if %c {
    %t = arith.addf %s, %s : f32
    scf.if %c {
      memref.store %t, %m[%c0] : memref<4xf32>
    }
  }
  return
}
func.func @f3(%i: index, %a: f32, %m: memref<4xf32>) {
  %s = arith.addf %a, %a : f32
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    affine.store %s, %m[%i] : memref<4xf32>
  }
  return
}
