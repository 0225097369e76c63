//! `sccp` (MLIR 16's `SCCP`): sparse conditional constant propagation. The data-flow
//! solver runs [`DeadCodeAnalysis`] and [`SparseConstantPropagation`] on the op, then the
//! IR is rewritten as MLIR's `rewrite` does:
//!
//! blocks are taken from a stack (the blocks of the op's regions pushed last first, so
//! that they come out in order; an op's regions pushed when the op is reached, so they
//! are done after the rest of its block). For each op of a block, every result the
//! analysis found constant is replaced by a constant (MLIR's `replaceWithConstant`): the
//! dialect of the op that made the constant materializes it, once per (dialect, value,
//! type), at the start of the entry block of the nearest region isolated from above
//! (MLIR's `OperationFolder::getOrCreateConstant`, so each new constant goes before the
//! previous ones). An op whose results were all replaced and that would be trivially dead
//! is erased (constant ops included: they are replaced by the hoisted ones). Then the
//! block's arguments found constant are replaced.
//!
//! Branches to dead blocks and dead blocks themselves are left for `canonicalize`, as in
//! MLIR. Ops isolated from above have arenas of their own, each with its own constants.

use crate::analysis::constant_propagation::SparseConstantPropagation;
use crate::analysis::dataflow::{DataFlowSolver, IrIndex, TopOp};
use crate::analysis::dead_code::DeadCodeAnalysis;
use crate::interfaces::side_effects::would_op_be_trivially_dead;
use crate::ir::body::{Block, Body, Op, Region, Rewriter, Value, ValueDef};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier};
use crate::ir::registry::OpRef;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::folder::{get_or_create_constant_for, FoldingListener};

use super::passes::SccpBase;

/// The constants the analysis found, by (arena address, value): the constant and the
/// dialect of the op that made it.
type Constants = FxHashMap<(usize, Value), (Attribute, Option<Identifier>)>;

/// Runs the analyses on the op `top` (whose regions `regions` are in `body`) and returns
/// the constants found.
pub fn analyze(ctx: &Context, top: TopOp, body: &Body, regions: &[Region]) -> Constants {
    let mut solver = DataFlowSolver::new(IrIndex::new(ctx, top, body, regions));
    let mut dead_code = DeadCodeAnalysis;
    let mut constants = SparseConstantPropagation;
    solver.run(&mut [&mut dead_code, &mut constants]);
    solver.constants()
}

/// Replaces `v` (of the arena `rw` rewrites, keyed `key`) by a constant for uses in
/// `block`, if the analysis found one the dialect materializes.
fn replace_with_constant(
    ctx: &Context,
    rw: &mut Rewriter<'_, FoldingListener>,
    key: usize,
    constants: &Constants,
    block: Block,
    v: Value,
) -> bool {
    let Some(&(value, Some(dialect))) = constants.get(&(key, v)) else {
        return false;
    };
    let body = rw.body();
    let ty = body.value_type(v);
    let loc = match body.value_def(v) {
        ValueDef::OpResult(op, _) => body.loc(op),
        _ => body.arg_loc(v).unwrap_or_else(|| ctx.unknown_loc()),
    };
    let Some(c) = get_or_create_constant_for(ctx, rw, block, dialect, value, ty, loc) else {
        return false;
    };
    rw.replace_all_uses_with(v, c);
    true
}

/// Rewrites the regions `regions` of arena `body` with the constants found (MLIR's
/// `rewrite`), then the arenas of the isolated ops kept.
pub fn rewrite(ctx: &Context, body: &mut Body, regions: &[Region], constants: &Constants) {
    let key = body as *const Body as usize;
    let mut isolated: Vec<Op> = Vec::new();
    {
        let mut rw = Rewriter::with_listener(&mut *body, FoldingListener::default());
        let mut worklist: Vec<Block> = Vec::new();
        let push =
            |rw: &Rewriter<'_, FoldingListener>, worklist: &mut Vec<Block>, rs: &[Region]| {
                for &r in rs {
                    let blocks: Vec<Block> = rw.body().region_blocks(r).collect();
                    worklist.extend(blocks.into_iter().rev());
                }
            };
        push(&rw, &mut worklist, regions);
        while let Some(block) = worklist.pop() {
            let ops: Vec<Op> = rw.body().block_ops(block).collect();
            for op in ops {
                let results = rw.body().results(op).to_vec();
                let mut replaced_all = !results.is_empty();
                for r in results {
                    replaced_all &= replace_with_constant(ctx, &mut rw, key, constants, block, r);
                }
                if replaced_all && would_op_be_trivially_dead(&OpRef::new(ctx, rw.body(), op)) {
                    rw.erase_op(op)
                        .expect("an op whose results are all replaced");
                    continue;
                }
                if rw.body().is_isolated(op) {
                    isolated.push(op);
                } else {
                    let rs = rw.body().regions(op).to_vec();
                    push(&rw, &mut worklist, &rs);
                }
            }
            let args = rw.body().block_args(block).to_vec();
            for a in args {
                replace_with_constant(ctx, &mut rw, key, constants, block, a);
            }
        }
    }
    for op in isolated {
        if let Some(nested) = body.isolated_op_mut(op) {
            let regions = nested.regions.to_vec();
            rewrite(ctx, nested.body, &regions, constants);
        }
    }
}

/// The `sccp` pass, on any op.
#[derive(Clone, Default)]
pub struct Sccp {
    base: SccpBase,
}

impl DeclaredPass for Sccp {
    type Base = SccpBase;
    fn base(&self) -> &SccpBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut SccpBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let top = TopOp {
            name: run.op.name,
            attrs: *run.op.attrs,
            has_parent: run.has_parent(),
        };
        let regions = run.op.regions.to_vec();
        let constants = analyze(run.ctx, top, run.op.body, &regions);
        rewrite(run.ctx, run.op.body, &regions, &constants);
    }
}
