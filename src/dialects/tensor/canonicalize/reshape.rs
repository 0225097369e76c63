//! The folds and patterns of `tensor.expand_shape` and `tensor.collapse_shape` as MLIR 16
//! has them:
//!
//! - folds (`foldReshapeOp`): a reshape of the inverse reshape of a value of the result
//!   type is that value; a reshape of a dense constant is the constant of the result
//!   type (which also does what `FoldReshapeWithConstant` does).
//! - patterns: `ComposeReassociativeReshapeOps` (a reshape of a reshape of the same kind
//!   is one reshape), `ComposeCollapseOfExpandOp` and `ComposeExpandOfCollapseOp` (as far
//!   as their groups compose, with MLIR 16's rule that groups of one size on both sides
//!   do not), `FoldReshapeWithSplat`, `FoldReshapeWithFromElements` (to a static type),
//!   `FoldCollapseOfCastOp` (a collapse of a foldable `tensor.cast` collapses the cast's
//!   source, cast back when the type differs), and `FoldDimOfExpandShape` /
//!   `FoldDimOfCollapseShape` (the dim of a dynamic size of a reshape is an
//!   `affine.apply` of the source's dims).

use super::*;
use crate::dialects::affine::AffineApplyOp;
use crate::dialects::arith::ConstantOp as ArithConstantOp;
use crate::dialects::shaped::reassociation;
use strata_framework::ir::affine::{AffineExpr, AffineMap};

/// The reassociation attribute of `groups`.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.int_type(64);
    ctx.array_attr(
        groups
            .iter()
            .map(|g| {
                ctx.array_attr(
                    g.iter()
                        .map(|&i| ctx.integer_attr(i as i128, i64t))
                        .collect(),
                )
            })
            .collect(),
    )
}

/// The reshape (`tensor.expand_shape` or `tensor.collapse_shape`, by `name`) of `src` to
/// `ty` by `groups`, replacing `op`.
fn replace_with_reshape(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    name: &str,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
) {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let attr = reassociation_attr(ctx, groups);
    let state = if name == CollapseShapeOp::NAME {
        CollapseShapeOp::build(ctx, loc, src, ty, attr)
    } else {
        ExpandShapeOp::build(ctx, loc, src, ty, attr)
    };
    rw.replace_op_with_new_op(op, state);
}

/// MLIR's `foldReshapeOp`.
fn fold_reshape(op: &OpRef<'_>, inverse: &str, operands: &[Option<Attribute>]) -> Folded {
    let (ctx, body) = (op.ctx, op.body);
    let src = body.operand(op.op, 0);
    let ty = body.value_type(body.results(op.op)[0]);
    if let Some(d) = def_op(body, src) {
        if body.op_name(d) == ctx.ident(inverse) {
            let inner = body.operand(d, 0);
            if body.value_type(inner) == ty {
                return Folded::value(inner);
            }
        }
    }
    if let Some(a) = operands.first().copied().flatten() {
        if matches!(ctx.attr_kind_ref(a), AttrKind::DenseElements { .. }) {
            if let Some(r) = ctx.dense_elements_reshape(a, ty) {
                return Folded::attr(r);
            }
        }
    }
    Folded::No
}

impl HasFolder for CollapseShapeOp<'_> {
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_reshape(&self.0, ExpandShapeOp::NAME, operands)
    }
}

impl HasFolder for ExpandShapeOp<'_> {
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_reshape(&self.0, CollapseShapeOp::NAME, operands)
    }
}

/// MLIR's `composeReassociationIndices`.
fn compose_reassociation(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (mut p, mut c) = (producer, consumer);
    if p.len() == c.len() {
        return None;
    }
    if p.len() < c.len() {
        std::mem::swap(&mut p, &mut c);
    }
    if c.is_empty() {
        return Some(Vec::new());
    }
    if p.len() != c.iter().map(Vec::len).sum::<usize>() {
        return None;
    }
    c.iter()
        .map(|g| {
            g.iter().try_fold(Vec::new(), |mut acc, &i| {
                acc.extend(p.get(usize::try_from(i).ok()?)?.iter().copied());
                Some(acc)
            })
        })
        .collect()
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same kind is one
/// reshape of the inner source.
fn compose_reassociative_reshapes(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    let name = rw.op_ref(op).name().to_string();
    let src = body.operand(op, 0);
    let inner = rw.defining_op(src, &name).ok_or(MatchFailure)?;
    let inner_src = body.operand(inner, 0);
    let res_ty = body.value_type(body.results(op)[0]);
    let groups = compose_reassociation(
        &reassociation(&rw.op_ref(inner)),
        &reassociation(&rw.op_ref(op)),
    )
    .ok_or(MatchFailure)?;
    replace_with_reshape(rw, op, &name, inner_src, res_ty, &groups);
    Ok(())
}

fn rank(ctx: &Context, t: Type) -> usize {
    ranked(ctx, t).map_or(0, |r| r.0.len())
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion is one reshape of the
/// expansion's source when the groups nest (a cast when the rank stays).
fn compose_collapse_of_expand(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let src = body.operand(op, 0);
    let expand = rw
        .defining_op(src, ExpandShapeOp::NAME)
        .ok_or(MatchFailure)?;
    let expand_src = body.operand(expand, 0);
    let src_ty = body.value_type(expand_src);
    let res_ty = body.value_type(body.results(op)[0]);
    if src_ty == res_ty {
        return Err(MatchFailure);
    }
    let (src_rank, res_rank) = (rank(ctx, src_ty), rank(ctx, res_ty));
    let (expand_groups, collapse_groups) = (
        reassociation(&rw.op_ref(expand)),
        reassociation(&rw.op_ref(op)),
    );
    let (higher, lower) = if src_rank > res_rank {
        (expand_groups, collapse_groups)
    } else {
        (collapse_groups, expand_groups)
    };
    let mut id = 0usize;
    let mut composed = Vec::new();
    for l in &lower {
        let mut indices = Vec::new();
        let last = *l.last().ok_or(MatchFailure)?;
        while id < higher.len() {
            let rightmost = *higher[id].last().ok_or(MatchFailure)?;
            if rightmost > last {
                return Err(MatchFailure);
            }
            indices.push(id as i64);
            id += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(indices);
    }
    if src_rank > res_rank {
        replace_with_reshape(rw, op, CollapseShapeOp::NAME, expand_src, res_ty, &composed);
    } else if src_rank < res_rank {
        replace_with_reshape(rw, op, ExpandShapeOp::NAME, expand_src, res_ty, &composed);
    } else {
        let loc = body.loc(op);
        rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, expand_src, res_ty));
    }
    Ok(())
}

/// MLIR's `getReassociationIndicesForCollapse`: the groups that collapse `source` to
/// `target`, trailing unit or dynamic sizes joining the last group.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut dim = 0usize;
    let mut groups: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product = 1i64;
    while dim < source.len() {
        let Some(&t) = target.get(groups.len()) else {
            break;
        };
        while dim < source.len() && source[dim] != DYNAMIC && product.wrapping_mul(source[dim]) < t
        {
            product = product.wrapping_mul(source[dim]);
            current.push(dim as i64);
            dim += 1;
        }
        let &s = source.get(dim)?;
        if s == DYNAMIC && (t != DYNAMIC || product != 1) {
            return None;
        }
        if t == DYNAMIC && s != DYNAMIC {
            return None;
        }
        if product.wrapping_mul(s) != t {
            return None;
        }
        current.push(dim as i64);
        dim += 1;
        groups.push(std::mem::take(&mut current));
        product = 1;
    }
    if groups.len() != target.len() {
        return None;
    }
    for (d, &s) in source.iter().enumerate().skip(dim) {
        if s != DYNAMIC && s != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(d as i64);
        }
    }
    Some(groups)
}

/// `ComposeExpandOfCollapseOp`'s `findCollapsingReassociation`: per pair of groups, the
/// groups collapsing the source's sub-shape to the result's (groups of one size on both
/// sides fail, as in MLIR 16).
fn find_collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let mut composed = Vec::new();
    for (s, r) in src_groups.iter().zip(res_groups) {
        let (s0, r0) = (*s.first()? as usize, *r.first()? as usize);
        let src_sub = src_shape.get(s0..s0 + s.len())?;
        let res_sub = res_shape.get(r0..r0 + r.len())?;
        if src_sub.len() == res_sub.len() {
            if src_sub == res_sub {
                composed.push(s.clone());
            } else {
                return None;
            }
        }
        let sub = reassociation_for_collapse(src_sub, res_sub)?;
        for g in sub {
            composed.push(g.iter().map(|&i| s0 as i64 + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse is one reshape of the
/// collapse's source when the sub-shapes collapse group by group.
fn compose_expand_of_collapse(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let src = body.operand(op, 0);
    let collapse = rw
        .defining_op(src, CollapseShapeOp::NAME)
        .ok_or(MatchFailure)?;
    let collapse_src = body.operand(collapse, 0);
    let src_ty = body.value_type(collapse_src);
    let res_ty = body.value_type(body.results(op)[0]);
    if src_ty == res_ty {
        return Err(MatchFailure);
    }
    let (src_shape, _) = ranked(ctx, src_ty).ok_or(MatchFailure)?;
    let (res_shape, _) = ranked(ctx, res_ty).ok_or(MatchFailure)?;
    let src_groups = reassociation(&rw.op_ref(collapse));
    let res_groups = reassociation(&rw.op_ref(op));
    if src_shape.len() > res_shape.len() {
        let groups =
            find_collapsing_reassociation(&src_groups, &res_groups, &src_shape, &res_shape)
                .ok_or(MatchFailure)?;
        replace_with_reshape(rw, op, CollapseShapeOp::NAME, collapse_src, res_ty, &groups);
        return Ok(());
    }
    let groups = find_collapsing_reassociation(&res_groups, &src_groups, &res_shape, &src_shape)
        .ok_or(MatchFailure)?;
    replace_with_reshape(rw, op, ExpandShapeOp::NAME, collapse_src, res_ty, &groups);
    Ok(())
}

/// `FoldReshapeWithSplat`: a reshape of a `tensor.splat` is the splat of the result type.
fn fold_reshape_with_splat(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let splat = rw
        .defining_op(body.operand(op, 0), SplatOp::NAME)
        .ok_or(MatchFailure)?;
    let input = body.operand(splat, 0);
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, SplatOp::build(ctx, loc, input, ty));
    Ok(())
}

/// `FoldReshapeWithFromElements`: a reshape to a static type of a `tensor.from_elements`
/// is the `tensor.from_elements` of the result type.
fn fold_reshape_with_from_elements(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let from = rw
        .defining_op(body.operand(op, 0), FromElementsOp::NAME)
        .ok_or(MatchFailure)?;
    let ty = body.value_type(body.results(op)[0]);
    let (shape, _) = ranked(ctx, ty).ok_or(MatchFailure)?;
    if shape.contains(&DYNAMIC) {
        return Err(MatchFailure);
    }
    let elements: Vec<Value> = body.operands(from).collect();
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, FromElementsOp::build(ctx, loc, &elements, ty));
    Ok(())
}

/// MLIR's `computeTensorReshapeCollapsedType`: per group the product of the sizes, dynamic
/// when one is; no encoding.
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (shape, elem) = ranked(ctx, src)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let sizes = g
            .iter()
            .map(|&d| shape.get(usize::try_from(d).ok()?).copied())
            .collect::<Option<Vec<i64>>>()?;
        out.push(if sizes.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            sizes.iter().fold(1i64, |a, &b| a.wrapping_mul(b))
        });
    }
    Some(ranked_tensor(ctx, out, elem))
}

/// `FoldCollapseOfCastOp`: a collapse of a `tensor.cast` that loses no static size
/// collapses the cast's source, cast back to the result type when the type differs.
fn fold_collapse_of_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let cast = rw
        .defining_op(body.operand(op, 0), CastOp::NAME)
        .ok_or(MatchFailure)?;
    if !can_fold_into_consumer(ctx, body, cast) {
        return Err(MatchFailure);
    }
    let cast_src = body.operand(cast, 0);
    let groups = reassociation(&rw.op_ref(op));
    let new_ty = collapsed_type(ctx, body.value_type(cast_src), &groups).ok_or(MatchFailure)?;
    let res_ty = body.value_type(body.results(op)[0]);
    if new_ty == res_ty {
        rw.modify_op_in_place(op, |rw| rw.set_operand(op, 0, cast_src));
    } else {
        let loc = body.loc(op);
        let attr = reassociation_attr(ctx, &groups);
        rw.set_insertion_point_before(op);
        let new = rw.create(CollapseShapeOp::build(ctx, loc, cast_src, new_ty, attr));
        let v = rw.body().results(new)[0];
        rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, res_ty));
    }
    Ok(())
}

/// The constant index of a `tensor.dim` and the result shape of its source, when the
/// source is defined by an op named `name` and the index is a dynamic size.
fn dynamic_dim_of(rw: &PatternRewriter<'_>, op: Op, name: &str) -> Option<(Op, usize)> {
    let ctx = rw.ctx();
    let body = rw.body();
    let dim = DimOp(rw.op_ref(op));
    let reshape = rw.defining_op(dim.source(), name)?;
    let index = usize::try_from(constant_int(ctx, body, dim.index())?).ok()?;
    let (shape, _) = ranked(ctx, body.value_type(dim.source()))?;
    (shape.get(index) == Some(&DYNAMIC)).then_some((reshape, index))
}

/// A `tensor.dim` of `source` at constant index `i`, created before `op` (the index
/// constant first, as MLIR's `DimOp::build` of an integer creates it).
fn create_dim(rw: &mut PatternRewriter<'_>, op: Op, source: Value, i: i64) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let index = ctx.index_type();
    let c = rw.create(ArithConstantOp::build(
        ctx,
        loc,
        index,
        ctx.integer_attr(i as i128, index),
    ));
    let c = rw.body().results(c)[0];
    let d = rw.create(DimOp::build(ctx, loc, source, c, index));
    rw.body().results(d)[0]
}

fn replace_with_apply(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    expr: AffineExpr,
    num_symbols: u32,
    operands: &[Value],
) {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let map = ctx.intern_attr(AttrKind::AffineMap(AffineMap {
        num_dims: 0,
        num_symbols,
        results: vec![expr],
    }));
    rw.replace_op_with_new_op(
        op,
        AffineApplyOp::build(ctx, loc, operands, ctx.index_type(), map),
    );
}

/// `FoldDimOfExpandShape`: the dim of a dynamic size of an expansion is the source's size
/// of its group divided by the group's static sizes.
fn fold_dim_of_expand_shape(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let (expand, index) = dynamic_dim_of(rw, op, ExpandShapeOp::NAME).ok_or(MatchFailure)?;
    let body = rw.body();
    let groups = reassociation(&rw.op_ref(expand));
    let (shape, _) = ranked(ctx, body.value_type(body.results(expand)[0])).ok_or(MatchFailure)?;
    let src_dim = groups
        .iter()
        .position(|g| g.contains(&(index as i64)))
        .ok_or(MatchFailure)?;
    let product = groups[src_dim]
        .iter()
        .filter(|&&d| d != index as i64)
        .fold(1i64, |a, &d| a.wrapping_mul(shape[d as usize]));
    let src = body.operand(expand, 0);
    rw.set_insertion_point_before(op);
    let size = create_dim(rw, op, src, src_dim as i64);
    let expr = AffineExpr::Symbol(0).floor_div(AffineExpr::Constant(product));
    replace_with_apply(rw, op, expr, 1, &[size]);
    Ok(())
}

/// `FoldDimOfCollapseShape`: the dim of a dynamic size of a collapse is the product of
/// the source's sizes of its group.
fn fold_dim_of_collapse_shape(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let (collapse, index) = dynamic_dim_of(rw, op, CollapseShapeOp::NAME).ok_or(MatchFailure)?;
    let groups = reassociation(&rw.op_ref(collapse));
    let group = groups.get(index).ok_or(MatchFailure)?.clone();
    let src = rw.body().operand(collapse, 0);
    rw.set_insertion_point_before(op);
    let mut sizes = Vec::with_capacity(group.len());
    let mut product: Option<AffineExpr> = None;
    for (k, &d) in group.iter().enumerate() {
        sizes.push(create_dim(rw, op, src, d));
        let s = AffineExpr::Symbol(k as u32);
        product = Some(match product {
            Some(p) => p * s,
            None => s,
        });
    }
    let expr = product.ok_or(MatchFailure)?;
    replace_with_apply(rw, op, expr, group.len() as u32, &sizes);
    Ok(())
}

impl HasCanonicalizer for ExpandShapeOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExpandShapeOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ComposeReassociativeReshapeOps",
            compose_reassociative_reshapes,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "ComposeExpandOfCollapseOp",
            compose_expand_of_collapse,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldReshapeWithSplat",
            fold_reshape_with_splat,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldReshapeWithFromElements",
            fold_reshape_with_from_elements,
        );
        let dim = PatternRoot::Op(ctx.ident(DimOp::NAME));
        set.add_fn(
            ctx,
            dim,
            1,
            "FoldDimOfExpandShape",
            fold_dim_of_expand_shape,
        );
        set.add_fn(
            ctx,
            dim,
            1,
            "FoldDimOfCollapseShape",
            fold_dim_of_collapse_shape,
        );
    }
}

impl HasCanonicalizer for CollapseShapeOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(CollapseShapeOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ComposeReassociativeReshapeOps",
            compose_reassociative_reshapes,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "ComposeCollapseOfExpandOp",
            compose_collapse_of_expand,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldReshapeWithSplat",
            fold_reshape_with_splat,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "FoldReshapeWithFromElements",
            fold_reshape_with_from_elements,
        );
        set.add_fn(ctx, root, 1, "FoldCollapseOfCastOp", fold_collapse_of_cast);
    }
}
