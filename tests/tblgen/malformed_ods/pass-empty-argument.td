// EXPECT-ERROR: 7:5: pass 'EmptyArgument' has no argument
// ACTION: --gen-pass-decls
// A pass with an empty argument cannot be registered or named in a pipeline
// (mlir-tblgen accepts it; Strata refuses it).
include "base/PassBase.td"

def EmptyArgument : Pass<""> {
  let summary = "Has an empty argument";
}
