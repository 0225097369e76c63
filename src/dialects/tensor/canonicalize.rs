//! The folds and canonicalization patterns of `tensor`'s ops beyond `tensor.cast`'s, as
//! far as Strata has MLIR 16's:
//!
//! - folds: `tensor.dim` of a static dimension is its size, of a dynamic one the extent
//!   operand of the `tensor.generate` defining the tensor or the size operand of a
//!   `tensor.extract_slice` that keeps the rank; else it takes the source of a
//!   `tensor.cast` that loses no static size (`foldTensorCast`).
//! - patterns: `tensor.dim` of a `tensor.cast` is the dim of the cast's source
//!   (`DimOfCastOp`); a `tensor.cast` adding static sizes to a `tensor.extract_slice`
//!   is the slice of those sizes (`TensorCastExtractSlice`).
//!
//! - `tensor.extract_slice`'s fold: a slice of a splat constant is the splat of the
//!   slice's static type, an identity slice of the source's type is the source, a slice
//!   of a `tensor.insert_slice` of the same offsets, sizes and strides is the inserted
//!   tensor (`foldExtractAfterInsertSlice`).
//! - `tensor.insert_slice`'s fold: an identity insertion of a static tensor of the
//!   destination's type is the source; an insertion over an insertion of the same
//!   parameters inserts into that one's destination (`foldInsertAfterInsertSlice`); the
//!   insertion of a slice of the destination where it was taken is the destination
//!   (`foldInsertAfterExtractSlice`).
//! - `tensor.empty`'s patterns: constant sizes become static, cast back
//!   (`ReplaceEmptyTensorStaticShapeDims`); the dim of a dynamic size is the size
//!   (`FoldEmptyTensorWithDimOp`); a cast to a type at least as static is a
//!   `tensor.empty` of that type (`FoldEmptyTensorWithCastOp`).
//!
//! - `tensor.insert_slice`'s patterns: constant index operands become static, the source
//!   cast to the canonical slice type (`InsertSliceOpConstantArgumentFolder`); casts
//!   that lose no static size fold into the source or destination, the result cast back
//!   (`InsertSliceOpCastFolder`); constant sizes more static than the source cast it
//!   (`InsertSliceOpSourceCastInserter`).
//!
//! The element ops' folds and patterns are in `elements.rs`, the reshapes' in `reshape.rs`,
//! `tensor.pad`'s in `pad.rs`, `tensor.pack`/`tensor.unpack`'s canonicalize methods in
//! `pack.rs`.
//!
//! - `tensor.parallel_insert_slice` has `tensor.insert_slice`'s three patterns (the casts
//!   they create go before the `scf.foreach_thread.perform_concurrently` holding it).
//! - the dialect's `FoldTensorCastProducerOp`: casts that lose no static size fold into
//!   the ops with `DestinationStyleOpInterface` (`tensor.insert`, `pack`, `unpack`), the
//!   results cast back.
//! - `tensor`'s constants: `arith.constant`s, or `complex.constant`s for complex
//!   elements.

use super::*;
use strata_framework::interfaces::prelude::DestinationStyleOpInterfaceRef;
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::body::{BlockPoint, IrMapping};
use strata_framework::ir::body::{Body, Op, ValueDef};
use strata_framework::ir::fold::InPlaceFold;
use strata_framework::ods::{AttrView, HasFolder};
use strata_framework::rewrite::{
    DialectCanonicalizer, HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot,
    RewritePatternSet, RewriteResult,
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

/// `TensorCastExtractSlice`: a `tensor.cast` to a type at least as static (and of
/// another shape) of a `tensor.extract_slice` is the slice with the cast's static sizes,
/// of the cast's type.
pub(super) fn tensor_cast_extract_slice(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(op, 0);
    let slice = rw
        .defining_op(source, ExtractSliceOp::NAME)
        .ok_or(MatchFailure)?;
    let (source_ty, ty) = (
        body.value_type(source),
        body.value_type(body.results(op)[0]),
    );
    if !preserves_static_information(ctx, source_ty, ty) {
        return Err(MatchFailure);
    }
    let (cast_shape, _) = ranked(ctx, ty).ok_or(MatchFailure)?;
    let (slice_shape, _) = ranked(ctx, source_ty).ok_or(MatchFailure)?;
    if cast_shape == slice_shape {
        return Err(MatchFailure);
    }
    let (slice_source, mut parts) = slice_parts(&ExtractSliceOp(rw.op_ref(slice)));
    let mask = rank_reduction_mask(&i64_array(&rw.op_ref(slice), "static_sizes"), &slice_shape);
    let mut dim = 0;
    for (i, size) in parts[1].iter_mut().enumerate() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let d = *cast_shape.get(dim).ok_or(MatchFailure)?;
        dim += 1;
        if d != DYNAMIC {
            *size = Ok(d);
        }
    }
    replace_with_slice(op, rw, slice_source, &parts, ty);
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

/// The offsets, sizes and strides of a `tensor.extract_slice` or `tensor.insert_slice`
/// (attributes `static_*`, dynamic values from `offsets`, `sizes`, `strides`).
fn slice_params(
    op: &OpRef<'_>,
    offsets: impl Iterator<Item = Value>,
    sizes: impl Iterator<Item = Value>,
    strides: impl Iterator<Item = Value>,
) -> [Vec<Result<i64, Value>>; 3] {
    [
        mixed(&i64_array(op, "static_offsets"), offsets),
        mixed(&i64_array(op, "static_sizes"), sizes),
        mixed(&i64_array(op, "static_strides"), strides),
    ]
}

fn extract_slice_params(slice: &ExtractSliceOp<'_>) -> [Vec<Result<i64, Value>>; 3] {
    slice_params(&slice.0, slice.offsets(), slice.sizes(), slice.strides())
}

fn insert_slice_params(slice: &InsertSliceOp<'_>) -> [Vec<Result<i64, Value>>; 3] {
    slice_params(&slice.0, slice.offsets(), slice.sizes(), slice.strides())
}

/// The constant of a mixed value (MLIR's `getConstantIntValue` of an `OpFoldResult`).
fn mixed_constant(ctx: &Context, body: &Body, m: Result<i64, Value>) -> Option<i64> {
    match m {
        Ok(c) => Some(c),
        Err(v) => constant_int(ctx, body, v).map(|c| c as i64),
    }
}

/// MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`: offsets all 0, sizes those of
/// `shape` (as far as both go) and strides all 1.
fn is_identity_slice(
    ctx: &Context,
    body: &Body,
    params: &[Vec<Result<i64, Value>>; 3],
    shape: &[i64],
) -> bool {
    params[0]
        .iter()
        .all(|&m| mixed_constant(ctx, body, m) == Some(0))
        && params[1]
            .iter()
            .zip(shape)
            .all(|(&m, &d)| mixed_constant(ctx, body, m) == Some(d))
        && params[2]
            .iter()
            .all(|&m| mixed_constant(ctx, body, m) == Some(1))
}

impl HasFolder for ExtractSliceOp<'_> {
    /// A slice of a splat constant is the splat of the slice's (static) type; an identity
    /// slice of the same type is its source; a slice of a `tensor.insert_slice` of the
    /// same offsets, sizes and strides inserting a tensor of the slice's type is that
    /// tensor (`foldExtractAfterInsertSlice`).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let result_ty = op.value_type(op.results()[0]);
        if let Some(a) = operands.first().copied().flatten() {
            if let AttrKind::DenseElements {
                kind,
                complex,
                values,
                ..
            } = ctx.attr_kind_ref(a)
            {
                let splat = values.len() == if *complex { 2 } else { 1 };
                let static_shape =
                    ranked(ctx, result_ty).is_some_and(|(s, _)| s.iter().all(|&d| d != DYNAMIC));
                if splat && static_shape {
                    return Folded::attr(ctx.intern_attr(AttrKind::DenseElements {
                        ty: result_ty,
                        kind: *kind,
                        complex: *complex,
                        values: values.clone(),
                    }));
                }
            }
        }
        let source = self.source();
        let params = extract_slice_params(self);
        if op.value_type(source) == result_ty {
            if let Some((shape, _)) = ranked(ctx, result_ty) {
                if is_identity_slice(ctx, body, &params, &shape) {
                    return Folded::value(source);
                }
            }
        }
        if let Some(insert) =
            def_op(body, source).and_then(|d| InsertSliceOp::cast(OpRef::new(ctx, body, d)))
        {
            if op.value_type(insert.source()) == result_ty && insert_slice_params(&insert) == params
            {
                return Folded::value(insert.source());
            }
        }
        Folded::No
    }
}

impl HasFolder for InsertSliceOp<'_> {
    /// An identity insertion of a static tensor of the destination's type is the source;
    /// an insertion into a `tensor.insert_slice` of the same offsets, sizes and strides
    /// inserts into that one's destination (`foldInsertAfterInsertSlice`); the insertion
    /// of a `tensor.extract_slice` of the destination, of the same offsets, sizes and
    /// strides, is the destination (`foldInsertAfterExtractSlice`).
    fn fold(&self, _operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let (source, dest) = (self.source(), self.dest());
        let (src_ty, ty) = (op.value_type(source), op.value_type(dest));
        let params = insert_slice_params(self);
        let is_static =
            |t: Type| ranked(ctx, t).is_some_and(|(s, _)| s.iter().all(|&d| d != DYNAMIC));
        if is_static(src_ty) && is_static(ty) && src_ty == ty {
            if let Some((shape, _)) = ranked(ctx, ty) {
                if is_identity_slice(ctx, body, &params, &shape) {
                    return Folded::value(source);
                }
            }
        }
        if let Some(prev) =
            def_op(body, dest).and_then(|d| InsertSliceOp::cast(OpRef::new(ctx, body, d)))
        {
            if op.value_type(prev.source()) == src_ty && insert_slice_params(&prev) == params {
                let mut operands: Vec<Value> = op.operands().collect();
                operands[1] = prev.dest();
                return Folded::InPlace(InPlaceFold {
                    operands: Some(operands),
                    ..Default::default()
                });
            }
        }
        if let Some(extract) =
            def_op(body, source).and_then(|d| ExtractSliceOp::cast(OpRef::new(ctx, body, d)))
        {
            if extract.source() == dest && extract_slice_params(&extract) == params {
                return Folded::value(dest);
            }
        }
        Folded::No
    }
}

/// MLIR's `isRankReducedType(expected, candidate) == Success`: `candidate` is `expected`
/// with unit dimensions dropped, of the same element type.
fn is_rank_reduced(ctx: &Context, expected: Type, candidate: Type) -> bool {
    if expected == candidate {
        return true;
    }
    let (Some((e, ee)), Some((c, ce))) = (ranked(ctx, expected), ranked(ctx, candidate)) else {
        return false;
    };
    c.len() <= e.len() && rank_reduction_mask(&e, &c).is_some() && ee == ce
}

/// MLIR's `verifyInsertSliceOp(...) == Success`: `source` is the slice of `dest`'s element
/// type with the static sizes, or a rank-reduced version.
fn insert_slice_fits(ctx: &Context, source: Type, dest: Type, static_sizes: &[i64]) -> bool {
    let Some((_, elem)) = ranked(ctx, dest) else {
        return false;
    };
    is_rank_reduced(ctx, ranked_tensor(ctx, static_sizes.to_vec(), elem), source)
}

/// A `tensor.insert_slice` or a `tensor.parallel_insert_slice`, the two ops MLIR's
/// insertion patterns are written for (templated on `InsertOpTy`): source, destination,
/// offsets, sizes and strides, and which of the two it is.
struct InsertLike {
    source: Value,
    dest: Value,
    parts: [Vec<Result<i64, Value>>; 3],
    static_sizes: Vec<i64>,
    /// A `tensor.parallel_insert_slice`: no result, and the casts a pattern creates go
    /// before its parent (the `ParallelCombiningOpInterface` op), not before it.
    parallel: bool,
}

impl InsertLike {
    fn of(op: &OpRef<'_>) -> InsertLike {
        let static_sizes = i64_array(op, "static_sizes");
        match ParallelInsertSliceOp::cast(*op) {
            Some(p) => InsertLike {
                source: p.source(),
                dest: p.dest(),
                parts: slice_params(op, p.offsets(), p.sizes(), p.strides()),
                static_sizes,
                parallel: true,
            },
            None => {
                let s = InsertSliceOp(*op);
                InsertLike {
                    source: s.source(),
                    dest: s.dest(),
                    parts: insert_slice_params(&s),
                    static_sizes,
                    parallel: false,
                }
            }
        }
    }
}

/// Creates a `tensor.cast` of `source` to `ty` for the insertion `op`: before `op`, or
/// before its parent for a `tensor.parallel_insert_slice`; returns the cast.
fn cast_for_insert(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    parallel: bool,
    source: Value,
    ty: Type,
) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let at = if parallel {
        rw.body().parent_op(op).unwrap_or(op)
    } else {
        op
    };
    rw.set_insertion_point_before(at);
    let cast = rw.create(CastOp::build(ctx, loc, source, ty));
    rw.body().results(cast)[0]
}

/// Creates the insertion of `source` into `dest` with `parts` before `op`, of `op`'s kind
/// (`tensor.insert_slice` of `dest`'s type, or `tensor.parallel_insert_slice`), and
/// returns the new op.
fn create_insert_slice(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    parallel: bool,
    source: Value,
    dest: Value,
    parts: &[Vec<Result<i64, Value>>; 3],
) -> Op {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(dest);
    let (so, vo) = split_mixed(ctx, &parts[0]);
    let (ss, vs) = split_mixed(ctx, &parts[1]);
    let (st, vt) = split_mixed(ctx, &parts[2]);
    rw.set_insertion_point_before(op);
    let state = if parallel {
        ParallelInsertSliceOp::build(ctx, loc, source, dest, &vo, &vs, &vt, so, ss, st)
    } else {
        InsertSliceOp::build(ctx, loc, source, dest, &vo, &vs, &vt, ty, so, ss, st)
    };
    rw.create(state)
}

/// Replaces the insertion `op` by the new insertion `new` (by its result, cast to
/// `old_ty` when that differs; a `tensor.parallel_insert_slice` has none).
fn replace_insert(rw: &mut PatternRewriter<'_>, op: Op, new: Op, old_ty: Type) {
    let ctx = rw.ctx();
    let results = rw.body().results(new).to_vec();
    let Some(&v) = results.first() else {
        rw.replace_op(op, &[]);
        return;
    };
    let mut v = v;
    if rw.body().value_type(v) != old_ty {
        let loc = rw.body().loc(op);
        let cast = rw.create(CastOp::build(ctx, loc, v, old_ty));
        v = rw.body().results(cast)[0];
    }
    rw.replace_op(op, &[v]);
}

/// `InsertSliceOpConstantArgumentFolder`: the constant index operands of a
/// `tensor.insert_slice` or `tensor.parallel_insert_slice` become static, the source cast
/// to the canonical slice type when that differs.
fn insert_slice_constant_arguments(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if !has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let InsertLike {
        source,
        dest,
        mut parts,
        parallel,
        ..
    } = InsertLike::of(&rw.op_ref(op));
    for part in parts.iter_mut() {
        for i in part.iter_mut() {
            if let Err(v) = *i {
                if let Some(c) = constant_int(ctx, body, v) {
                    *i = Ok(c as i64);
                }
            }
        }
    }
    let source_ty = body.value_type(source);
    let rank = ranked(ctx, source_ty).ok_or(MatchFailure)?.0.len();
    let ty =
        canonical_slice_type(ctx, rank, body.value_type(dest), &parts[1]).ok_or(MatchFailure)?;
    let old_ty = body.value_type(dest);
    let mut to_insert = source;
    if ty != source_ty {
        to_insert = cast_for_insert(rw, op, parallel, source, ty);
    }
    let new = create_insert_slice(rw, op, parallel, to_insert, dest, &parts);
    replace_insert(rw, op, new, old_ty);
    Ok(())
}

/// `InsertSliceOpCastFolder`: a `tensor.insert_slice` or `tensor.parallel_insert_slice`
/// (without constant index operands) of or into `tensor.cast`s that lose no static size
/// uses the casts' sources when the slice still fits, the result cast back to the old
/// type.
fn insert_slice_cast_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let InsertLike {
        source,
        dest,
        parts,
        static_sizes,
        parallel,
    } = InsertLike::of(&rw.op_ref(op));
    let cast_source = |v: Value| {
        rw.defining_op(v, CastOp::NAME)
            .filter(|&c| can_fold_into_consumer(ctx, body, c))
            .map(|c| body.operand(c, 0))
    };
    let (src_cast, dst_cast) = (cast_source(source), cast_source(dest));
    if src_cast.is_none() && dst_cast.is_none() {
        return Err(MatchFailure);
    }
    let src = src_cast.unwrap_or(source);
    let dst = dst_cast.unwrap_or(dest);
    if !insert_slice_fits(
        ctx,
        body.value_type(src),
        body.value_type(dst),
        &static_sizes,
    ) {
        return Err(MatchFailure);
    }
    let old_ty = body.value_type(dest);
    let new = create_insert_slice(rw, op, parallel, src, dst, &parts);
    replace_insert(rw, op, new, old_ty);
    Ok(())
}

/// `InsertSliceOpSourceCastInserter`: when constant sizes make the source's type more
/// static (same rank), the source is cast to that type first.
fn insert_slice_source_cast_inserter(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let InsertLike {
        source,
        dest,
        parts,
        parallel,
        ..
    } = InsertLike::of(&rw.op_ref(op));
    let src_ty = body.value_type(source);
    let (mut shape, elem) = ranked(ctx, src_ty).ok_or(MatchFailure)?;
    let dest_ty = body.value_type(dest);
    let dest_rank = ranked(ctx, dest_ty).ok_or(MatchFailure)?.0.len();
    if shape.len() != dest_rank {
        return Err(MatchFailure);
    }
    for (d, &m) in shape.iter_mut().zip(&parts[1]) {
        if let Some(c) = mixed_constant(ctx, body, m) {
            *d = c;
        }
    }
    let new_ty = ranked_tensor(ctx, shape, elem);
    if new_ty == src_ty
        || !preserves_static_information(ctx, src_ty, new_ty)
        || !super::compatible_shapes(ctx, src_ty, new_ty)
    {
        return Err(MatchFailure);
    }
    let cast = cast_for_insert(rw, op, parallel, source, new_ty);
    let new = create_insert_slice(rw, op, parallel, cast, dest, &parts);
    replace_insert(rw, op, new, dest_ty);
    Ok(())
}

/// The three insertion patterns, rooted at `name` (`tensor.insert_slice` or
/// `tensor.parallel_insert_slice`).
fn add_insert_slice_patterns(set: &mut RewritePatternSet, ctx: &Context, name: &str) {
    let root = PatternRoot::Op(ctx.ident(name));
    set.add_fn(
        ctx,
        root,
        1,
        "InsertSliceOpConstantArgumentFolder",
        insert_slice_constant_arguments,
    );
    set.add_fn(
        ctx,
        root,
        1,
        "InsertSliceOpCastFolder",
        insert_slice_cast_folder,
    );
    set.add_fn(
        ctx,
        root,
        1,
        "InsertSliceOpSourceCastInserter",
        insert_slice_source_cast_inserter,
    );
}

impl HasCanonicalizer for InsertSliceOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        add_insert_slice_patterns(set, ctx, InsertSliceOp::NAME);
    }
}

impl HasCanonicalizer for ParallelInsertSliceOp<'_> {
    /// `tensor.insert_slice`'s three patterns (no fold: MLIR 16 has none).
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        add_insert_slice_patterns(set, ctx, ParallelInsertSliceOp::NAME);
    }
}

/// The shape, element type and encoding of a ranked tensor type.
fn ranked_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.type_kind_ref(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

/// `ReplaceEmptyTensorStaticShapeDims`: the constant dynamic sizes of a `tensor.empty`
/// become static, the new tensor cast back to the old type.
fn replace_empty_tensor_static_shape_dims(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.results(op)[0]);
    let (mut shape, elem, encoding) = ranked_parts(ctx, ty).ok_or(MatchFailure)?;
    let mut sizes = body.operands(op).collect::<Vec<_>>().into_iter();
    let mut dynamic = Vec::new();
    let mut changed = false;
    for d in shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let v = sizes.next().ok_or(MatchFailure)?;
        match constant_int(ctx, body, v) {
            Some(c) => {
                *d = c as i64;
                changed = true;
            }
            None => dynamic.push(v),
        }
    }
    if !changed {
        return Err(MatchFailure);
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    });
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(EmptyOp::build(ctx, loc, &dynamic, new_ty));
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, ty));
    Ok(())
}

/// `FoldEmptyTensorWithDimOp`: the dim of a dynamic dimension of a `tensor.empty` is its
/// size operand.
fn fold_empty_tensor_with_dim_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let dim = DimOp(rw.op_ref(op));
    let index = constant_int(ctx, body, dim.index()).ok_or(MatchFailure)?;
    let empty = rw
        .defining_op(dim.source(), EmptyOp::NAME)
        .ok_or(MatchFailure)?;
    let shape = ranked(ctx, body.value_type(dim.source()))
        .ok_or(MatchFailure)?
        .0;
    let i = usize::try_from(index).map_err(|_| MatchFailure)?;
    if shape.get(i) != Some(&DYNAMIC) {
        return Err(MatchFailure);
    }
    let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    let size = body.operands(empty).nth(pos).ok_or(MatchFailure)?;
    rw.replace_op(op, &[size]);
    Ok(())
}

/// `FoldEmptyTensorWithCastOp`: a `tensor.cast` of a `tensor.empty` to a type at least as
/// static becomes a `tensor.empty` of the cast's type (without encoding), taking sizes the
/// cast made static out of the operands.
fn fold_empty_tensor_with_cast_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(op, 0);
    let result_ty = body.value_type(body.results(op)[0]);
    if !preserves_static_information(ctx, body.value_type(source), result_ty) {
        return Err(MatchFailure);
    }
    let empty = rw.defining_op(source, EmptyOp::NAME).ok_or(MatchFailure)?;
    let (new_shape, elem, _) = ranked_parts(ctx, result_ty).ok_or(MatchFailure)?;
    let old_shape = ranked(ctx, body.value_type(source)).ok_or(MatchFailure)?.0;
    let mut sizes = body.operands(empty).collect::<Vec<_>>().into_iter();
    let mut dynamic = Vec::new();
    for (&new, &old) in new_shape.iter().zip(&old_shape) {
        if old != DYNAMIC {
            if new == DYNAMIC || new != old {
                return Err(MatchFailure);
            }
            continue;
        }
        let v = sizes.next().ok_or(MatchFailure)?;
        if new == DYNAMIC {
            dynamic.push(v);
        }
    }
    let ty = ranked_tensor(ctx, new_shape, elem);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, EmptyOp::build(ctx, loc, &dynamic, ty));
    Ok(())
}

impl HasCanonicalizer for EmptyOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(CastOp::NAME)),
            1,
            "FoldEmptyTensorWithCastOp",
            fold_empty_tensor_with_cast_op,
        );
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(DimOp::NAME)),
            1,
            "FoldEmptyTensorWithDimOp",
            fold_empty_tensor_with_dim_op,
        );
        set.add_fn(
            ctx,
            PatternRoot::Op(ctx.ident(EmptyOp::NAME)),
            1,
            "ReplaceEmptyTensorStaticShapeDims",
            replace_empty_tensor_static_shape_dims,
        );
    }
}

/// `FoldTensorCastProducerOp`, the dialect's own pattern on every op with
/// `DestinationStyleOpInterface` but `tensor.insert_slice` (which has its own): operands
/// that `tensor.cast`s losing no static size define become the casts' sources; the op is
/// cloned with them, each result taking the type of its (new) init operand, and results
/// whose type changed are cast back.
fn fold_tensor_cast_producer_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if body.op_name(op) == ctx.ident(InsertSliceOp::NAME) {
        return Err(MatchFailure);
    }
    let foldable = |v: Value| {
        rw.defining_op(v, CastOp::NAME)
            .filter(|&c| can_fold_into_consumer(ctx, body, c))
            .map(|c| body.operand(c, 0))
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let new_operands: Vec<Value> = operands.iter().map(|&v| foldable(v).unwrap_or(v)).collect();
    if new_operands == operands {
        return Err(MatchFailure);
    }
    let inits = DestinationStyleOpInterfaceRef::get(rw.op_ref(op))
        .ok_or(MatchFailure)?
        .get_dps_inits_position_range();
    let result_types: Vec<Type> = new_operands
        [inits.start.min(new_operands.len())..inits.end.min(new_operands.len())]
        .iter()
        .map(|&v| body.value_type(v))
        .filter(|&t| !matches!(ctx.type_kind_ref(t), TypeKind::MemRef { .. }))
        .collect();
    let old_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let regions = body.regions(op).to_vec();
    let state = strata_framework::ir::body::OperationState {
        name: body.op_name(op),
        operands: new_operands,
        attrs: body.attrs(op),
        result_types,
        loc: body.loc(op),
        successors: body.successors(op).collect(),
        num_regions: regions.len(),
        isolated_from_above: body.is_isolated(op),
    };
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let mut mapping = IrMapping::new();
    for (i, &region) in regions.iter().enumerate() {
        let into = rw.body().regions(new)[i];
        rw.clone_region_before(
            region,
            BlockPoint {
                region: into,
                before: None,
            },
            &mut mapping,
        );
    }
    rw.set_insertion_point_before(op);
    let new_results = rw.body().results(new).to_vec();
    let loc = rw.body().loc(op);
    let mut replacements = Vec::with_capacity(old_types.len());
    for (&v, &old) in new_results.iter().zip(&old_types) {
        if rw.body().value_type(v) == old {
            replacements.push(v);
        } else {
            let cast = rw.create(CastOp::build(ctx, loc, v, old));
            replacements.push(rw.body().results(cast)[0]);
        }
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

/// The dialect's canonicalization patterns (MLIR's `TensorDialect::
/// getCanonicalizationPatterns`): `FoldTensorCastProducerOp`.
pub(super) struct TensorCanonicalizer;

impl DialectCanonicalizer for TensorCanonicalizer {
    fn get_canonicalization_patterns(&self, set: &mut RewritePatternSet, ctx: &Context) {
        set.add_fn(
            ctx,
            PatternRoot::Interface(DestinationStyleOpInterfaceRef::NAME),
            1,
            "FoldTensorCastProducerOp",
            fold_tensor_cast_producer_op,
        );
    }
}

/// `tensor`'s constants (MLIR's `TensorDialect::materializeConstant`): an `arith.constant`
/// when one can hold the value, else a `complex.constant` of a `[re, im]` array of two
/// float attributes of the complex type's element type.
pub(super) struct TensorConstants;

impl strata_framework::ir::fold::ConstantMaterializer for TensorConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<strata_framework::ir::body::OperationState> {
        if let Some(state) =
            strata_framework::ir::fold::materialize_constant(ctx, "arith", value, ty, loc)
        {
            return Some(state);
        }
        let TypeKind::Complex(part) = *ctx.type_kind_ref(ty) else {
            return None;
        };
        let AttrKind::Array(parts) = ctx.attr_kind_ref(value) else {
            return None;
        };
        let float_part = |a: &Attribute| matches!(ctx.attr_kind_ref(*a), AttrKind::Float { ty, .. } if *ty == part);
        (parts.len() == 2 && parts.iter().all(float_part))
            .then(|| crate::dialects::complex::ConstantOp::build(ctx, loc, ty, value))
    }
}

mod elements;
mod pack;
mod pad;
mod reshape;
