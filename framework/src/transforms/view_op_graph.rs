//! `view-op-graph` (MLIR 16's `ViewOpGraph`): the op and everything nested in it as a
//! Graphviz DOT graph, written to the tool's standard error as MLIR 16 writes it.
//!
//! An op without regions is a node (`ellipse`) labelled with its name, result types and
//! attributes; an op with regions is a cluster (`subgraph cluster_N`) holding a cluster per
//! block, each with a node per block argument (`argN`) and the block's ops. Every cluster
//! starts with an invisible anchor node (` `, `plain`) edges to the cluster are drawn to.
//! Data-flow edges go from the node defining each operand to its user, labelled with the
//! operand's number when the user has several (a value not defined yet, as in a graph
//! region, is MLIR's node `v0`); control-flow edges (dashed) join consecutive ops of a
//! block. Edges are written after all nodes, in the order they were found. Labels are
//! escaped as LLVM's `write_escaped` does; attributes are elided past the elements limit
//! of `--mlir-elide-elementsattrs-if-larger` (else 16) and cut at `max-label-len`.

use crate::asm::print_attr::StyledAttrPrinter;
use crate::asm::printer::tool_print_options;
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, IsolatedOpMut, Op, Region, Value};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier, Type};
use crate::ir::types::TypeKind;
use crate::pass::{DeclaredPass, PassRun};

use super::passes::ViewOpGraphBase;

/// What the graph shows (the pass's options).
#[derive(Clone, Copy, Debug)]
pub struct GraphOptions {
    /// `max-label-len`: attributes and result types are cut after this many bytes.
    pub max_label_len: usize,
    /// `print-attrs`.
    pub print_attrs: bool,
    /// `print-control-flow-edges`.
    pub print_control_flow_edges: bool,
    /// `print-data-flow-edges`.
    pub print_data_flow_edges: bool,
    /// `print-result-types`.
    pub print_result_types: bool,
}

impl Default for GraphOptions {
    fn default() -> Self {
        GraphOptions {
            max_label_len: 20,
            print_attrs: true,
            print_control_flow_edges: false,
            print_data_flow_edges: true,
            print_result_types: true,
        }
    }
}

/// The DOT graph of `op` (MLIR 16's `PrintOpPass` output), its attributes and types printed
/// with the tool's printing options.
pub fn op_graph(ctx: &Context, op: &IsolatedOpMut<'_>, options: GraphOptions) -> String {
    let print = tool_print_options(ctx);
    let mut g = Graph {
        ctx,
        options,
        printer: StyledAttrPrinter {
            ctx,
            aliases: None,
            type_aliases: None,
            opts: &print,
            type_texts: Default::default(),
        },
        large_limit: print
            .elide_elements_attrs_if_larger
            .map_or(16, |n| i64::try_from(n).unwrap_or(i64::MAX)),
        out: String::new(),
        indent: 0,
        edges: Vec::new(),
        nodes: FxHashMap::default(),
        counter: 0,
    };
    g.line("digraph G {");
    g.indent += 1;
    g.line("compound = true;");
    let label = g.label(op.name, *op.attrs, &[]);
    let body: &Body = op.body;
    let regions = op.regions;
    g.cluster(&label, |g| {
        for &r in regions {
            g.region(body, r);
        }
    });
    for e in std::mem::take(&mut g.edges) {
        g.line(&format!("{e};"));
    }
    g.indent -= 1;
    g.line("}");
    g.out
}

/// A node: its id and, for a cluster's anchor, the cluster's id.
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// The graph being written.
struct Graph<'a> {
    ctx: &'a Context,
    options: GraphOptions,
    printer: StyledAttrPrinter<'a>,
    /// Elements attributes with more elements, and arrays with more entries, are elided.
    large_limit: i64,
    out: String,
    /// Indentation level (two spaces each).
    indent: usize,
    /// Edge statements, written at the end.
    edges: Vec<String>,
    /// The node defining each value, by arena address and value.
    nodes: FxHashMap<(usize, Value), Node>,
    /// The last node or cluster id given.
    counter: u32,
}

/// A DOT string: the bytes `s` escaped as LLVM's `write_escaped` does, in quotes.
fn quoted(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(c as char),
            _ => {
                out.push('\\');
                for shift in [6, 3, 0] {
                    out.push(char::from(b'0' + ((c >> shift) & 7)));
                }
            }
        }
    }
    out.push('"');
    out
}

impl Graph<'_> {
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// `s` cut after `max_label_len` bytes (even inside a character, as MLIR cuts), with
    /// `...`.
    fn truncate(&self, s: String) -> Vec<u8> {
        let mut bytes = s.into_bytes();
        if bytes.len() > self.options.max_label_len {
            bytes.truncate(self.options.max_label_len);
            bytes.extend_from_slice(b"...");
        }
        bytes
    }

    /// A node statement (attributes in the order of LLVM 16's `StringMap`).
    fn node(&mut self, label: &[u8], shape: &str) -> Node {
        self.counter += 1;
        let id = self.counter;
        let stmt = format!("v{id} [label = {}, shape = {shape}];", quoted(label));
        self.line(&stmt);
        Node { id, cluster: None }
    }

    /// A cluster holding what `body` writes; its anchor node.
    fn cluster(&mut self, label: &[u8], body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(b" ", "plain");
        self.line(&format!("label = {};", quoted(label)));
        body(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    /// An edge statement, kept for the end; the attributes in `StringMap` order
    /// (`label`, `style`, `ltail`, `lhead`), a label only between plain nodes.
    fn edge(&mut self, from: Node, to: Node, label: &str, style: &str) {
        let mut attrs = Vec::new();
        if from.cluster.is_none() && to.cluster.is_none() {
            attrs.push(format!("label = {}", quoted(label.as_bytes())));
        }
        attrs.push(format!("style = {style}"));
        if let Some(c) = from.cluster {
            attrs.push(format!("ltail = cluster_{c}"));
        }
        if let Some(c) = to.cluster {
            attrs.push(format!("lhead = cluster_{c}"));
        }
        self.edges
            .push(format!("v{} -> v{} [{}]", from.id, to.id, attrs.join(", ")));
    }

    /// The label of an op: its name, result types and attributes.
    fn label(&self, name: Identifier, attrs: Attribute, result_types: &[Type]) -> Vec<u8> {
        let mut s = self.ctx.ident_str(name).as_bytes().to_vec();
        if self.options.print_result_types {
            let types = result_types
                .iter()
                .map(|&t| self.printer.type_to_string(t))
                .collect::<Vec<_>>()
                .join(", ");
            s.extend_from_slice(b" : (");
            s.extend_from_slice(&self.truncate(types));
            s.extend_from_slice(b"))");
        }
        if self.options.print_attrs {
            s.push(b'\n');
            for &(k, v) in self.ctx.dictionary_entries_ref(attrs) {
                s.push(b'\n');
                s.extend_from_slice(self.ctx.ident_str(k).as_bytes());
                s.extend_from_slice(b": ");
                s.extend_from_slice(&self.attr(v));
            }
        }
        s
    }

    /// An attribute as the graph shows it: splats in full, large elements attributes and
    /// arrays elided, anything else cut at `max_label_len`.
    fn attr(&self, a: Attribute) -> Vec<u8> {
        let kind = self.ctx.attr_kind_ref(a);
        if let AttrKind::DenseElements {
            values, complex, ..
        } = kind
        {
            if values.len() == 1 + usize::from(*complex) {
                return self.printer.attr_to_string(a).into_bytes();
            }
        }
        if let Some(ty) = elements_type(kind) {
            let shape = shape_of(self.ctx, ty);
            let count: i64 = shape.iter().product();
            if count > self.large_limit {
                let rank = shape.len();
                return format!(
                    "{}...{} : {}",
                    "[".repeat(rank),
                    "]".repeat(rank),
                    self.printer.type_to_string(ty)
                )
                .into_bytes();
            }
        }
        if let AttrKind::Array(elems) = kind {
            if elems.len() as i64 > self.large_limit {
                return b"[...]".to_vec();
            }
        }
        self.truncate(self.printer.attr_to_string(a))
    }

    /// The blocks of a region, each a cluster.
    fn region(&mut self, body: &Body, region: Region) {
        for block in body.region_blocks(region) {
            self.cluster(b"", |g| {
                for (i, &arg) in body.block_args(block).iter().enumerate() {
                    let node = g.node(format!("arg{i}").as_bytes(), "ellipse");
                    g.nodes.insert(value_key(body, arg), node);
                }
                let mut prev: Option<Node> = None;
                for op in body.block_ops(block) {
                    let node = stacker::maybe_grow(64 * 1024, 1024 * 1024, || g.op(body, op));
                    if let (true, Some(p)) = (g.options.print_control_flow_edges, prev) {
                        g.edge(p, node, "", "dashed");
                    }
                    prev = Some(node);
                }
            });
        }
    }

    /// An op: a cluster of its regions, or a node; then the edges from its operands.
    fn op(&mut self, body: &Body, op: Op) -> Node {
        let types: Vec<Type> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        let label = self.label(body.op_name(op), body.attrs(op), &types);
        let node = if body.regions(op).is_empty() {
            self.node(&label, "ellipse")
        } else {
            let inner = if body.is_isolated(op) {
                body.nested_body(op).unwrap_or(body)
            } else {
                body
            };
            let regions = body.regions(op);
            self.cluster(&label, |g| {
                for &r in regions {
                    g.region(inner, r);
                }
            })
        };
        if self.options.print_data_flow_edges {
            let n = body.num_operands(op);
            for (i, v) in body.operands(op).enumerate() {
                let from = self
                    .nodes
                    .get(&value_key(body, v))
                    .copied()
                    .unwrap_or_default();
                let label = if n == 1 { String::new() } else { i.to_string() };
                self.edge(from, node, &label, "solid");
            }
        }
        for &r in body.results(op) {
            self.nodes.insert(value_key(body, r), node);
        }
        node
    }
}

fn value_key(body: &Body, v: Value) -> (usize, Value) {
    (body as *const Body as usize, v)
}

/// The shaped type of an elements attribute (MLIR's `ElementsAttr`), if `kind` is one.
fn elements_type(kind: &AttrKind) -> Option<Type> {
    match kind {
        AttrKind::DenseElements { ty, .. } | AttrKind::SparseElements { ty, .. } => Some(*ty),
        AttrKind::Verbatim {
            keyword,
            ty: Some(ty),
            ..
        } if matches!(keyword.as_str(), "dense" | "dense_resource" | "sparse") => Some(*ty),
        _ => None,
    }
}

/// The dimensions of a ranked shaped type (none for other types).
fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    match ctx.type_kind_ref(ty) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// The `view-op-graph` pass (op-agnostic): writes [`op_graph`] to standard error.
#[derive(Clone, Default)]
pub struct ViewOpGraph {
    base: ViewOpGraphBase,
}

impl DeclaredPass for ViewOpGraph {
    type Base = ViewOpGraphBase;
    fn base(&self) -> &ViewOpGraphBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ViewOpGraphBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let options = GraphOptions {
            max_label_len: *self.base.options.max_label_len.value() as usize,
            print_attrs: *self.base.options.print_attrs.value(),
            print_control_flow_edges: *self.base.options.print_control_flow_edges.value(),
            print_data_flow_edges: *self.base.options.print_data_flow_edges.value(),
            print_result_types: *self.base.options.print_result_types.value(),
        };
        let graph = op_graph(run.ctx, run.op, options);
        run.write_stderr(&graph);
        run.mark_all_analyses_preserved();
    }
}
