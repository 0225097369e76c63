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
//! The parallel attempt only keeps what it did when everything succeeded silently. A
//! failure, a diagnostic, or a pattern that reaches for the module
//! ([`crate::conversion::ConversionPatternRewriter::in_root_arena`]) undoes all of it, and
//! the conversion runs again as one: the diagnostics and the IR are then exactly those of
//! a single-threaded run.

use rayon::prelude::*;

use crate::conversion::{
    apply_partial_conversion_unreported, create_root_declarations, ApartConversion,
    ConversionFailure, ConversionPatternSet, ConversionTarget, PendingConversion,
};
use crate::ir::body::{IsolatedOpMut, Op};
use crate::ir::context::FxHashMap;

use super::base::PassRun;
use super::parallel_diag::ParallelDiagnostics;

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
        let ctx = self.ctx;
        let owner = Some(self.op.name);
        let conv = ApartConversion::new(ctx, target, patterns);
        let apart = if ctx.threading_enabled() {
            conv.isolated_ops(self.op.body).filter(|a| a.len() >= 2)
        } else {
            None
        };
        let Some(apart) = apart else {
            return apply_partial_conversion_unreported(ctx, self.op.body, owner, target, patterns);
        };
        let diagnostics = ParallelDiagnostics::new(ctx);
        // What is around the isolated ops first, then the isolated ops on threads.
        let mut rest = diagnostics.scope(0, || conv.prepare_rest(self.op.body, owner, &apart));
        let rest_declarations = rest.take_declarations();
        let mut declarations = Vec::new();
        let kept = rest.succeeded() && {
            let mut isolated: FxHashMap<Op, IsolatedOpMut<'_>> =
                self.op.body.isolated_ops_mut().map(|m| (m.op, m)).collect();
            let mut work: Vec<IsolatedOpMut<'_>> =
                apart.iter().filter_map(|o| isolated.remove(o)).collect();
            drop(isolated);
            let mut pending: Vec<PendingConversion> = work
                .par_iter_mut()
                .enumerate()
                .map(|(k, t)| diagnostics.scope(k + 1, || conv.prepare_isolated(t.body, t.name)))
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
                .for_each(|(t, p)| match kept {
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
