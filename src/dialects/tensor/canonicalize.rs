//! The folds and canonicalization patterns of `tensor`'s ops beyond `tensor.cast`'s, as
//! far as Strata has MLIR 16's:
//!
//! - folds: `tensor.dim` of a static dimension is its size, of a dynamic one the extent
//!   operand of the `tensor.generate` defining the tensor or the size operand of a
//!   `tensor.extract_slice` that keeps the rank; else it takes the source of a
//!   `tensor.cast` that loses no static size (`foldTensorCast`).
//! - patterns: `tensor.dim` of a `tensor.cast` is the dim of the cast's source
//!   (`DimOfCastOp`).
//!
//! Not done: the patterns of `tensor.extract_slice`, `tensor.insert_slice`,
//! `tensor.empty`, `tensor.extract`, `tensor.from_elements`, the reshapes, `tensor.pad`
//! and `tensor.pack`/`tensor.unpack`, and the folds of those ops.

use super::*;
use strata_framework::ir::body::{Body, Op, ValueDef};
use strata_framework::ir::fold::InPlaceFold;
use strata_framework::ods::{AttrView, HasFolder};
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use strata_framework::Attribute;

/// The op defining `v`, if any.
fn def_op(body: &Body, v: Value) -> Option<Op> {
    match body.value_def(v) {
        ValueDef::OpResult(d, _) => Some(d),
        _ => None,
    }
}

/// Whether a `tensor.cast` from `target` to `source` loses no static size: both ranked,
/// of one element type and rank, and `source` dynamic wherever `target` is (MLIR's
/// `preservesStaticInformation(source, target)`).
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((s, se)), Some((t, te))) = (ranked(ctx, source), ranked(ctx, target)) else {
        return false;
    };
    se == te
        && s.len() == t.len()
        && s.iter()
            .zip(&t)
            .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// MLIR's `canFoldIntoConsumerOp` of a `tensor.cast`: its source has at least the static
/// sizes of its result.
fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: Op) -> bool {
    preserves_static_information(
        ctx,
        body.value_type(body.results(cast)[0]),
        body.value_type(body.operand(cast, 0)),
    )
}

/// MLIR's `foldTensorCast`: each operand a foldable `tensor.cast` defines becomes the
/// cast's source.
fn fold_tensor_cast(op: &OpRef<'_>) -> Folded {
    let (ctx, body) = (op.ctx, op.body);
    let mut folded = false;
    let operands: Vec<Value> = body
        .operands(op.op)
        .map(|v| match def_op(body, v) {
            Some(c)
                if body.op_name(c) == ctx.ident(CastOp::NAME)
                    && can_fold_into_consumer(ctx, body, c) =>
            {
                folded = true;
                body.operand(c, 0)
            }
            _ => v,
        })
        .collect();
    if !folded {
        return Folded::No;
    }
    Folded::InPlace(InPlaceFold {
        operands: Some(operands),
        ..Default::default()
    })
}

impl HasFolder for DimOp<'_> {
    /// A static size is its constant; a dynamic one the extent of a `tensor.generate` or
    /// the size of a rank-keeping `tensor.extract_slice`; else `foldTensorCast`.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let Some(index) = operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| AttrView::new(ctx, a).int_value())
        else {
            return Folded::No;
        };
        let src = self.source();
        let Some((shape, _)) = ranked(ctx, op.value_type(src)) else {
            return Folded::No;
        };
        if index < 0 || index as usize >= shape.len() {
            return Folded::No;
        }
        let dim = index as usize;
        if shape[dim] != DYNAMIC {
            return Folded::attr(ctx.integer_attr(shape[dim] as i128, ctx.index_type()));
        }
        if let Some(d) = def_op(body, src) {
            let dref = OpRef::new(ctx, body, d);
            if let Some(generate) = GenerateOp::cast(dref) {
                let pos = shape[..dim].iter().filter(|&&s| s == DYNAMIC).count();
                if let Some(v) = generate.dynamic_extents().nth(pos) {
                    return Folded::value(v);
                }
            } else if let Some(slice) = ExtractSliceOp::cast(dref) {
                let source_rank = ranked(ctx, op.value_type(slice.source())).map(|r| r.0.len());
                let static_sizes = i64_array(&slice.0, "static_sizes");
                if source_rank == Some(shape.len()) && static_sizes.get(dim) == Some(&DYNAMIC) {
                    let pos = static_sizes[..dim]
                        .iter()
                        .filter(|&&s| s == DYNAMIC)
                        .count();
                    if let Some(v) = slice.sizes().nth(pos) {
                        return Folded::value(v);
                    }
                }
            }
        }
        fold_tensor_cast(op)
    }
}

/// `DimOfCastOp`: the dim of a `tensor.cast` is the dim of the cast's source.
fn dim_of_cast_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let dim = DimOp(rw.op_ref(op));
    let (source, index) = (dim.source(), dim.index());
    let cast = rw.defining_op(source, CastOp::NAME).ok_or(MatchFailure)?;
    let new_source = body.operand(cast, 0);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(
        op,
        DimOp::build(ctx, loc, new_source, index, ctx.index_type()),
    );
    Ok(())
}

impl HasCanonicalizer for DimOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(DimOp::NAME));
        set.add_fn(ctx, root, 1, "DimOfCastOp", dim_of_cast_op);
    }
}

/// The value of `v` when an `arith.constant` of type `index` defines it (MLIR's
/// `matchConstantIndex`).
fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let d = def_op(body, v)?;
    if body.op_name(d) != ctx.ident(crate::dialects::arith::ConstantOp::NAME)
        || body.value_type(v) != ctx.index_type()
    {
        return None;
    }
    constant_int(ctx, body, v).map(|c| c as i64)
}

/// The static values and dynamic operands of a slice's offsets, sizes or strides, one
/// `Err(value)` per dynamic position (MLIR's mixed `OpFoldResult`s).
fn mixed(statics: &[i64], values: impl Iterator<Item = Value>) -> Vec<Result<i64, Value>> {
    let mut values = values;
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                Err(values.next().expect("one operand per dynamic position"))
            } else {
                Ok(s)
            }
        })
        .collect()
}

/// The static attribute and dynamic operands of mixed values.
fn split_mixed(ctx: &Context, m: &[Result<i64, Value>]) -> (Attribute, Vec<Value>) {
    let statics: Vec<i64> = m.iter().map(|i| i.unwrap_or(DYNAMIC)).collect();
    let values = m.iter().filter_map(|i| i.err()).collect();
    (
        strata_framework::ods::directives::dense_i64_array(ctx, &statics),
        values,
    )
}

/// The parts of a `tensor.extract_slice`: source, offsets, sizes, strides.
type Slice = (Value, [Vec<Result<i64, Value>>; 3]);

fn slice_parts(slice: &ExtractSliceOp<'_>) -> Slice {
    (
        slice.source(),
        [
            mixed(&i64_array(&slice.0, "static_offsets"), slice.offsets()),
            mixed(&i64_array(&slice.0, "static_sizes"), slice.sizes()),
            mixed(&i64_array(&slice.0, "static_strides"), slice.strides()),
        ],
    )
}

/// MLIR's `ExtractSliceOp::inferCanonicalRankReducedResultType`: a tensor of the static
/// sizes (dynamic where a size is a value) of the source's element type, its first unit
/// dimensions dropped down to `rank`.
fn canonical_slice_type(
    ctx: &Context,
    rank: usize,
    source_ty: Type,
    sizes: &[Result<i64, Value>],
) -> Option<Type> {
    let (_, elem) = ranked(ctx, source_ty)?;
    let shape: Vec<i64> = sizes.iter().map(|i| i.unwrap_or(DYNAMIC)).collect();
    let mut drop = shape.len().saturating_sub(rank);
    let projected = shape
        .iter()
        .copied()
        .filter(|&d| {
            if drop > 0 && d == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .collect();
    Some(ranked_tensor(ctx, projected, elem))
}

/// Creates the `tensor.extract_slice` of `source` with `parts` and type `ty` before `op`,
/// and replaces `op` with it, cast to `op`'s type if that differs (MLIR's
/// `SliceCanonicalizer`).
fn replace_with_slice(
    op: Op,
    rw: &mut PatternRewriter<'_>,
    source: Value,
    parts: &[Vec<Result<i64, Value>>; 3],
    ty: Type,
) {
    let ctx = rw.ctx();
    let body = rw.body();
    let old_ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    let (so, vo) = split_mixed(ctx, &parts[0]);
    let (ss, vs) = split_mixed(ctx, &parts[1]);
    let (st, vt) = split_mixed(ctx, &parts[2]);
    let state = ExtractSliceOp::build(ctx, loc, source, &vo, &vs, &vt, ty, so, ss, st);
    if ty == old_ty {
        rw.replace_op_with_new_op(op, state);
        return;
    }
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, old_ty));
}

fn has_constant_index_operand(ctx: &Context, body: &Body, op: Op) -> bool {
    body.operands(op)
        .any(|v| constant_index(ctx, body, v).is_some())
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder`: the constant index operands of a
/// `tensor.extract_slice` become static, the new slice of the canonical type cast back to
/// the old type.
fn slice_constant_arguments(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if !has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let (source, mut parts) = slice_parts(&ExtractSliceOp(rw.op_ref(op)));
    for part in parts.iter_mut() {
        for i in part.iter_mut() {
            if let Err(v) = *i {
                if let Some(c) = constant_int(ctx, body, v) {
                    *i = Ok(c as i64);
                }
            }
        }
    }
    let old_ty = body.value_type(body.results(op)[0]);
    let rank = ranked(ctx, old_ty).ok_or(MatchFailure)?.0.len();
    let ty =
        canonical_slice_type(ctx, rank, body.value_type(source), &parts[1]).ok_or(MatchFailure)?;
    replace_with_slice(op, rw, source, &parts, ty);
    Ok(())
}

/// `ExtractSliceOpCastFolder`: a slice (without constant index operands) of a
/// `tensor.cast` that loses no static size slices the cast's source, cast back to the
/// old type.
fn extract_slice_of_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let (source, parts) = slice_parts(&ExtractSliceOp(rw.op_ref(op)));
    let cast = rw.defining_op(source, CastOp::NAME).ok_or(MatchFailure)?;
    if !can_fold_into_consumer(ctx, body, cast) {
        return Err(MatchFailure);
    }
    let old_ty = body.value_type(body.results(op)[0]);
    let rank = ranked(ctx, old_ty).ok_or(MatchFailure)?.0.len();
    let ty =
        canonical_slice_type(ctx, rank, body.value_type(source), &parts[1]).ok_or(MatchFailure)?;
    let cast_src = body.operand(cast, 0);
    replace_with_slice(op, rw, cast_src, &parts, ty);
    Ok(())
}

impl HasCanonicalizer for ExtractSliceOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExtractSliceOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            slice_constant_arguments,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "ExtractSliceOpCastFolder",
            extract_slice_of_cast,
        );
    }
}

/// `tensor`'s constants are `arith.constant`s (MLIR's `TensorDialect::materializeConstant`;
/// Strata has no `complex` dialect for its complex constants).
pub(super) struct TensorConstants;

impl strata_framework::ir::fold::ConstantMaterializer for TensorConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<strata_framework::ir::body::OperationState> {
        strata_framework::ir::fold::materialize_constant(ctx, "arith", value, ty, loc)
    }
}
