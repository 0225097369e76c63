//! The `test` ops of the pattern driver tests (`spec/dialects/test/patterns.td`): the fold
//! of `test.op_in_place_fold` and the patterns of MLIR's `TestPatternDriver`
//! (`-test-patterns`) written in Rust, as MLIR 16 writes them in C++.

use strata_framework::ir::body::Op;
use strata_framework::ir::fold::{constant_value, Folded, InPlaceFold};
use strata_framework::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use strata_framework::{Attribute, Context};

/// The generated rewrite rules (`tblgen --gen-rewriters` on the `test` dialect). A failed
/// constraint is the negation of its predicate as written, hence the allowance; the
/// generated code also binds values the rules match with `$_` or never use, an
/// `either` rule ends with a `return`, and a constant string is borrowed as
/// `StrAttr`'s builder borrows a `String`.
#[allow(
    clippy::needless_borrow,
    clippy::nonminimal_bool,
    clippy::unnecessary_cast,
    clippy::needless_return,
    unused_variables
)]
pub mod rewriters {
    // The ops the rules build through their custom builders.
    use super::super::MixedVResultOp3;
    include!(concat!(env!("OUT_DIR"), "/test_rewriters.rs"));
}

use super::{
    OpI, OpSymbolBindingB, TestCastOp, TestCommutative2Op, TestOpInPlaceFold,
    TestOpInPlaceFoldAnchor,
};
use strata_framework::ods::AttrView;
use strata_framework::Value;

// The Rust helpers the rules' native code calls name (MLIR's C++ helpers of
// `TestPatterns.cpp`).

/// `input1` when the bool attribute `choice` is true, else `input2` (MLIR's
/// `chooseOperand`).
fn choose_operand(ctx: &Context, input1: Value, input2: Value, choice: Attribute) -> Value {
    if AttrView::new(ctx, choice).int_value() == Some(1) {
        input1
    } else {
        input2
    }
}

/// Makes a `test.op_i` of `input` at `loc` (MLIR's `createOpI`).
fn create_op_i(rw: &mut PatternRewriter<'_>, loc: Attribute, input: Value) {
    let ctx = rw.ctx();
    rw.create(OpI::build(ctx, loc, input));
}

/// Makes a `test.symbol_binding_b` of the operand of `op` (a
/// `test.symbol_binding_no_result`), at its location (MLIR's `handleNoResultOp`).
fn handle_no_result_op(rw: &mut PatternRewriter<'_>, op: Op) {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let operand = rw.body().operand(op, 0);
    let ty = rw.body().value_type(operand);
    rw.create(OpSymbolBindingB::build(ctx, loc, operand, ty));
}

/// The next value of a counter starting at 314159265, as an `i32` attribute: MLIR's
/// `opMTest`, whose value shows how many times a rule called it.
fn op_m_test(rw: &PatternRewriter<'_>, _val: Value) -> Attribute {
    static NEXT: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(314159265);
    let i = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let ctx = rw.ctx();
    ctx.integer_attr(i as i128, ctx.int_type(32))
}

/// The first result of `op` when it is an `i32` (MLIR's `getFirstI32Result`).
fn get_first_i32_result(rw: &PatternRewriter<'_>, op: Op) -> Option<Value> {
    let first = *rw.body().results(op).first()?;
    let ty = rw.body().value_type(first);
    (ty == rw.ctx().int_type(32)).then_some(first)
}

impl strata_framework::ods::HasFolder for TestOpInPlaceFold<'_> {
    /// With a constant operand it folds in place, `attr` becoming that constant (MLIR's
    /// `TestOpInPlaceFold::fold`).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let Some(Some(c)) = operands.first() else {
            return Folded::No;
        };
        let ctx = self.0.ctx;
        let mut entries = ctx.dictionary_entries(self.0.body.attrs(self.0.op));
        let name = ctx.ident("attr");
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = *c,
            None => entries.push((name, *c)),
        }
        Folded::InPlace(InPlaceFold {
            attrs: Some(ctx.dictionary_attr(entries)),
            ..Default::default()
        })
    }
}

/// `test.op_in_place_fold_anchor` becomes a `test.op_in_place_fold` of its operand with
/// `attr = 0`, made with `createOrFold` (MLIR's `FoldingPattern`): the new op folds in
/// place when its operand is a constant, and stays.
fn folding_pattern(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let input = rw.body().operand(op, 0);
    let i32t = ctx.int_type(32);
    let state = TestOpInPlaceFold::build(ctx, loc, input, i32t, 0);
    rw.set_insertion_point_before(op);
    let values = rw.create_or_fold(state);
    rw.replace_op(op, &values);
    Ok(())
}

/// A `test.cast` with the unit attribute `test_fold_before_previously_folded_op` becomes a
/// `test.cast` to `i32` of an `arith.constant true` made at the start of its block (MLIR's
/// `FolderInsertBeforePreviouslyFoldedConstantPattern`): the folder then has to keep the
/// constant it de-duplicates ahead of both uses.
fn fold_before_previously_folded_constant(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    if rw
        .op_ref(op)
        .attr("test_fold_before_previously_folded_op")
        .is_none()
    {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    let block = rw.body().parent_block(op).ok_or(MatchFailure)?;
    rw.set_insertion_point_to_start(block);
    let i1 = ctx.int_type(1);
    let c = rw.create(crate::dialects::arith::ConstantOp::build(
        ctx,
        loc,
        i1,
        ctx.integer_attr(1, i1),
    ));
    let c = rw.body().results(c)[0];
    // The new cast is made at the insertion point, the start of the block, as MLIR's
    // `replaceOpWithNewOp` makes it.
    let cast = rw.create(TestCastOp::build(ctx, loc, &[c], ctx.int_type(32)));
    let cast = rw.body().results(cast)[0];
    rw.replace_op(op, &[cast]);
    Ok(())
}

/// `op_commutative2(op_commutative2(x, c), y)` with `c` a constant becomes `c` (MLIR's
/// `FolderCommutativeOp2WithConstant`): it only matches once the folder has moved the
/// constant of the inner op last.
fn folder_commutative_op2_with_constant(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let lhs = rw.body().operand(op, 0);
    let inner = rw
        .defining_op(lhs, TestCommutative2Op::NAME)
        .ok_or(MatchFailure)?;
    let c = rw.body().operand(inner, 1);
    constant_value(rw.ctx(), rw.body(), c).ok_or(MatchFailure)?;
    rw.replace_op(op, &[c]);
    Ok(())
}

/// Adds the patterns of MLIR's `TestPatternDriver`: the generated rules, then those
/// written in C++, in MLIR 16's order.
pub fn populate_test_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
    rewriters::populate_with_generated(patterns, ctx);
    patterns
        .add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(TestOpInPlaceFoldAnchor::NAME)),
            1,
            "FoldingPattern",
            folding_pattern,
        )
        .add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(TestCastOp::NAME)),
            1,
            "FolderInsertBeforePreviouslyFoldedConstantPattern",
            fold_before_previously_folded_constant,
        )
        .add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(TestCommutative2Op::NAME)),
            1,
            "FolderCommutativeOp2WithConstant",
            folder_commutative_op2_with_constant,
        );
}
