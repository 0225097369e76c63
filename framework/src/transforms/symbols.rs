//! What the symbol passes ask of an op: whether it is a symbol, as MLIR 16's
//! `dyn_cast<SymbolOpInterface>` answers.

use crate::interfaces::base::SymbolOpInterfaceRef;
use crate::ir::registry::OpRef;
use crate::ir::symbol::SYMBOL_NAME_ATTR;

/// Whether `op` is a symbol (MLIR 16's `isa<SymbolOpInterface>`): it implements
/// `SymbolOpInterface` and has a `sym_name` (the interface's `extraClassOf`, which leaves
/// out optional symbols without a name). `builtin.module`, an optional symbol in MLIR,
/// counts when it is named: its record in Strata is written by hand, without interface
/// models.
pub fn is_symbol(op: &OpRef<'_>) -> bool {
    op.attr(SYMBOL_NAME_ATTR).is_some()
        && (SymbolOpInterfaceRef::get(*op).is_some() || op.name() == "builtin.module")
}
