// A library with mlir-cpu-runner's `__mlir_runner_init`/`__mlir_runner_destroy` (MLIR's
// async runtime) registers its symbols itself: they resolve only through it.
// ARGS(CHECK): -e main -entry-point-result=i32 -shared-libs=%async_runtime %s
// CHECK: {{^}}1{{$}}
module {
  llvm.func @mlirAsyncRuntimeCreateToken() -> !llvm.ptr
  llvm.func @mlirAsyncRuntimeSetTokenError(!llvm.ptr)
  llvm.func @mlirAsyncRuntimeIsTokenError(!llvm.ptr) -> i1
  llvm.func @main() -> i32 {
    %t = llvm.call @mlirAsyncRuntimeCreateToken() : () -> !llvm.ptr
    llvm.call @mlirAsyncRuntimeSetTokenError(%t) : (!llvm.ptr) -> ()
    %e = llvm.call @mlirAsyncRuntimeIsTokenError(%t) : (!llvm.ptr) -> i1
    %r = llvm.zext %e : i1 to i32
    llvm.return %r : i32
  }
}
