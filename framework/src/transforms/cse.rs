//! `cse` (MLIR 16's `CSE`): common sub-expression elimination across the regions of an op.
//!
//! The op's regions are walked in dominance order: the blocks of a region along its
//! dominator tree (a single-block region directly), the ops of a block in order, the
//! regions of an op before the op itself. A scoped table of the ops seen so far (a scope
//! per block, so an op is known in the blocks it dominates and in the regions nested in
//! them) maps each op to the first equivalent one ([`ir::equivalence`](crate::ir::equivalence):
//! same name, attributes, operands, result types and, for an op with one single-block
//! region, equivalent regions). An op without memory effects that has an equivalent is
//! replaced by it; an op that only reads memory is, when the two are in the same block
//! with no op that may write between them; an unused op without effects but reads and
//! allocations of its results is erased (counted in `num-dce'd`). Terminators and ops with
//! several regions or blocks stay. Ops isolated from above (and unregistered ops, which may
//! be) start a table of their own. Graph regions (without SSA dominance) are walked as
//! well, replacing only the uses in ops not seen yet; their multi-block regions are not
//! walked. Ops are erased once the walk is done, in the order they were found.
//!
//! Ops isolated from above are independent of each other and of the rest of the walk, so
//! with threading on, those of an arena (a module's functions) are processed at once on
//! rayon's pool before the walk reaches them: the result is the same as one thread's.
//!
//! MLIR 16 counts an op without memory effects twice in `num-cse'd` (once in
//! `replaceUsesAndDelete`, once by its caller); Strata counts each replaced op once.

use hashbrown::hash_table::{Entry, HashTable};
use rayon::prelude::*;

use crate::interfaces::side_effects::{
    has_single_effect, is_memory_effect_free, is_op_trivially_dead, may_write, MemoryEffect,
};
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::body::{Body, IsolatedOpMut, Op, Region, Value, ValueDef};
use crate::ir::context::{Context, FxHashMap, FxHashSet};
use crate::ir::dominance::{has_ssa_dominance, DomTree, RegionOwner};
use crate::ir::equivalence::{
    compute_hash, direct_hash_value, exact_value_match, ignore_hash_value,
    ignore_value_equivalence, is_equivalent_to, ArenaValue, EquivalenceFlags,
};
use crate::ir::registry::OpRef;
use crate::pass::{DeclaredPass, PassRun};

use super::passes::CseBase;

/// What a CSE run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseResult {
    /// Ops replaced by an equivalent one (MLIR's `numCSE`).
    pub replaced: u64,
    /// Unused ops erased (MLIR's `numDCE`).
    pub erased_dead: u64,
    /// Whether any op was erased (MLIR marks every analysis preserved otherwise).
    pub erased_any: bool,
}

impl CseResult {
    fn add(&mut self, other: CseResult) {
        self.replaced += other.replaced;
        self.erased_dead += other.erased_dead;
        self.erased_any |= other.erased_any;
    }
}

/// Eliminates the common sub-expressions of `op`'s regions and the ops nested in them,
/// and erases the unused ops without effects met on the way (the work of the `cse` pass).
pub fn eliminate_common_subexpressions(ctx: &Context, op: &mut IsolatedOpMut<'_>) -> CseResult {
    let mut result = CseResult::default();
    let owner = RegionOwner::named(ctx, op.name);
    let pending = simplify_arena(ctx, op.body, op.regions, owner, &mut result);
    pending.apply(op.body, &mut result);
    result
}

/// The `cse` pass (op-agnostic): [`eliminate_common_subexpressions`] on the op it runs on.
#[derive(Clone, Default)]
pub struct Cse {
    base: CseBase,
}

impl DeclaredPass for Cse {
    type Base = CseBase;
    fn base(&self) -> &CseBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut CseBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let result = eliminate_common_subexpressions(run.ctx, run.op);
        self.base.num_cse.add(result.replaced);
        self.base.num_dce.add(result.erased_dead);
        if !result.erased_any {
            run.mark_all_analyses_preserved();
        }
    }
}

/// The erasures an arena's walk leaves for the end (MLIR's `opsToErase`), and those of the
/// arenas of the isolated ops in it.
#[derive(Default)]
struct Pending {
    /// Ops of the arena, in the order they were found.
    erase: Vec<Op>,
    /// The isolated ops of the arena that were walked, with their arenas' erasures.
    nested: Vec<(Op, Pending)>,
}

impl Pending {
    /// Erases the ops, those of the nested arenas first (they were found before the ops of
    /// this arena that hold them).
    fn apply(self, body: &mut Body, result: &mut CseResult) {
        for (op, pending) in self.nested {
            if let Some(nested) = body.nested_body_mut(op) {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || pending.apply(nested, result));
            }
        }
        for op in self.erase {
            if body.is_erased(op) {
                continue;
            }
            let erased = body.erase_op(op);
            debug_assert!(erased.is_ok(), "CSE erased {op:?} with uses: {erased:?}");
            result.erased_any |= erased.is_ok();
        }
    }
}

/// Walks the regions `roots` (held in `body`, owned by `owner`) with a table of their own,
/// and returns the erasures to make.
fn simplify_arena(
    ctx: &Context,
    body: &mut Body,
    roots: &[Region],
    owner: RegionOwner<'_>,
    result: &mut CseResult,
) -> Pending {
    let done = if ctx.threading_enabled() {
        simplify_isolated_in_parallel(ctx, body, roots, owner, result)
    } else {
        FxHashMap::default()
    };
    let mut walk = Walk {
        ctx,
        known: KnownOps::default(),
        pending: Pending::default(),
        done,
        result: CseResult::default(),
    };
    for &r in roots {
        walk.simplify_region(body, r, owner);
    }
    result.add(walk.result);
    // Every isolated op walked ahead is one the walk reaches; keep any other's erasures
    // all the same.
    let mut pending = walk.pending;
    pending.nested.extend(walk.done);
    pending
}

/// The isolated ops of `body` that the walk of `roots` reaches, each walked with a table of
/// its own on rayon's pool (none when there are fewer than two): their erasures by op.
fn simplify_isolated_in_parallel(
    ctx: &Context,
    body: &mut Body,
    roots: &[Region],
    owner: RegionOwner<'_>,
    result: &mut CseResult,
) -> FxHashMap<Op, Pending> {
    if body.isolated_bodies_mut().nth(1).is_none() {
        return FxHashMap::default();
    }
    let reached = isolated_ops_reached(ctx, body, roots, owner);
    if reached.len() < 2 {
        return FxHashMap::default();
    }
    let mut work: Vec<IsolatedOpMut<'_>> = body
        .isolated_ops_mut()
        .filter(|o| reached.contains(&o.op))
        .collect();
    let done: Vec<(Op, Pending, CseResult)> = work
        .par_iter_mut()
        .map(|o| {
            let mut r = CseResult::default();
            let owner = RegionOwner::named(ctx, o.name);
            let pending = simplify_arena(ctx, o.body, o.regions, owner, &mut r);
            (o.op, pending, r)
        })
        .collect();
    done.into_iter()
        .map(|(op, pending, r)| {
            result.add(r);
            (op, pending)
        })
        .collect()
}

/// The isolated ops of `body` that the walk of `roots` reaches: those in the blocks it
/// visits (single-block regions, and the blocks of a multi-block region reachable from its
/// entry), not inside another isolated op.
fn isolated_ops_reached(
    ctx: &Context,
    body: &Body,
    roots: &[Region],
    owner: RegionOwner<'_>,
) -> FxHashSet<Op> {
    let mut found = FxHashSet::default();
    let mut regions: Vec<(Region, RegionOwner<'_>)> = roots.iter().map(|&r| (r, owner)).collect();
    while let Some((r, owner)) = regions.pop() {
        let mut blocks = body.region_blocks(r);
        let Some(first) = blocks.next() else { continue };
        let visited: Vec<_> = if blocks.next().is_none() {
            vec![first]
        } else if has_ssa_dominance(body, r, owner) {
            match DomTree::new(body, r) {
                Some(t) => body
                    .region_blocks(r)
                    .filter(|&b| t.is_reachable(b))
                    .collect(),
                None => Vec::new(),
            }
        } else {
            Vec::new()
        };
        for b in visited {
            for op in body.block_ops(b) {
                if body.is_isolated(op) {
                    found.insert(op);
                } else if !body.regions(op).is_empty() {
                    let owner = RegionOwner::named(ctx, body.op_name(op));
                    regions.extend(body.regions(op).iter().map(|&r| (r, owner)));
                }
            }
        }
    }
    found
}

/// The walk of one arena.
struct Walk<'c> {
    ctx: &'c Context,
    /// The ops seen so far that later ones may be replaced by.
    known: KnownOps,
    pending: Pending,
    /// Isolated ops already walked on other threads, with their erasures.
    done: FxHashMap<Op, Pending>,
    result: CseResult,
}

impl Walk<'_> {
    /// MLIR's `simplifyRegion`.
    fn simplify_region(&mut self, body: &mut Body, region: Region, owner: RegionOwner<'_>) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let mut blocks = body.region_blocks(region);
            let Some(entry) = blocks.next() else { return };
            let single = blocks.next().is_none();
            let ssa = has_ssa_dominance(body, region, owner);
            if single {
                self.known.push_scope();
                self.simplify_block(body, entry, ssa);
                self.known.pop_scope();
                return;
            }
            if !ssa {
                return;
            }
            let Some(tree) = DomTree::new(body, region) else {
                return;
            };
            // Depth first along the dominator tree, a scope per block.
            let mut stack: Vec<(u32, usize)> = vec![(tree.root(), 0)];
            self.known.push_scope();
            self.simplify_block(body, tree.block(tree.root()), ssa);
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                if let Some(&child) = tree.children(node).get(*next) {
                    *next += 1;
                    self.known.push_scope();
                    self.simplify_block(body, tree.block(child), ssa);
                    stack.push((child, 0));
                } else {
                    self.known.pop_scope();
                    stack.pop();
                }
            }
        });
    }

    /// MLIR's `simplifyBlock`: each op's regions, then the op.
    fn simplify_block(&mut self, body: &mut Body, block: crate::ir::body::Block, ssa: bool) {
        let mut cur = body.first_op(block);
        while let Some(op) = cur {
            if !body.regions(op).is_empty() {
                self.simplify_regions_of(body, op);
            }
            self.simplify_operation(body, op, ssa);
            // Ops are only erased once the walk is done: the next op is still there.
            cur = body.next_op(op);
        }
    }

    /// The regions of `op`: with a table of their own when `op` is (or, unregistered, may
    /// be) isolated from above.
    fn simplify_regions_of(&mut self, body: &mut Body, op: Op) {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let owner = RegionOwner::named(ctx, name);
        if body.is_isolated(op) {
            let pending = match self.done.remove(&op) {
                Some(p) => p,
                None => {
                    let regions = body.regions(op).to_vec();
                    let Some(nested) = body.nested_body_mut(op) else {
                        return;
                    };
                    let mut r = CseResult::default();
                    let p = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        simplify_arena(ctx, nested, &regions, owner, &mut r)
                    });
                    self.result.add(r);
                    p
                }
            };
            self.pending.nested.push((op, pending));
            return;
        }
        let regions = body.regions(op).to_vec();
        if ctx.op_info_of(name).is_none() {
            let outer = std::mem::take(&mut self.known);
            for r in regions {
                self.simplify_region(body, r, owner);
            }
            self.known = outer;
        } else {
            for r in regions {
                self.simplify_region(body, r, owner);
            }
        }
    }

    /// MLIR's `simplifyOperation`: whether `op` was replaced or found dead.
    fn simplify_operation(&mut self, body: &mut Body, op: Op, ssa: bool) -> bool {
        let ctx = self.ctx;
        let view = OpRef::new(ctx, body, op);
        if view.info().is_some_and(|i| i.is_terminator()) {
            return false;
        }
        if is_op_trivially_dead(&view) {
            self.pending.erase.push(op);
            self.result.erased_dead += 1;
            return true;
        }
        // Only ops without regions or with one single-block region.
        match body.regions(op) {
            [] => {}
            [r] if has_one_block(region_body(body, op), *r) => {}
            _ => return false,
        }
        if !is_memory_effect_free(&view) {
            if !has_single_effect(&view, MemoryEffect::Read, None) {
                return false;
            }
            // (Hashed only once the op is known to be a candidate: a write is not.)
            let hash = op_hash(ctx, body, op);
            if let Some(existing) = self.known.lookup(hash, |k| cse_equal(ctx, body, op, k)) {
                if body.parent_block(existing) == body.parent_block(op)
                    && !writes_between(ctx, body, existing, op)
                {
                    self.replace_uses_and_delete(body, op, existing, ssa);
                    return true;
                }
            }
            self.known.insert(hash, op, |k| cse_equal(ctx, body, op, k));
            return false;
        }
        let hash = op_hash(ctx, body, op);
        match self.known.lookup(hash, |k| cse_equal(ctx, body, op, k)) {
            Some(existing) => {
                self.replace_uses_and_delete(body, op, existing, ssa);
                true
            }
            None => {
                self.known.insert_new(hash, op);
                false
            }
        }
    }

    /// MLIR's `replaceUsesAndDelete`: the uses of `op` become uses of `existing` (in a
    /// region without SSA dominance, only those in ops not seen yet), and `op` is erased
    /// when no use is left; `existing` takes the location of `op` if its own is unknown.
    fn replace_uses_and_delete(&mut self, body: &mut Body, op: Op, existing: Op, ssa: bool) {
        let results: Vec<(Value, Value)> = body
            .results(op)
            .iter()
            .copied()
            .zip(body.results(existing).iter().copied())
            .collect();
        if ssa {
            for (from, to) in results {
                body.replace_all_uses_with(from, to);
            }
            self.pending.erase.push(op);
        } else {
            let ctx = self.ctx;
            for (from, to) in results {
                let uses: Vec<_> = body.uses(from).collect();
                for u in uses {
                    let user = u.op;
                    let seen = self
                        .known
                        .lookup(op_hash(ctx, body, user), |k| cse_equal(ctx, body, user, k))
                        .is_some();
                    if !seen {
                        body.set_operand(user, u.index as usize, to);
                    }
                }
            }
            if body.results(op).iter().all(|&r| body.use_empty(r)) {
                self.pending.erase.push(op);
            }
        }
        let is_unknown = |l| matches!(self.ctx.attr_kind(l), AttrKind::Location(Location::Unknown));
        if is_unknown(body.loc(existing)) && !is_unknown(body.loc(op)) {
            body.set_loc(existing, body.loc(op));
        }
        self.result.replaced += 1;
    }
}

/// The arena holding the regions of `op`.
fn region_body(body: &Body, op: Op) -> &Body {
    if body.is_isolated(op) {
        body.nested_body(op).unwrap_or(body)
    } else {
        body
    }
}

/// Whether `region` has exactly one block.
fn has_one_block(body: &Body, region: Region) -> bool {
    let mut blocks = body.region_blocks(region);
    blocks.next().is_some() && blocks.next().is_none()
}

/// The hash the table keeps ops by (MLIR's `SimpleOperationInfo::getHashValue`).
fn op_hash(ctx: &Context, body: &Body, op: Op) -> u64 {
    compute_hash(
        ctx,
        body,
        op,
        direct_hash_value,
        ignore_hash_value,
        EquivalenceFlags {
            ignore_locations: true,
        },
    )
}

/// Whether there is an op between `from` and `to` (of the same block) that may write
/// memory (MLIR's `hasOtherSideEffectingOpInBetween`).
fn writes_between(ctx: &Context, body: &Body, from: Op, to: Op) -> bool {
    let mut cur = body.next_op(from);
    while let Some(op) = cur.filter(|&o| o != to) {
        if may_write(&OpRef::new(ctx, body, op)) {
            return true;
        }
        cur = body.next_op(op);
    }
    false
}

/// Whether the op `v` is defined in (the op of its block argument, or the op holding its
/// defining op) is `owner`, held in `owner_body`.
fn defined_directly_in(owner_body: &Body, owner: Op, v: ArenaValue<'_>) -> bool {
    let parent = match v.body.value_def(v.value) {
        ValueDef::OpResult(def, _) => v.body.parent_block(def),
        ValueDef::BlockArg(block, _) => Some(block),
        ValueDef::Placeholder => None,
    };
    let Some(region) = parent.and_then(|b| v.body.block_parent(b)) else {
        return false;
    };
    match v.body.region_parent(region) {
        Some(p) => std::ptr::eq(v.body, owner_body) && p == owner,
        // A root region of a nested arena belongs to the isolated op owning the arena.
        None => {
            owner_body.is_isolated(owner)
                && owner_body
                    .nested_body(owner)
                    .is_some_and(|n| std::ptr::eq(n, v.body))
        }
    }
}

/// Whether `lhs` may be replaced by `rhs` (MLIR 16's `SimpleOperationInfo::isEqual`): ops
/// without regions are equivalent with the same operands; ops with one single-block region
/// each also need equivalent blocks, their arguments and the results of the ops directly
/// in them mapped pairwise.
fn cse_equal<'a>(ctx: &Context, body: &'a Body, lhs: Op, rhs: Op) -> bool {
    if lhs == rhs {
        return true;
    }
    let flags = EquivalenceFlags {
        ignore_locations: true,
    };
    let (lr, rr) = (body.regions(lhs), body.regions(rhs));
    if lr.is_empty() && rr.is_empty() {
        return is_equivalent_to(
            ctx,
            (body, lhs),
            (body, rhs),
            &mut exact_value_match,
            &mut ignore_value_equivalence,
            flags,
        );
    }
    let (lb, rb) = (region_body(body, lhs), region_body(body, rhs));
    let ([l], [r]) = (lr, rr) else { return false };
    if !has_one_block(lb, *l) || !has_one_block(rb, *r) {
        return false;
    }
    let (Some(lblock), Some(rblock)) = (lb.entry_block(*l), rb.entry_block(*r)) else {
        return false;
    };
    let (largs, rargs) = (lb.block_args(lblock), rb.block_args(rblock));
    if largs.len() != rargs.len() {
        return false;
    }
    let mut equivalent: FxHashMap<(usize, Value), ArenaValue<'a>> = largs
        .iter()
        .zip(rargs)
        .map(|(&x, &y)| {
            (
                ArenaValue { body: lb, value: x }.key(),
                ArenaValue { body: rb, value: y },
            )
        })
        .collect();
    let shared = std::cell::RefCell::new(&mut equivalent);
    let mut map_operands = |x: ArenaValue<'a>, y: ArenaValue<'a>| {
        x == y || shared.borrow().get(&x.key()).is_some_and(|&m| m == y)
    };
    let mut map_results = |x: ArenaValue<'a>, y: ArenaValue<'a>| {
        if defined_directly_in(body, lhs, x) && defined_directly_in(body, rhs, y) {
            let mut map = shared.borrow_mut();
            *map.entry(x.key()).or_insert(y) == y
        } else {
            true
        }
    };
    is_equivalent_to(
        ctx,
        (body, lhs),
        (body, rhs),
        &mut map_operands,
        &mut map_results,
        flags,
    )
}

/// The scoped table of the ops seen (LLVM's `ScopedHashTable` as MLIR's CSE uses it): an op
/// inserted while an equivalent one is known hides it until its scope ends.
#[derive(Default)]
struct KnownOps {
    /// One slot per class of equivalent ops known: the latest inserted.
    table: HashTable<Slot>,
    /// Every insertion, in order.
    records: Vec<Record>,
    /// The number of records when each open scope began.
    scopes: Vec<usize>,
}

struct Slot {
    hash: u64,
    latest: u32,
}

struct Record {
    op: Op,
    hash: u64,
    /// The record this one hides.
    hidden: Option<u32>,
}

impl KnownOps {
    fn push_scope(&mut self) {
        self.scopes.push(self.records.len());
    }

    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        while self.records.len() > start {
            let idx = (self.records.len() - 1) as u32;
            let rec = self.records.pop().expect("a record");
            if let Ok(entry) = self.table.find_entry(rec.hash, |s| s.latest == idx) {
                match rec.hidden {
                    Some(h) => entry.into_mut().latest = h,
                    None => {
                        entry.remove();
                    }
                }
            }
        }
    }

    /// The latest inserted op `eq` accepts, among those of hash `hash`.
    fn lookup(&self, hash: u64, mut eq: impl FnMut(Op) -> bool) -> Option<Op> {
        self.table
            .find(hash, |s| eq(self.records[s.latest as usize].op))
            .map(|s| self.records[s.latest as usize].op)
    }

    /// Inserts `op`, hiding the op `eq` accepts if one is known.
    fn insert(&mut self, hash: u64, op: Op, mut eq: impl FnMut(Op) -> bool) {
        let idx = self.records.len() as u32;
        let records = &self.records;
        let entry = self
            .table
            .entry(hash, |s| eq(records[s.latest as usize].op), |s| s.hash);
        let hidden = match entry {
            Entry::Occupied(mut e) => Some(std::mem::replace(&mut e.get_mut().latest, idx)),
            Entry::Vacant(e) => {
                e.insert(Slot { hash, latest: idx });
                None
            }
        };
        self.records.push(Record { op, hash, hidden });
    }

    /// Inserts `op`, known to have no equivalent in the table.
    fn insert_new(&mut self, hash: u64, op: Op) {
        let idx = self.records.len() as u32;
        self.table
            .insert_unique(hash, Slot { hash, latest: idx }, |s| s.hash);
        self.records.push(Record {
            op,
            hash,
            hidden: None,
        });
    }
}
