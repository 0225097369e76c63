// EXPECT-ERROR: 10:5: method 'create' of dialect interface 'TestInlinerInterface' is static
// A dialect interface is used as a trait object (`dyn TestInlinerInterface`).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def TestInlinerInterface : DialectInterface<"TestInlinerInterface"> {
  let methods = [StaticInterfaceMethod<"", "u32", "create">];
}
