//! `strip-debuginfo` (MLIR's `StripDebugInfo`): every location of the op it runs on and
//! of everything nested in it, block arguments included, becomes `loc(unknown)`.

use crate::pass::{Pass, PassRun};

/// The `strip-debuginfo` pass (op-agnostic).
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &str {
        "strip-debuginfo"
    }
    fn name(&self) -> &str {
        "StripDebugInfo"
    }
    fn description(&self) -> &str {
        "Strip debug info from all operations"
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
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
