use super::*;
use crate::ir::context::Context;
use crate::support::entity::EntityRef;

fn state(
    ctx: &Context,
    name: &str,
    operands: Vec<Value>,
    results: usize,
    regions: usize,
) -> OperationState {
    OperationState {
        name: ctx.ident(name),
        operands,
        result_types: vec![ctx.int_type(32); results],
        attrs: ctx.empty_dictionary(),
        successors: vec![],
        num_regions: regions,
        isolated_from_above: false,
        loc: ctx.unknown_loc(),
    }
}

/// A block with ops `a` (one result), `b(a)`, `c(a, b)`.
fn sample(ctx: &Context) -> (Body, Block, [Op; 3]) {
    let mut body = Body::new();
    let blk = body.create_block();
    let a = body.create_op(state(ctx, "t.a", vec![], 1, 0));
    let ra = body.results(a)[0];
    let b = body.create_op(state(ctx, "t.b", vec![ra], 1, 0));
    let rb = body.results(b)[0];
    let c = body.create_op(state(ctx, "t.c", vec![ra, rb], 0, 0));
    for op in [a, b, c] {
        body.append_op(blk, op);
    }
    (body, blk, [a, b, c])
}

#[test]
fn use_lists_track_operands() {
    let ctx = Context::new();
    let (body, _, [a, b, c]) = sample(&ctx);
    let ra = body.results(a)[0];
    let mut users: Vec<Op> = body.users(ra).collect();
    users.sort();
    assert_eq!(users, vec![b, c]);
    assert!(body.has_one_use(body.results(b)[0]));
    assert!(!body.has_one_use(ra));
}

#[test]
fn replace_all_uses_with_moves_every_use() {
    let ctx = Context::new();
    let (mut body, blk, [a, b, c]) = sample(&ctx);
    let ra = body.results(a)[0];
    let rb = body.results(b)[0];
    let d = body.create_op(state(&ctx, "t.d", vec![], 1, 0));
    body.insert_op(
        InsertPoint {
            block: blk,
            before: Some(b),
        },
        d,
    );
    let rd = body.results(d)[0];
    body.replace_all_uses_with(ra, rd);
    assert!(body.use_empty(ra));
    assert_eq!(body.uses(rd).count(), 2);
    assert_eq!(body.operands(c).collect::<Vec<_>>(), vec![rd, rb]);
    assert_eq!(body.block_ops(blk).collect::<Vec<_>>(), vec![a, d, b, c]);
}

#[test]
fn erase_checks_uses_and_unlinks() {
    let ctx = Context::new();
    let (mut body, blk, [a, b, c]) = sample(&ctx);
    assert_eq!(body.erase_op(a), Err(IrError::ResultHasUses(a)));
    body.erase_op(c).unwrap();
    assert!(body.has_one_use(body.results(a)[0]));
    body.erase_op(b).unwrap();
    body.erase_op(a).unwrap();
    assert_eq!(body.block_ops(blk).count(), 0);
    assert!(body.is_erased(a));
}

#[test]
fn move_op_relinks_in_constant_time() {
    let ctx = Context::new();
    let (mut body, blk, [a, b, c]) = sample(&ctx);
    body.move_op(
        a,
        InsertPoint {
            block: blk,
            before: None,
        },
    );
    assert_eq!(body.block_ops(blk).collect::<Vec<_>>(), vec![b, c, a]);
    let other = body.create_block();
    body.move_op(
        b,
        InsertPoint {
            block: other,
            before: None,
        },
    );
    assert_eq!(body.block_ops(blk).collect::<Vec<_>>(), vec![c, a]);
    assert_eq!(body.parent_block(b), Some(other));
}

#[test]
fn clone_copies_regions_and_remaps_values() {
    let ctx = Context::new();
    let mut body = Body::new();
    let outer = body.create_block();
    let x = body.create_op(state(&ctx, "t.x", vec![], 1, 0));
    body.append_op(outer, x);
    let rx = body.results(x)[0];
    let holder = body.create_op(state(&ctx, "t.holder", vec![], 0, 1));
    body.append_op(outer, holder);
    let r = body.regions(holder)[0];
    let inner = body.create_block();
    let arg = body.add_block_argument(inner, ctx.int_type(32));
    body.append_block(r, inner);
    let user = body.create_op(state(&ctx, "t.use", vec![arg, rx], 0, 0));
    body.append_op(inner, user);

    let mut mapping = IrMapping::new();
    let copy = body.clone_op(holder, &mut mapping);
    let cr = body.regions(copy)[0];
    let cb = body.entry_block(cr).unwrap();
    let cu = body.first_op(cb).unwrap();
    assert_ne!(cu, user);
    let ops: Vec<Value> = body.operands(cu).collect();
    assert_eq!(ops[0], body.block_args(cb)[0]);
    assert_eq!(ops[1], rx, "values defined outside are not remapped");
    assert_eq!(body.uses(rx).count(), 2);
}

#[test]
fn walks_pre_post_interrupt_and_erase() {
    let ctx = Context::new();
    let mut body = Body::new();
    let top = body.create_op(state(&ctx, "t.top", vec![], 0, 1));
    let blk = body.create_block();
    body.append_block(body.regions(top)[0], blk);
    let iso = body.create_op(OperationState {
        isolated_from_above: true,
        ..state(&ctx, "t.iso", vec![], 0, 1)
    });
    body.append_op(blk, iso);
    let leaf = body.create_op(state(&ctx, "t.leaf", vec![], 0, 0));
    body.append_op(blk, leaf);
    {
        let nested = body.nested_body_mut(iso).unwrap();
        let nb = nested.create_block();
        let r = Region::new(0);
        nested.append_block(r, nb);
        let inner = nested.create_op(state(&ctx, "t.inner", vec![], 0, 0));
        nested.append_op(nb, inner);
    }
    let mut pre = Vec::new();
    body.walk(top, WalkOrder::PreOrder, |b, op| {
        pre.push(ctx.ident_str(b.op_name(op)).to_string());
        WalkResult::Advance
    });
    assert_eq!(pre, ["t.top", "t.iso", "t.inner", "t.leaf"]);
    let mut post = Vec::new();
    body.walk(top, WalkOrder::PostOrder, |b, op| {
        post.push(ctx.ident_str(b.op_name(op)).to_string());
        WalkResult::Advance
    });
    assert_eq!(post, ["t.inner", "t.iso", "t.leaf", "t.top"]);
    let mut count = 0;
    let r = body.walk(top, WalkOrder::PreOrder, |_, _| {
        count += 1;
        if count == 2 {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!((r, count), (WalkResult::Interrupt, 2));
    // Erase every leaf-like op while walking post-order.
    body.walk_mut(top, WalkOrder::PostOrder, |b, op| {
        if op != top {
            b.erase_op(op).unwrap();
        }
        WalkResult::Advance
    });
    assert_eq!(body.block_ops(blk).count(), 0);
}

#[test]
fn isolated_bodies_are_disjoint_mut_borrows() {
    let ctx = Context::new();
    let mut body = Body::new();
    let blk = body.create_block();
    for _ in 0..4 {
        let f = body.create_op(OperationState {
            isolated_from_above: true,
            ..state(&ctx, "t.func", vec![], 0, 1)
        });
        body.append_op(blk, f);
    }
    let bodies: Vec<(Op, &mut Body)> = body.isolated_bodies_mut().collect();
    std::thread::scope(|s| {
        for (_, b) in bodies {
            let ctx = &ctx;
            s.spawn(move || {
                let nb = b.create_block();
                b.append_block(Region::new(0), nb);
                let op = b.create_op(state(ctx, "t.work", vec![], 1, 0));
                b.append_op(nb, op);
            });
        }
    });
    for (_, b) in body.isolated_bodies_mut() {
        assert_eq!(b.block_ops(Block::new(0)).count(), 1);
    }
}

#[test]
fn predecessors_are_tracked_per_edge() {
    let ctx = Context::new();
    let mut body = Body::new();
    let r = {
        let holder = body.create_op(state(&ctx, "t.h", vec![], 0, 1));
        body.regions(holder)[0]
    };
    let b0 = body.create_block();
    let b1 = body.create_block();
    body.append_block(r, b0);
    body.append_block(r, b1);
    let br = body.create_op(OperationState {
        successors: vec![b1, b1],
        ..state(&ctx, "t.br", vec![], 0, 0)
    });
    body.append_op(b0, br);
    assert_eq!(body.predecessors(b1), vec![b0, b0]);
    body.set_successors(br, &[b0]);
    assert!(body.predecessors(b1).is_empty());
    assert_eq!(body.erase_block(b1), Ok(()));
    assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), vec![b0]);
}

#[test]
fn pooled_operands_results_and_regions_survive_regrowth() {
    let ctx = Context::new();
    let (mut body, blk, [a, b, c]) = sample(&ctx);
    let ra = body.results(a)[0];
    let rb = body.results(b)[0];
    // Shrink in place, then grow past the old span (moves to the pool's end).
    body.set_operands(c, &[rb]);
    assert_eq!(body.operands(c).collect::<Vec<_>>(), vec![rb]);
    assert_eq!(body.uses(ra).count(), 1);
    body.set_operands(c, &[ra, rb, ra, rb]);
    assert_eq!(body.operands(c).collect::<Vec<_>>(), vec![ra, rb, ra, rb]);
    assert_eq!(body.uses(ra).count(), 3);
    assert_eq!(body.uses(rb).count(), 2);
    assert_eq!(body.operands(b).collect::<Vec<_>>(), vec![ra]);
    // Results added after other ops were created stay in order.
    let d = body.create_op(state(&ctx, "t.d", vec![], 1, 0));
    body.append_op(blk, d);
    let _e = body.create_op(state(&ctx, "t.e", vec![], 2, 0));
    body.add_results(d, &[ctx.index_type(), ctx.int_type(8)]);
    let rd = body.results(d).to_vec();
    assert_eq!(rd.len(), 3);
    for (i, &v) in rd.iter().enumerate() {
        assert_eq!(body.value_def(v), ValueDef::OpResult(d, i as u32));
    }
    assert_eq!(body.value_type(rd[2]), ctx.int_type(8));
    // Regions added to two ops in turn.
    let p = body.create_op(state(&ctx, "t.p", vec![], 0, 1));
    let q = body.create_op(state(&ctx, "t.q", vec![], 0, 1));
    let p1 = body.add_region(p);
    let q1 = body.add_region(q);
    let p2 = body.add_region(p);
    assert_eq!(body.regions(p)[1..], [p1, p2]);
    assert_eq!(body.regions(q)[1], q1);
    for &r in body.regions(p) {
        assert_eq!(body.region_parent(r), Some(p));
    }
    // Dropping references empties the spans and the use lists.
    body.drop_all_references(c);
    assert_eq!(body.num_operands(c), 0);
    assert_eq!(body.uses(rb).count(), 0);
    body.shrink_to_fit();
    assert_eq!(body.operands(b).collect::<Vec<_>>(), vec![ra]);
}

#[test]
fn value_regions_and_their_ancestors() {
    // outer region { %a = t.a; t.loop { ^bb(%i): %b = t.b; t.inner { %c = t.c } } }
    let ctx = Context::new();
    let mut body = Body::new();
    let holder = body.create_op(state(&ctx, "t.holder", vec![], 0, 1));
    let outer = body.regions(holder)[0];
    let top = body.create_block();
    body.append_block(outer, top);
    let a = body.create_op(state(&ctx, "t.a", vec![], 1, 0));
    body.append_op(top, a);
    let lp = body.create_op(state(&ctx, "t.loop", vec![], 0, 1));
    body.append_op(top, lp);
    let loop_body = body.regions(lp)[0];
    let lb = body.create_block();
    body.append_block(loop_body, lb);
    let i = body.add_block_argument(lb, ctx.index_type());
    let b = body.create_op(state(&ctx, "t.b", vec![], 1, 0));
    body.append_op(lb, b);
    let inner_op = body.create_op(state(&ctx, "t.inner", vec![], 0, 1));
    body.append_op(lb, inner_op);
    let inner = body.regions(inner_op)[0];
    let ib = body.create_block();
    body.append_block(inner, ib);
    let c = body.create_op(state(&ctx, "t.c", vec![], 1, 0));
    body.append_op(ib, c);

    assert_eq!(body.value_parent_region(body.results(a)[0]), Some(outer));
    assert_eq!(body.value_parent_region(i), Some(loop_body));
    assert_eq!(body.value_parent_region(body.results(c)[0]), Some(inner));
    assert!(body.is_proper_ancestor(outer, loop_body));
    assert!(body.is_proper_ancestor(outer, inner));
    assert!(body.is_proper_ancestor(loop_body, inner));
    assert!(!body.is_proper_ancestor(loop_body, loop_body));
    assert!(!body.is_proper_ancestor(inner, loop_body));
    assert!(!body.is_proper_ancestor(inner, outer));
}
