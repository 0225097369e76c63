//! The tutorial dialect `calc` (`spec/dialects/calc.td`, walked through in
//! `docs/writing-a-dialect.md`): generated ops plus the verifier its spec asks for.

include!(concat!(env!("OUT_DIR"), "/calc_ops.rs"));

use strata_framework::ods::HasVerifier;
use strata_framework::support::diag::Diagnostic;

/// `calc.cmp lt` of a value with itself is always false: rejected.
impl HasVerifier for CmpOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        if self.predicate() == Predicate::Lt && self.lhs() == self.rhs() {
            return Err(self.0.op_error("compares a value with itself"));
        }
        Ok(())
    }
}
