//! The printer of the generic op form, byte-compatible with
//! `mlir-opt --mlir-print-op-generic` (MLIR 16).
//!
//! Printing is three explicit-stack passes over the op tree (no native recursion on
//! region nesting): alias collection in MLIR's visiting order, SSA value and block
//! numbering in MLIR's order, and the text itself.

use crate::context::FxHashMap as HashMap;

use crate::entity::EntityRef;
use std::fmt::Write;

use super::print_attr::{write_escaped_string, AttrPrinter};
use crate::attrs::{AttrKind, Location};
use crate::context::{Attribute, Context, Type};
use crate::ir::{Block, Body, Op, Region, Value};
use crate::types::TypeKind;

/// Printing options (a subset of mlir-opt's `--mlir-print-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print `loc(...)` after each op (`--mlir-print-debuginfo`).
    pub print_debug_info: bool,
}

fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

/// The printed name of a value.
#[derive(Copy, Clone, Default)]
enum ValueName {
    /// Not numbered (defined outside the printed op).
    #[default]
    Unknown,
    /// `%argN`.
    Arg(u32),
    /// `%N`.
    Num(u32),
    /// `%N#i` (a result of a multi-result op).
    Result(u32, u32),
}

/// Value and block numbers of one arena, indexed by handle.
#[derive(Default)]
struct BodyNames {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
}

/// Numbering of every arena reached from the printed op, keyed by arena address.
struct Names {
    bodies: HashMap<usize, BodyNames>,
}

impl Names {
    fn body(&mut self, b: &Body) -> &mut BodyNames {
        self.bodies.entry(body_key(b)).or_default()
    }

    fn set_value(&mut self, b: &Body, v: Value, n: ValueName) {
        let t = &mut self.body(b).values;
        let i = v.index();
        if t.len() <= i {
            t.resize(i + 1, ValueName::Unknown);
        }
        t[i] = n;
    }

    fn set_block(&mut self, b: &Body, blk: Block, n: u32) {
        let t = &mut self.body(b).blocks;
        let i = blk.index();
        if t.len() <= i {
            t.resize(i + 1, u32::MAX);
        }
        t[i] = n;
    }

    fn value(&self, b: &Body, v: Value) -> ValueName {
        self.bodies
            .get(&body_key(b))
            .and_then(|n| n.values.get(v.index()).copied())
            .unwrap_or_default()
    }

    fn block(&self, b: &Body, blk: Block) -> Option<u32> {
        self.bodies
            .get(&body_key(b))
            .and_then(|n| n.blocks.get(blk.index()).copied())
            .filter(|&n| n != u32::MAX)
    }

    fn write_value(&self, out: &mut String, b: &Body, v: Value) {
        let _ = match self.value(b, v) {
            ValueName::Unknown => write!(out, "<<UNKNOWN SSA VALUE>>"),
            ValueName::Arg(n) => write!(out, "%arg{n}"),
            ValueName::Num(n) => write!(out, "%{n}"),
            ValueName::Result(n, i) => write!(out, "%{n}#{i}"),
        };
    }

    fn write_block(&self, out: &mut String, b: &Body, blk: Block) {
        let _ = match self.block(b, blk) {
            Some(n) => write!(out, "^bb{n}"),
            None => write!(out, "<<UNKNOWN BLOCK>>"),
        };
    }
}

/// Prints `op` (held in `body`) and everything nested in it in the generic form, preceded
/// by the alias definitions it uses. No trailing newline after the op.
pub fn print_op(ctx: &Context, body: &Body, op: Op, opts: &PrintOptions) -> String {
    let aliases = collect_aliases(ctx, body, op);
    let mut out = String::new();
    let mut names: HashMap<Attribute, String> = HashMap::default();
    for (a, name) in &aliases {
        names.insert(*a, name.clone());
    }
    let ap = AttrPrinter {
        ctx,
        aliases: Some(&names),
    };
    for (a, name) in &aliases {
        out.push('#');
        out.push_str(name);
        out.push_str(" = ");
        ap.write_attr_def(&mut out, *a);
        out.push('\n');
    }
    let numbering = number_values(body, op);
    print_tree(&ap, body, op, &numbering, opts, &mut out);
    out
}

// ----- aliases -----

struct AliasEntry {
    attr: Attribute,
    name: String,
    depth: usize,
}

/// Collects aliasable attributes the way MLIR's `AliasInitializer` does: every aliasable
/// attribute (affine maps `map`, integer sets `set`, locations `loc`) in first-visit order,
/// with its alias depth (one more than the deepest aliased attribute nested in it).
struct AliasCollector<'c> {
    ctx: &'c Context,
    attrs: HashMap<Attribute, Option<usize>>,
    types: HashMap<Type, Option<usize>>,
    entries: Vec<AliasEntry>,
}

fn max_opt(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

impl AliasCollector<'_> {
    /// Visits a type; returns the deepest alias depth reachable in it.
    fn visit_type(&mut self, t: Type) -> Option<usize> {
        if let Some(&r) = self.types.get(&t) {
            return r;
        }
        self.types.insert(t, None);
        let k = self.ctx.type_kind(t);
        let mut m = None;
        match &*k {
            TypeKind::Complex(e) => m = self.visit_type(*e),
            TypeKind::Tuple(ts) => ts.iter().for_each(|&t| m = max_opt(m, self.visit_type(t))),
            TypeKind::Function { inputs, results } => {
                inputs
                    .iter()
                    .chain(results)
                    .for_each(|&t| m = max_opt(m, self.visit_type(t)));
            }
            TypeKind::Opaque { refs, .. } => m = self.visit_refs(refs),
            TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                m = self.visit_type(*elem)
            }
            TypeKind::RankedTensor { elem, encoding, .. } => {
                m = self.visit_type(*elem);
                if let Some(e) = encoding {
                    m = max_opt(m, self.visit_attr(*e));
                }
            }
            TypeKind::MemRef {
                elem,
                layout,
                memory_space,
                ..
            } => {
                m = self.visit_type(*elem);
                for a in [layout, memory_space].into_iter().flatten() {
                    m = max_opt(m, self.visit_attr(*a));
                }
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                m = self.visit_type(*elem);
                if let Some(a) = memory_space {
                    m = max_opt(m, self.visit_attr(*a));
                }
            }
            _ => {}
        }
        self.types.insert(t, m);
        m
    }

    fn visit_refs(&mut self, refs: &[crate::context::TypeOrAttr]) -> Option<usize> {
        let mut m = None;
        for r in refs {
            let d = match *r {
                crate::context::TypeOrAttr::Type(t) => self.visit_type(t),
                crate::context::TypeOrAttr::Attr(a) => self.visit_attr(a),
            };
            m = max_opt(m, d);
        }
        m
    }

    /// Visits an attribute; returns its alias depth if it is aliased, else the deepest alias
    /// depth reachable in it.
    fn visit_attr(&mut self, a: Attribute) -> Option<usize> {
        if let Some(&r) = self.attrs.get(&a) {
            return r;
        }
        self.attrs.insert(a, None);
        let k = self.ctx.attr_kind(a);
        let name = match &*k {
            AttrKind::AffineMap(_) => Some("map".to_string()),
            AttrKind::IntegerSet(_) => Some("set".to_string()),
            AttrKind::Location(Location::Opaque(_)) => None,
            AttrKind::Location(_) => Some("loc".to_string()),
            AttrKind::Opaque { pieces, .. } => {
                let head = &pieces[0];
                self.ctx
                    .dialect_attr_alias(head.split('<').next().unwrap_or(head))
            }
            _ => None,
        };
        let slot = name.map(|name| {
            self.entries.push(AliasEntry {
                attr: a,
                name,
                depth: 0,
            });
            self.entries.len() - 1
        });
        let mut m = None;
        match &*k {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::Type(ty) => {
                m = self.visit_type(*ty)
            }
            AttrKind::String { ty: Some(ty), .. } | AttrKind::Verbatim { ty: Some(ty), .. } => {
                m = self.visit_type(*ty)
            }
            AttrKind::Opaque { refs, ty, .. } => {
                m = self.visit_refs(refs);
                if let Some(t) = ty {
                    m = max_opt(m, self.visit_type(*t));
                }
            }
            AttrKind::DenseElements { ty, .. } => m = self.visit_type(*ty),
            AttrKind::DenseArray { elem, .. } => m = self.visit_type(*elem),
            AttrKind::Array(es) => es.iter().for_each(|&e| m = max_opt(m, self.visit_attr(e))),
            AttrKind::Dictionary(es) => es
                .iter()
                .for_each(|&(_, e)| m = max_opt(m, self.visit_attr(e))),
            AttrKind::Location(loc) => match loc {
                // An unknown child of a name location is not printed, so not visited.
                Location::Name { child, .. }
                    if !matches!(
                        &*self.ctx.attr_kind(*child),
                        AttrKind::Location(Location::Unknown)
                    ) =>
                {
                    m = self.visit_attr(*child);
                }
                Location::CallSite { callee, caller } => {
                    m = max_opt(self.visit_attr(*callee), self.visit_attr(*caller));
                }
                Location::Fused { locs, metadata } => {
                    for &l in locs {
                        m = max_opt(m, self.visit_attr(l));
                    }
                    if let Some(md) = metadata {
                        m = max_opt(m, self.visit_attr(*md));
                    }
                }
                _ => {}
            },
            _ => {}
        }
        let r = match slot {
            Some(i) => {
                let depth = m.map_or(0, |d| d + 1);
                self.entries[i].depth = depth;
                Some(depth)
            }
            None => m,
        };
        self.attrs.insert(a, r);
        r
    }
}

/// The aliased attributes in print order with their names (`map`, `map1`, `loc`, `set`,
/// ...): sorted by alias depth, then name, keeping first-visit order.
fn collect_aliases(ctx: &Context, body: &Body, root: Op) -> Vec<(Attribute, String)> {
    let mut c = AliasCollector {
        ctx,
        attrs: HashMap::default(),
        types: HashMap::default(),
        entries: Vec::new(),
    };
    enum Item<'b> {
        Op(&'b Body, Op),
        BlockArgs(&'b Body, Block),
        OpTail(&'b Body, Op),
    }
    // MLIR's alias initializer "prints" an op as: its regions (for each block: argument
    // types, then the ops), then operand types, result types and attributes.
    let mut stack = vec![Item::Op(body, root)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Op(b, op) => {
                stack.push(Item::OpTail(b, op));
                let inner = if b.is_isolated(op) {
                    b.nested_body(op)
                } else {
                    Some(b)
                };
                let Some(inner) = inner else { continue };
                for &r in b.regions(op).iter().rev() {
                    let blocks: Vec<Block> = inner.region_blocks(r).collect();
                    for &blk in blocks.iter().rev() {
                        let ops: Vec<Op> = inner.block_ops(blk).collect();
                        for &o in ops.iter().rev() {
                            stack.push(Item::Op(inner, o));
                        }
                        stack.push(Item::BlockArgs(inner, blk));
                    }
                }
            }
            Item::BlockArgs(b, blk) => {
                for &a in b.block_args(blk) {
                    c.visit_type(b.value_type(a));
                }
            }
            Item::OpTail(b, op) => {
                for v in b.operands(op) {
                    c.visit_type(b.value_type(v));
                }
                for &v in b.results(op) {
                    c.visit_type(b.value_type(v));
                }
                for (_, a) in ctx.dictionary_entries(b.attrs(op)) {
                    c.visit_attr(a);
                }
            }
        }
    }
    // Stable sort by (depth, name), then number each name in that order.
    let mut entries = c.entries;
    entries.sort_by(|x, y| (x.depth, &x.name).cmp(&(y.depth, &y.name)));
    let mut counts: HashMap<String, usize> = HashMap::default();
    entries
        .into_iter()
        .map(|e| {
            let n = counts.entry(e.name.clone()).or_insert(0);
            let name = if *n == 0 {
                e.name.to_string()
            } else {
                format!("{}{}", e.name, n)
            };
            *n += 1;
            (e.attr, name)
        })
        .collect()
}

// ----- numbering -----

/// Numbers values and blocks as MLIR's `SSANameState` does: each region continues from the
/// counters reached after numbering its parent region; entry-block arguments are `%argN`,
/// other block arguments and op result groups `%N`; blocks are `^bbN` per region.
fn number_values(body: &Body, root: Op) -> Names {
    let mut names = Names {
        bodies: HashMap::default(),
    };
    let mut stack: Vec<(&Body, Region, u32, u32)> = Vec::new();
    let mut nv = 0u32;
    let na = 0u32;
    number_op_results(body, root, &mut nv, &mut names);
    push_op_regions(body, root, nv, na, &mut stack);
    while let Some((b, region, mut nv, mut na)) = stack.pop() {
        let blocks: Vec<Block> = b.region_blocks(region).collect();
        for (i, &blk) in blocks.iter().enumerate() {
            names.set_block(b, blk, i as u32);
            for &a in b.block_args(blk) {
                let n = if i == 0 {
                    na += 1;
                    ValueName::Arg(na - 1)
                } else {
                    nv += 1;
                    ValueName::Num(nv - 1)
                };
                names.set_value(b, a, n);
            }
            for op in b.block_ops(blk) {
                number_op_results(b, op, &mut nv, &mut names);
            }
        }
        for &blk in &blocks {
            for op in b.block_ops(blk) {
                push_op_regions(b, op, nv, na, &mut stack);
            }
        }
    }
    names
}

fn number_op_results(b: &Body, op: Op, nv: &mut u32, names: &mut Names) {
    let res = b.results(op);
    if res.is_empty() {
        return;
    }
    let id = *nv;
    *nv += 1;
    if res.len() == 1 {
        names.set_value(b, res[0], ValueName::Num(id));
    } else {
        for (i, &r) in res.iter().enumerate() {
            names.set_value(b, r, ValueName::Result(id, i as u32));
        }
    }
}

fn push_op_regions<'b>(
    b: &'b Body,
    op: Op,
    nv: u32,
    na: u32,
    stack: &mut Vec<(&'b Body, Region, u32, u32)>,
) {
    let inner = if b.is_isolated(op) {
        b.nested_body(op)
    } else {
        Some(b)
    };
    if let Some(inner) = inner {
        for &r in b.regions(op) {
            stack.push((inner, r, nv, na));
        }
    }
}

// ----- text -----

enum Task<'b> {
    Op {
        body: &'b Body,
        op: Op,
        indent: usize,
        newline: bool,
    },
    Tail {
        body: &'b Body,
        op: Op,
        newline: bool,
    },
    Region {
        body: &'b Body,
        region: Region,
        indent: usize,
        first: bool,
    },
    Block {
        body: &'b Body,
        block: Block,
        indent: usize,
        header: bool,
    },
    Close {
        indent: usize,
    },
}

fn print_tree(
    ap: &AttrPrinter<'_>,
    body: &Body,
    root: Op,
    names: &Names,
    opts: &PrintOptions,
    out: &mut String,
) {
    let mut stack = vec![Task::Op {
        body,
        op: root,
        indent: 0,
        newline: false,
    }];
    while let Some(task) = stack.pop() {
        match task {
            Task::Op {
                body: b,
                op,
                indent,
                newline,
            } => {
                push_indent(out, indent);
                let res = b.results(op);
                if !res.is_empty() {
                    match names.value(b, res[0]) {
                        ValueName::Result(n, _) => {
                            let _ = write!(out, "%{n}:{}", res.len());
                        }
                        _ => names.write_value(out, b, res[0]),
                    }
                    out.push_str(" = ");
                }
                write_escaped_string(out, ap.ctx.ident_str(b.op_name(op)).as_bytes());
                out.push('(');
                for (i, v) in b.operands(op).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    names.write_value(out, b, v);
                }
                out.push(')');
                let succs: Vec<Block> = b.successors(op).collect();
                if !succs.is_empty() {
                    out.push('[');
                    for (i, &s) in succs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        names.write_block(out, b, s);
                    }
                    out.push(']');
                }
                let regions = b.regions(op);
                if regions.is_empty() {
                    stack.push(Task::Tail {
                        body: b,
                        op,
                        newline,
                    });
                    continue;
                }
                out.push_str(" (");
                stack.push(Task::Tail {
                    body: b,
                    op,
                    newline,
                });
                let inner = if b.is_isolated(op) {
                    b.nested_body(op)
                } else {
                    Some(b)
                };
                if let Some(inner) = inner {
                    for (i, &r) in regions.iter().enumerate().rev() {
                        stack.push(Task::Region {
                            body: inner,
                            region: r,
                            indent,
                            first: i == 0,
                        });
                    }
                }
            }
            Task::Tail {
                body: b,
                op,
                newline,
            } => {
                if !b.regions(op).is_empty() {
                    out.push(')');
                }
                let entries = ap.ctx.dictionary_entries(b.attrs(op));
                if !entries.is_empty() {
                    out.push_str(" {");
                    ap.write_dict_entries(out, &entries);
                    out.push('}');
                }
                out.push_str(" : (");
                let ins: Vec<Type> = b.operands(op).map(|v| b.value_type(v)).collect();
                ap.write_type_list(out, &ins);
                out.push_str(") -> ");
                let outs: Vec<Type> = b.results(op).iter().map(|&v| b.value_type(v)).collect();
                ap.write_result_types(out, &outs);
                if opts.print_debug_info {
                    out.push(' ');
                    ap.write_attr(out, b.loc(op), false);
                }
                if newline {
                    out.push('\n');
                }
            }
            Task::Region {
                body: b,
                region,
                indent,
                first,
            } => {
                if !first {
                    out.push_str(", ");
                }
                out.push_str("{\n");
                stack.push(Task::Close { indent });
                let blocks: Vec<Block> = b.region_blocks(region).collect();
                for (i, &blk) in blocks.iter().enumerate().rev() {
                    let header =
                        i > 0 || b.first_op(blk).is_none() || !b.block_args(blk).is_empty();
                    stack.push(Task::Block {
                        body: b,
                        block: blk,
                        indent,
                        header,
                    });
                }
            }
            Task::Block {
                body: b,
                block,
                indent,
                header,
            } => {
                if header {
                    push_indent(out, indent);
                    names.write_block(out, b, block);
                    let args = b.block_args(block);
                    if !args.is_empty() {
                        out.push('(');
                        for (i, &a) in args.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            names.write_value(out, b, a);
                            out.push_str(": ");
                            ap.write_type(out, b.value_type(a));
                        }
                        out.push(')');
                    }
                    out.push(':');
                    let is_entry =
                        b.block_parent(block).and_then(|r| b.entry_block(r)) == Some(block);
                    let mut preds: Vec<(u32, Block)> = b
                        .predecessors(block)
                        .into_iter()
                        .map(|p| (names.block(b, p).unwrap_or(u32::MAX), p))
                        .collect();
                    if preds.is_empty() {
                        if !is_entry {
                            out.push_str("  // no predecessors");
                        }
                    } else if preds.len() == 1 {
                        out.push_str("  // pred: ");
                        names.write_block(out, b, preds[0].1);
                    } else {
                        preds.sort_by_key(|p| p.0);
                        let _ = write!(out, "  // {} preds: ", preds.len());
                        for (i, p) in preds.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            names.write_block(out, b, p.1);
                        }
                    }
                    out.push('\n');
                }
                let ops: Vec<Op> = b.block_ops(block).collect();
                for &o in ops.iter().rev() {
                    stack.push(Task::Op {
                        body: b,
                        op: o,
                        indent: indent + 2,
                        newline: true,
                    });
                }
            }
            Task::Close { indent } => {
                push_indent(out, indent);
                out.push('}');
            }
        }
    }
}

fn push_indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}
