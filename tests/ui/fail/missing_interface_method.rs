// `hooks.built` names `getLabel` in `DeclareOpInterfaceMethods<CountedOpInterface,
// ["getLabel"]>`: the method has a default, but the op declared its own, so leaving it
// out is an error naming it.
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

impl interface_methods::BuiltOpDeclaredMethods for BuiltOp<'_> {
    fn get_count(&self) -> i64 {
        self.count()
    }
    fn get_kind() -> &'static str {
        "inputs"
    }
}

fn main() {}
