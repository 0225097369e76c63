// EXPECT-ERROR: 17:5: 'getVolume' is not a method of interface 'SizedAttrInterface' (DeclareAttrInterfaceMethods)
// ACTION: --gen-attrdef-defs
// DeclareAttrInterfaceMethods names methods of its interface.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def SizedAttrInterface : AttrInterface<"SizedAttrInterface"> {
  let methods = [
    InterfaceMethod<"The size.", "u64", "getSize">,
  ];
}

def Test_BoxAttr : AttrDef<Test_Dialect, "Box",
    [DeclareAttrInterfaceMethods<SizedAttrInterface, ["getVolume"]>]> {
  let mnemonic = "box";
}
