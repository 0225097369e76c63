// The canonicalization of `scf.for` against mlir-opt 16 (`ForOpIterArgsFolder`,
// `SimplifyTrivialLoops`). Not compared with `--mlir-print-debuginfo`: Strata places the
// alias of a loop's location that its block arguments share before the module, mlir-opt
// after it (a known difference of the printer).
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// `scf.for`: loops running zero times or once, an empty loop yielding outside values,
// iteration arguments passed through or unused.
// CHECK-LABEL: func.func @trivial_loops
// CHECK-NEXT: %[[C:.*]] = arith.constant
// CHECK-NEXT: "foo.once"(%[[C]], %arg1)
func.func @trivial_loops(%x: index, %v: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = scf.for %i = %c4 to %c0 step %c1 iter_args(%acc = %v) -> f32 {
    %n = "foo.never"(%acc) : (f32) -> f32
    scf.yield %n : f32
  }
  %b = scf.for %i = %c0 to %c1 step %c4 iter_args(%acc = %v) -> f32 {
    %n = "foo.once"(%i, %acc) : (index, f32) -> f32
    scf.yield %n : f32
  }
  %xp1 = arith.addi %x, %c1 : index
  scf.for %i = %x to %xp1 step %c1 {
    "foo.diff"(%i) : (index) -> ()
  }
  %c = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %v) -> f32 {
    scf.yield %b : f32
  }
  return %a, %b, %c : f32, f32, f32
}

// -----

func.func @iter_args(%lb: index, %ub: index, %s: index, %v: f32, %w: f32) -> (f32, f32, f32, f32) {
  %r:4 = scf.for %i = %lb to %ub step %s iter_args(%a = %v, %b = %w, %c = %v, %d = %w) -> (f32, f32, f32, f32) {
    %n = "foo.step"(%b) : (f32) -> f32
    "foo.use"(%c) : (f32) -> ()
    scf.yield %a, %n, %c, %n : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#1 : f32, f32, f32, f32
}

// -----

func.func @iter_args_all(%lb: index, %ub: index, %s: index, %v: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %v) -> f32 {
    "foo.body"(%i) : (index) -> ()
    scf.yield %a : f32
  }
  return %r : f32
}
