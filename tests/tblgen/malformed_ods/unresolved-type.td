// EXPECT-ERROR: 10:5: type of result #0, named 'out', is not buildable and a buildable type cannot be inferred
// Nothing gives the result's type: no type($out), no trait, not buildable.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_CastOp : Op<Test_Dialect, "cast"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$out);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
