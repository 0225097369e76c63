//! The `Pass` trait (MLIR's `Pass`/`OperationPass`), what a pass sees while it runs
//! ([`PassRun`]: its op, the context, analyses, failure) and pass statistics.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::ir::body::{Body, IsolatedOpMut, Op, OperationState};
use crate::ir::context::Context;
use crate::support::diag::Diagnostic;

use super::analysis::{Analysis, AnalysisManager, PreservedAnalyses};
use super::options::{print_options, OptionBase};

/// The source of initialization generations.
static NEXT_INIT_GENERATION: AtomicU64 = AtomicU64::new(1);

/// A new initialization generation (MLIR's `initializationGeneration`): each run of a
/// `PassManager` has one, and the pipelines a pass runs ([`PassRun::run_pipeline`]) are
/// initialized once per generation, not once per op they run on.
pub(crate) fn next_init_generation() -> u64 {
    NEXT_INIT_GENERATION.fetch_add(1, Ordering::Relaxed)
}

/// A transformation or analysis run on one op at a time by a pass manager.
///
/// A pass runs on an op isolated from above (the root module, or an op a nested pass
/// manager is anchored on) and may change only that op's attributes and what is nested in
/// it: the pass manager runs it on sibling ops at once on several threads, each thread on
/// its own copy of the pass ([`Pass::clone_pass`]). It keeps no state from one op to the
/// next beyond its options and statistics.
pub trait Pass: Send {
    /// The name of the pass on the command line and in pipelines (`strip-debuginfo`); empty
    /// for a pass that is not registered.
    fn argument(&self) -> &str;

    /// The name of the pass (`StripDebugInfo`), as diagnostics and instruments show it.
    fn name(&self) -> &str;

    /// A one-line summary, shown by `--help` (MLIR's `getDescription`).
    fn description(&self) -> &str {
        ""
    }

    /// The op the pass runs on (`func.func`), or `None` for an op-agnostic pass, which
    /// runs on whatever op its pass manager is anchored on.
    fn op_name(&self) -> Option<&str> {
        None
    }

    /// Whether the pass may run on ops named `op_name` (registered and isolated from
    /// above; MLIR's `canScheduleOn`): by default, any op for an op-agnostic pass, else its
    /// own op.
    fn can_schedule_on(&self, _ctx: &Context, op_name: &str) -> bool {
        self.op_name().map_or(true, |n| n == op_name)
    }

    /// The pass's options.
    fn options(&self) -> Vec<&dyn OptionBase> {
        Vec::new()
    }

    /// The pass's options, to set them.
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        Vec::new()
    }

    /// The pass's statistics.
    fn statistics(&self) -> Vec<&Statistic> {
        Vec::new()
    }

    /// The dialects whose entities the pass may create, loaded before the pipeline runs
    /// (MLIR's `getDependentDialects`).
    fn dependent_dialects(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// Prepares the pass once before a pipeline runs (MLIR's `initialize`), e.g. to build
    /// pattern sets; an error stops the pipeline.
    fn initialize(&mut self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Runs the pass on the op of `run` ([`PassRun::op`]).
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>);

    /// A copy of the pass with the same options and statistics counters, for another
    /// thread.
    fn clone_pass(&self) -> Box<dyn Pass>;
}

/// The declaration of a pass written in a `.td` spec (`spec/passes/`): the `NAMEBase`
/// struct `tblgen --gen-pass-decls` generates from a `Pass<"argument", "op">` def (MLIR's
/// generated `NAMEBase` class). It holds the pass's options and statistics and knows its
/// argument, name, summary, anchor and dependent dialects; the pass itself, a
/// [`DeclaredPass`], adds only its behaviour.
pub trait PassDeclaration: Clone + Default + Send + Sync + 'static {
    /// The pass's argument (`argument` in the spec).
    const ARGUMENT: &'static str;
    /// The pass's name (the def's name, `CSE`).
    const NAME: &'static str;
    /// The one-line summary (`summary`).
    const SUMMARY: &'static str;
    /// The op the pass runs on (`Pass<"arg", "func.func">`), `None` for an op-agnostic
    /// pass or an interface pass.
    const OP_NAME: Option<&'static str>;
    /// The op interface the ops the pass runs on implement (`InterfacePass<"arg",
    /// "Interface">`), `None` for an op pass.
    const INTERFACE: Option<&'static str>;
    /// The dialects whose entities the pass may create (`dependentDialects`).
    const DEPENDENT_DIALECTS: &'static [&'static str];
    /// The options, in the order the spec declares them.
    fn options(&self) -> Vec<&dyn OptionBase>;
    /// The options, to set them.
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase>;
    /// The statistics, in the order the spec declares them.
    fn statistics(&self) -> Vec<&Statistic>;
}

/// A pass declared in a `.td` spec: it holds its generated declaration
/// ([`DeclaredPass::Base`]) and writes its behaviour (`run_on_operation`, and
/// `initialize` when it prepares something); [`Pass`] comes from the two. A copy for
/// another thread is a clone.
pub trait DeclaredPass: Clone + Send + 'static {
    /// The generated declaration (`CseBase` for `CSE`).
    type Base: PassDeclaration;
    /// The declaration: options and statistics.
    fn base(&self) -> &Self::Base;
    /// The declaration, to set options.
    fn base_mut(&mut self) -> &mut Self::Base;
    /// Prepares the pass once before a pipeline runs ([`Pass::initialize`]).
    fn initialize(&mut self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// Runs the pass on the op of `run` ([`Pass::run_on_operation`]).
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>);
}

impl<P: DeclaredPass> Pass for P {
    fn argument(&self) -> &str {
        P::Base::ARGUMENT
    }
    fn name(&self) -> &str {
        P::Base::NAME
    }
    fn description(&self) -> &str {
        P::Base::SUMMARY
    }
    fn op_name(&self) -> Option<&str> {
        P::Base::OP_NAME
    }
    fn can_schedule_on(&self, ctx: &Context, op_name: &str) -> bool {
        match (P::Base::OP_NAME, P::Base::INTERFACE) {
            (Some(op), _) => op == op_name,
            (None, Some(interface)) => implements_interface(ctx, op_name, interface),
            (None, None) => true,
        }
    }
    fn options(&self) -> Vec<&dyn OptionBase> {
        self.base().options()
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        self.base_mut().options_mut()
    }
    fn statistics(&self) -> Vec<&Statistic> {
        self.base().statistics()
    }
    fn dependent_dialects(&self) -> Vec<&'static str> {
        P::Base::DEPENDENT_DIALECTS.to_vec()
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        DeclaredPass::initialize(self, ctx)
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        DeclaredPass::run_on_operation(self, run)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Whether the registered op `op_name` implements the op interface `interface` (an
/// interface pass runs on those ops only, as MLIR's `InterfacePass` does).
fn implements_interface(ctx: &Context, op_name: &str, interface: &str) -> bool {
    ctx.op_info(op_name)
        .and_then(crate::ods::OpSpec::of)
        .is_some_and(|spec| spec.interfaces.iter().any(|i| i.name == interface))
}

/// Appends the pass as MLIR prints it in a textual pipeline: its argument (or
/// `unknown<NAME>` when it has none) and its options.
pub fn print_pass(pass: &dyn Pass, out: &mut String) {
    if pass.argument().is_empty() {
        out.push_str("unknown<");
        out.push_str(pass.name());
        out.push('>');
    } else {
        out.push_str(pass.argument());
    }
    print_options(&pass.options(), out);
}

/// A counter a pass increments while it runs (MLIR's `Pass::Statistic`). Copies of a pass
/// made for other threads share the counter, so the value is the sum over all copies.
#[derive(Clone, Debug)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: Arc<AtomicU64>,
}

impl Statistic {
    /// A counter at zero.
    pub fn new(name: &'static str, description: &'static str) -> Self {
        Statistic {
            name,
            description,
            value: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Its name (`num-ops`).
    pub fn name(&self) -> &str {
        self.name
    }

    /// Its description.
    pub fn description(&self) -> &str {
        self.description
    }

    /// Adds `n`.
    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    /// The current value.
    pub fn value(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }
}

/// What a pass works with while it runs on one op (MLIR's pass execution state): the op,
/// the context, the op's analyses, and the outcome.
pub struct PassRun<'r, 'o, 'm> {
    /// The context.
    pub ctx: &'r Context,
    /// The op: its attributes, location and regions, and the arena of its regions.
    pub op: &'r mut IsolatedOpMut<'o>,
    /// The op's analyses.
    pub(crate) analyses: &'r mut AnalysisManager<'m>,
    /// What the pass kept valid.
    pub(crate) preserved: PreservedAnalyses,
    /// Whether the pass signalled failure.
    pub(crate) failed: bool,
    /// Where text the pass reports goes (standard error when `None`).
    pub(crate) text_sink: Option<&'r TextSink>,
    /// Where what the pass writes to standard output goes (standard output when `None`).
    pub(crate) output_sink: Option<&'r OutputSink>,
    /// Whether the pipelines the pass runs verify the op after each pass (`--verify-each`).
    pub(crate) verify_each: bool,
    /// The IR around the op, when the pass manager runs on one thread.
    pub(crate) enclosing: Option<&'r super::instrumentation::Enclosing<'r>>,
    /// Whether failures are recovered from and reproduced.
    pub(crate) recovery: super::reproducer::Recovery,
    /// Why the last pipeline the pass ran ([`PassRun::run_pipeline`]) failed.
    pub(crate) nested_failure: Option<Box<super::reproducer::FailureInfo>>,
    /// The initialization generation of the pass manager's run: the pipelines the pass
    /// runs are initialized once in it.
    pub(crate) init_generation: u64,
    /// The isolated ops of the op's arena that a pipeline the pass ran verified after its
    /// passes, and that the pass did not change since ([`PassRun::child_changed`]): the
    /// verification after the pass does not verify them again.
    pub(crate) verified_children: crate::ir::context::FxHashSet<crate::ir::body::Op>,
}

/// Where the text passes report (what MLIR passes write to `llvm::errs()`, such as
/// `print-op-stats`) goes: a tool that orders its standard error (diagnostics of several
/// inputs, rendered later) sets one on its pass manager.
pub type TextSink = Box<dyn Fn(&str) + Send + Sync>;

/// Where what passes write to standard output goes (`snapshot-op-locations` with
/// `filename=-`): a tool printing its own output on standard output sets one on its pass
/// manager, so that the text comes out in order with it (ahead of the IR printed after
/// the passes).
pub type OutputSink = Box<dyn Fn(&[u8]) + Send + Sync>;

impl<'r, 'o, 'm> PassRun<'r, 'o, 'm> {
    /// A run of a pass on `op` (the pass manager makes one for each op a pass runs on;
    /// tests of a pass make their own).
    pub fn new(
        ctx: &'r Context,
        op: &'r mut IsolatedOpMut<'o>,
        analyses: &'r mut AnalysisManager<'m>,
    ) -> Self {
        PassRun {
            ctx,
            op,
            analyses,
            preserved: PreservedAnalyses::none(),
            failed: false,
            text_sink: None,
            output_sink: None,
            verify_each: false,
            enclosing: None,
            recovery: super::reproducer::Recovery::Off,
            nested_failure: None,
            init_generation: next_init_generation(),
            verified_children: Default::default(),
        }
    }

    /// Reports text on the tool's standard error (MLIR passes write to `llvm::errs()`).
    pub fn write_stderr(&self, text: &str) {
        write_stderr(self.text_sink, text);
    }

    /// Writes `data` on the tool's standard output (what MLIR passes write to a file named
    /// `-`). Errors are those of standard output.
    pub fn write_stdout(&self, data: &[u8]) -> std::io::Result<()> {
        match self.output_sink {
            Some(sink) => {
                sink(data);
                Ok(())
            }
            None => {
                use std::io::Write as _;
                let mut out = std::io::stdout().lock();
                out.write_all(data)?;
                out.flush()
            }
        }
    }

    /// Marks the pass failed (MLIR's `signalPassFailure`): no later pass of the pipeline
    /// runs, and the pass manager's run fails. The pass emits its own diagnostic.
    pub fn signal_pass_failure(&mut self) {
        self.failed = true;
    }

    /// An error about the op (MLIR's `emitOpError`): `'NAME' op MESSAGE` at its location,
    /// with the `see current operation:` note unless the context turns it off. Emit it with
    /// `run.ctx.emit`.
    pub fn op_error(&mut self, message: &str) -> Diagnostic {
        let name = self.ctx.ident_str(self.op.name);
        self.error(&format!("'{name}' op {message}"))
    }

    /// An error at the op with the message as given (MLIR's `Operation::emitError`).
    pub fn error(&mut self, message: &str) -> Diagnostic {
        let ctx = self.ctx;
        with_stand_in(self.op, |body, op| {
            crate::ir::registry::op_error(ctx, body, op, message)
        })
    }

    /// Whether the op is nested in another (MLIR's `getOperation()->getParentOp()`): it is
    /// when a nested pass manager runs on it; the op a pass manager's run starts from is
    /// the top-level op of its input.
    pub fn has_parent(&self) -> bool {
        self.analyses.parents.is_some()
    }

    /// Whether the pass signalled failure.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Marks every analysis preserved (the pass changed nothing they depend on).
    pub fn mark_all_analyses_preserved(&mut self) {
        self.preserved.preserve_all();
    }

    /// Marks the analysis `A` preserved.
    pub fn mark_analysis_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// What the pass marked preserved so far.
    pub fn preserved(&self) -> &PreservedAnalyses {
        &self.preserved
    }

    /// The analysis `A` of the op, computed if it is not cached.
    pub fn analysis<A: Analysis>(&mut self) -> Arc<A> {
        let op = self.op.as_ref();
        self.analyses.analysis::<A>(self.ctx, op)
    }

    /// The analysis `A` of the op, if it is cached.
    pub fn cached_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.analyses.cached_analysis::<A>()
    }

    /// The analysis `A` of the isolated op `child` of the op's arena, computed if it is not
    /// cached; `None` if `child` owns no arena.
    pub fn child_analysis<A: Analysis>(&mut self, child: crate::ir::body::Op) -> Option<Arc<A>> {
        let body: &crate::ir::body::Body = self.op.body;
        let child_ref = crate::ir::body::IsolatedOpRef {
            op: child,
            name: body.op_name(child),
            attrs: body.attrs(child),
            loc: body.loc(child),
            regions: body.regions(child),
            body: body.nested_body(child)?,
        };
        Some(self.analyses.child_analysis::<A>(self.ctx, child_ref))
    }

    /// The analysis `A` of the child op `child`, if it is cached.
    pub fn cached_child_analysis<A: Analysis>(&self, child: crate::ir::body::Op) -> Option<Arc<A>> {
        self.analyses.cached_child_analysis::<A>(child)
    }

    /// The analysis `A` of the nearest enclosing op that has it cached.
    pub fn cached_parent_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.analyses.cached_parent_analysis::<A>()
    }
}

/// Writes text a pass reports: in order with its op's diagnostics when it runs on a thread
/// of a parallel run, else to `sink` or standard error.
pub(crate) fn write_stderr(sink: Option<&TextSink>, text: &str) {
    super::parallel_diag::write_text(text, |t| match sink {
        Some(sink) => sink(t),
        None => eprint!("{t}"),
    });
}

/// An op with no operands, results or regions named and placed like `name`, `attrs`,
/// `loc`: the stand-in of an isolated op or of its parent, for the verifier.
pub(crate) fn shell_state(
    name: crate::Identifier,
    attrs: crate::Attribute,
    loc: crate::Attribute,
) -> OperationState {
    OperationState {
        name,
        operands: Vec::new(),
        attrs,
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    }
}

/// Runs `f` on `op` placed in a one-op arena (a stand-in with its name, attributes and
/// location, owning its regions' arena for the time of the call): what code that reads an
/// op from the arena holding it (the verifier, diagnostics printing the op) needs, when
/// the op's parent arena is out of reach.
pub(crate) fn with_stand_in<R>(op: &mut IsolatedOpMut<'_>, f: impl FnOnce(&Body, Op) -> R) -> R {
    let mut shell = Body::new();
    let s = shell.create_op(shell_state(op.name, *op.attrs, *op.loc));
    shell.set_nested_body(
        s,
        Box::new(std::mem::take(&mut *op.body)),
        op.regions.to_vec(),
    );
    let r = f(&shell, s);
    if let Some(b) = shell.take_nested_body(s) {
        *op.body = *b;
    }
    r
}
