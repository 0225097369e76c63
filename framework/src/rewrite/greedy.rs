//! The greedy pattern driver (MLIR 16's `applyPatternsAndFoldGreedily` and
//! `applyOpPatternsAndFold`).
//!
//! [`apply_patterns_and_fold_greedily`] works on the ops of some regions. Each iteration
//! fills a worklist with the ops of the regions (pre-order for a top-down traversal,
//! post-order otherwise), the constants among them taken over by the
//! [`OperationFolder`] first (a duplicate is replaced by the first and erased; the others
//! move to the start of their insertion region's entry block). Ops are then taken from the
//! end of the worklist: an op that is trivially dead (unused, without effects) is erased;
//! else it is folded (the operands and users of an op folded away go back on the
//! worklist); else the patterns are tried on it by decreasing benefit. Every op the
//! rewrites create goes on the worklist (an op changed in place does not), every erased op leaves it, and the
//! ops defining the operands of an erased op go back on it when they are left with at
//! most one use. Once the worklist is empty, the regions are simplified
//! ([`simplify_regions`]) if the config asks for it. Iterations repeat while something
//! changed, up to `max_iterations`; rewrites stop after `max_num_rewrites`. The result
//! says whether the rewrite converged (the last iteration changed nothing).
//!
//! Ops isolated from above have their own arenas: each is rewritten by a driver of its
//! own, after the arena around it (so a dead isolated op is erased before its body is
//! worked on). With threading on, the isolated ops of an arena are rewritten at once on
//! rayon's pool (a module's functions in parallel); each driver touches only its own arena,
//! so the result is the same as on one thread. Folds in an isolated op's arena see the
//! symbol table around the op as it was before the arena's rewrite began
//! (`ir::symbol::lookup_in_nearest_table`).
//!
//! [`apply_op_patterns_and_fold`] is the strict variant: the worklist starts with the
//! given ops only, and only they (and, as configured, the ops the rewrites create) are
//! ever put on it; there is one pass over the worklist and no region simplification.

use crate::interfaces::side_effects::is_op_trivially_dead;
use rayon::prelude::*;

use crate::ir::body::{Body, IrListener, IsolatedOpMut, Op, OpChange, Region, Rewriter, Value};
use crate::ir::context::{Context, FxHashMap, FxHashSet, Identifier};
use crate::ir::fold::constant_value;
use crate::ir::registry::{op_has_traits, OpRef, OpTraits};
use crate::ir::symbol::{arena_symbols, arena_symbols_of, with_arena_symbols, ArenaSymbols};
use crate::support::entity::SecondaryMap;

use super::folder::{
    defining_op, insert_known_constant, try_to_fold, FoldOutcome, FolderListener, OperationFolder,
};
use super::pattern::{FrozenRewritePatternSet, PatternApplicator};
use super::region_simplify::simplify_regions;
use super::rewriter::{PatternRewriter, RewriteListener};

/// No limit (MLIR's `GreedyRewriteConfig::kNoLimit`).
pub const NO_LIMIT: i64 = -1;

/// Which ops the strict driver puts on its worklist (MLIR's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GreedyRewriteStrictness {
    /// Any op.
    #[default]
    AnyOp,
    /// The initial ops and the ops the rewrites create.
    ExistingAndNewOps,
    /// The initial ops only.
    ExistingOps,
}

/// How the greedy driver runs (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyRewriteConfig {
    /// Visit the ops top-down (pre-order) rather than bottom-up.
    pub use_top_down_traversal: bool,
    /// Simplify the regions after each iteration.
    pub enable_region_simplification: bool,
    /// At most this many iterations ([`NO_LIMIT`] for none).
    pub max_iterations: i64,
    /// At most this many pattern rewrites ([`NO_LIMIT`] for none).
    pub max_num_rewrites: i64,
    /// Which ops go on the worklist.
    pub strict_mode: GreedyRewriteStrictness,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            use_top_down_traversal: false,
            enable_region_simplification: true,
            max_iterations: 10,
            max_num_rewrites: NO_LIMIT,
            strict_mode: GreedyRewriteStrictness::AnyOp,
        }
    }
}

/// A [`Driver::positions`] entry of an op not on the worklist.
const NOT_LISTED: u32 = 0;

/// The state of a driver over one arena: the worklist, the folder and the strict-mode
/// filter. It is the listener of every rewriter the driver makes.
#[derive(Default)]
struct Driver {
    worklist: Vec<Option<Op>>,
    /// Each op's index in `worklist` plus one ([`NOT_LISTED`] when it is not there).
    positions: SecondaryMap<Op, u32>,
    folder: OperationFolder,
    strict: GreedyRewriteStrictness,
    /// The ops the strict driver may put on the worklist.
    filter: FxHashSet<Op>,
    /// The initial ops of the strict driver that were erased.
    erased_initial: usize,
    initial: FxHashSet<Op>,
    /// Whether the worklist is being filled (constants taken over meanwhile): as MLIR's
    /// folder replaces a duplicate constant without telling the driver, the changes then
    /// put no op on the worklist (an op put there early would be there twice).
    collecting: bool,
    /// The name of the isolated op owning the arena rewritten, if known (what patterns
    /// see as the parent of the ops of the arena's top regions).
    arena_owner: Option<Identifier>,
    /// A list reused by each op's turn (the ops a fold puts back on the worklist).
    scratch: Vec<Op>,
}

impl Driver {
    fn add(&mut self, op: Op) {
        if self.strict != GreedyRewriteStrictness::AnyOp && !self.filter.contains(&op) {
            return;
        }
        if self.positions[op] != NOT_LISTED {
            return;
        }
        self.positions[op] = self.worklist.len() as u32 + 1;
        self.worklist.push(Some(op));
    }

    fn remove(&mut self, op: Op) {
        let i = std::mem::replace(&mut self.positions[op], NOT_LISTED);
        if i != NOT_LISTED {
            self.worklist[i as usize - 1] = None;
        }
    }

    /// The next entry (`Some(None)` for an op removed meanwhile).
    fn pop(&mut self) -> Option<Option<Op>> {
        let entry = self.worklist.pop()?;
        if let Some(op) = entry {
            self.positions[op] = NOT_LISTED;
        }
        Some(entry)
    }

    fn clear(&mut self) {
        for op in self.worklist.drain(..).flatten() {
            self.positions[op] = NOT_LISTED;
        }
    }

    /// Puts back the ops defining `operands` that are left with at most one use (MLIR's
    /// `addOperandsToWorklist`).
    fn add_operands(&mut self, body: &Body, operands: impl IntoIterator<Item = Value>) {
        for v in operands {
            if body.is_value_erased(v) {
                continue;
            }
            if !(body.use_empty(v) || body.has_one_use(v)) {
                continue;
            }
            if let Some(def) = defining_op(body, v) {
                self.add(def);
            }
        }
    }
}

impl IrListener for Driver {
    fn op_inserted(
        &mut self,
        _body: &Body,
        op: Op,
        previous: Option<crate::ir::body::InsertPoint>,
    ) {
        // Moves are not new ops.
        if previous.is_some() || self.collecting {
            return;
        }
        if self.strict == GreedyRewriteStrictness::ExistingAndNewOps {
            self.filter.insert(op);
        }
        self.add(op);
    }

    /// As MLIR 16's driver, an op changed in place does not go back on the worklist
    /// (the iteration counts as changed; the next one visits it).
    fn op_modified(&mut self, _body: &Body, _op: Op, _change: &OpChange) {}

    fn op_replaced(&mut self, body: &Body, op: Op, _values: &[Value]) {
        if self.collecting {
            return;
        }
        for &r in body.results(op) {
            for u in body.users(r) {
                self.add(u);
            }
        }
    }

    fn op_erased(&mut self, body: &Body, op: Op) {
        if !self.collecting {
            self.add_operands(body, body.operands(op));
        }
        self.remove(op);
        self.folder.notify_removal(body, op);
        if self.strict != GreedyRewriteStrictness::AnyOp {
            self.filter.remove(&op);
        }
        if !self.initial.is_empty() && self.initial.remove(&op) {
            self.erased_initial += 1;
        }
    }
}

impl RewriteListener for Driver {}

impl FolderListener for Driver {
    fn folder(&mut self) -> &mut OperationFolder {
        &mut self.folder
    }
}

/// What one op's turn did.
fn process_op(
    ctx: &Context,
    body: &mut Body,
    driver: &mut Driver,
    applicator: &mut PatternApplicator,
    op: Op,
    num_rewrites: &mut i64,
) -> bool {
    if is_op_trivially_dead(&OpRef::new(ctx, body, op)) {
        let mut rw = Rewriter::with_listener(&mut *body, &mut *driver);
        rw.erase_op(op).expect("a dead op is unused");
        return true;
    }
    let mut changed = false;
    // The op as the `--debug-rewrites` trace names it, before it changes.
    let traced = super::trace::debug_rewrites().then(|| {
        let name = ctx.ident_str(body.op_name(op)).to_string();
        super::trace::describe_op(ctx, &name, body.loc(op))
    });
    {
        let mut rw = Rewriter::with_listener(&mut *body, &mut *driver);
        let outcome = try_to_fold(ctx, &mut rw, op, |rw, op, original| {
            // As MLIR: the operands, then the users, go back on the worklist.
            // Collected into the driver's scratch list first (the rewriter's arena and its
            // listener cannot be borrowed at once).
            let mut found = std::mem::take(&mut rw.listener().scratch);
            found.clear();
            let b = rw.body();
            found.extend(
                original
                    .iter()
                    .filter(|&&v| !b.is_value_erased(v) && (b.use_empty(v) || b.has_one_use(v)))
                    .filter_map(|&v| defining_op(b, v)),
            );
            for &r in b.results(op) {
                found.extend(b.users(r));
            }
            let d = rw.listener();
            for &o in &found {
                d.add(o);
            }
            d.scratch = found;
        });
        if let (Some(what), true) = (&traced, outcome != FoldOutcome::NotFolded) {
            super::trace::folded(what, outcome == FoldOutcome::InPlace);
        }
        match outcome {
            FoldOutcome::Replaced => return true,
            FoldOutcome::InPlace => changed = true,
            FoldOutcome::NotFolded => {}
        }
    }
    let owner = driver.arena_owner;
    let mut rewriter = PatternRewriter::new(ctx, &mut *body, &mut *driver);
    rewriter.set_arena_owner(owner);
    rewriter.set_insertion_point_before(op);
    if let Some(pattern) = applicator.match_and_rewrite(op, &mut rewriter, |_| true) {
        if let Some(what) = &traced {
            super::trace::pattern_applied(&*pattern, what);
        }
        *num_rewrites += 1;
        changed = true;
    }
    changed
}

/// The ops of `regions` in pre-order or post-order, not entering isolated ops, and the
/// isolated ops met.
fn collect_ops(body: &Body, regions: &[Region], pre_order: bool, out: &mut Vec<Op>) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if pre_order {
                    out.push(op);
                }
                if !body.is_isolated(op) {
                    collect_ops(body, body.regions(op), pre_order, out);
                }
                if !pre_order {
                    out.push(op);
                }
            }
        }
    }
}

/// Whether `op` is a constant: takes it over if so, and says whether it was a duplicate
/// (erased).
fn take_over_constant(ctx: &Context, body: &mut Body, driver: &mut Driver, op: Op) -> bool {
    let Some(value) = body
        .results(op)
        .first()
        .filter(|_| body.results(op).len() == 1)
        .and_then(|&r| constant_value(ctx, body, r).filter(|_| defining_op(body, r) == Some(op)))
    else {
        return false;
    };
    let mut rw = Rewriter::with_listener(&mut *body, &mut *driver);
    !insert_known_constant(ctx, &mut rw, op, value)
}

/// Rewrites the ops of `regions` (held in `body`) and of the ops isolated from above in
/// them with `patterns`, folding and erasing dead ops, until nothing changes or a limit is
/// reached (see the module documentation); returns whether it converged.
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> bool {
    apply_patterns_and_fold_greedily_in(ctx, None, body, regions, patterns, config)
}

/// [`apply_patterns_and_fold_greedily`] on regions of the nested arena of the isolated op
/// named `owner`: patterns see that op as the parent of the ops of the arena's top
/// regions ([`PatternRewriter::parent_op_name`]), as they would in MLIR, where an
/// isolated op's regions are in the same IR as the op.
pub fn apply_patterns_and_fold_greedily_in(
    ctx: &Context,
    owner: Option<Identifier>,
    body: &mut Body,
    regions: &[Region],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> bool {
    let mut applicator = PatternApplicator::new(patterns.clone());
    // The symbol table folds see past the arena's top: its owner's when it is a table,
    // else the one the caller set.
    let around = match owner {
        Some(name) if op_has_traits(ctx, name, OpTraits::SYMBOL_TABLE) => ArenaSymbols::Owner,
        _ => arena_symbols(),
    };
    let converged = with_arena_symbols(around.clone(), || {
        simplify_arena(ctx, owner, body, regions, &mut applicator, config)
    });
    // An arena holding no isolated op (a function's) is not walked for them.
    if body.isolated_bodies_mut().next().is_none() {
        return converged;
    }
    // The isolated ops left in the arena, each with a driver of its own, and the table
    // around each (copied now: the arena cannot be read while they are rewritten).
    let mut isolated = Vec::new();
    let mut all = Vec::new();
    collect_ops(body, regions, true, &mut all);
    isolated.extend(all.into_iter().filter(|&o| body.is_isolated(o)));
    let mut snapshots = FxHashMap::default();
    let mut symbols_of: FxHashMap<Op, ArenaSymbols> = isolated
        .iter()
        .map(|&o| (o, arena_symbols_of(ctx, body, o, &around, &mut snapshots)))
        .collect();
    // Their arenas are disjoint and each driver touches only its own, so with threading
    // on they run at once on rayon's pool: the IR is the one a single thread makes. The
    // trace, whose lines would interleave, keeps them on one thread.
    if isolated.len() >= 2 && ctx.threading_enabled() && !super::trace::debug_rewrites() {
        let reached: FxHashSet<Op> = isolated.into_iter().collect();
        let mut work: Vec<IsolatedOpMut<'_>> = body
            .isolated_ops_mut()
            .filter(|o| reached.contains(&o.op))
            .collect();
        let nested_converged = work
            .par_iter_mut()
            .map(|o| {
                let roots: Vec<Region> = o.body.root_regions().collect();
                let symbols = symbols_of.get(&o.op).cloned().unwrap_or_default();
                with_arena_symbols(symbols, || {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        apply_patterns_and_fold_greedily_in(
                            ctx,
                            Some(o.name),
                            o.body,
                            &roots,
                            patterns,
                            config,
                        )
                    })
                })
            })
            .reduce(|| true, |a, b| a && b);
        return converged && nested_converged;
    }
    let mut all_converged = converged;
    for op in isolated {
        let name = body.op_name(op);
        let Some(nested) = body.nested_body_mut(op) else {
            continue;
        };
        let roots: Vec<Region> = nested.root_regions().collect();
        let symbols = symbols_of.remove(&op).unwrap_or_default();
        all_converged &= with_arena_symbols(symbols, || {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                apply_patterns_and_fold_greedily_in(
                    ctx,
                    Some(name),
                    nested,
                    &roots,
                    patterns,
                    config,
                )
            })
        });
    }
    all_converged
}

fn simplify_arena(
    ctx: &Context,
    owner: Option<Identifier>,
    body: &mut Body,
    regions: &[Region],
    applicator: &mut PatternApplicator,
    config: &GreedyRewriteConfig,
) -> bool {
    let mut driver = Driver {
        arena_owner: owner,
        ..Default::default()
    };
    let mut iteration: i64 = 0;
    let mut changed;
    // The ops of the regions, listed again at each iteration (in the same memory).
    let mut ops = Vec::new();
    loop {
        if config.max_iterations != NO_LIMIT && iteration >= config.max_iterations {
            return false;
        }
        iteration += 1;
        // The rewrite limit is per iteration.
        let mut num_rewrites: i64 = 0;
        driver.clear();
        ops.clear();
        collect_ops(body, regions, config.use_top_down_traversal, &mut ops);
        for &op in &ops {
            if body.is_erased(op) {
                continue;
            }
            driver.collecting = true;
            let taken_over = take_over_constant(ctx, body, &mut driver, op);
            driver.collecting = false;
            if !taken_over {
                if config.use_top_down_traversal {
                    driver.worklist.push(Some(op));
                } else {
                    driver.add(op);
                }
            }
        }
        if config.use_top_down_traversal {
            driver.worklist.reverse();
            for (i, o) in driver.worklist.iter().enumerate() {
                if let Some(o) = *o {
                    driver.positions[o] = i as u32 + 1;
                }
            }
        }
        changed = false;
        while config.max_num_rewrites == NO_LIMIT || num_rewrites < config.max_num_rewrites {
            let Some(entry) = driver.pop() else {
                break;
            };
            let Some(op) = entry else {
                continue;
            };
            changed |= process_op(ctx, body, &mut driver, applicator, op, &mut num_rewrites);
        }
        if config.enable_region_simplification {
            let mut rw = Rewriter::with_listener(&mut *body, &mut driver);
            changed |= simplify_regions(ctx, &mut rw, regions);
        }
        if !changed {
            return true;
        }
    }
}

/// What the strict driver did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StrictResult {
    /// Whether it converged (the worklist was emptied within the rewrite limit).
    pub converged: bool,
    /// Whether the IR changed.
    pub changed: bool,
    /// Whether every given op was erased.
    pub all_erased: bool,
}

/// Rewrites only `ops` (of `body`) and, as `config.strict_mode` says, the ops the
/// rewrites create (MLIR's `applyOpPatternsAndFold`); see the module documentation.
pub fn apply_op_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    ops: &[Op],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> StrictResult {
    let mut applicator = PatternApplicator::new(patterns.clone());
    let mut driver = Driver {
        strict: config.strict_mode,
        filter: ops.iter().copied().collect(),
        initial: ops.iter().copied().collect(),
        ..Default::default()
    };
    for &op in ops {
        driver.add(op);
    }
    let mut changed = false;
    let mut num_rewrites = 0;
    let mut converged = true;
    while let Some(entry) = driver.pop() {
        if config.max_num_rewrites != NO_LIMIT && num_rewrites >= config.max_num_rewrites {
            converged = false;
            break;
        }
        let Some(op) = entry else {
            continue;
        };
        changed |= process_op(
            ctx,
            body,
            &mut driver,
            &mut applicator,
            op,
            &mut num_rewrites,
        );
    }
    StrictResult {
        converged,
        changed,
        all_erased: driver.erased_initial == ops.len(),
    }
}
