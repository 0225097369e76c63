// IR the lowerings cannot take: a print of a tensor argument is illegal after the lowering
// to affine (which runs first in the toyc pipeline of -emit=mlir-llvm); the conversion fails
// at the op, with its location, and the driver exits 4 as MLIR's toyc does when its pass
// manager fails.
// RUN: not toyc-ch6 %s -emit=mlir-llvm 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=mlir-llvm; test $? -eq 4

module {
  func.func @main(%arg0: tensor<2xf64>) {
    toy.print %arg0 : tensor<2xf64>
    return
  }
}

// CHECK: loc("{{.*}}llvm-lowering-errors.mlir":10:5): error: failed to legalize operation 'toy.print' that was explicitly marked illegal
