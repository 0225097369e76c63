// NO-PEER: mlir-cpu-runner 16 calls a void entry point with arguments with none (it
// reads them through a null pointer and crashes); strata-cpu-runner reports it as it
// reports a non-void one.
// ARGS(CHECK, fails): -e f -entry-point-result=void %s
// CHECK-ERR: {{^}}Error: function inputs not supported{{$}}
llvm.func @f(%a: i64) {
  llvm.return
}
