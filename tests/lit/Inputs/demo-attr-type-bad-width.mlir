// The verifier of `!demo.int` (genVerifyDecl), at the token after its mnemonic (where
// MLIR's generated parsers check a value), exit 1.
// CHECK: demo-attr-type-bad-width.mlir:4:31: error: demo integer width must be in 1..=64, got 0
func.func private @f(!demo.int<0>)
