//! The folds and canonicalization patterns of `memref`'s ops, as far as Strata has MLIR
//! 16's:
//!
//! - folds: `memref.cast` of a `memref.cast` of a ranked memref casts the inner source
//!   (and folds away when the types then agree, `CastOpInterface`); `memref.dim` of a
//!   static dimension is its size, of a dynamic one the size operand of the
//!   `memref.alloc`, `memref.alloca`, `memref.view`, `memref.subview` or
//!   `memref.reinterpret_cast` defining the memref; `memref.rank` of a ranked memref is
//!   its rank; `memref.load`, `memref.store`, `memref.dealloc`, `memref.atomic_rmw`,
//!   `memref.prefetch`, `memref.dma_start`, `memref.dma_wait` and `memref.dim` take the
//!   source of a `memref.cast` of a ranked memref (`foldMemRefCast`); `memref.copy` takes
//!   the source of a cast `CastOp::canFoldIntoConsumerOp` allows; `memref.reinterpret_cast`
//!   of a reinterpret cast, a cast or a subview at offset 0 takes its source;
//!   `memref.subview` to the type of a static source, or with offsets 0, strides 1 and
//!   the sizes of the subview it views, is its source; a `collapse_shape` of an
//!   `expand_shape` (and the converse) back to the original type is the original.
//! - patterns: `memref.alloc`/`memref.alloca` with constant index sizes become static,
//!   cast back (`SimplifyAllocConst`); an alloc, alloca or realloc only stored into and
//!   deallocated goes with those users (`SimplifyDeadAlloc`); `memref.dim` of a
//!   `memref.reshape` loads the size from the shape operand (`DimOfMemRefReshape`);
//!   `memref.copy` of casts of ranked memrefs copies their sources (`FoldCopyOfCast`), and
//!   a copy of a memref to itself goes (`FoldSelfCopy`); a reinterpret cast rebuilding
//!   what `memref.extract_strided_metadata` took apart is the memref
//!   (`ReinterpretCastOpExtractStridedMetadataFolder`), and the results of
//!   `extract_strided_metadata` the source type makes static become constants (MLIR's
//!   fold of the op, a pattern here since Strata's folds do not create ops); reshapes of
//!   reshapes compose (`ComposeReassociativeReshapeOps`, `ComposeCollapseOfExpandOp`) and
//!   a collapse of a foldable cast collapses its source (`CollapseShapeOpMemRefCastFolder`);
//!   subviews take their constant operands as static values
//!   (`OpWithOffsetSizesAndStridesConstantArgumentFolder`), view the source of a foldable
//!   cast (`SubViewOpMemRefCastFolder`), and a subview of a whole static memref is the
//!   memref (`TrivialSubViewOpFolder`); `memref.alloca_scope` is inlined when nothing in
//!   it may allocate or it ends its parent scope's block (`AllocaScopeInliner`), and
//!   its allocations are hoisted out of ops between it and its parent scope
//!   (`AllocaScopeHoister`); `memref.view`'s constant sizes become static, cast back
//!   (`ViewOpShapeFolder`), and a view of a cast of an alloc views the alloc
//!   (`ViewOpMemrefCastFolder`).
//!
//! `memref.expand_shape` of a `collapse_shape` is one reshape of its source when the shapes
//! collapse group by group (`ComposeExpandOfCollapseOp`), and `memref.transpose` takes the
//! source of a cast (`foldMemRefCast`, MLIR 16's whole fold of the op, even where the
//! transpose then no longer verifies). MLIR 16 has no pattern of
//! `memref.generic_atomic_rmw` and no fold of `memref.load` from a global (`affine.load`'s
//! is in `src/dialects/affine/canonicalize.rs`): every fold and pattern of the dialect is
//! here.

use super::*;
use strata_framework::ir::body::{Body, Op, ValueDef};
use strata_framework::ir::fold::{constant_int, Folded, InPlaceFold};
use strata_framework::ods::HasFolder;
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};

/// The op defining `v`, if any.
fn def_op(body: &Body, v: Value) -> Option<Op> {
    match body.value_def(v) {
        ValueDef::OpResult(d, _) => Some(d),
        _ => None,
    }
}

/// The `memref.cast` defining `v`, if any.
fn def_cast(ctx: &Context, body: &Body, v: Value) -> Option<Op> {
    def_op(body, v).filter(|&d| body.op_name(d) == ctx.ident(CastOp::NAME))
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind_ref(t),
        strata_framework::ir::types::TypeKind::UnrankedMemRef { .. }
    )
}

/// MLIR's `foldMemRefCast`: each operand (other than `inner`) a `memref.cast` of a ranked
/// memref defines becomes the cast's source.
fn fold_memref_cast(op: &OpRef<'_>, inner: Option<Value>) -> Option<Vec<Value>> {
    let (ctx, body) = (op.ctx, op.body);
    // Most ops have no operand a cast defines: nothing is listed for them.
    if !body
        .operands(op.op)
        .any(|v| Some(v) != inner && def_cast(ctx, body, v).is_some())
    {
        return None;
    }
    let mut folded = false;
    let operands: Vec<Value> = body
        .operands(op.op)
        .map(|v| match def_cast(ctx, body, v) {
            Some(c) if Some(v) != inner => {
                let src = body.operand(c, 0);
                if is_unranked(ctx, body.value_type(src)) {
                    v
                } else {
                    folded = true;
                    src
                }
            }
            _ => v,
        })
        .collect();
    folded.then_some(operands)
}

fn in_place(operands: Vec<Value>) -> Folded {
    Folded::InPlace(InPlaceFold {
        operands: Some(operands),
        ..Default::default()
    })
}

/// The fold of an op whose only fold is `foldMemRefCast` (results, if any, stay).
fn fold_casts_in_place(op: &OpRef<'_>, inner: Option<Value>) -> Folded {
    fold_memref_cast(op, inner).map_or(Folded::No, in_place)
}

macro_rules! folds_memref_casts {
    ($($op:ident),* $(,)?) => {$(
        impl HasFolder for $op<'_> {
            /// Takes the sources of `memref.cast`s of ranked memrefs (`foldMemRefCast`).
            fn fold(&self, _: &[Option<Attribute>]) -> Folded {
                fold_casts_in_place(&self.0, None)
            }
        }
    )*};
}

folds_memref_casts!(
    LoadOp,
    DeallocOp,
    PrefetchOp,
    DmaStartOp,
    DmaWaitOp,
    TransposeOp
);

impl HasFolder for StoreOp<'_> {
    /// Takes the source of a `memref.cast` of the memref (not of the value stored).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_casts_in_place(&self.0, Some(self.value()))
    }
}

impl HasFolder for AtomicRMWOp<'_> {
    /// Takes the source of a `memref.cast` of the memref (not of the value).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_casts_in_place(&self.0, Some(self.value()))
    }
}

impl HasFolder for CastOp<'_> {
    /// A cast of a cast of a ranked memref casts the inner source; a cast to the type of
    /// its source is the source (`CastOpInterface`).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let folded = fold_memref_cast(op, None);
        let src = folded.as_ref().map_or(self.source(), |o| o[0]);
        if op.value_type(src) == op.value_type(self.dest()) {
            return Folded::value(src);
        }
        folded.map_or(Folded::No, in_place)
    }
}

impl HasFolder for RankOp<'_> {
    /// The rank of a ranked memref.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let ctx = self.0.ctx;
        match layout::memref_parts(ctx, self.0.value_type(self.memref())) {
            Some(m) => Folded::attr(ctx.integer_attr(m.shape.len() as i128, ctx.index_type())),
            None => Folded::No,
        }
    }
}

/// The dynamic operand of `sizes` for dimension `dim` of `static_sizes`.
fn dynamic_size(static_sizes: &[i64], sizes: &[Value], dim: usize) -> Option<Value> {
    if static_sizes.get(dim) != Some(&DYNAMIC) {
        return None;
    }
    sizes
        .get(
            static_sizes[..dim]
                .iter()
                .filter(|&&s| s == DYNAMIC)
                .count(),
        )
        .copied()
}

impl HasFolder for DimOp<'_> {
    /// A static size is its constant; a dynamic one the size operand of the op defining
    /// the memref; else `foldMemRefCast`.
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
        let Some(m) = layout::memref_parts(ctx, op.value_type(src)) else {
            return Folded::No;
        };
        if index < 0 || index as usize >= m.shape.len() {
            return Folded::No;
        }
        let dim = index as usize;
        if m.shape[dim] != DYNAMIC {
            return Folded::attr(ctx.integer_attr(m.shape[dim] as i128, ctx.index_type()));
        }
        let dyn_pos = m.shape[..dim].iter().filter(|&&s| s == DYNAMIC).count();
        if let Some(d) = def_op(body, src) {
            let name = body.op_name(d);
            let dref = OpRef::new(ctx, body, d);
            let from_sizes = |sizes: Vec<Value>| sizes.get(dyn_pos).copied();
            let found = if name == ctx.ident(AllocOp::NAME) {
                from_sizes(AllocOp(dref).dynamic_sizes().collect())
            } else if name == ctx.ident(AllocaOp::NAME) {
                from_sizes(AllocaOp(dref).dynamic_sizes().collect())
            } else if name == ctx.ident(ViewOp::NAME) {
                from_sizes(ViewOp(dref).sizes().collect())
            } else if name == ctx.ident(SubViewOp::NAME) {
                let sv = SubViewOp(dref);
                let static_sizes = i64_array(&sv.0, "static_sizes");
                let kept: Vec<i64> = m.shape.clone();
                let mask = if static_sizes.len() == kept.len() {
                    Some(vec![false; kept.len()])
                } else {
                    rank_reduction_mask(&static_sizes, &kept)
                };
                mask.and_then(|mask| {
                    let source_dim = (0..static_sizes.len()).filter(|&i| !mask[i]).nth(dim)?;
                    let sizes: Vec<Value> = sv.sizes().collect();
                    dynamic_size(&static_sizes, &sizes, source_dim)
                })
            } else if name == ctx.ident(ReinterpretCastOp::NAME) {
                let rc = ReinterpretCastOp(dref);
                let static_sizes = i64_array(&rc.0, "static_sizes");
                let sizes: Vec<Value> = rc.sizes().collect();
                dynamic_size(&static_sizes, &sizes, dim)
            } else {
                None
            };
            if let Some(v) = found {
                return Folded::value(v);
            }
        }
        fold_casts_in_place(op, None)
    }
}

impl HasFolder for CopyOp<'_> {
    /// Takes the sources of the casts `CastOp::canFoldIntoConsumerOp` allows.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let mut folded = false;
        let operands: Vec<Value> = body
            .operands(op.op)
            .map(|v| match def_cast(ctx, body, v) {
                Some(c) if can_fold_into_consumer(ctx, body, c) => {
                    folded = true;
                    body.operand(c, 0)
                }
                _ => v,
            })
            .collect();
        if folded {
            in_place(operands)
        } else {
            Folded::No
        }
    }
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of one
/// element type and rank that makes no size, offset or stride more static.
fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: Op) -> bool {
    let src_ty = body.value_type(body.operand(cast, 0));
    let res_ty = body.value_type(body.results(cast)[0]);
    let (Some(s), Some(r)) = (
        layout::memref_parts(ctx, src_ty),
        layout::memref_parts(ctx, res_ty),
    ) else {
        return false;
    };
    if s.elem != r.elem || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (
        layout::strides_and_offset(ctx, src_ty),
        layout::strides_and_offset(ctx, res_ty),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(s.shape
        .iter()
        .zip(&r.shape)
        .any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro)
        || ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b)))
}

// ----- patterns -----

/// The constant index an `arith.constant` of type `index` defining `v` holds.
fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let d = def_op(body, v)?;
    if body.op_name(d) != ctx.ident(crate::dialects::arith::ConstantOp::NAME)
        || !is_index(ctx, body.value_type(v))
    {
        return None;
    }
    constant_int(ctx, body, v).map(|c| c as i64)
}

/// `SimplifyAllocConst`: constant sizes of an `memref.alloc` or `memref.alloca` become
/// static, a `memref.cast` giving back the old type.
fn simplify_alloc_const(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let is_alloc = body.op_name(op) == ctx.ident(AllocOp::NAME);
    let (sizes, symbols, alignment): (Vec<Value>, Vec<Value>, Option<i64>) = if is_alloc {
        let a = AllocOp(rw.op_ref(op));
        (
            a.dynamic_sizes().collect(),
            a.symbol_operands().collect(),
            a.alignment(),
        )
    } else {
        let a = AllocaOp(rw.op_ref(op));
        (
            a.dynamic_sizes().collect(),
            a.symbol_operands().collect(),
            a.alignment(),
        )
    };
    if sizes
        .iter()
        .all(|&v| constant_index(ctx, body, v).is_none())
    {
        return Err(MatchFailure);
    }
    let old_ty = body.value_type(body.results(op)[0]);
    let mut m = layout::memref_parts(ctx, old_ty).ok_or(MatchFailure)?;
    let mut new_sizes = Vec::new();
    let mut k = 0;
    for d in m.shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let v = sizes[k];
        k += 1;
        match constant_index(ctx, body, v) {
            Some(c) => *d = c,
            None => new_sizes.push(v),
        }
    }
    let new_ty = layout::memref_type(ctx, m);
    let loc = body.loc(op);
    let state = match (is_alloc, alignment) {
        (true, None) => AllocOp::build(ctx, loc, &new_sizes, &symbols, new_ty),
        (true, Some(a)) => AllocOp::build_aligned(ctx, loc, new_ty, &new_sizes, &symbols, a as u64),
        (false, None) => AllocaOp::build(ctx, loc, &new_sizes, &symbols, new_ty),
        (false, Some(a)) => {
            AllocaOp::build_aligned(ctx, loc, new_ty, &new_sizes, &symbols, a as u64)
        }
    };
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let new_v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, new_v, old_ty));
    Ok(())
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated goes, with those
/// users.
fn simplify_dead_alloc(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let alloc = body.results(op)[0];
    let users: Vec<Op> = body.users(alloc).collect();
    let (store, dealloc) = (ctx.ident(StoreOp::NAME), ctx.ident(DeallocOp::NAME));
    if users.iter().any(|&u| {
        let n = body.op_name(u);
        if n == store {
            body.operand(u, 0) == alloc
        } else {
            n != dealloc
        }
    }) {
        return Err(MatchFailure);
    }
    let mut erased = Vec::new();
    for u in users {
        if !erased.contains(&u) {
            rw.erase_op(u);
            erased.push(u);
        }
    }
    rw.erase_op(op);
    Ok(())
}

/// `DimOfMemRefReshape`: the size is loaded from the shape operand, right after the
/// reshape (cast to `index` when the shape holds integers).
fn dim_of_memref_reshape(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let d = DimOp(rw.op_ref(op));
    let (src, index, result) = (d.source(), d.index(), d.result());
    let reshape = rw.defining_op(src, ReshapeOp::NAME).ok_or(MatchFailure)?;
    let body = rw.body();
    let shape = body.operand(reshape, 1);
    let loc = body.loc(op);
    let elem = TypeView::new(ctx, body.value_type(shape)).element_type().ty;
    let index_ty = body.value_type(result);
    rw.set_insertion_point_after(reshape);
    let load = rw.create(LoadOp::build(ctx, loc, shape, &[index], elem));
    let mut v = rw.body().results(load)[0];
    if elem != index_ty {
        let c = rw.create(crate::dialects::arith::IndexCastOp::build(
            ctx, loc, v, index_ty,
        ));
        v = rw.body().results(c)[0];
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `FoldCopyOfCast`: a `memref.cast` of a ranked memref as source or target of a copy
/// gives way to its source (MLIR 16 compares the cast's source type with itself, so any
/// such cast folds).
fn fold_copy_of_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let mut modified = false;
    for i in 0..2 {
        let body = rw.body();
        let v = body.operand(op, i);
        let Some(c) = def_cast(ctx, body, v) else {
            continue;
        };
        let src = body.operand(c, 0);
        if layout::memref_parts(ctx, body.value_type(src)).is_none() {
            continue;
        }
        rw.modify_op_in_place(op, |rw| rw.set_operand(op, i, src));
        modified = true;
    }
    if modified {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

/// `FoldSelfCopy`: a copy of a memref to itself goes.
fn fold_self_copy(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    if body.operand(op, 0) != body.operand(op, 1) {
        return Err(MatchFailure);
    }
    rw.erase_op(op);
    Ok(())
}

impl HasCanonicalizer for AllocOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(AllocOp::NAME));
        set.add_fn(ctx, root, 1, "SimplifyAllocConst", simplify_alloc_const);
        set.add_fn(ctx, root, 1, "SimplifyDeadAlloc", simplify_dead_alloc);
    }
}

impl HasCanonicalizer for AllocaOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(AllocaOp::NAME));
        set.add_fn(ctx, root, 1, "SimplifyAllocConst", simplify_alloc_const);
        set.add_fn(ctx, root, 1, "SimplifyDeadAlloc", simplify_dead_alloc);
    }
}

impl HasCanonicalizer for ReallocOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ReallocOp::NAME));
        set.add_fn(ctx, root, 1, "SimplifyDeadAlloc", simplify_dead_alloc);
    }
}

impl HasCanonicalizer for DimOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(DimOp::NAME));
        set.add_fn(ctx, root, 1, "DimOfMemRefReshape", dim_of_memref_reshape);
    }
}

impl HasCanonicalizer for CopyOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(CopyOp::NAME));
        set.add_fn(ctx, root, 1, "FoldCopyOfCast", fold_copy_of_cast);
        set.add_fn(ctx, root, 1, "FoldSelfCopy", fold_self_copy);
    }
}

/// `memref`'s constants are `arith.constant`s (MLIR's `MemRefDialect::materializeConstant`).
pub(super) struct MemRefConstants;

impl strata_framework::ir::fold::ConstantMaterializer for MemRefConstants {
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

// ----- views -----

/// An index that is a constant or a value (MLIR's `OpFoldResult` of an index, constants
/// compared by value as `constifyIndexValues` leaves them).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Index {
    Const(i64),
    Val(Value),
}

/// The mixed values of static `statics` and dynamic `values`, each constant made static
/// and each position static in `type_static` taken from it (MLIR's
/// `constifyIndexValues`).
fn constified(
    ctx: &Context,
    body: &Body,
    statics: &[i64],
    values: &[Value],
    type_static: &[i64],
) -> Vec<Index> {
    let mut dynamic = values.iter();
    statics
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if let Some(&t) = type_static.get(i).filter(|&&t| t != DYNAMIC) {
                // Still consume the value of a dynamic position.
                if s == DYNAMIC {
                    dynamic.next();
                }
                return Index::Const(t);
            }
            if s != DYNAMIC {
                return Index::Const(s);
            }
            let v = *dynamic.next().expect("one value per dynamic position");
            constant_int(ctx, body, v).map_or(Index::Val(v), |c| Index::Const(c as i64))
        })
        .collect()
}

/// The constified offset, sizes and strides of the memref `extract_strided_metadata`
/// takes apart, as its results.
fn extract_constified(ctx: &Context, body: &Body, op: Op) -> Option<[Vec<Index>; 3]> {
    let e = ExtractStridedMetadataOp(OpRef::new(ctx, body, op));
    let ty = body.value_type(e.source());
    let m = layout::memref_parts(ctx, ty)?;
    let (strides, offset) = layout::strides_and_offset(ctx, ty)?;
    let sizes = e.sizes().to_vec();
    let st = e.strides().to_vec();
    Some([
        constified(ctx, body, &[DYNAMIC], &[e.offset()], &[offset]),
        constified(ctx, body, &vec![DYNAMIC; sizes.len()], &sizes, &m.shape),
        constified(ctx, body, &vec![DYNAMIC; st.len()], &st, &strides),
    ])
}

/// The fold of `memref.extract_strided_metadata` (MLIR 16 makes it in its fold): each
/// used offset, size or stride result the source type makes static is replaced by an
/// `arith.constant` made before the op.
fn extract_strided_metadata_constants(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let consts = extract_constified(ctx, body, op).ok_or(MatchFailure)?;
    let e = ExtractStridedMetadataOp(rw.op_ref(op));
    let mut results = vec![e.offset()];
    results.extend_from_slice(e.sizes());
    results.extend_from_slice(e.strides());
    let loc = body.loc(op);
    let todo: Vec<(Value, i64)> = results
        .iter()
        .zip(consts.iter().flatten())
        .filter_map(|(&r, &c)| match c {
            Index::Const(k) if !body.use_empty(r) => Some((r, k)),
            _ => None,
        })
        .collect();
    if todo.is_empty() {
        return Err(MatchFailure);
    }
    for (r, k) in todo {
        rw.set_insertion_point_before(op);
        let index = ctx.index_type();
        let c = rw.create(crate::dialects::arith::ConstantOp::build(
            ctx,
            loc,
            index,
            ctx.integer_attr(k as i128, index),
        ));
        let cv = rw.body().results(c)[0];
        rw.replace_all_uses_with(r, cv);
    }
    Ok(())
}

impl HasFolder for ReinterpretCastOp<'_> {
    /// Reinterprets the source of a `memref.reinterpret_cast` or `memref.cast`, or of a
    /// `memref.subview` whose offsets are all 0, defining the source.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let src = self.source();
        let Some(d) = def_op(body, src) else {
            return Folded::No;
        };
        let name = body.op_name(d);
        let prev = if name == ctx.ident(ReinterpretCastOp::NAME) || name == ctx.ident(CastOp::NAME)
        {
            Some(body.operand(d, 0))
        } else if name == ctx.ident(SubViewOp::NAME) {
            let sv = SubViewOp(OpRef::new(ctx, body, d));
            let offsets: Vec<Value> = sv.offsets().collect();
            let statics = i64_array(&sv.0, "static_offsets");
            let zero = constified(ctx, body, &statics, &offsets, &[])
                .iter()
                .all(|&i| i == Index::Const(0));
            zero.then(|| sv.source())
        } else {
            None
        };
        match prev {
            Some(p) => {
                let mut operands: Vec<Value> = body.operands(op.op).collect();
                operands[0] = p;
                in_place(operands)
            }
            None => Folded::No,
        }
    }
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpret cast rebuilding the
/// memref an `extract_strided_metadata` took apart (same constified offset, sizes and
/// strides) is that memref, cast to the result type if it differs.
fn reinterpret_of_extract_metadata(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let rc = ReinterpretCastOp(rw.op_ref(op));
    let extract = rw
        .defining_op(rc.source(), ExtractStridedMetadataOp::NAME)
        .ok_or(MatchFailure)?;
    let [e_off, e_sizes, e_strides] = extract_constified(ctx, body, extract).ok_or(MatchFailure)?;
    let res_ty = body.value_type(rc.result());
    let m = layout::memref_parts(ctx, res_ty).ok_or(MatchFailure)?;
    let (strides, offset) = layout::strides_and_offset(ctx, res_ty).ok_or(MatchFailure)?;
    let off_vals: Vec<Value> = rc.offsets().collect();
    let size_vals: Vec<Value> = rc.sizes().collect();
    let stride_vals: Vec<Value> = rc.strides().collect();
    let r_strides = constified(
        ctx,
        body,
        &i64_array(&rc.0, "static_strides"),
        &stride_vals,
        &strides,
    );
    if e_strides.len() != r_strides.len() || e_strides != r_strides {
        return Err(MatchFailure);
    }
    let r_sizes = constified(
        ctx,
        body,
        &i64_array(&rc.0, "static_sizes"),
        &size_vals,
        &m.shape,
    );
    if e_sizes != r_sizes {
        return Err(MatchFailure);
    }
    let r_off = constified(
        ctx,
        body,
        &i64_array(&rc.0, "static_offsets"),
        &off_vals,
        &[offset],
    );
    if e_off != r_off {
        return Err(MatchFailure);
    }
    let src = body.operand(extract, 0);
    let loc = body.loc(op);
    if body.value_type(src) == res_ty {
        rw.replace_op(op, &[src]);
    } else {
        rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, src, res_ty));
    }
    Ok(())
}

impl HasFolder for SubViewOp<'_> {
    /// A subview of a static memref to its own type is the memref; so is a subview of
    /// a subview with the same sizes, offsets 0 and strides 1, to its source's type.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (ctx, body) = (op.ctx, op.body);
        let src = self.source();
        let (src_ty, res_ty) = (op.value_type(src), op.value_type(self.result()));
        match layout::memref_parts(ctx, res_ty) {
            Some(m) if src_ty == res_ty && !m.shape.contains(&DYNAMIC) => {
                return Folded::value(src)
            }
            _ => {}
        }
        let Some(inner) =
            def_op(body, src).filter(|&d| body.op_name(d) == ctx.ident(SubViewOp::NAME))
        else {
            return Folded::No;
        };
        let inner = SubViewOp(OpRef::new(ctx, body, inner));
        let parts = |sv: &SubViewOp<'_>, name: &str, vals: Vec<Value>| {
            mixed(&i64_array(&sv.0, name), &vals)
        };
        let inner_sizes = parts(&inner, "static_sizes", inner.sizes().collect());
        let sizes = parts(self, "static_sizes", self.sizes().collect());
        let offsets = parts(self, "static_offsets", self.offsets().collect());
        let strides = parts(self, "static_strides", self.strides().collect());
        let is = |i: Index, k: i64| index_constant(ctx, body, i) == Some(k);
        if offsets.iter().all(|&i| is(i, 0))
            && strides.iter().all(|&i| is(i, 1))
            && sizes == inner_sizes
            && res_ty == src_ty
        {
            return Folded::value(src);
        }
        Folded::No
    }
}

impl HasCanonicalizer for ReinterpretCastOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ReinterpretCastOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ReinterpretCastOpExtractStridedMetadataFolder",
            reinterpret_of_extract_metadata,
        );
    }
}

impl HasCanonicalizer for ExtractStridedMetadataOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExtractStridedMetadataOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "ExtractStridedMetadataOp::fold",
            extract_strided_metadata_constants,
        );
    }
}

// ----- reshapes -----

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

fn has_non_identity_layout(ctx: &Context, t: Type) -> bool {
    layout::memref_parts(ctx, t).is_some_and(|m| !layout::is_identity_layout(ctx, m.layout))
}

/// The reshape (`memref.expand_shape` or `memref.collapse_shape`, by `name`) of `src`
/// to `ty` by `groups`, replacing `op`.
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
    Some(
        c.iter()
            .map(|g| {
                g.iter()
                    .flat_map(|&i| p[i as usize].iter().copied())
                    .collect()
            })
            .collect(),
    )
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same kind is one
/// reshape of the inner source, on identity layouts.
fn compose_reassociative_reshapes(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let name = rw.op_ref(op).name().to_string();
    let src = body.operand(op, 0);
    let inner = rw.defining_op(src, &name).ok_or(MatchFailure)?;
    let inner_src = body.operand(inner, 0);
    let res = body.results(op)[0];
    let res_ty = body.value_type(res);
    if [body.value_type(inner_src), body.value_type(src), res_ty]
        .iter()
        .any(|&t| has_non_identity_layout(ctx, t))
    {
        return Err(MatchFailure);
    }
    let groups = compose_reassociation(
        &reassociation(&rw.op_ref(inner)),
        &reassociation(&rw.op_ref(op)),
    )
    .ok_or(MatchFailure)?;
    replace_with_reshape(rw, op, &name, inner_src, res_ty, &groups);
    Ok(())
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
    if [src, expand_src, body.results(expand)[0]]
        .iter()
        .any(|&v| has_non_identity_layout(ctx, body.value_type(v)))
    {
        return Err(MatchFailure);
    }
    if src_ty == res_ty {
        return Err(MatchFailure);
    }
    let src_rank = memref_rank(ctx, src_ty);
    let res_rank = memref_rank(ctx, res_ty);
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

/// MLIR 16's `getReassociationIndicesForCollapse`: the groups of `source`'s dimensions
/// whose sizes multiply to each of `target`'s, trailing dimensions of size 1 (or dynamic)
/// joining the last group; `None` when `source` is not of a higher rank or does not
/// collapse so.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut groups: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product: i64 = 1;
    let mut dim = 0usize;
    while dim < source.len() {
        let Some(&want) = target.get(groups.len()) else {
            break;
        };
        while source[dim] != DYNAMIC && product.checked_mul(source[dim])? < want {
            product *= source[dim];
            current.push(dim as i64);
            dim += 1;
            if dim == source.len() {
                return None;
            }
        }
        if source[dim] == DYNAMIC && (want != DYNAMIC || product != 1) {
            return None;
        }
        if want == DYNAMIC && source[dim] != DYNAMIC {
            return None;
        }
        if source[dim] != DYNAMIC && product.checked_mul(source[dim])? != want {
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
    for (d, &size) in source.iter().enumerate().skip(dim) {
        if size != DYNAMIC && size != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(d as i64);
        }
    }
    Some(groups)
}

/// `ComposeExpandOfCollapseOp`'s `findCollapsingReassociation`: how `src_shape`
/// collapses to `res_shape`, group by group of the two reassociations (each pair of
/// groups of different sizes collapsing on its own; a pair of groups of one size gives
/// none, as in MLIR 16).
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
        for g in reassociation_for_collapse(src_sub, res_sub)? {
            composed.push(g.iter().map(|&i| i + s0 as i64).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse is one collapse (or one
/// expansion) of the collapse's source, when its shape collapses group by group to the
/// result's (or the converse), on identity layouts.
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
    if [src, collapse_src, body.results(collapse)[0]]
        .iter()
        .any(|&v| has_non_identity_layout(ctx, body.value_type(v)))
    {
        return Err(MatchFailure);
    }
    if src_ty == res_ty {
        return Err(MatchFailure);
    }
    let src_shape = layout::memref_parts(ctx, src_ty).ok_or(MatchFailure)?.shape;
    let res_shape = layout::memref_parts(ctx, res_ty).ok_or(MatchFailure)?.shape;
    let (collapse_groups, expand_groups) = (
        reassociation(&rw.op_ref(collapse)),
        reassociation(&rw.op_ref(op)),
    );
    if src_shape.len() > res_shape.len() {
        let groups =
            find_collapsing_reassociation(&collapse_groups, &expand_groups, &src_shape, &res_shape)
                .ok_or(MatchFailure)?;
        replace_with_reshape(rw, op, CollapseShapeOp::NAME, collapse_src, res_ty, &groups);
    } else {
        let groups =
            find_collapsing_reassociation(&expand_groups, &collapse_groups, &res_shape, &src_shape)
                .ok_or(MatchFailure)?;
        replace_with_reshape(rw, op, ExpandShapeOp::NAME, collapse_src, res_ty, &groups);
    }
    Ok(())
}

/// MLIR's `CollapseShapeOp::computeCollapsedType`: sizes multiplied by group, the
/// layout collapsed; `None` when it cannot be.
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let m = layout::memref_parts(ctx, src)?;
    let shape = groups
        .iter()
        .map(|g| {
            g.iter()
                .fold(1, |acc, &d| sat_mul(acc, m.shape[d as usize]))
        })
        .collect();
    let layout = if layout::is_identity_layout(ctx, m.layout) {
        None
    } else {
        Some(collapsed_layout(ctx, src, groups)?)
    };
    Some(layout::memref_type(
        ctx,
        MemRefParts {
            shape,
            elem: m.elem,
            layout,
            memory_space: m.memory_space,
        },
    ))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a foldable `memref.cast` collapses
/// the cast's source, cast back to the result type when the type differs.
fn collapse_of_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let src = body.operand(op, 0);
    let cast = def_cast(ctx, body, src).ok_or(MatchFailure)?;
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

/// MLIR's `foldReshapeOp`: a reshape of the inverse reshape of a value of the result
/// type is that value.
fn fold_reshape(op: &OpRef<'_>, inverse: &str) -> Folded {
    let (ctx, body) = (op.ctx, op.body);
    let src = body.operand(op.op, 0);
    match def_op(body, src) {
        Some(d) if body.op_name(d) == ctx.ident(inverse) => {
            let inner = body.operand(d, 0);
            if body.value_type(inner) == body.value_type(body.results(op.op)[0]) {
                Folded::value(inner)
            } else {
                Folded::No
            }
        }
        _ => Folded::No,
    }
}

impl HasFolder for CollapseShapeOp<'_> {
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_reshape(&self.0, ExpandShapeOp::NAME)
    }
}

impl HasFolder for ExpandShapeOp<'_> {
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_reshape(&self.0, CollapseShapeOp::NAME)
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
            "CollapseShapeOpMemRefCastFolder",
            collapse_of_cast,
        );
    }
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
    }
}

// ----- subviews -----

/// The mixed offsets, sizes or strides of a view op: the static array and its values.
fn mixed(statics: &[i64], values: &[Value]) -> Vec<Index> {
    let mut dynamic = values.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                Index::Val(*dynamic.next().expect("one value per dynamic position"))
            } else {
                Index::Const(s)
            }
        })
        .collect()
}

/// The constant `i` is (MLIR's `getConstantIntValue`).
fn index_constant(ctx: &Context, body: &Body, i: Index) -> Option<i64> {
    match i {
        Index::Const(c) => Some(c),
        Index::Val(v) => constant_int(ctx, body, v).map(|c| c as i64),
    }
}

/// The static array and the values of mixed indices.
fn split_mixed(ctx: &Context, m: &[Index]) -> (Attribute, Vec<Value>) {
    let statics: Vec<i64> = m
        .iter()
        .map(|i| match i {
            Index::Const(c) => *c,
            Index::Val(_) => DYNAMIC,
        })
        .collect();
    let values = m
        .iter()
        .filter_map(|i| match i {
            Index::Val(v) => Some(*v),
            Index::Const(_) => None,
        })
        .collect();
    (
        strata_framework::ods::directives::dense_i64_array(ctx, &statics),
        values,
    )
}

/// The parts of a `memref.subview`.
struct SubView {
    source: Value,
    result_ty: Type,
    offsets: Vec<Index>,
    sizes: Vec<Index>,
    strides: Vec<Index>,
}

fn subview(rw: &PatternRewriter<'_>, op: Op) -> SubView {
    let sv = SubViewOp(rw.op_ref(op));
    let offsets: Vec<Value> = sv.offsets().collect();
    let sizes: Vec<Value> = sv.sizes().collect();
    let strides: Vec<Value> = sv.strides().collect();
    SubView {
        source: sv.source(),
        result_ty: rw.body().value_type(sv.result()),
        offsets: mixed(&i64_array(&sv.0, "static_offsets"), &offsets),
        sizes: mixed(&i64_array(&sv.0, "static_sizes"), &sizes),
        strides: mixed(&i64_array(&sv.0, "static_strides"), &strides),
    }
}

fn static_of(m: &[Index]) -> Vec<i64> {
    m.iter()
        .map(|i| match i {
            Index::Const(c) => *c,
            Index::Val(_) => DYNAMIC,
        })
        .collect()
}

/// MLIR's `getCanonicalSubViewResultType`: the type `SubViewOp::inferResultType` gives
/// on `source_ty`, with the dimensions the current subview drops dropped.
fn canonical_subview_type(
    ctx: &Context,
    current_result: Type,
    current_source: Type,
    source_ty: Type,
    s: &SubView,
) -> Option<Type> {
    let src = layout::memref_parts(ctx, source_ty)?;
    let (src_strides, src_offset) = layout::strides_and_offset(ctx, source_ty)?;
    let (offsets, sizes, steps) = (
        static_of(&s.offsets),
        static_of(&s.sizes),
        static_of(&s.strides),
    );
    let mut offset = src_offset;
    for (&o, &st) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(o, st));
    }
    let strides: Vec<i64> = src_strides
        .iter()
        .zip(&steps)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let unused = memref_rank_reduction_mask(ctx, current_source, current_result, &sizes)?;
    let keep = |i: &usize| !unused[*i];
    let shape = (0..sizes.len()).filter(keep).map(|i| sizes[i]).collect();
    let kept_strides: Vec<i64> = (0..strides.len())
        .filter(keep)
        .map(|i| strides[i])
        .collect();
    Some(layout::memref_type(
        ctx,
        MemRefParts {
            shape,
            elem: src.elem,
            layout: Some(layout::strided_layout_attr(ctx, &kept_strides, offset)),
            memory_space: src.memory_space,
        },
    ))
}

fn build_subview(
    ctx: &Context,
    loc: Attribute,
    source: Value,
    ty: Type,
    offsets: &[Index],
    sizes: &[Index],
    strides: &[Index],
) -> strata_framework::ir::body::OperationState {
    let (so, vo) = split_mixed(ctx, offsets);
    let (ss, vs) = split_mixed(ctx, sizes);
    let (st, vt) = split_mixed(ctx, strides);
    SubViewOp::build(ctx, loc, source, &vo, &vs, &vt, ty, so, ss, st)
}

/// Whether an operand of `op` is an `arith.constant` of type `index`.
fn has_constant_index_operand(ctx: &Context, body: &Body, op: Op) -> bool {
    body.operands(op)
        .any(|v| constant_index(ctx, body, v).is_some())
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder`: constant index operands of a
/// subview become static, the new subview cast back to the old type.
fn subview_constant_arguments(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if !has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let mut s = subview(rw, op);
    for part in [&mut s.offsets, &mut s.sizes, &mut s.strides] {
        for i in part.iter_mut() {
            if let Index::Val(v) = *i {
                if let Some(c) = constant_index(ctx, body, v) {
                    *i = Index::Const(c);
                }
            }
        }
    }
    let src_ty = body.value_type(s.source);
    let ty = canonical_subview_type(ctx, s.result_ty, src_ty, src_ty, &s).ok_or(MatchFailure)?;
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(build_subview(
        ctx, loc, s.source, ty, &s.offsets, &s.sizes, &s.strides,
    ));
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, s.result_ty));
    Ok(())
}

/// `SubViewOpMemRefCastFolder`: a subview of a foldable `memref.cast` views the cast's
/// source, cast back to the old type.
fn subview_of_cast(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if has_constant_index_operand(ctx, body, op) {
        return Err(MatchFailure);
    }
    let s = subview(rw, op);
    let cast = def_cast(ctx, body, s.source).ok_or(MatchFailure)?;
    if !can_fold_into_consumer(ctx, body, cast) {
        return Err(MatchFailure);
    }
    let cast_src = body.operand(cast, 0);
    let ty = canonical_subview_type(
        ctx,
        s.result_ty,
        body.value_type(s.source),
        body.value_type(cast_src),
        &s,
    )
    .ok_or(MatchFailure)?;
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(build_subview(
        ctx, loc, cast_src, ty, &s.offsets, &s.sizes, &s.strides,
    ));
    let v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, v, s.result_ty));
    Ok(())
}

/// `TrivialSubViewOpFolder`: a subview of a whole static memref (offsets 0, strides 1,
/// rank kept) is the memref, cast to the result type if it differs.
fn trivial_subview(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let s = subview(rw, op);
    let src_ty = body.value_type(s.source);
    let shape = layout::memref_parts(ctx, src_ty).ok_or(MatchFailure)?.shape;
    if shape.len() != memref_rank(ctx, s.result_ty) {
        return Err(MatchFailure);
    }
    let is = |i: Index, k: i64| index_constant(ctx, body, i) == Some(k);
    if !s.offsets.iter().all(|&i| is(i, 0))
        || !s.strides.iter().all(|&i| is(i, 1))
        || !s.sizes.iter().zip(&shape).all(|(&i, &d)| is(i, d))
    {
        return Err(MatchFailure);
    }
    if src_ty == s.result_ty {
        rw.replace_op(op, &[s.source]);
    } else {
        let loc = body.loc(op);
        rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, s.source, s.result_ty));
    }
    Ok(())
}

impl HasCanonicalizer for SubViewOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(SubViewOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            subview_constant_arguments,
        );
        set.add_fn(ctx, root, 1, "SubViewOpMemRefCastFolder", subview_of_cast);
        set.add_fn(ctx, root, 1, "TrivialSubViewOpFolder", trivial_subview);
    }
}

// ----- alloca_scope -----

fn has_trait(ctx: &Context, body: &Body, op: Op, t: OpTraits) -> bool {
    op_has_traits(ctx, body.op_name(op), t)
}

/// Whether `op` has an `Allocate` effect in the automatic allocation scope on a result;
/// `if_no_interface` when it has no `MemoryEffectOpInterface`.
fn allocates_in_scope(ctx: &Context, body: &Body, op: Op, if_no_interface: bool) -> bool {
    use strata_framework::interfaces::base::MemoryEffectOpInterfaceRef;
    use strata_framework::interfaces::side_effects::{MemoryEffect, Resource};
    let Some(iface) = MemoryEffectOpInterfaceRef::get(OpRef::new(ctx, body, op)) else {
        return if_no_interface;
    };
    body.results(op).iter().any(|&r| {
        iface
            .effect_on_value(MemoryEffect::Allocate, r)
            .is_some_and(|e| e.resource == Resource::AUTOMATIC_ALLOCATION_SCOPE)
    })
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`.
fn potential_automatic_allocation(ctx: &Context, body: &Body, op: Op) -> bool {
    !has_trait(ctx, body, op, OpTraits::RECURSIVE_MEMORY_EFFECTS)
        && allocates_in_scope(ctx, body, op, true)
}

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by its block's terminator,
/// in a region of one block.
fn last_non_terminator_in_region(body: &Body, op: Op) -> bool {
    let Some(block) = body.parent_block(op) else {
        return false;
    };
    let Some(region) = body.block_parent(block) else {
        return false;
    };
    body.next_op(op).is_some()
        && body.next_op(op) == body.last_op(block)
        && body.region_blocks(region).count() == 1
}

/// Whether an op nested in `op` (not `op` itself, not inside a nested allocation scope)
/// may allocate in the scope, in pre-order.
fn has_potential_alloca(ctx: &Context, body: &Body, op: Op) -> bool {
    fn walk(ctx: &Context, body: &Body, op: Op) -> bool {
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    if potential_automatic_allocation(ctx, body, o) {
                        return true;
                    }
                    if has_trait(ctx, body, o, OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
                        continue;
                    }
                    if walk(ctx, body, o) {
                        return true;
                    }
                }
            }
        }
        false
    }
    walk(ctx, body, op)
}

/// `AllocaScopeInliner`: a scope with nothing that may allocate in it, or the last op
/// before the terminator of an allocation scope's single block, is inlined.
fn alloca_scope_inliner(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if has_potential_alloca(ctx, body, op) {
        let parent = rw.parent_op_name(op).ok_or(MatchFailure)?;
        if !op_has_traits(ctx, parent, OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            || !last_non_terminator_in_region(body, op)
        {
            return Err(MatchFailure);
        }
    }
    let block = body.entry_block(body.regions(op)[0]).ok_or(MatchFailure)?;
    let term = body.last_op(block).ok_or(MatchFailure)?;
    let results: Vec<Value> = body.operands(term).collect();
    let parent = body.parent_block(op).ok_or(MatchFailure)?;
    rw.inline_block_before(
        block,
        strata_framework::ir::body::InsertPoint {
            block: parent,
            before: Some(op),
        },
        &[],
    )
    .expect("an alloca_scope block has no arguments");
    rw.replace_op(op, &results);
    rw.erase_op(term);
    Ok(())
}

/// Whether `region` is `inner` or holds it.
fn region_contains(
    body: &Body,
    region: strata_framework::ir::body::Region,
    inner: Option<strata_framework::ir::body::Region>,
) -> bool {
    let mut cur = inner;
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = body
            .region_parent(r)
            .and_then(|o| body.parent_block(o))
            .and_then(|b| body.block_parent(b));
    }
    false
}

/// `AllocaScopeHoister`: allocations in the scope whose operands are defined outside the
/// outermost op around it below the enclosing allocation scope are moved before that
/// op, when each op on the way is the last before its block's terminator.
fn alloca_scope_hoister(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let scope = OpTraits::AUTOMATIC_ALLOCATION_SCOPE;
    // Whether the op holding `o` is an allocation scope (the op owning the arena, for an
    // op of its top regions).
    let parent_is_scope = |o: Op| {
        rw.parent_op_name(o)
            .is_some_and(|n| op_has_traits(ctx, n, scope))
    };
    let mut cur = op;
    while !parent_is_scope(cur) {
        cur = body.parent_op(cur).ok_or(MatchFailure)?;
    }
    let mut last = body.parent_op(op).ok_or(MatchFailure)?;
    if has_trait(ctx, body, last, scope) {
        return Err(MatchFailure);
    }
    if !last_non_terminator_in_region(body, op) || !last_non_terminator_in_region(body, last) {
        return Err(MatchFailure);
    }
    while !parent_is_scope(last) {
        last = body.parent_op(last).ok_or(MatchFailure)?;
        if !last_non_terminator_in_region(body, last) {
            return Err(MatchFailure);
        }
    }
    let op_region = body.parent_block(op).and_then(|b| body.block_parent(b));
    let containing = *body
        .regions(last)
        .iter()
        .find(|&&r| region_contains(body, r, op_region))
        .ok_or(MatchFailure)?;
    let mut to_hoist = Vec::new();
    fn walk(body: &Body, op: Op, out: &mut Vec<Op>) {
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    walk(body, o, out);
                    out.push(o);
                }
            }
        }
    }
    let mut all = Vec::new();
    walk(body, op, &mut all);
    for o in all {
        if !allocates_in_scope(ctx, body, o, false) {
            continue;
        }
        if body
            .operands(o)
            .any(|v| region_contains(body, containing, body.value_parent_region(v)))
        {
            continue;
        }
        to_hoist.push(o);
    }
    if to_hoist.is_empty() {
        return Err(MatchFailure);
    }
    rw.set_insertion_point_before(last);
    for o in to_hoist {
        let mut mapping = strata_framework::ir::body::IrMapping::default();
        let cloned = rw.clone_op(o, &mut mapping);
        let results = rw.body().results(cloned).to_vec();
        rw.replace_op(o, &results);
    }
    Ok(())
}

impl HasCanonicalizer for AllocaScopeOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(AllocaScopeOp::NAME));
        set.add_fn(ctx, root, 1, "AllocaScopeInliner", alloca_scope_inliner);
        set.add_fn(ctx, root, 1, "AllocaScopeHoister", alloca_scope_hoister);
    }
}

/// `ViewOpShapeFolder`: when any operand of a `memref.view` is a constant index, the
/// size operands that are constants become static sizes of a new view, cast back to the
/// old type.
fn view_op_shape_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if body
        .operands(op)
        .all(|v| constant_index(ctx, body, v).is_none())
    {
        return Err(MatchFailure);
    }
    let view = ViewOp(rw.op_ref(op));
    let (source, shift) = (view.source(), view.byte_shift());
    let sizes: Vec<Value> = view.sizes().collect();
    let old_ty = body.value_type(body.results(op)[0]);
    layout::strides_and_offset(ctx, old_ty).ok_or(MatchFailure)?;
    let mut m = layout::memref_parts(ctx, old_ty).ok_or(MatchFailure)?;
    let mut new_sizes = Vec::new();
    let mut k = 0;
    for d in m.shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let v = *sizes.get(k).ok_or(MatchFailure)?;
        k += 1;
        match constant_index(ctx, body, v) {
            Some(c) => *d = c,
            None => new_sizes.push(v),
        }
    }
    let new_ty = layout::memref_type(ctx, m);
    if new_ty == old_ty {
        return Err(MatchFailure);
    }
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(ViewOp::build(ctx, loc, source, shift, &new_sizes, new_ty));
    let new_v = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, new_v, old_ty));
    Ok(())
}

/// `ViewOpMemrefCastFolder`: a view of a `memref.cast` of a `memref.alloc` views the
/// allocation.
fn view_op_memref_cast_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let view = ViewOp(rw.op_ref(op));
    let cast = def_cast(ctx, body, view.source()).ok_or(MatchFailure)?;
    let alloc_v = body.operand(cast, 0);
    let alloc = def_op(body, alloc_v).ok_or(MatchFailure)?;
    if body.op_name(alloc) != ctx.ident(AllocOp::NAME) {
        return Err(MatchFailure);
    }
    let shift = view.byte_shift();
    let sizes: Vec<Value> = view.sizes().collect();
    let ty = body.value_type(body.results(op)[0]);
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, ViewOp::build(ctx, loc, alloc_v, shift, &sizes, ty));
    Ok(())
}

impl HasCanonicalizer for ViewOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ViewOp::NAME));
        set.add_fn(ctx, root, 1, "ViewOpShapeFolder", view_op_shape_folder);
        set.add_fn(
            ctx,
            root,
            1,
            "ViewOpMemrefCastFolder",
            view_op_memref_cast_folder,
        );
    }
}
