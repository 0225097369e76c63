// EXPECT-ERROR: 6:5: the constructor of pass 'BadConstructor' is not a Rust expression: unexpected token
// ACTION: --gen-pass-decls
// A constructor is a Rust expression.
include "base/PassBase.td"

def BadConstructor : Pass<"bad-constructor"> {
  let summary = "Has a C++ constructor";
  let constructor = "new Thing()";
}
