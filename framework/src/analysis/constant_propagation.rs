//! `SparseConstantPropagation` (MLIR 16's, over its `AbstractSparseDataFlowAnalysis`): the
//! constant each value holds, in the blocks [`super::dead_code`] finds live.
//!
//! The arguments of the entry blocks of the top op's regions are unknown. An op's results
//! come from control flow for a region-branch op (the values passed along the known edges
//! to its results) and a call (the operands of the known returns of its callee), and
//! otherwise from folding the op (its fold hook) with the constants of its operands: a
//! constant, or the lattice of the value it folds to; an op that does not fold, folds in
//! place or has regions gives unknown results. A block's arguments come from the live
//! edges reaching it: the operands branches forward (`BranchOpInterface`; unknown for
//! arguments a branch makes itself), the values passed to a region's entry by its op or
//! by terminators of its regions (arguments not passed, such as an induction variable,
//! are unknown), or the arguments of the known calls for a callable's entry block. An op
//! or block is only computed once the lattices it reads are initialized, as in MLIR.

use crate::interfaces::base::{
    BranchOpInterfaceRef, CallOpInterfaceRef, CallableOpInterfaceRef, RegionBranchOpInterfaceRef,
};
use crate::ir::fold::{dialect_namespace, fold_op, Folded, OpFoldResult};

use super::dataflow::{ConstantValue, DataFlowAnalysis, DataFlowSolver, Point, StateKey, TOP};

/// The analysis (MLIR's `SparseConstantPropagation`).
#[derive(Default)]
pub struct SparseConstantPropagation;

impl DataFlowAnalysis for SparseConstantPropagation {
    fn initialize(&mut self, s: &mut DataFlowSolver<'_>, id: usize) {
        for r in s.ir.ops[TOP].regions.clone() {
            if let Some(b) = s.ir.entry_block(r) {
                for a in s.ir.blocks[b].args.clone() {
                    set_to_entry(s, a);
                }
            }
        }
        for op in 0..s.ir.ops.len() {
            visit_operation(s, id, op);
        }
        for b in 0..s.ir.blocks.len() {
            s.subscribe(StateKey::Block(b), id);
            visit_block(s, id, b);
        }
    }

    fn visit(&mut self, s: &mut DataFlowSolver<'_>, id: usize, point: Point) {
        match point {
            Point::Op(op) => visit_operation(s, id, op),
            Point::Block(b) => visit_block(s, id, b),
        }
    }
}

/// Sets value `v` to unknown (MLIR's `setToEntryState`).
fn set_to_entry(s: &mut DataFlowSolver<'_>, v: usize) {
    s.join_lattice(v, ConstantValue::Unknown);
}

fn set_all_to_entry(s: &mut DataFlowSolver<'_>, values: &[usize]) {
    for &v in values {
        set_to_entry(s, v);
    }
}

/// Joins the lattice of `from` into that of `to`, `point` depending on `from`.
fn join_from(s: &mut DataFlowSolver<'_>, id: usize, point: Point, to: usize, from: usize) {
    s.add_dependency(StateKey::Lattice(from), point, id);
    let l = s.lattice(from);
    s.join_lattice(to, l);
}

/// MLIR's `AbstractSparseDataFlowAnalysis::visitOperation`.
fn visit_operation(s: &mut DataFlowSolver<'_>, id: usize, op: usize) {
    if s.ir.ops[op].results.is_empty() {
        return;
    }
    let Some(block) = s.ir.ops[op].block else {
        return;
    };
    if !s.block_live(block) {
        return;
    }
    let results = s.ir.ops[op].results.clone();
    let r = s.ir.op_ref(op).expect("not the top op");
    if RegionBranchOpInterfaceRef::get(r).is_some() {
        return visit_region_successors(s, id, Point::Op(op), op, None, &results);
    }
    if CallOpInterfaceRef::get(r).is_some() {
        s.add_dependency(StateKey::Preds(Point::Op(op)), Point::Op(op), id);
        let preds = s.preds(Point::Op(op));
        if !preds.all_known {
            return set_all_to_entry(s, &results);
        }
        for ret in preds.known {
            let operands = s.ir.ops[ret].operands.clone();
            for (&v, &res) in operands.iter().zip(&results) {
                join_from(s, id, Point::Op(op), res, v);
            }
        }
        return;
    }
    let mut constants = Vec::new();
    for v in s.ir.ops[op].operands.clone() {
        s.subscribe(StateKey::Lattice(v), id);
        let l = s.lattice(v);
        if l.is_uninitialized() {
            return;
        }
        constants.push(l.constant());
    }
    // The transfer function (MLIR's `SparseConstantPropagation::visitOperation`): an op
    // with regions is not folded (its fold might not be out of place).
    if !s.ir.ops[op].regions.is_empty() {
        return set_all_to_entry(s, &results);
    }
    let ctx = s.ir.ctx;
    let dialect = ctx
        .op_info_of(r.body.op_name(r.op))
        .map(|_| ctx.ident(dialect_namespace(r.name())));
    match fold_op(ctx, r.body, r.op, &constants) {
        Folded::Results(folded) => {
            let arena = s.ir.ops[op].arena;
            for (&res, f) in results.iter().zip(folded) {
                match f {
                    OpFoldResult::Attribute(a) => {
                        s.join_lattice(res, ConstantValue::Constant(a, dialect));
                    }
                    OpFoldResult::Value(v) => match s.ir.value_id(arena, v) {
                        Some(v) => {
                            let l = s.lattice(v);
                            s.join_lattice(res, l);
                        }
                        None => set_to_entry(s, res),
                    },
                }
            }
        }
        Folded::No | Folded::InPlace(_) => set_all_to_entry(s, &results),
    }
}

/// MLIR's `AbstractSparseDataFlowAnalysis::visitBlock`.
fn visit_block(s: &mut DataFlowSolver<'_>, id: usize, b: usize) {
    if s.ir.blocks[b].args.is_empty() || !s.block_live(b) {
        return;
    }
    let args = s.ir.blocks[b].args.clone();
    let region = s.ir.blocks[b].region;
    if s.ir.entry_block(region) == Some(b) {
        let parent = s.ir.regions[region].parent;
        let Some(pr) = s.ir.op_ref(parent) else {
            // The top op: its entry arguments are unknown.
            return set_all_to_entry(s, &args);
        };
        let callable_region = CallableOpInterfaceRef::get(pr).and_then(|c| c.get_callable_region());
        if callable_region == Some(s.ir.regions[region].region) {
            s.add_dependency(StateKey::Preds(Point::Op(parent)), Point::Block(b), id);
            let callsites = s.preds(Point::Op(parent));
            if !callsites.all_known {
                return set_all_to_entry(s, &args);
            }
            for call in callsites.known {
                let cr = s.ir.op_ref(call).expect("a call is not the top op");
                let arena = s.ir.ops[call].arena;
                let Some(call_if) = CallOpInterfaceRef::get(cr) else {
                    continue;
                };
                let operands: Vec<usize> = call_if
                    .get_arg_operands()
                    .into_iter()
                    .filter_map(|v| s.ir.value_id(arena, v))
                    .collect();
                for (&v, &a) in operands.iter().zip(&args) {
                    join_from(s, id, Point::Block(b), a, v);
                }
            }
            return;
        }
        if RegionBranchOpInterfaceRef::get(pr).is_some() {
            let index = s.ir.regions[region].index;
            return visit_region_successors(s, id, Point::Block(b), parent, Some(index), &args);
        }
        return set_all_to_entry(s, &args);
    }
    for (pred, index) in s.ir.blocks[b].preds.clone() {
        let from = s.ir.ops[pred].block.expect("a branch is in a block");
        s.subscribe(StateKey::Edge(from, b), id);
        if !s.edge_live(from, b) {
            continue;
        }
        let pr = s.ir.op_ref(pred).expect("a branch is not the top op");
        let Some(branch) = BranchOpInterfaceRef::get(pr) else {
            return set_all_to_entry(s, &args);
        };
        let arena = s.ir.ops[pred].arena;
        let forwarded = branch.get_successor_operands(index);
        let produced = branch.get_produced_operand_count(index);
        for (i, &a) in args.iter().enumerate() {
            match i
                .checked_sub(produced)
                .and_then(|j| forwarded.get(j))
                .and_then(|&v| s.ir.value_id(arena, v))
            {
                Some(v) => join_from(s, id, Point::Block(b), a, v),
                None => set_to_entry(s, a),
            }
        }
    }
}

/// The values reaching `lattices` (the results of `branch`, or the entry arguments of its
/// region `successor`) from the known predecessors of `point` (MLIR's
/// `visitRegionSuccessors`): the op passes its last operands, as many as the successor's
/// inputs; a terminator passes what `getTerminatorOperands` says. Values not passed along
/// the edge (a loop's induction variable) are unknown.
fn visit_region_successors(
    s: &mut DataFlowSolver<'_>,
    id: usize,
    point: Point,
    branch: usize,
    successor: Option<usize>,
    lattices: &[usize],
) {
    let _ = successor;
    s.add_dependency(StateKey::Preds(point), point, id);
    let preds = s.preds(point);
    if !preds.all_known {
        return set_all_to_entry(s, lattices);
    }
    let br = s.ir.op_ref(branch).expect("not the top op");
    let branch_if = RegionBranchOpInterfaceRef::get(br).expect("a region-branch op");
    for pred in preds.known {
        let inputs = preds.inputs.get(&pred).cloned().unwrap_or_default();
        let operands: Option<Vec<usize>> = if pred == branch {
            let all = &s.ir.ops[branch].operands;
            all.len()
                .checked_sub(inputs.len())
                .map(|start| all[start..].to_vec())
        } else {
            let block = s.ir.ops[pred].block.expect("a terminator is in a block");
            let index = s.ir.regions[s.ir.blocks[block].region].index;
            let arena = s.ir.ops[pred].arena;
            let terminator = s.ir.ops[pred].op.expect("not the top op");
            branch_if
                .get_terminator_operands(terminator, index)
                .map(|vs| {
                    vs.into_iter()
                        .filter_map(|v| s.ir.value_id(arena, v))
                        .collect()
                })
        };
        let Some(operands) = operands else {
            return set_all_to_entry(s, lattices);
        };
        if operands.len() != inputs.len() {
            return set_all_to_entry(s, lattices);
        }
        let mut first = 0;
        if inputs.len() != lattices.len() {
            if let Some(&i0) = inputs.first() {
                first = lattices.iter().position(|&l| l == i0).unwrap_or(0);
            }
            let end = (first + inputs.len()).min(lattices.len());
            set_all_to_entry(s, &lattices[..first]);
            set_all_to_entry(s, &lattices[end..]);
        }
        for (&v, &l) in operands.iter().zip(&lattices[first..]) {
            join_from(s, id, point, l, v);
        }
    }
}
