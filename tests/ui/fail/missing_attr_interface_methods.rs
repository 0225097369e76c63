// `#demo.shape` lists `DemoSizedAttrInterface`, whose `getSize` has no default: without
// an implementation of its declared-methods trait the generated code does not compile,
// and the error names the trait.
include!("../../../generated/demo_ops.rs");

// The dialect's `custom<...>` directives, which the generated formats call.
use strata::dialects::demo::directives;

use strata_framework::support::diag::Diagnostic;
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};

// The builder the demo spec declares without a body.
impl<'c> MatrixTypeBuilders<'c> for MatrixType<'c> {
    fn get_square(ctx: &'c strata_framework::Context, size: u32, element: strata_framework::Type) -> MatrixType<'c> {
        MatrixType::get(ctx, size, size, element, None)
    }
}

impl AttrOrTypeVerifier for DemoIntegerType<'_> {
    fn verify(&self) -> Result<(), String> {
        if self.width() == 0 {
            return Err("zero width".into());
        }
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
        p.parse_literal("<")?;
        let (r, g, b) = (p.parse_integer()?, p.parse_integer()?, p.parse_integer()?);
        p.parse_literal(">")?;
        Ok(ColorAttr::get(p.ctx(), r as u8, g as u8, b as u8))
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write(&format!("<{} {} {}>", self.r(), self.g(), self.b()));
    }
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

fn main() {}
