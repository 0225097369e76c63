//! The checks the `llvm` dialect makes of the attributes named `llvm.*` (MLIR's
//! `LLVMDialect::verifyOperationAttribute`, `verifyRegionArgAttribute` and
//! `verifyRegionResultAttribute`), registered as the dialect's
//! [`DialectAttrVerifier`]: `llvm.struct_attrs` only on a function's arguments and
//! results, annotating a struct (or a pointer to one) with one dictionary per element;
//! the unit and integer attributes of arguments and results, and the pointer or integer
//! type of an LLVM-typed result they annotate.

use super::{LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType};
use strata_framework::interfaces::function::function_type;
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::context::{Attribute, Type};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::{AttrView, TypeView};
use strata_framework::support::diag::Diagnostic;
use strata_framework::verify::DialectAttrVerifier;
use strata_framework::Context;

/// The attribute annotating each element of a struct argument or result.
const STRUCT_ATTRS: &str = "llvm.struct_attrs";

/// The attribute holding a module's LLVM data layout string.
const DATA_LAYOUT: &str = "llvm.data_layout";

/// The `llvm` dialect's [`DialectAttrVerifier`].
pub(crate) struct LLVMAttrVerifier;

/// Registers the dialect's attribute checks.
pub(crate) fn register(ctx: &Context) {
    let _ =
        ctx.add_dialect_interface::<dyn DialectAttrVerifier>("llvm", Box::new(LLVMAttrVerifier));
}

/// The types of a function op's arguments and results (an `llvm.func`'s `void` result
/// counts as one, as in MLIR 16); none for another op.
fn signature(op: &OpRef<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    let ctx = op.ctx;
    if let Some(fty) = function_type(op) {
        let view = TypeView::new(ctx, fty);
        return Some((view.function_inputs(), view.function_results()));
    }
    let ty = op
        .attr("function_type")
        .and_then(|a| AttrView::new(ctx, a).type_value())?
        .ty;
    let f = LLVMFunctionType::from_type(ctx, ty)?;
    Some((f.param_types(), vec![f.return_type()]))
}

fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}

fn is_integer(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

/// MLIR's `verifyFuncOpInterfaceStructAttr`: `llvm.struct_attrs` annotates a struct, or
/// a pointer to one, with an array of as many elements as the struct has.
fn verify_struct_attrs(op: &OpRef<'_>, value: Attribute, ty: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let st = LLVMStructType::from_type(ctx, ty).or_else(|| {
        LLVMPointerType::from_type(ctx, ty)
            .and_then(|p| p.element_type())
            .and_then(|e| LLVMStructType::from_type(ctx, e))
    });
    let Some(st) = st else {
        return Err(op.error(format!(
            "expected '{STRUCT_ATTRS}' to annotate '!llvm.struct' or '!llvm.ptr<struct<...>>'"
        )));
    };
    let Some(elements) = AttrView::new(ctx, value).array_elements() else {
        return Err(op.error(format!(
            "expected '{STRUCT_ATTRS}' to be an array attribute"
        )));
    };
    if elements.len() != st.body().len() {
        return Err(op.error(format!(
            "size of '{STRUCT_ATTRS}' must match the size of the annotated '!llvm.struct'"
        )));
    }
    Ok(())
}

impl DialectAttrVerifier for LLVMAttrVerifier {
    fn verify_operation_attribute(
        &self,
        op: &OpRef<'_>,
        name: &str,
        value: Attribute,
    ) -> Result<(), Diagnostic> {
        if name == STRUCT_ATTRS {
            return Err(op.op_error(format!(
                "'{STRUCT_ATTRS}' is permitted only in argument or result attributes"
            )));
        }
        if name == DATA_LAYOUT {
            // MLIR's `verifyDataLayoutString`: the string must parse as LLVM's.
            let AttrKind::String { value, .. } = op.ctx.attr_kind(value) else {
                return Err(op.op_error(format!(
                    "expected '{DATA_LAYOUT}' to be a string attributes"
                )));
            };
            let text = String::from_utf8_lossy(value);
            if let Some(e) = super::data_layout::data_layout_string_error(&text) {
                return Err(op.op_error(format!("invalid data layout descriptor: {e}\n")));
            }
        }
        Ok(())
    }

    fn verify_region_arg_attribute(
        &self,
        op: &OpRef<'_>,
        _region: usize,
        arg: usize,
        name: &str,
        value: Attribute,
    ) -> Result<(), Diagnostic> {
        let ctx = op.ctx;
        if name == "llvm.noalias" && !is_unit(ctx, value) {
            return Err(op.error("expected llvm.noalias argument attribute to be a unit attribute"));
        }
        if name == "llvm.align" && !is_integer(ctx, value) {
            return Err(op.error("llvm.align argument attribute of non integer type"));
        }
        if name == STRUCT_ATTRS {
            if let Some(ty) = signature(op).and_then(|(args, _)| args.get(arg).copied()) {
                return verify_struct_attrs(op, value, ty);
            }
        }
        Ok(())
    }

    fn verify_region_result_attribute(
        &self,
        op: &OpRef<'_>,
        _region: usize,
        result: usize,
        name: &str,
        value: Attribute,
    ) -> Result<(), Diagnostic> {
        let ctx = op.ctx;
        let Some(ty) = signature(op).and_then(|(_, res)| res.get(result).copied()) else {
            return Ok(());
        };
        if LLVMVoidType::from_type(ctx, ty).is_some() {
            return Err(op.error("cannot attach result attributes to functions with a void return"));
        }
        let unit_attrs = [
            "llvm.noalias",
            "llvm.readonly",
            "llvm.noundef",
            "llvm.signext",
            "llvm.zeroext",
        ];
        if unit_attrs.contains(&name) && !is_unit(ctx, value) {
            return Err(op.error(format!(
                "expected {name} result attribute to be a unit attribute"
            )));
        }
        if name == "llvm.align" && !is_integer(ctx, value) {
            return Err(op.error("expected llvm.align result attribute to be an integer attribute"));
        }
        if name == STRUCT_ATTRS {
            return verify_struct_attrs(op, value, ty);
        }
        // The result's type is checked when it is one of LLVM's.
        if !super::is_compatible(ctx, ty) {
            return Ok(());
        }
        let pointer_attrs = ["llvm.noalias", "llvm.readonly", "llvm.align"];
        if pointer_attrs.contains(&name) && LLVMPointerType::from_type(ctx, ty).is_none() {
            return Err(op.error(format!("{name} attribute attached to non-pointer result")));
        }
        let integer_attrs = ["llvm.signext", "llvm.zeroext"];
        if integer_attrs.contains(&name) && !TypeView::new(ctx, ty).is_integer() {
            return Err(op.error(format!("{name} attribute attached to non-integer result")));
        }
        Ok(())
    }
}
