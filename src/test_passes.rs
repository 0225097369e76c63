//! The test passes and pipelines of MLIR 16's `mlir-opt` (`mlir/test/lib/Pass`,
//! `mlir/test/lib/IR`) that exercise the pass manager and the interfaces, with their
//! arguments, summaries, anchors and options, so that `strata-opt` can be compared with
//! `mlir-opt` on pipelines, nesting, options, failures and side effects. Their names drop
//! the C++ `(anonymous namespace)::` prefix. Each pass is declared in
//! `spec/passes/TestPasses.td`; its Rust holds the generated `NAMEBase` and writes
//! `run_on_operation`.

use strata_framework::interfaces::base::MemoryEffectOpInterfaceRef;
use strata_framework::ir::body::{Body, InsertPoint, Op, OperationState, WalkOrder, WalkResult};
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::pass::{DeclaredPass, OpPassManager, PassRegistry, PassRun};

/// The declarations of the test passes, generated from `spec/passes/TestPasses.td`
/// (`tblgen --gen-pass-decls`). Formatted by the generator, so rustfmt leaves it alone.
#[rustfmt::skip]
mod decls;
pub(crate) mod conversion;
pub(crate) mod convert_call_op;
pub(crate) mod data_layout;
pub(crate) mod drivers;
pub(crate) mod legalizer;

mod regions;

use decls::{
    SideEffectsPassBase, TestCrashRecoveryPassBase, TestFailurePassBase, TestFunctionPassBase,
    TestInvalidIrPassBase, TestModulePassBase, TestOptionsPassBase, TestOptionsPassOptions,
    TestPatternDriverBase, TestStatisticPassBase,
};

/// `test-module-pass`: does nothing, on `builtin.module`.
#[derive(Clone, Default)]
struct TestModulePass {
    base: TestModulePassBase,
}

impl DeclaredPass for TestModulePass {
    type Base = TestModulePassBase;
    fn base(&self) -> &TestModulePassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestModulePassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
}

/// `test-function-pass`: does nothing, on `func.func`.
#[derive(Clone, Default)]
struct TestFunctionPass {
    base: TestFunctionPassBase,
}

impl DeclaredPass for TestFunctionPass {
    type Base = TestFunctionPassBase;
    fn base(&self) -> &TestFunctionPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestFunctionPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
}

/// `test-options-pass`: does nothing with its options, on `func.func`.
#[derive(Clone, Default)]
struct TestOptionsPass {
    base: TestOptionsPassBase,
}

impl DeclaredPass for TestOptionsPass {
    type Base = TestOptionsPassBase;
    fn base(&self) -> &TestOptionsPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestOptionsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
}

/// `test-pass-failure`: always fails, on any op.
#[derive(Clone, Default)]
struct TestFailurePass {
    base: TestFailurePassBase,
}

impl DeclaredPass for TestFailurePass {
    type Base = TestFailurePassBase;
    fn base(&self) -> &TestFailurePassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestFailurePassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        run.signal_pass_failure();
    }
}

/// `test-pass-crash`: always crashes (panics), on any op. Without a crash reproducer the
/// tool crashes, as mlir-opt does; with one, the pass manager recovers and reports it.
#[derive(Clone, Default)]
struct TestCrashRecoveryPass {
    base: TestCrashRecoveryPassBase,
}

impl DeclaredPass for TestCrashRecoveryPass {
    type Base = TestCrashRecoveryPassBase;
    fn base(&self) -> &TestCrashRecoveryPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestCrashRecoveryPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {
        panic!("test-pass-crash crashes on purpose");
    }
}

/// `test-pass-create-invalid-ir`: adds an op the verifier rejects at the start of a
/// function's body (mlir-opt adds a `test` dialect op lacking an attribute; Strata, which
/// has no `test` dialect, an `arith.constant` without its `value`), and fails when asked.
#[derive(Clone, Default)]
struct TestInvalidIrPass {
    base: TestInvalidIrPassBase,
}

impl DeclaredPass for TestInvalidIrPass {
    type Base = TestInvalidIrPassBase;
    fn base(&self) -> &TestInvalidIrPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestInvalidIrPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        if *self.base.options.signal_failure.value() {
            run.signal_pass_failure();
        }
        if !*self.base.options.emit_invalid_ir.value() {
            return;
        }
        let ctx = run.ctx;
        let body = &mut *run.op.body;
        let Some(block) = run.op.regions.first().and_then(|&r| body.entry_block(r)) else {
            return;
        };
        let op = body.create_op(OperationState {
            name: ctx.ident("arith.constant"),
            operands: Vec::new(),
            attrs: ctx.empty_dictionary(),
            result_types: vec![ctx.int_type(32)],
            loc: ctx.unknown_loc(),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        });
        let before = body.first_op(block);
        body.insert_op(InsertPoint { block, before }, op);
    }
}

/// `test-stats-pass`: counts the ops it sees in a statistic, on any op.
#[derive(Clone, Default)]
struct TestStatisticPass {
    base: TestStatisticPassBase,
}

impl DeclaredPass for TestStatisticPass {
    type Base = TestStatisticPassBase;
    fn base(&self) -> &TestStatisticPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestStatisticPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        // The op itself and everything nested in it.
        let body = &*run.op.body;
        let mut n = 1;
        for &r in run.op.regions {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    body.walk(op, WalkOrder::PreOrder, |_, _| {
                        n += 1;
                        WalkResult::Advance
                    });
                }
            }
        }
        self.base.op_count.add(n);
    }
}

/// `test-side-effects` (MLIR's `TestSideEffects`): a remark on every op with
/// `MemoryEffectOpInterface`, in post-order, naming each of its effects (`found an instance
/// of 'read' on a value, on resource '<Default>'`) or saying it has none; on
/// `builtin.module`.
#[derive(Clone, Default)]
struct SideEffectsPass {
    base: SideEffectsPassBase,
}

/// A remark about `op` (MLIR's `Operation::emitRemark`): at its location, with the `see
/// current operation:` note unless the context leaves it out. The note shows the op in the
/// generic form, as Strata's diagnostics print ops; MLIR prints a remark's op in its
/// custom form.
fn remark(ctx: &strata_framework::Context, body: &Body, op: Op, message: &str) {
    let mut d = op_error(ctx, body, op, message);
    d.severity = strata_framework::support::diag::Severity::Remark;
    ctx.emit(d);
}

impl DeclaredPass for SideEffectsPass {
    type Base = SideEffectsPassBase;
    fn base(&self) -> &SideEffectsPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut SideEffectsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let body = &*run.op.body;
        let tops: Vec<Op> = run
            .op
            .regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .collect();
        for top in tops {
            body.walk(top, WalkOrder::PostOrder, |body, op| {
                let Some(iface) = MemoryEffectOpInterfaceRef::get(OpRef::new(ctx, body, op)) else {
                    return WalkResult::Advance;
                };
                let effects = iface.effects();
                if effects.is_empty() {
                    remark(ctx, body, op, "operation has no memory effects");
                }
                for e in effects {
                    let mut message = format!("found an instance of '{}'", e.effect.name());
                    if e.value().is_some() {
                        message.push_str(" on a value,");
                    } else if let Some(symbol) = e.symbol_ref() {
                        let printer =
                            strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None };
                        let symbol = printer.attr_to_string(symbol);
                        message.push_str(&format!(" on a symbol '{symbol}',"));
                    }
                    message.push_str(&format!(" on resource '{}'", e.resource.name()));
                    remark(ctx, body, op, &message);
                }
                WalkResult::Advance
            });
        }
    }
}

/// `test-patterns` (MLIR's `TestPatternDriver`): the greedy driver with the `test`
/// dialect's rewrite rules and the patterns MLIR writes in C++, folding, on `func.func`;
/// options `top-down` (default off) and `max-iterations` (10).
#[derive(Clone, Default)]
struct TestPatternDriver {
    base: TestPatternDriverBase,
    patterns: strata_framework::rewrite::FrozenRewritePatternSet,
}

impl DeclaredPass for TestPatternDriver {
    type Base = TestPatternDriverBase;
    fn base(&self) -> &TestPatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestPatternDriverBase {
        &mut self.base
    }
    fn initialize(
        &mut self,
        ctx: &strata_framework::Context,
    ) -> Result<(), strata_framework::support::diag::Diagnostic> {
        let mut set = strata_framework::rewrite::RewritePatternSet::new();
        crate::dialects::test::patterns::populate_test_patterns(&mut set, ctx);
        self.patterns = strata_framework::rewrite::FrozenRewritePatternSet::new(set, &[], &[]);
        Ok(())
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let o = &self.base.options;
        let config = strata_framework::rewrite::GreedyRewriteConfig {
            use_top_down_traversal: *o.use_top_down_traversal.value(),
            max_iterations: i64::from(*o.max_iterations.value()),
            ..Default::default()
        };
        let regions = run.op.regions.to_vec();
        let _ = strata_framework::rewrite::apply_patterns_and_fold_greedily(
            run.ctx,
            run.op.body,
            &regions,
            &self.patterns,
            &config,
        );
    }
}

/// `test-pm-nested-pipeline`: a module pipeline (a module pass and a function pipeline)
/// and a function pipeline, nested explicitly.
fn nested_pipeline(pm: &mut OpPassManager) -> Result<(), String> {
    let module_pm = pm.nest("builtin.module");
    module_pm.add_pass(Box::<TestModulePass>::default())?;
    module_pm
        .nest("func.func")
        .add_pass(Box::<TestFunctionPass>::default())?;
    pm.nest("func.func")
        .add_pass(Box::<TestFunctionPass>::default())
}

/// Registers the test passes (those of `spec/passes/TestPasses.td`) and pipelines.
pub fn register(registry: &mut PassRegistry) {
    decls::register(registry);
    registry.register_pipeline_with_options::<TestOptionsPassOptions>(
        "test-options-pass-pipeline",
        "Parses options using pass pipeline registration",
        |pm, options| {
            pm.add_pass(Box::new(TestOptionsPass {
                base: TestOptionsPassBase {
                    options: options.clone(),
                },
            }))
        },
    );
    registry.register_pipeline(
        "test-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        nested_pipeline,
    );
}
