// `RegionBranchOpInterface`'s verifier (`verifyWithRegions`): the types along each
// control-flow edge the op's methods describe, checked once its regions are verified.
// `memref.alloca_scope`, the `scf` ops; `scf.condition` passes its `args` on
// (`RegionBranchTerminatorOpInterface`), `ReturnLike` terminators all their operands.
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

func.func @alloca_scope() {
  // expected-error @below {{along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    memref.alloca_scope.return %c : i64
  }
  return
}

// -----

func.func @execute_region() {
  // expected-error @below {{along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  }
  return
}

// -----

func.func @while(%c: i1) {
  // expected-error @below {{region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.while : () -> () {
    %x = arith.constant 1 : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}

// -----

// A nested op's error comes first: the edges are checked after the regions.
func.func @nested_first(%c: i1) {
  %0 = scf.execute_region -> i32 {
    %f = arith.constant 1.0 : f32
    // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %x = "arith.addi"(%f, %f) : (f32, f32) -> f32
    scf.yield %f : f32
  }
  return
}

// -----

func.func @ok(%c: i1, %n: index) {
  %0 = memref.alloca_scope -> (i32) {
    %c1 = arith.constant 1 : i32
    memref.alloca_scope.return %c1 : i32
  }
  %1 = scf.while (%a = %0) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
