// The generated API of the arith and func dialects: typed builders, typed views
// with named accessors, enum attributes, verification and printing.
use strata::dialects::{self, arith};
use strata::framework::asm::{print_op, PrintOptions};
use strata::framework::ir::body::Body;
use strata::framework::ir::registry::OpRef;
use strata::framework::Context;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let mut body = Body::new();
    let block = body.create_block();

    // Operands first, then result types, then required attributes.
    let c = body.create_op(arith::ConstantOp::build(
        &ctx,
        loc,
        i32t,
        ctx.integer_attr(7, i32t),
    ));
    body.append_op(block, c);
    let seven = body.results(c)[0];

    let add = body.create_op(arith::AddIOp::build(&ctx, loc, seven, seven, i32t));
    body.append_op(block, add);
    let sum = body.results(add)[0];

    let cmp = body.create_op(arith::CmpIOp::build(
        &ctx,
        loc,
        sum,
        seven,
        ctx.int_type(1),
        arith::CmpIPredicate::Slt,
    ));
    body.append_op(block, cmp);

    let add_view = arith::AddIOp::cast(OpRef::new(&ctx, &body, add)).expect("an addi");
    assert_eq!(add_view.lhs(), seven);
    assert_eq!(add_view.rhs(), seven);
    assert_eq!(add_view.result(), sum);
    assert!(arith::AddIOp::cast(OpRef::new(&ctx, &body, cmp)).is_none());

    let cmp_view = arith::CmpIOp::cast(OpRef::new(&ctx, &body, cmp)).expect("a cmpi");
    assert_eq!(cmp_view.predicate(), arith::CmpIPredicate::Slt);
    assert_eq!(arith::CmpIPredicate::symbolize("uge"), Some(arith::CmpIPredicate::Uge));
    assert_eq!(arith::CmpIPredicate::Ne.stringify(), "ne");

    for op in [c, add, cmp] {
        strata::framework::verify::verify_op(&ctx, &body, op).expect("verifies");
    }
    let text = print_op(&ctx, &body, cmp, &PrintOptions::default());
    assert!(text.contains("arith.cmpi slt"), "{text}");
}
