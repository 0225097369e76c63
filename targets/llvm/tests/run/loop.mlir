// A loop through block arguments printing 0..4 with the C runner utilities, then the
// sum as the i32 result: the result is printed after the program's own output. The
// file on standard input (no file, or `-`), options in LLVM's other spellings.
// ARGS(CHECK): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils %s
// ARGS(CHECK): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -O3 %s
// ARGS(CHECK): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -O0
// ARGS(CHECK): -e=main --entry-point-result i32 -O2 -O1 -shared-libs %c_runner_utils -
// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 10
// CHECK-EMPTY:
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @main() -> i32 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %five = llvm.mlir.constant(5 : i64) : i64
    llvm.br ^head(%zero, %zero : i64, i64)
  ^head(%i: i64, %sum: i64):
    %done = llvm.icmp "sge" %i, %five : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    llvm.call @printI64(%i) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %next = llvm.add %i, %one : i64
    %s = llvm.add %sum, %i : i64
    llvm.br ^head(%next, %s : i64, i64)
  ^exit:
    %r = llvm.trunc %sum : i64 to i32
    llvm.return %r : i32
  }
}
