// --mlir-elide-elementsattrs-if-larger=N: elements attributes (dense, also of
// strings and complex numbers, and sparse: its indices or its values) with more
// than N elements print as `dense_resource<__elided__>`; splats never do, and
// neither do dense arrays or dense_resource attributes.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=0 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=0 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=2 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=2 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=3 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=3 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=5 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=5 %s > %t.mlir
// RUN: diff %t.mlir %t.strata
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=100 %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=100 %s > %t.mlir
// RUN: diff %t.mlir %t.strata

"t.a"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<5> : tensor<10xi32>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<["a", "b", "c"]> : tensor<3x!t.s>, e = dense<"x"> : tensor<4x!t.s>, f = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, g = array<i32: 1, 2, 3, 4>, h = [dense<[1, 2]> : tensor<2xi8>], i = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, j = dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>, l = dense_resource<blob> : tensor<5xi32>, m = dense<7> : tensor<1xi32>, n = dense<[true, false, true]> : tensor<3xi1>, o = sparse<[[1, 1], [0, 1]], 3> : tensor<2x2xi32>} : () -> ()
"t.b"() ({
^bb0(%arg0: tensor<4xi32>):
  "t.c"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
}) {nested = {inner = dense<[1.5, 2.5, 3.5]> : tensor<3xf64>}} : () -> ()
