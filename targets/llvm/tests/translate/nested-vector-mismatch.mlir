// A tensor attribute whose shape is not that of the LLVM type: MLIR 16 makes the
// initializer from the attribute's shape, and LLVM's verifier rejects the global (its
// report alone, exit 1).
llvm.mlir.global internal constant @a(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global internal constant @j(dense<[1, 2]> : tensor<2xi32>) : vector<2xi32>
