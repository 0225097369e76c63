// Libraries that cannot be loaded, as mlir-cpu-runner reports them: a missing file, a
// file that is not a library (this one), an empty name (the current directory; relative
// names are made absolute as LLVM does, `.` kept). The run goes on without them; a
// symbol only they could define is then not found.
// ARGS(MISSING): -e main -entry-point-result=i32 -shared-libs=/nonexistent/libstrata.so,%c_runner_utils %s
// ARGS(NEEDED, fails): -e main -entry-point-result=i32 -shared-libs=/nonexistent/libstrata.so %s
// ARGS(NOTALIB): -e main -entry-point-result=i32 -shared-libs=%s -shared-libs=%c_runner_utils %s
// ARGS: -e main -entry-point-result=i32 -shared-libs=./tests/run/libraries.mlir,,%c_runner_utils %s
// MISSING-ERR: Failed to create MemoryBuffer for: /nonexistent/libstrata.so
// MISSING-ERR-NEXT: Error: No such file or directory
// MISSING: 5
// MISSING-NEXT: 0
// NEEDED-ERR: Failed to create MemoryBuffer for: /nonexistent/libstrata.so
// NEEDED-ERR-NEXT: Error: No such file or directory
// NEEDED-ERR-NEXT: JIT session error: Symbols not found: [ printI64, printNewline ]
// NOTALIB-ERR: Could not load {{.*}}libraries.mlir:
// NOTALIB-ERR-NEXT: {{.*}}libraries.mlir: invalid ELF header
// NOTALIB: 5
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(5 : i64) : i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %1 : i32
  }
}
