// EXPECT-ERROR: 10:5: custom<Thing>: only variables, type(...), ref(...) and string arguments are supported by Strata yet
// Well formed for MLIR, but Strata's custom directives take no `attr-dict` argument yet.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_NegOp : Op<Test_Dialect, "neg"> {
  let arguments = (ins I32:$input);
  let results = (outs I32:$out);
  let assemblyFormat = "custom<Thing>($input, attr-dict) `:` type($input) `->` type($out)";
}
