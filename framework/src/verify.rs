//! The verifier: structural rules of `builtin.module`, entry blocks, terminators of
//! registered ops, unregistered ops of registered dialects, and SSA dominance, with MLIR's
//! wording and rules.
//!
//! Dominance follows MLIR's `DominanceInfo`: multi-block regions always have SSA dominance;
//! a single-block region has it unless its op is unregistered or declares graph regions.
//! Uses in unreachable blocks are not checked. Every walk uses explicit stacks.
//!
//! Still to come (see `docs/ir-core.md`): successor/terminator traits of registered ops,
//! `IsolatedFromAbove` checks beyond what the arenas guarantee, per-op hooks.

use crate::asm::ParsedModule;
use crate::ir::body::{Block, Body, Op, Region, ValueDef};
use crate::ir::context::{Attribute, Context, OpInfo};
use crate::ir::dominance::DomTree;
use crate::ir::registry::{error_at, note_at, op_error};
use crate::support::diag::Diagnostic;

/// Verifies a parsed module and everything nested in it.
pub fn verify_module(ctx: &Context, m: &ParsedModule) -> Result<(), Diagnostic> {
    verify_op(ctx, &m.body, m.op)
}

/// What the verifier knows about the op owning a region.
#[derive(Clone)]
struct Owner<'c> {
    /// The op's name, read as text only for a diagnostic or an unregistered op.
    id: crate::ir::context::Identifier,
    info: Option<&'c OpInfo>,
    /// The op's spec, when it is defined by one (found once per op, not per check).
    spec: Option<&'static crate::ods::OpSpec>,
}

impl<'c> Owner<'c> {
    fn of(ctx: &'c Context, body: &Body, op: Op) -> Owner<'c> {
        let id = body.op_name(op);
        let info = ctx.op_info_of(id);
        Owner {
            id,
            info,
            spec: info.and_then(crate::ods::OpSpec::of),
        }
    }

    /// [`Owner::of`] through `memo`: ops of a name met before in the walk reuse its
    /// registration and spec (the registry does not change during a verification).
    #[inline]
    fn of_memo(ctx: &'c Context, body: &Body, op: Op, memo: &mut WalkMemo<'c>) -> Owner<'c> {
        let id = body.op_name(op);
        let slot = WalkMemo::slot(&id, WalkMemo::OWNERS);
        match &memo.owners[slot] {
            Some(o) if o.id == id => o.clone(),
            _ => {
                let o = Owner::of(ctx, body, op);
                memo.owners[slot] = Some(o.clone());
                o
            }
        }
    }

    /// MLIR's `hasSSADominance` for a single-block region of this op.
    fn single_block_dominance(&self) -> bool {
        match &self.info {
            None => false,
            Some(i) => !i.has_graph_regions(),
        }
    }
}

/// What a verification remembers of the ops it met (one memo per thread): the
/// type constraints found satisfied, the registration and spec of each op name, and the
/// attribute dictionaries found to hold no dialect-prefixed name. Each table is
/// direct-mapped on a hash of its key; a collision only costs the lookup it replaces.
struct WalkMemo<'c> {
    types: crate::ods::TypeMemo,
    owners: [Option<Owner<'c>>; WalkMemo::OWNERS],
    plain_dicts: [Option<Attribute>; WalkMemo::DICTS],
}

impl<'c> WalkMemo<'c> {
    const OWNERS: usize = 256;
    const DICTS: usize = 256;

    fn new() -> Self {
        WalkMemo {
            types: crate::ods::TypeMemo::default(),
            owners: std::array::from_fn(|_| None),
            plain_dicts: [None; WalkMemo::DICTS],
        }
    }

    #[inline]
    fn slot(key: &impl std::hash::Hash, slots: usize) -> usize {
        use std::hash::Hasher;
        let mut h = crate::ir::context::FxHasher::default();
        key.hash(&mut h);
        // The high half of the hash: its low bits follow the key's low bits only.
        (h.finish() >> 32) as usize % slots
    }
}

/// Verifies `root` (held in `body`) and everything nested in it, crossing into nested arenas.
///
/// Each op is checked on entry (its spec, traits and hand-written verifier) and again once
/// the ops nested in its regions are verified (region traits and region verifiers), as
/// MLIR's verifier does. Ops isolated from above are verified after the body holding them.
/// Last, the ops using symbols check them against their nearest symbol table (MLIR's
/// `SymbolUserOpInterface`, run when a symbol table is verified).
pub fn verify_op(ctx: &Context, body: &Body, root: Op) -> Result<(), Diagnostic> {
    verify_op_in(ctx, body, root, None)
}

/// [`verify_op`] of a root op whose parent is `outer` (an op in another arena): what a
/// pass manager verifies after a pass on an op nested in another, holding a copy of the
/// op's parent (checks such as `HasParent` look at it).
///
/// As in MLIR, the symbol uses of the ops nested in `root` are checked against their
/// nearest symbol table when `root` is one or holds one: uses with no table around them
/// in `root` are checked when that table is verified.
pub fn verify_op_in(
    ctx: &Context,
    body: &Body,
    root: Op,
    outer: Option<(&Body, Op)>,
) -> Result<(), Diagnostic> {
    verify_root(ctx, body, root, outer, &|_| true)
}

/// [`verify_op_in`] without verifying again the ops isolated from above nested in `root`
/// (functions in a module): what a pass manager verifies after running nested pipelines on
/// them, which verified each of them after its passes (MLIR verifies an op after an
/// adaptor non-recursively). `root` and the ops of its own arena are verified, and the
/// symbol uses of every nested op are checked, as [`verify_op_in`] does, in the same order.
pub fn verify_op_in_shallow(
    ctx: &Context,
    body: &Body,
    root: Op,
    outer: Option<(&Body, Op)>,
) -> Result<(), Diagnostic> {
    verify_root(ctx, body, root, outer, &|_| false)
}

/// [`verify_op_in`] without verifying again the ops isolated from above nested in `root`
/// for which `verified` holds (their symbol uses are checked, as in
/// [`verify_op_in_shallow`]): what a pass manager verifies after a pass that ran pipelines
/// on some of the ops nested in its op, which verified each of them after its passes, and
/// did not change them since. The others are verified as [`verify_op_in`] does, in the
/// same order, so that the first error is the one a full verification reports.
pub fn verify_op_in_except(
    ctx: &Context,
    body: &Body,
    root: Op,
    outer: Option<(&Body, Op)>,
    verified: &(dyn Fn(Op) -> bool + Sync),
) -> Result<(), Diagnostic> {
    verify_root(ctx, body, root, outer, &|o| !verified(o))
}

/// [`verify_op_in`], entering the isolated ops nested in `root` for which `full` holds,
/// and only collecting the symbol users of the others.
fn verify_root(
    ctx: &Context,
    body: &Body,
    root: Op,
    outer: Option<(&Body, Op)>,
    full: &(dyn Fn(Op) -> bool + Sync),
) -> Result<(), Diagnostic> {
    // The root op's own regions are verified like those of any op; ops at the root level
    // have no region to check against.
    let owner = Owner::of(ctx, body, root);
    // What the walks learn of the ops they meet, kept for the whole verification (one
    // memo per thread).
    let mut memo = WalkMemo::new();
    check_op_itself(ctx, body, root, &owner, outer, &mut memo)?;
    let mut symbol_users: Vec<SymbolUser> = Vec::new();
    let root_scope = is_symbol_table(ctx, body, root).then_some((body, root));
    // The root's own arena first; the isolated ops found in it (functions in a module)
    // are independent and may be verified on several threads.
    let nested = verify_item(ctx, (body, root, root_scope), &mut symbol_users, &mut memo)?;
    let to_verify = nested.iter().filter(|item| full(item.1)).count();
    if to_verify == 0 {
        collect_symbol_users(ctx, nested, &mut symbol_users);
        return check_symbol_uses(ctx, symbol_users);
    }
    // Asking for the thread count reads the system's limits: only when there is work to
    // split (a pass manager verifies each function on its own, with nothing nested).
    let threads = if to_verify >= 4 {
        ctx.thread_count()
    } else {
        1
    };
    if threads > 1 && to_verify >= 2 * threads {
        // Contiguous chunks in order: each stops at its first error, so the first error
        // of the first failing chunk is the one a sequential walk reports.
        let chunk = nested.len().div_ceil(threads);
        let results: Vec<Result<Vec<SymbolUser>, Diagnostic>> = std::thread::scope(|s| {
            let handles: Vec<_> = nested
                .chunks(chunk)
                .map(|items| {
                    s.spawn(move || {
                        let mut users = Vec::new();
                        let mut memo = WalkMemo::new();
                        for &item in items {
                            verify_or_collect(ctx, item, full, &mut users, &mut memo)?;
                        }
                        Ok(users)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        for r in results {
            symbol_users.extend(r?);
        }
    } else {
        for item in nested {
            verify_or_collect(ctx, item, full, &mut symbol_users, &mut memo)?;
        }
    }
    check_symbol_uses(ctx, symbol_users)
}

/// Verifies `item` and everything nested in it when `full` holds for its op, else only
/// collects its symbol users (in the order a verification meets them).
fn verify_or_collect<'b, 'c>(
    ctx: &'c Context,
    item: WorkItem<'b>,
    full: &(dyn Fn(Op) -> bool + Sync),
    symbol_users: &mut Vec<SymbolUser<'b>>,
    memo: &mut WalkMemo<'c>,
) -> Result<(), Diagnostic> {
    if full(item.1) {
        verify_subtree(ctx, item, symbol_users, memo)
    } else {
        collect_symbol_users(ctx, vec![item], symbol_users);
        Ok(())
    }
}

/// Runs the symbol-use checks of `symbol_users` in order, stopping at the first error.
fn check_symbol_uses(ctx: &Context, symbol_users: Vec<SymbolUser<'_>>) -> Result<(), Diagnostic> {
    // Each table is read once, on its first lookup (the IR does not change meanwhile).
    let tables = crate::ir::symbol::SymbolTableCache::default();
    for (b, op, hook, scope) in symbol_users {
        if scope.is_none() {
            continue;
        }
        let r = crate::ir::registry::OpRef::new(ctx, b, op);
        hook(
            &r,
            &crate::ir::symbol::SymbolScope::with_cache(ctx, scope, &tables),
        )?;
    }
    Ok(())
}

/// The ops that check their symbol uses in the arenas of `items` and of the isolated ops
/// nested in them, each with the nearest symbol table around it, in the order the
/// verifier meets them (each arena's ops depth first, then the arenas of the isolated ops
/// found in it, in order), without verifying anything.
fn collect_symbol_users<'b>(
    ctx: &Context,
    items: Vec<WorkItem<'b>>,
    symbol_users: &mut Vec<SymbolUser<'b>>,
) {
    let mut arenas: Vec<WorkItem<'b>> = items.into_iter().rev().collect();
    // The ops left to visit in one arena, each with the nearest table around it.
    let mut ops: Vec<(Op, Option<TableRef<'b>>)> = Vec::new();
    let mut isolated: Vec<WorkItem<'b>> = Vec::new();
    while let Some((b, op, scope)) = arenas.pop() {
        let Some(inner) = b.nested_body(op) else {
            continue;
        };
        let push_regions =
            |ops: &mut Vec<(Op, Option<TableRef<'b>>)>, regions: &[Region], scope| {
                for &r in regions.iter().rev() {
                    let blocks: Vec<Block> = inner.region_blocks(r).collect();
                    for &blk in blocks.iter().rev() {
                        let start = ops.len();
                        ops.extend(inner.block_ops(blk).map(|o| (o, scope)));
                        ops[start..].reverse();
                    }
                }
            };
        push_regions(&mut ops, b.regions(op), scope);
        while let Some((o, scope)) = ops.pop() {
            let hook = ctx
                .op_info_of(inner.op_name(o))
                .and_then(crate::ods::OpSpec::of)
                .and_then(|s| s.symbol_uses);
            if let Some(hook) = hook {
                symbol_users.push((inner, o, hook, scope));
            }
            if inner.regions(o).is_empty() {
                continue;
            }
            let own = if is_symbol_table(ctx, inner, o) {
                Some((inner, o))
            } else {
                scope
            };
            if inner.is_isolated(o) {
                isolated.push((inner, o, own));
            } else {
                push_regions(&mut ops, inner.regions(o), own);
            }
        }
        arenas.extend(isolated.drain(..).rev());
    }
}

/// An op whose regions are to be verified: its arena, the op, and the nearest symbol
/// table enclosing its regions.
type WorkItem<'b> = (&'b Body, Op, Option<TableRef<'b>>);

/// Verifies `item` and everything nested in it, depth first.
fn verify_subtree<'b, 'c>(
    ctx: &'c Context,
    item: WorkItem<'b>,
    symbol_users: &mut Vec<SymbolUser<'b>>,
    memo: &mut WalkMemo<'c>,
) -> Result<(), Diagnostic> {
    let mut work: Vec<WorkItem<'b>> = vec![item];
    while let Some(item) = work.pop() {
        let nested = verify_item(ctx, item, symbol_users, memo)?;
        work.extend(nested.into_iter().rev());
    }
    Ok(())
}

/// Verifies the regions of one work item's op in its arena (not the isolated ops inside
/// them, which are returned in order), then the op's region checks.
fn verify_item<'b, 'c>(
    ctx: &'c Context,
    (b, op, scope): WorkItem<'b>,
    symbol_users: &mut Vec<SymbolUser<'b>>,
    memo: &mut WalkMemo<'c>,
) -> Result<Vec<WorkItem<'b>>, Diagnostic> {
    let owner = Owner::of(ctx, b, op);
    let arena = if b.is_isolated(op) {
        b.nested_body(op)
    } else {
        // A non-isolated root: verify its regions in its own arena.
        (!b.regions(op).is_empty()).then_some(b)
    };
    let mut out = Vec::new();
    if let Some(inner) = arena {
        let nested = verify_body(
            ctx,
            inner,
            b.regions(op),
            &owner,
            b,
            op,
            scope,
            symbol_users,
            memo,
        )?;
        out.extend(nested.into_iter().map(|(o, s)| {
            let s = if is_symbol_table(ctx, inner, o) {
                Some((inner, o))
            } else {
                s
            };
            (inner, o, s)
        }));
    }
    check_op_regions(ctx, b, op, &owner, None)?;
    Ok(out)
}

/// A symbol-table op and the arena holding it.
type TableRef<'b> = (&'b Body, Op);

/// An op whose spec checks its symbol uses: its arena, the op, the check, and the
/// nearest symbol table around it.
type SymbolUser<'b> = (
    &'b Body,
    Op,
    crate::ods::SymbolUseHook,
    Option<(&'b Body, Op)>,
);

/// Whether `op` is a symbol table: `builtin.module`, or an op whose spec has the
/// `SymbolTable` trait.
fn is_symbol_table(ctx: &Context, body: &Body, op: Op) -> bool {
    let name = body.op_name(op);
    ctx.ident_ref(name) == "builtin.module"
        || crate::ir::registry::op_has_traits(
            ctx,
            name,
            crate::ir::registry::OpTraits::SYMBOL_TABLE,
        )
}

/// The nearest symbol table around `op` (held in `b`): an ancestor within `b`, else
/// `outer`, the one around `b`'s root regions. `within[p]` is the nearest table within `b`
/// around the regions of `p`, for every op `p` entered so far that has regions (so a deep
/// op finds its table without walking up its ancestors).
fn nearest_symbol_table<'b>(
    b: &'b Body,
    op: Op,
    within: &crate::support::entity::SecondaryMap<Op, Option<Op>>,
    outer: Option<(&'b Body, Op)>,
) -> Option<(&'b Body, Op)> {
    match b.parent_op(op).and_then(|p| within[p]) {
        Some(t) => Some((b, t)),
        None => outer,
    }
}

fn check_op_itself(
    ctx: &Context,
    b: &Body,
    op: Op,
    owner: &Owner,
    outer: Option<(&Body, Op)>,
    memo: &mut WalkMemo<'_>,
) -> Result<(), Diagnostic> {
    // A dictionary met before with no dialect-prefixed name has nothing to check.
    let dict = b.attrs(op);
    let slot = WalkMemo::slot(&dict, WalkMemo::DICTS);
    if memo.plain_dicts[slot] != Some(dict) && verify_dialect_attributes(ctx, b, op)? {
        memo.plain_dicts[slot] = Some(dict);
    }
    if let Some(info) = owner.info {
        let mut r = crate::ir::registry::OpRef::new(ctx, b, op);
        if let Some((ob, o)) = outer {
            r = r.with_outer(ob, o);
        }
        // An op with a spec is checked against it directly (no second registry lookup).
        match (owner.spec, info.verify) {
            (Some(spec), _) => crate::ods::verify_op_memo(&r, spec, info, &mut memo.types)?,
            (None, Some(verify)) => verify(&r)?,
            (None, None) => {}
        }
    }
    Ok(())
}

/// A dialect's checks of the attributes named with its prefix (`llvm.noalias`), registered
/// as a dialect interface with [`Context::add_dialect_interface`]: MLIR's
/// `Dialect::verifyOperationAttribute`, `verifyRegionArgAttribute` and
/// `verifyRegionResultAttribute`. Each defaults to accepting the attribute.
pub trait DialectAttrVerifier: Send + Sync {
    /// Checks the attribute `name` = `value` of the op's attribute dictionary.
    fn verify_operation_attribute(
        &self,
        _op: &crate::ir::registry::OpRef<'_>,
        _name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Checks the attribute `name` = `value` of argument `arg` of the op's region
    /// `region` (a function's `arg_attrs`).
    fn verify_region_arg_attribute(
        &self,
        _op: &crate::ir::registry::OpRef<'_>,
        _region: usize,
        _arg: usize,
        _name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Checks the attribute `name` = `value` of result `result` of the op's region
    /// `region` (a function's `res_attrs`).
    fn verify_region_result_attribute(
        &self,
        _op: &crate::ir::registry::OpRef<'_>,
        _region: usize,
        _result: usize,
        _name: &str,
        _value: Attribute,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The attribute checks of the dialect an attribute name's prefix names (`llvm` for
/// `llvm.noalias`; MLIR's `NamedAttribute::getNameDialect`), if it has any.
pub fn dialect_attr_verifier(
    ctx: &Context,
    name: &str,
) -> Option<crate::ir::dialect_interface::InterfaceRef<dyn DialectAttrVerifier>> {
    let (dialect, _) = name.split_once('.')?;
    ctx.dialect_interface::<dyn DialectAttrVerifier>(dialect)
}

/// MLIR's first check of an op on entering it: each attribute of its dictionary whose
/// name has a dialect prefix is checked by that dialect. Whether the dictionary has no
/// such name (nothing to check for any op holding it).
fn verify_dialect_attributes(ctx: &Context, b: &Body, op: Op) -> Result<bool, Diagnostic> {
    let mut plain = true;
    for &(name, value) in ctx.dictionary_entries_ref(b.attrs(op)) {
        let name = ctx.ident_ref(name);
        if !name.contains('.') {
            continue;
        }
        plain = false;
        if let Some(v) = dialect_attr_verifier(ctx, name) {
            let r = crate::ir::registry::OpRef::new(ctx, b, op);
            v.verify_operation_attribute(&r, name, value)?;
        }
    }
    Ok(plain)
}

/// Whether an op of this kind has checks to run after its nested ops (an unregistered
/// op's dialect is checked then).
fn has_region_checks(owner: &Owner) -> bool {
    let Some(info) = owner.info else {
        return true;
    };
    owner
        .spec
        .is_some_and(|s| crate::ods::SpecFacts::of_info(info, s).has_region_checks())
}

/// The checks of `op` that follow the verification of its nested ops: its region checks,
/// or, for an unregistered op, MLIR's check that its dialect (when registered) allows
/// unknown operations (`Context::allow_unknown_operations`).
fn check_op_regions(
    ctx: &Context,
    b: &Body,
    op: Op,
    owner: &Owner,
    outer: Option<(&Body, Op)>,
) -> Result<(), Diagnostic> {
    if owner.info.is_none() {
        let name = ctx.ident_ref(owner.id);
        if let Some((dialect, _)) = name
            .split_once('.')
            .filter(|(d, _)| ctx.is_registered_dialect(d) && !ctx.allows_unknown_operations(d))
        {
            return Err(op_error(
                ctx,
                b,
                op,
                &format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not \
                     allow unknown operations",
                    name
                ),
            ));
        }
    }
    if let Some(spec) = owner.spec {
        let mut r = crate::ir::registry::OpRef::new(ctx, b, op);
        if let Some((ob, o)) = outer {
            r = r.with_outer(ob, o);
        }
        crate::ods::verify_op_regions(&r, spec)?;
    }
    Ok(())
}

/// Per-arena facts the dominance queries need.
struct BodyIndex {
    /// Position of each op in its block (a side table indexed by op handle).
    pos: crate::support::entity::SecondaryMap<Op, u32>,
    /// Per region: whether it has SSA dominance, and its dominator tree if multi-block
    /// (`infos[slot[r] - 1]`; a side table, read for every operand).
    slot: crate::support::entity::SecondaryMap<Region, u32>,
    infos: Vec<RegionInfo>,
}

impl BodyIndex {
    /// The facts of region `r`, entered before.
    fn region(&self, r: Region) -> &RegionInfo {
        let slot = self.slot[r];
        assert!(
            slot != 0,
            "region facts are recorded when the region is entered"
        );
        &self.infos[slot as usize - 1]
    }
}

struct RegionInfo {
    ssa_dominance: bool,
    /// The dominator tree of a multi-block region.
    dom: Option<DomTree>,
}

impl RegionInfo {
    fn reachable(&self, b: Block) -> bool {
        self.dom.as_ref().map_or(true, |d| d.is_reachable(b))
    }

    /// LLVM's `DominatorTree::properlyDominates` on blocks of this region.
    fn properly_dominates(&self, a: Block, b: Block) -> bool {
        match &self.dom {
            Some(d) => d.properly_dominates(a, b),
            None => a != b,
        }
    }
}

/// Verifies the regions `roots` (of op `owner_op` in `owner_body`) held in arena `b`, and
/// every non-isolated region nested in them. Returns the isolated ops found, whose nested
/// arenas the caller verifies next.
/// Verifies the regions `roots` (held in `b`) of `owner_op`. Returns the ops isolated
/// from above found in them, each with the nearest symbol table around it, for the caller
/// to verify next; collects the ops that check their symbol uses into `symbol_users`.
#[allow(clippy::too_many_arguments)]
fn verify_body<'b, 'c>(
    ctx: &'c Context,
    b: &'b Body,
    roots: &[Region],
    root_owner: &Owner,
    owner_body: &Body,
    owner_op: Op,
    scope: Option<(&'b Body, Op)>,
    symbol_users: &mut Vec<SymbolUser<'b>>,
    memo: &mut WalkMemo<'c>,
) -> Result<Vec<(Op, Option<TableRef<'b>>)>, Diagnostic> {
    /// A step of the depth-first walk: entering a block or an op, or leaving one.
    enum Step {
        /// A block, the op owning its region, whether the block needs a terminator.
        EnterBlock(Block, Option<Op>, bool),
        LeaveBlock(Block, bool),
        /// The ops of a block from this one on.
        Ops(Option<Op>),
        LeaveOp(Op),
    }
    let mut index = BodyIndex {
        pos: crate::support::entity::SecondaryMap::new(),
        slot: crate::support::entity::SecondaryMap::new(),
        infos: Vec::new(),
    };
    let mut isolated = Vec::new();
    // The nearest symbol table within `b` around each entered op's regions.
    let mut tables_within: crate::support::entity::SecondaryMap<Op, Option<Op>> =
        crate::support::entity::SecondaryMap::new();
    let mut work: Vec<Step> = Vec::new();
    // Region-level checks and facts, when the op owning the regions is entered.
    let mut enter_regions = |regions: &[Region],
                             parent: Option<Op>,
                             owner: &Owner,
                             work: &mut Vec<Step>|
     -> Result<(), Diagnostic> {
        let loc = match parent {
            Some(op) => b.loc(op),
            None => owner_body.loc(owner_op),
        };
        for &r in regions {
            // The entry block and whether there is a second one (no list of blocks).
            let mut blocks = b.region_blocks(r);
            if let Some(e) = blocks.next() {
                if b.predecessor_uses(e).next().is_some() {
                    return Err(error_at(
                        ctx,
                        loc,
                        "entry block of region may not have predecessors",
                    ));
                }
            }
            let multi = blocks.next().is_some();
            let info = RegionInfo {
                ssa_dominance: multi || owner.single_block_dominance(),
                dom: if multi { DomTree::new(b, r) } else { None },
            };
            index.infos.push(info);
            index.slot[r] = index.infos.len() as u32;
        }
        let needs_terminator = owner.info.as_ref().is_some_and(|i| !i.no_terminator());
        for &r in regions.iter().rev() {
            let start = work.len();
            work.extend(
                b.region_blocks(r)
                    .map(|blk| Step::EnterBlock(blk, parent, needs_terminator)),
            );
            work[start..].reverse();
        }
        Ok(())
    };
    enter_regions(roots, None, root_owner, &mut work)?;
    while let Some(step) = work.pop() {
        match step {
            Step::EnterBlock(blk, parent, needs_terminator) => {
                if needs_terminator && b.first_op(blk).is_none() {
                    let loc = match parent {
                        Some(op) => b.loc(op),
                        None => owner_body.loc(owner_op),
                    };
                    return Err(error_at(
                        ctx,
                        loc,
                        "empty block: expect at least a terminator",
                    ));
                }
                work.push(Step::LeaveBlock(blk, needs_terminator));
                for (i, op) in b.block_ops(blk).enumerate() {
                    index.pos[op] = i as u32;
                }
                work.push(Step::Ops(b.first_op(blk)));
            }
            // The ops of a block in a row, without a step each: an op that leaves work
            // (its regions, its region checks) puts the rest of its block under it.
            Step::Ops(mut next) => {
                while let Some(op) = next {
                    next = b.next_op(op);
                    let mark = work.len();
                    let op_owner = Owner::of_memo(ctx, b, op, memo);
                    // An op with a spec checks its position with its traits (`verify_op`).
                    if op_owner
                        .info
                        .is_some_and(|i| i.is_terminator() && i.spec.is_none())
                        && b.next_op(op).is_some()
                    {
                        return Err(op_error(
                            ctx,
                            b,
                            op,
                            &format!(
                                "'{}' op must be the last operation in the parent block",
                                ctx.ident_ref(op_owner.id)
                            ),
                        ));
                    }
                    // Every op of the arena knows the op owning it (the affine rules look
                    // past the arena's root regions).
                    let outer = Some((owner_body, owner_op));
                    check_op_itself(ctx, b, op, &op_owner, outer, memo)?;
                    if let Some(hook) = op_owner.spec.and_then(|s| s.symbol_uses) {
                        let table = nearest_symbol_table(b, op, &tables_within, scope);
                        symbol_users.push((b, op, hook, table));
                    }
                    if b.is_isolated(op) {
                        isolated.push((op, nearest_symbol_table(b, op, &tables_within, scope)));
                    } else {
                        if !b.regions(op).is_empty() {
                            tables_within[op] = if is_symbol_table(ctx, b, op) {
                                Some(op)
                            } else {
                                b.parent_op(op).and_then(|p| tables_within[p])
                            };
                        }
                        if has_region_checks(&op_owner) {
                            work.push(Step::LeaveOp(op));
                        }
                        let regions = b.regions(op);
                        if !regions.is_empty() {
                            enter_regions(regions, Some(op), &op_owner, &mut work)?;
                        }
                    }
                    if work.len() != mark {
                        work.insert(mark, Step::Ops(next));
                        break;
                    }
                }
            }
            Step::LeaveOp(op) => {
                let op_owner = Owner::of_memo(ctx, b, op, memo);
                // Every op of the arena knows the op owning it (the affine rules look
                // past the arena's root regions).
                let outer = Some((owner_body, owner_op));
                check_op_regions(ctx, b, op, &op_owner, outer)?;
            }
            Step::LeaveBlock(blk, needs_terminator) => {
                // As MLIR's verifier, the block's terminator is checked after its ops.
                if needs_terminator {
                    if let Some(last) = b.last_op(blk) {
                        // MLIR's `mightHaveTrait<IsTerminator>`: unregistered ops might be.
                        let term = ctx
                            .op_info_of(b.op_name(last))
                            .map_or(true, |i| i.is_terminator());
                        if !term {
                            let shown = crate::asm::printer::op_diagnostic_text(ctx, b, last);
                            return Err(op_error(
                                ctx,
                                b,
                                last,
                                &format!("block with no terminator, has {shown}"),
                            ));
                        }
                    }
                }
            }
        }
    }
    verify_dominance(b, &index, roots)
        .map_err(|(op, i, v)| dominance_error(ctx, b, op, i, v, owner_body.loc(owner_op)))?;
    Ok(isolated)
}

/// Where the dominance walk is: the regions from an arena root region down to the
/// current one, and the ops owning them.
struct Nesting {
    /// `regions[k]`: the open region at nesting level `k` (0: a root region of the arena).
    regions: Vec<Region>,
    /// `owners[k]`: the op of `regions[k]` owning `regions[k + 1]`.
    owners: Vec<Op>,
    /// The nesting level of each region opened so far (a finished region keeps its
    /// level, which `regions` no longer holds at that level).
    level: crate::support::entity::SecondaryMap<Region, u32>,
}

impl Nesting {
    /// The op enclosing `user` (an op of the innermost open region) whose block is in
    /// `region`, possibly `user` itself; `None` when `region` does not enclose it. O(1):
    /// no walk up the parents.
    fn ancestor_in(&self, region: Region, user: Op) -> Option<Op> {
        let k = self.level[region] as usize;
        if self.regions.get(k) != Some(&region) {
            return None;
        }
        Some(self.owners.get(k).copied().unwrap_or(user))
    }
}

/// Checks that every operand dominates its use in the regions `roots` of arena `b` and
/// the regions nested in them (not crossing into isolated ops), in MLIR's order
/// (`verifyDominanceOfContainedRegions`): each op's operands, then the ops of its regions,
/// depth first; ops of blocks unreachable from their region's entry are not checked, but
/// their regions are. The first failure: (op, operand number, operand).
fn verify_dominance(
    b: &Body,
    index: &BodyIndex,
    roots: &[Region],
) -> Result<(), (Op, usize, crate::ir::body::Value)> {
    enum Visit {
        Region(Region),
        /// The ops of a block from this one on, whether the block is reachable, the
        /// block, and whether its region has SSA dominance.
        Ops(Option<Op>, bool, Block, bool),
        LeaveRegion,
        LeaveOwner,
    }
    let mut at = Nesting {
        regions: Vec::new(),
        owners: Vec::new(),
        level: crate::support::entity::SecondaryMap::new(),
    };
    let mut work: Vec<Visit> = roots.iter().rev().map(|&r| Visit::Region(r)).collect();
    // The last block dominance query and its answer: the operands of neighbouring ops
    // are mostly defined in the same few blocks.
    let mut last_query = None;
    while let Some(visit) = work.pop() {
        match visit {
            Visit::Region(r) => {
                at.level[r] = at.regions.len() as u32;
                at.regions.push(r);
                work.push(Visit::LeaveRegion);
                let info = index.region(r);
                let start = work.len();
                work.extend(b.region_blocks(r).map(|blk| {
                    Visit::Ops(
                        b.first_op(blk),
                        info.reachable(blk),
                        blk,
                        info.ssa_dominance,
                    )
                }));
                work[start..].reverse();
            }
            Visit::Ops(None, ..) => {}
            Visit::Ops(Some(first), reachable, blk, ssa) => {
                // The ops of the block in a row: only an op with regions to enter puts
                // the rest of its block back on the stack.
                let mut next = Some(first);
                while let Some(op) = next {
                    next = b.next_op(op);
                    if reachable {
                        for (i, v) in b.operands(op).enumerate() {
                            // A value defined in the user's own block: their order decides
                            // when the region has SSA dominance (what `value_dominates`
                            // finds, without looking the region's facts up).
                            let ok = match b.value_def(v) {
                                ValueDef::OpResult(def, _) if b.parent_block(def) == Some(blk) => {
                                    !ssa || index.pos[def] < index.pos[op]
                                }
                                _ => value_dominates(b, index, &at, v, op, &mut last_query),
                            };
                            if !ok {
                                return Err((op, i, v));
                            }
                        }
                    }
                    let regions = b.regions(op);
                    if !regions.is_empty() && !b.is_isolated(op) {
                        work.push(Visit::Ops(next, reachable, blk, ssa));
                        at.owners.push(op);
                        work.push(Visit::LeaveOwner);
                        work.extend(regions.iter().rev().map(|&r| Visit::Region(r)));
                        break;
                    }
                }
            }
            Visit::LeaveRegion => {
                at.regions.pop();
            }
            Visit::LeaveOwner => {
                at.owners.pop();
            }
        }
    }
    Ok(())
}

/// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)` for `user`, an op of the
/// innermost region open in `at`.
fn value_dominates(
    b: &Body,
    index: &BodyIndex,
    at: &Nesting,
    v: crate::ir::body::Value,
    user: Op,
    last_query: &mut Option<(Block, Block, bool)>,
) -> bool {
    // `properly_dominates` of two blocks of one region, the last answer reused (blocks
    // belong to one region each).
    let mut block_dominates = |r: Region, a: Block, x: Block| match *last_query {
        Some((qa, qx, answer)) if qa == a && qx == x => answer,
        _ => {
            let answer = index.region(r).properly_dominates(a, x);
            *last_query = Some((a, x, answer));
            answer
        }
    };
    match b.value_def(v) {
        ValueDef::Placeholder => false,
        ValueDef::OpResult(def, _) => {
            let Some(db) = b.parent_block(def) else {
                return false;
            };
            let Some(dr) = b.block_parent(db) else {
                return false;
            };
            let Some(x) = at.ancestor_in(dr, user) else {
                return false;
            };
            let xb = b.parent_block(x).expect("ancestor is in a block");
            let info = index.region(dr);
            if xb == db {
                if info.ssa_dominance {
                    return index.pos[def] < index.pos[x];
                }
                return true;
            }
            block_dominates(dr, db, xb)
        }
        ValueDef::BlockArg(ab, _) => {
            let Some(ar) = b.block_parent(ab) else {
                return false;
            };
            let Some(x) = at.ancestor_in(ar, user) else {
                return false;
            };
            let xb = b.parent_block(x).expect("ancestor is in a block");
            xb == ab || block_dominates(ar, ab, xb)
        }
    }
}

fn region_is_proper_ancestor(b: &Body, anc: Region, mut r: Region) -> bool {
    while let Some(op) = b.region_parent(r) {
        let Some(r2) = b.parent_block(op).and_then(|blk| b.block_parent(blk)) else {
            return false;
        };
        if r2 == anc {
            return true;
        }
        r = r2;
    }
    false
}

fn dominance_error(
    ctx: &Context,
    b: &Body,
    op: Op,
    operand: usize,
    v: crate::ir::body::Value,
    owner_loc: Attribute,
) -> Diagnostic {
    let mut d = op_error(
        ctx,
        b,
        op,
        &format!("operand #{operand} does not dominate this use"),
    );
    let ub = b.parent_block(op);
    let ur = ub.and_then(|x| b.block_parent(x));
    let relation = |r2: Option<Region>| -> &'static str {
        match (ur, r2) {
            (Some(r1), Some(r2)) if r1 == r2 => "in the same region",
            (Some(r1), Some(r2)) if region_is_proper_ancestor(b, r2, r1) => "in a parent region",
            (Some(r1), Some(r2)) if region_is_proper_ancestor(b, r1, r2) => "in a child region",
            _ => "neither in a parent nor in a child region",
        }
    };
    match b.value_def(v) {
        ValueDef::OpResult(def, _) => {
            let db = b.parent_block(def);
            let rel = if db == ub {
                "(op in the same block)".to_string()
            } else {
                let r = relation(db.and_then(|x| b.block_parent(x)));
                match r {
                    "neither in a parent nor in a child region" => {
                        "(op is neither in a parent nor in a child region)".to_string()
                    }
                    other => format!("(op {other})"),
                }
            };
            d.notes
                .push(note_at(b.loc(def), format!("operand defined here {rel}")));
        }
        ValueDef::BlockArg(ab, _) => {
            let ar = b.block_parent(ab);
            let idx = ar.map_or(0, |r| b.region_blocks(r).position(|x| x == ab).unwrap_or(0));
            // The op owning the block: in this arena, or the owner of the arena's root
            // regions.
            let loc = match ar.and_then(|r| b.region_parent(r)) {
                Some(p) => b.loc(p),
                None => owner_loc,
            };
            d.notes.push(note_at(
                loc,
                format!(
                    "operand defined as a block argument (block #{idx} {})",
                    relation(ar)
                ),
            ));
        }
        ValueDef::Placeholder => {}
    }
    d
}

#[cfg(test)]
mod tests {
    use crate::asm::{parse_module, ParseOptions};
    use crate::ir::context::{Context, OpInfo};

    fn verify(src: &str) -> Result<(), String> {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        // The verifier's own notes only.
        ctx.set_print_op_on_diagnostic(false);
        ctx.register_op("test.ssacfg", OpInfo::default());
        let m = parse_module(&ctx, src, &ParseOptions::default()).map_err(|d| d.render())?;
        super::verify_module(&ctx, &m).map_err(|d| {
            d.message
                + &d.notes
                    .iter()
                    .map(|n| format!(" | {}", n.message))
                    .collect::<String>()
        })
    }

    #[test]
    fn dominance_follows_mlir_region_rules() {
        // Single-block region of an unregistered op: no SSA dominance (MLIR treats it as a
        // possible graph region).
        assert_eq!(verify("\"d.a\"() ({\n \"d.use\"(%0) : (i32) -> ()\n %0 = \"d.def\"() : () -> i32\n}) : () -> ()"), Ok(()));
        // ... but a registered op without graph regions has it.
        assert_eq!(
            verify("\"test.ssacfg\"() ({\n \"d.use\"(%0) : (i32) -> ()\n %0 = \"d.def\"() : () -> i32\n}) : () -> ()"),
            Err("operand #0 does not dominate this use | operand defined here (op in the same block)".into())
        );
        // Multi-block regions always have SSA dominance.
        let src = "\"d.a\"() ({\n  \"d.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n  %0 = \"d.def\"() : () -> i32\n  \"d.br\"()[^bb2] : () -> ()\n^bb2:\n  \"d.use\"(%0) : (i32) -> ()\n}) : () -> ()";
        assert_eq!(
            verify(src),
            Err("operand #0 does not dominate this use | operand defined here (op in the same region)".into())
        );
        // A value defined in a child region is not visible.
        let src = "\"d.a\"() ({\n  \"d.use\"(%1) : (i32) -> ()\n  \"d.b\"() ({\n    %1 = \"d.def\"() : () -> i32\n  }) : () -> ()\n}) : () -> ()";
        assert_eq!(
            verify(src),
            Err("operand #0 does not dominate this use | operand defined here (op in a child region)".into())
        );
        // Dominating definitions, block arguments and unreachable blocks are fine.
        let ok = "\"d.a\"() ({\n^bb0(%a: i32):\n  %0 = \"d.def\"() : () -> i32\n  \"d.br\"(%a)[^bb1] : (i32) -> ()\n^bb1:\n  \"d.use\"(%0, %a) : (i32, i32) -> ()\n  \"d.r\"() : () -> ()\n^bb2:\n  \"d.use\"(%1) : (i32) -> ()\n  %1 = \"d.def\"() : () -> i32\n  \"d.br\"()[^bb2] : () -> ()\n}) : () -> ()";
        assert_eq!(verify(ok), Ok(()));
    }

    #[test]
    fn entry_blocks_and_modules() {
        assert_eq!(
            verify("\"d.a\"() ({\n^bb0:\n  \"d.br\"()[^bb0] : () -> ()\n}) : () -> ()"),
            Err("entry block of region may not have predecessors".into())
        );
        assert_eq!(
            verify("\"builtin.module\"() ({\n}) : () -> ()"),
            Err("'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into())
        );
        assert_eq!(
            verify("\"test.ssacfg\"() ({\n^bb0:\n}) : () -> ()"),
            Err("empty block: expect at least a terminator".into())
        );
    }
}
