// EXPECT-ERROR: 9:5: builder parameter #1 has no name
// MLIR accepts an unnamed C++ parameter; Rust parameters need names.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "Value":$x, "i64")>];
}
