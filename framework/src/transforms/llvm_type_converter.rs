//! The type converter of the lowerings to the llvm dialect (the part of MLIR 16's
//! `LLVMTypeConverter` the lowered dialects need so far), for `convert-arith-to-llvm`
//! and the later `*-to-llvm` lowerings to share:
//!
//! - the llvm dialect's own types stay;
//! - integers become signless integers of their width; floats stay;
//! - `index` becomes the integer of the index bitwidth (64 unless a pass option says
//!   otherwise);
//! - a vector of those becomes a vector of the converted element type; a 0-D vector
//!   becomes a vector of one element (`vector<i3>` to `vector<1xi3>`);
//! - an n-D vector becomes a nest of `!llvm.array`s of the 1-D vector of its innermost
//!   dimension (`vector<4x8xf32>` to `!llvm.array<4 x vector<8xf32>>`);
//! - `complex<T>` becomes `!llvm.struct<(T, T)>` of the converted `T`;
//! - a function type becomes a pointer to the `!llvm.func` of its converted signature
//!   ([`convert_function_signature`]: memref inputs expanded, results packed);
//! - a ranked memref becomes its descriptor, `!llvm.struct<(ptr<T>, ptr<T>, index,
//!   array<R x index>, array<R x index>)>` (allocated and aligned pointers in the memory
//!   space's address space, offset, sizes, strides; the two arrays left out at rank 0),
//!   when its layout is strided and its memory space an integer (or none); an unranked
//!   memref becomes `!llvm.struct<(index, ptr<i8>)>` (rank and pointer to a ranked
//!   descriptor);
//! - any other type does not convert.
//!
//! At function boundaries (MLIR's calling convention) a ranked memref is expanded to the
//! fields of its descriptor ([`memref_descriptor_fields`]), an unranked one to its rank
//! and pointer, or, with the bare pointer convention, a memref of static shape, strides
//! and offset is its aligned pointer. [`MemRefDescriptor`] builds and reads descriptors
//! with `llvm.mlir.undef`, `llvm.insertvalue` and `llvm.extractvalue`.
//!
//! Source and target materializations are `builtin.unrealized_conversion_cast` of one
//! value, as in MLIR; the argument materialization packs the expanded fields of a memref
//! argument back into its descriptor, or builds the descriptor of a bare pointer from the
//! memref's static shape, and casts otherwise.

use std::sync::Arc;

use crate::asm::attr_type::{get_type, type_params, AttrTypeDefSpec};
use crate::conversion::{ConversionPatternRewriter, SignatureConversion, TypeConverter};
use crate::ir::attrs::{AttrKind, DenseElemKind};
use crate::ir::body::{OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::dialect_data::{DefRef, ParamValue};
use crate::ir::layout::{is_strided, memref_parts, strides_and_offset};
use crate::ir::types::{Signedness, TypeKind, DYNAMIC};

/// The index bitwidth when no option sets one (MLIR derives it from the data layout,
/// whose default is 64).
pub const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// Whether `t` is a type of the llvm dialect (`!llvm.ptr`, `!llvm.struct<...>`, ...).
pub fn is_llvm_dialect_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind_ref(t), TypeKind::Dialect(d) if d.def.0.dialect() == "llvm")
}

/// `!llvm.struct<(elements...)>`, a literal struct of the llvm dialect (`None` when the
/// dialect is not loaded).
pub fn llvm_literal_struct(ctx: &Context, elements: Vec<Type>) -> Option<Type> {
    use crate::asm::attr_type::{get_type, AttrTypeDefSpec, Param};
    let spec = ctx
        .attr_type_def("!llvm.struct")?
        .as_any()
        .downcast_ref::<AttrTypeDefSpec>()?;
    let params = vec![
        None::<String>.to_param(),
        elements.to_param(),
        false.to_param(),
    ];
    Some(get_type(ctx, spec, params))
}

/// Whether `t` is a float type LLVM has.
fn is_llvm_float(ctx: &Context, t: Type) -> bool {
    use crate::ir::types::FloatKind::*;
    matches!(
        ctx.type_kind_ref(t),
        TypeKind::Float(BF16 | F16 | F32 | F64 | F80 | F128)
    )
}

/// Whether `t` is a type the llvm ops take as it is (MLIR's `isCompatibleType`, for the
/// types this converter produces): a signless integer, an LLVM float, a 1-D vector of
/// those, or an llvm dialect type.
pub fn is_llvm_compatible(ctx: &Context, t: Type) -> bool {
    let scalar = |t: Type| match ctx.type_kind_ref(t) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        _ => is_llvm_float(ctx, t),
    };
    match ctx.type_kind_ref(t) {
        TypeKind::Vector { shape, elem, .. } => shape.len() == 1 && scalar(*elem),
        _ => scalar(t) || is_llvm_dialect_type(ctx, t),
    }
}

/// The converted type of a scalar (integer, float or index); `None` for other types.
fn convert_scalar(ctx: &Context, t: Type, index_bitwidth: u32) -> Option<Type> {
    match ctx.type_kind_ref(t) {
        TypeKind::Integer { width, .. } => Some(ctx.int_type(*width)),
        TypeKind::Index => Some(ctx.int_type(index_bitwidth)),
        _ if is_llvm_float(ctx, t) => Some(t),
        _ => None,
    }
}

/// A `builtin.unrealized_conversion_cast` of one value to `ty`: the materializations.
fn cast(
    rw: &mut ConversionPatternRewriter<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
) -> Option<Value> {
    if inputs.len() != 1 {
        return None;
    }
    let name = rw.ident("builtin.unrealized_conversion_cast");
    let attrs = rw.empty_dictionary();
    let op = rw.create(OperationState {
        name,
        operands: inputs.to_vec(),
        attrs,
        result_types: vec![ty],
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    Some(rw.body().results(op)[0])
}

/// The options of the llvm type converter (MLIR's `LowerToLLVMOptions`, the part Strata
/// has).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LlvmTypeOptions {
    /// The bitwidth of `index`.
    pub index_bitwidth: u32,
    /// Whether memrefs cross function boundaries as bare pointers.
    pub use_bare_ptr_call_conv: bool,
    /// A conversion tried before the converter's own (MLIR's conversions a user adds to
    /// its `LLVMTypeConverter`, which come first).
    pub extra_conversion: Option<ExtraTypeConversion>,
}

/// A conversion of types added to the llvm type converter: the type `t` converts to, or
/// `None` to leave `t` to the converter's own conversions. It may convert the parts of
/// `t` with [`convert_llvm_type`] and the options it is given.
#[derive(Clone, Copy, Debug)]
pub struct ExtraTypeConversion(pub fn(&Context, LlvmTypeOptions, Type) -> Option<Type>);

impl PartialEq for ExtraTypeConversion {
    fn eq(&self, other: &Self) -> bool {
        self.0 as usize == other.0 as usize
    }
}

impl Eq for ExtraTypeConversion {}

impl LlvmTypeOptions {
    /// The options with `index` of `index_bitwidth` bits and descriptors at function
    /// boundaries.
    pub fn new(index_bitwidth: u32) -> Self {
        LlvmTypeOptions {
            index_bitwidth,
            use_bare_ptr_call_conv: false,
            extra_conversion: None,
        }
    }
}

// ----- llvm types -----

/// The def of the llvm type of this mnemonic. The lowerings ask for it at each type they
/// build or take apart: the defs found are kept per thread, by context and by the
/// address of the mnemonic's (static) text.
fn llvm_spec(ctx: &Context, mnemonic: &'static str) -> &'static AttrTypeDefSpec {
    type Slot = std::cell::Cell<Option<(usize, usize, &'static AttrTypeDefSpec)>>;
    thread_local! {
        static SPECS: [Slot; 16] = const { [const { std::cell::Cell::new(None) }; 16] };
    }
    let key = mnemonic.as_ptr() as usize;
    let owner = ctx as *const Context as usize;
    let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 60) & 15;
    if let Some(spec) = SPECS.with(|s| match s[slot].get() {
        Some((k, o, spec)) if k == key && o == owner => Some(spec),
        _ => None,
    }) {
        return spec;
    }
    let spec = ctx
        .attr_type_def(&format!("!llvm.{mnemonic}"))
        .and_then(|d| AttrTypeDefSpec::of(DefRef(d)))
        .unwrap_or_else(|| panic!("the llvm dialect defines `!llvm.{mnemonic}`"));
    SPECS.with(|s| s[slot].set(Some((key, owner, spec))));
    spec
}

/// `!llvm.ptr<elem, addr_space>` (typed), or `!llvm.ptr<addr_space>` without `elem`.
pub fn llvm_ptr(ctx: &Context, elem: Option<Type>, addr_space: u32) -> Type {
    let elem = elem.map_or(ParamValue::Absent, ParamValue::Type);
    get_type(
        ctx,
        llvm_spec(ctx, "ptr"),
        vec![elem, ParamValue::Int(i128::from(addr_space))],
    )
}

/// The literal `!llvm.struct<(elems)>`.
pub fn llvm_struct(ctx: &Context, elems: &[Type]) -> Type {
    get_type(
        ctx,
        llvm_spec(ctx, "struct"),
        vec![
            ParamValue::Absent,
            ParamValue::Array(elems.iter().map(|&t| ParamValue::Type(t)).collect()),
            ParamValue::Bool(false),
        ],
    )
}

/// `!llvm.array<n x elem>`.
pub fn llvm_array(ctx: &Context, elem: Type, n: u32) -> Type {
    get_type(
        ctx,
        llvm_spec(ctx, "array"),
        vec![ParamValue::Type(elem), ParamValue::Int(i128::from(n))],
    )
}

/// `!llvm.void`.
pub fn llvm_void(ctx: &Context) -> Type {
    get_type(ctx, llvm_spec(ctx, "void"), Vec::new())
}

/// `!llvm.func<result (params)>`.
pub fn llvm_func(ctx: &Context, result: Type, params: &[Type], var_arg: bool) -> Type {
    get_type(
        ctx,
        llvm_spec(ctx, "func"),
        vec![
            ParamValue::Type(result),
            ParamValue::Array(params.iter().map(|&t| ParamValue::Type(t)).collect()),
            ParamValue::Bool(var_arg),
        ],
    )
}

/// The elements of a literal `!llvm.struct`.
pub fn llvm_struct_elements(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let params = type_params(ctx, t, llvm_spec(ctx, "struct"))?;
    let (ParamValue::Absent, ParamValue::Array(elems)) = (&params[0], &params[1]) else {
        return None;
    };
    elems
        .iter()
        .map(|p| match p {
            ParamValue::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

/// The element type of an `!llvm.array`.
pub fn llvm_array_element(ctx: &Context, t: Type) -> Option<Type> {
    match type_params(ctx, t, llvm_spec(ctx, "array"))?.first()? {
        ParamValue::Type(t) => Some(*t),
        _ => None,
    }
}

/// The result, parameters and variadicity of an `!llvm.func`.
pub fn llvm_func_parts(ctx: &Context, t: Type) -> Option<(Type, Vec<Type>, bool)> {
    let params = type_params(ctx, t, llvm_spec(ctx, "func"))?;
    let (ParamValue::Type(result), ParamValue::Array(inputs), ParamValue::Bool(var_arg)) =
        (&params[0], &params[1], &params[2])
    else {
        return None;
    };
    let inputs = inputs
        .iter()
        .map(|p| match p {
            ParamValue::Type(t) => Some(*t),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((*result, inputs, *var_arg))
}

/// Whether `t` is `!llvm.void`.
pub fn is_llvm_void(ctx: &Context, t: Type) -> bool {
    type_params(ctx, t, llvm_spec(ctx, "void")).is_some()
}

/// Whether `t` is an `!llvm.ptr`.
pub fn is_llvm_ptr(ctx: &Context, t: Type) -> bool {
    type_params(ctx, t, llvm_spec(ctx, "ptr")).is_some()
}

/// Whether `t` is a literal `!llvm.struct`.
pub fn is_llvm_struct(ctx: &Context, t: Type) -> bool {
    llvm_struct_elements(ctx, t).is_some()
}

// ----- the conversion -----

/// The address space of a memref's memory space (MLIR's `getMemRefAddressSpace`): 0
/// without one, the value of an integer one; `None` for any other.
fn address_space(ctx: &Context, memory_space: Option<Attribute>) -> Option<u32> {
    let Some(space) = memory_space else {
        return Some(0);
    };
    match ctx.attr_kind_ref(space) {
        AttrKind::Integer { .. } => crate::ods::AttrView::new(ctx, space)
            .int_value()
            .and_then(|v| u32::try_from(v).ok()),
        _ => None,
    }
}

/// The fields of the descriptor of the ranked memref `t` (MLIR's
/// `getMemRefDescriptorFields`): the allocated and aligned pointers, the offset, then the
/// sizes and strides as two arrays, or, `unpack`ed, as one `index` each.
pub fn memref_descriptor_fields(
    ctx: &Context,
    opts: LlvmTypeOptions,
    t: Type,
    unpack: bool,
) -> Option<Vec<Type>> {
    let parts = memref_parts(ctx, t)?;
    if !is_strided(ctx, t) {
        return None;
    }
    let elem = convert_llvm_type(ctx, opts, parts.elem)?;
    let space = address_space(ctx, parts.memory_space)?;
    let ptr = llvm_ptr(ctx, Some(elem), space);
    let index = ctx.int_type(opts.index_bitwidth);
    let mut fields = vec![ptr, ptr, index];
    let rank = parts.shape.len();
    if rank == 0 {
        return Some(fields);
    }
    if unpack {
        fields.extend(std::iter::repeat(index).take(2 * rank));
    } else {
        let array = llvm_array(ctx, index, rank as u32);
        fields.extend([array, array]);
    }
    Some(fields)
}

/// The fields of the descriptor of an unranked memref (MLIR's
/// `getUnrankedMemRefDescriptorFields`): its rank and a pointer to a ranked descriptor,
/// in address space 0 whatever the memref's (as MLIR 16 has it); `None` when the element
/// type or the memory space does not convert.
pub fn unranked_memref_descriptor_fields(
    ctx: &Context,
    opts: LlvmTypeOptions,
    t: Type,
) -> Option<Vec<Type>> {
    let TypeKind::UnrankedMemRef { elem, memory_space } = ctx.type_kind_ref(t) else {
        return None;
    };
    convert_llvm_type(ctx, opts, *elem)?;
    address_space(ctx, *memory_space)?;
    Some(vec![
        ctx.int_type(opts.index_bitwidth),
        llvm_ptr(ctx, Some(ctx.int_type(8)), 0),
    ])
}

/// Whether a memref crosses function boundaries as a bare pointer (MLIR's
/// `canConvertToBarePtr`): ranked, of static shape, strides and offset.
pub fn can_convert_to_bare_ptr(ctx: &Context, t: Type) -> bool {
    let Some(parts) = memref_parts(ctx, t) else {
        return false;
    };
    if parts.shape.contains(&DYNAMIC) {
        return false;
    }
    match strides_and_offset(ctx, t) {
        Some((strides, offset)) => !strides.contains(&DYNAMIC) && offset != DYNAMIC,
        None => false,
    }
}

/// The bare pointer of a memref (MLIR's `convertMemRefToBarePtr`).
fn convert_memref_to_bare_ptr(ctx: &Context, opts: LlvmTypeOptions, t: Type) -> Option<Type> {
    if !can_convert_to_bare_ptr(ctx, t) {
        return None;
    }
    let parts = memref_parts(ctx, t)?;
    let elem = convert_llvm_type(ctx, opts, parts.elem)?;
    let space = address_space(ctx, parts.memory_space)?;
    Some(llvm_ptr(ctx, Some(elem), space))
}

/// The type `t` crosses a function boundary as, packed in one (MLIR's
/// `convertCallingConventionType`): a bare pointer for a memref under the bare pointer
/// convention, else the converted type.
pub fn convert_calling_convention_type(
    ctx: &Context,
    opts: LlvmTypeOptions,
    t: Type,
) -> Option<Type> {
    if opts.use_bare_ptr_call_conv
        && matches!(
            ctx.type_kind_ref(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    {
        return convert_memref_to_bare_ptr(ctx, opts, t);
    }
    convert_llvm_type(ctx, opts, t)
}

/// The types a function argument of type `t` becomes (MLIR's
/// `structFuncArgTypeConverter` / `barePtrFuncArgTypeConverter`).
pub fn convert_function_argument(
    ctx: &Context,
    opts: LlvmTypeOptions,
    t: Type,
) -> Option<Vec<Type>> {
    if opts.use_bare_ptr_call_conv {
        return convert_calling_convention_type(ctx, opts, t).map(|t| vec![t]);
    }
    match ctx.type_kind_ref(t) {
        TypeKind::MemRef { .. } => memref_descriptor_fields(ctx, opts, t, true),
        TypeKind::UnrankedMemRef { .. } => unranked_memref_descriptor_fields(ctx, opts, t),
        _ => convert_llvm_type(ctx, opts, t).map(|t| vec![t]),
    }
}

/// The results of a function packed in one type (MLIR's `packFunctionResults`): none is
/// `!llvm.void`, one is its calling-convention type, several a struct of theirs.
pub fn pack_function_results(
    ctx: &Context,
    opts: LlvmTypeOptions,
    results: &[Type],
) -> Option<Type> {
    match results {
        [] => Some(llvm_void(ctx)),
        [t] => convert_calling_convention_type(ctx, opts, *t),
        _ => {
            let elems = results
                .iter()
                .map(|&t| convert_calling_convention_type(ctx, opts, t))
                .collect::<Option<Vec<_>>>()?;
            Some(llvm_struct(ctx, &elems))
        }
    }
}

/// The `!llvm.func` of a function of `inputs` to `results` and the conversion of its
/// inputs (MLIR's `convertFunctionSignature`).
pub fn convert_function_signature(
    ctx: &Context,
    opts: LlvmTypeOptions,
    inputs: &[Type],
    results: &[Type],
    var_arg: bool,
) -> Option<(Type, SignatureConversion)> {
    let mut conversion = SignatureConversion::new(inputs.len());
    for (i, &t) in inputs.iter().enumerate() {
        let converted = convert_function_argument(ctx, opts, t)?;
        conversion.add_inputs(i, &converted);
    }
    let result = pack_function_results(ctx, opts, results)?;
    let fty = llvm_func(ctx, result, conversion.converted_types(), var_arg);
    Some((fty, conversion))
}

/// The signature of the `_mlir_ciface_` wrapper of a function of `inputs` to `results`
/// (MLIR's `convertFunctionTypeCWrapper`): memrefs passed by pointer to their
/// descriptor, and a struct result returned through a pointer given as first argument;
/// with whether it is.
pub fn convert_function_type_c_wrapper(
    ctx: &Context,
    opts: LlvmTypeOptions,
    inputs: &[Type],
    results: &[Type],
) -> Option<(Type, bool)> {
    let mut params = Vec::new();
    let mut result = pack_function_results(ctx, opts, results)?;
    let mut result_is_arg = false;
    if is_llvm_struct(ctx, result) {
        params.push(llvm_ptr(ctx, Some(result), 0));
        result = llvm_void(ctx);
        result_is_arg = true;
    }
    for &t in inputs {
        let converted = convert_llvm_type(ctx, opts, t)?;
        if !is_llvm_compatible(ctx, converted) {
            return None;
        }
        let memref = matches!(
            ctx.type_kind_ref(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        );
        params.push(if memref {
            llvm_ptr(ctx, Some(converted), 0)
        } else {
            converted
        });
    }
    Some((llvm_func(ctx, result, &params, false), result_is_arg))
}

/// The llvm type `t` converts to under `opts` (MLIR's `LLVMTypeConverter::convertType`
/// for the types Strata has, after the options' extra conversion); `None` when it does
/// not convert.
pub fn convert_llvm_type(ctx: &Context, opts: LlvmTypeOptions, t: Type) -> Option<Type> {
    if let Some(ExtraTypeConversion(extra)) = opts.extra_conversion {
        if let Some(converted) = extra(ctx, opts, t) {
            return Some(converted);
        }
    }
    if is_llvm_dialect_type(ctx, t) {
        return Some(t);
    }
    if let Some(s) = convert_scalar(ctx, t, opts.index_bitwidth) {
        return Some(s);
    }
    match ctx.type_kind_ref(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            let elem = convert_scalar(ctx, *elem, opts.index_bitwidth)?;
            match shape.len() {
                0 => Some(ctx.vector_type(&[1], elem)),
                1 => Some(ctx.intern_type(TypeKind::Vector {
                    shape: shape.clone(),
                    scalable: scalable.clone(),
                    elem,
                })),
                _ => convert_nd_vector(ctx, shape, scalable, elem),
            }
        }
        TypeKind::Complex(elem) => {
            let elem = convert_llvm_type(ctx, opts, *elem)?;
            Some(llvm_struct(ctx, &[elem, elem]))
        }
        TypeKind::Function { inputs, results } => {
            let (inputs, results) = (inputs.clone(), results.clone());
            let (fty, _) = convert_function_signature(ctx, opts, &inputs, &results, false)?;
            Some(llvm_ptr(ctx, Some(fty), 0))
        }
        TypeKind::MemRef { .. } => {
            let fields = memref_descriptor_fields(ctx, opts, t, false)?;
            Some(llvm_struct(ctx, &fields))
        }
        TypeKind::UnrankedMemRef { .. } => {
            let fields = unranked_memref_descriptor_fields(ctx, opts, t)?;
            Some(llvm_struct(ctx, &fields))
        }
        _ => None,
    }
}

/// The `!llvm.array` nest of an n-D vector (MLIR's `convertVectorType` for rank 2 and
/// more): the 1-D vector of the innermost dimension (scalable when it is), in an array
/// for each outer dimension.
fn convert_nd_vector(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Option<Type> {
    let (&last, outer) = shape.split_last()?;
    let mut t = ctx.intern_type(TypeKind::Vector {
        shape: vec![last],
        scalable: vec![scalable.last().copied().unwrap_or(false)],
        elem,
    });
    for &n in outer.iter().rev() {
        t = llvm_array(ctx, t, u32::try_from(n).ok()?);
    }
    Some(t)
}

/// The llvm type converter with `index` of `index_bitwidth` bits.
pub fn llvm_type_converter(index_bitwidth: u32) -> Arc<TypeConverter> {
    llvm_type_converter_with(LlvmTypeOptions::new(index_bitwidth))
}

/// The llvm type converter with these options.
pub fn llvm_type_converter_with(opts: LlvmTypeOptions) -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_conversion(move |ctx, t, out| match convert_llvm_type(ctx, opts, t) {
        Some(converted) => {
            out.push(converted);
            Some(true)
        }
        None => Some(false),
    });
    c.add_source_materialization(cast);
    c.add_target_materialization(cast);
    c.add_argument_materialization(cast);
    c.add_argument_materialization(move |rw, ty, inputs, loc| {
        memref_argument_materialization(rw, opts, ty, inputs, loc)
    });
    Arc::new(c)
}

/// The argument materialization of a memref: its descriptor packed from the expanded
/// fields, or built from a bare pointer and the static shape.
fn memref_argument_materialization(
    rw: &mut ConversionPatternRewriter<'_>,
    opts: LlvmTypeOptions,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
) -> Option<Value> {
    let ctx = rw.ctx();
    match ctx.type_kind_ref(ty) {
        TypeKind::MemRef { .. } if inputs.len() > 1 => {
            Some(MemRefDescriptor::pack(rw, loc, opts, ty, inputs)?.value)
        }
        TypeKind::MemRef { .. }
            if inputs.len() == 1 && is_llvm_ptr(ctx, rw.body().value_type(inputs[0])) =>
        {
            Some(MemRefDescriptor::from_static_shape(rw, loc, opts, ty, inputs[0])?.value)
        }
        TypeKind::UnrankedMemRef { .. } if inputs.len() == 2 => {
            let st = convert_llvm_type(ctx, opts, ty)?;
            Some(pack_struct(rw, loc, st, inputs))
        }
        _ => None,
    }
}

// ----- building llvm ops -----

/// Creates the op `name` of one result at the insertion point and gives its result.
pub fn create_llvm_op(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &'static str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Type,
    attrs: Vec<(&'static str, Attribute)>,
) -> Value {
    let ctx = rw.ctx();
    let attrs = attrs.into_iter().map(|(k, v)| (rw.ident(k), v)).collect();
    let attrs = ctx.dictionary_attr(attrs);
    let name = rw.ident(name);
    let op = rw.create(OperationState {
        name,
        operands,
        attrs,
        result_types: vec![ty],
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    rw.body().results(op)[0]
}

/// The `array<i64: ...>` of a position.
fn position_attr(ctx: &Context, position: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(64),
        kind: DenseElemKind::Int(64, Signedness::Signless),
        values: position.iter().map(|&p| p as u64 as u128).collect(),
    })
}

/// The type at `position` in the aggregate type `t`.
fn aggregate_element(ctx: &Context, t: Type, position: &[i64]) -> Option<Type> {
    let mut t = t;
    for &p in position {
        t = match llvm_struct_elements(ctx, t) {
            Some(elems) => *elems.get(usize::try_from(p).ok()?)?,
            None => llvm_array_element(ctx, t)?,
        };
    }
    Some(t)
}

/// `llvm.mlir.undef : ty`.
pub fn undef(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, ty: Type) -> Value {
    create_llvm_op(rw, "llvm.mlir.undef", loc, vec![], ty, vec![])
}

/// `llvm.insertvalue value, agg[position]`.
pub fn insert_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    agg: Value,
    value: Value,
    position: &[i64],
) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(agg);
    let pos = position_attr(ctx, position);
    create_llvm_op(
        rw,
        "llvm.insertvalue",
        loc,
        vec![agg, value],
        ty,
        vec![("position", pos)],
    )
}

/// `llvm.extractvalue agg[position]`.
pub fn extract_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    agg: Value,
    position: &[i64],
) -> Option<Value> {
    let ctx = rw.ctx();
    let agg_ty = rw.body().value_type(agg);
    let ty = aggregate_element(ctx, agg_ty, position)?;
    let pos = position_attr(ctx, position);
    Some(create_llvm_op(
        rw,
        "llvm.extractvalue",
        loc,
        vec![agg],
        ty,
        vec![("position", pos)],
    ))
}

/// `llvm.mlir.constant(value : index) : ty` (MLIR's `createIndexConstant`).
pub fn index_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    value: i64,
) -> Value {
    let ctx = rw.ctx();
    let attr = ctx.integer_attr(i128::from(value), ctx.index_type());
    create_llvm_op(
        rw,
        "llvm.mlir.constant",
        loc,
        vec![],
        ty,
        vec![("value", attr)],
    )
}

/// A struct of type `ty` holding `values` in order: `llvm.mlir.undef` then one
/// `llvm.insertvalue` each.
pub fn pack_struct(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    values: &[Value],
) -> Value {
    let mut agg = undef(rw, loc, ty);
    for (i, &v) in values.iter().enumerate() {
        agg = insert_value(rw, loc, agg, v, &[i as i64]);
    }
    agg
}

/// A memref descriptor (MLIR's `MemRefDescriptor`): a value of the descriptor struct of
/// a ranked memref, with the accessors and builders of its fields.
#[derive(Clone, Copy, Debug)]
pub struct MemRefDescriptor {
    /// The descriptor value.
    pub value: Value,
}

impl MemRefDescriptor {
    /// The descriptor `value`.
    pub fn new(value: Value) -> Self {
        MemRefDescriptor { value }
    }

    /// An undefined descriptor of the struct type `ty` (MLIR's `MemRefDescriptor::undef`).
    pub fn undef(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, ty: Type) -> Self {
        MemRefDescriptor::new(undef(rw, loc, ty))
    }

    fn get(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        position: &[i64],
    ) -> Value {
        extract_value(rw, loc, self.value, position).expect("a descriptor field")
    }

    fn set(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        position: &[i64],
        v: Value,
    ) {
        self.value = insert_value(rw, loc, self.value, v, position);
    }

    /// The allocated pointer.
    pub fn allocated_ptr(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
        self.get(rw, loc, &[0])
    }

    /// The aligned pointer.
    pub fn aligned_ptr(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
        self.get(rw, loc, &[1])
    }

    /// The offset.
    pub fn offset(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
        self.get(rw, loc, &[2])
    }

    /// The size of dimension `d`.
    pub fn size(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, d: usize) -> Value {
        self.get(rw, loc, &[3, d as i64])
    }

    /// The stride of dimension `d`.
    pub fn stride(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        d: usize,
    ) -> Value {
        self.get(rw, loc, &[4, d as i64])
    }

    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        v: Value,
    ) {
        self.set(rw, loc, &[0], v);
    }

    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        v: Value,
    ) {
        self.set(rw, loc, &[1], v);
    }

    /// Sets the offset.
    pub fn set_offset(&mut self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, v: Value) {
        self.set(rw, loc, &[2], v);
    }

    /// Sets the size of dimension `d`.
    pub fn set_size(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        d: usize,
        v: Value,
    ) {
        self.set(rw, loc, &[3, d as i64], v);
    }

    /// Sets the stride of dimension `d`.
    pub fn set_stride(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        d: usize,
        v: Value,
    ) {
        self.set(rw, loc, &[4, d as i64], v);
    }

    /// The descriptor of the memref type `memref` packed from its expanded fields (MLIR's
    /// `MemRefDescriptor::pack`).
    pub fn pack(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        opts: LlvmTypeOptions,
        memref: Type,
        fields: &[Value],
    ) -> Option<Self> {
        let ctx = rw.ctx();
        let ty = convert_llvm_type(ctx, opts, memref)?;
        let rank = memref_parts(ctx, memref)?.shape.len();
        if fields.len() != 3 + 2 * rank {
            return None;
        }
        let mut d = MemRefDescriptor::undef(rw, loc, ty);
        d.set_allocated_ptr(rw, loc, fields[0]);
        d.set_aligned_ptr(rw, loc, fields[1]);
        d.set_offset(rw, loc, fields[2]);
        for i in 0..rank {
            d.set_size(rw, loc, i, fields[3 + i]);
            d.set_stride(rw, loc, i, fields[3 + rank + i]);
        }
        Some(d)
    }

    /// The descriptor of a memref of static shape, strides and offset whose allocated and
    /// aligned pointers are `ptr` (MLIR's `MemRefDescriptor::fromStaticShape`).
    pub fn from_static_shape(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        opts: LlvmTypeOptions,
        memref: Type,
        ptr: Value,
    ) -> Option<Self> {
        let ctx = rw.ctx();
        if !can_convert_to_bare_ptr(ctx, memref) {
            return None;
        }
        let ty = convert_llvm_type(ctx, opts, memref)?;
        let shape = memref_parts(ctx, memref)?.shape;
        let (strides, offset) = strides_and_offset(ctx, memref)?;
        let index = ctx.int_type(opts.index_bitwidth);
        let mut d = MemRefDescriptor::undef(rw, loc, ty);
        d.set_allocated_ptr(rw, loc, ptr);
        d.set_aligned_ptr(rw, loc, ptr);
        let off = index_constant(rw, loc, index, offset);
        d.set_offset(rw, loc, off);
        for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
            let s = index_constant(rw, loc, index, size);
            d.set_size(rw, loc, i, s);
            let s = index_constant(rw, loc, index, stride);
            d.set_stride(rw, loc, i, s);
        }
        Some(d)
    }

    /// The fields of the descriptor of a memref of rank `rank`, extracted in order (MLIR's
    /// `MemRefDescriptor::unpack`).
    pub fn unpack(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        rank: usize,
    ) -> Vec<Value> {
        let mut out = vec![
            self.allocated_ptr(rw, loc),
            self.aligned_ptr(rw, loc),
            self.offset(rw, loc),
        ];
        for i in 0..rank {
            out.push(self.size(rw, loc, i));
        }
        for i in 0..rank {
            out.push(self.stride(rw, loc, i));
        }
        out
    }
}

/// An unranked memref descriptor (MLIR's `UnrankedMemRefDescriptor`): its rank and the
/// pointer to a ranked descriptor.
#[derive(Clone, Copy, Debug)]
pub struct UnrankedMemRefDescriptor {
    /// The descriptor value.
    pub value: Value,
}

impl UnrankedMemRefDescriptor {
    /// The rank.
    pub fn rank(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
        extract_value(rw, loc, self.value, &[0]).expect("a descriptor field")
    }

    /// The pointer to the ranked descriptor.
    pub fn memref_ptr(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Value {
        extract_value(rw, loc, self.value, &[1]).expect("a descriptor field")
    }

    /// The two fields, extracted in order (MLIR's `UnrankedMemRefDescriptor::unpack`).
    pub fn unpack(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attribute) -> Vec<Value> {
        vec![self.rank(rw, loc), self.memref_ptr(rw, loc)]
    }
}

/// The width of `index` a `dlti.dl_spec` among the attributes `attrs` of an op gives (its
/// `#dlti.dl_entry<index, N>`), as MLIR's `DataLayout::getTypeSizeInBits(index)` reads
/// it (`interfaces::data_layout`); `None` without one.
pub fn data_layout_index_bitwidth(ctx: &Context, attrs: Attribute) -> Option<u32> {
    use crate::interfaces::data_layout::{spec_entries, EntryKey};
    let spec = ctx.dictionary_get(attrs, "dlti.dl_spec")?;
    let entries = spec_entries(ctx, spec)?;
    entries.iter().find_map(|e| match e.key {
        EntryKey::Type(t) if matches!(ctx.type_kind_ref(t), crate::ir::types::TypeKind::Index) => {
            match ctx.attr_kind_ref(e.value) {
                AttrKind::Integer { value, .. } => u32::try_from(*value).ok(),
                _ => None,
            }
        }
        _ => None,
    })
}
