//! Region simplification (MLIR's `simplifyRegions`): erasing the blocks no path from the
//! entry block reaches (`eraseUnreachableBlocks`), then the ops whose results nothing live
//! uses and which have no effect (`runRegionDCE`, a liveness fixed point, so dead cycles
//! through graph regions go too).
//!
//! Not done yet (MLIR does them): erasing dead arguments of non-entry blocks together with
//! the branch operands feeding them, and merging identical blocks
//! (`mergeIdenticalBlocks`). Every block argument counts as live.

use crate::interfaces::side_effects::would_op_be_trivially_dead;
use crate::ir::body::{Block, Body, IrListener, Op, Region, Rewriter, Value};
use crate::ir::context::{Context, FxHashSet};
use crate::ir::registry::OpRef;

/// Simplifies `regions` (of the rewriter's arena) and the regions nested in them (in this
/// arena); returns whether anything changed.
pub fn simplify_regions<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_ops = run_region_dce(ctx, rw, regions);
    erased_blocks || erased_ops
}

/// The blocks of `region` reachable from its entry block, in post-order of the successor
/// graph (MLIR's `llvm::post_order(&region.front())`).
fn post_order(body: &Body, region: Region) -> Vec<Block> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let successors = |b: Block| -> Vec<Block> {
        body.last_op(b)
            .map(|t| body.successors(t).collect())
            .unwrap_or_default()
    };
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    let mut stack = vec![(entry, successors(entry), 0usize)];
    seen.insert(entry);
    while let Some((b, succ, i)) = stack.last_mut() {
        if let Some(&s) = succ.get(*i) {
            *i += 1;
            if seen.insert(s) {
                let next = successors(s);
                stack.push((s, next, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

/// The regions of the ops of `block` (in this arena).
fn nested_regions(body: &Body, block: Block, out: &mut Vec<Region>) {
    for op in body.block_ops(block) {
        if !body.is_isolated(op) {
            out.extend(body.regions(op).iter().copied());
        }
    }
}

/// Erases the blocks of `regions` (and of the regions nested in them) that the entry block
/// does not reach; returns whether any was.
pub fn erase_unreachable_blocks<L: IrListener>(
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    let mut erased = false;
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let blocks: Vec<Block> = body.region_blocks(region).collect();
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() == 1 {
            nested_regions(body, blocks[0], &mut worklist);
            continue;
        }
        let reachable: FxHashSet<Block> = post_order(body, region).into_iter().collect();
        let dead: Vec<Block> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &b in &blocks {
            if reachable.contains(&b) {
                nested_regions(rw.body(), b, &mut worklist);
            }
        }
        if dead.is_empty() {
            continue;
        }
        erased = true;
        // Drop every reference the dead blocks' ops make (to each other's values and
        // blocks, and to live ones), then erase them.
        let mut ops = Vec::new();
        for &b in &dead {
            collect_ops(rw.body(), b, &mut ops);
        }
        for &op in &ops {
            if rw.body().num_operands(op) > 0 {
                rw.set_operands(op, &[]);
            }
            if rw.body().successors(op).len() > 0 {
                rw.set_successors(op, &[]);
            }
        }
        for b in dead {
            // A value of an unreachable block used in a reachable one (which no verified
            // IR has) keeps its block.
            let _ = rw.erase_block(b);
        }
    }
    erased
}

/// The ops of `block` and the ops nested in them (in this arena), in pre-order.
fn collect_ops(body: &Body, block: Block, out: &mut Vec<Op>) {
    for op in body.block_ops(block) {
        out.push(op);
        if !body.is_isolated(op) {
            for &r in body.regions(op) {
                for b in body.region_blocks(r) {
                    collect_ops(body, b, out);
                }
            }
        }
    }
}

/// The ops proven live.
struct Liveness {
    ops: FxHashSet<Op>,
    values: FxHashSet<Value>,
    changed: bool,
}

impl Liveness {
    fn set_op(&mut self, op: Op) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, v: Value) {
        self.changed |= self.values.insert(v);
    }
}

fn propagate_region(ctx: &Context, body: &Body, region: Region, live: &mut Liveness) {
    for block in post_order(body, region) {
        let ops: Vec<Op> = body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            propagate_op(ctx, body, op, live);
        }
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: Op, live: &mut Liveness) {
    if !body.is_isolated(op) {
        for &r in body.regions(op) {
            propagate_region(ctx, body, r, live);
        }
    }
    let r = OpRef::new(ctx, body, op);
    if r.info().is_some_and(|i| i.is_terminator()) {
        live.set_op(op);
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_op_be_trivially_dead(&r) {
        live.set_op(op);
        return;
    }
    for &v in body.results(op) {
        if !live.values.contains(&v) && body.users(v).any(|u| live.ops.contains(&u)) {
            live.set_value(v);
        }
    }
    if body.results(op).iter().any(|v| live.values.contains(v)) {
        live.set_op(op);
    }
}

/// Erases the ops of `regions` (and nested regions in this arena) that are neither
/// effectful nor used by a live op (MLIR's `runRegionDCE`, block arguments all counted
/// live); returns whether any was erased.
pub fn run_region_dce<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    let mut live = Liveness {
        ops: FxHashSet::default(),
        values: FxHashSet::default(),
        changed: true,
    };
    while live.changed {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, rw.body(), r, &mut live);
        }
    }
    let mut erased = false;
    for &r in regions {
        erased |= delete_dead(rw, r, &live);
    }
    erased
}

fn delete_dead<L: IrListener>(rw: &mut Rewriter<'_, L>, region: Region, live: &Liveness) -> bool {
    let mut erased = false;
    for block in post_order(rw.body(), region) {
        let ops: Vec<Op> = rw.body().block_ops(block).collect();
        for &op in ops.iter().rev() {
            if !live.ops.contains(&op) {
                // Its users are dead too; in a cycle, some are not erased yet.
                let results = rw.body().results(op).to_vec();
                for v in results {
                    let users: Vec<Op> = rw.body().users(v).collect();
                    for u in users {
                        rw.set_operands(u, &[]);
                    }
                }
                rw.erase_op(op).expect("a dead op has no live users");
                erased = true;
            } else if !rw.body().is_isolated(op) {
                let regions = rw.body().regions(op).to_vec();
                for r in regions {
                    erased |= delete_dead(rw, r, live);
                }
            }
        }
    }
    erased
}
