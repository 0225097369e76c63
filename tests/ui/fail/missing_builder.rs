// The spec of `hooks.built` declares a builder without a body: without an implementation
// of the op's `BuiltOpBuilders` the error names the trait.
include!("../hooks_ops.rs");

use strata_framework::asm::custom::{OpParser, OpPrinter};
use strata_framework::ods::{HasCustomAssemblyFormat, HasVerifier};

impl HasVerifier for VerifiedOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        Ok(())
    }
}

impl HasCustomAssemblyFormat for CustomOp<'_> {
    fn parse(_: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn print(_: &mut OpPrinter<'_, '_>) {}
}

fn main() {}
