// A symbol neither the process nor the libraries define: ORC's errors (the symbols it
// failed to materialize come in a hash order).
// ARGS(CHECK, fails): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils %s
// ARGS(CHECK, fails): -e main -entry-point-result=i32 %s
// CHECK-ERR: JIT session error: Symbols not found: [ strata_no_such_function ]
// CHECK-ERR-NEXT: Error: Failed to materialize symbols: { (main, {
module {
  llvm.func @strata_no_such_function() -> i32
  llvm.func @main() -> i32 {
    %0 = llvm.call @strata_no_such_function() : () -> i32
    llvm.return %0 : i32
  }
}
