//! The view-like memref ops of `convert-memref-to-llvm` (MLIR 16's lowerings in
//! `MemRefToLLVM.cpp`), registered by [`super::memref_to_llvm`]:
//!
//! - `memref.extract_strided_metadata`: the base buffer as a rank-0 descriptor of the
//!   source's allocated and aligned pointers at offset 0, then the source's offset,
//!   sizes and strides;
//! - `memref.reinterpret_cast`: a new descriptor of the source's pointers (loaded through
//!   the underlying descriptor of an unranked source) with the op's offset, sizes and
//!   strides, constants for the static ones;
//! - `memref.reshape` with a shape operand of static shape: the source's pointers, the
//!   result type's static offset, each dynamic size loaded from the shape (a new
//!   `memref.load`), the strides as the running product of the inner sizes; with a shape
//!   of unknown length, an unranked result whose descriptor a loop fills;
//! - `memref.view`: the source's pointers cast to the result's element type, the aligned
//!   one moved by the byte shift, offset 0, sizes and contiguous strides;
//! - `memref.transpose`: the descriptor's sizes and strides permuted (the descriptor
//!   itself for the identity).
//!
//! `memref.subview`, `memref.expand_shape` and `memref.collapse_shape` are not lowered,
//! as in MLIR 16: `expand-strided-metadata` rewrites them first.

use std::sync::Arc;

use crate::conversion::TypeConverter;
use crate::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet};
use crate::ir::affine::AffineExpr;
use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::body::{Op, OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::layout::{memref_parts, strides_and_offset};
use crate::ir::types::{Signedness, TypeKind, DYNAMIC};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::llvm_type_converter::{
    convert_llvm_type, create_llvm_op, index_constant, insert_value, is_llvm_compatible, llvm_ptr,
    undef, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use super::memref_to_llvm::MemRefLowering;

type LoweringFn =
    fn(&MemRefLowering, Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// One of the lowerings.
struct ViewLowering {
    root: PatternRoot,
    name: &'static str,
    f: LoweringFn,
    lowering: MemRefLowering,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for ViewLowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        (self.f)(&self.lowering, op, operands, rw)
    }
}

/// The lowerings of the view-like ops (part of MLIR's
/// `populateMemRefToLLVMConversionPatterns`).
pub fn populate_memref_view_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    lowering: MemRefLowering,
    patterns: &mut ConversionPatternSet,
) {
    let table: [(&str, &'static str, LoweringFn); 5] = [
        (
            "memref.extract_strided_metadata",
            "ExtractStridedMetadataOpLowering",
            extract_strided_metadata_lowering,
        ),
        (
            "memref.reinterpret_cast",
            "MemRefReinterpretCastOpLowering",
            reinterpret_cast_lowering,
        ),
        (
            "memref.reshape",
            "MemRefReshapeOpLowering",
            reshape_lowering,
        ),
        (
            "memref.transpose",
            "TransposeOpLowering",
            transpose_lowering,
        ),
        ("memref.view", "ViewOpLowering", view_lowering),
    ];
    for (root, name, f) in table {
        patterns.add(ViewLowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            f,
            lowering,
            converter: converter.clone(),
        });
    }
}

// ----- helpers -----

fn index_type(ctx: &Context, l: &MemRefLowering) -> Type {
    ctx.int_type(l.opts.index_bitwidth)
}

/// The `i64` values of the dense array attribute `name` of `op`.
fn i64_array(rw: &ConversionPatternRewriter<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    let ctx = rw.ctx();
    match ctx.attr_kind_ref(ctx.dictionary_get(rw.body().attrs(op), name)?) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&v| v as u64 as i64).collect())
        }
        _ => None,
    }
}

/// The operand segment sizes of `op`.
fn segments(rw: &ConversionPatternRewriter<'_>, op: Op) -> Option<Vec<usize>> {
    let s = i64_array(rw, op, "operand_segment_sizes")?;
    Some(s.into_iter().map(|v| v as usize).collect())
}

/// The address space of a ranked or unranked memref (0 without a memory space).
fn memref_space(ctx: &Context, t: Type) -> Option<u32> {
    let space = crate::ir::layout::memory_space(ctx, t)?;
    match space.map(|a| ctx.attr_kind_ref(a)) {
        None => Some(0),
        Some(AttrKind::Integer { value, .. }) => u32::try_from(*value).ok(),
        Some(_) => None,
    }
}

/// The element type of a ranked or unranked memref.
fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind_ref(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `llvm.getelementptr base[indices]`: `raw` holds the constant indices, `i32::MIN` for
/// each of `dynamic` in order.
fn gep(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    result: Type,
    base: Value,
    raw: &[i32],
    dynamic: Vec<Value>,
) -> Value {
    let ctx = rw.ctx();
    let raw = ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: raw.iter().map(|&v| v as u32 as u128).collect(),
    });
    let mut operands = vec![base];
    operands.extend(dynamic);
    create_llvm_op(
        rw,
        "llvm.getelementptr",
        loc,
        operands,
        result,
        vec![("rawConstantIndices", raw)],
    )
}

fn bitcast(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, v: Value, to: Type) -> Value {
    create_llvm_op(rw, "llvm.bitcast", loc, vec![v], to, vec![])
}

fn load(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, ptr: Value, ty: Type) -> Value {
    create_llvm_op(rw, "llvm.load", loc, vec![ptr], ty, vec![])
}

/// The allocated and aligned pointers of the memref `original` (converted: `converted`)
/// (MLIR's `extractPointersAndOffset` without the offset): from the descriptor of a
/// ranked memref, or loaded through the underlying descriptor of an unranked one.
fn extract_pointers(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    original: Type,
    converted: Value,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx();
    if memref_parts(ctx, original).is_some() {
        let d = MemRefDescriptor::new(converted);
        let allocated = d.allocated_ptr(rw, loc);
        let aligned = d.aligned_ptr(rw, loc);
        return Some((allocated, aligned));
    }
    let elem = convert_llvm_type(ctx, l.opts, memref_elem(ctx, original)?)?;
    let elem_ptr = llvm_ptr(ctx, Some(elem), memref_space(ctx, original)?);
    let elem_ptr_ptr = llvm_ptr(ctx, Some(elem_ptr), 0);
    let desc_ptr = UnrankedMemRefDescriptor { value: converted }.memref_ptr(rw, loc);
    // MLIR's `UnrankedMemRefDescriptor::allocatedPtr` and `alignedPtr`.
    let p = bitcast(rw, loc, desc_ptr, elem_ptr_ptr);
    let allocated = load(rw, loc, p, elem_ptr);
    let p = bitcast(rw, loc, desc_ptr, elem_ptr_ptr);
    let p = gep(rw, loc, elem_ptr_ptr, p, &[1], Vec::new());
    let aligned = load(rw, loc, p, elem_ptr);
    Some((allocated, aligned))
}

/// The converted descriptor type of `memref`, when it is a literal struct.
fn descriptor_type(ctx: &Context, l: &MemRefLowering, memref: Type) -> Option<Type> {
    convert_llvm_type(ctx, l.opts, memref)
        .filter(|&t| super::llvm_type_converter::is_llvm_struct(ctx, t))
}

fn result_type(rw: &ConversionPatternRewriter<'_>, op: Op, i: usize) -> Type {
    rw.body().value_type(rw.body().results(op)[i])
}

fn operand_type(rw: &ConversionPatternRewriter<'_>, op: Op, i: usize) -> Option<Type> {
    let v = rw.body().operands(op).nth(i)?;
    Some(rw.body().value_type(v))
}

// ----- the lowerings -----

fn extract_strided_metadata_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let source = *operands.first().ok_or(MatchFailure)?;
    if !is_llvm_compatible(ctx, rw.body().value_type(source)) {
        return Err(MatchFailure);
    }
    let source_ty = operand_type(rw, op, 0).ok_or(MatchFailure)?;
    let rank = memref_parts(ctx, source_ty)
        .ok_or(MatchFailure)?
        .shape
        .len();
    let base_ty = result_type(rw, op, 0);
    let base_desc_ty = descriptor_type(ctx, l, base_ty).ok_or(MatchFailure)?;
    let src = MemRefDescriptor::new(source);
    let allocated = src.allocated_ptr(rw, loc);
    let aligned = src.aligned_ptr(rw, loc);
    // MLIR's `MemRefDescriptor::fromStaticShape` of the rank-0 base buffer.
    let mut base = MemRefDescriptor::undef(rw, loc, base_desc_ty);
    base.set_allocated_ptr(rw, loc, allocated);
    base.set_aligned_ptr(rw, loc, aligned);
    let zero = index_constant(rw, loc, index_type(ctx, l), 0);
    base.set_offset(rw, loc, zero);
    let mut results = vec![base.value, src.offset(rw, loc)];
    for i in 0..rank {
        results.push(src.size(rw, loc, i));
    }
    for i in 0..rank {
        results.push(src.stride(rw, loc, i));
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn reinterpret_cast_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let target = result_type(rw, op, 0);
    let rank = memref_parts(ctx, target).ok_or(MatchFailure)?.shape.len();
    let desc_ty = descriptor_type(ctx, l, target).ok_or(MatchFailure)?;
    let source_ty = operand_type(rw, op, 0).ok_or(MatchFailure)?;
    let seg = segments(rw, op).ok_or(MatchFailure)?;
    if seg.len() != 4 || operands.len() != seg.iter().sum::<usize>() {
        return Err(MatchFailure);
    }
    let offsets = &operands[1..1 + seg[1]];
    let sizes = &operands[1 + seg[1]..1 + seg[1] + seg[2]];
    let strides = &operands[1 + seg[1] + seg[2]..];
    let static_offsets = i64_array(rw, op, "static_offsets").ok_or(MatchFailure)?;
    let static_sizes = i64_array(rw, op, "static_sizes").ok_or(MatchFailure)?;
    let static_strides = i64_array(rw, op, "static_strides").ok_or(MatchFailure)?;
    if static_offsets.len() != 1 || static_sizes.len() != rank || static_strides.len() != rank {
        return Err(MatchFailure);
    }
    let index_ty = index_type(ctx, l);
    let mut d = MemRefDescriptor::undef(rw, loc, desc_ty);
    let (allocated, aligned) =
        extract_pointers(l, rw, loc, source_ty, operands[0]).ok_or(MatchFailure)?;
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let offset = match static_offsets[0] {
        DYNAMIC => *offsets.first().ok_or(MatchFailure)?,
        o => index_constant(rw, loc, index_ty, o),
    };
    d.set_offset(rw, loc, offset);
    let (mut dyn_sizes, mut dyn_strides) = (sizes.iter(), strides.iter());
    for i in 0..rank {
        let size = match static_sizes[i] {
            DYNAMIC => *dyn_sizes.next().ok_or(MatchFailure)?,
            s => index_constant(rw, loc, index_ty, s),
        };
        d.set_size(rw, loc, i, size);
        let stride = match static_strides[i] {
            DYNAMIC => *dyn_strides.next().ok_or(MatchFailure)?,
            s => index_constant(rw, loc, index_ty, s),
        };
        d.set_stride(rw, loc, i, stride);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

fn reshape_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let shape_value = rw.body().operands(op).nth(1).ok_or(MatchFailure)?;
    let shape_ty = rw.body().value_type(shape_value);
    let shape_parts = memref_parts(ctx, shape_ty).ok_or(MatchFailure)?;
    if shape_parts.shape.contains(&DYNAMIC) {
        return reshape_to_unranked(l, op, operands, rw);
    }
    let target = result_type(rw, op, 0);
    let target_shape = memref_parts(ctx, target).ok_or(MatchFailure)?.shape;
    let desc_ty = descriptor_type(ctx, l, target).ok_or(MatchFailure)?;
    let source_ty = operand_type(rw, op, 0).ok_or(MatchFailure)?;
    let mut d = MemRefDescriptor::undef(rw, loc, desc_ty);
    let (allocated, aligned) =
        extract_pointers(l, rw, loc, source_ty, operands[0]).ok_or(MatchFailure)?;
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let (strides, offset) = strides_and_offset(ctx, target).ok_or(MatchFailure)?;
    if offset == DYNAMIC {
        return Err(MatchFailure);
    }
    let index_ty = index_type(ctx, l);
    let off = index_constant(rw, loc, index_ty, offset);
    d.set_offset(rw, loc, off);
    let mut stride: Option<Value> = None;
    for i in (0..target_shape.len()).rev() {
        if strides[i] != DYNAMIC {
            stride = Some(index_constant(rw, loc, index_ty, strides[i]));
        } else if stride.is_none() {
            stride = Some(index_constant(rw, loc, index_ty, 1));
        }
        let s = stride.ok_or(MatchFailure)?;
        let size = if target_shape[i] != DYNAMIC {
            index_constant(rw, loc, index_ty, target_shape[i])
        } else {
            let index = index_constant(rw, loc, index_ty, i as i64);
            let elem = shape_parts.elem;
            let loaded = rw.create(OperationState {
                name: ctx.ident("memref.load"),
                operands: vec![shape_value, index],
                attrs: ctx.empty_dictionary(),
                result_types: vec![elem],
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            });
            let mut v = rw.body().results(loaded)[0];
            if elem != index_ty {
                let converter = rw.type_converter().cloned().ok_or(MatchFailure)?;
                v = converter
                    .materialize_target(rw, index_ty, &[v], loc)
                    .ok_or(MatchFailure)?;
            }
            v
        };
        d.set_size(rw, loc, i, size);
        d.set_stride(rw, loc, i, s);
        stride = Some(create_llvm_op(
            rw,
            "llvm.mul",
            loc,
            vec![s, size],
            index_ty,
            vec![],
        ));
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

/// `memref.reshape` with a shape of unknown length, to an unranked memref (the second
/// half of MLIR's `MemRefReshapeOpLowering`): the rank is the shape's size; an underlying
/// descriptor of that rank is allocated on the stack (MLIR's
/// `UnrankedMemRefDescriptor::computeSizes`), the source's pointers and offset stored
/// into it, then a loop from the last dimension down stores each size loaded from the
/// shape and the running product of the inner sizes as its stride. The ops after the op
/// move past the loop.
fn reshape_to_unranked(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let source_ty = operand_type(rw, op, 0).ok_or(MatchFailure)?;
    let target = result_type(rw, op, 0);
    let TypeKind::UnrankedMemRef { elem, .. } = *ctx.type_kind_ref(target) else {
        return Err(MatchFailure);
    };
    let space = memref_space(ctx, target).ok_or(MatchFailure)?;
    let target_ty = convert_llvm_type(ctx, l.opts, target).ok_or(MatchFailure)?;
    let llvm_elem = convert_llvm_type(ctx, l.opts, elem).ok_or(MatchFailure)?;
    let next = rw.body().next_op(op).ok_or(MatchFailure)?;
    let index_ty = index_type(ctx, l);
    let i8_ptr = llvm_ptr(ctx, Some(ctx.int_type(8)), 0);
    let index_ptr = llvm_ptr(ctx, Some(index_ty), 0);
    let elem_ptr = llvm_ptr(ctx, Some(llvm_elem), space);
    let elem_ptr_ptr = llvm_ptr(ctx, Some(elem_ptr), 0);
    let binop = |rw: &mut ConversionPatternRewriter<'_>, name: &'static str, a: Value, b: Value| {
        create_llvm_op(rw, name, loc, vec![a, b], index_ty, vec![])
    };

    let shape = MemRefDescriptor::new(operands[1]);
    let rank = shape.size(rw, loc, 0);
    let d = undef(rw, loc, target_ty);
    let d = insert_value(rw, loc, d, rank, &[0]);
    // MLIR's `computeSizes`: two pointers, then the offset, sizes and strides.
    let one = index_constant(rw, loc, index_ty, 1);
    let two = index_constant(rw, loc, index_ty, 2);
    let ptr_size = index_constant(rw, loc, index_ty, 8);
    let index_size = index_constant(
        rw,
        loc,
        index_ty,
        i64::from(l.opts.index_bitwidth.div_ceil(8)),
    );
    let pointers = binop(rw, "llvm.mul", two, ptr_size);
    let r = super::llvm_type_converter::extract_value(rw, loc, d, &[0]).ok_or(MatchFailure)?;
    let n = binop(rw, "llvm.mul", two, r);
    let n = binop(rw, "llvm.add", n, one);
    let n = binop(rw, "llvm.mul", n, index_size);
    let bytes = binop(rw, "llvm.add", pointers, n);
    let underlying = create_llvm_op(rw, "llvm.alloca", loc, vec![bytes], i8_ptr, vec![]);
    let d = insert_value(rw, loc, d, underlying, &[1]);

    // The source's pointers and offset (MLIR's `extractPointersAndOffset`).
    let (allocated, aligned, offset) = if memref_parts(ctx, source_ty).is_some() {
        let s = MemRefDescriptor::new(operands[0]);
        let a = s.allocated_ptr(rw, loc);
        let b = s.aligned_ptr(rw, loc);
        (a, b, s.offset(rw, loc))
    } else {
        // MLIR's `UnrankedMemRefDescriptor::allocatedPtr`, `alignedPtr` and `offset`,
        // through one pointer to the underlying descriptor.
        let desc_ptr = UnrankedMemRefDescriptor { value: operands[0] }.memref_ptr(rw, loc);
        let p = bitcast(rw, loc, desc_ptr, elem_ptr_ptr);
        let a = load(rw, loc, p, elem_ptr);
        let p = bitcast(rw, loc, desc_ptr, elem_ptr_ptr);
        let p = gep(rw, loc, elem_ptr_ptr, p, &[1], Vec::new());
        let b = load(rw, loc, p, elem_ptr);
        let p = bitcast(rw, loc, desc_ptr, elem_ptr_ptr);
        let p = gep(rw, loc, elem_ptr_ptr, p, &[2], Vec::new());
        let p = bitcast(rw, loc, p, index_ptr);
        (a, b, load(rw, loc, p, index_ty))
    };
    let store = |rw: &mut ConversionPatternRewriter<'_>, v: Value, p: Value| {
        rw.create(OperationState {
            name: ctx.ident("llvm.store"),
            operands: vec![v, p],
            attrs: ctx.empty_dictionary(),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        });
    };
    let p = bitcast(rw, loc, underlying, elem_ptr_ptr);
    store(rw, allocated, p);
    let p = bitcast(rw, loc, underlying, elem_ptr_ptr);
    let p = gep(rw, loc, elem_ptr_ptr, p, &[1], Vec::new());
    store(rw, aligned, p);
    let p = bitcast(rw, loc, underlying, elem_ptr_ptr);
    let p = gep(rw, loc, elem_ptr_ptr, p, &[2], Vec::new());
    let p = bitcast(rw, loc, p, index_ptr);
    store(rw, offset, p);
    // The sizes after the offset, the strides after the sizes.
    let head =
        super::llvm_type_converter::llvm_struct(ctx, &[elem_ptr, elem_ptr, index_ty, index_ty]);
    let p = bitcast(rw, loc, underlying, llvm_ptr(ctx, Some(head), 0));
    let sizes_base = gep(rw, loc, index_ptr, p, &[0, 3], Vec::new());
    let strides_base = gep(rw, loc, index_ptr, sizes_base, &[i32::MIN], vec![rank]);
    let shape_ptr = shape.aligned_ptr(rw, loc);
    let one = index_constant(rw, loc, index_ty, 1);
    let last = binop(rw, "llvm.sub", rank, one);

    // The loop: the ops after the op move to a condition block at the end of the region,
    // then to the block after the loop's body.
    let init = rw.body().parent_block(op).ok_or(MatchFailure)?;
    let region = rw.body().block_parent(init).ok_or(MatchFailure)?;
    let rest = rw.split_block(init, next);
    let cond = rw.create_block(
        crate::ir::body::BlockPoint {
            region,
            before: None,
        },
        &[index_ty, index_ty],
    );
    let args = rw.body().block_args(cond).to_vec();
    for &a in &args {
        rw.set_arg_loc(a, loc);
    }
    rw.merge_blocks(rest, cond, &[]);
    let (i, stride) = (args[0], args[1]);
    rw.set_insertion_point_to_end(init);
    branch(rw, loc, cond, &[last, one]);
    rw.set_insertion_point_to_start(cond);
    let zero = index_constant(rw, loc, index_ty, 0);
    let pred = create_llvm_op(
        rw,
        "llvm.icmp",
        loc,
        vec![i, zero],
        ctx.int_type(1),
        vec![("predicate", ctx.integer_attr(5, ctx.int_type(64)))],
    );
    let body_block = rw.split_block(cond, next);
    rw.set_insertion_point_to_start(body_block);
    let p = gep(rw, loc, index_ptr, shape_ptr, &[i32::MIN], vec![i]);
    let size = load(rw, loc, p, index_ty);
    let p = gep(rw, loc, index_ptr, sizes_base, &[i32::MIN], vec![i]);
    store(rw, size, p);
    let p = gep(rw, loc, index_ptr, strides_base, &[i32::MIN], vec![i]);
    store(rw, stride, p);
    let next_stride = binop(rw, "llvm.mul", stride, size);
    let dec = binop(rw, "llvm.sub", i, one);
    branch(rw, loc, cond, &[dec, next_stride]);
    let remainder = rw.split_block(body_block, next);
    rw.set_insertion_point_to_end(cond);
    let segments = crate::ods::format::segment_attr(ctx, &[1, 0, 0]);
    rw.create(OperationState {
        name: ctx.ident("llvm.cond_br"),
        operands: vec![pred],
        attrs: ctx.dictionary_attr(vec![(ctx.ident("operand_segment_sizes"), segments)]),
        result_types: Vec::new(),
        loc,
        successors: vec![body_block, remainder],
        num_regions: 0,
        isolated_from_above: false,
    });
    rw.set_insertion_point_to_start(remainder);
    rw.replace_op(op, &[d]);
    Ok(())
}

/// `llvm.br ^dest(args)` at the insertion point.
fn branch(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    dest: crate::ir::body::Block,
    args: &[Value],
) {
    let ctx = rw.ctx();
    rw.create(OperationState {
        name: ctx.ident("llvm.br"),
        operands: args.to_vec(),
        attrs: ctx.empty_dictionary(),
        result_types: Vec::new(),
        loc,
        successors: vec![dest],
        num_regions: 0,
        isolated_from_above: false,
    });
}

fn transpose_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let perm = match ctx.attr_kind_ref(
        ctx.dictionary_get(rw.body().attrs(op), "permutation")
            .ok_or(MatchFailure)?,
    ) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return Err(MatchFailure),
    };
    let view = MemRefDescriptor::new(*operands.first().ok_or(MatchFailure)?);
    if perm.is_identity() {
        rw.replace_op(op, &[view.value]);
        return Ok(());
    }
    let target = result_type(rw, op, 0);
    let desc_ty = descriptor_type(ctx, l, target).ok_or(MatchFailure)?;
    let mut d = MemRefDescriptor::undef(rw, loc, desc_ty);
    let v = view.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, v);
    let v = view.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, v);
    let v = view.offset(rw, loc);
    d.set_offset(rw, loc, v);
    for (source_pos, e) in perm.results.iter().enumerate() {
        let AffineExpr::Dim(target_pos) = e else {
            return Err(MatchFailure);
        };
        let target_pos = *target_pos as usize;
        let v = view.size(rw, loc, source_pos);
        d.set_size(rw, loc, target_pos, v);
        let v = view.stride(rw, loc, source_pos);
        d.set_stride(rw, loc, target_pos, v);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

fn view_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let target = result_type(rw, op, 0);
    let parts = memref_parts(ctx, target).ok_or(MatchFailure)?;
    let elem = convert_llvm_type(ctx, l.opts, parts.elem).ok_or(MatchFailure)?;
    let desc_ty = descriptor_type(ctx, l, target).ok_or(MatchFailure)?;
    if !is_llvm_compatible(ctx, elem) {
        return Err(MatchFailure);
    }
    let (strides, offset) = strides_and_offset(ctx, target).ok_or(MatchFailure)?;
    if offset != 0 {
        return Err(MatchFailure);
    }
    if strides.last().is_some_and(|&s| s != 1 && s != 0) {
        return Err(MatchFailure);
    }
    if operands.len() < 2 {
        return Err(MatchFailure);
    }
    let source_ty = operand_type(rw, op, 0).ok_or(MatchFailure)?;
    let space = memref_space(ctx, source_ty).ok_or(MatchFailure)?;
    let target_ptr = llvm_ptr(ctx, Some(elem), space);
    let index_ty = index_type(ctx, l);
    let src = MemRefDescriptor::new(operands[0]);
    let mut d = MemRefDescriptor::undef(rw, loc, desc_ty);
    let allocated = src.allocated_ptr(rw, loc);
    let cast = bitcast(rw, loc, allocated, target_ptr);
    d.set_allocated_ptr(rw, loc, cast);
    let aligned = src.aligned_ptr(rw, loc);
    let aligned_ty = rw.body().value_type(aligned);
    let shifted = gep(rw, loc, aligned_ty, aligned, &[i32::MIN], vec![operands[1]]);
    let cast = bitcast(rw, loc, shifted, target_ptr);
    d.set_aligned_ptr(rw, loc, cast);
    let zero = index_constant(rw, loc, index_ty, 0);
    d.set_offset(rw, loc, zero);
    let sizes = &operands[2..];
    let shape = parts.shape;
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] != DYNAMIC {
            index_constant(rw, loc, index_ty, shape[i])
        } else {
            let n = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
            *sizes.get(n).ok_or(MatchFailure)?
        };
        d.set_size(rw, loc, i, size);
        let s = if strides[i] != DYNAMIC {
            index_constant(rw, loc, index_ty, strides[i])
        } else if let Some(next) = next_size {
            match stride {
                Some(running) => {
                    create_llvm_op(rw, "llvm.mul", loc, vec![running, next], index_ty, vec![])
                }
                None => next,
            }
        } else {
            index_constant(rw, loc, index_ty, 1)
        };
        d.set_stride(rw, loc, i, s);
        stride = Some(s);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}
