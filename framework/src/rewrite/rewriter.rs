//! The [`PatternRewriter`] (MLIR's `PatternRewriter`): what patterns change the IR
//! through, over one arena.
//!
//! It has two backends. Under a rewrite driver (the greedy driver, region
//! simplification) it is the IR's [`Rewriter`] with a listener told of every change, so
//! a driver whose worklist is fed by the listener sees every change a pattern makes.
//! Under a dialect conversion it is the conversion's rewriter
//! ([`ConversionRewrites`], implemented by the conversion layer), which logs every change
//! to undo it and defers replacements, as MLIR's `ConversionPatternRewriter` is a
//! `PatternRewriter`: the same pattern runs under either.
//!
//! Beyond the IR's mutations it gives patterns the context, in-place modifications that
//! can be cancelled, and match failures.

use crate::ir::body::{
    Block, BlockPoint, Body, InsertPoint, IrError, IrListener, IrMapping, Op, OperationState,
    Region, Rewriter, UseRef, Value,
};
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

/// The rewriter of a dialect conversion as a [`PatternRewriter`] drives it (the
/// conversion layer implements it): each change is logged to be undone, replacements and
/// erasures are deferred to the end of the conversion.
///
/// In-place changes (operands, attributes, successors, location) are made on
/// [`ConversionRewrites::body_mut`] between [`ConversionRewrites::start_op_modification`]
/// and the end of the modification, which the pattern rewriter brackets.
pub trait ConversionRewrites {
    /// The arena being rewritten.
    fn body(&self) -> &Body;
    /// The arena, for an in-place change of an op whose modification was started.
    fn body_mut(&mut self) -> &mut Body;
    /// The name of the isolated op owning the arena, if known.
    fn arena_owner(&self) -> Option<Identifier>;
    /// The insertion point.
    fn insertion_point(&self) -> Option<InsertPoint>;
    /// Sets the insertion point.
    fn set_insertion_point(&mut self, ip: Option<InsertPoint>);
    /// Creates an op at the insertion point.
    fn create(&mut self, state: OperationState) -> Op;
    /// Inserts a detached op at the insertion point, as created.
    fn insert(&mut self, op: Op);
    /// Deep-copies `op` to the insertion point.
    fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op;
    /// Replaces `op` by `values`, one per result.
    fn replace_op(&mut self, op: Op, values: &[Value]);
    /// Erases `op`.
    fn erase_op(&mut self, op: Op);
    /// Starts an in-place modification of `op`, keeping what it is to undo it.
    fn start_op_modification(&mut self, op: Op);
    /// Restores `op` as it was when its last modification started, and forgets that
    /// modification.
    fn cancel_op_modification(&mut self, op: Op);
    /// Changes the type of result `i` of `op`.
    fn set_result_type(&mut self, op: Op, i: usize, ty: Type);
    /// Creates a block at `at` and moves the insertion point to its end.
    fn create_block(&mut self, at: BlockPoint, arg_types: &[Type]) -> Block;
    /// Appends an argument to `block`.
    fn add_block_argument(&mut self, block: Block, ty: Type, loc: Option<Attribute>) -> Value;
    /// Sets the location of block argument `v`.
    fn set_arg_loc(&mut self, v: Value, loc: Attribute);
    /// Erases argument `index` of `block`, which must have no uses.
    fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError>;
    /// Erases `block` and its ops.
    fn erase_block(&mut self, block: Block);
    /// Moves `op` to `ip`.
    fn move_op(&mut self, op: Op, ip: InsertPoint);
    /// Moves `block` to `at`.
    fn move_block(&mut self, block: Block, at: BlockPoint);
    /// Splits `block` before `op`; returns the new block.
    fn split_block(&mut self, block: Block, op: Op) -> Block;
    /// Moves the ops of `source` to `ip`, its arguments replaced by `args`, and erases it.
    fn inline_block_before(&mut self, source: Block, ip: InsertPoint, args: &[Value]);
    /// Moves every block of `region` to `at`.
    fn inline_region_before(&mut self, region: Region, at: BlockPoint);
    /// Copies the blocks of `region` to `at`.
    fn clone_region_before(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut IrMapping,
    ) -> Vec<Block>;
}

/// The state of an op before an in-place modification started, to cancel it.
struct Snapshot {
    op: Op,
    operands: Vec<Value>,
    attrs: Attribute,
    successors: Vec<Block>,
    result_types: Vec<Type>,
}

/// What a [`PatternRewriter`] changes the IR through.
enum Backend<'a> {
    /// The IR's rewriter, with the driver's listener.
    Direct(Rewriter<'a, &'a mut dyn RewriteListener>),
    /// A dialect conversion's rewriter.
    Conversion(&'a mut dyn ConversionRewrites),
}

/// The rewriter patterns work through (see the module documentation).
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    backend: Backend<'a>,
    /// The ops being modified in place (with what they were, under the direct backend).
    modifications: Vec<Snapshot>,
    arena_owner: Option<Identifier>,
}

/// Calls `$method` on the backend: the IR's rewriter or the conversion's.
macro_rules! dispatch {
    ($self:ident, $r:ident => $direct:expr, $c:ident => $conv:expr) => {
        match &mut $self.backend {
            Backend::Direct($r) => $direct,
            Backend::Conversion($c) => $conv,
        }
    };
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
            backend: Backend::Direct(Rewriter::with_listener(body, listener)),
            modifications: Vec::new(),
            arena_owner: None,
        }
    }

    /// A rewriter working through a dialect conversion's rewriter.
    pub fn for_conversion(ctx: &'a Context, conversion: &'a mut dyn ConversionRewrites) -> Self {
        let arena_owner = conversion.arena_owner();
        PatternRewriter {
            ctx,
            backend: Backend::Conversion(conversion),
            modifications: Vec::new(),
            arena_owner,
        }
    }

    /// Whether the rewriter works under a dialect conversion (replacements deferred).
    pub fn is_conversion(&self) -> bool {
        matches!(self.backend, Backend::Conversion(_))
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
        let body = self.body();
        match body.parent_op(op) {
            Some(p) => Some(body.op_name(p)),
            None => self.arena_owner,
        }
    }

    /// The context.
    #[inline]
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The arena, to read.
    #[inline]
    pub fn body(&self) -> &Body {
        match &self.backend {
            Backend::Direct(r) => r.body(),
            Backend::Conversion(c) => c.body(),
        }
    }

    /// A read-only view of `op`.
    #[inline]
    pub fn op_ref(&self, op: Op) -> OpRef<'_> {
        OpRef::new(self.ctx, self.body(), op)
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
    #[inline]
    pub fn defining_op(&self, v: Value, name: &str) -> Option<Op> {
        match self.body().value_def(v) {
            crate::ir::body::ValueDef::OpResult(d, _) if self.op_ref(d).name() == name => Some(d),
            _ => None,
        }
    }

    /// The op defining `v`, if an op defines it.
    #[inline]
    pub fn defining_any_op(&self, v: Value) -> Option<Op> {
        match self.body().value_def(v) {
            crate::ir::body::ValueDef::OpResult(d, _) => Some(d),
            _ => None,
        }
    }

    // ----- insertion point -----

    /// Where [`PatternRewriter::create`] inserts; `None` leaves created ops detached.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        match &self.backend {
            Backend::Direct(r) => r.insertion_point(),
            Backend::Conversion(c) => c.insertion_point(),
        }
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        dispatch!(self, r => r.set_insertion_point(ip), c => c.set_insertion_point(ip))
    }

    /// Inserts before `op` (which must be in a block).
    pub fn set_insertion_point_before(&mut self, op: Op) {
        if let Some(block) = self.body().parent_block(op) {
            self.set_insertion_point(Some(InsertPoint {
                block,
                before: Some(op),
            }));
        }
    }

    /// Inserts after `op` (which must be in a block).
    pub fn set_insertion_point_after(&mut self, op: Op) {
        let body = self.body();
        if let Some(block) = body.parent_block(op) {
            let before = body.next_op(op);
            self.set_insertion_point(Some(InsertPoint { block, before }));
        }
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        let before = self.body().first_op(block);
        self.set_insertion_point(Some(InsertPoint { block, before }));
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.set_insertion_point(Some(InsertPoint {
            block,
            before: None,
        }));
    }

    // ----- creation -----

    /// Creates an op and inserts it at the insertion point (detached if there is none).
    pub fn create(&mut self, state: OperationState) -> Op {
        dispatch!(self, r => r.create(state), c => c.create(state))
    }

    /// Inserts a detached op at the insertion point.
    ///
    /// # Panics
    /// If there is no insertion point.
    pub fn insert(&mut self, op: Op) {
        dispatch!(self, r => r.insert(op), c => c.insert(op))
    }

    /// Deep-copies `op` (see [`Body::clone_op`]) to the insertion point.
    pub fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        dispatch!(self, r => r.clone_op(op, mapping), c => c.clone_op(op, mapping))
    }

    /// Copies the blocks of `region` to `at` (MLIR's `cloneRegionBefore`).
    pub fn clone_region_before(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut IrMapping,
    ) -> Vec<Block> {
        dispatch!(self,
            r => r.clone_region_before(region, at, mapping),
            c => c.clone_region_before(region, at, mapping))
    }

    /// Creates a block with arguments of `arg_types` at `at` and moves the insertion point
    /// to its end (MLIR's `createBlock`).
    pub fn create_block(&mut self, at: BlockPoint, arg_types: &[Type]) -> Block {
        dispatch!(self, r => r.create_block(at, arg_types), c => c.create_block(at, arg_types))
    }

    /// Creates the op of `state` at the insertion point, or folds it (MLIR's
    /// `OpBuilder::createOrFold`; see [`super::folder::create_or_fold`]). Under a
    /// conversion, an op that folds away is created, then replaced by its fold (its
    /// erasure deferred as every replacement is).
    pub fn create_or_fold(&mut self, state: OperationState) -> Vec<Value> {
        use crate::ir::fold::{
            dialect_namespace, fold_op, materialize_constant, operand_constants, Folded,
            OpFoldResult,
        };
        let ctx = self.ctx;
        if let Backend::Direct(r) = &mut self.backend {
            return super::folder::create_or_fold(ctx, r, state);
        }
        let loc = state.loc;
        let op = self.create(state);
        let constants = operand_constants(ctx, self.body(), op);
        match fold_op(ctx, self.body(), op, &constants) {
            Folded::Results(results) => {
                let dialect = dialect_namespace(ctx.ident_ref(self.body().op_name(op))).to_string();
                let ip = self.insertion_point();
                self.set_insertion_point_before(op);
                let (mut values, mut created) = (Vec::new(), Vec::new());
                for (i, r) in results.into_iter().enumerate() {
                    let ty = self.body().value_type(self.body().results(op)[i]);
                    let v = match r {
                        OpFoldResult::Value(v) if self.body().value_type(v) == ty => Some(v),
                        OpFoldResult::Attribute(a) => {
                            materialize_constant(ctx, &dialect, a, ty, loc).map(|s| {
                                let c = self.create(s);
                                created.push(c);
                                self.body().results(c)[0]
                            })
                        }
                        OpFoldResult::Value(_) => None,
                    };
                    match v {
                        Some(v) => values.push(v),
                        None => break,
                    }
                }
                self.set_insertion_point(ip);
                if values.len() == self.body().results(op).len() {
                    self.replace_op(op, &values);
                    return values;
                }
                for c in created {
                    self.erase_op(c);
                }
            }
            Folded::InPlace(change) => self.apply_in_place_fold(op, change),
            Folded::No => {}
        }
        self.body().results(op).to_vec()
    }

    /// Applies the in-place fold `change` to `op` (new operands or attributes as one
    /// in-place modification, then the regions whose blocks trade places).
    pub fn apply_in_place_fold(&mut self, op: Op, change: crate::ir::fold::InPlaceFold) {
        self.modify_op_in_place(op, |rw| {
            if let Some(operands) = change.operands {
                rw.set_operands(op, &operands);
            }
            if let Some(attrs) = change.attrs {
                rw.set_attrs(op, attrs);
            }
        });
        if let Some((i, j)) = change.swap_regions {
            let (ri, rj) = (self.body().regions(op)[i], self.body().regions(op)[j]);
            let blocks_i: Vec<Block> = self.body().region_blocks(ri).collect();
            let blocks_j: Vec<Block> = self.body().region_blocks(rj).collect();
            let first_i = blocks_i.first().copied();
            for b in blocks_j {
                let at = BlockPoint {
                    region: ri,
                    before: first_i,
                };
                self.move_block(b, at);
            }
            for b in blocks_i {
                self.move_block(
                    b,
                    BlockPoint {
                        region: rj,
                        before: None,
                    },
                );
            }
        }
    }

    /// Appends an argument of type `ty` to `block`, at location `loc` if given (MLIR's
    /// `Block::addArgument`).
    pub fn add_block_argument(&mut self, block: Block, ty: Type, loc: Option<Attribute>) -> Value {
        dispatch!(self,
            r => r.add_block_argument(block, ty, loc),
            c => c.add_block_argument(block, ty, loc))
    }

    /// Sets the location of block argument `v`.
    pub fn set_arg_loc(&mut self, v: Value, loc: Attribute) {
        dispatch!(self, r => r.set_arg_loc(v, loc), c => c.set_arg_loc(v, loc))
    }

    /// Erases argument `index` of `block`, which must have no uses (MLIR's
    /// `Block::eraseArgument`).
    pub fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError> {
        dispatch!(self,
            r => r.erase_block_argument(block, index),
            c => c.erase_block_argument(block, index))
    }

    // ----- replacement and erasure -----

    /// Creates an op from `state` before `op` and replaces `op` by its results (MLIR's
    /// `replaceOpWithNewOp`); returns the new op.
    pub fn replace_op_with_new_op(&mut self, op: Op, state: OperationState) -> Op {
        let ip = self.insertion_point();
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.set_insertion_point(ip);
        let values = self.body().results(new).to_vec();
        self.replace_op(op, &values);
        new
    }

    /// Replaces `op` by `values`, one per result, and erases it (MLIR's `replaceOp`);
    /// under a conversion the op stays until the conversion commits.
    ///
    /// # Panics
    /// If the counts differ.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        dispatch!(self,
        r => r.replace_op(op, values).expect("one value per result of the replaced op"),
        c => {
            assert_eq!(c.body().results(op).len(), values.len(), "one value per result of the replaced op");
            c.replace_op(op, values)
        })
    }

    /// Erases `op`, whose results must be unused (MLIR's `eraseOp`).
    ///
    /// # Panics
    /// If a result of `op` is still used (under the direct backend).
    pub fn erase_op(&mut self, op: Op) {
        dispatch!(self,
            r => r.erase_op(op).expect("an erased op has no uses left"),
            c => c.erase_op(op))
    }

    /// Erases `block` and its ops (see [`Body::erase_block`] for the preconditions).
    pub fn erase_block(&mut self, block: Block) -> Result<(), IrError> {
        dispatch!(self, r => r.erase_block(block), c => {
            c.erase_block(block);
            Ok(())
        })
    }

    // ----- uses -----

    /// Makes every use of `from` use `to`, each user modified in place.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.replace_all_uses_with(from, to);
        }
        if from == to {
            return;
        }
        while let Some(u) = self.body().uses(from).next() {
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
        if let Backend::Direct(r) = &mut self.backend {
            return r.replace_uses_with_if(from, to, pred);
        }
        if from == to {
            return 0;
        }
        let uses: Vec<UseRef> = self.body().uses(from).collect();
        let mut n = 0;
        for u in uses {
            if pred(self.body(), u) {
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

    // ----- in-place changes -----

    /// Applies an in-place change to `op` under the conversion backend: inside the
    /// modification of `op` if one is open, else in one of its own.
    fn modify_converted(&mut self, op: Op, f: impl FnOnce(&mut Body)) {
        let open = self.modifications.iter().any(|s| s.op == op);
        if let Backend::Conversion(c) = &mut self.backend {
            if !open {
                c.start_op_modification(op);
            }
            f(c.body_mut());
        }
    }

    /// Sets operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.set_operand(op, i, v);
        }
        self.modify_converted(op, |b| b.set_operand(op, i, v));
    }

    /// Replaces the operands of `op`.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.set_operands(op, values);
        }
        self.modify_converted(op, |b| b.set_operands(op, values));
    }

    /// Inserts `v` as operand `i` of `op` (the later operands shift up).
    pub fn insert_operand(&mut self, op: Op, i: usize, v: Value) {
        let mut values: Vec<Value> = self.body().operands(op).collect();
        values.insert(i, v);
        self.set_operands(op, &values);
    }

    /// Removes operand `i` of `op` (the later operands shift down).
    pub fn erase_operand(&mut self, op: Op, i: usize) {
        let mut values: Vec<Value> = self.body().operands(op).collect();
        values.remove(i);
        self.set_operands(op, &values);
    }

    /// Replaces the successors of `op`.
    pub fn set_successors(&mut self, op: Op, blocks: &[Block]) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.set_successors(op, blocks);
        }
        self.modify_converted(op, |b| b.set_successors(op, blocks));
    }

    /// Replaces the attribute dictionary of `op`.
    pub fn set_attrs(&mut self, op: Op, attrs: Attribute) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.set_attrs(op, attrs);
        }
        self.modify_converted(op, |b| b.set_attrs(op, attrs));
    }

    /// Replaces the location of `op`.
    pub fn set_loc(&mut self, op: Op, loc: Attribute) {
        if let Backend::Direct(r) = &mut self.backend {
            return r.set_loc(op, loc);
        }
        self.modify_converted(op, |b| b.set_loc(op, loc));
    }

    /// Changes the type of result `i` of `op`.
    pub fn set_result_type(&mut self, op: Op, i: usize, ty: Type) {
        dispatch!(self, r => r.set_result_type(op, i, ty), c => c.set_result_type(op, i, ty))
    }

    /// Starts modifying `op` in place (MLIR's `startRootUpdate`): its operands,
    /// attributes, successors and result types are kept, to be restored by
    /// [`PatternRewriter::cancel_op_modification`].
    pub fn start_op_modification(&mut self, op: Op) {
        let body = self.body();
        let snapshot = Snapshot {
            op,
            operands: body.operands(op).collect(),
            attrs: body.attrs(op),
            successors: body.successors(op).collect(),
            result_types: body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect(),
        };
        self.modifications.push(snapshot);
        if let Backend::Conversion(c) = &mut self.backend {
            c.start_op_modification(op);
        }
    }

    /// Ends the modification of `op` started last (MLIR's `finalizeRootUpdate`); the
    /// changes were notified (or logged) as they were made.
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
        let rw = match &mut self.backend {
            Backend::Conversion(c) => return c.cancel_op_modification(op),
            Backend::Direct(r) => r,
        };
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

    // ----- moves and block surgery -----

    /// Moves `op` (with everything in it) to `ip`.
    pub fn move_op(&mut self, op: Op, ip: InsertPoint) {
        dispatch!(self, r => r.move_op(op, ip), c => c.move_op(op, ip))
    }

    /// Moves `op` just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        let block = self
            .body()
            .parent_block(before)
            .expect("`before` is in a block");
        self.move_op(
            op,
            InsertPoint {
                block,
                before: Some(before),
            },
        );
    }

    /// Moves `op` just after `after`.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        if op == after {
            return;
        }
        let body = self.body();
        let block = body.parent_block(after).expect("`after` is in a block");
        let before = body.next_op(after);
        self.move_op(op, InsertPoint { block, before });
    }

    /// Moves `block` (with its ops) to `at`.
    pub fn move_block(&mut self, block: Block, at: BlockPoint) {
        dispatch!(self, r => r.move_block(block, at), c => c.move_block(block, at))
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new block placed
    /// after `block`, which is returned (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        dispatch!(self, r => r.split_block(block, op), c => c.split_block(block, op))
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
        dispatch!(self, r => r.inline_block_before(source, ip, args), c => {
            let expected = c.body().block_args(source).len();
            if expected != args.len() {
                return Err(IrError::ArgumentCountMismatch {
                    expected,
                    found: args.len(),
                });
            }
            c.inline_block_before(source, ip, args);
            Ok(())
        })
    }

    /// Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`); as
    /// [`PatternRewriter::inline_block_before`] at the end of `dest`.
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
        dispatch!(self, r => r.inline_region_before(region, at), c => c.inline_region_before(region, at))
    }

    // ----- failures -----

    /// Reports why a pattern did not match `op` (MLIR's `notifyMatchFailure`) and gives
    /// the failure to return.
    pub fn notify_match_failure(
        &mut self,
        op: Op,
        reason: impl std::fmt::Display,
    ) -> RewriteResult {
        if let Backend::Direct(r) = &mut self.backend {
            if r.listener().is_active() {
                let reason = reason.to_string();
                r.listener().match_failure(op, &reason);
            }
        }
        Err(MatchFailure)
    }
}
