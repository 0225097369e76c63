// The attribute and type interfaces of the `demo` spec (generated/demo_ops.rs), queried at
// run time from a bare `Type`/`Attribute` through their handles: the dialect's methods,
// the defaults, a default the spec overrides (`DeclareTypeInterfaceMethods`), a static
// method; values whose def does not list the interface have none.
include!("../../../generated/demo_ops.rs");

// The dialect's `custom<...>` directives, which the generated formats call.
use strata::dialects::demo::directives;

use strata_framework::support::diag::Diagnostic;
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};
use strata_framework::Context;

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

impl attr_interface_methods::ShapeAttrDeclaredMethods for ShapeAttr<'_> {
    fn get_size(&self) -> u64 {
        self.dims().iter().map(|d| d.unsigned_abs()).product()
    }
    fn get_unit() -> &'static str {
        "elements"
    }
}

fn main() {
    let ctx = Context::new();
    register(&ctx);
    let i12 = DemoIntegerType::get(&ctx, 12);
    let w = DemoBitWidthTypeInterfaceRef::get(&ctx, i12.ty()).unwrap();
    assert_eq!((w.get_bit_width(), w.get_byte_width()), (12, 2));
    assert!(w.is_same_as(i12.ty()));
    let v = VectorType::get(&ctx, 3, i12);
    let w = DemoBitWidthTypeInterfaceRef::get(&ctx, v.ty()).unwrap();
    assert_eq!((w.get_bit_width(), w.get_byte_width()), (36, 6));
    assert!(DemoBitWidthTypeInterfaceRef::get(&ctx, ctx.int_type(8)).is_none());
    assert_eq!(DemoBitWidthTypeInterfaceRef::NAME, "DemoBitWidthTypeInterface");

    // The trait is usable generically too.
    fn bytes(t: &impl DemoBitWidthTypeInterface) -> u64 {
        t.get_byte_width()
    }
    assert_eq!(bytes(&v), 6);

    let sh = ShapeAttr::get(&ctx, vec![2, 3], i12.ty(), false);
    let s = DemoSizedAttrInterfaceRef::get(&ctx, sh.attr()).unwrap();
    assert_eq!((s.get_size(), s.is_empty(), s.get_unit()), (6, false, "elements"));
    assert_eq!(<ShapeAttr<'_> as DemoSizedAttrInterface>::get_unit(), "elements");
    let c = ColorAttr::get(&ctx, 1, 2, 3);
    assert!(DemoSizedAttrInterfaceRef::get(&ctx, c.attr()).is_none());
}
