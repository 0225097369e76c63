// `cse` against mlir-opt 16: the same output as a module pass (`-cse`, the isolated
// functions walked with tables of their own), as a function pass, on one thread and on
// several, with locations (an op replaced by one with an unknown location lends it its
// own), and in the generic form.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -cse
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -cse --mlir-disable-threading
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(cse))'
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -cse --mlir-print-debuginfo --mlir-print-op-generic
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -cse -cse --dump-pass-pipeline
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -cse | FileCheck %s

// Constants, pure ops with the same operands, commutative operands in either order;
// unused pure ops are erased; different attributes, types or operands stay apart.
// CHECK-LABEL: func.func @basic
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[SUB:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[SUB2:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %[[C1I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[C1]], %[[C1]], %[[ADD]], %[[ADD]], %[[SUB]], %[[SUB2]], %[[C1I64]], %[[LT]], %[[NE]], %[[NE]]
func.func @basic(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %dead = arith.muli %0, %1 : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.constant 1 : i64
  %5 = arith.cmpi slt, %a, %b : i32
  %6 = arith.cmpi ne, %a, %b : i32
  %7 = "arith.cmpi"(%a, %b) {predicate = 1} : (i32, i32) -> i1
  return %c1, %c1_0, %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1
}

// Chains: replacing an op makes later ones equivalent.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %[[B:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT: return %[[B]], %[[B]]
func.func @chain(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b : f32
  %2 = arith.mulf %0, %1 : f32
  %3 = arith.mulf %1, %0 : f32
  return %2, %3 : f32, f32
}

// Ops with effects (unregistered ops, stores) stay.
// CHECK-LABEL: func.func @effects
// CHECK-COUNT-2: "foo.op"
// CHECK-COUNT-2: memref.store
func.func @effects(%m: memref<4xf32>, %i: index, %f: f32) -> (i32, i32) {
  %0 = "foo.op"() : () -> i32
  %1 = "foo.op"() : () -> i32
  memref.store %f, %m[%i] : memref<4xf32>
  memref.store %f, %m[%i] : memref<4xf32>
  return %0, %1 : i32, i32
}

// -----

// Down the dominator tree of a multi-block region, never up or across.
// CHECK-LABEL: func.func @dominance
func.func @dominance(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1_1 = arith.constant 1 : i32
  %c2_1 = arith.constant 2 : i32
  %s1 = arith.addi %x, %c2_1 : i32
  cf.br ^bb3(%s1 : i32)
^bb2:
  %c2_2 = arith.constant 2 : i32
  %s2 = arith.addi %x, %c2_2 : i32
  %u = arith.addi %c1, %s2 : i32
  cf.br ^bb3(%u : i32)
^bb3(%r: i32):
  %c2_3 = arith.constant 2 : i32
  %c1_3 = arith.constant 1 : i32
  %t = arith.addi %r, %c2_3 : i32
  %v = arith.addi %t, %c1_3 : i32
  cf.br ^bb4
^bb4:
  %w = arith.addi %t, %c1 : i32
  %y = arith.addi %v, %w : i32
  return %y : i32
^bb5:
  %c1_5 = arith.constant 1 : i32
  %z = arith.addi %c1_5, %c1_5 : i32
  cf.br ^bb5
}

// -----

// Into nested regions (scf.for, scf.if, affine.for), not out of them; an op with a single-block region
// whose ops match is replaced (tensor.generate), one with two regions is not (scf.if).
// CHECK-LABEL: func.func @regions
func.func @regions(%lb: index, %ub: index, %n: index, %c: i1) -> (index, tensor<?xindex>, tensor<?xindex>, i32, i32) {
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %lb) -> (index) {
    %c1_in = arith.constant 1 : index
    %a = arith.addi %acc, %c1_in : index
    %b = arith.addi %i, %c1 : index
    %d = arith.addi %b, %a : index
    scf.yield %d : index
  }
  %in = arith.constant 1 : index
  %g0 = tensor.generate %n {
  ^bb0(%j: index):
    %k = arith.addi %j, %in : index
    tensor.yield %k : index
  } : tensor<?xindex>
  %g1 = tensor.generate %n {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    tensor.yield %k : index
  } : tensor<?xindex>
  %unused = tensor.generate %n {
  ^bb0(%j: index):
    tensor.yield %j : index
  } : tensor<?xindex>
  %i0 = scf.if %c -> (i32) {
    %k = arith.constant 7 : i32
    scf.yield %k : i32
  } else {
    %k = arith.constant 8 : i32
    scf.yield %k : i32
  }
  %i1 = scf.if %c -> (i32) {
    %k = arith.constant 7 : i32
    scf.yield %k : i32
  } else {
    %k = arith.constant 8 : i32
    scf.yield %k : i32
  }
  affine.for %i = 0 to 4 {
    %k = arith.constant 1 : index
    "foo.use"(%k, %c1) : (index, index) -> ()
  }
  return %sum, %g0, %g1, %i0, %i1 : index, tensor<?xindex>, tensor<?xindex>, i32, i32
}

// -----

// Regions of unregistered ops (which may be isolated from above) get a table of their
// own; their single-block regions have no SSA dominance (uses before defs are kept);
// nested isolated ops too.
// CHECK-LABEL: func.func @unregistered
func.func @unregistered() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = "foo.region"() ({
    %2 = arith.constant 1 : i32
    %3 = arith.addi %4, %5 : i32
    %4 = arith.constant 2 : i32
    %5 = arith.constant 2 : i32
    "foo.yield"(%3, %2) : (i32, i32) -> ()
  }) : () -> i32
  %6 = "foo.cfg"() ({
    %7 = arith.constant 1 : i32
    cf.br ^bb1
  ^bb1:
    %8 = arith.constant 1 : i32
    "foo.yield"(%8) : (i32) -> ()
  }) : () -> i32
  func.func @nested(%x: i32) -> i32 {
    %9 = arith.constant 1 : i32
    %10 = arith.constant 1 : i32
    %11 = arith.addi %9, %10 : i32
    return %11 : i32
  }
  return %1, %6 : i32, i32
}

// -----

// A module is a graph region: top-level ops are replaced, uses in ops already seen are
// kept.
%a = arith.constant 3 : i32
"foo.user"(%a, %c) : (i32, i32) -> ()
%b = arith.constant 3 : i32
%c = arith.constant 3 : i32
%d = arith.addi %a, %e : i32
%e = arith.constant 3 : i32
"foo.user"(%d) : (i32) -> ()

// -----

// Locations: the op kept takes the location of the one replaced when its own is unknown.
func.func @locations(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("second.mlir":2:2)
  %2 = arith.addi %a, %a : i32 loc("third.mlir":3:3)
  %3 = arith.muli %a, %a : i32 loc("first.mlir":1:1)
  %4 = arith.muli %a, %a : i32 loc("second.mlir":2:2)
  return %0, %2, %4 : i32, i32, i32
}

// -----

// Private symbols and terminators are never erased; nested modules are walked.
module {
  func.func private @unused()
  module @inner {
    func.func @f() -> i32 {
      %0 = arith.constant 0 : i32
      %1 = arith.constant 0 : i32
      %2 = arith.addi %0, %1 : i32
      return %0 : i32
    }
  }
}
