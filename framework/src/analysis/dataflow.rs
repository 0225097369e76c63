//! The data-flow solver (MLIR 16's `DataFlowSolver`): analyses compute states attached to
//! program points, and a worklist re-runs an analysis on a point when a state it read
//! changed, until nothing changes.
//!
//! The solver first indexes the IR under the op it runs on ([`IrIndex`]): every op, block,
//! region and value gets a number, across the arenas of the isolated ops nested in it (a
//! function's body is in an arena of its own, and the call graph crosses them). The op
//! itself is [`TOP`]; the solver sees its regions but not the op (which a pass does not
//! hold).
//!
//! Program points ([`Point`]) are ops and blocks; control-flow edges between blocks are
//! points of the executability state. The states are MLIR's:
//! - `Executable` of a block ([`DataFlowSolver::block_live`]) and of an edge
//!   ([`DataFlowSolver::edge_live`]): dead until shown live;
//! - `PredecessorState` of an op or block ([`PredecessorState`]): the known ops control
//!   can come from (calls of a callable, returns to a call, terminators and the parent to a
//!   region's entry or to a region-branch op's results), with the values each passes;
//! - the constant lattice of a value ([`ConstantValue`], MLIR's `Lattice<ConstantValue>`).
//!
//! An analysis reading a state for a point registers that point as dependent on it (MLIR's
//! `getOrCreateFor`); a change re-queues the dependents. As in MLIR, an analysis may also
//! subscribe to a block's executability (its ops and the block are re-queued when it
//! becomes live), to an edge's (its target block is re-queued) and to a value's lattice
//! (its users are re-queued). The states only rise, so the result is the least fixed
//! point whatever the order of the worklist.

use std::collections::VecDeque;

use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier};
use crate::ir::registry::{op_has_traits, OpRef, OpTraits};

/// The op the solver runs on.
pub const TOP: usize = 0;

/// A program point: an op or a block (numbers of the [`IrIndex`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Point {
    /// An op.
    Op(usize),
    /// A block.
    Block(usize),
}

/// An op of the index.
#[derive(Debug)]
pub struct OpNode {
    /// The arena holding the op (unused for [`TOP`]).
    pub arena: usize,
    /// The op in its arena; `None` for [`TOP`].
    pub op: Option<Op>,
    /// The block holding the op; `None` for [`TOP`].
    pub block: Option<usize>,
    /// The operands (values).
    pub operands: Vec<usize>,
    /// The results (values).
    pub results: Vec<usize>,
    /// The regions.
    pub regions: Vec<usize>,
    /// The successor blocks.
    pub successors: Vec<usize>,
}

/// A block of the index.
#[derive(Debug)]
pub struct BlockNode {
    /// The arena holding the block.
    pub arena: usize,
    /// The block in its arena.
    pub block: Block,
    /// The region holding it.
    pub region: usize,
    /// Its arguments (values).
    pub args: Vec<usize>,
    /// Its ops, in order.
    pub ops: Vec<usize>,
    /// The terminators branching to it, with the successor index of each branch.
    pub preds: Vec<(usize, usize)>,
}

/// A region of the index.
#[derive(Debug)]
pub struct RegionNode {
    /// The region in its arena.
    pub region: Region,
    /// The op owning it.
    pub parent: usize,
    /// Its index among the regions of its op.
    pub index: usize,
    /// Its blocks, in order.
    pub blocks: Vec<usize>,
}

/// A value of the index.
#[derive(Debug)]
pub struct ValueNode {
    /// The arena holding the value.
    pub arena: usize,
    /// The value in its arena.
    pub value: Value,
    /// The ops using it (once per use).
    pub users: Vec<usize>,
}

/// What the solver knows of [`TOP`], the op it runs on.
#[derive(Clone, Copy, Debug)]
pub struct TopOp {
    /// Its name.
    pub name: Identifier,
    /// Its attribute dictionary.
    pub attrs: Attribute,
    /// Whether it is nested in another op (MLIR's `op->getBlock() != nullptr`).
    pub has_parent: bool,
}

/// The IR under an op, numbered: ops, blocks, regions and values of every arena.
pub struct IrIndex<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The arenas: the top op's first, then those of the isolated ops in it.
    pub arenas: Vec<&'a Body>,
    /// The top op.
    pub top: TopOp,
    /// The ops; [`TOP`] first.
    pub ops: Vec<OpNode>,
    /// The blocks.
    pub blocks: Vec<BlockNode>,
    /// The regions.
    pub regions: Vec<RegionNode>,
    /// The values.
    pub values: Vec<ValueNode>,
    value_ids: FxHashMap<(usize, Value), usize>,
    block_ids: FxHashMap<(usize, Block), usize>,
}

impl<'a> IrIndex<'a> {
    /// The index of the regions `regions` (of `body`) of the op `top`.
    pub fn new(ctx: &'a Context, top: TopOp, body: &'a Body, regions: &[Region]) -> Self {
        let mut ix = IrIndex {
            ctx,
            arenas: vec![body],
            top,
            ops: vec![OpNode {
                arena: 0,
                op: None,
                block: None,
                operands: Vec::new(),
                results: Vec::new(),
                regions: Vec::new(),
                successors: Vec::new(),
            }],
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            value_ids: FxHashMap::default(),
            block_ids: FxHashMap::default(),
        };
        let mut op_handles: Vec<(usize, Op)> = Vec::new();
        ix.add_regions(TOP, 0, regions, &mut op_handles);
        // Operands, users and successors, once every value and block has its number.
        for id in 1..ix.ops.len() {
            let (arena, op) = op_handles[id - 1];
            let b = ix.arenas[arena];
            let operands: Vec<usize> = b.operands(op).map(|v| ix.value_ids[&(arena, v)]).collect();
            for &v in &operands {
                ix.values[v].users.push(id);
            }
            let successors: Vec<usize> = b
                .successors(op)
                .map(|s| ix.block_ids[&(arena, s)])
                .collect();
            for (i, &s) in successors.iter().enumerate() {
                ix.blocks[s].preds.push((id, i));
            }
            ix.ops[id].operands = operands;
            ix.ops[id].successors = successors;
        }
        ix
    }

    /// Numbers `regions` (of arena `arena`) of op `parent`, and everything in them.
    fn add_regions(
        &mut self,
        parent: usize,
        arena: usize,
        regions: &[Region],
        handles: &mut Vec<(usize, Op)>,
    ) {
        let body = self.arenas[arena];
        for (index, &region) in regions.iter().enumerate() {
            let rid = self.regions.len();
            self.regions.push(RegionNode {
                region,
                parent,
                index,
                blocks: Vec::new(),
            });
            self.ops[parent].regions.push(rid);
            for block in body.region_blocks(region) {
                let bid = self.blocks.len();
                self.block_ids.insert((arena, block), bid);
                let args = body
                    .block_args(block)
                    .iter()
                    .map(|&v| self.add_value(arena, v))
                    .collect();
                self.blocks.push(BlockNode {
                    arena,
                    block,
                    region: rid,
                    args,
                    ops: Vec::new(),
                    preds: Vec::new(),
                });
                self.regions[rid].blocks.push(bid);
                for op in body.block_ops(block) {
                    let id = self.ops.len();
                    handles.push((arena, op));
                    let results = body
                        .results(op)
                        .iter()
                        .map(|&v| self.add_value(arena, v))
                        .collect();
                    self.ops.push(OpNode {
                        arena,
                        op: Some(op),
                        block: Some(bid),
                        operands: Vec::new(),
                        results,
                        regions: Vec::new(),
                        successors: Vec::new(),
                    });
                    self.blocks[bid].ops.push(id);
                    let inner_regions = body.regions(op);
                    if inner_regions.is_empty() {
                        continue;
                    }
                    let inner = match body.nested_body(op) {
                        Some(nested) => {
                            self.arenas.push(nested);
                            self.arenas.len() - 1
                        }
                        None => arena,
                    };
                    self.add_regions(id, inner, inner_regions, handles);
                }
            }
        }
    }

    fn add_value(&mut self, arena: usize, v: Value) -> usize {
        let id = self.values.len();
        self.values.push(ValueNode {
            arena,
            value: v,
            users: Vec::new(),
        });
        self.value_ids.insert((arena, v), id);
        id
    }

    /// The number of value `v` of arena `arena`.
    pub fn value_id(&self, arena: usize, v: Value) -> Option<usize> {
        self.value_ids.get(&(arena, v)).copied()
    }

    /// The number of block `b` of arena `arena`.
    pub fn block_id(&self, arena: usize, b: Block) -> Option<usize> {
        self.block_ids.get(&(arena, b)).copied()
    }

    /// A read-only view of op `id` (`None` for [`TOP`]).
    pub fn op_ref(&self, id: usize) -> Option<OpRef<'a>> {
        let n = &self.ops[id];
        Some(OpRef::new(self.ctx, self.arenas[n.arena], n.op?))
    }

    /// The name of op `id`.
    pub fn op_name(&self, id: usize) -> Identifier {
        match self.ops[id].op {
            Some(op) => self.arenas[self.ops[id].arena].op_name(op),
            None => self.top.name,
        }
    }

    /// The attribute dictionary of op `id`.
    pub fn op_attrs(&self, id: usize) -> Attribute {
        match self.ops[id].op {
            Some(op) => self.arenas[self.ops[id].arena].attrs(op),
            None => self.top.attrs,
        }
    }

    /// Whether op `id` is registered with the traits `traits`.
    pub fn has_traits(&self, id: usize, traits: OpTraits) -> bool {
        op_has_traits(self.ctx, self.op_name(id), traits)
    }

    /// The op owning the region holding op `id` (`None` for [`TOP`]).
    pub fn parent_op(&self, id: usize) -> Option<usize> {
        let b = self.ops[id].block?;
        Some(self.regions[self.blocks[b].region].parent)
    }

    /// The entry block of region `r`, if it has blocks.
    pub fn entry_block(&self, r: usize) -> Option<usize> {
        self.regions[r].blocks.first().copied()
    }

    /// The arena key of value `v`: the address of its arena, which stays the same while the
    /// arena lives (arenas of isolated ops are boxed).
    pub fn arena_key(&self, arena: usize) -> usize {
        self.arenas[arena] as *const Body as usize
    }
}

/// The constant a value holds (MLIR's `Lattice<ConstantValue>`): not known yet, known not
/// to be a (single) constant, or a constant with the dialect of the op that made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConstantValue {
    /// Nothing known yet (the optimistic start).
    #[default]
    Uninitialized,
    /// Not a constant, or not one known (MLIR's `getUnknownConstant`).
    Unknown,
    /// The constant, and the dialect of the op that made it (`None`: unregistered).
    Constant(Attribute, Option<Identifier>),
}

impl ConstantValue {
    /// The join of two lattice values (MLIR's `ConstantValue::join`): two different
    /// constants join to unknown; the dialect of `self` is kept for equal constants.
    pub fn join(self, other: ConstantValue) -> ConstantValue {
        match (self, other) {
            (ConstantValue::Uninitialized, x) | (x, ConstantValue::Uninitialized) => x,
            (ConstantValue::Constant(a, d), ConstantValue::Constant(b, _)) if a == b => {
                ConstantValue::Constant(a, d)
            }
            _ => ConstantValue::Unknown,
        }
    }

    /// The constant, if the value is known to be one (MLIR's `getConstantValue`; `None`
    /// for both unknown and uninitialized).
    pub fn constant(self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant(a, _) => Some(a),
            _ => None,
        }
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(self) -> bool {
        self == ConstantValue::Uninitialized
    }

    /// Whether the lattice changes when joined with `other` (constants compare by value
    /// only, as MLIR's do).
    fn same(self, other: ConstantValue) -> bool {
        match (self, other) {
            (ConstantValue::Constant(a, _), ConstantValue::Constant(b, _)) => a == b,
            _ => self == other,
        }
    }
}

/// The ops control may come from to a point (MLIR's `PredecessorState`), with the values
/// each passes along (`successor inputs`, for region control flow).
#[derive(Clone, Debug)]
pub struct PredecessorState {
    /// Whether every predecessor is known.
    pub all_known: bool,
    /// The known predecessors, in the order they were found.
    pub known: Vec<usize>,
    /// The values each known predecessor passes, when it said.
    pub inputs: FxHashMap<usize, Vec<usize>>,
}

impl Default for PredecessorState {
    fn default() -> Self {
        PredecessorState {
            all_known: true,
            known: Vec::new(),
            inputs: FxHashMap::default(),
        }
    }
}

/// A state the solver keeps, named for its dependencies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateKey {
    /// The executability of a block.
    Block(usize),
    /// The executability of an edge between two blocks.
    Edge(usize, usize),
    /// The predecessors of a point.
    Preds(Point),
    /// The lattice of a value.
    Lattice(usize),
}

#[derive(Default)]
struct StateMeta {
    /// The (point, analysis) pairs to re-run when the state changes.
    dependents: Vec<(Point, usize)>,
    /// The analyses subscribed to the state's special updates.
    subscribers: Vec<usize>,
}

/// An analysis the solver runs (MLIR's `DataFlowAnalysis`); `id` is its position in the
/// list given to [`DataFlowSolver::run`].
pub trait DataFlowAnalysis {
    /// Sets up the states of the IR (MLIR's `initialize`).
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, id: usize);
    /// Re-computes the states of `point` (MLIR's `visit`).
    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, id: usize, point: Point);
}

/// The solver: the index, the states, their dependencies and the worklist.
pub struct DataFlowSolver<'a> {
    /// The IR.
    pub ir: IrIndex<'a>,
    block_live: Vec<bool>,
    edge_live: FxHashMap<(usize, usize), bool>,
    preds: FxHashMap<Point, PredecessorState>,
    lattices: Vec<ConstantValue>,
    meta: FxHashMap<StateKey, StateMeta>,
    worklist: VecDeque<(Point, usize)>,
}

impl<'a> DataFlowSolver<'a> {
    /// A solver over `ir`, every state at its start.
    pub fn new(ir: IrIndex<'a>) -> Self {
        DataFlowSolver {
            block_live: vec![false; ir.blocks.len()],
            lattices: vec![ConstantValue::Uninitialized; ir.values.len()],
            ir,
            edge_live: FxHashMap::default(),
            preds: FxHashMap::default(),
            meta: FxHashMap::default(),
            worklist: VecDeque::new(),
        }
    }

    /// Initializes the analyses in order, then runs the worklist to the fixed point
    /// (MLIR's `initializeAndRun`).
    pub fn run(&mut self, analyses: &mut [&mut dyn DataFlowAnalysis]) {
        for (id, a) in analyses.iter_mut().enumerate() {
            a.initialize(self, id);
        }
        while let Some((point, id)) = self.worklist.pop_front() {
            analyses[id].visit(self, id, point);
        }
    }

    /// Queues `point` for analysis `id`.
    pub fn enqueue(&mut self, point: Point, id: usize) {
        self.worklist.push_back((point, id));
    }

    /// Makes (`point`, analysis `id`) depend on `key` (MLIR's `getOrCreateFor`).
    pub fn add_dependency(&mut self, key: StateKey, point: Point, id: usize) {
        let deps = &mut self.meta.entry(key).or_default().dependents;
        if !deps.contains(&(point, id)) {
            deps.push((point, id));
        }
    }

    /// Subscribes analysis `id` to `key`'s updates (MLIR's `blockContentSubscribe` for
    /// blocks and edges, `useDefSubscribe` for lattices).
    pub fn subscribe(&mut self, key: StateKey, id: usize) {
        let subs = &mut self.meta.entry(key).or_default().subscribers;
        if !subs.contains(&id) {
            subs.push(id);
        }
    }

    /// Re-queues what depends on `key`, which changed (MLIR's `propagateIfChanged` and the
    /// states' `onUpdate`).
    fn changed(&mut self, key: StateKey) {
        let Some(meta) = self.meta.get(&key) else {
            return;
        };
        let dependents = meta.dependents.clone();
        let subscribers = meta.subscribers.clone();
        for (p, id) in dependents {
            self.enqueue(p, id);
        }
        match key {
            StateKey::Block(b) => {
                for &id in &subscribers {
                    self.enqueue(Point::Block(b), id);
                }
                let ops = self.ir.blocks[b].ops.clone();
                for &id in &subscribers {
                    for &op in &ops {
                        self.enqueue(Point::Op(op), id);
                    }
                }
            }
            StateKey::Edge(_, to) => {
                for &id in &subscribers {
                    self.enqueue(Point::Block(to), id);
                }
            }
            StateKey::Lattice(v) => {
                let users = self.ir.values[v].users.clone();
                for user in users {
                    for &id in &subscribers {
                        self.enqueue(Point::Op(user), id);
                    }
                }
            }
            StateKey::Preds(_) => {}
        }
    }

    /// Whether block `b` may run.
    pub fn block_live(&self, b: usize) -> bool {
        self.block_live[b]
    }

    /// Marks block `b` live.
    pub fn set_block_live(&mut self, b: usize) {
        if !self.block_live[b] {
            self.block_live[b] = true;
            self.changed(StateKey::Block(b));
        }
    }

    /// Whether control may go from block `from` to block `to`.
    pub fn edge_live(&self, from: usize, to: usize) -> bool {
        self.edge_live.get(&(from, to)).copied().unwrap_or(false)
    }

    /// Marks the edge from `from` to `to` live.
    pub fn set_edge_live(&mut self, from: usize, to: usize) {
        let live = self.edge_live.entry((from, to)).or_insert(false);
        if !*live {
            *live = true;
            self.changed(StateKey::Edge(from, to));
        }
    }

    /// The predecessors of `point`.
    pub fn preds(&self, point: Point) -> PredecessorState {
        self.preds.get(&point).cloned().unwrap_or_default()
    }

    /// Notes that `point` may have predecessors not known (MLIR's
    /// `setHasUnknownPredecessors`).
    pub fn set_unknown_preds(&mut self, point: Point) {
        let state = self.preds.entry(point).or_default();
        if state.all_known {
            state.all_known = false;
            self.changed(StateKey::Preds(point));
        }
    }

    /// Adds `op` to the known predecessors of `point`, passing `inputs` when given (MLIR's
    /// `PredecessorState::join`).
    pub fn join_pred(&mut self, point: Point, op: usize, inputs: Option<Vec<usize>>) {
        let state = self.preds.entry(point).or_default();
        let mut changed = false;
        if !state.known.contains(&op) {
            state.known.push(op);
            changed = true;
        }
        if let Some(inputs) = inputs {
            if state.inputs.get(&op) != Some(&inputs) {
                state.inputs.insert(op, inputs);
                changed = true;
            }
        }
        if changed {
            self.changed(StateKey::Preds(point));
        }
    }

    /// The lattice of value `v`.
    pub fn lattice(&self, v: usize) -> ConstantValue {
        self.lattices[v]
    }

    /// Joins `value` into the lattice of `v`.
    pub fn join_lattice(&mut self, v: usize, value: ConstantValue) {
        let old = self.lattices[v];
        let new = old.join(value);
        if !new.same(old) {
            self.lattices[v] = new;
            self.changed(StateKey::Lattice(v));
        }
    }

    /// The values holding a known constant, by (arena key, value), with the constant and
    /// the dialect that made it.
    pub fn constants(&self) -> FxHashMap<(usize, Value), (Attribute, Option<Identifier>)> {
        let mut out = FxHashMap::default();
        for (i, l) in self.lattices.iter().enumerate() {
            if let ConstantValue::Constant(a, d) = *l {
                let n = &self.ir.values[i];
                out.insert((self.ir.arena_key(n.arena), n.value), (a, d));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::constant_propagation::SparseConstantPropagation;
    use crate::analysis::dead_code::DeadCodeAnalysis;
    use crate::asm::{parse_module, ParseOptions};

    #[test]
    fn constant_join_is_mlir_s() {
        let ctx = Context::new();
        let one = ctx.integer_attr(1, ctx.int_type(32));
        let two = ctx.integer_attr(2, ctx.int_type(32));
        let c1 = ConstantValue::Constant(one, None);
        let c2 = ConstantValue::Constant(two, None);
        assert_eq!(ConstantValue::Uninitialized.join(c1), c1);
        assert_eq!(c1.join(ConstantValue::Uninitialized), c1);
        assert_eq!(c1.join(c1), c1);
        assert_eq!(c1.join(c2), ConstantValue::Unknown);
        assert_eq!(ConstantValue::Unknown.join(c1), ConstantValue::Unknown);
        // Equal constants from different dialects keep the first dialect.
        let d = ConstantValue::Constant(one, Some(ctx.ident("a")));
        assert_eq!(d.join(c1), d);
        assert!(d.same(c1));
    }

    #[test]
    fn unreached_blocks_stay_dead_and_uninitialized() {
        // Unregistered ops: their regions' entry blocks run, their results and the
        // arguments of blocks they branch to are unknown; a block nothing branches to
        // stays dead, and the values in it uninitialized.
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_module(
            &ctx,
            r#"
            "t.wrap"() ({
              %0 = "t.op"() : () -> i32
              "t.br"(%0)[^bb1] : (i32) -> ()
            ^bb1(%a: i32):
              "t.term"() : () -> ()
            ^bb2(%b: i32):
              %1 = "t.op"(%b) : (i32) -> i32
              "t.term"() : () -> ()
            }) : () -> ()
            "#,
            &ParseOptions::default(),
        )
        .expect("parses");
        let body = m.body.nested_body(m.op).expect("the module is isolated");
        let regions = m.body.regions(m.op).to_vec();
        let top = TopOp {
            name: m.body.op_name(m.op),
            attrs: m.body.attrs(m.op),
            has_parent: false,
        };
        let mut solver = DataFlowSolver::new(IrIndex::new(&ctx, top, body, &regions));
        solver.run(&mut [&mut DeadCodeAnalysis, &mut SparseConstantPropagation]);
        let ir = &solver.ir;
        // Blocks: the module's, then the three of `t.wrap`.
        assert_eq!(ir.blocks.len(), 4);
        let live: Vec<bool> = (0..4).map(|b| solver.block_live(b)).collect();
        assert_eq!(live, [true, true, true, false]);
        assert!(solver.edge_live(1, 2));
        let a = ir.blocks[2].args[0];
        let b = ir.blocks[3].args[0];
        assert_eq!(solver.lattice(a), ConstantValue::Unknown);
        assert_eq!(solver.lattice(b), ConstantValue::Uninitialized);
        let dead_result = ir.ops[*ir.blocks[3].ops.first().unwrap()].results[0];
        assert_eq!(solver.lattice(dead_result), ConstantValue::Uninitialized);
        assert!(solver.constants().is_empty());
    }
}
