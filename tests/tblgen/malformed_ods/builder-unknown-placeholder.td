// EXPECT-ERROR: 10:5: the body of builder 'build_default' uses `$_ctxt`, which is not one of its placeholders (it has `$_state`, `$_ctx`, `$_builder`, `$_loc`)
// An op builder's context is `$_ctx` (or `$_builder`): `$_ctxt` is another placeholder.

include "base/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
}

def Test_BuiltOp : Op<Test_Dialect, "built"> {
  let results = (outs I32:$x);
  let builders = [OpBuilder<(ins), [{ $_state.add_types(&[$_ctxt.int_type(32)]); }]>];
}
