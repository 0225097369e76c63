// The verifiers and parse errors of the first llvm ops, in mlir-opt 16's wording and
// at its locations; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-note @+1 {{when returning from function}}
llvm.func @void_with_operand(%arg0: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %arg0 : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @missing_operand() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @mismatch(%arg0: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %arg0 : i64
}

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_linkage() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_decl()

// -----

// expected-error @+1 {{failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error @+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @tensor_arg(tensor<4xf32>)

// -----

// The result type is quoted, as a type in any diagnostic.
// expected-error @+1 {{failed to construct function type: expected LLVM type for function results'tensor<*xf32>'}}
llvm.func @tensor_result() -> tensor<*xf32>

// -----

// expected-error @+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @ellipsis_first(..., i32)

// -----

func.func @load_not_pointer(%arg0: i32) {
  // expected-error @+1 {{expected LLVM pointer type}}
  %0 = llvm.load %arg0 : i32
  return
}

// -----

func.func @load_opaque_without_type(%arg0: !llvm.ptr) {
  // expected-error @+1 {{expected '->'}}
  %0 = llvm.load %arg0 : !llvm.ptr
  return
}

// -----

func.func @store_not_pointer(%arg0: i32) {
  // expected-error @+1 {{expected LLVM pointer type}}
  llvm.store %arg0, %arg0 : i32
  return
}

// -----

func.func @load_opaque_struct(%arg0: !llvm.ptr<struct<"o", opaque>>) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer to LLVM type with size, but got '!llvm.ptr<struct<"o", opaque>>'}}
  %0 = llvm.load %arg0 : !llvm.ptr<struct<"o", opaque>>
  return
}

// -----

func.func @undef_tensor() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xf32>'}}
  %0 = llvm.mlir.undef : tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{entry block argument #0 is not of LLVM type}}
"llvm.func"() ({
^bb0(%arg0: tensor<4xf32>):
  "llvm.return"() : () -> ()
}) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (tensor<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "bad_arg"} : () -> ()
