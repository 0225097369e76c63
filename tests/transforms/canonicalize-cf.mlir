// The canonicalization of `cf`'s ops against mlir-opt 16: asserts of true, branches to
// blocks with one predecessor and through blocks that only branch, conditional branches
// on constants, to one block twice (with selects), on a condition already branched on,
// the condition's truth in its successors; switches with no case, with cases going to the
// default, on a constant, through blocks that only branch, and on a flag already switched
// on.
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=region-simplify=false
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @asserts
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
func.func @asserts(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}

// -----

// CHECK-LABEL: func.func @br_chain
// CHECK-NEXT: "foo.a"
// CHECK-NEXT: "foo.b"
// CHECK-NEXT: return
func.func @br_chain(%x: i32) -> i32 {
  "foo.a"() : () -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  "foo.b"() : () -> ()
  cf.br ^bb2
^bb2:
  return %a : i32
}

// -----

func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%a, %y : i32, i32)
^bb2:
  cf.br ^bb3(%y, %x : i32, i32)
^bb3(%p: i32, %q: i32):
  "foo.use"(%p, %q) : (i32, i32) -> ()
  return %p : i32
}

// -----

func.func @const_cond(%x: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1, ^bb2(%x : i32)
^bb1:
  "foo.op"() : () -> ()
  return %x : i32
^bb2(%a: i32):
  "foo.other"(%a) : (i32) -> ()
  return %a : i32
}

// -----

func.func @same_dest(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%y, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  "foo.use"(%a, %b) : (i32, i32) -> ()
  return
}

// -----

func.func @same_dest_loop(%c: i1, %x: i32, %y: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
}

// -----

func.func @same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "foo.c"() : () -> ()
  return
^bb4:
  "foo.d"() : () -> ()
  return
}

// -----

func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.t"(%c) : (i1) -> ()
  "foo.t2"(%c) : (i1) -> ()
  return
^bb2:
  "foo.f"(%c) : (i1) -> ()
  return
}

// -----

func.func @switches(%f: i32, %x: i32) {
  %c2 = arith.constant 2 : i32
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    7: ^bb1(%x : i32),
    8: ^bb2
  ]
^bb1(%a: i32):
  cf.switch %c2 : i32, [
    default: ^bb3,
    2: ^bb4(%a : i32)
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb3
  ]
^bb3:
  "foo.c"() : () -> ()
  return
^bb4(%b: i32):
  "foo.d"(%b) : (i32) -> ()
  return
}

// -----

func.func @switch_pass_through(%f: i32, %x: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%x : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%x : i32)
^bb2(%a: i32):
  cf.br ^bb4(%a : i32)
^bb3:
  "foo.x"() : () -> ()
  return
^bb4(%b: i32):
  "foo.y"(%b) : (i32) -> ()
  return
}

// -----

func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "foo.d"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  "foo.one"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    2: ^bb6
  ]
^bb3:
  "foo.two"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  "foo.x"() : () -> ()
  return
^bb5:
  "foo.y"() : () -> ()
  return
^bb6:
  "foo.z"() : () -> ()
  return
}
