// A type text read before does not stand for a longer or different text after it: the
// errors of a type written after a valid one of the same start, in mlir-opt 16's wording
// and at its locations; mlir-opt agrees.
// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @longer() {
  %0 = llvm.mlir.undef : !llvm.ptr<i8>
  // expected-error @+1 {{invalid pointer element type: 'index'}}
  %1 = llvm.mlir.undef : !llvm.ptr<index>
  llvm.return
}

// -----

llvm.func @other_body() {
  %0 = llvm.mlir.undef : !llvm.struct<"a", (i32)>
  %1 = llvm.mlir.undef : !llvm.struct<"a", (i32)>
  // expected-error @+1 {{identified type already used with a different body}}
  %2 = llvm.mlir.undef : !llvm.struct<"a", (i64)>
  llvm.return
}

// -----

llvm.func @unbalanced() {
  %0 = llvm.mlir.undef : !llvm.array<2 x i8>
  // expected-error @+1 {{expected '>'}}
  %1 = llvm.mlir.undef : !llvm.array<2 x i8 i8>
  llvm.return
}
