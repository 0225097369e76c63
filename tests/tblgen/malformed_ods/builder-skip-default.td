// EXPECT-ERROR: 9:5: default builders are skipped and no custom builders provided
// skipDefaultBuilders needs custom builders (MLIR's rule and wording).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let arguments = (ins I32:$x);
  let skipDefaultBuilders = 1;
}
