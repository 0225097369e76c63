// Shape inference that cannot finish fails the `-opt` pipeline with MLIR's message at
// the function, and `toyc-chN` exits 4, printing no module. Here `@f` is public, so
// not inlined: its argument stays `tensor<*xf64>`, and neither op using it can be
// inferred.
// RUN: (toyc-ch4 %s -emit=mlir -opt > %t.out 2>&1; echo "exit $?") | FileCheck %s --check-prefix=EXIT
// RUN: FileCheck %s < %t.out
// RUN: (toyc-ch7 %s -emit=mlir -opt > %t.out 2>&1; echo "exit $?") | FileCheck %s --check-prefix=EXIT
// RUN: FileCheck %s < %t.out
// A call of a function without a body stays, and its result, ready to be inferred, has
// no shape inference interface.
// RUN: sed -n '/^\/\/ DECL: /s///p' %s > %t.decl.mlir
// RUN: (toyc-ch4 %t.decl.mlir -emit=mlir -opt > %t.out 2>&1; echo "exit $?") | FileCheck %s --check-prefix=EXIT
// RUN: FileCheck %s --check-prefix=NOIFACE < %t.out

toy.func @f(%arg0: tensor<*xf64>) {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// EXIT: exit 4
// CHECK: opt-shape-inference-failure.mlir":15:1): error: Shape inference failed, 2 operations couldn't be inferred
// CHECK-NOT: toy.func

// DECL: toy.func private @ext(tensor<*xf64>) -> tensor<*xf64>
// DECL: toy.func @main() {
// DECL:   %0 = toy.constant dense<1.0> : tensor<2xf64>
// DECL:   %1 = toy.generic_call @ext(%0) : (tensor<2xf64>) -> tensor<*xf64>
// DECL:   toy.print %1 : tensor<*xf64>
// DECL:   toy.return
// DECL: }
// NOIFACE: decl.mlir":4:8): error: unable to infer shape of operation without shape inference interface
// NOIFACE-NOT: toy.func
