// An llvm op with no translation: the translation's diagnostic, then
// `Error: could not convert to LLVM IR`.
// ARGS(CHECK, fails): -entry-point-result=i32 %s
// CHECK-ERR: loc("{{.*}}unknown-op.mlir":8:8): error: LLVM Translation failed for operation: llvm.foo
// CHECK-ERR-NEXT: Error: could not convert to LLVM IR
llvm.func @printI64(i64)
llvm.func @main() -> i32 {
  %0 = "llvm.foo"() : () -> i32
  llvm.return %0 : i32
}
