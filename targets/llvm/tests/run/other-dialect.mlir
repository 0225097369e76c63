// mlir-cpu-runner loads the dialects that translate to LLVM IR only: `func` is unknown.
// ARGS(CHECK, fails): -entry-point-result=i32 %s
// CHECK-ERR: loc("{{.*}}other-dialect.mlir":5:1): error: Dialect `func' not found for custom op 'func.func'
// CHECK-ERR-NEXT: could not parse the input IR
func.func @main() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  func.return %0 : i32
}
