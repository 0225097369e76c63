// The constraints of MLIR 16's math ops (operand and result types, the fastmath
// flags), in mlir-opt 16's wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @int_operand(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @float_operand(%f: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}

// -----

func.func @mismatch(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
  return
}

// -----

func.func @fpowi_shape(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<2xf32>, i32) -> vector<2xf32>
  return
}

// -----

func.func @fpowi_result(%f: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @unsigned(%i: ui32) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "math.ipowi"(%i, %i) : (ui32, ui32) -> ui32
  return
}

// -----

func.func @fastmath_not_flags(%f: f32) {
  // expected-error@+1 {{'math.absf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.absf"(%f) {fastmath = 1 : i32} : (f32) -> f32
  return
}
