//! Passes declared in a `.td` spec: the Rust `tblgen --gen-pass-decls` generates from
//! `tests/pass_decls/passes.td` (committed as `tests/pass_decls/decls.rs`, checked by
//! `tests/generated_fresh.rs`) compiles, and a pass holding its `NAMEBase` gets its
//! argument, name, summary, anchor, dependent dialects, options (with their defaults,
//! parsed and printed as pass options are) and statistics from the spec.

#[path = "pass_decls/decls.rs"]
#[rustfmt::skip]
mod decls;

use decls::{TestEveryOptionBase, TestOnFunctionsBase, TestOnLoopsBase};
use strata::dialects;
use strata::framework::pass::base::print_pass;
use strata::framework::pass::options::parse_options;
use strata::framework::pass::{DeclaredPass, Pass, PassRegistry, PassRun};
use strata::framework::Context;

/// A pass with every option type, counting the ops it sees.
#[derive(Clone, Default)]
struct TestEveryOption {
    base: TestEveryOptionBase,
}

impl DeclaredPass for TestEveryOption {
    type Base = TestEveryOptionBase;
    fn base(&self) -> &TestEveryOptionBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestEveryOptionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {
        self.base.num_seen.add(1);
    }
}

#[derive(Clone, Default)]
struct TestOnFunctions {
    base: TestOnFunctionsBase,
}

impl DeclaredPass for TestOnFunctions {
    type Base = TestOnFunctionsBase;
    fn base(&self) -> &TestOnFunctionsBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestOnFunctionsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
}

#[derive(Clone, Default)]
struct TestOnLoops {
    base: TestOnLoopsBase,
}

impl DeclaredPass for TestOnLoops {
    type Base = TestOnLoopsBase;
    fn base(&self) -> &TestOnLoopsBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestOnLoopsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
}

fn printed(pass: &dyn Pass) -> String {
    let mut s = String::new();
    print_pass(pass, &mut s);
    s
}

#[test]
fn a_declared_pass_has_its_spec_declaration() {
    let pass = TestEveryOption::default();
    assert_eq!(pass.argument(), "test-every-option");
    assert_eq!(pass.name(), "TestEveryOption");
    assert_eq!(pass.description(), "Declares an option of every type");
    assert_eq!(pass.op_name(), None);
    assert_eq!(pass.dependent_dialects(), vec!["arith", "func"]);
    let stats: Vec<_> = pass.statistics().iter().map(|s| s.name()).collect();
    assert_eq!(stats, vec!["num-seen", "num-changed"]);
    // The defaults, printed sorted by name as MLIR prints a pass's options (the empty
    // lists print nothing).
    assert_eq!(
        printed(&pass),
        "test-every-option{big=0 count=20 flag=true label=a \"b\" no-label=  \
         ratio=5.000000e-01  small=-3 wide=-9000000000}"
    );
    let functions = TestOnFunctions::default();
    assert_eq!(functions.op_name(), Some("func.func"));
    assert!(functions.options().is_empty() && functions.statistics().is_empty());
    assert_eq!(TestOnLoops::default().op_name(), None);
}

#[test]
fn declared_options_parse_and_print_as_pass_options() {
    let mut pass = TestEveryOption::default();
    parse_options(
        &mut pass.options_mut(),
        "count=0x10 flag sizes=1,-2 ratio=0.25 label=x small=-7",
    )
    .unwrap();
    let o = &pass.base.options;
    assert_eq!(*o.count.value(), 16);
    assert!(*o.flag.value());
    assert_eq!(o.sizes.values(), &[1, -2]);
    assert_eq!(*o.ratio.value(), 0.25);
    assert_eq!(o.label.value(), "x");
    assert_eq!(*o.small.value(), -7);
    let e = parse_options(&mut pass.options_mut(), "count=-1").unwrap_err();
    assert_eq!(
        e.render("strata-opt"),
        "strata-opt: for the --count option: '-1' value invalid for uint argument!\n"
    );
}

#[test]
fn copies_share_statistics_and_keep_options() {
    let mut pass = TestEveryOption::default();
    parse_options(&mut pass.options_mut(), "count=3").unwrap();
    let copy = pass.clone_pass();
    pass.base.num_seen.add(2);
    assert_eq!(copy.statistics()[0].value(), 2);
    assert!(printed(copy.as_ref()).contains("count=3"));
}

#[test]
fn register_adds_the_passes_with_a_constructor() {
    let mut registry = PassRegistry::new();
    decls::register(&mut registry);
    assert!(registry.lookup("test-every-option").is_some());
    assert!(registry.lookup("test-on-functions").is_some());
    // Declared without a constructor.
    assert!(registry.lookup("test-on-loops").is_none());
}

#[test]
fn anchors_decide_where_a_pass_may_run() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let any = TestEveryOption::default();
    let functions = TestOnFunctions::default();
    let loops = TestOnLoops::default();
    assert!(any.can_schedule_on(&ctx, "scf.for"));
    assert!(functions.can_schedule_on(&ctx, "func.func"));
    assert!(!functions.can_schedule_on(&ctx, "scf.for"));
    // An interface pass: the ops implementing `LoopLikeOpInterface`.
    assert!(loops.can_schedule_on(&ctx, "scf.for"));
    assert!(loops.can_schedule_on(&ctx, "affine.for"));
    assert!(!loops.can_schedule_on(&ctx, "func.func"));
    assert!(!loops.can_schedule_on(&ctx, "unknown.op"));
}
