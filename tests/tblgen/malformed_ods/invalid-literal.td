// EXPECT-ERROR: 10:5: expected valid literal but got 'a b': keywords should contain only alphanum, '_', '$', or '.' characters
// A keyword literal cannot hold a space.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_NegOp : Op<Test_Dialect, "neg"> {
  let arguments = (ins I32:$input);
  let results = (outs I32:$out);
  let assemblyFormat = "$input `a b` attr-dict `:` type($input) `->` type($out)";
}
