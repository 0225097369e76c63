//! `symbol-dce` (MLIR 16's `SymbolDCE`): erases the symbols nothing live refers to.
//!
//! The pass runs on a symbol table (an op with the `SymbolTable` trait). Its live symbols
//! are found from a worklist: every op of the table that is not a symbol, and every symbol
//! that cannot be discarded, are live (a symbol can be discarded when it is not public and,
//! unless the table is hidden, private: MLIR's default `canDiscardOnUseEmpty`; a table is
//! hidden when it has no parent or is a private symbol); the symbols an op refers
//! to (`SymbolRef` attributes of it and of the ops nested in it, resolved from its table)
//! become live in turn; a live symbol table has its own symbols computed the same way
//! (hidden when its parent is, when it is not a symbol, or when it is private). Then every
//! symbol of every symbol table nested in the op (walked in post-order) that is not live is
//! erased. An op that may be a symbol table of an unknown dialect stops the pass with
//! MLIR's error.

use crate::ir::body::{Body, IsolatedOpMut, Op, Region};
use crate::ir::context::{Context, FxHashSet};
use crate::ir::registry::{op_error, OpRef, OpTraits};
use crate::ir::symbol::{symbol_uses, visibility, SymbolTableCollection, TableRegion, Visibility};
use crate::pass::{DeclaredPass, PassRun};

use super::passes::SymbolDceBase;
use crate::support::diag::Diagnostic;

use super::symbols::is_symbol;

/// Erases the dead symbols of the symbol table `op` and of the tables nested in it;
/// `has_parent` says whether `op` is nested in another op (a top-level table is hidden).
/// Returns how many symbols were erased, or the error that stopped the pass (nothing is
/// erased then).
pub fn eliminate_dead_symbols(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    has_parent: bool,
) -> Result<u64, Diagnostic> {
    let Some(&region) = op.regions.first() else {
        return Ok(0);
    };
    // A nested table is hidden only when it is a private symbol.
    let named = ctx.dictionary_get(*op.attrs, crate::ir::symbol::SYMBOL_NAME_ATTR);
    let hidden = match named {
        Some(_) if has_parent => symbol_visibility(ctx, *op.attrs) == Visibility::Private,
        _ => true,
    };
    let live = {
        let mut liveness = Liveness {
            ctx,
            tables: SymbolTableCollection::default(),
            live: FxHashSet::default(),
        };
        let table = TableRegion {
            body: op.body,
            region,
        };
        liveness.compute(table, hidden)?;
        liveness.live
    };
    let mut erased = 0;
    erase_dead(ctx, op.body, op.regions, true, &live, &mut erased);
    Ok(erased)
}

/// The visibility in an attribute dictionary (`sym_visibility`).
fn symbol_visibility(ctx: &Context, attrs: crate::ir::context::Attribute) -> Visibility {
    match ctx
        .dictionary_get(attrs, crate::ir::symbol::VISIBILITY_ATTR)
        .and_then(|v| ctx.string_value(v))
        .as_deref()
    {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// An op across arenas: its arena's address and its handle.
type Key = (usize, Op);

fn key(body: &Body, op: Op) -> Key {
    (body as *const Body as usize, op)
}

/// The liveness computation (MLIR's `SymbolDCE::computeLiveness`).
struct Liveness<'c> {
    ctx: &'c Context,
    tables: SymbolTableCollection,
    live: FxHashSet<Key>,
}

impl Liveness<'_> {
    /// Marks the live symbols of `table` (and of the live tables in it); `hidden` says
    /// whether the table is out of reach of the ops around it.
    fn compute(&mut self, table: TableRegion<'_>, hidden: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let b = table.body;
        // The live ops to propagate uses from, each with the table holding it.
        let mut worklist: Vec<(TableRegion<'_>, Op)> = Vec::new();
        for block in b.region_blocks(table.region) {
            for op in b.block_ops(block) {
                if !is_symbol(&OpRef::new(ctx, b, op)) {
                    worklist.push((table, op));
                    continue;
                }
                // `canDiscardOnUseEmpty` is MLIR's default: any symbol but a public one.
                let vis = visibility(ctx, b, op);
                let discardable =
                    (hidden || vis == Visibility::Private) && vis != Visibility::Public;
                if !discardable && self.live.insert(key(b, op)) {
                    worklist.push((table, op));
                }
            }
        }
        while let Some((parent, op)) = worklist.pop() {
            let b = parent.body;
            let view = OpRef::new(ctx, b, op);
            if view.has_traits(OpTraits::SYMBOL_TABLE) {
                let nested_hidden =
                    hidden || !is_symbol(&view) || visibility(ctx, b, op) == Visibility::Private;
                if let Some(inner) = TableRegion::of_op(b, op) {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        self.compute(inner, nested_hidden)
                    })?;
                }
            }
            let Some(uses) = symbol_uses(ctx, b, op) else {
                return Err(op_error(
                    ctx,
                    b,
                    op,
                    "operation contains potentially unknown symbol table, meaning that we \
                     can't reliable compute symbol uses",
                ));
            };
            for reference in uses {
                // References to unknown symbols are left alone.
                let Some(resolved) = self.tables.lookup_symbol_in(ctx, parent, reference) else {
                    continue;
                };
                for (rb, symbol) in resolved {
                    if !self.live.insert(key(rb, symbol)) {
                        continue;
                    }
                    let region = rb.parent_block(symbol).and_then(|blk| rb.block_parent(blk));
                    if let Some(region) = region {
                        worklist.push((TableRegion { body: rb, region }, symbol));
                    }
                }
            }
        }
        Ok(())
    }
}

/// Erases the symbols that are not live from every symbol table in `regions` (held in
/// `body`; `table` when they are the regions of a symbol table), nested tables first (the
/// post-order walk of MLIR's pass).
fn erase_dead(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    table: bool,
    live: &FxHashSet<Key>,
    erased: &mut u64,
) {
    for &r in regions {
        let ops: Vec<Op> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        for op in ops {
            if body.is_erased(op) {
                continue;
            }
            let is_table = OpRef::new(ctx, body, op).has_traits(OpTraits::SYMBOL_TABLE);
            let own = body.regions(op).to_vec();
            if body.is_isolated(op) {
                if let Some(nested) = body.nested_body_mut(op) {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        erase_dead(ctx, nested, &own, is_table, live, erased)
                    });
                }
            } else if !own.is_empty() {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    erase_dead(ctx, body, &own, is_table, live, erased)
                });
            }
        }
    }
    let Some(&first) = regions.first().filter(|_| table) else {
        return;
    };
    let dead: Vec<Op> = body
        .region_blocks(first)
        .flat_map(|b| body.block_ops(b))
        .filter(|&op| is_symbol(&OpRef::new(ctx, body, op)) && !live.contains(&key(body, op)))
        .collect();
    for op in dead {
        if body.erase_op(op).is_ok() {
            *erased += 1;
        }
    }
}

/// The `symbol-dce` pass (op-agnostic; it fails on an op that is not a symbol table).
#[derive(Clone, Default)]
pub struct SymbolDce {
    base: SymbolDceBase,
}

impl DeclaredPass for SymbolDce {
    type Base = SymbolDceBase;
    fn base(&self) -> &SymbolDceBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut SymbolDceBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let is_table = run
            .ctx
            .op_info_of(run.op.name)
            .is_some_and(|i| i.traits.contains(OpTraits::SYMBOL_TABLE));
        if !is_table {
            let d = run.op_error(
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            );
            run.ctx.emit(d);
            run.signal_pass_failure();
            return;
        }
        let has_parent = run.has_parent();
        match eliminate_dead_symbols(run.ctx, run.op, has_parent) {
            Ok(n) => self.base.num_dce.add(n),
            Err(d) => {
                run.ctx.emit(d);
                run.signal_pass_failure();
            }
        }
    }
}
