// EXPECT-ERROR: 13:5: extraConcreteClassDeclaration of trait 'Test_CountedTrait' is not Rust `impl` items
// A native trait's `extraConcreteClassDeclaration` is Rust `impl` items of the views of
// the ops listing it; other text is an error at the op.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_CountedTrait : NativeOpTrait<"Counted", [], [{ let x = 1; }]>;

def Test_FirstOp : Op<Test_Dialect, "first">;
def Test_UseOp : Op<Test_Dialect, "use", [Test_CountedTrait]>;
