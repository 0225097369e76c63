// Errors in builtin types and literals, in MLIR's wording; mlir-opt agrees.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.op"() : () -> i16777216

// -----

// expected-error@+1 {{invalid integer width}}
"t.op"() : () -> i99999999999

// -----

// expected-error@+1 {{expected list element}}
"t.op"() : () -> memref<2xi8, >

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"t.op"() : () -> memref<2xi8, 1, affine_map<(d0) -> (d0 + 1)>>

// -----

// expected-error@+1 {{missing ']' closing set of scalable dimensions}}
"t.op"() : () -> vector<[4xf32>

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"t.op"() {v = 7 : f16} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"t.op"() {v = dense<-0x7C00> : tensor<2xf16>} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"t.op"() {v = dense<0x1FFFF> : tensor<2xf16>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"t.op"() {v = dense<0x1FF> : vector<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"t.op"() {v = dense<[true, false]> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.op"() {v = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.op"() {v = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

func.func @cmpi_on_floats(%a: f32) {
  // expected-error@+1 {{'lhs' must be signless-integer-like, but got 'f32'}}
  %r = arith.cmpi eq, %a, %a : f32
  return
}

// -----

// A `-` not followed by a number, as an attribute value and as `affine.for`'s step
// (MLIR's `parseAttribute`).
// expected-error @+1 {{expected constant integer or floating point value}}
"t.x"() {a = - foo} : () -> ()
