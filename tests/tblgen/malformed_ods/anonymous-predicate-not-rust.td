// EXPECT-ERROR: 10:5: type constraint predicate is not a Rust expression: expected `,`: `($_self is int)` (at spec/base/Constraints.td:
// An anonymous constraint (TableGen locates it at its class, in
// spec/base/) is reported at the op using it, naming that location.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins Type<CPred<"$_self is int">>:$x);
}
