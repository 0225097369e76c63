//! Region simplification (MLIR 16's `simplifyRegions`), in three steps:
//!
//! 1. erasing the blocks no path from the entry block reaches (`eraseUnreachableBlocks`);
//! 2. dead code (`runRegionDCE`): a liveness fixed point over ops and the arguments of
//!    blocks other than entry blocks, then erasing the ops whose results nothing live uses
//!    and which have no effect (so dead cycles through graph regions go too), the dead
//!    arguments, and the operands branches forward to them. An operand a branch
//!    (`BranchOpInterface`) forwards to a successor is used only if that successor's
//!    argument is live; the successors of other terminators keep all their arguments;
//! 3. merging identical blocks (`mergeIdenticalBlocks`): blocks other than the entry
//!    block with the same successors, the same argument types and equivalent ops
//!    (locations aside) whose operands are the same values, values at the same place in
//!    each block, or values defined outside, which become new arguments of the block kept
//!    (the first), every predecessor forwarding them (only when all predecessors are
//!    branches). Blocks holding regions are not merged.
//!
//! As in MLIR, erasing block arguments and successor operands alone does not count as a
//! change. Blocks are grouped by successors in the order they are first met (MLIR walks a
//! hash map).
//!
//! The operands a branch forwards to its successors are taken to be the last operands of
//! the op, successor after successor (as they are for `cf`'s branches); a branch whose
//! successor operands are laid out otherwise keeps every operand and argument.

use std::ops::Range;

use crate::interfaces::base::BranchOpInterfaceRef;
use crate::interfaces::side_effects::would_op_be_trivially_dead;
use crate::ir::body::{Block, Body, IrListener, Op, Region, Rewriter, Value, ValueDef};
use crate::ir::context::{Context, FxHashMap, FxHashSet, Type};
use crate::ir::equivalence::{ignore_value_equivalence, is_equivalent_to, EquivalenceFlags};
use crate::ir::registry::OpRef;
use crate::support::entity::{EntityRef, SecondaryMap};

/// Simplifies `regions` (of the rewriter's arena) and the regions nested in them (in this
/// arena); returns whether anything changed.
pub fn simplify_regions<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_ops = run_region_dce(ctx, rw, regions);
    let merged_blocks = merge_identical_blocks(ctx, rw, regions);
    erased_blocks || erased_ops || merged_blocks
}

/// The blocks of `region` reachable from its entry block, in post-order of the successor
/// graph (MLIR's `llvm::post_order(&region.front())`).
fn post_order(body: &Body, region: Region) -> Vec<Block> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    // A block without successors is its region's whole post-order.
    if body
        .last_op(entry)
        .map_or(true, |t| body.successors(t).next().is_none())
    {
        return vec![entry];
    }
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
        let Some(entry) = body.entry_block(region) else {
            continue;
        };
        // A single block (most regions) is reached.
        if body.region_blocks(region).nth(1).is_none() {
            nested_regions(body, entry, &mut worklist);
            continue;
        }
        let blocks: Vec<Block> = body.region_blocks(region).collect();
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

/// Where the operands `op` forwards to each successor sit among its operands, when it is
/// a branch (`BranchOpInterface`) whose successor operands are its last operands,
/// successor after successor.
pub fn successor_operand_ranges(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Range<usize>>> {
    let branch = BranchOpInterfaceRef::get(OpRef::new(ctx, body, op))?;
    let n = body.successors(op).len();
    let groups: Vec<Vec<Value>> = (0..n).map(|i| branch.get_successor_operands(i)).collect();
    let total: usize = groups.iter().map(Vec::len).sum();
    let num_operands = body.num_operands(op);
    let mut start = num_operands.checked_sub(total)?;
    let mut ranges = Vec::with_capacity(n);
    for g in &groups {
        let range = start..start + g.len();
        if !range
            .clone()
            .map(|i| body.operand(op, i))
            .eq(g.iter().copied())
        {
            return None;
        }
        start = range.end;
        ranges.push(range);
    }
    Some(ranges)
}

/// Makes `values` the operands branch `op` forwards to successor `index` (through
/// `BranchOpInterface`'s `withSuccessorOperands`); returns whether the op could.
pub fn set_successor_operands<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    op: Op,
    index: usize,
    values: &[Value],
) -> bool {
    let Some((operands, attrs)) = BranchOpInterfaceRef::get(OpRef::new(ctx, rw.body(), op))
        .and_then(|b| b.with_successor_operands(index, values))
    else {
        return false;
    };
    if rw.body().attrs(op) != attrs {
        rw.set_attrs(op, attrs);
    }
    if !rw.body().operands(op).eq(operands.iter().copied()) {
        rw.set_operands(op, &operands);
    }
    true
}

/// How a branch feeds one successor: the number of leading arguments it produces itself,
/// and the range of the operands it forwards to the others.
type SuccessorLayout = (usize, Range<usize>);

/// The ops and block arguments proven live.
struct Liveness {
    /// Live ops.
    ops: SecondaryMap<Op, bool>,
    /// Live block arguments (an op's results are live with the op).
    args: SecondaryMap<Value, bool>,
    /// Whether another sweep may prove more live: a block argument became live, or an op
    /// became live after the liveness of one of its operands was decided in this sweep
    /// (the definer, looked at already, was left dead). Otherwise the sweep reached the
    /// fixed point, and one more would change nothing.
    changed: bool,
    /// The sweep in which each op's own liveness was last decided (see `changed`).
    visited: SecondaryMap<Op, u32>,
    /// The current sweep, from 1.
    sweep: u32,
    /// For each branch met, per successor: how many of its leading arguments the branch
    /// produces itself, and the range of the operands it forwards (`None` for other ops).
    ranges: FxHashMap<Op, Option<Vec<SuccessorLayout>>>,
}

impl Liveness {
    fn set_op(&mut self, body: &Body, op: Op) {
        if std::mem::replace(&mut self.ops[op], true) || self.changed {
            return;
        }
        // The operands' liveness was read as "not used by a live op" if their definers
        // were looked at in this sweep and left dead, or if they are block arguments that
        // are tracked (not of an entry block) and not live.
        for v in body.operands(op) {
            let stale = match body.value_def(v) {
                ValueDef::OpResult(d, _) => self.visited[d] == self.sweep && !self.ops[d],
                ValueDef::BlockArg(b, _) => {
                    !self.args[v]
                        && body
                            .block_parent(b)
                            .is_some_and(|r| body.entry_block(r) != Some(b))
                }
                ValueDef::Placeholder => false,
            };
            if stale {
                self.changed = true;
                return;
            }
        }
    }

    fn set_value(&mut self, body: &Body, v: Value) {
        match body.value_def(v) {
            ValueDef::OpResult(op, _) => self.set_op(body, op),
            _ => self.changed |= !std::mem::replace(&mut self.args[v], true),
        }
    }

    fn ranges(&mut self, ctx: &Context, body: &Body, op: Op) -> Option<&Vec<SuccessorLayout>> {
        self.ranges
            .entry(op)
            .or_insert_with(|| {
                let ranges = successor_operand_ranges(ctx, body, op)?;
                let branch = BranchOpInterfaceRef::get(OpRef::new(ctx, body, op))?;
                Some(
                    ranges
                        .into_iter()
                        .enumerate()
                        .map(|(i, r)| (branch.get_produced_operand_count(i), r))
                        .collect(),
                )
            })
            .as_ref()
    }

    /// Whether operand `index` of terminator `op` is a successor operand forwarded to a
    /// block argument not (yet) live (MLIR's `isUseSpeciallyKnownDead`).
    fn use_known_dead(&mut self, ctx: &Context, body: &Body, op: Op, index: usize) -> bool {
        let Some(ranges) = self.ranges(ctx, body, op) else {
            return false;
        };
        let Some((succ, (produced, range))) = ranges
            .iter()
            .enumerate()
            .find(|(_, (_, r))| r.contains(&index))
        else {
            return false;
        };
        let (succ, offset) = (succ, produced + index - range.start);
        let Some(block) = body.successors(op).nth(succ) else {
            return false;
        };
        let Some(&arg) = body.block_args(block).get(offset) else {
            return false;
        };
        !self.args[arg]
    }

    /// Marks `v` live if a live op uses it (MLIR's `processValue`).
    fn process_value(&mut self, ctx: &Context, body: &Body, v: Value) {
        for u in body.uses(v) {
            if !self.ops[u.op] {
                continue;
            }
            if is_terminator(ctx, body, u.op)
                && self.use_known_dead(ctx, body, u.op, u.index as usize)
            {
                continue;
            }
            self.set_value(body, v);
            return;
        }
    }
}

/// Whether `op` is a terminator. Only the last op of a block can be one in IR that
/// verifies (which the IR a pass sees does), so the registration of the others is not
/// looked up.
fn is_terminator(ctx: &Context, body: &Body, op: Op) -> bool {
    body.next_op(op).is_none()
        && OpRef::new(ctx, body, op)
            .info()
            .is_some_and(|i| i.is_terminator())
}

/// Whether `region`'s post-order is its entry block alone (the entry block has no
/// successor): most regions, walked without listing their post-order.
fn entry_only(body: &Body, region: Region) -> Option<Block> {
    let entry = body.entry_block(region)?;
    body.last_op(entry)
        .map_or(true, |t| body.successors(t).len() == 0)
        .then_some(entry)
}

fn propagate_block(ctx: &Context, body: &Body, block: Block, live: &mut Liveness) {
    let mut next = body.last_op(block);
    while let Some(op) = next {
        next = body.prev_op(op);
        propagate_op(ctx, body, op, live);
    }
}

fn propagate_region(ctx: &Context, body: &Body, region: Region, live: &mut Liveness) {
    if let Some(entry) = entry_only(body, region) {
        propagate_block(ctx, body, entry, live);
        return;
    }
    let entry = body.entry_block(region);
    for block in post_order(body, region) {
        propagate_block(ctx, body, block, live);
        // The arguments of an entry block are never erased: not tracked.
        if Some(block) == entry {
            continue;
        }
        for &arg in body.block_args(block) {
            if !live.args[arg] {
                live.process_value(ctx, body, arg);
            }
        }
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: Op, live: &mut Liveness) {
    if !body.is_isolated(op) {
        for &r in body.regions(op) {
            propagate_region(ctx, body, r, live);
        }
    }
    live.visited[op] = live.sweep;
    if is_terminator(ctx, body, op) {
        live.set_op(body, op);
        // Most terminators (a function's return, a loop's yield) have no successor:
        // nothing more to mark.
        if body.successors(op).len() == 0 {
            return;
        }
        // The arguments of the successors of a terminator that is not a branch (whose
        // forwarded operands cannot be told apart) are all live; so are those a branch
        // produces itself.
        let produced: Option<Vec<usize>> = live
            .ranges(ctx, body, op)
            .map(|r| r.iter().map(|&(p, _)| p).collect());
        for (i, s) in body.successors(op).enumerate() {
            let args = body.block_args(s);
            let n = match &produced {
                Some(p) => p.get(i).copied().unwrap_or(0).min(args.len()),
                None => args.len(),
            };
            for &a in &args[..n] {
                live.set_value(body, a);
            }
        }
        return;
    }
    if live.ops[op] {
        return;
    }
    // An op is live when it has effects or a live op uses a result: the uses are looked
    // at first, as they are cheaper to check than the effects (the fixpoint is the same).
    for &v in body.results(op) {
        live.process_value(ctx, body, v);
        if live.ops[op] {
            return;
        }
    }
    if !would_op_be_trivially_dead(&OpRef::new(ctx, body, op)) {
        live.set_op(body, op);
    }
}

/// Whether [`run_region_dce`] would erase nothing in `regions`, so that its liveness fixed
/// point can be skipped (most regions, once the greedy driver has erased what was
/// trivially dead). It holds when
///
/// 1. every region walked has at most one block (no block argument is tracked, no branch
///    forwards operands) and no op has successors;
/// 2. each operand an op of the walk takes from an op of the walk comes from one walked
///    before it (pre-order, an op after the ops of its regions): the uses between walked
///    ops form no cycle (a graph region's may);
/// 3. each op of the walk that some op uses is used by a later op of the walk, and each
///    op that no op uses is live by itself: a terminator or an op with effects
///    (`would_op_be_trivially_dead` false).
///
/// Then every op is live: a dead op would have only dead users among the walked ops (uses
/// are never "known dead" without successors), so by 2 there would be a dead op without
/// a walked user, which by 3 is used by none and live by itself. So the liveness marks
/// everything and erases nothing, neither ops nor (by 1) block arguments or successor
/// operands.
fn nothing_dead(ctx: &Context, body: &Body, regions: &[Region]) -> bool {
    /// Per op handle: 0 not walked (yet), 1 walked and waiting for a walked user, 2 done.
    struct Walk<'a> {
        ctx: &'a Context,
        body: &'a Body,
        state: Vec<u8>,
        /// How many ops are in state 1.
        waiting: usize,
    }
    impl Walk<'_> {
        fn region(&mut self, region: Region) -> bool {
            let body = self.body;
            let mut blocks = body.region_blocks(region);
            let Some(block) = blocks.next() else {
                return true;
            };
            if blocks.next().is_some() {
                return false;
            }
            for op in body.block_ops(block) {
                if body.successors(op).len() != 0 {
                    return false;
                }
                for v in body.operands(op) {
                    if let ValueDef::OpResult(d, _) = body.value_def(v) {
                        match self.state.get(d.index()) {
                            // Defined after (or around) its user, or outside.
                            None | Some(0) => return false,
                            Some(1) => {
                                self.state[d.index()] = 2;
                                self.waiting -= 1;
                            }
                            Some(_) => {}
                        }
                    }
                }
                if !body.is_isolated(op) {
                    for &r in body.regions(op) {
                        if !self.region(r) {
                            return false;
                        }
                    }
                }
                if body.results(op).iter().all(|&r| body.use_empty(r)) {
                    if would_op_be_trivially_dead(&OpRef::new(self.ctx, body, op)) {
                        return false;
                    }
                    self.state[op.index()] = 2;
                } else {
                    self.state[op.index()] = 1;
                    self.waiting += 1;
                }
            }
            true
        }
    }
    let mut walk = Walk {
        ctx,
        body,
        state: vec![0; body.sizes().ops],
        waiting: 0,
    };
    regions.iter().all(|&r| walk.region(r)) && walk.waiting == 0
}

/// Erases the ops of `regions` (and nested regions in this arena) that are neither
/// effectful nor used by a live op, and the dead arguments of blocks other than entry
/// blocks with the operands branches forward to them (MLIR's `runRegionDCE`); returns
/// whether any op was erased.
pub fn run_region_dce<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    if nothing_dead(ctx, rw.body(), regions) {
        return false;
    }
    let mut live = Liveness {
        ops: SecondaryMap::new(),
        args: SecondaryMap::new(),
        changed: true,
        visited: SecondaryMap::new(),
        sweep: 0,
        ranges: FxHashMap::default(),
    };
    while live.changed {
        live.changed = false;
        live.sweep += 1;
        for &r in regions {
            propagate_region(ctx, rw.body(), r, &mut live);
        }
    }
    delete_dead(ctx, rw, regions, &mut live)
}

/// Erases the operands `terminator` forwards to dead successor arguments (MLIR's
/// `eraseTerminatorSuccessorOperands`).
fn erase_dead_successor_operands<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    terminator: Op,
    live: &mut Liveness,
) {
    let Some(ranges) = live.ranges(ctx, rw.body(), terminator).cloned() else {
        return;
    };
    for succ in (0..ranges.len()).rev() {
        let Some(block) = rw.body().successors(terminator).nth(succ) else {
            continue;
        };
        let (produced, range) = &ranges[succ];
        let args = rw
            .body()
            .block_args(block)
            .get(*produced..)
            .unwrap_or_default()
            .to_vec();
        let operands: Vec<Value> = range
            .clone()
            .map(|i| rw.body().operand(terminator, i))
            .collect();
        let kept: Vec<Value> = operands
            .iter()
            .zip(&args)
            .filter(|&(_, &a)| live.args[a])
            .map(|(&v, _)| v)
            .collect();
        if kept.len() != operands.len() {
            set_successor_operands(ctx, rw, terminator, succ, &kept);
        }
    }
    live.ranges.remove(&terminator);
}

fn delete_dead<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
    live: &mut Liveness,
) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = rw.body().entry_block(region) else {
            continue;
        };
        // A single block (most regions) is its region's whole post-order.
        if rw.body().region_blocks(region).nth(1).is_none() {
            erased |= delete_dead_in_block(ctx, rw, entry, live);
            continue;
        }
        let blocks: Vec<Block> = rw.body().region_blocks(region).collect();
        for block in post_order(rw.body(), region) {
            if let Some(t) = rw.body().last_op(block) {
                erase_dead_successor_operands(ctx, rw, t, live);
            }
            erased |= delete_dead_in_block(ctx, rw, block, live);
        }
        // The arguments of the entry block are the region's contract with its op: kept.
        for &block in &blocks[1..] {
            for i in (0..rw.body().block_args(block).len()).rev() {
                let a = rw.body().block_args(block)[i];
                if !live.args[a] {
                    // An argument still used (by a terminator that could not drop the
                    // operand) stays.
                    let _ = rw.erase_block_argument(block, i);
                }
            }
        }
    }
    erased
}

/// Erases the dead ops of `block`, from its end, and those of the regions of its live ops
/// (see [`delete_dead`]); returns whether any op was erased.
fn delete_dead_in_block<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    block: Block,
    live: &mut Liveness,
) -> bool {
    let mut erased = false;
    // Erasing an op (or emptying the operands of its users) leaves the others of the
    // block in place: the one before is taken first.
    let mut next = rw.body().last_op(block);
    while let Some(op) = next {
        next = rw.body().prev_op(op);
        if !live.ops[op] {
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
        } else if !rw.body().is_isolated(op) && !rw.body().regions(op).is_empty() {
            let nested = rw.body().regions(op).to_vec();
            erased |= delete_dead(ctx, rw, &nested, live);
        }
    }
    erased
}

/// Merges the identical blocks of `regions` and of the regions nested in them (in this
/// arena), until none is left; returns whether any was merged.
pub fn merge_identical_blocks<L: IrListener>(
    ctx: &Context,
    rw: &mut Rewriter<'_, L>,
    regions: &[Region],
) -> bool {
    // A set kept in insertion order, taken from its end (MLIR's `SetVector`).
    let mut worklist: Vec<Region> = Vec::new();
    let insert = |w: &mut Vec<Region>, r: Region| {
        if !w.contains(&r) {
            w.push(r);
        }
    };
    for &r in regions {
        insert(&mut worklist, r);
    }
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_in_region(ctx, rw, region) {
            insert(&mut worklist, region);
            changed = true;
        }
        let body = rw.body();
        for b in body.region_blocks(region) {
            for op in body.block_ops(b) {
                if !body.is_isolated(op) {
                    for &r in body.regions(op) {
                        insert(&mut worklist, r);
                    }
                }
            }
        }
    }
    changed
}

/// The successors of `block` (those of its last op).
fn block_successors(body: &Body, block: Block) -> Vec<Block> {
    body.last_op(block)
        .map(|t| body.successors(t).collect())
        .unwrap_or_default()
}

/// The block holding `v`'s definition.
fn value_block(body: &Body, v: Value) -> Option<Block> {
    match body.value_def(v) {
        ValueDef::OpResult(op, _) => body.parent_block(op),
        ValueDef::BlockArg(b, _) => Some(b),
        _ => None,
    }
}

/// A block and where each value it defines sits in it (MLIR's `BlockEquivalenceData`):
/// arguments first, then the results of its ops in order.
struct BlockData {
    block: Block,
    order: FxHashMap<Op, usize>,
}

impl BlockData {
    fn new(body: &Body, block: Block) -> Self {
        let mut next = body.block_args(block).len();
        let mut order = FxHashMap::default();
        for op in body.block_ops(block) {
            let n = body.results(op).len();
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
        }
        BlockData { block, order }
    }

    fn order_of(&self, body: &Body, v: Value) -> Option<usize> {
        match body.value_def(v) {
            ValueDef::BlockArg(_, i) => Some(i as usize),
            ValueDef::OpResult(op, i) => self.order.get(&op).map(|o| o + i as usize),
            _ => None,
        }
    }
}

/// Blocks to merge into a leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<Block>,
    /// (op position, operand index) pairs whose values differ, sorted.
    operands: std::collections::BTreeSet<(usize, usize)>,
}

/// Whether some result of `op` is used outside `block`.
fn used_outside(body: &Body, op: Op, block: Block) -> bool {
    body.results(op)
        .iter()
        .any(|&r| body.users(r).any(|u| body.parent_block(u) != Some(block)))
}

impl Cluster {
    /// Adds `data`'s block to the cluster if it is identical to the leader but for
    /// operands defined outside (MLIR's `addToCluster`).
    fn add(&mut self, ctx: &Context, body: &Body, data: &BlockData) -> bool {
        let (leader, block) = (self.leader.block, data.block);
        let arg_types = |b: Block| -> Vec<Type> {
            body.block_args(b)
                .iter()
                .map(|&a| body.value_type(a))
                .collect()
        };
        if arg_types(leader) != arg_types(block) {
            return false;
        }
        let lhs_ops: Vec<Op> = body.block_ops(leader).collect();
        let rhs_ops: Vec<Op> = body.block_ops(block).collect();
        if lhs_ops.len() != rhs_ops.len() {
            return false;
        }
        // An operand defined by the terminator of a predecessor does not dominate the
        // merged block.
        let valid_successor_arg = |b: Block, v: Value| {
            let Some(parent) = value_block(body, v) else {
                return true;
            };
            let defined_by_terminator = matches!(body.value_def(v), ValueDef::OpResult(d, _)
                if body.last_op(parent) == Some(d));
            !defined_by_terminator || !body.predecessors(b).contains(&parent)
        };
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lhs_ops.iter().zip(&rhs_ops).enumerate() {
            if !is_equivalent_to(
                ctx,
                (body, l),
                (body, r),
                &mut ignore_value_equivalence,
                &mut ignore_value_equivalence,
                EquivalenceFlags {
                    ignore_locations: true,
                },
            ) {
                return false;
            }
            for k in 0..body.num_operands(l) {
                let (lv, rv) = (body.operand(l, k), body.operand(r, k));
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_in = value_block(body, lv) == Some(leader);
                let r_in = value_block(body, rv) == Some(block);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(leader, lv) || !valid_successor_arg(block, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            if used_outside(body, r, block) || used_outside(body, l, leader) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.blocks.push(block);
        true
    }

    /// Merges the cluster's blocks into the leader (MLIR's `BlockMergeCluster::merge`).
    fn merge<L: IrListener>(&self, ctx: &Context, rw: &mut Rewriter<'_, L>) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let all: Vec<Block> = std::iter::once(leader)
            .chain(self.blocks.iter().copied())
            .collect();
        if !self.operands.is_empty() {
            // Every predecessor must be a branch that can forward more operands.
            let able = |b: Block| {
                rw.body()
                    .predecessor_uses(b)
                    .all(|u| successor_operand_ranges(ctx, rw.body(), u.op).is_some())
            };
            if !all.iter().all(|&b| able(b)) {
                return false;
            }
            let mut new_args: Vec<Vec<Value>> = Vec::with_capacity(all.len());
            for &b in &all {
                let ops: Vec<Op> = rw.body().block_ops(b).collect();
                new_args.push(
                    self.operands
                        .iter()
                        .map(|&(i, k)| rw.body().operand(ops[i], k))
                        .collect(),
                );
            }
            let leader_ops: Vec<Op> = rw.body().block_ops(leader).collect();
            for (&(i, k), &v) in self.operands.iter().zip(&new_args[0]) {
                let ty = rw.body().value_type(v);
                let loc = match rw.body().value_def(v) {
                    ValueDef::OpResult(d, _) => Some(rw.body().loc(d)),
                    _ => rw.body().arg_loc(v),
                };
                let arg = rw.add_block_argument(leader, ty, loc);
                rw.set_operand(leader_ops[i], k, arg);
            }
            for (&b, args) in all.iter().zip(&new_args) {
                let preds: Vec<_> = rw.body().predecessor_uses(b).collect();
                for u in preds {
                    let index = u.index as usize;
                    let Some(branch) = BranchOpInterfaceRef::get(OpRef::new(ctx, rw.body(), u.op))
                    else {
                        continue;
                    };
                    let mut values = branch.get_successor_operands(index);
                    values.extend_from_slice(args);
                    set_successor_operands(ctx, rw, u.op, index, &values);
                }
            }
        }
        for &b in &self.blocks {
            let preds: Vec<_> = rw.body().predecessor_uses(b).collect();
            for u in preds {
                let mut succs: Vec<Block> = rw.body().successors(u.op).collect();
                succs[u.index as usize] = leader;
                rw.set_successors(u.op, &succs);
            }
            let _ = rw.erase_block(b);
        }
        true
    }
}

/// Merges the identical blocks of `region` (MLIR's `mergeIdenticalBlocks` of one region).
fn merge_in_region<L: IrListener>(ctx: &Context, rw: &mut Rewriter<'_, L>, region: Region) -> bool {
    if rw.body().region_blocks(region).nth(1).is_none() {
        return false;
    }
    let blocks: Vec<Block> = rw.body().region_blocks(region).collect();
    // Blocks (but the entry block) with the same successors, in the order first met.
    let mut groups: Vec<Vec<Block>> = Vec::new();
    let mut index: FxHashMap<Vec<Block>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let key = block_successors(rw.body(), b);
        let i = *index.entry(key).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[i].push(b);
    }
    let mut merged = false;
    for group in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let body = rw.body();
            let has_region = body.block_ops(b).any(|op| {
                body.regions(op)
                    .iter()
                    .any(|&r| region_body_has_blocks(body, op, r))
            });
            if has_region {
                continue;
            }
            let data = BlockData::new(body, b);
            if !clusters.iter_mut().any(|c| c.add(ctx, body, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: Default::default(),
                });
            }
        }
        for c in &clusters {
            merged |= c.merge(ctx, rw);
        }
    }
    merged
}

/// Whether region `r` of `op` has a block (in the op's nested arena if it is isolated).
fn region_body_has_blocks(body: &Body, op: Op, r: Region) -> bool {
    let b = if body.is_isolated(op) {
        body.nested_body(op).unwrap_or(body)
    } else {
        body
    };
    b.entry_block(r).is_some()
}
