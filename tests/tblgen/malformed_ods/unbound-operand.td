// EXPECT-ERROR: 10:5: operand #1, named 'rhs', not found
// The format never binds $rhs.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_AddOp : Op<Test_Dialect, "add"> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$out);
  let assemblyFormat = "$lhs attr-dict `:` type($lhs) `->` type($out)";
}
