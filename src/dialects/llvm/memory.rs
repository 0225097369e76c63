//! `llvm.alloca`, `llvm.getelementptr` and the atomic ops of the `llvm` dialect
//! (`spec/dialects/llvm/MemoryOps.td`): their custom forms (MLIR 16's `AllocaOp`,
//! `GEPOp` with its `GEPIndices` directive, `AtomicRMWOp`, `AtomicCmpXchgOp` and
//! `FenceOp` parsers and printers) and verifiers, in MLIR's wording.

use super::arith::{is_compatible_float, vector_element_type};
use super::*;
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::fold::{Folded, InPlaceFold};
use strata_framework::ods::format::segment_attr;
use strata_framework::ods::HasFolder;
use strata_framework::ods::TypeView;
use strata_framework::Value;

/// The marker of a dynamic index in `rawConstantIndices` (MLIR's `kDynamicIndex`).
pub const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// The element type of a pointer type, if any, passes `pred`; an opaque pointer passes.
fn is_pointer_to(ctx: &Context, t: Type, pred: impl Fn(TypeView<'_>) -> bool) -> bool {
    LLVMPointerType::from_type(ctx, t)
        .is_some_and(|p| p.element_type().is_none_or(|e| pred(TypeView::new(ctx, e))))
}

/// MLIR's `LLVM_PointerTo<LLVM_AtomicRMWType>`.
pub fn is_pointer_to_atomic_rmw_type(ctx: &Context, t: Type) -> bool {
    is_pointer_to(ctx, t, |e| {
        is_compatible_float(e) || e.integer_width().is_some()
    })
}

/// MLIR's `LLVM_PointerTo<LLVM_AtomicCmpXchgType>`.
pub fn is_pointer_to_cmpxchg_type(ctx: &Context, t: Type) -> bool {
    is_pointer_to(ctx, t, |e| {
        e.integer_width().is_some() || LLVMPointerType::from_type(ctx, e.ty).is_some()
    })
}

/// MLIR's `LLVM_AtomicCmpXchgResultType`: a struct of an integer or pointer and `i1`.
pub fn is_cmpxchg_result_type(ctx: &Context, t: Type) -> bool {
    let Some(s) = LLVMStructType::from_type(ctx, t) else {
        return false;
    };
    let body = s.body();
    body.len() == 2
        && (TypeView::new(ctx, body[0]).integer_width().is_some()
            || LLVMPointerType::from_type(ctx, body[0]).is_some())
        && body[1] == ctx.int_type(1)
}

/// MLIR's `verifyOpaquePtr`: `elem_type` is given exactly when the pointer is opaque.
fn verify_opaque_ptr(op: &OpRef<'_>, ptr: Type) -> Result<(), Diagnostic> {
    check_opaque_ptr(op, ptr, op.attr("elem_type").is_some())
}

/// [`verify_opaque_ptr`] with the presence of `elem_type` known.
fn check_opaque_ptr(op: &OpRef<'_>, ptr: Type, has_elem: bool) -> Result<(), Diagnostic> {
    let Some(ptr) = pointer_or_vector_element(op.ctx, ptr) else {
        return Ok(());
    };
    if ptr.is_opaque() && !has_elem {
        return Err(op.op_error("expected 'elem_type' attribute if opaque pointer type is used"));
    }
    if !ptr.is_opaque() && has_elem {
        return Err(
            op.op_error("unexpected 'elem_type' attribute when non-opaque pointer type is used")
        );
    }
    Ok(())
}

/// `t` as an LLVM pointer, or the element of a vector `t` as one (what
/// `vector_element_type` then `LLVMPointerType::from_type` give: a pointer is not a
/// vector, so it is tried first, with one downcast).
fn pointer_or_vector_element(ctx: &Context, t: Type) -> Option<LLVMPointerType<'_>> {
    LLVMPointerType::from_type(ctx, t)
        .or_else(|| LLVMPointerType::from_type(ctx, vector_element_type(TypeView::new(ctx, t)).ty))
}

fn elem_type_attr(op: &OpRef<'_>) -> Option<Type> {
    Some(
        AttrView::new(op.ctx, op.attr("elem_type")?)
            .type_value()?
            .ty,
    )
}

// ----- llvm.alloca -----

/// `%size x type attr-dict : (size-type) -> result-type` (MLIR 16's `AllocaOp::parse`):
/// the element type is kept (as `elem_type`) only for an opaque result pointer; an
/// alignment of 0 is dropped.
impl HasCustomAssemblyFormat for AllocaOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let size = p.parse_operand()?;
        p.parse_keyword("x")?;
        let elem = p.parse_type()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let ty = p.parse_type()?;
        let mut drop_alignment = false;
        if let Some(a) = p.parsed_attribute("alignment") {
            match AttrView::new(ctx, a).int_value() {
                None => return Err(p.error_at(p.name_pos(), "expected integer alignment")),
                Some(0) => drop_alignment = true,
                Some(_) => {}
            }
        }
        let parts = match ctx.type_kind_ref(ty) {
            TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
                Some((inputs[0], results[0]))
            }
            _ => None,
        };
        let Some((input, result)) = parts else {
            return Err(p.error_at(
                type_pos,
                "expected trailing function type with one argument and one result",
            ));
        };
        if drop_alignment {
            p.remove_attribute("alignment");
        }
        let size = p.resolve_operand(size, input)?;
        p.add_operands(&[size]);
        if LLVMPointerType::from_type(ctx, result).is_some_and(|ptr| ptr.is_opaque()) {
            p.add_attribute("elem_type", ctx.type_attr(elem));
        }
        p.add_result_types(&[result]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let size = op.operand(0);
        let res_ty = op.value_type(op.results()[0]);
        let elem = LLVMPointerType::from_type(ctx, res_ty)
            .and_then(|ptr| ptr.element_type())
            .or_else(|| elem_type_attr(&op));
        p.write(" ");
        p.print_operand(size);
        p.write(" x ");
        if let Some(e) = elem {
            p.print_type(e);
        }
        let aligned = op
            .attr("alignment")
            .and_then(|a| AttrView::new(ctx, a).int_value())
            .is_some_and(|v| v != 0);
        if aligned {
            p.print_optional_attr_dict(&["elem_type"]);
        } else {
            p.print_optional_attr_dict(&["alignment", "elem_type"]);
        }
        p.write(" : (");
        p.print_type(op.value_type(size));
        p.write(") -> ");
        p.print_type(res_ty);
    }
}

impl HasVerifier for AllocaOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        verify_opaque_ptr(op, op.value_type(op.results()[0]))
    }
}

// ----- llvm.getelementptr -----

/// An index of a GEP: a constant, or the dynamic index operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepIndex {
    /// A constant index.
    Const(i64),
    /// An SSA value.
    Value(Value),
}

impl GEPOp<'_> {
    /// The indices, constants and values in order (MLIR's `GEPIndicesAdaptor`).
    pub fn indices(&self) -> Vec<GepIndex> {
        let op = &self.0;
        let raw = op
            .attr("rawConstantIndices")
            .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
            .unwrap_or_default();
        let mut dynamic = op.operands().skip(1);
        raw.iter()
            .map(|&i| {
                if i == DYNAMIC_INDEX {
                    dynamic.next().map_or(GepIndex::Const(i), GepIndex::Value)
                } else {
                    GepIndex::Const(i)
                }
            })
            .collect()
    }

    /// The type the base points to (MLIR's `getSourceElementType`).
    pub fn source_element_type(&self) -> Option<Type> {
        let op = &self.0;
        elem_type_attr(op).or_else(|| {
            let base = vector_element_type(TypeView::new(op.ctx, op.value_type(op.operand(0)))).ty;
            LLVMPointerType::from_type(op.ctx, base)?.element_type()
        })
    }
}

/// MLIR 16's `GEPOp::fold`: `gep %x[0]` of the base's own type is `%x`; dynamic indices
/// of constant value (fitting in `i32`) become constant indices, in place.
impl HasFolder for GEPOp<'_> {
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let int_of = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind_ref(a)) {
            Some(AttrKind::Integer { value, .. }) => i64::try_from(*value).ok(),
            _ => None,
        };
        let indices = self.indices();
        let base = op.operand(0);
        // The constants the dynamic indices hold, in order.
        let mut dynamic_constants = operands.iter().skip(1).map(|a| int_of(*a));
        let folded: Vec<(GepIndex, Option<i64>)> = indices
            .iter()
            .map(|&i| match i {
                GepIndex::Const(c) => (i, Some(c)),
                GepIndex::Value(_) => (i, dynamic_constants.next().flatten()),
            })
            .collect();
        if op.value_type(base) == op.value_type(op.results()[0])
            && folded.len() == 1
            && folded[0].1 == Some(0)
        {
            return Folded::value(base);
        }
        let fits = |c: i64| i32::try_from(c).is_ok() && c != DYNAMIC_INDEX;
        let changed = folded
            .iter()
            .any(|&(i, c)| matches!(i, GepIndex::Value(_)) && c.is_some_and(fits));
        if !changed {
            return Folded::No;
        }
        let mut raw = Vec::with_capacity(folded.len());
        let mut new_operands = vec![base];
        for (i, c) in folded {
            match (i, c) {
                (GepIndex::Const(c), _) => raw.push(c),
                (GepIndex::Value(_), Some(c)) if fits(c) => raw.push(c),
                (GepIndex::Value(v), _) => {
                    raw.push(DYNAMIC_INDEX);
                    new_operands.push(v);
                }
            }
        }
        let raw_id = ctx.ident("rawConstantIndices");
        let entries = ctx
            .dictionary_entries(op.body.attrs(op.op))
            .into_iter()
            .map(|(k, v)| {
                if k == raw_id {
                    (k, segment_attr(ctx, &raw))
                } else {
                    (k, v)
                }
            })
            .collect();
        Folded::InPlace(InPlaceFold {
            operands: Some(new_operands),
            attrs: Some(ctx.dictionary_attr(entries)),
            swap_regions: None,
        })
    }
}

/// `inbounds? %base[%a, 1] attr-dict : (types) -> result (, elem-type)?` (MLIR 16's
/// declarative format with its `GEPIndices` directive).
impl HasCustomAssemblyFormat for GEPOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("inbounds") {
            p.add_attribute("inbounds", ctx.unit_attr());
        }
        let base = p.parse_operand()?;
        p.parse(Punct::LSquare)?;
        let mut operands = vec![base];
        let mut raw: Vec<i64> = Vec::new();
        loop {
            let at = p.pos();
            if let Some(v) = p.parse_optional_integer()? {
                let v = i32::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))?;
                raw.push(i64::from(v));
            } else {
                raw.push(DYNAMIC_INDEX);
                operands.push(p.parse_operand()?);
            }
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RSquare)?;
        p.add_attribute("rawConstantIndices", segment_attr(ctx, &raw));
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let ty = p.parse_type()?;
        let (inputs, results) = match ctx.type_kind_ref(ty) {
            TypeKind::Function { inputs, results } => (inputs, results),
            _ => return Err(p.error_at(type_pos, "invalid kind of type specified")),
        };
        if p.parse_optional(Punct::Comma) {
            let elem = p.parse_type()?;
            p.add_attribute("elem_type", ctx.type_attr(elem));
        }
        // Operands parsed one by one and typed by `functional-type` are resolved at
        // the op's name, as MLIR's generated parser resolves them.
        let values = p.resolve_operands(&operands, inputs, p.name_pos())?;
        p.add_operands(&values);
        p.add_result_types(results);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        if op.attr("inbounds").is_some() {
            p.write("inbounds ");
        }
        let base = op.operand(0);
        p.print_operand(base);
        p.write("[");
        for (i, index) in GEPOp(op).indices().into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            match index {
                GepIndex::Const(c) => p.write(&c.to_string()),
                GepIndex::Value(v) => p.print_operand(v),
            }
        }
        p.write("]");
        p.print_optional_attr_dict(&["rawConstantIndices", "elem_type", "inbounds"]);
        p.write(" : (");
        p.print_types(op.operands().map(|v| op.value_type(v)));
        p.write(") -> ");
        let results: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
        p.print_function_result_types(&results);
        if let Some(e) = elem_type_attr(&op) {
            p.write(", ");
            p.print_type(e);
        }
    }
}

/// MLIR 16's `verifyStructIndices`: from index 1 on, an index into a struct is a
/// constant within its bounds; other indexed types are not checked.
/// MLIR 16's `verifyStructIndices`: each index after the first steps into the type it
/// indexes; an index into a struct must be a constant within its bounds. `indices` are
/// the raw indices (`DYNAMIC_INDEX` for a dynamic one), read in place.
fn verify_struct_indices(
    op: &OpRef<'_>,
    mut ty: Type,
    indices: impl Iterator<Item = i64>,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    for (pos, i) in indices.enumerate().skip(1) {
        if let Some(s) = LLVMStructType::from_type(ctx, ty) {
            if i == DYNAMIC_INDEX {
                return Err(op.op_error(format!(
                    "expected index {pos} indexing a struct to be constant"
                )));
            }
            let Some(elem) = usize::try_from(i).ok().and_then(|i| s.element(i)) else {
                return Err(op.op_error(format!("index {pos} indexing a struct is out of bounds")));
            };
            ty = elem;
            continue;
        }
        let elem = match ctx.type_kind_ref(ty) {
            TypeKind::Vector { elem, .. } => Some(*elem),
            _ => LLVMArrayType::from_type(ctx, ty)
                .map(|a| a.element_type())
                .or_else(|| LLVMFixedVectorType::from_type(ctx, ty).map(|v| v.element_type()))
                .or_else(|| LLVMScalableVectorType::from_type(ctx, ty).map(|v| v.element_type())),
        };
        match elem {
            Some(e) => ty = e,
            None => return Ok(()),
        }
    }
    Ok(())
}

impl HasVerifier for GEPOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        // The attributes are looked up once, and the indices read in place: every GEP of
        // a lowered function is verified after each pass.
        // Both attributes in one pass over the dictionary (its names are unique).
        let (mut elem_type, mut raw) = (None, None);
        for &(name, value) in ctx.dictionary_entries_ref(op.body.attrs(op.op)) {
            match ctx.ident_ref(name) {
                "elem_type" => elem_type = Some(value),
                "rawConstantIndices" => raw = Some(value),
                _ => {}
            }
        }
        check_opaque_ptr(op, op.value_type(op.results()[0]), elem_type.is_some())?;
        let raw = raw.and_then(|a| AttrView::new(ctx, a).dense_array_iter());
        let indices = || raw.clone().into_iter().flatten();
        let dynamic = indices().filter(|&i| i == DYNAMIC_INDEX).count();
        if dynamic != op.operands().len() - 1 {
            return Err(op.op_error(
                "expected as many dynamic indices as specified in 'rawConstantIndices'",
            ));
        }
        let source = match elem_type {
            Some(a) => AttrView::new(ctx, a).type_value().map(|t| t.ty),
            None => pointer_or_vector_element(ctx, op.value_type(op.operand(0)))
                .and_then(|p| p.element_type()),
        };
        match source {
            Some(t) => verify_struct_indices(op, t, indices()),
            None => Ok(()),
        }
    }
}

// ----- atomics -----

/// A keyword naming a case of an enum, stored as its integer (MLIR's
/// `parseAtomicBinOp` and `parseAtomicOrdering`).
fn parse_enum_case(
    p: &mut dyn OpAsmParser<'_>,
    name: &str,
    symbolize: fn(&str) -> Option<i64>,
) -> Result<i64, Diagnostic> {
    let ctx = p.ctx();
    let at = p.pos();
    let keyword = p.parse_any_keyword("valid keyword")?.to_string();
    let Some(v) = symbolize(&keyword) else {
        return Err(p.error_at(
            at,
            format!("'{keyword}' is an incorrect value of the '{name}' attribute"),
        ));
    };
    p.add_attribute(name, ctx.integer_attr(i128::from(v), ctx.int_type(64)));
    Ok(v)
}

fn parse_ordering(p: &mut dyn OpAsmParser<'_>, name: &str) -> Result<i64, Diagnostic> {
    parse_enum_case(p, name, |s| AtomicOrdering::symbolize(s).map(|c| c as i64))
}

/// The keyword of an ordering attribute.
fn ordering_name(op: &OpRef<'_>, name: &str) -> &'static str {
    op.attr(name)
        .and_then(|a| AtomicOrdering::from_attr(op.ctx, a))
        .map_or("", AtomicOrdering::stringify)
}

fn ordering_value(op: &OpRef<'_>, name: &str) -> i64 {
    op.attr(name)
        .and_then(|a| AttrView::new(op.ctx, a).int_value())
        .map_or(0, |v| v as i64)
}

/// `bin_op %ptr, %val ordering attr-dict : type`; the pointer is a typed pointer to the
/// type.
impl HasCustomAssemblyFormat for AtomicRMWOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        parse_enum_case(p, "bin_op", |s| AtomicBinOp::symbolize(s).map(|c| c as i64))?;
        let ptr = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let val = p.parse_operand()?;
        parse_ordering(p, "ordering")?;
        p.parse_optional_attr_dict()?;
        let ty = p.parse_colon_type()?;
        let ptr_ty = LLVMPointerType::get(ctx, Some(ty), 0).ty;
        let ptr = p.resolve_operand(ptr, ptr_ty)?;
        let val = p.resolve_operand(val, ty)?;
        p.add_operands(&[ptr, val]);
        p.add_result_types(&[ty]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let bin_op = op
            .attr("bin_op")
            .and_then(|a| AtomicBinOp::from_attr(op.ctx, a))
            .map_or("", AtomicBinOp::stringify);
        p.write(&format!(" {bin_op} "));
        p.print_operand(op.operand(0));
        p.write(", ");
        p.print_operand(op.operand(1));
        p.write(&format!(" {} ", ordering_name(&op, "ordering")));
        p.print_optional_attr_dict(&["bin_op", "ordering"]);
        p.write(" : ");
        p.print_type(op.value_type(op.results()[0]));
    }
}

/// A signless integer of 8, 16, 32 or 64 bits.
fn is_atomic_int(t: TypeView<'_>) -> bool {
    matches!(t.integer_width(), Some(8 | 16 | 32 | 64))
}

/// `bf16`, `f16`, `f32` or `f64`.
fn is_atomic_float(t: TypeView<'_>) -> bool {
    matches!(
        t.ctx.type_kind_ref(t.ty),
        TypeKind::Float(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
    )
}

const MONOTONIC: i64 = 2;
const RELEASE: i64 = 5;
const ACQ_REL: i64 = 6;

impl HasVerifier for AtomicRMWOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ptr = LLVMPointerType::from_type(ctx, op.value_type(op.operand(0)));
        let val_ty = op.value_type(op.operand(1));
        if let Some(elem) = ptr.and_then(|p| p.element_type()) {
            if elem != val_ty {
                return Err(op.op_error(
                    "expected LLVM IR element type for operand #0 to match type for operand #1",
                ));
            }
        }
        if op.value_type(op.results()[0]) != val_ty {
            return Err(op.op_error("expected LLVM IR result type to match type for operand #1"));
        }
        let val = TypeView::new(ctx, val_ty);
        match op
            .attr("bin_op")
            .and_then(|a| AtomicBinOp::from_attr(ctx, a))
        {
            Some(AtomicBinOp::Fadd | AtomicBinOp::Fsub) => {
                if !is_compatible_float(val) {
                    return Err(op.op_error("expected LLVM IR floating point type"));
                }
            }
            Some(AtomicBinOp::Xchg) => {
                if !is_atomic_int(val) && !is_atomic_float(val) {
                    return Err(op.op_error("unexpected LLVM IR type for 'xchg' bin_op"));
                }
            }
            _ => {
                if !is_atomic_int(val) {
                    return Err(op.op_error("expected LLVM IR integer type"));
                }
            }
        }
        if ordering_value(op, "ordering") < MONOTONIC {
            return Err(op.op_error("expected at least 'monotonic' ordering"));
        }
        Ok(())
    }
}

/// `%ptr, %cmp, %val success failure attr-dict : type`; the result is
/// `!llvm.struct<(type, i1)>`.
impl HasCustomAssemblyFormat for AtomicCmpXchgOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let ptr = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let cmp = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let val = p.parse_operand()?;
        parse_ordering(p, "success_ordering")?;
        parse_ordering(p, "failure_ordering")?;
        p.parse_optional_attr_dict()?;
        let ty = p.parse_colon_type()?;
        let ptr_ty = LLVMPointerType::get(ctx, Some(ty), 0).ty;
        let ptr = p.resolve_operand(ptr, ptr_ty)?;
        let cmp = p.resolve_operand(cmp, ty)?;
        let val = p.resolve_operand(val, ty)?;
        p.add_operands(&[ptr, cmp, val]);
        let res = LLVMStructType::get_literal(ctx, vec![ty, ctx.int_type(1)], false).ty();
        p.add_result_types(&[res]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_operand(op.operand(0));
        p.write(", ");
        p.print_operand(op.operand(1));
        p.write(", ");
        p.print_operand(op.operand(2));
        p.write(&format!(
            " {} {}",
            ordering_name(&op, "success_ordering"),
            ordering_name(&op, "failure_ordering")
        ));
        p.print_optional_attr_dict(&["success_ordering", "failure_ordering"]);
        p.write(" : ");
        p.print_type(op.value_type(op.operand(2)));
    }
}

impl HasVerifier for AtomicCmpXchgOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ptr = LLVMPointerType::from_type(ctx, op.value_type(op.operand(0)));
        let cmp_ty = op.value_type(op.operand(1));
        let val_ty = op.value_type(op.operand(2));
        if cmp_ty != val_ty {
            return Err(op.op_error("expected both value operands to have the same type"));
        }
        if let Some(elem) = ptr.and_then(|p| p.element_type()) {
            if elem != val_ty {
                return Err(op.op_error(
                    "expected LLVM IR element type for operand #0 to match type for all other operands",
                ));
            }
        }
        let val = TypeView::new(ctx, val_ty);
        if LLVMPointerType::from_type(ctx, val_ty).is_none()
            && !is_atomic_int(val)
            && !is_atomic_float(val)
        {
            return Err(op.op_error("unexpected LLVM IR type"));
        }
        let success = ordering_value(op, "success_ordering");
        let failure = ordering_value(op, "failure_ordering");
        if success < MONOTONIC || failure < MONOTONIC {
            return Err(op.op_error("ordering must be at least 'monotonic'"));
        }
        if failure == RELEASE || failure == ACQ_REL {
            return Err(op.op_error("failure ordering cannot be 'release' or 'acq_rel'"));
        }
        Ok(())
    }
}

/// `(syncscope("scope"))? ordering attr-dict`; the attribute dictionary is not printed
/// (as MLIR 16's printer), nor an empty scope.
impl HasCustomAssemblyFormat for FenceOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("syncscope") {
            p.parse(Punct::LParen)?;
            let at = p.pos();
            let scope = p.parse_attribute()?;
            if ctx.string_value(scope).is_none() {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            p.add_attribute("syncscope", scope);
            p.parse(Punct::RParen)?;
        } else {
            p.add_attribute("syncscope", ctx.string_attr(""));
        }
        parse_ordering(p, "ordering")?;
        p.parse_optional_attr_dict()?;
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        if let Some(scope) = op.attr("syncscope") {
            if op.ctx.string_value(scope).is_some_and(|s| !s.is_empty()) {
                p.write("syncscope(");
                p.print_attribute(scope);
                p.write(") ");
            }
        }
        p.write(ordering_name(&op, "ordering"));
    }
}

impl HasVerifier for FenceOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        if ordering_value(op, "ordering") <= MONOTONIC {
            return Err(
                op.op_error("can be given only acquire, release, acq_rel, and seq_cst orderings")
            );
        }
        Ok(())
    }
}
