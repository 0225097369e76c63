// The custom builders of the dialects' specs (`let builders = [...]`): ports of MLIR's
// `arith.constant`, `func.call` and `memref.alloc` builders, and `func.func`'s, which
// the spec declares without a body and `src/dialects/func.rs` writes.
use strata::dialects::{self, arith, func, memref};
use strata::framework::asm::{print_op, PrintOptions};
use strata::framework::ir::body::Body;
use strata::framework::ir::registry::OpRef;
use strata::framework::ir::types::{FloatKind, TypeKind, DYNAMIC};
use strata::framework::Context;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let mut body = Body::new();
    let block = body.create_block();
    let add = |body: &mut Body, st| {
        let op = body.create_op(st);
        body.append_op(block, op);
        op
    };

    let c = add(&mut body, arith::ConstantOp::build_int(&ctx, loc, 42, 32));
    let i = add(&mut body, arith::ConstantOp::build_index(&ctx, loc, 4));
    let f = add(
        &mut body,
        arith::ConstantOp::build_value_ty(&ctx, loc, ctx.integer_attr(7, i32t), i32t),
    );
    let (c42, four) = (body.results(c)[0], body.results(i)[0]);
    let view = arith::ConstantOp::cast(OpRef::new(&ctx, &body, f)).unwrap();
    assert_eq!(view.0.value_type(view.result()), i32t);

    let fty = ctx.function_type(vec![i32t], vec![i32t]);
    let callee = add(
        &mut body,
        func::FuncOp::build_name_ty_attrs_arg_attrs(
            &ctx,
            loc,
            "callee",
            fty,
            Some(&[("sym_visibility", ctx.string_attr("private"))]),
            None,
        ),
    );
    let call = add(&mut body, func::CallOp::build_callee_results_operands(&ctx, loc, "callee", &[i32t], Some(&[c42])));
    let memref_ty = ctx.intern_type(TypeKind::MemRef {
        shape: vec![DYNAMIC, 8],
        elem: ctx.float_type(FloatKind::F32),
        layout: None,
        memory_space: None,
    });
    let alloc = add(&mut body, memref::AllocOp::build_of_type(&ctx, loc, memref_ty, Some(&[four])));
    let aligned = add(
        &mut body,
        memref::AllocaOp::build_aligned(&ctx, loc, memref_ty, &[four], &[], 64),
    );
    let ops = [c, i, f, callee, call, alloc, aligned];

    for &op in &ops[..ops.len() - 1] {
        strata::framework::verify::verify_op(&ctx, &body, op).expect("verifies");
    }
    // An alloca needs an enclosing AutomaticAllocationScope (a function); this one
    // stands alone, and the verifier says so in MLIR's words.
    let err = strata::framework::verify::verify_op(&ctx, &body, aligned).unwrap_err();
    assert!(err.message.contains("requires an ancestor op with AutomaticAllocationScope trait"));
    let text = |op| print_op(&ctx, &body, op, &PrintOptions::default());
    assert_eq!(text(c), "%c42_i32 = arith.constant 42 : i32");
    assert_eq!(text(i), "%c4 = arith.constant 4 : index");
    assert_eq!(text(f), "%c7_i32 = arith.constant 7 : i32");
    assert_eq!(text(callee), "func.func private @callee(i32) -> i32");
    let view = func::CallOp::cast(OpRef::new(&ctx, &body, call)).unwrap();
    assert_eq!((view.callee(), view.operands().collect::<Vec<_>>()), ("callee".to_string(), vec![c42]));
    assert_eq!(body.results(call).len(), 1);
    let view = memref::AllocOp::cast(OpRef::new(&ctx, &body, alloc)).unwrap();
    assert_eq!((view.dynamic_sizes().collect::<Vec<_>>(), view.alignment()), (vec![four], None));
    let view = memref::AllocaOp::cast(OpRef::new(&ctx, &body, aligned)).unwrap();
    assert_eq!((view.dynamic_sizes().collect::<Vec<_>>(), view.alignment()), (vec![four], Some(64)));
    assert!(view.symbol_operands().is_empty());
}
