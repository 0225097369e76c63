// EXPECT-ERROR: 11:5: expected valid literal but got '%'
// ACTION: --gen-attrdef-defs
// Literals are keywords or MLIR's punctuation.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "i64":$x);
  let assemblyFormat = "`<` `%` $x `>`";
}
