// EXPECT-ERROR: 10:5: 'test.load' lists its effects in its spec and declares 'getEffects' of 'MemoryEffectOpInterface' (DeclareOpInterfaceMethods): one of the two
// An op's `getEffects` is generated from the effects its spec lists, or written in
// Rust when it declares the method: not both.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_LoadOp : Op<Test_Dialect, "load", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface, ["getEffects"]>]> {
  let arguments = (ins Arg<AnyType, "", [MemRead]>:$ref);
}
