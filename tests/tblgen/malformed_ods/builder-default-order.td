// EXPECT-ERROR: 9:5: expected an argument with default value after other arguments with default values
// As in MLIR, parameters with defaults come last.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins CArg<"i64", "0">:$n, "Value":$x)>];
}
