// File metadata is reprinted as mlir-opt prints it: builtin blobs only while
// referenced, in reference order, as upper-case hex; comments dropped; empty
// external groups dropped; strings with MLIR's escapes.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob2: "0x0800000001000000"
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000AB0000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       s: "a\09b",
// CHECK-NEXT:       b: false,
// CHECK-NEXT:       x: "0x08000000FF"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT: blob3
// CHECK-NOT: empty

"test.user_op"() {attr = dense_resource<blob2> : tensor<2xi32>, b = [dense_resource<blob1> : tensor<3xi64>]} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      // a comment mlir-opt does not keep
      blob1: "0x08000000010000000000000002000000000000000300000000ab0000",
      blob3: "0x0800000001000000",
      blob2: "0x0800000001000000"
    }
  },
  external_resources: {
    ext: { s: "a\tb", b: false, x: "0x08000000ff" },
    empty: {}
  }
#-}
