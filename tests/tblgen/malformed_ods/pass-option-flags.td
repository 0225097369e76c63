// EXPECT-ERROR: 9:16: option 'names' of pass 'OptionFlags' has additionalOptFlags that are not llvm::cl::values(clEnumValN(ENUM, "name", "help"), ...): expected 'llvm::cl::values(...)' at 'llvm::cl::MiscFlags::Com'
// ACTION: --gen-pass-decls
// Of MLIR's option flags, Strata reads only an enumerated option's llvm::cl::values.
include "base/PassBase.td"

def OptionFlags : Pass<"option-flags"> {
  let summary = "Has an option with flags";
  let options = [
    ListOption<"names", "names", "std::string", "Names",
               "llvm::cl::MiscFlags::CommaSeparated">,
  ];
}
