// The Toy verifiers, custom parsers and constraints, each with MLIR's message.
// RUN: toy-opt %s --split-input-file --verify-diagnostics

toy.func @main() {
  // expected-error @+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<2x1xf64>
  toy.return
}

// -----

toy.func @main() {
  // expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @main() {
  // An unranked result takes a value of any shape.
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<*xf64>
  // expected-error @+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %1 = "toy.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xf64>
  toy.return
}

// -----

toy.func @main() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = toy.constant 1.0 : f64
  toy.return
}

// -----

toy.func @main() {
  // expected-error @+1 {{constant of TensorType must be initialized by a DenseFPElementsAttr, got dense<[1, 2]> : tensor<2xi32>}}
  %0 = toy.struct_constant [dense<[1, 2]> : tensor<2xi32>] : !toy.struct<tensor<*xf64>>
  toy.return
}

// -----

toy.func @main() {
  // expected-error @+1 {{constant of StructType must be initialized by an ArrayAttr with the same number of elements, got [dense<1.000000e+00> : tensor<2xf64>]}}
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}

// -----

toy.func @main() {
  // expected-error @+1 {{'toy.struct_constant' op return type shape mismatches its attribute at dimension 1: 2 != 3}}
  %0 = toy.struct_constant [[dense<1.0> : tensor<2x2xf64>]] : !toy.struct<!toy.struct<tensor<2x3xf64>>>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  // expected-error @+1 {{'toy.struct_access' op index should be within the range of the input struct type}}
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  // expected-error @+1 {{'toy.struct_access' op must have the same result type as the struct element referred to by the index}}
  %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<2xf64>
  toy.return
}

// -----

// expected-error @+1 {{element type for a struct must either be a TensorType or a StructType, got: f32}}
toy.func private @f(%arg0: !toy.struct<tensor<*xf64>, f32>)

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %arg0, %arg0 : tensor<2xf64>, tensor<2xf64>
}

// -----

toy.func @main(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'toy.return' op does not return the same number of values (0) as the enclosing function (1)}}
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) -> tensor<3xf64> {
  // expected-error @+1 {{type of return operand (tensor<2xf64>) doesn't match function result type (tensor<3xf64>)}}
  toy.return %arg0 : tensor<2xf64>
}

// -----

// An unranked operand or result matches any shape.
toy.func @main(%arg0: tensor<*xf64>) -> tensor<3xf64> {
  toy.return %arg0 : tensor<*xf64>
}

// -----

func.func @f(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return %arg0 : tensor<2xf64>
}

// -----

toy.func @main(%arg0: tensor<2x3xf64>) {
  // expected-error @+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<?xf64>' are cast incompatible}}
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<?xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.cast' op requires the same shape for all operands and results}}
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<3xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'}}
  %0 = toy.reshape(%arg0 : tensor<2xf64>) to tensor<*xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values or memref of 64-bit float values, but got 'tensor<2xi32>'}}
  toy.print %arg0 : tensor<2xi32>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  // expected-error @+1 {{'toy.add' op operand #1 must be tensor of 64-bit float values, but got '!toy.struct<tensor<*xf64>>'}}
  %1 = "toy.add"(%arg0, %0) : (tensor<2xf64>, !toy.struct<tensor<*xf64>>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{expected 2 operands}}
  %0 = toy.add %arg0 : tensor<2xf64>
  toy.return
}

// -----

toy.func @main(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'toy.print' op requires zero results}}
  %0 = "toy.print"(%arg0) : (tensor<2xf64>) -> tensor<2xf64>
  toy.return
}
