// EXPECT-ERROR: 10:5: op name 'test.my op' is not a dialect name and a mnemonic
// A mnemonic cannot hold a space.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_MyOp : Op<Test_Dialect, "my op">;
