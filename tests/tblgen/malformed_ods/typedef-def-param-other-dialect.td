// EXPECT-ERROR: 22:5: parameter 'elements': 'Vec<IntType>' is a def of the dialect 'other', generated apart: set that dialect's cppNamespace to the Rust module of its generated code (`crate::dialects::other`)
// ACTION: --gen-typedef-defs --dialect=test
// A def of another dialect generated apart is reached through that dialect's
// cppNamespace, which must be a Rust path (`other` is not one).

include "base/AttrTypeBase.td"

def Other_Dialect : Dialect {
  let name = "other";
}

def Test_Dialect : Dialect {
  let name = "test";
}

def Other_IntType : TypeDef<Other_Dialect, "Int"> {
  let mnemonic = "int";
  let parameters = (ins "u32":$width);
  let assemblyFormat = "`<` $width `>`";
}

def Test_ListType : TypeDef<Test_Dialect, "List"> {
  let mnemonic = "list";
  let parameters = (ins ArrayRefParameter<"IntType">:$elements);
  let assemblyFormat = "`<` $elements `>`";
}
