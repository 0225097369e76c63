//===- Attrs.td - attributes of the LLVM dialect's ops --------------------===//
//
// The enum attributes of MLIR 16's LLVMEnums.td and LLVMAttrDefs.td that the ops
// use, kept (as `llvm.func`'s linkage) as `#llvm.<mnemonic><...>` dialect attributes.
//
//===----------------------------------------------------------------------===//

include "base/EnumAttr.td"

// MLIR 16's `FastmathFlags` (`#llvm.fastmath<...>`, which `llvm.call` takes too) is
// declared with the float ops in `ArithOps.td`.
