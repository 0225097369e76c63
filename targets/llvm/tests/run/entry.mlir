// The entry point as mlir-cpu-runner checks it, before translating (the module has an op
// with no translation): it must be an llvm.func with a body, with no arguments for a
// result, returning the type -entry-point-result names (f32 by default).
// ARGS(MISSING, fails): -e nope -entry-point-result=i32 %s
// ARGS(MISSING, fails): -e nope -entry-point-result=void %s
// ARGS(MISSING, fails): -e decl -entry-point-result=i32 %s
// ARGS(MISSING, fails): -e decl -entry-point-result=void %s
// ARGS(MISSING, fails): -e global -entry-point-result=i32 %s
// ARGS(INPUTS, fails): -e args -entry-point-result=i64 %s
// ARGS(I32, fails): -e main -entry-point-result=i32 %s
// ARGS(I64, fails): -e main -entry-point-result=i64 %s
// ARGS(F32, fails): -e main %s
// ARGS(F32, fails): -e v -entry-point-result=f32 %s
// ARGS(UNSUPPORTED, fails): -e main -entry-point-result=f64 %s
// MISSING-ERR: {{^}}Error: entry point not found{{$}}
// INPUTS-ERR: {{^}}Error: function inputs not supported{{$}}
// I32-ERR: {{^}}Error: only single i32 function result supported{{$}}
// I64-ERR: {{^}}Error: only single i64 function result supported{{$}}
// F32-ERR: {{^}}Error: only single f32 function result supported{{$}}
// UNSUPPORTED-ERR: {{^}}Error: unsupported function type{{$}}
module {
  llvm.mlir.global internal @global(1 : i32) {addr_space = 0 : i32} : i32
  llvm.func @decl() -> i32
  llvm.func @args(%a: i64) -> i64 {
    llvm.return %a : i64
  }
  llvm.func @main() -> i16 {
    %0 = llvm.mlir.constant(1 : i16) : i16
    llvm.return %0 : i16
  }
  llvm.func @v() {
    %0 = "llvm.foo"() : () -> i32
    llvm.return
  }
}
