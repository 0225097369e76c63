// EXPECT-ERROR: 10:12: option 'level' of pass 'DuplicateOption' has the argument of another option of the pass
// ACTION: --gen-pass-decls
// Two options of a pass may not share an argument.
include "base/PassBase.td"

def DuplicateOption : Pass<"duplicate-option"> {
  let summary = "Has two options named alike";
  let options = [
    Option<"first", "level", "int", /*default=*/"1", "First">,
    Option<"second", "level", "int", /*default=*/"2", "Second">,
  ];
}
