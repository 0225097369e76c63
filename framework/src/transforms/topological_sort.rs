//! `topological-sort` (MLIR 16's `TopologicalSort`): the ops of every block of every region
//! without SSA dominance (the regions of graph-region ops such as `builtin.module`) are
//! ordered so that, as far as possible, each op comes after the ops defining its operands
//! (and those of the ops nested in it). The sort is stable; a block's terminator stays
//! last; ops in a cycle keep their order, at the end.

use crate::ir::body::{Block, Body, InsertPoint, IsolatedOpMut, Op, Region, Value, ValueDef};
use crate::ir::context::{Context, FxHashSet};
use crate::ir::registry::OpTraits;
use crate::pass::{DeclaredPass, PassRun};

use super::passes::TopologicalSortBase;

/// Sorts the blocks of the graph regions of `op` and of every op nested in it, nested ones
/// first.
pub fn sort_graph_regions(ctx: &Context, op: &mut IsolatedOpMut<'_>) {
    let graph = has_graph_regions(ctx, op.name);
    sort_in(ctx, op.body, op.regions, graph);
}

/// Whether the op named `name` declares graph regions (MLIR's `RegionKindInterface`
/// saying a region has no SSA dominance).
fn has_graph_regions(ctx: &Context, name: crate::ir::context::Identifier) -> bool {
    ctx.op_info_of(name)
        .is_some_and(|i| i.traits.contains(OpTraits::GRAPH_REGIONS))
}

/// Sorts what is nested in `regions` (held in `body`), then, when they are graph regions,
/// their blocks.
fn sort_in(ctx: &Context, body: &mut Body, regions: &[Region], graph: bool) {
    for &r in regions {
        let ops: Vec<Op> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        for op in ops {
            let own = body.regions(op).to_vec();
            if own.is_empty() {
                continue;
            }
            let nested_graph = has_graph_regions(ctx, body.op_name(op));
            let inner = if body.is_isolated(op) {
                body.nested_body_mut(op)
            } else {
                Some(&mut *body)
            };
            if let Some(inner) = inner {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    sort_in(ctx, inner, &own, nested_graph)
                });
            }
        }
    }
    if graph {
        for &r in regions {
            let blocks: Vec<Block> = body.region_blocks(r).collect();
            for b in blocks {
                sort_block(ctx, body, b);
            }
        }
    }
}

/// MLIR's `sortTopologically(Block *)`: the ops of `block` but its terminator, in
/// topological order; whether every op could be scheduled (ops in a cycle cannot).
pub fn sort_block(ctx: &Context, body: &mut Body, block: Block) -> bool {
    let Some(last) = body.last_op(block) else {
        return true;
    };
    let end = ctx
        .op_info_of(body.op_name(last))
        .is_some_and(|i| i.is_terminator())
        .then_some(last);
    let mut unscheduled: FxHashSet<Op> = body
        .block_ops(block)
        .take_while(|&o| Some(o) != end)
        .collect();
    let mut next = body.first_op(block).filter(|&o| Some(o) != end);
    let mut all = true;
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        let mut cur = next;
        while let Some(op) = cur.filter(|&o| Some(o) != end) {
            cur = body.next_op(op);
            if !is_ready(body, block, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            if Some(op) == next {
                next = body.next_op(op).filter(|&o| Some(o) != end);
            } else {
                body.move_op(
                    op,
                    InsertPoint {
                        block,
                        before: next,
                    },
                );
            }
            scheduled = true;
        }
        if !scheduled {
            // A cycle: the first unscheduled op is taken as it is.
            all = false;
            let Some(first) = next else { break };
            unscheduled.remove(&first);
            next = body.next_op(first).filter(|&o| Some(o) != end);
        }
    }
    all
}

/// Whether `op` (in `block`) may be scheduled: every operand of it and of the ops nested in
/// it is a block argument, is defined outside the block or inside `op`, or is defined by an
/// op of the block already scheduled. Values inside an isolated op are defined in it.
fn is_ready(body: &Body, block: Block, op: Op, unscheduled: &FxHashSet<Op>) -> bool {
    let ready = |v: Value| -> bool {
        let ValueDef::OpResult(def, _) = body.value_def(v) else {
            return true;
        };
        match ancestor_in_block(body, block, def) {
            None => true,
            Some(a) => a == op || !unscheduled.contains(&a),
        }
    };
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !body.operands(o).all(ready) {
            return false;
        }
        if body.is_isolated(o) {
            continue;
        }
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
    }
    true
}

/// MLIR's `computeTopologicalSorting`: reorders `ops` (of one arena, in any blocks) so
/// that, as far as possible, each comes after the ops of the list defining its operands
/// and those of the ops nested in it. Ready ops are swapped, in list order, with the
/// first unscheduled one; when none is ready (a cycle), the first unscheduled one is taken
/// as it is. Returns whether every op could be scheduled.
pub fn compute_topological_sorting(body: &Body, ops: &mut [Op]) -> bool {
    let mut unscheduled: FxHashSet<Op> = ops.iter().copied().collect();
    let mut next = 0;
    let mut all = true;
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        // The ops from the first unscheduled one as this round starts.
        let start = next;
        for i in start..ops.len() {
            if !is_op_ready(body, ops[i], &unscheduled) {
                continue;
            }
            scheduled = true;
            unscheduled.remove(&ops[i]);
            ops.swap(i, next);
            next += 1;
        }
        if !scheduled {
            all = false;
            unscheduled.remove(&ops[next]);
            next += 1;
        }
    }
    all
}

/// Whether every operand of `op` and of the ops nested in it is a block argument or is
/// defined by an op that is neither unscheduled nor nested in an unscheduled op (`op`
/// itself aside). Values inside an isolated op are defined in it.
fn is_op_ready(body: &Body, op: Op, unscheduled: &FxHashSet<Op>) -> bool {
    let ready = |v: Value| -> bool {
        let ValueDef::OpResult(mut parent, _) = body.value_def(v) else {
            return true;
        };
        loop {
            if parent == op {
                return true;
            }
            if unscheduled.contains(&parent) {
                return false;
            }
            match body.parent_op(parent) {
                Some(p) => parent = p,
                None => return true,
            }
        }
    };
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !body.operands(o).all(ready) {
            return false;
        }
        if body.is_isolated(o) {
            continue;
        }
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
    }
    true
}

/// The op of `block` that is `op` or holds it (MLIR's `Block::findAncestorOpInBlock`).
fn ancestor_in_block(body: &Body, block: Block, mut op: Op) -> Option<Op> {
    loop {
        if body.parent_block(op)? == block {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// The `topological-sort` pass (op-agnostic).
#[derive(Clone, Copy, Debug, Default)]
pub struct TopologicalSort {
    base: TopologicalSortBase,
}

impl DeclaredPass for TopologicalSort {
    type Base = TopologicalSortBase;
    fn base(&self) -> &TopologicalSortBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TopologicalSortBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        sort_graph_regions(run.ctx, run.op);
    }
}
