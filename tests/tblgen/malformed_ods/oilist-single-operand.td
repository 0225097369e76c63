// EXPECT-ERROR: 10:5: only variable length operands can be used within an oilist parsing group
// MLIR's rule and wording (mlir-tblgen 16 gives the same message).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_BoundOp : Op<Test_Dialect, "bound"> {
  let arguments = (ins I64:$lo, Optional<I64>:$hi);
  let assemblyFormat = "oilist(`lo` $lo | `hi` $hi) attr-dict";
}
