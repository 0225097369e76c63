//! `inline` (MLIR 16's `InlinerPass`): calls are replaced by the bodies of their callees,
//! callees before their callers, and callables left without uses are erased.
//!
//! The pass runs on an op with a symbol table (else it fails with MLIR's error). Its call
//! graph ([`call_graph`]) has a node per callable found in the table's regions (nested
//! symbol tables and callables nested in callables included); its strongly connected
//! components are visited callees first. In each component, up to `max-iterations`
//! times: the callables isolated from above without nested callables are simplified by
//! their pipeline (`op-pipelines` for their op, else the default pipeline), then every
//! call of a callable of the component to a callable of the graph, named by a flat
//! symbol (`@f`) or by a callee value, is inlined when the dialects allow it
//! ([`DialectInlinerInterface`]), in MLIR's order, the calls the inlined code brings being
//! inlined in turn unless they would repeat an inlining they came from (MLIR's inline
//! history), and never into the callee itself. The iterations stop when
//! nothing was inlined. A private callable whose symbol is no longer used (counted as
//! MLIR's `CGUseList` counts: uses in other callables, and uses outside any callable
//! making it always live) is erased at the end; the last call to one is inlined without
//! keeping a copy.
//!
//! Pipelines: `default-pipeline` given (even empty) replaces the default; left alone, the
//! default is MLIR's, `canonicalize`, when the pass registry has it. A default pipeline naming an
//! unknown pass writes the parser's error to standard error once per op name and runs
//! what it could parse, as MLIR does. The pipelines run through the pass manager,
//! initialized once per run: one callable after the other ([`PassRun::run_pipeline`]), or
//! with threads a component's callables at once, and the first simplification of every
//! component ahead of time when no callable refers to a component visited after its
//! own ([`PassRun::run_pipelines_ahead`]); what they report comes in the order of one
//! thread. With `--verify-each`, MLIR verifies each callable after its pipeline, and the
//! whole table after the pass: Strata does both, but the verification after the pass does
//! not verify again a callable that its pipeline verified and that was not changed since
//! (the callables calls were inlined into are named with [`PassRun::child_changed`]).
//!
//! The callables of nested symbol tables are simplified too, their pipelines run through
//! the isolated ops holding them ([`PassRun::run_pipeline_within`], one by one); a
//! callable not isolated from above placed directly in the table's body is inlined into
//! (its callees read from a copy of the table's arena). Calls through nested symbol
//! references are not inlined, as MLIR's inliner skips them.

pub mod call_graph;
pub mod inline_call;

pub use inline_call::{
    inline_call, inline_region, CallSite, Callee, DialectInlinerInterface, InlineFailure,
    InlinerInterfaces, RegionRef,
};

use crate::interfaces::base::SymbolOpInterfaceRef;
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op, Region, Rewriter};
use crate::ir::context::{Attribute, Context, FxHashMap, FxHashSet};
use crate::ir::registry::{op_has_traits, OpRef, OpTraits};
use crate::ir::symbol::{visibility, Visibility};
use crate::pass::{
    parse_pipeline_into, DeclaredPass, Nesting, OpPassManager, PassRegistry, PassRun, PipelineBatch,
};

use super::passes::InlinerBase;

use call_graph::{CallGraph, UNKNOWN};

/// The symbol uses of the callables, to find those that can be erased (MLIR's
/// `CGUseList`). Counts are signed, as MLIR's arithmetic on them is.
#[derive(Default)]
struct UseList {
    /// The discardable callables (private, not referenced outside a callable) and how
    /// many uses each has.
    discardable: FxHashMap<usize, i64>,
    /// The uses each callable makes: of its own op (counted once per callee), and inside
    /// its body.
    uses: FxHashMap<usize, NodeUses>,
}

/// The uses of discardable callables one callable makes (MLIR's `CGUser`).
#[derive(Default)]
struct NodeUses {
    top_level: FxHashSet<usize>,
    inner: FxHashMap<usize, i64>,
}

/// What the inliner works on: the table's arena, its graph and use counts.
struct Table<'a> {
    ctx: &'a Context,
    graph: CallGraph,
    uses: UseList,
    /// The index of each node's component in the order they are visited.
    position: Vec<usize>,
}

impl Table<'_> {
    /// The symbol references in the attributes of `op` (of `body`) and of the ops nested
    /// in it, symbol tables not entered (MLIR's `SymbolTable::getSymbolUses`), each with
    /// the op holding it.
    fn symbol_uses(&self, body: &Body, op: Op) -> Vec<(Option<Op>, Attribute)> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        let mut refs = Vec::new();
        let mut scratch = Vec::with_capacity(16);
        let mut stack: Vec<(&Body, Op, bool)> = Vec::with_capacity(64);
        stack.push((body, op, true));
        // The last attribute dictionary found without references (most ops share one).
        let mut no_refs = None;
        while let Some((b, o, root)) = stack.pop() {
            let attrs = b.attrs(o);
            if no_refs != Some(attrs) {
                symbol_refs(ctx, attrs, &mut scratch, &mut refs);
                if refs.is_empty() {
                    no_refs = Some(attrs);
                }
            }
            // Only whether the user is `op` itself matters to the counts.
            let user = root.then_some(o);
            out.extend(refs.drain(..).map(|r| (user, r)));
            // An op without regions has nothing nested, symbol table or not.
            if b.regions(o).is_empty() || op_has_traits(ctx, b.op_name(o), OpTraits::SYMBOL_TABLE) {
                continue;
            }
            let inner = b.nested_body(o).unwrap_or(b);
            for &r in b.regions(o) {
                for blk in inner.region_blocks(r) {
                    for nested in inner.block_ops(blk) {
                        stack.push((inner, nested, false));
                    }
                }
            }
        }
        out
    }

    /// The node a symbol reference names from symbol table `scope`, if any (MLIR's
    /// `lookupNearestSymbolFrom`, nested references included).
    fn referenced_node(&self, scope: usize, reference: Attribute) -> Option<usize> {
        self.graph.referenced_node(self.ctx, scope, reference)
    }

    /// Counts the uses callable `node` makes (MLIR's `recomputeUses`), replacing its
    /// previous ones; whether it refers to a callable of a component visited after its
    /// own.
    fn recompute_uses(&mut self, module: &Body, node: usize) -> bool {
        let old = self.uses.uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let n = self.graph.node(node).expect("a callable");
        let (op, scope) = (n.op, n.scope);
        let mut new = NodeUses::default();
        let mut forward = false;
        let uses = match self.graph.arena(module, n.arena) {
            Some(holder) if !holder.is_erased(op) => self.symbol_uses(holder, op),
            _ => Vec::new(),
        };
        for (user, reference) in uses {
            let Some(target) = self.referenced_node(scope, reference) else {
                continue;
            };
            forward |= self.position[target] > self.position[node];
            if !self.uses.discardable.contains_key(&target) {
                continue;
            }
            if user != Some(op) {
                *new.inner.entry(target).or_default() += 1;
            } else if !new.top_level.insert(target) {
                continue;
            }
            *self.uses.discardable.entry(target).or_default() += 1;
        }
        self.uses.uses.insert(node, new);
        forward
    }

    /// [`Table::recompute_uses`] where whether the callable refers forward does not
    /// matter: with no discardable callable and no use recorded for `node`, the counts
    /// cannot change (only uses of discardable callables are counted), and the walk of
    /// the callable's body is skipped.
    fn refresh_uses(&mut self, module: &Body, node: usize) {
        let none_recorded = match self.uses.uses.get(&node) {
            Some(u) => u.top_level.is_empty() && u.inner.is_empty(),
            None => true,
        };
        if self.uses.discardable.is_empty() && none_recorded {
            self.uses.uses.insert(node, NodeUses::default());
            return;
        }
        self.recompute_uses(module, node);
    }

    /// Takes the uses `uses` made off the counts (MLIR's `decrementDiscardableUses`).
    fn decrement(&mut self, uses: &NodeUses) {
        for &n in &uses.top_level {
            *self.uses.discardable.entry(n).or_default() -= 1;
        }
        for (&n, &c) in &uses.inner {
            *self.uses.discardable.entry(n).or_default() -= c;
        }
    }

    /// Whether callable `node` is no longer used (MLIR's `isDead`).
    fn is_dead(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&0)
    }

    /// Whether callable `node` has exactly one use and can be erased after it (MLIR's
    /// `hasOneUseAndDiscardable`).
    fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.uses.discardable.get(&node) == Some(&1)
    }

    /// Forgets the uses the call `call` (of `caller`'s arena) made (MLIR's
    /// `dropCallUses`).
    fn drop_call_uses(&mut self, caller: &Body, source: usize, call: Op) {
        let scope = self.graph.node(source).expect("a callable").scope;
        for (_, reference) in self.symbol_uses(caller, call) {
            let Some(target) = self.referenced_node(scope, reference) else {
                continue;
            };
            let Some(count) = self
                .uses
                .uses
                .get_mut(&source)
                .and_then(|u| u.inner.get_mut(&target))
            else {
                continue;
            };
            *count -= 1;
            *self.uses.discardable.entry(target).or_default() -= 1;
        }
    }

    /// Adds the inner uses of `from` to `into`, whose body now holds a copy of them
    /// (MLIR's `mergeUsesAfterInlining`).
    fn merge_uses(&mut self, from: usize, into: usize) {
        let moved: Vec<(usize, i64)> = self
            .uses
            .uses
            .get(&from)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        for (n, c) in moved {
            *self
                .uses
                .uses
                .entry(into)
                .or_default()
                .inner
                .entry(n)
                .or_default() += c;
            *self.uses.discardable.entry(n).or_default() += c;
        }
    }

    /// Drops callable `node` and its uses (MLIR's `CGUseList::eraseNode`).
    fn erase_node(&mut self, node: usize) {
        if let Some(old) = self.uses.uses.remove(&node) {
            self.decrement(&old);
        }
        self.uses.discardable.remove(&node);
    }
}

/// Appends the symbol references inside `attr` (arrays and dictionaries entered) to
/// `out`; `stack` is scratch space.
fn symbol_refs(
    ctx: &Context,
    attr: Attribute,
    stack: &mut Vec<Attribute>,
    out: &mut Vec<Attribute>,
) {
    stack.clear();
    stack.push(attr);
    while let Some(a) = stack.pop() {
        match ctx.attr_kind_ref(a) {
            AttrKind::SymbolRef { .. } => out.push(a),
            AttrKind::Array(items) => stack.extend(items.iter().rev()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|(_, v)| *v)),
            _ => {}
        }
    }
}

/// A call to inline: the call op (in the arena of its caller), its caller and its callee
/// (MLIR's `ResolvedCall`), and the inlining it came from.
struct ResolvedCall {
    call: Op,
    source: usize,
    target: usize,
    history: Option<usize>,
}

/// The `inline` pass, on any op with a symbol table: see the module documentation.
#[derive(Clone, Default)]
pub struct Inliner {
    base: InlinerBase,
    /// The pipeline of each callable op name met so far: its index in `managers`, or
    /// none.
    pipelines: FxHashMap<String, Option<usize>>,
    /// The pipelines built so far (MLIR keeps them in the pass). Each is initialized once
    /// per run of the pass manager, not once per callable it runs on.
    managers: Vec<OpPassManager>,
}

/// The simplifications planned for callables, in order, with their pipelines maybe run
/// already ([`Inliner::run_ahead`]).
struct Ahead {
    plans: Vec<Simplify>,
    batch: Option<PipelineBatch>,
    /// The next plan to carry out, and the index of the next pipeline in `batch`.
    next_plan: usize,
    next_work: usize,
}

/// The simplification of one callable: the text to write on standard error first (the
/// errors of its default pipeline, the first time a callable of its op name is met), and
/// the op with the index of its pipeline, if it has one, and the isolated ops holding it
/// below the pass's op ([`PassRun::run_pipeline_within`]).
struct Simplify {
    messages: Vec<String>,
    work: Option<(Op, usize)>,
    path: Vec<Op>,
}

impl Inliner {
    /// The index of the pipeline for callables named `name`: the one of `op-pipelines`,
    /// else the default one; `None` when there is none. The errors of a default pipeline
    /// that does not parse go to `messages`.
    fn pipeline_for(&mut self, name: &str, messages: &mut Vec<String>) -> Option<usize> {
        if let Some(p) = self.pipelines.get(name) {
            return *p;
        }
        let registry = PassRegistry::global();
        let from_option = self
            .base
            .options
            .op_pipeline_list
            .values()
            .iter()
            .find(|p| p.anchor() == name)
            .and_then(|p| p.pass_manager().ok())
            .filter(|pm| !pm.is_empty());
        let pm = from_option.or_else(|| {
            let mut pm = OpPassManager::new(name, Nesting::Implicit);
            if self.base.options.default_pipeline_str.num_occurrences() == 0 {
                // MLIR's default, `canonicalize`, when it is registered.
                let entry = registry.and_then(|r| r.lookup("canonicalize"))?;
                entry.add_to_pipeline(&mut pm, "", &mut Vec::new()).ok()?;
                return Some(pm);
            }
            let text = self.base.options.default_pipeline_str.value();
            if text.is_empty() {
                return None;
            }
            let registry = registry?;
            let mut option_errors = Vec::new();
            let parsed = parse_pipeline_into(text, &mut pm, registry, &mut option_errors);
            let program = std::env::args()
                .next()
                .and_then(|p| {
                    std::path::Path::new(&p)
                        .file_name()
                        .map(|f| f.to_string_lossy().into_owned())
                })
                .unwrap_or_default();
            messages.extend(option_errors.iter().map(|e| e.render(&program)));
            if let Err(message) = parsed {
                messages.push(message);
            }
            Some(pm)
        });
        let index = pm.map(|pm| {
            self.managers.push(pm);
            self.managers.len() - 1
        });
        self.pipelines.insert(name.to_string(), index);
        index
    }

    /// What simplifying callable `node` takes.
    fn plan(&mut self, run: &PassRun<'_, '_, '_>, t: &Table<'_>, node: usize) -> Simplify {
        let n = t.graph.node(node).expect("a callable");
        let (op, arena) = (n.op, n.arena);
        let mut messages = Vec::new();
        let Some(holder) = t.graph.arena(run.op.body, arena) else {
            return Simplify {
                messages,
                work: None,
                path: Vec::new(),
            };
        };
        let name = run.ctx.ident_ref(holder.op_name(op));
        let work = self.pipeline_for(name, &mut messages).map(|i| (op, i));
        Simplify {
            messages,
            work,
            path: t.graph.arena_path(arena),
        }
    }

    /// Plans the simplification of `nodes`, and runs it at once on threads when it can
    /// ([`PassRun::run_pipelines_ahead`]).
    fn run_ahead(
        &mut self,
        run: &mut PassRun<'_, '_, '_>,
        t: &Table<'_>,
        nodes: impl Iterator<Item = usize>,
    ) -> Ahead {
        let plans: Vec<Simplify> = nodes.map(|n| self.plan(run, t, n)).collect();
        let work: Vec<(Op, usize)> = plans.iter().filter_map(|p| p.work).collect();
        // The callables of nested symbol tables run one by one.
        let batch = if plans.iter().all(|p| p.path.is_empty()) {
            run.run_pipelines_ahead(&mut self.managers, &work)
        } else {
            None
        };
        Ahead {
            plans,
            batch,
            next_plan: 0,
            next_work: 0,
        }
    }

    /// Simplifies the next `count` callables planned in `ahead` (their pipelines were run
    /// ahead, or run now one by one), writing their messages first; whether every
    /// pipeline succeeded.
    fn simplify(&mut self, run: &mut PassRun<'_, '_, '_>, ahead: &mut Ahead, count: usize) -> bool {
        for _ in 0..count {
            let plan = &mut ahead.plans[ahead.next_plan];
            ahead.next_plan += 1;
            for m in std::mem::take(&mut plan.messages) {
                run.write_stderr(&m);
            }
            let Some((op, i)) = plan.work else {
                continue;
            };
            let w = ahead.next_work;
            ahead.next_work += 1;
            let ok = match &mut ahead.batch {
                Some(batch) => run.report_pipeline(batch, w),
                None => run.run_pipeline_within(&mut self.managers[i], &plan.path, op),
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// Simplifies the callables of `scc` with their pipelines (MLIR's `optimizeSCC`: on
    /// threads when the context allows), then counts their uses again; whether every
    /// pipeline succeeded. With `ahead`, their pipelines were planned there (and maybe run
    /// already).
    fn optimize_scc(
        &mut self,
        run: &mut PassRun<'_, '_, '_>,
        t: &mut Table<'_>,
        scc: &[usize],
        ahead: Option<&mut Ahead>,
    ) -> bool {
        // MLIR simplifies the callables isolated from above without nested callables.
        let nodes = || scc.iter().copied().filter(|&n| t.graph.can_simplify(n));
        let count = nodes().count();
        if count == 0 {
            return true;
        }
        let done = match ahead {
            Some(ahead) => self.simplify(run, ahead, count),
            None => {
                let mut ahead = self.run_ahead(run, t, nodes());
                self.simplify(run, &mut ahead, count)
            }
        };
        if !done {
            return false;
        }
        let visited: Vec<usize> = nodes().collect();
        for n in visited {
            t.refresh_uses(run.op.body, n);
        }
        true
    }

    /// Inlines the calls of the callables of `scc` (MLIR's `inlineCallsInSCC`); whether
    /// any was inlined. Callables found dead leave the component and are added to `dead`.
    fn inline_calls_in_scc(
        &self,
        run: &mut PassRun<'_, '_, '_>,
        t: &mut Table<'_>,
        interfaces: &InlinerInterfaces,
        scc: &mut Vec<usize>,
        dead: &mut Vec<usize>,
    ) -> bool {
        let ctx = run.ctx;
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead_here: Vec<usize> = Vec::new();
        for &n in scc.iter().filter(|&&n| n > UNKNOWN) {
            if t.is_dead(n) {
                if !dead_here.contains(&n) {
                    dead_here.push(n);
                }
                continue;
            }
            let Some(body) = t.graph.region_body(run.op.body, n) else {
                continue;
            };
            let node = t.graph.node(n).expect("a callable");
            let arena = node.region_arena;
            let blocks: Vec<_> = body.region_blocks(node.region).collect();
            // The calls of the callables nested in this one are theirs.
            let found = if t.graph.has_nested_regions(arena) {
                inline_call::collect_calls_outside(ctx, body, &blocks, |r| {
                    t.graph.region_node(arena, r).is_some()
                })
            } else {
                inline_call::collect_calls(ctx, body, &blocks)
            };
            push_calls(ctx, &t.graph, body, n, &found, None, &mut calls);
        }

        // (callee, the inlining that brought the call inlined)
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let ResolvedCall {
                call,
                source,
                target,
                history: call_history,
            } = calls[i];
            i += 1;
            if dead_here.contains(&source) {
                continue;
            }
            let mut h = call_history;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history || !should_inline(ctx, run.op.body, t, call, source, target) {
                continue;
            }
            let in_place = t.has_one_use_and_discardable(target);
            let resolved = ResolvedCall {
                call,
                source,
                target,
                history: Some(history.len()),
            };
            if !inline_resolved(run, t, interfaces, resolved, in_place, &mut calls) {
                continue;
            }
            inlined_any = true;
            history.push((target, call_history));
            if in_place {
                t.erase_node(target);
                if !dead_here.contains(&target) {
                    dead_here.push(target);
                }
            }
        }
        for n in dead_here {
            scc.retain(|&x| x != n);
            if !dead.contains(&n) {
                dead.push(n);
            }
        }
        inlined_any
    }
}

/// Inlines `resolved.call` (in the arena of the region of its caller, `resolved.source`)
/// with the body of `resolved.target` (copied: moving it changes nothing to the IR that
/// results), then erases the call, counts the uses it brought and appends the calls of
/// the inlined code to `calls`, with the inline history `resolved.history`; whether it
/// was inlined.
fn inline_resolved(
    run: &mut PassRun<'_, '_, '_>,
    t: &mut Table<'_>,
    interfaces: &InlinerInterfaces,
    resolved: ResolvedCall,
    in_place: bool,
    calls: &mut Vec<ResolvedCall>,
) -> bool {
    let ctx = run.ctx;
    let ResolvedCall { call, target, .. } = resolved;
    let arena = t
        .graph
        .node(resolved.source)
        .expect("a callable")
        .region_arena;
    let callee = {
        let c = t.graph.node(target).expect("a callable");
        CalleeAt {
            op: c.op,
            region: c.region,
            arena: c.arena,
            region_arena: c.region_arena,
        }
    };
    // A callee whose arena is nested in the caller's is out of reach while the caller's
    // arena is changed.
    if callee.arena != arena && t.graph.arena_within(callee.arena, arena) {
        return false;
    }
    let Some((holder_arena, owner)) = t.graph.arena_owner(arena) else {
        // The caller's region is in the table's arena (a callable not isolated from above
        // placed in the table's body): a callee of that arena is read from a copy of it.
        if callee.arena != arena {
            return false;
        }
        let copy = run.op.body.clone();
        let caller = &mut *run.op.body;
        let found = inline_into(
            ctx, interfaces, caller, None, &copy, callee, true, call, in_place,
        );
        let inlined = finish_inlining(ctx, t, caller, resolved, found, calls);
        if inlined && in_place {
            empty_callee(caller, callee);
        }
        return inlined;
    };
    // The caller's region is in an arena of its own, which is taken out while the callee's
    // body is read. The caller changes after its pipeline verified it: the verification
    // after the pass verifies it again.
    if let Some(top) = t.graph.top_op(arena) {
        run.child_changed(top);
    }
    let Some(mut caller) = t
        .graph
        .arena_mut(run.op.body, holder_arena)
        .and_then(|h| h.take_nested_body(owner))
    else {
        return false;
    };
    // A callable of the caller's own arena (the op defining a callee value) is read from a
    // copy of that arena.
    let copy = (callee.arena == arena).then(|| caller.clone());
    let found = {
        let root = &*run.op.body;
        let owner_holder = t
            .graph
            .arena(root, holder_arena)
            .expect("the caller's arena is there");
        let callable_holder = match &copy {
            Some(c) => Some(&**c),
            None => t.graph.arena(root, callee.arena),
        };
        callable_holder.and_then(|holder| {
            inline_into(
                ctx,
                interfaces,
                &mut caller,
                Some((owner_holder, owner)),
                holder,
                callee,
                copy.is_some(),
                call,
                in_place,
            )
        })
    };
    let inlined = finish_inlining(ctx, t, &mut caller, resolved, found, calls);
    if inlined && in_place && callee.arena == arena {
        empty_callee(&mut caller, callee);
    }
    t.graph
        .arena_mut(run.op.body, holder_arena)
        .expect("the caller's arena is there")
        .put_nested_body(owner, caller);
    if inlined && in_place && callee.arena != arena {
        if let Some(holder) = t.graph.arena_mut(run.op.body, callee.arena) {
            empty_callee(holder, callee);
        }
    }
    inlined
}

/// Empties the callable region of `callee` (whose op is in `holder`), inlined at its last
/// call: MLIR moves the region's blocks there rather than copying them, and the callable
/// stays, without a body, until it is erased at the end of the pass (as the IR printed
/// at module scope in between shows).
fn empty_callee(holder: &mut Body, callee: CalleeAt) {
    let body = if callee.region_arena == callee.arena {
        Some(holder)
    } else {
        holder.nested_body_mut(callee.op)
    };
    if let Some(body) = body {
        // The region is the callee's own: nothing outside it refers to what it holds.
        let _ = body.clear_region(callee.region);
    }
}

/// Where a callee is: its op, its callable region, the arena holding the op and the one
/// holding the region.
#[derive(Clone, Copy)]
struct CalleeAt {
    op: Op,
    region: Region,
    arena: u32,
    region_arena: u32,
}

/// Inlines `call` of the arena `caller` (owned by `owner`, when in reach) with the body
/// of `callee`, whose op is in `holder` (a copy of the caller's arena when `copied`);
/// the calls found in the inlined code, or `None` when it was not inlined.
#[allow(clippy::too_many_arguments)]
fn inline_into(
    ctx: &Context,
    interfaces: &InlinerInterfaces,
    caller: &mut Body,
    owner: Option<(&Body, Op)>,
    holder: &Body,
    callee: CalleeAt,
    copied: bool,
    call: Op,
    in_place: bool,
) -> Option<Vec<Op>> {
    let body = if callee.region_arena == callee.arena {
        holder
    } else {
        holder.nested_body(callee.op)?
    };
    inline_call(
        ctx,
        interfaces,
        CallSite {
            body: caller,
            owner,
            call,
        },
        Callee {
            callable: (holder, callee.op),
            body,
            region: callee.region,
            // The values the region uses from above it are the caller's own.
            in_caller: copied && callee.region_arena == callee.arena,
        },
        !in_place,
    )
    .ok()
}

/// After [`inline_into`] gave `found` for `resolved.call` (of `caller`): the calls of the
/// inlined code appended to `calls`, the uses counted again, the call erased; whether it
/// was inlined.
fn finish_inlining(
    ctx: &Context,
    t: &mut Table<'_>,
    caller: &mut Body,
    resolved: ResolvedCall,
    found: Option<Vec<Op>>,
    calls: &mut Vec<ResolvedCall>,
) -> bool {
    let ResolvedCall {
        call,
        source,
        target,
        history,
    } = resolved;
    let Some(new_calls) = found else {
        return false;
    };
    push_calls(ctx, &t.graph, caller, source, &new_calls, history, calls);
    t.drop_call_uses(caller, source, call);
    t.merge_uses(target, source);
    Rewriter::new(caller)
        .erase_op(call)
        .expect("an inlined call's results are unused");
    true
}

/// Appends the calls among `ops` (of `body`, the arena of the region of callable
/// `source`) that the inliner may inline: to a callable of the graph through a flat
/// symbol (`@f`) or a callee value (MLIR's `collectCallOps`).
fn push_calls(
    ctx: &Context,
    graph: &CallGraph,
    body: &Body,
    source: usize,
    ops: &[Op],
    history: Option<usize>,
    calls: &mut Vec<ResolvedCall>,
) {
    let arena = graph.node(source).expect("a callable").region_arena;
    for &call in ops {
        if let Some(target) = graph.resolve_inlinable(ctx, body, arena, source, call) {
            calls.push(ResolvedCall {
                call,
                source,
                target,
                history,
            });
        }
    }
}

/// Whether the call may be inlined at all (MLIR's `shouldInline`): it is not a
/// terminator, and it is not inside its callee (the callee's region holds the caller's).
fn should_inline(
    ctx: &Context,
    module: &Body,
    t: &Table<'_>,
    call: Op,
    source: usize,
    target: usize,
) -> bool {
    let Some(body) = t.graph.region_body(module, source) else {
        return false;
    };
    let is_terminator = ctx
        .op_info_of(body.op_name(call))
        .is_some_and(|i| i.is_terminator());
    !is_terminator && !t.graph.encloses(target, source)
}

impl DeclaredPass for Inliner {
    type Base = InlinerBase;
    fn base(&self) -> &InlinerBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut InlinerBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        if !op_has_traits(ctx, run.op.name, OpTraits::SYMBOL_TABLE) {
            let d = run.op_error(
                " was scheduled to run under the inliner, but does not define a symbol table",
            );
            ctx.emit(d);
            run.signal_pass_failure();
            return;
        }
        let ops: Vec<Op> = {
            let body = &*run.op.body;
            run.op
                .regions
                .first()
                .and_then(|&r| body.entry_block(r))
                .map(|b| body.block_ops(b).collect())
                .unwrap_or_default()
        };
        let graph = CallGraph::build(ctx, run.op.body, &ops);
        let sccs = graph.sccs();
        let mut position = vec![0; graph.len()];
        for (k, scc) in sccs.iter().enumerate() {
            for &n in scc {
                position[n] = k;
            }
        }
        let mut t = Table {
            ctx,
            graph,
            uses: UseList::default(),
            position,
        };
        let forward = count_uses(&mut t, run.op.body);
        let interfaces = InlinerInterfaces::new(ctx);
        let mut dead = Vec::new();
        // The first simplification of every component, run ahead on threads, when no
        // callable refers to one visited after its own: then what a component reads
        // while its calls are inlined (its callables, those it calls, and in turn those
        // they call) comes before it, so that no component's simplification or inlining
        // can see another one simplified early, and the result is the same as one
        // component after the other. (A pipeline adds no reference to a symbol its
        // callable did not refer to.)
        // (Callables nested in others, or in nested symbol tables, are not run ahead.)
        let flat = t.graph.is_flat();
        let mut ahead = (ctx.threading_enabled() && !forward && flat).then(|| {
            let nodes = sccs
                .iter()
                .flatten()
                .copied()
                .filter(|&n| t.graph.can_simplify(n));
            self.run_ahead(run, &t, nodes)
        });
        for mut scc in sccs {
            let mut iteration = 0;
            loop {
                let first = if iteration == 0 { ahead.as_mut() } else { None };
                if !self.optimize_scc(run, &mut t, &scc, first) {
                    run.signal_pass_failure();
                    return;
                }
                if !self.inline_calls_in_scc(run, &mut t, &interfaces, &mut scc, &mut dead) {
                    break;
                }
                iteration += 1;
                if iteration >= *self.base.options.max_inlining_iterations.value() {
                    break;
                }
            }
        }
        // Erase the callables found dead.
        for &n in &dead {
            let node = t.graph.node(n).expect("a callable");
            let top = t.graph.top_op(node.arena).unwrap_or(node.op);
            run.child_changed(top);
        }
        for n in dead {
            let node = t.graph.node(n).expect("a callable");
            let Some(holder) = t.graph.arena_mut(run.op.body, node.arena) else {
                continue;
            };
            if !holder.is_erased(node.op) {
                Rewriter::new(holder)
                    .erase_op(node.op)
                    .expect("a callable's results are unused");
            }
        }
    }
}

/// The initial use counts (MLIR's `CGUseList` constructor): the private callables of the
/// symbol tables are discardable, unless an op of a table's body that is not a callable
/// of the graph refers to them (the tables walked nested ones first, references resolved
/// once for all of them, as MLIR does); then the uses each callable makes. Whether a
/// callable refers to one of a component visited after its own.
fn count_uses(t: &mut Table<'_>, module: &Body) -> bool {
    let ctx = t.ctx;
    let mut always_live: Vec<usize> = Vec::new();
    let mut resolved: FxHashMap<Attribute, Option<usize>> = FxHashMap::default();
    for (scope, arena, ops) in t.graph.symbol_tables_post_order() {
        let Some(body) = t.graph.arena(module, arena) else {
            continue;
        };
        for &op in ops {
            if let Some(node) = t.graph.node_in(arena, op) {
                let r = OpRef::new(ctx, body, op);
                let discardable = SymbolOpInterfaceRef::get(r).is_some()
                    && visibility(ctx, body, op) == Visibility::Private;
                if discardable {
                    t.uses.discardable.entry(node).or_insert(0);
                }
                continue;
            }
            for (_, reference) in t.symbol_uses(body, op) {
                let n = *resolved
                    .entry(reference)
                    .or_insert_with(|| t.graph.referenced_node(ctx, scope, reference));
                if let Some(n) = n {
                    always_live.push(n);
                }
            }
        }
    }
    for n in always_live {
        t.uses.discardable.remove(&n);
    }
    let mut forward = false;
    for n in 2..t.graph.len() {
        forward |= t.recompute_uses(module, n);
    }
    forward
}
