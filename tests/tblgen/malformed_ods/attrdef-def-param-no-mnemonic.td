// EXPECT-ERROR: 15:5: parameter 'inner': 'HiddenAttr' has no mnemonic, so it cannot be written in an assembly format
// ACTION: --gen-attrdef-defs
// A parameter that is another def is written with that def's format and mnemonic.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_HiddenAttr : AttrDef<Test_Dialect, "Hidden"> {
  let parameters = (ins "i64":$x);
}

def Test_OuterAttr : AttrDef<Test_Dialect, "Outer"> {
  let mnemonic = "outer";
  let parameters = (ins Test_HiddenAttr:$inner);
  let assemblyFormat = "`<` $inner `>`";
}
