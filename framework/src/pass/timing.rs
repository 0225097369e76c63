//! Pass timing (MLIR's `PassTiming` instrumentation, `--mlir-timing`): a timer for each
//! pass, adaptor, nested pipeline and analysis, nested as they run, under a root timer of
//! the tool's report.
//!
//! Each thread keeps the stack of its running timers. A nested pipeline's timer goes under
//! the timer of the adaptor that started it, found through [`PipelineParentInfo`] on the
//! adaptor's thread (so a pipeline run on a worker thread is an async child of it, merged
//! in the report); a pass's or analysis's under the top of its thread's stack. Timers are
//! keyed by the pass's id (shared by its copies for threads), the pipeline's op name and
//! the analysis's type, so that the runs on every op add up in one row. An adaptor's timer
//! is hidden when it has one pass manager: its pipeline shows in its place (`'func.func'
//! Pipeline`).

use std::any::TypeId;
use std::sync::Mutex;
use std::thread::ThreadId;

use crate::ir::body::IsolatedOpRef;
use crate::ir::context::{Context, FxHashMap};
use crate::support::timing::{Timer, TimerId, TimingScope};

use super::instrumentation::{PassInstrumentation, PassOp, PipelineParentInfo};
use super::manager::PassEntry;

/// The timing instrumentation; its timers nest under `root`.
pub struct PassTiming {
    root: Timer,
    state: Mutex<TimingState>,
}

#[derive(Default)]
struct TimingState {
    /// The running timers of each thread, innermost last.
    active: FxHashMap<ThreadId, Vec<TimingScope>>,
    /// Where an adaptor's timer is in its thread's stack, by thread and adaptor id.
    adaptor_index: FxHashMap<(ThreadId, u64), usize>,
}

impl PassTiming {
    /// Times passes under `root` (the timer of the whole tool run, or any other).
    pub fn new(root: Timer) -> Self {
        PassTiming {
            root,
            state: Mutex::default(),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, TimingState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts the timer `id` under the top of this thread's stack (or the root).
    fn push(&self, id: TimerId, name: impl FnOnce() -> String) -> usize {
        let tid = std::thread::current().id();
        let mut st = self.state();
        let stack = st.active.entry(tid).or_default();
        let parent = stack.last().map_or(&self.root, TimingScope::timer);
        let scope = parent.nest(id, name).start();
        stack.push(scope);
        stack.len() - 1
    }

    /// Stops the innermost timer of this thread.
    fn pop(&self) {
        let tid = std::thread::current().id();
        let scope = self.state().active.get_mut(&tid).and_then(Vec::pop);
        drop(scope);
    }
}

impl PassInstrumentation for PassTiming {
    fn run_before_pipeline(&self, op_name: Option<&str>, parent: &PipelineParentInfo) {
        let tid = std::thread::current().id();
        let mut st = self.state();
        let parent_timer = st
            .adaptor_index
            .get(&(parent.parent_thread, parent.adaptor_id))
            .and_then(|&k| st.active.get(&parent.parent_thread)?.get(k))
            .map_or_else(|| self.root.clone(), |s| s.timer().clone());
        let anchor = op_name.unwrap_or("any");
        let scope = parent_timer
            .nest(TimerId::Name(format!("pipeline {anchor}")), || {
                format!("'{anchor}' Pipeline")
            })
            .start();
        st.active.entry(tid).or_default().push(scope);
    }

    fn run_after_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {
        self.pop();
    }

    fn run_before_pass(&self, _ctx: &Context, pass: &PassEntry, _op: PassOp<'_>) {
        let k = self.push(TimerId::Key(pass.id()), || pass.name());
        if let PassEntry::Adaptor(a) = pass {
            let tid = std::thread::current().id();
            let mut st = self.state();
            st.adaptor_index.insert((tid, a.id()), k);
            if a.managers().len() <= 1 {
                if let Some(s) = st.active.get(&tid).and_then(|s| s.last()) {
                    s.timer().hide();
                }
            }
        }
    }

    fn run_after_pass(&self, _ctx: &Context, _pass: &PassEntry, _op: PassOp<'_>) {
        self.pop();
    }

    fn run_after_pass_failed(&self, _ctx: &Context, _pass: &PassEntry, _op: PassOp<'_>) {
        self.pop();
    }

    fn run_before_analysis(&self, name: &str, id: TypeId, _op: IsolatedOpRef<'_>) {
        // The type's own name, without its module path (MLIR's `(A) DominanceInfo`).
        let short = name.rsplit("::").next().unwrap_or(name);
        self.push(TimerId::Type(id), || format!("(A) {short}"));
    }

    fn run_after_analysis(&self, _name: &str, _id: TypeId, _op: IsolatedOpRef<'_>) {
        self.pop();
    }
}
