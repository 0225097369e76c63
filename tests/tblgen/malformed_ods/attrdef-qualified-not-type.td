// EXPECT-ERROR: 11:5: 'qualified' applies to an attribute or type parameter, and 'x' is not one (in the assembly format of 'PointAttr')
// ACTION: --gen-attrdef-defs
// `qualified` prints an attribute or type in full: an integer has no qualified form.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_PointAttr : AttrDef<Test_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "i64":$x);
  let assemblyFormat = "`<` qualified($x) `>`";
}
