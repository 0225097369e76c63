// EXPECT-ERROR: 9:5: builder 'build_x' and builder 'build_x' both make the method `build_x`
// Two builders make the same Rust function; one needs a name (OpBuilder's third argument).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "Value":$x)>, OpBuilder<(ins "Type":$x)>];
}
