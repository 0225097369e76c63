//! MLIR's `SymbolOpInterface` check (`verify_symbol`, MLIR's `verifySymbol`), run by the
//! interface's verifier.

use crate::asm::print_attr::AttrPrinter;
use crate::ir::attrs::AttrKind;
use crate::ir::context::Attribute;
use crate::ir::registry::OpRef;
use crate::ir::symbol::{SYMBOL_NAME_ATTR, VISIBILITY_ATTR};
use crate::support::diag::Diagnostic;

/// MLIR's `verifySymbol`, the check of `SymbolOpInterface`: `sym_name` is a string, and
/// `sym_visibility`, if present, is one of the three visibility strings.
pub fn verify_symbol(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let is_string = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::String { ty: None, .. });
    if !op.attr(SYMBOL_NAME_ATTR).is_some_and(is_string) {
        return Err(op.op_error(format!("requires string attribute '{SYMBOL_NAME_ATTR}'")));
    }
    if let Some(vis) = op.attr(VISIBILITY_ATTR) {
        // The attribute's text only for a message: this runs for every symbol op.
        let text = || AttrPrinter { ctx, aliases: None }.attr_to_string(vis);
        if !is_string(vis) {
            return Err(op.op_error(format!(
                "requires visibility attribute '{VISIBILITY_ATTR}' to be a string attribute, but got {}",
                text()
            )));
        }
        let valid = matches!(ctx.attr_kind(vis), AttrKind::String { value, .. }
            if matches!(value.as_slice(), b"public" | b"private" | b"nested"));
        if !valid {
            return Err(op.op_error(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                text()
            )));
        }
    }
    Ok(())
}
