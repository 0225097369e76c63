// EXPECT-ERROR: 9:16: option 'names' of pass 'OptionFlags' has additionalOptFlags 'llvm::cl::MiscFlags::CommaSep
// ACTION: --gen-pass-decls
// Strata options take no additional flags (C++ in MLIR).
include "base/PassBase.td"

def OptionFlags : Pass<"option-flags"> {
  let summary = "Has an option with flags";
  let options = [
    ListOption<"names", "names", "std::string", "Names",
               "llvm::cl::MiscFlags::CommaSeparated">,
  ];
}
