//! Calls and callables (MLIR's `CallInterfaces`): what a call resolves to.

use crate::ir::body::ValueDef;
use crate::ir::registry::OpRef;
use crate::ir::symbol::SymbolScope;
use crate::ods::CallInterfaceCallable;

/// The op the call `call` resolves to, given what it calls (MLIR's
/// `CallOpInterface::resolveCallable`): for a symbol, the symbol op found from `symbols`,
/// the nearest symbol table around the call; for a value, the op defining it (a value
/// that is a block argument resolves to nothing).
pub fn resolve_callable<'a>(
    call: &OpRef<'a>,
    callee: CallInterfaceCallable,
    symbols: &SymbolScope<'a>,
) -> Option<OpRef<'a>> {
    match callee {
        CallInterfaceCallable::Symbol(symbol) => symbols
            .lookup(symbol)
            .map(|(body, op)| OpRef::new(call.ctx, body, op)),
        CallInterfaceCallable::Value(v) => match call.body.value_def(v) {
            ValueDef::OpResult(def, _) => Some(OpRef::new(call.ctx, call.body, def)),
            _ => None,
        },
    }
}
