// ILL-TYPED: a type attribute in `passthrough` is added by its kind alone, with no
// type, as MLIR 16 adds it: LLVM prints `preallocated` without its type (its parser
// rejects it). The verifier accepts `preallocated` on a function.
// CHECK: attributes #0 = { preallocated }
llvm.func @f() attributes {passthrough = ["preallocated"]} {
  llvm.return
}
