//! `strip-debuginfo` (MLIR's `StripDebugInfo`): every location of the op it runs on and
//! of everything nested in it, block arguments included, becomes `loc(unknown)`.

use crate::pass::{DeclaredPass, PassRun};

use super::passes::StripDebugInfoBase;

/// The `strip-debuginfo` pass (op-agnostic).
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo {
    base: StripDebugInfoBase,
}

impl DeclaredPass for StripDebugInfo {
    type Base = StripDebugInfoBase;
    fn base(&self) -> &StripDebugInfoBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut StripDebugInfoBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let unknown = run.ctx.unknown_loc();
        *run.op.loc = unknown;
        // Every op and block-argument location of the op's arena and of the arenas nested
        // in it (a block argument without one prints as unknown already).
        let stripped: Result<(), std::convert::Infallible> =
            run.op.body.map_locations(&mut |_| Ok(unknown));
        let Ok(()) = stripped;
    }
}
