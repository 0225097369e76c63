// --mlir-print-elementsattrs-with-hex-if-larger=N: the data of dense elements attributes
// (not splats) with more than N elements prints as hex: integers, floats (bf16, f32,
// f64), index, odd widths (ui7), complex pairs, bit-packed i1, a sparse attribute's values
// (never its indices). Without the flag the limit is 100; -1 disables hex printing; any
// other negative limit prints even an empty tensor as "0x". Strings and dense arrays
// never print as hex.
// RUN: strata-opt --allow-unregistered-dialect %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-2 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-2 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=0 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=0 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=3 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=3 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=9 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=9 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=10 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=10 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-elementsattrs-with-hex-if-larger 1 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-elementsattrs-with-hex-if-larger 1 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | FileCheck %s
// RUN: not strata-opt --mlir-print-elementsattrs-with-hex-if-larger=abc %s 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: a = dense<"0x010000000200000003000000"> : tensor<3xi32>
// CHECK-SAME: b = dense<5> : tensor<10xi32>
// CHECK-SAME: n2 = dense<"0xCD01"> : tensor<10xi1>
// CHECK-SAME: x = dense<> : tensor<0xi32>
// BAD: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'abc' value invalid for long argument!

"t.a"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<5> : tensor<10xi32>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<["a", "b", "c"]> : tensor<3x!t.s>, f = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, g = array<i32: 1, 2, 3, 4>, i = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, i2 = dense<[(1.0, 2.0), (3.5, -4.0)]> : tensor<2xcomplex<f32>>, n = dense<[true, false, true]> : tensor<3xi1>, n2 = dense<[true, false, true, true, false, false, true, true, true, false]> : tensor<10xi1>, o = sparse<[[1, 1], [0, 1]], 3> : tensor<2x2xi32>, p = dense<[1, 2]> : tensor<2xi8>, q = dense<[1.5, 2.5]> : tensor<2xbf16>, r = dense<true> : tensor<4xi1>, s = dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>, t = dense<[1, -1]> : tensor<2xi64>, u = dense<[0.5, 1.0, 2.0]> : tensor<3xf64>, v = dense<[1, 2]> : tensor<2xindex>, w = dense<[1, 2, 3]> : tensor<3xui7>, x = dense<[] > : tensor<0xi32>} : () -> ()
"t.b"() ({
^bb0(%arg0: tensor<4xi32>):
  "t.c"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
}) {nested = {inner = dense<[1.5, 2.5, 3.5]> : tensor<3xf64>}, big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>} : () -> ()
