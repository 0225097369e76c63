//! `reconcile-unrealized-casts` (MLIR 16's `ReconcileUnrealizedCasts`): a partial
//! conversion in which `builtin.unrealized_conversion_cast` is illegal and every other op
//! of unknown legality (so folded where it folds, as MLIR's legalizer does), with one
//! pattern: a DAG of casts from a cast whose exits (casts used by other
//! ops) all give back the cast's input types is erased, the exits replaced by its inputs.

use crate::conversion::{ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use crate::ir::body::{Op, Value};
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, RewriteResult};

use super::conversion_passes::ReconcileUnrealizedCastsBase;

const CAST: &str = "builtin.unrealized_conversion_cast";

/// MLIR 16's `UnrealizedConversionCastPassthrough`: the DAG of casts starting at `op`
/// (each taking all the results of the one before), walked depth first; a cast with a
/// user other than a cast is an exit, the others (dead ones included) intermediate. If
/// every exit gives back the types of `op`'s inputs, the exits are replaced by those
/// inputs and the intermediate casts erased.
fn passthrough(op: Op, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> RewriteResult {
    let cast = rw.ident(CAST);
    let body = rw.body();
    let inputs: Vec<Value> = body.operands(op).collect();
    let mut exits: Vec<Op> = Vec::new();
    let mut intermediates: Vec<Op> = Vec::new();
    let mut stack = vec![op];
    while let Some(current) = stack.pop() {
        if exits.contains(&current) || intermediates.contains(&current) {
            continue;
        }
        let outputs = body.results(current);
        let mut live = false;
        for &r in outputs {
            for u in body.users(r) {
                if body.op_name(u) != cast {
                    live = true;
                    continue;
                }
                if !body.operands(u).eq(outputs.iter().copied()) {
                    return Err(MatchFailure);
                }
                stack.push(u);
            }
        }
        if live {
            exits.push(current);
        } else {
            intermediates.push(current);
        }
    }
    let input_types: Vec<_> = inputs.iter().map(|&v| body.value_type(v)).collect();
    let exit_types_match = exits.iter().all(|&e| {
        body.results(e)
            .iter()
            .map(|&r| body.value_type(r))
            .eq(input_types.iter().copied())
    });
    if !exit_types_match {
        return Err(MatchFailure);
    }
    for e in exits {
        rw.replace_op(e, &inputs);
    }
    for i in intermediates {
        rw.erase_op(i);
    }
    Ok(())
}

/// The `reconcile-unrealized-casts` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct ReconcileUnrealizedCasts {
    base: ReconcileUnrealizedCastsBase,
}

impl DeclaredPass for ReconcileUnrealizedCasts {
    type Base = ReconcileUnrealizedCastsBase;
    fn base(&self) -> &ReconcileUnrealizedCastsBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ReconcileUnrealizedCastsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut patterns = ConversionPatternSet::new();
        patterns.add_fn(
            ctx,
            CAST,
            "UnrealizedConversionCastPassthrough",
            &[],
            passthrough,
        );
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ctx, &[CAST]);
        // The patterns stay inside the function they convert: functions on threads.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}
