//! The fold and patterns of `tensor.pad` as MLIR 16 has them:
//!
//! - fold: a pad (without `nofold`) to its own static type is its source.
//! - patterns: `FoldStaticZeroPadding` (zero padding without `nofold` is a `tensor.cast`
//!   of the source), `FoldSourceTensorCast` (a pad of a `tensor.cast` that loses no static
//!   size pads the cast's source), `FoldTargetTensorCast` (a pad whose only use is a
//!   `tensor.cast` to a type at least as static pads to that type).
//!
//! Not done: `FoldOrthogonalPaddings`.

use super::*;
use strata_framework::ir::body::{BlockPoint, IrMapping};

/// The low (`which` = "low") or high padding of a pad, static or a value.
fn padding(op: &OpRef<'_>, which: &str) -> Vec<Result<i64, Value>> {
    let pad = PadOp(*op);
    let statics = i64_array(op, &format!("static_{which}"));
    if which == "low" {
        mixed(&statics, pad.low())
    } else {
        mixed(&statics, pad.high())
    }
}

fn has_nofold(op: &OpRef<'_>) -> bool {
    op.attr("nofold").is_some()
}

impl HasFolder for PadOp<'_> {
    /// A pad to its own static type (without `nofold`) is its source.
    fn fold(&self, _operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let source = self.source();
        let ty = op.value_type(op.results()[0]);
        let is_static = ranked(ctx, ty).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
        if is_static && ty == op.value_type(source) && !has_nofold(op) {
            return Folded::value(source);
        }
        Folded::No
    }
}

/// `FoldStaticZeroPadding`: a pad (without `nofold`) of zero low and high padding is a
/// `tensor.cast` of its source.
fn fold_static_zero_padding(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let pad = rw.op_ref(op);
    let zero = |m: &Result<i64, Value>| mixed_constant(ctx, body, *m) == Some(0);
    if !padding(&pad, "low").iter().all(zero) || !padding(&pad, "high").iter().all(zero) {
        return Err(MatchFailure);
    }
    if has_nofold(&pad) {
        return Err(MatchFailure);
    }
    let source = body.operand(op, 0);
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, source, ty));
    Ok(())
}

/// MLIR's `PadOp::inferResultType` with a result shape: the padded static sizes, the
/// result's sizes where the source or a padding is dynamic.
fn infer_pad_type(
    ctx: &Context,
    source: Type,
    low: &[i64],
    high: &[i64],
    result_shape: &[i64],
) -> Option<Type> {
    let (shape, elem) = ranked(ctx, source)?;
    let mut out = Vec::with_capacity(shape.len());
    for (i, &d) in shape.iter().enumerate() {
        let (&l, &h) = (low.get(i)?, high.get(i)?);
        if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
            out.push(*result_shape.get(i)?);
        } else {
            out.push(d.wrapping_add(l).wrapping_add(h));
        }
    }
    Some(ranked_tensor(ctx, out, elem))
}

/// A new `tensor.pad` like `op` (operands and attributes) of `source` and type `ty`,
/// created before `op`.
fn create_pad_like(rw: &mut PatternRewriter<'_>, op: Op, source: Value, ty: Type) -> Op {
    let ctx = rw.ctx();
    let body = rw.body();
    let pad = PadOp(rw.op_ref(op));
    let (low, high): (Vec<Value>, Vec<Value>) = (pad.low().collect(), pad.high().collect());
    let mut state = PadOp::build(
        ctx,
        body.loc(op),
        source,
        &low,
        &high,
        ty,
        pad.static_low(),
        pad.static_high(),
    );
    state.attrs = body.attrs(op);
    rw.set_insertion_point_before(op);
    rw.create(state)
}

/// `FoldSourceTensorCast`: a pad of a `tensor.cast` that loses no static size pads the
/// cast's source when that keeps the type; else a pad of the type it gives (the region
/// copied) is cast back to the old type.
fn fold_source_tensor_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(op, 0);
    let cast = rw.defining_op(source, CastOp::NAME).ok_or(MatchFailure)?;
    if !can_fold_into_consumer(ctx, body, cast) {
        return Err(MatchFailure);
    }
    let pad = rw.op_ref(op);
    let ty = body.value_type(body.results(op)[0]);
    let (result_shape, _) = ranked(ctx, ty).ok_or(MatchFailure)?;
    let new_ty = infer_pad_type(
        ctx,
        body.value_type(body.operand(cast, 0)),
        &i64_array(&pad, "static_low"),
        &i64_array(&pad, "static_high"),
        &result_shape,
    )
    .ok_or(MatchFailure)?;
    if new_ty == ty {
        let cast_src = body.operand(cast, 0);
        rw.modify_op_in_place(op, |rw| rw.set_operand(op, 0, cast_src));
        return Ok(());
    }
    let loc = body.loc(op);
    let region = body.regions(op)[0];
    let new = create_pad_like(rw, op, source, new_ty);
    let new_region = rw.body().regions(new)[0];
    let mut mapping = IrMapping::new();
    rw.clone_region_before(
        region,
        BlockPoint {
            region: new_region,
            before: None,
        },
        &mut mapping,
    );
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, ty));
    Ok(())
}

/// `FoldTargetTensorCast`: a pad whose only use is a `tensor.cast` to a type at least as
/// static becomes a pad of that type (taking the region), replacing both.
fn fold_target_tensor_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let result = body.results(op)[0];
    if !body.has_one_use(result) {
        return Err(MatchFailure);
    }
    let user = body.users(result).next().ok_or(MatchFailure)?;
    if body.op_name(user) != ctx.ident(CastOp::NAME) {
        return Err(MatchFailure);
    }
    let cast_ty = body.value_type(body.results(user)[0]);
    if !preserves_static_information(ctx, body.value_type(result), cast_ty) {
        return Err(MatchFailure);
    }
    let source = body.operand(op, 0);
    let region = body.regions(op)[0];
    let new = create_pad_like(rw, op, source, cast_ty);
    let new_region = rw.body().regions(new)[0];
    rw.inline_region_before(
        region,
        BlockPoint {
            region: new_region,
            before: None,
        },
    );
    let v = rw.body().results(new)[0];
    rw.replace_op(op, &[v]);
    rw.replace_op(user, &[v]);
    Ok(())
}

impl HasCanonicalizer for PadOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(PadOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "FoldStaticZeroPadding",
            fold_static_zero_padding,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldSourceTensorCast",
            fold_source_tensor_cast,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldTargetTensorCast",
            fold_target_tensor_cast,
        );
    }
}
