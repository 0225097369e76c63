// EXPECT-ERROR: 10:5: extraClassDeclaration is not Rust tokens
// The Rust of extraClassDeclaration does not even tokenize (open string).

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_UseOp : Op<Test_Dialect, "use"> {
  let extraClassDeclaration = [{
    pub fn broken(&self) -> u32 { "unterminated }
  }];
}
