// EXPECT-ERROR: 12:5: argument #0 of method 'getCount' of interface 'CountedOpInterface' has no name
// Method arguments are named Rust parameters.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"", "i64", "getCount", (ins "i64")>];
}
def Test_CountedOp : Op<Test_Dialect, "counted", [CountedOpInterface]>;
