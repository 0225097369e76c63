// A type attribute that does not apply to functions (`sret`): LLVM's verifier rejects
// the module, its report alone and exit 1, as mlir-translate 16 gives it.
llvm.func @f() attributes {passthrough = [["alignstack", "16"], "sret"]} {
  llvm.return
}
