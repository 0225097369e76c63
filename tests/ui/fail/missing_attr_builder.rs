// The spec of `!demo.matrix` declares a builder without a body (`get_square`): without an
// implementation of `MatrixTypeBuilders` the generated code does not compile, and the
// error names the trait.
include!("../../../generated/demo_ops.rs");

// The dialect's `custom<...>` directives, which the generated formats call.
use strata::dialects::demo::directives;

use strata_framework::support::diag::Diagnostic;
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};

impl AttrOrTypeVerifier for DemoIntegerType<'_> {
    fn verify(&self) -> Result<(), String> {
        Ok(())
    }
}

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

// The interface methods the demo spec declares (no default, or overridden).
impl type_interface_methods::DemoIntegerTypeDeclaredMethods for DemoIntegerType<'_> {
    fn get_bit_width(&self) -> u64 {
        self.width()
    }
}

impl type_interface_methods::VectorTypeDeclaredMethods for VectorType<'_> {
    fn get_bit_width(&self) -> u64 {
        u64::from(self.size()) * self.element().width()
    }
    fn get_byte_width(&self) -> u64 {
        u64::from(self.size()) * self.element().width().div_ceil(8)
    }
}

impl attr_interface_methods::RangeAttrDeclaredMethods for RangeAttr<'_> {
    fn get_size(&self) -> u64 {
        0
    }
    fn get_unit() -> &'static str {
        "steps"
    }
}

impl attr_interface_methods::ShapeAttrDeclaredMethods for ShapeAttr<'_> {
    fn get_size(&self) -> u64 {
        self.dims().iter().map(|d| d.unsigned_abs()).product()
    }
    fn get_unit() -> &'static str {
        "elements"
    }
}

fn main() {}
