//! Unit tests of dialect conversion on unregistered ops: legality, the pattern order by
//! legalization depth, the undo of a pattern whose results cannot be legalized and of a
//! failed conversion, type conversion with materializations, block signatures, analysis
//! mode and nested arenas.

use std::sync::{Arc, Mutex};

use super::*;
use crate::asm::{parse_module, print_op, ParseOptions, PrintOptions};
use crate::ir::body::{Body, Op, OperationState, Value};
use crate::ir::context::{Context, Identifier, Type};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};
use crate::support::diag::{collect_into, Diagnostic};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::builtin::register(&ctx);
    ctx
}

/// Parses `src`, runs `f` on the module's arena, returns the printed module and what `f`
/// returned, with the diagnostics emitted.
fn run<R>(
    ctx: &Context,
    src: &str,
    f: impl FnOnce(&mut Body) -> R,
) -> (String, R, Vec<Diagnostic>) {
    let mut m = parse_module(ctx, src, &ParseOptions::default()).expect("parses");
    let collected = Arc::new(Mutex::new(Vec::new()));
    let r = {
        let _h = ctx
            .diag_engine()
            .scoped_handler(collect_into(collected.clone()));
        let iso = m
            .body
            .isolated_op_mut(m.op)
            .expect("the module is isolated");
        f(iso.body)
    };
    let text = print_op(ctx, &m.body, m.op, &PrintOptions::default());
    let diags = collected.lock().unwrap().clone();
    (text, r, diags)
}

fn printed(ctx: &Context, src: &str) -> String {
    run(ctx, src, |_| ()).0
}

/// A pattern replacing ops named `from` by ops named `to` with the same operands,
/// attributes and result types (converted by its converter, if any).
struct Rename {
    from: Identifier,
    to: &'static str,
    benefit: u16,
    converter: Option<Arc<TypeConverter>>,
}

impl ConversionPattern for Rename {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.from)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.to
    }
    fn generated_ops(&self) -> &[&'static str] {
        std::slice::from_ref(&self.to)
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let body = rw.body();
        let mut result_types: Vec<Type> = Vec::new();
        for &r in body.results(op) {
            let t = body.value_type(r);
            match &self.converter {
                Some(c) => result_types.push(c.convert_type_1(ctx, t).ok_or(MatchFailure)?),
                None => result_types.push(t),
            }
        }
        let state = OperationState {
            name: ctx.ident(self.to),
            operands: operands.to_vec(),
            attrs: body.attrs(op),
            result_types,
            loc: body.loc(op),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        Ok(())
    }
}

fn rename(ctx: &Context, from: &str, to: &'static str, benefit: u16) -> Rename {
    Rename {
        from: ctx.ident(from),
        to,
        benefit,
        converter: None,
    }
}

const SRC: &str = r#"
%0 = "test.a"() : () -> i32
"test.use"(%0) : (i32) -> ()
"#;

#[test]
fn a_full_conversion_rewrites_every_illegal_op() {
    let ctx = ctx();
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let mut set = ConversionPatternSet::new();
    set.add(rename(&ctx, "test.a", "test.b", 1));
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()));
    assert!(text.contains("\"test.b\"() : () -> i32"), "{text}");
    assert!(text.contains("\"test.use\"(%0)"), "{text}");
    assert!(!text.contains("test.a"), "{text}");
}

#[test]
fn patterns_leading_to_legal_ops_sooner_are_tried_first() {
    let ctx = ctx();
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    target.add_illegal_ops(&ctx, &["test.c"]);
    let mut set = ConversionPatternSet::new();
    // Higher benefit, but through `test.c`, which needs another pattern: depth 2.
    set.add(rename(&ctx, "test.a", "test.c", 5));
    set.add(rename(&ctx, "test.c", "test.d", 1));
    // Depth 1 (`test.d` is unknown to the target, so `test.c`'s pattern is dropped and
    // with it the first one: only this pattern is left).
    set.add(rename(&ctx, "test.a", "test.b", 1));
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_ok());
    assert!(text.contains("\"test.b\"()"), "{text}");

    // With `test.d` legal, the depth-2 chain is valid, but the direct pattern still goes
    // first.
    target.add_legal_ops(&ctx, &["test.d"]);
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_ok());
    assert!(text.contains("\"test.b\"()"), "{text}");
}

#[test]
fn a_pattern_whose_result_stays_illegal_is_undone_and_the_next_tried() {
    let ctx = ctx();
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    target.add_illegal_ops(&ctx, &["test.bad"]);
    let mut set = ConversionPatternSet::new();
    // Any-op roots keep every pattern, the one creating an illegal op included.
    set.add(rename(&ctx, "test.a", "test.bad", 9));
    set.add(rename(&ctx, "test.a", "test.b", 1));
    set.add_fn(&ctx, "test.never", "never", &[], |_, _, _| {
        Err(MatchFailure)
    });
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()));
    assert!(text.contains("\"test.b\"()"), "{text}");
    assert!(!text.contains("test.bad"), "{text}");
}

#[test]
fn a_failed_conversion_leaves_the_ir_unchanged() {
    let ctx = ctx();
    let src = r#"
%0 = "test.a"() : () -> i32
%1 = "test.z"(%0) : (i32) -> i32
"test.use"(%1) : (i32) -> ()
"#;
    let before = printed(&ctx, src);
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let mut set = ConversionPatternSet::new();
    set.add(rename(&ctx, "test.a", "test.b", 1));
    let (text, r, diags) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Err(ConversionFailure));
    assert_eq!(text, before);
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].message, "failed to legalize operation 'test.z'");

    // Partial: `test.z` may stay (it is not illegal) and is reported.
    let (text, r, _) = run(&ctx, src, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r.map(|v| v.len()), Ok(1));
    assert!(text.contains("\"test.b\"()"), "{text}");

    // Explicitly illegal: the partial conversion fails and changes nothing.
    target.add_illegal_ops(&ctx, &["test.z"]);
    let (text, r, diags) = run(&ctx, src, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_err());
    assert_eq!(text, before);
    assert_eq!(
        diags[0].message,
        "failed to legalize operation 'test.z' that was explicitly marked illegal"
    );
}

#[test]
fn analysis_reports_the_legalizable_ops_and_changes_nothing() {
    let ctx = ctx();
    let before = printed(&ctx, SRC);
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let mut set = ConversionPatternSet::new();
    set.add(rename(&ctx, "test.a", "test.b", 1));
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_analysis_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(text, before);
    assert_eq!(r.map(|v| v.len()), Ok(2));
}

fn i32_to_i64(with_source: bool) -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_type_conversion(|ctx, t| (t == ctx.int_type(32)).then(|| ctx.int_type(64)));
    if with_source {
        c.add_source_materialization(|rw, ty, inputs, loc| {
            let ctx = rw.ctx();
            let op = rw.create(OperationState {
                name: ctx.ident("builtin.unrealized_conversion_cast"),
                operands: inputs.to_vec(),
                attrs: ctx.empty_dictionary(),
                result_types: vec![ty],
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            });
            Some(rw.results(op)[0])
        });
    }
    Arc::new(c)
}

#[test]
fn a_result_of_a_new_type_still_used_gets_a_source_materialization() {
    let ctx = ctx();
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let mut set = ConversionPatternSet::new();
    set.add(Rename {
        converter: Some(i32_to_i64(true)),
        ..rename(&ctx, "test.a", "test.b", 1)
    });
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_ok());
    assert!(text.contains("%0 = \"test.b\"() : () -> i64"), "{text}");
    assert!(
        text.contains("%1 = unrealized_conversion_cast %0 : i64 to i32"),
        "{text}"
    );
    assert!(text.contains("\"test.use\"(%1) : (i32) -> ()"), "{text}");

    // Without a source materialization the conversion fails, and changes nothing.
    let before = printed(&ctx, SRC);
    let mut set = ConversionPatternSet::new();
    set.add(Rename {
        converter: Some(i32_to_i64(false)),
        ..rename(&ctx, "test.a", "test.b", 1)
    });
    let (text, r, diags) = run(&ctx, SRC, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_err());
    assert_eq!(text, before);
    assert_eq!(
        diags[0].message,
        "failed to materialize conversion for result #0 of operation 'test.a' that remained live after conversion"
    );
}

#[test]
fn operands_are_remapped_to_converted_values() {
    let ctx = ctx();
    let src = r#"
%0 = "test.a"() : () -> i32
%1 = "test.a"(%0) : (i32) -> i32
"test.sink"(%1) : (i32) -> ()
"#;
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let conv = i32_to_i64(true);
    let mut set = ConversionPatternSet::new();
    set.add(Rename {
        converter: Some(conv.clone()),
        ..rename(&ctx, "test.a", "test.b", 1)
    });
    set.add(Rename {
        converter: Some(conv),
        ..rename(&ctx, "test.sink", "test.use", 1)
    });
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()), "{text}");
    assert!(text.contains("%0 = \"test.b\"() : () -> i64"), "{text}");
    assert!(
        text.contains("%1 = \"test.b\"(%0) : (i64) -> i64"),
        "{text}"
    );
    assert!(text.contains("\"test.use\"(%1) : (i64) -> ()"), "{text}");
    assert!(!text.contains("unrealized"), "{text}");
}

/// A pattern converting the block signatures of `test.region`'s region, then failing if
/// `fail` is set after it (its change undone).
fn convert_region(op: Op, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> RewriteResult {
    let conv = i32_to_i64(true);
    let region = rw.body().regions(op)[0];
    rw.start_op_modification(op);
    rw.convert_region_types(region, &conv, None)
        .ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(vec![(ctx.ident("converted"), ctx.unit_attr())]);
    rw.modify_op_in_place(op, |b| b.set_attrs(op, attrs));
    Ok(())
}

#[test]
fn block_signatures_convert_and_their_undo_restores_the_blocks() {
    let ctx = ctx();
    let src = r#"
"test.region"() ({
^bb0(%a: i32, %b: f32):
  "test.use"(%a, %b) : (i32, f32) -> ()
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "test.use"(%c) : (i32) -> ()
}) : () -> ()
"#;
    let before = printed(&ctx, src);
    let mut target = ConversionTarget::new();
    target.add_legal_ops(
        &ctx,
        &["test.use", "test.br", "builtin.unrealized_conversion_cast"],
    );
    target.add_dynamically_legal_ops(&ctx, &["test.region"], |op| {
        Some(op.body.attrs(op.op) != op.ctx.empty_dictionary())
    });
    let mut set = ConversionPatternSet::new();
    set.add_fn(&ctx, "test.region", "convert_region", &[], convert_region);
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()), "{text}");
    // The uses of the old arguments (legal ops, not converted) get casts back to i32.
    assert!(text.contains("^bb0(%arg0: i64, %arg1: f32):"), "{text}");
    assert!(
        text.contains("unrealized_conversion_cast %arg0 : i64 to i32"),
        "{text}"
    );
    assert!(text.contains("^bb1(%1: i64):"), "{text}");
    assert!(text.contains("{converted}"), "{text}");

    // The same conversion with the ops inside the region illegal: the pattern applies,
    // then `test.use` cannot be legalized, the conversion fails and everything is undone.
    target.add_illegal_ops(&ctx, &["test.use"]);
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_err());
    assert_eq!(text, before);
}

#[test]
fn the_ops_of_nested_arenas_are_converted() {
    let ctx = ctx();
    let src = r#"
builtin.module {
  %0 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}
%1 = "test.a"() : () -> i32
"#;
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use", "builtin.module"]);
    let mut set = ConversionPatternSet::new();
    set.add(rename(&ctx, "test.a", "test.b", 1));
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()));
    assert_eq!(text.matches("\"test.b\"()").count(), 2, "{text}");

    // A recursively legal module hides its ops.
    target.mark_op_recursively_legal(&ctx, &["builtin.module"], None);
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()));
    assert_eq!(text.matches("\"test.b\"()").count(), 1, "{text}");
    assert_eq!(text.matches("\"test.a\"()").count(), 1, "{text}");
}

/// A plain rewrite pattern (`test.a` to `test.b`, then `test.use` gets `marked` in place)
/// runs under a conversion through a `PatternRewriter` on the conversion's rewriter.
fn plain_rename(op: Op, rw: &mut crate::rewrite::PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let state = OperationState {
        name: ctx.ident("test.b"),
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
    let users: Vec<Op> = body.users(body.results(op)[0]).collect();
    let new = rw.replace_op_with_new_op(op, state);
    // Inside a modification, then cancelled: the op must be as it was.
    let marked = ctx.dictionary_attr(vec![(ctx.ident("marked"), ctx.unit_attr())]);
    rw.start_op_modification(new);
    rw.set_attrs(new, marked);
    rw.cancel_op_modification(new);
    for u in users {
        rw.modify_op_in_place(u, |rw| rw.set_attrs(u, marked));
    }
    Ok(())
}

#[test]
fn plain_rewrite_patterns_run_under_a_conversion_and_are_undone() {
    let ctx = ctx();
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.b", "test.use"]);
    let mut plain = crate::rewrite::RewritePatternSet::new();
    plain.add_fn(
        &ctx,
        PatternRoot::Op(ctx.ident("test.a")),
        1,
        "plain",
        plain_rename,
    );
    let mut set = ConversionPatternSet::new();
    set.add_rewrite_set(&plain);
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()));
    assert!(text.contains("%0 = \"test.b\"() : () -> i32\n"), "{text}");
    assert!(text.contains("\"test.use\"(%0) {marked}"), "{text}");
    assert!(!text.contains("test.a"), "{text}");

    // `test.b` illegal: the pattern's changes (the new op, the replacement, the
    // in-place change of the user) are all undone.
    let before = printed(&ctx, SRC);
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.use"]);
    target.add_illegal_ops(&ctx, &["test.b"]);
    let (text, r, _) = run(&ctx, SRC, |b| {
        apply_partial_conversion(&ctx, b, None, &target, &set)
    });
    assert!(
        r.is_ok(),
        "test.a is not illegal: the partial conversion succeeds"
    );
    assert_eq!(text, before);
}

fn grow_entry_block(op: Op, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let region = rw.body().regions(op)[0];
    let entry = rw.body().entry_block(region).ok_or(MatchFailure)?;
    let loc = rw.body().loc(op);
    let args = rw.add_block_arguments(entry, &[ctx.int_type(32), ctx.index_type()], loc);
    assert_eq!(args.len(), 2);
    rw.set_insertion_point_to_start(entry);
    rw.create(OperationState {
        name: ctx.ident("test.use"),
        operands: args,
        attrs: ctx.empty_dictionary(),
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    let attrs = ctx.dictionary_attr(vec![(ctx.ident("grown"), ctx.unit_attr())]);
    rw.modify_op_in_place(op, |b| b.set_attrs(op, attrs));
    Ok(())
}

#[test]
fn block_arguments_added_by_a_pattern_are_removed_by_its_undo() {
    let ctx = ctx();
    let src = r#"
"test.grow"() ({
^bb0(%a: f32):
  "test.other"(%a) : (f32) -> ()
}) : () -> ()
"#;
    let before = printed(&ctx, src);
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&ctx, &["test.use", "test.other"]);
    target.add_dynamically_legal_ops(&ctx, &["test.grow"], |op| {
        Some(op.body.attrs(op.op) != op.ctx.empty_dictionary())
    });
    let mut set = ConversionPatternSet::new();
    set.add_fn(&ctx, "test.grow", "grow", &[], grow_entry_block);
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert_eq!(r, Ok(()), "{text}");
    assert!(
        text.contains("^bb0(%arg0: f32, %arg1: i32, %arg2: index):"),
        "{text}"
    );
    assert!(text.contains("\"test.use\"(%arg1, %arg2)"), "{text}");

    // `test.use` illegal: the pattern's arguments and the op using them are undone.
    target.add_illegal_ops(&ctx, &["test.use"]);
    let (text, r, _) = run(&ctx, src, |b| {
        apply_full_conversion(&ctx, b, None, &target, &set)
    });
    assert!(r.is_err());
    assert_eq!(text, before);
}

#[test]
fn a_type_converting_to_no_type_drops_the_signature_input() {
    let ctx = ctx();
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    // Integers convert to nothing.
    converter.add_conversion(|ctx, t, _| ctx.as_integer_type(t).map(|_| true));
    let i16t = ctx.int_type(16);
    let f32t = ctx.float_type(crate::ir::types::FloatKind::F32);
    let mut conversion = SignatureConversion::new(2);
    assert!(converter.convert_signature_arg(&ctx, 0, i16t, &mut conversion));
    assert!(converter.convert_signature_arg(&ctx, 1, f32t, &mut conversion));
    assert!(conversion.input_mapping(0).is_none());
    let m = conversion.input_mapping(1).expect("f32 is kept");
    assert_eq!((m.input_no, m.size), (0, 1));
    assert_eq!(conversion.converted_types(), &[f32t]);
}
