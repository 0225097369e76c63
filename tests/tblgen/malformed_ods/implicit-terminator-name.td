// EXPECT-ERROR: 10:5: SingleBlockImplicitTerminator takes an op name ('dialect.op'), got 'YieldOp'
// The terminator is named by its op name, not its def.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_ScopeOp : Op<Test_Dialect, "scope", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let regions = (region AnyRegion:$body);
}
