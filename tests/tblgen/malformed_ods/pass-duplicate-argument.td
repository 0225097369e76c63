// EXPECT-ERROR: 10:5: pass 'Second' has the argument 'same' of pass 'First'
// ACTION: --gen-pass-decls
// Two passes may not share an argument; the second is reported.
include "base/PassBase.td"

def First : Pass<"same"> {
  let summary = "First";
}

def Second : Pass<"same"> {
  let summary = "Second";
}
