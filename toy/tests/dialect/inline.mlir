// Chapter 4's interfaces: `inline` through the Toy inliner interface, with a `toy.cast`
// wherever the call's types are not the callee's, then `toy-shape-inference`, which
// gives every op a ranked type, and `canonicalize`, which folds the casts of a type to
// itself.
// RUN: toy-opt %s --inline='default-pipeline=' | FileCheck %s
// RUN: toy-opt %s --pass-pipeline='builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse))' | FileCheck %s --check-prefix=SHAPES

toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

// A call whose result type is ranked: the callee's result is cast to it.
toy.func private @add_self(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %arg0, %arg0 : tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}

toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.generic_call @multiply_transpose(%0, %0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %2 = toy.generic_call @add_self(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  toy.print %1 : tensor<*xf64>
  toy.print %2 : tensor<2x3xf64>
  toy.return
}

// CHECK-NOT:   @multiply_transpose
// CHECK-NOT:   @add_self
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    %[[A0:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[A1:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[T0:.*]] = toy.transpose(%[[A0]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[T1:.*]] = toy.transpose(%[[A1]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[T0]], %[[T1]] : tensor<*xf64>
// CHECK-NEXT:    %[[A2:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[S:.*]] = toy.add %[[A2]], %[[A2]] : tensor<*xf64>
// CHECK-NEXT:    %[[R:.*]] = toy.cast %[[S]] : tensor<*xf64> to tensor<2x3xf64>
// CHECK-NEXT:    toy.print %[[M]] : tensor<*xf64>
// CHECK-NEXT:    toy.print %[[R]] : tensor<2x3xf64>
// CHECK-NEXT:    toy.return

// SHAPES-LABEL: toy.func @main() {
// SHAPES-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// SHAPES-NEXT:    %[[T:.*]] = toy.transpose(%[[C]] : tensor<2x3xf64>) to tensor<3x2xf64>
// SHAPES-NEXT:    %[[M:.*]] = toy.mul %[[T]], %[[T]] : tensor<3x2xf64>
// SHAPES-NEXT:    %[[S:.*]] = toy.add %[[C]], %[[C]] : tensor<2x3xf64>
// SHAPES-NEXT:    toy.print %[[M]] : tensor<3x2xf64>
// SHAPES-NEXT:    toy.print %[[S]] : tensor<2x3xf64>
// SHAPES-NEXT:    toy.return
