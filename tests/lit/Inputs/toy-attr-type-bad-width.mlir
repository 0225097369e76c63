// The verifier of `!toy.int` (genVerifyDecl), at the type, exit 1.
// CHECK: toy-attr-type-bad-width.mlir:3:22: error: toy integer width must be in 1..=64, got 0
func.func private @f(!toy.int<0>)
