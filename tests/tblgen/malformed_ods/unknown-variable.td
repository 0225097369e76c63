// EXPECT-ERROR: 10:5: expected variable to refer to an argument, region, result, or successor (assembly format line 1, column 8)
// $nope names nothing of the op.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_NegOp : Op<Test_Dialect, "neg"> {
  let arguments = (ins I32:$input);
  let results = (outs I32:$out);
  let assemblyFormat = "$input $nope attr-dict `:` type($input) `->` type($out)";
}
