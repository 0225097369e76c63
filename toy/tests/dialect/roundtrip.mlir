// Every Toy op in its custom form: printed back unchanged, the printed text parsed
// again, and the generic form parsed back to the same custom text.
// RUN: toy-opt %s | FileCheck %s
// RUN: toy-opt %s | toy-opt | FileCheck %s
// RUN: toy-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: toy-opt %s --mlir-print-op-generic | toy-opt | FileCheck %s

// CHECK-LABEL: toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %2 = toy.mul %0, %1 : tensor<*xf64>
// CHECK-NEXT:    toy.return %2 : tensor<*xf64>
// CHECK-NEXT:  }
toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %0 = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %2 = toy.constant dense<5.500000e+00> : tensor<f64>
// CHECK-NEXT:    %3 = toy.generic_call @multiply_transpose(%0, %1) : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %4 = toy.add %3, %3 : tensor<*xf64>
// CHECK-NEXT:    %5 = toy.add %0, %3 : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %6 = toy.mul %0, %0 {note = "kept"} : tensor<2x3xf64>
// CHECK-NEXT:    %7 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %8 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.print %5 : tensor<*xf64>
// CHECK-NEXT:    toy.return
// CHECK-NEXT:  }
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.constant dense<5.5> : tensor<f64>
  %3 = toy.generic_call @multiply_transpose(%0, %1) : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf64>
  %4 = toy.add %3, %3 : tensor<*xf64>
  %5 = toy.add %0, %3 : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
  %6 = toy.mul %0, %0 {note = "kept"} : tensor<2x3xf64>
  %7 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %8 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.print %5 : tensor<*xf64>
  toy.return
}

// CHECK-LABEL: toy.func @structs(%arg0: !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) -> tensor<*xf64> {
// CHECK-NEXT:    %0 = toy.struct_constant [dense<1.000000e+00> : tensor<2xf64>, [dense<2.000000e+00> : tensor<2x2xf64>]] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>
// CHECK-NEXT:    %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> !toy.struct<tensor<*xf64>>
// CHECK-NEXT:    %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
// CHECK-NEXT:    %3 = toy.generic_call @structs(%0) : (!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) -> tensor<*xf64>
// CHECK-NEXT:    toy.return %2 : tensor<*xf64>
// CHECK-NEXT:  }
toy.func @structs(%arg0: !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) -> tensor<*xf64> {
  %0 = toy.struct_constant [
    dense<1.0> : tensor<2xf64>, [dense<2.0> : tensor<2x2xf64>]
  ] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> !toy.struct<tensor<*xf64>>
  %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  %3 = toy.generic_call @structs(%0) : (!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) -> tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

// GENERIC-LABEL: "toy.func"() ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>):
// GENERIC-NEXT:    %0 = "toy.transpose"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %1 = "toy.transpose"(%arg1) : (tensor<*xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %2 = "toy.mul"(%0, %1) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    "toy.return"(%2) : (tensor<*xf64>) -> ()
// GENERIC-NEXT:  }) {function_type = (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>, sym_name = "multiply_transpose", sym_visibility = "private"} : () -> ()
// GENERIC:         %0 = "toy.constant"() {value = dense<{{.*}}> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
// GENERIC-NEXT:    %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
// GENERIC-NEXT:    %2 = "toy.constant"() {value = dense<5.500000e+00> : tensor<f64>} : () -> tensor<f64>
// GENERIC-NEXT:    %3 = "toy.generic_call"(%0, %1) {callee = @multiply_transpose} : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %4 = "toy.add"(%3, %3) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %5 = "toy.add"(%0, %3) : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %6 = "toy.mul"(%0, %0) {note = "kept"} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
// GENERIC-NEXT:    %7 = "toy.cast"(%0) : (tensor<2x3xf64>) -> tensor<*xf64>
// GENERIC-NEXT:    %8 = "toy.transpose"(%0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
// GENERIC-NEXT:    "toy.print"(%5) : (tensor<*xf64>) -> ()
// GENERIC-NEXT:    "toy.return"() : () -> ()
// GENERIC:         %0 = "toy.struct_constant"() {value = [dense<1.000000e+00> : tensor<2xf64>, [dense<2.000000e+00> : tensor<2x2xf64>]]} : () -> !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>
// GENERIC-NEXT:    %1 = "toy.struct_access"(%0) {index = 1 : i64} : (!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) -> !toy.struct<tensor<*xf64>>
