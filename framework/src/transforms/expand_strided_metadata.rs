//! `expand-strided-metadata` (MLIR 16's `ExpandStridedMetadataPass`): the greedy driver
//! with MLIR 16's `populateExpandStridedMetadataPatterns`, which rewrite the ops that
//! change a memref's metadata into `memref.extract_strided_metadata` of the source, the
//! metadata's new values as `affine.apply` (or constants), and `memref.reinterpret_cast`:
//!
//! - `memref.subview`: offset `baseOffset + sum(subOffset#i * baseStride#i)`, strides
//!   `baseStride#i * subStride#i`, the subview's sizes, dropped dimensions left out;
//! - `memref.expand_shape`: per reassociation group, the static sizes of the result and
//!   the dynamic one as the source size divided by their product, the strides the
//!   source stride times the product of the inner sizes;
//! - `memref.collapse_shape`: per group, the static size of the result or the product of
//!   the group's sizes, the stride of the group's innermost dimension;
//! - `memref.extract_strided_metadata` of `memref.alloc` / `memref.alloca` (identity
//!   layout: the base as a `memref.reinterpret_cast` of the allocation, offset 0, the
//!   sizes and the products of the inner sizes as strides), of `memref.reinterpret_cast`
//!   (its offset, sizes and strides) and of the base buffer of another
//!   `memref.extract_strided_metadata` (that buffer, offset 0).
//!
//! Each new value is MLIR's `makeComposedFoldedAffineApply`: the expression with constant
//! operands folded in, operands defined by `affine.apply` composed, repeated operands
//! merged, then simplified; a constant or a lone operand needs no `affine.apply`.
//!
//! The ops it reads and creates are named, not typed (their dialects are the root
//! crate's).

use crate::ir::affine::{simplify_affine_expr, AffineExpr, AffineMap};
use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::body::{Op, OperationState, Value, ValueDef};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::fold::constant_int;
use crate::ir::layout::{memref_parts, strides_and_offset};
use crate::ir::types::{Signedness, TypeKind, DYNAMIC};
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{
    apply_patterns_and_fold_greedily_in, FrozenRewritePatternSet, GreedyRewriteConfig,
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};

use super::passes::ExpandStridedMetadataBase;

/// A value or a constant (MLIR's `OpFoldResult` of an index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ofr {
    Value(Value),
    Const(i64),
}

// ----- building ops -----

fn dense_i64(ctx: &Context, values: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(64),
        kind: DenseElemKind::Int(64, Signedness::Signless),
        values: values.iter().map(|&v| v as u64 as u128).collect(),
    })
}

fn dense_i32(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: values.iter().map(|&v| v as u32 as u128).collect(),
    })
}

fn state(
    ctx: &Context,
    name: &str,
    operands: Vec<Value>,
    attrs: Vec<(&str, Attribute)>,
    result_types: Vec<Type>,
    loc: Attribute,
) -> OperationState {
    OperationState {
        name: ctx.ident(name),
        operands,
        attrs: ctx.dictionary_attr(attrs.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect()),
        result_types,
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    }
}

/// `arith.constant value : index` (MLIR's `arith::ConstantIndexOp`).
fn constant_index(rw: &mut PatternRewriter<'_>, loc: Attribute, value: i64) -> Value {
    let ctx = rw.ctx();
    let index = ctx.index_type();
    let attr = ctx.integer_attr(i128::from(value), index);
    let op = rw.create(state(
        ctx,
        "arith.constant",
        vec![],
        vec![("value", attr)],
        vec![index],
        loc,
    ));
    rw.body().results(op)[0]
}

/// The value of `v`, a new `arith.constant` for a constant (MLIR's
/// `getValueOrCreateConstantIndexOp`).
fn value_of(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Ofr) -> Value {
    match v {
        Ofr::Value(v) => v,
        Ofr::Const(c) => constant_index(rw, loc, c),
    }
}

/// `v` as a constant when a constant op defines it (MLIR's `getAsOpFoldResult`).
fn as_ofr(rw: &PatternRewriter<'_>, v: Value) -> Ofr {
    match constant_int(rw.ctx(), rw.body(), v) {
        Some(c) => Ofr::Const(c as i64),
        None => Ofr::Value(v),
    }
}

/// `memref.extract_strided_metadata source` of the ranked memref type `source_ty`.
fn extract_strided_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    source: Value,
    source_ty: Type,
) -> Option<Op> {
    let ctx = rw.ctx();
    let parts = memref_parts(ctx, source_ty)?;
    let base = ctx.intern_type(TypeKind::MemRef {
        shape: Vec::new(),
        elem: parts.elem,
        layout: None,
        memory_space: parts.memory_space,
    });
    let index = ctx.index_type();
    let rank = parts.shape.len();
    let mut results = vec![base, index];
    results.extend(std::iter::repeat(index).take(2 * rank));
    Some(rw.create(state(
        ctx,
        "memref.extract_strided_metadata",
        vec![source],
        vec![],
        results,
        loc,
    )))
}

/// `memref.reinterpret_cast source to offset: [offset], sizes: [sizes], strides:
/// [strides] : ... to result`, constants static.
fn reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result: Type,
    source: Value,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    let ctx = rw.ctx();
    let mut operands = vec![source];
    let split = |list: &[Ofr], operands: &mut Vec<Value>| -> (Vec<i64>, i32) {
        let mut n = 0;
        let statics = list
            .iter()
            .map(|v| match *v {
                Ofr::Value(v) => {
                    operands.push(v);
                    n += 1;
                    DYNAMIC
                }
                Ofr::Const(c) => c,
            })
            .collect();
        (statics, n)
    };
    let (so, no) = split(&[offset], &mut operands);
    let (ss, ns) = split(sizes, &mut operands);
    let (st, nt) = split(strides, &mut operands);
    let attrs = vec![
        ("operand_segment_sizes", dense_i32(ctx, &[1, no, ns, nt])),
        ("static_offsets", dense_i64(ctx, &so)),
        ("static_sizes", dense_i64(ctx, &ss)),
        ("static_strides", dense_i64(ctx, &st)),
    ];
    let op = rw.create(state(
        ctx,
        "memref.reinterpret_cast",
        operands,
        attrs,
        vec![result],
        loc,
    ));
    rw.body().results(op)[0]
}

// ----- makeComposedFoldedAffineApply -----

/// The map and operands of the `affine.apply` defining `v`, when one of a single result
/// does.
fn apply_of(rw: &PatternRewriter<'_>, v: Value) -> Option<(AffineMap, Vec<Value>)> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ValueDef::OpResult(def, _) = body.value_def(v) else {
        return None;
    };
    if ctx.ident_ref(body.op_name(def)) != "affine.apply" {
        return None;
    }
    let AttrKind::AffineMap(map) = ctx.attr_kind_ref(ctx.dictionary_get(body.attrs(def), "map")?)
    else {
        return None;
    };
    if map.results.len() != 1 {
        return None;
    }
    Some((map.clone(), body.operands(def).collect()))
}

/// The value of `expr` (of symbols only) on `operands`, folded to a constant or an operand
/// when it can be, else a new `affine.apply` (MLIR's `makeComposedFoldedAffineApply`).
fn composed_folded_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    expr: AffineExpr,
    operands: &[Ofr],
) -> Ofr {
    // Compose with the `affine.apply` ops defining operands, until none does (their
    // dimensions and symbols become symbols, after the operands).
    let mut expr = expr;
    let mut ops: Vec<Ofr> = operands
        .iter()
        .map(|&o| match o {
            Ofr::Value(v) => as_ofr(rw, v),
            c => c,
        })
        .collect();
    loop {
        let mut changed = false;
        let n = ops.len();
        for i in 0..n {
            let Ofr::Value(v) = ops[i] else { continue };
            let Some((map, inner)) = apply_of(rw, v) else {
                continue;
            };
            let base = ops.len() as u32;
            let inner_expr = &map.results[0];
            let dims: Vec<AffineExpr> = (0..map.num_dims)
                .map(|d| AffineExpr::Symbol(base + d))
                .collect();
            let syms: Vec<AffineExpr> = (0..map.num_symbols)
                .map(|s| AffineExpr::Symbol(base + map.num_dims + s))
                .collect();
            let replacement = inner_expr.replace_dims_and_symbols(&dims, &syms);
            let mut all: Vec<AffineExpr> = (0..ops.len() as u32).map(AffineExpr::Symbol).collect();
            all[i] = replacement;
            expr = expr.replace_dims_and_symbols(&[], &all);
            ops.extend(inner.into_iter().map(|v| as_ofr(rw, v)));
            // The composed operand is now unused.
            ops[i] = Ofr::Const(0);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    let (mut exprs, kept) = canonicalize(vec![expr], &ops);
    let expr = exprs.pop().expect("one result");
    match expr {
        AffineExpr::Constant(c) => return Ofr::Const(c),
        AffineExpr::Symbol(s) => return Ofr::Value(kept[s as usize]),
        _ => {}
    }
    let ctx = rw.ctx();
    let map = AffineMap {
        num_dims: 0,
        num_symbols: kept.len() as u32,
        results: vec![expr],
    };
    let attr = ctx.intern_attr(AttrKind::AffineMap(map));
    let op = rw.create(state(
        ctx,
        "affine.apply",
        kept,
        vec![("map", attr)],
        vec![ctx.index_type()],
        loc,
    ));
    Ofr::Value(rw.body().results(op)[0])
}

/// MLIR's `canonicalizeMapAndOperands` then `simplifyAffineMap` on a map of symbols only:
/// constants folded in, unused operands dropped, repeated ones merged, the others
/// renumbered in order; gives the results and the operands kept.
fn canonicalize(exprs: Vec<AffineExpr>, ops: &[Ofr]) -> (Vec<AffineExpr>, Vec<Value>) {
    let mut used = vec![false; ops.len()];
    for e in &exprs {
        e.walk_ids(&mut |is_dim, id| {
            if !is_dim {
                if let Some(u) = used.get_mut(id as usize) {
                    *u = true;
                }
            }
        });
    }
    let mut remap = Vec::with_capacity(ops.len());
    let mut kept: Vec<Value> = Vec::new();
    for (i, o) in ops.iter().enumerate() {
        remap.push(match *o {
            _ if !used[i] => AffineExpr::Constant(0),
            Ofr::Const(c) => AffineExpr::Constant(c),
            Ofr::Value(v) => match kept.iter().position(|&k| k == v) {
                Some(p) => AffineExpr::Symbol(p as u32),
                None => {
                    kept.push(v);
                    AffineExpr::Symbol(kept.len() as u32 - 1)
                }
            },
        });
    }
    let n = kept.len() as u32;
    let exprs = exprs
        .iter()
        .map(|e| simplify_affine_expr(&e.replace_dims_and_symbols(&[], &remap), 0, n))
        .collect();
    (exprs, kept)
}

/// The minimum of `operands` (MLIR's `makeComposedFoldedAffineMin` of the identity map):
/// a constant when every operand is one, else a new `affine.min`.
fn composed_folded_min(rw: &mut PatternRewriter<'_>, loc: Attribute, operands: &[Ofr]) -> Ofr {
    let operands: Vec<Ofr> = operands
        .iter()
        .map(|&o| match o {
            Ofr::Value(v) => as_ofr(rw, v),
            c => c,
        })
        .collect();
    let exprs = (0..operands.len() as u32).map(sym).collect();
    let (exprs, kept) = canonicalize(exprs, &operands);
    let consts: Option<Vec<i64>> = exprs
        .iter()
        .map(|e| match e {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        })
        .collect();
    if let Some(min) = consts.and_then(|c| c.into_iter().min()) {
        return Ofr::Const(min);
    }
    let ctx = rw.ctx();
    let map = AffineMap {
        num_dims: 0,
        num_symbols: kept.len() as u32,
        results: exprs,
    };
    let attr = ctx.intern_attr(AttrKind::AffineMap(map));
    let op = rw.create(state(
        ctx,
        "affine.min",
        kept,
        vec![("map", attr)],
        vec![ctx.index_type()],
        loc,
    ));
    Ofr::Value(rw.body().results(op)[0])
}

fn sym(i: u32) -> AffineExpr {
    AffineExpr::Symbol(i)
}

fn mul(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::binary(crate::ir::affine::AffineBinOp::Mul, a, b)
}

fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::binary(crate::ir::affine::AffineBinOp::Add, a, b)
}

// ----- reading ops -----

fn i64_array(rw: &PatternRewriter<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    let ctx = rw.ctx();
    match ctx.attr_kind_ref(ctx.dictionary_get(rw.body().attrs(op), name)?) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&v| v as u64 as i64).collect())
        }
        _ => None,
    }
}

/// The mixed offsets, sizes and strides of a `memref.subview` or
/// `memref.reinterpret_cast`.
fn mixed_lists(rw: &PatternRewriter<'_>, op: Op) -> Option<[Vec<Ofr>; 3]> {
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let seg = i64_array(rw, op, "operand_segment_sizes")?;
    if seg.len() != 4 {
        return None;
    }
    let mut at = seg[0] as usize;
    let mut out: [Vec<Ofr>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let statics = i64_array(rw, op, name)?;
        for s in statics {
            out[k].push(if s == DYNAMIC {
                let v = *operands.get(at)?;
                at += 1;
                Ofr::Value(v)
            } else {
                Ofr::Const(s)
            });
        }
    }
    Some(out)
}

fn operand(rw: &PatternRewriter<'_>, op: Op, i: usize) -> Option<Value> {
    rw.body().operands(op).nth(i)
}

fn result_type(rw: &PatternRewriter<'_>, op: Op) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// The reassociation groups of an `expand_shape` / `collapse_shape`.
fn reassociation(rw: &PatternRewriter<'_>, op: Op) -> Option<Vec<Vec<usize>>> {
    let ctx = rw.ctx();
    let AttrKind::Array(groups) =
        ctx.attr_kind_ref(ctx.dictionary_get(rw.body().attrs(op), "reassociation")?)
    else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind_ref(g) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_kind_ref(i) {
                    AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// The source dimensions a rank-reducing subview drops (MLIR's `getDroppedDims`): unit
/// sizes not matched by the result's shape, left to right.
fn dropped_dims(sizes: &[Ofr], result_shape: &[i64]) -> Vec<bool> {
    let mut dropped = vec![false; sizes.len()];
    let mut to_drop = sizes.len().saturating_sub(result_shape.len());
    let mut j = 0;
    for (i, s) in sizes.iter().enumerate() {
        let remaining_src = sizes.len() - i;
        let remaining_dst = result_shape.len() - j;
        if to_drop > 0
            && *s == Ofr::Const(1)
            && (remaining_dst < remaining_src
                && (j >= result_shape.len()
                    || result_shape[j] != 1
                    || remaining_dst + to_drop > remaining_src))
        {
            dropped[i] = true;
            to_drop -= 1;
            continue;
        }
        j += 1;
    }
    dropped
}

// ----- the patterns -----

/// `memref.subview` to `memref.reinterpret_cast` of the source's base buffer (MLIR's
/// `SubviewFolder`).
fn subview_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let source_ty = rw.body().value_type(source);
    let source_rank = memref_parts(ctx, source_ty)
        .ok_or(MatchFailure)?
        .shape
        .len();
    let (source_strides, source_offset) = strides_and_offset(ctx, source_ty).ok_or(MatchFailure)?;
    let result_ty = result_type(rw, op);
    let result_shape = memref_parts(ctx, result_ty).ok_or(MatchFailure)?.shape;
    let [sub_offsets, sub_sizes, sub_strides] = mixed_lists(rw, op).ok_or(MatchFailure)?;
    if sub_offsets.len() != source_rank
        || sub_sizes.len() != source_rank
        || sub_strides.len() != source_rank
    {
        return Err(MatchFailure);
    }
    let meta = extract_strided_metadata(rw, loc, source, source_ty).ok_or(MatchFailure)?;
    let meta_results = rw.body().results(meta).to_vec();
    let orig_strides = &meta_results[2 + source_rank..];
    let mut strides = Vec::with_capacity(source_rank);
    let mut values = Vec::with_capacity(2 * source_rank + 1);
    values.push(if source_offset == DYNAMIC {
        as_ofr(rw, meta_results[1])
    } else {
        Ofr::Const(source_offset)
    });
    let mut expr = sym(0);
    for i in 0..source_rank {
        let orig_stride = if source_strides[i] == DYNAMIC {
            Ofr::Value(orig_strides[i])
        } else {
            Ofr::Const(source_strides[i])
        };
        strides.push(composed_folded_apply(
            rw,
            loc,
            mul(sym(0), sym(1)),
            &[sub_strides[i], orig_stride],
        ));
        let base = 1 + 2 * i as u32;
        expr = add(expr, mul(sym(base), sym(base + 1)));
        values.push(sub_offsets[i]);
        values.push(orig_stride);
    }
    let offset = composed_folded_apply(rw, loc, expr, &values);
    let dropped = dropped_dims(&sub_sizes, &result_shape);
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for i in 0..source_rank {
        if dropped[i] {
            continue;
        }
        sizes.push(sub_sizes[i]);
        final_strides.push(strides[i]);
    }
    let base = meta_results[0];
    let v = reinterpret_cast(rw, loc, result_ty, base, offset, &sizes, &final_strides);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// The sizes of group `group` of an `expand_shape` (MLIR's `getExpandedSizes`).
fn expanded_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result_shape: &[i64],
    group: &[usize],
    orig_size: Ofr,
) -> Vec<Ofr> {
    let mut out = vec![Ofr::Const(0); group.len()];
    let mut product: i64 = 1;
    let mut dyn_idx = None;
    for (i, &d) in group.iter().enumerate() {
        if result_shape[d] == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        product = product.wrapping_mul(result_shape[d]);
        out[i] = Ofr::Const(result_shape[d]);
    }
    if let Some(i) = dyn_idx {
        out[i] = composed_folded_apply(
            rw,
            loc,
            sym(0).floor_div(AffineExpr::Constant(product)),
            &[orig_size],
        );
    }
    out
}

/// The strides of group `group` of an `expand_shape` (MLIR's `getExpandedStrides`).
fn expanded_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result_shape: &[i64],
    group: &[usize],
    orig_size: Ofr,
    orig_stride: Ofr,
) -> Vec<Ofr> {
    let n = group.len();
    let mut base = vec![0i64; n];
    let mut current: i64 = 1;
    let mut dyn_idx = None;
    for i in (0..n).rev() {
        base[i] = current;
        let d = result_shape[group[i]];
        if d == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        current = current.wrapping_mul(d);
    }
    let mut out = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(dyn_idx) = dyn_idx {
        let product = current;
        while done < dyn_idx {
            let e = mul(
                mul(sym(0), AffineExpr::Constant(base[done]))
                    .floor_div(AffineExpr::Constant(product)),
                sym(1),
            );
            out.push(composed_folded_apply(rw, loc, e, &[orig_size, orig_stride]));
            done += 1;
        }
    }
    while done < n {
        let e = mul(sym(0), AffineExpr::Constant(base[done]));
        out.push(composed_folded_apply(rw, loc, e, &[orig_stride]));
        done += 1;
    }
    out
}

/// The size of group `group` of a `collapse_shape` (MLIR's `getCollapsedSize`).
fn collapsed_size(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result_size: i64,
    source_shape: &[i64],
    group: &[usize],
    orig_sizes: &[Ofr],
) -> Ofr {
    if result_size != DYNAMIC {
        return Ofr::Const(result_size);
    }
    // MLIR's `getProductOfValues`: the product of the group's sizes.
    let mut expr = AffineExpr::Constant(1);
    let mut inputs = Vec::new();
    for (k, &d) in group.iter().enumerate() {
        expr = mul(expr, sym(k as u32));
        inputs.push(match source_shape[d] {
            DYNAMIC => orig_sizes[d],
            s => Ofr::Const(s),
        });
    }
    composed_folded_apply(rw, loc, expr, &inputs)
}

/// The stride of group `group` of a `collapse_shape` (MLIR 16's `getCollapsedStride`): the
/// least stride of the group's dimensions of size other than 1; for a group of unit
/// dimensions, the result type's stride, or a dynamic stride of the group.
#[allow(clippy::too_many_arguments)]
fn collapsed_stride(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    source_shape: &[i64],
    strides: &[i64],
    result_ty: Type,
    group_id: usize,
    group: &[usize],
    orig_strides: &[Ofr],
) -> Option<Ofr> {
    let group_strides: Vec<Ofr> = group
        .iter()
        .filter(|&&d| source_shape[d] != 1)
        .map(|&d| match strides[d] {
            DYNAMIC => orig_strides[d],
            s => Ofr::Const(s),
        })
        .collect();
    if group_strides.is_empty() {
        let (result_strides, _) = strides_and_offset(rw.ctx(), result_ty)?;
        return match *result_strides.get(group_id)? {
            DYNAMIC => group
                .iter()
                .find(|&&d| strides[d] == DYNAMIC)
                .map(|&d| orig_strides[d]),
            s => Some(Ofr::Const(s)),
        };
    }
    Some(composed_folded_min(rw, loc, &group_strides))
}

/// `memref.expand_shape` / `memref.collapse_shape` to `memref.reinterpret_cast` of the
/// source's base buffer (MLIR's `ReshapeFolder`).
fn reshape_folder(op: Op, rw: &mut PatternRewriter<'_>, expand: bool) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let source_ty = rw.body().value_type(source);
    let source_shape = memref_parts(ctx, source_ty).ok_or(MatchFailure)?.shape;
    let (strides, offset) = strides_and_offset(ctx, source_ty).ok_or(MatchFailure)?;
    let result_ty = result_type(rw, op);
    let result_shape = memref_parts(ctx, result_ty).ok_or(MatchFailure)?.shape;
    let groups = reassociation(rw, op).ok_or(MatchFailure)?;
    let meta = extract_strided_metadata(rw, loc, source, source_ty).ok_or(MatchFailure)?;
    let meta_results = rw.body().results(meta).to_vec();
    let rank = source_shape.len();
    let offset = if offset == DYNAMIC {
        as_ofr(rw, meta_results[1])
    } else {
        Ofr::Const(offset)
    };
    if rank == 0 {
        let ones = vec![Ofr::Const(1); result_shape.len()];
        let v = reinterpret_cast(rw, loc, result_ty, meta_results[0], offset, &ones, &ones);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    let orig_sizes: Vec<Ofr> = meta_results[2..2 + rank]
        .iter()
        .map(|&v| as_ofr(rw, v))
        .collect();
    let orig_strides: Vec<Ofr> = meta_results[2 + rank..2 + 2 * rank]
        .iter()
        .map(|&v| as_ofr(rw, v))
        .collect();
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        if expand {
            let orig_stride = if strides[g] == DYNAMIC {
                orig_strides[g]
            } else {
                Ofr::Const(strides[g])
            };
            sizes.extend(expanded_sizes(rw, loc, &result_shape, group, orig_sizes[g]));
            final_strides.extend(expanded_strides(
                rw,
                loc,
                &result_shape,
                group,
                orig_sizes[g],
                orig_stride,
            ));
        } else {
            sizes.push(collapsed_size(
                rw,
                loc,
                result_shape[g],
                &source_shape,
                group,
                &orig_sizes,
            ));
            final_strides.push(
                collapsed_stride(
                    rw,
                    loc,
                    &source_shape,
                    &strides,
                    result_ty,
                    g,
                    group,
                    &orig_strides,
                )
                .ok_or(MatchFailure)?,
            );
        }
    }
    let v = reinterpret_cast(
        rw,
        loc,
        result_ty,
        meta_results[0],
        offset,
        &sizes,
        &final_strides,
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

fn expand_shape_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    reshape_folder(op, rw, true)
}

fn collapse_shape_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    reshape_folder(op, rw, false)
}

/// The op named `name` defining `v`.
fn defined_by(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<Op> {
    match rw.body().value_def(v) {
        ValueDef::OpResult(def, _) if rw.ctx().ident_ref(rw.body().op_name(def)) == name => {
            Some(def)
        }
        _ => None,
    }
}

/// `memref.extract_strided_metadata` of `memref.alloc` / `memref.alloca` (MLIR's
/// `ExtractStridedMetadataOpAllocFolder`).
fn extract_of_alloc(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let alloc = defined_by(rw, source, "memref.alloc")
        .or_else(|| defined_by(rw, source, "memref.alloca"))
        .ok_or(MatchFailure)?;
    let memref = rw.body().value_type(source);
    let parts = memref_parts(ctx, memref).ok_or(MatchFailure)?;
    if parts.layout.is_some() {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    let rank = parts.shape.len();
    let seg = i64_array(rw, alloc, "operand_segment_sizes");
    let all: Vec<Value> = rw.body().operands(alloc).collect();
    let dynamic: Vec<Value> = match seg {
        Some(s) if !s.is_empty() => all[..s[0] as usize].to_vec(),
        _ => all,
    };
    let mut dyn_it = dynamic.into_iter();
    let mut sizes = Vec::with_capacity(rank);
    for &s in &parts.shape {
        sizes.push(if s == DYNAMIC {
            Ofr::Value(dyn_it.next().ok_or(MatchFailure)?)
        } else {
            Ofr::Const(s)
        });
    }
    let mut strides = vec![Ofr::Const(1); rank];
    let mut expr = AffineExpr::Constant(1);
    for (symbol, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = mul(expr, sym(symbol as u32));
        strides[i] = composed_folded_apply(rw, loc, expr.clone(), &sizes[i + 1..]);
    }
    let base_ty = rw.body().value_type(rw.body().results(op)[0]);
    let base = if memref == base_ty {
        source
    } else {
        reinterpret_cast(rw, loc, base_ty, source, Ofr::Const(0), &[], &[])
    };
    let mut results = vec![base, constant_index(rw, loc, 0)];
    for s in sizes {
        results.push(value_of(rw, loc, s));
    }
    for s in strides {
        results.push(value_of(rw, loc, s));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// `memref.extract_strided_metadata` of `memref.reinterpret_cast` (MLIR's
/// `ExtractStridedMetadataOpReinterpretCastFolder`).
fn extract_of_reinterpret_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let cast = defined_by(rw, source, "memref.reinterpret_cast").ok_or(MatchFailure)?;
    let cast_source = operand(rw, cast, 0).ok_or(MatchFailure)?;
    let cast_source_ty = rw.body().value_type(cast_source);
    if memref_parts(ctx, cast_source_ty).is_none() {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    let [offsets, sizes, strides] = mixed_lists(rw, cast).ok_or(MatchFailure)?;
    let meta =
        extract_strided_metadata(rw, loc, cast_source, cast_source_ty).ok_or(MatchFailure)?;
    let mut results = vec![rw.body().results(meta)[0]];
    for v in offsets.into_iter().chain(sizes).chain(strides) {
        results.push(value_of(rw, loc, v));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// `memref.extract_strided_metadata` of the base buffer of another (MLIR's
/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`).
fn extract_of_extract(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let inner = defined_by(rw, source, "memref.extract_strided_metadata").ok_or(MatchFailure)?;
    if rw.body().results(inner)[0] != source {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    let zero = constant_index(rw, loc, 0);
    rw.replace_op(op, &[source, zero]);
    Ok(())
}

/// The memref ops of `ViewLikeOpInterface` in MLIR 16, whose view source is operand 0.
const VIEW_LIKE_OPS: &[&str] = &[
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.view",
];

/// `memref.extract_aligned_pointer_as_index` of a view reads the view's source (MLIR's
/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`), in place.
fn aligned_pointer_of_view(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    let ValueDef::OpResult(def, _) = rw.body().value_def(source) else {
        return Err(MatchFailure);
    };
    if !VIEW_LIKE_OPS.contains(&rw.ctx().ident_ref(rw.body().op_name(def))) {
        return Err(MatchFailure);
    }
    let view_source = operand(rw, def, 0).ok_or(MatchFailure)?;
    rw.modify_op_in_place(op, |rw| rw.set_operand(op, 0, view_source));
    Ok(())
}

/// MLIR's `populateExpandStridedMetadataPatterns`.
pub fn populate_expand_strided_metadata_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
    type F = fn(Op, &mut PatternRewriter<'_>) -> RewriteResult;
    let table: [(&str, &str, F); 8] = [
        ("memref.subview", "SubviewFolder", subview_folder),
        ("memref.expand_shape", "ReshapeFolder", expand_shape_folder),
        (
            "memref.collapse_shape",
            "ReshapeFolder",
            collapse_shape_folder,
        ),
        (
            "memref.extract_strided_metadata",
            "ExtractStridedMetadataOpAllocFolder",
            extract_of_alloc,
        ),
        (
            "memref.extract_strided_metadata",
            "ExtractStridedMetadataOpReinterpretCastFolder",
            extract_of_reinterpret_cast,
        ),
        (
            "memref.extract_strided_metadata",
            "ExtractStridedMetadataOpExtractStridedMetadataFolder",
            extract_of_extract,
        ),
        (
            "memref.extract_strided_metadata",
            "ExtractStridedMetadataOpGetGlobalFolder",
            extract_of_get_global,
        ),
        (
            "memref.extract_aligned_pointer_as_index",
            "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
            aligned_pointer_of_view,
        ),
    ];
    for (root, name, f) in table {
        patterns.add_fn(ctx, PatternRoot::Op(ctx.ident(root)), 1, name, f);
    }
}

/// `memref.extract_strided_metadata` of `memref.get_global` (MLIR's
/// `ExtractStridedMetadataOpGetGlobalFolder`): the global's static metadata.
fn extract_of_get_global(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let source = operand(rw, op, 0).ok_or(MatchFailure)?;
    defined_by(rw, source, "memref.get_global").ok_or(MatchFailure)?;
    let memref = rw.body().value_type(source);
    let parts = memref_parts(ctx, memref).ok_or(MatchFailure)?;
    if parts.layout.is_some() || parts.shape.contains(&DYNAMIC) {
        return Err(MatchFailure);
    }
    let (strides, _) = strides_and_offset(ctx, memref).ok_or(MatchFailure)?;
    let loc = rw.body().loc(op);
    let base_ty = rw.body().value_type(rw.body().results(op)[0]);
    let base = if memref == base_ty {
        source
    } else {
        reinterpret_cast(rw, loc, base_ty, source, Ofr::Const(0), &[], &[])
    };
    let mut results = vec![base, constant_index(rw, loc, 0)];
    for &s in &parts.shape {
        results.push(constant_index(rw, loc, s));
    }
    for &s in &strides {
        results.push(constant_index(rw, loc, s));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// The `expand-strided-metadata` pass.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata {
    base: ExpandStridedMetadataBase,
}

impl DeclaredPass for ExpandStridedMetadata {
    type Base = ExpandStridedMetadataBase;
    fn base(&self) -> &ExpandStridedMetadataBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ExpandStridedMetadataBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let mut patterns = RewritePatternSet::new();
        populate_expand_strided_metadata_patterns(run.ctx, &mut patterns);
        let frozen = FrozenRewritePatternSet::from(patterns);
        let regions = run.op.regions.to_vec();
        apply_patterns_and_fold_greedily_in(
            run.ctx,
            Some(run.op.name),
            run.op.body,
            &regions,
            &frozen,
            &GreedyRewriteConfig::default(),
        );
    }
}
