// EXPECT-ERROR: 10:5: the default body of method 'cost' of dialect interface 'TestInlinerInterface' uses `$_op`, which is not one of its placeholders (it has none)
// There is no op, attribute or type for `$_op` and the like to stand for.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def TestInlinerInterface : DialectInterface<"TestInlinerInterface"> {
  let methods = [InterfaceMethod<"", "u32", "cost", (ins), [{}], [{ $_op.len() }]>];
}
