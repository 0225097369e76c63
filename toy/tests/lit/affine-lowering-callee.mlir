// What the lowering to affine cannot lower is an error of the conversion at the op
// (printed by the default diagnostic handler, as MLIR's toyc prints it), and
// toyc exits 4 (its pass manager failed) without printing the module. A function other
// than main (the lowering expects every call inlined):
// RUN: not toyc-ch5 %s -emit=mlir-affine 2>&1 | FileCheck %s
// RUN: toyc-ch5 %s -emit=mlir-affine > /dev/null 2>&1; test $? -eq 4
// main with arguments:
// RUN: sed -e 's/^toy.func @f() {/toy.func @main(%%arg0: tensor<2xf64>) {/' -e 's/^toy.func @main() {/toy.func @g() {/' %s > %t.args.mlir
// RUN: not toyc-ch6 %t.args.mlir -emit=mlir-affine 2>&1 | FileCheck %s --check-prefix=ARGS

toy.func @f() {
  toy.return
}
toy.func @main() {
  toy.return
}

// CHECK: loc("{{.*}}affine-lowering-callee.mlir":11:1): error: failed to legalize operation 'toy.func' that was explicitly marked illegal
// CHECK-NOT: module
// ARGS: loc("{{.*}}args.mlir":11:1): error: failed to legalize operation 'toy.func' that was explicitly marked illegal
