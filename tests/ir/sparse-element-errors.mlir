// Element errors of `sparse` literals, in mlir-opt 16's wording and at its locations.
// (mlir-opt 16 reports them and then crashes: its parser goes on with a null
// attribute, so it is not run here.)
// RUN: not strata-opt --allow-unregistered-dialect %s -split-input-file --diagnostic-style=rustc 2>&1 | FileCheck %s

// CHECK: error: expected integer elements, but parsed floating-point
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:22
"t.a"() {x = sparse<[1.5], 1> : tensor<2xi32>} : () -> ()

// -----

// CHECK: error: integer constant out of range for type
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:21
"t.a"() {x = sparse<"0x01", 1> : tensor<2xi32>} : () -> ()

// -----

// CHECK: error: integer constant out of range for type
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:27
"t.a"() {x = sparse<[0], [300]> : tensor<2xi8>} : () -> ()

// -----

// CHECK: error: expected unsigned integer elements, but parsed negative value
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:28
"t.a"() {x = sparse<[0], [-1]> : tensor<2xui8>} : () -> ()

// -----

// The error is at the token after the type, as MLIR reports it.
// CHECK: error: expected floating-point elements, but parsed integer
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:46
"t.a"() {x = sparse<[0], [1]> : tensor<2xf32>} : () -> ()

// -----

// CHECK: error: expected i1 type for 'true' or 'false' values
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:22
"t.a"() {x = sparse<[true], 1> : tensor<2xi32>} : () -> ()

// -----

// CHECK: error: hexadecimal float literal should not have a leading minus
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:28
"t.a"() {x = sparse<[0], [-0x7FC00000]> : tensor<2xf32>} : () -> ()

// -----

// CHECK: error: hexadecimal float constant out of range for type
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:27
"t.a"() {x = sparse<[0], [0x7FC000001]> : tensor<2xf32>} : () -> ()

// -----

// CHECK: error: elements hex data size is invalid for provided type: 'tensor<1xi32>'
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:26
"t.a"() {x = sparse<[0], "0x0102"> : tensor<2xi32>} : () -> ()

// -----

// CHECK: error: expected string containing hex digits starting with `0x`
// CHECK-NEXT: --> {{.*}}sparse-element-errors.mlir:[[@LINE+1]]:26
"t.a"() {x = sparse<[0], "abc"> : tensor<2xi32>} : () -> ()
