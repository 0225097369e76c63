// The spec of `hooks.built` declares a builder without a body: without an implementation
// of the op's `BuiltOpBuilders` the error names the trait.
include!("../hooks_ops.rs");

use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter};
use strata_framework::ods::{HasCustomAssemblyFormat, HasVerifier};

impl HasVerifier for VerifiedOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        Ok(())
    }
}

impl HasCustomAssemblyFormat for CustomOp<'_> {
    fn parse(_: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn print(_: &mut dyn OpAsmPrinter<'_>) {}
}

// `hooks.built` declares `getCount` and the static `getKind` (no defaults) and `getLabel`
// of `CountedOpInterface`.
impl interface_methods::BuiltOpDeclaredMethods for BuiltOp<'_> {
    fn get_count(&self) -> i64 {
        self.count()
    }
    fn get_kind() -> &'static str {
        "inputs"
    }
    fn get_label(&self) -> String {
        self.label().unwrap_or_default()
    }
}

fn main() {}
