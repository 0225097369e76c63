// Symbol uses of `func.call` and `func.constant`, checked against the nearest symbol
// table once it is verified. mlir-opt and strata-opt both pass --verify-diagnostics.
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

func.func @caller() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

func.func private @two(i32, f32)
func.func @caller(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @two(%a) : (i32) -> ()
  return
}

// -----

func.func private @two(i32, f32)
func.func @caller(%a: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  func.call @two(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func private @one() -> i32
func.func @caller() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = func.call @one() : () -> (i32, i32)
  return
}

// -----

// A callee in a nested module is not visible from outside by its bare name.
module {
  module @inner {
    func.func @f() {
      return
    }
  }
  func.func @caller() {
    // expected-error@+1 {{'func.call' op 'f' does not reference a valid function}}
    func.call @f() : () -> ()
    return
  }
}

// -----

module @m {
  func.func private @g() -> i64
  func.func @ok() -> i64 {
    %0 = func.call @g() : () -> i64
    %f = func.constant @g : () -> i64
    return %0 : i64
  }
}
