//! The [`PatternRewriter`] (MLIR's `PatternRewriter`): the IR's [`Rewriter`] over one
//! arena, with a listener that is told of every change, plus what patterns need beyond
//! it: the context, in-place modifications that can be cancelled, and match failures.
//!
//! Every method of [`Rewriter`] (create, replace, erase, move, clone, inline, merge and
//! split blocks) is reachable through `Deref`; each notifies the listener, so a driver
//! whose worklist is fed by the listener sees every change a pattern makes.

use std::ops::{Deref, DerefMut};

use crate::ir::body::{Block, Body, IrListener, Op, OperationState, Rewriter, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ir::registry::OpRef;

use super::pattern::{MatchFailure, RewriteResult};

/// A listener of the changes patterns make, told of match failures too.
pub trait RewriteListener: IrListener {
    /// A pattern did not match `op`, for `reason` (MLIR's `notifyMatchFailure`).
    fn match_failure(&mut self, op: Op, reason: &str) {
        let _ = (op, reason);
    }
}

impl RewriteListener for () {}

/// The state of an op before an in-place modification started, to cancel it.
struct Snapshot {
    op: Op,
    operands: Vec<Value>,
    attrs: Attribute,
    successors: Vec<Block>,
    result_types: Vec<Type>,
}

/// The rewriter patterns work through (see the module documentation).
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    rewriter: Rewriter<'a, &'a mut dyn RewriteListener>,
    modifications: Vec<Snapshot>,
    arena_owner: Option<Identifier>,
}

impl<'a> Deref for PatternRewriter<'a> {
    type Target = Rewriter<'a, &'a mut dyn RewriteListener>;
    fn deref(&self) -> &Self::Target {
        &self.rewriter
    }
}

impl DerefMut for PatternRewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rewriter
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter of `body` notifying `listener`, without insertion point.
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
    ) -> Self {
        PatternRewriter {
            ctx,
            rewriter: Rewriter::with_listener(body, listener),
            modifications: Vec::new(),
            arena_owner: None,
        }
    }

    /// Says that the arena rewritten is the nested arena of the isolated op named `owner`.
    pub fn set_arena_owner(&mut self, owner: Option<Identifier>) {
        self.arena_owner = owner;
    }

    /// The name of the isolated op owning the arena rewritten, if known: the parent of the
    /// ops of the arena's top regions, which lives in another arena.
    pub fn arena_owner(&self) -> Option<Identifier> {
        self.arena_owner
    }

    /// The name of the op whose region holds `op` (MLIR's `getParentOp()->getName()`):
    /// across the arena's boundary, the [`arena_owner`](Self::arena_owner).
    pub fn parent_op_name(&self, op: Op) -> Option<Identifier> {
        let body = self.rewriter.body();
        match body.parent_op(op) {
            Some(p) => Some(body.op_name(p)),
            None => self.arena_owner,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// A read-only view of `op`.
    pub fn op_ref(&self, op: Op) -> OpRef<'_> {
        OpRef::new(self.ctx, self.rewriter.body(), op)
    }

    /// The operands of ODS operand group `group` of `op`, split as its registered spec
    /// splits them (MLIR's `getODSOperands`); what a generated pattern reads of an op of
    /// several variadic groups. Empty when the op has no spec.
    pub fn ods_operands(&self, op: Op, group: usize) -> Vec<Value> {
        let r = self.op_ref(op);
        match crate::ods::OpSpec::of_op(&r) {
            Some(spec) => crate::ods::operand_group(spec, &r, group).collect(),
            None => Vec::new(),
        }
    }

    /// The results of ODS result group `group` of `op` (MLIR's `getODSResults`), as
    /// [`ods_operands`](Self::ods_operands) splits operands.
    pub fn ods_results(&self, op: Op, group: usize) -> Vec<Value> {
        let r = self.op_ref(op);
        match crate::ods::OpSpec::of_op(&r) {
            Some(spec) => crate::ods::result_group(spec, &r, group).to_vec(),
            None => Vec::new(),
        }
    }

    /// The op defining `v` if it is an op named `name` (what a generated pattern's match
    /// of a nested op asks).
    pub fn defining_op(&self, v: Value, name: &str) -> Option<Op> {
        match self.rewriter.body().value_def(v) {
            crate::ir::body::ValueDef::OpResult(d, _) if self.op_ref(d).name() == name => Some(d),
            _ => None,
        }
    }

    /// The op defining `v`, if an op defines it.
    pub fn defining_any_op(&self, v: Value) -> Option<Op> {
        match self.rewriter.body().value_def(v) {
            crate::ir::body::ValueDef::OpResult(d, _) => Some(d),
            _ => None,
        }
    }

    /// Creates an op from `state` before `op` and replaces `op` by its results (MLIR's
    /// `replaceOpWithNewOp`); returns the new op.
    pub fn replace_op_with_new_op(&mut self, op: Op, state: OperationState) -> Op {
        self.rewriter
            .replace_op_with_new(op, state)
            .expect("the new op has as many results as the op it replaces")
    }

    /// Replaces `op` by `values`, one per result, and erases it (MLIR's `replaceOp`).
    ///
    /// # Panics
    /// If the counts differ.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        self.rewriter
            .replace_op(op, values)
            .expect("one value per result of the replaced op");
    }

    /// Erases `op`, whose results must be unused (MLIR's `eraseOp`).
    ///
    /// # Panics
    /// If a result of `op` is still used.
    pub fn erase_op(&mut self, op: Op) {
        self.rewriter
            .erase_op(op)
            .expect("an erased op has no uses left");
    }

    /// Starts modifying `op` in place (MLIR's `startRootUpdate`): its operands,
    /// attributes, successors and result types are kept, to be restored by
    /// [`PatternRewriter::cancel_op_modification`].
    pub fn start_op_modification(&mut self, op: Op) {
        let body = self.rewriter.body();
        self.modifications.push(Snapshot {
            op,
            operands: body.operands(op).collect(),
            attrs: body.attrs(op),
            successors: body.successors(op).collect(),
            result_types: body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect(),
        });
    }

    /// Ends the modification of `op` started last (MLIR's `finalizeRootUpdate`); the
    /// changes were notified as they were made.
    pub fn finalize_op_modification(&mut self, op: Op) {
        if let Some(i) = self.modifications.iter().rposition(|s| s.op == op) {
            self.modifications.remove(i);
        }
    }

    /// Undoes the modification of `op` started last (MLIR's `cancelRootUpdate`),
    /// restoring what changed.
    pub fn cancel_op_modification(&mut self, op: Op) {
        let Some(i) = self.modifications.iter().rposition(|s| s.op == op) else {
            return;
        };
        let s = self.modifications.remove(i);
        let rw = &mut self.rewriter;
        if !rw.body().operands(op).eq(s.operands.iter().copied()) {
            rw.set_operands(op, &s.operands);
        }
        if rw.body().attrs(op) != s.attrs {
            rw.set_attrs(op, s.attrs);
        }
        if !rw.body().successors(op).eq(s.successors.iter().copied()) {
            rw.set_successors(op, &s.successors);
        }
        for (i, &t) in s.result_types.iter().enumerate() {
            let r = rw.body().results(op)[i];
            if rw.body().value_type(r) != t {
                rw.set_result_type(op, i, t);
            }
        }
    }

    /// Modifies `op` in place with `f` (MLIR's `updateRootInPlace`).
    pub fn modify_op_in_place<R>(&mut self, op: Op, f: impl FnOnce(&mut Self) -> R) -> R {
        self.start_op_modification(op);
        let r = f(self);
        self.finalize_op_modification(op);
        r
    }

    /// Reports why a pattern did not match `op` (MLIR's `notifyMatchFailure`) and gives
    /// the failure to return.
    pub fn notify_match_failure(
        &mut self,
        op: Op,
        reason: impl std::fmt::Display,
    ) -> RewriteResult {
        if self.rewriter.listener().is_active() {
            let reason = reason.to_string();
            self.rewriter.listener().match_failure(op, &reason);
        }
        Err(MatchFailure)
    }
}
