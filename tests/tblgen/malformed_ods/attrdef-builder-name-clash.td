// EXPECT-ERROR: 12:5: builder 'get' of 'RangeAttr' has the name of another function of the handle (name it with the builder's fourth argument)
// ACTION: --gen-attrdef-defs
// Rust has no overloading: a builder whose name is taken by the handle's `get` (or an
// accessor, or another builder) needs a name of its own.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_RangeAttr : AttrDef<Test_Dialect, "Range"> {
  let parameters = (ins "i64":$lo, "i64":$hi);
  let builders = [AttrBuilder<(ins "i64":$hi), [{ $_get($_ctxt, 0, hi) }], "", "get">];
}
