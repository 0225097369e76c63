// EXPECT-ERROR: 12:5: extraClassDeclaration is not Rust `impl` items
// extraClassDeclaration tokenizes but a statement is not an impl item; the
// error is at this op, not the file's first.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_FirstOp : Op<Test_Dialect, "first">;

def Test_UseOp : Op<Test_Dialect, "use"> {
  let extraClassDeclaration = [{ let x = 1; }];
}
