//! The fold and patterns of `tensor.pad` as MLIR 16 has them:
//!
//! - fold: a pad (without `nofold`) to its own static type is its source.
//! - patterns: `FoldStaticZeroPadding` (zero padding without `nofold` is a `tensor.cast`
//!   of the source), `FoldSourceTensorCast` (a pad of a `tensor.cast` that loses no static
//!   size pads the cast's source), `FoldTargetTensorCast` (a pad whose only use is a
//!   `tensor.cast` to a type at least as static pads to that type),
//!   `FoldOrthogonalPaddings` (two slice-and-pad steps of unit strides, high padding
//!   only, one constant padding value and no dimension padded twice are one).

use super::*;
use strata_framework::ir::body::{BlockPoint, Body, IrMapping};

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

/// The constant a pad's region yields (MLIR's `getConstantPaddingValue` when it is a
/// constant).
fn constant_padding(ctx: &Context, body: &Body, pad: Op) -> Option<Attribute> {
    let block = body.entry_block(body.regions(pad)[0])?;
    let term = body.last_op(block)?;
    let v = body.operands(term).next()?;
    strata_framework::ir::fold::constant_value(ctx, body, v)
}

/// The dimensions a pad pads (a low or high padding not the constant 0).
fn padded_dims(ctx: &Context, body: &Body, pad: &OpRef<'_>) -> Vec<bool> {
    let (low, high) = (padding(pad, "low"), padding(pad, "high"));
    low.iter()
        .zip(&high)
        .map(|(l, h)| {
            mixed_constant(ctx, body, *l) != Some(0) || mixed_constant(ctx, body, *h) != Some(0)
        })
        .collect()
}

/// `FoldOrthogonalPaddings`: `pad(slice(pad(slice(x))))` with non-rank-reducing
/// unit-stride slices, zero low padding, one constant padding value, the outer pad
/// without `nofold` and no dimension padded by both is one slice of `x` and one pad.
fn fold_orthogonal_paddings(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let inner_slice = rw
        .defining_op(body.operand(op, 0), ExtractSliceOp::NAME)
        .ok_or(MatchFailure)?;
    let outer_pad = rw
        .defining_op(body.operand(inner_slice, 0), PadOp::NAME)
        .ok_or(MatchFailure)?;
    if has_nofold(&rw.op_ref(outer_pad)) {
        return Err(MatchFailure);
    }
    let outer_slice = rw
        .defining_op(body.operand(outer_pad, 0), ExtractSliceOp::NAME)
        .ok_or(MatchFailure)?;
    let rank = ranked(ctx, body.value_type(body.operand(op, 0)))
        .ok_or(MatchFailure)?
        .0
        .len();
    let outer_src = body.operand(outer_slice, 0);
    if ranked(ctx, body.value_type(outer_src)).map(|r| r.0.len()) != Some(rank) {
        return Err(MatchFailure);
    }
    let (_, inner_parts) = slice_parts(&ExtractSliceOp(rw.op_ref(inner_slice)));
    let (_, outer_parts) = slice_parts(&ExtractSliceOp(rw.op_ref(outer_slice)));
    let unit =
        |p: &[Result<i64, Value>]| p.iter().all(|m| mixed_constant(ctx, body, *m) == Some(1));
    if !unit(&inner_parts[2]) || !unit(&outer_parts[2]) {
        return Err(MatchFailure);
    }
    let (pad, outer) = (rw.op_ref(op), rw.op_ref(outer_pad));
    let zero = |m: &Result<i64, Value>| mixed_constant(ctx, body, *m) == Some(0);
    if !padding(&pad, "low").iter().all(zero) || !padding(&outer, "low").iter().all(zero) {
        return Err(MatchFailure);
    }
    match (
        constant_padding(ctx, body, op),
        constant_padding(ctx, body, outer_pad),
    ) {
        (Some(a), Some(b)) if a == b => {}
        _ => return Err(MatchFailure),
    }
    let (inner_dims, outer_dims) = (padded_dims(ctx, body, &pad), padded_dims(ctx, body, &outer));
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return Err(MatchFailure);
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        let (io, oo) = (inner_parts[0][i], outer_parts[0][i]);
        if !inner_dims[i] && mixed_constant(ctx, body, io) == Some(0) {
            offsets.push(oo);
        } else if !outer_dims[i] && mixed_constant(ctx, body, oo) == Some(0) {
            offsets.push(io);
        } else {
            return Err(MatchFailure);
        }
    }
    let inner_src_shape = ranked(ctx, body.value_type(body.operand(inner_slice, 0)))
        .ok_or(MatchFailure)?
        .0;
    let mut sizes = inner_parts[1].clone();
    for i in 0..rank {
        if !outer_dims[i] {
            continue;
        }
        if mixed_constant(ctx, body, inner_parts[1][i]) != Some(inner_src_shape[i]) {
            return Err(MatchFailure);
        }
        sizes[i] = outer_parts[1][i];
    }
    let (high, outer_high) = (padding(&pad, "high"), padding(&outer, "high"));
    let mut new_high = vec![Ok(0); rank];
    for i in 0..rank {
        if inner_dims[i] {
            new_high[i] = high[i];
        }
        if outer_dims[i] {
            new_high[i] = outer_high[i];
        }
    }
    let low = padding(&pad, "low");
    let nofold = has_nofold(&pad);
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    let region = body.regions(op)[0];
    let elem = ranked(ctx, body.value_type(outer_src))
        .ok_or(MatchFailure)?
        .1;
    let slice_ty = ranked_tensor(
        ctx,
        sizes.iter().map(|m| m.unwrap_or(DYNAMIC)).collect(),
        elem,
    );
    let (so, vo) = split_mixed(ctx, &offsets);
    let (ss, vs) = split_mixed(ctx, &sizes);
    let (st, vt) = split_mixed(ctx, &inner_parts[2]);
    rw.set_insertion_point_before(op);
    let slice = rw.create(ExtractSliceOp::build(
        ctx, loc, outer_src, &vo, &vs, &vt, slice_ty, so, ss, st,
    ));
    let slice = rw.body().results(slice)[0];
    let (sl, vl) = split_mixed(ctx, &low);
    let (sh, vh) = split_mixed(ctx, &new_high);
    let mut state = PadOp::build(ctx, loc, slice, &vl, &vh, ty, sl, sh);
    if nofold {
        let mut attrs = ctx.dictionary_entries(state.attrs);
        attrs.push((ctx.ident("nofold"), ctx.unit_attr()));
        state.attrs = ctx.dictionary_attr(attrs);
    }
    let new = rw.create(state);
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
        set.add_fn(
            ctx,
            root,
            1,
            "FoldOrthogonalPaddings",
            fold_orthogonal_paddings,
        );
    }
}
