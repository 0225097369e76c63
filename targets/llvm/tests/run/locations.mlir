// Diagnostics at locations that are not `file:line:col`: printed in their textual form
// (MLIR's default handler).
// ARGS(CHECK, fails): -e main -entry-point-result=i32 %s
// CHECK-ERR: {{^}}loc(fused["a.mlir":1:2, "b"]): error: LLVM Translation failed for operation: llvm.foo{{$}}
// CHECK-ERR-NEXT: {{^}}Error: could not convert to LLVM IR{{$}}
llvm.func @main() -> i32 {
  %0 = "llvm.foo"() : () -> i32 loc(fused["a.mlir":1:2, "b"])
  llvm.return %0 : i32
}
