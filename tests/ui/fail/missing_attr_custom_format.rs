// The spec of `#toy.color` says `hasCustomAssemblyFormat = 1`: without an
// implementation of `AttrOrTypeCustomFormat` for its handle the generated code does not
// compile, and the error names the hook.
include!("../../../generated/toy_ops.rs");

use strata_framework::ods::AttrOrTypeVerifier;

impl AttrOrTypeVerifier for RangeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        Ok(())
    }
}

impl AttrOrTypeVerifier for ToyIntegerType<'_> {
    fn verify(&self) -> Result<(), String> {
        Ok(())
    }
}

fn main() {}
