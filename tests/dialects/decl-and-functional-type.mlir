// Declarations may name their arguments; `functional-type(operands, results)`
// gives each operand group its share of the types.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: not strata-opt %S/Inputs/reshape-count.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: reshape-count.mlir:4:8: error: custom op 'memref.reshape' 2 operands present, but expected 1

// CHECK-LABEL: func.func private @process(memref<128x128xf32>)
func.func private @process(%0 : memref<128x128xf32>)
// CHECK: func.func private @attrs(memref<4xf32>, i32 {foo.x}) -> i32
func.func private @attrs(%a : memref<4xf32>, %b: i32 {foo.x}) -> i32

// CHECK-LABEL: func.func @reshape
func.func @reshape(%src: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x?x8xf32> {
  // CHECK: memref.reshape %{{.*}}(%{{.*}}) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %r : memref<?x?x8xf32>
}
