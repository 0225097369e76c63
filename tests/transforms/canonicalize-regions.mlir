// Region simplification of `canonicalize` against mlir-opt 16: dead arguments of blocks
// other than the entry block go with the operands branches forward to them (a cycle of
// arguments only feeding each other is dead too); arguments forwarded by a terminator that
// is not a branch stay; identical blocks merge, the operands that differ becoming
// arguments of the block kept; blocks with regions, different ops, different argument
// uses or an unknown predecessor do not merge. `region-simplify=false` leaves them all.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=region-simplify=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-op-generic
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file '-canonicalize=max-iterations=1 test-convergence=true'
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dead_arg
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:
func.func @dead_arg(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  "foo.op"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// A loop-carried value used only by itself is dead.
// CHECK-LABEL: func.func @dead_cycle
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
func.func @dead_cycle(%c: i1, %x: i64) {
  cf.br ^bb1(%x : i64)
^bb1(%a: i64):
  %n = arith.addi %a, %a : i64
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb1(%n : i64), ^bb2(%a : i64)
^bb2(%b: i64):
  return
}

// -----

// A switch forwards several groups; the dead arguments of some cases go.
func.func @switch_args(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x, %y : i32, i32),
    1: ^bb2(%y, %x : i32, i32),
    2: ^bb3(%x : i32)
  ]
^bb1(%a: i32, %b: i32):
  "foo.use"(%b) : (i32) -> ()
  return %x : i32
^bb2(%c: i32, %d: i32):
  return %c : i32
^bb3(%e: i32):
  "foo.op"() : () -> ()
  return %y : i32
}

// -----

// Arguments of blocks reached by an unknown terminator stay.
func.func @unknown_terminator(%x: i32) {
  "foo.br"(%x) [^bb1] : (i32) -> ()
^bb1(%a: i32):
  return
}

// -----

// CHECK-LABEL: func.func @merge_returns
// CHECK: %[[S:.*]] = arith.select
// CHECK-NEXT: return %[[S]]
func.func @merge_returns(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}

// -----

// Blocks computing the same thing from different outside values merge; three of them
// through a switch.
func.func @merge_three(%f: i32, %x: i32, %y: i32, %z: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  %a = arith.addi %x, %x : i32
  "foo.use"(%a) : (i32) -> ()
  cf.br ^bb4
^bb2:
  %b = arith.addi %y, %y : i32
  "foo.use"(%b) : (i32) -> ()
  cf.br ^bb4
^bb3:
  %c = arith.addi %z, %x : i32
  "foo.use"(%c) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

// -----

// Merging with existing arguments, and blocks that do not merge.
func.func @mixed(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  cf.cond_br %d, ^bb3(%a : i32), ^bb4(%a : i32)
^bb2(%b: i32):
  cf.cond_br %d, ^bb3(%b : i32), ^bb4(%y : i32)
^bb3(%e: i32):
  "foo.op"() : () -> ()
  return %e, %x : i32, i32
^bb4(%g: i32):
  return %x, %g : i32, i32
}

// -----

// An unknown predecessor cannot forward new operands; blocks with regions are kept.
func.func @no_merge(%c: i1, %x: i32, %y: i32) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  "foo.use"(%x) : (i32) -> ()
  return
^bb2:
  "foo.use"(%y) : (i32) -> ()
  return
}

func.func @regions(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.region"() ({
    "foo.op"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "foo.region"() ({
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Blocks in nested regions merge too.
func.func @nested(%c: i1, %x: i32, %y: i32) {
  "foo.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.use"(%x) : (i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2:
    "foo.use"(%x) : (i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
