//! The call graph of a symbol table's callables (MLIR 16's `CallGraph`) and its strongly
//! connected components in the order LLVM's `scc_iterator` gives them, callees before
//! their callers.
//!
//! A node is made for every op with `CallableOpInterface` and a callable region found
//! walking the table's regions in pre-order (MLIR's `computeCallGraph`): the table's
//! functions, the functions of nested symbol tables (nested modules), and callables
//! defined inside other callables (`test.functional_region_op` in a function). A callable
//! nested in another one is its child (an edge from the enclosing node); the others get
//! an edge from MLIR's external node (node 0). Node 1 is its unknown-callee node, the
//! target of calls that resolve to no callable. Each call adds an edge from the nearest
//! enclosing node to the node it resolves to: a symbol reference is looked up in the
//! nearest symbol table (nested references through nested tables), a callee value is
//! resolved to the callable op defining it (MLIR's `resolveCallable`).
//!
//! Strata keeps the regions of an op isolated from above in an arena of its own: each
//! arena met is numbered (0 for the table's), and a node names the arena holding its op
//! and the arena holding its region (the op's own arena when it is isolated).

use crate::interfaces::base::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op, Region, ValueDef};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier};
use crate::ir::registry::{op_has_traits, OpRef, OpTraits};
use crate::ir::symbol::symbol_name;
use crate::ods::CallInterfaceCallable;

/// The external node (MLIR's `getExternalCallerNode`).
pub const EXTERNAL: usize = 0;
/// The node of unresolved callees (MLIR's `getUnknownCalleeNode`).
pub const UNKNOWN: usize = 1;

/// The arena of the table (the arena of the op the graph is built for).
pub const TABLE_ARENA: u32 = 0;

/// A callable of the graph.
pub struct Node {
    /// The callable op, in arena `arena`.
    pub op: Op,
    /// Its callable region, in arena `region_arena`.
    pub region: Region,
    /// The arena holding the op.
    pub arena: u32,
    /// The arena holding the region: the op's own when it is isolated from above, else
    /// `arena`.
    pub region_arena: u32,
    /// The node of the nearest callable enclosing this one, if any.
    pub parent: Option<usize>,
    /// Whether callables are nested in this one (MLIR's `hasChildren`).
    pub has_children: bool,
    /// The nearest symbol table holding the op, where its calls' symbols are looked up.
    pub scope: usize,
}

/// A symbol table met: the ops of its body, in the arena `arena`, its symbols by name,
/// and the table holding it.
struct SymbolScope {
    arena: u32,
    ops: Vec<Op>,
    symbols: FxHashMap<Identifier, Op>,
    parent: Option<usize>,
}

/// The call graph of one symbol table and of everything nested in it.
pub struct CallGraph {
    /// The callables, node `i + 2` being `callables[i]`, in the order they were found.
    pub callables: Vec<Node>,
    /// The edges of every node (external and unknown included), each target once, in the
    /// order they were found.
    edges: Vec<Vec<usize>>,
    /// The node of each callable op, by arena and op.
    node_of: FxHashMap<(u32, Op), usize>,
    /// The node of each callable region that is not the top region of an arena (the
    /// region of a callable not isolated from above), by arena and region.
    region_node: FxHashMap<(u32, Region), usize>,
    /// Each arena but the table's (arena `i + 1` being `arenas[i]`): the arena holding
    /// its op, and the op.
    arenas: Vec<(u32, Op)>,
    /// The symbol tables, the table itself first.
    scopes: Vec<SymbolScope>,
    /// The table of each nested symbol table op, by arena and op.
    scope_of: FxHashMap<(u32, Op), usize>,
}

/// A call found while walking, with the node it belongs to.
struct FoundCall {
    node: usize,
    arena: u32,
    call: Op,
}

/// What the walk building the graph collects: the calls met, and which op names are
/// calls.
#[derive(Default)]
struct Found {
    calls: Vec<FoundCall>,
    names: CallNames,
}

/// Whether the ops of each name met implement `CallOpInterface`: a property of the op
/// name, so the registration is looked up once per name, not once per op.
#[derive(Default)]
pub(super) struct CallNames(FxHashMap<Identifier, bool>);

impl CallNames {
    /// Whether `op` (of `body`) implements `CallOpInterface`.
    #[inline]
    pub(super) fn is_call(&mut self, ctx: &Context, body: &Body, op: Op) -> bool {
        *self
            .0
            .entry(body.op_name(op))
            .or_insert_with(|| CallOpInterfaceRef::get(OpRef::new(ctx, body, op)).is_some())
    }
}

impl CallGraph {
    /// The graph of the callables of the table whose body holds `ops` (in order, in the
    /// arena `body`), and of all the callables nested in them: an edge from the external
    /// node to each callable not nested in another, from each callable to the callables
    /// nested in it, and to what the calls in its body resolve to (MLIR's
    /// `computeCallGraph`: the ops in pre-order, a call's own regions not entered).
    pub fn build(ctx: &Context, body: &Body, ops: &[Op]) -> CallGraph {
        let mut g = CallGraph {
            callables: Vec::new(),
            edges: vec![Vec::new(), Vec::new()],
            node_of: FxHashMap::default(),
            region_node: FxHashMap::default(),
            arenas: Vec::new(),
            scopes: Vec::new(),
            scope_of: FxHashMap::default(),
        };
        g.add_scope(ctx, body, TABLE_ARENA, ops.to_vec(), None);
        let mut found = Found::default();
        for &op in ops {
            g.walk_op(ctx, body, TABLE_ARENA, op, None, 0, &mut found);
        }
        for FoundCall { node, arena, call } in found.calls {
            let scope = g.callables[node - 2].scope;
            let holder = g.arena(body, arena).expect("an arena met while walking");
            let target = g
                .resolve_call(ctx, holder, arena, scope, call)
                .unwrap_or(UNKNOWN);
            g.add_edge(node, target);
        }
        g
    }

    /// Records a symbol table whose body holds `ops`, in arena `arena`.
    fn add_scope(
        &mut self,
        ctx: &Context,
        body: &Body,
        arena: u32,
        ops: Vec<Op>,
        parent: Option<usize>,
    ) -> usize {
        let mut symbols = FxHashMap::default();
        for &op in &ops {
            if let Some(name) = symbol_name(ctx, body, op) {
                symbols.entry(ctx.ident(&name)).or_insert(op);
            }
        }
        self.scopes.push(SymbolScope {
            arena,
            ops,
            symbols,
            parent,
        });
        self.scopes.len() - 1
    }

    /// The symbol tables, nested ones before the table holding them, siblings in order
    /// (MLIR's `SymbolTable::walkSymbolTables`), each with the arena and ops of its body.
    pub fn symbol_tables_post_order(&self) -> Vec<(usize, u32, &[Op])> {
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); self.scopes.len()];
        for (i, s) in self.scopes.iter().enumerate() {
            if let Some(p) = s.parent {
                children[p].push(i);
            }
        }
        let mut out = Vec::with_capacity(self.scopes.len());
        // (table, next child)
        let mut stack = vec![(0usize, 0usize)];
        while let Some(&mut (s, ref mut next)) = stack.last_mut() {
            if let Some(&c) = children[s].get(*next) {
                *next += 1;
                stack.push((c, 0));
                continue;
            }
            stack.pop();
            let t = &self.scopes[s];
            out.push((s, t.arena, t.ops.as_slice()));
        }
        out
    }

    /// Walks `op` (of `body`, arena `arena`) and what is nested in it: nodes for the
    /// callables, the calls recorded with their node.
    #[allow(clippy::too_many_arguments)]
    fn walk_op(
        &mut self,
        ctx: &Context,
        body: &Body,
        arena: u32,
        op: Op,
        parent: Option<usize>,
        scope: usize,
        found: &mut Found,
    ) {
        let regions = body.regions(op);
        if regions.is_empty() {
            if let Some(node) = parent {
                if found.names.is_call(ctx, body, op) {
                    found.calls.push(FoundCall {
                        node,
                        arena,
                        call: op,
                    });
                }
            }
            return;
        }
        let r = OpRef::new(ctx, body, op);
        if found.names.is_call(ctx, body, op) {
            if let Some(node) = parent {
                found.calls.push(FoundCall {
                    node,
                    arena,
                    call: op,
                });
            }
            return;
        }
        let nested = body.nested_body(op);
        let inner_arena = match nested {
            Some(_) => self.arenas.len() as u32 + 1,
            None => arena,
        };
        let mut parent = parent;
        if let Some(callable) = CallableOpInterfaceRef::get(r) {
            let Some(region) = callable.get_callable_region() else {
                return;
            };
            let node = self.callables.len() + 2;
            self.callables.push(Node {
                op,
                region,
                arena,
                region_arena: inner_arena,
                parent,
                has_children: false,
                scope,
            });
            self.edges.push(Vec::new());
            self.node_of.insert((arena, op), node);
            if inner_arena == arena {
                self.region_node.insert((arena, region), node);
            }
            match parent {
                Some(p) => {
                    self.callables[p - 2].has_children = true;
                    self.add_edge(p, node);
                }
                None => self.add_edge(EXTERNAL, node),
            }
            parent = Some(node);
        }
        let inner = match nested {
            Some(n) => {
                self.arenas.push((arena, op));
                n
            }
            None => body,
        };
        let mut scope = scope;
        if op_has_traits(ctx, body.op_name(op), OpTraits::SYMBOL_TABLE) {
            let ops: Vec<Op> = body
                .regions(op)
                .first()
                .and_then(|&r| inner.entry_block(r))
                .map(|b| inner.block_ops(b).collect())
                .unwrap_or_default();
            scope = self.add_scope(ctx, inner, inner_arena, ops, Some(scope));
            self.scope_of.insert((arena, op), scope);
        }
        for &region in body.regions(op) {
            for b in inner.region_blocks(region) {
                for nested in inner.block_ops(b) {
                    self.walk_op(ctx, inner, inner_arena, nested, parent, scope, found);
                }
            }
        }
    }

    fn add_edge(&mut self, from: usize, to: usize) {
        if !self.edges[from].contains(&to) {
            self.edges[from].push(to);
        }
    }

    /// The number of nodes, the external and unknown ones included.
    pub fn len(&self) -> usize {
        self.edges.len()
    }

    /// Whether the graph has no callable.
    pub fn is_empty(&self) -> bool {
        self.callables.is_empty()
    }

    /// Whether every callable is an op of the table's body not nested in another
    /// callable (no nested symbol table or nested callable holds one).
    pub fn is_flat(&self) -> bool {
        self.callables
            .iter()
            .all(|n| n.arena == TABLE_ARENA && n.region_arena != n.arena && n.parent.is_none())
    }

    /// Whether the pipelines of the inliner can simplify callable `node`: a callable
    /// isolated from above without callables nested in it (as MLIR's `optimizeSCC`
    /// requires), wherever it is (in a nested symbol table too).
    pub fn can_simplify(&self, node: usize) -> bool {
        self.node(node)
            .is_some_and(|n| !n.has_children && n.region_arena != n.arena)
    }

    /// The isolated ops holding arena `arena`, outermost first: the first one an op of the
    /// table's arena, each next one an op of the arena of the previous one (empty for the
    /// table's arena).
    pub fn arena_path(&self, arena: u32) -> Vec<Op> {
        let mut path = Vec::new();
        let mut a = arena;
        while let Some((holder, op)) = self.arena_owner(a) {
            path.push(op);
            a = holder;
        }
        path.reverse();
        path
    }

    /// The arena holding the callable region of `node`, when the callable is still there.
    pub fn region_body<'a>(&self, root: &'a Body, node: usize) -> Option<&'a Body> {
        let n = self.node(node)?;
        let holder = self.arena(root, n.arena)?;
        if holder.is_erased(n.op) {
            return None;
        }
        if n.region_arena == n.arena {
            Some(holder)
        } else {
            holder.nested_body(n.op)
        }
    }

    /// The callable of node `node` (none for the external and unknown nodes).
    pub fn node(&self, node: usize) -> Option<&Node> {
        node.checked_sub(2).and_then(|i| self.callables.get(i))
    }

    /// The node of the callable op `op` of the table's body.
    pub fn node_of(&self, op: Op) -> Option<usize> {
        self.node_of.get(&(TABLE_ARENA, op)).copied()
    }

    /// The node of the callable op `op` of arena `arena`.
    pub fn node_in(&self, arena: u32, op: Op) -> Option<usize> {
        self.node_of.get(&(arena, op)).copied()
    }

    /// The node whose callable region is `region` of arena `arena`, when that region is
    /// not the top region of an arena.
    pub fn region_node(&self, arena: u32, region: Region) -> Option<usize> {
        if self.region_node.is_empty() {
            return None;
        }
        self.region_node.get(&(arena, region)).copied()
    }

    /// Whether some callable region is nested in arena `arena` below its top regions.
    pub fn has_nested_regions(&self, arena: u32) -> bool {
        !self.region_node.is_empty() && self.region_node.keys().any(|&(a, _)| a == arena)
    }

    /// The arena numbered `arena`, reached from the table's arena `root`; `None` when an
    /// op on the way is gone.
    pub fn arena<'a>(&self, root: &'a Body, arena: u32) -> Option<&'a Body> {
        if arena == TABLE_ARENA {
            return Some(root);
        }
        let (holder, op) = self.arenas[arena as usize - 1];
        let holder = self.arena(root, holder)?;
        if holder.is_erased(op) {
            return None;
        }
        holder.nested_body(op)
    }

    /// The arena numbered `arena`, mutably.
    pub fn arena_mut<'a>(&self, root: &'a mut Body, arena: u32) -> Option<&'a mut Body> {
        if arena == TABLE_ARENA {
            return Some(root);
        }
        let (holder, op) = self.arenas[arena as usize - 1];
        let holder = self.arena_mut(root, holder)?;
        if holder.is_erased(op) {
            return None;
        }
        holder.nested_body_mut(op)
    }

    /// The arena holding the arena `arena`, and its op there (`None` for the table's).
    pub fn arena_owner(&self, arena: u32) -> Option<(u32, Op)> {
        (arena != TABLE_ARENA).then(|| self.arenas[arena as usize - 1])
    }

    /// The op of the table's body that holds arena `arena` (directly or not), if any.
    pub fn top_op(&self, arena: u32) -> Option<Op> {
        let mut a = arena;
        let mut top = None;
        while let Some((holder, op)) = self.arena_owner(a) {
            top = Some(op);
            a = holder;
        }
        top
    }

    /// Whether arena `inner` is `outer` or nested in it.
    pub fn arena_within(&self, inner: u32, outer: u32) -> bool {
        let mut a = inner;
        loop {
            if a == outer {
                return true;
            }
            match self.arena_owner(a) {
                Some((holder, _)) => a = holder,
                None => return false,
            }
        }
    }

    /// The op a symbol reference names, looked up in symbol table `scope`: its arena and
    /// op (MLIR's `lookupNearestSymbolFrom` once the nearest table is known).
    pub fn lookup_symbol(
        &self,
        ctx: &Context,
        scope: usize,
        reference: Attribute,
    ) -> Option<(u32, Op)> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind_ref(reference) else {
            return None;
        };
        let mut table = &self.scopes[scope];
        let mut found = (table.arena, *table.symbols.get(root)?);
        for &n in nested.iter() {
            let inner = *self.scope_of.get(&found)?;
            table = &self.scopes[inner];
            found = (table.arena, *table.symbols.get(&n)?);
        }
        Some(found)
    }

    /// The node a symbol reference names from symbol table `scope`, if it names a
    /// callable of the graph.
    pub fn referenced_node(
        &self,
        ctx: &Context,
        scope: usize,
        reference: Attribute,
    ) -> Option<usize> {
        let (arena, op) = self.lookup_symbol(ctx, scope, reference)?;
        self.node_in(arena, op)
    }

    /// The node the call `call` (of `body`, arena `arena`, in symbol table `scope`) calls:
    /// the callable's node, or [`UNKNOWN`] (MLIR's `resolveCallable`); `None` when `call`
    /// is not a call.
    fn resolve_call(
        &self,
        ctx: &Context,
        body: &Body,
        arena: u32,
        scope: usize,
        call: Op,
    ) -> Option<usize> {
        let callee =
            CallOpInterfaceRef::get(OpRef::new(ctx, body, call))?.get_callable_for_callee();
        Some(match callee {
            CallInterfaceCallable::Symbol(s) => {
                self.referenced_node(ctx, scope, s).unwrap_or(UNKNOWN)
            }
            CallInterfaceCallable::Value(v) => match body.value_def(v) {
                ValueDef::OpResult(def, _) => self.node_in(arena, def).unwrap_or(UNKNOWN),
                _ => UNKNOWN,
            },
        })
    }

    /// The node the call `call` of callable `source` (in `body`, arena `arena`) calls when
    /// the inliner may inline it: a callable of the graph, named by a flat symbol (`@f`) or
    /// a callee value (MLIR's `collectCallOps`); `None` otherwise.
    pub fn resolve_inlinable(
        &self,
        ctx: &Context,
        body: &Body,
        arena: u32,
        source: usize,
        call: Op,
    ) -> Option<usize> {
        let iface = CallOpInterfaceRef::get(OpRef::new(ctx, body, call))?;
        let scope = self.node(source)?.scope;
        let target = match iface.get_callable_for_callee() {
            CallInterfaceCallable::Symbol(s) => match ctx.attr_kind_ref(s) {
                AttrKind::SymbolRef { nested, .. } if nested.is_empty() => {
                    self.referenced_node(ctx, scope, s)
                }
                _ => None,
            },
            CallInterfaceCallable::Value(v) => match body.value_def(v) {
                ValueDef::OpResult(def, _) => self.node_in(arena, def),
                _ => None,
            },
        }?;
        (target > UNKNOWN).then_some(target)
    }

    /// Whether the region of `ancestor` holds (at any depth) the region of `node`, or is
    /// it (the callable nesting of the graph).
    pub fn encloses(&self, ancestor: usize, node: usize) -> bool {
        let mut n = Some(node);
        while let Some(x) = n {
            if x == ancestor {
                return true;
            }
            n = self.node(x).and_then(|c| c.parent);
        }
        false
    }

    /// The strongly connected components reachable from the external node, in the order
    /// of LLVM's `scc_iterator` (Tarjan's algorithm, children in edge order): callees
    /// before callers; within a component, the nodes as they leave Tarjan's stack.
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        const DONE: u32 = u32::MAX;
        let mut number: Vec<Option<u32>> = vec![None; self.len()];
        let mut next_number = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, next child, lowest number seen)
        let mut visit: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut enter = |node: usize,
                         number: &mut Vec<Option<u32>>,
                         scc_stack: &mut Vec<usize>,
                         visit: &mut Vec<(usize, usize, u32)>| {
            next_number += 1;
            number[node] = Some(next_number);
            scc_stack.push(node);
            visit.push((node, 0, next_number));
        };
        enter(EXTERNAL, &mut number, &mut scc_stack, &mut visit);
        while !visit.is_empty() {
            // Visit the children of the top node.
            loop {
                let top = visit.len() - 1;
                let (node, next, _) = visit[top];
                let Some(&child) = self.edges[node].get(next) else {
                    break;
                };
                visit[top].1 += 1;
                match number[child] {
                    None => enter(child, &mut number, &mut scc_stack, &mut visit),
                    Some(n) => {
                        if visit[top].2 > n {
                            visit[top].2 = n;
                        }
                    }
                }
            }
            let (node, _, min) = visit.pop().expect("not empty");
            if let Some(parent) = visit.last_mut() {
                if parent.2 > min {
                    parent.2 = min;
                }
            }
            if Some(min) != number[node] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let x = scc_stack.pop().expect("the component is on the stack");
                number[x] = Some(DONE);
                scc.push(x);
                if x == node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}
