// EXPECT-ERROR: 11:5: unknown parameter 'y' (in the assembly format of 'PointAttr')
// ACTION: --gen-attrdef-defs
// A format names a parameter the def does not have.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "i64":$x);
  let assemblyFormat = "`<` $y `>`";
}
