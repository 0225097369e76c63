// Dominance is checked in MLIR's order: an op's operands, then the ops nested in its
// regions, depth first; so the first error is the use inside `t.a`'s region, before the
// later use in the function's own block. Uses far below their definition (many regions
// deep) are decided without walking up the regions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @nested_first() {
  "t.a"() ({
    // expected-error @below {{operand #0 does not dominate this use}}
    %1 = "t.use"(%2) : (i32) -> i32
    "t.term"() : () -> ()
  }) : () -> ()
  %3 = "t.use"(%4) : (i32) -> i32
  // expected-note @below {{operand defined here (op in a parent region)}}
  %2 = "t.def"() : () -> i32
  %4 = "t.def"() : () -> i32
  return
}

// -----

func.func @deep_ok(%c: i1, %x: i32) -> i32 {
  %r0 = scf.if %c -> (i32) {
    %r1 = scf.if %c -> (i32) {
      %r2 = scf.if %c -> (i32) {
        %z = arith.addi %x, %x : i32
        scf.yield %z : i32
      } else {
        scf.yield %x : i32
      }
      scf.yield %r2 : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %r1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r0 : i32
}

// -----

func.func @sibling_region(%c: i1) {
  scf.if %c {
    %a = "t.def"() : () -> i32
  } else {
    scf.if %c {
      // expected-error @below {{operand #0 does not dominate this use}}
      "t.use"(%b) : (i32) -> ()
    }
  }
  // expected-note @below {{operand defined here (op in a parent region)}}
  %b = "t.def"() : () -> i32
  return
}

// -----

func.func @block_argument_of_other_region(%c: i1) {
  "t.a"() ({
  ^bb0(%arg: i32):
    "t.term"() : () -> ()
  }, {
    // expected-error @below {{use of undeclared SSA value name}}
    "t.use"(%arg) : (i32) -> ()
    "t.term"() : () -> ()
  }) : () -> ()
  return
}
