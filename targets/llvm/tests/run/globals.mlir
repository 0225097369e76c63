// Globals: a counter stored to and loaded from, a constant table read through its
// address, an i64 result; a void entry point printing without a final newline.
// ARGS(CHECK): -e main -entry-point-result=i64 -shared-libs=%c_runner_utils %s
// ARGS(VOID): -e twice -entry-point-result=void -shared-libs=%c_runner_utils %s
// CHECK: 100
// CHECK-NEXT: 101
// CHECK-NEXT: 30000000000
// CHECK-EMPTY:
// VOID: {{^}}7, 8{{$}}
module {
  llvm.mlir.global internal @counter(100 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global internal constant @big(30000000000 : i64) {addr_space = 0 : i32} : i64
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @bump() -> i64 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %one = llvm.mlir.constant(1 : i64) : i64
    %n = llvm.add %v, %one : i64
    llvm.store %n, %p : i64, !llvm.ptr
    llvm.return %n : i64
  }
  llvm.func @main() -> i64 {
    %0 = llvm.call @bump() : () -> i64
    %1 = llvm.call @bump() : () -> i64
    %p = llvm.mlir.addressof @big : !llvm.ptr
    %b = llvm.load %p : !llvm.ptr -> i64
    llvm.return %b : i64
  }
  llvm.func @twice() {
    %a = llvm.mlir.constant(7 : i64) : i64
    %b = llvm.mlir.constant(8 : i64) : i64
    llvm.call @printI64(%a) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%b) : (i64) -> ()
    llvm.return
  }
}
