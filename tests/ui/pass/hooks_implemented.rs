// A spec asking for a verifier, a custom form and a builder without a body compiles
// once all three are implemented; the custom builders build what they say.
include!("../hooks_ops.rs");

use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter};
use strata_framework::support::diag::Diagnostic;
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
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let vals = p.parse_operand_list()?;
        let tys = p.parse_colon_type_list()?;
        let pos = p.pos();
        let vs = p.resolve_operands(&vals, &tys, pos)?;
        p.add_operands(&vs);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let vals: Vec<_> = op.operands().collect();
        p.write(" ");
        p.print_operands(vals.iter().copied());
    }
}

// `hooks.built` declares a builder without a body.
impl BuiltOpBuilders for BuiltOp<'_> {
    fn build_input_times(
        ctx: &Context,
        loc: Attribute,
        input: Value,
        times: i64,
    ) -> OperationState {
        let inputs = vec![input; times.max(0) as usize];
        BuiltOp::build(ctx, loc, &inputs, ctx.int_type(32), times)
    }
}

// `hooks.built` declares `getCount` and the static `getKind` (no defaults) and `getLabel`
// of `CountedOpInterface`.
impl interface_methods::BuiltOpDeclaredMethods for BuiltOp<'_> {
    fn get_count(&self) -> i64 {
        self.count()
    }
    fn get_kind() -> &'static str {
        "inputs"
    }
    fn get_label(&self) -> String {
        self.label().unwrap_or_default()
    }
}

fn main() {
    let ctx = strata_framework::Context::new();
    register(&ctx);
    assert!(ctx.is_registered_op("hooks.verified"));

    // Custom builders: `CArg` defaults are `Option`s, and a default may use the
    // parameters before it.
    let loc = ctx.unknown_loc();
    let mut body = Body::new();
    let x = placeholder(&mut body, &ctx);
    let read = |body: &Body, op| {
        let v = BuiltOp::cast(OpRef::new(&ctx, body, op)).unwrap();
        (v.inputs().len(), v.count(), v.label())
    };
    let a = body.create_op(BuiltOp::build_inputs_count(&ctx, loc, &[x, x], None));
    assert_eq!(read(&body, a), (2, 2, None));
    let b = body.create_op(BuiltOp::build_inputs_count(&ctx, loc, &[x], Some(5)));
    assert_eq!(read(&body, b), (1, 5, None));
    let l = body.create_op(BuiltOp::labelled(&ctx, loc, "l"));
    assert_eq!(read(&body, l), (0, 0, Some("l".to_string())));
    // The one written above, in Rust.
    let t = body.create_op(BuiltOp::build_input_times(&ctx, loc, x, None));
    assert_eq!(read(&body, t), (1, 1, None));
    let t = body.create_op(BuiltOp::build_input_times(&ctx, loc, x, Some(3)));
    assert_eq!(read(&body, t), (3, 3, None));

    // `CountedOpInterface`, defined in the spec: statically through the trait...
    let view = BuiltOp::cast(OpRef::new(&ctx, &body, l)).unwrap();
    assert_eq!(view.get_label(), "l");
    assert_eq!(view.get_count_plus(2), 2);
    assert_eq!(<BuiltOp<'_> as CountedOpInterface>::get_unit(), "items");
    // ... and at run time, from any op.
    let counted = CountedOpInterfaceRef::get(OpRef::new(&ctx, &body, t)).unwrap();
    assert_eq!(counted.get_count(), 3);
    assert_eq!(counted.get_double_count(), 6);
    assert_eq!(counted.get_label(), "");
    assert_eq!(counted.get_unit(), "items");
    // A static method the op declares.
    assert_eq!(counted.get_kind(), "inputs");
    assert_eq!(<BuiltOp<'_> as CountedOpInterface>::get_kind(), "inputs");
    assert!(CountedOpInterfaceRef::get(OpRef::new(&ctx, &body, x_op(&body, x))).is_none());
}

/// The op defining `v`.
fn x_op(body: &Body, v: Value) -> Op {
    match body.value_def(v) {
        strata_framework::ir::body::ValueDef::OpResult(op, _) => op,
        _ => panic!("an op result"),
    }
}

/// A value to use as an operand (the result of an unregistered op).
fn placeholder(body: &mut Body, ctx: &strata_framework::Context) -> Value {
    let mut st = OperationState::for_spec(&HOOKS_VERIFIED, ctx, ctx.unknown_loc());
    st.name = ctx.ident("test.value");
    st.add_types(&[ctx.int_type(32)]);
    let op = body.create_op(st);
    body.results(op)[0]
}
