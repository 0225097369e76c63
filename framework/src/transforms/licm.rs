//! `loop-invariant-code-motion` (MLIR 16's `LoopInvariantCodeMotion` and
//! `moveLoopInvariantCode`): ops of a loop body that do not depend on the loop are moved
//! out of it.
//!
//! The loops (`LoopLikeOpInterface`) are visited in post-order, inner loops first, so an op
//! hoisted out of an inner loop lands in the outer loop's body, from which it may be
//! hoisted again. In a loop, a worklist starts with the ops of the body (every block, in
//! order); an op moves out (where the loop's `move_out_of_loop` puts it: before the loop)
//! when it is not a terminator, it and the ops nested in it use only values defined outside
//! the loop or inside the op itself, and it has no memory effect and is speculatable
//! (`RecursiveMemoryEffects` and `RecursivelySpeculatable` ops as their bodies). The
//! users of a moved op in the body go back on the worklist, until nothing moves.
//!
//! Ops isolated from above have arenas of their own: their loops are handled in their
//! arena, independently of the enclosing one (no op moves across an isolation boundary).

use std::collections::VecDeque;

use crate::interfaces::base::LoopLikeOpInterfaceRef;
use crate::interfaces::side_effects::{is_memory_effect_free, is_speculatable};
use crate::ir::body::{Body, Op, Region, Value};
use crate::ir::context::Context;
use crate::ir::registry::OpRef;
use crate::pass::{DeclaredPass, PassRun};

use super::passes::LoopInvariantCodeMotionBase;

use super::walk::post_order;

/// Moves the loop-invariant ops out of every loop in `regions` (of `body`) and in the
/// arenas of the isolated ops nested in them, inner loops first; returns how many ops
/// moved (the work of the `loop-invariant-code-motion` pass).
pub fn hoist_loop_invariants(ctx: &Context, body: &mut Body, regions: &[Region]) -> usize {
    let (ops, isolated) = post_order(body, regions);
    let mut moved = 0;
    for op in ops {
        moved += move_loop_invariant_code(ctx, body, op);
    }
    for op in isolated {
        let nested = body
            .nested_body_mut(op)
            .expect("an isolated op owns its arena");
        let roots: Vec<Region> = nested.root_regions().collect();
        moved += hoist_loop_invariants(ctx, nested, &roots);
    }
    moved
}

/// Moves the loop-invariant ops of the loop `loop_op` (an op of `body`) out of it (MLIR's
/// `moveLoopInvariantCode(LoopLikeOpInterface)`); returns how many moved. An op without
/// `LoopLikeOpInterface` is left alone.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, loop_op: Op) -> usize {
    let (region, model) = {
        let Some(lp) = LoopLikeOpInterfaceRef::get(OpRef::new(ctx, body, loop_op)) else {
            return 0;
        };
        (lp.get_loop_body(), lp.model())
    };
    let mut worklist: VecDeque<Op> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut moved = 0;
    while let Some(op) = worklist.pop_front() {
        // An op already moved is no longer in the body.
        if parent_region(body, op) != Some(region) {
            continue;
        }
        let candidate = OpRef::new(ctx, body, op);
        let defined_outside =
            |v: Value| (model.is_defined_outside_of_loop)(OpRef::new(ctx, body, loop_op), v);
        let invariant = is_memory_effect_free(&candidate)
            && is_speculatable(&candidate)
            && can_be_hoisted(body, &candidate, defined_outside);
        if !invariant {
            continue;
        }
        (model.move_out_of_loop)(body, loop_op, op);
        moved += 1;
        // Its users in the body may be invariant now.
        for &r in body.results(op) {
            worklist.extend(
                body.users(r)
                    .filter(|&u| parent_region(body, u) == Some(region)),
            );
        }
    }
    moved
}

/// The region holding `op`, in its arena.
fn parent_region(body: &Body, op: Op) -> Option<Region> {
    body.parent_block(op).and_then(|b| body.block_parent(b))
}

/// Whether `op` may leave the loop as far as its operands go (MLIR's `canBeHoisted`): it is
/// not a terminator, and every operand of it and of the ops nested in it is defined
/// outside the loop or inside `op`. The ops inside an isolated op are not looked at: they
/// use only values defined in it.
fn can_be_hoisted(body: &Body, op: &OpRef<'_>, defined_outside: impl Fn(Value) -> bool) -> bool {
    if op.info().is_some_and(|info| info.is_terminator()) {
        return false;
    }
    let root = op.op;
    let inside_root = |v: Value| {
        let mut owner = body
            .value_parent_region(v)
            .and_then(|r| body.region_parent(r));
        while let Some(o) = owner {
            if o == root {
                return true;
            }
            owner = body.parent_op(o);
        }
        false
    };
    let mut stack = vec![root];
    while let Some(o) = stack.pop() {
        if body
            .operands(o)
            .any(|v| !inside_root(v) && !defined_outside(v))
        {
            return false;
        }
        if !body.is_isolated(o) {
            for &r in body.regions(o) {
                for b in body.region_blocks(r) {
                    stack.extend(body.block_ops(b));
                }
            }
        }
    }
    true
}

/// The `loop-invariant-code-motion` pass, on any op: [`hoist_loop_invariants`] on its
/// regions.
#[derive(Clone, Default)]
pub struct LoopInvariantCodeMotion {
    base: LoopInvariantCodeMotionBase,
}

impl DeclaredPass for LoopInvariantCodeMotion {
    type Base = LoopInvariantCodeMotionBase;
    fn base(&self) -> &LoopInvariantCodeMotionBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut LoopInvariantCodeMotionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        hoist_loop_invariants(run.ctx, run.op.body, run.op.regions);
    }
}
