// EXPECT-ERROR: 9:5: expected 'ins' in builders
// A builder's parameter dag must be (ins ...), as in MLIR.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(outs "Value":$x)>];
}
