// An integer attribute without its value in `passthrough`: MLIR 16's error, at the
// function's location, without the op.
llvm.func @f() attributes {passthrough = ["alignstack"]} {
  llvm.return
}
