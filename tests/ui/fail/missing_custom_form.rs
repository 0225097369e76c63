// The spec of `hooks.custom` says `hasCustomAssemblyFormat = 1`: without an
// implementation of `HasCustomAssemblyFormat` the error names the hook.
include!("../hooks_ops.rs");

use strata_framework::diag::Diagnostic;
use strata_framework::ods::HasVerifier;

impl HasVerifier for VerifiedOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        Ok(())
    }
}

fn main() {}
