// EXPECT-ERROR: 11:5: builder 'get_hi' infers its context: its body cannot use `$_ctxt`
// ACTION: --gen-attrdef-defs
// A `WithInferredContext` builder has no context parameter for `$_ctxt` to name.

include "base/AttrTypeBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_RangeAttr : AttrDef<Test_Dialect, "Range"> {
  let parameters = (ins "i64":$lo, "i64":$hi);
  let builders = [
    AttrBuilderWithInferredContext<(ins "i64":$hi), [{ $_get($_ctxt, 0, hi) }]>
  ];
}
