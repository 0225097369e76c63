// EXPECT-ERROR: 17:5: 'SizedTypeInterface' is a type interface: an AttrDef lists attribute interfaces
// ACTION: --gen-attrdef-defs
// An attribute implements attribute interfaces only.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def SizedTypeInterface : TypeInterface<"SizedTypeInterface"> {
  let methods = [
    InterfaceMethod<"The size.", "u64", "getSize">,
  ];
}

def Test_BoxAttr : AttrDef<Test_Dialect, "Box", [SizedTypeInterface]> {
  let mnemonic = "box";
}
