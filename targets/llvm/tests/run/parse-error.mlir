// A parse error: MLIR's default diagnostic handler prints it with its location, then
// `could not parse the input IR`; on standard input the location names `<stdin>`.
// ARGS(CHECK, fails): -entry-point-result=i32 %s
// ARGS(STDIN, fails): -entry-point-result=i32
// CHECK-ERR: loc("{{.*}}parse-error.mlir":10:17): error: expected ':'
// CHECK-ERR-NEXT: could not parse the input IR
// STDIN-ERR: loc("<stdin>":10:17): error: expected ':'
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 i32
}
