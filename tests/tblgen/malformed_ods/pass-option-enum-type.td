// EXPECT-ERROR: 9:12: option 'mode' of pass 'EnumType' has values (llvm::cl::values) but the type 'unsigned', which is not an enum type name (`enum Name`)
// ACTION: --gen-pass-decls
// An option with values has an enum type.
include "base/PassBase.td"

def EnumType : Pass<"enum-type"> {
  let summary = "Has values on an unsigned option";
  let options = [
    Option<"mode", "mode", "unsigned", "0", "The mode",
           "llvm::cl::values(clEnumValN(Mode::A, \"a\", \"A\"))">,
  ];
}
