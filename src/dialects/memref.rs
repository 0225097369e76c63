//! The `memref` dialect (`spec/dialects/memref.td`): the generated ops plus the result
//! names MLIR gives them (`%alloc`, `%cast`, ...), the custom forms MLIR writes in C++
//! (`memref.alloca_scope`, `memref.dma_start`, `memref.transpose`, `memref.prefetch`,
//! `memref.generic_atomic_rmw`, `memref.global`), the `custom<...>` directives of its
//! formats, and the verifiers of MLIR 16 in its wording.

include!(concat!(env!("OUT_DIR"), "/memref_ops.rs"));

use strata_framework::interfaces::side_effects::is_memory_effect_free;
use strata_framework::ir::layout::{self, MemRefParts};
use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::registry::{op_has_traits, OpRef, OpTraits};
use strata_framework::ir::symbol::SymbolScope;
use strata_framework::ir::types::DYNAMIC;
use strata_framework::ods::{
    AttrView, HasAsmResultNames, HasCustomAssemblyFormat, HasSymbolUses, HasVerifier, TypeView,
};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type, Value};

use super::shaped::{
    attr_text, i64_array, num_dynamic, operand_types, q, rank_reduction_mask, reassociation,
    result_type,
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
    AllocOp => "alloc",
    AllocaOp => "alloca",
    CastOp => "cast",
    DimOp => "dim",
    ExtractAlignedPointerAsIndexOp => "intptr",
    ReinterpretCastOp => "reinterpret_cast",
    ReshapeOp => "reshape",
    ExpandShapeOp => "expand_shape",
    CollapseShapeOp => "collapse_shape",
    SubViewOp => "subview",
    TransposeOp => "transpose",
    ViewOp => "view",
);

impl HasAsmResultNames for ExtractStridedMetadataOp<'_> {
    /// `%base_buffer, %offset, %sizes:N, %strides:N`: the spec's result names.
    fn asm_result_names(&self) -> Vec<(usize, String)> {
        strata_framework::ods::spec_result_names(Self::spec(), &self.0)
    }
}

/// `ShapedDimOpInterface`: the memref and the dimension index; `ConditionallySpeculatable`.
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

/// `memref.alloca_scope` enters its region once; the region goes out to the results.
impl interface_methods::AllocaScopeOpDeclaredMethods for AllocaScopeOp<'_> {
    fn get_successor_regions(
        &self,
        from: Option<usize>,
    ) -> Vec<strata_framework::interfaces::region_branch::RegionSuccessor> {
        use strata_framework::interfaces::region_branch::RegionSuccessor;
        match from {
            None => vec![RegionSuccessor::region(&self.0, 0, 0)],
            Some(_) => vec![RegionSuccessor::results(&self.0)],
        }
    }
}

/// `memref.alloca_scope [-> (types)] { ... } [attr-dict]`; MLIR prints two spaces after
/// the name.
impl HasCustomAssemblyFormat for AllocaScopeOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let r = p.parse_region(&[])?;
        p.ensure_terminator(r, "memref.alloca_scope.return");
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let results: Vec<Value> = op.results().to_vec();
        p.write(" ");
        let terminators = !results.is_empty();
        if terminators {
            p.write(" -> (");
            let tys: Vec<Type> = results.iter().map(|&v| op.value_type(v)).collect();
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(op.regions()[0], false, terminators, false);
        p.print_optional_attr_dict(&[]);
    }
}

/// The `custom<...>` directives of the memref formats.
pub mod directives {
    pub use strata_framework::ods::directives::DynamicIndexList;
}

/// What the generated registration cannot say: `memref.transpose` prints its
/// permutation as a bare affine map, which takes no alias.
pub fn register_print_details(ctx: &Context) {
    if let Some(mut info) = ctx.op_info("memref.transpose").copied() {
        info.inline_attrs = &["permutation"];
        ctx.register_op("memref.transpose", info);
    }
}

// ----- helpers -----

fn is_index(ctx: &Context, t: Type) -> bool {
    TypeView::new(ctx, t).is_index()
}

/// The rank of a ranked memref, 0 for other types.
fn memref_rank(ctx: &Context, t: Type) -> usize {
    layout::memref_parts(ctx, t).map_or(0, |m| m.shape.len())
}

/// `lhs * rhs` where either may be dynamic (MLIR's saturated arithmetic).
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// `[%a, %b]`: a square-bracketed operand list.
fn parse_square_operands(
    p: &mut dyn OpAsmParser<'_>,
) -> Result<Vec<strata_framework::asm::custom::UnresolvedOperand>, Diagnostic> {
    p.parse(Punct::LSquare)?;
    if p.parse_optional(Punct::RSquare) {
        return Ok(Vec::new());
    }
    let list = p.parse_operand_list()?;
    p.parse(Punct::RSquare)?;
    Ok(list)
}

fn resolve_all(
    p: &mut dyn OpAsmParser<'_>,
    list: Vec<strata_framework::asm::custom::UnresolvedOperand>,
    ty: Type,
) -> Result<Vec<Value>, Diagnostic> {
    list.into_iter().map(|u| p.resolve_operand(u, ty)).collect()
}

fn print_square_operands(p: &mut dyn OpAsmPrinter<'_>, vs: &[Value]) {
    p.write("[");
    p.print_operands(vs.iter().copied());
    p.write("]");
}

// ----- allocation -----

/// MLIR's `verifyAllocLikeOp`: one operand per dynamic size and per layout symbol.
fn verify_alloc_like(
    op: &OpRef<'_>,
    dynamic_sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(m) = result_type(op).and_then(|t| layout::memref_parts(ctx, t)) else {
        return Err(op.op_error("result must be a memref"));
    };
    if dynamic_sizes != num_dynamic(&m.shape) {
        return Err(
            op.op_error("dimension operand count does not equal memref dynamic dimension count")
        );
    }
    let expected = match m.layout {
        Some(l) if !layout::is_identity_layout(ctx, Some(l)) => layout::layout_num_symbols(ctx, l),
        _ => 0,
    };
    if symbols != expected {
        return Err(op.op_error(format!(
            "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
        )));
    }
    Ok(())
}

impl HasVerifier for DimOp<'_> {
    /// A constant index is within the rank of a ranked source.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(index) = strata_framework::ir::fold::constant_int(op.ctx, op.body, self.index())
        else {
            return Ok(());
        };
        if let Some(m) = layout::memref_parts(op.ctx, op.value_type(self.source())) {
            if index >= m.shape.len() as i128 {
                return Err(op.op_error("index is out of range"));
            }
        }
        Ok(())
    }
}

impl HasVerifier for AllocOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_alloc_like(
            &self.0,
            self.dynamic_sizes().len(),
            self.symbol_operands().len(),
        )
    }
}

impl HasVerifier for AllocaOp<'_> {
    /// An ancestor is an automatic allocation scope, then the checks of `memref.alloc`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let mut cur = op.parent();
        let mut scoped = false;
        while let Some(a) = cur {
            if op_has_traits(
                op.ctx,
                a.body.op_name(a.op),
                OpTraits::AUTOMATIC_ALLOCATION_SCOPE,
            ) {
                scoped = true;
                break;
            }
            cur = a.parent();
        }
        if !scoped {
            return Err(op.op_error("requires an ancestor op with AutomaticAllocationScope trait"));
        }
        verify_alloc_like(op, self.dynamic_sizes().len(), self.symbol_operands().len())
    }
}

impl HasVerifier for ReallocOp<'_> {
    /// Identity layouts, one memory space and element type, and a size operand exactly
    /// when the result has a dynamic size.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.source());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let (Some(s), Some(r)) = (
            layout::memref_parts(ctx, src),
            layout::memref_parts(ctx, res),
        ) else {
            return Ok(());
        };
        if !layout::is_identity_layout(ctx, s.layout) {
            return Err(op.error(format!(
                "unsupported layout for source memref type {}",
                q(ctx, src)
            )));
        }
        if !layout::is_identity_layout(ctx, r.layout) {
            return Err(op.error(format!(
                "unsupported layout for result memref type {}",
                q(ctx, res)
            )));
        }
        if s.memory_space != r.memory_space {
            return Err(op.error(format!(
                "different memory spaces specified for source memref type {} and result memref type {}",
                q(ctx, src),
                q(ctx, res)
            )));
        }
        if s.elem != r.elem {
            return Err(op.error(format!(
                "different element types specified for source memref type {} and result memref type {}",
                q(ctx, src),
                q(ctx, res)
            )));
        }
        let dynamic = num_dynamic(&r.shape) > 0;
        let given = self.dynamic_result_size().is_some();
        if dynamic && !given {
            return Err(op.error(format!(
                "missing dimension operand for result type {}",
                q(ctx, res)
            )));
        }
        if !dynamic && given {
            return Err(op.error(format!(
                "unnecessary dimension operand for result type {}",
                q(ctx, res)
            )));
        }
        Ok(())
    }
}

impl HasVerifier for AssumeAlignmentOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let a = op
            .attr("alignment")
            .and_then(|a| AttrView::new(op.ctx, a).int_value())
            .unwrap_or(1);
        if a <= 0 || (a & (a - 1)) != 0 || a > u32::MAX as i128 {
            return Err(op.op_error("alignment must be power of 2"));
        }
        Ok(())
    }
}

// ----- casts, reshapes and views -----

impl HasVerifier for CastOp<'_> {
    /// MLIR's `CastOpInterface` check with `memref.cast`'s compatibility rule.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some(&a), Some(b)) = (operand_types(op).first(), result_type(op)) else {
            return Ok(());
        };
        if !layout::is_cast_compatible(ctx, a, b) {
            return Err(op.op_error(format!(
                "operand type {} and result type {} are cast incompatible",
                q(ctx, a),
                q(ctx, b)
            )));
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
        if TypeView::new(ctx, src).element_type().ty != TypeView::new(ctx, res).element_type().ty {
            return Err(op.op_error(
                "element types of source and destination memref types should be the same",
            ));
        }
        if let Some(s) = layout::memref_parts(ctx, src) {
            if !layout::is_identity_layout(ctx, s.layout) {
                return Err(op.op_error("source memref type should have identity affine map"));
            }
        }
        let shape_len = layout::memref_parts(ctx, op.value_type(self.shape()))
            .and_then(|m| m.shape.first().copied())
            .unwrap_or(DYNAMIC);
        if let Some(r) = layout::memref_parts(ctx, res) {
            if !layout::is_identity_layout(ctx, r.layout) {
                return Err(op.op_error("result memref type should have identity affine map"));
            }
            if shape_len == DYNAMIC {
                return Err(op.op_error(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            }
            if shape_len != r.shape.len() as i64 {
                return Err(
                    op.op_error("length of shape operand differs from the result's memref rank")
                );
            }
        }
        Ok(())
    }
}

/// `OffsetSizeAndStrideOpInterface`: one offset, and as many sizes and strides as the
/// result's rank.
impl interface_methods::ReinterpretCastOpDeclaredMethods for ReinterpretCastOp<'_> {
    fn get_array_attr_max_ranks(&self) -> Option<[usize; 3]> {
        let rank = layout::memref_parts(self.0.ctx, result_type(&self.0)?)?
            .shape
            .len();
        Some([1, rank, rank])
    }
}

/// `OffsetSizeAndStrideOpInterface`: as many offsets, sizes and strides as the source's
/// rank.
impl interface_methods::SubViewOpDeclaredMethods for SubViewOp<'_> {
    fn get_array_attr_max_ranks(&self) -> Option<[usize; 3]> {
        let src = self.0.value_type(self.source());
        let rank = layout::memref_parts(self.0.ctx, src)?.shape.len();
        Some([rank; 3])
    }
}

impl HasVerifier for ReinterpretCastOp<'_> {
    /// The offset, sizes and strides agree with the result type where both are static.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.source());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let Some(r) = layout::memref_parts(ctx, res) else {
            return Ok(());
        };
        if layout::memory_space(ctx, src) != Some(r.memory_space) {
            return Err(op.error(format!(
                "different memory spaces specified for source type {} and result memref type {}",
                q(ctx, src),
                q(ctx, res)
            )));
        }
        if TypeView::new(ctx, src).element_type().ty != r.elem {
            return Err(op.error(format!(
                "different element types specified for source type {} and result memref type {}",
                q(ctx, src),
                q(ctx, res)
            )));
        }
        for (i, (&size, &expected)) in r
            .shape
            .iter()
            .zip(&i64_array(op, "static_sizes"))
            .enumerate()
        {
            if size != DYNAMIC && expected != DYNAMIC && size != expected {
                return Err(op.error(format!(
                    "expected result type with size = {expected} instead of {size} in dim = {i}"
                )));
            }
        }
        let Some((strides, offset)) = layout::strides_and_offset(ctx, res) else {
            return Err(op.error(format!(
                "expected result type to have strided layout but found {}",
                q(ctx, res)
            )));
        };
        let expected = i64_array(op, "static_offsets")
            .first()
            .copied()
            .unwrap_or(0);
        if offset != DYNAMIC && expected != DYNAMIC && offset != expected {
            return Err(op.error(format!(
                "expected result type with offset = {offset} instead of {expected}"
            )));
        }
        for (i, (&stride, &expected)) in strides
            .iter()
            .zip(&i64_array(op, "static_strides"))
            .enumerate()
        {
            if stride != DYNAMIC && expected != DYNAMIC && stride != expected {
                return Err(op.error(format!(
                    "expected result type with stride = {expected} instead of {stride} in dim = {i}"
                )));
            }
        }
        Ok(())
    }
}

/// MLIR's `verifyCollapsedShape`: the groups are contiguous, in bounds, cover the
/// expanded dimensions, and each collapsed size is its group's.
fn verify_collapsed_shape(
    op: &OpRef<'_>,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
    allow_multiple_dynamic: bool,
) -> Result<(), Diagnostic> {
    if collapsed.len() != groups.len() {
        return Err(op.op_error(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        )));
    }
    let mut next: i64 = 0;
    for (ci, group) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &d in group {
            if d != next {
                return Err(op.op_error("reassociation indices must be contiguous"));
            }
            next += 1;
            if d < 0 || d as usize >= expanded.len() {
                return Err(op.op_error(format!("reassociation index {d} is out of bounds")));
            }
            if expanded[d as usize] == DYNAMIC {
                if found_dynamic && !allow_multiple_dynamic {
                    return Err(op.op_error(
                        "at most one dimension in a reassociation group may be dynamic",
                    ));
                }
                found_dynamic = true;
            }
        }
        if (collapsed[ci] == DYNAMIC) != found_dynamic {
            return Err(op.op_error(format!(
                "collapsed dim ({ci}) must be dynamic if and only if reassociation group is dynamic"
            )));
        }
        if !found_dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[ci] {
                return Err(op.op_error(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[ci]
                )));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(op.op_error("rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next != expanded.len() as i64 {
        return Err(op.op_error(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        )));
    }
    Ok(())
}

impl HasVerifier for ExpandShapeOp<'_> {
    /// A rank expansion by the groups, to the type whose layout expands the source's.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.src());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let (Some(s), Some(r)) = (
            layout::memref_parts(ctx, src),
            layout::memref_parts(ctx, res),
        ) else {
            return Ok(());
        };
        if s.shape.len() >= r.shape.len() {
            return Err(op.op_error(format!(
                "expected rank expansion, but found source rank {} >= result rank {}",
                s.shape.len(),
                r.shape.len()
            )));
        }
        let groups = reassociation(op);
        verify_collapsed_shape(op, &s.shape, &r.shape, &groups, false)?;
        let layout = if layout::is_identity_layout(ctx, s.layout) {
            None
        } else {
            let Some((src_strides, offset)) = layout::strides_and_offset(ctx, src) else {
                return Err(op.op_error("invalid source layout map"));
            };
            // Each group's first dimension keeps the source stride; the ones after it
            // are strided by the sizes inside them.
            let mut rev = Vec::with_capacity(r.shape.len());
            let mut idx = r.shape.len();
            for (group, &stride) in groups.iter().zip(&src_strides).rev() {
                let mut cur = stride;
                for _ in group {
                    rev.push(cur);
                    idx = idx.saturating_sub(1);
                    cur = sat_mul(cur, r.shape[idx]);
                }
            }
            let mut strides: Vec<i64> = rev.into_iter().rev().collect();
            strides.resize(r.shape.len(), 1);
            Some(layout::strided_layout_attr(ctx, &strides, offset))
        };
        let expected = layout::memref_type(
            ctx,
            MemRefParts {
                shape: r.shape.clone(),
                elem: s.elem,
                layout,
                memory_space: s.memory_space,
            },
        );
        if expected != res {
            return Err(op.op_error(format!(
                "expected expanded type to be {} but found {}",
                q(ctx, expected),
                q(ctx, res)
            )));
        }
        Ok(())
    }
}

/// MLIR's `computeCollapsedLayoutMap`: the strided layout of collapsing `src` by the
/// groups, or `None` when the source is not strided or a group is not contiguous.
fn collapsed_layout(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Attribute> {
    let shape = layout::memref_parts(ctx, src)?.shape;
    let (src_strides, offset) = layout::strides_and_offset(ctx, src)?;
    let mut strides = Vec::with_capacity(groups.len());
    for g in groups {
        let mut end = g.len();
        while end > 1 && shape[g[end - 1] as usize] == 1 {
            end -= 1;
        }
        let last = *g.get(end.checked_sub(1)?)? as usize;
        if shape[last] != DYNAMIC || end == 1 {
            strides.push(src_strides[last]);
        } else {
            strides.push(DYNAMIC);
        }
    }
    for (g, &result_stride) in groups.iter().zip(&strides).rev() {
        let mut stride = result_stride;
        for &idx in g.iter().skip(1).rev() {
            stride = sat_mul(stride, shape[idx as usize]);
            let src_stride = src_strides[idx as usize - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(layout::strided_layout_attr(ctx, &strides, offset))
}

impl HasVerifier for CollapseShapeOp<'_> {
    /// A rank reduction by contiguous groups, to the type whose layout collapses the
    /// source's.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let src = op.value_type(self.src());
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        let (Some(s), Some(r)) = (
            layout::memref_parts(ctx, src),
            layout::memref_parts(ctx, res),
        ) else {
            return Ok(());
        };
        if s.shape.len() <= r.shape.len() {
            return Err(op.op_error(format!(
                "expected rank reduction, but found source rank {} <= result rank {}",
                s.shape.len(),
                r.shape.len()
            )));
        }
        let groups = reassociation(op);
        verify_collapsed_shape(op, &r.shape, &s.shape, &groups, true)?;
        let layout = if layout::is_identity_layout(ctx, s.layout) {
            None
        } else {
            match collapsed_layout(ctx, src, &groups) {
                Some(l) => Some(l),
                None => {
                    return Err(
                        op.op_error("invalid source layout map or collapsing non-contiguous dims")
                    )
                }
            }
        };
        let expected = layout::memref_type(
            ctx,
            MemRefParts {
                shape: r.shape.clone(),
                elem: s.elem,
                layout,
                memory_space: s.memory_space,
            },
        );
        if expected != res {
            return Err(op.op_error(format!(
                "expected collapsed type to be {} but found {}",
                q(ctx, expected),
                q(ctx, res)
            )));
        }
        Ok(())
    }
}

impl HasVerifier for ViewOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let base = op.value_type(self.source());
        let Some(view) = result_type(op) else {
            return Ok(());
        };
        let (Some(b), Some(v)) = (
            layout::memref_parts(ctx, base),
            layout::memref_parts(ctx, view),
        ) else {
            return Ok(());
        };
        if !layout::is_identity_layout(ctx, b.layout) {
            return Err(op.error(format!(
                "unsupported map for base memref type {}",
                q(ctx, base)
            )));
        }
        if !layout::is_identity_layout(ctx, v.layout) {
            return Err(op.error(format!(
                "unsupported map for result memref type {}",
                q(ctx, view)
            )));
        }
        if b.memory_space != v.memory_space {
            return Err(op.error(format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                q(ctx, base),
                q(ctx, view)
            )));
        }
        if self.sizes().len() != num_dynamic(&v.shape) {
            return Err(op.error(format!(
                "incorrect number of size operands for type {}",
                q(ctx, view)
            )));
        }
        Ok(())
    }
}

/// MLIR's `computeMemRefRankReductionMask`: which dimensions a rank-reducing subview
/// drops, told by the static sizes of 1 and, when ambiguous, by the strides kept.
fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let o = layout::memref_parts(ctx, original)?;
    let r = layout::memref_parts(ctx, reduced)?;
    let mut unused = vec![false; o.shape.len()];
    if o.shape.len() == r.shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && i < unused.len() {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + r.shape.len() == o.shape.len() {
        return Some(unused);
    }
    let (os, _) = layout::strides_and_offset(ctx, original)?;
    let (rs, _) = layout::strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let candidate = occurrences(&rs);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let stride = os[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        if have > want {
            if let Some(n) = unaccounted.get_mut(&stride) {
                *n -= 1;
            }
        } else if have == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + r.shape.len() == o.shape.len()).then_some(unused)
}

impl HasVerifier for SubViewOp<'_> {
    /// The result type is the one inferred from the source's strides and the static
    /// offsets, sizes and strides, or a rank-reduced version of it.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let base = op.value_type(self.source());
        let Some(sub) = result_type(op) else {
            return Ok(());
        };
        let (Some(b), Some(v)) = (
            layout::memref_parts(ctx, base),
            layout::memref_parts(ctx, sub),
        ) else {
            return Ok(());
        };
        if b.memory_space != v.memory_space {
            return Err(op.error(format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                q(ctx, base),
                q(ctx, sub)
            )));
        }
        let Some((src_strides, src_offset)) = layout::strides_and_offset(ctx, base) else {
            return Err(op.error(format!("base type {} is not strided", q(ctx, base))));
        };
        let offsets = i64_array(op, "static_offsets");
        let sizes = i64_array(op, "static_sizes");
        let steps = i64_array(op, "static_strides");
        let mut offset = src_offset;
        for (&o, &s) in offsets.iter().zip(&src_strides) {
            offset = sat_add(offset, sat_mul(o, s));
        }
        let strides: Vec<i64> = src_strides
            .iter()
            .zip(&steps)
            .map(|(&s, &t)| sat_mul(s, t))
            .collect();
        let expected = layout::memref_type(
            ctx,
            MemRefParts {
                shape: sizes.clone(),
                elem: b.elem,
                layout: Some(layout::strided_layout_attr(ctx, &strides, offset)),
                memory_space: b.memory_space,
            },
        );
        let e = layout::memref_parts(ctx, expected).expect("a ranked memref");
        let layout_mismatch = || {
            op.error(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result layout) ",
                q(ctx, expected)
            ))
        };
        if expected == sub {
            return Ok(());
        }
        if v.shape.len() > e.shape.len() {
            return Err(
                op.error("expected result rank to be smaller or equal to the source rank. ")
            );
        }
        if rank_reduction_mask(&e.shape, &v.shape).is_none() {
            return Err(op.error(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result sizes) ",
                q(ctx, expected)
            )));
        }
        if e.elem != v.elem {
            return Err(op.error(format!(
                "expected result element type to be {}",
                q(ctx, e.elem)
            )));
        }
        if memref_rank_reduction_mask(ctx, expected, sub, &sizes).is_none() {
            return Err(layout_mismatch());
        }
        if e.memory_space != v.memory_space {
            return Err(op.error("expected result and source memory spaces to match."));
        }
        // No stride can make up for a different offset (strides are not compared, as in
        // MLIR 16).
        let (Some((_, eo)), Some((_, vo))) = (
            layout::strides_and_offset(ctx, expected),
            layout::strides_and_offset(ctx, sub),
        ) else {
            return Err(layout_mismatch());
        };
        if eo != vo {
            return Err(layout_mismatch());
        }
        Ok(())
    }
}

// ----- loads, stores and atomics -----

impl HasVerifier for LoadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let rank = memref_rank(op.ctx, op.value_type(self.memref()));
        if self.indices().len() != rank {
            return Err(op.op_error("incorrect number of indices for load"));
        }
        Ok(())
    }
}

impl HasVerifier for StoreOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let rank = memref_rank(op.ctx, op.value_type(self.memref()));
        if self.indices().len() != rank {
            return Err(op.op_error("store index operand count not equal to memref rank"));
        }
        Ok(())
    }
}

/// The names of the `AtomicRMWKind` cases, by value.
const ATOMIC_KINDS: [&str; 13] = [
    "addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli",
    "ori", "andi",
];

impl HasVerifier for AtomicRMWOp<'_> {
    /// One subscript per dimension, and a value type the kind applies to.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        if memref_rank(ctx, op.value_type(self.memref())) != self.indices().len() {
            return Err(op.op_error("expects the number of subscripts to be equal to memref rank"));
        }
        let kind = op
            .attr("kind")
            .and_then(|a| AttrView::new(ctx, a).int_value())
            .unwrap_or(-1);
        let name = usize::try_from(kind)
            .ok()
            .and_then(|k| ATOMIC_KINDS.get(k))
            .copied()
            .unwrap_or("");
        let vt = TypeView::new(ctx, op.value_type(self.value()));
        match name {
            "addf" | "maxf" | "minf" | "mulf" if !vt.is_float() => {
                Err(op.op_error(format!("with kind '{name}' expects a floating-point type")))
            }
            "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi"
                if !vt.is_integer() =>
            {
                Err(op.op_error(format!("with kind '{name}' expects an integer type")))
            }
            _ => Ok(()),
        }
    }
}

impl HasVerifier for GenericAtomicRMWOp<'_> {
    /// The region takes the current value (of the result type) and has no side effect.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let body = op.region_body();
        let Some(&region) = op.regions().first() else {
            return Ok(());
        };
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        if args.len() != 1 {
            return Err(op.op_error("expected single number of entry block arguments"));
        }
        if result_type(op) != Some(body.value_type(args[0])) {
            return Err(op.op_error("expected block argument of the same type result type"));
        }
        let mut bad = None;
        // Post-order, as MLIR's walk: the first op with effects, the region's own first.
        op.body
            .walk(op.op, strata_framework::ir::body::WalkOrder::PostOrder, |b, o| {
                let root = o == op.op && std::ptr::eq(b, op.body);
                if !root && !is_memory_effect_free(&OpRef::new(ctx, b, o)) {
                    bad = Some(strata_framework::ir::registry::op_error(
                        ctx,
                        b,
                        o,
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                    return strata_framework::ir::body::WalkResult::Interrupt;
                }
            strata_framework::ir::body::WalkResult::Advance
        });
        match bad {
            Some(d) => Err(d),
            None => Ok(()),
        }
    }
}

impl HasVerifier for AtomicYieldOp<'_> {
    /// The yielded value has the type of the enclosing `memref.generic_atomic_rmw`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(parent) = op.parent() else {
            return Ok(());
        };
        let Some(&pr) = parent.results().first() else {
            return Ok(());
        };
        let parent_ty = parent.value_type(pr);
        let ty = op.value_type(self.result());
        if parent_ty != ty {
            return Err(op.op_error(format!(
                "types mismatch between yield op: {} and its parent: {}",
                q(ctx, ty),
                q(ctx, parent_ty)
            )));
        }
        Ok(())
    }
}

/// `%m[%i, ...] : memref<...> { ^bb0(%old : T): ... } [attr-dict]`.
impl HasCustomAssemblyFormat for GenericAtomicRMWOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let ivs = parse_square_operands(p)?;
        p.parse(Punct::Colon)?;
        let ty_pos = p.pos();
        let ty = p.parse_type()?;
        let m = p.resolve_operand(memref, ty)?;
        let ivs = resolve_all(p, ivs, ctx.index_type())?;
        p.add_operands(&[m]);
        p.add_operands(&ivs);
        let region = p.parse_region(&[])?;
        p.ensure_terminator(region, "memref.atomic_yield");
        p.parse_optional_attr_dict()?;
        let Some(parts) = layout::memref_parts(ctx, ty) else {
            return Err(p.error_at(
                ty_pos,
                format!("expected a ranked memref type, got {}", q(ctx, ty)),
            ));
        };
        p.add_result_types(&[parts.elem]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        let Some((&m, ivs)) = operands.split_first() else {
            return;
        };
        p.write(" ");
        p.print_operand(m);
        print_square_operands(p, ivs);
        p.write(" : ");
        p.print_type(op.value_type(m));
        p.write(" ");
        if let Some(&r) = op.regions().first() {
            p.print_region(r, true, true, false);
        }
        p.print_optional_attr_dict(&[]);
    }
}

// ----- DMA, prefetch and transpose -----

/// The operand layout of `memref.dma_start`: source, its indices, destination, its
/// indices, element count, tag, its indices, then optionally stride and elements per
/// stride. Ranks of operands that are not ranked memrefs count as 0.
struct DmaLayout {
    src_rank: usize,
    dst_rank: usize,
    tag_rank: usize,
}

impl DmaLayout {
    fn of(ctx: &Context, tys: &[Type]) -> DmaLayout {
        let rank = |i: usize| tys.get(i).map_or(0, |&t| memref_rank(ctx, t));
        let src_rank = rank(0);
        let dst_rank = rank(src_rank + 1);
        let tag_rank = rank(src_rank + dst_rank + 3);
        DmaLayout {
            src_rank,
            dst_rank,
            tag_rank,
        }
    }
    fn dst(&self) -> usize {
        self.src_rank + 1
    }
    fn num_elements(&self) -> usize {
        self.dst() + self.dst_rank + 1
    }
    fn tag(&self) -> usize {
        self.num_elements() + 1
    }
    fn end(&self) -> usize {
        self.tag() + self.tag_rank + 1
    }
}

impl HasVerifier for DmaStartOp<'_> {
    /// MLIR's operand checks, in its order: each memref and its index operands, the
    /// element count, then the optional stride pair.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let tys = operand_types(op);
        let n = tys.len();
        let is_memref = |i: usize| layout::memref_parts(ctx, tys[i]).is_some();
        let all_index = |r: std::ops::Range<usize>| tys[r].iter().all(|&t| is_index(ctx, t));
        if n < 4 {
            return Err(op.op_error("expected at least 4 operands"));
        }
        if !is_memref(0) {
            return Err(op.op_error("expected source to be of memref type"));
        }
        let src_rank = memref_rank(ctx, tys[0]);
        if n < src_rank + 4 {
            return Err(op.op_error(format!("expected at least {} operands", src_rank + 4)));
        }
        if !all_index(1..1 + src_rank) {
            return Err(op.op_error("expected source indices to be of index type"));
        }
        let dst = src_rank + 1;
        if !is_memref(dst) {
            return Err(op.op_error("expected destination to be of memref type"));
        }
        let dst_rank = memref_rank(ctx, tys[dst]);
        let mut expected = src_rank + dst_rank + 4;
        if n < expected {
            return Err(op.op_error(format!("expected at least {expected} operands")));
        }
        if !all_index(dst + 1..dst + 1 + dst_rank) {
            return Err(op.op_error("expected destination indices to be of index type"));
        }
        let num = dst + 1 + dst_rank;
        if !is_index(ctx, tys[num]) {
            return Err(op.op_error("expected num elements to be of index type"));
        }
        let tag = num + 1;
        if !is_memref(tag) {
            return Err(op.op_error("expected tag to be of memref type"));
        }
        let tag_rank = memref_rank(ctx, tys[tag]);
        expected += tag_rank;
        if n < expected {
            return Err(op.op_error(format!("expected at least {expected} operands")));
        }
        if !all_index(tag + 1..tag + 1 + tag_rank) {
            return Err(op.op_error("expected tag indices to be of index type"));
        }
        if n != expected && n != expected + 2 {
            return Err(op.op_error("incorrect number of operands"));
        }
        if n == expected + 2 && !all_index(expected..expected + 2) {
            return Err(
                op.op_error("expected stride and num elements per stride to be of type index")
            );
        }
        Ok(())
    }
}

/// `%src[...], %dst[...], %n, %tag[...] [, %stride, %per_stride] : src-type, dst-type,
/// tag-type`.
impl HasCustomAssemblyFormat for DmaStartOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let index = p.ctx().index_type();
        let src = p.parse_operand()?;
        let src_idx = parse_square_operands(p)?;
        p.parse(Punct::Comma)?;
        let dst = p.parse_operand()?;
        let dst_idx = parse_square_operands(p)?;
        p.parse(Punct::Comma)?;
        let num = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let tag = p.parse_operand()?;
        let tag_idx = parse_square_operands(p)?;
        let mut stride = Vec::new();
        if p.parse_optional(Punct::Comma) {
            stride = p.parse_operand_list()?;
            if stride.is_empty() {
                return Err(p.error("expected SSA operand"));
            }
        }
        if !stride.is_empty() && stride.len() != 2 {
            return Err(p.error_at(p.name_pos(), "expected two stride related operands"));
        }
        p.parse(Punct::Colon)?;
        let types = p.parse_type_list()?;
        if types.len() != 3 {
            return Err(p.error_at(p.name_pos(), "fewer/more types expected"));
        }
        let mut vs = vec![p.resolve_operand(src, types[0])?];
        vs.extend(resolve_all(p, src_idx, index)?);
        vs.push(p.resolve_operand(dst, types[1])?);
        vs.extend(resolve_all(p, dst_idx, index)?);
        vs.push(p.resolve_operand(num, index)?);
        vs.push(p.resolve_operand(tag, types[2])?);
        vs.extend(resolve_all(p, tag_idx, index)?);
        vs.extend(resolve_all(p, stride, index)?);
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let vs: Vec<Value> = op.operands().collect();
        let tys = operand_types(&op);
        let l = DmaLayout::of(ctx, &tys);
        let slice = |a: usize, b: usize| vs.get(a.min(vs.len())..b.min(vs.len())).unwrap_or(&[]);
        let one = |i: usize| vs.get(i).copied();
        p.write(" ");
        if let Some(v) = one(0) {
            p.print_operand(v);
        }
        print_square_operands(p, slice(1, l.dst()));
        p.write(", ");
        if let Some(v) = one(l.dst()) {
            p.print_operand(v);
        }
        print_square_operands(p, slice(l.dst() + 1, l.num_elements()));
        p.write(", ");
        if let Some(v) = one(l.num_elements()) {
            p.print_operand(v);
        }
        p.write(", ");
        if let Some(v) = one(l.tag()) {
            p.print_operand(v);
        }
        print_square_operands(p, slice(l.tag() + 1, l.end()));
        if vs.len() > l.end() {
            p.write(", ");
            p.print_operands(slice(l.end(), vs.len()).iter().copied());
        }
        p.print_optional_attr_dict(&[]);
        p.write(" : ");
        let shown: Vec<Type> = [0, l.dst(), l.tag()]
            .iter()
            .filter_map(|&i| tys.get(i).copied())
            .collect();
        p.print_types(shown);
    }
}

impl HasVerifier for DmaWaitOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let rank = memref_rank(op.ctx, op.value_type(self.tag_mem_ref()));
        let n = self.tag_indices().len();
        if n != rank {
            return Err(op.op_error(format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            )));
        }
        Ok(())
    }
}

impl HasVerifier for PrefetchOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        if self.indices().len() != memref_rank(op.ctx, op.value_type(self.memref())) {
            return Err(op.op_error("too few indices"));
        }
        Ok(())
    }
}

/// `%m[%i, ...], read|write, locality<N>, data|instr : memref<...>`; the attribute dict
/// is printed before the `:` but, as in MLIR, not parsed.
impl HasCustomAssemblyFormat for PrefetchOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let ivs = parse_square_operands(p)?;
        p.parse(Punct::Comma)?;
        let rw = p.parse_any_keyword("valid keyword")?;
        p.parse(Punct::Comma)?;
        p.parse_keyword("locality")?;
        p.parse(Punct::Less)?;
        let hint_pos = p.pos();
        let hint = p.parse_attribute_of_type(ctx.int_type(32))?;
        if !AttrView::new(ctx, hint).is_integer() {
            return Err(p.error_at(hint_pos, "invalid kind of attribute specified"));
        }
        p.add_attribute("localityHint", hint);
        p.parse(Punct::Greater)?;
        p.parse(Punct::Comma)?;
        let cache = p.parse_any_keyword("valid keyword")?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let m = p.resolve_operand(memref, ty)?;
        let ivs = resolve_all(p, ivs, ctx.index_type())?;
        p.add_operands(&[m]);
        p.add_operands(&ivs);
        let bool_attr = |b: bool| ctx.integer_attr(b as i128, ctx.int_type(1));
        if rw != "read" && rw != "write" {
            return Err(p.error_at(p.name_pos(), "rw specifier has to be 'read' or 'write'"));
        }
        p.add_attribute("isWrite", bool_attr(rw == "write"));
        if cache != "data" && cache != "instr" {
            return Err(p.error_at(p.name_pos(), "cache type has to be 'data' or 'instr'"));
        }
        p.add_attribute("isDataCache", bool_attr(cache == "data"));
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let operands: Vec<Value> = op.operands().collect();
        let Some((&m, ivs)) = operands.split_first() else {
            return;
        };
        let flag = |name: &str| {
            op.attr(name)
                .and_then(|a| AttrView::new(ctx, a).int_value())
                .is_some_and(|v| v != 0)
        };
        p.write(" ");
        p.print_operand(m);
        print_square_operands(p, ivs);
        p.write(if flag("isWrite") { ", write" } else { ", read" });
        p.write(", locality<");
        if let Some(h) = op.attr("localityHint") {
            match AttrView::new(ctx, h).int_value() {
                Some(v) => p.write(&v.to_string()),
                None => p.print_attribute(h),
            }
        }
        p.write(">, ");
        p.write(if flag("isDataCache") { "data" } else { "instr" });
        p.print_optional_attr_dict(&["localityHint", "isWrite", "isDataCache"]);
        p.write(" : ");
        p.print_type(op.value_type(m));
    }
}

/// The permutation of an affine map whose results are distinct dimensions, one per
/// dimension and no symbol (MLIR's `isPermutation`).
fn permutation(m: &strata_framework::ir::affine::AffineMap) -> Option<Vec<usize>> {
    if m.num_symbols > 0 || m.results.len() != m.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; m.results.len()];
    let mut out = Vec::with_capacity(m.results.len());
    for e in &m.results {
        let strata_framework::ir::affine::AffineExpr::Dim(d) = e else {
            return None;
        };
        let d = *d as usize;
        if d >= seen.len() || seen[d] {
            return None;
        }
        seen[d] = true;
        out.push(d);
    }
    Some(out)
}

impl HasVerifier for TransposeOp<'_> {
    /// The map permutes the input's dimensions and the result is the input with its
    /// sizes and strides permuted.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(map) = op
            .attr("permutation")
            .and_then(|a| match ctx.attr_kind_ref(a) {
                strata_framework::ir::attrs::AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
        else {
            return Ok(());
        };
        let Some(perm) = permutation(&map) else {
            return Err(op.op_error("expected a permutation map"));
        };
        let src = op.value_type(self.in_());
        let Some(s) = layout::memref_parts(ctx, src) else {
            return Ok(());
        };
        if perm.len() != s.shape.len() {
            return Err(op.op_error("expected a permutation map of same rank as the input"));
        }
        let Some(dst) = result_type(op) else {
            return Ok(());
        };
        let Some((strides, offset)) = layout::strides_and_offset(ctx, src) else {
            return Ok(());
        };
        let expected = layout::memref_type(
            ctx,
            MemRefParts {
                shape: perm.iter().map(|&d| s.shape[d]).collect(),
                elem: s.elem,
                layout: Some(layout::strided_layout_attr(
                    ctx,
                    &perm.iter().map(|&d| strides[d]).collect::<Vec<_>>(),
                    offset,
                )),
                memory_space: s.memory_space,
            },
        );
        if dst != expected {
            return Err(op.op_error(format!(
                "output type {} does not match transposed input type {}, {}",
                q(ctx, dst),
                q(ctx, src),
                q(ctx, expected)
            )));
        }
        Ok(())
    }
}

/// `%in (d0, d1) -> (d1, d0) [attr-dict] : in-type to result-type`.
impl HasCustomAssemblyFormat for TransposeOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let input = p.parse_operand()?;
        let map = p.parse_affine_map()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let src = p.parse_type()?;
        let v = p.resolve_operand(input, src)?;
        p.add_operands(&[v]);
        p.parse_keyword("to")?;
        let dst = p.parse_type()?;
        p.add_result_types(&[dst]);
        p.add_attribute("permutation", map);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let Some(input) = op.operands().next() else {
            return;
        };
        p.write(" ");
        p.print_operand(input);
        p.write(" ");
        if let Some(a) = op.attr("permutation") {
            let text = attr_text(ctx, a);
            let bare = text
                .strip_prefix("affine_map<")
                .and_then(|t| t.strip_suffix('>'))
                .unwrap_or(&text)
                .to_string();
            p.write(&bare);
        }
        p.print_optional_attr_dict(&["permutation"]);
        p.write(" : ");
        p.print_type(op.value_type(input));
        p.write(" to ");
        if let Some(t) = result_type(&op) {
            p.print_type(t);
        }
    }
}

// ----- globals -----

impl HasVerifier for GlobalOp<'_> {
    /// A static memref type, an initial value of its tensor type and a power-of-2
    /// alignment (the symbol's visibility is `SymbolOpInterface`'s check).
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(ty) = op
            .attr("type")
            .and_then(|a| AttrView::new(ctx, a).type_value())
            .map(|t| t.ty)
        else {
            return Ok(());
        };
        let view = TypeView::new(ctx, ty);
        if !(view.is_ranked_memref() && view.has_static_shape()) {
            return Err(op.op_error(format!(
                "type should be static shaped memref, but got {}",
                q(ctx, ty)
            )));
        }
        if let Some(init) = op.attr("initial_value") {
            let a = AttrView::new(ctx, init);
            if !a.is_unit() && !a.is_elements() {
                return Err(op.op_error(format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    attr_text(ctx, init)
                )));
            }
            if a.is_elements() {
                let tensor = view.memref_to_tensor();
                if let Some(t) = a.ty() {
                    if t.ty != tensor {
                        return Err(op.op_error(format!(
                            "initial value expected to be of type {}, but was of type {}",
                            q(ctx, tensor),
                            q(ctx, t.ty)
                        )));
                    }
                }
            }
        }
        if let Some(al) = op
            .attr("alignment")
            .and_then(|a| AttrView::new(ctx, a).int_value())
        {
            let v = al as u64;
            if !v.is_power_of_two() {
                return Err(op.error(format!("alignment attribute value {v} is not a power of 2")));
            }
        }
        Ok(())
    }
}

/// `["private"] [constant] @name : memref<...> [= uninitialized | = dense<...>]
/// [attr-dict]`.
impl HasCustomAssemblyFormat for GlobalOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.at_string() {
            let v = p.parse_string()?;
            p.add_attribute("sym_visibility", ctx.string_attr(&v));
        }
        if p.parse_optional_keyword("constant") {
            p.add_attribute("constant", ctx.unit_attr());
        }
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let view = TypeView::new(ctx, ty);
        if !(view.is_ranked_memref() && view.has_static_shape()) {
            return Err(p.error_at(
                p.name_pos(),
                format!(
                    "type should be static shaped memref, but got {}",
                    q(ctx, ty)
                ),
            ));
        }
        p.add_attribute("type", ctx.type_attr(ty));
        if p.parse_optional(Punct::Equal) {
            if p.parse_optional_keyword("uninitialized") {
                p.add_attribute("initial_value", ctx.unit_attr());
            } else {
                let value = p.parse_attribute_of_type(view.memref_to_tensor())?;
                if !AttrView::new(ctx, value).is_elements() {
                    return Err(p.error_at(
                        p.name_pos(),
                        "initial value should be a unit or elements attribute",
                    ));
                }
                p.add_attribute("initial_value", value);
            }
        }
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        if let Some(v) = op.attr("sym_visibility") {
            p.write(" ");
            p.print_attribute_without_type(v);
        }
        if op.attr("constant").is_some() {
            p.write(" constant");
        }
        p.write(" ");
        let name = op
            .attr("sym_name")
            .and_then(|a| ctx.string_value(a))
            .unwrap_or_default();
        p.print_symbol_name(&name);
        p.write(" : ");
        if let Some(t) = op
            .attr("type")
            .and_then(|a| AttrView::new(ctx, a).type_value())
        {
            p.print_type(t.ty);
        }
        if let Some(v) = op.attr("initial_value") {
            p.write(" = ");
            if AttrView::new(ctx, v).is_unit() {
                p.write("uninitialized");
            } else {
                p.print_attribute_without_type(v);
            }
        }
        p.print_optional_attr_dict(&[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ]);
    }
}

/// `memref.get_global`: the name refers to a `memref.global` of the result type in the
/// nearest symbol table around the op (MLIR's `verifySymbolUses`).
impl HasSymbolUses for GetGlobalOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(name_attr) = op.attr("name") else {
            return Ok(());
        };
        let name = AttrView::new(ctx, name_attr)
            .symbol_root()
            .unwrap_or_default()
            .to_string();
        let global = symbols
            .lookup(name_attr)
            .map(|(body, g)| OpRef::new(ctx, body, g))
            .filter(|g| g.name() == "memref.global");
        let Some(global) = global else {
            return Err(op.op_error(format!("'{name}' does not reference a valid global memref")));
        };
        let gty = global
            .attr("type")
            .and_then(|a| AttrView::new(ctx, a).type_value())
            .map(|t| t.ty);
        let Some(res) = result_type(op) else {
            return Ok(());
        };
        if let Some(gty) = gty {
            if gty != res {
                return Err(op.op_error(format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    q(ctx, res),
                    q(ctx, gty)
                )));
            }
        }
        Ok(())
    }
}

/// `memref`'s inliner interface (MLIR's `MemRefInlinerInterface`): its ops may be inlined anywhere, and anything into its regions.
struct MemRefInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for MemRefInliner {
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
        "memref",
        Box::new(MemRefInliner),
    );
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "memref",
        Box::new(canonicalize::MemRefConstants),
    );
}

mod canonicalize;
