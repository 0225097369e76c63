// EXPECT-ERROR: 10:5: the default body of method 'kind' of interface 'KindedOpInterface' uses `$_op`, which is not one of its placeholders (it has none)
// A static method has no op for `$_op` to stand for.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def KindedOpInterface : OpInterface<"KindedOpInterface"> {
  let methods = [StaticInterfaceMethod<"", "&'static str", "kind", (ins), [{}], [{ $_op.name() }]>];
}
