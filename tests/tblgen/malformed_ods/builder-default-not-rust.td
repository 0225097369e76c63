// EXPECT-ERROR: 9:5: builder 'build_n': the default of parameter 'n' is not a Rust expression
// A CArg default is a Rust expression.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins CArg<"i64", "{}{">:$n)>];
}
