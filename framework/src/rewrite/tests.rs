//! Unit tests of the rewrite layer: the applicator's order, the greedy driver's limits
//! and convergence, the strict driver, in-place modifications, folds with constant
//! de-duplication and hoisting, and `create_or_fold`, on unregistered ops and on a small
//! registered test dialect `t`.

use super::folder::{create_or_fold, FoldingListener};
use super::*;
use crate::asm::{parse_module, print_op, ParseOptions, PrintOptions};
use crate::ir::body::{Body, InsertPoint, Op, OperationState, Region, Rewriter};
use crate::ir::context::{Attribute, Context, OpInfo, Type};
use crate::ir::fold::{constant_value, ConstantMaterializer, Folded};
use crate::ir::registry::{OpRef, OpTraits};

/// A pattern renaming ops of `from` (or any op) to `to`.
struct Rename {
    root: PatternRoot,
    to: &'static str,
    benefit: u16,
    name: &'static str,
}

impl RewritePattern for Rename {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx();
        let body = rw.body();
        if ctx.ident_ref(body.op_name(op)) == self.to {
            return rw.notify_match_failure(op, "already renamed");
        }
        let state = OperationState {
            name: ctx.ident(self.to),
            operands: body.operands(op).collect(),
            attrs: body.attrs(op),
            result_types: body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect(),
            loc: body.loc(op),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        Ok(())
    }
}

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::builtin::register(&ctx);
    ctx
}

/// Parses `src`, runs `f` on the module's arena and its regions, prints the module.
fn run(ctx: &Context, src: &str, f: impl FnOnce(&mut Body, &[Region])) -> String {
    let mut m = parse_module(ctx, src, &ParseOptions::default()).expect("parses");
    let iso = m
        .body
        .isolated_op_mut(m.op)
        .expect("the module is isolated");
    let regions = iso.regions.to_vec();
    f(iso.body, &regions);
    print_op(ctx, &m.body, m.op, &PrintOptions::default())
}

fn greedy(
    ctx: &Context,
    set: RewritePatternSet,
    config: GreedyRewriteConfig,
) -> impl FnOnce(&mut Body, &[Region]) -> bool + '_ {
    move |body, regions| {
        apply_patterns_and_fold_greedily(
            ctx,
            body,
            regions,
            &FrozenRewritePatternSet::from(set),
            &config,
        )
    }
}

#[test]
fn patterns_are_tried_by_benefit_op_specific_first_on_ties() {
    let ctx = ctx();
    let a = ctx.ident("test.a");
    let mut set = RewritePatternSet::new();
    set.add(Rename {
        root: PatternRoot::Op(a),
        to: "test.low",
        benefit: 1,
        name: "low",
    });
    set.add(Rename {
        root: PatternRoot::Any,
        to: "test.any",
        benefit: 2,
        name: "any",
    });
    set.add(Rename {
        root: PatternRoot::Op(a),
        to: "test.high",
        benefit: 2,
        name: "high",
    });
    let out = run(&ctx, r#""test.a"() : () -> ()"#, |b, r| {
        assert!(greedy(&ctx, set, GreedyRewriteConfig::default())(b, r));
    });
    // `high` wins the tie with `any`; then `any` renames `test.high`, which no pattern
    // rooted at `test.a` matches, and stops at `test.any`.
    assert!(out.contains(r#""test.any"()"#), "{out}");
}

#[test]
fn disabled_and_enabled_patterns_are_filtered_by_name() {
    let ctx = ctx();
    let a = ctx.ident("test.a");
    let mut set = RewritePatternSet::new();
    set.add(Rename {
        root: PatternRoot::Op(a),
        to: "test.b",
        benefit: 1,
        name: "to-b",
    });
    set.add(Rename {
        root: PatternRoot::Op(a),
        to: "test.c",
        benefit: 1,
        name: "to-c",
    });
    let frozen = FrozenRewritePatternSet::new(set.clone(), &["to-b".to_string()], &[]);
    assert_eq!(frozen.patterns().len(), 1);
    assert_eq!(frozen.patterns()[0].debug_name(), "to-c");
    let frozen = FrozenRewritePatternSet::new(set, &[], &["to-b".to_string()]);
    assert_eq!(frozen.patterns().len(), 1);
    assert_eq!(frozen.patterns()[0].debug_name(), "to-b");
}

#[test]
fn cyclic_patterns_do_not_converge_within_the_limits() {
    let ctx = ctx();
    let mut set = RewritePatternSet::new();
    set.add(Rename {
        root: PatternRoot::Op(ctx.ident("test.a")),
        to: "test.b",
        benefit: 1,
        name: "ab",
    });
    set.add(Rename {
        root: PatternRoot::Op(ctx.ident("test.b")),
        to: "test.a",
        benefit: 1,
        name: "ba",
    });
    let config = GreedyRewriteConfig {
        max_iterations: 3,
        max_num_rewrites: 5,
        ..Default::default()
    };
    let mut converged = true;
    run(&ctx, r#""test.a"() : () -> ()"#, |b, r| {
        converged = greedy(&ctx, set, config)(b, r)
    });
    assert!(!converged);
}

#[test]
fn strict_mode_rewrites_only_the_given_ops_and_as_configured_the_new_ones() {
    let ctx = ctx();
    let src = "\"test.a\"() : () -> ()\n\"test.a\"() : () -> ()";
    for (strict, expected) in [
        (GreedyRewriteStrictness::ExistingOps, "test.b"),
        (GreedyRewriteStrictness::ExistingAndNewOps, "test.c"),
    ] {
        let mut set = RewritePatternSet::new();
        set.add(Rename {
            root: PatternRoot::Op(ctx.ident("test.a")),
            to: "test.b",
            benefit: 1,
            name: "ab",
        });
        set.add(Rename {
            root: PatternRoot::Op(ctx.ident("test.b")),
            to: "test.c",
            benefit: 1,
            name: "bc",
        });
        let frozen = FrozenRewritePatternSet::from(set);
        let out = run(&ctx, src, |body, regions| {
            let block = body.entry_block(regions[0]).unwrap();
            let first = body.first_op(block).unwrap();
            let config = GreedyRewriteConfig {
                strict_mode: strict,
                ..Default::default()
            };
            let r = apply_op_patterns_and_fold(&ctx, body, &[first], &frozen, &config);
            assert!(r.changed && r.all_erased && r.converged);
        });
        assert!(out.contains(&format!("\"{expected}\"()")), "{out}");
        assert!(
            out.contains("\"test.a\"()"),
            "the second op is left alone: {out}"
        );
    }
}

/// Sets an attribute, then cancels: the op is as it was, and the pattern fails.
struct Cancelled;

impl RewritePattern for Cancelled {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }
    fn debug_name(&self) -> &str {
        "cancelled"
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx();
        rw.start_op_modification(op);
        let attrs = ctx.dictionary_attr(vec![(ctx.ident("touched"), ctx.unit_attr())]);
        rw.set_attrs(op, attrs);
        rw.cancel_op_modification(op);
        Err(MatchFailure)
    }
}

#[test]
fn cancelled_modifications_are_undone() {
    let ctx = ctx();
    let mut set = RewritePatternSet::new();
    set.add(Cancelled);
    let out = run(&ctx, r#""test.a"() {keep = 1 : i32} : () -> ()"#, |b, r| {
        greedy(&ctx, set, GreedyRewriteConfig::default())(b, r);
    });
    assert!(
        out.contains("{keep = 1 : i32}") && !out.contains("touched"),
        "{out}"
    );
}

// ----- a registered test dialect with folds -----

fn fold_const(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    Folded::attr_or_no(op.attr("value"))
}

fn fold_add(op: &OpRef<'_>, operands: &[Option<Attribute>]) -> Folded {
    let ctx = op.ctx;
    let int = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind_ref(a)) {
        Some(crate::ir::attrs::AttrKind::Integer { value, .. }) => Some(*value),
        _ => None,
    };
    match (int(operands[0]), int(operands[1])) {
        (Some(a), Some(b)) => {
            let ty = op.value_type(op.results()[0]);
            Folded::attr(ctx.integer_attr(a + b, ty))
        }
        (_, Some(0)) => Folded::value(op.operand(0)),
        _ => Folded::No,
    }
}

struct TConstants;

impl ConstantMaterializer for TConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        Some(OperationState {
            name: ctx.ident("t.const"),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(vec![(ctx.ident("value"), value)]),
            result_types: vec![ty],
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        })
    }
}

fn t_ctx() -> Context {
    let ctx = ctx();
    ctx.register_dialect("t");
    // No memory effects of their own (`RecursiveMemoryEffects` without regions).
    let pure = OpTraits::RECURSIVE_MEMORY_EFFECTS;
    ctx.register_op(
        "t.const",
        OpInfo {
            traits: pure | OpTraits::CONSTANT_LIKE,
            fold: Some(fold_const),
            ..Default::default()
        },
    );
    ctx.register_op(
        "t.add",
        OpInfo {
            traits: pure | OpTraits::COMMUTATIVE,
            fold: Some(fold_add),
            ..Default::default()
        },
    );
    ctx.add_dialect_interface::<dyn ConstantMaterializer>("t", Box::new(TConstants))
        .unwrap();
    ctx
}

#[test]
fn folds_deduplicate_and_hoist_constants() {
    let ctx = t_ctx();
    let src = r#"
      "test.func"() ({
      ^bb0(%x: i32):
        "test.first"() : () -> ()
        %c1 = "t.const"() {value = 1 : i32} : () -> i32
        %c2 = "t.const"() {value = 2 : i32} : () -> i32
        %s = "t.add"(%c1, %c2) : (i32, i32) -> i32
        %c3 = "t.const"() {value = 3 : i32} : () -> i32
        %c3b = "t.const"() {value = 3 : i32} : () -> i32
        %m = "t.add"(%c3b, %x) : (i32, i32) -> i32
        %z = "t.const"() {value = 0 : i32} : () -> i32
        %y = "t.add"(%x, %z) : (i32, i32) -> i32
        %dead = "t.add"(%x, %x) : (i32, i32) -> i32
        "test.use"(%s, %c3, %m, %y) : (i32, i32, i32, i32) -> ()
      }) : () -> ()
    "#;
    let config = GreedyRewriteConfig {
        use_top_down_traversal: true,
        ..Default::default()
    };
    let out = run(&ctx, src, |b, r| {
        assert!(greedy(&ctx, RewritePatternSet::new(), config)(b, r));
    });
    let expected = r#"    %0 = "t.const"() {value = 3 : i32} : () -> i32
    "test.first"() : () -> ()
    %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32
    "test.use"(%0, %0, %1, %arg0) : (i32, i32, i32, i32) -> ()"#;
    assert!(out.contains(expected), "{out}");
}

#[test]
fn create_or_fold_folds_or_inserts() {
    let ctx = t_ctx();
    let src = r#"
      %c1 = "t.const"() {value = 1 : i32} : () -> i32
      %c2 = "t.const"() {value = 2 : i32} : () -> i32
      "test.end"() : () -> ()
    "#;
    let out = run(&ctx, src, |body, regions| {
        let block = body.entry_block(regions[0]).unwrap();
        let ops: Vec<Op> = body.block_ops(block).collect();
        let (c1, c2, end) = (body.results(ops[0])[0], body.results(ops[1])[0], ops[2]);
        let i32t = body.value_type(c1);
        let mut listener = FoldingListener::default();
        let mut rw = Rewriter::with_listener(body, &mut listener);
        rw.set_insertion_point(Some(InsertPoint {
            block,
            before: Some(end),
        }));
        let add = |a, b| OperationState {
            name: ctx.ident("t.add"),
            operands: vec![a, b],
            attrs: ctx.empty_dictionary(),
            result_types: vec![i32t],
            loc: ctx.unknown_loc(),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        // Two constants fold to a new constant.
        let folded = create_or_fold(&ctx, &mut rw, add(c1, c2));
        assert_eq!(
            constant_value(&ctx, rw.body(), folded[0]).map(|a| ctx.attr_kind_ref(a).clone()),
            Some(crate::ir::attrs::AttrKind::Integer { value: 3, ty: i32t })
        );
        // Folded constants fold further (3 + 3, then 6 + 1).
        let kept = create_or_fold(&ctx, &mut rw, add(folded[0], folded[0]));
        let kept = create_or_fold(&ctx, &mut rw, add(kept[0], c1));
        let user = OperationState {
            name: ctx.ident("test.use"),
            operands: kept,
            ..add(c1, c1)
        };
        let user = OperationState {
            result_types: Vec::new(),
            ..user
        };
        rw.create(user);
    });
    let expected = r#"  %2 = "t.const"() {value = 3 : i32} : () -> i32
  %3 = "t.const"() {value = 6 : i32} : () -> i32
  %4 = "t.const"() {value = 7 : i32} : () -> i32
  "test.use"(%4) : (i32) -> ()
  "test.end"() : () -> ()"#;
    assert!(out.contains(expected), "{out}");
}
