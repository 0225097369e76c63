// EXPECT-ERROR: 10:5: cases 'a' and 'A' of enum 'Kind' both make the variant 'A'
// Two cases give the same Rust variant.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_KindAttr : I32EnumAttr<"Kind", "", [I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"A", 1>]>;

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins Test_KindAttr:$kind);
}
