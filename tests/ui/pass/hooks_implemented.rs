// A spec asking for a verifier and a custom form compiles once both are implemented.
include!("../hooks_ops.rs");

use strata_framework::asm::custom::{OpParser, OpPrinter};
use strata_framework::diag::Diagnostic;
use strata_framework::ods::{HasCustomAssemblyFormat, HasVerifier};

impl HasVerifier for VerifiedOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        match self.limit() {
            Some(l) if l < 0 => Err(self.0.op_error("limit must be non-negative")),
            _ => Ok(()),
        }
    }
}

impl HasCustomAssemblyFormat for CustomOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let vals = p.parse_operand_list()?;
        let tys = p.parse_colon_type_list()?;
        let pos = p.pos();
        let vs = p.resolve_operands(&vals, &tys, pos)?;
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let vals: Vec<_> = op.operands().collect();
        p.write(" ");
        p.print_operands(vals.iter().copied());
    }
}

fn main() {
    let ctx = strata_framework::Context::new();
    register(&ctx);
    assert!(ctx.is_registered_op("hooks.verified"));
}
