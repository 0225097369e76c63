// EXPECT-ERROR: 10:5: only optional attributes can be used in an oilist parsing group (assembly format line 1, column 1)
// MLIR's rule and wording (mlir-tblgen 16 gives the same message).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_FlagsOp : Op<Test_Dialect, "flags"> {
  let arguments = (ins I64Attr:$count, UnitAttr:$exact);
  let assemblyFormat = "oilist(`count` $count | `exact` $exact) attr-dict";
}
