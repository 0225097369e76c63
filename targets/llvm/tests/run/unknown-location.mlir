// A diagnostic at an unknown location: MLIR's default handler prints no location.
// ARGS(CHECK, fails): -e main -entry-point-result=i32 %s
// CHECK-ERR: {{^}}error: LLVM Translation failed for operation: llvm.foo{{$}}
// CHECK-ERR-NEXT: {{^}}Error: could not convert to LLVM IR{{$}}
llvm.func @main() -> i32 {
  %0 = "llvm.foo"() : () -> i32 loc(unknown)
  llvm.return %0 : i32
}
