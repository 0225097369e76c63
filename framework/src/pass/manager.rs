//! Pass managers (MLIR's `OpPassManager`, `OpToOpPassAdaptor` and `PassManager`): lists
//! of passes anchored on an op name, nested by op name, printed as a textual pipeline, and
//! run over the IR: a nested pass manager runs its whole pipeline on each matching op
//! directly inside the op of its parent, on several threads when threading is on.
//!
//! Running follows MLIR 16: adjacent adaptors are merged before a run; each pass runs
//! between the instrumentation hooks, its analyses are invalidated unless it preserved
//! them, and with `--verify-each` the op is verified after it (unless it preserved
//! everything). A failure (a pass's `signal_pass_failure`, a verifier error) stops the
//! pipeline. Output and diagnostics do not depend on the number of threads: the nested
//! pipelines of sibling ops run on a work-stealing pool, but their diagnostics are
//! reported in the order of the ops, and only up to the first op that failed, as one
//! thread would report them.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use rayon::prelude::*;

use crate::ir::body::{Body, IsolatedOpMut, IsolatedOpRef, Op};
use crate::ir::context::{Context, FxHashMap, FxHashSet};
use crate::ir::registry::{error_at, note_at, op_error};
use crate::support::diag::Diagnostic;
use crate::Attribute;

use super::analysis::{AnalysisManager, AnalysisMap, ParentAnalyses, PreservedAnalyses};
use super::base::{
    next_init_generation, print_pass, shell_state, with_stand_in, write_stderr, OutputSink, Pass,
    PassRun, TextSink,
};
use super::instrumentation::{
    Enclosing, EnclosingOwner, PassInstrumentation, PassInstrumentor, PassOp, PipelineParentInfo,
};
use super::parallel_diag::ParallelDiagnostics;
use super::reproducer::{
    catch_crash, describe, is_crash, FailureInfo, NestedCrash, Outcome, Recovery,
    ReproducerResource, ReproducerWriter,
};

/// Whether adding a pass for another op nests a pass manager for it (MLIR's
/// `OpPassManager::Nesting`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// A pass for another op goes into a new pass manager nested for that op.
    Implicit,
    /// A pass for another op is an error.
    Explicit,
}

/// One element of a pass manager's list: a pass, or an adaptor running nested pass
/// managers on the ops inside the current one.
pub enum PassEntry {
    /// A pass, and its id (unique to the pass, shared by its copies for threads).
    Pass(Box<dyn Pass>, u64),
    /// Nested pass managers.
    Adaptor(OpToOpPassAdaptor),
}

impl PassEntry {
    /// The name of the pass, or the adaptor's (`Pipeline Collection : ['func.func']`).
    pub fn name(&self) -> String {
        match self {
            PassEntry::Pass(p, _) => p.name().to_string(),
            PassEntry::Adaptor(a) => a.name(),
        }
    }

    /// The id of the pass or adaptor: unique to it, and shared by its copies for threads
    /// (what instrumentations key their data on).
    pub fn id(&self) -> u64 {
        match self {
            PassEntry::Pass(_, id) => *id,
            PassEntry::Adaptor(a) => a.id,
        }
    }

    /// The pass, if this is one.
    pub fn as_pass(&self) -> Option<&dyn Pass> {
        match self {
            PassEntry::Pass(p, _) => Some(&**p),
            PassEntry::Adaptor(_) => None,
        }
    }

    /// Appends the entry as MLIR prints it in a textual pipeline.
    fn print(&self, out: &mut String) {
        match self {
            PassEntry::Pass(p, _) => print_pass(&**p, out),
            PassEntry::Adaptor(a) => {
                for (i, pm) in a.managers.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    pm.print(out);
                }
            }
        }
    }
}

impl Clone for PassEntry {
    fn clone(&self) -> Self {
        match self {
            PassEntry::Pass(p, id) => PassEntry::Pass(p.clone_pass(), *id),
            PassEntry::Adaptor(a) => PassEntry::Adaptor(a.clone()),
        }
    }
}

/// The source of pass and adaptor ids.
static NEXT_ENTRY_ID: AtomicU64 = AtomicU64::new(1);

/// A new id for a pass or an adaptor.
fn next_entry_id() -> u64 {
    NEXT_ENTRY_ID.fetch_add(1, Ordering::Relaxed)
}

/// Runs nested pass managers on the ops directly inside the current op (MLIR's
/// `OpToOpPassAdaptor`): each op goes to the pass manager anchored on its name, else to
/// an op-agnostic one that can run on it.
#[derive(Clone)]
pub struct OpToOpPassAdaptor {
    id: u64,
    managers: Vec<OpPassManager>,
}

impl OpToOpPassAdaptor {
    fn new(pm: OpPassManager) -> Self {
        OpToOpPassAdaptor {
            id: next_entry_id(),
            managers: vec![pm],
        }
    }

    /// An id unique to this adaptor (shared by its copies).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The nested pass managers.
    pub fn managers(&self) -> &[OpPassManager] {
        &self.managers
    }

    /// MLIR's adaptor name: `Pipeline Collection : ['builtin.module', 'func.func']`.
    pub fn name(&self) -> String {
        let names: Vec<String> = self
            .managers
            .iter()
            .map(|pm| format!("'{}'", pm.anchor_name()))
            .collect();
        format!("Pipeline Collection : [{}]", names.join(", "))
    }

    /// The pass manager for ops named `name` (MLIR's `findPassManagerFor`): the one
    /// anchored on it, else the first op-agnostic one that can run on it.
    fn manager_for(&self, ctx: &Context, name: &str) -> Option<usize> {
        self.managers
            .iter()
            .position(|pm| pm.op_name() == Some(name))
            .or_else(|| {
                self.managers
                    .iter()
                    .position(|pm| pm.op_name().is_none() && pm.can_schedule_on(ctx, name))
            })
    }

    /// Merges this adaptor into `into`, the one before it (MLIR 16's `tryMergeInto`), or
    /// gives it back when an op-agnostic pass manager of either could run on an op the
    /// other has a pass manager for.
    fn try_merge_into(self, ctx: &Context, into: &mut OpToOpPassAdaptor) -> Result<(), Self> {
        let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
            others.iter().any(|pm| match pm.op_name() {
                Some(name) => generic.can_schedule_on(ctx, name),
                None => true,
            })
        };
        let generic_conflict = |a: &[OpPassManager], b: &[OpPassManager]| {
            a.iter()
                .find(|pm| pm.op_name().is_none())
                .is_some_and(|g| conflicts(g, b))
        };
        if generic_conflict(&self.managers, &into.managers)
            || generic_conflict(&into.managers, &self.managers)
        {
            return Err(self);
        }
        for pm in self.managers {
            match into
                .managers
                .iter_mut()
                .find(|m| m.anchor_name() == pm.anchor_name())
            {
                Some(existing) => existing.passes.extend(pm.passes),
                None => into.managers.push(pm),
            }
        }
        // Op-specific pass managers first, by name; op-agnostic ones last.
        into.managers
            .sort_by(|a, b| match (a.op_name(), b.op_name()) {
                (Some(x), Some(y)) => x.as_bytes().cmp(y.as_bytes()),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, _) => std::cmp::Ordering::Greater,
            });
        Ok(())
    }
}

/// A list of passes to run on ops of one name, or on any op (MLIR's `OpPassManager`).
#[derive(Clone)]
pub struct OpPassManager {
    /// The op name as written (`builtin.module`), or `any`.
    anchor: String,
    nesting: Nesting,
    passes: Vec<PassEntry>,
    /// The generation the passes were last initialized in (0: never).
    init_generation: u64,
}

impl OpPassManager {
    /// An empty pass manager anchored on `anchor`: an op name, or `any` for an op-agnostic
    /// one.
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        OpPassManager {
            anchor: anchor.to_string(),
            nesting,
            passes: Vec::new(),
            init_generation: 0,
        }
    }

    /// The name of the anchor op, or `any`.
    pub fn anchor_name(&self) -> &str {
        &self.anchor
    }

    /// The op the pass manager is anchored on; `None` for an op-agnostic one.
    pub fn op_name(&self) -> Option<&str> {
        (self.anchor != "any").then_some(self.anchor.as_str())
    }

    /// How passes for other ops are added.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }

    /// Sets how passes for other ops are added.
    pub fn set_nesting(&mut self, nesting: Nesting) {
        self.nesting = nesting;
    }

    /// The passes and adaptors, in order.
    pub fn passes(&self) -> &[PassEntry] {
        &self.passes
    }

    /// How many entries the list has (an adaptor counts as one).
    pub fn len(&self) -> usize {
        self.passes.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// A pass manager for ops named `anchor` (or `any`) nested in this one, added at the
    /// end of the list (MLIR's `nest`).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let pm = OpPassManager::new(anchor, self.nesting);
        self.init_generation = 0;
        self.passes
            .push(PassEntry::Adaptor(OpToOpPassAdaptor::new(pm)));
        match self.passes.last_mut() {
            Some(PassEntry::Adaptor(a)) => &mut a.managers[0],
            _ => unreachable!("an adaptor was just pushed"),
        }
    }

    /// Adds a pass. A pass for another op than this pass manager's is nested in a new pass
    /// manager for that op with implicit nesting, and is an error (MLIR's wording) with
    /// explicit nesting.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let (Some(pm_op), Some(pass_op)) = (self.op_name(), pass.op_name()) {
            if pm_op != pass_op {
                if self.nesting == Nesting::Implicit {
                    let anchor = pass_op.to_string();
                    return self.nest(&anchor).add_pass(pass);
                }
                return Err(format!(
                    "Can't add pass '{}' restricted to '{pass_op}' on a PassManager intended to run on '{pm_op}', did you intend to nest?",
                    pass.name()
                ));
            }
        }
        self.init_generation = 0;
        self.passes.push(PassEntry::Pass(pass, next_entry_id()));
        Ok(())
    }

    /// Appends the pass manager as MLIR prints a textual pipeline:
    /// `anchor(pass1{options},nested(pass2))`.
    pub fn print(&self, out: &mut String) {
        out.push_str(&self.anchor);
        out.push('(');
        for (i, p) in self.passes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            p.print(out);
        }
        out.push(')');
    }

    /// The textual pipeline.
    pub fn to_textual_pipeline(&self) -> String {
        let mut s = String::new();
        self.print(&mut s);
        s
    }

    /// What `OpPassManager::dump` prints (mlir-opt's `--dump-pass-pipeline`): the number
    /// of entries and the textual pipeline.
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.passes.len(),
            self.to_textual_pipeline()
        )
    }

    /// Whether this pass manager can run on ops named `name` (MLIR's `canScheduleOn`): an
    /// op-specific one on its own op; an op-agnostic one on a registered op isolated from
    /// above on which every pass can run.
    pub fn can_schedule_on(&self, ctx: &Context, name: &str) -> bool {
        if let Some(op) = self.op_name() {
            return op == name;
        }
        let isolated = ctx
            .op_info(name)
            .is_some_and(|info| info.isolated_from_above());
        isolated
            && self.passes.iter().all(|p| match p {
                PassEntry::Pass(p, _) => p.can_schedule_on(ctx, name),
                PassEntry::Adaptor(_) => true,
            })
    }

    /// The dialects the passes of this pass manager and of the nested ones depend on.
    pub fn dependent_dialects(&self, out: &mut Vec<&'static str>) {
        for p in &self.passes {
            match p {
                PassEntry::Pass(p, _) => out.extend(p.dependent_dialects()),
                PassEntry::Adaptor(a) => a.managers.iter().for_each(|m| m.dependent_dialects(out)),
            }
        }
    }

    /// Prepares the list for running (MLIR's `finalizePassList`): merges adjacent adaptors
    /// and checks that every pass can run on the anchor op.
    pub(crate) fn finalize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut merged: Vec<PassEntry> = Vec::with_capacity(self.passes.len());
        for p in std::mem::take(&mut self.passes) {
            match (p, merged.last_mut()) {
                (PassEntry::Adaptor(a), Some(PassEntry::Adaptor(last))) => {
                    if let Err(a) = a.try_merge_into(ctx, last) {
                        merged.push(PassEntry::Adaptor(a));
                    }
                }
                (p, _) => merged.push(p),
            }
        }
        self.passes = merged;
        for p in &mut self.passes {
            if let PassEntry::Adaptor(a) = p {
                for pm in &mut a.managers {
                    pm.finalize(ctx)?;
                }
            }
        }
        let Some(op) = self.op_name() else {
            return Ok(());
        };
        if ctx.op_info(op).is_none() {
            return Ok(());
        }
        for p in &self.passes {
            if let PassEntry::Pass(pass, _) = p {
                if !pass.can_schedule_on(ctx, op) {
                    return Err(Diagnostic::error(format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                        pass.name(),
                        self.anchor
                    )));
                }
            }
        }
        Ok(())
    }

    /// Runs every pass's `initialize`, unless they were initialized in `generation`
    /// already (MLIR's `OpPassManager::initialize`).
    fn initialize(&mut self, ctx: &Context, generation: u64) -> Result<(), Diagnostic> {
        if self.init_generation == generation {
            return Ok(());
        }
        for p in &mut self.passes {
            match p {
                PassEntry::Pass(p, _) => p.initialize(ctx)?,
                PassEntry::Adaptor(a) => {
                    for pm in &mut a.managers {
                        pm.initialize(ctx, generation)?;
                    }
                }
            }
        }
        self.init_generation = generation;
        Ok(())
    }
}

/// The pass manager at the root of the IR (MLIR's `PassManager`): an [`OpPassManager`]
/// anchored on the root op, with the verifier switch and the instrumentation.
pub struct PassManager {
    pm: OpPassManager,
    verify_each: bool,
    instrumentor: PassInstrumentor,
    text_sink: Option<TextSink>,
    reproducer: Option<CrashReproducer>,
    output_sink: Option<OutputSink>,
}

impl std::ops::Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pm
    }
}

impl std::ops::DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pm
    }
}

/// The run failed: a pass signalled failure, the verifier rejected the IR after a pass, or
/// the pipeline could not run on the IR. The diagnostics were emitted through the context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailure;

/// The crash reproducer of a pass manager.
struct CrashReproducer {
    local: bool,
    writer: ReproducerWriter,
}

impl PassManager {
    /// A pass manager anchored on `anchor` (`builtin.module`, or `any`), verifying after
    /// each pass.
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        PassManager {
            pm: OpPassManager::new(anchor, nesting),
            verify_each: true,
            instrumentor: PassInstrumentor::default(),
            text_sink: None,
            reproducer: None,
            output_sink: None,
        }
    }

    /// Replaces the pipeline (a parsed `--pass-pipeline` replaces mlir-opt's).
    pub fn set_pipeline(&mut self, pm: OpPassManager) {
        self.pm = pm;
    }

    /// Turns the verification after each pass on or off (`--verify-each`).
    pub fn enable_verifier(&mut self, on: bool) {
        self.verify_each = on;
    }

    /// Whether the IR is verified after each pass.
    pub fn verifier_enabled(&self) -> bool {
        self.verify_each
    }

    /// Sends the text passes report to `sink` instead of standard error.
    pub fn set_text_sink(&mut self, sink: TextSink) {
        self.text_sink = Some(sink);
    }

    /// Sends what passes write to standard output to `sink` instead.
    pub fn set_output_sink(&mut self, sink: OutputSink) {
        self.output_sink = Some(sink);
    }

    /// Adds an instrumentation.
    pub fn add_instrumentation(&mut self, pi: Box<dyn PassInstrumentation>) {
        self.instrumentor.add(pi);
    }

    /// Generates a crash reproducer with `writer` when a run fails (MLIR's
    /// `enableCrashReproducerGeneration`): passes that panic are then caught, and their
    /// run fails. A `local` reproducer holds the failing pass alone, on the IR just before
    /// it ran; it needs threading off in `ctx` (the error is MLIR's message).
    pub fn enable_crash_reproducer(
        &mut self,
        ctx: &Context,
        writer: ReproducerWriter,
        local: bool,
    ) -> Result<(), String> {
        if local && ctx.threading_enabled() {
            return Err("Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.".into());
        }
        self.reproducer = Some(CrashReproducer { local, writer });
        Ok(())
    }

    /// Runs the pipeline on `root`, an op of `body` isolated from above (a parsed module).
    /// Diagnostics are emitted through `ctx`.
    pub fn run(&mut self, ctx: &Context, body: &mut Body, root: Op) -> Result<(), PassFailure> {
        let root_name = ctx.ident_str(body.op_name(root));
        if let Some(anchor) = self.pm.op_name() {
            if anchor != &*root_name {
                ctx.emit(error_at(
                    ctx,
                    body.loc(root),
                    &format!("can't run '{anchor}' pass manager on '{root_name}' op"),
                ));
                return Err(PassFailure);
            }
        }
        let mut dialects = Vec::new();
        self.pm.dependent_dialects(&mut dialects);
        if let Some(d) = dialects
            .iter()
            .find(|d| !ctx.is_registered_dialect(d) && !ctx.is_known_dialect(d))
        {
            ctx.emit(Diagnostic::error(format!(
                "a pass of the pipeline depends on dialect '{d}', which is not registered"
            )));
            return Err(PassFailure);
        }
        let init_generation = next_init_generation();
        let finalized = self
            .pm
            .finalize(ctx)
            .and_then(|()| self.pm.initialize(ctx, init_generation));
        if let Err(d) = finalized {
            ctx.emit(d);
            return Err(PassFailure);
        }
        let recovery = match &self.reproducer {
            None => Recovery::Off,
            Some(r) if r.local => Recovery::Local,
            Some(_) => Recovery::Full,
        };
        // A full reproducer holds the IR as it was before the run.
        let before = (recovery == Recovery::Full).then(|| body.clone());
        // As MLIR's adaptor, a pass refuses a root that is unregistered or not isolated
        // (a root other than a module, parsed without the implicit module); with no pass
        // there is nothing to refuse.
        let registered = ctx.op_info(ctx.ident_ref(body.op_name(root))).is_some();
        if !registered && !self.pm.is_empty() {
            ctx.emit(op_error(
                ctx,
                body,
                root,
                &format!("'{root_name}' op trying to schedule a pass on an unregistered operation"),
            ));
            self.report_refused_root(ctx, before, body, root);
            return Err(PassFailure);
        }
        let Some(mut nested) = body.take_nested_body(root) else {
            if self.pm.is_empty() {
                return Ok(());
            }
            ctx.emit(op_error(
                ctx,
                body,
                root,
                &format!("'{root_name}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"),
            ));
            self.report_refused_root(ctx, before, body, root);
            return Err(PassFailure);
        };
        let exec = Exec {
            ctx,
            verify_each: self.verify_each,
            instrumentor: (!self.instrumentor.is_empty()).then_some(&self.instrumentor),
            text_sink: self.text_sink.as_ref(),
            recovery,
            output_sink: self.output_sink.as_ref(),
            init_generation,
        };
        let mut map = AnalysisMap::default();
        // The root's arena is taken out of `body` for the run, so that `body` stays
        // readable around it (see `Enclosing`).
        let mut attrs = body.attrs(root);
        let mut loc = body.loc(root);
        let regions = body.regions(root).to_vec();
        let outcome = {
            let top = Enclosing {
                outer: None,
                owner: None,
                body,
                hole: root,
            };
            let mut target = IsolatedOpMut {
                op: root,
                name: body.op_name(root),
                attrs: &mut attrs,
                loc: &mut loc,
                regions: &regions,
                body: &mut nested,
            };
            run_passes(
                &exec,
                &mut self.pm,
                &mut target,
                &mut map,
                None,
                None,
                Some(&top),
                &mut false,
            )
        };
        body.put_nested_body(root, nested);
        body.set_attrs(root, attrs);
        body.set_loc(root, loc);
        match outcome {
            Ok(()) => Ok(()),
            Err(info) => {
                if let (Some(info), Some(r)) = (info, &self.reproducer) {
                    let ir = before.map(|b| (b, root));
                    self.report_failure(ctx, r, *info, ir, body, root);
                }
                Err(PassFailure)
            }
        }
    }

    /// A root the pass manager refuses fails the whole run before any pass: as in MLIR, a
    /// full reproducer is still written (the root, then its pipeline) and reported with
    /// no running pass (`Pipeline failed while executing []`); a local one is not, as no
    /// pass failed.
    fn report_refused_root(&self, ctx: &Context, before: Option<Body>, body: &Body, root: Op) {
        let Some(r) = self.reproducer.as_ref().filter(|r| !r.local) else {
            return;
        };
        let info = FailureInfo {
            crashed: false,
            loc: Some(body.loc(root)),
            running: Vec::new(),
            local: None,
        };
        self.report_failure(ctx, r, info, before.map(|b| (b, root)), body, root);
    }

    /// Writes the reproducer of a failed run and reports it (MLIR's
    /// `PassCrashReproducerGenerator::finalize`): an error at the failing op (at the
    /// top-level op for a crash) and a note naming the running passes and the reproducer.
    /// `before` is the IR before the run, for a full reproducer.
    fn report_failure(
        &self,
        ctx: &Context,
        r: &CrashReproducer,
        info: FailureInfo,
        before: Option<(Body, Op)>,
        body: &Body,
        root: Op,
    ) {
        let root_name = ctx.ident_str(body.op_name(root));
        let (pipeline, ir, running) = if r.local {
            // A failure that no pass caused (an op a nested pass manager may not run on)
            // has no local reproducer, as in MLIR.
            let (Some((pipeline, b, op)), Some(last)) = (info.local, info.running.last()) else {
                return;
            };
            (pipeline, (b, op), last.clone())
        } else {
            let Some(ir) = before else {
                return;
            };
            let mut pipeline = format!("{root_name}(");
            for (i, p) in self.pm.passes.iter().enumerate() {
                if i > 0 {
                    pipeline.push_str(", ");
                }
                p.print(&mut pipeline);
            }
            pipeline.push(')');
            (pipeline, ir, format!("[{}]", info.running.join(", ")))
        };
        let resource = ReproducerResource {
            pipeline,
            disable_threading: !ctx.threading_enabled(),
            verify_each: self.verify_each,
        };
        let generated = match (r.writer)(ctx, &ir.0, ir.1, &resource) {
            Ok(name) => format!("reproducer generated at `{name}`"),
            Err(e) => format!("failed to create output stream: {e}"),
        };
        let loc = match info.loc {
            Some(loc) if !info.crashed => loc,
            _ => body.loc(root),
        };
        let d = error_at(
            ctx,
            loc,
            "Failures have been detected while processing an MLIR pass pipeline",
        )
        .with_note(note_at(
            loc,
            format!("Pipeline failed while executing {running}: {generated}"),
        ));
        ctx.emit(d);
    }
}

/// What every pass of a run shares.
struct Exec<'a> {
    ctx: &'a Context,
    verify_each: bool,
    instrumentor: Option<&'a PassInstrumentor>,
    text_sink: Option<&'a TextSink>,
    recovery: Recovery,
    output_sink: Option<&'a OutputSink>,
    /// The run's initialization generation.
    init_generation: u64,
}

impl Exec<'_> {
    /// Why `pass` failed on `op` (`None` without a reproducer): `nested` is why a pipeline
    /// it ran failed, `before` a copy of the op from before it ran (for a local
    /// reproducer), `enclosing` the IR around the op.
    #[allow(clippy::too_many_arguments)]
    fn pass_failure(
        &self,
        pass: &dyn Pass,
        op: IsolatedOpRef<'_>,
        crashed: bool,
        nested: Option<Box<FailureInfo>>,
        before: Option<(Body, Attribute, Attribute)>,
        enclosing: Option<&Enclosing<'_>>,
    ) -> Option<Box<FailureInfo>> {
        if !self.recovery.is_on() {
            return None;
        }
        let mut running = vec![describe(self.ctx, pass.name(), op)];
        if let Some(n) = nested {
            // The innermost failure decides where it is reported and what is reproduced.
            running.extend(n.running);
            return Some(Box::new(FailureInfo {
                crashed: crashed || n.crashed,
                loc: n.loc,
                running,
                local: n.local,
            }));
        }
        let local = before.map(|(b, attrs, loc)| {
            let target = PassOp {
                op: IsolatedOpRef {
                    attrs,
                    loc,
                    body: &b,
                    ..op
                },
                enclosing,
            };
            let mut pipeline = String::new();
            let names = target.scope_names();
            for name in &names {
                pipeline.push_str(&self.ctx.ident_str(*name));
                pipeline.push('(');
            }
            print_pass(pass, &mut pipeline);
            pipeline.push_str(&")".repeat(names.len()));
            let (top, top_op) = target.top_level().unwrap_or_else(|| {
                // Out of reach of the IR around it (threads): the op alone.
                let mut shell = Body::new();
                let s = shell.create_op(shell_state(op.name, attrs, loc));
                shell.set_nested_body(s, Box::new(b.clone()), op.regions.to_vec());
                (shell, s)
            });
            (pipeline, top, top_op)
        });
        Some(Box::new(FailureInfo {
            crashed,
            loc: (!crashed).then_some(op.loc),
            running,
            local,
        }))
    }

    /// Why a step that is not a pass failed on `op` (a nested pass manager refused an op,
    /// the verifier rejected `op` after an adaptor): no pass is listed.
    fn step_failure(&self, op: IsolatedOpRef<'_>) -> Option<Box<FailureInfo>> {
        self.recovery.is_on().then(|| {
            Box::new(FailureInfo {
                crashed: false,
                loc: Some(op.loc),
                running: Vec::new(),
                local: None,
            })
        })
    }
}

/// Runs the passes of `pm` on `op` in order, stopping at the first failure.
/// `parent_shell` is a copy of the op's parent, for the verifier; `enclosing` the IR
/// around the op. `verified` tells, after a success, whether the op was verified after the
/// last pass that may have changed it (see [`run_entry`]).
#[allow(clippy::too_many_arguments)]
fn run_passes(
    ex: &Exec<'_>,
    pm: &mut OpPassManager,
    op: &mut IsolatedOpMut<'_>,
    map: &mut AnalysisMap,
    parents: Option<&ParentAnalyses<'_>>,
    parent_shell: Option<(&Body, Op)>,
    enclosing: Option<&Enclosing<'_>>,
    verified: &mut bool,
) -> Outcome {
    for entry in &mut pm.passes {
        run_entry(
            ex,
            entry,
            op,
            map,
            parents,
            parent_shell,
            enclosing,
            verified,
        )?;
    }
    Ok(())
}

/// Runs one pass or adaptor on `op` (MLIR's `OpToOpPassAdaptor::run`): the instrumentation
/// hooks around it, the invalidation of the analyses it did not preserve, and the
/// verification after it. After a crash, nothing more runs, hooks included.
///
/// `verified` is set to whether the op was verified after the entry, and kept when the
/// entry preserved every analysis (it changed nothing).
#[allow(clippy::too_many_arguments)]
fn run_entry(
    ex: &Exec<'_>,
    entry: &mut PassEntry,
    op: &mut IsolatedOpMut<'_>,
    map: &mut AnalysisMap,
    parents: Option<&ParentAnalyses<'_>>,
    parent_shell: Option<(&Body, Op)>,
    enclosing: Option<&Enclosing<'_>>,
    verified: &mut bool,
) -> Outcome {
    if let Some(pi) = ex.instrumentor {
        pi.run_before_pass(
            ex.ctx,
            entry,
            PassOp {
                op: op.as_ref(),
                enclosing,
            },
        );
    }
    // A local reproducer holds the op as it was before the pass.
    let mut before = (ex.recovery == Recovery::Local && entry.as_pass().is_some())
        .then(|| ((*op.body).clone(), *op.attrs, *op.loc));
    // The isolated ops nested in the op that a pipeline the pass ran verified, and that
    // the pass did not change since.
    let mut verified_children = FxHashSet::default();
    let (mut outcome, preserved) = match entry {
        PassEntry::Pass(pass, _) => {
            let mut am = AnalysisManager {
                map: &mut *map,
                parents,
                instrumentor: ex.instrumentor,
            };
            let mut run = PassRun::new(ex.ctx, op, &mut am);
            run.text_sink = ex.text_sink;
            run.output_sink = ex.output_sink;
            run.verify_each = ex.verify_each;
            run.enclosing = enclosing;
            run.recovery = ex.recovery;
            run.init_generation = ex.init_generation;
            let crashed = if ex.recovery.is_on() {
                catch_crash(|| pass.run_on_operation(&mut run)).is_err()
            } else {
                pass.run_on_operation(&mut run);
                false
            };
            let failed = run.failed;
            let nested = run.nested_failure.take();
            let preserved = std::mem::take(&mut run.preserved);
            verified_children = std::mem::take(&mut run.verified_children);
            drop(run);
            if crashed || failed {
                let before = before.take();
                let info =
                    ex.pass_failure(&**pass, op.as_ref(), crashed, nested, before, enclosing);
                if crashed {
                    return Err(info);
                }
                (Err(info), preserved)
            } else {
                (Ok(()), preserved)
            }
        }
        PassEntry::Adaptor(adaptor) => {
            let outcome = run_adaptor(ex, adaptor, op, map, parents, enclosing);
            if is_crash(&outcome) {
                return outcome;
            }
            (outcome, PreservedAnalyses::none())
        }
    };
    map.invalidate(&preserved);
    if !preserved.is_all() {
        *verified = false;
    }
    if outcome.is_ok() && ex.verify_each && !preserved.is_all() {
        // After an adaptor, the ops it ran on were verified after their own passes; after a
        // pass, those its pipelines verified and that it did not change since.
        let skip: &(dyn Fn(Op) -> bool + Sync) = match entry {
            PassEntry::Pass(..) if verified_children.is_empty() => &|_| false,
            PassEntry::Pass(..) => &|o| verified_children.contains(&o),
            PassEntry::Adaptor(_) => &|_| true,
        };
        let checked = verify_target(ex.ctx, op, parent_shell, skip);
        *verified = checked.is_ok();
        if let Err(d) = checked {
            ex.ctx.emit(d);
            outcome = Err(match entry {
                PassEntry::Pass(pass, _) => {
                    ex.pass_failure(&**pass, op.as_ref(), false, None, before.take(), enclosing)
                }
                PassEntry::Adaptor(_) => ex.step_failure(op.as_ref()),
            });
        }
    }
    if let Some(pi) = ex.instrumentor {
        let target = PassOp {
            op: op.as_ref(),
            enclosing,
        };
        if outcome.is_err() {
            pi.run_after_pass_failed(ex.ctx, entry, target);
        } else {
            pi.run_after_pass(ex.ctx, entry, target);
        }
    }
    outcome
}

/// Verifies `op` and everything nested in it. The verifier reads an op from the arena
/// holding it, which a pass on `op` does not have (its parent's arena may be shared with
/// threads running on its siblings), so the op is verified as the root of a one-op arena
/// that borrows its regions' arena for the time of the check, with `parent` (a copy of its
/// parent op, by name, attributes and location) as its parent.
///
/// The ops isolated from above nested in `op` for which `skip` holds (all of them after an
/// adaptor, as MLIR does; after a pass, those a pipeline it ran verified and that it did
/// not change since) are not verified again: only their symbol uses are checked. Their
/// verification would pass, so the first error is the one a full verification reports.
fn verify_target(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    parent: Option<(&Body, Op)>,
    skip: &(dyn Fn(Op) -> bool + Sync),
) -> Result<(), Diagnostic> {
    with_stand_in(op, |body, s| {
        crate::verify::verify_op_in_except(ctx, body, s, parent, skip)
    })
}

/// One op an adaptor runs a nested pipeline on, in the order of the ops.
enum Work<'b> {
    /// The op, the index of its pass manager, and its analysis cache.
    Run(usize, IsolatedOpMut<'b>, &'b mut AnalysisMap),
    /// An op the pass manager may not run on: the error reported when its turn comes.
    Refused(Diagnostic),
}

/// Runs the adaptor's pass managers on the ops directly in `op`'s regions that they are
/// anchored on (MLIR's `OpToOpPassAdaptor::runOnOperation`), on threads when the context
/// allows.
fn run_adaptor(
    ex: &Exec<'_>,
    adaptor: &mut OpToOpPassAdaptor,
    op: &mut IsolatedOpMut<'_>,
    map: &mut AnalysisMap,
    parents: Option<&ParentAnalyses<'_>>,
    enclosing: Option<&Enclosing<'_>>,
) -> Outcome {
    let ctx = ex.ctx;
    // The ops to run on, in order, with their pass manager or the reason they are refused.
    let mut targets: Vec<(Op, Result<usize, Diagnostic>)> = Vec::new();
    {
        let body: &Body = op.body;
        for &r in op.regions {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    let name = ctx.ident_ref(body.op_name(o));
                    let Some(i) = adaptor.manager_for(ctx, name) else {
                        continue;
                    };
                    let refusal = match ctx.op_info(name) {
                        None => Some("trying to schedule a pass on an unregistered operation"),
                        Some(_) if body.nested_body(o).is_none() => Some(
                            "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                        ),
                        Some(_) => None,
                    };
                    targets.push((
                        o,
                        match refusal {
                            None => Ok(i),
                            Some(m) => Err(op_error(ctx, body, o, &format!("'{name}' op {m}"))),
                        },
                    ));
                }
            }
        }
    }
    if targets.is_empty() {
        return Ok(());
    }
    // A copy of `op` as the parent the verifier sees for the nested ops.
    let shell = ex.verify_each.then(|| {
        let mut b = Body::new();
        let s = b.create_op(shell_state(op.name, *op.attrs, *op.loc));
        (b, s)
    });
    let shell_ref = shell.as_ref().map(|(b, s)| (b, *s));
    let AnalysisMap { analyses, children } = map;
    let parent_analyses = ParentAnalyses {
        analyses,
        parent: parents,
    };
    let info = PipelineParentInfo {
        parent_thread: std::thread::current().id(),
        adaptor_id: adaptor.id,
    };
    if !ctx.threading_enabled() || targets.len() < 2 {
        // One thread: in order, stopping at the first failure. Each op's arena is taken
        // out of `op`'s for the time of its pipeline, so that the IR around it stays
        // readable (`Enclosing`).
        for (o, t) in targets {
            let i = match t {
                Ok(i) => i,
                Err(d) => {
                    ctx.emit(d);
                    return Err(ex.step_failure(op.as_ref()));
                }
            };
            let m = children.entry(o).or_default();
            let Some(mut nested) = op.body.take_nested_body(o) else {
                unreachable!("each target is an isolated op");
            };
            let mut attrs = op.body.attrs(o);
            let mut loc = op.body.loc(o);
            let regions = op.body.regions(o).to_vec();
            let outcome = {
                let level = Enclosing {
                    outer: enclosing,
                    owner: Some(EnclosingOwner {
                        name: op.name,
                        attrs: *op.attrs,
                        loc: *op.loc,
                    }),
                    body: op.body,
                    hole: o,
                };
                let mut target = IsolatedOpMut {
                    op: o,
                    name: op.body.op_name(o),
                    attrs: &mut attrs,
                    loc: &mut loc,
                    regions: &regions,
                    body: &mut nested,
                };
                let pm = &mut adaptor.managers[i];
                let nested_parents = &parent_analyses;
                run_pipeline(
                    ex,
                    pm,
                    &mut target,
                    m,
                    nested_parents,
                    shell_ref,
                    &info,
                    Some(&level),
                    &mut false,
                )
            };
            op.body.put_nested_body(o, nested);
            op.body.set_attrs(o, attrs);
            op.body.set_loc(o, loc);
            outcome?;
        }
        return Ok(());
    }
    for (o, t) in &targets {
        if t.is_ok() {
            children.entry(*o).or_default();
        }
    }
    let mut child_maps: FxHashMap<Op, &mut AnalysisMap> =
        children.iter_mut().map(|(o, m)| (*o, m)).collect();
    let mut isolated: FxHashMap<Op, IsolatedOpMut<'_>> =
        op.body.isolated_ops_mut().map(|m| (m.op, m)).collect();
    let work: Vec<Work<'_>> = targets
        .into_iter()
        .map(|(o, t)| match t {
            Ok(i) => match (isolated.remove(&o), child_maps.remove(&o)) {
                (Some(target), Some(m)) => Work::Run(i, target, m),
                _ => unreachable!("each target is an isolated op with a cache"),
            },
            Err(d) => Work::Refused(d),
        })
        .collect();
    drop(isolated);
    // The op's own view, for a refused op's failure (its arena is lent to the workers).
    let (op_name, op_attrs, op_loc, op_regions) = (op.name, *op.attrs, *op.loc, op.regions);
    let empty = Body::new();
    let op_view = IsolatedOpRef {
        op: op.op,
        name: op_name,
        attrs: op_attrs,
        loc: op_loc,
        regions: op_regions,
        body: &empty,
    };
    // Threads: each worker takes a copy of the pass manager it needs from a pool (the
    // pass managers are `Send` but not `Sync`: copies are made under a lock). The IR
    // around the ops is out of the workers' reach.
    let templates: Vec<Mutex<OpPassManager>> = std::mem::take(&mut adaptor.managers)
        .into_iter()
        .map(Mutex::new)
        .collect();
    let pools: Vec<Mutex<Vec<OpPassManager>>> =
        templates.iter().map(|_| Mutex::new(Vec::new())).collect();
    let diagnostics = ParallelDiagnostics::new(ctx);
    let results: Vec<Outcome> = work
        .into_par_iter()
        .enumerate()
        .map(|(k, w)| {
            diagnostics.scope(k, || match w {
                Work::Run(i, mut target, m) => {
                    let lock = |m: &Mutex<Vec<OpPassManager>>| {
                        m.lock().unwrap_or_else(|e| e.into_inner()).pop()
                    };
                    let mut pm = lock(&pools[i]).unwrap_or_else(|| {
                        templates[i]
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .clone()
                    });
                    let outcome = run_pipeline(
                        ex,
                        &mut pm,
                        &mut target,
                        m,
                        &parent_analyses,
                        shell_ref,
                        &info,
                        None,
                        &mut false,
                    );
                    pools[i].lock().unwrap_or_else(|e| e.into_inner()).push(pm);
                    outcome
                }
                Work::Refused(d) => {
                    ctx.emit(d);
                    Err(ex.step_failure(op_view))
                }
            })
        })
        .collect();
    adaptor.managers = templates
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect();
    // What one thread would report: the diagnostics of the ops up to the first failure.
    let first_failure = results.iter().position(Result::is_err);
    diagnostics.finish(first_failure, &|t| write_stderr(ex.text_sink, t));
    match first_failure {
        Some(k) => results.into_iter().nth(k).unwrap_or(Ok(())),
        None => Ok(()),
    }
}

impl PassRun<'_, '_, '_> {
    /// Runs the pipeline `pm` on `child`, an isolated op of the arena of the pass's op
    /// (MLIR's `Pass::runPipeline`, a dynamic pipeline): `pm` is finalized, initialized
    /// (once per run of the pass manager, however many ops it then runs on), then run as a nested pipeline is, with the child's analysis cache, the
    /// instrumentation and `--verify-each` of the running pass manager. Its diagnostics
    /// are emitted; whether it succeeded. (A crash in it, when the pass manager recovers
    /// from crashes, ends the pass too.)
    ///
    /// When the pipeline verified `child` after its passes, the verification after the
    /// pass does not verify it again (it checks its symbol uses only): a pass that changes
    /// `child` afterwards says so with [`PassRun::child_changed`].
    pub fn run_pipeline(&mut self, pm: &mut OpPassManager, child: Op) -> bool {
        let ctx = self.ctx;
        let generation = self.init_generation;
        if let Err(d) = pm
            .finalize(ctx)
            .and_then(|()| pm.initialize(ctx, generation))
        {
            ctx.emit(d);
            return false;
        }
        let shell = self.verify_each.then(|| {
            let mut b = Body::new();
            let s = b.create_op(shell_state(self.op.name, *self.op.attrs, *self.op.loc));
            (b, s)
        });
        let ex = Exec {
            ctx,
            verify_each: self.verify_each,
            instrumentor: self.analyses.instrumentor,
            text_sink: self.text_sink,
            recovery: self.recovery,
            output_sink: self.output_sink,
            init_generation: self.init_generation,
        };
        let AnalysisMap { analyses, children } = &mut *self.analyses.map;
        let parents = ParentAnalyses {
            analyses,
            parent: self.analyses.parents,
        };
        let Some(mut nested) = self.op.body.take_nested_body(child) else {
            let name = ctx.ident_str(self.op.body.op_name(child));
            ctx.emit(op_error(
                ctx,
                self.op.body,
                child,
                &format!("'{name}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"),
            ));
            return false;
        };
        let info = PipelineParentInfo {
            parent_thread: std::thread::current().id(),
            adaptor_id: next_entry_id(),
        };
        let map = children.entry(child).or_default();
        let shell_ref = shell.as_ref().map(|(b, s)| (b, *s));
        let mut attrs = self.op.body.attrs(child);
        let mut loc = self.op.body.loc(child);
        let regions = self.op.body.regions(child).to_vec();
        let mut verified = false;
        let outcome = {
            let level = self.enclosing.map(|outer| Enclosing {
                outer: Some(outer),
                owner: Some(EnclosingOwner {
                    name: self.op.name,
                    attrs: *self.op.attrs,
                    loc: *self.op.loc,
                }),
                body: self.op.body,
                hole: child,
            });
            let mut target = IsolatedOpMut {
                op: child,
                name: self.op.body.op_name(child),
                attrs: &mut attrs,
                loc: &mut loc,
                regions: &regions,
                body: &mut nested,
            };
            run_pipeline(
                &ex,
                pm,
                &mut target,
                map,
                &parents,
                shell_ref,
                &info,
                level.as_ref(),
                &mut verified,
            )
        };
        self.op.body.put_nested_body(child, nested);
        self.op.body.set_attrs(child, attrs);
        self.op.body.set_loc(child, loc);
        self.note_verified(child, outcome.is_ok() && verified);
        self.take_outcome(outcome)
    }

    /// Runs the pipeline `pm` on `child`, an isolated op nested deeper in the pass's op
    /// (MLIR's `Pass::runPipeline` on an op below the pass's op, its analysis manager
    /// nested through the ops around it): `path` names the isolated ops holding it, the
    /// first one an op of the arena of the pass's op, each next one an op of the arena of
    /// the previous one, and `child` is an op of the arena of the last one (of the pass's
    /// op when `path` is empty: [`PassRun::run_pipeline`]). The pipeline runs as
    /// [`PassRun::run_pipeline`] runs it, inside each op of `path` in turn (their analysis
    /// caches, the IR around them for the instrumentation, the last one's verification
    /// around `child`); whether it succeeded. The ops of `path` are not noted as verified.
    pub fn run_pipeline_within(&mut self, pm: &mut OpPassManager, path: &[Op], child: Op) -> bool {
        let Some((&holder, rest)) = path.split_first() else {
            return self.run_pipeline(pm, child);
        };
        let ctx = self.ctx;
        let Some(mut nested) = self.op.body.take_nested_body(holder) else {
            return false;
        };
        let mut attrs = self.op.body.attrs(holder);
        let mut loc = self.op.body.loc(holder);
        let regions = self.op.body.regions(holder).to_vec();
        let name = self.op.body.op_name(holder);
        let (ok, failure, unwound) = {
            let AnalysisMap { analyses, children } = &mut *self.analyses.map;
            let parents = ParentAnalyses {
                analyses,
                parent: self.analyses.parents,
            };
            let mut am = AnalysisManager {
                map: children.entry(holder).or_default(),
                parents: Some(&parents),
                instrumentor: self.analyses.instrumentor,
            };
            let level = self.enclosing.map(|outer| Enclosing {
                outer: Some(outer),
                owner: Some(EnclosingOwner {
                    name: self.op.name,
                    attrs: *self.op.attrs,
                    loc: *self.op.loc,
                }),
                body: self.op.body,
                hole: holder,
            });
            let mut target = IsolatedOpMut {
                op: holder,
                name,
                attrs: &mut attrs,
                loc: &mut loc,
                regions: &regions,
                body: &mut nested,
            };
            let mut sub = PassRun::new(ctx, &mut target, &mut am);
            sub.text_sink = self.text_sink;
            sub.output_sink = self.output_sink;
            sub.verify_each = self.verify_each;
            sub.enclosing = level.as_ref();
            sub.recovery = self.recovery;
            sub.init_generation = self.init_generation;
            // A crash in the pipeline goes on out of the pass once the arena is back.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                sub.run_pipeline_within(pm, rest, child)
            }));
            let failure = sub.nested_failure.take();
            match result {
                Ok(ok) => (ok, failure, None),
                Err(payload) => (false, failure, Some(payload)),
            }
        };
        self.op.body.put_nested_body(holder, nested);
        self.op.body.set_attrs(holder, attrs);
        self.op.body.set_loc(holder, loc);
        self.verified_children.remove(&holder);
        if failure.is_some() {
            self.nested_failure = failure;
        }
        if let Some(payload) = unwound {
            std::panic::resume_unwind(payload);
        }
        ok
    }

    /// Says that the pass changed `child`, an isolated op of the arena of its op, after a
    /// pipeline it ran on it ([`PassRun::run_pipeline`]) verified it, or erased it: the
    /// verification after the pass verifies it again.
    pub fn child_changed(&mut self, child: Op) {
        self.verified_children.remove(&child);
    }

    /// Records whether `child` was verified after the last pipeline run on it.
    fn note_verified(&mut self, child: Op, verified: bool) {
        if verified {
            self.verified_children.insert(child);
        } else {
            self.verified_children.remove(&child);
        }
    }

    /// Whether a pipeline the pass ran succeeded; why it failed is kept for the
    /// reproducer, and a crash in it goes on out of the pass.
    fn take_outcome(&mut self, outcome: Outcome) -> bool {
        match outcome {
            Ok(()) => true,
            Err(failure) => {
                let crashed = failure.as_ref().is_some_and(|f| f.crashed);
                self.nested_failure = failure;
                if crashed {
                    // Out of the pass that ran the pipeline, as a crash leaves it.
                    std::panic::resume_unwind(Box::new(NestedCrash));
                }
                false
            }
        }
    }

    /// Runs pipelines on several isolated ops of the arena of the pass's op at once, on
    /// rayon's pool (as MLIR's inliner runs its simplification pipelines, with
    /// `failableParallelForEach`): `work` names each op and the index of its pass manager
    /// in `pms`. Each pipeline runs as [`PassRun::run_pipeline`] runs it, except that the
    /// IR around the op is out of its reach (as in an adaptor on threads); what it
    /// reports is held back, and [`PassRun::report_pipeline`] reports it, op by op in the
    /// order of `work`, with the outcome.
    ///
    /// `None` (nothing run) when threading is off, when there are fewer than two ops, or
    /// when an op is not isolated, appears twice, or a pass manager cannot be initialized:
    /// the caller then runs the pipelines one by one with [`PassRun::run_pipeline`], which
    /// reports those errors in order.
    pub fn run_pipelines_ahead(
        &mut self,
        pms: &mut [OpPassManager],
        work: &[(Op, usize)],
    ) -> Option<PipelineBatch> {
        let ctx = self.ctx;
        if !ctx.threading_enabled() || work.len() < 2 {
            return None;
        }
        let mut seen = crate::ir::context::FxHashSet::default();
        if !work
            .iter()
            .all(|&(o, i)| i < pms.len() && self.op.body.nested_body(o).is_some() && seen.insert(o))
        {
            return None;
        }
        let generation = self.init_generation;
        let mut used = vec![false; pms.len()];
        for &(_, i) in work {
            used[i] = true;
        }
        for (pm, _) in pms.iter_mut().zip(&used).filter(|(_, &u)| u) {
            if pm
                .finalize(ctx)
                .and_then(|()| pm.initialize(ctx, generation))
                .is_err()
            {
                return None;
            }
        }
        let shell = self.verify_each.then(|| {
            let mut b = Body::new();
            let s = b.create_op(shell_state(self.op.name, *self.op.attrs, *self.op.loc));
            (b, s)
        });
        let shell_ref = shell.as_ref().map(|(b, s)| (b, *s));
        let ex = Exec {
            ctx,
            verify_each: self.verify_each,
            instrumentor: self.analyses.instrumentor,
            text_sink: self.text_sink,
            recovery: self.recovery,
            output_sink: self.output_sink,
            init_generation: generation,
        };
        let info = PipelineParentInfo {
            parent_thread: std::thread::current().id(),
            adaptor_id: next_entry_id(),
        };
        let AnalysisMap { analyses, children } = &mut *self.analyses.map;
        let parents = ParentAnalyses {
            analyses,
            parent: self.analyses.parents,
        };
        for &(o, _) in work {
            children.entry(o).or_default();
        }
        let mut maps: FxHashMap<Op, &mut AnalysisMap> = children
            .iter_mut()
            .filter(|(o, _)| seen.contains(*o))
            .map(|(o, m)| (*o, m))
            .collect();
        let mut isolated: FxHashMap<Op, IsolatedOpMut<'_>> = self
            .op
            .body
            .isolated_ops_mut()
            .filter(|m| seen.contains(&m.op))
            .map(|m| (m.op, m))
            .collect();
        let units: Vec<(usize, IsolatedOpMut<'_>, &mut AnalysisMap)> = work
            .iter()
            .map(|&(o, i)| match (isolated.remove(&o), maps.remove(&o)) {
                (Some(target), Some(m)) => (i, target, m),
                _ => unreachable!("each op is isolated and has a cache"),
            })
            .collect();
        // Each worker takes a copy of the pass manager it needs from a pool (pass managers
        // are `Send` but not `Sync`: copies are made under a lock).
        let templates: Vec<Mutex<&mut OpPassManager>> = pms.iter_mut().map(Mutex::new).collect();
        let pools: Vec<Mutex<Vec<OpPassManager>>> =
            templates.iter().map(|_| Mutex::new(Vec::new())).collect();
        let diagnostics = ParallelDiagnostics::new(ctx);
        let results: Vec<(Outcome, bool)> = units
            .into_par_iter()
            .enumerate()
            .map(|(k, (i, mut target, m))| {
                diagnostics.scope(k, || {
                    let mut pm = pools[i]
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .pop()
                        .unwrap_or_else(|| {
                            templates[i]
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .clone()
                        });
                    let mut verified = false;
                    let outcome = run_pipeline(
                        &ex,
                        &mut pm,
                        &mut target,
                        m,
                        &parents,
                        shell_ref,
                        &info,
                        None,
                        &mut verified,
                    );
                    pools[i].lock().unwrap_or_else(|e| e.into_inner()).push(pm);
                    (outcome, verified)
                })
            })
            .collect();
        let (outcomes, verified) = results
            .into_iter()
            .zip(work)
            .map(|((outcome, v), &(o, _))| (Some(outcome), (o, v)))
            .unzip();
        Some(PipelineBatch {
            outcomes,
            verified,
            reported: diagnostics.defer(),
        })
    }

    /// Reports what the pipeline of the `index`th op of `batch` reported, with what the
    /// ops before it reported if that was not done yet, and whether it succeeded (as
    /// [`PassRun::run_pipeline`] does). What the ops after the last one reported, when the
    /// pass stops there, is dropped with the batch: what one thread would have reported.
    pub fn report_pipeline(&mut self, batch: &mut PipelineBatch, index: usize) -> bool {
        let sink = self.text_sink;
        batch
            .reported
            .report_through(self.ctx, index, &|t| write_stderr(sink, t));
        let outcome = batch
            .outcomes
            .get_mut(index)
            .and_then(Option::take)
            .unwrap_or(Ok(()));
        if let Some(&(op, verified)) = batch.verified.get(index) {
            self.note_verified(op, outcome.is_ok() && verified);
        }
        self.take_outcome(outcome)
    }
}

/// Pipelines run at once on several ops ([`PassRun::run_pipelines_ahead`]): their
/// outcomes, and what they reported, until [`PassRun::report_pipeline`] takes them.
pub struct PipelineBatch {
    outcomes: Vec<Option<Outcome>>,
    /// Each op, and whether its pipeline verified it after its passes.
    verified: Vec<(Op, bool)>,
    reported: super::parallel_diag::Deferred,
}

/// Runs a nested pass manager's pipeline on one op, between the pipeline hooks (the
/// `after` hook is skipped after a crash).
#[allow(clippy::too_many_arguments)]
fn run_pipeline(
    ex: &Exec<'_>,
    pm: &mut OpPassManager,
    op: &mut IsolatedOpMut<'_>,
    map: &mut AnalysisMap,
    parents: &ParentAnalyses<'_>,
    parent_shell: Option<(&Body, Op)>,
    info: &PipelineParentInfo,
    enclosing: Option<&Enclosing<'_>>,
    verified: &mut bool,
) -> Outcome {
    let name = pm.op_name().map(str::to_string);
    if let Some(pi) = ex.instrumentor {
        pi.run_before_pipeline(name.as_deref(), info);
    }
    let outcome = run_passes(
        ex,
        pm,
        op,
        map,
        Some(parents),
        parent_shell,
        enclosing,
        verified,
    );
    if let Some(pi) = ex.instrumentor {
        if !is_crash(&outcome) {
            pi.run_after_pipeline(name.as_deref(), info);
        }
    }
    outcome
}
