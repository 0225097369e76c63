// The canonicalization of `scf.if` against mlir-opt 16: constant conditions, unused
// results, yields of outside values becoming selects, empty else branches, and the
// condition's value inside each branch. (Results that are the negated condition need a
// canonicalization pattern of `arith.select` Strata lacks, so they are not compared.)
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize=top-down=false
// RUN: bash %S/../pass/Inputs/peer-diff.sh strata-opt mlir-opt %s --allow-unregistered-dialect --split-input-file -canonicalize --mlir-print-debuginfo
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @static
// CHECK-NEXT: "foo.then"
// CHECK-NEXT: %[[E:.*]] = "foo.else"
// CHECK-NEXT: return %[[E]]
func.func @static() -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  scf.if %t {
    "foo.then"() : () -> ()
  }
  scf.if %f {
    "foo.never"() : () -> ()
  }
  %r = scf.if %f -> i32 {
    %a = "foo.never2"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "foo.else"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @unused
// CHECK: scf.if %arg0 -> (i32) {
func.func @unused(%c: i1) -> i32 {
  %r:3 = scf.if %c -> (i32, i64, i32) {
    %a = "foo.a"() : () -> i32
    %b = "foo.b"() : () -> i64
    scf.yield %a, %b, %a : i32, i64, i32
  } else {
    %a = "foo.c"() : () -> i32
    %b = "foo.d"() : () -> i64
    scf.yield %a, %b, %a : i32, i64, i32
  }
  return %r#2 : i32
}

// -----

// CHECK-LABEL: func.func @to_select
// CHECK: arith.select %arg0, %arg1, %arg2 : i32
func.func @to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = "foo.a"() : () -> i32
    scf.yield %x, %a, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @empty_else
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.a"
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @empty_else(%c: i1) {
  scf.if %c {
    "foo.a"() : () -> ()
  } else {
  }
  return
}

// -----

func.func @cond_prop(%c: i1) {
  scf.if %c {
    "foo.then"(%c) : (i1) -> ()
    "foo.region"() ({
      "foo.nested"(%c) : (i1) -> ()
    }) : () -> ()
  } else {
    "foo.else"(%c) : (i1) -> ()
  }
  "foo.after"(%c) : (i1) -> ()
  return
}

