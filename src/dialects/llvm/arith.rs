//! The Rust of the llvm ops computing values (`spec/dialects/llvm/ArithOps.td`): the type
//! predicates their constraints call, the custom forms ODS cannot say (the float ops
//! leaving out their default fastmath flags, `llvm.icmp`/`llvm.fcmp`, `llvm.extractvalue`,
//! `llvm.insertvalue`, `llvm.shufflevector`), MLIR 16's verifiers of `llvm.mlir.constant`
//! and of the aggregate and vector ops, and the folds of constants and of casts.

use super::*;
use strata_framework::ir::fold::Folded;
use strata_framework::ods::{HasFolder, TypeView};

// ----- type predicates (MLIR's LLVMTypes.cpp) -----

/// A floating-point type LLVM has (MLIR's `isCompatibleFloatingPointType`).
pub fn is_compatible_float(t: TypeView<'_>) -> bool {
    match t.ctx.type_kind_ref(t.ty) {
        TypeKind::Float(k) => is_llvm_float(*k),
        _ => LLVMPPCFP128Type::from_type(t.ctx, t.ty).is_some(),
    }
}

/// A vector the LLVM dialect can hold (MLIR's `isCompatibleVectorType`): a 1-D builtin
/// vector of signless integers or LLVM floats, or an LLVM vector.
pub fn is_compatible_vector(t: TypeView<'_>) -> bool {
    let ctx = t.ctx;
    match ctx.type_kind_ref(t.ty) {
        TypeKind::Vector { shape, elem, .. } => {
            shape.len() == 1
                && match ctx.type_kind_ref(*elem) {
                    TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
                    TypeKind::Float(k) => is_llvm_float(*k),
                    _ => false,
                }
        }
        _ => {
            LLVMFixedVectorType::from_type(ctx, t.ty).is_some()
                || LLVMScalableVectorType::from_type(ctx, t.ty).is_some()
        }
    }
}

/// The element type of a vector (builtin or LLVM); the type itself for other types.
pub fn vector_element_type(t: TypeView<'_>) -> TypeView<'_> {
    let ctx = t.ctx;
    let elem = match ctx.type_kind_ref(t.ty) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => {
            if let Some(v) = LLVMFixedVectorType::from_type(ctx, t.ty) {
                v.element_type()
            } else if let Some(v) = LLVMScalableVectorType::from_type(ctx, t.ty) {
                v.element_type()
            } else {
                t.ty
            }
        }
    };
    TypeView::new(ctx, elem)
}

/// The number of elements of a vector and whether it is scalable, if `t` is one.
pub(crate) fn vector_shape(ctx: &Context, t: Type) -> Option<(i64, bool)> {
    match ctx.type_kind_ref(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } if shape.len() == 1 => Some((shape[0], scalable[0])),
        _ => {
            if let Some(v) = LLVMFixedVectorType::from_type(ctx, t) {
                Some((i64::from(v.num_elements()), false))
            } else {
                LLVMScalableVectorType::from_type(ctx, t)
                    .map(|v| (i64::from(v.min_num_elements()), true))
            }
        }
    }
}

/// MLIR's `LLVM::getVectorType`: a builtin vector where it can hold `elem`, else an LLVM
/// vector.
fn vector_of(ctx: &Context, elem: Type, n: i64, scalable: bool) -> Type {
    let builtin = match ctx.type_kind_ref(elem) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(k) => is_llvm_float(*k),
        _ => false,
    };
    if builtin {
        return ctx.intern_type(TypeKind::Vector {
            shape: vec![n],
            scalable: vec![scalable],
            elem,
        });
    }
    let n = u32::try_from(n).unwrap_or(0);
    if scalable {
        LLVMScalableVectorType::get(ctx, elem, n).ty()
    } else {
        LLVMFixedVectorType::get(ctx, elem, n).ty()
    }
}

/// `i1`, or a vector of `i1` of the shape of `t` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(t: TypeView<'_>) -> Type {
    let ctx = t.ctx;
    let i1 = ctx.int_type(1);
    match vector_shape(ctx, t.ty) {
        Some((n, scalable)) if is_compatible_vector(t) => vector_of(ctx, i1, n, scalable),
        _ => i1,
    }
}

/// An LLVM type other than void and function types.
pub fn is_primitive(t: TypeView<'_>) -> bool {
    is_compatible_outer(t.ctx, t.ty)
        && LLVMVoidType::from_type(t.ctx, t.ty).is_none()
        && LLVMFunctionType::from_type(t.ctx, t.ty).is_none()
}

/// A struct or an array.
pub fn is_aggregate(t: TypeView<'_>) -> bool {
    LLVMStructType::from_type(t.ctx, t.ty).is_some()
        || LLVMArrayType::from_type(t.ctx, t.ty).is_some()
}

// ----- constants -----

impl HasFolder for ConstantOp<'_> {
    /// A constant folds to its value.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        match self.0.attr("value") {
            Some(a) => Folded::attr(a),
            None => Folded::No,
        }
    }
}

/// The type of a typed attribute (`None` for an untyped one).
fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    AttrView::new(ctx, a).ty().map(|t| t.ty)
}

impl HasVerifier for ConstantOp<'_> {
    /// MLIR 16's `ConstantOp::verify`: a string makes an array of as many `i8`, a struct
    /// is a complex number (two elements of one integer or float type, from an array of
    /// two attributes of one type), and other values are integers, floats, arrays or
    /// elements.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(value) = op.attr("value") else {
            return Ok(());
        };
        let ty = op.value_type(op.results()[0]);
        let v = AttrView::new(ctx, value);
        if v.is_string() {
            let s = ctx.string_value(value).unwrap_or_default();
            let ok = LLVMArrayType::from_type(ctx, ty).is_some_and(|a| {
                a.num_elements() as usize == s.len()
                    && matches!(
                        ctx.type_kind_ref(a.element_type()),
                        TypeKind::Integer { width: 8, .. }
                    )
            });
            if !ok {
                return Err(op.op_error(format!(
                    "expected array type of {} i8 elements for the string constant",
                    s.len()
                )));
            }
            return Ok(());
        }
        if let Some(st) = LLVMStructType::from_type(ctx, ty) {
            let body = st.body();
            if body.len() != 2 || body[0] != body[1] {
                return Err(op.error(
                    "expected struct type with two elements of the same type, the type of a complex constant",
                ));
            }
            let elements = v.array_elements().unwrap_or_default();
            if !v.is_array() || elements.len() != 2 {
                return Err(op.op_error(
                    "expected array attribute with two elements, representing a complex constant",
                ));
            }
            if attr_type(ctx, elements[0].attr) != attr_type(ctx, elements[1].attr) {
                return Err(
                    op.op_error("expected array attribute with two elements of the same type")
                );
            }
            let ok = match ctx.type_kind_ref(body[0]) {
                TypeKind::Integer { .. } => true,
                TypeKind::Float(k) => matches!(k, FloatKind::F16 | FloatKind::F32 | FloatKind::F64),
                _ => false,
            };
            if !ok {
                return Err(op.error(
                    "expected struct element types to be floating point type or integer type",
                ));
            }
            return Ok(());
        }
        if !(v.is_integer() || v.is_array() || v.is_float() || v.is_elements()) {
            return Err(op.op_error("only supports integer, float, string or elements attributes"));
        }
        Ok(())
    }
}

// ----- float arithmetic: the default fastmath flags are left out -----

const DEFAULT_FASTMATH: &str = "llvm.fastmath<none>";

/// The attributes a custom form leaves out of its dictionary: `fastmathFlags` when it
/// holds the default (MLIR's `processFMFAttr`), and `extra`.
fn elided_with_fmf<'x>(op: &OpRef<'_>, extra: Option<&'x str>) -> ([&'x str; 2], usize) {
    let mut elided = [""; 2];
    let mut n = 0;
    if let Some(e) = extra {
        elided[n] = e;
        n += 1;
    }
    let default = op.attr("fastmathFlags").is_none_or(|a| {
        AttrView::new(op.ctx, a).dialect_attr_text().as_deref() == Some(DEFAULT_FASTMATH)
    });
    if default {
        elided[n] = "fastmathFlags";
        n += 1;
    }
    (elided, n)
}

/// `%a, %b attr-dict : type` of the binary ops.
fn parse_float_binary(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    let lhs = p.parse_operand()?;
    p.parse(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict()?;
    p.parse(Punct::Colon)?;
    let ty = p.parse_type()?;
    let lhs = p.resolve_operand(lhs, ty)?;
    let rhs = p.resolve_operand(rhs, ty)?;
    p.add_operands(&[lhs, rhs]);
    p.add_result_types(&[ty]);
    Ok(())
}

/// The operands, then a space and the attributes without the default fastmath flags
/// (MLIR's `custom<LLVMOpAttrs>`), then the type.
fn print_arith_op(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    p.write(" ");
    p.print_operands(op.operands());
    p.write(" ");
    let (elided, n) = elided_with_fmf(&op, None);
    p.print_optional_attr_dict(&elided[..n]);
    p.write(" : ");
    p.print_type(op.value_type(op.results()[0]));
}

macro_rules! binary_format {
    ($($op:ident),*) => {$(
        /// `%a, %b attr-dict : type`, without default fastmath flags.
        impl HasCustomAssemblyFormat for $op<'_> {
            fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
                parse_float_binary(p)
            }
            fn print(p: &mut dyn OpAsmPrinter<'_>) {
                print_arith_op(p)
            }
        }
    )*};
}

binary_format!(
    AddOp, SubOp, MulOp, UDivOp, SDivOp, URemOp, SRemOp, AndOp, OrOp, XOrOp, ShlOp, LShrOp, AShrOp,
    FAddOp, FSubOp, FMulOp, FDivOp, FRemOp
);

/// `%c, %a, %b attr-dict : condition-type, type`.
impl HasCustomAssemblyFormat for SelectOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let at = p.pos();
        let operands = p.parse_operand_list()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let cond_ty = p.parse_type()?;
        p.parse(Punct::Comma)?;
        let ty = p.parse_type()?;
        let n = operands.len();
        if n != 3 {
            return Err(p.emit_error_at(at, format!("{n} operands present, but expected 3")));
        }
        let mut values = Vec::new();
        for (i, u) in operands.into_iter().enumerate() {
            values.push(p.resolve_operand(u, if i == 0 { cond_ty } else { ty })?);
        }
        p.add_operands(&values);
        p.add_result_types(&[ty]);
        Ok(())
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        let operands: Vec<Value> = op.operands().collect();
        p.print_operands(operands.iter().copied());
        p.print_optional_attr_dict(&[]);
        p.write(" : ");
        p.print_type(op.value_type(operands[0]));
        p.write(", ");
        p.print_type(op.value_type(op.results()[0]));
    }
}

/// `%a attr-dict : type`, without the default fastmath flags.
impl HasCustomAssemblyFormat for FNegOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let operand = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let operand = p.resolve_operand(operand, ty)?;
        p.add_operands(&[operand]);
        p.add_result_types(&[ty]);
        Ok(())
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_arith_op(p)
    }
}

// ----- comparisons -----

/// `"pred" %a, %b attr-dict : type` (MLIR's `parseCmpOp`): the predicate is a string
/// stored as its case's integer; the result is `i1`, or a vector of `i1` as long as a
/// vector operand type.
fn parse_cmp(
    p: &mut dyn OpAsmParser<'_>,
    symbolize: fn(&str) -> Option<i64>,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let pred_at = p.pos();
    let pred = if p.at_string() {
        p.parse_string()?
    } else {
        p.parse_attribute()?;
        return Err(p.emit_error_at(pred_at, "invalid kind of attribute specified".into()));
    };
    let lhs = p.parse_operand()?;
    p.parse(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict()?;
    p.parse(Punct::Colon)?;
    let type_at = p.pos();
    let ty = p.parse_type()?;
    let lhs = p.resolve_operand(lhs, ty)?;
    let rhs = p.resolve_operand(rhs, ty)?;
    p.add_operands(&[lhs, rhs]);
    let Some(value) = symbolize(&pred) else {
        return Err(p.emit_error_at(
            pred_at,
            format!("'{pred}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    p.add_attribute(
        "predicate",
        ctx.integer_attr(i128::from(value), ctx.int_type(64)),
    );
    if !is_compatible(ctx, ty) {
        return Err(p.emit_error_at(type_at, "expected LLVM dialect-compatible type".into()));
    }
    p.add_result_types(&[i1_same_shape(TypeView::new(ctx, ty))]);
    Ok(())
}

fn print_cmp(p: &mut dyn OpAsmPrinter<'_>, stringify: fn(i64) -> Option<&'static str>) {
    let op = p.op_ref();
    let pred = op
        .attr("predicate")
        .and_then(|a| AttrView::new(op.ctx, a).int_value())
        .and_then(|v| stringify(v as i64))
        .unwrap_or_default();
    p.write(&format!(" \"{pred}\" "));
    let operands: Vec<Value> = op.operands().collect();
    p.print_operands(operands.iter().copied());
    let (elided, n) = elided_with_fmf(&op, Some("predicate"));
    p.print_optional_attr_dict(&elided[..n]);
    p.write(" : ");
    p.print_type(op.value_type(operands[0]));
}

impl HasCustomAssemblyFormat for ICmpOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_cmp(p, |s| ICmpPredicate::symbolize(s).map(|c| c as i64))
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_cmp(p, |v| ICMP_NAMES.get(usize::try_from(v).ok()?).copied())
    }
}

impl HasCustomAssemblyFormat for FCmpOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_cmp(p, |s| FCmpPredicate::symbolize(s).map(|c| c as i64))
    }
    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_cmp(p, |v| FCMP_NAMES.get(usize::try_from(v).ok()?).copied())
    }
}

/// The keywords of `ICmpPredicate`'s cases, by value.
const ICMP_NAMES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// The keywords of `FCmpPredicate`'s cases, by value.
const FCMP_NAMES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];

// ----- casts -----

/// `cast(x : T -> T) -> x` and `cast(cast(x : T -> U) -> T) -> x` (MLIR 16's folds of
/// `llvm.bitcast` and `llvm.addrspacecast`).
fn fold_cast_pair(op: &OpRef<'_>) -> Folded {
    let arg = op.operands().next().expect("a cast has an operand");
    let res_ty = op.value_type(op.results()[0]);
    if op.value_type(arg) == res_ty {
        return Folded::value(arg);
    }
    if let strata_framework::ir::body::ValueDef::OpResult(d, _) = op.body.value_def(arg) {
        let prev = OpRef::new(op.ctx, op.body, d);
        if prev.name() == op.name() {
            if let Some(x) = prev.operands().next() {
                if prev.value_type(x) == res_ty {
                    return Folded::value(x);
                }
            }
        }
    }
    Folded::No
}

impl HasFolder for BitcastOp<'_> {
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_cast_pair(&self.0)
    }
}

impl HasFolder for AddrSpaceCastOp<'_> {
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_cast_pair(&self.0)
    }
}

// ----- aggregates -----

/// The type at `position` in `container` (MLIR's `getInsertExtractValueElementType`),
/// or the message of why there is none.
fn element_at(
    ctx: &Context,
    container: Type,
    position: impl IntoIterator<Item = i64>,
) -> Result<Type, String> {
    if !is_compatible(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got {}",
            quoted(ctx, container)
        ));
    }
    let mut t = container;
    for idx in position {
        if let Some(a) = LLVMArrayType::from_type(ctx, t) {
            if idx < 0 || idx >= i64::from(a.num_elements()) {
                return Err(format!("position out of bounds: {idx}"));
            }
            t = a.element_type();
        } else if let Some(s) = LLVMStructType::from_type(ctx, t) {
            match usize::try_from(idx).ok().and_then(|i| s.element(i)) {
                Some(e) => t = e,
                None => return Err(format!("position out of bounds: {idx}")),
            }
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                quoted(ctx, t)
            ));
        }
    }
    Ok(t)
}

/// `[0, 1]`, the position of the aggregate ops.
fn parse_position(p: &mut dyn OpAsmParser<'_>) -> Result<Vec<i64>, Diagnostic> {
    p.parse(Punct::LSquare)?;
    let mut out = Vec::new();
    if !p.parse_optional(Punct::RSquare) {
        loop {
            let at = p.pos();
            let v = p.parse_integer()?;
            out.push(
                i64::try_from(v)
                    .map_err(|_| p.emit_error_at(at, "integer value too large".into()))?,
            );
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RSquare)?;
    }
    Ok(out)
}

fn print_position(p: &mut dyn OpAsmPrinter<'_>, op: &OpRef<'_>, name: &str) {
    let values = op
        .attr(name)
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
        .unwrap_or_default();
    let list: Vec<String> = values.iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", list.join(", ")));
}

/// The position of an aggregate op, read in place (the verifiers run on every op).
fn positions<'a>(op: &OpRef<'a>) -> impl Iterator<Item = i64> + 'a {
    op.attr("position")
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_iter())
        .into_iter()
        .flatten()
}

fn position_of(op: &OpRef<'_>) -> Vec<i64> {
    op.attr("position")
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
        .unwrap_or_default()
}

/// `%container[0, 1] attr-dict : container-type`.
impl HasCustomAssemblyFormat for ExtractValueOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let container = p.parse_operand()?;
        let position = parse_position(p)?;
        p.add_attribute(
            "position",
            strata_framework::ods::directives::dense_i64_array(ctx, &position),
        );
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let at = p.pos();
        let res =
            element_at(ctx, ty, position.iter().copied()).map_err(|m| p.emit_error_at(at, m))?;
        let container = p.resolve_operand(container, ty)?;
        p.add_operands(&[container]);
        p.add_result_types(&[res]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        let container = op
            .operands()
            .next()
            .expect("'llvm.extractvalue' has a container");
        p.print_operand(container);
        print_position(p, &op, "position");
        p.print_optional_attr_dict(&["position"]);
        p.write(" : ");
        p.print_type(op.value_type(container));
        p.write(" ");
    }
}

impl HasFolder for ExtractValueOp<'_> {
    /// MLIR 16's fold through a chain of `llvm.insertvalue`: the value inserted at the
    /// same position; else, past each insertion at a position that neither contains
    /// nor is contained in this one, extracting from the container it inserted into
    /// (in place).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let position = position_of(op);
        let mut container = op.operands().next().expect("a container");
        let mut moved = false;
        while let strata_framework::ir::body::ValueDef::OpResult(d, _) =
            op.body.value_def(container)
        {
            let ins = OpRef::new(op.ctx, op.body, d);
            if ins.name() != "llvm.insertvalue" {
                break;
            }
            let ins_position = position_of(&ins);
            let mut operands = ins.operands();
            let (Some(ins_container), Some(ins_value)) = (operands.next(), operands.next()) else {
                break;
            };
            if ins_position == position {
                return Folded::value(ins_value);
            }
            let min = position.len().min(ins_position.len());
            if position[..min] == ins_position[..min] {
                break;
            }
            container = ins_container;
            moved = true;
        }
        if moved {
            Folded::InPlace(strata_framework::ir::fold::InPlaceFold {
                operands: Some(vec![container]),
                ..Default::default()
            })
        } else {
            Folded::No
        }
    }
}

impl HasVerifier for ExtractValueOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let container = op.value_type(op.operands().next().expect("a container"));
        let value = element_at(ctx, container, positions(op)).map_err(|m| op.op_error(m))?;
        let res = op.value_type(op.results()[0]);
        if res != value {
            return Err(op.op_error(format!(
                "Type mismatch: extracting from {} should produce {} but this op returns {}",
                quoted(ctx, container),
                quoted(ctx, value),
                quoted(ctx, res)
            )));
        }
        Ok(())
    }
}

/// `%value, %container[0, 1] attr-dict : container-type`.
impl HasCustomAssemblyFormat for InsertValueOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let value = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let container = p.parse_operand()?;
        let position = parse_position(p)?;
        p.add_attribute(
            "position",
            strata_framework::ods::directives::dense_i64_array(ctx, &position),
        );
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let at = p.pos();
        let value_ty =
            element_at(ctx, ty, position.iter().copied()).map_err(|m| p.emit_error_at(at, m))?;
        let container = p.resolve_operand(container, ty)?;
        let value = p.resolve_operand(value, value_ty)?;
        p.add_operands(&[container, value]);
        p.add_result_types(&[ty]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        let mut operands = op.operands();
        let container = operands.next().expect("'llvm.insertvalue' has a container");
        let value = operands.next().expect("'llvm.insertvalue' has a value");
        p.print_operand(value);
        p.write(", ");
        p.print_operand(container);
        print_position(p, &op, "position");
        p.print_optional_attr_dict(&["position"]);
        p.write(" : ");
        p.print_type(op.value_type(container));
        p.write(" ");
    }
}

impl HasVerifier for InsertValueOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let mut operands = op.operands();
        let container = op.value_type(operands.next().expect("a container"));
        let value = op.value_type(operands.next().expect("a value"));
        let expected = element_at(ctx, container, positions(op)).map_err(|m| op.op_error(m))?;
        if value != expected {
            return Err(op.op_error(format!(
                "Type mismatch: cannot insert {} into {}",
                quoted(ctx, value),
                quoted(ctx, container)
            )));
        }
        Ok(())
    }
}

// ----- shufflevector -----

/// `%v1, %v2 [0, 1] attr-dict : v1-type`: the result is a vector of the mask's length
/// with `v1`'s elements, scalable as `v1` is (MLIR's `custom<ShuffleType>`).
impl HasCustomAssemblyFormat for ShuffleVectorOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let v1 = p.parse_operand()?;
        p.parse(Punct::Comma)?;
        let v2 = p.parse_operand()?;
        let mask = parse_position(p)?;
        let mask32: Vec<i64> = mask.clone();
        p.add_attribute("mask", dense_i32_array(ctx, &mask32));
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let ty = p.parse_type()?;
        let at = p.pos();
        if !is_compatible_vector(TypeView::new(ctx, ty)) {
            return Err(p.emit_error_at(at, "expected an LLVM compatible vector type".into()));
        }
        let (_, scalable) = vector_shape(ctx, ty).unwrap_or((0, false));
        let elem = vector_element_type(TypeView::new(ctx, ty)).ty;
        let res = vector_of(ctx, elem, mask.len() as i64, scalable);
        let v1 = p.resolve_operand(v1, ty)?;
        let v2 = p.resolve_operand(v2, ty)?;
        p.add_operands(&[v1, v2]);
        p.add_result_types(&[res]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        let operands: Vec<Value> = op.operands().collect();
        p.print_operands(operands.iter().copied());
        p.write(" ");
        print_position(p, &op, "mask");
        p.print_optional_attr_dict(&["mask"]);
        p.write(" : ");
        p.print_type(op.value_type(operands[0]));
        p.write(" ");
    }
}

impl HasVerifier for ShuffleVectorOp<'_> {
    /// A scalable vector only splats (MLIR 16's `ShuffleVectorOp::verify`).
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let v1 = op.value_type(op.operands().next().expect("a first vector"));
        let scalable = vector_shape(op.ctx, v1).is_some_and(|(_, s)| s);
        let mask = op
            .attr("mask")
            .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
            .unwrap_or_default();
        if scalable && mask.iter().any(|&m| m != 0) {
            return Err(op.op_error("expected a splat operation for scalable vectors"));
        }
        Ok(())
    }
}

/// An `array<i32: ...>` attribute.
fn dense_i32_array(ctx: &Context, values: &[i64]) -> Attribute {
    use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: values.iter().map(|&v| v as u32 as u128).collect(),
    })
}
