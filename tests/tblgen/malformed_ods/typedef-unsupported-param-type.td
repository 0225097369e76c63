// EXPECT-ERROR: 11:5: parameter 'shape': Rust type 'HashMap<u32, u32>' is not supported
// ACTION: --gen-typedef-defs
// Parameter types are those the runtime stores.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_VecType : TypeDef<Test_Dialect, "Vec"> {
  let mnemonic = "vec";
  let parameters = (ins "HashMap<u32, u32>":$shape);
  let assemblyFormat = "`<` $shape `>`";
}
