//! The rewrite layer: pattern rewriting, folding and the greedy pattern driver (MLIR's
//! `PatternMatch`, `OperationFolder` and `GreedyPatternRewriteDriver`), which the passes of
//! the transforms layer (`canonicalize`) use.
//!
//! - [`pattern`]: [`RewritePattern`] (a benefit, a root: an op name, any op, or the ops
//!   with a trait or an interface; the ops it may generate), [`RewritePatternSet`], its
//!   frozen form and the [`PatternApplicator`] trying patterns by decreasing benefit.
//! - [`rewriter`]: the [`PatternRewriter`] patterns change the IR through, built on the
//!   IR's [`Rewriter`](crate::ir::body::Rewriter) and its listener.
//! - [`folder`]: the [`OperationFolder`] (folding an op, de-duplicating constants and
//!   hoisting them to the entry block of their region) and [`create_or_fold`].
//! - [`greedy`]: [`apply_patterns_and_fold_greedily`] and the strict variant
//!   [`apply_op_patterns_and_fold`].
//! - [`region_simplify`]: [`simplify_regions`] (unreachable blocks, dead ops and block
//!   arguments, identical blocks merged).
//! - [`trace`]: the `--debug-rewrites` trace of the patterns applied and the folds.
//!
//! An op's fold is its registration record's [`FoldHook`](crate::ir::registry::FoldHook)
//! (generated from `hasFolder`), and its canonicalization patterns its
//! [`CanonicalizationHook`](crate::ir::registry::CanonicalizationHook) (generated from
//! `hasCanonicalizer` or `hasCanonicalizeMethod`, calling [`HasCanonicalizer`] or
//! [`HasCanonicalizeMethod`] on the op's typed view).

pub mod folder;
pub mod greedy;
pub mod pattern;
pub mod region_simplify;
pub mod rewriter;
#[cfg(test)]
mod tests;
pub mod trace;

pub use folder::{create_or_fold, OperationFolder};
pub use greedy::{
    apply_op_patterns_and_fold, apply_patterns_and_fold_greedily,
    apply_patterns_and_fold_greedily_in, GreedyRewriteConfig, GreedyRewriteStrictness,
    StrictResult,
};
pub use pattern::{
    op_has_interface, FrozenRewritePatternSet, MatchFailure, PatternApplicator, PatternRoot,
    RewritePattern, RewritePatternSet, RewriteResult, TreeSlot,
};
pub use region_simplify::simplify_regions;
pub use rewriter::{ConversionRewrites, PatternRewriter, RewriteListener};
pub use trace::{debug_rewrites, set_debug_rewrites};

use crate::ir::body::Op;
use crate::ir::context::Context;

/// The canonicalization patterns an op's spec asks for (`hasCanonicalizer = 1`), on the
/// op's typed view (MLIR's `getCanonicalizationPatterns`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCanonicalizer = 1` in its `.td` spec: implement `strata_framework::rewrite::HasCanonicalizer` for it",
    label = "the spec of this op asks for canonicalization patterns"
)]
pub trait HasCanonicalizer {
    /// Adds the op's canonicalization patterns to `patterns`.
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context);
}

/// The canonicalization method an op's spec asks for (`hasCanonicalizeMethod = 1`, MLIR's
/// static `canonicalize(op, rewriter)`): it becomes a pattern rooted at the op.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCanonicalizeMethod = 1` in its `.td` spec: implement `strata_framework::rewrite::HasCanonicalizeMethod` for it",
    label = "the spec of this op asks for a canonicalize method"
)]
pub trait HasCanonicalizeMethod {
    /// Rewrites `op` (an op of this kind) into its canonical form, or fails.
    fn canonicalize(op: Op, rewriter: &mut PatternRewriter<'_>) -> RewriteResult;
}

/// The generated hook of `hasCanonicalizer`: adds `T`'s patterns to `set` (a
/// [`RewritePatternSet`] passed opaquely through the IR core's registry).
pub fn add_canonicalization_patterns<T: HasCanonicalizer>(
    ctx: &Context,
    set: &mut dyn std::any::Any,
) {
    if let Some(set) = set.downcast_mut::<RewritePatternSet>() {
        T::get_canonicalization_patterns(set, ctx);
    }
}

/// The generated hook of `hasCanonicalizeMethod` alone: adds `T::canonicalize` as a
/// pattern rooted at `name` to `set`.
pub fn add_canonicalize_method<T: HasCanonicalizeMethod>(
    ctx: &Context,
    set: &mut dyn std::any::Any,
    name: &'static str,
) {
    if let Some(set) = set.downcast_mut::<RewritePatternSet>() {
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(name)),
            1,
            &format!("{name}::canonicalize"),
            T::canonicalize,
        );
    }
}

/// A dialect's own canonicalization patterns, beside those of its ops (MLIR's
/// `Dialect::getCanonicalizationPatterns`): registered as the dialect's interface
/// (`Context::add_dialect_interface::<dyn DialectCanonicalizer>`).
pub trait DialectCanonicalizer: Send + Sync {
    /// Adds the dialect's patterns to `patterns`.
    fn get_canonicalization_patterns(&self, patterns: &mut RewritePatternSet, ctx: &Context);
}

/// Adds the canonicalization patterns of every registered dialect, then of every
/// registered op (by name), to `set`, as MLIR's `canonicalize` pass collects them.
pub fn collect_canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    for dialect in ctx.registered_dialects() {
        if let Some(c) = ctx.dialect_interface::<dyn DialectCanonicalizer>(&dialect) {
            c.get_canonicalization_patterns(set, ctx);
        }
    }
    for name in ctx.registered_op_names() {
        if let Some(hook) = ctx
            .op_info_of(name)
            .and_then(|i| i.canonicalization_patterns)
        {
            hook(ctx, set);
        }
    }
}
