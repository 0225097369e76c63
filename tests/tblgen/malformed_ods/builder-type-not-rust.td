// EXPECT-ERROR: 9:5: builder 'build_x': the type of parameter 'x' is not a Rust type
// A parameter type is a Rust type.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "ArrayRef<int64_t> &&":$x)>];
}
