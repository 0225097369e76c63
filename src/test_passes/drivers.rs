//! The test passes of MLIR 16 that exercise the rewrite drivers and utilities: the strict
//! greedy driver (`test-strict-pattern-driver`), selective replacement
//! (`test-pattern-selective-replacement`), a rewrite of an op the dialect does not define
//! (`test-rewrite-dynamic-op`), the commutative operand sorting
//! (`test-commutativity-utils`), the folder alone (`test-constant-fold`) and the sorting of
//! a list of ops (`test-topological-sort-analysis`). Each pass is declared in
//! `spec/passes/TestPasses.td`; its patterns are those MLIR writes in C++ for it.

use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::body::{Body, IrListener, Op, OperationState, Region, Value};
use strata_framework::ir::registry::{op_error, OpTraits};
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::folder::{try_to_fold, FolderListener, OperationFolder};
use strata_framework::rewrite::{
    apply_op_patterns_and_fold, apply_patterns_and_fold_greedily, FrozenRewritePatternSet,
    GreedyRewriteConfig, GreedyRewriteStrictness, MatchFailure, PatternRewriter, PatternRoot,
    RewritePatternSet, RewriteResult,
};
use strata_framework::{Attribute, Context};

use super::decls::{
    CommutativityUtilsBase, TestConstantFoldBase, TestRewriteDynamicOpDriverBase,
    TestSelectiveReplacementPatternDriverBase, TestStrictPatternDriverBase,
    TestTopologicalSortAnalysisPassBase,
};

/// The ops of `regions` (of `body`), nested ones before the op holding them (MLIR's
/// default post-order walk), not entering isolated ops.
fn post_order(body: &Body, regions: &[Region], out: &mut Vec<Op>) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if !body.is_isolated(op) {
                    post_order(body, body.regions(op), out);
                }
                out.push(op);
            }
        }
    }
}

/// The ops of `regions` (of `body`), each before the ops nested in it, not entering
/// isolated ops.
fn pre_order(body: &Body, regions: &[Region], out: &mut Vec<Op>) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                out.push(op);
                if !body.is_isolated(op) {
                    pre_order(body, body.regions(op), out);
                }
            }
        }
    }
}

/// `op`'s attributes with `name` set to `value`.
fn with_attr(ctx: &Context, attrs: Attribute, name: &str, value: Attribute) -> Attribute {
    let mut entries = ctx.dictionary_entries(attrs);
    entries.push((ctx.ident(name), value));
    ctx.dictionary_attr(entries)
}

/// A new op named `name` of `op`'s operands and result types, without attributes.
fn like(ctx: &Context, body: &Body, op: Op, name: &str) -> OperationState {
    OperationState {
        name: ctx.ident(name),
        operands: body.operands(op).collect(),
        attrs: ctx.empty_dictionary(),
        result_types: body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect(),
        loc: body.loc(op),
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    }
}

// ----- test-strict-pattern-driver -----

/// `test.insert_same_op` without `skip` gets `skip = true` and a twin with it before it
/// (MLIR's `InsertSameOp`).
fn insert_same_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    if ctx.dictionary_get(rw.body().attrs(op), "skip").is_some() {
        return Err(MatchFailure);
    }
    let skip = ctx.integer_attr(1, ctx.int_type(1));
    let mut state = like(ctx, rw.body(), op, "test.insert_same_op");
    state.attrs = with_attr(ctx, state.attrs, "skip", skip);
    rw.set_insertion_point_before(op);
    rw.create(state);
    let attrs = with_attr(ctx, rw.body().attrs(op), "skip", skip);
    rw.modify_op_in_place(op, |rw| rw.set_attrs(op, attrs));
    Ok(())
}

/// `test.replace_with_new_op` is replaced by a `test.new_op` of its operands and result
/// types, or, with `create_erase_op`, by a `test.erase_op` of none (MLIR's
/// `ReplaceWithNewOp`).
fn replace_with_new_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let erase = ctx
        .dictionary_get(rw.body().attrs(op), "create_erase_op")
        .is_some();
    let mut state = like(ctx, rw.body(), op, "test.new_op");
    if erase {
        state.name = ctx.ident("test.erase_op");
        state.operands.clear();
        state.result_types.clear();
    }
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let values: Vec<Value> = rw.body().results(new).to_vec();
    if values.len() != rw.body().results(op).len() {
        // As MLIR's `replaceOp`, which needs one value per result, would assert.
        return Err(MatchFailure);
    }
    rw.replace_op(op, &values);
    Ok(())
}

/// `test.erase_op` is erased (MLIR's `EraseOp`).
fn erase_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    rw.erase_op(op);
    Ok(())
}

/// `test-strict-pattern-driver` (MLIR's `TestStrictPatternDriver`): the strict driver on
/// the function's `test.insert_same_op`, `test.replace_with_new_op` and `test.erase_op`
/// ops (in post-order), as strict as `strictness` says; on `func.func`.
#[derive(Clone, Default)]
pub(crate) struct TestStrictPatternDriver {
    base: TestStrictPatternDriverBase,
}

impl DeclaredPass for TestStrictPatternDriver {
    type Base = TestStrictPatternDriverBase;
    fn base(&self) -> &TestStrictPatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestStrictPatternDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let strict_mode = match self.base.options.strict_mode.value().as_str() {
            "AnyOp" => GreedyRewriteStrictness::AnyOp,
            "ExistingAndNewOps" => GreedyRewriteStrictness::ExistingAndNewOps,
            "ExistingOps" => GreedyRewriteStrictness::ExistingOps,
            other => panic!("invalid strictness option '{other}'"),
        };
        let mut set = RewritePatternSet::new();
        for (name, pattern, f) in [
            (
                "test.insert_same_op",
                "InsertSameOp",
                insert_same_op as fn(Op, &mut PatternRewriter<'_>) -> RewriteResult,
            ),
            (
                "test.replace_with_new_op",
                "ReplaceWithNewOp",
                replace_with_new_op,
            ),
            ("test.erase_op", "EraseOp", erase_op),
        ] {
            set.add_fn(ctx, PatternRoot::Op(ctx.ident(name)), 1, pattern, f);
        }
        let patterns = FrozenRewritePatternSet::new(set, &[], &[]);
        let body = &mut *run.op.body;
        let mut all = Vec::new();
        post_order(body, run.op.regions, &mut all);
        let ops: Vec<Op> = all
            .into_iter()
            .filter(|&op| {
                matches!(
                    &*ctx.ident_str(body.op_name(op)),
                    "test.insert_same_op" | "test.replace_with_new_op" | "test.erase_op"
                )
            })
            .collect();
        let config = GreedyRewriteConfig {
            strict_mode,
            ..Default::default()
        };
        let _ = apply_op_patterns_and_fold(ctx, body, &ops, &patterns, &config);
    }
}

// ----- test-pattern-selective-replacement -----

/// A `test.cast` of two operands has its uses by terminators replaced by its first
/// operand, then is replaced by its second (MLIR's `TestSelectiveOpReplacementPattern`).
fn selective_op_replacement(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    if rw.body().num_operands(op) != 2 {
        return Err(MatchFailure);
    }
    let (first, second) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let result = rw.body().results(op)[0];
    rw.replace_uses_with_if(result, first, |body, u| {
        ctx.op_info_of(body.op_name(u.op))
            .is_some_and(|i| i.traits.contains(OpTraits::TERMINATOR))
    });
    rw.replace_op(op, &[second]);
    Ok(())
}

/// `test-pattern-selective-replacement` (MLIR's `TestSelectiveReplacementPatternDriver`):
/// the greedy driver with [`selective_op_replacement`], on any op.
#[derive(Clone, Default)]
pub(crate) struct TestSelectiveReplacementPatternDriver {
    base: TestSelectiveReplacementPatternDriverBase,
}

/// The greedy driver with the one pattern `f` rooted at `root`, on the pass's op.
fn run_greedy(
    run: &mut PassRun<'_, '_, '_>,
    root: Option<&str>,
    benefit: u16,
    name: &str,
    f: fn(Op, &mut PatternRewriter<'_>) -> RewriteResult,
) -> bool {
    let ctx = run.ctx;
    let mut set = RewritePatternSet::new();
    let root = root.map_or(PatternRoot::Any, |r| PatternRoot::Op(ctx.ident(r)));
    set.add_fn(ctx, root, benefit, name, f);
    let patterns = FrozenRewritePatternSet::new(set, &[], &[]);
    let regions = run.op.regions.to_vec();
    apply_patterns_and_fold_greedily(
        ctx,
        run.op.body,
        &regions,
        &patterns,
        &GreedyRewriteConfig::default(),
    )
}

impl DeclaredPass for TestSelectiveReplacementPatternDriver {
    type Base = TestSelectiveReplacementPatternDriverBase;
    fn base(&self) -> &TestSelectiveReplacementPatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestSelectiveReplacementPatternDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let _ = run_greedy(
            run,
            Some("test.cast"),
            1,
            "TestSelectiveOpReplacementPattern",
            selective_op_replacement,
        );
    }
}

// ----- test-rewrite-dynamic-op -----

/// `test.dynamic_one_operand_two_results` becomes `test.dynamic_generic` of the same
/// operands, result types and attributes (MLIR's `RewriteDynamicOp`).
fn rewrite_dynamic_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let mut state = like(ctx, rw.body(), op, "test.dynamic_generic");
    state.attrs = rw.body().attrs(op);
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let values: Vec<Value> = rw.body().results(new).to_vec();
    rw.replace_op(op, &values);
    Ok(())
}

/// `test-rewrite-dynamic-op` (MLIR's `TestRewriteDynamicOpDriver`): the greedy driver
/// with [`rewrite_dynamic_op`], on any op; fails when it does not converge.
#[derive(Clone, Default)]
pub(crate) struct TestRewriteDynamicOpDriver {
    base: TestRewriteDynamicOpDriverBase,
}

impl DeclaredPass for TestRewriteDynamicOpDriver {
    type Base = TestRewriteDynamicOpDriverBase;
    fn base(&self) -> &TestRewriteDynamicOpDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestRewriteDynamicOpDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        if !run_greedy(
            run,
            Some("test.dynamic_one_operand_two_results"),
            1,
            "RewriteDynamicOp",
            rewrite_dynamic_op,
        ) {
            run.signal_pass_failure();
        }
    }
}

// ----- test-commutativity-utils -----

/// `test-commutativity-utils` (MLIR's `CommutativityUtils`): the greedy driver with the
/// pattern sorting commutative operands, on `func.func`.
#[derive(Clone, Default)]
pub(crate) struct CommutativityUtils {
    base: CommutativityUtilsBase,
}

impl DeclaredPass for CommutativityUtils {
    type Base = CommutativityUtilsBase;
    fn base(&self) -> &CommutativityUtilsBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut CommutativityUtilsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut set = RewritePatternSet::new();
        strata_framework::transforms::commutativity::populate_commutativity_utils_patterns(
            &mut set, ctx,
        );
        let patterns = FrozenRewritePatternSet::new(set, &[], &[]);
        let regions = run.op.regions.to_vec();
        let _ = apply_patterns_and_fold_greedily(
            ctx,
            run.op.body,
            &regions,
            &patterns,
            &GreedyRewriteConfig::default(),
        );
    }
}

// ----- test-constant-fold -----

/// The listener of `test-constant-fold`: the folder, and the constants the folds made.
#[derive(Default)]
struct ConstantFoldListener {
    folder: OperationFolder,
    generated: Vec<Op>,
}

impl IrListener for ConstantFoldListener {
    fn op_inserted(
        &mut self,
        _body: &Body,
        op: Op,
        previous: Option<strata_framework::ir::body::InsertPoint>,
    ) {
        if previous.is_none() {
            self.generated.push(op);
        }
    }

    fn op_erased(&mut self, body: &Body, op: Op) {
        self.folder.notify_removal(body, op);
    }
}

impl FolderListener for ConstantFoldListener {
    fn folder(&mut self) -> &mut OperationFolder {
        &mut self.folder
    }
}

/// Folds the ops of the arena `body` (its `regions`), last first, then those of the arenas
/// of its isolated ops; erases the constants the folds made that end up unused.
fn constant_fold_arena(ctx: &Context, body: &mut Body, regions: &[Region]) {
    let mut ops = Vec::new();
    pre_order(body, regions, &mut ops);
    let mut listener = ConstantFoldListener::default();
    {
        let mut rw = strata_framework::ir::body::Rewriter::with_listener(&mut *body, &mut listener);
        for &op in ops.iter().rev() {
            if rw.body().is_erased(op) {
                continue;
            }
            let _ = try_to_fold(ctx, &mut rw, op, |_, _, _| {});
        }
    }
    for cst in listener.generated {
        if !body.is_erased(cst) && body.results(cst).iter().all(|&r| body.use_empty(r)) {
            let _ = body.erase_op(cst);
        }
    }
    let isolated: Vec<Op> = ops
        .into_iter()
        .filter(|&op| !body.is_erased(op) && body.is_isolated(op))
        .collect();
    for op in isolated {
        if let Some(nested) = body.nested_body_mut(op) {
            let roots: Vec<Region> = nested.root_regions().collect();
            constant_fold_arena(ctx, nested, &roots);
        }
    }
}

/// `test-constant-fold` (MLIR's `TestConstantFold`): every op nested in the pass's op is
/// folded once, in reverse pre-order, by one folder (per arena, as constants never cross
/// an isolated op); the constants the folds made that are left unused are erased. On any
/// op.
#[derive(Clone, Default)]
pub(crate) struct TestConstantFold {
    base: TestConstantFoldBase,
}

impl DeclaredPass for TestConstantFold {
    type Base = TestConstantFoldBase;
    fn base(&self) -> &TestConstantFoldBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestConstantFoldBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let regions = run.op.regions.to_vec();
        constant_fold_arena(run.ctx, run.op.body, &regions);
    }
}

// ----- test-topological-sort-analysis -----

/// The integer of an integer attribute.
fn integer_of(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_kind_ref(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Sorts the `selected` ops of `regions` (of `body`) and of `root` (when given, an op of
/// `body`), in walk order or, when `ordered`, in the order of their `selected` integers;
/// sets their `pos` if all could be scheduled, and says whether they could.
fn sort_selected(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    root: Option<Op>,
    ordered: bool,
) -> bool {
    let mut all = Vec::new();
    post_order(body, regions, &mut all);
    all.extend(root);
    let mut selected: Vec<Op> = all
        .into_iter()
        .filter(|&op| ctx.dictionary_get(body.attrs(op), "selected").is_some())
        .collect();
    if ordered {
        selected.sort_by_key(|&op| {
            ctx.dictionary_get(body.attrs(op), "selected")
                .and_then(|a| integer_of(ctx, a))
                .unwrap_or(0)
        });
    }
    if !strata_framework::transforms::topological_sort::compute_topological_sorting(
        body,
        &mut selected,
    ) {
        return false;
    }
    let index = ctx.index_type();
    for (i, op) in selected.into_iter().enumerate() {
        let attrs = with_attr(
            ctx,
            body.attrs(op),
            "pos",
            ctx.integer_attr(i as i128, index),
        );
        body.set_attrs(op, attrs);
    }
    true
}

/// Runs the analysis on every `root` op of the arena `body` (its `regions`), then in the
/// arenas of its isolated ops.
fn sort_analysis_arena(ctx: &Context, body: &mut Body, regions: &[Region]) {
    let mut ops = Vec::new();
    post_order(body, regions, &mut ops);
    for &op in &ops {
        let attrs = body.attrs(op);
        if ctx.dictionary_get(attrs, "root").is_none() {
            continue;
        }
        let ordered = ctx.dictionary_get(attrs, "ordered").is_some();
        let scheduled = if body.is_isolated(op) {
            match body.nested_body_mut(op) {
                Some(inner) => {
                    let roots: Vec<Region> = inner.root_regions().collect();
                    sort_selected(ctx, inner, &roots, None, ordered)
                }
                None => true,
            }
        } else {
            let own = body.regions(op).to_vec();
            sort_selected(ctx, body, &own, Some(op), ordered)
        };
        if !scheduled {
            ctx.emit(op_error(ctx, body, op, "could not schedule all ops"));
        }
    }
    for op in ops {
        if let Some(nested) = body.nested_body_mut(op) {
            let roots: Vec<Region> = nested.root_regions().collect();
            sort_analysis_arena(ctx, nested, &roots);
        }
    }
}

/// `test-topological-sort-analysis` (MLIR's `TestTopologicalSortAnalysisPass`): for every
/// op with a `root` attribute, its `selected` ops are sorted topologically (in the order
/// of their `selected` integers first when the root is `ordered`) and each gets its
/// position as `pos`; when they cannot all be scheduled, an error on the root instead. On
/// `builtin.module`.
#[derive(Clone, Default)]
pub(crate) struct TestTopologicalSortAnalysisPass {
    base: TestTopologicalSortAnalysisPassBase,
}

impl DeclaredPass for TestTopologicalSortAnalysisPass {
    type Base = TestTopologicalSortAnalysisPassBase;
    fn base(&self) -> &TestTopologicalSortAnalysisPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestTopologicalSortAnalysisPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let regions = run.op.regions.to_vec();
        sort_analysis_arena(run.ctx, run.op.body, &regions);
    }
}
