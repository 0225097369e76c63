//! Symbol tables: ops that define a `sym_name` inside a symbol-table op (such as
//! `builtin.module`), lookup of flat and nested references (`@a::@b`), uniqueness and
//! visibility, with MLIR's rules and wording.

use crate::ir::attrs::AttrKind;
use crate::ir::body::{Body, Op, Region};
use crate::ir::context::{Attribute, Context, FxHashMap, Identifier, TypeOrAttr};
use crate::ir::registry::{note_at, op_error, OpTraits};
use crate::support::diag::Diagnostic;
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
                let d = op_error(
                    ctx,
                    inner,
                    op,
                    &format!("redefinition of symbol named '{name}'"),
                );
                return Err(d.with_note(note_at(
                    inner.loc(first),
                    "see existing symbol definition here",
                )));
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

/// The nearest symbol table around an op (MLIR's `lookupNearestSymbolFrom`), for the
/// symbol-use checks of ops that refer to symbols.
#[derive(Clone, Copy)]
pub struct SymbolScope<'b> {
    ctx: &'b Context,
    /// The arena holding the table op, and the table op; `None` outside any table.
    table: Option<(&'b Body, Op)>,
    /// The tables already built, when the caller keeps some.
    cache: Option<&'b SymbolTableCache>,
}

impl<'b> SymbolScope<'b> {
    /// The scope of symbol table `table` (held in its arena), or of no table. Each lookup
    /// scans the table's ops: for one reference; [`SymbolScope::with_cache`] for many.
    pub fn new(ctx: &'b Context, table: Option<(&'b Body, Op)>) -> SymbolScope<'b> {
        SymbolScope {
            ctx,
            table,
            cache: None,
        }
    }

    /// The scope of `table`, resolving references through `cache` (whose tables must not
    /// have changed since it built them).
    pub fn with_cache(
        ctx: &'b Context,
        table: Option<(&'b Body, Op)>,
        cache: &'b SymbolTableCache,
    ) -> SymbolScope<'b> {
        SymbolScope {
            ctx,
            table,
            cache: Some(cache),
        }
    }

    /// The symbol `reference` (`@a` or `@a::@b`) names, with the arena holding it.
    pub fn lookup(&self, reference: Attribute) -> Option<(&'b Body, Op)> {
        let (body, table) = self.table?;
        match self.cache {
            Some(cache) => cache.lookup_symbol_ref(self.ctx, body, table, reference),
            None => lookup_symbol_ref(self.ctx, body, table, reference),
        }
    }
}

/// The symbols of symbol-table ops, each table built on its first lookup and kept (MLIR's
/// `SymbolTableCollection`), shared by threads. A cache lives while the IR it read does
/// not change: the verifier makes one per verification; a pass that adds, erases or
/// renames symbols makes a new one.
#[derive(Default)]
pub struct SymbolTableCache {
    /// By table op (its arena's address and its handle): its symbols by name, the first
    /// op of each name.
    tables: std::sync::Mutex<FxHashMap<(usize, Op), FxHashMap<Identifier, Op>>>,
}

impl SymbolTableCache {
    /// The op defining `name` directly in the table op `table_op` (held in `body`): what
    /// [`lookup_symbol_ref`] finds for a flat reference.
    pub fn lookup(&self, ctx: &Context, body: &Body, table_op: Op, name: Identifier) -> Option<Op> {
        let key = (body as *const Body as usize, table_op);
        let mut tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        let symbols = tables.entry(key).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            if let Some((inner, ops)) = table_ops(body, table_op) {
                for op in ops {
                    if let Some(s) = symbol_name(ctx, inner, op) {
                        symbols.entry(ctx.ident(&s)).or_insert(op);
                    }
                }
            }
            symbols
        });
        symbols.get(&name).copied()
    }

    /// [`lookup_symbol_ref`] through the cache: the symbol `reference` (`@a` or
    /// `@a::@b::@c`) names from the table op `table_op`, with the arena holding it.
    pub fn lookup_symbol_ref<'b>(
        &self,
        ctx: &Context,
        body: &'b Body,
        table_op: Op,
        reference: Attribute,
    ) -> Option<(&'b Body, Op)> {
        let (root, nested) = match ctx.attr_kind_ref(reference) {
            AttrKind::SymbolRef { root, nested } => (*root, nested.as_slice()),
            _ => return None,
        };
        let mut cur_body = body;
        let mut cur = table_op;
        for &name in std::iter::once(&root).chain(nested) {
            let inner = if cur_body.is_isolated(cur) {
                cur_body.nested_body(cur)?
            } else {
                cur_body
            };
            let found = self.lookup(ctx, cur_body, cur, name)?;
            cur_body = inner;
            cur = found;
        }
        Some((cur_body, cur))
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

/// The `SymbolRef` attributes of an op's attribute dictionary, looked for through arrays,
/// dictionaries and the parameters of dialect attributes (MLIR's `walkSymbolRefs`, which
/// walks the dictionary's sub-elements), in the order they appear.
pub fn symbol_refs_in(ctx: &Context, attrs: Attribute, out: &mut Vec<Attribute>) {
    let mut stack = vec![attrs];
    while let Some(a) = stack.pop() {
        let first = stack.len();
        match ctx.attr_kind_ref(a) {
            AttrKind::SymbolRef { .. } => out.push(a),
            AttrKind::Array(elems) => stack.extend(elems.iter().copied()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().map(|&(_, v)| v)),
            AttrKind::Opaque { refs, .. } => stack.extend(refs.iter().filter_map(|r| match r {
                TypeOrAttr::Attr(a) => Some(*a),
                TypeOrAttr::Type(_) => None,
            })),
            AttrKind::Dialect(data) => {
                stack.extend(data.refs().into_iter().filter_map(|r| match r {
                    TypeOrAttr::Attr(a) => Some(a),
                    TypeOrAttr::Type(_) => None,
                }))
            }
            _ => {}
        }
        // Visit the elements of a container in order.
        stack[first..].reverse();
    }
}

/// Whether `op` (held in `body`) may be a symbol table the context knows nothing of: one
/// region, and a dialect the context does not know (MLIR's
/// `isPotentiallyUnknownSymbolTable`).
fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: Op) -> bool {
    let name = ctx.ident_ref(body.op_name(op));
    let dialect = name.split_once('.').map_or(name, |(d, _)| d);
    body.regions(op).len() == 1 && !ctx.is_known_dialect(dialect)
}

/// The symbol references held by `op` (held in `body`) and by the ops nested in it, not
/// looking into nested symbol tables (MLIR's `SymbolTable::getSymbolUses(Operation *)`):
/// the `SymbolRef` attributes of their attribute dictionaries. `None` when one of these
/// ops may be a symbol table the context knows nothing of, whose uses cannot be known.
pub fn symbol_uses(ctx: &Context, body: &Body, op: Op) -> Option<Vec<Attribute>> {
    let mut uses = Vec::new();
    let is_table = |b: &Body, o: Op| {
        ctx.op_info_of(b.op_name(o))
            .is_some_and(|i| i.traits.contains(OpTraits::SYMBOL_TABLE))
    };
    let visit = |b: &Body, o: Op, uses: &mut Vec<Attribute>| -> Option<()> {
        if is_potentially_unknown_symbol_table(ctx, b, o) {
            return None;
        }
        symbol_refs_in(ctx, b.attrs(o), uses);
        Some(())
    };
    visit(body, op, &mut uses)?;
    if is_table(body, op) {
        return Some(uses);
    }
    // The regions left to walk, each with the arena holding it.
    let mut regions: Vec<(&Body, Region)> = Vec::new();
    /// Stacks the regions of `o` (held in `b`) with the arena holding them.
    fn push_regions<'b>(regions: &mut Vec<(&'b Body, Region)>, b: &'b Body, o: Op) {
        let inner = if b.is_isolated(o) {
            b.nested_body(o)
        } else {
            Some(b)
        };
        if let Some(inner) = inner {
            regions.extend(b.regions(o).iter().rev().map(|&r| (inner, r)));
        }
    }
    push_regions(&mut regions, body, op);
    while let Some((b, r)) = regions.pop() {
        for block in b.region_blocks(r) {
            for o in b.block_ops(block) {
                visit(b, o, &mut uses)?;
                if !is_table(b, o) {
                    push_regions(&mut regions, b, o);
                }
            }
        }
    }
    Some(uses)
}

/// A symbol table seen from its region (the first region of a symbol-table op), with the
/// arena holding it: what a pass holding an isolated op, but not the arena around it, can
/// name.
#[derive(Clone, Copy, Debug)]
pub struct TableRegion<'b> {
    /// The arena holding the region.
    pub body: &'b Body,
    /// The region.
    pub region: Region,
}

impl<'b> TableRegion<'b> {
    /// The table of the symbol-table op `op` (held in `body`): its first region, `None`
    /// when it has none.
    pub fn of_op(body: &'b Body, op: Op) -> Option<TableRegion<'b>> {
        let inner = if body.is_isolated(op) {
            body.nested_body(op)?
        } else {
            body
        };
        Some(TableRegion {
            body: inner,
            region: *body.regions(op).first()?,
        })
    }
}

/// Symbol tables built on demand and kept (MLIR's `SymbolTableCollection`): the symbols of
/// each table by name, so that resolving many references costs a lookup each.
#[derive(Default)]
pub struct SymbolTableCollection {
    /// By table (its arena's address and its region): the symbols by name.
    tables: FxHashMap<(usize, Region), FxHashMap<Identifier, Op>>,
}

impl SymbolTableCollection {
    /// The op defining `name` directly in `table` (the first op of that name in the
    /// table's blocks).
    pub fn lookup(
        &mut self,
        ctx: &Context,
        table: TableRegion<'_>,
        name: Identifier,
    ) -> Option<Op> {
        let key = (table.body as *const Body as usize, table.region);
        let symbols = self.tables.entry(key).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            let name_id = ctx.ident(SYMBOL_NAME_ATTR);
            for block in table.body.region_blocks(table.region) {
                for op in table.body.block_ops(block) {
                    let attrs = table.body.attrs(op);
                    let Some(&(_, v)) = ctx
                        .dictionary_entries_ref(attrs)
                        .iter()
                        .find(|(k, _)| *k == name_id)
                    else {
                        continue;
                    };
                    if let Some(s) = ctx.string_value(v) {
                        symbols.entry(ctx.ident(&s)).or_insert(op);
                    }
                }
            }
            symbols
        });
        symbols.get(&name).copied()
    }

    /// The symbols `reference` (`@a` or `@a::@b::@c`) names from `table`, outermost first
    /// (MLIR's `lookupSymbolIn` collecting every symbol of a nested reference): each name
    /// but the last must be a symbol table. `None` when one is missing.
    pub fn lookup_symbol_in<'b>(
        &mut self,
        ctx: &Context,
        table: TableRegion<'b>,
        reference: Attribute,
    ) -> Option<Vec<(&'b Body, Op)>> {
        let (root, nested) = match ctx.attr_kind_ref(reference) {
            AttrKind::SymbolRef { root, nested } => (*root, nested.as_slice()),
            _ => return None,
        };
        let mut found = Vec::with_capacity(nested.len() + 1);
        let mut table = table;
        for (i, &name) in std::iter::once(&root).chain(nested).enumerate() {
            let op = self.lookup(ctx, table, name)?;
            found.push((table.body, op));
            if i < nested.len() {
                let is_table = ctx
                    .op_info_of(table.body.op_name(op))
                    .is_some_and(|info| info.traits.contains(OpTraits::SYMBOL_TABLE));
                if !is_table {
                    return None;
                }
                table = TableRegion::of_op(table.body, op)?;
            }
        }
        Some(found)
    }
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
        // The cache finds what the scan finds, and so does a scope through it.
        let cache = SymbolTableCache::default();
        let g = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident("g"),
            nested: vec![],
        });
        for reference in [r, missing, g, r] {
            let scanned = lookup_symbol_ref(&ctx, &m.body, m.op, reference);
            let cached = cache.lookup_symbol_ref(&ctx, &m.body, m.op, reference);
            assert_eq!(
                scanned.map(|(b, o)| (b as *const Body, o)),
                cached.map(|(b, o)| (b as *const Body, o))
            );
            let scope = SymbolScope::with_cache(&ctx, Some((&m.body, m.op)), &cache);
            assert_eq!(
                scope.lookup(reference).map(|(_, o)| o),
                cached.map(|(_, o)| o)
            );
        }
    }

    #[test]
    fn cached_lookup_finds_the_first_of_duplicates() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        let m = module(
            &ctx,
            "\"d.f\"() {sym_name = \"a\"} : () -> ()\n\"d.g\"() {sym_name = \"a\"} : () -> ()",
        );
        let a = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident("a"),
            nested: vec![],
        });
        let cache = SymbolTableCache::default();
        let (b, found) = cache.lookup_symbol_ref(&ctx, &m.body, m.op, a).unwrap();
        assert_eq!(ctx.ident_str(b.op_name(found)).to_string(), "d.f");
        assert_eq!(
            lookup_symbol_ref(&ctx, &m.body, m.op, a).map(|(_, o)| o),
            Some(found)
        );
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
        let line = |d: &Diagnostic| match d.loc {
            crate::support::diag::DiagLoc::Attr(l) => {
                let a = crate::ir::context::Attribute::from_loc_ref(l);
                crate::ir::locations::file_pos(&ctx, a).unwrap().line
            }
            _ => 0,
        };
        assert_eq!(line(&e), 2);
        // MLIR's order: the op itself, then the existing definition.
        assert!(e.notes[0]
            .message
            .starts_with("see current operation: \"d.g\"()"));
        assert_eq!(line(&e.notes[1]), 1);
    }

    #[test]
    fn symbol_uses_stop_at_nested_tables_and_unknown_tables() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::builtin::register(&ctx);
        let m = module(
            &ctx,
            r#""d.user"() ({
  "d.inner"() {r = [@a, {k = @b::@c}]} : () -> ()
  "builtin.module"() ({
    "d.hidden"() {r = @z} : () -> ()
  }) : () -> ()
}, {}) {r = @x} : () -> ()
"builtin.module"() ({
  "d.f"() {sym_name = "a"} : () -> ()
}) {sym_name = "b"} : () -> ()
"d.table"() ({}) : () -> ()"#,
        );
        let top = m.body.nested_body(m.op).unwrap();
        let region = m.body.regions(m.op)[0];
        let ops: Vec<Op> = top.block_ops(top.entry_block(region).unwrap()).collect();
        let uses = symbol_uses(&ctx, top, ops[0]).unwrap();
        let text: Vec<String> = uses
            .iter()
            .map(|&u| match ctx.attr_kind(u) {
                AttrKind::SymbolRef { root, nested } => std::iter::once(root)
                    .chain(nested)
                    .map(|i| ctx.ident_str(*i).to_string())
                    .collect::<Vec<_>>()
                    .join("::"),
                _ => String::new(),
            })
            .collect();
        assert_eq!(text, ["x", "a", "b::c"]);
        // `d` is no dialect the context knows: a one-region op of it may be a table.
        assert!(symbol_uses(&ctx, top, ops[2]).is_none());
        let mut tables = SymbolTableCollection::default();
        let table = TableRegion { body: top, region };
        let r = ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident("b"),
            nested: vec![ctx.ident("a")],
        });
        let found = tables.lookup_symbol_in(&ctx, table, r).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].1, ops[1]);
        assert_eq!(
            symbol_name(&ctx, found[1].0, found[1].1).as_deref(),
            Some("a")
        );
    }
}

// ----- symbols seen from an arena being rewritten -----

/// A read-only copy of the symbols of one symbol table: each symbol's op name and
/// attribute dictionary, by name (the first op of each name). The greedy driver takes one
/// of the nearest table around an isolated op before rewriting the op's arena (whose
/// surroundings it cannot read meanwhile), so that folds in the arena can look symbols up
/// as MLIR's do through the parent table.
#[derive(Default, Debug)]
pub struct SymbolSnapshot {
    symbols: FxHashMap<Identifier, (Identifier, Attribute)>,
}

impl SymbolSnapshot {
    /// The symbols defined by `ops` (held in `body`).
    fn of_ops(ctx: &Context, body: &Body, ops: impl Iterator<Item = Op>) -> SymbolSnapshot {
        let key = ctx.ident(SYMBOL_NAME_ATTR);
        let mut symbols = FxHashMap::default();
        for op in ops {
            let attrs = body.attrs(op);
            if let Some(name) = ctx.dictionary_get_ident(attrs, key) {
                if let AttrKind::String { value, ty: None } = ctx.attr_kind_ref(name) {
                    if let Ok(s) = std::str::from_utf8(value) {
                        symbols
                            .entry(ctx.ident(s))
                            .or_insert((body.op_name(op), attrs));
                    }
                }
            }
        }
        SymbolSnapshot { symbols }
    }

    /// The symbols of the table op `table` (held in `body`).
    pub fn of_table(ctx: &Context, body: &Body, table: Op) -> SymbolSnapshot {
        match table_ops(body, table) {
            Some((inner, ops)) => SymbolSnapshot::of_ops(ctx, inner, ops.into_iter()),
            None => SymbolSnapshot::default(),
        }
    }

    /// The symbols of the entry block of the first root region of `body` (the arena of a
    /// symbol-table op).
    pub fn of_arena(ctx: &Context, body: &Body) -> SymbolSnapshot {
        match body.root_regions().next().and_then(|r| body.entry_block(r)) {
            Some(b) => SymbolSnapshot::of_ops(ctx, body, body.block_ops(b)),
            None => SymbolSnapshot::default(),
        }
    }

    /// The op name and attributes of the symbol `name`.
    pub fn get(&self, name: Identifier) -> Option<(Identifier, Attribute)> {
        self.symbols.get(&name).copied()
    }
}

/// Where the nearest symbol table around the top-level ops of an arena being rewritten
/// is, for [`lookup_in_nearest_table`].
#[derive(Clone, Default, Debug)]
pub enum ArenaSymbols {
    /// Not known (or none): lookups past the arena find nothing.
    #[default]
    Unknown,
    /// The op owning the arena is a symbol table: its symbols are the ops of the entry
    /// block of the arena's first root region.
    Owner,
    /// A table outside the arena, as it was when the arena's rewrite began.
    Outer(std::sync::Arc<SymbolSnapshot>),
}

thread_local! {
    static ARENA_SYMBOLS: std::cell::RefCell<ArenaSymbols> =
        const { std::cell::RefCell::new(ArenaSymbols::Unknown) };
}

/// The [`ArenaSymbols`] set on this thread (by [`with_arena_symbols`]).
pub fn arena_symbols() -> ArenaSymbols {
    ARENA_SYMBOLS.with(|s| s.borrow().clone())
}

/// Runs `f` with `symbols` as the table around the arena it rewrites, then restores the
/// previous one.
pub fn with_arena_symbols<R>(symbols: ArenaSymbols, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<ArenaSymbols>);
    impl Drop for Restore {
        fn drop(&mut self) {
            if let Some(prev) = self.0.take() {
                ARENA_SYMBOLS.with(|s| *s.borrow_mut() = prev);
            }
        }
    }
    let prev = ARENA_SYMBOLS.with(|s| std::mem::replace(&mut *s.borrow_mut(), symbols));
    let _restore = Restore(Some(prev));
    f()
}

/// MLIR's `op->getParentWithTrait<SymbolTable>()` followed by `lookupSymbolIn` of the flat
/// name `name`, for an op of `body`: the op name and attributes of the symbol. A table in
/// the arena is read directly; past the arena's top, the thread's [`ArenaSymbols`] say.
pub fn lookup_in_nearest_table(
    ctx: &Context,
    body: &Body,
    op: Op,
    name: Identifier,
) -> Option<(Identifier, Attribute)> {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if crate::ir::registry::op_has_traits(ctx, body.op_name(p), OpTraits::SYMBOL_TABLE) {
            let (inner, ops) = table_ops(body, p)?;
            return SymbolSnapshot::of_ops(ctx, inner, ops.into_iter()).get(name);
        }
        cur = body.parent_op(p);
    }
    match arena_symbols() {
        ArenaSymbols::Unknown => None,
        ArenaSymbols::Owner => SymbolSnapshot::of_arena(ctx, body).get(name),
        ArenaSymbols::Outer(s) => s.get(name),
    }
}

/// The [`ArenaSymbols`] of the nested arena of the isolated op `op` (held in `body`, whose
/// own are `around`): the nearest table among `op`'s ancestors in `body`, else the one
/// around `body`. `cache` keeps the snapshots taken, by table op (`None` for `body`'s
/// owner), so sibling ops share them.
pub fn arena_symbols_of(
    ctx: &Context,
    body: &Body,
    op: Op,
    around: &ArenaSymbols,
    cache: &mut FxHashMap<Option<Op>, std::sync::Arc<SymbolSnapshot>>,
) -> ArenaSymbols {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if crate::ir::registry::op_has_traits(ctx, body.op_name(p), OpTraits::SYMBOL_TABLE) {
            let s = cache
                .entry(Some(p))
                .or_insert_with(|| std::sync::Arc::new(SymbolSnapshot::of_table(ctx, body, p)));
            return ArenaSymbols::Outer(s.clone());
        }
        cur = body.parent_op(p);
    }
    match around {
        ArenaSymbols::Owner => {
            let s = cache
                .entry(None)
                .or_insert_with(|| std::sync::Arc::new(SymbolSnapshot::of_arena(ctx, body)));
            ArenaSymbols::Outer(s.clone())
        }
        other => other.clone(),
    }
}
