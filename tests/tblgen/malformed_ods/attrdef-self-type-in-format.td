// EXPECT-ERROR: 11:5: parameter 'type' is the attribute's self type
// ACTION: --gen-attrdef-defs
// The self type is written after the attribute, so its format cannot name it.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_TypedAttr : AttrDef<Test_Dialect, "Typed"> {
  let mnemonic = "typed";
  let parameters = (ins "i64":$v, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $v `,` $type `>`";
}
