// EXPECT-ERROR: 10:5: the effect of a side effect is not a Rust path: `Read it`
// An effect names a Rust path (`MemoryEffect::Read`); other text is an error at the
// effect's def.
include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def BadRead : MemoryEffect<"Read it", DefaultResource>;

def Test_LoadOp : Op<Test_Dialect, "load", [MemoryEffects<[BadRead]>]>;
