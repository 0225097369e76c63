// EXPECT-ERROR: 10:5: type constraint predicate is not a Rust expression
// The CPred's parenthesis is never closed; reported at the constraint.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_Broken : Type<CPred<"$_self.is_integer(">, "broken type">;

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins Test_Broken:$input);
}
