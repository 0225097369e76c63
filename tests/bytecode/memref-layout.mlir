// A memref layout that is an identity map with symbols is kept, as MLIR 16 keeps it: the
// type differs from the one without a layout (its own type and attribute numbers in
// bytecode) though both print the same.
// RUN: strata-opt --emit-bytecode %s -o %t.strata.mlirbc
// RUN: mlir-opt --emit-bytecode %s -o %t.mlir.mlirbc
// RUN: cmp %t.strata.mlirbc %t.mlir.mlirbc
// RUN: strata-opt %s > %t.strata-text
// RUN: mlir-opt %s > %t.text
// RUN: diff %t.text %t.strata-text
// RUN: strata-opt %t.mlir.mlirbc > %t.from-mlir
// RUN: diff %t.text %t.from-mlir

#sym_identity = affine_map<(i, j)[s0] -> (i, j)>
#identity = affine_map<(i, j) -> (i, j)>
func.func private @f(memref<2x4xi8, #sym_identity, 1>, memref<2x4xi8, 1>, memref<2x4xi8, #identity>)
