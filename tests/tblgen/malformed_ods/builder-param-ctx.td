// EXPECT-ERROR: 9:5: builder 'build_ctx': parameter 'ctx' makes the Rust parameter `ctx`, which is already taken
// ctx and loc are the parameters every builder starts with.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "Value":$ctx)>];
}
