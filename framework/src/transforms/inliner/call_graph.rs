//! The call graph of a symbol table's callables (MLIR 16's `CallGraph`) and its strongly
//! connected components in the order LLVM's `scc_iterator` gives them, callees before
//! their callers.
//!
//! The callables are the ops of the symbol table's body with `CallableOpInterface` and a
//! body (`func.func` definitions), each isolated from above: its body is in an arena of its
//! own. Node 0 is MLIR's external node, with an edge to every callable; node 1 its
//! unknown-callee node, the target of calls that resolve to no callable of the table.

use crate::interfaces::base::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op, Region};
use crate::ir::context::{Context, FxHashMap, Identifier};
use crate::ir::registry::OpRef;
use crate::ir::symbol::symbol_name;
use crate::ods::CallInterfaceCallable;

/// The external node (MLIR's `getExternalCallerNode`).
pub const EXTERNAL: usize = 0;
/// The node of unresolved callees (MLIR's `getUnknownCalleeNode`).
pub const UNKNOWN: usize = 1;

/// A callable of the table.
pub struct Node {
    /// The callable op, in the table's arena.
    pub op: Op,
    /// Its body, in the op's arena.
    pub region: Region,
}

/// The call graph of one symbol table's arena.
pub struct CallGraph {
    /// The callables, node `i + 2` being `callables[i]`.
    pub callables: Vec<Node>,
    /// The edges of every node (external and unknown included), each target once, in the
    /// order they were found.
    edges: Vec<Vec<usize>>,
    /// The node of each callable op.
    node_of: FxHashMap<Op, usize>,
    /// The symbols of the table by name.
    symbols: FxHashMap<Identifier, Op>,
}

impl CallGraph {
    /// The graph of the callables among `ops` (the ops of the table's body, in order, held
    /// in `body`): an edge from the external node to each, and from each to what the calls
    /// in its body resolve to (MLIR's `computeCallGraph`: the ops of the body in
    /// pre-order, a call's own regions not entered).
    pub fn build(ctx: &Context, body: &Body, ops: &[Op]) -> CallGraph {
        let mut g = CallGraph {
            callables: Vec::new(),
            edges: vec![Vec::new(), Vec::new()],
            node_of: FxHashMap::default(),
            symbols: FxHashMap::default(),
        };
        for &op in ops {
            if let Some(name) = symbol_name(ctx, body, op) {
                g.symbols.entry(ctx.ident(&name)).or_insert(op);
            }
            let Some(region) = CallableOpInterfaceRef::get(OpRef::new(ctx, body, op))
                .and_then(|c| c.get_callable_region())
            else {
                continue;
            };
            if body.nested_body(op).is_none() {
                continue;
            }
            let node = g.callables.len() + 2;
            g.callables.push(Node { op, region });
            g.edges.push(Vec::new());
            g.node_of.insert(op, node);
            g.add_edge(EXTERNAL, node);
        }
        for i in 0..g.callables.len() {
            let node = i + 2;
            let (op, region) = (g.callables[i].op, g.callables[i].region);
            let inner = body.nested_body(op).expect("a callable node is isolated");
            for call in calls_in_pre_order(ctx, inner, region) {
                let target = g
                    .resolve(ctx, &OpRef::new(ctx, inner, call))
                    .unwrap_or(UNKNOWN);
                g.add_edge(node, target);
            }
        }
        g
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

    /// The callable of node `node` (none for the external and unknown nodes).
    pub fn node(&self, node: usize) -> Option<&Node> {
        node.checked_sub(2).and_then(|i| self.callables.get(i))
    }

    /// The node of the callable op `op`.
    pub fn node_of(&self, op: Op) -> Option<usize> {
        self.node_of.get(&op).copied()
    }

    /// The symbol of the table named `name`.
    pub fn symbol(&self, name: Identifier) -> Option<Op> {
        self.symbols.get(&name).copied()
    }

    /// The node the call `call` calls, when its callee is a flat symbol reference (`@f`)
    /// or a value: the callable's node, or [`UNKNOWN`] (MLIR's `resolveCallable`); `None`
    /// for a nested reference (`@a::@f`), which MLIR's inliner does not follow.
    pub fn resolve(&self, ctx: &Context, call: &OpRef<'_>) -> Option<usize> {
        let callee = CallOpInterfaceRef::get(*call)?.get_callable_for_callee();
        match callee {
            CallInterfaceCallable::Symbol(s) => match ctx.attr_kind_ref(s) {
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(
                    self.symbol(*root)
                        .and_then(|op| self.node_of(op))
                        .unwrap_or(UNKNOWN),
                ),
                _ => None,
            },
            CallInterfaceCallable::Value(_) => Some(UNKNOWN),
        }
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

/// The call ops of `region` (of `body`) and of the regions nested in it, in pre-order,
/// without entering calls or ops isolated from above.
fn calls_in_pre_order(ctx: &Context, body: &Body, region: Region) -> Vec<Op> {
    let mut calls = Vec::new();
    let mut stack: Vec<Op> = Vec::new();
    let push_region = |stack: &mut Vec<Op>, r: Region| {
        let ops: Vec<Op> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        stack.extend(ops.into_iter().rev());
    };
    push_region(&mut stack, region);
    while let Some(op) = stack.pop() {
        if CallOpInterfaceRef::get(OpRef::new(ctx, body, op)).is_some() {
            calls.push(op);
            continue;
        }
        if body.is_isolated(op) {
            continue;
        }
        for &r in body.regions(op).iter().rev() {
            push_region(&mut stack, r);
        }
    }
    calls
}
