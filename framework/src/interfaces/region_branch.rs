//! Control flow between an op and its regions (MLIR's `RegionBranchOpInterface`): which
//! regions, or the op's results, control can reach from the op and from each region, and
//! the check that the values passed along every such edge have the types its target
//! expects, in MLIR's wording.

use crate::asm::print_attr::AttrPrinter;
use crate::ir::body::Op;
use crate::ir::context::Type;
use crate::ir::registry::OpRef;
use crate::support::diag::Diagnostic;
use crate::Value;

/// Where control goes: a region of the op (`Some(index)`) or back to the op, whose
/// results receive the values (`None`); `inputs` are the types the target receives.
#[derive(Clone, Debug)]
pub struct RegionSuccessor {
    /// The target region, or `None` for the op's results.
    pub region: Option<usize>,
    /// The types of the target's inputs (its entry block arguments, or the results).
    pub inputs: Vec<Type>,
}

impl RegionSuccessor {
    /// Region `index` of `op`, receiving its entry block's arguments (from `first_arg`
    /// on: a loop's induction variable is not passed along the edge).
    pub fn region(op: &OpRef<'_>, index: usize, first_arg: usize) -> RegionSuccessor {
        let body = op.region_body();
        let inputs = op
            .regions()
            .get(index)
            .and_then(|&r| body.entry_block(r))
            .map(|b| {
                body.block_args(b)
                    .iter()
                    .skip(first_arg)
                    .map(|&v| body.value_type(v))
                    .collect()
            })
            .unwrap_or_default();
        RegionSuccessor {
            region: Some(index),
            inputs,
        }
    }

    /// The op's results.
    pub fn results(op: &OpRef<'_>) -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: op.results().iter().map(|&v| op.value_type(v)).collect(),
        }
    }
}

/// The successors of an op or of one of its regions (what
/// `getSuccessorRegionsForOperands` gives).
pub type RegionSuccessors = Vec<RegionSuccessor>;

/// How many times a region may run each time its op runs (MLIR's `InvocationBounds`):
/// at least `lower`, at most `upper` (`None`: no known bound).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The least number of runs.
    pub lower: u32,
    /// The most, if known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: from 0 to any number of times (MLIR's `getUnknown`).
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// From `lower` to `upper` times.
    pub const fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// What a region-branching op tells the check about itself.
pub trait RegionBranch {
    /// The successors of the op (`from == None`) or of region `from`.
    fn successors(&self, op: &OpRef<'_>, from: Option<usize>) -> Vec<RegionSuccessor>;

    /// The types the op passes to region `region` when entering it.
    fn entry_types(&self, op: &OpRef<'_>, region: usize) -> Vec<Type>;

    /// The values a terminator of region `region` passes on, if it is one that branches
    /// (MLIR's `ReturnLike` or `RegionBranchTerminatorOpInterface`); `None` otherwise.
    fn terminator_operands(
        &self,
        op: &OpRef<'_>,
        terminator: Op,
        region: usize,
    ) -> Option<Vec<Value>>;
}

fn edge_name(from: Option<usize>, to: Option<usize>) -> String {
    let from = match from {
        Some(i) => format!("Region #{i}"),
        None => "parent operands".to_string(),
    };
    let to = match to {
        Some(i) => format!("Region #{i}"),
        None => "parent results".to_string(),
    };
    format!("from {from} to {to}")
}

fn check_edges(
    op: &OpRef<'_>,
    branch: &dyn RegionBranch,
    from: Option<usize>,
    source: &dyn Fn(Option<usize>) -> Option<Vec<Type>>,
) -> Result<(), Diagnostic> {
    let printer = AttrPrinter {
        ctx: op.ctx,
        aliases: None,
    };
    for succ in branch.successors(op, from) {
        let Some(types) = source(succ.region) else {
            continue;
        };
        if types.len() != succ.inputs.len() {
            return Err(op.op_error(format!(
                " region control flow edge {}: source has {} operands, but target successor needs {}",
                edge_name(from, succ.region),
                types.len(),
                succ.inputs.len()
            )));
        }
        for (i, (&s, &t)) in types.iter().zip(&succ.inputs).enumerate() {
            if s != t {
                return Err(op.op_error(format!(
                    " along control flow edge {}: source type #{i} '{}' should match input type #{i} '{}'",
                    edge_name(from, succ.region),
                    printer.type_to_string(s),
                    printer.type_to_string(t)
                )));
            }
        }
    }
    Ok(())
}

/// A [`RegionBranch`] for an op implementing `RegionBranchOpInterface`: its edges are
/// the interface's methods (what the interface's verifier checks).
pub struct ViaInterface<'a, T: ?Sized>(pub &'a T);

impl<T: crate::interfaces::base::RegionBranchOpInterface + ?Sized> RegionBranch
    for ViaInterface<'_, T>
{
    fn successors(&self, _op: &OpRef<'_>, from: Option<usize>) -> Vec<RegionSuccessor> {
        self.0.get_successor_regions(from)
    }

    fn entry_types(&self, _op: &OpRef<'_>, region: usize) -> Vec<Type> {
        self.0.get_entry_types(region)
    }

    fn terminator_operands(
        &self,
        _op: &OpRef<'_>,
        terminator: Op,
        region: usize,
    ) -> Option<Vec<Value>> {
        self.0.get_terminator_operands(terminator, region)
    }
}

/// The values `terminator`, which ends region `region` of `op`, passes on, if it is one
/// that branches: the successor operands of a `RegionBranchTerminatorOpInterface` op
/// (towards `region`'s successors; MLIR asks it for the parent), or all the operands of
/// a `ReturnLike` op. `None` for other terminators.
pub fn terminator_operands(op: &OpRef<'_>, terminator: Op, _region: usize) -> Option<Vec<Value>> {
    let body = op.region_body();
    let term = OpRef::new(op.ctx, body, terminator);
    if let Some(t) = crate::interfaces::base::RegionBranchTerminatorOpInterfaceRef::get(term) {
        return Some(t.get_successor_operands(None));
    }
    crate::ir::registry::op_has_traits(
        op.ctx,
        body.op_name(terminator),
        crate::ir::registry::OpTraits::RETURN_LIKE,
    )
    .then(|| body.operands(terminator).collect())
}

/// MLIR's `verifyTypesAlongControlFlowEdges`: the edges from the op, then from each
/// region (whose branching terminators must all pass the same types).
pub fn verify_types_along_edges(
    op: &OpRef<'_>,
    branch: &dyn RegionBranch,
) -> Result<(), Diagnostic> {
    let from_parent = |to: Option<usize>| {
        Some(match to {
            Some(r) => branch.entry_types(op, r),
            None => op.results().iter().map(|&v| op.value_type(v)).collect(),
        })
    };
    check_edges(op, branch, None, &from_parent)?;
    let body = op.region_body();
    for (index, &r) in op.regions().iter().enumerate() {
        let mut returned: Option<Vec<Type>> = None;
        for b in body.region_blocks(r) {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            let Some(values) = branch.terminator_operands(op, term, index) else {
                continue;
            };
            let types: Vec<Type> = values.iter().map(|&v| body.value_type(v)).collect();
            match &returned {
                None => returned = Some(types),
                Some(first) if *first != types => {
                    return Err(op.op_error(format!(
                        "Region #{index} operands mismatch between return-like terminators"
                    )));
                }
                Some(_) => {}
            }
        }
        // Without a branching terminator, the op checks its regions itself.
        if let Some(types) = returned {
            check_edges(op, branch, Some(index), &|_| Some(types.clone()))?;
        }
    }
    Ok(())
}

/// MLIR's `verifyBranchSuccessorOperands`, the check `BranchOpInterface` runs for each
/// successor: the `produced` arguments the branch makes itself and the values it forwards
/// to successor `index` (`operands`) match the block's arguments in number, and the
/// forwarded ones in type as `compatible` (the interface's `areTypesCompatible`) decides.
pub fn verify_successor(
    op: &OpRef<'_>,
    index: usize,
    produced: usize,
    operands: &[Value],
    compatible: impl Fn(Type, Type) -> bool,
) -> Result<(), Diagnostic> {
    let body = op.body;
    let Some(dest) = body.successors(op.op).nth(index) else {
        return Ok(());
    };
    let args = body.block_args(dest);
    let count = produced + operands.len();
    if count != args.len() {
        return Err(op.error(format!(
            "branch has {count} operands for successor #{index}, but target block has {}",
            args.len()
        )));
    }
    for (k, (&v, &a)) in operands.iter().zip(&args[produced..]).enumerate() {
        if !compatible(body.value_type(v), body.value_type(a)) {
            return Err(op.error(format!(
                "type mismatch for bb argument #{} of successor #{index}",
                produced + k
            )));
        }
    }
    Ok(())
}

/// What `BranchOpInterface`'s `withSuccessorOperands` gives: the operands and attribute
/// dictionary a branch would have once a successor's operands are changed, if it can say.
pub type SuccessorOperandsUpdate = Option<(Vec<Value>, crate::ir::context::Attribute)>;
