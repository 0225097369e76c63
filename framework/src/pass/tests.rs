//! Unit tests of the analysis manager and of running passes: caching, preservation,
//! invalidation of parent and child caches, parent analyses seen from nested pipelines,
//! instrumentation order, and the same results with and without threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::asm::{parse_module, ParseOptions, ParsedModule};
use crate::ir::body::IsolatedOpRef;
use crate::ir::context::Context;

use super::*;

fn ctx(threads: bool) -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered_dialects(true);
    c.set_threading(threads);
    crate::builtin::register(&c);
    c
}

fn module(ctx: &Context) -> ParsedModule {
    let src = "module {\n  module {\n    \"t.a\"() : () -> ()\n  }\n  module {\n  }\n  module {\n    \"t.b\"() : () -> ()\n    \"t.c\"() : () -> ()\n  }\n}\n";
    parse_module(ctx, src, &ParseOptions::default()).unwrap()
}

/// How many times [`OpCount`] was computed.
static COMPUTED: AtomicUsize = AtomicUsize::new(0);

/// The number of ops directly in an op's regions.
struct OpCount(usize);

impl Analysis for OpCount {
    fn compute(_ctx: &Context, op: IsolatedOpRef<'_>) -> Self {
        COMPUTED.fetch_add(1, Ordering::SeqCst);
        let n = op
            .regions
            .iter()
            .flat_map(|&r| op.body.region_blocks(r))
            .map(|b| op.body.block_ops(b).count())
            .sum();
        OpCount(n)
    }
}

/// An analysis that stays valid as long as [`OpCount`] is preserved.
struct DependsOnCount;

impl Analysis for DependsOnCount {
    fn compute(_ctx: &Context, _op: IsolatedOpRef<'_>) -> Self {
        DependsOnCount
    }
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved::<OpCount>()
    }
}

/// What a test pass records of each run.
type Log = Arc<Mutex<Vec<String>>>;

/// A pass that asks for analyses and preserves what it is told to.
#[derive(Clone)]
struct Probe {
    name: &'static str,
    op: Option<&'static str>,
    preserve: fn(&mut PassRun<'_, '_, '_>),
    log: Log,
}

impl Pass for Probe {
    fn argument(&self) -> &str {
        self.name
    }
    fn name(&self) -> &str {
        self.name
    }
    fn op_name(&self) -> Option<&str> {
        self.op
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let cached = run.cached_analysis::<OpCount>().is_some();
        let n = run.analysis::<OpCount>().0;
        let parent = run.cached_parent_analysis::<OpCount>().map(|a| a.0);
        self.log.lock().unwrap().push(format!(
            "{} ops={n} cached={cached} parent={parent:?}",
            self.name
        ));
        (self.preserve)(run);
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn probe(
    name: &'static str,
    op: Option<&'static str>,
    preserve: fn(&mut PassRun<'_, '_, '_>),
    log: &Log,
) -> Box<dyn Pass> {
    Box::new(Probe {
        name,
        op,
        preserve,
        log: log.clone(),
    })
}

fn keep_all(run: &mut PassRun<'_, '_, '_>) {
    run.mark_all_analyses_preserved();
}

fn keep_none(_: &mut PassRun<'_, '_, '_>) {}

#[test]
fn analyses_are_cached_until_a_pass_does_not_preserve_them() {
    let ctx = ctx(false);
    let mut m = module(&ctx);
    let log = Log::default();
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    pm.add_pass(probe("p1", None, keep_all, &log)).unwrap();
    pm.add_pass(probe("p2", None, keep_none, &log)).unwrap();
    pm.add_pass(probe("p3", None, keep_all, &log)).unwrap();
    pm.enable_verifier(false);
    pm.run(&ctx, &mut m.body, m.op).unwrap();
    assert_eq!(
        *log.lock().unwrap(),
        [
            "p1 ops=3 cached=false parent=None",
            "p2 ops=3 cached=true parent=None",
            "p3 ops=3 cached=false parent=None",
        ]
    );
}

#[test]
fn nested_pipelines_see_the_parent_analyses_and_have_their_own() {
    for threads in [false, true] {
        let ctx = ctx(threads);
        let mut m = module(&ctx);
        let log = Log::default();
        let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
        pm.add_pass(probe("outer", None, keep_all, &log)).unwrap();
        let nested = pm.nest("builtin.module");
        nested
            .add_pass(probe("inner", Some("builtin.module"), keep_all, &log))
            .unwrap();
        pm.run(&ctx, &mut m.body, m.op).unwrap();
        let mut lines = log.lock().unwrap().clone();
        lines[1..].sort();
        assert_eq!(
            lines,
            [
                "outer ops=3 cached=false parent=None",
                "inner ops=0 cached=false parent=Some(3)",
                "inner ops=1 cached=false parent=Some(3)",
                "inner ops=2 cached=false parent=Some(3)",
            ],
            "threads: {threads}"
        );
    }
}

#[test]
fn invalidation_follows_preservation_and_dependencies() {
    let mut map = analysis::AnalysisMap::default();
    let ctx = ctx(false);
    let mut m = module(&ctx);
    let target = m.body.isolated_op_mut(m.op).unwrap();
    let mut am = AnalysisManager {
        map: &mut map,
        parents: None,
        instrumentor: None,
    };
    let first_child = target
        .body
        .block_ops(target.body.region_blocks(target.regions[0]).next().unwrap())
        .next()
        .unwrap();
    let child = IsolatedOpRef {
        op: first_child,
        name: target.body.op_name(first_child),
        attrs: target.body.attrs(first_child),
        loc: target.body.loc(first_child),
        regions: target.body.regions(first_child),
        body: target.body.nested_body(first_child).unwrap(),
    };
    let before = COMPUTED.load(Ordering::SeqCst);
    am.analysis::<OpCount>(&ctx, target.as_ref());
    am.analysis::<DependsOnCount>(&ctx, target.as_ref());
    am.child_analysis::<OpCount>(&ctx, child);
    assert!(COMPUTED.load(Ordering::SeqCst) >= before + 2);
    // Preserving the dependency keeps both; the child's cache too.
    let mut pa = PreservedAnalyses::none();
    pa.preserve::<OpCount>();
    am.invalidate(&pa);
    assert!(am.cached_analysis::<DependsOnCount>().is_some());
    assert!(am.cached_child_analysis::<OpCount>(first_child).is_some());
    // Preserving only the dependent one drops both: its hook says it depends on the other.
    let mut pa = PreservedAnalyses::none();
    pa.preserve::<DependsOnCount>();
    am.invalidate(&pa);
    assert!(am.cached_analysis::<OpCount>().is_none());
    assert!(am.cached_analysis::<DependsOnCount>().is_none());
    assert!(am.cached_child_analysis::<OpCount>(first_child).is_none());
    // Preserving nothing drops the child caches altogether.
    am.child_analysis::<OpCount>(&ctx, child);
    am.invalidate(&PreservedAnalyses::none());
    assert!(am.map.children.is_empty());
    // Preserving everything keeps everything.
    am.analysis::<OpCount>(&ctx, target.as_ref());
    am.invalidate(&PreservedAnalyses::all());
    assert!(am.cached_analysis::<OpCount>().is_some());
}

/// Records the hooks it sees.
struct Recorder(&'static str, Log);

impl PassInstrumentation for Recorder {
    fn run_before_pass(&self, _ctx: &Context, pass: &PassEntry, _op: super::PassOp<'_>) {
        self.1
            .lock()
            .unwrap()
            .push(format!("{} before {}", self.0, pass.name()));
    }
    fn run_after_pass(&self, _ctx: &Context, pass: &PassEntry, _op: super::PassOp<'_>) {
        self.1
            .lock()
            .unwrap()
            .push(format!("{} after {}", self.0, pass.name()));
    }
    fn run_after_pass_failed(&self, _ctx: &Context, pass: &PassEntry, _op: super::PassOp<'_>) {
        self.1
            .lock()
            .unwrap()
            .push(format!("{} failed {}", self.0, pass.name()));
    }
    fn run_before_analysis(&self, name: &str, _id: std::any::TypeId, _op: IsolatedOpRef<'_>) {
        let short = name.rsplit("::").next().unwrap_or(name);
        self.1
            .lock()
            .unwrap()
            .push(format!("{} compute {short}", self.0));
    }
}

/// Always fails.
#[derive(Clone)]
struct Fail;

impl Pass for Fail {
    fn argument(&self) -> &str {
        "fail"
    }
    fn name(&self) -> &str {
        "Fail"
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        run.signal_pass_failure();
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Fail)
    }
}

#[test]
fn instrumentations_nest_and_a_failure_stops_the_pipeline() {
    let ctx = ctx(false);
    let mut m = module(&ctx);
    let log = Log::default();
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    pm.add_instrumentation(Box::new(Recorder("A", log.clone())));
    pm.add_instrumentation(Box::new(Recorder("B", log.clone())));
    pm.add_pass(probe("p", None, keep_none, &Log::default()))
        .unwrap();
    pm.add_pass(Box::new(Fail)).unwrap();
    pm.add_pass(probe("never", None, keep_none, &Log::default()))
        .unwrap();
    assert_eq!(pm.run(&ctx, &mut m.body, m.op), Err(PassFailure));
    assert_eq!(
        *log.lock().unwrap(),
        [
            "A before p",
            "B before p",
            "A compute OpCount",
            "B compute OpCount",
            "B after p",
            "A after p",
            "A before Fail",
            "B before Fail",
            "B failed Fail",
            "A failed Fail",
        ]
    );
}

#[test]
fn adjacent_adaptors_merge_as_in_mlir() {
    let log = Log::default();
    let mut pm = OpPassManager::new("builtin.module", Nesting::Implicit);
    pm.add_pass(probe("f1", Some("func.func"), keep_none, &log))
        .unwrap();
    pm.add_pass(probe("g1", Some("gpu.module"), keep_none, &log))
        .unwrap();
    pm.add_pass(probe("f2", Some("func.func"), keep_none, &log))
        .unwrap();
    pm.add_pass(probe("m", None, keep_none, &log)).unwrap();
    pm.nest("any")
        .add_pass(probe("a", None, keep_none, &log))
        .unwrap();
    assert_eq!(
        pm.to_textual_pipeline(),
        "builtin.module(func.func(f1),gpu.module(g1),func.func(f2),m,any(a))"
    );
    let ctx = ctx(false);
    pm.finalize(&ctx).unwrap();
    assert_eq!(
        pm.to_textual_pipeline(),
        "builtin.module(func.func(f1,f2),gpu.module(g1),m,any(a))"
    );
    let mut explicit = OpPassManager::new("builtin.module", Nesting::Explicit);
    let e = explicit.add_pass(probe("f", Some("func.func"), keep_none, &log));
    assert_eq!(
        e.unwrap_err(),
        "Can't add pass 'f' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
}

/// Reports an error at its op.
#[derive(Clone)]
struct Complain;

impl Pass for Complain {
    fn argument(&self) -> &str {
        "complain"
    }
    fn name(&self) -> &str {
        "Complain"
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let d = run.op_error("does not please");
        run.ctx.emit(d);
        run.signal_pass_failure();
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Complain)
    }
}

#[test]
fn a_pass_reports_errors_at_its_op_with_the_op_printed() {
    for threads in [false, true] {
        let ctx = ctx(threads);
        let mut m = module(&ctx);
        let collected = Arc::new(Mutex::new(Vec::new()));
        let _h = ctx
            .diag_engine()
            .scoped_handler(crate::support::diag::collect_into(collected.clone()));
        let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
        pm.nest("builtin.module")
            .add_pass(Box::new(Complain))
            .unwrap();
        assert_eq!(pm.run(&ctx, &mut m.body, m.op), Err(PassFailure));
        let list = collected.lock().unwrap();
        // The first nested module only: the others are not reported, as on one thread.
        assert_eq!(list.len(), 1, "threads: {threads}");
        assert_eq!(list[0].message, "'builtin.module' op does not please");
        assert_eq!(
            list[0].notes[0].message,
            "see current operation: \n\"builtin.module\"() ({\n  \"t.a\"() : () -> ()\n}) : () -> ()"
        );
    }
}

/// Marks its op with a unit attribute `t.seen`, then fails or panics if told to.
#[derive(Clone)]
struct Mark {
    fail: bool,
    crash: bool,
}

impl Pass for Mark {
    fn argument(&self) -> &str {
        "mark"
    }
    fn name(&self) -> &str {
        "Mark"
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        *run.op.attrs = ctx.dictionary_attr(vec![(ctx.ident("t.seen"), ctx.unit_attr())]);
        if self.crash {
            panic!("Mark crashes");
        }
        if self.fail {
            run.signal_pass_failure();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Prints the top-level op before each pass.
struct TopLevel(Log);

impl PassInstrumentation for TopLevel {
    fn run_before_pass(&self, ctx: &Context, pass: &PassEntry, op: super::PassOp<'_>) {
        if pass.as_pass().is_none() {
            return;
        }
        let (b, o) = op
            .top_level()
            .expect("the IR around the op is reachable on one thread");
        let printed = crate::asm::printer::print_op(ctx, &b, o, &Default::default());
        self.0.lock().unwrap().push(printed);
    }
}

#[test]
fn hooks_reach_the_top_level_op_as_it_is_between_nested_passes() {
    let ctx = ctx(false);
    let mut m = module(&ctx);
    let log = Log::default();
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    pm.add_instrumentation(Box::new(TopLevel(log.clone())));
    pm.nest("builtin.module")
        .add_pass(Box::new(Mark {
            fail: false,
            crash: false,
        }))
        .unwrap();
    assert_eq!(pm.run(&ctx, &mut m.body, m.op), Ok(()));
    let log = log.lock().unwrap();
    assert_eq!(log.len(), 3);
    // Before the pass on the second nested module, the first one is marked, the second
    // and third are not yet.
    assert_eq!(
        log[1].matches("attributes {t.seen}").count(),
        1,
        "{}",
        log[1]
    );
    assert_eq!(
        log[2].matches("attributes {t.seen}").count(),
        2,
        "{}",
        log[2]
    );
    // The IR is whole again after the run.
    let printed = crate::asm::printer::print_op(&ctx, &m.body, m.op, &Default::default());
    assert_eq!(printed.matches("attributes {t.seen}").count(), 3);
    assert!(printed.contains("\"t.b\"() : () -> ()"));
}

/// Runs `Mark` on the nested modules with a reproducer; the reproducers written and the
/// diagnostics.
fn run_with_reproducer(
    threads: bool,
    local: bool,
    crash: bool,
) -> (Vec<(String, ReproducerResource)>, Vec<String>) {
    let ctx = ctx(threads);
    let mut m = module(&ctx);
    let collected = Arc::new(Mutex::new(Vec::new()));
    let _h = ctx
        .diag_engine()
        .scoped_handler(crate::support::diag::collect_into(collected.clone()));
    let written = Arc::new(Mutex::new(Vec::new()));
    let sink = written.clone();
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    pm.enable_crash_reproducer(
        &ctx,
        Box::new(move |ctx, body, op, r| {
            let text = crate::asm::printer::print_op(ctx, body, op, &Default::default());
            sink.lock().unwrap().push((text, r.clone()));
            Ok("repro.mlir".to_string())
        }),
        local,
    )
    .unwrap();
    pm.nest("builtin.module")
        .add_pass(Box::new(Mark { fail: true, crash }))
        .unwrap();
    assert_eq!(pm.run(&ctx, &mut m.body, m.op), Err(PassFailure));
    let diags = collected
        .lock()
        .unwrap()
        .iter()
        .flat_map(|d| {
            std::iter::once(d.message.clone()).chain(d.notes.iter().map(|n| n.message.clone()))
        })
        .collect();
    let written = written.lock().unwrap().clone();
    (written, diags)
}

#[test]
fn a_failure_writes_one_reproducer_as_one_thread_would() {
    for threads in [false, true] {
        let (written, diags) = run_with_reproducer(threads, false, false);
        assert_eq!(written.len(), 1);
        let (ir, r) = &written[0];
        // The IR before the run, the whole pipeline.
        assert!(!ir.contains("seen"), "{ir}");
        assert_eq!(r.pipeline, "builtin.module(builtin.module(mark))");
        assert_eq!(r.disable_threading, !threads);
        assert!(r.verify_each);
        assert_eq!(
            diags,
            [
                "Failures have been detected while processing an MLIR pass pipeline",
                "Pipeline failed while executing [`Mark` on 'builtin.module' operation]: reproducer generated at `repro.mlir`",
            ]
        );
    }
}

#[test]
fn a_local_reproducer_holds_the_failing_pass_on_the_ir_before_it() {
    for crash in [false, true] {
        let (written, diags) = run_with_reproducer(false, true, crash);
        assert_eq!(written.len(), 1);
        let (ir, r) = &written[0];
        // The pass failed on the first nested module: its mark is not in the reproducer.
        assert!(!ir.contains("seen"), "{ir}");
        assert_eq!(r.pipeline, "builtin.module(builtin.module(mark))");
        assert_eq!(
            diags[1],
            "Pipeline failed while executing `Mark` on 'builtin.module' operation: reproducer generated at `repro.mlir`"
        );
    }
    let ctx = ctx(true);
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    let e = pm.enable_crash_reproducer(&ctx, Box::new(|_, _, _, _| Ok(String::new())), true);
    assert!(e
        .unwrap_err()
        .starts_with("Local crash reproduction can't be setup"));
}
