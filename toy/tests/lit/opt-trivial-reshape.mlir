// `-opt` on what MLIRGen makes of the corpus's `trivial_reshape.toy` (chapters 3 to 7),
// with its CHECK lines: the DRR patterns of `ToyCombine.td` fold `reshape(reshape(x))`
// (ReshapeReshapeOptPattern), a reshape to its input's own type
// (RedundantReshapeOptPattern) and the reshape of a constant
// (FoldConstantReshapeOptPattern).
// RUN: toyc-ch3 %s -emit=mlir -opt 2>&1 | FileCheck %s
// RUN: toyc-ch4 %s -emit=mlir -opt 2>&1 | FileCheck %s
// RUN: toyc-ch5 %s -emit=mlir -opt 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=mlir -opt 2>&1 | FileCheck %s
// RUN: toyc-ch7 %s -emit=mlir -opt 2>&1 | FileCheck %s

toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
  %3 = toy.reshape(%2 : tensor<2x1xf64>) to tensor<2x1xf64>
  toy.print %3 : tensor<2x1xf64>
  toy.return
}

// CHECK-LABEL: toy.func @main()
// CHECK-NEXT:    [[VAL_0:%.*]] = toy.constant
// CHECK-SAME: 		dense<[
// CHECK-SAME: 	 	[1.000000e+00], [2.000000e+00]
// CHECK-SAME: 		]> : tensor<2x1xf64>
// CHECK-NEXT:    toy.print [[VAL_0]] : tensor<2x1xf64>
// CHECK-NEXT:    toy.return
