//! File metadata: the `{-# dialect_resources: {...}, external_resources: {...} #-}` block
//! after the top-level op, parsed into entries and printed back as mlir-opt prints it.
//!
//! A dialect's blob resources (`builtin`'s, referenced by `dense_resource<name>`) are
//! printed only when the printed IR still references them, in the order the references
//! are printed; external resources are kept whole. Blobs print as upper-case hex and
//! strings with MLIR's escapes. Groups left without entries, and sections left without
//! groups, are not printed.

use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op, WalkOrder, WalkResult};
use crate::ir::context::DialectResources;
use crate::{Attribute, Context};

/// The value of one resource entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResourceValue {
    /// `true` or `false`.
    Bool(bool),
    /// A string (not a blob).
    String(Vec<u8>),
    /// A hex blob `"0x..."`: its bytes (the first 4 encode the alignment).
    Blob(Vec<u8>),
}

/// One group of a section: a dialect's resources, or an external tool's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceGroup {
    /// The dialect or external key (`builtin`, `external`).
    pub name: String,
    /// For a dialect group, how the dialect handles its resources.
    pub dialect: Option<DialectResources>,
    /// `(key, value)` in the order written.
    pub entries: Vec<(String, ResourceValue)>,
}

/// A parsed `{-# ... #-}` block.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileMetadata {
    /// The groups of `dialect_resources`, in the order written.
    pub dialect_resources: Vec<ResourceGroup>,
    /// The groups of `external_resources`, in the order written (but `mlir_reproducer`).
    pub external_resources: Vec<ResourceGroup>,
    /// The `mlir_reproducer` external resource: how a crash reproducer says to run the
    /// IR (it is read, not kept: it is not printed back).
    pub reproducer: Option<ReproducerOptions>,
}

/// The entries of an `mlir_reproducer` external resource (what the pass manager writes
/// in a crash reproducer), each set only if given; a later entry replaces an earlier one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReproducerOptions {
    /// `pipeline`: the textual pipeline to run.
    pub pipeline: Option<String>,
    /// `disable_threading`.
    pub disable_threading: Option<bool>,
    /// `verify_each`.
    pub verify_each: Option<bool>,
}

impl ReproducerOptions {
    /// The name of the external resource group.
    pub const GROUP: &'static str = "mlir_reproducer";

    /// The resource group as a crash reproducer writes it: `pipeline`,
    /// `disable_threading`, `verify_each`.
    pub fn group(pipeline: &str, disable_threading: bool, verify_each: bool) -> ResourceGroup {
        ResourceGroup {
            name: Self::GROUP.to_string(),
            dialect: None,
            entries: vec![
                (
                    "pipeline".to_string(),
                    ResourceValue::String(pipeline.as_bytes().to_vec()),
                ),
                (
                    "disable_threading".to_string(),
                    ResourceValue::Bool(disable_threading),
                ),
                ("verify_each".to_string(), ResourceValue::Bool(verify_each)),
            ],
        }
    }
}

/// The top-level op `op` of `body` as a tool prints it (MLIR's `Operation::print` of a
/// top-level op): the op, a newline, and after a blank line the file metadata of `meta`
/// that is left to print (the blob resources the op references, the external resources).
/// With `local_scope` the op is printed as any other op: no newline, no file metadata.
pub fn print_top_level(
    ctx: &Context,
    body: &Body,
    op: Op,
    opts: &super::printer::PrintOptions,
    meta: Option<&FileMetadata>,
) -> String {
    let mut text = super::printer::print_op(ctx, body, op, opts);
    if opts.local_scope {
        return text;
    }
    text.push('\n');
    if let Some(meta) = meta {
        let printed = meta.print(&referenced_resources(ctx, body, op));
        if !printed.is_empty() {
            text.push('\n');
            text.push_str(&printed);
        }
    }
    text
}

/// Sets the file metadata of the IR being processed (its dialect resources) on `ctx`, for
/// the passes that print a top-level op followed by it (`snapshot-op-locations`).
pub fn set_input_resources(ctx: &Context, meta: Option<FileMetadata>) {
    ctx.set_input_resources(meta.map(|m| std::sync::Arc::new(m) as _));
}

/// The file metadata set by [`set_input_resources`], if any.
pub fn input_resources(ctx: &Context) -> Option<std::sync::Arc<FileMetadata>> {
    ctx.input_resources()
        .and_then(|a| std::sync::Arc::downcast::<FileMetadata>(a).ok())
}

/// The names of the resources referenced by `dense_resource<name>` attributes of `root`
/// and the ops nested in it, in print order (first reference first).
pub fn referenced_resources(ctx: &Context, body: &Body, root: Op) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut stack: Vec<Attribute> = Vec::new();
    body.walk(root, WalkOrder::PreOrder, |b, op| {
        stack.push(b.attrs(op));
        while let Some(a) = stack.pop() {
            let k = ctx.attr_kind(a);
            match k {
                AttrKind::Verbatim { keyword, body, .. }
                    if keyword == "dense_resource" && !out.iter().any(|n| n == body) =>
                {
                    out.push(body.clone());
                }
                // Pushed in reverse so that they pop in print order.
                AttrKind::Array(es) => stack.extend(es.iter().rev().copied()),
                AttrKind::Dictionary(es) => stack.extend(es.iter().rev().map(|&(_, e)| e)),
                AttrKind::Opaque { refs, .. } => {
                    stack.extend(refs.iter().rev().filter_map(|r| match *r {
                        crate::ir::context::TypeOrAttr::Attr(a) => Some(a),
                        crate::ir::context::TypeOrAttr::Type(_) => None,
                    }))
                }
                _ => {}
            }
        }
        WalkResult::Advance
    });
    out
}

impl FileMetadata {
    /// The block as mlir-opt prints it after the top-level op, `{-#` through `#-}` and a
    /// newline; empty when nothing is left to print. `referenced` lists the blob
    /// resources the printed IR uses ([`referenced_resources`]).
    pub fn print(&self, referenced: &[String]) -> String {
        let dialect: Vec<ResourceGroup> = self
            .dialect_resources
            .iter()
            .filter_map(|g| {
                let entries: Vec<(String, ResourceValue)> = match g.dialect {
                    // Blobs are printed as the dialect's handles are: referenced ones,
                    // in reference order.
                    Some(DialectResources::Blobs) => referenced
                        .iter()
                        .filter_map(|r| g.entries.iter().find(|(k, _)| k == r).cloned())
                        .collect(),
                    _ => g.entries.clone(),
                };
                (!entries.is_empty()).then(|| ResourceGroup {
                    entries,
                    ..g.clone()
                })
            })
            .collect();
        let external: Vec<&ResourceGroup> = self
            .external_resources
            .iter()
            .filter(|g| !g.entries.is_empty())
            .collect();
        if dialect.is_empty() && external.is_empty() {
            return String::new();
        }
        let mut out = String::from("{-#\n");
        let mut sections = Vec::new();
        if !dialect.is_empty() {
            sections.push(("dialect_resources", dialect.iter().collect::<Vec<_>>()));
        }
        if !external.is_empty() {
            sections.push(("external_resources", external));
        }
        for (si, (name, groups)) in sections.iter().enumerate() {
            if si > 0 {
                out.push_str(",\n");
            }
            out.push_str("  ");
            out.push_str(name);
            out.push_str(": {\n");
            for (gi, g) in groups.iter().enumerate() {
                if gi > 0 {
                    out.push_str(",\n");
                }
                out.push_str("    ");
                out.push_str(&g.name);
                out.push_str(": {\n");
                for (ei, (k, v)) in g.entries.iter().enumerate() {
                    if ei > 0 {
                        out.push_str(",\n");
                    }
                    out.push_str("      ");
                    out.push_str(k);
                    out.push_str(": ");
                    write_value(&mut out, v);
                }
                out.push_str("\n    }");
            }
            out.push_str("\n  }");
        }
        out.push_str("\n#-}\n");
        out
    }
}

fn write_value(out: &mut String, v: &ResourceValue) {
    match v {
        ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ResourceValue::String(s) => super::print_attr::write_escaped_string(out, s),
        ResourceValue::Blob(bytes) => {
            out.push_str("\"0x");
            for b in bytes {
                out.push_str(&format!("{b:02X}"));
            }
            out.push('"');
        }
    }
}

/// The bytes of a blob's hex digits (validated by the parser).
pub(crate) fn blob_bytes(hex: &str) -> Vec<u8> {
    hex.as_bytes()
        .chunks(2)
        .map(|p| {
            let d = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
            d(p[0]) << 4 | d(p[1])
        })
        .collect()
}
