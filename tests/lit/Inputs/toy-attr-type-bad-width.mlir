// The verifier of `!toy.int` (genVerifyDecl), at the type, exit 1.
// CHECK: error: toy integer width must be in 1..=64, got 0
// CHECK-NEXT: --> {{.*}}toy-attr-type-bad-width.mlir:4:22
func.func private @f(!toy.int<0>)
