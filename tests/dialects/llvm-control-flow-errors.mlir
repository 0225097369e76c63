// The verifiers and parse errors of the llvm dialect's terminators and calls, in
// mlir-opt 16's wording and at its locations; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @switch_case_values(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_too_many_values(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_weights(%a: i32) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %a : i32, ^bb1 [
    42: ^bb1
  ] {branch_weights = dense<[13, 17, 19]> : vector<3xi32>}
^bb1:
  llvm.return
}

// -----

llvm.func @br_operands(%a: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i1)
^bb1:
  llvm.return
}

// -----

llvm.func @cond_br_condition(%a: i32) {
  // expected-error @+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%a)[^bb1, ^bb1] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_bad_case(%a: i32) {
  // expected-error @+1 {{expected ']'}}
  llvm.switch %a : i32, ^bb1 [
    x: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @too_few_varargs() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)}}
  %0 = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @too_many(%a: i32) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @g(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @not_a_pointer(%a: i32) {
  // expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: '<<NULL TYPE>>'}}
  %0 = "llvm.call"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @not_a_function(%a: !llvm.ptr<i32>) {
  // expected-error @+1 {{'llvm.call' op callee does not have a functional type: 'i32'}}
  %0 = "llvm.call"(%a) : (!llvm.ptr<i32>) -> i32
  llvm.return
}

// -----

llvm.func @non_llvm_result(%a: i32) {
  // expected-error @+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = llvm.call @non_llvm_result(%a) : (i32) -> (tensor<i32>)
  llvm.return
}

// -----

llvm.func @non_llvm_input(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.call' expected LLVM types as inputs}}
  %0 = llvm.call %a(%a) : (tensor<i32>) -> (i32)
  llvm.return
}

// -----

llvm.func @non_function_type(%callee : !llvm.ptr<func<i8 (i8)>>, %arg : i8) {
  // expected-error @+1 {{expected function type}}
  llvm.call %callee(%arg) : !llvm.func<i8 (i8)>
  llvm.return
}

// -----

llvm.func @two_results(%callee : !llvm.ptr<func<i8 (i8)>>, %arg : i8) {
  // expected-error @+1 {{expected function with 0 or 1 result}}
  llvm.call %callee(%arg) : (i8) -> (i8, i8)
  llvm.return
}

// -----

llvm.func @non_llvm_indirect_result(%callee : !llvm.ptr<func<i8 (i8)>>, %arg : i8) {
  // expected-error @+1 {{expected result to have LLVM type}}
  llvm.call %callee(%arg) : (i8) -> tensor<i8>
  llvm.return
}

// -----

func.func @no_callee() {
  // expected-error @+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() : () -> ()
  llvm.return
}

// -----

func.func @unknown_symbol() {
  // expected-error @+1 {{'llvm.call' op 'missing_callee' does not reference a symbol in the current scope}}
  llvm.call @missing_callee() : () -> ()
  llvm.return
}

// -----

func.func private @standard_func_callee()

func.func @call_non_llvm() {
  // expected-error @+1 {{'llvm.call' op 'standard_func_callee' does not reference a valid LLVM function}}
  llvm.call @standard_func_callee() : () -> ()
  llvm.return
}

// -----

llvm.func @callee_func(i8) -> ()

func.func @callee_arg_mismatch(%arg0 : i32) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i8'}}
  llvm.call @callee_func(%arg0) : (i32) -> ()
  llvm.return
}

// -----

func.func @indirect_callee_arg_mismatch(%arg0 : i32, %callee : !llvm.ptr<func<void(i8)>>) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i8'}}
  "llvm.call"(%callee, %arg0) : (!llvm.ptr<func<void(i8)>>, i32) -> ()
  llvm.return
}

// -----

llvm.func @callee_func() -> (i8)

func.func @callee_return_mismatch() {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'i8'}}
  %res = llvm.call @callee_func() : () -> (i32)
  llvm.return
}

// -----

llvm.func @caller() {
  // expected-error @below {{expected function call to produce a value}}
  llvm.call @callee() : () -> ()
  llvm.return
}

llvm.func @callee() -> i32

// -----

llvm.func @caller() {
  // expected-error @below {{calling function with void result must not produce values}}
  %0 = llvm.call @callee() : () -> i32
  llvm.return
}

llvm.func @callee() -> ()
