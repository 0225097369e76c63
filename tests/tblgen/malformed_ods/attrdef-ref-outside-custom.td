// EXPECT-ERROR: 10:5: `ref` is only allowed inside custom directives (in the assembly format of 'RangeAttr')
// ACTION: --gen-attrdef-defs

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_RangeAttr : AttrDef<Test_Dialect, "Range"> {
  let mnemonic = "range";
  let parameters = (ins "i64":$lo);
  let assemblyFormat = "`<` $lo ref($lo) `>`";
}
