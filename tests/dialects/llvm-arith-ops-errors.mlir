// The verifiers and parse errors of the llvm ops computing values, in mlir-opt 16's
// wording and at its locations; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @constant_symbol() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@constant_symbol) : i32
  llvm.return
}

// -----

llvm.func @constant_unit() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i64
  llvm.return
}

// -----

llvm.func @constant_string() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @complex_one_element() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f64]) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @complex_two_types() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1 : i64, 1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @complex_struct() {
  // expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f64]) : !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

llvm.func @complex_element_type() {
  // expected-error @+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1.0 : bf16, 1.0 : bf16]) : !llvm.struct<(bf16, bf16)>
  llvm.return
}

// -----

func.func @null_non_pointer() {
  // expected-error @+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  llvm.mlir.null : i32
}

// -----

func.func @fadd_int(%a : i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  return
}

// -----

func.func @add_mixed(%a : i32, %b : i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @fastmath_kind(%a : f32) {
  // expected-error @+1 {{'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fadd %a, %a {fastmathFlags = 1 : i32} : f32
  return
}

// -----

func.func @icmp_non_string(%a : i32) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = llvm.icmp 42 %a, %a : i32
  return
}

// -----

func.func @icmp_wrong_string(%a : i32) {
  // expected-error @+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  return
}

// -----

func.func @icmp_tensor(%a : tensor<4xi32>) {
  // expected-error @+1 {{expected LLVM dialect-compatible type}}
  %0 = llvm.icmp "eq" %a, %a : tensor<4xi32>
  return
}

// -----

func.func @icmp_float(%a : f32) {
  // expected-error @+1 {{'llvm.icmp' op operand #0 must be integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.icmp"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @icmp_result(%a : i32) {
  // expected-error @+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @icmp_predicate(%a : i32) {
  // expected-error @+1 {{'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: llvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @icmp_shape(%a : vector<4xi32>) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) {predicate = 1 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}

// -----

func.func @select_condition(%a : vector<4xf32>, %i : i32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.select"(%i, %a, %a) : (i32, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @freeze_tensor(%a : tensor<4xf32>) {
  // expected-error @+1 {{'llvm.freeze' op operand #0 must be LLVM dialect-compatible type, but got 'tensor<4xf32>'}}
  %0 = llvm.freeze %a : tensor<4xf32>
  return
}

// -----

func.func @sext_float(%a : i32) {
  // expected-error @+1 {{'llvm.sext' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  return
}

// -----

func.func @bitcast_aggregate(%a : !llvm.struct<(i32)>) {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %a : !llvm.struct<(i32)> to i32
  return
}

// -----

func.func @insertvalue_non_llvm_type(%a : i32, %b : tensor<*xi32>) {
  llvm.insertvalue %a, %b[0] : tensor<*xi32>
// expected-error @+1 {{expected LLVM IR Dialect type, got 'tensor<*xi32>'}}
}

// -----

func.func @insertvalue_out_of_bounds(%a : i32, %b : !llvm.struct<(i32)>) {
  llvm.insertvalue %a, %b[1] : !llvm.struct<(i32)>
// expected-error @+1 {{position out of bounds: 1}}
}

// -----

func.func @extractvalue_wrong_nesting(%b : !llvm.struct<(i32)>) {
  llvm.extractvalue %b[0, 0] : !llvm.struct<(i32)>
// expected-error @+1 {{expected LLVM IR structure/array type, got: 'i32'}}
}

// -----

func.func @extractvalue_array_out_of_bounds(%b : !llvm.array<1 x i32>) {
  // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: -1}}
  %0 = "llvm.extractvalue"(%b) {position = array<i64: -1>} : (!llvm.array<1 x i32>) -> i32
  return
}

// -----

func.func @insertvalue_invalid_type(%a : !llvm.array<1 x i32>) -> !llvm.array<1 x i32> {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert '!llvm.array<1 x i32>' into '!llvm.array<1 x i32>'}}
  %b = "llvm.insertvalue"(%a, %a) {position = array<i64: 0>} : (!llvm.array<1 x i32>, !llvm.array<1 x i32>) -> !llvm.array<1 x i32>
  return %b : !llvm.array<1 x i32>
}

// -----

func.func @extractvalue_invalid_type(%a : !llvm.array<4 x vector<8xf32>>) -> !llvm.array<4 x vector<8xf32>> {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<4 x vector<8xf32>>' should produce 'vector<8xf32>' but this op returns '!llvm.array<4 x vector<8xf32>>'}}
  %b = "llvm.extractvalue"(%a) {position = array<i64: 1>} : (!llvm.array<4 x vector<8xf32>>) -> !llvm.array<4 x vector<8xf32>>
  return %b : !llvm.array<4 x vector<8xf32>>
}

// -----

func.func @extractelement_type(%a : vector<4xf32>, %i : i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%a, %i) : (vector<4xf32>, i32) -> i32
  return
}

// -----

func.func @insertelement_type(%a : vector<4xf32>, %i : i32) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%a, %i, %i) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  return
}

// -----

func.func @extractelement_non_vector(%a : tensor<4xf32>, %i : i32) {
  // expected-error @+1 {{'vector' must be LLVM dialect-compatible vector type, but got 'tensor<4xf32>'}}
  %0 = llvm.extractelement %a[%i : i32] : tensor<4xf32>
  return
}

// -----

func.func @shufflevector_scalable(%a : vector<[4]xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %a, %a [0, 1] : vector<[4]xf32>
  return
}

// -----

func.func @shufflevector_non_vector(%a : i32) {
  %0 = llvm.shufflevector %a, %a [0, 1] : i32
// expected-error @+1 {{expected an LLVM compatible vector type}}
}
