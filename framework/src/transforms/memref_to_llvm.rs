//! `convert-memref-to-llvm` (MLIR 16's `MemRefToLLVMPass`): a partial conversion of a
//! module in which the llvm dialect, `builtin.unrealized_conversion_cast` and
//! `func.func` are legal, with MLIR 16's lowerings of the memref ops Strata has so far:
//!
//! - `memref.load` / `memref.store`: the element's address from the descriptor's aligned
//!   pointer, offset and strides (MLIR's `getStridedElementPtr`: the offset, then each
//!   index times its stride, static ones as constants, added in order; one
//!   `llvm.getelementptr`), then `llvm.load` / `llvm.store`;
//! - `memref.alloc` (`malloc`, or `aligned_alloc` with `use-aligned-alloc`) and
//!   `memref.alloca` (`llvm.alloca`): the sizes and the canonical strides, the byte size
//!   as the address of element `size` past a null pointer, then a new descriptor;
//!   `alignment` over-allocates by it and rounds the pointer up (MLIR's
//!   `allocateBufferManuallyAlign`);
//! - `memref.dealloc`: `free` of the allocated pointer;
//! - `memref.dim`: a constant for a static size, the descriptor's size for a constant
//!   index, else the sizes stored to the stack and loaded at the index;
//! - `memref.cast`: nothing between ranked memrefs, a stack copy of the descriptor behind
//!   an unranked descriptor for a cast to `memref<*x...>`.
//!
//! `malloc`, `aligned_alloc` and `free` are declared at the start of the module when they
//! are first needed (`_mlir_memref_to_llvm_alloc`, `..._aligned_alloc` and `..._free`
//! with `use-generic-functions`), as MLIR's `lookupOrCreate*Fn` do.
//!
//! The ops it reads and creates are named, not typed (their dialects are the root
//! crate's).

use std::sync::Arc;

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, TypeConverter,
};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Op, OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::layout::{memref_parts, strides_and_offset};
use crate::ir::types::TypeKind;
use crate::ir::types::DYNAMIC;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::conversion_passes::ConvertMemRefToLlvmBase;
use super::llvm_type_converter::{
    convert_llvm_type, create_llvm_op, index_constant, insert_value, llvm_func, llvm_ptr,
    llvm_type_converter_with, llvm_void, undef, LlvmTypeOptions, MemRefDescriptor,
    DEFAULT_INDEX_BITWIDTH,
};

/// How `memref.alloc` allocates (MLIR's `LowerToLLVMOptions::AllocLowering`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllocLowering {
    /// `malloc`, the pointer aligned by hand.
    Malloc,
    /// `aligned_alloc`.
    AlignedAlloc,
}

/// The options of the lowering.
#[derive(Clone, Copy, Debug)]
pub struct MemRefLowering {
    /// The type converter's options.
    pub opts: LlvmTypeOptions,
    /// How `memref.alloc` allocates.
    pub alloc: AllocLowering,
    /// Whether the allocation functions are MLIR's generic ones.
    pub generic_functions: bool,
    /// The location of the module, which the declared allocation functions get.
    pub module_loc: Attribute,
}

type LoweringFn =
    fn(&MemRefLowering, Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// One of the lowerings.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    f: LoweringFn,
    lowering: MemRefLowering,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for Lowering {
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

/// MLIR's `populateMemRefToLLVMConversionPatterns`, for the ops Strata lowers, in its
/// order.
pub fn populate_memref_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    lowering: MemRefLowering,
    patterns: &mut ConversionPatternSet,
) {
    let mut table: Vec<(&str, &'static str, LoweringFn)> = vec![
        ("memref.alloca", "AllocaOpLowering", alloca_lowering),
        ("memref.dim", "DimOpLowering", dim_lowering),
        ("memref.load", "LoadOpLowering", load_lowering),
        ("memref.cast", "MemRefCastOpLowering", cast_lowering),
        ("memref.store", "StoreOpLowering", store_lowering),
    ];
    table.push(match lowering.alloc {
        AllocLowering::AlignedAlloc => ("memref.alloc", "AlignedAllocOpLowering", alloc_lowering),
        AllocLowering::Malloc => ("memref.alloc", "AllocOpLowering", alloc_lowering),
    });
    table.push(("memref.dealloc", "DeallocOpLowering", dealloc_lowering));
    for (root, name, f) in table {
        patterns.add(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            f,
            lowering,
            converter: converter.clone(),
        });
    }
    super::memref_views_to_llvm::populate_memref_view_patterns(ctx, converter, lowering, patterns);
}

// ----- helpers -----

fn index_type(ctx: &Context, l: &MemRefLowering) -> Type {
    ctx.int_type(l.opts.index_bitwidth)
}

/// The llvm op `name` of no result.
fn create_void(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    attrs: Vec<(&str, Attribute)>,
) -> Op {
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(attrs.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect());
    rw.create(OperationState {
        name: ctx.ident(name),
        operands,
        attrs,
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    })
}

/// `lhs op rhs` of the llvm integer op `name`.
fn binary(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ty = rw.body().value_type(lhs);
    create_llvm_op(rw, name, loc, vec![lhs, rhs], ty, vec![])
}

/// `llvm.getelementptr base[indices]` with dynamic indices only (an `i32` marker per
/// dynamic index in `rawConstantIndices`, as MLIR's `GEPArg` list of values gives).
fn gep(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    result: Type,
    base: Value,
    constant_then_dynamic: Option<i32>,
    index: Value,
) -> Value {
    let ctx = rw.ctx();
    const DYNAMIC_INDEX: i32 = i32::MIN;
    let mut raw = Vec::new();
    if let Some(c) = constant_then_dynamic {
        raw.push(c);
    }
    raw.push(DYNAMIC_INDEX);
    let raw = ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: crate::ir::attrs::DenseElemKind::Int(32, crate::ir::types::Signedness::Signless),
        values: raw.iter().map(|&v| v as u32 as u128).collect(),
    });
    create_llvm_op(
        rw,
        "llvm.getelementptr",
        loc,
        vec![base, index],
        result,
        vec![("rawConstantIndices", raw)],
    )
}

/// The memref type of `op`'s operand `i` (before conversion).
fn operand_memref(rw: &ConversionPatternRewriter<'_>, op: Op, i: usize) -> Option<Type> {
    let v = rw.body().operands(op).nth(i)?;
    let t = rw.body().value_type(v);
    memref_parts(rw.ctx(), t).map(|_| t)
}

/// The pointer to the converted element type of `memref`.
fn element_ptr_type(ctx: &Context, l: &MemRefLowering, memref: Type) -> Option<Type> {
    let parts = memref_parts(ctx, memref)?;
    let elem = convert_llvm_type(ctx, l.opts, parts.elem)?;
    Some(llvm_ptr(ctx, Some(elem), memref_space(ctx, memref)?))
}

/// The address of the element of `memref` at `indices` (MLIR 16's
/// `getStridedElementPtr`).
fn strided_element_ptr(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    memref: Type,
    desc: Value,
    indices: &[Value],
) -> Option<Value> {
    let ctx = rw.ctx();
    let (strides, offset) = strides_and_offset(ctx, memref)?;
    let index_ty = index_type(ctx, l);
    let d = MemRefDescriptor::new(desc);
    let base = d.aligned_ptr(rw, loc);
    let mut index = match offset {
        0 => None,
        DYNAMIC => Some(d.offset(rw, loc)),
        o => Some(index_constant(rw, loc, index_ty, o)),
    };
    for (i, &idx) in indices.iter().enumerate() {
        let mut increment = idx;
        let stride = *strides.get(i)?;
        if stride != 1 {
            let s = if stride == DYNAMIC {
                d.stride(rw, loc, i)
            } else {
                index_constant(rw, loc, index_ty, stride)
            };
            increment = binary(rw, "llvm.mul", loc, increment, s);
        }
        index = Some(match index {
            Some(acc) => binary(rw, "llvm.add", loc, acc, increment),
            None => increment,
        });
    }
    let ptr_ty = element_ptr_type(ctx, l, memref)?;
    Some(match index {
        Some(i) => gep(rw, loc, ptr_ty, base, None, i),
        None => base,
    })
}

/// Declares the llvm function `name` of type `ty` at the start of the module, at the
/// module's location `loc`, unless the module has a symbol of that name (MLIR's
/// `LLVM::lookupOrCreateFn`).
fn lookup_or_create_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    name: &str,
    ty: Type,
) {
    let ctx = rw.ctx();
    rw.in_root_arena(|rw| {
        let body = rw.body();
        let Some(region) = body.root_regions().next() else {
            return;
        };
        let Some(block) = body.entry_block(region) else {
            return;
        };
        let sym = ctx.ident("sym_name");
        let exists = body.block_ops(block).any(|o| {
            ctx.dictionary_get_ident(body.attrs(o), sym)
                .is_some_and(|a| matches!(ctx.attr_kind_ref(a), AttrKind::String { value, .. } if value == name.as_bytes()))
        });
        if exists {
            return;
        }
        rw.set_insertion_point_to_start(block);
        let attrs = vec![
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("function_type"), ctx.type_attr(ty)),
            (ctx.ident("linkage"), ctx.dialect_attr_text("llvm.linkage<external>")),
            (ctx.ident("CConv"), ctx.dialect_attr_text("llvm.cconv<ccc>")),
        ];
        rw.create(OperationState {
            name: ctx.ident("llvm.func"),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(attrs),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        });
    });
}

/// `llvm.call @callee(args)`, with MLIR's default `fastmathFlags`.
fn call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    callee: &str,
    args: Vec<Value>,
    result: Option<Type>,
) -> Option<Value> {
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(vec![
        (
            ctx.ident("callee"),
            ctx.intern_attr(AttrKind::SymbolRef {
                root: ctx.ident(callee),
                nested: Vec::new(),
            }),
        ),
        (
            ctx.ident("fastmathFlags"),
            ctx.dialect_attr_text("llvm.fastmath<none>"),
        ),
    ]);
    let op = rw.create(OperationState {
        name: ctx.ident("llvm.call"),
        operands: args,
        attrs,
        result_types: result.into_iter().collect(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    rw.results(op).first().copied()
}

fn void_ptr(ctx: &Context) -> Type {
    llvm_ptr(ctx, Some(ctx.int_type(8)), 0)
}

// ----- the lowerings -----

fn load_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let elem = convert_llvm_type(
        ctx,
        l.opts,
        memref_parts(ctx, memref).ok_or(MatchFailure)?.elem,
    )
    .ok_or(MatchFailure)?;
    let ptr =
        strided_element_ptr(l, rw, loc, memref, operands[0], &operands[1..]).ok_or(MatchFailure)?;
    let v = create_llvm_op(rw, "llvm.load", loc, vec![ptr], elem, vec![]);
    rw.replace_op(op, &[v]);
    Ok(())
}

fn store_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 1).ok_or(MatchFailure)?;
    if operands.len() < 2 {
        return Err(MatchFailure);
    }
    let ptr =
        strided_element_ptr(l, rw, loc, memref, operands[1], &operands[2..]).ok_or(MatchFailure)?;
    create_void(rw, "llvm.store", loc, vec![operands[0], ptr], vec![]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// The sizes, the canonical strides and the byte size of a new memref of type `memref`
/// (MLIR's `getMemRefDescriptorSizes`).
fn descriptor_sizes(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    memref: Type,
    dynamic: &[Value],
) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    let ctx = rw.ctx();
    let shape = memref_parts(ctx, memref)?.shape;
    let index_ty = index_type(ctx, l);
    let mut sizes = Vec::with_capacity(shape.len());
    let mut dyn_it = dynamic.iter();
    for &s in &shape {
        sizes.push(if s == DYNAMIC {
            *dyn_it.next()?
        } else {
            index_constant(rw, loc, index_ty, s)
        });
    }
    let mut stride: i64 = 1;
    let mut running = index_constant(rw, loc, index_ty, 1);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let size = shape[i];
        if size == 0 {
            continue;
        }
        let use_size_as_stride = stride == 1;
        if size == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride *= size;
        }
        running = if use_size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            binary(rw, "llvm.mul", loc, running, sizes[i])
        } else {
            index_constant(rw, loc, index_ty, stride)
        };
    }
    let ptr_ty = element_ptr_type(ctx, l, memref)?;
    let null = create_llvm_op(rw, "llvm.mlir.null", loc, vec![], ptr_ty, vec![]);
    let end = gep(rw, loc, ptr_ty, null, None, running);
    let bytes = create_llvm_op(rw, "llvm.ptrtoint", loc, vec![end], index_ty, vec![]);
    Some((sizes, strides, bytes))
}

/// The pointers of a new buffer: allocated and aligned.
#[derive(Clone, Copy)]
struct Buffer {
    allocated: Value,
    aligned: Value,
}

/// A new descriptor of `memref` (MLIR's `createMemRefDescriptor`).
fn new_descriptor(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    memref: Type,
    buffer: Buffer,
    sizes: &[Value],
    strides: &[Value],
) -> Option<Value> {
    let ctx = rw.ctx();
    let ty = convert_llvm_type(ctx, l.opts, memref)?;
    let mut d = MemRefDescriptor::undef(rw, loc, ty);
    d.set_allocated_ptr(rw, loc, buffer.allocated);
    d.set_aligned_ptr(rw, loc, buffer.aligned);
    let zero = index_constant(rw, loc, index_type(ctx, l), 0);
    d.set_offset(rw, loc, zero);
    for (i, &s) in sizes.iter().enumerate() {
        d.set_size(rw, loc, i, s);
    }
    for (i, &s) in strides.iter().enumerate() {
        d.set_stride(rw, loc, i, s);
    }
    Some(d.value)
}

/// The least alignment of `aligned_alloc` (MLIR's `kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: i64 = 16;

/// `input` rounded up to a multiple of `alignment` (MLIR's `createAligned`).
fn aligned(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    input: Value,
    alignment: Value,
    index_ty: Type,
) -> Value {
    let one = index_constant(rw, loc, index_ty, 1);
    let bump = binary(rw, "llvm.sub", loc, alignment, one);
    let bumped = binary(rw, "llvm.add", loc, input, bump);
    let rem = binary(rw, "llvm.urem", loc, bumped, alignment);
    binary(rw, "llvm.sub", loc, bumped, rem)
}

/// The allocation function's `!llvm.ptr<i8>` as a pointer to the element type (MLIR 16's
/// `castAllocFuncResult`): an `llvm.addrspacecast` to the memref's address space if it
/// is not 0, then an `llvm.bitcast`, even to the same type (typed pointers).
fn cast_alloc_result(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    raw: Value,
    ptr_ty: Type,
    space: u32,
) -> Value {
    let ctx = rw.ctx();
    let mut raw = raw;
    if space != 0 {
        let cast_ty = llvm_ptr(ctx, Some(ctx.int_type(8)), space);
        raw = create_llvm_op(rw, "llvm.addrspacecast", loc, vec![raw], cast_ty, vec![]);
    }
    create_llvm_op(rw, "llvm.bitcast", loc, vec![raw], ptr_ty, vec![])
}

/// The address space of the memref type `memref` (its integer memory space, 0 without).
fn memref_space(ctx: &Context, memref: Type) -> Option<u32> {
    match memref_parts(ctx, memref)?
        .memory_space
        .map(|a| ctx.attr_kind_ref(a))
    {
        None => Some(0),
        Some(AttrKind::Integer { value, .. }) => u32::try_from(*value).ok(),
        Some(_) => None,
    }
}

/// The size in bytes of a memref element of type `t` in the default data layout: integers
/// and floats by their width rounded up to bytes, `index` as 8 bytes.
fn element_size_in_bytes(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind_ref(t) {
        TypeKind::Index => Some(8),
        TypeKind::Float(f) => Some(u64::from(f.width()).div_ceil(8)),
        _ => ctx
            .as_integer_type(t)
            .map(|(w, _)| u64::from(w).div_ceil(8)),
    }
}

/// The `alignment` attribute of `op`, if any.
fn alignment_attr(rw: &ConversionPatternRewriter<'_>, op: Op) -> Option<i64> {
    let ctx = rw.ctx();
    let a = ctx.dictionary_get(rw.body().attrs(op), "alignment")?;
    match ctx.attr_kind_ref(a) {
        AttrKind::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

fn alloc_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = rw.body().value_type(rw.body().results(op)[0]);
    let parts = memref_parts(ctx, memref).ok_or(MatchFailure)?;
    if parts.layout.is_some() || convert_llvm_type(ctx, l.opts, memref).is_none() {
        return Err(MatchFailure);
    }
    let index_ty = index_type(ctx, l);
    let (sizes, strides, mut bytes) =
        descriptor_sizes(l, rw, loc, memref, operands).ok_or(MatchFailure)?;
    let ptr_ty = element_ptr_type(ctx, l, memref).ok_or(MatchFailure)?;
    let space = memref_space(ctx, memref).ok_or(MatchFailure)?;
    let (allocated, aligned) = if l.alloc == AllocLowering::AlignedAlloc {
        // MLIR's `allocateBufferAutoAlign`: `aligned_alloc(alignment, size)`, the size
        // rounded up to a multiple of the alignment unless the static part of the shape
        // makes it one.
        let elem_bytes = element_size_in_bytes(ctx, parts.elem).ok_or(MatchFailure)?;
        let alignment = alignment_attr(rw, op).unwrap_or_else(|| {
            MIN_ALIGNED_ALLOC_ALIGNMENT.max(elem_bytes.next_power_of_two() as i64)
        });
        let a = index_constant(rw, loc, index_ty, alignment);
        let static_bytes = parts
            .shape
            .iter()
            .filter(|&&s| s != DYNAMIC)
            .fold(elem_bytes as i64, |acc, &s| acc.wrapping_mul(s));
        if alignment == 0 || static_bytes % alignment != 0 {
            bytes = aligned(rw, loc, bytes, a, index_ty);
        }
        let name = if l.generic_functions {
            "_mlir_memref_to_llvm_aligned_alloc"
        } else {
            "aligned_alloc"
        };
        lookup_or_create_fn(
            rw,
            l.module_loc,
            name,
            llvm_func(ctx, void_ptr(ctx), &[index_ty, index_ty], false),
        );
        let raw = call(rw, loc, name, vec![a, bytes], Some(void_ptr(ctx))).ok_or(MatchFailure)?;
        let ptr = cast_alloc_result(rw, loc, raw, ptr_ty, space);
        (ptr, ptr)
    } else {
        // MLIR's `allocateBufferManuallyAlign`.
        let alignment = alignment_attr(rw, op).map(|a| index_constant(rw, loc, index_ty, a));
        if let Some(a) = alignment {
            bytes = binary(rw, "llvm.add", loc, bytes, a);
        }
        let name = if l.generic_functions {
            "_mlir_memref_to_llvm_alloc"
        } else {
            "malloc"
        };
        lookup_or_create_fn(
            rw,
            l.module_loc,
            name,
            llvm_func(ctx, void_ptr(ctx), &[index_ty], false),
        );
        let raw = call(rw, loc, name, vec![bytes], Some(void_ptr(ctx))).ok_or(MatchFailure)?;
        let allocated = cast_alloc_result(rw, loc, raw, ptr_ty, space);
        let aligned_ptr = match alignment {
            None => allocated,
            Some(a) => {
                let as_int =
                    create_llvm_op(rw, "llvm.ptrtoint", loc, vec![allocated], index_ty, vec![]);
                let rounded = aligned(rw, loc, as_int, a, index_ty);
                create_llvm_op(rw, "llvm.inttoptr", loc, vec![rounded], ptr_ty, vec![])
            }
        };
        (allocated, aligned_ptr)
    };
    let d = new_descriptor(
        l,
        rw,
        loc,
        memref,
        Buffer { allocated, aligned },
        &sizes,
        &strides,
    )
    .ok_or(MatchFailure)?;
    rw.replace_op(op, &[d]);
    Ok(())
}

fn alloca_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = rw.body().value_type(rw.body().results(op)[0]);
    let parts = memref_parts(ctx, memref).ok_or(MatchFailure)?;
    if parts.layout.is_some() || convert_llvm_type(ctx, l.opts, memref).is_none() {
        return Err(MatchFailure);
    }
    let elem = convert_llvm_type(ctx, l.opts, parts.elem).ok_or(MatchFailure)?;
    let (sizes, strides, bytes) =
        descriptor_sizes(l, rw, loc, memref, operands).ok_or(MatchFailure)?;
    let ptr_ty = element_ptr_type(ctx, l, memref).ok_or(MatchFailure)?;
    let mut attrs = Vec::new();
    if let Some(a) = alignment_attr(rw, op).filter(|&a| a != 0) {
        attrs.push((
            "alignment",
            ctx.integer_attr(i128::from(a), ctx.int_type(64)),
        ));
    }
    let _ = elem;
    let ptr = create_llvm_op(rw, "llvm.alloca", loc, vec![bytes], ptr_ty, attrs);
    let d = new_descriptor(
        l,
        rw,
        loc,
        memref,
        Buffer {
            allocated: ptr,
            aligned: ptr,
        },
        &sizes,
        &strides,
    )
    .ok_or(MatchFailure)?;
    rw.replace_op(op, &[d]);
    Ok(())
}

fn dealloc_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let free = if l.generic_functions {
        "_mlir_memref_to_llvm_free"
    } else {
        "free"
    };
    lookup_or_create_fn(
        rw,
        l.module_loc,
        free,
        llvm_func(ctx, llvm_void(ctx), &[void_ptr(ctx)], false),
    );
    let allocated = MemRefDescriptor::new(operands[0]).allocated_ptr(rw, loc);
    let casted = create_llvm_op(
        rw,
        "llvm.bitcast",
        loc,
        vec![allocated],
        void_ptr(ctx),
        vec![],
    );
    call(rw, loc, free, vec![casted], None);
    rw.replace_op(op, &[]);
    Ok(())
}

/// The constant `index` an op's operand is, when `arith.constant` defines it.
fn constant_index(rw: &ConversionPatternRewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    let body = rw.body();
    let crate::ir::body::ValueDef::OpResult(def, _) = body.value_def(v) else {
        return None;
    };
    if ctx.ident_ref(body.op_name(def)) != "arith.constant" {
        return None;
    }
    match ctx.attr_kind_ref(ctx.dictionary_get(body.attrs(def), "value")?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

fn dim_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let shape = memref_parts(ctx, memref).ok_or(MatchFailure)?.shape;
    let index_ty = index_type(ctx, l);
    let index = rw.body().operands(op).nth(1).ok_or(MatchFailure)?;
    let d = MemRefDescriptor::new(operands[0]);
    let value = match constant_index(rw, index) {
        Some(i) if i >= 0 && (i as usize) < shape.len() => {
            let i = i as usize;
            if shape[i] == DYNAMIC {
                d.size(rw, loc, i)
            } else {
                index_constant(rw, loc, index_ty, shape[i])
            }
        }
        _ => {
            let rank = shape.len() as u32;
            let array = super::llvm_type_converter::llvm_array(ctx, index_ty, rank);
            let one = index_constant(rw, loc, index_ty, 1);
            let sizes = super::llvm_type_converter::extract_value(rw, loc, d.value, &[3])
                .ok_or(MatchFailure)?;
            let array_ptr = llvm_ptr(ctx, Some(array), 0);
            let slot = create_llvm_op(rw, "llvm.alloca", loc, vec![one], array_ptr, vec![]);
            create_void(rw, "llvm.store", loc, vec![sizes, slot], vec![]);
            let elem_ptr = llvm_ptr(ctx, Some(index_ty), 0);
            let at = gep(rw, loc, elem_ptr, slot, Some(0), operands[1]);
            create_llvm_op(rw, "llvm.load", loc, vec![at], index_ty, vec![])
        }
    };
    rw.replace_op(op, &[value]);
    Ok(())
}

fn cast_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let src = rw
        .body()
        .value_type(rw.body().operands(op).next().ok_or(MatchFailure)?);
    let dst = rw.body().value_type(rw.body().results(op)[0]);
    let src_ty = convert_llvm_type(ctx, l.opts, src).ok_or(MatchFailure)?;
    let dst_ty = convert_llvm_type(ctx, l.opts, dst).ok_or(MatchFailure)?;
    let src_ranked = memref_parts(ctx, src).is_some();
    let dst_unranked = matches!(ctx.type_kind_ref(dst), TypeKind::UnrankedMemRef { .. });
    if src_ranked && !dst_unranked {
        if src_ty != dst_ty {
            return Err(MatchFailure);
        }
        rw.replace_op(op, &[operands[0]]);
        return Ok(());
    }
    if !(src_ranked && dst_unranked) {
        return Err(MatchFailure);
    }
    let rank = memref_parts(ctx, src).ok_or(MatchFailure)?.shape.len() as i64;
    // MLIR's `promoteOneMemRefDescriptor`: the descriptor copied to the stack.
    let one = index_constant(rw, loc, ctx.int_type(64), 1);
    let slot_ty = llvm_ptr(ctx, Some(src_ty), 0);
    let slot = create_llvm_op(rw, "llvm.alloca", loc, vec![one], slot_ty, vec![]);
    create_void(rw, "llvm.store", loc, vec![operands[0], slot], vec![]);
    let ptr = create_llvm_op(rw, "llvm.bitcast", loc, vec![slot], void_ptr(ctx), vec![]);
    let rank = index_constant(rw, loc, index_type(ctx, l), rank);
    let d = undef(rw, loc, dst_ty);
    let d = insert_value(rw, loc, d, rank, &[0]);
    let d = insert_value(rw, loc, d, ptr, &[1]);
    rw.replace_op(op, &[d]);
    Ok(())
}

/// The `convert-memref-to-llvm` pass (on `builtin.module`).
#[derive(Clone, Default)]
pub struct MemRefToLlvm {
    base: ConvertMemRefToLlvmBase,
}

impl DeclaredPass for MemRefToLlvm {
    type Base = ConvertMemRefToLlvmBase;
    fn base(&self) -> &ConvertMemRefToLlvmBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ConvertMemRefToLlvmBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let o = &self.base.options;
        let bitwidth = match *o.index_bitwidth.value() {
            0 => DEFAULT_INDEX_BITWIDTH,
            n => n,
        };
        let lowering = MemRefLowering {
            opts: LlvmTypeOptions::new(bitwidth),
            alloc: if *o.use_aligned_alloc.value() {
                AllocLowering::AlignedAlloc
            } else {
                AllocLowering::Malloc
            },
            generic_functions: *o.use_generic_functions.value(),
            module_loc: *run.op.loc,
        };
        let converter = llvm_type_converter_with(lowering.opts);
        let mut patterns = ConversionPatternSet::new();
        populate_memref_to_llvm_patterns(ctx, &converter, lowering, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_legal_ops(ctx, &["builtin.unrealized_conversion_cast", "func.func"]);
        let owner = Some(run.op.name);
        if apply_partial_conversion(ctx, run.op.body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}
