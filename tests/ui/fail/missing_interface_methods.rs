// `hooks.built` declares methods of `CountedOpInterface` in its spec: without an
// implementation of `BuiltOpDeclaredMethods` the error names the trait.
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

// `hooks.built` declares a builder without a body.
impl BuiltOpBuilders for BuiltOp<'_> {
    fn build_input_times(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        times: i64,
    ) -> OperationState {
        let inputs = vec![input; times.max(0) as usize];
        BuiltOp::build(ctx, loc, &inputs, ctx.int_type(32), times)
    }
}

fn main() {}
