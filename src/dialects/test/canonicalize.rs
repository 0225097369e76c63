//! The folds and canonicalization patterns of the `test` ops of `-canonicalize`'s own
//! tests (`spec/dialects/test/canonicalize.td`), and the dialect's own canonicalization
//! pattern (MLIR's `TestDialect::getCanonicalizationPatterns`).

use super::{
    DialectCanonicalizerOp, OpWithRegionFold, OpWithRegionPattern, OpWithVariadicResultsAndFolder,
    PassthroughFold,
};
use strata_framework::ir::body::Op;
use strata_framework::ir::fold::{Folded, OpFoldResult};
use strata_framework::ods::HasFolder;
use strata_framework::rewrite::{
    DialectCanonicalizer, HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot,
    RewritePatternSet, RewriteResult,
};
use strata_framework::{Attribute, Context};

impl HasFolder for OpWithRegionFold<'_> {
    /// It folds to its operand.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        Folded::value(self.operand())
    }
}

impl HasFolder for PassthroughFold<'_> {
    /// It folds to its operand, even of another type than its result's.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        Folded::value(self.op())
    }
}

impl HasFolder for OpWithVariadicResultsAndFolder<'_> {
    /// Each result folds to the operand of its position.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        Folded::Results(op.body.operands(op.op).map(OpFoldResult::Value).collect())
    }
}

impl HasCanonicalizer for OpWithRegionPattern<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(OpWithRegionPattern::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "TestRemoveOpWithInnerOps",
            remove_op_with_inner_ops,
        );
    }
}

/// MLIR's `TestRemoveOpWithInnerOps`: erases the op, its region with it.
fn remove_op_with_inner_ops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    rw.erase_op(op);
    Ok(())
}

/// The `test` dialect's own canonicalization pattern.
pub(super) struct TestDialectCanonicalizer;

impl DialectCanonicalizer for TestDialectCanonicalizer {
    fn get_canonicalization_patterns(&self, set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(DialectCanonicalizerOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "TestDialectCanonicalizerPattern",
            dialect_canonicalizable_to_constant,
        );
    }
}

/// MLIR's `TestDialectCanonicalizerPattern`: `test.dialect_canonicalizable` becomes
/// `arith.constant 42 : i32`.
fn dialect_canonicalizable_to_constant(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    if rw.body().op_name(op) != rw.ctx().ident(DialectCanonicalizerOp::NAME) {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let i32t = ctx.int_type(32);
    let loc = rw.body().loc(op);
    rw.replace_op_with_new_op(
        op,
        crate::dialects::arith::ConstantOp::build(ctx, loc, i32t, ctx.integer_attr(42, i32t)),
    );
    Ok(())
}
