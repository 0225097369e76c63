//! Tests of the mutation API: storage reuse, the rewriter's notifications, clones with
//! mappings, block surgery, and random mutation sequences, each checked by
//! [`Body::check_invariants`].

use super::*;
use crate::ir::context::Context;
use crate::support::entity::EntityRef;

fn state(ctx: &Context, name: &str, operands: Vec<Value>, results: usize) -> OperationState {
    OperationState {
        name: ctx.ident(name),
        operands,
        result_types: vec![ctx.int_type(32); results],
        attrs: ctx.empty_dictionary(),
        successors: vec![],
        num_regions: 0,
        isolated_from_above: false,
        loc: ctx.unknown_loc(),
    }
}

fn with_regions(s: OperationState, n: usize) -> OperationState {
    OperationState {
        num_regions: n,
        ..s
    }
}

fn end(block: Block) -> InsertPoint {
    InsertPoint {
        block,
        before: None,
    }
}

fn ok(body: &Body) {
    if let Err(e) = body.check_invariants() {
        panic!("invariant broken: {e}");
    }
}

/// Records every notification as a line of text.
#[derive(Default)]
struct Log(Vec<String>);

impl IrListener for Log {
    fn op_inserted(&mut self, _: &Body, op: Op, previous: Option<InsertPoint>) {
        self.0.push(match previous {
            None => format!("insert {op:?}"),
            Some(p) => format!("move {op:?} from {:?} before {:?}", p.block, p.before),
        });
    }
    fn op_modified(&mut self, _: &Body, op: Op, change: &OpChange) {
        self.0.push(format!("modify {op:?} {change:?}"));
    }
    fn op_replaced(&mut self, _: &Body, op: Op, values: &[Value]) {
        self.0.push(format!("replace {op:?} by {values:?}"));
    }
    fn op_erased(&mut self, body: &Body, op: Op) {
        assert!(!body.is_erased(op), "notified before the erasure");
        self.0.push(format!("erase {op:?}"));
    }
    fn block_inserted(&mut self, _: &Body, block: Block, previous: Option<BlockPoint>) {
        self.0.push(match previous {
            None => format!("insert {block:?}"),
            Some(p) => format!("move {block:?} from {:?} before {:?}", p.region, p.before),
        });
    }
    fn block_erased(&mut self, _: &Body, block: Block) {
        self.0.push(format!("erase {block:?}"));
    }
}

impl Log {
    fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.0)
    }
}

/// A region holder op with one block in a fresh arena: (body, holder, region, block).
fn holder(ctx: &Context) -> (Body, Op, Region, Block) {
    let mut body = Body::new();
    let h = body.create_op(with_regions(state(ctx, "t.holder", vec![], 0), 1));
    let r = body.regions(h)[0];
    let b = body.create_block();
    body.append_block(r, b);
    (body, h, r, b)
}

#[test]
fn erased_ops_blocks_regions_and_values_are_reused() {
    let ctx = Context::new();
    let (mut body, _, r, blk) = holder(&ctx);
    let a = body.create_op(state(&ctx, "t.a", vec![], 2));
    body.append_op(blk, a);
    let ra = body.results(a).to_vec();
    let n = body.create_op(with_regions(state(&ctx, "t.n", ra.clone(), 1), 1));
    body.append_op(blk, n);
    let inner = body.create_block();
    let arg = body.add_block_argument(inner, ctx.int_type(32));
    body.append_block(body.regions(n)[0], inner);
    let leaf = body.create_op(state(&ctx, "t.leaf", vec![arg, ra[0]], 0));
    body.append_op(inner, leaf);
    ok(&body);
    let before = body.sizes();
    body.erase_op(n).unwrap();
    ok(&body);
    assert!(body.is_erased(n) && body.is_erased(leaf) && body.is_block_erased(inner));
    assert!(body.is_value_erased(arg));
    assert_eq!(body.uses(ra[0]).count(), 0);
    // The same shapes again take the freed handles and spans: nothing grows.
    let n2 = body.create_op(with_regions(state(&ctx, "t.n", ra.clone(), 1), 1));
    body.append_op(blk, n2);
    let inner2 = body.create_block();
    let arg2 = body.add_block_argument(inner2, ctx.int_type(32));
    body.append_block(body.regions(n2)[0], inner2);
    let leaf2 = body.create_op(state(&ctx, "t.leaf", vec![arg2, ra[0]], 0));
    body.append_op(inner2, leaf2);
    ok(&body);
    assert_eq!(body.sizes(), before);
    assert!([n, leaf].contains(&n2) && [n, leaf].contains(&leaf2));
    assert_eq!(inner2, inner);
    assert!(!body.is_erased(n2));
    assert_eq!(body.region_blocks(r).count(), 1);
}

#[test]
fn a_million_creations_after_erasures_keep_the_arena_flat() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let seed = body.create_op(state(&ctx, "t.seed", vec![], 1));
    body.append_op(blk, seed);
    let v = body.results(seed)[0];
    let mut sizes = None;
    for round in 0..4 {
        let ops: Vec<Op> = (0..250)
            .map(|_| {
                let o = body.create_op(state(&ctx, "t.op", vec![v, v], 1));
                body.append_op(blk, o);
                o
            })
            .collect();
        for o in ops.into_iter().rev() {
            body.erase_op(o).unwrap();
        }
        ok(&body);
        match sizes {
            None => sizes = Some(body.sizes()),
            Some(s) => assert_eq!(body.sizes(), s, "round {round} grew the arena"),
        }
    }
}

#[test]
fn spans_that_grow_and_shrink_reuse_free_spans() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let a = body.create_op(state(&ctx, "t.a", vec![], 1));
    body.append_op(blk, a);
    let v = body.results(a)[0];
    let u = body.create_op(state(&ctx, "t.u", vec![v], 0));
    let w = body.create_op(state(&ctx, "t.w", vec![v], 0));
    ok(&body);
    // Exact-length free lists do not merge neighbours: the first rounds leave free spans
    // of the lengths asked for, and later rounds take them instead of growing the pool.
    let mut sizes = Vec::new();
    for _ in 0..4 {
        for n in [3, 1, 3, 2, 3, 1] {
            body.set_operands(u, &vec![v; n]);
            body.set_operands(w, &vec![v; 4 - n]);
            ok(&body);
        }
        sizes.push(body.sizes().operands);
    }
    assert_eq!(sizes[2], sizes[3], "{sizes:?}");
    assert_eq!(body.uses(v).count(), 4);
    for _ in 0..3 {
        body.add_results(a, &[ctx.int_type(8)]);
        let z = body.create_op(state(&ctx, "t.z", vec![], 1));
        body.erase_op(z).unwrap();
        ok(&body);
    }
    assert_eq!(body.results(a).len(), 4);
}

#[test]
fn walk_mut_does_not_hand_out_handles_erased_during_the_walk() {
    let ctx = Context::new();
    let (mut body, h, _, blk) = holder(&ctx);
    let ops: Vec<Op> = (0..4)
        .map(|_| {
            let o = body.create_op(state(&ctx, "t.x", vec![], 0));
            body.append_op(blk, o);
            o
        })
        .collect();
    let mut visited = Vec::new();
    body.walk_mut(h, WalkOrder::PreOrder, |b, op| {
        visited.push(op);
        if op == ops[0] {
            // Erase a later op, then create one: it must not take the erased handle.
            b.erase_op(ops[2]).unwrap();
            let n = b.create_op(state(&ctx, "t.new", vec![], 0));
            assert_ne!(n, ops[2]);
            b.append_op(blk, n);
        }
        WalkResult::Advance
    });
    assert_eq!(visited, vec![h, ops[0], ops[1], ops[3]]);
    ok(&body);
    let again = body.create_op(state(&ctx, "t.again", vec![], 0));
    assert_eq!(again, ops[2], "reuse resumes after the walk");
}

#[test]
fn every_in_place_change_is_notified_with_the_old_value() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.set_insertion_point_to_end(blk);
    let a = rw.create(state(&ctx, "t.a", vec![], 2));
    let [x, y] = [rw.body().results(a)[0], rw.body().results(a)[1]];
    let u = rw.create(state(&ctx, "t.u", vec![x], 1));
    rw.set_operand(u, 0, y);
    rw.insert_operand(u, 0, x);
    rw.erase_operand(u, 1);
    rw.set_operands(u, &[y, y]);
    let attrs = ctx.string_attr("s");
    rw.set_attrs(u, attrs);
    rw.set_loc(u, ctx.unit_attr());
    rw.set_result_type(u, 0, ctx.index_type());
    rw.set_successors(u, &[blk]);
    ok(&body);
    let e = ctx.empty_dictionary();
    let i32t = ctx.int_type(32);
    let unknown = ctx.unknown_loc();
    assert_eq!(
        log.take(),
        vec![
            format!("insert {a:?}"),
            format!("insert {u:?}"),
            format!("modify {u:?} Operand {{ index: 0, old: {x:?} }}"),
            format!("modify {u:?} Operands {{ old: [{y:?}] }}"),
            format!("modify {u:?} Operands {{ old: [{x:?}, {y:?}] }}"),
            format!("modify {u:?} Operands {{ old: [{x:?}] }}"),
            format!("modify {u:?} Attrs {{ old: {e:?} }}"),
            format!("modify {u:?} Loc {{ old: {unknown:?} }}"),
            format!("modify {u:?} ResultType {{ index: 0, old: {i32t:?} }}"),
            format!("modify {u:?} Successors {{ old: [] }}"),
        ]
    );
    assert_eq!(body.attrs(u), attrs);
    assert_eq!(body.value_type(body.results(u)[0]), ctx.index_type());
    assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![y, y]);
}

#[test]
fn replacements_notify_users_then_erase() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.set_insertion_point_to_end(blk);
    let a = rw.create(state(&ctx, "t.a", vec![], 1));
    let b = rw.create(state(&ctx, "t.b", vec![], 1));
    let (ra, rb) = (rw.body().results(a)[0], rw.body().results(b)[0]);
    let u1 = rw.create(state(&ctx, "t.u", vec![ra], 0));
    let u2 = rw.create(state(&ctx, "t.u", vec![ra, ra], 0));
    log_clear(&mut rw);
    // Only the uses in u2.
    assert_eq!(rw.replace_uses_with_if(ra, rb, |_, u| u.op == u2), 2);
    assert_eq!(rw.body().users(ra).collect::<Vec<_>>(), vec![u1]);
    rw.replace_all_uses_with(rb, ra);
    assert_eq!(rw.replace_all_uses_except(ra, rb, u1), 2);
    log_clear(&mut rw);
    assert_eq!(
        rw.replace_op(a, &[ra, rb]),
        Err(IrError::ResultCountMismatch {
            expected: 1,
            found: 2
        })
    );
    assert_eq!(rw.replace_op(a, &[ra]), Err(IrError::ResultHasUses(a)));
    assert!(
        rw.listener().0.is_empty(),
        "failed replacements change nothing"
    );
    rw.replace_op(a, &[rb]).unwrap();
    assert_eq!(
        rw.listener().take(),
        vec![
            format!("replace {a:?} by [{rb:?}]"),
            format!("modify {u1:?} Operand {{ index: 0, old: {ra:?} }}"),
            format!("erase {a:?}"),
        ]
    );
    let c = rw
        .replace_op_with_new(b, state(&ctx, "t.c", vec![], 1))
        .unwrap();
    let rc = rw.body().results(c)[0];
    let log = rw.listener().take();
    assert_eq!(log[0], format!("insert {c:?}"));
    assert_eq!(log[1], format!("replace {b:?} by [{rc:?}]"));
    assert_eq!(log.last().unwrap(), &format!("erase {b:?}"));
    assert_eq!(log.len(), 2 + 4, "one notification per use of the result");
    assert_eq!(
        rw.body().block_ops(blk).collect::<Vec<_>>(),
        vec![c, u1, u2]
    );
    ok(&body);
}

fn log_clear(rw: &mut Rewriter<'_, &mut Log>) {
    rw.listener().take();
}

#[test]
fn erasure_notifies_nested_ops_and_blocks_innermost_last_first() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let n = body.create_op(with_regions(state(&ctx, "t.n", vec![], 0), 2));
    body.append_op(blk, n);
    let [r0, r1] = [body.regions(n)[0], body.regions(n)[1]];
    let (b0, b1, b2) = (
        body.create_block(),
        body.create_block(),
        body.create_block(),
    );
    body.append_block(r0, b0);
    body.append_block(r0, b1);
    body.append_block(r1, b2);
    let mk = |body: &mut Body, b: Block, name: &str| {
        let o = body.create_op(state(&ctx, name, vec![], 0));
        body.append_op(b, o);
        o
    };
    let (o0, o1, o2, o3) = (
        mk(&mut body, b0, "t.0"),
        mk(&mut body, b0, "t.1"),
        mk(&mut body, b1, "t.2"),
        mk(&mut body, b2, "t.3"),
    );
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.erase_op(n).unwrap();
    assert_eq!(
        log.take(),
        [
            format!("erase {o2:?}"),
            format!("erase {b1:?}"),
            format!("erase {o1:?}"),
            format!("erase {o0:?}"),
            format!("erase {b0:?}"),
            format!("erase {o3:?}"),
            format!("erase {b2:?}"),
            format!("erase {n:?}"),
        ]
    );
    ok(&body);
    // Erasing a block with a predecessor outside it fails without a notification.
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    let at = BlockPoint {
        region: rw.body().block_parent(blk).unwrap(),
        before: None,
    };
    let target = rw.create_block(at, &[]);
    rw.set_insertion_point_to_end(blk);
    let br = rw.create(OperationState {
        successors: vec![target],
        ..state(&ctx, "t.br", vec![], 0)
    });
    rw.listener().take();
    assert_eq!(
        rw.erase_block(target),
        Err(IrError::BlockHasPredecessors(target))
    );
    assert!(rw.listener().0.is_empty());
    rw.erase_op(br).unwrap();
    rw.erase_block(target).unwrap();
    assert_eq!(
        rw.listener().take(),
        [format!("erase {br:?}"), format!("erase {target:?}")]
    );
    ok(&body);
}

#[test]
fn moves_report_the_previous_position() {
    let ctx = Context::new();
    let (mut body, h, r, b0) = holder(&ctx);
    let b1 = body.create_block();
    body.append_block(r, b1);
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.set_insertion_point_to_end(b0);
    let x = rw.create(state(&ctx, "t.x", vec![], 0));
    let y = rw.create(state(&ctx, "t.y", vec![], 0));
    rw.listener().take();
    rw.move_op_before(y, x);
    rw.move_op_after(y, x);
    rw.move_op(x, end(b1));
    rw.move_op_before(x, x);
    rw.move_block(
        b1,
        BlockPoint {
            region: r,
            before: Some(b0),
        },
    );
    assert_eq!(
        rw.listener().take(),
        [
            format!("move {y:?} from {b0:?} before None"),
            format!("move {y:?} from {b0:?} before Some({x:?})"),
            format!("move {x:?} from {b0:?} before Some({y:?})"),
            format!("move {b1:?} from {r:?} before None"),
        ]
    );
    assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), vec![b1, b0]);
    assert_eq!(body.block_ops(b1).collect::<Vec<_>>(), vec![x]);
    assert_eq!(body.parent_op(x), Some(h));
    ok(&body);
}

/// `t.holder { ^b(%arg): t.iso { ... } ; t.use(%arg, %outer) ; t.br ^b2 ; ^b2: }`, where
/// `%outer` is defined before the holder.
struct Nest {
    body: Body,
    top: Block,
    outer: Value,
    holder: Op,
    iso: Op,
}

fn nest(ctx: &Context) -> Nest {
    let (mut body, _, _, top) = holder(ctx);
    let x = body.create_op(state(ctx, "t.x", vec![], 1));
    body.append_op(top, x);
    let outer = body.results(x)[0];
    let h = body.create_op(with_regions(state(ctx, "t.h", vec![], 0), 1));
    body.append_op(top, h);
    let r = body.regions(h)[0];
    let b = body.create_block();
    let arg = body.add_block_argument(b, ctx.int_type(32));
    body.set_arg_loc(arg, ctx.string_attr("arg loc"));
    let b2 = body.create_block();
    body.append_block(r, b);
    body.append_block(r, b2);
    let iso = body.create_op(OperationState {
        isolated_from_above: true,
        ..with_regions(state(ctx, "t.iso", vec![], 0), 1)
    });
    body.append_op(b, iso);
    {
        let nested = body.nested_body_mut(iso).unwrap();
        let nb = nested.create_block();
        nested.append_block(Region::new(0), nb);
        let inner = nested.create_op(state(ctx, "t.inner", vec![], 0));
        nested.append_op(nb, inner);
    }
    let u = body.create_op(state(ctx, "t.use", vec![arg, outer], 0));
    body.append_op(b, u);
    let br = body.create_op(OperationState {
        successors: vec![b2],
        ..state(ctx, "t.br", vec![], 0)
    });
    body.append_op(b, br);
    Nest {
        body,
        top,
        outer,
        holder: h,
        iso,
    }
}

#[test]
fn clone_maps_nested_regions_successors_and_isolated_bodies() {
    let ctx = Context::new();
    let Nest {
        mut body,
        top,
        outer,
        holder: h,
        iso,
    } = nest(&ctx);
    let replacement = body.create_placeholder(ctx.int_type(32));
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.set_insertion_point_to_end(top);
    let mut m = IrMapping::new();
    m.map_value(outer, replacement);
    let copy = rw.clone_op(h, &mut m);
    let notes = rw.listener().take();
    ok(&body);
    let cr = body.regions(copy)[0];
    let cblocks: Vec<Block> = body.region_blocks(cr).collect();
    assert_eq!(cblocks.len(), 2);
    let cops: Vec<Op> = body.block_ops(cblocks[0]).collect();
    let [ciso, cuse, cbr] = [cops[0], cops[1], cops[2]];
    let carg = body.block_args(cblocks[0])[0];
    assert_eq!(
        body.operands(cuse).collect::<Vec<_>>(),
        vec![carg, replacement]
    );
    assert_eq!(body.arg_loc(carg), Some(ctx.string_attr("arg loc")));
    assert_eq!(body.successors(cbr).collect::<Vec<_>>(), vec![cblocks[1]]);
    assert_eq!(
        m.lookup_block(body.entry_block(body.regions(h)[0]).unwrap()),
        Some(cblocks[0])
    );
    // Pre-order: the op, its blocks, then the ops nested in it.
    assert_eq!(
        notes,
        [
            format!("insert {copy:?}"),
            format!("insert {:?}", cblocks[0]),
            format!("insert {:?}", cblocks[1]),
            format!("insert {ciso:?}"),
            format!("insert {cuse:?}"),
            format!("insert {cbr:?}"),
        ]
    );
    // The isolated op's arena was copied: changing the copy leaves the original alone.
    assert!(body.is_isolated(ciso));
    let nb = body.entry_block(body.regions(ciso)[0]).unwrap();
    let extra = {
        let nested = body.nested_body_mut(ciso).unwrap();
        let e = nested.create_op(state(&ctx, "t.extra", vec![], 0));
        nested.append_op(nb, e);
        e
    };
    assert_eq!(body.nested_body(ciso).unwrap().block_ops(nb).count(), 2);
    assert_eq!(body.nested_body(iso).unwrap().block_ops(nb).count(), 1);
    assert_eq!(body.nested_body(ciso).unwrap().last_op(nb), Some(extra));
    ok(&body);
}

#[test]
fn clone_region_before_copies_blocks_into_another_region() {
    let ctx = Context::new();
    let Nest {
        mut body,
        top,
        holder: h,
        ..
    } = nest(&ctx);
    let target = body.create_op(with_regions(state(&ctx, "t.t", vec![], 0), 1));
    body.append_op(top, target);
    let tr = body.regions(target)[0];
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    let src = rw.body().regions(h)[0];
    let mut m = IrMapping::new();
    let at = BlockPoint {
        region: tr,
        before: None,
    };
    let copies = rw.clone_region_before(src, at, &mut m);
    let notes = rw.listener().take();
    assert_eq!(copies.len(), 2);
    assert_eq!(body.region_blocks(tr).collect::<Vec<_>>(), copies);
    assert_eq!(notes.len(), 2 + 3);
    assert_eq!(notes[0], format!("insert {:?}", copies[0]));
    assert_eq!(notes[4], format!("insert {:?}", copies[1]));
    ok(&body);
}

#[test]
fn clone_across_arenas_needs_every_outside_value_mapped() {
    let ctx = Context::new();
    let Nest {
        body: src,
        outer,
        holder: h,
        ..
    } = nest(&ctx);
    let (mut dst, _, _, blk) = holder(&ctx);
    let filler = dst.create_op(state(&ctx, "t.f", vec![], 1));
    dst.append_op(blk, filler);
    let before = dst.sizes();
    let mut m = IrMapping::new();
    assert_eq!(
        dst.clone_op_from(&src, h, &mut m),
        Err(IrError::UnmappedValue(outer))
    );
    ok(&dst);
    // The partial copy was erased: its storage is free and taken again below.
    let mut m = IrMapping::new();
    m.map_value(outer, dst.results(filler)[0]);
    let copy = dst.clone_op_from(&src, h, &mut m).unwrap();
    dst.append_op(blk, copy);
    ok(&dst);
    let grown = dst.sizes();
    let mut m = IrMapping::new();
    m.map_value(outer, dst.results(filler)[0]);
    dst.erase_op(copy).unwrap();
    let again = dst.clone_op_from(&src, h, &mut m).unwrap();
    dst.append_op(blk, again);
    assert_eq!(dst.sizes(), grown);
    assert!(grown.ops > before.ops);
    let inner = dst.block_ops(dst.entry_block(dst.regions(again)[0]).unwrap());
    assert_eq!(inner.count(), 3);
    ok(&dst);
}

#[test]
fn split_merge_and_inline_blocks() {
    let ctx = Context::new();
    let (mut body, _, r, b0) = holder(&ctx);
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    rw.set_insertion_point_to_end(b0);
    let a = rw.create(state(&ctx, "t.a", vec![], 1));
    let ra = rw.body().results(a)[0];
    let b = rw.create(state(&ctx, "t.b", vec![ra], 0));
    let c = rw.create(state(&ctx, "t.c", vec![], 0));
    rw.listener().take();
    let b1 = rw.split_block(b0, b);
    assert_eq!(
        rw.listener().take(),
        [
            format!("insert {b1:?}"),
            format!("move {b:?} from {b0:?} before Some({c:?})"),
            format!("move {c:?} from {b0:?} before None"),
        ]
    );
    assert_eq!(rw.body().block_ops(b0).collect::<Vec<_>>(), vec![a]);
    assert_eq!(rw.body().block_ops(b1).collect::<Vec<_>>(), vec![b, c]);
    assert_eq!(rw.body().next_block(b0), Some(b1));
    rw.merge_blocks(b1, b0, &[]).unwrap();
    assert_eq!(rw.body().block_ops(b0).collect::<Vec<_>>(), vec![a, b, c]);
    assert_eq!(
        rw.listener().take().last().unwrap(),
        &format!("erase {b1:?}")
    );
    assert!(rw.body().is_block_erased(b1));
    // A block with an argument inlined before `c`: its argument's uses become `ra`.
    let at = BlockPoint {
        region: r,
        before: None,
    };
    let src = rw.create_block(at, &[ctx.int_type(32)]);
    let p = rw.body().block_args(src)[0];
    let d = rw.create(state(&ctx, "t.d", vec![p, p], 0));
    assert_eq!(
        rw.inline_block_before(src, end(b0), &[]),
        Err(IrError::ArgumentCountMismatch {
            expected: 1,
            found: 0
        })
    );
    rw.listener().take();
    let ip = InsertPoint {
        block: b0,
        before: Some(c),
    };
    rw.inline_block_before(src, ip, &[ra]).unwrap();
    assert_eq!(
        rw.listener().take(),
        [
            format!("modify {d:?} Operand {{ index: 1, old: {p:?} }}"),
            format!("modify {d:?} Operand {{ index: 0, old: {p:?} }}"),
            format!("move {d:?} from {src:?} before None"),
            format!("erase {src:?}"),
        ]
    );
    assert_eq!(
        rw.body().block_ops(b0).collect::<Vec<_>>(),
        vec![a, b, d, c]
    );
    assert_eq!(rw.body().operands(d).collect::<Vec<_>>(), vec![ra, ra]);
    ok(&body);
}

#[test]
fn inline_region_before_moves_every_block() {
    let ctx = Context::new();
    let Nest {
        mut body,
        top,
        holder: h,
        ..
    } = nest(&ctx);
    let target = body.create_op(with_regions(state(&ctx, "t.t", vec![], 0), 1));
    body.append_op(top, target);
    let tr = body.regions(target)[0];
    let existing = body.create_block();
    body.append_block(tr, existing);
    let src = body.regions(h)[0];
    let blocks: Vec<Block> = body.region_blocks(src).collect();
    let mut log = Log::default();
    let mut rw = Rewriter::with_listener(&mut body, &mut log);
    let at = BlockPoint {
        region: tr,
        before: Some(existing),
    };
    rw.inline_region_before(src, at);
    assert_eq!(
        log.take(),
        [
            format!(
                "move {:?} from {src:?} before Some({:?})",
                blocks[0], blocks[1]
            ),
            format!("move {:?} from {src:?} before None", blocks[1]),
        ]
    );
    assert_eq!(body.region_blocks(src).count(), 0);
    assert_eq!(
        body.region_blocks(tr).collect::<Vec<_>>(),
        vec![blocks[0], blocks[1], existing]
    );
    ok(&body);
}

#[test]
fn isolated_op_handles_give_attributes_and_body_at_once_on_threads() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    for _ in 0..4 {
        let f = body.create_op(OperationState {
            isolated_from_above: true,
            ..with_regions(state(&ctx, "t.func", vec![], 0), 1)
        });
        body.append_op(blk, f);
    }
    let marked = ctx.string_attr("visited");
    std::thread::scope(|s| {
        for f in body.isolated_ops_mut() {
            let ctx = &ctx;
            s.spawn(move || {
                assert_eq!(f.name, ctx.ident("t.func"));
                *f.attrs = marked;
                let mut rw = Rewriter::new(f.body);
                let at = BlockPoint {
                    region: f.regions[0],
                    before: None,
                };
                rw.create_block(at, &[]);
                rw.create(state(ctx, "t.work", vec![], 1));
            });
        }
    });
    for op in body.block_ops(blk).collect::<Vec<_>>() {
        assert_eq!(body.attrs(op), marked);
        let nested = body.nested_body(op).unwrap();
        let entry = nested.entry_block(body.regions(op)[0]).unwrap();
        assert_eq!(nested.block_ops(entry).count(), 1);
    }
    ok(&body);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "use of erased")]
fn using_an_erased_value_is_caught_in_debug_builds() {
    let ctx = Context::new();
    let (mut body, _, _, blk) = holder(&ctx);
    let a = body.create_op(state(&ctx, "t.a", vec![], 1));
    body.append_op(blk, a);
    let stale = body.results(a)[0];
    body.erase_op(a).unwrap();
    body.create_op(state(&ctx, "t.b", vec![stale], 0));
}

/// A deterministic xorshift generator for the random mutation sequences.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Counts notifications, to check that every successful mutation notified something.
#[derive(Default)]
struct Counter(usize);

impl IrListener for Counter {
    fn op_inserted(&mut self, _: &Body, _: Op, _: Option<InsertPoint>) {
        self.0 += 1;
    }
    fn op_modified(&mut self, _: &Body, _: Op, _: &OpChange) {
        self.0 += 1;
    }
    fn op_erased(&mut self, _: &Body, _: Op) {
        self.0 += 1;
    }
    fn block_inserted(&mut self, _: &Body, _: Block, _: Option<BlockPoint>) {
        self.0 += 1;
    }
    fn block_erased(&mut self, _: &Body, _: Block) {
        self.0 += 1;
    }
}

#[test]
fn random_mutation_sequences_keep_every_invariant() {
    let ctx = Context::new();
    for seed in 1..=40u64 {
        let (mut body, _, r, b0) = holder(&ctx);
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut counter = Counter::default();
        let mut rw = Rewriter::with_listener(&mut body, &mut counter);
        let mut blocks = vec![b0];
        let mut ops: Vec<Op> = Vec::new();
        for step in 0..300 {
            let live_values: Vec<Value> = ops
                .iter()
                .flat_map(|&o| rw.body().results(o).to_vec())
                .collect();
            let pick_value = |rng: &mut Rng| live_values[rng.below(live_values.len())];
            let notes = rw.listener().0;
            let mut changed = true;
            match rng.below(10) {
                0..=2 => {
                    let b = blocks[rng.below(blocks.len())];
                    rw.set_insertion_point_to_end(b);
                    let n = if live_values.is_empty() {
                        0
                    } else {
                        rng.below(3)
                    };
                    let operands = (0..n).map(|_| pick_value(&mut rng)).collect();
                    let nres = rng.below(3);
                    let regions = usize::from(rng.below(4) == 0);
                    let op = rw.create(with_regions(state(&ctx, "t.r", operands, nres), regions));
                    if regions == 1 {
                        let at = BlockPoint {
                            region: rw.body().regions(op)[0],
                            before: None,
                        };
                        blocks.push(rw.create_block(at, &[ctx.int_type(32)]));
                    }
                    ops.push(op);
                }
                3 if !ops.is_empty() => {
                    let k = rng.below(ops.len());
                    if rw.erase_op(ops[k]).is_err() {
                        changed = false;
                    }
                }
                4 if !ops.is_empty() && !live_values.is_empty() => {
                    let op = ops[rng.below(ops.len())];
                    let n = rng.below(4);
                    let vs: Vec<Value> = (0..n).map(|_| pick_value(&mut rng)).collect();
                    rw.set_operands(op, &vs);
                }
                5 if live_values.len() >= 2 => {
                    let (from, to) = (pick_value(&mut rng), pick_value(&mut rng));
                    changed = from != to && !rw.body().use_empty(from);
                    rw.replace_all_uses_with(from, to);
                }
                6 if !ops.is_empty() => {
                    let op = ops[rng.below(ops.len())];
                    let b = blocks[rng.below(blocks.len())];
                    let inside = rw
                        .body()
                        .block_parent(b)
                        .and_then(|r| rw.body().region_parent(r));
                    // Never move an op into its own regions.
                    let mut anc = inside;
                    let mut cycle = false;
                    while let Some(a) = anc {
                        cycle |= a == op;
                        anc = rw.body().parent_op(a);
                    }
                    if cycle {
                        changed = false;
                    } else {
                        rw.move_op(op, end(b));
                    }
                }
                7 if !ops.is_empty() => {
                    let op = ops[rng.below(ops.len())];
                    match rw.body().parent_block(op) {
                        Some(b) => {
                            blocks.push(rw.split_block(b, op));
                        }
                        None => changed = false,
                    }
                }
                8 if !ops.is_empty() => {
                    rw.set_insertion_point_to_end(blocks[rng.below(blocks.len())]);
                    let op = ops[rng.below(ops.len())];
                    let mut m = IrMapping::new();
                    let copy = rw.clone_op(op, &mut m);
                    ops.push(copy);
                }
                9 if blocks.len() > 1 => {
                    let k = 1 + rng.below(blocks.len() - 1);
                    let src = blocks[k];
                    let dest = blocks[rng.below(blocks.len())];
                    let no_args = rw.body().block_args(src).is_empty();
                    let nested_in_src = {
                        let mut anc = rw
                            .body()
                            .block_parent(dest)
                            .and_then(|r| rw.body().region_parent(r));
                        let mut found = false;
                        while let Some(a) = anc {
                            found |= rw.body().parent_block(a) == Some(src);
                            anc = rw.body().parent_op(a);
                        }
                        found
                    };
                    if src == dest || !no_args || nested_in_src {
                        changed = false;
                    } else {
                        rw.merge_blocks(src, dest, &[]).unwrap();
                    }
                }
                _ => changed = false,
            }
            ops.retain(|&o| !rw.body().is_erased(o));
            blocks.retain(|&b| !rw.body().is_block_erased(b));
            if let Err(e) = rw.body().check_invariants() {
                panic!("seed {seed} step {step}: {e}");
            }
            if changed {
                assert!(
                    rw.listener().0 > notes,
                    "seed {seed} step {step}: not notified"
                );
            }
        }
        let _ = r;
    }
}

#[test]
fn erasing_a_block_argument_shifts_the_later_ones() {
    let ctx = Context::new();
    let mut body = Body::new();
    let block = body.create_block();
    let i32t = ctx.int_type(32);
    let a = body.add_block_argument(block, i32t);
    let b = body.add_block_argument(block, i32t);
    let c = body.add_block_argument(block, i32t);
    let user = body.create_op(state(&ctx, "t.use", vec![c], 0));
    body.insert_op(end(block), user);
    // A used argument stays.
    assert_eq!(
        body.erase_block_argument(block, 2),
        Err(IrError::ArgumentHasUses(block))
    );
    body.erase_block_argument(block, 1).unwrap();
    assert_eq!(body.block_args(block), &[a, c]);
    assert!(body.is_value_erased(b));
    assert!(matches!(body.value_def(c), ValueDef::BlockArg(bl, 1) if bl == block));
    let mut rw = Rewriter::new(&mut body);
    let d = rw.add_block_argument(block, i32t, Some(ctx.unknown_loc()));
    assert!(matches!(rw.body().value_def(d), ValueDef::BlockArg(bl, 2) if bl == block));
    rw.erase_block_argument(block, 0).unwrap();
    assert_eq!(body.block_args(block), &[c, d]);
    ok(&body);
}
