// EXPECT-ERROR: 11:5: the `verify` of interface 'CheckedOpInterface' is not Rust
// An interface's `verify` is Rust checking the op; text that does not parse as a Rust
// block is an error at the interface's def.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def CheckedOpInterface : OpInterface<"CheckedOpInterface"> {
  let verify = [{ if { }];
  let methods = [InterfaceMethod<"", "i64", "getCount">];
}
def Test_CheckedOp : Op<Test_Dialect, "checked", [CheckedOpInterface]>;
