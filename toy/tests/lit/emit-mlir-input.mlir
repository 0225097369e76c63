// `-emit=mlir` of an .mlir input: parsed and verified with the Toy dialect, printed
// back on standard error in custom form (MLIR's `module->dump()`).
// RUN: toyc-ch2 %s -emit=mlir 2>&1 | FileCheck %s
// RUN: toyc-ch7 %s -emit=mlir 2>&1 | FileCheck %s
// RUN: cat %s | toyc-ch4 -x mlir -emit=mlir 2>&1 | FileCheck %s
// IR that does not verify: its diagnostic, then MLIR's `Error can't load file`, exit 3.
// RUN: sed 's/toy.return$/toy.return %%5 : tensor<*xf64>/' %s > %t.bad.mlir
// RUN: (toyc-ch2 %t.bad.mlir -emit=mlir > %t.out 2>&1; echo "exit $?") | FileCheck %s --check-prefix=EXIT
// RUN: FileCheck %s --check-prefix=BAD < %t.out

toy.func @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = "toy.transpose"(%arg1) : (tensor<*xf64>) -> tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<2x3xf64>
  %2 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
  %3 = toy.reshape(%2 : tensor<6xf64>) to tensor<2x3xf64>
  %4 = toy.generic_call @multiply_transpose(%1, %3) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %5 = toy.add %4, %4 : tensor<*xf64>
  toy.print %5 : tensor<*xf64>
  toy.return
}

// CHECK-LABEL: toy.func @multiply_transpose(
// CHECK-SAME:      %[[A:.*]]: tensor<*xf64>, %[[B:.*]]: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %[[T0:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[T1:.*]] = toy.transpose(%[[B]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[T0]], %[[T1]] : tensor<*xf64>
// CHECK-NEXT:    toy.return %[[M]] : tensor<*xf64>
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    toy.reshape(%{{.*}} : tensor<2x3xf64>) to tensor<2x3xf64>
// CHECK:         toy.generic_call @multiply_transpose(%{{.*}}, %{{.*}}) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
// CHECK-NEXT:    toy.add %{{.*}}, %{{.*}} : tensor<*xf64>
// CHECK-NEXT:    toy.print %{{.*}} : tensor<*xf64>
// CHECK-NEXT:    toy.return{{$}}

// BAD: bad.mlir:{{[0-9]+}}:3: error: 'toy.return' op
// BAD: Error can't load file {{.*}}bad.mlir
// EXIT: exit 3
