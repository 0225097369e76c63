// EXPECT-ERROR: 10:5: attribute 'lhs' and operand 'lhs' both make the method `lhs` of 'test.use'
// One name for an operand and an attribute: the view's accessors would clash.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins I32:$lhs, I32Attr:$lhs);
}
