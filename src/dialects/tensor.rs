//! The `tensor` dialect (`spec/dialects/tensor.td`): the generated ops plus the result
//! names MLIR gives them (`%extracted_slice`, `%inserted`, ...), and the verifiers of
//! MLIR 16 in its wording. Every op's custom form is its spec's assembly format.

include!(concat!(env!("OUT_DIR"), "/tensor_ops.rs"));

use strata_framework::ir::fold::{constant_int, Folded};
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::types::{TypeKind, DYNAMIC};
use strata_framework::ods::{HasAsmResultNames, HasRegionVerifier, HasVerifier, TypeView};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Context, Type, Value};

use super::shaped::{
    i64_array, num_dynamic, operand_types, q, rank_reduction_mask, reassociation, result_type,
};

macro_rules! result_named {
    ($($op:ident => $name:literal),* $(,)?) => {$(
        impl HasAsmResultNames for $op<'_> {
            fn asm_result_names(&self) -> Vec<(usize, String)> {
                vec![(0, $name.to_string())]
            }
        }
    )*};
}

result_named!(
    CastOp => "cast",
    DimOp => "dim",
    ExtractOp => "extracted",
    ExtractSliceOp => "extracted_slice",
    FromElementsOp => "from_elements",
    GatherOp => "gather",
    GenerateOp => "generated",
    InsertOp => "inserted",
    InsertSliceOp => "inserted_slice",
    RankOp => "rank",
    ReshapeOp => "reshape",
    ExpandShapeOp => "expanded",
    CollapseShapeOp => "collapsed",
    PadOp => "padded",
    ScatterOp => "scatter",
    SplatOp => "splat",
    PackOp => "pack",
    UnPackOp => "unpack",
);

/// The `custom<...>` directives of the tensor formats.
pub mod directives {
    pub use strata_framework::ods::directives::DynamicIndexList;
}

// ----- helpers -----

/// The shape and element type of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind_ref(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn ranked_tensor(ctx: &Context, shape: Vec<i64>, elem: Type) -> Type {
    ctx.intern_type(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    })
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    TypeView::new(ctx, t).element_type().ty
}

/// The argument types of the entry block of region `index`, and its terminator.
fn entry_block<'a>(op: &OpRef<'a>, index: usize) -> (Vec<Type>, Option<OpRef<'a>>) {
    let body = op.region_body();
    let Some(block) = op.regions().get(index).and_then(|&r| body.entry_block(r)) else {
        return (Vec::new(), None);
    };
    let args = body
        .block_args(block)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let term = body.last_op(block).map(|t| OpRef::new(op.ctx, body, t));
    (args, term)
}

/// The type of the value a `tensor.yield` terminator gives.
fn yielded_type(term: &OpRef<'_>) -> Option<Type> {
    (term.name() == "tensor.yield")
        .then(|| term.operands().next().map(|v| term.value_type(v)))
        .flatten()
}

/// MLIR's `SliceVerificationResult` of `isRankReducedType`, told as
/// `produceSliceErrorMsg` does.
fn verify_rank_reduced(op: &OpRef<'_>, expected: Type, candidate: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    if expected == candidate {
        return Ok(());
    }
    let (Some((eshape, eelem)), Some((cshape, celem))) =
        (ranked(ctx, expected), ranked(ctx, candidate))
    else {
        return Ok(());
    };
    if eshape.len() < cshape.len() {
        return Err(op.error("expected rank to be smaller or equal to the other rank. "));
    }
    if rank_reduction_mask(&eshape, &cshape).is_none() {
        return Err(op.error(format!(
            "expected type to be {} or a rank-reduced version. (size mismatch) ",
            q(ctx, expected)
        )));
    }
    if eelem != celem {
        return Err(op.error(format!("expected element type to be {}", q(ctx, eelem))));
    }
    Ok(())
}

/// The check of ops with offsets, sizes and strides into the ranked tensor `full` (after
/// `OffsetSizeAndStrideOpInterface`'s): the slice type `slice` against the one the
/// static sizes give (`ExtractSliceOp::inferResultType`).
fn verify_slice(op: &OpRef<'_>, full: Type, slice: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some((_, elem)) = ranked(ctx, full) else {
        return Ok(());
    };
    let expected = ranked_tensor(ctx, i64_array(op, "static_sizes"), elem);
    verify_rank_reduced(op, expected, slice)
}

/// `OffsetSizeAndStrideOpInterface` of the slice ops: as many offsets, sizes and strides
/// as the rank of the tensor sliced (`full`).
fn slice_max_ranks(op: &OpRef<'_>, full: Value) -> Option<[usize; 3]> {
    let (shape, _) = ranked(op.ctx, op.value_type(full))?;
    Some([shape.len(); 3])
}

impl interface_methods::ExtractSliceOpDeclaredMethods for ExtractSliceOp<'_> {
    fn get_array_attr_max_ranks(&self) -> Option<[usize; 3]> {
        slice_max_ranks(&self.0, self.source())
    }
}

impl interface_methods::InsertSliceOpDeclaredMethods for InsertSliceOp<'_> {
    fn get_array_attr_max_ranks(&self) -> Option<[usize; 3]> {
        slice_max_ranks(&self.0, self.dest())
    }

    fn get_dps_inits_position_range(&self) -> std::ops::Range<usize> {
        DEST_INIT
    }
}

impl interface_methods::ParallelInsertSliceOpDeclaredMethods for ParallelInsertSliceOp<'_> {
    fn get_array_attr_max_ranks(&self) -> Option<[usize; 3]> {
        slice_max_ranks(&self.0, self.dest())
    }
}

/// `DestinationStyleOpInterface`: `dest` (operand 1) is the init of `tensor.insert`,
/// `insert_slice`, `pack` and `unpack`.
const DEST_INIT: std::ops::Range<usize> = 1..2;

impl interface_methods::InsertOpDeclaredMethods for InsertOp<'_> {
    fn get_dps_inits_position_range(&self) -> std::ops::Range<usize> {
        DEST_INIT
    }
}

// ----- verifiers -----

/// MLIR's `verifyCompatibleShape` for two tensor types.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some((sa, _)), Some((sb, _))) => {
            sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(&sb)
                    .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => true,
    }
}

/// A cast to its own type is its source (the fold `CastOpInterface` gives).
impl strata_framework::ods::HasFolder for CastOp<'_> {
    fn fold(&self, _operands: &[Option<strata_framework::Attribute>]) -> Folded {
        let op = &self.0;
        let source = op.body.operand(op.op, 0);
        if op.value_type(source) == op.value_type(op.results()[0]) {
            Folded::value(source)
        } else {
            Folded::No
        }
    }
}

/// The most static shape of two tensor types of one element type, `None` when their
/// sizes conflict (MLIR's `joinShapes`): an unranked type gives the other.
fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    let (Some((a, elem)), Some((b, _))) = (ranked(ctx, one), ranked(ctx, two)) else {
        return Some(if ranked(ctx, one).is_none() { two } else { one });
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(&b) {
        join.push(match (x, y) {
            (DYNAMIC, _) => y,
            (_, DYNAMIC) => x,
            _ if x != y => return None,
            _ => x,
        });
    }
    Some(ranked_tensor(ctx, join, elem))
}

/// A cast of a cast becomes one cast of the first's source, when the intermediate type
/// adds no size the source and result types do not have between them (MLIR's
/// `ChainedTensorCast`).
fn chained_tensor_cast(
    op: strata_framework::ir::body::Op,
    rw: &mut strata_framework::rewrite::PatternRewriter<'_>,
) -> strata_framework::rewrite::RewriteResult {
    use strata_framework::rewrite::MatchFailure;
    let ctx = rw.ctx();
    let body = rw.body();
    let inner = rw
        .defining_op(body.operand(op, 0), CastOp::NAME)
        .ok_or(MatchFailure)?;
    let source = body.operand(inner, 0);
    let source_ty = body.value_type(source);
    let intermediate = body.value_type(body.results(inner)[0]);
    let result_ty = body.value_type(body.results(op)[0]);
    let first = join_shapes(ctx, source_ty, intermediate)
        .and_then(|j| join_shapes(ctx, j, result_ty))
        .ok_or(MatchFailure)?;
    if Some(first) != join_shapes(ctx, source_ty, result_ty) {
        return Err(MatchFailure);
    }
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, CastOp::build(ctx, loc, source, result_ty));
    Ok(())
}

impl strata_framework::rewrite::HasCanonicalizer for CastOp<'_> {
    fn get_canonicalization_patterns(
        set: &mut strata_framework::rewrite::RewritePatternSet,
        ctx: &Context,
    ) {
        let root = strata_framework::rewrite::PatternRoot::Op(ctx.ident(CastOp::NAME));
        set.add_fn(ctx, root, 1, "ChainedTensorCast", chained_tensor_cast);
        set.add_fn(
            ctx,
            root,
            1,
            "TensorCastExtractSlice",
            canonicalize::tensor_cast_extract_slice,
        );
    }
}

impl HasVerifier for CastOp<'_> {
    /// MLIR's `CastOpInterface` check: same element type and compatible shapes.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some(&a), Some(b)) = (operand_types(op).first(), result_type(op)) else {
            return Ok(());
        };
        if elem_of(ctx, a) != elem_of(ctx, b) || !compatible_shapes(ctx, a, b) {
            return Err(op.op_error(format!(
                "operand type {} and result type {} are cast incompatible",
                q(ctx, a),
                q(ctx, b)
            )));
        }
        Ok(())
    }
}

/// `ShapedDimOpInterface`: the tensor and the dimension index; `ConditionallySpeculatable`.
impl interface_methods::DimOpDeclaredMethods for DimOp<'_> {
    fn get_shaped_value(&self) -> Value {
        self.source()
    }
    fn get_dimension(&self) -> Value {
        self.index()
    }
    fn get_speculatability(&self) -> Speculatability {
        super::shaped::dim_speculatability(&self.0, self.source(), self.index())
    }
}

impl HasVerifier for DimOp<'_> {
    /// A constant index is within the rank of a ranked source.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(index) = constant_int(op.ctx, op.body, self.index()) else {
            return Ok(());
        };
        if let Some((shape, _)) = ranked(op.ctx, op.value_type(self.source())) {
            if index >= shape.len() as i128 {
                return Err(op.op_error("index is out of range"));
            }
        }
        Ok(())
    }
}

impl HasVerifier for EmptyOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some((shape, _)) = result_type(op).and_then(|t| ranked(op.ctx, t)) else {
            return Ok(());
        };
        let expected = num_dynamic(&shape);
        let has = self.dynamic_sizes().len();
        if has != expected {
            return Err(op.op_error(format!(
                "incorrect number of dynamic sizes, has {has}, expected {expected}"
            )));
        }
        Ok(())
    }
}

impl HasVerifier for ExtractOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let rank = ranked(op.ctx, op.value_type(self.tensor())).map_or(0, |(s, _)| s.len());
        if self.indices().len() != rank {
            return Err(op.op_error("incorrect number of indices for extract_element"));
        }
        Ok(())
    }
}

impl HasVerifier for InsertOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let rank = ranked(op.ctx, op.value_type(self.dest())).map_or(0, |(s, _)| s.len());
        if self.indices().len() != rank {
            return Err(op.op_error("incorrect number of indices"));
        }
        Ok(())
    }
}

impl HasVerifier for ExtractSliceOp<'_> {
    /// The result is the slice the static sizes give, or a rank-reduced version of it.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        verify_slice(op, op.value_type(self.source()), res)
    }
}

impl HasVerifier for InsertSliceOp<'_> {
    /// The source is the slice of `dest` the static sizes give, or a rank-reduced version.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        verify_slice(op, op.value_type(self.dest()), op.value_type(self.source()))
    }
}

impl HasVerifier for ParallelInsertSliceOp<'_> {
    /// The parent combines the threads' updates (`ParallelCombiningOpInterface`, which
    /// `scf.foreach_thread.perform_concurrently` implements); then as `insert_slice`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        if let Some(parent) = op.parent() {
            if parent.name() != "scf.foreach_thread.perform_concurrently" {
                // MLIR prints the parent, generic as the IR failed to verify.
                let text = strata_framework::asm::printer::op_diagnostic_text(
                    op.ctx,
                    parent.body,
                    parent.op,
                );
                return Err(op.error(format!(
                    "expected ParallelCombiningOpInterface parent, got:{text}"
                )));
            }
        }
        verify_slice(op, op.value_type(self.dest()), op.value_type(self.source()))
    }
}

impl HasVerifier for GenerateOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some((shape, _)) = result_type(op).and_then(|t| ranked(op.ctx, t)) else {
            return Ok(());
        };
        if self.dynamic_extents().len() != num_dynamic(&shape) {
            return Err(
                op.error("must have as many index operands as dynamic extents in the result type")
            );
        }
        Ok(())
    }
}

impl HasRegionVerifier for GenerateOp<'_> {
    /// One index argument per dimension, and a yield of the element type.
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some((shape, elem)) = result_type(op).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let (args, term) = entry_block(op, 0);
        if !args.iter().all(|&t| TypeView::new(ctx, t).is_index()) {
            return Err(op.error("all body arguments must be index"));
        }
        if args.len() != shape.len() {
            return Err(op.error("must have one body argument per input dimension"));
        }
        if term.as_ref().and_then(yielded_type) != Some(elem) {
            return Err(op.op_error(
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
}

impl HasVerifier for PadOp<'_> {
    /// Each static result size is the source's plus the static padding.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some((src, elem)), Some((res, _))) = (
            ranked(ctx, op.value_type(self.source())),
            result_type(op).and_then(|t| ranked(ctx, t)),
        ) else {
            return Ok(());
        };
        let low = i64_array(op, "static_low");
        let high = i64_array(op, "static_high");
        if low.len() != src.len() || high.len() != src.len() {
            return Ok(());
        }
        let inferred: Vec<i64> = src
            .iter()
            .zip(low.iter().zip(&high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s + l + h
                }
            })
            .collect();
        for (i, &e) in inferred.iter().enumerate() {
            if res.get(i) == Some(&e) || e == DYNAMIC {
                continue;
            }
            let (Some(rt), expected) =
                (result_type(op), ranked_tensor(ctx, inferred.clone(), elem))
            else {
                return Ok(());
            };
            return Err(op.error(format!(
                "specified type {} does not match the inferred type {}",
                q(ctx, rt),
                q(ctx, expected)
            )));
        }
        Ok(())
    }
}

impl HasRegionVerifier for PadOp<'_> {
    /// One index argument per dimension, and a yield of the element type.
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some((shape, elem)) = result_type(op).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let (args, term) = entry_block(op, 0);
        if args.len() != shape.len() {
            return Err(op.error(format!(
                "expected the block to have {} arguments",
                shape.len()
            )));
        }
        for (i, &t) in args.iter().enumerate() {
            if !TypeView::new(ctx, t).is_index() {
                return Err(
                    op.op_error(format!("expected block argument {} to be an index", i + 1))
                );
            }
        }
        if term.as_ref().and_then(yielded_type) != Some(elem) {
            return Err(op.op_error("expected yield type to match shape element type"));
        }
        Ok(())
    }
}

impl HasVerifier for ReshapeOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.source());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        if elem_of(ctx, src) != elem_of(ctx, res) {
            return Err(op.op_error(
                "element types of source and destination tensor types should be the same",
            ));
        }
        let shape_len = ranked(ctx, op.value_type(self.shape()))
            .and_then(|(s, _)| s.first().copied())
            .unwrap_or(DYNAMIC);
        if let Some((r, _)) = ranked(ctx, res) {
            if let Some((s, _)) = ranked(ctx, src) {
                let static_count =
                    |sh: &[i64]| (!sh.contains(&DYNAMIC)).then(|| sh.iter().product::<i64>());
                if let (Some(a), Some(b)) = (static_count(&s), static_count(&r)) {
                    if a != b {
                        return Err(op.op_error(
                            "source and destination tensor should have the same number of elements",
                        ));
                    }
                }
            }
            if shape_len == DYNAMIC {
                return Err(op.op_error(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                ));
            }
            if shape_len != r.len() as i64 {
                return Err(
                    op.op_error("length of shape operand differs from the result's tensor rank")
                );
            }
        }
        Ok(())
    }
}

/// MLIR's `verifyTensorReshapeOp` (with `verifyReshapeLikeTypes` and
/// `verifyReshapeLikeShapes`): the groups partition the expanded dimensions in order,
/// and the collapsed type is the one they give.
fn verify_tensor_reshape(
    op: &OpRef<'_>,
    expanded: Type,
    collapsed: Type,
    is_expansion: bool,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some((eshape, elem)), Some((cshape, _))) = (ranked(ctx, expanded), ranked(ctx, collapsed))
    else {
        return Ok(());
    };
    if eshape.len() < cshape.len() {
        return Err(op.op_error(format!(
            "expected the type {} to have higher rank than the type = {}",
            q(ctx, expanded),
            q(ctx, collapsed)
        )));
    }
    if eshape.is_empty() {
        return Err(op.op_error("expected non-zero memref ranks"));
    }
    if eshape.len() == cshape.len() {
        return Err(op.op_error("expected to collapse or expand dims"));
    }
    let groups = reassociation(op);
    if cshape.is_empty() {
        if eshape.iter().any(|&d| d != 1) {
            return Err(op.op_error(
                "invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref",
            ));
        }
    } else {
        if cshape.len() != groups.len() {
            return Err(op.op_error(format!(
                "expected rank of the collapsed type({}) to be the number of reassociation maps({})",
                cshape.len(),
                groups.len()
            )));
        }
        let num_dims = groups.iter().flatten().copied().max().map_or(0, |m| m + 1);
        if num_dims != eshape.len() as i64 {
            return Err(op.op_error(format!(
                "expected reassociation map #0 of same rank as expanded memref({}), but got {num_dims}",
                eshape.len()
            )));
        }
        let mut next = 0i64;
        for (i, g) in groups.iter().enumerate() {
            for &d in g {
                if d != next {
                    return Err(op.op_error(format!(
                        "expected reassociation map #{i} to be valid and contiguous"
                    )));
                }
                next += 1;
            }
        }
        let mut start = 0usize;
        for (i, g) in groups.iter().enumerate() {
            let band = &eshape[start..start + g.len()];
            let mut dynamic: Option<usize> = None;
            let mut size = 1i64;
            for (j, &d) in band.iter().enumerate() {
                if d == DYNAMIC {
                    if let (true, Some(first)) = (is_expansion, dynamic) {
                        return Err(op.op_error(format!(
                            "invalid to have a single dimension ({i}) expanded into multiple dynamic dims ({},{})",
                            start + first,
                            start + j
                        )));
                    }
                    dynamic = Some(j);
                } else {
                    size = size.wrapping_mul(d);
                }
            }
            if dynamic.is_some() {
                if cshape[i] != DYNAMIC {
                    return Err(op.op_error(format!(
                        "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    )));
                }
            } else if cshape[i] != size {
                return Err(op.op_error(format!(
                    "expected dimension {i} of collapsed type to be static value of {size}"
                )));
            }
            start += g.len();
        }
    }
    // `computeTensorReshapeCollapsedType`.
    let mut start = 0usize;
    let mut shape = Vec::with_capacity(groups.len());
    for g in &groups {
        let band = &eshape[start.min(eshape.len())..(start + g.len()).min(eshape.len())];
        shape.push(if band.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            band.iter().product()
        });
        start += g.len();
    }
    let expected = ranked_tensor(ctx, shape, elem);
    let without_encoding = ranked(ctx, collapsed).map(|(s, e)| ranked_tensor(ctx, s, e));
    if without_encoding != Some(expected) {
        return Err(op.op_error(format!(
            "expected collapsed type to be {}, but got {}",
            q(ctx, expected),
            q(ctx, collapsed)
        )));
    }
    Ok(())
}

impl HasVerifier for ExpandShapeOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.src());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let (Some((s, _)), Some((r, _))) = (ranked(ctx, src), ranked(ctx, res)) else {
            return Ok(());
        };
        if s.len() >= r.len() {
            return Err(op.op_error(format!(
                "expected rank expansion, but found source rank {} >= result rank {}",
                s.len(),
                r.len()
            )));
        }
        verify_tensor_reshape(op, res, src, true)
    }
}

impl HasVerifier for CollapseShapeOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.src());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let (Some((s, _)), Some((r, _))) = (ranked(ctx, src), ranked(ctx, res)) else {
            return Ok(());
        };
        if s.len() <= r.len() {
            return Err(op.op_error(format!(
                "expected rank reduction, but found source rank {} <= result rank {}",
                s.len(),
                r.len()
            )));
        }
        verify_tensor_reshape(op, src, res, false)
    }
}

/// MLIR's `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(
    op: &OpRef<'_>,
    dims: &[i64],
    rank: usize,
    kind: &str,
    operand: &str,
) -> Result<(), Diagnostic> {
    if dims.is_empty() {
        return Err(op.op_error(format!("{kind}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op.op_error(format!("{kind}_dims overflow {operand} rank")));
    }
    for &d in dims {
        if d < 0 {
            return Err(op.op_error(format!("{kind}_dims value must be non-negative")));
        }
        if d >= rank as i64 {
            return Err(op.op_error(format!(
                "{kind}_dims value must be smaller than {operand} rank"
            )));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op.op_error(format!("{kind}_dims values must be strictly increasing")));
    }
    Ok(())
}

/// `GatherOp::inferResultType`: the indices' shape without its last dimension, then the
/// source's with the gathered dimensions set to 1 (or dropped when `rank_reduced`).
fn gather_type(
    ctx: &Context,
    source: Type,
    indices: Type,
    dims: &[i64],
    rank_reduced: bool,
) -> Option<Type> {
    let kind = ctx.type_kind_ref(source).clone();
    let TypeKind::RankedTensor {
        shape: src,
        elem,
        encoding,
    } = kind
    else {
        return None;
    };
    let (ind, _) = ranked(ctx, indices)?;
    let mut shape: Vec<i64> = ind[..ind.len().saturating_sub(1)].to_vec();
    for (i, &d) in src.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    }))
}

impl HasVerifier for GatherOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let source = op.value_type(self.source());
        let indices = op.value_type(self.indices());
        let rank = ranked(ctx, source).map_or(0, |(s, _)| s.len());
        let dims = i64_array(op, "gather_dims");
        verify_gather_scatter_dims(op, &dims, rank, "gather", "source")?;
        let (Some(full), Some(reduced), Some(res)) = (
            gather_type(ctx, source, indices, &dims, false),
            gather_type(ctx, source, indices, &dims, true),
            result_type(op),
        ) else {
            return Ok(());
        };
        if res != full && res != reduced {
            return Err(op.op_error(format!(
                "result type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                q(ctx, full),
                q(ctx, reduced),
                q(ctx, res)
            )));
        }
        Ok(())
    }
}

impl HasVerifier for ScatterOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let dest = op.value_type(self.dest());
        let indices = op.value_type(self.indices());
        let rank = ranked(ctx, dest).map_or(0, |(s, _)| s.len());
        let dims = i64_array(op, "scatter_dims");
        verify_gather_scatter_dims(op, &dims, rank, "scatter", "dest")?;
        if !self.unique() {
            return Err(op.op_error("requires 'unique' attribute to be set"));
        }
        let source = op.value_type(self.source());
        let (Some(full), Some(reduced)) = (
            gather_type(ctx, dest, indices, &dims, false),
            gather_type(ctx, dest, indices, &dims, true),
        ) else {
            return Ok(());
        };
        if source != full && source != reduced {
            return Err(op.op_error(format!(
                "source type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                q(ctx, full),
                q(ctx, reduced),
                q(ctx, source)
            )));
        }
        Ok(())
    }
}

/// MLIR's `isInvalidPackingPosSpecification`: more positions than the rank, a repeated
/// one, or one out of range.
fn invalid_packing_positions(dims: &[i64], rank: usize) -> bool {
    let unique: std::collections::BTreeSet<i64> = dims.iter().copied().collect();
    dims.len() > rank
        || unique.len() != dims.len()
        || dims.iter().any(|&d| d < 0 || d >= rank as i64)
}

/// The tile sizes of `tensor.pack`/`unpack`, each a constant when known (a static size,
/// or a dynamic one given by an `arith.constant`).
fn tile_sizes(op: &OpRef<'_>, dynamic: &[Value]) -> Vec<Option<i64>> {
    let mut next = dynamic.iter();
    i64_array(op, "static_inner_tiles")
        .into_iter()
        .map(|t| {
            if t == DYNAMIC {
                next.next()
                    .and_then(|&v| constant_int(op.ctx, op.body, v))
                    .map(|c| c as i64)
            } else {
                Some(t)
            }
        })
        .collect()
}

/// MLIR's `commonVerifierPackAndUnPackOp`: valid positions and permutation, one tile
/// per tiled dimension, a packed type of the right rank that can hold the data, and tiled
/// dimensions matching the constant tile sizes.
fn verify_pack_unpack(
    op: &OpRef<'_>,
    unpacked: Type,
    packed: Type,
    dynamic_tiles: &[Value],
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some((ushape, elem)), Some((pshape, _))) = (ranked(ctx, unpacked), ranked(ctx, packed))
    else {
        return Ok(());
    };
    let tiles = tile_sizes(op, dynamic_tiles);
    if tiles.contains(&Some(0)) {
        return Err(op.error("invalid zero tile factor"));
    }
    let inner = i64_array(op, "inner_dims_pos");
    let outer = i64_array(op, "outer_dims_perm");
    let rank = ushape.len();
    if invalid_packing_positions(&inner, rank) {
        return Err(op.error("invalid inner_dims_pos vector"));
    }
    if invalid_packing_positions(&outer, rank) {
        return Err(op.error("invalid outer_dims_perm vector"));
    }
    if !outer.is_empty() && outer.len() != rank {
        return Err(op.error("outer_dims_perm must be a permutation or empty"));
    }
    if tiles.len() > rank {
        return Err(op.error(
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        ));
    }
    if tiles.len() != inner.len() {
        return Err(op.error("tiling factors must equal the number of dimensions to tile"));
    }
    if pshape.len() != rank + tiles.len() {
        return Err(op.error("packed rank must equal unpacked rank + tiling factors"));
    }
    // `PackOp::inferPackedType`.
    let static_tiles = i64_array(op, "static_inner_tiles");
    let mut shape = ushape.clone();
    for (i, &d) in inner.iter().enumerate() {
        let d = d as usize;
        if shape[d] == DYNAMIC {
            continue;
        }
        shape[d] = match static_tiles[i] {
            DYNAMIC => DYNAMIC,
            t => (shape[d] + t - 1).div_euclid(t),
        };
    }
    if !outer.is_empty() {
        shape = outer.iter().map(|&p| shape[p as usize]).collect();
    }
    shape.extend_from_slice(&static_tiles);
    let in_bound = shape
        .iter()
        .zip(&pshape)
        .all(|(&s, &l)| s == DYNAMIC || l == DYNAMIC || s <= l);
    if !in_bound {
        return Err(op.error(format!(
            "the shape of output is not large enough to hold the packed data. Expected at least {}, got {}",
            q(ctx, ranked_tensor(ctx, shape, elem)),
            q(ctx, packed)
        )));
    }
    let tiled = &pshape[pshape.len() - tiles.len()..];
    let matches = tiled.iter().zip(&tiles).all(|(&s, &t)| match t {
        None => s == DYNAMIC,
        Some(t) => s == DYNAMIC || s == t,
    });
    if !matches {
        return Err(op.error(
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        ));
    }
    Ok(())
}

impl HasVerifier for PackOp<'_> {
    /// The common checks, then a padding value of the element type, required unless
    /// every constant tile divides its static dimension.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let source = op.value_type(self.source());
        let tiles: Vec<Value> = self.inner_tiles().collect();
        verify_pack_unpack(op, source, op.value_type(self.dest()), &tiles)?;
        let Some((shape, elem)) = ranked(ctx, source) else {
            return Ok(());
        };
        match self.padding_value() {
            Some(v) if op.value_type(v) != elem => Err(op.op_error(format!(
                "expected padding_value has {} but got: {}",
                q(ctx, elem),
                q(ctx, op.value_type(v))
            ))),
            Some(_) => Ok(()),
            None => {
                let inner = i64_array(op, "inner_dims_pos");
                let partial = inner.iter().zip(tile_sizes(op, &tiles)).any(|(&d, t)| {
                    let size = shape[d as usize];
                    size != DYNAMIC && t.is_some_and(|t| size % t != 0)
                });
                if partial {
                    return Err(op.op_error(
                        "invalid tile factor provided. Only full tiles are supported when padding_value is not set",
                    ));
                }
                Ok(())
            }
        }
    }
}

/// MLIR's `areTilesAndTiledDimsAllConstant`: every tile size of `tensor.pack`/`unpack` is
/// a constant, and so is every tiled (innermost) dimension of the packed type.
fn tiles_and_tiled_dims_constant(op: &OpRef<'_>, packed: Type, dynamic_tiles: &[Value]) -> bool {
    let tiles = tile_sizes(op, dynamic_tiles);
    let Some((shape, _)) = ranked(op.ctx, packed) else {
        return false;
    };
    let tiled = &shape[shape.len().saturating_sub(tiles.len())..];
    tiles
        .iter()
        .zip(tiled)
        .all(|(tile, &dim)| tile.is_some() && dim != DYNAMIC)
}

/// `ConditionallySpeculatable` (MLIR's `PackOp::getSpeculatability`): with a padding value,
/// or with constant tiles and tiled dimensions (the verifier then has checked that the tiles
/// divide the dimensions), the op has no undefined behaviour.
impl interface_methods::PackOpDeclaredMethods for PackOp<'_> {
    fn get_dps_inits_position_range(&self) -> std::ops::Range<usize> {
        DEST_INIT
    }

    fn get_speculatability(&self) -> Speculatability {
        let tiles: Vec<Value> = self.inner_tiles().collect();
        if self.padding_value().is_some()
            || tiles_and_tiled_dims_constant(&self.0, self.0.value_type(self.dest()), &tiles)
        {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `ConditionallySpeculatable` (MLIR's `UnPackOp::getSpeculatability`): as `tensor.pack`
/// without a padding value.
impl interface_methods::UnPackOpDeclaredMethods for UnPackOp<'_> {
    fn get_dps_inits_position_range(&self) -> std::ops::Range<usize> {
        DEST_INIT
    }

    fn get_speculatability(&self) -> Speculatability {
        let tiles: Vec<Value> = self.inner_tiles().collect();
        if tiles_and_tiled_dims_constant(&self.0, self.0.value_type(self.source()), &tiles) {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

impl HasVerifier for UnPackOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        verify_pack_unpack(
            op,
            op.value_type(self.dest()),
            op.value_type(self.source()),
            &self.inner_tiles().collect::<Vec<_>>(),
        )
    }
}

/// `tensor`'s inliner interface (MLIR's `TensorInlinerInterface`): its ops may be inlined anywhere, and anything into its regions.
struct TensorInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for TensorInliner {
    fn is_legal_to_inline_region(
        &self,
        _: &strata_framework::Context,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
}

/// Registers the dialect's dialect interfaces (its inliner interface). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "tensor",
        Box::new(TensorInliner),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "tensor",
        Box::new(canonicalize::TensorConstants),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::rewrite::DialectCanonicalizer>(
        "tensor",
        Box::new(canonicalize::TensorCanonicalizer),
    );
}
mod canonicalize;
