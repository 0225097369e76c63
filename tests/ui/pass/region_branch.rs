// `RegionBranchOpInterface` at run time: a pass asks any op where control goes between
// its regions and its results (`get_successor_regions`), what it passes into a region
// (`get_entry_types`), and what a region's terminator passes on
// (`get_terminator_operands`: `scf.condition`'s `args`, through
// `RegionBranchTerminatorOpInterface`; a `ReturnLike` op's operands).
use strata::dialects;
use strata::framework::asm::{parse_module, ParseOptions};
use strata::framework::ir::body::{WalkOrder, WalkResult};
use strata::framework::interfaces::base::{
    RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef,
};
use strata::framework::ir::registry::OpRef;
use strata::framework::{Body, Context, Op};

const SRC: &str = r#"
func.func @f(%c: i1, %n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    scf.yield %acc : i32
  }
  %w = scf.while (%a = %s) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %w : i32
}
"#;

fn main() {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let m = parse_module(&ctx, SRC, &ParseOptions::default()).expect("parses");
    let mut ops: Vec<(String, &Body, Op)> = Vec::new();
    m.body.walk(m.op, WalkOrder::PreOrder, |b: &Body, op| {
        ops.push((ctx.ident_ref(b.op_name(op)).to_string(), b, op));
        WalkResult::Advance
    });
    let find = |name: &str| {
        let (_, b, op) = ops.iter().find(|(n, _, _)| n == name).unwrap();
        OpRef::new(&ctx, b, *op)
    };
    let i32t = ctx.int_type(32);

    // scf.for: into its body (after the induction variable), then round again or out.
    let for_op = RegionBranchOpInterfaceRef::get(find("scf.for")).expect("scf.for branches");
    let from_op = for_op.get_successor_regions(None);
    assert_eq!(from_op.len(), 1);
    assert_eq!((from_op[0].region, from_op[0].inputs.clone()), (Some(0), vec![i32t]));
    let from_body: Vec<Option<usize>> = for_op
        .get_successor_regions(Some(0))
        .iter()
        .map(|s| s.region)
        .collect();
    assert_eq!(from_body, [Some(0), None]);
    assert_eq!(for_op.get_entry_types(0), [i32t]);

    // scf.while: "before" ends with scf.condition, which passes its `args` on.
    let while_op = RegionBranchOpInterfaceRef::get(find("scf.while")).unwrap();
    assert_eq!(while_op.get_entry_types(0), [i32t]);
    let cond = find("scf.condition");
    let passed = while_op
        .get_terminator_operands(cond.op, 0)
        .expect("scf.condition branches");
    assert_eq!(passed.len(), 1);
    let term = RegionBranchTerminatorOpInterfaceRef::get(cond).expect("a branching terminator");
    assert_eq!(term.get_successor_operands(None), passed);
    // scf.yield is ReturnLike: all its operands.
    let (_, _, y) = ops.iter().rev().find(|(n, _, _)| n == "scf.yield").unwrap();
    assert_eq!(while_op.get_terminator_operands(*y, 1).map(|v| v.len()), Some(1));

    // Ops without the interface.
    assert!(RegionBranchOpInterfaceRef::get(find("arith.constant")).is_none());
    assert!(RegionBranchTerminatorOpInterfaceRef::get(find("scf.yield")).is_none());
}
