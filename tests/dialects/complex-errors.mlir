// The constraints of MLIR 16's complex ops (operand and result types, element types,
// `complex.constant`'s value), in mlir-opt 16's wording; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @integer_elements(%z: complex<i32>) {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %z, %z : complex<i32>
  return
}

// -----

func.func @not_complex(%f: f32) {
  // expected-error@+1 {{'complex.conj' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.conj"(%f) : (f32) -> f32
  return
}

// -----

func.func @mismatch(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.mul' op requires the same type for all operands and results}}
  %0 = "complex.mul"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @part_type(%z: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
  return
}

// -----

func.func @create_types(%re: f32, %im: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%re, %im) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_element(%re: f32, %im: f32) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%re, %im) : (f32, f32) -> complex<f64>
  return
}

// -----

func.func @eq_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @constant_size() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float attributes}}
  %0 = complex.constant [1 : i32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @constant_types() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @constant_value() {
  // expected-error@+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
  %0 = "complex.constant"() {value = 1.0 : f32} : () -> complex<f32>
  return
}

// -----

func.func @format_type(%a: f32) {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = complex.neg %a : f32
  return
}
