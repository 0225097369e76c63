// EXPECT-ERROR: 9:5: the body of builder 'build_x' is not Rust statements
// A builder body is Rust statements, checked when generating.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "Value":$x), [{ int n = 0; }]>];
}
