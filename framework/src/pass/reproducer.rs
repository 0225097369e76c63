//! Crash reproducers (MLIR's `PassCrashReproducerGenerator`, `--mlir-pass-pipeline-crash-
//! reproducer`): when a run fails — a pass signals failure, the verifier rejects the IR
//! after a pass, or a pass panics — the pass manager hands the IR and the pipeline that
//! reproduce the failure to a writer, and reports
//! `Failures have been detected while processing an MLIR pass pipeline` with the note
//! `Pipeline failed while executing [...]: reproducer generated at `FILE``.
//!
//! A full reproducer holds the IR as it was before the run and the whole pipeline; a local
//! one the failing pass alone, nested as the op it ran on is, and the top-level op as it
//! was just before that pass ran (the op the pass ran on is copied before each pass, and
//! put back in the IR around it when the pass fails: this needs the pass manager on one
//! thread, where the IR around the op is reachable).
//!
//! A failure travels up from the pass to the pass manager's run as the value of each
//! step, so that with nested pipelines on threads the one reported is that of the first
//! op in order that failed, as one thread would report it. A panic is caught (only with a
//! reproducer, as MLIR recovers from crashes only then) and ends the run at once: no
//! later hook runs, as none runs after a crash in MLIR.

use std::cell::Cell;
use std::panic::AssertUnwindSafe;
use std::sync::Once;

use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, IsolatedOpRef, Op};
use crate::ir::context::Context;
use crate::Attribute;

/// What a crash reproducer records besides the IR: the `mlir_reproducer` resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReproducerResource {
    /// The textual pipeline to run (`builtin.module(func.func(cse), canonicalize)`).
    pub pipeline: String,
    /// Whether threading was off.
    pub disable_threading: bool,
    /// Whether the pass manager verified the IR after each pass.
    pub verify_each: bool,
}

/// Writes a reproducer: the top-level op (`body`, `op`) and the resource. Returns what the
/// note names the reproducer by (its file name), or why it could not be written.
pub type ReproducerWriter =
    Box<dyn Fn(&Context, &Body, Op, &ReproducerResource) -> Result<String, String> + Send + Sync>;

/// Whether failures are recovered from, and how they are reproduced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Recovery {
    /// No reproducer: panics are not caught.
    #[default]
    Off,
    /// The whole pipeline on the IR before the run.
    Full,
    /// The failing pass on the IR before it ran.
    Local,
}

impl Recovery {
    pub(crate) fn is_on(self) -> bool {
        self != Recovery::Off
    }
}

/// Why a step of a run failed, as the reproducer needs it.
pub(crate) struct FailureInfo {
    /// A pass panicked.
    pub(crate) crashed: bool,
    /// Where the failure is reported: the op of the failing pass (`None` for a crash,
    /// which is reported at the top-level op).
    pub(crate) loc: Option<Attribute>,
    /// The passes running when it failed, outermost first (`` `CSE` on 'func.func'
    /// operation: @f ``); adaptors are not listed.
    pub(crate) running: Vec<String>,
    /// For a local reproducer: the pipeline of the failing pass and the top-level op as it
    /// was before that pass ran.
    pub(crate) local: Option<(String, Body, Op)>,
}

/// How a step ended: `Err` carries why it failed when a reproducer is asked for.
pub(crate) type Outcome = Result<(), Option<Box<FailureInfo>>>;

/// Whether an outcome is a crash (which no hook may follow).
pub(crate) fn is_crash(outcome: &Outcome) -> bool {
    matches!(outcome, Err(Some(info)) if info.crashed)
}

/// MLIR's description of a pass running on an op: `` `NAME` on 'OP' operation``, with
/// `: @SYM` for an op with a `sym_name`.
pub(crate) fn describe(ctx: &Context, pass: &str, op: IsolatedOpRef<'_>) -> String {
    let mut s = format!("`{pass}` on '{}' operation", ctx.ident_str(op.name));
    if let Some(sym) = sym_name(ctx, op.attrs) {
        s.push_str(": @");
        s.push_str(&sym);
    }
    s
}

/// The `sym_name` string of an attribute dictionary.
pub(crate) fn sym_name(ctx: &Context, attrs: Attribute) -> Option<String> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(attrs) else {
        return None;
    };
    entries.iter().find_map(|&(k, v)| {
        if &*ctx.ident_str(k) != "sym_name" {
            return None;
        }
        match ctx.attr_kind(v) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        }
    })
}

thread_local! {
    /// How many crash-recovering calls the current thread is in: panics inside them are
    /// not reported by the panic hook.
    static RECOVERING: Cell<usize> = const { Cell::new(0) };
}

/// Runs `f`, turning a panic into `Err` without the panic message (MLIR's crash recovery
/// context): the reproducer reports the crash.
pub(crate) fn catch_crash(f: impl FnOnce()) -> Result<(), ()> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if RECOVERING.with(Cell::get) == 0 {
                previous(info);
            }
        }));
    });
    RECOVERING.with(|r| r.set(r.get() + 1));
    let result = std::panic::catch_unwind(AssertUnwindSafe(f));
    RECOVERING.with(|r| r.set(r.get() - 1));
    result.map_err(|_| ())
}

/// The payload of the panic that carries a crash of a nested pipeline out of the pass
/// that ran it.
pub(crate) struct NestedCrash;
