// EXPECT-ERROR: 11:5: the body of builder 'get_width' is not Rust statements
// ACTION: --gen-typedef-defs
// A builder's body is Rust, parsed when the code is generated.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_IntType : TypeDef<Test_Dialect, "Int"> {
  let parameters = (ins "u32":$width);
  let builders = [TypeBuilder<(ins "u32":$width), [{ return get(context, width); } }]>];
}
