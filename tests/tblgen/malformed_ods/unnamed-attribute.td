// EXPECT-ERROR: 10:5: attributes must be named (at spec/base/Constraints.td:
// An attribute argument needs a $name (reported at the op, naming the attr's def).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins I32Attr);
}
