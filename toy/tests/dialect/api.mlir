// The generic form of every op, as a front end's builders make it, parses and prints in
// the custom forms; `toy.func` keeps extra attributes in its `attributes` dictionary.
// RUN: toy-opt %s | FileCheck %s

// CHECK-LABEL: toy.func @generic(%arg0: tensor<2xf64>) -> tensor<2xf64> attributes {note = 1 : i64} {
// CHECK-NEXT:    %0 = toy.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT:    %1 = toy.add %arg0, %0 : tensor<2xf64>
// CHECK-NEXT:    %2 = toy.mul %1, %0 : (tensor<2xf64>, tensor<2xf64>) -> tensor<*xf64>
// CHECK-NEXT:    toy.print %2 : tensor<*xf64>
// CHECK-NEXT:    toy.return %1 : tensor<2xf64>
"toy.func"() ({
^bb0(%arg0: tensor<2xf64>):
  %0 = "toy.constant"() {value = dense<1.0> : tensor<2xf64>} : () -> tensor<2xf64>
  %1 = "toy.add"(%arg0, %0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  %2 = "toy.mul"(%1, %0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<*xf64>
  "toy.print"(%2) : (tensor<*xf64>) -> ()
  "toy.return"(%1) : (tensor<2xf64>) -> ()
}) {sym_name = "generic", function_type = (tensor<2xf64>) -> tensor<2xf64>, note = 1 : i64} : () -> ()
