// MLIR 16 reads the innermost rows of a dense attribute from its raw data in the width
// of the LLVM element type; where that reads past the data (16-bit elements read as
// 32-bit ones), mlir-translate prints whatever memory follows. strata-translate
// reports it instead.
// expected-error @+1 {{unsupported constant value: the elements hold 8 bytes, fewer than the 16 the constant's type reads}}
llvm.mlir.global internal constant @l(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x vector<2xi32>>
