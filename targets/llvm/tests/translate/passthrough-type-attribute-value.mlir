// A type attribute with a value in `passthrough`: MLIR 16's error, at the function's
// location, without the op.
llvm.func @f() attributes {passthrough = [["byval", "i32"]]} {
  llvm.return
}
