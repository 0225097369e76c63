//! The test passes of MLIR 16's dialect conversion tests (`TestPatterns.cpp`), on the
//! `test` ops of `spec/dialects/test/conversion.td`.

use strata_framework::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use strata_framework::ir::body::{Op, OperationState, Value};
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::ir::types::FloatKind;
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use strata_framework::support::diag::Severity;

use super::decls::{TestMergeBlocksPatternDriverBase, TestUnknownRootOpDriverBase};

/// Whether an op enclosing `op` (across arenas where the view knows them) is named `name`
/// (MLIR's `getParentOfType`).
fn has_ancestor(op: &OpRef<'_>, name: &str) -> bool {
    let mut cur = op.parent();
    while let Some(p) = cur {
        if p.name() == name {
            return true;
        }
        cur = p.parent();
    }
    false
}

/// The second block of `op`'s region merged into its first, whose terminator (a branch)
/// is erased, its operands replacing the second block's arguments; with `illegal`, a
/// `test.illegal_op_f` is created first at the start of the second block.
fn merge_second_block(
    op: Op,
    rw: &mut ConversionPatternRewriter<'_>,
    illegal: bool,
) -> RewriteResult {
    let body = rw.body();
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let first = body.entry_block(region).ok_or(MatchFailure)?;
    let second = body.next_block(first).ok_or(MatchFailure)?;
    let branch = body.last_op(first).ok_or(MatchFailure)?;
    let args: Vec<Value> = body.operands(branch).collect();
    if illegal {
        let ctx = rw.ctx();
        rw.set_insertion_point_to_start(second);
        let loc = rw.body().loc(op);
        rw.create(OperationState {
            name: ctx.ident("test.illegal_op_f"),
            operands: Vec::new(),
            attrs: ctx.empty_dictionary(),
            result_types: vec![ctx.float_type(FloatKind::F32)],
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        });
    }
    rw.erase_op(branch);
    rw.merge_blocks(second, first, &args);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// MLIR's `TestMergeBlock`.
fn merge_block(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    merge_second_block(op, rw, false)
}

/// MLIR's `TestUndoBlocksMerge`.
fn undo_blocks_merge(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    merge_second_block(op, rw, true)
}

/// MLIR's `TestMergeSingleBlockOps`: a `test.SingleBlockImplicitTerminator` directly in
/// another has its block inlined before it, without its terminator, and is erased.
fn merge_single_block_ops(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let body = rw.body();
    let name = body.op_name(op);
    let mut parent = body.parent_op(op);
    while let Some(p) = parent {
        if body.op_name(p) == name {
            break;
        }
        parent = body.parent_op(p);
    }
    if parent.is_none() {
        return Err(MatchFailure);
    }
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let inner = body.entry_block(region).ok_or(MatchFailure)?;
    let terminator = body.last_op(inner).ok_or(MatchFailure)?;
    rw.inline_block_before(inner, op, &[]);
    rw.erase_op(terminator);
    rw.erase_op(op);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// `test-merge-blocks` (MLIR's `TestMergeBlocksPatternDriver`): a partial conversion of
/// the function's body; a remark on each op it could not legalize.
#[derive(Clone, Default)]
pub(crate) struct TestMergeBlocksPatternDriver {
    base: TestMergeBlocksPatternDriverBase,
}

impl DeclaredPass for TestMergeBlocksPatternDriver {
    type Base = TestMergeBlocksPatternDriverBase;
    fn base(&self) -> &TestMergeBlocksPatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestMergeBlocksPatternDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_fn(ctx, "test.merge_blocks", "TestMergeBlock", &[], merge_block)
            .add_fn(
                ctx,
                "test.undo_blocks_merge",
                "TestUndoBlocksMerge",
                &[],
                undo_blocks_merge,
            )
            .add_fn(
                ctx,
                "test.SingleBlockImplicitTerminator",
                "TestMergeSingleBlockOps",
                &[],
                merge_single_block_ops,
            );
        let mut target = ConversionTarget::new();
        target.add_legal_ops(
            ctx,
            &[
                "func.func",
                "func.return",
                "test.finish",
                "test.br",
                "test.type_consumer",
                "test.type_producer",
                "test.return",
            ],
        );
        target.add_illegal_ops(ctx, &["test.illegal_op_f"]);
        target.add_dynamically_legal_ops(ctx, &["test.merge_blocks"], |op| {
            let region = op.body.regions(op.op)[0];
            Some(op.body.region_blocks(region).count() == 1)
        });
        target.add_dynamically_legal_ops(ctx, &["test.br"], |op| {
            Some(has_ancestor(op, "test.merge_blocks"))
        });
        target.add_dynamically_legal_ops(ctx, &["test.SingleBlockImplicitTerminator"], |op| {
            Some(!has_ancestor(op, "test.SingleBlockImplicitTerminator"))
        });
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if let Ok(unlegalized) = apply_partial_conversion(ctx, body, owner, &target, &patterns) {
            for a in unlegalized {
                let Some(b) = a.body(body) else { continue };
                let name = ctx.ident_str(b.op_name(a.op));
                let mut d = op_error(ctx, b, a.op, &format!("op '{name}' is not legalizable"));
                d.severity = Severity::Remark;
                ctx.emit(d);
            }
        }
    }
}

/// MLIR's `RemoveTestDialectOps`: a plain rewrite pattern rooted at any op, erasing the
/// ops of the `test` dialect.
fn remove_test_dialect_ops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let name = rw.ctx().ident_str(rw.body().op_name(op));
    if !name.starts_with("test.") {
        return Err(MatchFailure);
    }
    rw.erase_op(op);
    Ok(())
}

/// `test-legalize-unknown-root-patterns` (MLIR's `TestUnknownRootOpDriver`): a partial
/// conversion with the `test` dialect illegal and [`remove_test_dialect_ops`]; the pass
/// fails when the conversion does.
#[derive(Clone, Default)]
pub(crate) struct TestUnknownRootOpDriver {
    base: TestUnknownRootOpDriverBase,
}

impl DeclaredPass for TestUnknownRootOpDriver {
    type Base = TestUnknownRootOpDriverBase;
    fn base(&self) -> &TestUnknownRootOpDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestUnknownRootOpDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut rewrites = RewritePatternSet::new();
        rewrites.add_fn(
            ctx,
            PatternRoot::Any,
            1,
            "RemoveTestDialectOps",
            remove_test_dialect_ops,
        );
        let mut patterns = ConversionPatternSet::new();
        patterns.add_rewrite_set(&rewrites);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialects(&["test"]);
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if apply_partial_conversion(ctx, body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use strata_framework::asm::{parse_module, print_op, ParseOptions, PrintOptions};
    use strata_framework::conversion::{
        apply_full_conversion, apply_partial_conversion, is_function_legal,
        populate_function_signature_conversion, ConversionPatternRewriter, ConversionPatternSet,
        ConversionTarget, TypeConverter,
    };
    use strata_framework::ir::body::{Op, OperationState, Value};
    use strata_framework::ir::types::FloatKind;
    use strata_framework::rewrite::{MatchFailure, RewriteResult};
    use strata_framework::Context;

    fn ctx() -> Context {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::dialects::register_all(&ctx);
        ctx
    }

    /// i64 to f64, i16 dropped, every other type kept; casts are `test.cast`.
    fn converter() -> Arc<TypeConverter> {
        let mut c = TypeConverter::new();
        c.add_conversion(|ctx, t, out| {
            if t == ctx.int_type(16) {
                return Some(true);
            }
            out.push(if t == ctx.int_type(64) {
                ctx.float_type(FloatKind::F64)
            } else {
                t
            });
            Some(true)
        });
        let cast =
            |rw: &mut ConversionPatternRewriter<'_>, ty, inputs: &[Value], loc| -> Option<Value> {
                let ctx = rw.ctx();
                let op = rw.create(OperationState {
                    name: ctx.ident("test.cast"),
                    operands: inputs.to_vec(),
                    attrs: ctx.empty_dictionary(),
                    result_types: vec![ty],
                    loc,
                    successors: Vec::new(),
                    num_regions: 0,
                    isolated_from_above: false,
                });
                Some(rw.results(op)[0])
            };
        c.add_source_materialization(cast);
        c.add_argument_materialization(cast);
        Arc::new(c)
    }

    fn run(
        ctx: &Context,
        src: &str,
        f: impl FnOnce(&mut strata_framework::Body, strata_framework::Identifier) -> bool,
    ) -> (String, bool) {
        let mut m = parse_module(ctx, src, &ParseOptions::default()).expect("parses");
        let ok = {
            let iso = m.body.isolated_op_mut(m.op).expect("isolated");
            f(iso.body, iso.name)
        };
        (print_op(ctx, &m.body, m.op, &PrintOptions::default()), ok)
    }

    const SRC: &str = r#"
func.func private @decl(i16)
func.func @f(%arg0: i64, %unused: i16, %arg1: i64) -> i64 {
  "test.invalid"(%arg0, %arg1) : (i64, i64) -> ()
  "test.use"(%arg0) : (i64) -> ()
  return %arg0 : i64
}
"#;

    fn target(ctx: &Context, conv: &Arc<TypeConverter>) -> ConversionTarget {
        let mut t = ConversionTarget::new();
        t.add_legal_ops(ctx, &["test.valid", "test.cast", "test.use", "func.return"]);
        let c = conv.clone();
        t.add_dynamically_legal_ops(ctx, &["func.func"], move |op| {
            Some(is_function_legal(&c, op))
        });
        t
    }

    fn passthrough(
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let loc = rw.body().loc(op);
        rw.replace_op_with_new_op(
            op,
            OperationState {
                name: ctx.ident("test.valid"),
                operands: operands.to_vec(),
                attrs: ctx.empty_dictionary(),
                result_types: Vec::new(),
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            },
        );
        Ok(())
    }

    #[test]
    fn function_signatures_and_bodies_convert() {
        let ctx = ctx();
        let conv = converter();
        let target = target(&ctx, &conv);
        let mut set = ConversionPatternSet::new();
        populate_function_signature_conversion(&ctx, "func.func", conv.clone(), &mut set);
        set.add_fn(&ctx, "test.invalid", "passthrough", &[], passthrough);
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_partial_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(ok, "{text}");
        assert!(text.contains("func.func private @decl()"), "{text}");
        assert!(
            text.contains("func.func @f(%arg0: f64, %arg1: f64) -> f64 {"),
            "{text}"
        );
        assert!(
            text.contains("\"test.valid\"(%arg0, %arg1) : (f64, f64) -> ()"),
            "{text}"
        );
        // The legal users keep the old type through a source materialization.
        assert!(
            text.contains("\"test.cast\"(%arg0) : (f64) -> i64"),
            "{text}"
        );
    }

    /// `func.func` replaced by a new `func.func` named with a `_new` suffix whose body is
    /// the old one's.
    fn rename_function(
        op: Op,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let body = rw.body();
        let name_key = ctx.ident("sym_name");
        let mut entries = ctx.dictionary_entries(body.attrs(op));
        let Some(e) = entries.iter_mut().find(|(k, _)| *k == name_key) else {
            return Err(MatchFailure);
        };
        let old = ctx.string_value(e.1).unwrap_or_default();
        if old.ends_with("_new") {
            return Err(MatchFailure);
        }
        e.1 = ctx.string_attr(&format!("{old}_new"));
        let state = OperationState {
            name: body.op_name(op),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(entries),
            result_types: Vec::new(),
            loc: body.loc(op),
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        };
        rw.set_insertion_point_before(op);
        let new = rw.create(state);
        rw.move_regions_to(op, new);
        rw.erase_op(op);
        Ok(())
    }

    #[test]
    fn a_body_moves_to_a_new_function_and_its_ops_are_converted_there() {
        let ctx = ctx();
        let mut target = ConversionTarget::new();
        target.add_legal_ops(&ctx, &["test.valid", "test.use", "func.return"]);
        target.add_dynamically_legal_ops(&ctx, &["func.func"], |op| {
            let name = op
                .attr("sym_name")
                .and_then(|a| op.ctx.string_value(a))
                .unwrap_or_default();
            Some(name.ends_with("_new"))
        });
        let mut set = ConversionPatternSet::new();
        set.add_fn(&ctx, "func.func", "rename", &["func.func"], rename_function);
        set.add_fn(&ctx, "test.invalid", "passthrough", &[], passthrough);
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_full_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(ok, "{text}");
        assert!(text.contains("func.func private @decl_new(i16)"), "{text}");
        assert!(
            text.contains("func.func @f_new(%arg0: i64, %arg1: i16, %arg2: i64) -> i64 {"),
            "{text}"
        );
        assert!(text.contains("\"test.valid\"(%arg0, %arg2)"), "{text}");
        assert!(!text.contains("test.invalid"), "{text}");

        // When an op of the moved body cannot be legalized, everything is undone.
        target.add_illegal_ops(&ctx, &["test.use"]);
        let before = run(&ctx, SRC, |_, _| true).0;
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_full_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(!ok);
        assert_eq!(text, before);
    }
}
