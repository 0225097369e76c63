// Builders that fill region bodies (MLIR's `scf` builders with body callbacks): a
// function whose body is built with `OpBuilder::insert_with_regions`, holding an
// `scf.for` carrying a sum, an `scf.if` with both branches and an `scf.while`; each
// callback builds its block and returns what the block's terminator passes on. The
// result verifies and prints as MLIR would print it.
use strata::dialects::{self, arith, func, scf};
use strata::framework::asm::{print_op, PrintOptions};
use strata::framework::ir::builder::OpBuilder;
use strata::framework::ir::body::Body;
use strata::framework::Context;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let loc = ctx.unknown_loc();
    let (i32t, i1, index) = (ctx.int_type(32), ctx.int_type(1), ctx.index_type());
    let mut body = Body::new();
    let top = body.create_block();
    let b = OpBuilder::at_end(top, loc);

    let fty = ctx.function_type(vec![index, i32t, i1], vec![i32t]);
    let state = func::FuncOp::build_name_ty_attrs_arg_attrs(&ctx, loc, "f", fty, None, None);
    let f = b.insert_with_regions(&mut body, state, |fbody, regions| {
        let (entry, fb) = b.add_block(fbody, regions[0], &[index, i32t, i1]);
        let args = fbody.block_args(entry).to_vec();
        let (n, x, c) = (args[0], args[1], args[2]);
        let c0 = fb.insert(fbody, arith::ConstantOp::build_index(&ctx, loc, 0));
        let c1 = fb.insert(fbody, arith::ConstantOp::build_index(&ctx, loc, 1));
        let (c0, c1) = (fbody.results(c0)[0], fbody.results(c1)[0]);
        // for %i = 0 to %n step 1 iter_args(%acc = %x) { yield %acc + %x }
        let for_op = scf::ForOp::create_with_body(&fb, &ctx, fbody, c0, n, c1, &[x], |bb, body, args| {
            let add = bb.insert(body, arith::AddIOp::build(&ctx, loc, args[1], x, i32t));
            vec![body.results(add)[0]]
        });
        let sum = fbody.results(for_op)[0];
        // if %c { yield %sum } else { yield %x }
        let if_op = scf::IfOp::create_with_regions(
            &fb,
            &ctx,
            fbody,
            c,
            &[i32t],
            |_, _| vec![sum],
            Some(Box::new(|_: &OpBuilder, _: &mut Body| vec![x])),
        );
        let picked = fbody.results(if_op)[0];
        // while (%a = %picked) { condition(%c) %a } do { ^(%b): yield %b }
        let while_op = scf::WhileOp::create_with_regions(
            &fb,
            &ctx,
            fbody,
            &[picked],
            &[i32t],
            |_, _, args| (c, args.to_vec()),
            |_, _, args| args.to_vec(),
        );
        let result = fbody.results(while_op)[0];
        fb.insert(fbody, func::ReturnOp::build(&ctx, loc, &[result]));
    });

    strata::framework::verify::verify_op(&ctx, &body, f).expect("verifies");
    let text = print_op(&ctx, &body, f, &PrintOptions::default());
    let expected = "func.func @f(%arg0: index, %arg1: i32, %arg2: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
    %3 = arith.addi %arg4, %arg1 : i32
    scf.yield %3 : i32
  }
  %1 = scf.if %arg2 -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %arg1 : i32
  }
  %2 = scf.while (%arg3 = %1) : (i32) -> i32 {
    scf.condition(%arg2) %arg3 : i32
  } do {
  ^bb0(%arg3: i32):
    scf.yield %arg3 : i32
  }
  return %2 : i32
}";
    assert_eq!(text, expected);
}
