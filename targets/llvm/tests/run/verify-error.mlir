// An op the verifier rejects: reported as a parse failure, as MLIR's parser verifies.
// ARGS(CHECK, fails): -entry-point-result=i32 %s
// CHECK-ERR: loc("{{.*}}verify-error.mlir":7:3): error: 'llvm.return' op mismatching result types
// CHECK-ERR-NEXT: could not parse the input IR
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
