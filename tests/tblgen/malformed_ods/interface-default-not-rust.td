// EXPECT-ERROR: 9:5: the default body of method 'getCount' of interface 'CountedOpInterface' is not Rust
// A default body is Rust.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}
def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"", "i64", "getCount", (ins), [{}], [{ return $_op.getCount(); int x; }]>];
}
def Test_CountedOp : Op<Test_Dialect, "counted", [CountedOpInterface]>;
