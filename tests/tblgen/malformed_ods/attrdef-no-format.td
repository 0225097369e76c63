// EXPECT-ERROR: 11:5: 'PointAttr' has a mnemonic and parameters: it needs an 'assemblyFormat' or 'hasCustomAssemblyFormat = 1'
// ACTION: --gen-attrdef-defs
// A def with parameters must say how they are written.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "i64":$x);
}
