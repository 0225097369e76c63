//! `Rewriter`: the mutation API for transformations (MLIR's `RewriterBase`), notifying an
//! [`IrListener`] of every change.
//!
//! A rewriter holds the only `&mut` borrow of its [`Body`] for as long as it lives: the
//! arena is read through [`Rewriter::body`] and changed only through the rewriter's methods,
//! each of which notifies the listener. So a pattern driver whose worklist is fed by the
//! listener, or a conversion that logs every change to undo it, cannot miss a change. With
//! no listener (`Rewriter<()>`) every notification compiles to nothing.
//!
//! Block argument lists are fixed when a block is created ([`Rewriter::create_block`]); a
//! block whose signature changes is replaced by a new block and
//! [`Rewriter::merge_blocks`], as MLIR's dialect conversion does.

use super::{
    Block, BlockPoint, Body, InsertPoint, IrError, IrListener, IrMapping, Op, OpChange,
    OperationState, Region, UseRef, Value,
};
use crate::ir::context::{Attribute, Type};

/// The mutation API over one arena, with an insertion point for created ops and a
/// listener notified of every change (see the module documentation).
pub struct Rewriter<'a, L: IrListener = ()> {
    body: &'a mut Body,
    listener: L,
    ip: Option<InsertPoint>,
}

impl<'a> Rewriter<'a, ()> {
    /// A rewriter without listener and without insertion point.
    pub fn new(body: &'a mut Body) -> Self {
        Rewriter::with_listener(body, ())
    }
}

impl<'a, L: IrListener> Rewriter<'a, L> {
    /// A rewriter notifying `listener` (often `&mut` a driver's state), without insertion
    /// point.
    pub fn with_listener(body: &'a mut Body, listener: L) -> Self {
        Rewriter {
            body,
            listener,
            ip: None,
        }
    }

    /// The arena, to read.
    #[inline]
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The listener (a driver reads its worklist through it between rewrites).
    pub fn listener(&mut self) -> &mut L {
        &mut self.listener
    }

    /// Ends the rewrite, giving the listener back.
    pub fn into_listener(self) -> L {
        self.listener
    }

    // ----- insertion point -----

    /// Where [`Rewriter::create`] inserts; `None` leaves created ops detached.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Inserts before `op` (which must be in a block).
    pub fn set_insertion_point_before(&mut self, op: Op) {
        if let Some(block) = self.body.parent_block(op) {
            self.ip = Some(InsertPoint {
                block,
                before: Some(op),
            });
        }
    }

    /// Inserts after `op` (which must be in a block).
    pub fn set_insertion_point_after(&mut self, op: Op) {
        if let Some(block) = self.body.parent_block(op) {
            self.ip = Some(InsertPoint {
                block,
                before: self.body.next_op(op),
            });
        }
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = Some(InsertPoint {
            block,
            before: self.body.first_op(block),
        });
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
    }

    // ----- creation -----

    /// Creates an op and inserts it at the insertion point (detached if there is none).
    pub fn create(&mut self, state: OperationState) -> Op {
        let op = self.body.create_op(state);
        if let Some(ip) = self.ip {
            self.body.insert_op(ip, op);
            self.listener.op_inserted(self.body, op, None);
        }
        op
    }

    /// Inserts a detached op (created with no insertion point) at the insertion point.
    ///
    /// # Panics
    /// If there is no insertion point.
    pub fn insert(&mut self, op: Op) {
        let ip = self.ip.expect("the rewriter has an insertion point");
        self.body.insert_op(ip, op);
        self.notify_tree_inserted(op);
    }

    /// Creates a block with arguments of `arg_types` at `at` and moves the insertion point
    /// to its end (MLIR's `createBlock`).
    pub fn create_block(&mut self, at: BlockPoint, arg_types: &[Type]) -> Block {
        let b = self.body.create_block();
        for &t in arg_types {
            self.body.add_block_argument(b, t);
        }
        self.body.place_block(b, at);
        self.listener.block_inserted(self.body, b, None);
        self.set_insertion_point_to_end(b);
        b
    }

    /// Appends an argument of type `ty` to `block`, at location `loc` if given (MLIR's
    /// `Block::addArgument`); the listener is not told (block arguments are not tracked
    /// by it).
    pub fn add_block_argument(&mut self, block: Block, ty: Type, loc: Option<Attribute>) -> Value {
        let v = self.body.add_block_argument(block, ty);
        if let Some(loc) = loc {
            self.body.set_arg_loc(v, loc);
        }
        v
    }

    /// Sets the location of block argument `v`; the listener is not told.
    pub fn set_arg_loc(&mut self, v: Value, loc: Attribute) {
        self.body.set_arg_loc(v, loc);
    }

    /// Erases argument `index` of `block`, which must have no uses (MLIR's
    /// `Block::eraseArgument`); the listener is not told.
    pub fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError> {
        self.body.erase_block_argument(block, index)
    }

    // ----- in-place changes -----

    /// Sets operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let old = self.body.operand(op, i);
        self.body.set_operand(op, i, v);
        let change = OpChange::Operand {
            index: i as u32,
            old,
        };
        self.listener.op_modified(self.body, op, &change);
    }

    /// Replaces the operands of `op`.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        let old: Vec<Value> = self.body.operands(op).collect();
        self.body.set_operands(op, values);
        self.listener
            .op_modified(self.body, op, &OpChange::Operands { old });
    }

    /// Inserts `v` as operand `i` of `op` (the later operands shift up).
    pub fn insert_operand(&mut self, op: Op, i: usize, v: Value) {
        let mut values: Vec<Value> = self.body.operands(op).collect();
        values.insert(i, v);
        self.set_operands(op, &values);
    }

    /// Removes operand `i` of `op` (the later operands shift down).
    pub fn erase_operand(&mut self, op: Op, i: usize) {
        let mut values: Vec<Value> = self.body.operands(op).collect();
        values.remove(i);
        self.set_operands(op, &values);
    }

    /// Replaces the successors of `op`.
    pub fn set_successors(&mut self, op: Op, blocks: &[Block]) {
        let old: Vec<Block> = self.body.successors(op).collect();
        self.body.set_successors(op, blocks);
        self.listener
            .op_modified(self.body, op, &OpChange::Successors { old });
    }

    /// Replaces the attribute dictionary of `op`.
    pub fn set_attrs(&mut self, op: Op, attrs: Attribute) {
        let old = self.body.attrs(op);
        self.body.set_attrs(op, attrs);
        self.listener
            .op_modified(self.body, op, &OpChange::Attrs { old });
    }

    /// Replaces the location of `op`.
    pub fn set_loc(&mut self, op: Op, loc: Attribute) {
        let old = self.body.loc(op);
        self.body.set_loc(op, loc);
        self.listener
            .op_modified(self.body, op, &OpChange::Loc { old });
    }

    /// Changes the type of result `i` of `op`.
    pub fn set_result_type(&mut self, op: Op, i: usize, ty: Type) {
        let r = self.body.results(op)[i];
        let old = self.body.value_type(r);
        self.body.set_value_type(r, ty);
        let change = OpChange::ResultType {
            index: i as u32,
            old,
        };
        self.listener.op_modified(self.body, op, &change);
    }

    // ----- uses -----

    /// Makes every use of `from` use `to` (each user is notified as modified).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.body.uses(from).next() {
            self.set_operand(u.op, u.index as usize, to);
        }
    }

    /// Makes the uses of `from` for which `pred` holds use `to`; returns how many.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, UseRef) -> bool,
    ) -> usize {
        if from == to {
            return 0;
        }
        let uses: Vec<UseRef> = self.body.uses(from).collect();
        let mut n = 0;
        for u in uses {
            if pred(self.body, u) {
                self.set_operand(u.op, u.index as usize, to);
                n += 1;
            }
        }
        n
    }

    /// Makes every use of `from` outside the op `except` use `to`.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Op) -> usize {
        self.replace_uses_with_if(from, to, |_, u| u.op != except)
    }

    /// Replaces `op` by `values`, one per result (types are not compared, as in MLIR:
    /// a conversion replaces a value by one of the converted type), then erases it.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) -> Result<(), IrError> {
        let results = self.body.results(op);
        if values.len() != results.len() {
            return Err(IrError::ResultCountMismatch {
                expected: results.len(),
                found: values.len(),
            });
        }
        if values.iter().any(|v| results.contains(v)) {
            return Err(IrError::ResultHasUses(op));
        }
        self.listener.op_replaced(self.body, op, values);
        // The results are read by index: no copy of the list.
        for (i, &v) in values.iter().enumerate() {
            let r = self.body.results(op)[i];
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op)
    }

    /// Creates an op from `state` just before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: Op, state: OperationState) -> Result<Op, IrError> {
        let ip = self.ip;
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.ip = ip;
        let values = self.body.results(new).to_vec();
        self.replace_op(op, &values)?;
        Ok(new)
    }

    // ----- erasure -----

    /// Erases `op` and everything in it (see [`Body::erase_op`] for the preconditions);
    /// nested ops and blocks are notified innermost first.
    pub fn erase_op(&mut self, op: Op) -> Result<(), IrError> {
        if self.body.regions(op).is_empty() {
            // An op without regions erases nothing else (the common case: no walk).
            self.body.check_leaf_erasure(op)?;
            if self.listener.is_active() {
                self.listener.op_erased(self.body, op);
            }
            self.body.detach_op(op);
            self.body.free_leaf(op);
            return Ok(());
        }
        let doomed = self.body.erasure(&[op], &[])?;
        if self.listener.is_active() {
            self.notify_erased(&[op], None);
        }
        self.body.detach_op(op);
        self.body.free_all(doomed);
        Ok(())
    }

    /// Erases `block` and its ops (see [`Body::erase_block`] for the preconditions).
    pub fn erase_block(&mut self, block: Block) -> Result<(), IrError> {
        let doomed = self.body.erasure(&[], &[block])?;
        if self.listener.is_active() {
            let ops: Vec<Op> = self.body.block_ops(block).collect();
            self.notify_erased(&ops, Some(block));
        }
        self.body.detach_block(block);
        self.body.free_all(doomed);
        Ok(())
    }

    /// Notifies the erasure of `ops` (and what is nested in them), then of `block`: per
    /// MLIR's `eraseOp`, a region's blocks last to first, a block's ops last to first, an
    /// op after what is nested in it.
    fn notify_erased(&mut self, ops: &[Op], block: Option<Block>) {
        enum Item {
            Enter(Op),
            Op(Op),
            Block(Block),
        }
        let mut stack: Vec<Item> = block.map(Item::Block).into_iter().collect();
        stack.extend(ops.iter().map(|&o| Item::Enter(o)));
        while let Some(item) = stack.pop() {
            match item {
                Item::Enter(op) => {
                    stack.push(Item::Op(op));
                    if self.body.is_isolated(op) {
                        continue;
                    }
                    for &r in self.body.regions(op).iter().rev() {
                        for b in self.body.region_blocks(r) {
                            stack.push(Item::Block(b));
                            stack.extend(self.body.block_ops(b).map(Item::Enter));
                        }
                    }
                }
                Item::Op(op) => self.listener.op_erased(self.body, op),
                Item::Block(b) => self.listener.block_erased(self.body, b),
            }
        }
    }

    // ----- moves -----

    /// Moves `op` (with everything in it) to `ip`.
    pub fn move_op(&mut self, op: Op, ip: InsertPoint) {
        if ip.before == Some(op) {
            return;
        }
        let previous = self.body.position(op);
        self.body.move_op(op, ip);
        self.listener.op_inserted(self.body, op, previous);
    }

    /// Moves `op` just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        let block = self
            .body
            .parent_block(before)
            .expect("`before` is in a block");
        let ip = InsertPoint {
            block,
            before: Some(before),
        };
        self.move_op(op, ip);
    }

    /// Moves `op` just after `after`.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        if op == after {
            return;
        }
        let block = self
            .body
            .parent_block(after)
            .expect("`after` is in a block");
        let before = self.body.next_op(after);
        self.move_op(op, InsertPoint { block, before });
    }

    /// Moves `block` (with its ops) to `at`.
    pub fn move_block(&mut self, block: Block, at: BlockPoint) {
        if at.before == Some(block) {
            return;
        }
        let previous = self.body.block_position(block);
        self.body.detach_block(block);
        self.body.place_block(block, at);
        self.listener.block_inserted(self.body, block, previous);
    }

    // ----- clones -----

    /// Deep-copies `op` (see [`Body::clone_op`]) and inserts the copy at the insertion
    /// point; every copied op and block is notified as inserted, in pre-order.
    pub fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        let new = self.body.clone_op(op, mapping);
        if let Some(ip) = self.ip {
            self.body.insert_op(ip, new);
            self.notify_tree_inserted(new);
        }
        new
    }

    /// Copies the blocks of `region` to `at` (MLIR's `cloneRegionBefore`); every copied
    /// block and op is notified as inserted.
    pub fn clone_region_before(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut IrMapping,
    ) -> Vec<Block> {
        let blocks = self.body.clone_region_to(region, at, mapping);
        if self.listener.is_active() {
            for &b in &blocks {
                self.listener.block_inserted(self.body, b, None);
                let ops: Vec<Op> = self.body.block_ops(b).collect();
                for o in ops {
                    self.notify_tree_inserted(o);
                }
            }
        }
        blocks
    }

    /// Notifies `op` as inserted, then (MLIR's pre-order) the blocks of its regions and
    /// the ops in them.
    fn notify_tree_inserted(&mut self, op: Op) {
        if !self.listener.is_active() {
            return;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            self.listener.op_inserted(self.body, o, None);
            if self.body.is_isolated(o) {
                continue;
            }
            let first = stack.len();
            for &r in self.body.regions(o) {
                for b in self.body.region_blocks(r) {
                    self.listener.block_inserted(self.body, b, None);
                    stack.extend(self.body.block_ops(b));
                }
            }
            stack[first..].reverse();
        }
    }

    // ----- block surgery -----

    /// Splits `block` before `op`: `op` and the ops after it move to a new block placed
    /// after `block`, which is returned (MLIR's `splitBlock`). The new block has no
    /// arguments; nothing branches to it yet.
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        debug_assert_eq!(self.body.parent_block(op), Some(block));
        let region = self
            .body
            .block_parent(block)
            .expect("the block is in a region");
        let at = BlockPoint {
            region,
            before: self.body.next_block(block),
        };
        let new = self.body.create_block();
        self.body.place_block(new, at);
        self.listener.block_inserted(self.body, new, None);
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.body.next_op(o);
            self.move_op(
                o,
                InsertPoint {
                    block: new,
                    before: None,
                },
            );
        }
        new
    }

    /// Moves the ops of `source` before `ip`, replacing the uses of its arguments by
    /// `args`, and erases `source` (MLIR's `inlineBlockBefore`). `source` must have no
    /// predecessors and not contain `ip`.
    pub fn inline_block_before(
        &mut self,
        source: Block,
        ip: InsertPoint,
        args: &[Value],
    ) -> Result<(), IrError> {
        debug_assert_ne!(source, ip.block, "a block cannot be inlined into itself");
        let params = self.body.block_args(source).to_vec();
        if params.len() != args.len() {
            return Err(IrError::ArgumentCountMismatch {
                expected: params.len(),
                found: args.len(),
            });
        }
        if self.body.predecessor_uses(source).next().is_some() {
            return Err(IrError::BlockHasPredecessors(source));
        }
        for (&p, &a) in params.iter().zip(args) {
            self.replace_all_uses_with(p, a);
        }
        while let Some(o) = self.body.first_op(source) {
            self.move_op(o, ip);
        }
        self.erase_block(source)
    }

    /// Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`); as
    /// [`Rewriter::inline_block_before`] at the end of `dest`.
    pub fn merge_blocks(
        &mut self,
        source: Block,
        dest: Block,
        args: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(
            source,
            InsertPoint {
                block: dest,
                before: None,
            },
            args,
        )
    }

    /// Moves every block of `region` to `at` (MLIR's `inlineRegionBefore`), in order.
    pub fn inline_region_before(&mut self, region: Region, at: BlockPoint) {
        let blocks: Vec<Block> = self.body.region_blocks(region).collect();
        for b in blocks {
            self.move_block(b, at);
        }
    }
}
