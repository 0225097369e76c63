// The program's output through C's stdout, through C++'s std::cout (printMemrefF32 of
// MLIR's runner utilities) and the result: in program order, the result last.
// ARGS(CHECK): -e main -entry-point-result=i64 -shared-libs=%runner_utils,%c_runner_utils %s
// CHECK: {{^}}1, 2{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}( 4, 5 ){{$}}
// CHECK-NEXT: {{^}}6{{$}}
// CHECK-NEXT: {{^}}42{{$}}
// CHECK-EMPTY:
module {
  llvm.func @printI64(i64)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.func @printOpen()
  llvm.func @printClose()
  llvm.func @main() -> i64 {
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.mlir.constant(4 : i64) : i64
    %5 = llvm.mlir.constant(5 : i64) : i64
    %6 = llvm.mlir.constant(6 : i64) : i64
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %r = llvm.mlir.constant(42 : i64) : i64
    llvm.return %r : i64
  }
}
