// EXPECT-ERROR: 21:5: parameter 'elements': 'Vec<IntType>' is a def of the dialect 'other'; a parameter of another dialect's attribute or type is not supported yet
// ACTION: --gen-typedef-defs
// A parameter may be a def of its own dialect only (for now).

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
