// `sparse<indices, values> : type` attributes are structured: the indices and values
// are parsed as tensor literals and printed normalized, exactly as mlir-opt 16 prints
// them (splat indices and values collapsed, floats in MLIR's format, hex data for more
// than 100 values, `sparse<>` when there is no index, complex and string values).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s > %t.strata && mlir-opt --allow-unregistered-dialect %s > %t.mlir && diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.sg && mlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.mg && diff %t.mg %t.sg
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect > %t.back && diff %t.mlir %t.back
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-elide-elementsattrs-if-larger=2 > %t.se && mlir-opt --allow-unregistered-dialect %s --mlir-elide-elementsattrs-if-larger=2 > %t.me && diff %t.me %t.se

// CHECK: "t.a"() {x = sparse<{{\[\[}}0, 0, 5]], -2.000000e+00> : vector<1x1x10xf16>} : () -> ()
"t.a"() {x = sparse<[[0, 0, 5]],  -2.0> : vector<1x1x10xf16>} : () -> ()
// CHECK: "t.b"() {x = sparse<0, -2> : tensor<1x1x1xi8>} : () -> ()
"t.b"() {x = sparse<[[0, 0, 0]], [-2]> : tensor<1x1x1xi8>} : () -> ()
// CHECK: "t.c"() {x = sparse<{{\[\[}}1, 1, 0], [0, 1, 0], [0, 0, 1]], [2, -1, 5]> : tensor<2x2x2xi16>} : () -> ()
"t.c"() {x = sparse<[[1,1,0],[0,1,0],[0,0,1]], [2,-1,5]> : tensor<2x2x2xi16>} : () -> ()
// CHECK: "t.d"() {x = sparse<{{\[\[}}1, 1, 0], [0, 1, 1]], 7> : tensor<2x2x2xi32>} : () -> ()
"t.d"() {x = sparse<[[1, 1, 0], [0, 1, 1]], [7, 7]> : tensor<2x2x2xi32>} : () -> ()
// CHECK: "t.e"() {x = sparse<> : tensor<1x1xi32>} : () -> ()
"t.e"() {x = sparse<> : tensor<1x1xi32>} : () -> ()
// CHECK: "t.f"() {x = sparse<> : tensor<i32>} : () -> ()
"t.f"() {x = sparse<0, 1> : tensor<i32>} : () -> ()
// CHECK: "t.g"() {x = sparse<[0, 1], [1.500000e+00, 0x7FC00000]> : tensor<4xf32>} : () -> ()
"t.g"() {x = sparse<[0, 1], [1.5, 0x7FC00000]> : tensor<4xf32>} : () -> ()
// CHECK: "t.h"() {x = sparse<{{\[\[}}0], [3]], [true, false]> : vector<4xi1>} : () -> ()
"t.h"() {x = sparse<[[0], [3]], [1, 0]> : vector<4xi1>} : () -> ()
// CHECK: "t.i"() {x = sparse<{{\[\[}}0, 1], [1, 0]], [(1,2), (3,-4)]> : tensor<2x2xcomplex<i32>>} : () -> ()
"t.i"() {x = sparse<[[0, 1], [1, 0]], [(1, 2), (3, -4)]> : tensor<2x2xcomplex<i32>>} : () -> ()
// CHECK: "t.j"() {x = sparse<0, (1.000000e+00,2.500000e+00)> : tensor<2x2xcomplex<f64>>} : () -> ()
"t.j"() {x = sparse<[[0, 0]], [(1.0, 2.5)]> : tensor<2x2xcomplex<f64>>} : () -> ()
// CHECK: "t.k"() {x = sparse<{{\[\[}}0, 1], [1, 0]], ["a", "b\0A"]> : tensor<2x2x!t.s>} : () -> ()
"t.k"() {x = sparse<[[0, 1], [1, 0]], ["a", "b\n"]> : tensor<2x2x!t.s>} : () -> ()
// CHECK: "t.l"() {x = sparse<{{\[\[}}0, 1], [1, 0]], "x"> : tensor<2x2x!t.s>} : () -> ()
"t.l"() {x = sparse<[[0, 1], [1, 0]], ["x", "x"]> : tensor<2x2x!t.s>} : () -> ()
// CHECK: "t.m"() {x = sparse<{{\[\[}}0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()
"t.m"() {x = sparse<[[0, 1], [1, 0]], "0x0100000002000000"> : tensor<2x2xi32>} : () -> ()
// CHECK: "t.n"() {x = sparse<[0, 1], [255, 1]> : memref<4xui8>} : () -> ()
"t.n"() {x = sparse<[0, 1], [255, 1]> : memref<4xui8>} : () -> ()
// CHECK: "t.o"() {x = sparse<0, 3> : vector<[4]xindex>} : () -> ()
"t.o"() {x = sparse<[0], [3]> : vector<[4]xindex>} : () -> ()
// CHECK: "t.p"() {x = sparse<{{\[\[}}0, 1], [0, 1]], [3, 4]> : tensor<2x2xi64>} : () -> ()
"t.p"() {x = sparse<[[0, 1], [0, 1]], [3, 4]> : tensor<2x2xi64>} : () -> ()
// CHECK: "t.q"() {x = sparse<[1, 0], [2, 1]> : tensor<2xi8>, y = sparse<0, 1> : tensor<1x1xi8>} : () -> ()
"t.q"() {x = sparse<[1, 0], [2, 1]> : tensor<2xi8>, y = sparse<[[0, 0]], [1]> : tensor<1x1xi8>} : () -> ()
// CHECK: "t.r"() {x = sparse<{{\[\[}}0, 0], [1, 1]], (1.000000e+00,2.000000e+00)> : tensor<2x2xcomplex<f32>>} : () -> ()
"t.r"() {x = sparse<[[0, 0], [1, 1]], [(1.0, 2.0), (1.0, 2.0)]> : tensor<2x2xcomplex<f32>>} : () -> ()
// More than 100 values print as hex data; indices never do.
// CHECK: "t.s"() {x = sparse<[0, 1, 2, {{.*}}, 100], "0x0000010002000300{{.*}}"> : tensor<101xi16>} : () -> ()
"t.s"() {x = sparse<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>} : () -> ()
