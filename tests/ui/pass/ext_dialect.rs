// A type whose parameters are another dialect's type and attribute (tests/ui/ext.td):
// the generated code (tests/ui/ext_ops.rs) names demo's handles and tables through demo's
// `cppNamespace`, `crate::dialects::demo`; the format writes the demo type stripped of its
// `!demo.int` (either form parses) and the `qualified` attribute in full. And ops whose
// `custom<...>` directives take a string argument (a Rust `&str` here) and `attr-dict`.
mod dialects {
    pub use strata::dialects::demo;
}

include!("../ext_ops.rs");

/// The `custom<...>` directives of the ext dialect's op formats.
mod directives {
    use strata_framework::ods::format::CustomDirective;
    use strata_framework::ods::AttrView;

    /// `KEYWORD N`: the keyword is the directive's string argument, `N` the attribute.
    #[allow(non_upper_case_globals)]
    pub static Keyworded: CustomDirective = CustomDirective {
        parse: |p, args| {
            let kw: &'static str = args.value(p.ctx(), 0).expect("a &str argument");
            p.parse_keyword(kw)?;
            let at = p.name_pos();
            let n = p.parse_optional_integer()?.ok_or_else(|| p.error_at(at, "expected integer"))?;
            let a = p.ctx().integer_attr(n, p.ctx().int_type(64));
            args.set_attr(p, 1, a);
            Ok(())
        },
        print: |p, args| {
            let kw: &'static str = args.value(0).expect("a &str argument");
            let n = args.attr(1).and_then(|a| AttrView::new(args.ctx(), a).int_value());
            p.write(&format!("{kw} {}", n.unwrap_or(0)));
        },
    };

    /// `with {attrs}`, or nothing when the op has no attributes.
    #[allow(non_upper_case_globals)]
    pub static WithAttrs: CustomDirective = CustomDirective {
        parse: |p, _args| {
            if p.parse_optional_keyword("with") {
                p.parse_optional_attr_dict()?;
            }
            Ok(())
        },
        print: |p, args| {
            let dict = args.attr_dict(0).expect("an attr-dict argument");
            if !args.ctx().dictionary_entries(dict).is_empty() {
                p.write("with ");
                p.print_attribute(dict);
            }
        },
    };
}

use dialects::demo::{RangeAttr, DemoIntegerType};
use strata_framework::asm::{parse_module, print_op, ParseOptions, PrintOptions};
use strata_framework::Context;

fn main() {
    let ctx = Context::new();
    strata::dialects::register_all(&ctx);
    register(&ctx);

    let i8t = DemoIntegerType::get(&ctx, 8);
    let w = WrapType::get(&ctx, 4, i8t, None);
    assert_eq!((w.count(), w.element(), w.range()), (4, i8t, None));
    let r = RangeAttr::get(&ctx, 0, 4, 1, None);
    let wr = WrapType::get(&ctx, 2, i8t, Some(r));
    assert_eq!(wr.range(), Some(r));
    assert_ne!(w, wr);

    let src = "func.func private @f(!ext.wrap<4 x <8>>, !ext.wrap<2 x !demo.int<8> in #demo.range<0, 4>>)";
    let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
    let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
    assert!(
        text.contains("func.func private @f(!ext.wrap<4 x <8>>, !ext.wrap<2 x <8> in #demo.range<0, 4>>)"),
        "{text}"
    );
    // The parsed types are the ones built from Rust.
    let printed_w = strata_framework::asm::print_attr::AttrPrinter { ctx: &ctx, aliases: None }
        .type_to_string(w.ty());
    assert_eq!(printed_w, "!ext.wrap<4 x <8>>");

    // The op's directive reads its string argument.
    let m = parse_module(&ctx, "ext.shift by 3", &ParseOptions::default()).expect("parses");
    let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
    assert!(text.contains("ext.shift by 3"), "{text}");
    let e = parse_module(&ctx, "ext.shift of 3", &ParseOptions::default()).unwrap_err();
    // A custom form's keyword error carries MLIR's `custom op '…'` prefix.
    assert_eq!(e.message, "custom op 'ext.shift' expected 'by'");

    // A directive that parses and prints the attribute dictionary.
    let src = "ext.note with {text = \"hi\", z = 1 : i64}\next.note";
    let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
    let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
    // As MLIR's printers do, the space before the directive is written even when the
    // directive writes nothing.
    assert!(
        text.contains("ext.note with {text = \"hi\", z = 1 : i64}\n  ext.note \n"),
        "{text}"
    );

    // Another def where demo's integer type belongs is an error at the parameter.
    let bad = "func.func private @f(!ext.wrap<4 x !demo.unit>)";
    let e = parse_module(&ctx, bad, &ParseOptions::default()).unwrap_err();
    assert!(e.message.contains("expected `!demo.int` for parameter 'element'"), "{}", e.message);
}
