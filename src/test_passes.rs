//! The test passes and pipelines of MLIR 16's `mlir-opt` (`mlir/test/lib/Pass`,
//! `mlir/test/lib/IR`) that exercise the pass manager and the interfaces, with their
//! arguments, summaries, anchors and options, so that `strata-opt` can be compared with
//! `mlir-opt` on pipelines, nesting, options, failures and side effects. Their names drop
//! the C++ `(anonymous namespace)::` prefix.

use strata_framework::interfaces::base::MemoryEffectOpInterfaceRef;
use strata_framework::ir::body::{Body, InsertPoint, Op, OperationState, WalkOrder, WalkResult};
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::pass::{
    ListOption, OpPassManager, OptionBase, Pass, PassOption, PassRegistry, PassRun,
    PipelineOptions, Statistic,
};

/// `test-module-pass`: does nothing, on `builtin.module`.
#[derive(Clone, Default)]
struct TestModulePass;

impl Pass for TestModulePass {
    fn argument(&self) -> &str {
        "test-module-pass"
    }
    fn name(&self) -> &str {
        "TestModulePass"
    }
    fn description(&self) -> &str {
        "Test a module pass in the pass manager"
    }
    fn op_name(&self) -> Option<&str> {
        Some("builtin.module")
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-function-pass`: does nothing, on `func.func`.
#[derive(Clone, Default)]
struct TestFunctionPass;

impl Pass for TestFunctionPass {
    fn argument(&self) -> &str {
        "test-function-pass"
    }
    fn name(&self) -> &str {
        "TestFunctionPass"
    }
    fn description(&self) -> &str {
        "Test a function pass in the pass manager"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The options of `test-options-pass` and of the `test-options-pass-pipeline` pipeline.
#[derive(Clone)]
struct TestOptions {
    list: ListOption<i32>,
    string_list: ListOption<String>,
    string: PassOption<String>,
}

impl Default for TestOptions {
    fn default() -> Self {
        TestOptions {
            list: ListOption::new("list", "Example list option", Vec::new()),
            string_list: ListOption::new("string-list", "Example string list option", Vec::new()),
            string: PassOption::new("string", "Example string option", String::new()),
        }
    }
}

impl PipelineOptions for TestOptions {
    fn options(&self) -> Vec<&dyn OptionBase> {
        vec![&self.list, &self.string_list, &self.string]
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        vec![&mut self.list, &mut self.string_list, &mut self.string]
    }
}

/// `test-options-pass`: does nothing with its options, on `func.func`.
#[derive(Clone, Default)]
struct TestOptionsPass {
    options: TestOptions,
}

impl Pass for TestOptionsPass {
    fn argument(&self) -> &str {
        "test-options-pass"
    }
    fn name(&self) -> &str {
        "TestOptionsPass"
    }
    fn description(&self) -> &str {
        "Test options parsing capabilities"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn options(&self) -> Vec<&dyn OptionBase> {
        self.options.options()
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        self.options.options_mut()
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {}
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-pass-failure`: always fails, on any op.
#[derive(Clone, Default)]
struct TestFailurePass;

impl Pass for TestFailurePass {
    fn argument(&self) -> &str {
        "test-pass-failure"
    }
    fn name(&self) -> &str {
        "TestFailurePass"
    }
    fn description(&self) -> &str {
        "Test a pass in the pass manager that always fails"
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        run.signal_pass_failure();
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-pass-crash`: always crashes (panics), on any op. Without a crash reproducer the
/// tool crashes, as mlir-opt does; with one, the pass manager recovers and reports it.
#[derive(Clone, Default)]
struct TestCrashRecoveryPass;

impl Pass for TestCrashRecoveryPass {
    fn argument(&self) -> &str {
        "test-pass-crash"
    }
    fn name(&self) -> &str {
        "TestCrashRecoveryPass"
    }
    fn description(&self) -> &str {
        "Test a pass in the pass manager that always crashes"
    }
    fn run_on_operation(&mut self, _run: &mut PassRun<'_, '_, '_>) {
        panic!("test-pass-crash crashes on purpose");
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-pass-create-invalid-ir`: adds an op the verifier rejects at the start of a
/// function's body (mlir-opt adds a `test` dialect op lacking an attribute; Strata, which
/// has no `test` dialect, an `arith.constant` without its `value`), and fails when asked.
#[derive(Clone)]
struct TestInvalidIrPass {
    emit_invalid_ir: PassOption<bool>,
    signal_pass_failure: PassOption<bool>,
}

impl Default for TestInvalidIrPass {
    fn default() -> Self {
        TestInvalidIrPass {
            emit_invalid_ir: PassOption::new("emit-invalid-ir", "Emit invalid IR", true),
            signal_pass_failure: PassOption::new(
                "signal-pass-failure",
                "Trigger a pass failure",
                false,
            ),
        }
    }
}

impl Pass for TestInvalidIrPass {
    fn argument(&self) -> &str {
        "test-pass-create-invalid-ir"
    }
    fn name(&self) -> &str {
        "TestInvalidIRPass"
    }
    fn description(&self) -> &str {
        "Test pass that adds an invalid operation in a function body"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn options(&self) -> Vec<&dyn OptionBase> {
        vec![&self.emit_invalid_ir, &self.signal_pass_failure]
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        vec![&mut self.emit_invalid_ir, &mut self.signal_pass_failure]
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        if *self.signal_pass_failure.value() {
            run.signal_pass_failure();
        }
        if !*self.emit_invalid_ir.value() {
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
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-stats-pass`: counts the ops it sees in a statistic, on any op.
#[derive(Clone)]
struct TestStatisticPass {
    op_count: Statistic,
}

impl Default for TestStatisticPass {
    fn default() -> Self {
        TestStatisticPass {
            op_count: Statistic::new("num-ops", "Number of operations counted"),
        }
    }
}

impl Pass for TestStatisticPass {
    fn argument(&self) -> &str {
        "test-stats-pass"
    }
    fn name(&self) -> &str {
        "TestStatisticPass"
    }
    fn description(&self) -> &str {
        "Test pass statistics"
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.op_count]
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
        self.op_count.add(n);
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-side-effects` (MLIR's `TestSideEffects`): a remark on every op with
/// `MemoryEffectOpInterface`, in post-order, naming each of its effects (`found an instance
/// of 'read' on a value, on resource '<Default>'`) or saying it has none; on
/// `builtin.module`.
#[derive(Clone, Default)]
struct SideEffectsPass;

/// A remark about `op` (MLIR's `Operation::emitRemark`): at its location, with the `see
/// current operation:` note unless the context leaves it out. The note shows the op in the
/// generic form, as Strata's diagnostics print ops; MLIR prints a remark's op in its
/// custom form.
fn remark(ctx: &strata_framework::Context, body: &Body, op: Op, message: &str) {
    let mut d = op_error(ctx, body, op, message);
    d.severity = strata_framework::support::diag::Severity::Remark;
    ctx.emit(d);
}

impl Pass for SideEffectsPass {
    fn argument(&self) -> &str {
        "test-side-effects"
    }
    fn name(&self) -> &str {
        "SideEffectsPass"
    }
    fn description(&self) -> &str {
        "Test side effects interfaces"
    }
    fn op_name(&self) -> Option<&str> {
        Some("builtin.module")
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
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-pm-nested-pipeline`: a module pipeline (a module pass and a function pipeline)
/// and a function pipeline, nested explicitly.
fn nested_pipeline(pm: &mut OpPassManager) -> Result<(), String> {
    let module_pm = pm.nest("builtin.module");
    module_pm.add_pass(Box::new(TestModulePass))?;
    module_pm
        .nest("func.func")
        .add_pass(Box::new(TestFunctionPass))?;
    pm.nest("func.func").add_pass(Box::new(TestFunctionPass))
}

/// Registers the test passes and pipelines.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(TestModulePass));
    registry.register_pass(|| Box::new(TestFunctionPass));
    registry.register_pass(|| Box::<TestOptionsPass>::default());
    registry.register_pass(|| Box::new(TestFailurePass));
    registry.register_pass(|| Box::new(TestCrashRecoveryPass));
    registry.register_pass(|| Box::<TestInvalidIrPass>::default());
    registry.register_pass(|| Box::<TestStatisticPass>::default());
    registry.register_pass(|| Box::new(SideEffectsPass));
    registry.register_pipeline_with_options::<TestOptions>(
        "test-options-pass-pipeline",
        "Parses options using pass pipeline registration",
        |pm, options| {
            pm.add_pass(Box::new(TestOptionsPass {
                options: options.clone(),
            }))
        },
    );
    registry.register_pipeline(
        "test-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        nested_pipeline,
    );
}
