// EXPECT-ERROR: 9:12: option 'mode' of pass 'EnumDuplicate' has additionalOptFlags that are not llvm::cl::values(clEnumValN(ENUM, "name", "help"), ...): the value 'a' is given twice
// ACTION: --gen-pass-decls
// Two values of an enumerated option may not share a name.
include "base/PassBase.td"

def EnumDuplicate : Pass<"enum-duplicate"> {
  let summary = "Has an enum option with a value given twice";
  let options = [
    Option<"mode", "mode", "enum Mode", "Mode::A", "The mode",
           "llvm::cl::values(clEnumValN(Mode::A, \"a\", \"A\"), clEnumValN(Mode::B, \"a\", \"B\"))">,
  ];
}
