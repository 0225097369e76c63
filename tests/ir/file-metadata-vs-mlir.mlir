// Only the referenced builtin blob is printed, as mlir-opt prints it.
// RUN: strata-opt --allow-unregistered-dialect %s > %t.strata
// RUN: mlir-opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff -u %t.mlir %t.strata

"test.user_op"() {attr = dense_resource<used> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x04000000ffff",
      // dropped
      used: "0x0400000001000000"
    }
  }
#-}
