// Typed builders take values for operands and types for result types: swapping them
// is a type error.
use strata::dialects::{self, arith};
use strata::framework::Context;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let i32t = ctx.int_type(32);
    let _ = arith::AddIOp::build(&ctx, ctx.unknown_loc(), i32t, i32t, i32t);
}
