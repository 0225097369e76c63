//! `llvm.metadata` and its nodes (`spec/dialects/llvm/MetadataOps.td`): the custom forms
//! of `llvm.metadata` and `llvm.tbaa_type_desc`, the verifiers of the TBAA nodes and of
//! the TBAA graph a metadata op holds, and the checks of the references memory ops make
//! to the nodes (`access_groups`, `alias_scopes`, `noalias_scopes`, `llvm.tbaa`), in
//! MLIR 16's wording.

use super::*;
use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::symbol::SymbolScope;
use strata_framework::ods::HasSymbolUses;

/// The name of the dialect attribute holding the TBAA tags of a memory access.
pub const TBAA_ATTR: &str = "llvm.tbaa";

/// The text of attribute `a`.
fn attr_text(ctx: &Context, a: Attribute) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.attr_to_string(a)
}

/// The symbol name (`sym_name`) of `op`.
fn sym_name(op: &OpRef<'_>) -> String {
    op.attr("sym_name")
        .and_then(|a| op.ctx.string_value(a))
        .unwrap_or_default()
}

/// The root and the leaf names of symbol reference `a`, with the number of nested
/// references.
fn symbol_ref_parts(ctx: &Context, a: Attribute) -> Option<(String, Option<String>, usize)> {
    match ctx.attr_kind_ref(a) {
        AttrKind::SymbolRef { root, nested } => Some((
            ctx.ident_str(*root).to_string(),
            nested.last().map(|l| ctx.ident_str(*l).to_string()),
            nested.len(),
        )),
        _ => None,
    }
}

/// The ops of the body of metadata op `op`.
fn metadata_body_ops<'a>(op: &OpRef<'a>) -> Vec<OpRef<'a>> {
    let body = op.region_body();
    let Some(block) = op.regions().first().and_then(|&r| body.entry_block(r)) else {
        return Vec::new();
    };
    body.block_ops(block)
        .map(|o| OpRef::new(op.ctx, body, o))
        .collect()
}

/// The op of the body of metadata op `metadata` named `name`.
fn metadata_symbol<'a>(metadata: &OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    metadata_body_ops(metadata).into_iter().find(|o| {
        o.attr("sym_name")
            .and_then(|a| o.ctx.string_value(a))
            .as_deref()
            == Some(name)
    })
}

/// A 64-bit dense array attribute of `values`.
fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(64),
        kind: DenseElemKind::Int(64, Signedness::Signless),
        values: values.iter().map(|&v| v as u64 as u128).collect(),
    })
}

/// `@name attr-dict-with-keyword region`: the body is one block, created when the
/// region is written empty.
impl HasCustomAssemblyFormat for MetadataOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);
        p.parse_optional_attr_dict_with_keyword()?;
        let region = p.parse_region(&[])?;
        if p.region_is_empty(region) {
            let body = p.region_body_mut();
            let blk = body.create_block();
            body.append_block(region, blk);
        }
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_symbol_name(&sym_name(&op));
        p.print_optional_attr_dict_with_keyword(&["sym_name"]);
        p.write(" ");
        if let Some(&r) = op.regions().first() {
            p.print_region(r, false, true, false);
        }
    }
}

/// `@name {(id = "identity")?, members = {<@member, offset>, ...}} attr-dict`.
impl HasCustomAssemblyFormat for TBAATypeDescriptorOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);
        p.parse(Punct::LBrace)?;
        if p.parse_optional_keyword("id") {
            p.parse(Punct::Equal)?;
            let id = p.parse_attribute()?;
            if ctx.string_value(id).is_none() {
                return Err(p.emit_error("invalid kind of attribute specified".into()));
            }
            p.add_attribute("identity", id);
        }
        p.parse(Punct::Comma)?;
        p.parse_keyword("members")?;
        p.parse(Punct::Equal)?;
        p.parse(Punct::LBrace)?;
        let mut members = Vec::new();
        let mut offsets = Vec::new();
        loop {
            p.parse(Punct::Less)?;
            let m = p.parse_attribute()?;
            members.push(m);
            p.parse(Punct::Comma)?;
            offsets.push(p.parse_integer()? as i64);
            p.parse(Punct::Greater)?;
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RBrace)?;
        p.parse(Punct::RBrace)?;
        p.add_attribute("members", ctx.array_attr(members));
        p.add_attribute("offsets", dense_i64_array(ctx, &offsets));
        p.parse_optional_attr_dict()?;
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        p.write(" ");
        p.print_symbol_name(&sym_name(&op));
        p.write(" {");
        if let Some(id) = op.attr("identity") {
            p.write("id = ");
            p.print_attribute(id);
        }
        p.write(", members = {");
        let members = op
            .attr("members")
            .and_then(|a| AttrView::new(ctx, a).array_elements())
            .unwrap_or_default();
        let offsets = op
            .attr("offsets")
            .and_then(|a| AttrView::new(ctx, a).dense_array_values())
            .unwrap_or_default();
        for (i, m) in members.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write("<");
            p.print_attribute(m.attr);
            p.write(", ");
            p.write(&offsets.get(i).copied().unwrap_or(0).to_string());
            p.write(">");
        }
        p.write("}}");
        p.print_optional_attr_dict(&["sym_name", "identity", "members", "offsets"]);
    }
}

impl HasVerifier for TBAARootMetadataOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let id = op
            .attr("identity")
            .and_then(|a| op.ctx.string_value(a))
            .unwrap_or_default();
        if id.is_empty() {
            return Err(op.op_error("expected non-empty \"identity\""));
        }
        Ok(())
    }
}

/// The name of the metadata op holding `op`, for diagnostics.
fn parent_metadata_text<'a>(op: &OpRef<'a>) -> (Option<OpRef<'a>>, String) {
    let parent = op.parent().filter(|p| p.name() == "llvm.metadata");
    let text = parent
        .as_ref()
        .map(|p| format!("'llvm.metadata @{}'", sym_name(p)))
        .unwrap_or_default();
    (parent, text)
}

/// Each of the symbols `refs` (the value of attribute `what`) names a TBAA root or type
/// descriptor of the metadata op holding `op`.
fn verify_tbaa_type_refs(op: &OpRef<'_>, what: &str, refs: &[Attribute]) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (parent, text) = parent_metadata_text(op);
    let Some(parent) = parent else {
        return Ok(());
    };
    for &r in refs {
        let Some((root, _, _)) = symbol_ref_parts(ctx, r) else {
            continue;
        };
        let ok = metadata_symbol(&parent, &root)
            .is_some_and(|t| matches!(t.name(), "llvm.tbaa_root" | "llvm.tbaa_type_desc"));
        if !ok {
            return Err(op.op_error(format!(
                "expected \"{what}\" to reference a symbol from {text} defined by either \
                 'llvm.tbaa_root' or 'llvm.tbaa_type_desc' while it references '{}'",
                attr_text(ctx, r)
            )));
        }
    }
    Ok(())
}

impl HasVerifier for TBAATypeDescriptorOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let members: Vec<Attribute> = op
            .attr("members")
            .and_then(|a| AttrView::new(ctx, a).array_elements())
            .unwrap_or_default()
            .iter()
            .map(|m| m.attr)
            .collect();
        let offsets = op
            .attr("offsets")
            .and_then(|a| AttrView::new(ctx, a).dense_array_values())
            .unwrap_or_default();
        if members.len() != offsets.len() {
            return Err(op.op_error(format!(
                "expected the same number of elements in \"members\" and \"offsets\": {} != {}",
                members.len(),
                offsets.len()
            )));
        }
        verify_tbaa_type_refs(op, "members", &members)
    }
}

impl HasVerifier for TBAATagOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        for what in ["base_type", "access_type"] {
            if let Some(a) = op.attr(what) {
                verify_tbaa_type_refs(op, what, &[a])?;
            }
        }
        Ok(())
    }
}

impl HasRegionVerifier for MetadataOp<'_> {
    /// The TBAA type graph (type descriptors pointing to their members) has no cycle:
    /// the first strongly connected component with a cycle (in the order LLVM's
    /// `scc_iterator` finds them, from the nodes in op order) is reported.
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let ops = metadata_body_ops(op);
        let names: Vec<String> = ops.iter().map(sym_name).collect();
        let index = |n: &str| names.iter().position(|m| m == n);
        let mut edges: Vec<Vec<usize>> = vec![Vec::new(); ops.len()];
        for (i, o) in ops.iter().enumerate() {
            if o.name() != "llvm.tbaa_type_desc" {
                continue;
            }
            let members = o
                .attr("members")
                .and_then(|a| AttrView::new(ctx, a).array_elements())
                .unwrap_or_default();
            for m in members {
                if let Some(j) = symbol_ref_parts(ctx, m.attr).and_then(|(r, _, _)| index(&r)) {
                    if matches!(ops[j].name(), "llvm.tbaa_root" | "llvm.tbaa_type_desc") {
                        edges[i].push(j);
                    }
                }
            }
        }
        if let Some(cycle) = first_cyclic_scc(&edges) {
            let closure: Vec<&str> = cycle.iter().map(|&i| names[i].as_str()).collect();
            return Err(op.op_error(format!(
                "has cycle in TBAA graph (graph closure: <{}>)",
                closure.join(", ")
            )));
        }
        Ok(())
    }
}

/// Tarjan's strongly connected components of the graph `edges`, visited from each node
/// in turn: the first component with a cycle (more than one node, or a node with an
/// edge to itself), its nodes in the order they leave the stack.
fn first_cyclic_scc(edges: &[Vec<usize>]) -> Option<Vec<usize>> {
    struct State<'e> {
        edges: &'e [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        found: Option<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &s.edges[v] {
            if s.found.is_some() {
                return;
            }
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                Some(_) => {}
            }
        }
        if s.found.is_some() {
            return;
        }
        if Some(s.low[v]) == s.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 || s.edges[v].contains(&v) {
                s.found = Some(scc);
            }
        }
    }
    let n = edges.len();
    let mut s = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        found: None,
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
        if s.found.is_some() {
            break;
        }
    }
    s.found
}

/// The op kind each reference attribute of a memory op names.
const MEMORY_REFS: &[(&str, &str)] = &[
    ("access_groups", "llvm.access_group"),
    ("alias_scopes", "llvm.alias_scope"),
    ("noalias_scopes", "llvm.alias_scope"),
    (TBAA_ATTR, "llvm.tbaa_tag"),
];

/// The references of attribute `name` of `op` (an array of symbol references), each
/// `@metadata::@node` naming an op `kind` of a metadata op (MLIR's
/// `verifySymbolRefsPointTo`).
fn verify_metadata_refs(
    op: &OpRef<'_>,
    name: &str,
    kind: &str,
    symbols: &SymbolScope<'_>,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(a) = op.attr(name) else {
        return Ok(());
    };
    let Some(refs) = AttrView::new(ctx, a).array_elements() else {
        return Ok(());
    };
    for r in refs {
        let Some((root, _, nested)) = symbol_ref_parts(ctx, r.attr) else {
            continue;
        };
        let text = attr_text(ctx, r.attr);
        if nested != 1 {
            return Err(op.op_error(format!(
                "expected '{text}' to specify a fully qualified reference"
            )));
        }
        let root_ref = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident(&root),
            nested: Vec::new(),
        });
        let is_metadata = symbols
            .lookup(root_ref)
            .is_some_and(|(b, o)| OpRef::new(ctx, b, o).name() == "llvm.metadata");
        if !is_metadata {
            return Err(op.op_error(format!("expected '{text}' to reference a metadata op")));
        }
        let Some((b, o)) = symbols.lookup(r.attr) else {
            return Err(op.op_error(format!("expected '{text}' to be a valid reference")));
        };
        if OpRef::new(ctx, b, o).name() != kind {
            return Err(op.op_error(format!("expected '{text}' to resolve to a {kind}")));
        }
    }
    Ok(())
}

/// Whether attribute `llvm.tbaa` of `op`, if any, is an array of symbol references.
fn verify_tbaa_attr_kind(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(a) = op.attr(TBAA_ATTR) else {
        return Ok(());
    };
    let ok = AttrView::new(ctx, a)
        .array_elements()
        .is_some_and(|l| l.iter().all(|e| symbol_ref_parts(ctx, e.attr).is_some()));
    if !ok {
        return Err(op.op_error(format!(
            "attribute '{TBAA_ATTR}' failed to satisfy constraint: symbol ref array attribute"
        )));
    }
    Ok(())
}

/// The checks of a load's or a store's references to metadata nodes.
fn verify_memory_refs(op: &OpRef<'_>, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    // Each check needs its attribute: an op without attributes has none to check.
    if op
        .ctx
        .dictionary_entries_ref(op.body.attrs(op.op))
        .is_empty()
    {
        return Ok(());
    }
    for &(name, kind) in MEMORY_REFS {
        verify_metadata_refs(op, name, kind, symbols)?;
    }
    Ok(())
}

impl HasVerifier for LoadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_tbaa_attr_kind(&self.0)
    }
}

impl HasVerifier for StoreOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_tbaa_attr_kind(&self.0)
    }
}

impl HasSymbolUses for LoadOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_memory_refs(&self.0, symbols)
    }
}

impl HasSymbolUses for StoreOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_memory_refs(&self.0, symbols)
    }
}

/// `@name attr-dict` (MLIR's format `$sym_name attr-dict`).
fn parse_symbol_and_attr_dict(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    let name = p.parse_symbol_name()?;
    p.add_attribute("sym_name", name);
    p.parse_optional_attr_dict()
}

fn print_symbol_and_attr_dict(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    p.write(" ");
    p.print_symbol_name(&sym_name(&op));
    p.print_optional_attr_dict(&["sym_name"]);
}

impl HasCustomAssemblyFormat for AliasScopeDomainMetadataOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_symbol_and_attr_dict(p)
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_symbol_and_attr_dict(p)
    }
}

impl HasCustomAssemblyFormat for AliasScopeMetadataOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_symbol_and_attr_dict(p)
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_symbol_and_attr_dict(p)
    }
}

impl HasCustomAssemblyFormat for AccessGroupMetadataOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_symbol_and_attr_dict(p)
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_symbol_and_attr_dict(p)
    }
}

impl HasCustomAssemblyFormat for TBAATagOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_symbol_and_attr_dict(p)
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_symbol_and_attr_dict(p)
    }
}

/// `@name {id = "identity"} attr-dict`.
impl HasCustomAssemblyFormat for TBAARootMetadataOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);
        p.parse(Punct::LBrace)?;
        p.parse_keyword("id")?;
        p.parse(Punct::Equal)?;
        let id = p.parse_attribute()?;
        if ctx.string_value(id).is_none() {
            return Err(p.emit_error("invalid kind of attribute specified".into()));
        }
        p.add_attribute("identity", id);
        p.parse(Punct::RBrace)?;
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_symbol_name(&sym_name(&op));
        p.write(" {id = ");
        if let Some(id) = op.attr("identity") {
            p.print_attribute(id);
        }
        p.write("}");
        p.print_optional_attr_dict(&["sym_name", "identity"]);
    }
}
