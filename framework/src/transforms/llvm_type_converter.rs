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
//! - an n-D vector (MLIR: an `!llvm.array` of 1-D vectors) and any other type do not
//!   convert.
//!
//! Source, target and argument materializations are `builtin.unrealized_conversion_cast`
//! of one value, as in MLIR.

use std::sync::Arc;

use crate::conversion::{ConversionPatternRewriter, TypeConverter};
use crate::ir::body::{OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::{Signedness, TypeKind};

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
    let ctx = rw.ctx();
    let op = rw.create(OperationState {
        name: ctx.ident("builtin.unrealized_conversion_cast"),
        operands: inputs.to_vec(),
        attrs: ctx.empty_dictionary(),
        result_types: vec![ty],
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    Some(rw.results(op)[0])
}

/// The llvm type converter with `index` of `index_bitwidth` bits.
pub fn llvm_type_converter(index_bitwidth: u32) -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    // Tried last: llvm types stay, anything else fails.
    c.add_conversion(|ctx, t, out| {
        if is_llvm_dialect_type(ctx, t) {
            out.push(t);
            Some(true)
        } else {
            Some(false)
        }
    });
    c.add_conversion(move |ctx, t, out| {
        if let Some(s) = convert_scalar(ctx, t, index_bitwidth) {
            out.push(s);
            return Some(true);
        }
        let TypeKind::Vector {
            shape,
            scalable,
            elem,
        } = ctx.type_kind_ref(t)
        else {
            return None;
        };
        let Some(elem) = convert_scalar(ctx, *elem, index_bitwidth) else {
            return Some(false);
        };
        let converted = match shape.len() {
            0 => ctx.vector_type(&[1], elem),
            1 => ctx.intern_type(TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem,
            }),
            // MLIR: an `!llvm.array` nest of 1-D vectors, not done.
            _ => return Some(false),
        };
        out.push(converted);
        Some(true)
    });
    c.add_source_materialization(cast);
    c.add_target_materialization(cast);
    c.add_argument_materialization(cast);
    Arc::new(c)
}
