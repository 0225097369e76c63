//! `symbol-privatize` (MLIR 16's `SymbolPrivatize`): makes the symbols directly in the
//! op's regions private, but those named in `exclude`.

use crate::ir::body::IsolatedOpMut;
use crate::ir::context::Context;
use crate::ir::registry::OpRef;
use crate::ir::symbol::{symbol_name, VISIBILITY_ATTR};
use crate::pass::{DeclaredPass, PassRun};

use super::passes::SymbolPrivatizeBase;

use super::symbols::is_symbol;

/// Sets `sym_visibility = "private"` on every symbol of the blocks of `op`'s regions whose
/// name is not in `exclude`.
pub fn privatize_symbols(ctx: &Context, op: &mut IsolatedOpMut<'_>, exclude: &[String]) {
    let body = &mut *op.body;
    let key = ctx.ident(VISIBILITY_ATTR);
    let private = ctx.string_attr("private");
    for &r in op.regions {
        let ops: Vec<_> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        for o in ops {
            if !is_symbol(&OpRef::new(ctx, body, o)) {
                continue;
            }
            let name = symbol_name(ctx, body, o).unwrap_or_default();
            if exclude.contains(&name) {
                continue;
            }
            let mut entries = ctx.dictionary_entries(body.attrs(o));
            entries.push((key, private));
            let attrs = ctx.dictionary_attr(entries);
            body.set_attrs(o, attrs);
        }
    }
}

/// The `symbol-privatize` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct SymbolPrivatize {
    base: SymbolPrivatizeBase,
}

impl DeclaredPass for SymbolPrivatize {
    type Base = SymbolPrivatizeBase;
    fn base(&self) -> &SymbolPrivatizeBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut SymbolPrivatizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        privatize_symbols(run.ctx, run.op, self.base.options.exclude.values());
    }
}
