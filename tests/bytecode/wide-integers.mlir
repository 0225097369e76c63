// Integers wider than 128 bits in bytecode, both ways: an `IntegerAttr` as its active
// 64-bit words, a `DenseElementsAttr` of them as each element in its storage width
// (a splat as one element). strata-opt writes mlir-opt 16's bytes and reads mlir-opt's
// bytecode to mlir-opt's text.
// RUN: strata-opt --emit-bytecode %s -o %t.strata.mlirbc
// RUN: mlir-opt --emit-bytecode %s -o %t.mlir.mlirbc
// RUN: cmp %t.strata.mlirbc %t.mlir.mlirbc
// RUN: mlir-opt %t.mlir.mlirbc > %t.text
// RUN: strata-opt %t.mlir.mlirbc > %t.from-mlir
// RUN: diff %t.text %t.from-mlir
// RUN: FileCheck %s < %t.from-mlir

// CHECK: test.a = 123456789012345678901234567890123456789012345678901234567890 : i200
// CHECK-SAME: test.b = -5 : i200
// CHECK-SAME: test.c = 340282366920938463463374607431768211456 : ui129
// CHECK-SAME: test.d = -1 : si256
// CHECK-SAME: test.e = 0 : i1000
// CHECK-SAME: test.f = -340282366920938463463374607431768211457 : i192
module attributes {test.a = 123456789012345678901234567890123456789012345678901234567890 : i200, test.b = -5 : i200, test.c = 340282366920938463463374607431768211456 : ui129, test.d = -1 : si256, test.e = 0 : i1000, test.f = -340282366920938463463374607431768211457 : i192} {
  // CHECK: dense<[1, -2]> : tensor<2xi129>
  // CHECK: dense<5> : tensor<4xi200>
  // CHECK: dense<[340282366920938463463374607431768211456, -1]> : vector<2xi256>
  // CHECK: dense<{{\[\[}}0, 1, 2], [3, 4, 5]]> : tensor<2x3xi130>
  func.func @f() -> (tensor<2xi129>, tensor<4xi200>, vector<2xi256>, tensor<2x3xi130>) {
    %0 = arith.constant dense<[1, -2]> : tensor<2xi129>
    %1 = arith.constant dense<5> : tensor<4xi200>
    %2 = arith.constant dense<[340282366920938463463374607431768211456, -1]> : vector<2xi256>
    %3 = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi130>
    return %0, %1, %2, %3 : tensor<2xi129>, tensor<4xi200>, vector<2xi256>, tensor<2x3xi130>
  }
}
