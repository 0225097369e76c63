// EXPECT-ERROR: 10:5: the op's class name '1Op' (its def name after the dialect prefix) is not a Rust identifier
// The view's type would be named 1Op.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_1Op : Op<Test_Dialect, "one">;
