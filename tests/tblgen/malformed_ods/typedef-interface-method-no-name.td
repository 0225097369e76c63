// EXPECT-ERROR: 11:5: a method of interface 'SizedTypeInterface' has no name
// ACTION: --gen-typedef-defs
// Interface methods are named.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def SizedTypeInterface : TypeInterface<"SizedTypeInterface"> {
  let methods = [
    InterfaceMethod<"The size.", "u64", "">,
  ];
}

def Test_BoxType : TypeDef<Test_Dialect, "Box", [SizedTypeInterface]> {
  let mnemonic = "box";
}
