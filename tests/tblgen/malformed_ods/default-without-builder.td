// EXPECT-ERROR: 10:5: attribute 'value' has a default value but no constBuilderCall
// ArrayAttr has no constBuilderCall, so its default cannot be built.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins DefaultValuedAttr<ArrayAttr, "[]">:$value);
}
