// EXPECT-ERROR: 11:5: `custom` directive with no bound parameters cannot be used as optional group anchor
// ACTION: --gen-typedef-defs
// A `custom` anchor decides its group through the parameters it binds (MLIR's rule).

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_KType : TypeDef<Test_Dialect, "K"> {
  let parameters = (ins "i32":$a);
  let mnemonic = "type_k";
  let assemblyFormat = "$a (`(` custom<Foo>(ref($a))^ `)`)?";
}
