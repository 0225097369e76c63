// EXPECT-ERROR: 11:5: cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'
// ACTION: --gen-typedef-defs
// A def has one assembly form.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_VecType : TypeDef<Test_Dialect, "Vec"> {
  let mnemonic = "vec";
  let parameters = (ins "u32":$n);
  let assemblyFormat = "`<` $n `>`";
  let hasCustomAssemblyFormat = 1;
}
