// `-opt` on what MLIRGen makes of the corpus's `transpose_transpose.toy` (chapters 3
// to 7), with its CHECK lines: `transpose(transpose(x))` is `x` (the Rust pattern
// `SimplifyRedundantTranspose`). From chapter 4, the function is private, as MLIRGen
// makes the functions other than `main`, and is inlined, then erased.
// RUN: toyc-ch3 %s -emit=mlir -opt 2>&1 | FileCheck %s --check-prefix=CH3
// RUN: sed 's/toy.func @transpose_transpose/toy.func private @transpose_transpose/' %s > %t.mlir
// RUN: toyc-ch4 %t.mlir -emit=mlir -opt 2>&1 | FileCheck %s --check-prefix=CH4
// RUN: toyc-ch5 %t.mlir -emit=mlir -opt 2>&1 | FileCheck %s --check-prefix=CH4
// RUN: toyc-ch6 %t.mlir -emit=mlir -opt 2>&1 | FileCheck %s --check-prefix=CH4
// RUN: toyc-ch7 %t.mlir -emit=mlir -opt 2>&1 | FileCheck %s --check-prefix=CH4

toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<2x3xf64>
  %2 = toy.generic_call @transpose_transpose(%1) : (tensor<2x3xf64>) -> tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}

// CH3-LABEL: toy.func @transpose_transpose(
// CH3-SAME:                                [[VAL_0:%.*]]: tensor<*xf64>) -> tensor<*xf64>
// CH3-NEXT:    toy.return [[VAL_0]] : tensor<*xf64>

// CH3-LABEL: toy.func @main()
// CH3-NEXT:    [[VAL_1:%.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CH3-NEXT:    [[VAL_2:%.*]] = toy.generic_call @transpose_transpose([[VAL_1]]) : (tensor<2x3xf64>) -> tensor<*xf64>
// CH3-NEXT:    toy.print [[VAL_2]] : tensor<*xf64>
// CH3-NEXT:    toy.return

// CH4-NOT:   @transpose_transpose
// CH4-LABEL: toy.func @main()
// CH4-NEXT:    [[VAL_1:%.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CH4-NEXT:    toy.print [[VAL_1]] : tensor<2x3xf64>
// CH4-NEXT:    toy.return
