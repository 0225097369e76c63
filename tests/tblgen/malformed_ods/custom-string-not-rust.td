// EXPECT-ERROR: 10:5: the string argument of custom<Keyworded> is not a Rust expression
// A string argument of `custom<...>` is Rust, parsed when the code is generated.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_ShiftOp : Op<Test_Dialect, "shift"> {
  let arguments = (ins I64Attr:$n);
  let assemblyFormat = [{ custom<Keyworded>("$_builder.getStringAttr(\"by\"", $n) attr-dict }];
}
