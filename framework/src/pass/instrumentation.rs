//! Pass instrumentation (MLIR's `PassInstrumentation` and `PassInstrumentor`): hooks the
//! pass manager calls around each pipeline, pass and analysis, on which timing, IR
//! printing, statistics and crash reproducers are built.
//!
//! Hooks are called from the threads that run the passes, so an instrumentation is `Sync`
//! and keeps its state behind locks. They nest like a stack: the `before` hooks run in the
//! order the instrumentations were added, the `after` hooks in the reverse order.

use std::any::TypeId;
use std::thread::ThreadId;

use crate::ir::body::IsolatedOpRef;
use crate::ir::context::Context;

use super::manager::PassEntry;

/// Where a nested pipeline was started from: the thread that ran the adaptor and the
/// adaptor's id (MLIR's `PipelineParentInfo`), so that an instrumentation can attach what
/// happens on worker threads to its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PipelineParentInfo {
    /// The thread running the adaptor.
    pub parent_thread: ThreadId,
    /// The adaptor ([`super::manager::OpToOpPassAdaptor::id`]).
    pub adaptor_id: u64,
}

/// Hooks around the execution of passes. Every method does nothing by default.
pub trait PassInstrumentation: Send + Sync {
    /// Before a nested pipeline anchored on `op_name` (`None` for `any`) runs on an op.
    fn run_before_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {}
    /// After it ran, whether it succeeded or not.
    fn run_after_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {}
    /// Before a pass (or an adaptor running nested pipelines) runs on `op` (`ctx` is the
    /// context of the IR, for instruments that print it).
    fn run_before_pass(&self, _ctx: &Context, _pass: &PassEntry, _op: IsolatedOpRef<'_>) {}
    /// After a pass succeeded on `op`.
    fn run_after_pass(&self, _ctx: &Context, _pass: &PassEntry, _op: IsolatedOpRef<'_>) {}
    /// After a pass failed on `op` (instead of [`PassInstrumentation::run_after_pass`]).
    fn run_after_pass_failed(&self, _ctx: &Context, _pass: &PassEntry, _op: IsolatedOpRef<'_>) {}
    /// Before the analysis `name` (its type `id`) is computed for `op`.
    fn run_before_analysis(&self, _name: &str, _id: TypeId, _op: IsolatedOpRef<'_>) {}
    /// After it was computed.
    fn run_after_analysis(&self, _name: &str, _id: TypeId, _op: IsolatedOpRef<'_>) {}
}

/// The instrumentations of a pass manager, called in stack order (MLIR's
/// `PassInstrumentor`).
#[derive(Default)]
pub struct PassInstrumentor {
    list: Vec<Box<dyn PassInstrumentation>>,
}

impl PassInstrumentor {
    /// Adds an instrumentation: its `before` hooks run after those of the ones added
    /// before it, its `after` hooks before theirs.
    pub fn add(&mut self, pi: Box<dyn PassInstrumentation>) {
        self.list.push(pi);
    }

    /// Whether no instrumentation is added.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Calls every [`PassInstrumentation::run_before_pipeline`].
    pub fn run_before_pipeline(&self, op_name: Option<&str>, parent: &PipelineParentInfo) {
        for pi in &self.list {
            pi.run_before_pipeline(op_name, parent);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_pipeline`], last added first.
    pub fn run_after_pipeline(&self, op_name: Option<&str>, parent: &PipelineParentInfo) {
        for pi in self.list.iter().rev() {
            pi.run_after_pipeline(op_name, parent);
        }
    }

    /// Calls every [`PassInstrumentation::run_before_pass`].
    pub fn run_before_pass(&self, ctx: &Context, pass: &PassEntry, op: IsolatedOpRef<'_>) {
        for pi in &self.list {
            pi.run_before_pass(ctx, pass, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_pass`], last added first.
    pub fn run_after_pass(&self, ctx: &Context, pass: &PassEntry, op: IsolatedOpRef<'_>) {
        for pi in self.list.iter().rev() {
            pi.run_after_pass(ctx, pass, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_pass_failed`], last added first.
    pub fn run_after_pass_failed(&self, ctx: &Context, pass: &PassEntry, op: IsolatedOpRef<'_>) {
        for pi in self.list.iter().rev() {
            pi.run_after_pass_failed(ctx, pass, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_before_analysis`].
    pub fn run_before_analysis(&self, name: &str, id: TypeId, op: IsolatedOpRef<'_>) {
        for pi in &self.list {
            pi.run_before_analysis(name, id, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_analysis`], last added first.
    pub fn run_after_analysis(&self, name: &str, id: TypeId, op: IsolatedOpRef<'_>) {
        for pi in self.list.iter().rev() {
            pi.run_after_analysis(name, id, op);
        }
    }
}
