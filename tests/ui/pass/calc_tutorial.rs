// The Rust snippet of docs/writing-a-dialect.md, section 4.
use strata::dialects::{self, calc};
use strata::framework::{ir::registry::OpRef, Body, Context};

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let mut body = Body::new();
    let i64t = ctx.int_type(64);
    let a = body.create_op(calc::ConstOp::build(&ctx, ctx.unknown_loc(), i64t, 40));
    let a = body.results(a)[0];
    let add = body.create_op(calc::AddOp::build(&ctx, ctx.unknown_loc(), a, a, i64t));
    let view = calc::AddOp::cast(OpRef::new(&ctx, &body, add)).unwrap();
    assert_eq!(view.lhs(), a);
    assert!(!view.saturate());
}
