//! The `test` ops of the inliner's tests (`spec/dialects/test/inlining.td`) and the
//! dialect's inliner interface (MLIR's `TestInlinerInterface`).

use super::{
    interface_methods, ConversionCallOp, FoldToCallOp, FunctionalRegionOp, ReturnOp, TestCastOp,
};
use strata_framework::interfaces::prelude::CallInterfaceCallable;
use strata_framework::ir::body::{Block, Body, IrMapping, Op, Rewriter};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::TypeView;
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use strata_framework::transforms::inliner::{DialectInlinerInterface, RegionRef};
use strata_framework::{Attribute, Context, Region, Type, Value};

/// `CallableOpInterface`: its region is the body, its function type gives the results.
impl interface_methods::FunctionalRegionOpDeclaredMethods for FunctionalRegionOp<'_> {
    fn get_callable_region(&self) -> Option<Region> {
        Some(self.body())
    }

    fn get_callable_results(&self) -> Vec<Type> {
        let ty = self.0.value_type(self.0.results()[0]);
        TypeView::new(self.0.ctx, ty).function_results()
    }
}

/// `CallOpInterface`: it calls its `callee` with all its operands.
impl interface_methods::ConversionCallOpDeclaredMethods for ConversionCallOp<'_> {
    fn get_callable_for_callee(&self) -> CallInterfaceCallable {
        let callee = self
            .callee_attr()
            .expect("'test.conversion_call_op' has 'callee' once verified");
        CallInterfaceCallable::Symbol(callee)
    }

    fn get_arg_operands(&self) -> Vec<Value> {
        self.arg_operands().collect()
    }
}

impl HasCanonicalizer for FoldToCallOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(FoldToCallOp::NAME));
        set.add_fn(ctx, root, 1, "FoldToCallOpPattern", fold_to_call);
    }
}

/// MLIR's `FoldToCallOpPattern`: `test.fold_to_call_op` becomes a `func.call` of its
/// callee, without operands or results.
fn fold_to_call(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let callee = rw.op_ref(op).attr("callee").ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    rw.replace_op_with_new_op(
        op,
        crate::dialects::func::CallOp::build(ctx, loc, &[], &[], callee),
    );
    Ok(())
}

/// The `test` dialect's inliner interface (MLIR's `TestInlinerInterface`): calls not
/// marked `noinline`, and any region and op of the dialect, are legal to inline; the ops
/// nested in `test.functional_region_op`, a function scope of its own, are not looked at;
/// an inlined `test.return` gives the call's results.
pub(super) struct TestInliner;

impl DialectInlinerInterface for TestInliner {
    fn is_legal_to_inline_call(&self, call: &OpRef<'_>, _: &OpRef<'_>, _: bool) -> bool {
        call.attr("noinline").is_none()
    }

    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &RegionRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _: &OpRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn should_analyze_recursively(&self, op: &OpRef<'_>) -> bool {
        FunctionalRegionOp::cast(*op).is_none()
    }

    /// Between `i16` and `i32` only: a `test.cast`.
    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        rw: &mut Rewriter<'_>,
        input: Value,
        ty: Type,
        loc: Attribute,
    ) -> Option<Op> {
        let convertible = |t: Type| {
            let v = TypeView::new(ctx, t);
            v.is_signless_integer_of(16) || v.is_signless_integer_of(32)
        };
        if !convertible(ty) || !convertible(rw.body().value_type(input)) {
            return None;
        }
        Some(rw.create(TestCastOp::build(ctx, loc, &[input], ty)))
    }

    /// The ops inlined for a `test.conversion_call_op`, nested ones included, get the unit
    /// attribute `inlined_conversion`.
    fn process_inlined_call_blocks(
        &self,
        ctx: &Context,
        body: &mut Body,
        call: Op,
        blocks: &[Block],
    ) {
        if body.op_name(call) != ctx.ident(ConversionCallOp::NAME) {
            return;
        }
        mark_inlined_conversion(ctx, body, blocks);
    }

    fn handle_terminator_values(&self, ctx: &Context, body: &mut Body, op: Op, values: &[Value]) {
        if ctx.ident_ref(body.op_name(op)) != ReturnOp::NAME {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let mut rw = Rewriter::new(body);
        for (&v, &r) in values.iter().zip(&operands) {
            rw.replace_all_uses_with(v, r);
        }
    }
}

/// Sets the unit attribute `inlined_conversion` on the ops of `blocks` and on every op
/// nested in them.
fn mark_inlined_conversion(ctx: &Context, body: &mut Body, blocks: &[Block]) {
    let name = ctx.ident("inlined_conversion");
    let unit = ctx.unit_attr();
    let mut ops: Vec<Op> = blocks.iter().flat_map(|&b| body.block_ops(b)).collect();
    while let Some(op) = ops.pop() {
        let mut attrs = ctx.dictionary_entries(body.attrs(op));
        attrs.retain(|(n, _)| *n != name);
        attrs.push((name, unit));
        body.set_attrs(op, ctx.dictionary_attr(attrs));
        if let Some(nested) = body.nested_body_mut(op) {
            let roots: Vec<Region> = nested.root_regions().collect();
            let inner: Vec<Block> = roots
                .iter()
                .flat_map(|&r| nested.region_blocks(r))
                .collect();
            mark_inlined_conversion(ctx, nested, &inner);
            continue;
        }
        for &r in body.regions(op) {
            ops.extend(body.region_blocks(r).flat_map(|b| body.block_ops(b)));
        }
    }
}
