// EXPECT-ERROR: 12:5: 'getSize' is not a method of interface 'CountedOpInterface' (DeclareOpInterfaceMethods)
// DeclareOpInterfaceMethods names methods of the interface.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"", "i64", "getCount">];
}
def Test_CountedOp : Op<Test_Dialect, "counted", [DeclareOpInterfaceMethods<CountedOpInterface, ["getSize"]>]>;
