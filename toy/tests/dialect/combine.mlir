// The canonicalization patterns of chapter 3: the DRR rules of `ToyCombine.td` on
// `toy.reshape` and the Rust `SimplifyRedundantTranspose` on `toy.transpose`, each seen
// applying by name in the `--debug-rewrites` trace.
// RUN: toy-opt %s --canonicalize | FileCheck %s
// RUN: toy-opt %s --canonicalize --debug-rewrites --mlir-disable-threading 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// Each rule alone (the folds of the constants still run).
// RUN: toy-opt %s --canonicalize=enable-patterns=ReshapeReshapeOptPattern | FileCheck %s --check-prefix=RR
// RUN: toy-opt %s --canonicalize=enable-patterns=RedundantReshapeOptPattern | FileCheck %s --check-prefix=RED
// RUN: toy-opt %s --canonicalize=enable-patterns=FoldConstantReshapeOptPattern | FileCheck %s --check-prefix=CST

// Reshape(Reshape(x)) = Reshape(x)
// CHECK-LABEL: toy.func @reshape_reshape(
// CHECK-SAME:      %[[ARG:.*]]: tensor<6xf64>)
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[ARG]] : tensor<6xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %[[R]] : tensor<3x2xf64>
// TRACE: pattern ReshapeReshapeOptPattern (spec/toy/ToyCombine.td:{{[0-9]+}}) applied to 'toy.reshape'
// RR-LABEL: toy.func @reshape_reshape(
// RR-NEXT:    %[[R:.*]] = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>
// RR-NEXT:    toy.return %[[R]] : tensor<3x2xf64>
toy.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %1 : tensor<3x2xf64>
}

// Reshape(x) = x, where input and output shapes are identical
// CHECK-LABEL: toy.func @redundant_reshape(
// CHECK-NEXT:    toy.return %arg0 : tensor<2x3xf64>
// TRACE: pattern RedundantReshapeOptPattern (spec/toy/ToyCombine.td:{{[0-9]+}}) applied to 'toy.reshape'
// RED-LABEL: toy.func @redundant_reshape(
// RED-NEXT:    toy.return %arg0 : tensor<2x3xf64>
// RR-LABEL: toy.func @redundant_reshape(
// RR-NEXT:    toy.reshape
toy.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// A reshape to another shape stays.
// CHECK-LABEL: toy.func @reshape_kept(
// CHECK-NEXT:    toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
toy.func @reshape_kept(%arg0: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %0 : tensor<3x2xf64>
}

// Reshape(Constant(x)) = x'
// CHECK-LABEL: toy.func @reshape_constant()
// The new constants go to the start of the block, as the greedy driver puts them.
// CHECK-DAG:     %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-DAG:     %[[S:.*]] = toy.constant dense<5.000000e+00> : tensor<2x2xf64>
// CHECK:         %[[A:.*]] = toy.add %[[C]], %[[S]] : tensor<2x2xf64>
// CHECK-NEXT:    toy.return %[[A]] : tensor<2x2xf64>
// TRACE: pattern FoldConstantReshapeOptPattern (spec/toy/ToyCombine.td:{{[0-9]+}}) applied to 'toy.reshape'
// CST-LABEL: toy.func @reshape_constant()
// CST:         toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
toy.func @reshape_constant() -> tensor<2x2xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %1 = toy.reshape(%0 : tensor<4xf64>) to tensor<2x2xf64>
  %2 = toy.constant dense<5.0> : tensor<4xf64>
  %3 = toy.reshape(%2 : tensor<4xf64>) to tensor<2x2xf64>
  %4 = toy.add %1, %3 : tensor<2x2xf64>
  toy.return %4 : tensor<2x2xf64>
}

// A constant of another number of elements is not reshaped.
// CHECK-LABEL: toy.func @reshape_constant_mismatch()
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf64>
// CHECK-NEXT:    toy.reshape(%[[C]] : tensor<4xf64>) to tensor<3xf64>
toy.func @reshape_constant_mismatch() -> tensor<3xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %1 = toy.reshape(%0 : tensor<4xf64>) to tensor<3xf64>
  toy.return %1 : tensor<3xf64>
}

// transpose(transpose(x)) = x
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-NEXT:    toy.return %arg0 : tensor<*xf64>
// TRACE: pattern SimplifyRedundantTranspose (Rust) applied to 'toy.transpose'
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}

// One transpose stays.
// CHECK-LABEL: toy.func @transpose_once(
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %[[T]] : tensor<3x2xf64>
toy.func @transpose_once(%arg0: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %0 : tensor<3x2xf64>
}

// A cast to its input's type folds.
// CHECK-LABEL: toy.func @identity_cast(
// CHECK-NEXT:    toy.return %arg0 : tensor<2x3xf64>
toy.func @identity_cast(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}
