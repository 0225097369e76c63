// EXPECT-ERROR: 9:12: option 'mode' of pass 'EnumDefault' has the default value 'Mode::Other', which is none of its enumerators
// ACTION: --gen-pass-decls
// An enumerated option's default is one of its enumerators.
include "base/PassBase.td"

def EnumDefault : Pass<"enum-default"> {
  let summary = "Has an enum option whose default is no value";
  let options = [
    Option<"mode", "mode", "enum Mode", "Mode::Other", "The mode",
           "llvm::cl::values(clEnumValN(Mode::Greedy, \"greedy\", \"Greedy\"))">,
  ];
}
