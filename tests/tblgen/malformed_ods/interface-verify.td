// EXPECT-ERROR: 11:5: interface 'CheckedOpInterface' has a `verify`: interface verifiers are not supported yet
// An interface's `verify` is not generated yet; the generator says so rather than
// produce an interface that silently checks nothing.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def CheckedOpInterface : OpInterface<"CheckedOpInterface"> {
  let verify = [{ Ok(()) }];
  let methods = [InterfaceMethod<"", "i64", "getCount">];
}
def Test_CheckedOp : Op<Test_Dialect, "checked", [CheckedOpInterface]>;
