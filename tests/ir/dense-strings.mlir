// `dense` literals of strings print as mlir-opt prints them: MLIR's escapes,
// equal elements as a splat, nesting by the type's shape, no elements as `dense<>`.
// RUN: strata-opt --allow-unregistered-dialect %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff -u %t.mlir %t.strata
// RUN: FileCheck %s < %t.strata

// CHECK: a = dense<["a", "b\0A"]> : tensor<2x!t.s>
// CHECK-SAME: b = dense<"x"> : tensor<2x1x!t.s>
// CHECK-SAME: c = dense<[{{\[}}["a", "b"], ["c", "d"]], {{\[}}["e", "f"], ["g", "h"]]]> : tensor<2x2x2x!t.s>
// CHECK-SAME: d = dense<> : tensor<0x!t.s>
// CHECK-SAME: e = dense<"q"> : tensor<!t.s>
"t.op"() {
  a = dense<["a", "b\n"]> : tensor<2x!t.s>,
  b = dense<[["x"], ["\78"]]> : tensor<2x1x!t.s>,
  c = dense<[[["a", "b"], ["c", "d"]], [["e", "f"], ["g", "h"]]]> : tensor<2x2x2x!t.s>,
  d = dense<[]> : tensor<0x!t.s>,
  e = dense<"q"> : tensor<!t.s>
} : () -> ()
