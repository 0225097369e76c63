// EXPECT-ERROR: 11:5: format is missing reference to parameter: y
// ACTION: --gen-attrdef-defs
// Every parameter must appear in the format.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "i64":$x, "i64":$y);
  let assemblyFormat = "`<` $x `>`";
}
