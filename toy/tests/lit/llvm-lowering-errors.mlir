// IR the lowering to llvm cannot take: the full conversion fails at the op it could not
// legalize, with its location, and the driver exits 4 as MLIR's toyc does when its pass
// manager fails.
// RUN: not toyc-ch6 %s -emit=mlir-llvm 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=mlir-llvm; test $? -eq 4

module {
  func.func @main(%arg0: tensor<2xf64>) {
    toy.print %arg0 : tensor<2xf64>
    return
  }
}

// CHECK: llvm-lowering-errors.mlir:8:3: error: failed to legalize operation 'func.func'
