// `strided<...>` layouts: MLIR's messages at MLIR's positions, and canonical printing.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: strata-opt --allow-unregistered-dialect %S/Inputs/strided-ok.mlir | FileCheck %S/Inputs/strided-ok.mlir
// RUN: mlir-opt --allow-unregistered-dialect %S/Inputs/strided-ok.mlir | FileCheck %S/Inputs/strided-ok.mlir

// expected-error @below {{expected ']'}}
"t.x"() {s = strided<[2 3]>} : () -> ()

// -----

// expected-error @below {{strides must not be zero}}
"t.x"() {s = strided<[0]>} : () -> ()

// -----

// expected-error @below {{expected a 64-bit signed integer or '?'}}
"t.x"() {s = strided<[1], offset: foo>} : () -> ()

// -----

// expected-error @below {{expected ','}}
"t.x"() {s = strided<[1] x>} : () -> ()

// -----

// expected-error @below {{expected '>'}}
"t.x"() {s = strided<[1], offset: 2 x>} : () -> ()

// -----

// expected-error @below {{expected 'offset' after comma}}
"t.x"() {s = strided<[1], off: 2>} : () -> ()

// -----

// expected-error @below {{expected ':' after 'offset'}}
"t.x"() {s = strided<[1], offset 2>} : () -> ()

// -----

// expected-error @below {{expected a 64-bit signed integer or '?'}}
"t.x"() {s = strided<[1,]>} : () -> ()

// -----

// expected-error @below {{expected the number of strides to match the rank}}
func.func @f(%m: memref<4xf32, strided<[1, 1]>>) { return }
