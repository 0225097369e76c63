// NO-PEER: LLVM's command-line messages name the tool (and mlir-cpu-runner's by its path).
// ARGS(UNKNOWN, fails): -no-such-flag %s
// ARGS(NOVALUE, fails): %s -e
// ARGS(NOFILE, fails): /nonexistent/input.mlir
// ARGS(TWO, fails): %s %s
// ARGS(HELP): --help
// UNKNOWN-ERR: {{^}}strata-cpu-runner: Unknown command line argument '-no-such-flag'.  Try: 'strata-cpu-runner --help'{{$}}
// NOVALUE-ERR: {{^}}strata-cpu-runner: for the -e option: requires a value!{{$}}
// NOFILE-ERR: {{^}}cannot open input file '/nonexistent/input.mlir': No such file or directory{{$}}
// NOFILE-ERR-NEXT: {{^}}could not parse the input IR{{$}}
// TWO-ERR: {{^}}strata-cpu-runner: Too many positional arguments specified!
// HELP: OVERVIEW: MLIR CPU execution driver
// HELP: -e <<function name>>
// HELP: --entry-point-result=<f32 | i32 | i64 | void>
// HELP: --shared-libs=<string>
llvm.func @main() -> f32 {
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %0 : f32
}
