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
//!   an unranked descriptor for a cast to `memref<*x...>`, the ranked descriptor loaded
//!   through the unranked one's pointer for a cast from it;
//! - `memref.global` / `memref.get_global`, `memref.copy`, `memref.atomic_rmw`,
//!   `memref.generic_atomic_rmw`, `memref.prefetch`, `memref.rank`,
//!   `memref.alloca_scope`, `memref.assume_alignment`,
//!   `memref.extract_aligned_pointer_as_index` and `memref.realloc`, as their functions
//!   below say.
//!
//! `malloc`, `aligned_alloc` and `free` are declared at the start of the module when they
//! are first needed (`_mlir_memref_to_llvm_alloc`, `..._aligned_alloc` and `..._free`
//! with `use-generic-functions`), as MLIR's `lookupOrCreate*Fn` do.
//!
//! The ops it reads and creates are named, not typed (their dialects are the root
//! crate's).

use std::sync::Arc;

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Block, Op, OperationState, Value};
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
        (
            "memref.alloca_scope",
            "AllocaScopeOpLowering",
            alloca_scope_lowering,
        ),
        (
            "memref.atomic_rmw",
            "AtomicRMWOpLowering",
            atomic_rmw_lowering,
        ),
        (
            "memref.assume_alignment",
            "AssumeAlignmentOpLowering",
            assume_alignment_lowering,
        ),
        (
            "memref.extract_aligned_pointer_as_index",
            "ConvertExtractAlignedPointerAsIndex",
            extract_aligned_pointer_lowering,
        ),
        ("memref.dim", "DimOpLowering", dim_lowering),
        (
            "memref.generic_atomic_rmw",
            "GenericAtomicRMWOpLowering",
            generic_atomic_rmw_lowering,
        ),
        ("memref.global", "GlobalMemrefOpLowering", global_lowering),
        (
            "memref.get_global",
            "GetGlobalMemrefOpLowering",
            get_global_lowering,
        ),
        ("memref.load", "LoadOpLowering", load_lowering),
        ("memref.cast", "MemRefCastOpLowering", cast_lowering),
        ("memref.copy", "MemRefCopyOpLowering", copy_lowering),
        ("memref.prefetch", "PrefetchOpLowering", prefetch_lowering),
        ("memref.rank", "RankOpLowering", rank_lowering),
        ("memref.store", "StoreOpLowering", store_lowering),
    ];
    table.push(match lowering.alloc {
        AllocLowering::AlignedAlloc => ("memref.alloc", "AlignedAllocOpLowering", alloc_lowering),
        AllocLowering::Malloc => ("memref.alloc", "AllocOpLowering", alloc_lowering),
    });
    table.push(match lowering.alloc {
        AllocLowering::AlignedAlloc => (
            "memref.realloc",
            "AlignedReallocOpLowering",
            realloc_lowering,
        ),
        AllocLowering::Malloc => ("memref.realloc", "ReallocOpLowering", realloc_lowering),
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
    name: &'static str,
    loc: Attribute,
    operands: Vec<Value>,
    attrs: Vec<(&'static str, Attribute)>,
) -> Op {
    let ctx = rw.ctx();
    let attrs = attrs.into_iter().map(|(k, v)| (rw.ident(k), v)).collect();
    let attrs = ctx.dictionary_attr(attrs);
    let name = rw.ident(name);
    rw.create(OperationState {
        name,
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
    name: &'static str,
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
pub(super) fn lookup_or_create_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    name: &str,
    ty: Type,
) {
    let ctx = rw.ctx();
    rw.declare_at_root_start(name, || OperationState {
        name: ctx.ident("llvm.func"),
        operands: Vec::new(),
        attrs: ctx.dictionary_attr(vec![
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("function_type"), ctx.type_attr(ty)),
            (
                ctx.ident("linkage"),
                ctx.dialect_attr_text("llvm.linkage<external>"),
            ),
            (ctx.ident("CConv"), ctx.dialect_attr_text("llvm.cconv<ccc>")),
        ]),
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
    });
}

/// `llvm.call @callee(args)`, with MLIR's default `fastmathFlags`.
pub(super) fn call(
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
/// `castAllocFuncResult`): one `llvm.bitcast`, to the memref's address space too, even to
/// the same type (typed pointers).
fn cast_alloc_result(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    raw: Value,
    ptr_ty: Type,
) -> Value {
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
        // MLIR's default layout of a vector: the rows of its innermost dimension, each
        // of a power-of-two size in bits.
        TypeKind::Vector { shape, elem, .. } => {
            let inner = u64::try_from(*shape.last()?).ok()?;
            let rows = shape[..shape.len() - 1]
                .iter()
                .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
            let row_bits = (inner * element_size_in_bytes(ctx, *elem)? * 8).next_power_of_two();
            Some((rows * row_bits).div_ceil(8))
        }
        _ => ctx
            .as_integer_type(t)
            .map(|(w, _)| u64::from(w).div_ceil(8)),
    }
}

/// The size in bytes of a memref element of type `t` (MLIR's `getMemRefEltSizeInBytes`):
/// a memref element is its descriptor (two pointers of 8 bytes, then the offset, sizes
/// and strides of the lowering's index width; an unranked one the rank and one pointer),
/// any other as [`element_size_in_bytes`] says.
fn memref_element_size_in_bytes(ctx: &Context, l: &MemRefLowering, t: Type) -> Option<u64> {
    let index_bytes = u64::from(l.opts.index_bitwidth).div_ceil(8);
    const POINTER_BYTES: u64 = 8;
    match ctx.type_kind_ref(t) {
        TypeKind::MemRef { shape, .. } => {
            Some(2 * POINTER_BYTES + (1 + 2 * shape.len() as u64) * index_bytes)
        }
        TypeKind::UnrankedMemRef { .. } => Some(index_bytes + POINTER_BYTES),
        _ => element_size_in_bytes(ctx, t),
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

/// A new buffer of `bytes` bytes for a memref of type `memref`, the op `op` allocating
/// it (its `alignment` read): MLIR's `allocateBufferAutoAlign` with `aligned_alloc`,
/// else `allocateBufferManuallyAlign` with `malloc`.
fn allocate_buffer(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    loc: Attribute,
    memref: Type,
    mut bytes: Value,
) -> Option<Buffer> {
    let ctx = rw.ctx();
    let parts = memref_parts(ctx, memref)?;
    let index_ty = index_type(ctx, l);
    let ptr_ty = element_ptr_type(ctx, l, memref)?;
    let (allocated, aligned) = if l.alloc == AllocLowering::AlignedAlloc {
        // MLIR's `allocateBufferAutoAlign`: `aligned_alloc(alignment, size)`, the size
        // rounded up to a multiple of the alignment unless the static part of the shape
        // makes it one.
        let elem_bytes = memref_element_size_in_bytes(ctx, l, parts.elem)?;
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
        let raw = call(rw, loc, name, vec![a, bytes], Some(void_ptr(ctx)))?;
        let ptr = cast_alloc_result(rw, loc, raw, ptr_ty);
        (ptr, ptr)
    } else {
        // MLIR's `allocateBufferManuallyAlign`; without `alignment`, a buffer of vectors
        // (elements not an integer, index or float) is aligned to the element's size.
        let scalar = matches!(
            ctx.type_kind_ref(parts.elem),
            TypeKind::Index | TypeKind::Float(_)
        ) || ctx
            .as_integer_type(parts.elem)
            .is_some_and(|(_, s)| s == crate::ir::types::Signedness::Signless);
        let alignment = match alignment_attr(rw, op) {
            Some(a) => Some(index_constant(rw, loc, index_ty, a)),
            None if !scalar => Some(size_in_bytes(l, rw, loc, parts.elem)?),
            None => None,
        };
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
        let raw = call(rw, loc, name, vec![bytes], Some(void_ptr(ctx)))?;
        let allocated = cast_alloc_result(rw, loc, raw, ptr_ty);
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
    Some(Buffer { allocated, aligned })
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
    let (sizes, strides, bytes) =
        descriptor_sizes(l, rw, loc, memref, operands).ok_or(MatchFailure)?;
    element_ptr_type(ctx, l, memref).ok_or(MatchFailure)?;
    memref_space(ctx, memref).ok_or(MatchFailure)?;
    let buffer = allocate_buffer(l, rw, op, loc, memref, bytes).ok_or(MatchFailure)?;
    let d = new_descriptor(l, rw, loc, memref, buffer, &sizes, &strides).ok_or(MatchFailure)?;
    rw.replace_op(op, &[d]);
    Ok(())
}

/// `memref.realloc` (MLIR's `ReallocOpLowering` / `AlignedReallocOpLowering`): the block
/// is split before the op; when the new size exceeds the old, a new buffer is allocated
/// as `memref.alloc` would, the old elements copied into it (`llvm.intr.memcpy`), the
/// old buffer freed and the descriptor's pointers replaced; the descriptor reaching the
/// continuation block gets the new size.
fn realloc_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let src_ty = operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let dst_ty = rw.body().value_type(rw.body().results(op)[0]);
    let src_shape = memref_parts(ctx, src_ty).ok_or(MatchFailure)?.shape;
    let dst_parts = memref_parts(ctx, dst_ty).ok_or(MatchFailure)?;
    let (&src_size, &dst_size) = (
        src_shape.first().ok_or(MatchFailure)?,
        dst_parts.shape.first().ok_or(MatchFailure)?,
    );
    let old_desc = operands[0];
    let desc_ty = rw.body().value_type(old_desc);
    let index_ty = index_type(ctx, l);
    let dynamic_result = rw.body().operands(op).nth(1);

    // The op and the ops after it move to a block taking the descriptor; the block of
    // the reallocation goes between.
    let current = rw.body().parent_block(op).ok_or(MatchFailure)?;
    let rest = rw.split_block(current, op);
    let region = rw.body().block_parent(rest).ok_or(MatchFailure)?;
    let end_block = rw.create_block(
        crate::ir::body::BlockPoint {
            region,
            before: Some(rest),
        },
        &[desc_ty],
    );
    let end_arg = rw.body().block_args(end_block)[0];
    rw.set_arg_loc(end_arg, loc);
    rw.merge_blocks(rest, end_block, &[]);
    let true_block = rw.create_block(
        crate::ir::body::BlockPoint {
            region,
            before: Some(end_block),
        },
        &[],
    );

    rw.set_insertion_point_to_end(current);
    let desc = MemRefDescriptor::new(old_desc);
    let src_n = if src_size == DYNAMIC {
        desc.size(rw, loc, 0)
    } else {
        index_constant(rw, loc, index_ty, src_size)
    };
    let dst_n = if dst_size == DYNAMIC {
        // The op's own operand, cast to the index type anew (MLIR's
        // `materializeTargetConversion`).
        let v = dynamic_result.ok_or(MatchFailure)?;
        create_llvm_op(
            rw,
            "builtin.unrealized_conversion_cast",
            loc,
            vec![v],
            index_ty,
            vec![],
        )
    } else {
        index_constant(rw, loc, index_ty, dst_size)
    };
    let cond = create_llvm_op(
        rw,
        "llvm.icmp",
        loc,
        vec![dst_n, src_n],
        ctx.int_type(1),
        vec![("predicate", ctx.integer_attr(8, ctx.int_type(64)))],
    );
    let segments = crate::ods::format::segment_attr(ctx, &[1, 0, 1]);
    rw.create(OperationState {
        name: ctx.ident("llvm.cond_br"),
        operands: vec![cond, old_desc],
        attrs: ctx.dictionary_attr(vec![(ctx.ident("operand_segment_sizes"), segments)]),
        result_types: Vec::new(),
        loc,
        successors: vec![true_block, end_block],
        num_regions: 0,
        isolated_from_above: false,
    });

    rw.set_insertion_point_to_start(true_block);
    let elem_size = size_in_bytes(l, rw, loc, dst_parts.elem).ok_or(MatchFailure)?;
    let dst_bytes = binary(rw, "llvm.mul", loc, dst_n, elem_size);
    let src_bytes = binary(rw, "llvm.mul", loc, src_n, elem_size);
    let buffer = allocate_buffer(l, rw, op, loc, dst_ty, dst_bytes).ok_or(MatchFailure)?;
    let src_aligned = desc.aligned_ptr(rw, loc);
    let volatile = llvm_constant(
        rw,
        loc,
        ctx.int_type(1),
        ctx.integer_attr(0, ctx.int_type(1)),
    );
    let to_void = |rw: &mut ConversionPatternRewriter<'_>, v: Value| {
        create_llvm_op(rw, "llvm.bitcast", loc, vec![v], void_ptr(ctx), vec![])
    };
    let dst_void = to_void(rw, buffer.aligned);
    let src_void = to_void(rw, src_aligned);
    create_void(
        rw,
        "llvm.intr.memcpy",
        loc,
        vec![dst_void, src_void, src_bytes, volatile],
        vec![],
    );
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
    let old_allocated = desc.allocated_ptr(rw, loc);
    let old_void = to_void(rw, old_allocated);
    call(rw, loc, free, vec![old_void], None);
    let mut updated = MemRefDescriptor::new(old_desc);
    updated.set_allocated_ptr(rw, loc, buffer.allocated);
    updated.set_aligned_ptr(rw, loc, buffer.aligned);
    create_br(rw, loc, end_block, &[updated.value]);

    rw.set_insertion_point_before(op);
    let mut new_desc = MemRefDescriptor::new(end_arg);
    new_desc.set_size(rw, loc, 0, dst_n);
    rw.replace_op(op, &[new_desc.value]);
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
    let Some(memref) = operand_memref(rw, op, 0) else {
        return unranked_dim_lowering(l, op, operands, rw);
    };
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

/// `memref.dim` of an unranked memref: the size loaded from the ranked descriptor it
/// points to, the sizes following the offset (MLIR's `extractSizeOfUnrankedMemRef`).
fn unranked_dim_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let t = rw
        .body()
        .value_type(rw.body().operands(op).next().ok_or(MatchFailure)?);
    let TypeKind::UnrankedMemRef { elem, memory_space } = ctx.type_kind_ref(t) else {
        return Err(MatchFailure);
    };
    let space = match memory_space.map(|a| ctx.attr_kind_ref(a)) {
        None => 0,
        Some(AttrKind::Integer { value, .. }) => u32::try_from(*value).map_err(|_| MatchFailure)?,
        Some(_) => return Err(MatchFailure),
    };
    let elem = convert_llvm_type(ctx, l.opts, *elem).ok_or(MatchFailure)?;
    let index_ty = index_type(ctx, l);
    // The descriptor of `memref<elem>`, in the default memory space.
    let elem_ptr = llvm_ptr(ctx, Some(elem), 0);
    let scalar = super::llvm_type_converter::llvm_struct(ctx, &[elem_ptr, elem_ptr, index_ty]);
    let underlying = super::llvm_type_converter::UnrankedMemRefDescriptor { value: operands[0] }
        .memref_ptr(rw, loc);
    let scalar_ptr = create_llvm_op(
        rw,
        "llvm.bitcast",
        loc,
        vec![underlying],
        llvm_ptr(ctx, Some(scalar), space),
        vec![],
    );
    let index_ptr = llvm_ptr(ctx, Some(index_ty), space);
    let offset_ptr = gep_const(rw, loc, index_ptr, scalar_ptr, &[0, 2]);
    let one = index_constant(rw, loc, index_ty, 1);
    let at = binary(rw, "llvm.add", loc, one, operands[1]);
    let size_ptr = gep(rw, loc, index_ptr, offset_ptr, None, at);
    let v = create_llvm_op(rw, "llvm.load", loc, vec![size_ptr], index_ty, vec![]);
    rw.replace_op(op, &[v]);
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
    if !src_ranked && !dst_unranked {
        // Unranked to ranked: the ranked descriptor the unranked one points to.
        let ptr = super::llvm_type_converter::UnrankedMemRefDescriptor { value: operands[0] }
            .memref_ptr(rw, loc);
        let cast_ptr = create_llvm_op(
            rw,
            "llvm.bitcast",
            loc,
            vec![ptr],
            llvm_ptr(ctx, Some(dst_ty), 0),
            vec![],
        );
        let v = create_llvm_op(rw, "llvm.load", loc, vec![cast_ptr], dst_ty, vec![]);
        rw.replace_op(op, &[v]);
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
            0 => super::llvm_type_converter::data_layout_index_bitwidth(ctx, *run.op.attrs)
                .unwrap_or(DEFAULT_INDEX_BITWIDTH),
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
        // Patterns stay inside the function of the op they convert, but for the
        // declarations (`malloc`, `free`) they add to the module.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}

// ----- the lowerings of the other memref ops -----

/// `llvm.mlir.constant(attr) : ty`.
fn llvm_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    attr: Attribute,
) -> Value {
    create_llvm_op(
        rw,
        "llvm.mlir.constant",
        loc,
        vec![],
        ty,
        vec![("value", attr)],
    )
}

/// `llvm.getelementptr base[indices]` with constant indices only.
fn gep_const(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    result: Type,
    base: Value,
    indices: &[i32],
) -> Value {
    let ctx = rw.ctx();
    let raw = ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: crate::ir::attrs::DenseElemKind::Int(32, crate::ir::types::Signedness::Signless),
        values: indices.iter().map(|&v| v as u32 as u128).collect(),
    });
    create_llvm_op(
        rw,
        "llvm.getelementptr",
        loc,
        vec![base],
        result,
        vec![("rawConstantIndices", raw)],
    )
}

/// The bitwidth of pointers in the default data layout (MLIR's `getIntPtrType`).
const POINTER_BITWIDTH: u32 = 64;

/// The attribute `name` of `op`.
fn op_attr(rw: &ConversionPatternRewriter<'_>, op: Op, name: &str) -> Option<Attribute> {
    rw.ctx().dictionary_get(rw.body().attrs(op), name)
}

/// The integer attribute `name` of `op`.
fn int_attr(rw: &ConversionPatternRewriter<'_>, op: Op, name: &str) -> Option<i128> {
    match rw.ctx().attr_kind_ref(op_attr(rw, op, name)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Whether `memref` is a ranked memref of identity layout whose type converts (MLIR's
/// `isConvertibleAndHasIdentityMaps`).
fn convertible_identity(ctx: &Context, l: &MemRefLowering, memref: Type) -> bool {
    memref_parts(ctx, memref).is_some_and(|p| p.layout.is_none())
        && convert_llvm_type(ctx, l.opts, memref).is_some()
}

/// The llvm type of the global of a memref of type `memref`: nested arrays of the
/// element type, the outermost dimension first (MLIR's `convertGlobalMemrefTypeToLLVM`).
fn global_array_type(ctx: &Context, l: &MemRefLowering, memref: Type) -> Option<Type> {
    let parts = memref_parts(ctx, memref)?;
    let mut t = convert_llvm_type(ctx, l.opts, parts.elem)?;
    for &d in parts.shape.iter().rev() {
        t = super::llvm_type_converter::llvm_array(ctx, t, u32::try_from(d).ok()?);
    }
    Some(t)
}

/// The only element of a splat dense attribute, as an integer or float attribute.
fn splat_value(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    let AttrKind::DenseElements {
        ty,
        complex: false,
        values,
        ..
    } = ctx.attr_kind_ref(attr)
    else {
        return None;
    };
    if values.len() != 1 {
        return None;
    }
    let elem = match ctx.type_kind_ref(*ty) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::Vector { elem, .. } => *elem,
        _ => return None,
    };
    let bits = values[0];
    Some(match ctx.type_kind_ref(elem) {
        TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { bits, ty: elem }),
        _ => ctx.integer_attr(bits as i128, elem),
    })
}

/// `memref.global` to `llvm.mlir.global`: nested arrays (the element type for a 0-d
/// memref), external when public, else private; an uninitialized global gets an
/// initializer region returning `llvm.mlir.undef`.
fn global_lowering(
    l: &MemRefLowering,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = match op_attr(rw, op, "type").map(|a| ctx.attr_kind_ref(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Err(MatchFailure),
    };
    if !convertible_identity(ctx, l, memref) {
        return Err(MatchFailure);
    }
    let rank = memref_parts(ctx, memref).ok_or(MatchFailure)?.shape.len();
    let array_ty = global_array_type(ctx, l, memref).ok_or(MatchFailure)?;
    let public = match op_attr(rw, op, "sym_visibility").map(|a| ctx.attr_kind_ref(a)) {
        None => true,
        Some(AttrKind::String { value, .. }) => value == b"public",
        Some(_) => false,
    };
    let initial = op_attr(rw, op, "initial_value");
    let uninitialized = initial.is_some_and(|a| matches!(ctx.attr_kind_ref(a), AttrKind::Unit));
    let mut value = None;
    if let Some(init) = initial.filter(|_| !uninitialized) {
        value = Some(if rank == 0 {
            splat_value(ctx, init).ok_or(MatchFailure)?
        } else {
            init
        });
    }
    let space = memref_space(ctx, memref).ok_or(MatchFailure)?;
    let name = op_attr(rw, op, "sym_name").ok_or(MatchFailure)?;
    let linkage = if public {
        "llvm.linkage<external>"
    } else {
        "llvm.linkage<private>"
    };
    let mut attrs = vec![
        (ctx.ident("global_type"), ctx.type_attr(array_ty)),
        (ctx.ident("sym_name"), name),
        (ctx.ident("linkage"), ctx.dialect_attr_text(linkage)),
        (
            ctx.ident("addr_space"),
            ctx.integer_attr(i128::from(space), ctx.int_type(32)),
        ),
    ];
    if op_attr(rw, op, "constant").is_some() {
        attrs.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    if let Some(v) = value {
        attrs.push((ctx.ident("value"), v));
    }
    if let Some(a) = int_attr(rw, op, "alignment").filter(|&a| a != 0) {
        attrs.push((
            ctx.ident("alignment"),
            ctx.integer_attr(a, ctx.int_type(64)),
        ));
    }
    let global = rw.replace_op_with_new_op(
        op,
        OperationState {
            name: ctx.ident("llvm.mlir.global"),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(attrs),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        },
    );
    if uninitialized {
        let region = rw.body().regions(global)[0];
        let ip = rw.insertion_point();
        rw.in_nested_arena(global, |rw| {
            rw.create_block(
                crate::ir::body::BlockPoint {
                    region,
                    before: None,
                },
                &[],
            );
            let u = undef(rw, loc, array_ty);
            create_void(rw, "llvm.return", loc, vec![u], vec![]);
        });
        rw.set_insertion_point(ip);
    }
    Ok(())
}

/// `memref.get_global` to a descriptor of the global's first element (MLIR's
/// `GetGlobalMemrefOpLowering`, an alloc-like lowering): the allocated pointer is
/// `0xdeadbeef`, never to be freed.
fn get_global_lowering(
    l: &MemRefLowering,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = rw.body().value_type(rw.body().results(op)[0]);
    if !convertible_identity(ctx, l, memref) {
        return Err(MatchFailure);
    }
    let name = op_attr(rw, op, "name").ok_or(MatchFailure)?;
    let rank = memref_parts(ctx, memref).ok_or(MatchFailure)?.shape.len();
    let (sizes, strides, _) = descriptor_sizes(l, rw, loc, memref, &[]).ok_or(MatchFailure)?;
    let space = memref_space(ctx, memref).ok_or(MatchFailure)?;
    let array_ty = global_array_type(ctx, l, memref).ok_or(MatchFailure)?;
    let address = create_llvm_op(
        rw,
        "llvm.mlir.addressof",
        loc,
        vec![],
        llvm_ptr(ctx, Some(array_ty), space),
        vec![("global_name", name)],
    );
    let ptr_ty = element_ptr_type(ctx, l, memref).ok_or(MatchFailure)?;
    let first = gep_const(rw, loc, ptr_ty, address, &vec![0; rank + 1]);
    let int_ptr = ctx.int_type(POINTER_BITWIDTH);
    let dead_beef = index_constant(rw, loc, int_ptr, 0xdead_beef);
    let dead_beef = create_llvm_op(rw, "llvm.inttoptr", loc, vec![dead_beef], ptr_ty, vec![]);
    let d = new_descriptor(
        l,
        rw,
        loc,
        memref,
        Buffer {
            allocated: dead_beef,
            aligned: first,
        },
        &sizes,
        &strides,
    )
    .ok_or(MatchFailure)?;
    rw.replace_op(op, &[d]);
    Ok(())
}

/// The size of an element of type `elem` in bytes, as MLIR's `getSizeInBytes` computes
/// it: the address of element 1 past a null pointer.
fn size_in_bytes(
    l: &MemRefLowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    elem: Type,
) -> Option<Value> {
    let ctx = rw.ctx();
    let ptr_ty = llvm_ptr(ctx, Some(convert_llvm_type(ctx, l.opts, elem)?), 0);
    let null = create_llvm_op(rw, "llvm.mlir.null", loc, vec![], ptr_ty, vec![]);
    let one = gep_const(rw, loc, ptr_ty, null, &[1]);
    Some(create_llvm_op(
        rw,
        "llvm.ptrtoint",
        loc,
        vec![one],
        index_type(ctx, l),
        vec![],
    ))
}

/// The descriptor `desc` of type `ty` copied to a new stack slot, as `!llvm.ptr<i8>`
/// (MLIR's `promoteOneMemRefDescriptor` and the bitcast after it).
fn promote_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    desc: Value,
) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(desc);
    let one = index_constant(rw, loc, ctx.int_type(64), 1);
    let slot = create_llvm_op(
        rw,
        "llvm.alloca",
        loc,
        vec![one],
        llvm_ptr(ctx, Some(ty), 0),
        vec![],
    );
    create_void(rw, "llvm.store", loc, vec![desc, slot], vec![]);
    create_llvm_op(rw, "llvm.bitcast", loc, vec![slot], void_ptr(ctx), vec![])
}

/// Whether `memref.copy` can copy memrefs of type `t` with `llvm.intr.memcpy`: ranked
/// and of identity layout, or of a static, non-empty shape laid out contiguously in
/// row-major order.
fn is_contiguous(ctx: &Context, t: Type) -> bool {
    let Some(parts) = memref_parts(ctx, t) else {
        return false;
    };
    if parts.layout.is_none() {
        return true;
    }
    if parts.shape.contains(&DYNAMIC) || parts.shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let Some((strides, _)) = strides_and_offset(ctx, t) else {
        return false;
    };
    let mut running = 1;
    for i in (0..strides.len()).rev() {
        if strides[i] != running {
            return false;
        }
        running *= parts.shape[i];
    }
    true
}

/// `memref.copy`: `llvm.intr.memcpy` of the source's elements when both memrefs are
/// contiguous, else a call to the runtime's `memrefCopy` with both memrefs as unranked
/// descriptors on the stack, between `stacksave` and `stackrestore`.
fn copy_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let types: Vec<Type> = {
        let body = rw.body();
        body.operands(op).map(|v| body.value_type(v)).collect()
    };
    let (src, dst) = match types[..] {
        [s, d] => (s, d),
        _ => return Err(MatchFailure),
    };
    let index_ty = index_type(ctx, l);
    let elem = match ctx.type_kind_ref(src) {
        TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => memref_parts(ctx, src).ok_or(MatchFailure)?.elem,
    };
    if is_contiguous(ctx, src) && is_contiguous(ctx, dst) {
        let rank = memref_parts(ctx, src).ok_or(MatchFailure)?.shape.len();
        let s = MemRefDescriptor::new(operands[0]);
        let mut n = index_constant(rw, loc, index_ty, 1);
        for i in 0..rank {
            let size = s.size(rw, loc, i);
            n = binary(rw, "llvm.mul", loc, n, size);
        }
        let elem_size = size_in_bytes(l, rw, loc, elem).ok_or(MatchFailure)?;
        let total = binary(rw, "llvm.mul", loc, n, elem_size);
        let mut ptrs = Vec::new();
        for &v in &operands[..2] {
            let d = MemRefDescriptor::new(v);
            let base = d.aligned_ptr(rw, loc);
            let offset = d.offset(rw, loc);
            let ty = rw.body().value_type(base);
            ptrs.push(gep(rw, loc, ty, base, None, offset));
        }
        let volatile = llvm_constant(
            rw,
            loc,
            ctx.int_type(1),
            ctx.integer_attr(0, ctx.int_type(1)),
        );
        create_void(
            rw,
            "llvm.intr.memcpy",
            loc,
            vec![ptrs[1], ptrs[0], total, volatile],
            vec![],
        );
        rw.replace_op(op, &[]);
        return Ok(());
    }
    let save = create_llvm_op(
        rw,
        "llvm.intr.stacksave",
        loc,
        vec![],
        void_ptr(ctx),
        vec![],
    );
    let mut unranked = Vec::new();
    for (i, &t) in [src, dst].iter().enumerate() {
        let Some(parts) = memref_parts(ctx, t) else {
            unranked.push(operands[i]);
            continue;
        };
        let rank = llvm_constant(
            rw,
            loc,
            index_ty,
            ctx.integer_attr(parts.shape.len() as i128, index_ty),
        );
        let ptr = promote_descriptor(rw, loc, operands[i]);
        let ty = super::llvm_type_converter::llvm_struct(ctx, &[index_ty, void_ptr(ctx)]);
        let d = undef(rw, loc, ty);
        let d = insert_value(rw, loc, d, rank, &[0]);
        unranked.push(insert_value(rw, loc, d, ptr, &[1]));
    }
    let one = index_constant(rw, loc, index_ty, 1);
    let mut slots = Vec::new();
    for &d in &unranked {
        let ty = rw.body().value_type(d);
        let slot = create_llvm_op(
            rw,
            "llvm.alloca",
            loc,
            vec![one],
            llvm_ptr(ctx, Some(ty), 0),
            vec![],
        );
        create_void(rw, "llvm.store", loc, vec![d, slot], vec![]);
        slots.push(slot);
    }
    let elem_bytes = element_size_in_bytes(ctx, elem).ok_or(MatchFailure)?;
    let elem_size = index_constant(rw, loc, index_ty, elem_bytes as i64);
    let slot_ty = rw.body().value_type(slots[0]);
    lookup_or_create_fn(
        rw,
        l.module_loc,
        "memrefCopy",
        llvm_func(ctx, llvm_void(ctx), &[index_ty, slot_ty, slot_ty], false),
    );
    call(
        rw,
        loc,
        "memrefCopy",
        vec![elem_size, slots[0], slots[1]],
        None,
    );
    create_void(rw, "llvm.intr.stackrestore", loc, vec![save], vec![]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind (MLIR's
/// `matchSimpleAtomicOp`), as the values of the two enums.
fn atomic_bin_op(kind: i128) -> Option<i128> {
    Some(match kind {
        0 => 11, // addf -> fadd
        1 => 1,  // addi -> add
        2 => 0,  // assign -> xchg
        4 => 7,  // maxs -> max
        5 => 9,  // maxu -> umax
        7 => 8,  // mins -> min
        8 => 10, // minu -> umin
        11 => 5, // ori -> _or
        12 => 3, // andi -> _and
        _ => return None,
    })
}

/// `llvm.atomicrmw` of `acq_rel` ordering.
const ACQ_REL: i128 = 6;
/// `monotonic` ordering.
const MONOTONIC: i128 = 2;

fn atomic_rmw_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 1).ok_or(MatchFailure)?;
    if !convertible_identity(ctx, l, memref) {
        return Err(MatchFailure);
    }
    let bin_op = int_attr(rw, op, "kind")
        .and_then(atomic_bin_op)
        .ok_or(MatchFailure)?;
    let ptr =
        strided_element_ptr(l, rw, loc, memref, operands[1], &operands[2..]).ok_or(MatchFailure)?;
    let ty = rw.body().value_type(operands[0]);
    let i64t = ctx.int_type(64);
    let v = create_llvm_op(
        rw,
        "llvm.atomicrmw",
        loc,
        vec![ptr, operands[0]],
        ty,
        vec![
            ("bin_op", ctx.integer_attr(bin_op, i64t)),
            ("ordering", ctx.integer_attr(ACQ_REL, i64t)),
        ],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `llvm.br ^dest(args)` at the insertion point.
fn create_br(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, dest: Block, args: &[Value]) {
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

/// `memref.generic_atomic_rmw` to a loop of `llvm.cmpxchg` (MLIR's
/// `GenericAtomicRMWOpLowering`): the element is loaded, the region's ops are copied
/// into a loop block taking the value seen, whose new value is compared and exchanged
/// until the exchange succeeds; the ops after the op move to a block after the loop.
fn generic_atomic_rmw_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    if !convertible_identity(ctx, l, memref) {
        return Err(MatchFailure);
    }
    let result = rw.body().results(op)[0];
    let value_ty =
        convert_llvm_type(ctx, l.opts, rw.body().value_type(result)).ok_or(MatchFailure)?;
    let init_block = rw.body().parent_block(op).ok_or(MatchFailure)?;
    let region = rw.body().block_parent(init_block).ok_or(MatchFailure)?;
    let after = rw.body().next_block(init_block);
    let loop_block = rw.create_block(
        crate::ir::body::BlockPoint {
            region,
            before: after,
        },
        &[value_ty],
    );
    let loop_arg = rw.body().block_args(loop_block)[0];
    rw.set_arg_loc(loop_arg, loc);
    let end_block = rw.create_block(
        crate::ir::body::BlockPoint {
            region,
            before: after,
        },
        &[],
    );
    // The ops after the op, to move to the end block.
    let mut to_move = Vec::new();
    let mut cur = rw.body().next_op(op);
    while let Some(o) = cur {
        to_move.push(o);
        cur = rw.body().next_op(o);
    }

    rw.set_insertion_point_to_end(init_block);
    let elem = convert_llvm_type(
        ctx,
        l.opts,
        memref_parts(ctx, memref).ok_or(MatchFailure)?.elem,
    )
    .ok_or(MatchFailure)?;
    let ptr =
        strided_element_ptr(l, rw, loc, memref, operands[0], &operands[1..]).ok_or(MatchFailure)?;
    let init = create_llvm_op(rw, "llvm.load", loc, vec![ptr], elem, vec![]);
    create_br(rw, loc, loop_block, &[init]);

    // The region's ops, on the value seen.
    rw.set_insertion_point_to_start(loop_block);
    let body_region = rw.body().regions(op)[0];
    let entry = rw.body().entry_block(body_region).ok_or(MatchFailure)?;
    let current = *rw.body().block_args(entry).first().ok_or(MatchFailure)?;
    let mut mapping = crate::ir::body::IrMapping::new();
    mapping.map_value(current, loop_arg);
    let ops: Vec<Op> = rw.body().block_ops(entry).collect();
    let (&terminator, body_ops) = ops.split_last().ok_or(MatchFailure)?;
    for &o in body_ops {
        let clone = rw.clone_op(o, &mut mapping);
        let from = rw.body().results(o).to_vec();
        let to = rw.body().results(clone).to_vec();
        mapping.map_values(&from, &to);
    }
    let yielded = rw.body().operands(terminator).next().ok_or(MatchFailure)?;
    let new_value = mapping.lookup_value_or_same(yielded);
    let i64t = ctx.int_type(64);
    let pair_ty = super::llvm_type_converter::llvm_struct(ctx, &[value_ty, ctx.int_type(1)]);
    let pair = create_llvm_op(
        rw,
        "llvm.cmpxchg",
        loc,
        vec![ptr, loop_arg, new_value],
        pair_ty,
        vec![
            ("success_ordering", ctx.integer_attr(ACQ_REL, i64t)),
            ("failure_ordering", ctx.integer_attr(MONOTONIC, i64t)),
        ],
    );
    let loaded =
        super::llvm_type_converter::extract_value(rw, loc, pair, &[0]).ok_or(MatchFailure)?;
    let ok = super::llvm_type_converter::extract_value(rw, loc, pair, &[1]).ok_or(MatchFailure)?;
    let segments = crate::ods::format::segment_attr(ctx, &[1, 0, 1]);
    rw.create(OperationState {
        name: ctx.ident("llvm.cond_br"),
        operands: vec![ok, loaded],
        attrs: ctx.dictionary_attr(vec![(ctx.ident("operand_segment_sizes"), segments)]),
        result_types: Vec::new(),
        loc,
        successors: vec![end_block, loop_block],
        num_regions: 0,
        isolated_from_above: false,
    });

    // The ops after the op move to the end block.
    rw.set_insertion_point_to_end(end_block);
    let mut mapping = crate::ir::body::IrMapping::new();
    mapping.map_value(result, loaded);
    for &o in &to_move {
        rw.clone_op(o, &mut mapping);
    }
    for &o in &to_move {
        rw.erase_op(o);
    }
    rw.replace_op(op, &[loaded]);
    Ok(())
}

/// `memref.prefetch` to `llvm.intr.prefetch` of the element's address.
fn prefetch_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let memref = operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    if !convertible_identity(ctx, l, memref) {
        return Err(MatchFailure);
    }
    let is_write = int_attr(rw, op, "isWrite").ok_or(MatchFailure)?;
    let locality = int_attr(rw, op, "localityHint").ok_or(MatchFailure)?;
    let is_data = int_attr(rw, op, "isDataCache").ok_or(MatchFailure)?;
    let ptr =
        strided_element_ptr(l, rw, loc, memref, operands[0], &operands[1..]).ok_or(MatchFailure)?;
    let i32t = ctx.int_type(32);
    let mut args = vec![ptr];
    for v in [is_write, locality, is_data] {
        args.push(llvm_constant(rw, loc, i32t, ctx.integer_attr(v, i32t)));
    }
    create_void(rw, "llvm.intr.prefetch", loc, args, vec![]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.rank`: the rank field of an unranked descriptor, a constant otherwise.
fn rank_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let t = rw
        .body()
        .value_type(rw.body().operands(op).next().ok_or(MatchFailure)?);
    let v = if let Some(parts) = memref_parts(ctx, t) {
        index_constant(rw, loc, index_type(ctx, l), parts.shape.len() as i64)
    } else if matches!(ctx.type_kind_ref(t), TypeKind::UnrankedMemRef { .. }) {
        super::llvm_type_converter::UnrankedMemRefDescriptor { value: operands[0] }.rank(rw, loc)
    } else {
        return Err(MatchFailure);
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `memref.alloca_scope`: its body inlined between an `llvm.intr.stacksave` and an
/// `llvm.intr.stackrestore`, the results passed to a continuation block.
fn alloca_scope_lowering(
    _: &MemRefLowering,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let current = rw.body().parent_block(op).ok_or(MatchFailure)?;
    let remaining = rw.split_block(current, op);
    let result_types: Vec<Type> = {
        let body = rw.body();
        body.results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect()
    };
    let region_of = |rw: &ConversionPatternRewriter<'_>, b: Block| {
        rw.body().block_parent(b).expect("the block is in a region")
    };
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let region = region_of(rw, remaining);
        let block = rw.create_block(
            crate::ir::body::BlockPoint {
                region,
                before: Some(remaining),
            },
            &result_types,
        );
        for a in rw.body().block_args(block).to_vec() {
            rw.set_arg_loc(a, loc);
        }
        create_br(rw, loc, remaining, &[]);
        block
    };
    let body_region = rw.body().regions(op)[0];
    let blocks: Vec<Block> = rw.body().region_blocks(body_region).collect();
    let (Some(&before_body), Some(&after_body)) = (blocks.first(), blocks.last()) else {
        return Err(MatchFailure);
    };
    let at = crate::ir::body::BlockPoint {
        region: region_of(rw, continue_block),
        before: Some(continue_block),
    };
    rw.inline_region_before(body_region, at);

    rw.set_insertion_point_to_end(current);
    let save = create_llvm_op(
        rw,
        "llvm.intr.stacksave",
        loc,
        vec![],
        void_ptr(ctx),
        vec![],
    );
    create_br(rw, loc, before_body, &[]);

    let ret = rw.body().last_op(after_body).ok_or(MatchFailure)?;
    let ret_args: Vec<Value> = rw.body().operands(ret).collect();
    let ret_loc = rw.body().loc(ret);
    rw.set_insertion_point_before(ret);
    create_void(rw, "llvm.intr.stackrestore", loc, vec![save], vec![]);
    create_br(rw, ret_loc, continue_block, &ret_args);
    rw.erase_op(ret);
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `memref.assume_alignment`: `llvm.intr.assume` that the aligned pointer's low bits are
/// zero.
fn assume_alignment_lowering(
    _: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let alignment = int_attr(rw, op, "alignment").ok_or(MatchFailure)?;
    let value_loc = rw.value_loc(operands[0]);
    let ptr = MemRefDescriptor::new(operands[0]).aligned_ptr(rw, value_loc);
    let int_ptr = ctx.int_type(POINTER_BITWIDTH);
    let zero = index_constant(rw, loc, int_ptr, 0);
    let mask = index_constant(rw, loc, int_ptr, (alignment - 1) as i64);
    let as_int = create_llvm_op(rw, "llvm.ptrtoint", loc, vec![ptr], int_ptr, vec![]);
    let masked = binary(rw, "llvm.and", loc, as_int, mask);
    let cmp = create_llvm_op(
        rw,
        "llvm.icmp",
        loc,
        vec![masked, zero],
        ctx.int_type(1),
        vec![("predicate", ctx.integer_attr(0, ctx.int_type(64)))],
    );
    create_void(rw, "llvm.intr.assume", loc, vec![cmp], vec![]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index`: the aligned pointer as an integer.
fn extract_aligned_pointer_lowering(
    l: &MemRefLowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    operand_memref(rw, op, 0).ok_or(MatchFailure)?;
    let ptr = MemRefDescriptor::new(operands[0]).aligned_ptr(rw, loc);
    let v = create_llvm_op(
        rw,
        "llvm.ptrtoint",
        loc,
        vec![ptr],
        index_type(ctx, l),
        vec![],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}
