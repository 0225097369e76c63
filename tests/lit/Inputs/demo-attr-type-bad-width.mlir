// The verifier of `!demo.int` (genVerifyDecl), at the type, exit 1.
// CHECK: demo-attr-type-bad-width.mlir:3:22: error: demo integer width must be in 1..=64, got 0
func.func private @f(!demo.int<0>)
