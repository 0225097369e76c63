//! The nodes of the module's `llvm.metadata` ops as LLVM metadata, and their attachments
//! to memory accesses, as MLIR 16's `ModuleTranslation` makes them: TBAA roots, type
//! descriptors and access tags (`!tbaa`), alias scopes and their domains (distinct,
//! self-referential: `!alias.scope`, `!noalias`), and access groups (`distinct !{}`:
//! `!llvm.access.group`).

use super::*;
use inkwell::llvm_sys::prelude::LLVMMetadataRef;

extern "C" {
    fn strata_llvm_distinct_node(
        ctx: LLVMContextRef,
        ops: *mut LLVMMetadataRef,
        n: u32,
        self_first: i32,
    ) -> LLVMMetadataRef;
}

/// The name of the attribute holding the TBAA tags of a memory access.
pub(crate) const TBAA_ATTR: &str = "llvm.tbaa";

/// One node of an `llvm.metadata` op: its op name and attribute dictionary.
#[derive(Clone, Copy)]
pub(crate) struct MetadataNode {
    kind: Ident,
    attrs: Attribute,
}

type Ident = strata_framework::Identifier;

/// The nodes of the module's metadata ops, by (metadata op name, node name), and the
/// LLVM nodes made for them (distinct nodes must be made once).
#[derive(Default)]
pub(crate) struct MetadataTable {
    nodes: HashMap<(String, String), MetadataNode>,
    made: HashMap<(String, String), LLVMMetadataRef>,
    /// The `!llvm.loop` nodes made, by `llvm.loop` attribute (equal attributes share one).
    loops: HashMap<Attribute, LLVMMetadataRef>,
}

impl MetadataTable {
    /// Records the nodes of metadata op `o`.
    pub(crate) fn add(&mut self, o: OpRef<'_>) {
        let ctx = o.ctx;
        let Some(name) = o.attr("sym_name").and_then(|a| ctx.string_value(a)) else {
            return;
        };
        let body = o.region_body();
        let Some(block) = o.regions().first().and_then(|&r| body.entry_block(r)) else {
            return;
        };
        for n in body.block_ops(block) {
            let node = OpRef::new(ctx, body, n);
            if let Some(sym) = node.attr("sym_name").and_then(|a| ctx.string_value(a)) {
                self.nodes.insert(
                    (name.clone(), sym),
                    MetadataNode {
                        kind: body.op_name(n),
                        attrs: body.attrs(n),
                    },
                );
            }
        }
    }
}

/// The root and leaf names of a symbol reference.
fn ref_names(ctx: &Context, a: Attribute) -> Option<(String, String)> {
    match ctx.attr_kind_ref(a) {
        AttrKind::SymbolRef { root, nested } => Some((
            ctx.ident_str(*root).to_string(),
            ctx.ident_str(*nested.last()?).to_string(),
        )),
        _ => None,
    }
}

/// The symbol references of array attribute `a`.
fn refs(ctx: &Context, a: Option<Attribute>) -> Vec<Attribute> {
    a.and_then(|a| AttrView::new(ctx, a).array_elements())
        .map(|l| l.iter().map(|e| e.attr).collect())
        .unwrap_or_default()
}

impl Translation<'_> {
    /// The node attribute `name` of `node`.
    fn node_attr(&self, node: MetadataNode, name: &str) -> Option<Attribute> {
        self.ctx.dictionary_get(node.attrs, name)
    }

    /// The string attribute `name` of `node`.
    fn node_string(&self, node: MetadataNode, name: &str) -> Option<String> {
        self.node_attr(node, name)
            .and_then(|a| self.ctx.string_value(a))
    }

    /// An `i64` constant as metadata.
    unsafe fn md_i64(&self, v: i128) -> LLVMMetadataRef {
        llc::LLVMValueAsMetadata(int_constant(llc::LLVMInt64TypeInContext(self.llctx), v))
    }

    /// The node of `mds`.
    unsafe fn md_node(&self, mds: &mut [LLVMMetadataRef]) -> LLVMMetadataRef {
        llc::LLVMMDNodeInContext2(self.llctx, mds.as_mut_ptr(), mds.len())
    }

    /// The LLVM node of the metadata node `name` of metadata op `md`, made on first use;
    /// None when there is none, or it is not of a kind a memory access refers to.
    unsafe fn metadata_node(&mut self, md: &str, name: &str) -> Option<LLVMMetadataRef> {
        let key = (md.to_string(), name.to_string());
        if let Some(&m) = self.metadata.made.get(&key) {
            return Some(m);
        }
        let node = *self.metadata.nodes.get(&key)?;
        let made = match self.ctx.ident_ref(node.kind) {
            "llvm.tbaa_root" => {
                let id = self.node_string(node, "identity").unwrap_or_default();
                let mut mds = [self.md_string(&id)];
                self.md_node(&mut mds)
            }
            "llvm.tbaa_type_desc" => {
                let id = self.node_string(node, "identity").unwrap_or_default();
                let mut mds = vec![self.md_string(&id)];
                let members = refs(self.ctx, self.node_attr(node, "members"));
                let offsets = self
                    .node_attr(node, "offsets")
                    .and_then(|a| AttrView::new(self.ctx, a).dense_array_values())
                    .unwrap_or_default();
                for (m, off) in members.iter().zip(offsets) {
                    let leaf = flat_name(self.ctx, *m)?;
                    mds.push(self.metadata_node(md, &leaf)?);
                    mds.push(self.md_i64(off as i128));
                }
                self.md_node(&mut mds)
            }
            "llvm.tbaa_tag" => {
                let base = flat_name(self.ctx, self.node_attr(node, "base_type")?)?;
                let access = flat_name(self.ctx, self.node_attr(node, "access_type")?)?;
                let offset = int_attr(self.ctx, self.node_attr(node, "offset")).unwrap_or(0);
                let mut mds = vec![
                    self.metadata_node(md, &base)?,
                    self.metadata_node(md, &access)?,
                    self.md_i64(offset),
                ];
                if self.node_attr(node, "constant").is_some() {
                    mds.push(self.md_i64(1));
                }
                self.md_node(&mut mds)
            }
            "llvm.alias_scope_domain" => {
                let mut mds = Vec::new();
                if let Some(d) = self.node_string(node, "description") {
                    mds.push(self.md_string(&d));
                }
                strata_llvm_distinct_node(self.llctx, mds.as_mut_ptr(), mds.len() as u32, 1)
            }
            "llvm.alias_scope" => {
                let domain = flat_name(self.ctx, self.node_attr(node, "domain")?)?;
                let mut mds = vec![self.metadata_node(md, &domain)?];
                if let Some(d) = self.node_string(node, "description") {
                    mds.push(self.md_string(&d));
                }
                strata_llvm_distinct_node(self.llctx, mds.as_mut_ptr(), mds.len() as u32, 1)
            }
            "llvm.access_group" => {
                strata_llvm_distinct_node(self.llctx, std::ptr::null_mut(), 0, 0)
            }
            _ => return None,
        };
        self.metadata.made.insert(key, made);
        Some(made)
    }

    /// The nodes the references of attribute `name` of `o` name.
    unsafe fn referenced_nodes(
        &mut self,
        o: OpRef<'_>,
        name: &str,
    ) -> Result<Vec<LLVMMetadataRef>, Diagnostic> {
        let mut out = Vec::new();
        for r in refs(self.ctx, o.attr(name)) {
            let node = ref_names(self.ctx, r).and_then(|(md, leaf)| self.metadata_node(&md, &leaf));
            match node {
                Some(n) => out.push(n),
                None => {
                    return Err(o.error(format!(
                        "strata-translate: attribute '{name}' of '{}' names no metadata node",
                        o.name()
                    )))
                }
            }
        }
        Ok(out)
    }

    /// The access groups, alias scopes and TBAA tags of a load or a store, attached to
    /// `inst` (MLIR's `setAccessGroupsMetadata`, `setAliasScopeMetadata` and
    /// `setTBAAMetadata`).
    pub(crate) unsafe fn memory_metadata(
        &mut self,
        o: OpRef<'_>,
        inst: LLVMValueRef,
    ) -> Result<(), Diagnostic> {
        // Most loads and stores refer to no metadata: one scan of their attributes.
        let keys = &self.keys.metadata;
        let dict = o.body.attrs(o.op);
        if dict == self.empty_dict
            || !o
                .ctx
                .dictionary_entries_ref(dict)
                .iter()
                .any(|(k, _)| keys.contains(k))
        {
            return Ok(());
        }
        let mut groups = self.referenced_nodes(o, "access_groups")?;
        match groups.len() {
            0 => {}
            1 => self.attach(inst, "llvm.access.group", groups[0]),
            _ => {
                let node = self.md_node(&mut groups);
                self.attach(inst, "llvm.access.group", node);
            }
        }
        for (attr, kind) in [
            ("alias_scopes", "alias.scope"),
            ("noalias_scopes", "noalias"),
        ] {
            let mut scopes = self.referenced_nodes(o, attr)?;
            if !scopes.is_empty() {
                let node = self.md_node(&mut scopes);
                self.attach(inst, kind, node);
            }
        }
        let tags = self.referenced_nodes(o, TBAA_ATTR)?;
        match tags.len() {
            0 => {}
            1 => self.attach(inst, "tbaa", tags[0]),
            _ => {
                return Err(o.op_error(
                    "TBAA metadata with multiple tags is not supported by strata-translate",
                ))
            }
        }
        Ok(())
    }

    /// The `llvm.loop` attribute of branch `o` as the `!llvm.loop` metadata of `inst`
    /// (MLIR 16's `ModuleTranslation::setLoopMetadata`): a distinct node referring to
    /// itself, then `llvm.loop.parallel_accesses` with the access groups, then a node per
    /// loop option in option order; one node per distinct attribute.
    pub(crate) unsafe fn loop_metadata(
        &mut self,
        o: OpRef<'_>,
        inst: LLVMValueRef,
    ) -> Result<(), Diagnostic> {
        use strata::dialects::llvm::loop_metadata::{loop_options, LOOP_ATTR, LOOP_OPTIONS};
        let Some(attr) = self.attr(o, self.keys.loop_) else {
            return Ok(());
        };
        if let Some(&node) = self.metadata.loops.get(&attr) {
            self.attach(inst, "llvm.loop", node);
            return Ok(());
        }
        let ctx = self.ctx;
        let mut mds = Vec::new();
        let groups = refs(ctx, ctx.dictionary_get(attr, "parallel_access"));
        if !groups.is_empty() {
            let mut pa = vec![self.md_string("llvm.loop.parallel_accesses")];
            for g in groups {
                let node = ref_names(ctx, g).and_then(|(md, leaf)| self.metadata_node(&md, &leaf));
                match node {
                    Some(n) => pa.push(n),
                    None => {
                        return Err(o.error(format!(
                        "strata-translate: attribute '{LOOP_ATTR}' of '{}' names no metadata node",
                        o.name()
                    )))
                    }
                }
            }
            mds.push(self.md_node(&mut pa));
        }
        if let Some(options) = ctx.dictionary_get(attr, "options") {
            let text = AttrView::new(ctx, options)
                .dialect_attr_text()
                .unwrap_or_default();
            let options = loop_options(&text).map_err(|(_, msg)| o.op_error(msg))?;
            for (i, v) in options {
                let (option, boolean) = LOOP_OPTIONS[i];
                let name = match option {
                    "disable_unroll" => "llvm.loop.unroll.disable",
                    "disable_licm" => "llvm.licm.disable",
                    "interleave_count" => "llvm.loop.interleave.count",
                    "disable_pipeline" => "llvm.loop.pipeline.disable",
                    _ => "llvm.loop.pipeline.initiationinterval",
                };
                let ty = if boolean {
                    llc::LLVMInt1TypeInContext(self.llctx)
                } else {
                    llc::LLVMInt32TypeInContext(self.llctx)
                };
                let value = if boolean { (v != 0) as i128 } else { v as i128 };
                let mut node = [
                    self.md_string(name),
                    llc::LLVMValueAsMetadata(int_constant(ty, value)),
                ];
                mds.push(self.md_node(&mut node));
            }
        }
        let node = strata_llvm_distinct_node(self.llctx, mds.as_mut_ptr(), mds.len() as u32, 1);
        self.metadata.loops.insert(attr, node);
        self.attach(inst, "llvm.loop", node);
        Ok(())
    }

    /// Attaches `node` to `inst` as its `kind` metadata.
    unsafe fn attach(&self, inst: LLVMValueRef, kind: &str, node: LLVMMetadataRef) {
        let k =
            llc::LLVMGetMDKindIDInContext(self.llctx, kind.as_ptr() as *const _, kind.len() as u32);
        llc::LLVMSetMetadata(inst, k, llc::LLVMMetadataAsValue(self.llctx, node));
    }
}

/// The name of a flat symbol reference.
fn flat_name(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind_ref(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_str(*root).to_string())
        }
        _ => None,
    }
}
