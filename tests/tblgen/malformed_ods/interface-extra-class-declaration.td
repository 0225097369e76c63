// EXPECT-ERROR: 9:5: the extraClassDeclaration of interface 'CountedOpInterface' is not Rust `impl` items
// An interface's `extraClassDeclaration` is Rust `impl` items of its handle.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def CountedOpInterface : OpInterface<"CountedOpInterface"> {
  let methods = [InterfaceMethod<"The count.", "i64", "getCount">];
  let extraClassDeclaration = [{ let x = 1; }];
}
