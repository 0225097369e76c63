//! `DeadCodeAnalysis` (MLIR 16's): which blocks and control-flow edges may run.
//!
//! The entry blocks of the top op's regions run. A live op with successors makes its
//! edges live: through `BranchOpInterface`, only the successor its constant operands
//! choose when it says; otherwise all. A live region-branch op makes the regions
//! `getSuccessorRegions` gives (with its constant operands) live, and so does a live
//! terminator of one of its regions (with the terminator's constant operands), each
//! noted as a predecessor of the region's entry block or of the op's results. A live call
//! is a predecessor of the callable it resolves to (a symbol in the analysed IR with a
//! body); the callable's body runs once it has a call, or callers not known: public
//! symbols, symbols used other than by calls, and callables reached through a symbol
//! table whose uses cannot be known. The return-like terminators of a callable are the
//! predecessors of each call to it. Operand constants come from the lattices of
//! [`super::constant_propagation`]; an operand not known yet delays the op.

use crate::interfaces::base::{
    BranchOpInterfaceRef, CallOpInterfaceRef, CallableOpInterfaceRef, RegionBranchOpInterfaceRef,
    SymbolOpInterfaceRef,
};
use crate::interfaces::region_branch::RegionSuccessor;
use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Identifier};
use crate::ir::registry::OpTraits;
use crate::ir::symbol::{symbol_refs_in, SYMBOL_NAME_ATTR, VISIBILITY_ATTR};
use crate::ods::CallInterfaceCallable;

use super::dataflow::{DataFlowAnalysis, DataFlowSolver, Point, StateKey, TOP};

/// The analysis (MLIR's `DeadCodeAnalysis`).
#[derive(Default)]
pub struct DeadCodeAnalysis;

impl DataFlowAnalysis for DeadCodeAnalysis {
    fn initialize(&mut self, s: &mut DataFlowSolver<'_>, id: usize) {
        for r in s.ir.ops[TOP].regions.clone() {
            if let Some(b) = s.ir.entry_block(r) {
                s.set_block_live(b);
            }
        }
        initialize_symbol_callables(s);
        for op in 1..s.ir.ops.len() {
            let n = &s.ir.ops[op];
            let interesting = !n.regions.is_empty()
                || !n.successors.is_empty()
                || is_region_or_callable_return(s, op)
                || s.ir.op_ref(op).and_then(CallOpInterfaceRef::get).is_some();
            if interesting {
                if let Some(b) = s.ir.ops[op].block {
                    s.subscribe(StateKey::Block(b), id);
                }
                visit_op(s, id, op);
            }
        }
    }

    fn visit(&mut self, s: &mut DataFlowSolver<'_>, id: usize, point: Point) {
        if let Point::Op(op) = point {
            visit_op(s, id, op);
        }
    }
}

/// Whether `op` is the terminator of a region of a region-branch op or a callable, without
/// successors (MLIR's `isRegionOrCallableReturn`).
fn is_region_or_callable_return(s: &DataFlowSolver<'_>, op: usize) -> bool {
    let n = &s.ir.ops[op];
    let Some(b) = n.block else {
        return false;
    };
    if !n.successors.is_empty() || s.ir.blocks[b].ops.last() != Some(&op) {
        return false;
    }
    let Some(parent) = s.ir.parent_op(op).and_then(|p| s.ir.op_ref(p)) else {
        return false;
    };
    RegionBranchOpInterfaceRef::get(parent).is_some()
        || CallableOpInterfaceRef::get(parent).is_some()
}

/// A string attribute of an attribute dictionary.
fn string_attr(s: &DataFlowSolver<'_>, attrs: Attribute, name: &str) -> Option<Vec<u8>> {
    let ctx = s.ir.ctx;
    match ctx.attr_kind_ref(ctx.dictionary_get(attrs, name)?) {
        AttrKind::String { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// Whether op `id` is a symbol (MLIR's `isa<SymbolOpInterface>`: the interface and a
/// name).
fn is_symbol(s: &DataFlowSolver<'_>, id: usize) -> bool {
    let named = string_attr(s, s.ir.op_attrs(id), SYMBOL_NAME_ATTR).is_some();
    named
        && (id == TOP
            || s.ir
                .op_ref(id)
                .and_then(SymbolOpInterfaceRef::get)
                .is_some())
}

/// The visibility of a symbol op: `private`, `nested` or public (anything else).
fn visibility(s: &DataFlowSolver<'_>, id: usize) -> Vec<u8> {
    string_attr(s, s.ir.op_attrs(id), VISIBILITY_ATTR).unwrap_or_default()
}

/// The symbol tables under `op` (itself included), nested ones first, each with whether
/// all uses of its symbols are visible (MLIR's `SymbolTable::walkSymbolTables`).
fn walk_symbol_tables(
    s: &DataFlowSolver<'_>,
    op: usize,
    visible: bool,
    out: &mut Vec<(usize, bool)>,
) {
    let is_table = s.ir.has_traits(op, OpTraits::SYMBOL_TABLE);
    let visible = if is_table {
        visible || !is_symbol(s, op) || visibility(s, op) == b"private"
    } else {
        true
    };
    for &r in &s.ir.ops[op].regions {
        for &b in &s.ir.regions[r].blocks {
            for &nested in &s.ir.blocks[b].ops {
                walk_symbol_tables(s, nested, visible, out);
            }
        }
    }
    if is_table {
        out.push((op, visible));
    }
}

/// Whether `op` may be a symbol table the context does not know: one region, of a dialect
/// not loaded (MLIR's `isPotentiallyUnknownSymbolTable`).
fn potentially_unknown_table(s: &DataFlowSolver<'_>, op: usize) -> bool {
    let name = s.ir.ctx.ident_ref(s.ir.op_name(op));
    let dialect = name.split_once('.').map_or(name, |(d, _)| d);
    s.ir.ops[op].regions.len() == 1 && !s.ir.ctx.is_known_dialect(dialect)
}

/// Marks as having callers not known the symbol callables that may be called from outside
/// (MLIR's `initializeSymbolCallables`).
fn initialize_symbol_callables(s: &mut DataFlowSolver<'_>) {
    let mut tables = Vec::new();
    walk_symbol_tables(s, TOP, !s.ir.top.has_parent, &mut tables);
    for (table, visible) in tables {
        let Some(&region) = s.ir.ops[table].regions.first() else {
            continue;
        };
        let Some(entry) = s.ir.entry_block(region) else {
            continue;
        };
        let mut found = false;
        for op in s.ir.blocks[entry].ops.clone() {
            let Some(r) = s.ir.op_ref(op) else { continue };
            let Some(callable) = CallableOpInterfaceRef::get(r) else {
                continue;
            };
            if callable.get_callable_region().is_none() || !is_symbol(s, op) {
                continue;
            }
            let vis = visibility(s, op);
            let public = vis != b"private" && vis != b"nested";
            if public || (!visible && vis == b"nested") {
                s.set_unknown_preds(Point::Op(op));
            }
            found = true;
        }
        if !found {
            continue;
        }
        // The symbol uses in the table's region, not entering nested tables.
        let mut uses: Vec<Attribute> = Vec::new();
        let mut unknown = false;
        let mut stack: Vec<usize> = s.ir.regions[region]
            .blocks
            .iter()
            .flat_map(|&b| s.ir.blocks[b].ops.iter().rev().copied())
            .collect::<Vec<_>>();
        stack.reverse();
        while let Some(op) = stack.pop() {
            if potentially_unknown_table(s, op) {
                unknown = true;
                break;
            }
            let is_call = s.ir.op_ref(op).and_then(CallOpInterfaceRef::get).is_some();
            if !is_call {
                symbol_refs_in(s.ir.ctx, s.ir.op_attrs(op), &mut uses);
            }
            if !s.ir.has_traits(op, OpTraits::SYMBOL_TABLE) {
                for &r in &s.ir.ops[op].regions {
                    for &b in &s.ir.regions[r].blocks {
                        stack.extend(s.ir.blocks[b].ops.iter().copied());
                    }
                }
            }
        }
        if unknown {
            for op in 1..s.ir.ops.len() {
                if s.ir
                    .op_ref(op)
                    .and_then(CallableOpInterfaceRef::get)
                    .is_some()
                {
                    s.set_unknown_preds(Point::Op(op));
                }
            }
            continue;
        }
        for reference in uses {
            if let Some(symbol) = lookup_symbol_in(s, TOP, reference) {
                s.set_unknown_preds(Point::Op(symbol));
            }
        }
    }
}

/// The op defining symbol `name` directly in the symbol table `table`.
fn lookup_name(s: &DataFlowSolver<'_>, table: usize, name: Identifier) -> Option<usize> {
    let region = *s.ir.ops[table].regions.first()?;
    let name = s.ir.ctx.ident_ref(name).as_bytes().to_vec();
    s.ir.regions[region]
        .blocks
        .iter()
        .flat_map(|&b| s.ir.blocks[b].ops.iter().copied())
        .find(|&op| string_attr(s, s.ir.op_attrs(op), SYMBOL_NAME_ATTR).as_ref() == Some(&name))
}

/// The symbol `reference` names from symbol table `table` (MLIR's `lookupSymbolIn`).
fn lookup_symbol_in(s: &DataFlowSolver<'_>, table: usize, reference: Attribute) -> Option<usize> {
    if !s.ir.has_traits(table, OpTraits::SYMBOL_TABLE) {
        return None;
    }
    let AttrKind::SymbolRef { root, nested } = s.ir.ctx.attr_kind_ref(reference) else {
        return None;
    };
    let mut cur = lookup_name(s, table, *root)?;
    for &n in nested {
        if !s.ir.has_traits(cur, OpTraits::SYMBOL_TABLE) {
            return None;
        }
        cur = lookup_name(s, cur, n)?;
    }
    Some(cur)
}

/// The callee of call `op` in the analysed IR: the symbol it names, looked up from the
/// nearest symbol table around it (MLIR's `resolveCallable`). A callee value resolves to
/// no symbol.
fn resolve_callee(
    s: &DataFlowSolver<'_>,
    op: usize,
    callee: CallInterfaceCallable,
) -> Option<usize> {
    let CallInterfaceCallable::Symbol(reference) = callee else {
        return None;
    };
    let mut table = s.ir.parent_op(op)?;
    while !s.ir.has_traits(table, OpTraits::SYMBOL_TABLE) {
        table = s.ir.parent_op(table)?;
    }
    lookup_symbol_in(s, table, reference)
}

/// The constants of the operands of `op` (`None` for a value known not to be one), or
/// `None` when one is not known yet; `id` subscribes to their lattices (MLIR's
/// `getOperandValues`).
fn operand_values(
    s: &mut DataFlowSolver<'_>,
    id: usize,
    op: usize,
) -> Option<Vec<Option<Attribute>>> {
    let mut out = Vec::new();
    for v in s.ir.ops[op].operands.clone() {
        s.subscribe(StateKey::Lattice(v), id);
        let l = s.lattice(v);
        if l.is_uninitialized() {
            return None;
        }
        out.push(l.constant());
    }
    Some(out)
}

/// Marks the edge from `from` to `to`, and `to`, live.
fn mark_edge_live(s: &mut DataFlowSolver<'_>, from: usize, to: usize) {
    s.set_block_live(to);
    s.set_edge_live(from, to);
}

/// Marks the entry blocks of the regions of `op` live.
fn mark_entry_blocks_live(s: &mut DataFlowSolver<'_>, op: usize) {
    for r in s.ir.ops[op].regions.clone() {
        if let Some(b) = s.ir.entry_block(r) {
            s.set_block_live(b);
        }
    }
}

/// MLIR's `DeadCodeAnalysis::visit` of an op.
fn visit_op(s: &mut DataFlowSolver<'_>, id: usize, op: usize) {
    let Some(block) = s.ir.ops[op].block else {
        return;
    };
    if !s.block_live(block) {
        return;
    }
    let r = s.ir.op_ref(op).expect("not the top op");
    if let Some(call) = CallOpInterfaceRef::get(r) {
        let callee = resolve_callee(s, op, call.get_callable_for_callee());
        let external = |s: &DataFlowSolver<'_>, c: usize| {
            s.ir.op_ref(c)
                .and_then(CallableOpInterfaceRef::get)
                .is_some_and(|c| c.get_callable_region().is_none())
        };
        match callee {
            Some(c) if is_symbol(s, c) && !external(s, c) => s.join_pred(Point::Op(c), op, None),
            _ => s.set_unknown_preds(Point::Op(op)),
        }
    }
    if !s.ir.ops[op].regions.is_empty() {
        if RegionBranchOpInterfaceRef::get(r).is_some() {
            visit_region_branch(s, id, op);
        } else if CallableOpInterfaceRef::get(r).is_some() {
            s.add_dependency(StateKey::Preds(Point::Op(op)), Point::Op(op), id);
            let callsites = s.preds(Point::Op(op));
            if !callsites.all_known || !callsites.known.is_empty() {
                mark_entry_blocks_live(s, op);
            }
        } else {
            mark_entry_blocks_live(s, op);
        }
    }
    if is_region_or_callable_return(s, op) {
        let parent = s.ir.parent_op(op).expect("a terminator has a parent");
        let pr = s.ir.op_ref(parent).expect("not the top op");
        if RegionBranchOpInterfaceRef::get(pr).is_some() {
            visit_region_terminator(s, id, op, parent);
        } else if CallableOpInterfaceRef::get(pr).is_some() {
            visit_callable_terminator(s, id, op, parent);
        }
    }
    if !s.ir.ops[op].successors.is_empty() {
        let successors = s.ir.ops[op].successors.clone();
        if let Some(branch) = BranchOpInterfaceRef::get(r) {
            let Some(operands) = operand_values(s, id, op) else {
                return;
            };
            let arena = s.ir.ops[op].arena;
            match branch
                .get_successor_for_operands(&operands)
                .and_then(|b| s.ir.block_id(arena, b))
            {
                Some(to) => mark_edge_live(s, block, to),
                None => {
                    for to in successors {
                        mark_edge_live(s, block, to);
                    }
                }
            }
        } else {
            for to in successors {
                mark_edge_live(s, block, to);
            }
        }
    }
}

/// The point a region successor of `op` names (the entry block of the region, or the op
/// for its results) and the values receiving what is passed (the last arguments of the
/// entry block, or the last results, as many as the successor's inputs).
fn successor_point(
    s: &DataFlowSolver<'_>,
    op: usize,
    succ: &RegionSuccessor,
) -> Option<(Point, Vec<usize>)> {
    let n = succ.inputs.len();
    match succ.region {
        Some(i) => {
            let r = *s.ir.ops[op].regions.get(i)?;
            let b = s.ir.entry_block(r)?;
            let args = &s.ir.blocks[b].args;
            Some((
                Point::Block(b),
                args[args.len().saturating_sub(n)..].to_vec(),
            ))
        }
        None => {
            let results = &s.ir.ops[op].results;
            Some((
                Point::Op(op),
                results[results.len().saturating_sub(n)..].to_vec(),
            ))
        }
    }
}

/// A live region-branch op: its successor regions given its constant operands (MLIR's
/// `visitRegionBranchOperation`).
fn visit_region_branch(s: &mut DataFlowSolver<'_>, id: usize, op: usize) {
    let Some(operands) = operand_values(s, id, op) else {
        return;
    };
    let r = s.ir.op_ref(op).expect("not the top op");
    let branch = RegionBranchOpInterfaceRef::get(r).expect("a region-branch op");
    for succ in branch.get_successor_regions_for_operands(None, &operands) {
        let Some((point, inputs)) = successor_point(s, op, &succ) else {
            continue;
        };
        if let Point::Block(b) = point {
            s.set_block_live(b);
        }
        s.join_pred(point, op, Some(inputs));
    }
}

/// A live terminator of a region of region-branch op `parent`: its successors given its
/// constant operands (MLIR's `visitRegionTerminator`).
fn visit_region_terminator(s: &mut DataFlowSolver<'_>, id: usize, op: usize, parent: usize) {
    let Some(operands) = operand_values(s, id, op) else {
        return;
    };
    let block = s.ir.ops[op].block.expect("a terminator is in a block");
    let index = s.ir.regions[s.ir.blocks[block].region].index;
    let pr = s.ir.op_ref(parent).expect("not the top op");
    let branch = RegionBranchOpInterfaceRef::get(pr).expect("a region-branch op");
    for succ in branch.get_successor_regions_for_operands(Some(index), &operands) {
        let Some((point, inputs)) = successor_point(s, parent, &succ) else {
            continue;
        };
        if let Point::Block(b) = point {
            s.set_block_live(b);
        }
        s.join_pred(point, op, Some(inputs));
    }
}

/// A live terminator of callable `callable`: a predecessor of every known call to it
/// when it is return-like (MLIR's `visitCallableTerminator`).
fn visit_callable_terminator(s: &mut DataFlowSolver<'_>, id: usize, op: usize, callable: usize) {
    if s.ir.ops[op].operands.is_empty() {
        return;
    }
    s.add_dependency(StateKey::Preds(Point::Op(callable)), Point::Op(op), id);
    let can_resolve = s.ir.has_traits(op, OpTraits::RETURN_LIKE);
    for call in s.preds(Point::Op(callable)).known {
        if can_resolve {
            s.join_pred(Point::Op(call), op, None);
        } else {
            s.set_unknown_preds(Point::Op(call));
        }
    }
}
