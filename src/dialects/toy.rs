//! The dialect `toy` (`spec/dialects/toy.td`): attributes and types defined in `.td`,
//! plus the verifiers and the custom form their specs ask for.

include!(concat!(env!("OUT_DIR"), "/toy_ops.rs"));

use strata_framework::diag::Diagnostic;
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};

/// `!toy.int<0>` and widths above 64 are rejected.
impl AttrOrTypeVerifier for ToyIntegerType<'_> {
    fn verify(&self) -> Result<(), String> {
        match self.width() {
            1..=64 => Ok(()),
            w => Err(format!("toy integer width must be in 1..=64, got {w}")),
        }
    }
}

/// A range is not empty and has a positive step.
impl AttrOrTypeVerifier for RangeAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        if self.lo() > self.hi() {
            return Err(format!("range is empty: {} > {}", self.lo(), self.hi()));
        }
        if self.step() <= 0 {
            return Err(format!("range step must be positive, got {}", self.step()));
        }
        Ok(())
    }
}

/// `#toy.color<rgb R G B>`.
impl<'c> AttrOrTypeCustomFormat<'c> for ColorAttr<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        p.parse_literal("<")?;
        p.parse_literal("rgb")?;
        let mut c = [0u8; 3];
        for v in &mut c {
            let at = p.pos();
            let n = p.parse_integer()?;
            *v = u8::try_from(n)
                .map_err(|_| p.error_at(at, format!("color component {n} is not in 0..=255")))?;
        }
        p.parse_literal(">")?;
        Ok(ColorAttr::get(p.ctx(), c[0], c[1], c[2]))
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write(&format!("<rgb {} {} {}>", self.r(), self.g(), self.b()));
    }
}
