// The lowering needs shapes: toyc runs shape inference before it, so an unranked result
// gets its shape and lowers.
// RUN: toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s
// An op without a lowering (reshape of a non-constant is not folded away before the
// lowering) fails to legalize (exit 4):
// RUN: sed -e 's/toy.print %%1 : tensor<\*xf64>/%%2 = toy.reshape(%%1 : tensor<*xf64>) to tensor<2xf64>\n  toy.print %%2 : tensor<2xf64>/' %s > %t.reshape.mlir
// RUN: not toyc-ch7 %t.reshape.mlir -emit=mlir-affine 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RUN: toyc-ch7 %t.reshape.mlir -emit=mlir-affine > /dev/null 2>&1; test $? -eq 4

toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0]]> : tensor<1x2xf64>
  %1 = toy.transpose(%0 : tensor<1x2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// CHECK:      affine.for
// CHECK:        affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<1x2xf64>
// CHECK:        affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<2x1xf64>
// CHECK:      toy.print %{{.*}} : memref<2x1xf64>
// RESHAPE: loc("{{.*}}reshape.mlir":13:8): error: failed to legalize operation 'toy.reshape' that was explicitly marked illegal
// RESHAPE-NOT: module
