//! Notifications of IR mutations, for rewrite drivers (a worklist fed by what changed) and
//! for dialect conversion (a log of every change, to undo it).
//!
//! A listener is attached to a [`super::Rewriter`], which holds the only `&mut` borrow of
//! its [`super::Body`]: while a listener is set, every mutation goes through the rewriter
//! and notifies it. Each notification carries what is needed to undo the change: the
//! previous position of a moved op or block, the previous value of a modified field.

use super::{Block, Body, InsertPoint, Op, Region, Value};
use crate::ir::context::{Attribute, Type};

/// Where a block sits: before `before` in `region`, or at its end when `before` is `None`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BlockPoint {
    /// The region.
    pub region: Region,
    /// The block after it; `None` for the end of the region.
    pub before: Option<Block>,
}

/// An in-place change of an op, with the previous value (MLIR's
/// `notifyOperationModified`, here one notification per change).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OpChange {
    /// Operand `index` was set; it used `old`.
    Operand {
        /// The operand index.
        index: u32,
        /// The previous operand.
        old: Value,
    },
    /// The operand list was replaced (or an operand inserted or removed).
    Operands {
        /// The previous operands.
        old: Vec<Value>,
    },
    /// The successor list was replaced.
    Successors {
        /// The previous successors.
        old: Vec<Block>,
    },
    /// The attribute dictionary was replaced.
    Attrs {
        /// The previous dictionary.
        old: Attribute,
    },
    /// The location was replaced.
    Loc {
        /// The previous location.
        old: Attribute,
    },
    /// The type of result `index` was changed.
    ResultType {
        /// The result index.
        index: u32,
        /// The previous type.
        old: Type,
    },
}

/// Receives a notification for every mutation made through a [`super::Rewriter`]. Every
/// method defaults to doing nothing; `body` is the arena after the change (before it for
/// erasures and replacements, so the entity can still be inspected).
pub trait IrListener {
    /// Whether notifications are wanted at all: a rewriter skips the walks that only serve
    /// notifications (e.g. over the ops nested in an erased op) when it is `false`.
    fn is_active(&self) -> bool {
        true
    }

    /// `op` was inserted (created, cloned or moved): `previous` is where it was before, or
    /// `None` if it was detached (new).
    fn op_inserted(&mut self, body: &Body, op: Op, previous: Option<InsertPoint>) {
        let _ = (body, op, previous);
    }

    /// `op` was changed in place.
    fn op_modified(&mut self, body: &Body, op: Op, change: &OpChange) {
        let _ = (body, op, change);
    }

    /// `op` is about to be replaced by `values` (its uses move to them; then it is erased,
    /// which is notified too).
    fn op_replaced(&mut self, body: &Body, op: Op, values: &[Value]) {
        let _ = (body, op, values);
    }

    /// `op` is about to be erased. Erasing an op notifies every op and block nested in it
    /// (in this arena) first, innermost first: ops of a block, then the block.
    fn op_erased(&mut self, body: &Body, op: Op) {
        let _ = (body, op);
    }

    /// `block` was inserted (created, cloned or moved): `previous` is where it was before,
    /// or `None` if it was detached.
    fn block_inserted(&mut self, body: &Body, block: Block, previous: Option<BlockPoint>) {
        let _ = (body, block, previous);
    }

    /// `block` is about to be erased (after its ops were notified).
    fn block_erased(&mut self, body: &Body, block: Block) {
        let _ = (body, block);
    }
}

/// No listener: every notification compiles to nothing.
impl IrListener for () {
    fn is_active(&self) -> bool {
        false
    }
}

impl<L: IrListener + ?Sized> IrListener for &mut L {
    fn is_active(&self) -> bool {
        (**self).is_active()
    }
    fn op_inserted(&mut self, body: &Body, op: Op, previous: Option<InsertPoint>) {
        (**self).op_inserted(body, op, previous)
    }
    fn op_modified(&mut self, body: &Body, op: Op, change: &OpChange) {
        (**self).op_modified(body, op, change)
    }
    fn op_replaced(&mut self, body: &Body, op: Op, values: &[Value]) {
        (**self).op_replaced(body, op, values)
    }
    fn op_erased(&mut self, body: &Body, op: Op) {
        (**self).op_erased(body, op)
    }
    fn block_inserted(&mut self, body: &Body, block: Block, previous: Option<BlockPoint>) {
        (**self).block_inserted(body, block, previous)
    }
    fn block_erased(&mut self, body: &Body, block: Block) {
        (**self).block_erased(body, block)
    }
}
