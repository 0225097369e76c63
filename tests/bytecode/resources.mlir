// Resources in bytecode: the builtin blobs the IR references (aligned) and the external
// resources, written as mlir-opt 16 writes them and read back.
// RUN: strata-opt --emit-bytecode %s -o %t.strata.mlirbc
// RUN: mlir-opt --emit-bytecode %s -o %t.mlir.mlirbc
// RUN: cmp %t.strata.mlirbc %t.mlir.mlirbc
// RUN: mlir-opt %s > %t.text
// RUN: mlir-opt %t.strata.mlirbc > %t.from-strata
// RUN: diff %t.text %t.from-strata
// Strata prints the `},` between the two sections that mlir-opt 16 leaves out (a known
// difference of the text printer, docs/passes-infrastructure.md): compared with its text.
// RUN: strata-opt %t.mlir.mlirbc > %t.from-mlir
// RUN: strata-opt %s > %t.strata-text
// RUN: diff %t.strata-text %t.from-mlir

func.func @f() -> (tensor<2xi32>, tensor<1xi64>) {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %1 = arith.constant dense_resource<blob8> : tensor<1xi64>
  return %0, %1 : tensor<2xi32>, tensor<1xi64>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      unused: "0x0400000003000000",
      blob8: "0x08000000FFFFFFFFFFFFFFFF"
    }
  },
  external_resources: {
    foo: { a: true, b: "str", c: "0x08000000ABCDEF0102030405" }
  }
#-}
