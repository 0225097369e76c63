//! Dialect conversions run by passes, on threads.
//!
//! A conversion pass on a module (`-convert-arith-to-llvm`) converts the whole module as
//! one conversion, as MLIR does: one thread. When the pass's patterns only change the op
//! they match and what the isolated op holding it holds (no symbol added to the module,
//! nothing read outside the function), the functions are independent: each function's
//! body is converted on its own, on the pass manager's threads, and the rest of the
//! module after. The result is the same as one conversion's, because nothing a pattern
//! sees depends on the order.
//!
//! A pattern may declare a symbol at the start of the module
//! ([`crate::conversion::ConversionPatternRewriter::declare_at_root_start`]: `malloc`,
//! `free`): a single conversion creates it the first time a pattern asks, so the
//! declarations end up in the reverse order of the ops that first needed them. Converting
//! apart, each function keeps its requests, and they are created at the end, function
//! after function in the module's order, each unless the module has that symbol by then:
//! the same declarations in the same order, whatever the threads did first. When what is
//! around the functions asks too, the conversion runs again as one (where its requests
//! fall among the functions' is not recorded).
//!
//! A pass whose patterns convert the isolated ops themselves (`convert-func-to-llvm`:
//! `func.func` to `llvm.func`) converts them in two steps ([`TwoStepIsolated`]): the op
//! in the conversion of what is around the isolated ops, its body moved as it is to the
//! new op, and, in the conversion of the body, the part of the op's pattern that
//! concerns only the body (the signature conversion of its blocks) before any of its
//! ops, as one conversion would do it right after creating the new op. Only ops whose
//! pattern cannot fail nor report are converted so; otherwise the conversion runs as
//! one.
//!
//! The parallel attempt only keeps what it did when everything succeeded silently. A
//! failure, a diagnostic, or a pattern that reaches for the module
//! ([`crate::conversion::ConversionPatternRewriter::in_root_arena`]) undoes all of it, and
//! the conversion runs again as one: the diagnostics and the IR are then exactly those of
//! a single-threaded run.

use rayon::prelude::*;

use crate::conversion::{
    apply_partial_conversion_unreported, create_root_declarations, ApartConversion,
    ConversionFailure, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    PendingConversion,
};
use crate::ir::body::{IsolatedOpMut, Op};
use crate::ir::context::{Attribute, FxHashMap, Identifier};

use super::base::PassRun;
use super::parallel_diag::ParallelDiagnostics;

/// Isolated ops that a conversion's patterns convert themselves (`func.func` to
/// `llvm.func`), converted in two steps so that what they hold can be converted apart:
/// the op itself in the conversion of what is around the isolated ops, by a pattern that
/// leaves what the op holds as it is (moved to the new op), and, in the conversion of
/// what it holds, `first` before any of its ops (the signature conversion of the
/// function's blocks). The result is one conversion's when the op's pattern cannot fail:
/// `eligible` says so from the op's attributes, or the conversion runs as one.
pub struct TwoStepIsolated<'a> {
    /// The name of the ops converted in two steps.
    pub name: Identifier,
    /// The patterns of the conversion around the isolated ops: those of the conversion,
    /// with the pattern of the ops named `name` replaced by its first step.
    pub outer_patterns: &'a ConversionPatternSet,
    /// Whether the op with these attributes (dictionary) is converted by its pattern
    /// without a failure or a diagnostic.
    pub eligible: &'a (dyn Fn(Attribute) -> bool + Sync),
    /// The part of the op's pattern done in the conversion of what it holds, given the
    /// op's attributes and location.
    pub first:
        &'a (dyn Fn(&mut ConversionPatternRewriter<'_>, Attribute, Attribute) -> Option<()> + Sync),
}

impl PassRun<'_, '_, '_> {
    /// A partial conversion of what the pass's op holds (MLIR's `applyPartialConversion`)
    /// by patterns local to the isolated op (a function) holding the op they match: the
    /// isolated ops directly in the pass's op are converted on threads when threading is
    /// on and there are two or more. Same result, diagnostics and IR as
    /// [`crate::conversion::apply_partial_conversion`].
    pub fn apply_local_partial_conversion(
        &mut self,
        target: &ConversionTarget,
        patterns: &ConversionPatternSet,
    ) -> Result<(), ConversionFailure> {
        self.apply_local_partial_conversion_with(target, patterns, None)
    }

    /// [`PassRun::apply_local_partial_conversion`] for patterns that also convert the
    /// isolated ops of `two_step` (functions) themselves.
    pub fn apply_local_partial_conversion_with(
        &mut self,
        target: &ConversionTarget,
        patterns: &ConversionPatternSet,
        two_step: Option<&TwoStepIsolated<'_>>,
    ) -> Result<(), ConversionFailure> {
        let ctx = self.ctx;
        let owner = Some(self.op.name);
        let conv = ApartConversion::new(ctx, target, patterns);
        let outer_conv = two_step.map(|t| ApartConversion::new(ctx, target, t.outer_patterns));
        let apart = if ctx.threading_enabled() {
            conv.isolated_ops_converting(self.op.body, two_step.map(|t| t.name))
                .filter(|a| a.len() >= 2)
        } else {
            None
        };
        // The attributes and location of each op converted in two steps.
        let mut two_step_ops: FxHashMap<Op, (Attribute, Attribute)> = FxHashMap::default();
        let apart = apart.filter(|apart| {
            let Some(t) = two_step else {
                return true;
            };
            let body = &*self.op.body;
            apart.iter().all(|&o| {
                if body.op_name(o) != t.name {
                    return true;
                }
                let attrs = body.attrs(o);
                two_step_ops.insert(o, (attrs, body.loc(o)));
                (t.eligible)(attrs)
            })
        });
        let Some(apart) = apart else {
            return apply_partial_conversion_unreported(ctx, self.op.body, owner, target, patterns);
        };
        let diagnostics = ParallelDiagnostics::new(ctx);
        // What is around the isolated ops first, then the isolated ops on threads.
        let mut rest = diagnostics.scope(0, || {
            outer_conv
                .as_ref()
                .unwrap_or(&conv)
                .prepare_rest(self.op.body, owner, &apart)
        });
        let rest_declarations = rest.take_declarations();
        let mut declarations = Vec::new();
        let kept = rest.succeeded() && {
            let mut isolated: FxHashMap<Op, IsolatedOpMut<'_>> =
                self.op.body.isolated_ops_mut().map(|m| (m.op, m)).collect();
            // Each isolated op's regions, where the conversion around them put them, and
            // what to do first in them.
            let mut work: Vec<(IsolatedOpMut<'_>, Option<(Attribute, Attribute)>)> = apart
                .iter()
                .filter_map(|&o| {
                    Some((
                        isolated.remove(&rest.holder(o))?,
                        two_step_ops.get(&o).copied(),
                    ))
                })
                .collect();
            drop(isolated);
            let mut pending: Vec<PendingConversion> = work
                .par_iter_mut()
                .enumerate()
                .map(|(k, (t, first))| {
                    diagnostics.scope(k + 1, || match (two_step, *first) {
                        (Some(two), Some((attrs, loc))) => conv.prepare_isolated_with(
                            t.body,
                            t.name,
                            &|rw: &mut ConversionPatternRewriter<'_>| (two.first)(rw, attrs, loc),
                        ),
                        _ => conv.prepare_isolated(t.body, t.name),
                    })
                })
                .collect();
            // Each function's declarations, in the module's order.
            declarations = pending
                .iter_mut()
                .flat_map(PendingConversion::take_declarations)
                .collect();
            let kept = work.len() == apart.len()
                && pending.iter().all(PendingConversion::succeeded)
                && diagnostics.is_empty()
                && (rest_declarations.is_empty() || declarations.is_empty());
            work.par_iter_mut()
                .zip(pending)
                .for_each(|((t, _), p)| match kept {
                    true => {
                        // Succeeded: keeping its changes cannot fail.
                        let _ = p.finish(ctx, t.body);
                    }
                    false => p.discard(t.body),
                });
            kept
        };
        diagnostics.discard();
        if kept {
            let done = rest.finish(ctx, self.op.body).map(|_| ());
            declarations.extend(rest_declarations);
            create_root_declarations(ctx, self.op.body, declarations);
            done
        } else {
            rest.discard(self.op.body);
            apply_partial_conversion_unreported(ctx, self.op.body, owner, target, patterns)
        }
    }
}
