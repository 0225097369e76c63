// EXPECT-ERROR: 10:18: Value specified for template argument 'Op:dialect' (#0) is of type {}; expected type Dialect: Test_NotADialect
// The dialect argument of Op must be a Dialect (a TableGen type error).

include "base/OpBase.td"

def Test_NotADialect {
  string name = "test";
}

def Test_UseOp : Op<Test_NotADialect, "use">;
