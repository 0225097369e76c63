// EXPECT-ERROR: 9:12: option 'mode' of pass 'EnumValues' has additionalOptFlags that are not llvm::cl::values(clEnumValN(ENUM, "name", "help"), ...): expected ',' at '))'
// ACTION: --gen-pass-decls
// An enumerated option's values: each clEnumValN needs a name and a help.
include "base/PassBase.td"

def EnumValues : Pass<"enum-values"> {
  let summary = "Has an enum option with a value lacking its help";
  let options = [
    Option<"mode", "mode", "enum Mode", "Mode::Greedy", "The mode",
           "llvm::cl::values(clEnumValN(Mode::Greedy, \"greedy\", \"Greedy\"), "
           "clEnumValN(Mode::Sibling, \"sibling\"))">,
  ];
}
