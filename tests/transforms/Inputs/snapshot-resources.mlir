// Dialect resources, one of them not referenced, and an external resource, for
// `snapshot-op-locations`' file metadata (`../snapshot-op-locations.mlir`).
module {
  func.func @f() -> tensor<3xi64> {
    %c = arith.constant dense_resource<blob2> : tensor<3xi64>
    %d = arith.constant dense_resource<blob1> : tensor<3xi64>
    return %c : tensor<3xi64>
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x08000000040000000000000005000000000000000600000000000000",
      unused: "0x0800000001000000000000000200000000000000030000000000000F"
    }
  },
  external_resources: {
    tool: {
      key: "value",
      flag: true
    }
  }
#-}
