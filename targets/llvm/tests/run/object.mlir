// -dump-object-file: the object the JIT compiled, written to -object-filename (byte for
// byte mlir-cpu-runner's), after the entry point is looked up and before it runs; a
// file that cannot be written is reported and the run goes on.
// ARGS(CHECK): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -dump-object-file -object-filename=%t %s
// ARGS: -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -O3 --dump-object-file --object-filename %t %s
// ARGS: -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -O0 -object-filename=%t %s
// ARGS(NODIR): -e main -entry-point-result=i32 -shared-libs=%c_runner_utils -dump-object-file -object-filename=/nonexistent/dir/x.o %s
// CHECK: {{^}}30{{$}}
// CHECK-NEXT: {{^}}31{{$}}
// NODIR-ERR: {{^}}cannot open output file '/nonexistent/dir/x.o': No such file or directory{{$}}
// NODIR: {{^}}30{{$}}
// NODIR-NEXT: {{^}}31{{$}}
module {
  llvm.mlir.global internal @base(10 : i32) {addr_space = 0 : i32} : i32
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @triple(%x: i32) -> i32 {
    %p = llvm.mlir.addressof @base : !llvm.ptr
    %b = llvm.load %p : !llvm.ptr -> i32
    %t = llvm.mul %x, %b : i32
    llvm.return %t : i32
  }
  llvm.func @main() -> i32 {
    %three = llvm.mlir.constant(3 : i32) : i32
    %r = llvm.call @triple(%three) : (i32) -> i32
    %w = llvm.sext %r : i32 to i64
    llvm.call @printI64(%w) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.add %r, %one : i32
    llvm.return %s : i32
  }
}
