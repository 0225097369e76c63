// EXPECT-ERROR: 10:5: the else branch of an optional group cannot have an anchor
// ACTION: --gen-typedef-defs

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_JType : TypeDef<Test_Dialect, "J"> {
  let parameters = (ins OptionalParameter<"i32">:$a, OptionalParameter<"i32">:$b);
  let mnemonic = "type_j";
  let assemblyFormat = "`<` (`(` $a^ `)`) : ($b^)? `>`";
}
