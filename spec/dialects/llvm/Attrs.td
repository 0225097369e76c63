//===- Attrs.td - attributes of the LLVM dialect's ops --------------------===//
//
// The enum attributes of MLIR 16's LLVMEnums.td and LLVMAttrDefs.td that the ops
// use, kept (as `llvm.func`'s linkage) as `#llvm.<mnemonic><...>` dialect attributes.
//
//===----------------------------------------------------------------------===//

include "base/EnumAttr.td"

// MLIR 16's `FastmathFlags`: `#llvm.fastmath<none>`, `#llvm.fastmath<nnan, ninf>`.
def LLVM_FMFnone     : I32BitEnumAttrCaseNone<"none">;
def LLVM_FMFnnan     : I32BitEnumAttrCaseBit<"nnan", 0>;
def LLVM_FMFninf     : I32BitEnumAttrCaseBit<"ninf", 1>;
def LLVM_FMFnsz      : I32BitEnumAttrCaseBit<"nsz", 2>;
def LLVM_FMFarcp     : I32BitEnumAttrCaseBit<"arcp", 3>;
def LLVM_FMFcontract : I32BitEnumAttrCaseBit<"contract", 4>;
def LLVM_FMFafn      : I32BitEnumAttrCaseBit<"afn", 5>;
def LLVM_FMFreassoc  : I32BitEnumAttrCaseBit<"reassoc", 6>;
def LLVM_FMFfast     : I32BitEnumAttrCaseGroup<"fast", [
  LLVM_FMFnnan, LLVM_FMFninf, LLVM_FMFnsz, LLVM_FMFarcp, LLVM_FMFcontract,
  LLVM_FMFafn, LLVM_FMFreassoc]>;

def LLVM_FastmathFlagsAttr : BitEnumDialectAttr<"llvm", "fastmath",
    "LLVM fastmath flags", [
  LLVM_FMFnone, LLVM_FMFnnan, LLVM_FMFninf, LLVM_FMFnsz, LLVM_FMFarcp,
  LLVM_FMFcontract, LLVM_FMFafn, LLVM_FMFreassoc, LLVM_FMFfast]>;
