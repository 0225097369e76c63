//! Symbol tables: ops that define a `sym_name` inside a symbol-table op (such as
//! `builtin.module`), lookup of flat and nested references (`@a::@b`), uniqueness and
//! visibility, with MLIR's rules and wording.

use crate::ir::attrs::loc_pos;
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op};
use crate::ir::context::{Attribute, Context, Identifier};
use crate::support::diag::{Diagnostic, Severity};
use std::collections::HashMap;

/// The attribute naming a symbol.
pub const SYMBOL_NAME_ATTR: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR: &str = "sym_visibility";

/// Who may reference a symbol.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// Visible from anywhere (the default).
    Public,
    /// Visible only within the symbol table that defines it.
    Private,
    /// Visible within the parent symbol table and its ancestors' nested references.
    Nested,
}

/// The `sym_name` of an op, if it is a symbol.
pub fn symbol_name(ctx: &Context, body: &Body, op: Op) -> Option<String> {
    let name = ctx.ident(SYMBOL_NAME_ATTR);
    ctx.dictionary_entries(body.attrs(op))
        .into_iter()
        .find(|(k, _)| *k == name)
        .and_then(|(_, v)| match ctx.attr_kind(v) {
            AttrKind::String { value, ty: None } => String::from_utf8(value.clone()).ok(),
            _ => None,
        })
}

/// The visibility of a symbol op (`public` unless `sym_visibility` says otherwise; an
/// unknown value reads as public, as MLIR does).
pub fn visibility(ctx: &Context, body: &Body, op: Op) -> Visibility {
    let key = ctx.ident(VISIBILITY_ATTR);
    let v = ctx
        .dictionary_entries(body.attrs(op))
        .into_iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v);
    match v.map(|v| ctx.attr_kind(v)) {
        Some(k) => match k {
            AttrKind::String { value, .. } if value == b"private" => Visibility::Private,
            AttrKind::String { value, .. } if value == b"nested" => Visibility::Nested,
            _ => Visibility::Public,
        },
        None => Visibility::Public,
    }
}

/// The symbols directly inside a symbol-table op (its first region's entry block).
pub struct SymbolTable {
    symbols: HashMap<String, Op>,
}

impl SymbolTable {
    /// Collects the symbols of `table_op` (held in `body`); a duplicate name is MLIR's
    /// "redefinition of symbol named" error with a note at the first definition.
    pub fn build(ctx: &Context, body: &Body, table_op: Op) -> Result<SymbolTable, Diagnostic> {
        let mut symbols = HashMap::new();
        let Some((inner, ops)) = table_ops(body, table_op) else {
            return Ok(SymbolTable { symbols });
        };
        for op in ops {
            let Some(name) = symbol_name(ctx, inner, op) else {
                continue;
            };
            if let Some(&first) = symbols.get(&name) {
                let note = Diagnostic {
                    severity: Severity::Note,
                    pos: loc_pos(ctx, inner.loc(first)),
                    ..Diagnostic::error("see existing symbol definition here")
                };
                return Err(Diagnostic {
                    pos: loc_pos(ctx, inner.loc(op)),
                    notes: vec![note],
                    ..Diagnostic::error(format!("redefinition of symbol named '{name}'"))
                });
            }
            symbols.insert(name, op);
        }
        Ok(SymbolTable { symbols })
    }

    /// The op defining `name` directly in this table.
    pub fn lookup(&self, name: &str) -> Option<Op> {
        self.symbols.get(name).copied()
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table defines no symbol.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// Whether `op` is a symbol table: `builtin.module`, or an op whose spec has the
/// `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: Op) -> bool {
    let name = body.op_name(op);
    ctx.ident_ref(name) == "builtin.module"
        || crate::ir::registry::op_has_traits(
            ctx,
            name,
            crate::ir::registry::OpTraits::SYMBOL_TABLE,
        )
}

/// The nearest symbol table around an op (MLIR's `lookupNearestSymbolFrom`), for the
/// symbol-use checks of ops that refer to symbols.
#[derive(Clone, Copy)]
pub struct SymbolScope<'b> {
    ctx: &'b Context,
    /// The arena holding the table op, and the table op; `None` outside any table.
    table: Option<(&'b Body, Op)>,
}

impl<'b> SymbolScope<'b> {
    /// The scope of symbol table `table` (held in its arena), or of no table.
    pub fn new(ctx: &'b Context, table: Option<(&'b Body, Op)>) -> SymbolScope<'b> {
        SymbolScope { ctx, table }
    }

    /// The symbol `reference` (`@a` or `@a::@b`) names, with the arena holding it.
    pub fn lookup(&self, reference: Attribute) -> Option<(&'b Body, Op)> {
        let (body, table) = self.table?;
        lookup_symbol_ref(self.ctx, body, table, reference)
    }
}

/// The arena and ops of a symbol-table op's body (first region, entry block).
fn table_ops(body: &Body, op: Op) -> Option<(&Body, Vec<Op>)> {
    let inner = if body.is_isolated(op) {
        body.nested_body(op)?
    } else {
        body
    };
    let region = *body.regions(op).first()?;
    let entry = inner.entry_block(region)?;
    Some((inner, inner.block_ops(entry).collect()))
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b::@c`) from the symbol table
/// `table_op`: each nested name is looked up in the symbol found before it. Returns the
/// arena holding the symbol and the symbol op.
pub fn lookup_symbol_ref<'b>(
    ctx: &Context,
    body: &'b Body,
    table_op: Op,
    reference: Attribute,
) -> Option<(&'b Body, Op)> {
    let (root, nested): (Identifier, Vec<Identifier>) = match ctx.attr_kind(reference) {
        AttrKind::SymbolRef { root, nested } => (*root, nested.clone()),
        _ => return None,
    };
    let mut cur_body = body;
    let mut cur = table_op;
    for name in std::iter::once(root).chain(nested) {
        let (inner, ops) = table_ops(cur_body, cur)?;
        let want = ctx.ident_str(name);
        let found = ops
            .into_iter()
            .find(|&o| symbol_name(ctx, inner, o).as_deref() == Some(&*want))?;
        cur_body = inner;
        cur = found;
    }
    Some((cur_body, cur))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::{parse_module, ParseOptions};

    fn module(ctx: &Context, src: &str) -> crate::asm::ParsedModule {
        parse_module(ctx, src, &ParseOptions::default()).unwrap()
    }

    #[test]
    fn lookup_nested_references_and_visibility() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        let m = module(
            &ctx,
            r#""builtin.module"() ({
  "builtin.module"() ({
    "d.f"() {sym_name = "f", sym_visibility = "private"} : () -> ()
  }) {sym_name = "inner"} : () -> ()
  "d.g"() {sym_name = "g"} : () -> ()
}) : () -> ()"#,
        );
        let table = SymbolTable::build(&ctx, &m.body, m.op).unwrap();
        assert_eq!(table.len(), 2);
        assert!(table.lookup("g").is_some() && table.lookup("f").is_none());
        let r = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident("inner"),
            nested: vec![ctx.ident("f")],
        });
        let (b, f) = lookup_symbol_ref(&ctx, &m.body, m.op, r).unwrap();
        assert_eq!(symbol_name(&ctx, b, f).as_deref(), Some("f"));
        assert_eq!(visibility(&ctx, b, f), Visibility::Private);
        let missing = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident("inner"),
            nested: vec![ctx.ident("x")],
        });
        assert!(lookup_symbol_ref(&ctx, &m.body, m.op, missing).is_none());
    }

    #[test]
    fn duplicate_symbols_are_mlir_errors() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        let m = module(
            &ctx,
            "\"d.f\"() {sym_name = \"a\"} : () -> ()\n\"d.g\"() {sym_name = \"a\"} : () -> ()",
        );
        let e = SymbolTable::build(&ctx, &m.body, m.op).err().unwrap();
        assert_eq!(e.message, "redefinition of symbol named 'a'");
        assert_eq!(e.pos.unwrap().line, 2);
        assert_eq!(e.notes[0].pos.as_ref().unwrap().line, 1);
    }
}
