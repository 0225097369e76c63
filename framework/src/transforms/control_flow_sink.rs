//! `control-flow-sink` (MLIR 16's `ControlFlowSink` and `controlFlowSink`): ops used only
//! inside a region that runs at most once each time its op runs are moved into it, so
//! that they run only when their results are needed.
//!
//! The ops with `RegionBranchOpInterface` are visited in post-order, inner ones first. Of
//! each, the regions whose `getRegionInvocationBounds` (given the operands that are
//! constants) is at most one are sunk into, in order: a stack starts with the ops of the
//! region (every block, in order) and is worked from its top; for each operand of the op
//! popped, the op defining it, when it is outside the region, has every user inside the
//! region (at any depth: the region's entry block dominates them) and has no memory
//! effect, moves to the start of the region's entry block and is pushed in turn. As in
//! MLIR 16, only operands of the ops of the region itself (not of the ops nested in
//! them) are looked at.
//!
//! Ops isolated from above have arenas of their own, handled independently.
//!
//! MLIR 16 sets its `num-sunk` statistic to the count of the last region-branch op it
//! visits (an assignment where a sum was meant); Strata counts every op sunk.

use crate::interfaces::base::RegionBranchOpInterfaceRef;
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::ir::body::{Body, InsertPoint, Op, Region, ValueDef};
use crate::ir::context::Context;
use crate::ir::fold::constant_value;
use crate::ir::registry::OpRef;
use crate::pass::{DeclaredPass, PassRun};

use super::passes::ControlFlowSinkBase;

use super::walk::post_order;

/// Sinks the ops used only in a region run at most once into it, for every
/// region-branch op in `regions` (of `body`) and in the arenas of the isolated ops nested
/// in them; returns how many ops moved (the work of the `control-flow-sink` pass).
pub fn control_flow_sink(ctx: &Context, body: &mut Body, regions: &[Region]) -> usize {
    let (ops, isolated) = post_order(body, regions);
    let mut sunk = 0;
    for op in ops {
        for region in singly_executed_regions(ctx, body, op) {
            sunk += sink_into_region(
                body,
                region,
                |body, op| is_memory_effect_free(&OpRef::new(ctx, body, op)),
                |body, op| move_to_region_start(body, op, region),
            );
        }
    }
    for op in isolated {
        let nested = body
            .nested_body_mut(op)
            .expect("an isolated op owns its arena");
        let roots: Vec<Region> = nested.root_regions().collect();
        sunk += control_flow_sink(ctx, nested, &roots);
    }
    sunk
}

/// The regions of the region-branch op `op` that run at most once each time it runs,
/// given its operands that are constants (MLIR's `getSinglyExecutedRegionsToSink`); none
/// for an op without `RegionBranchOpInterface`.
pub fn singly_executed_regions(ctx: &Context, body: &Body, op: Op) -> Vec<Region> {
    let Some(branch) = RegionBranchOpInterfaceRef::get(OpRef::new(ctx, body, op)) else {
        return Vec::new();
    };
    let constants: Vec<_> = body
        .operands(op)
        .map(|v| constant_value(ctx, body, v))
        .collect();
    let bounds = branch.get_region_invocation_bounds(&constants);
    body.regions(op)
        .iter()
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|n| n <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Moves into `region` (of `body`) the ops defined outside it whose users are all inside
/// it and that `should_move` accepts, each with `move_into`, which must put it in the
/// region ([`move_to_region_start`] does, as the `control-flow-sink` pass wants) (MLIR's
/// `controlFlowSink` on one region); returns how many moved.
pub fn sink_into_region(
    body: &mut Body,
    region: Region,
    mut should_move: impl FnMut(&Body, Op) -> bool,
    mut move_into: impl FnMut(&mut Body, Op),
) -> usize {
    if body.entry_block(region).is_none() {
        return 0;
    }
    let mut stack: Vec<Op> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        for i in 0..body.num_operands(user) {
            let ValueDef::OpResult(def, _) = body.value_def(body.operand(user, i)) else {
                continue;
            };
            let def_region = body.parent_block(def).and_then(|b| body.block_parent(b));
            if def_region == Some(region) || encloses(body, def, region) {
                continue;
            }
            let all_users_inside = body
                .results(def)
                .iter()
                .flat_map(|&r| body.users(r))
                .all(|u| is_inside(body, u, region));
            if all_users_inside && should_move(body, def) {
                move_into(body, def);
                sunk += 1;
                stack.push(def);
            }
        }
    }
    sunk
}

/// Moves `op` to the start of `region`'s entry block, where it dominates every use of it
/// in the region.
pub fn move_to_region_start(body: &mut Body, op: Op, region: Region) {
    let entry = body
        .entry_block(region)
        .expect("a region sunk into has a block");
    let before = body.first_op(entry);
    body.move_op(
        op,
        InsertPoint {
            block: entry,
            before,
        },
    );
}

/// Whether `op` is in `region` or in a region nested in it.
fn is_inside(body: &Body, op: Op, region: Region) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.parent_block(cur).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(parent) => cur = parent,
            None => return false,
        }
    }
}

/// Whether `region` is one of `op`'s regions or nested in one (`op` cannot move into it).
fn encloses(body: &Body, op: Op, region: Region) -> bool {
    let mut cur = body.region_parent(region);
    while let Some(o) = cur {
        if o == op {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

/// The `control-flow-sink` pass, on any op: [`control_flow_sink`] on its regions.
#[derive(Clone, Default)]
pub struct ControlFlowSink {
    base: ControlFlowSinkBase,
}

impl DeclaredPass for ControlFlowSink {
    type Base = ControlFlowSinkBase;
    fn base(&self) -> &ControlFlowSinkBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ControlFlowSinkBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let sunk = control_flow_sink(run.ctx, run.op.body, run.op.regions);
        self.base.num_sunk.add(sunk as u64);
    }
}
