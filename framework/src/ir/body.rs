//! IR entities: operations, blocks, regions and values, stored in a [`Body`] arena.
//!
//! A [`Body`] owns every op, block, region and value of one isolation scope. The data of an
//! entity (`OpData`, ...) is kept apart from where it sits: op order in a block and block
//! order in a region are intrusive doubly linked lists over handles, so moving an op is
//! O(1) and never copies it. Every operand slot is a node of its value's use list (and every
//! successor slot a node of its block's predecessor list), so `replace_all_uses_with`,
//! `users` and `predecessors` are O(uses).
//!
//! **Isolation.** An op created with `isolated_from_above` owns a nested `Body` holding its
//! regions; its region handles index that nested arena. Values cannot cross an isolation
//! boundary, so nested bodies are independent: [`Body::isolated_bodies_mut`] hands out
//! disjoint `&mut Body`s that can be processed on different threads without locks.
//!
//! **Mutation.** Erased ops, blocks, regions, values and pool spans go to free lists that
//! creation takes from (`storage`). Transformations change IR through a [`Rewriter`],
//! which notifies an [`IrListener`] of every change (`rewrite`, `listener`); clones take
//! an [`IrMapping`] (`clone`, `mapping`); [`Body::check_invariants`] checks the whole
//! structure (`check`).

use crate::entity_impl;
use crate::ir::context::{Attribute, Identifier, Type};
use crate::support::entity::PrimaryMap;
use storage::{pool_push, pool_set, FreeLists};

mod check;
mod clone;
mod listener;
mod mapping;
mod rewrite;
mod storage;

pub use listener::{BlockPoint, IrListener, OpChange};
pub use mapping::IrMapping;
pub use rewrite::Rewriter;

entity_impl!(
    /// An operation handle into a [`Body`].
    Op,
    "op"
);
entity_impl!(
    /// A block handle into a [`Body`].
    Block,
    "bb"
);
entity_impl!(
    /// A region handle into a [`Body`].
    Region,
    "region"
);
entity_impl!(
    /// An SSA value handle into a [`Body`]: a block argument or an op result.
    Value,
    "v"
);

/// One operand (or successor) slot: the `index`-th operand of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct UseRef {
    /// The op holding the slot.
    pub op: Op,
    /// The slot index among the op's operands (or successors).
    pub index: u32,
}

#[derive(Clone, Debug)]
struct Slot<T> {
    target: T,
    prev: Option<UseRef>,
    next: Option<UseRef>,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// The `index`-th result of an op.
    OpResult(Op, u32),
    /// The `index`-th argument of a block.
    BlockArg(Block, u32),
    /// A value without definition yet (a parser forward reference).
    Placeholder,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    /// `None` once the value is erased (its handle is on the free list).
    def: Option<ValueDef>,
    first_use: Option<UseRef>,
}

/// A slice `start..start + len` of one of a [`Body`]'s pools (operand slots, results,
/// successor slots, regions): ops keep no `Vec` of their own.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    #[inline]
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.start as usize + self.len as usize
    }

    #[inline]
    fn at(self, i: u32) -> usize {
        debug_assert!(i < self.len);
        (self.start + i) as usize
    }
}

fn pool_len<T>(pool: &[T]) -> u32 {
    u32::try_from(pool.len()).expect("IR pool exceeds u32 entries")
}

#[derive(Clone, Debug)]
struct OpData {
    name: Identifier,
    operands: Span,
    results: Span,
    attrs: Attribute,
    successors: Span,
    regions: Span,
    nested: Option<Box<Body>>,
    isolated: bool,
    loc: Attribute,
    parent: Option<Block>,
    prev: Option<Op>,
    next: Option<Op>,
    erased: bool,
}

#[derive(Clone, Debug, Default)]
struct BlockData {
    args: Vec<Value>,
    parent: Option<Region>,
    prev: Option<Block>,
    next: Option<Block>,
    first_op: Option<Op>,
    last_op: Option<Op>,
    first_pred: Option<UseRef>,
    erased: bool,
}

#[derive(Clone, Debug, Default)]
struct RegionData {
    parent: Option<Op>,
    first_block: Option<Block>,
    last_block: Option<Block>,
    erased: bool,
}

/// Everything needed to create an operation.
///
/// `repr(C)` with the 32-bit handles between the vectors: a caller fills a state field by
/// field just before [`Body::create_op`] reads it, and two adjacent handles read as one
/// 64-bit word would stall on store forwarding (measured: 8% of a parse).
#[derive(Clone, Debug)]
#[repr(C)]
pub struct OperationState {
    /// The op name (`dialect.op`).
    pub name: Identifier,
    /// Operand values.
    pub operands: Vec<Value>,
    /// The attribute dictionary (a dictionary attribute).
    pub attrs: Attribute,
    /// Result types.
    pub result_types: Vec<Type>,
    /// The location.
    pub loc: Attribute,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Whether the regions go into a nested, independently borrowable [`Body`].
    pub isolated_from_above: bool,
}

/// Errors of IR mutations whose preconditions are not met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// An op was erased while one of its results still had uses.
    ResultHasUses(Op),
    /// A block was erased while it was still a successor of some op.
    BlockHasPredecessors(Block),
    /// A block was erased while one of its arguments still had uses.
    ArgumentHasUses(Block),
    /// An op was replaced by a number of values other than its number of results.
    ResultCountMismatch {
        /// The op's result count.
        expected: usize,
        /// The number of replacement values.
        found: usize,
    },
    /// A block was inlined with a number of argument values other than its number of
    /// arguments.
    ArgumentCountMismatch {
        /// The block's argument count.
        expected: usize,
        /// The number of values given.
        found: usize,
    },
    /// A clone into another arena met an operand defined outside the cloned op that the
    /// mapping does not map.
    UnmappedValue(Value),
    /// A clone into another arena met a successor outside the cloned op that the mapping
    /// does not map.
    UnmappedBlock(Block),
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrError::ResultHasUses(op) => write!(f, "cannot erase {op:?}: a result still has uses"),
            IrError::BlockHasPredecessors(b) => {
                write!(f, "cannot erase {b:?}: it still has predecessors")
            }
            IrError::ArgumentHasUses(b) => {
                write!(f, "cannot erase {b:?}: an argument still has uses")
            }
            IrError::ResultCountMismatch { expected, found } => write!(
                f,
                "an op with {expected} results cannot be replaced by {found} values"
            ),
            IrError::ArgumentCountMismatch { expected, found } => write!(
                f,
                "a block with {expected} arguments cannot be inlined with {found} values"
            ),
            IrError::UnmappedValue(v) => write!(f, "operand {v:?} is not mapped"),
            IrError::UnmappedBlock(b) => write!(f, "successor {b:?} is not mapped"),
        }
    }
}

impl std::error::Error for IrError {}

/// What an erasure frees: ops in pre-order and blocks ([`Body::erasure`]).
#[derive(Default)]
struct Erasure {
    ops: Vec<Op>,
    blocks: Vec<Block>,
}

/// The traversal order of a walk.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Visit an op before the ops nested in it.
    PreOrder,
    /// Visit an op after the ops nested in it.
    PostOrder,
}

/// What a walk callback asks the walker to do next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    /// Keep walking.
    Advance,
    /// Do not visit the regions of this op (meaningful in pre-order).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// Where a new op goes: before `before` in `block`, or at the end when `before` is `None`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct InsertPoint {
    /// The block to insert into.
    pub block: Block,
    /// The op to insert before; `None` for the end of the block.
    pub before: Option<Op>,
}

/// An isolated op with mutable access to its attributes, its location and its nested
/// arena at once ([`Body::isolated_ops_mut`]). Changes through it notify no listener: it
/// is made from a `&mut Body`, which no [`Rewriter`] holds meanwhile.
pub struct IsolatedOpMut<'a> {
    /// The op (in the parent arena).
    pub op: Op,
    /// Its name.
    pub name: Identifier,
    /// Its attribute dictionary.
    pub attrs: &'a mut Attribute,
    /// Its location.
    pub loc: &'a mut Attribute,
    /// Its regions (handles into `body`).
    pub regions: &'a [Region],
    /// The arena of its regions.
    pub body: &'a mut Body,
}

impl IsolatedOpMut<'_> {
    /// A read-only view of the op, for code that only looks at it.
    pub fn as_ref(&self) -> IsolatedOpRef<'_> {
        IsolatedOpRef {
            op: self.op,
            name: self.name,
            attrs: *self.attrs,
            loc: *self.loc,
            regions: self.regions,
            body: self.body,
        }
    }
}

/// An isolated op seen without its parent arena: what [`IsolatedOpMut`] gives, read-only.
#[derive(Clone, Copy)]
pub struct IsolatedOpRef<'a> {
    /// The op (in the parent arena).
    pub op: Op,
    /// Its name.
    pub name: Identifier,
    /// Its attribute dictionary.
    pub attrs: Attribute,
    /// Its location.
    pub loc: Attribute,
    /// Its regions (handles into `body`).
    pub regions: &'a [Region],
    /// The arena of its regions.
    pub body: &'a Body,
}

/// The number of entries in each pool of a [`Body`] ([`Body::sizes`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BodySizes {
    /// Ops.
    pub ops: usize,
    /// Blocks.
    pub blocks: usize,
    /// Regions.
    pub regions: usize,
    /// Values (results, block arguments, placeholders).
    pub values: usize,
    /// Operand slots.
    pub operands: usize,
    /// Result entries.
    pub results: usize,
    /// Successor slots.
    pub successors: usize,
    /// Region entries of ops.
    pub region_refs: usize,
}

impl BodySizes {
    /// Each count limited to `cap`.
    pub fn capped(self, cap: usize) -> BodySizes {
        BodySizes {
            ops: self.ops.min(cap),
            blocks: self.blocks.min(cap),
            regions: self.regions.min(cap),
            values: self.values.min(cap),
            operands: self.operands.min(cap),
            results: self.results.min(cap),
            successors: self.successors.min(cap),
            region_refs: self.region_refs.min(cap),
        }
    }
}

/// The arena of one isolation scope: ops, blocks, regions, values and their layout.
#[derive(Clone, Debug, Default)]
pub struct Body {
    ops: PrimaryMap<Op, OpData>,
    blocks: PrimaryMap<Block, BlockData>,
    regions: PrimaryMap<Region, RegionData>,
    values: PrimaryMap<Value, ValueData>,
    /// Operand slots of all ops (each op owns a [`Span`]).
    operand_pool: Vec<Slot<Value>>,
    /// Result values of all ops.
    result_pool: Vec<Value>,
    /// Successor slots of all ops.
    succ_pool: Vec<Slot<Block>>,
    /// Regions of all ops.
    region_pool: Vec<Region>,
    /// Locations of block arguments that have one (few do: a side table, not a field of
    /// every value).
    arg_locs: crate::ir::context::FxHashMap<Value, Attribute>,
    /// Erased handles and pool spans, reused by creation.
    free: FreeLists,
}

impl Body {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the location of a block argument.
    pub fn set_arg_loc(&mut self, v: Value, loc: Attribute) {
        self.arg_locs.insert(v, loc);
    }

    /// Forgets the location of a block argument.
    pub fn clear_arg_loc(&mut self, v: Value) {
        self.arg_locs.remove(&v);
    }

    /// The location of a block argument, if it has one.
    pub fn arg_loc(&self, v: Value) -> Option<Attribute> {
        self.arg_locs.get(&v).copied()
    }

    /// Replaces every op and block-argument location of this arena and of every arena
    /// nested in it by `f` of it (the parser resolves location aliases used before their
    /// definition this way). Nested arenas are reached by a native call per isolation
    /// level, made through `stacker` so depth is bounded by memory.
    pub fn map_locations<E>(
        &mut self,
        f: &mut dyn FnMut(Attribute) -> Result<Attribute, E>,
    ) -> Result<(), E> {
        for (_, d) in self.ops.iter_mut() {
            d.loc = f(d.loc)?;
        }
        for l in self.arg_locs.values_mut() {
            *l = f(*l)?;
        }
        let isolated: Vec<Op> = self
            .ops
            .iter()
            .filter(|(_, d)| d.nested.is_some())
            .map(|(o, _)| o)
            .collect();
        for op in isolated {
            let Some(mut nested) = self.take_nested_body(op) else {
                continue;
            };
            let r = stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || nested.map_locations(f));
            self.put_nested_body(op, nested);
            r?;
        }
        Ok(())
    }

    /// Frees the spare capacity of the arena's tables (for an arena that is done growing,
    /// like a parsed function body: growth by doubling leaves up to half of each unused).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operand_pool.shrink_to_fit();
        self.result_pool.shrink_to_fit();
        self.succ_pool.shrink_to_fit();
        self.region_pool.shrink_to_fit();
    }

    /// How many entries each pool of this arena holds: a size hint for a similar arena.
    pub fn sizes(&self) -> BodySizes {
        BodySizes {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
            values: self.values.len(),
            operands: self.operand_pool.len(),
            results: self.result_pool.len(),
            successors: self.succ_pool.len(),
            region_refs: self.region_pool.len(),
        }
    }

    /// Makes room for at least `s` entries in each pool, so that growing to that size
    /// moves nothing (a parser reserves the size of the previous function for the next).
    pub fn reserve_total(&mut self, s: BodySizes) {
        fn total<T>(v: &mut Vec<T>, n: usize) {
            v.reserve(n.saturating_sub(v.len()));
        }
        self.ops.reserve_total(s.ops);
        self.blocks.reserve_total(s.blocks);
        self.regions.reserve_total(s.regions);
        self.values.reserve_total(s.values);
        total(&mut self.operand_pool, s.operands);
        total(&mut self.result_pool, s.results);
        total(&mut self.succ_pool, s.successors);
        total(&mut self.region_pool, s.region_refs);
    }

    // ----- values -----

    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Changes the type of a value.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    /// Where a value is defined.
    ///
    /// # Panics
    /// If the value was erased.
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def.expect("value was erased")
    }

    /// Whether a value was erased (its handle is free for reuse, or reused already).
    #[inline]
    pub fn is_value_erased(&self, v: Value) -> bool {
        self.values[v].def.is_none()
    }

    /// Stores a new value, reusing an erased value's handle if there is one.
    #[inline]
    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let d = ValueData {
            ty,
            def: Some(def),
            first_use: None,
        };
        match FreeLists::take(&mut self.free.values, self.free.paused) {
            Some(v) => {
                self.values[v] = d;
                v
            }
            None => self.values.push(d),
        }
    }

    /// Erases a value without uses: its handle goes to the free list.
    fn free_value(&mut self, v: Value) {
        debug_assert!(self.values[v].first_use.is_none(), "erased {v:?} has uses");
        self.values[v].def = None;
        self.free.values.push(v);
    }

    /// A value with no definition yet, to be replaced later (parser forward references).
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// The operand slots that use `v`, most recent first.
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.values[v].first_use,
            succ: false,
        }
    }

    /// The ops that use `v` (an op appears once per operand slot).
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.uses(v).map(|u| u.op)
    }

    /// Whether `v` has no uses.
    #[inline]
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v].first_use.is_none()
    }

    /// Whether `v` has exactly one use.
    #[inline]
    pub fn has_one_use(&self, v: Value) -> bool {
        match self.values[v].first_use {
            Some(u) => self.operand_slot(u).next.is_none(),
            None => false,
        }
    }

    /// Makes every use of `from` use `to` instead. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use {
            self.set_operand(u.op, u.index as usize, to);
        }
    }

    fn operand_slot(&self, u: UseRef) -> &Slot<Value> {
        &self.operand_pool[self.ops[u.op].operands.at(u.index)]
    }

    fn operand_slot_mut(&mut self, u: UseRef) -> &mut Slot<Value> {
        let i = self.ops[u.op].operands.at(u.index);
        &mut self.operand_pool[i]
    }

    fn succ_slot(&self, u: UseRef) -> &Slot<Block> {
        &self.succ_pool[self.ops[u.op].successors.at(u.index)]
    }

    fn succ_slot_mut(&mut self, u: UseRef) -> &mut Slot<Block> {
        let i = self.ops[u.op].successors.at(u.index);
        &mut self.succ_pool[i]
    }

    fn link_use(&mut self, u: UseRef, v: Value) {
        debug_assert!(self.values[v].def.is_some(), "use of erased {v:?}");
        let head = self.values[v].first_use;
        {
            let s = self.operand_slot_mut(u);
            s.target = v;
            s.prev = None;
            s.next = head;
        }
        if let Some(h) = head {
            self.operand_slot_mut(h).prev = Some(u);
        }
        self.values[v].first_use = Some(u);
    }

    fn unlink_use(&mut self, u: UseRef) {
        let (v, prev, next) = {
            let s = self.operand_slot(u);
            (s.target, s.prev, s.next)
        };
        match prev {
            Some(p) => self.operand_slot_mut(p).next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next {
            self.operand_slot_mut(n).prev = prev;
        }
    }

    fn link_pred(&mut self, u: UseRef, b: Block) {
        debug_assert!(!self.blocks[b].erased, "branch to erased {b:?}");
        let head = self.blocks[b].first_pred;
        {
            let s = self.succ_slot_mut(u);
            s.target = b;
            s.prev = None;
            s.next = head;
        }
        if let Some(h) = head {
            self.succ_slot_mut(h).prev = Some(u);
        }
        self.blocks[b].first_pred = Some(u);
    }

    fn unlink_pred(&mut self, u: UseRef) {
        let (b, prev, next) = {
            let s = self.succ_slot(u);
            (s.target, s.prev, s.next)
        };
        match prev {
            Some(p) => self.succ_slot_mut(p).next = next,
            None => self.blocks[b].first_pred = next,
        }
        if let Some(n) = next {
            self.succ_slot_mut(n).prev = prev;
        }
    }

    // ----- ops -----

    /// Creates a detached op (not in any block) with fresh result values and empty regions.
    /// Handles and pool spans of erased entities are reused first.
    pub fn create_op(&mut self, state: OperationState) -> Op {
        let reused = FreeLists::take(&mut self.free.ops, self.free.paused);
        let op = reused.unwrap_or_else(|| self.ops.next_key());
        let reused_results = self.free.results.take(state.result_types.len() as u32);
        let results = Span {
            start: reused_results.unwrap_or_else(|| pool_len(&self.result_pool)),
            len: state.result_types.len() as u32,
        };
        for (i, &ty) in state.result_types.iter().enumerate() {
            let v = self.new_value(ty, ValueDef::OpResult(op, i as u32));
            match reused_results {
                Some(_) => self.result_pool[results.at(i as u32)] = v,
                None => self.result_pool.push(v),
            }
        }
        let mut nested = if state.isolated_from_above {
            Some(Box::new(Body::new()))
        } else {
            None
        };
        let reused_regions = self.free.region_refs.take(state.num_regions as u32);
        let regions = Span {
            start: reused_regions.unwrap_or_else(|| pool_len(&self.region_pool)),
            len: state.num_regions as u32,
        };
        for i in 0..regions.len {
            let r = match nested.as_mut() {
                Some(b) => b.new_region(None),
                None => self.new_region(Some(op)),
            };
            match reused_regions {
                Some(_) => self.region_pool[regions.at(i)] = r,
                None => self.region_pool.push(r),
            }
        }
        let data = OpData {
            name: state.name,
            operands: Span::default(),
            results,
            attrs: state.attrs,
            successors: Span::default(),
            regions,
            nested,
            isolated: state.isolated_from_above,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        };
        match reused {
            Some(_) => self.ops[op] = data,
            None => {
                let pushed = self.ops.push(data);
                debug_assert_eq!(pushed, op);
            }
        }
        // A new op has no operands or successors: empty lists need no call.
        if !state.operands.is_empty() {
            self.set_operands(op, &state.operands);
        }
        if !state.successors.is_empty() {
            self.set_successors(op, &state.successors);
        }
        op
    }

    /// Stores a new empty region owned by `parent`, reusing an erased region's handle if
    /// there is one.
    fn new_region(&mut self, parent: Option<Op>) -> Region {
        let d = RegionData {
            parent,
            ..Default::default()
        };
        match FreeLists::take(&mut self.free.regions, self.free.paused) {
            Some(r) => {
                self.regions[r] = d;
                r
            }
            None => self.regions.push(d),
        }
    }

    /// The name of an op.
    #[inline]
    pub fn op_name(&self, op: Op) -> Identifier {
        self.ops[op].name
    }

    /// The operand values of an op.
    pub fn operands(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operand_pool[self.ops[op].operands.range()]
            .iter()
            .map(|s| s.target)
    }

    /// Number of operands of an op.
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.ops[op].operands.len as usize
    }

    /// The `i`-th operand of an op.
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.operand_pool[self.ops[op].operands.range()][i].target
    }

    /// Replaces the `i`-th operand of an op, keeping use lists up to date.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let u = UseRef {
            op,
            index: i as u32,
        };
        self.unlink_use(u);
        self.link_use(u, v);
    }

    /// Replaces all operands of an op.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        if values.is_empty() && self.ops[op].operands.len == 0 {
            return;
        }
        for i in 0..self.ops[op].operands.len {
            self.unlink_use(UseRef { op, index: i });
        }
        let mut sp = self.ops[op].operands;
        pool_set(
            &mut self.operand_pool,
            &mut self.free.operands,
            &mut sp,
            values.iter().map(|&v| Slot {
                target: v,
                prev: None,
                next: None,
            }),
        );
        self.ops[op].operands = sp;
        for (i, &v) in values.iter().enumerate() {
            self.link_use(
                UseRef {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
    }

    /// The result values of an op.
    #[inline]
    pub fn results(&self, op: Op) -> &[Value] {
        &self.result_pool[self.ops[op].results.range()]
    }

    /// Appends result values of the given types to an op (for ops whose result count is
    /// learnt after creation, like a parsed op without result names).
    pub fn add_results(&mut self, op: Op, types: &[Type]) {
        let base = self.ops[op].results.len;
        let mut sp = self.ops[op].results;
        for (i, &ty) in types.iter().enumerate() {
            let v = self.new_value(ty, ValueDef::OpResult(op, base + i as u32));
            pool_push(&mut self.result_pool, &mut self.free.results, &mut sp, v);
        }
        self.ops[op].results = sp;
    }

    /// Appends `n` result values of type `ty` to an op (like [`Body::add_results`], with
    /// no slice of types to build).
    pub fn add_results_of_type(&mut self, op: Op, ty: Type, n: usize) {
        let base = self.ops[op].results.len;
        let mut sp = self.ops[op].results;
        for i in 0..n {
            let v = self.new_value(ty, ValueDef::OpResult(op, base + i as u32));
            pool_push(&mut self.result_pool, &mut self.free.results, &mut sp, v);
        }
        self.ops[op].results = sp;
    }

    /// The successor blocks of an op.
    pub fn successors(&self, op: Op) -> impl ExactSizeIterator<Item = Block> + '_ {
        self.succ_pool[self.ops[op].successors.range()]
            .iter()
            .map(|s| s.target)
    }

    /// Replaces all successors of an op, keeping predecessor lists up to date.
    pub fn set_successors(&mut self, op: Op, blocks: &[Block]) {
        if blocks.is_empty() && self.ops[op].successors.len == 0 {
            return;
        }
        for i in 0..self.ops[op].successors.len {
            self.unlink_pred(UseRef { op, index: i });
        }
        let mut sp = self.ops[op].successors;
        pool_set(
            &mut self.succ_pool,
            &mut self.free.successors,
            &mut sp,
            blocks.iter().map(|&b| Slot {
                target: b,
                prev: None,
                next: None,
            }),
        );
        self.ops[op].successors = sp;
        for (i, &b) in blocks.iter().enumerate() {
            self.link_pred(
                UseRef {
                    op,
                    index: i as u32,
                },
                b,
            );
        }
    }

    /// The attribute dictionary of an op.
    #[inline]
    pub fn attrs(&self, op: Op) -> Attribute {
        self.ops[op].attrs
    }

    /// Replaces the attribute dictionary of an op.
    pub fn set_attrs(&mut self, op: Op, attrs: Attribute) {
        self.ops[op].attrs = attrs;
    }

    /// The location of an op.
    pub fn loc(&self, op: Op) -> Attribute {
        self.ops[op].loc
    }

    /// The regions of an op. For an isolated op they index [`Body::nested_body`].
    pub fn regions(&self, op: Op) -> &[Region] {
        &self.region_pool[self.ops[op].regions.range()]
    }

    /// Sets the location of an op.
    pub fn set_loc(&mut self, op: Op, loc: Attribute) {
        self.ops[op].loc = loc;
    }

    /// Appends a new empty region to an op (in its nested arena if it is isolated).
    ///
    /// # Panics
    /// If the op is isolated and its nested arena is currently taken out.
    pub fn add_region(&mut self, op: Op) -> Region {
        let d = &mut self.ops[op];
        let r = match d.nested.as_mut() {
            Some(b) => b.new_region(None),
            None if d.isolated => panic!("nested body of {op:?} is taken"),
            None => self.new_region(Some(op)),
        };
        let mut sp = self.ops[op].regions;
        pool_push(
            &mut self.region_pool,
            &mut self.free.region_refs,
            &mut sp,
            r,
        );
        self.ops[op].regions = sp;
        r
    }

    /// Moves the op's last region to the front: for custom parsers that read an op's
    /// regions in another order than the op keeps them (`scf.index_switch` reads its
    /// default region last).
    pub fn move_last_region_first(&mut self, op: Op) {
        let range = self.ops[op].regions.range();
        self.region_pool[range].rotate_right(1);
    }

    /// Takes an isolated op's nested arena out (e.g. to hand it to another thread); put it
    /// back with [`Body::put_nested_body`].
    pub fn take_nested_body(&mut self, op: Op) -> Option<Box<Body>> {
        self.ops[op].nested.take()
    }

    /// Puts back an arena taken with [`Body::take_nested_body`].
    pub fn put_nested_body(&mut self, op: Op, body: Box<Body>) {
        debug_assert!(self.ops[op].isolated);
        self.ops[op].nested = Some(body);
    }

    /// Makes a region-less op isolated, owning `body` whose regions `regions` become the
    /// op's regions.
    pub fn set_nested_body(&mut self, op: Op, body: Box<Body>, regions: Vec<Region>) {
        debug_assert!(self.ops[op].regions.len == 0);
        let mut sp = Span::default();
        pool_set(
            &mut self.region_pool,
            &mut self.free.region_refs,
            &mut sp,
            regions.into_iter(),
        );
        let d = &mut self.ops[op];
        d.nested = Some(body);
        d.isolated = true;
        d.regions = sp;
    }

    /// Swaps the nested arenas, and with them the regions, of two isolated ops (what
    /// moving a function's body into a new function op does when both are isolated).
    ///
    /// # Panics
    /// If either op is not isolated.
    pub fn swap_nested_bodies(&mut self, a: Op, b: Op) {
        assert!(
            self.ops[a].isolated && self.ops[b].isolated,
            "only isolated ops own nested arenas"
        );
        let (na, ra) = (self.ops[a].nested.take(), self.ops[a].regions);
        let (nb, rb) = (self.ops[b].nested.take(), self.ops[b].regions);
        self.ops[a].nested = nb;
        self.ops[a].regions = rb;
        self.ops[b].nested = na;
        self.ops[b].regions = ra;
    }

    /// Whether an op owns a nested arena for its regions.
    #[inline]
    pub fn is_isolated(&self, op: Op) -> bool {
        self.ops[op].isolated
    }

    /// The arena of an isolated op's regions.
    pub fn nested_body(&self, op: Op) -> Option<&Body> {
        self.ops[op].nested.as_deref()
    }

    /// The arena of an isolated op's regions, mutably.
    pub fn nested_body_mut(&mut self, op: Op) -> Option<&mut Body> {
        self.ops[op].nested.as_deref_mut()
    }

    /// Every isolated op of this arena with its nested arena, as disjoint `&mut` borrows
    /// (hand them to different threads).
    pub fn isolated_bodies_mut(&mut self) -> impl Iterator<Item = (Op, &mut Body)> {
        self.ops
            .iter_mut()
            .filter(|(_, d)| !d.erased)
            .filter_map(|(op, d)| d.nested.as_deref_mut().map(|b| (op, b)))
    }

    /// Every isolated op of this arena as an [`IsolatedOpMut`]: its attributes, location and
    /// nested arena at once, disjoint from the others' (a function pass on threads reads
    /// and changes a function's attributes and rewrites its body).
    pub fn isolated_ops_mut(&mut self) -> impl Iterator<Item = IsolatedOpMut<'_>> {
        let pool = &self.region_pool;
        self.ops
            .iter_mut()
            .filter(|(_, d)| !d.erased)
            .filter_map(move |(op, d)| {
                let body = d.nested.as_deref_mut()?;
                Some(IsolatedOpMut {
                    op,
                    name: d.name,
                    attrs: &mut d.attrs,
                    loc: &mut d.loc,
                    regions: &pool[d.regions.range()],
                    body,
                })
            })
    }

    /// One isolated op of this arena as an [`IsolatedOpMut`] (`None` if it owns no nested
    /// arena): a pass manager runs passes on the root op this way.
    pub fn isolated_op_mut(&mut self, op: Op) -> Option<IsolatedOpMut<'_>> {
        let d = &mut self.ops[op];
        let body = d.nested.as_deref_mut()?;
        Some(IsolatedOpMut {
            op,
            name: d.name,
            attrs: &mut d.attrs,
            loc: &mut d.loc,
            regions: &self.region_pool[d.regions.range()],
            body,
        })
    }

    /// The block that contains an op.
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.ops[op].parent
    }

    /// The next op in the same block.
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op].next
    }

    /// The previous op in the same block.
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op].prev
    }

    /// Whether an op has been erased. Its handle goes to the free list: once a new op
    /// takes it, the handle names that op (and this is `false` again).
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op].erased
    }

    /// Whether a block has been erased (until a new block takes its handle).
    pub fn is_block_erased(&self, block: Block) -> bool {
        self.blocks[block].erased
    }

    /// The op whose region contains `op` (within this arena).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.ops[op].parent?;
        let r = self.blocks[b].parent?;
        self.regions[r].parent
    }

    /// Inserts a detached op at an insertion point.
    pub fn insert_op(&mut self, ip: InsertPoint, op: Op) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        debug_assert!(!self.ops[op].erased, "insertion of erased {op:?}");
        debug_assert!(!self.blocks[ip.block].erased, "insertion into erased block");
        let block = ip.block;
        let (prev, next) = match ip.before {
            Some(b) => (self.ops[b].prev, Some(b)),
            None => (self.blocks[block].last_op, None),
        };
        {
            let d = &mut self.ops[op];
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first_op = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last_op = Some(op),
        }
    }

    /// Where an op sits (its block and the op after it), if it is in a block.
    pub fn position(&self, op: Op) -> Option<InsertPoint> {
        let d = &self.ops[op];
        d.parent.map(|block| InsertPoint {
            block,
            before: d.next,
        })
    }

    /// Appends a detached op to the end of a block.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.insert_op(
            InsertPoint {
                block,
                before: None,
            },
            op,
        );
    }

    /// Unlinks an op from its block, keeping it (and its uses) alive.
    pub fn detach_op(&mut self, op: Op) {
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves an op (with everything nested in it) to an insertion point. O(1).
    pub fn move_op(&mut self, op: Op, ip: InsertPoint) {
        if ip.before == Some(op) {
            return;
        }
        self.detach_op(op);
        self.insert_op(ip, op);
    }

    /// Erases an op and everything nested in it: its results must have no uses, and the
    /// blocks in it no predecessors, outside it. The storage of every erased op, block,
    /// region and value goes to the free lists (an isolated op's nested arena is dropped).
    pub fn erase_op(&mut self, op: Op) -> Result<(), IrError> {
        if self.regions(op).is_empty() {
            self.check_leaf_erasure(op)?;
            self.detach_op(op);
            self.free_leaf(op);
            return Ok(());
        }
        let doomed = self.erasure(&[op], &[])?;
        self.detach_op(op);
        self.free_all(doomed);
        Ok(())
    }

    /// Removes every operand and successor of an op (unlinking their use lists).
    pub fn drop_all_references(&mut self, op: Op) {
        self.set_operands(op, &[]);
        self.set_successors(op, &[]);
    }

    /// Every op and block that erasing `ops` and `blocks` erases (ops in pre-order, nested
    /// arenas not entered; blocks before the ops in them), checked for references from
    /// outside: a use of a result or block argument, or a branch to a block.
    fn erasure(&self, ops: &[Op], blocks: &[Block]) -> Result<Erasure, IrError> {
        let mut e = Erasure::default();
        let mut stack: Vec<Op> = Vec::new();
        /// Records `b` and stacks its ops, first on top.
        fn visit_block(body: &Body, b: Block, e: &mut Erasure, stack: &mut Vec<Op>) {
            e.blocks.push(b);
            let first = stack.len();
            stack.extend(body.block_ops(b));
            stack[first..].reverse();
        }
        for &b in blocks.iter().rev() {
            visit_block(self, b, &mut e, &mut stack);
        }
        stack.extend(ops.iter().rev());
        while let Some(o) = stack.pop() {
            e.ops.push(o);
            if self.ops[o].isolated {
                continue;
            }
            for &r in self.regions(o).iter().rev() {
                let blocks: Vec<Block> = self.region_blocks(r).collect();
                for b in blocks.into_iter().rev() {
                    visit_block(self, b, &mut e, &mut stack);
                }
            }
        }
        // Most erasures are of a few ops: scan them rather than build a set.
        let set: crate::ir::context::FxHashSet<Op> = if e.ops.len() > 16 {
            e.ops.iter().copied().collect()
        } else {
            Default::default()
        };
        let inside = |o: &Op| {
            if e.ops.len() > 16 {
                set.contains(o)
            } else {
                e.ops.contains(o)
            }
        };
        for &o in &e.ops {
            for &r in self.results(o) {
                if self.users(r).any(|u| !inside(&u)) {
                    return Err(IrError::ResultHasUses(o));
                }
            }
        }
        for &b in &e.blocks {
            for &a in self.block_args(b) {
                if self.users(a).any(|u| !inside(&u)) {
                    return Err(IrError::ArgumentHasUses(b));
                }
            }
            if self.predecessor_uses(b).any(|u| !inside(&u.op)) {
                return Err(IrError::BlockHasPredecessors(b));
            }
        }
        Ok(e)
    }

    /// [`Body::erasure`] of an op without regions: only its results' uses by other ops
    /// keep it.
    fn check_leaf_erasure(&self, op: Op) -> Result<(), IrError> {
        for &r in self.results(op) {
            if self.users(r).any(|u| u != op) {
                return Err(IrError::ResultHasUses(op));
            }
        }
        Ok(())
    }

    /// Frees an op without regions (already detached), as [`Body::free_all`] would.
    fn free_leaf(&mut self, op: Op) {
        self.drop_all_references(op);
        self.free_op(op);
    }

    /// Frees what [`Body::erasure`] collected (already detached from what stays).
    fn free_all(&mut self, doomed: Erasure) {
        for &o in &doomed.ops {
            self.drop_all_references(o);
        }
        for &b in &doomed.blocks {
            self.free_block(b);
        }
        for &o in &doomed.ops {
            self.free_op(o);
        }
    }

    /// Puts a block (detached, its ops freed or about to be) and its arguments on the free
    /// lists.
    fn free_block(&mut self, b: Block) {
        let args = std::mem::take(&mut self.blocks[b].args);
        for &a in &args {
            if !self.arg_locs.is_empty() {
                self.arg_locs.remove(&a);
            }
            self.free_value(a);
        }
        let d = &mut self.blocks[b];
        d.args = args;
        d.args.clear();
        d.parent = None;
        d.prev = None;
        d.next = None;
        d.first_op = None;
        d.last_op = None;
        d.erased = true;
        self.free.blocks.push(b);
    }

    /// Puts an op (without operands and successors, its blocks freed), its regions, results
    /// and spans on the free lists.
    fn free_op(&mut self, o: Op) {
        let regions = std::mem::take(&mut self.ops[o].regions);
        if !self.ops[o].isolated {
            for i in regions.range() {
                let r = self.region_pool[i];
                self.regions[r] = RegionData {
                    erased: true,
                    ..Default::default()
                };
                self.free.regions.push(r);
            }
        }
        self.free.region_refs.give(regions.start, regions.len);
        let results = std::mem::take(&mut self.ops[o].results);
        for i in results.range() {
            let v = self.result_pool[i];
            self.free_value(v);
        }
        self.free.results.give(results.start, results.len);
        let d = &mut self.ops[o];
        d.nested = None;
        d.erased = true;
        d.parent = None;
        d.prev = None;
        d.next = None;
        self.free.ops.push(o);
    }

    // ----- blocks -----

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> Block {
        match FreeLists::take(&mut self.free.blocks, self.free.paused) {
            Some(b) => {
                self.blocks[b] = BlockData::default();
                b
            }
            None => self.blocks.push(BlockData::default()),
        }
    }

    /// Appends an argument of type `ty` to a block.
    pub fn add_block_argument(&mut self, block: Block, ty: Type) -> Value {
        let idx = self.blocks[block].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg(block, idx));
        self.blocks[block].args.push(v);
        v
    }

    /// Inserts an argument of type `ty` at `index` of a block; the later arguments shift
    /// up by one (MLIR's `Block::insertArgument`).
    pub fn insert_block_argument(&mut self, block: Block, index: usize, ty: Type) -> Value {
        let v = self.new_value(ty, ValueDef::BlockArg(block, index as u32));
        self.blocks[block].args.insert(index, v);
        for i in index + 1..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = Some(ValueDef::BlockArg(block, i as u32));
        }
        v
    }

    /// Erases argument `index` of a block, which must have no uses; the later arguments
    /// shift down by one (MLIR's `Block::eraseArgument`).
    pub fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError> {
        let v = self.blocks[block].args[index];
        if !self.use_empty(v) {
            return Err(IrError::ArgumentHasUses(block));
        }
        self.blocks[block].args.remove(index);
        if !self.arg_locs.is_empty() {
            self.arg_locs.remove(&v);
        }
        self.free_value(v);
        for i in index..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = Some(ValueDef::BlockArg(block, i as u32));
        }
        Ok(())
    }

    /// The arguments of a block.
    pub fn block_args(&self, block: Block) -> &[Value] {
        &self.blocks[block].args
    }

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: Block) -> OpIter<'_> {
        OpIter {
            body: self,
            cur: self.blocks[block].first_op,
        }
    }

    /// The first op of a block.
    pub fn first_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].first_op
    }

    /// The last op of a block (its terminator in SSACFG regions).
    pub fn last_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].last_op
    }

    /// The region containing a block.
    pub fn block_parent(&self, block: Block) -> Option<Region> {
        self.blocks[block].parent
    }

    /// The next block of the same region.
    pub fn next_block(&self, block: Block) -> Option<Block> {
        self.blocks[block].next
    }

    /// The successor slots that target a block (one per edge), most recent first.
    pub fn predecessor_uses(&self, block: Block) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.blocks[block].first_pred,
            succ: true,
        }
    }

    /// The blocks that branch to `block`, one entry per edge.
    pub fn predecessors(&self, block: Block) -> Vec<Block> {
        self.predecessor_uses(block)
            .filter_map(|u| self.ops[u.op].parent)
            .collect()
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: Region, block: Block) {
        let last = self.regions[region].last_block;
        {
            let d = &mut self.blocks[block];
            d.parent = Some(region);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.blocks[l].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
        self.regions[region].last_block = Some(block);
    }

    /// Where a block sits (its region and the block after it), if it is in a region.
    pub fn block_position(&self, block: Block) -> Option<BlockPoint> {
        let d = &self.blocks[block];
        d.parent.map(|region| BlockPoint {
            region,
            before: d.next,
        })
    }

    /// Inserts a detached block at `at`.
    pub fn place_block(&mut self, block: Block, at: BlockPoint) {
        match at.before {
            Some(before) => self.insert_block_before(before, block),
            None => self.append_block(at.region, block),
        }
    }

    /// Inserts a detached block before `before` in its region.
    pub fn insert_block_before(&mut self, before: Block, block: Block) {
        let region = self.blocks[before]
            .parent
            .expect("insertion point block is in a region");
        let prev = self.blocks[before].prev;
        {
            let d = &mut self.blocks[block];
            d.parent = Some(region);
            d.prev = prev;
            d.next = Some(before);
        }
        self.blocks[before].prev = Some(block);
        match prev {
            Some(p) => self.blocks[p].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
    }

    /// Unlinks a block from its region, keeping it alive.
    pub fn detach_block(&mut self, block: Block) {
        let Some(region) = self.blocks[block].parent else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let d = &mut self.blocks[block];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Erases a block and its ops: it must not be a successor of any op outside it, and
    /// its arguments and results must have no uses outside it. Its storage goes to the
    /// free lists.
    pub fn erase_block(&mut self, block: Block) -> Result<(), IrError> {
        let doomed = self.erasure(&[], &[block])?;
        self.detach_block(block);
        self.free_all(doomed);
        Ok(())
    }

    // ----- regions -----

    /// Erases every block of `region` and their ops, leaving it empty (what is left of a
    /// region whose blocks MLIR moved elsewhere): nothing outside the region may use its
    /// values or branch to its blocks.
    pub fn clear_region(&mut self, region: Region) -> Result<(), IrError> {
        let blocks: Vec<Block> = self.region_blocks(region).collect();
        let doomed = self.erasure(&[], &blocks)?;
        for &b in &blocks {
            self.detach_block(b);
        }
        self.free_all(doomed);
        Ok(())
    }

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: Region) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region].first_block,
        }
    }

    /// The entry block of a region.
    pub fn entry_block(&self, region: Region) -> Option<Block> {
        self.regions[region].first_block
    }

    /// The op owning a region (`None` for the regions of an isolated op's nested arena).
    pub fn region_parent(&self, region: Region) -> Option<Op> {
        self.regions[region].parent
    }

    /// The region a value is defined in: that of the block holding its defining op, or
    /// of the block it is an argument of (MLIR's `Value::getParentRegion`).
    pub fn value_parent_region(&self, v: Value) -> Option<Region> {
        let block = match self.value_def(v) {
            ValueDef::OpResult(op, _) => self.parent_block(op)?,
            ValueDef::BlockArg(block, _) => block,
            ValueDef::Placeholder => return None,
        };
        self.block_parent(block)
    }

    /// Whether `region` strictly contains `other` (MLIR's `Region::isProperAncestor`),
    /// within this arena.
    pub fn is_proper_ancestor(&self, region: Region, other: Region) -> bool {
        let mut cur = other;
        loop {
            let Some(parent) = self
                .region_parent(cur)
                .and_then(|op| self.parent_block(op))
                .and_then(|b| self.block_parent(b))
            else {
                return false;
            };
            if parent == region {
                return true;
            }
            cur = parent;
        }
    }

    /// The regions of the arena that no op of it holds, in creation order: in the nested
    /// arena of an isolated op, that op's regions.
    pub fn root_regions(&self) -> impl Iterator<Item = Region> + '_ {
        self.regions
            .iter()
            .filter(|(_, d)| d.parent.is_none())
            .map(|(r, _)| r)
    }

    // ----- walks -----

    /// Walks `root` and every op nested in it, crossing into nested arenas; the callback
    /// gets the arena that holds each op.
    pub fn walk<'a>(
        &'a self,
        root: Op,
        order: WalkOrder,
        mut f: impl FnMut(&'a Body, Op) -> WalkResult,
    ) -> WalkResult {
        enum Item<'b> {
            Visit(&'b Body, Op),
            Post(&'b Body, Op),
        }
        let mut stack = vec![Item::Visit(self, root)];
        while let Some(item) = stack.pop() {
            match item {
                Item::Visit(body, op) => {
                    if order == WalkOrder::PreOrder {
                        match f(body, op) {
                            WalkResult::Interrupt => return WalkResult::Interrupt,
                            WalkResult::Skip => continue,
                            WalkResult::Advance => {}
                        }
                    } else {
                        stack.push(Item::Post(body, op));
                    }
                    let inner = if body.is_isolated(op) {
                        match body.nested_body(op) {
                            Some(b) => b,
                            None => continue,
                        }
                    } else {
                        body
                    };
                    for &r in body.regions(op).iter().rev() {
                        let blocks: Vec<Block> = inner.region_blocks(r).collect();
                        for b in blocks.into_iter().rev() {
                            let mut o = inner.last_op(b);
                            while let Some(x) = o {
                                stack.push(Item::Visit(inner, x));
                                o = inner.prev_op(x);
                            }
                        }
                    }
                }
                Item::Post(body, op) => {
                    if f(body, op) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                }
            }
        }
        WalkResult::Advance
    }

    /// Walks `root` and the ops nested in it within this arena (not into nested arenas),
    /// letting the callback mutate the arena. Ops erased by the callback are not visited,
    /// and erasing the visited op itself is safe in both orders: erased handles are not
    /// reused until the walk ends, so an op the callback creates never takes the handle of
    /// an erased op still on the walk's stack.
    pub fn walk_mut(
        &mut self,
        root: Op,
        order: WalkOrder,
        f: impl FnMut(&mut Body, Op) -> WalkResult,
    ) -> WalkResult {
        let paused = std::mem::replace(&mut self.free.paused, true);
        let r = self.walk_mut_paused(root, order, f);
        self.free.paused = paused;
        r
    }

    fn walk_mut_paused(
        &mut self,
        root: Op,
        order: WalkOrder,
        mut f: impl FnMut(&mut Body, Op) -> WalkResult,
    ) -> WalkResult {
        let mut stack: Vec<(Op, bool)> = vec![(root, false)];
        while let Some((op, post)) = stack.pop() {
            if self.ops[op].erased {
                continue;
            }
            if post {
                if f(self, op) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
                continue;
            }
            if order == WalkOrder::PreOrder {
                match f(self, op) {
                    WalkResult::Interrupt => return WalkResult::Interrupt,
                    WalkResult::Skip => continue,
                    WalkResult::Advance => {}
                }
                if self.ops[op].erased {
                    continue;
                }
            } else {
                stack.push((op, true));
            }
            if self.ops[op].isolated {
                continue;
            }
            for &r in self.regions(op).to_vec().iter().rev() {
                let blocks: Vec<Block> = self.region_blocks(r).collect();
                for b in blocks.into_iter().rev() {
                    let mut o = self.last_op(b);
                    while let Some(x) = o {
                        stack.push((x, false));
                        o = self.prev_op(x);
                    }
                }
            }
        }
        WalkResult::Advance
    }
}

/// Iterator over the ops of a block.
pub struct OpIter<'a> {
    body: &'a Body,
    cur: Option<Op>,
}

impl Iterator for OpIter<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let c = self.cur?;
        self.cur = self.body.ops[c].next;
        Some(c)
    }
}

/// Iterator over the blocks of a region.
pub struct BlockIter<'a> {
    body: &'a Body,
    cur: Option<Block>,
}

impl Iterator for BlockIter<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        let c = self.cur?;
        self.cur = self.body.blocks[c].next;
        Some(c)
    }
}

/// Iterator over a use list (operand slots of a value, or successor slots of a block).
pub struct UseIter<'a> {
    body: &'a Body,
    cur: Option<UseRef>,
    succ: bool,
}

impl Iterator for UseIter<'_> {
    type Item = UseRef;
    fn next(&mut self) -> Option<UseRef> {
        let c = self.cur?;
        self.cur = if self.succ {
            self.body.succ_slot(c).next
        } else {
            self.body.operand_slot(c).next
        };
        Some(c)
    }
}

/// The handle sizes are part of the design: keep them at 4 bytes.
const _: () = assert!(std::mem::size_of::<Op>() == 4 && std::mem::size_of::<Value>() == 4);
/// `Option` of a handle costs nothing extra (handles are stored as index + 1).
const _: () =
    assert!(std::mem::size_of::<Option<Op>>() == 4 && std::mem::size_of::<Option<UseRef>>() == 8);

#[cfg(test)]
mod rewrite_tests;
#[cfg(test)]
mod tests;
