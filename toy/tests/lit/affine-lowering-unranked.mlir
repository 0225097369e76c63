// The lowering needs shapes: a value of unranked tensor type cannot be allocated, and
// its op fails to legalize (exit 4).
// RUN: not toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s
// An op without a lowering (reshape is folded away before the lowering in MLIR's
// pipeline):
// RUN: sed -e 's/toy.transpose(%%0 : tensor<2xf64>) to tensor<\*xf64>/toy.reshape(%%0 : tensor<2xf64>) to tensor<2x1xf64>/' -e 's/tensor<\*xf64>$/tensor<2x1xf64>/' %s > %t.reshape.mlir
// RUN: not toyc-ch7 %t.reshape.mlir -emit=mlir-affine 2>&1 | FileCheck %s --check-prefix=RESHAPE

toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// CHECK: affine-lowering-unranked.mlir:11:8: error: failed to legalize operation 'toy.transpose' that was explicitly marked illegal
// CHECK-NOT: module
// RESHAPE: reshape.mlir:11:8: error: failed to legalize operation 'toy.reshape' that was explicitly marked illegal
