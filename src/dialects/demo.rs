//! The dialect `demo` (`spec/dialects/demo.td`): attributes and types defined in `.td`,
//! plus the verifiers and the custom form their specs ask for.

include!(concat!(env!("OUT_DIR"), "/demo_ops.rs"));

use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};
use strata_framework::support::diag::Diagnostic;

/// The `custom<...>` directives of the dialect's attribute formats (MLIR's
/// `parseName`/`printName`): a bound parameter arrives as `&mut Option<T>` to set, a
/// `ref` parameter and a string argument by value.
pub mod directives {
    use strata_framework::ods::{DefParser, DefPrinter};
    use strata_framework::support::diag::Diagnostic;

    /// `W x H`, the separator given by the format.
    pub fn parse_extent(
        p: &mut DefParser<'_, '_>,
        width: &mut Option<i64>,
        height: &mut Option<i64>,
        separator: &str,
    ) -> Result<(), Diagnostic> {
        *width = Some(integer(p)?);
        p.parse_literal(separator)?;
        *height = Some(integer(p)?);
        Ok(())
    }

    /// Writes `W x H`.
    pub fn print_extent(p: &mut DefPrinter<'_>, width: i64, height: i64, separator: &str) {
        p.write(&format!("{width} {separator} {height}"));
    }

    /// An optional `area N`, which must be the product of the extent.
    pub fn parse_area(
        p: &mut DefParser<'_, '_>,
        width: i64,
        height: i64,
    ) -> Result<(), Diagnostic> {
        if p.parse_optional_literal("area") {
            let at = p.pos();
            let area = integer(p)?;
            if area != width * height {
                return Err(p.error_at(at, format!("area {area} is not {width} x {height}")));
            }
        }
        Ok(())
    }

    /// Writes `area N`.
    pub fn print_area(p: &mut DefPrinter<'_>, width: i64, height: i64) {
        p.write(&format!("area {}", width * height));
    }

    fn integer(p: &mut DefParser<'_, '_>) -> Result<i64, Diagnostic> {
        let at = p.pos();
        let v = p.parse_integer()?;
        i64::try_from(v).map_err(|_| p.error_at(at, format!("integer {v} does not fit in i64")))
    }
}

/// The dialect's implementation of its dialect interface `DemoInlinerInterface`.
struct DemoInliner;

impl DemoInlinerInterface for DemoInliner {
    fn is_legal_to_inline(&self) -> bool {
        true
    }
    fn inline_cost(&self, num_ops: u32) -> u32 {
        num_ops
    }
}

/// Registers the dialect's dialect interfaces (MLIR's `addInterfaces` in the dialect's
/// constructor). A second call for the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn DemoInlinerInterface>("demo", Box::new(DemoInliner));
}

/// `!demo.int<0>` and widths above 64 are rejected.
impl AttrOrTypeVerifier for DemoIntegerType<'_> {
    fn verify(&self) -> Result<(), String> {
        match self.width() {
            1..=64 => Ok(()),
            w => Err(format!("demo integer width must be in 1..=64, got {w}")),
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

/// `#demo.color<rgb R G B>`.
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

/// The spec's builder without a body: a square matrix.
impl<'c> MatrixTypeBuilders<'c> for MatrixType<'c> {
    fn get_square(
        ctx: &'c strata_framework::Context,
        size: u32,
        element: strata_framework::Type,
    ) -> MatrixType<'c> {
        MatrixType::get(ctx, size, size, element, None)
    }
}

/// `!demo.int<N>` is `N` bits wide.
impl type_interface_methods::DemoIntegerTypeDeclaredMethods for DemoIntegerType<'_> {
    fn get_bit_width(&self) -> u64 {
        self.width()
    }
}

/// A vector's elements are packed; its byte width is its elements' byte widths (the spec
/// overrides the default with `DeclareTypeInterfaceMethods`).
impl type_interface_methods::VectorTypeDeclaredMethods for VectorType<'_> {
    fn get_bit_width(&self) -> u64 {
        u64::from(self.size()) * self.element().width()
    }
    fn get_byte_width(&self) -> u64 {
        u64::from(self.size()) * self.element().width().div_ceil(8)
    }
}

/// A range counts its steps.
impl attr_interface_methods::RangeAttrDeclaredMethods for RangeAttr<'_> {
    fn get_size(&self) -> u64 {
        if self.hi() <= self.lo() || self.step() <= 0 {
            return 0;
        }
        (self.hi() - self.lo())
            .unsigned_abs()
            .div_ceil(self.step().unsigned_abs())
    }
    fn get_unit() -> &'static str {
        "steps"
    }
}

/// A shape counts its elements.
impl attr_interface_methods::ShapeAttrDeclaredMethods for ShapeAttr<'_> {
    fn get_size(&self) -> u64 {
        self.dims().iter().map(|d| d.unsigned_abs()).product()
    }
    fn get_unit() -> &'static str {
        "elements"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_framework::Context;

    /// The interfaces are found at run time from a bare `Type`/`Attribute` and call the
    /// dialect's methods, the defaults, and the overridden default.
    #[test]
    fn interfaces_through_handles() {
        let ctx = Context::new();
        register(&ctx);
        let i12 = DemoIntegerType::get(&ctx, 12);
        let w = DemoBitWidthTypeInterfaceRef::get(&ctx, i12.ty()).expect("int implements it");
        assert_eq!((w.get_bit_width(), w.get_byte_width()), (12, 2));
        assert!(w.is_same_as(i12.ty()));
        assert!(!w.is_same_as(ctx.int_type(12)));
        let v = VectorType::get(&ctx, 3, i12);
        let w = DemoBitWidthTypeInterfaceRef::get(&ctx, v.ty()).expect("vector implements it");
        assert_eq!((w.get_bit_width(), w.get_byte_width()), (36, 6));
        assert!(DemoBitWidthTypeInterfaceRef::get(&ctx, UnitType::get(&ctx).ty()).is_none());
        assert!(DemoBitWidthTypeInterfaceRef::get(&ctx, ctx.int_type(8)).is_none());

        let r = RangeAttr::get(&ctx, 0, 10, 3, None);
        let s = DemoSizedAttrInterfaceRef::get(&ctx, r.attr()).expect("range implements it");
        assert_eq!(
            (s.get_size(), s.is_empty(), s.get_unit()),
            (4, false, "steps")
        );
        let sh = ShapeAttr::get(&ctx, vec![2, 0], ctx.int_type(8), false);
        let s = DemoSizedAttrInterfaceRef::get(&ctx, sh.attr()).expect("shape implements it");
        assert_eq!(
            (s.get_size(), s.is_empty(), s.get_unit()),
            (0, true, "elements")
        );
        let c = ColorAttr::get(&ctx, 1, 2, 3);
        assert!(DemoSizedAttrInterfaceRef::get(&ctx, c.attr()).is_none());
        assert!(DemoSizedAttrInterfaceRef::get(&ctx, ctx.unit_attr()).is_none());
    }

    /// The spec's custom builders: with a body (`$_get` uniques), with a `CArg` default,
    /// with their own return type, inferring the context, and without a body.
    #[test]
    fn custom_builders() {
        let ctx = Context::new();
        register(&ctx);
        let full = RangeAttr::get(&ctx, 2, 10, 1, None);
        assert_eq!(RangeAttr::get_lo_hi_step(&ctx, 2, 10, None), full);
        assert_eq!(
            RangeAttr::get_lo_hi_step(&ctx, 2, 10, Some(4)),
            RangeAttr::get(&ctx, 2, 10, 4, None)
        );
        assert_eq!(
            RangeAttr::get_upto(&ctx, 5),
            RangeAttr::get(&ctx, 0, 5, 1, None)
        );
        let labelled = RangeAttr::get_labelled(&ctx, 1, 3, "x").unwrap();
        assert_eq!(labelled.label().as_deref(), Some("x"));
        assert_eq!(
            RangeAttr::get_labelled(&ctx, 3, 1, "x").unwrap_err(),
            "range is empty: 3 > 1"
        );
        let i8t = DemoIntegerType::get(&ctx, 8);
        let v = VectorType::of_element(i8t, None);
        assert_eq!(v, VectorType::get(&ctx, 4, i8t));
        assert_eq!(VectorType::of_element(i8t, Some(2)).size(), 2);
        let m = MatrixType::get_square(&ctx, 3, ctx.int_type(32));
        assert_eq!((m.rows(), m.cols(), m.layout()), (3, 3, None));
    }

    /// A native trait is found by name; a predicate trait is checked by `get_checked`.
    #[test]
    fn traits_of_defs() {
        use strata_framework::ods::type_has_trait;
        let ctx = Context::new();
        register(&ctx);
        let i8t = DemoIntegerType::get(&ctx, 8);
        assert!(type_has_trait(&ctx, i8t.ty(), "Scalar"));
        assert!(DemoIntegerType::spec().has_trait("Scalar"));
        assert!(!type_has_trait(&ctx, UnitType::get(&ctx).ty(), "Scalar"));
        assert!(!type_has_trait(&ctx, ctx.int_type(8), "Scalar"));
        assert!(BoxAttr::get_checked(&ctx, 2, 3).is_ok());
        assert_eq!(
            BoxAttr::get_checked(&ctx, -2, 3).unwrap_err(),
            "failed to verify that the extent is not negative"
        );
    }
}

#[cfg(test)]
mod dialect_interface_tests {
    use super::DemoInlinerInterface;
    use strata_framework::ir::dialect_interface::DialectInterfaceCollection;
    use strata_framework::Context;

    #[test]
    fn the_inliner_interface_is_registered_and_found() {
        let ctx = Context::new();
        crate::dialects::register_all(&ctx);
        let demo = ctx
            .dialect_interface::<dyn DemoInlinerInterface>("demo")
            .expect("registered by demo::register_interfaces");
        assert!(demo.is_legal_to_inline());
        assert_eq!(demo.inline_cost(3), 3);
        // Registering again keeps the first implementation.
        super::register_interfaces(&ctx);
        let all = DialectInterfaceCollection::<dyn DemoInlinerInterface>::new(&ctx);
        assert_eq!(all.dialects(), vec!["demo"]);
        assert!(ctx
            .dialect_interface::<dyn DemoInlinerInterface>("arith")
            .is_none());
    }
}
