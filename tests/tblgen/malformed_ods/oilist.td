// EXPECT-ERROR: 10:5: oilist is not supported by Strata yet
// Well formed for MLIR, but Strata has no oilist directive yet.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_FlagsOp : Op<Test_Dialect, "flags"> {
  let arguments = (ins OptionalAttr<UnitAttr>:$fast, OptionalAttr<UnitAttr>:$exact);
  let assemblyFormat = "oilist(`fast` $fast | `exact` $exact) attr-dict";
}
