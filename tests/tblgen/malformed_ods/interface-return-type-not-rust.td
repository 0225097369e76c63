// EXPECT-ERROR: 12:5: the return type of method 'getCount' of interface 'CountedOpInterface' is not a Rust type
// A method's return type is Rust.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"", "std::vector<int> &", "getCount">];
}
def Test_CountedOp : Op<Test_Dialect, "counted", [CountedOpInterface]>;
