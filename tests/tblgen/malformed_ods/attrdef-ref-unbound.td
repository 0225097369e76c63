// EXPECT-ERROR: 11:5: parameter 'hi' must be bound before it is referenced (in the assembly format of 'RangeAttr')
// ACTION: --gen-attrdef-defs
// `ref($x)` passes a parameter bound earlier in the format.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_RangeAttr : AttrDef<Test_Dialect, "Range"> {
  let mnemonic = "range";
  let parameters = (ins "i64":$lo, "i64":$hi);
  let assemblyFormat = "`<` custom<Lo>($lo, ref($hi)) `,` $hi `>`";
}
