// The verifiers and the syntax errors of MLIR 16's llvm types beyond the corpus's
// types-invalid.mlir, in mlir-opt 16's wording and at its locations; mlir-opt agrees.
// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @label_result() {
  // expected-error @+1 {{invalid function result type: '!llvm.label'}}
  "some.op"() : () -> !llvm.func<label ()>
}

// -----

func.func @void_argument() {
  // expected-error @+1 {{invalid function argument type: '!llvm.void'}}
  "some.op"() : () -> !llvm.func<i8 (i8, void)>
}

// -----

func.func @pointer_to_index() {
  // expected-error @+1 {{invalid pointer element type: 'index'}}
  "some.op"() : () -> !llvm.ptr<index, 1>
}

// -----

func.func @nested_error() {
  // expected-error @+1 {{invalid array element type: '!llvm.token'}}
  "some.op"() : () -> !llvm.struct<(i32, array<2 x token>)>
}

// -----

func.func @fixed_vector_of_int() {
  // expected-error @+1 {{invalid vector element type}}
  "some.op"() : () -> !llvm.vec<4 x struct<()>>
}

// -----

func.func @self_reference_outside() {
  // expected-error @+1 {{expected ','}}
  "some.op"() : () -> !llvm.struct<"alone">
}

// -----

func.func @unknown_nested() {
  // expected-error @+1 {{unknown LLVM type: pointer}}
  "some.op"() : () -> !llvm.array<2 x pointer>
}
