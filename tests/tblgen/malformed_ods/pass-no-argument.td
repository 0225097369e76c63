// EXPECT-ERROR: 6:5: pass 'NoArgument' has no argument
// ACTION: --gen-pass-decls
// A pass whose argument is unset is reported at the pass.
include "base/PassBase.td"

def NoArgument : PassBase<?, "::mlir::OperationPass<>"> {
  let summary = "Has no argument";
}
