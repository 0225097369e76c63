// The spec of `!toy.int` says `genVerifyDecl = 1`: without an implementation of
// `AttrOrTypeVerifier` for its handle the generated code does not compile, and the error
// names the hook.
include!("../../../generated/toy_ops.rs");

use strata_framework::diag::Diagnostic;
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};

impl AttrOrTypeVerifier for RangeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        Ok(())
    }
}

impl<'c> AttrOrTypeCustomFormat<'c> for ColorAttr<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        Err(p.error("no"))
    }
    fn print(&self, _: &mut DefPrinter<'_>) {}
}

fn main() {}
