// EXPECT-ERROR: 6:5: pass 'BadAnchor' runs on 'FuncOp', which is not an op name (`dialect.op`)
// ACTION: --gen-pass-decls
// A pass anchor is an op name (`dialect.op`), not a C++ class.
include "base/PassBase.td"

def BadAnchor : Pass<"bad-anchor", "FuncOp"> {
  let summary = "Runs on a C++ class";
}
