// With no known location, MLIR writes no module flags.
module {
  llvm.func @f() {
    llvm.return loc(unknown)
  } loc(unknown)
} loc(unknown)
