// EXPECT-ERROR: 12:50: Variable not defined: 'SizedTypeInterface'
// ACTION: --gen-typedef-defs
// A def lists interfaces that are defined.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

// No such interface.
def Test_BoxType : TypeDef<Test_Dialect, "Box", [SizedTypeInterface]> {
  let mnemonic = "box";
}
