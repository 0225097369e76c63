// EXPECT-ERROR: 9:5: builder 'build' and the generated view both make the method `build`
// A builder named build clashes with the default builder.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "Value":$v), [{}], "build">];
}
