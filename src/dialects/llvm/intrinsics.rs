//! The Rust of the llvm intrinsic ops (`spec/dialects/llvm/IntrinsicOps.td`): the
//! pointer constraint MLIR calls `LLVM_i8Ptr`, and the `custom<LLVMOpAttrs>` directive
//! of their call-like forms, an attribute dictionary that leaves out the default
//! fastmath flags.

use super::*;
use strata_framework::ods::format::{CustomDirective, CustomParse, CustomPrint};
use strata_framework::ods::TypeView;

/// A pointer in address space 0, opaque or to `i8` (MLIR's `LLVM_i8Ptr`).
pub fn is_i8_ptr(t: TypeView<'_>) -> bool {
    let Some(ptr) = LLVMPointerType::from_type(t.ctx, t.ty) else {
        return false;
    };
    if ptr.address_space() != 0 {
        return false;
    }
    match ptr.element_type() {
        None => true,
        Some(e) => matches!(
            t.ctx.type_kind_ref(e),
            TypeKind::Integer {
                width: 8,
                signedness: Signedness::Signless
            }
        ),
    }
}

/// `!llvm.ptr<i8>`, the type an `LLVM_i8Ptr` operand has when a format leaves it out.
pub fn i8_ptr(ctx: &Context) -> Type {
    LLVMPointerType::get(ctx, Some(ctx.int_type(8)), 0).ty()
}

/// MLIR's `custom<LLVMOpAttrs>(attr-dict)`: the op's attributes, without
/// `fastmathFlags` when it holds the default (`#llvm.fastmath<none>`).
#[allow(non_upper_case_globals)]
pub static LLVMOpAttrs: CustomDirective = CustomDirective {
    parse: parse_llvm_op_attrs,
    print: print_llvm_op_attrs,
};

fn parse_llvm_op_attrs(
    p: &mut dyn OpAsmParser<'_>,
    _: &mut CustomParse<'_>,
) -> Result<(), Diagnostic> {
    p.parse_optional_attr_dict()
}

fn print_llvm_op_attrs(p: &mut dyn OpAsmPrinter<'_>, _: &CustomPrint<'_>) {
    let op = p.op_ref();
    let default = op.attr("fastmathFlags").is_none_or(|a| {
        AttrView::new(op.ctx, a).dialect_attr_text().as_deref() == Some("llvm.fastmath<none>")
    });
    p.print_optional_attr_dict(if default { &["fastmathFlags"] } else { &[] });
}

/// The number of bits of vector `t` (its minimum for a scalable one): elements times
/// their integer or float width.
fn vector_bit_width(ctx: &Context, t: Type) -> u64 {
    let Some((n, _)) = super::arith::vector_shape(ctx, t) else {
        return 0;
    };
    let elem = super::arith::vector_element_type(TypeView::new(ctx, t)).ty;
    let width = match ctx.type_kind_ref(elem) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(k) => u64::from(k.width()),
        _ => 0,
    };
    n.max(0) as u64 * width
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    super::arith::vector_shape(ctx, t).is_some_and(|(_, s)| s)
}

fn named(op: &OpRef<'_>, name: &str) -> Option<Type> {
    strata_framework::ods::named_type(op, name)
}

/// `llvm.intr.vector.insert` / `llvm.intr.vector.extract`: the two vectors `a` and `b`
/// have at most 2^17 bits.
pub fn vectors_fit(op: &OpRef<'_>, a: &str, b: &str) -> bool {
    [a, b]
        .iter()
        .all(|n| named(op, n).is_none_or(|t| vector_bit_width(op.ctx, t) <= 131072))
}

/// `inner` is fixed-length, or `outer` is scalable too (no scalable vector inserted into
/// or extracted from a fixed-length one).
pub fn scalable_fits(op: &OpRef<'_>, inner: &str, outer: &str) -> bool {
    match (named(op, inner), named(op, outer)) {
        (Some(i), Some(o)) => !is_scalable(op.ctx, i) || is_scalable(op.ctx, o),
        _ => true,
    }
}
