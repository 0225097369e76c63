// f32 results, the default -entry-point-result: printed as LLVM prints a double
// (`%e`, `nan`, `INF`, `-INF`); printF32 of the C runner utilities.
// ARGS(CHECK): -shared-libs=%c_runner_utils %s
// ARGS(CHECK): -e main -entry-point-result=f32 -shared-libs=%c_runner_utils %s
// ARGS(NAN): -e nan -shared-libs=%c_runner_utils %s
// NAN: nan
// ARGS: -e inf -shared-libs=%c_runner_utils %s
// ARGS: -e neginf -shared-libs=%c_runner_utils %s
// ARGS: -e tiny -entry-point-result=f32 -shared-libs=%c_runner_utils %s
// ARGS: -e big -entry-point-result=f32 -shared-libs=%c_runner_utils %s
// CHECK: 2.75
// CHECK-NEXT: -1.375000e+00
// CHECK-EMPTY:
module {
  llvm.func @printF32(f32)
  llvm.func @printNewline()
  llvm.func @main() -> f32 {
    %a = llvm.mlir.constant(1.5 : f32) : f32
    %b = llvm.mlir.constant(2.0 : f32) : f32
    %c = llvm.mlir.constant(4.0 : f32) : f32
    %sum = llvm.fadd %a, %c : f32
    %half = llvm.fdiv %sum, %b : f32
    llvm.call @printF32(%half) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %p = llvm.fmul %half, %a : f32
    %q = llvm.fsub %a, %p : f32
    %r = llvm.fadd %q, %c : f32
    %n = llvm.fneg %r : f32
    llvm.return %n : f32
  }
  llvm.func @nan() -> f32 {
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %r = llvm.fdiv %z, %z : f32
    llvm.return %r : f32
  }
  llvm.func @inf() -> f32 {
    %o = llvm.mlir.constant(1.0 : f32) : f32
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %r = llvm.fdiv %o, %z : f32
    llvm.return %r : f32
  }
  llvm.func @neginf() -> f32 {
    %o = llvm.mlir.constant(-1.0 : f32) : f32
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %r = llvm.fdiv %o, %z : f32
    llvm.return %r : f32
  }
  llvm.func @tiny() -> f32 {
    %r = llvm.mlir.constant(1.0e-30 : f32) : f32
    llvm.return %r : f32
  }
  llvm.func @big() -> f32 {
    %r = llvm.mlir.constant(-3.25e+38 : f32) : f32
    llvm.return %r : f32
  }
}
