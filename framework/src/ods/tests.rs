//! The spec runtime on hand-written tables (the generator's output is tested through the
//! dialects): format parsing and printing, and verification wording.

use super::format::{Fmt, Format, TypeSource, Var};
use super::*;
use crate::asm::{parse_module, print_op, ParseOptions, PrintOptions};

static SIGNLESS: TypeConstraint = TypeConstraint {
    summary: "signless integer",
    pred: |t| t.is_signless_integer(),
    class: None,
};
static ANY_ATTR: AttrConstraint = AttrConstraint {
    summary: "any attribute",
    pred: |_| true,
};
static PRED_CASES: EnumSpec = EnumSpec {
    cases: &[("eq", 0), ("ne", 1)],
    width: 64,
    syntax: None,
};

static ADD: OpSpec = OpSpec {
    name: "t.add",
    operands: &[
        ValueSpec {
            name: "lhs",
            arity: Arity::Single,
            constraint: &SIGNLESS,
        },
        ValueSpec {
            name: "rhs",
            arity: Arity::Single,
            constraint: &SIGNLESS,
        },
    ],
    operand_segments: Segments::Fixed,
    results: &[ValueSpec {
        name: "result",
        arity: Arity::Single,
        constraint: &SIGNLESS,
    }],
    result_segments: Segments::Fixed,
    attrs: &[AttrSpec {
        name: "pred",
        constraint: &ANY_ATTR,
        optional: true,
        default: None,
        enum_spec: Some(&PRED_CASES),
        value_type: None,
        is_unit: false,
        dialect_attr: None,
        kind: None,
        dense_int_array: None,
    }],
    regions: &[],
    successors: &[],
    traits: &[OpTrait::SameOperandsAndResultType],
    format: Some(&Format {
        elements: &[
            Fmt::Optional {
                anchor: Var::Attr(0),
                then: &[Fmt::Var {
                    var: Var::Attr(0),
                    space: true,
                }],
                els: &[],
                unit_anchor: false,
            },
            Fmt::Var {
                var: Var::Operand(0),
                space: true,
            },
            Fmt::Literal {
                text: ",",
                space: false,
            },
            Fmt::Var {
                var: Var::Operand(1),
                space: true,
            },
            Fmt::AttrDict { keyword: false },
            Fmt::Literal {
                text: ":",
                space: true,
            },
            Fmt::Type {
                var: Var::Result(0),
                space: true,
                stripped: None,
            },
        ],
        operand_types: &[
            TypeSource::SameAs(Var::Result(0)),
            TypeSource::SameAs(Var::Result(0)),
        ],
        result_types: &[TypeSource::Parsed],
        elided_attrs: &["pred"],
    }),
    custom_form: None,
    invariants: None,
    verifier: None,
    region_verifier: None,
    folder: None,
    canonicalizer: None,
    symbol_uses: None,
    default_dialect: None,
    result_name: None,
    interfaces: &[InterfaceImpl {
        name: "TestInterface",
        model: &TEST_MODEL,
    }],
    memory_effects: EffectClass::Unknown,
};

/// The model of an interface as the generator emits one: a method as a `fn` pointer.
struct TestModel {
    operand_count: fn(OpRef<'_>) -> usize,
}
static TEST_MODEL: TestModel = TestModel {
    operand_count: |op| op.operands().len(),
};

/// An op with one region and two interface verifiers, as the generator lists them: one
/// run with the op's other trait checks, one once the ops in its region are verified.
static WRAP: OpSpec = OpSpec {
    name: "t.wrap",
    operands: &[],
    operand_segments: Segments::Fixed,
    results: &[],
    result_segments: Segments::Fixed,
    attrs: &[],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        summary: "any region",
        pred: None,
    }],
    successors: &[],
    traits: &[
        OpTrait::NoTerminator,
        OpTrait::Verify("Checked::Trait", |op| match op.attr("bad") {
            Some(_) => Err(op.op_error("Checked: 'bad' is set")),
            None => Ok(()),
        }),
        OpTrait::VerifyRegions("RegionChecked::Trait", |op| match op.attr("bad_region") {
            Some(_) => Err(op.op_error("RegionChecked: 'bad_region' is set")),
            None => Ok(()),
        }),
    ],
    format: None,
    custom_form: None,
    invariants: None,
    verifier: Some(|op| Err(op.op_error("the op's own verifier"))),
    region_verifier: None,
    folder: None,
    canonicalizer: None,
    symbol_uses: None,
    default_dialect: None,
    result_name: None,
    interfaces: &[],
    memory_effects: EffectClass::Unknown,
};

/// `custom<Keyworded>("\"by\"", $n)`: the keyword comes from a string argument (a Rust
/// expression of the spec), the integer is the attribute `n`.
static KEYWORDED: format::CustomDirective = format::CustomDirective {
    parse: |p, args| {
        let kw: &'static str = args.value(p.ctx(), 0).expect("a &str argument");
        p.parse_keyword(kw)?;
        let n = p
            .parse_optional_integer()?
            .ok_or_else(|| p.error("expected integer"))?;
        let a = p.ctx().integer_attr(n, p.ctx().int_type(64));
        args.set_attr(p, 1, a);
        Ok(())
    },
    print: |p, args| {
        let kw: &'static str = args.value(0).expect("a &str argument");
        let n = args
            .attr(1)
            .and_then(|a| AttrView::new(args.ctx(), a).int_value())
            .unwrap_or(0);
        // A wrong type or a variable argument gives no value.
        assert!(args.value::<u32>(0).is_none() && args.value::<&str>(1).is_none());
        p.write(&format!("{kw} {n}"));
    },
};

static SHIFT: OpSpec = OpSpec {
    name: "t.shift",
    operands: &[],
    operand_segments: Segments::Fixed,
    results: &[],
    result_segments: Segments::Fixed,
    attrs: &[AttrSpec {
        name: "n",
        constraint: &ANY_ATTR,
        optional: false,
        default: None,
        enum_spec: None,
        value_type: None,
        is_unit: false,
        dialect_attr: None,
        kind: None,
        dense_int_array: None,
    }],
    regions: &[],
    successors: &[],
    traits: &[],
    format: Some(&Format {
        elements: &[
            Fmt::Custom {
                directive: &KEYWORDED,
                args: &[
                    format::CustomArg::Expr(|_| Box::new("by")),
                    format::CustomArg::Var(Var::Attr(0)),
                ],
                space: true,
            },
            Fmt::AttrDict { keyword: false },
        ],
        operand_types: &[],
        result_types: &[],
        elided_attrs: &["n"],
    }),
    custom_form: None,
    invariants: None,
    verifier: None,
    region_verifier: None,
    folder: None,
    canonicalizer: None,
    symbol_uses: None,
    default_dialect: None,
    result_name: None,
    interfaces: &[],
    memory_effects: EffectClass::Unknown,
};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::builtin::register(&ctx);
    register_ops(&ctx, "t", &[&ADD, &WRAP, &SHIFT]);
    ctx
}

fn roundtrip(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let m = parse_module(&ctx, src, &ParseOptions::default()).map_err(|d| d.message)?;
    crate::verify::verify_module(&ctx, &m).map_err(|d| d.message)?;
    Ok(print_op(&ctx, &m.body, m.op, &PrintOptions::default()))
}

#[test]
fn format_parses_and_prints_with_mlir_spacing() {
    let src =
        "%a = \"x.def\"() : () -> i32\n%b = t.add %a, %a {z} : i32\n%c = t.add ne %b, %a : i32\n";
    assert_eq!(
        roundtrip(src).unwrap(),
        "module {\n  %0 = \"x.def\"() : () -> i32\n  %1 = t.add %0, %0 {z} : i32\n  %2 = t.add ne %1, %0 : i32\n}"
    );
}

#[test]
fn verification_uses_mlir_wording() {
    let e = roundtrip("%a = \"x.def\"() : () -> f32\n%b = t.add %a, %a : f32\n").unwrap_err();
    assert_eq!(
        e,
        "'t.add' op operand #0 must be signless integer, but got 'f32'"
    );
    let e = roundtrip("%a = \"x.def\"() : () -> i32\n%b = \"t.add\"(%a, %a) : (i32, i32) -> i64\n")
        .unwrap_err();
    assert_eq!(
        e,
        "'t.add' op requires the same type for all operands and results"
    );
    let e =
        roundtrip("%a = \"x.def\"() : () -> i32\n%b = \"t.add\"(%a) : (i32) -> i32\n").unwrap_err();
    assert_eq!(e, "'t.add' op expected 2 operands, but found 1");
    let e = roundtrip("%a = \"x.def\"() : () -> i32\n%b = t.add lt %a, %a : i32\n").unwrap_err();
    // `lt` is no case: the optional group is absent and `lt` is not an operand.
    assert_eq!(e, "expected SSA operand");
}

#[test]
fn interfaces_are_found_by_name_through_the_spec() {
    let ctx = ctx();
    let src = "%a = \"x.def\"() : () -> i32\n%b = t.add %a, %a : i32\n";
    let m = parse_module(&ctx, src, &ParseOptions::default()).unwrap();
    let inner = m.body.nested_body(m.op).unwrap();
    let ops: Vec<OpRef<'_>> = inner
        .region_blocks(m.body.regions(m.op)[0])
        .flat_map(|b| inner.block_ops(b).collect::<Vec<_>>())
        .map(|op| OpRef::new(&ctx, inner, op))
        .collect();
    let (def, add) = (ops[0], ops[1]);
    let model = interface_model::<TestModel>(&add, "TestInterface").unwrap();
    assert_eq!((model.operand_count)(add), 2);
    assert_eq!(interface_names(&add), ["TestInterface"]);
    // Another name, another model type, or an op without the interface: none.
    assert!(interface_model::<TestModel>(&add, "Other").is_none());
    assert!(interface_model::<u32>(&add, "TestInterface").is_none());
    assert!(interface_model::<TestModel>(&def, "TestInterface").is_none());
    let by_name = interface_model_for::<TestModel>(&ctx, ctx.ident("t.add"), "TestInterface");
    assert!(by_name.is_some());
}

#[test]
fn interface_verifiers_run_in_trait_order_and_after_regions() {
    // A verifier with the other trait checks: before the op's own verifier.
    let e = roundtrip("\"t.wrap\"() ({}) {bad} : () -> ()").unwrap_err();
    assert_eq!(e, "'t.wrap' op Checked: 'bad' is set");
    // Without it, the op's own verifier is next.
    let e = roundtrip("\"t.wrap\"() ({}) {bad_region} : () -> ()").unwrap_err();
    assert_eq!(e, "'t.wrap' op the op's own verifier");
    assert!(WRAP.has_named_trait("Checked::Trait"));
    assert!(WRAP.has_named_trait("RegionChecked::Trait"));
    assert!(!WRAP.has_named_trait("Other::Trait"));
}

#[test]
fn region_interface_verifiers_follow_nested_ops() {
    // No own verifier: the region-level verifier runs once the nested ops pass, so a
    // nested op's error comes first.
    static WRAP_QUIET: OpSpec = OpSpec {
        name: "t.quiet",
        invariants: None,
        verifier: None,
        ..WRAP
    };
    let ctx = ctx();
    register_ops(&ctx, "t", &[&WRAP_QUIET]);
    let check = |src: &str| {
        let m = parse_module(&ctx, src, &ParseOptions::default()).map_err(|d| d.message)?;
        crate::verify::verify_module(&ctx, &m).map_err(|d| d.message)
    };
    let nested = "\"t.quiet\"() ({\n  %a = \"x.def\"() : () -> f32\n  %b = t.add %a, %a : f32\n}) {bad_region} : () -> ()";
    assert_eq!(
        check(nested).unwrap_err(),
        "'t.add' op operand #0 must be signless integer, but got 'f32'"
    );
    let flagged = "\"t.quiet\"() ({\n  %a = \"x.def\"() : () -> i32\n}) {bad_region} : () -> ()";
    assert_eq!(
        check(flagged).unwrap_err(),
        "'t.quiet' op RegionChecked: 'bad_region' is set"
    );
    assert!(check("\"t.quiet\"() ({}) : () -> ()").is_ok());
}

#[test]
fn custom_directives_read_string_arguments() {
    assert_eq!(
        roundtrip("t.shift by 3").unwrap(),
        "module {\n  t.shift by 3\n}"
    );
    assert_eq!(
        roundtrip("t.shift with 3").unwrap_err(),
        "custom op 't.shift' expected 'by'"
    );
}
