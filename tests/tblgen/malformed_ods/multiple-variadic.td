// EXPECT-ERROR: 10:5: op has multiple variadic operands but no specification over their sizes
// Two variadic groups need AttrSizedOperandSegments or SameVariadicOperandSize.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins Variadic<I32>:$a, Optional<I32>:$b);
}
