// The handles generated for the `demo` dialect's attributes and types (the reviewed copy
// in generated/demo_ops.rs): `get`, `get_checked`, accessors, casts, uniquing, printing;
// parameters that are other defs take and return their handles.
include!("../../../generated/demo_ops.rs");

// The dialect's `custom<...>` directives, which the generated formats call.
use strata::dialects::demo::directives;

use strata_framework::asm::print_attr::AttrPrinter;
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
    let t = DemoIntegerType::get(&ctx, 32);
    assert_eq!(t, DemoIntegerType::get(&ctx, 32));
    assert_eq!(t.width(), 32);
    assert!(DemoIntegerType::get_checked(&ctx, 0).is_err());
    assert_eq!(DemoIntegerType::from_type(&ctx, t.ty()), Some(t));
    assert!(MatrixType::from_type(&ctx, t.ty()).is_none());

    let r = RangeAttr::get(&ctx, 0, 10, 2, Some("x".to_string()));
    assert_eq!((r.lo(), r.hi(), r.step()), (0, 10, 2));
    assert_eq!(r.label().as_deref(), Some("x"));
    assert_eq!(RangeAttr::from_attr(&ctx, r.attr()), Some(r));
    assert!(ShapeAttr::from_attr(&ctx, r.attr()).is_none());

    let m = MatrixType::get(&ctx, 2, 3, ctx.int_type(8), None);
    assert_eq!(m.element(), ctx.int_type(8));
    assert_eq!(m.layout(), None);
    let s = ShapeAttr::get(&ctx, vec![2, 3], t.ty(), false);
    assert_eq!(s.dims(), vec![2, 3]);

    let p = AttrPrinter {
        ctx: &ctx,
        aliases: None,
    };
    assert_eq!(p.attr_to_string(r.attr()), "#demo.range<0, 10 step 2 label \"x\">");
    assert_eq!(
        p.type_to_string(m.ty()),
        "!demo.matrix<rows = 2, cols = 3, element = i8>"
    );
    assert_eq!(p.attr_to_string(s.attr()), "#demo.shape<[2, 3], !demo.int<32>, false>");
    assert_eq!(p.attr_to_string(ColorAttr::get(&ctx, 1, 2, 3).attr()), "#demo.color<1 2 3>");
    assert_eq!(p.type_to_string(UnitType::get(&ctx).ty()), "!demo.unit");

    let v = VectorType::get(&ctx, 4, t);
    assert_eq!(v.element(), t);
    assert_eq!(p.type_to_string(v.ty()), "!demo.vector<4, <32>>");
    let c = ColorAttr::get(&ctx, 1, 2, 3);
    let span = SpanAttr::get(&ctx, r, vec![c, c], None);
    assert_eq!((span.outer(), span.colors(), span.inner()), (r, vec![c, c], None));
    assert_eq!(
        p.attr_to_string(span.attr()),
        "#demo.span<#demo.range<0, 10 step 2 label \"x\">, [<1 2 3>, <1 2 3>]>"
    );
}
