//! Functions (MLIR's `FunctionOpInterface`): the check every function op runs, in MLIR's
//! order and wording. The op keeps its signature in `function_type`, the attributes of
//! its arguments and results in `arg_attrs`/`res_attrs` (arrays of dictionaries), and its
//! body, if it has one, in its first region.

use crate::asm::print_attr::AttrPrinter;
use crate::ir::attrs::AttrKind;
use crate::ir::context::Type;
use crate::ir::registry::OpRef;
use crate::ods::{AttrView, TypeView};
use crate::support::diag::Diagnostic;

/// The attribute holding a function op's type.
pub const FUNCTION_TYPE_ATTR: &str = "function_type";
/// The attribute holding the attributes of a function op's arguments.
pub const ARG_ATTRS_ATTR: &str = "arg_attrs";
/// The attribute holding the attributes of a function op's results.
pub const RES_ATTRS_ATTR: &str = "res_attrs";

/// The function type of a function op.
pub fn function_type(op: &OpRef<'_>) -> Option<Type> {
    op.attr(FUNCTION_TYPE_ATTR)
        .and_then(|a| AttrView::new(op.ctx, a).type_value())
        .map(|t| t.ty)
        .filter(|&t| TypeView::new(op.ctx, t).is_function())
}

/// The argument and result types of a function op whose `function_type` is a builtin
/// function type (empty lists otherwise): `FunctionOpInterface`'s default
/// `getArgumentTypes` / `getResultTypes`.
pub fn function_signature(op: &OpRef<'_>) -> (Vec<Type>, Vec<Type>) {
    match function_type(op) {
        Some(t) => {
            let view = TypeView::new(op.ctx, t);
            (view.function_inputs(), view.function_results())
        }
        None => (Vec::new(), Vec::new()),
    }
}

/// `FunctionOpInterface`'s default `verifyType`: `function_type` is a builtin function
/// type.
pub fn verify_function_type(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    match function_type(op) {
        Some(_) => Ok(()),
        None => Err(op.op_error(format!(
            "requires '{FUNCTION_TYPE_ATTR}' attribute of function type"
        ))),
    }
}

/// MLIR's `function_interface_impl::verifyTrait` once the type is checked, for a
/// function of argument types `inputs` and result types `results`: the argument and
/// result attribute arrays match the signature and hold dictionaries of dialect
/// attributes only; the op has one region; and a body's entry block takes the inputs.
pub fn verify_function_op(
    op: &OpRef<'_>,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let printer = AttrPrinter { ctx, aliases: None };
    for (attr, what, plural, n) in [
        (ARG_ATTRS_ATTR, "argument", "arguments", inputs.len()),
        (RES_ATTRS_ATTR, "result", "results", results.len()),
    ] {
        let Some(list) = op
            .attr(attr)
            .and_then(|a| AttrView::new(ctx, a).array_elements())
        else {
            continue;
        };
        if list.len() != n {
            return Err(op.op_error(format!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                list.len()
            )));
        }
        for (i, d) in list.into_iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d.attr) else {
                return Err(op.op_error(format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    printer.attr_to_string(d.attr)
                )));
            };
            // Each attribute is a dialect attribute, checked by its dialect (MLIR's
            // `verifyRegionArgAttribute`/`verifyRegionResultAttribute` of region 0).
            for &(k, v) in entries {
                let name = ctx.ident_ref(k);
                if !name.contains('.') {
                    return Err(op.op_error(format!("{plural} may only have dialect attributes")));
                }
                if let Some(verifier) = crate::verify::dialect_attr_verifier(ctx, name) {
                    if attr == ARG_ATTRS_ATTR {
                        verifier.verify_region_arg_attribute(op, 0, i, name, v)?;
                    } else {
                        verifier.verify_region_result_attribute(op, 0, i, name, v)?;
                    }
                }
            }
        }
    }
    if op.regions().len() != 1 {
        return Err(op.op_error("expects one region"));
    }
    let body = op.region_body();
    let Some(entry) = body.entry_block(op.regions()[0]) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op.op_error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = body.value_type(a);
        if at != t {
            return Err(op.op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                printer.type_to_string(at),
                printer.type_to_string(t)
            )));
        }
    }
    Ok(())
}
