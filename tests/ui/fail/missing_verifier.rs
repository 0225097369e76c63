// The spec of `hooks.verified` says `hasVerifier = 1`: without an implementation of
// `HasVerifier` the generated code does not compile, and the error names the hook.
include!("../hooks_ops.rs");

use strata_framework::asm::custom::{OpParser, OpPrinter};
use strata_framework::diag::Diagnostic;
use strata_framework::ods::HasCustomAssemblyFormat;

impl HasCustomAssemblyFormat for CustomOp<'_> {
    fn parse(_: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn print(_: &mut OpPrinter<'_, '_>) {}
}

fn main() {}
