// EXPECT-ERROR: 11:5: parameter 'n' is in an optional group, so it must be optional
// ACTION: --gen-typedef-defs
// An optional group may hold only parameters the text can omit.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_VecType : TypeDef<Test_Dialect, "Vec"> {
  let mnemonic = "vec";
  let parameters = (ins "u32":$n);
  let assemblyFormat = "`<` (`x` $n^)? `>`";
}
