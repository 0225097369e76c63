//! The `arith` dialect (`spec/dialects/arith.td`): the generated ops plus what the spec
//! asks to be hand-written: the result names of `arith.constant`, the custom form of
//! `arith.select`, the checks MLIR writes in C++ (constants, cast compatibility,
//! `select` conditions), and when the integer divisions can be executed speculatively.

include!(concat!(env!("OUT_DIR"), "/arith_ops.rs"));

use strata_framework::ir::body::OperationState;
use strata_framework::ir::fold::{constant_int, ConstantMaterializer, Folded, OpFoldResult};
use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::{
    AttrView, HasAsmResultNames, HasCustomAssemblyFormat, HasFolder, HasVerifier, TypeView,
};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type, Value};

fn type_text(ctx: &Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

impl HasAsmResultNames for ConstantOp<'_> {
    /// `%true`/`%false` for `i1`, `%c42_i32` for integers, `%c42` for `index`, `%cst`
    /// otherwise.
    fn asm_result_names(&self) -> Vec<(usize, String)> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some(value), Some(&r)) = (op.attr("value"), op.results().first()) else {
            return Vec::new();
        };
        let value = AttrView::new(ctx, value);
        let ty = TypeView::new(ctx, op.value_type(r));
        if let strata_framework::ir::attrs::AttrKind::WideInteger { value, .. } =
            ctx.attr_kind_ref(value.attr)
        {
            let name = format!("c{}_{}", value.to_decimal(true), type_text(ctx, ty.ty));
            return vec![(0, name)];
        }
        let name = match value.int_value() {
            Some(v) if ty.is_integer_of(1) => if v != 0 { "true" } else { "false" }.to_string(),
            Some(v) if ty.is_integer() => format!("c{v}_{}", type_text(ctx, ty.ty)),
            Some(v) => format!("c{v}"),
            None => "cst".to_string(),
        };
        vec![(0, name)]
    }
}

impl HasVerifier for ConstantOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(&r) = op.results().first() else {
            return Ok(());
        };
        let ty = TypeView::new(ctx, op.value_type(r));
        if ty.is_integer() && !ty.is_signless_integer() {
            return Err(op.op_error("integer return type must be signless"));
        }
        let value = op.attr("value").map(|a| AttrView::new(ctx, a));
        if !value.is_some_and(|v| v.is_integer() || v.is_float() || v.is_elements()) {
            return Err(op.op_error("value must be an integer, float, or elements attribute"));
        }
        Ok(())
    }
}

/// MLIR's `areCastCompatible` of each cast op, on element types (shapes are checked by
/// `SameOperandsAndResultShape`).
fn cast_compatible(name: &str, from: TypeView<'_>, to: TypeView<'_>) -> bool {
    let (a, b) = (from.element_type(), to.element_type());
    let int_width = |t: TypeView<'_>| t.integer_width();
    // MLIR compares float widths; bf16 and f16 (both 16 bits) do not convert either way.
    let float_width = |t: TypeView<'_>| t.float_width();
    match name {
        "arith.extui" | "arith.extsi" => {
            matches!((int_width(a), int_width(b)), (Some(x), Some(y)) if y > x)
        }
        "arith.trunci" => matches!((int_width(a), int_width(b)), (Some(x), Some(y)) if y < x),
        "arith.extf" => matches!((float_width(a), float_width(b)), (Some(x), Some(y)) if y > x),
        "arith.truncf" => matches!((float_width(a), float_width(b)), (Some(x), Some(y)) if y < x),
        "arith.uitofp" | "arith.sitofp" => a.is_integer() && b.is_float(),
        "arith.fptoui" | "arith.fptosi" => a.is_float() && b.is_integer(),
        "arith.index_cast" | "arith.index_castui" => {
            (a.is_index() && b.is_signless_integer()) || (a.is_signless_integer() && b.is_index())
        }
        "arith.bitcast" => {
            let bits = |t: TypeView<'_>| {
                if t.is_index() {
                    Some(64)
                } else {
                    int_width(t).or_else(|| float_width(t))
                }
            };
            matches!((bits(a), bits(b)), (Some(x), Some(y)) if x == y)
        }
        _ => true,
    }
}

fn verify_cast(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(&i), Some(&o)) = (
        op.operands().collect::<Vec<_>>().first(),
        op.results().first(),
    ) else {
        return Ok(());
    };
    let (it, ot) = (op.value_type(i), op.value_type(o));
    if !cast_compatible(op.name(), TypeView::new(ctx, it), TypeView::new(ctx, ot)) {
        return Err(op.op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_text(ctx, it),
            type_text(ctx, ot)
        )));
    }
    Ok(())
}

macro_rules! cast_verifiers {
    ($($op:ident),*) => {$(
        impl HasVerifier for $op<'_> {
            fn verify(&self) -> Result<(), Diagnostic> {
                verify_cast(&self.0)
            }
        }
    )*};
}

cast_verifiers!(
    ExtUIOp,
    ExtSIOp,
    ExtFOp,
    TruncIOp,
    TruncFOp,
    UIToFPOp,
    SIToFPOp,
    FPToUIOp,
    FPToSIOp,
    IndexCastOp,
    IndexCastUIOp,
    BitcastOp
);

/// `%c, %a, %b attr-dict : type` or `: cond-type, type` for a shaped condition.
impl HasCustomAssemblyFormat for SelectOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let pos = p.pos();
        let operands = p.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(p.error_at(pos, "expected 3 operands"));
        }
        p.parse_optional_attr_dict()?;
        let mut result = p.parse_colon_type()?;
        let cond = if p.parse_optional(Punct::Comma) {
            let c = result;
            result = p.parse_type()?;
            c
        } else {
            ctx.int_type(1)
        };
        let name_pos = p.name_pos();
        let vs = p.resolve_operands(&operands, &[cond, result, result], name_pos)?;
        p.add_operands(&vs);
        p.add_result_types(&[result]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let ops: Vec<_> = op.operands().collect();
        p.write(" ");
        p.print_operands(ops.iter().copied());
        p.print_optional_attr_dict(&[]);
        p.write(" : ");
        if let Some(&c) = ops.first() {
            let ct = op.value_type(c);
            if TypeView::new(ctx, ct).is_shaped() {
                p.print_type(ct);
                p.write(", ");
            }
        }
        if let Some(&r) = op.results().first() {
            p.print_type(op.value_type(r));
        }
    }
}

impl HasVerifier for SelectOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let (Some(c), Some(&r)) = (op.operands().next(), op.results().first()) else {
            return Ok(());
        };
        let ct = TypeView::new(ctx, op.value_type(c));
        if ct.is_signless_integer_of(1) {
            return Ok(());
        }
        let rt = TypeView::new(ctx, op.value_type(r));
        if !(rt.is_tensor() || rt.is_vector()) {
            return Err(op.op_error(format!(
                "expected condition to be a signless i1, but got '{}'",
                type_text(ctx, ct.ty)
            )));
        }
        let want = rt.i1_same_shape();
        if ct.ty != want {
            return Err(op.op_error(format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                type_text(ctx, want),
                type_text(ctx, ct.ty)
            )));
        }
        Ok(())
    }
}

/// `ConditionallySpeculatable` of the unsigned divisions (MLIR's
/// `DivUIOp::getSpeculatability`): a division by zero is undefined, so only a constant
/// non-zero divisor makes it speculatable.
fn unsigned_division_speculatability(op: &OpRef<'_>, divisor: Value) -> Speculatability {
    match constant_int(op.ctx, op.body, divisor) {
        Some(d) if d != 0 => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `ConditionallySpeculatable` of the signed divisions (MLIR's
/// `DivSIOp::getSpeculatability`): a division by zero, or of the smallest integer by -1,
/// is undefined, so only a constant divisor other than 0 and -1 makes it speculatable.
fn signed_division_speculatability(op: &OpRef<'_>, divisor: Value) -> Speculatability {
    match constant_int(op.ctx, op.body, divisor) {
        Some(d) if d != 0 && d != -1 => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

macro_rules! division_speculatability {
    ($($op:ident, $declared:ident, $f:ident;)*) => {
        $(
            impl interface_methods::$declared for $op<'_> {
                fn get_speculatability(&self) -> Speculatability {
                    $f(&self.0, self.rhs())
                }
            }
        )*
    };
}

division_speculatability! {
    DivUIOp, DivUIOpDeclaredMethods, unsigned_division_speculatability;
    CeilDivUIOp, CeilDivUIOpDeclaredMethods, unsigned_division_speculatability;
    DivSIOp, DivSIOpDeclaredMethods, signed_division_speculatability;
    CeilDivSIOp, CeilDivSIOpDeclaredMethods, signed_division_speculatability;
}

/// `arith`'s inliner interface (MLIR's `ArithInlinerInterface`): its ops may be inlined anywhere.
struct ArithInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for ArithInliner {
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

/// Registers the dialect's dialect interfaces (its inliner interface and its constant
/// materializer). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "arith",
        Box::new(ArithInliner),
    );
    let _ =
        ctx.add_dialect_interface::<dyn ConstantMaterializer>("arith", Box::new(ArithConstants));
}

// ----- folds -----

#[path = "arith_fold.rs"]
pub(crate) mod fold;

/// The width of an integer or index type (`index` folds as 64 bits, as MLIR does).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind_ref(ty) {
        strata_framework::ir::types::TypeKind::Integer { width, .. } => Some(*width),
        strata_framework::ir::types::TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The op defining `v`, viewed in `op`'s arena.
fn defining<'a>(op: &OpRef<'a>, v: Value) -> Option<OpRef<'a>> {
    match op.body.value_def(v) {
        strata_framework::ir::body::ValueDef::OpResult(d, _) => {
            Some(OpRef::new(op.ctx, op.body, d))
        }
        _ => None,
    }
}

impl HasFolder for ConstantOp<'_> {
    /// A constant folds to its value.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        Folded::attr_or_no(self.value_attr())
    }
}

/// `arith`'s constant materializer (MLIR's `ArithDialect::materializeConstant`): an
/// `arith.constant` for an integer (of a signless type), float or elements attribute of
/// the requested type.
pub(crate) struct ArithConstants;

impl ConstantMaterializer for ArithConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        use strata_framework::ir::attrs::AttrKind;
        if ctx.typed_attr_type(value) != Some(ty) {
            return None;
        }
        let view = TypeView::new(ctx, ty);
        if view.is_integer() && !view.is_signless_integer() {
            return None;
        }
        match ctx.attr_kind_ref(value) {
            AttrKind::Integer { .. }
            | AttrKind::WideInteger { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseWideInts { .. }
            | AttrKind::SparseElements { .. } => Some(ConstantOp::build(ctx, loc, ty, value)),
            _ => None,
        }
    }
}
