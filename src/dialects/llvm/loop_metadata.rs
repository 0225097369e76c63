//! Loop metadata of the `llvm` dialect as MLIR 16 has it: the `llvm.loop` attribute of
//! a branch (`{parallel_access = [@metadata::@group, ...], options =
//! #llvm.loopopts<...>}`) and its checks, and the reader of `#llvm.loopopts<...>`, kept as
//! text, whose printed form is not the form written (options sorted, each once).

use super::*;
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::symbol::SymbolScope;

/// The name of the loop metadata attribute of a branch.
pub const LOOP_ATTR: &str = "llvm.loop";

/// MLIR 16's `LoopOptionCase`, in enum order (values 1 to 5), each with whether it is a
/// boolean option.
pub const LOOP_OPTIONS: &[(&str, bool)] = &[
    ("disable_unroll", true),
    ("disable_licm", true),
    ("interleave_count", false),
    ("disable_pipeline", true),
    ("pipeline_initiation_interval", false),
];

/// Registers the reader of `#llvm.loopopts`.
pub fn register(ctx: &Context) {
    ctx.add_attr_text_hook("llvm.loopopts", Box::new(read_loop_options));
}

/// The body of `text` (`name<body>`) with the byte offset it starts at, if it has one.
fn body_of(text: &str) -> Option<(usize, &str)> {
    let open = text.find('<')?;
    let body = text[open + 1..].strip_suffix('>')?;
    Some((open + 1, body))
}

/// The options of `#llvm.loopopts<...>` text, in enum order (index into
/// [`LOOP_OPTIONS`], value), as MLIR 16's `LoopOptionsAttr::parse` reads them, with its
/// errors (at the attribute's mnemonic, or after `<` when no option name follows).
pub fn loop_options(text: &str) -> Result<Vec<(usize, i64)>, (usize, String)> {
    let name_loc = "llvm.".len();
    let Some((start, body)) = body_of(text) else {
        return Err((name_loc, "expected '<'".to_string()));
    };
    let mut options: Vec<(usize, i64)> = Vec::new();
    let mut offset = start;
    for item in body.split(',') {
        let lead = item.len() - item.trim_start().len();
        let item_trim = item.trim();
        let (key, value) = match item_trim.split_once('=') {
            Some((k, v)) => (k.trim(), Some(v.trim())),
            None => (item_trim, None),
        };
        let is_keyword = key
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
        if !is_keyword {
            return Err((offset + lead, "expected valid keyword".to_string()));
        }
        let Some(i) = LOOP_OPTIONS.iter().position(|(n, _)| *n == key) else {
            return Err((name_loc, format!("unknown loop option: {key}")));
        };
        if options.iter().any(|(j, _)| *j == i) {
            return Err((name_loc, "loop option present twice".to_string()));
        }
        let Some(value) = value else {
            return Err((offset + lead + key.len(), "expected '='".to_string()));
        };
        let v = if LOOP_OPTIONS[i].1 {
            match value {
                "true" => 1,
                "false" => 0,
                _ => {
                    return Err((
                        name_loc,
                        "expected boolean value 'true' or 'false'".to_string(),
                    ))
                }
            }
        } else {
            match value.parse::<i64>() {
                Ok(v) => v,
                Err(_) => return Err((name_loc, "expected integer value".to_string())),
            }
        };
        options.push((i, v));
        offset += item.len() + 1;
    }
    options.sort_by_key(|&(i, _)| i);
    Ok(options)
}

/// `#llvm.loopopts<...>` as MLIR 16 prints it: the options in enum order.
fn read_loop_options(text: &str) -> Result<String, Vec<(usize, String)>> {
    let options = loop_options(text).map_err(|e| vec![e])?;
    let body: Vec<String> = options
        .iter()
        .map(|&(i, v)| {
            let (name, boolean) = LOOP_OPTIONS[i];
            if boolean {
                format!("{name} = {}", v != 0)
            } else {
                format!("{name} = {v}")
            }
        })
        .collect();
    Ok(format!("llvm.loopopts<{}>", body.join(", ")))
}

/// Whether `a` is a `#llvm.loopopts<...>` attribute.
fn is_loop_options(ctx: &Context, a: Attribute) -> bool {
    AttrView::new(ctx, a)
        .dialect_attr_text()
        .is_some_and(|t| t.starts_with("llvm.loopopts<"))
}

/// The shape checks of the `llvm.loop` attribute of `op`, if it has one (MLIR 16's
/// `LLVMDialect::verifyOperationAttribute`).
pub fn verify_loop_attr(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(loop_attr) = op.attr(LOOP_ATTR) else {
        return Ok(());
    };
    if !matches!(ctx.attr_kind_ref(loop_attr), AttrKind::Dictionary(_)) {
        return Err(op.op_error(format!(
            "expected '{LOOP_ATTR}' to be a dictionary attribute"
        )));
    }
    if let Some(pa) = ctx.dictionary_get(loop_attr, "parallel_access") {
        let Some(elements) = AttrView::new(ctx, pa).array_elements() else {
            return Err(op.op_error("expected 'parallel_access' to be an array attribute"));
        };
        for e in elements {
            if !matches!(ctx.attr_kind_ref(e.attr), AttrKind::SymbolRef { .. }) {
                return Err(op.op_error(format!(
                    "expected '{}' to be a symbol reference",
                    attr_text(ctx, e.attr)
                )));
            }
        }
    }
    if let Some(options) = ctx.dictionary_get(loop_attr, "options") {
        if !is_loop_options(ctx, options) {
            return Err(op.op_error("expected 'options' to be a `loopopts` attribute"));
        }
    }
    Ok(())
}

/// The references of the `parallel_access` of the `llvm.loop` attribute of `op`: each
/// names a metadata op, and a symbol in it.
pub fn verify_loop_refs(op: &OpRef<'_>, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(pa) = op
        .attr(LOOP_ATTR)
        .and_then(|l| ctx.dictionary_get(l, "parallel_access"))
    else {
        return Ok(());
    };
    let Some(elements) = AttrView::new(ctx, pa).array_elements() else {
        return Ok(());
    };
    for e in elements {
        let AttrKind::SymbolRef { root, .. } = ctx.attr_kind_ref(e.attr) else {
            continue;
        };
        let text = attr_text(ctx, e.attr);
        let root_ref = ctx.intern_attr(AttrKind::SymbolRef {
            root: *root,
            nested: Vec::new(),
        });
        let is_metadata = symbols
            .lookup(root_ref)
            .is_some_and(|(b, o)| OpRef::new(ctx, b, o).name() == "llvm.metadata");
        if !is_metadata {
            return Err(op.op_error(format!("expected '{text}' to reference a metadata op")));
        }
        let nested_ok = match ctx.attr_kind_ref(e.attr) {
            AttrKind::SymbolRef { nested, .. } => !nested.is_empty(),
            _ => false,
        };
        if !nested_ok || symbols.lookup(e.attr).is_none() {
            return Err(op.op_error(format!("expected '{text}' to reference an access_group op")));
        }
    }
    Ok(())
}

/// The text of attribute `a`.
fn attr_text(ctx: &Context, a: Attribute) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.attr_to_string(a)
}

impl HasVerifier for BrOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_loop_attr(&self.0)
    }
}

impl HasVerifier for CondBrOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_loop_attr(&self.0)
    }
}

impl strata_framework::ods::HasSymbolUses for BrOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_loop_refs(&self.0, symbols)
    }
}

impl strata_framework::ods::HasSymbolUses for CondBrOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_loop_refs(&self.0, symbols)
    }
}
