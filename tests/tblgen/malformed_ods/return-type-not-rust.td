// EXPECT-ERROR: 10:5: returnType is not a Rust type: expected `,`: `Vec<u64`
// The accessor's return type is not a Rust type.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_CountAttr : Attr<CPred<"$_self.is_integer()">, "count"> {
  let returnType = "Vec<u64";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let arguments = (ins Test_CountAttr:$count);
}
