//! Pass instrumentation (MLIR's `PassInstrumentation` and `PassInstrumentor`): hooks the
//! pass manager calls around each pipeline, pass and analysis, on which timing, IR
//! printing, statistics and crash reproducers are built.
//!
//! Hooks are called from the threads that run the passes, so an instrumentation is `Sync`
//! and keeps its state behind locks. They nest like a stack: the `before` hooks run in the
//! order the instrumentations were added, the `after` hooks in the reverse order.

use std::any::TypeId;
use std::thread::ThreadId;

use crate::ir::body::{Body, IsolatedOpRef, Op};
use crate::ir::context::Context;
use crate::{Attribute, Identifier};

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

/// One level of the IR around the op a pass runs on: the arena `body` of the op
/// `owner` (`None` for the arena holding the top-level op), whose op `hole` (the next
/// level down, or the op the pass runs on) has its own arena taken out for the time of
/// the run. The pass manager links these levels while it runs passes on one thread, so
/// that an instrumentation can see the whole IR between passes (MLIR reaches it through
/// `getParentOp`).
pub struct Enclosing<'a> {
    pub(crate) outer: Option<&'a Enclosing<'a>>,
    pub(crate) owner: Option<EnclosingOwner>,
    pub(crate) body: &'a Body,
    pub(crate) hole: Op,
}

/// The op owning an [`Enclosing`] arena, as it is while its nested ops run.
#[derive(Clone, Copy)]
pub(crate) struct EnclosingOwner {
    pub(crate) name: Identifier,
    pub(crate) attrs: Attribute,
    pub(crate) loc: Attribute,
}

/// The op a pass (or an adaptor) runs on, as instrumentation hooks see it: the op, and
/// when the pass manager runs on one thread, the IR around it up to the top-level op.
#[derive(Clone, Copy)]
pub struct PassOp<'a> {
    /// The op.
    pub op: IsolatedOpRef<'a>,
    pub(crate) enclosing: Option<&'a Enclosing<'a>>,
}

impl<'a> std::ops::Deref for PassOp<'a> {
    type Target = IsolatedOpRef<'a>;
    fn deref(&self) -> &IsolatedOpRef<'a> {
        &self.op
    }
}

impl<'a> PassOp<'a> {
    /// The op alone, without the IR around it.
    pub fn new(op: IsolatedOpRef<'a>) -> Self {
        PassOp {
            op,
            enclosing: None,
        }
    }

    /// A copy of the top-level op with everything in it, as the IR is now (the op itself
    /// when it is the top-level op): its one-op arena and the op. `None` when the IR
    /// around the op is out of reach (nested pipelines running on threads).
    pub fn top_level(&self) -> Option<(Body, Op)> {
        let enclosing = self.enclosing?;
        Some(assemble(
            enclosing,
            self.op.body.clone(),
            self.op.attrs,
            self.op.loc,
        ))
    }

    /// The names of the ops from the top-level op down to this one (just this one's when
    /// the IR around it is out of reach).
    pub fn scope_names(&self) -> Vec<Identifier> {
        let mut names = vec![self.op.name];
        let mut e = self.enclosing;
        while let Some(level) = e {
            if let Some(owner) = level.owner {
                names.push(owner.name);
            }
            e = level.outer;
        }
        names.reverse();
        names
    }
}

/// The top-level op around `enclosing`, whose hole gets `nested` as its arena and
/// `attrs`, `loc` (copies: the levels are only read).
pub(crate) fn assemble(
    enclosing: &Enclosing<'_>,
    nested: Body,
    attrs: Attribute,
    loc: Attribute,
) -> (Body, Op) {
    let mut body = enclosing.body.clone();
    body.put_nested_body(enclosing.hole, Box::new(nested));
    body.set_attrs(enclosing.hole, attrs);
    body.set_loc(enclosing.hole, loc);
    match (enclosing.outer, enclosing.owner) {
        (Some(outer), Some(owner)) => assemble(outer, body, owner.attrs, owner.loc),
        _ => (body, enclosing.hole),
    }
}

/// Hooks around the execution of passes. Every method does nothing by default.
pub trait PassInstrumentation: Send + Sync {
    /// Before a nested pipeline anchored on `op_name` (`None` for `any`) runs on an op.
    fn run_before_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {}
    /// After it ran, whether it succeeded or not.
    fn run_after_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {}
    /// Before a pass (or an adaptor running nested pipelines) runs on `op` (`ctx` is the
    /// context of the IR, for instruments that print it).
    fn run_before_pass(&self, _ctx: &Context, _pass: &PassEntry, _op: PassOp<'_>) {}
    /// After a pass succeeded on `op`.
    fn run_after_pass(&self, _ctx: &Context, _pass: &PassEntry, _op: PassOp<'_>) {}
    /// After a pass failed on `op` (instead of [`PassInstrumentation::run_after_pass`]).
    fn run_after_pass_failed(&self, _ctx: &Context, _pass: &PassEntry, _op: PassOp<'_>) {}
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
    pub fn run_before_pass(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
        for pi in &self.list {
            pi.run_before_pass(ctx, pass, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_pass`], last added first.
    pub fn run_after_pass(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
        for pi in self.list.iter().rev() {
            pi.run_after_pass(ctx, pass, op);
        }
    }

    /// Calls every [`PassInstrumentation::run_after_pass_failed`], last added first.
    pub fn run_after_pass_failed(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
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
