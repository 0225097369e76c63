// EXPECT-ERROR: 11:5: parameter 'x': its 'defaultValue' is not a Rust expression
// ACTION: --gen-attrdef-defs
// A default value is Rust, checked when generating.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins DefaultValuedParameter<"i64", "1 +">:$x);
  let assemblyFormat = "`<` ($x^)? `>`";
}
