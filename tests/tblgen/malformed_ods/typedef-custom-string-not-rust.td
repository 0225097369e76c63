// EXPECT-ERROR: 11:5: argument #1 of custom<Width> is not a Rust expression
// ACTION: --gen-typedef-defs
// A string argument of `custom<...>` is Rust pasted into the calls.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_IntType : TypeDef<Test_Dialect, "Int"> {
  let mnemonic = "int";
  let parameters = (ins "u32":$width);
  let assemblyFormat = [{ `<` custom<Width>($width, "$_builder.getI32Type(") `>` }];
}
