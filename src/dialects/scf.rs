//! The `scf` dialect (`spec/dialects/scf.td`): the generated ops plus the custom forms and
//! verifiers MLIR writes in C++ (`scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.parallel`, `scf.reduce`, `scf.index_switch`, `scf.foreach_thread`), the
//! control-flow edges of the ops declaring `RegionBranchOpInterface`, the loop interface
//! of `scf.for` and `scf.parallel`, and the builders with body callbacks MLIR writes in
//! C++ (`scf.for`, `scf.if`, `scf.while`).

include!(concat!(env!("OUT_DIR"), "/scf_ops.rs"));

use strata_framework::interfaces::region_branch::{InvocationBounds, RegionSuccessor};
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::body::{Body, Op};
use strata_framework::ir::builder::OpBuilder;
use strata_framework::ir::fold::constant_int;
use strata_framework::ir::op_asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::{HasCustomAssemblyFormat, HasRegionVerifier, HasVerifier};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Context, Type, Value};

mod canonicalize;

fn type_text(ctx: &Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

/// The control-flow edges of an `scf` op: where control goes from the op (`None`) or
/// from one of its regions, and what the op passes into each region.
struct Edges {
    successors: fn(&OpRef<'_>, Option<usize>) -> Vec<RegionSuccessor>,
    entry_types: fn(&OpRef<'_>, usize) -> Vec<Type>,
}

// ----- builders with region bodies -----
//
// MLIR's `scf` builders taking body callbacks (C++ in MLIR, so hand-written here): the
// op is created at the builder's insertion point, its blocks get their arguments, each
// callback builds a block's ops with an `OpBuilder` at its end and returns the values
// the block's terminator passes on.

/// An else-branch callback (no block arguments): returns the values to yield.
pub type BranchFn<'f> = dyn FnOnce(&OpBuilder, &mut Body) -> Vec<Value> + 'f;

/// Ends a block (through `bb`, a builder at its end) with `scf.yield` of `values`.
fn yield_values(ctx: &Context, body: &mut Body, bb: &OpBuilder, values: &[Value]) {
    bb.insert(body, YieldOp::build(ctx, bb.loc(), values));
}

impl ForOp<'_> {
    /// MLIR's `scf.for` builder with a body: the loop from `lb` to `ub` by `step`, its
    /// results (and loop-carried values) of the types of `iter_args`. `body_fn` gets
    /// `[iv, carried...]` and returns the values for the next iteration.
    #[allow(clippy::too_many_arguments)]
    pub fn create_with_body(
        b: &OpBuilder,
        ctx: &Context,
        body: &mut Body,
        lb: Value,
        ub: Value,
        step: Value,
        iter_args: &[Value],
        body_fn: impl FnOnce(&OpBuilder, &mut Body, &[Value]) -> Vec<Value>,
    ) -> Op {
        let types: Vec<Type> = iter_args.iter().map(|&v| body.value_type(v)).collect();
        let state = ForOp::build(ctx, b.loc(), lb, ub, step, iter_args, &types);
        b.insert_with_regions(body, state, |inner, regions| {
            let mut arg_types = vec![ctx.index_type()];
            arg_types.extend(&types);
            let (block, bb) = b.add_block(inner, regions[0], &arg_types);
            let args = inner.block_args(block).to_vec();
            let values = body_fn(&bb, inner, &args);
            yield_values(ctx, inner, &bb, &values);
        })
    }
}

impl IfOp<'_> {
    /// MLIR's `scf.if` builder with bodies: `then_fn` (and `else_fn`, which an `if` with
    /// results needs) build the branches and return the values they yield.
    pub fn create_with_regions(
        b: &OpBuilder,
        ctx: &Context,
        body: &mut Body,
        condition: Value,
        result_types: &[Type],
        then_fn: impl FnOnce(&OpBuilder, &mut Body) -> Vec<Value>,
        else_fn: Option<Box<BranchFn<'_>>>,
    ) -> Op {
        let state = IfOp::build(ctx, b.loc(), condition, result_types);
        b.insert_with_regions(body, state, |inner, regions| {
            let (_, bb) = b.add_block(inner, regions[0], &[]);
            let values = then_fn(&bb, inner);
            yield_values(ctx, inner, &bb, &values);
            if let Some(else_fn) = else_fn {
                let (_, bb) = b.add_block(inner, regions[1], &[]);
                let values = else_fn(&bb, inner);
                yield_values(ctx, inner, &bb, &values);
            }
        })
    }
}

impl WhileOp<'_> {
    /// MLIR's `scf.while` builder with bodies: `before_fn` gets the loop-carried values
    /// and returns the condition and the values passed on (`scf.condition`);
    /// `after_fn` gets those (of `result_types`) and returns the next carried values.
    pub fn create_with_regions(
        b: &OpBuilder,
        ctx: &Context,
        body: &mut Body,
        inits: &[Value],
        result_types: &[Type],
        before_fn: impl FnOnce(&OpBuilder, &mut Body, &[Value]) -> (Value, Vec<Value>),
        after_fn: impl FnOnce(&OpBuilder, &mut Body, &[Value]) -> Vec<Value>,
    ) -> Op {
        let init_types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
        let state = WhileOp::build(ctx, b.loc(), inits, result_types);
        b.insert_with_regions(body, state, |inner, regions| {
            let (block, bb) = b.add_block(inner, regions[0], &init_types);
            let args = inner.block_args(block).to_vec();
            let (cond, passed) = before_fn(&bb, inner, &args);
            bb.insert(inner, ConditionOp::build(ctx, bb.loc(), cond, &passed));
            let (block, bb) = b.add_block(inner, regions[1], result_types);
            let args = inner.block_args(block).to_vec();
            let values = after_fn(&bb, inner, &args);
            yield_values(ctx, inner, &bb, &values);
        })
    }
}

/// The `RegionBranchOpInterface` methods of an op with these edges (and these
/// invocation bounds: a function of the op and its constant operands).
macro_rules! region_branch_methods {
    ($op:ident, $declared:ident, $edges:ident) => {
        impl interface_methods::$declared for $op<'_> {
            fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
                ($edges.successors)(&self.0, from)
            }
        }
    };
    ($op:ident, $declared:ident, $edges:ident, bounds = $bounds:path,
     for_operands = $for_operands:path) => {
        impl interface_methods::$declared for $op<'_> {
            fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
                ($edges.successors)(&self.0, from)
            }
            fn get_successor_regions_for_operands(
                &self,
                from: Option<usize>,
                operands: &[Option<Attribute>],
            ) -> Vec<RegionSuccessor> {
                $for_operands(&self.0, from, operands)
            }
            fn get_region_invocation_bounds(
                &self,
                operands: &[Option<Attribute>],
            ) -> Vec<InvocationBounds> {
                $bounds(&self.0, operands)
            }
        }
    };
    ($op:ident, $declared:ident, $edges:ident, entry_types,
     for_operands = $for_operands:path) => {
        impl interface_methods::$declared for $op<'_> {
            fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
                ($edges.successors)(&self.0, from)
            }
            fn get_successor_regions_for_operands(
                &self,
                from: Option<usize>,
                operands: &[Option<Attribute>],
            ) -> Vec<RegionSuccessor> {
                $for_operands(&self.0, from, operands)
            }
            fn get_entry_types(&self, region: usize) -> Vec<Type> {
                ($edges.entry_types)(&self.0, region)
            }
        }
    };
    ($op:ident, $declared:ident, $edges:ident, entry_types) => {
        impl interface_methods::$declared for $op<'_> {
            fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
                ($edges.successors)(&self.0, from)
            }
            fn get_entry_types(&self, region: usize) -> Vec<Type> {
                ($edges.entry_types)(&self.0, region)
            }
        }
    };
}

/// `scf.condition` passes its `args` on, to the "after" region or to the results.
impl interface_methods::ConditionOpDeclaredMethods for ConditionOp<'_> {
    fn get_successor_operands(&self, _region: Option<usize>) -> Vec<Value> {
        self.args().collect()
    }
}

fn is_index(ctx: &Context, t: Type) -> bool {
    t == ctx.index_type()
}

fn no_entry_types(_: &OpRef<'_>, _: usize) -> Vec<Type> {
    Vec::new()
}

/// The types of the operands of `op` from `start` on.
fn operand_types_from(op: &OpRef<'_>, start: usize) -> Vec<Type> {
    op.operands()
        .skip(start)
        .map(|v| op.value_type(v))
        .collect()
}

/// The last op of a region's entry block, if any.
fn region_terminator(op: &OpRef<'_>, index: usize) -> Option<Op> {
    let body = op.region_body();
    op.regions()
        .get(index)
        .and_then(|&r| body.entry_block(r))
        .and_then(|b| body.last_op(b))
}

/// MLIR's `verifyAndGetTerminator`: the region's terminator if it is a `name`, else
/// `message` with a note at the terminator.
fn expect_terminator(
    op: &OpRef<'_>,
    index: usize,
    name: &str,
    message: &str,
) -> Result<Op, Diagnostic> {
    let body = op.region_body();
    match region_terminator(op, index) {
        Some(t) if op.ctx.ident_ref(body.op_name(t)) == name => Ok(t),
        found => {
            let mut d = op.op_error(message);
            if let Some(t) = found {
                d.notes.push(note_at_op(op, t, "terminator here"));
            }
            Err(d)
        }
    }
}

/// A note positioned at `at`, an op nested in `op`'s regions.
fn note_at_op(op: &OpRef<'_>, at: Op, message: &str) -> Diagnostic {
    OpRef::new(op.ctx, op.region_body(), at).note(message)
}

/// The value of an `arith.constant` of index type defining `v`, if it is one.
fn constant_index(op: &OpRef<'_>, v: Value) -> Option<i128> {
    let body = op.body;
    let strata_framework::ir::body::ValueDef::OpResult(def, _) = body.value_def(v) else {
        return None;
    };
    if op.ctx.ident_ref(body.op_name(def)) != "arith.constant"
        || !is_index(op.ctx, body.value_type(v))
    {
        return None;
    }
    let value = op
        .ctx
        .dictionary_get_ident(body.attrs(def), op.ctx.value_ident())?;
    match op.ctx.attr_kind_ref(value) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `(%a = %x, %b = %y)`: region arguments and the operands initializing them (MLIR's
/// `parseAssignmentList`).
fn parse_assignment_list(
    p: &mut dyn OpAsmParser<'_>,
) -> Result<(Vec<Argument>, Vec<UnresolvedOperand>), Diagnostic> {
    let mut args = Vec::new();
    let mut vals = Vec::new();
    p.parse(Punct::LParen)?;
    if !p.parse_optional(Punct::RParen) {
        loop {
            args.push(p.parse_argument(false)?);
            p.parse(Punct::Equal)?;
            vals.push(p.parse_operand()?);
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RParen)?;
    }
    Ok((args, vals))
}

/// ` PREFIX(%a = %x, ...)`, nothing when there are no initializers (MLIR's
/// `printInitializationList`).
fn print_initialization_list(
    p: &mut dyn OpAsmPrinter<'_>,
    args: &[Value],
    inits: &[Value],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_value(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

fn types_of(p: &dyn OpAsmPrinter<'_>, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| p.body().value_type(v)).collect()
}

/// `scf.for %i = %lb to %ub step %s [iter_args(%a = %x) -> (types)] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for ForOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let mut iv = p.parse_argument(false)?;
        p.parse(Punct::Equal)?;
        let mut bounds = Vec::new();
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                p.parse_keyword(kw)?;
            }
            let u = p.parse_operand()?;
            bounds.push(p.resolve_operand(u, index)?);
        }
        p.add_operands(&bounds);
        let mut args = Vec::new();
        let mut result_types = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            let (a, vals) = parse_assignment_list(p)?;
            p.parse(Punct::Arrow)?;
            result_types = p.parse_function_result_types()?;
            if a.len() != result_types.len() {
                return Err(p.error_at(
                    p.name_pos(),
                    "mismatch in number of loop-carried values and defined values",
                ));
            }
            for (mut arg, (u, &t)) in a.into_iter().zip(vals.into_iter().zip(&result_types)) {
                let v = p.resolve_operand(u, t)?;
                p.add_operands(&[v]);
                arg.ty = t;
                args.push(arg);
            }
        }
        p.add_result_types(&result_types);
        iv.ty = index;
        let mut region_args = vec![iv];
        region_args.extend(args);
        let region = p.parse_region(&region_args)?;
        p.ensure_terminator(region, "scf.yield");
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        let region = op.regions()[0];
        let body = op.region_body();
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" ");
        if let Some(&iv) = args.first() {
            p.print_region_value(iv);
        }
        p.write(" = ");
        p.print_operand(operands[0]);
        p.write(" to ");
        p.print_operand(operands[1]);
        p.write(" step ");
        p.print_operand(operands[2]);
        let inits = &operands[3..];
        print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            let tys = types_of(p, inits);
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !inits.is_empty(), false);
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for ForOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        if constant_index(op, op.operand(2)).is_some_and(|c| c <= 0) {
            return Err(op.op_error("constant step operand must be positive"));
        }
        let n_results = op.results().len();
        if n_results != 0 && op.operands().len().saturating_sub(3) != n_results {
            return Err(op.op_error("mismatch in number of loop-carried values and defined values"));
        }
        Ok(())
    }
}

/// `scf.for`: the op enters its body (after the induction variable) with the initial
/// values; the body goes round again or out to the results.
static FOR_EDGES: Edges = Edges {
    successors: |op, from| match from {
        None => vec![RegionSuccessor::region(op, 0, 1)],
        Some(_) => vec![
            RegionSuccessor::region(op, 0, 1),
            RegionSuccessor::results(op),
        ],
    },
    entry_types: |op, _| operand_types_from(op, 3),
};

/// `RegionBranchOpInterface` (its `FOR_EDGES`); `LoopLikeOpInterface`: the body, the
/// induction variable and the bound and step operands; `ConditionallySpeculatable`: a loop
/// of constant step 1 terminates whatever its bounds, so it is as speculatable as its body,
/// and another may not terminate.
impl interface_methods::ForOpDeclaredMethods for ForOp<'_> {
    fn get_successor_regions(&self, from: Option<usize>) -> Vec<RegionSuccessor> {
        (FOR_EDGES.successors)(&self.0, from)
    }

    fn get_entry_types(&self, region: usize) -> Vec<Type> {
        (FOR_EDGES.entry_types)(&self.0, region)
    }

    fn get_loop_body(&self) -> Region {
        self.region()
    }

    fn get_single_induction_var(&self) -> Option<Value> {
        let body = self.0.region_body();
        let block = body.entry_block(self.region())?;
        body.block_args(block).first().copied()
    }

    fn get_single_lower_bound(&self) -> Option<OpFoldResult> {
        Some(OpFoldResult::Value(self.lower_bound()))
    }

    fn get_single_step(&self) -> Option<OpFoldResult> {
        Some(OpFoldResult::Value(self.step()))
    }

    fn get_single_upper_bound(&self) -> Option<OpFoldResult> {
        Some(OpFoldResult::Value(self.upper_bound()))
    }

    fn get_speculatability(&self) -> Speculatability {
        if constant_int(self.0.ctx, self.0.body, self.step()) == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `LoopLikeOpInterface`: the body of `scf.parallel`.
impl interface_methods::ParallelOpDeclaredMethods for ParallelOp<'_> {
    fn get_loop_body(&self) -> Region {
        self.region()
    }
}

impl HasRegionVerifier for ForOp<'_> {
    /// After `RegionBranchOpInterface`'s check of the edges (a region trait).
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let args: Vec<Value> = op
            .regions()
            .first()
            .and_then(|&r| body.entry_block(r))
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        if !args
            .first()
            .is_some_and(|&a| is_index(op.ctx, body.value_type(a)))
        {
            return Err(op.op_error(
                "expected body first argument to be an index argument for the induction variable",
            ));
        }
        let n_results = op.results().len();
        if n_results == 0 {
            return Ok(());
        }
        if op.operands().len() - 3 != n_results {
            return Err(op.op_error("mismatch in number of loop-carried values and defined values"));
        }
        if args.len() - 1 != n_results {
            return Err(op.op_error("mismatch in number of basic block args and defined values"));
        }
        for (i, ((init, &arg), &res)) in op
            .operands()
            .skip(3)
            .zip(&args[1..])
            .zip(op.results())
            .enumerate()
        {
            let rt = op.value_type(res);
            if op.value_type(init) != rt {
                return Err(op.op_error(format!(
                    "types mismatch between {i}th iter operand and defined value"
                )));
            }
            if body.value_type(arg) != rt {
                return Err(op.op_error(format!(
                    "types mismatch between {i}th iter region arg and defined value"
                )));
            }
        }
        Ok(())
    }
}

/// `scf.if %c [-> (types)] { ... } [else { ... }] [attr-dict]`.
impl HasCustomAssemblyFormat for IfOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let c = p.parse_operand()?;
        let c = p.resolve_operand(c, ctx.int_type(1))?;
        p.add_operands(&[c]);
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let then = p.parse_region(&[])?;
        p.ensure_terminator(then, "scf.yield");
        if p.parse_optional_keyword("else") {
            let els = p.parse_region(&[])?;
            p.ensure_terminator(els, "scf.yield");
        } else {
            p.add_empty_region();
        }
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let c = op.operand(0);
        p.write(" ");
        p.print_operand(c);
        let results: Vec<Value> = op.results().to_vec();
        let terminators = !results.is_empty();
        if terminators {
            p.write(" -> (");
            let tys = types_of(p, &results);
            p.print_types(tys);
            p.write(")");
        }
        let regions = op.regions().to_vec();
        p.write(" ");
        p.print_region(regions[0], false, terminators, false);
        let body = op.region_body();
        if let Some(&els) = regions.get(1) {
            if body.entry_block(els).is_some() {
                p.write(" else ");
                p.print_region(els, false, terminators, false);
            }
        }
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for IfOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let else_empty = op
            .regions()
            .get(1)
            .is_none_or(|&r| body.entry_block(r).is_none());
        if !op.results().is_empty() && else_empty {
            return Err(op.op_error("must have an else block if defining values"));
        }
        Ok(())
    }
}

/// `scf.if`: the op enters either region (the else region only when it has a block);
/// both go out to the results.
static IF_EDGES: Edges = Edges {
    successors: |op, from| match from {
        None => {
            let body = op.region_body();
            let mut v = vec![RegionSuccessor::region(op, 0, 0)];
            if op
                .regions()
                .get(1)
                .is_some_and(|&r| body.entry_block(r).is_some())
            {
                v.push(RegionSuccessor::region(op, 1, 0));
            }
            v
        }
        Some(_) => vec![RegionSuccessor::results(op)],
    },
    entry_types: no_entry_types,
};

/// The integer value of a constant operand, if it is one.
fn constant_operand(op: &OpRef<'_>, operand: Option<&Option<Attribute>>) -> Option<i128> {
    match op.ctx.attr_kind_ref((*operand?)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `scf.if` runs each region at most once: with a constant condition, the one it selects
/// once and the other never (MLIR's `IfOp::getRegionInvocationBounds`).
fn if_invocation_bounds(op: &OpRef<'_>, operands: &[Option<Attribute>]) -> Vec<InvocationBounds> {
    match constant_operand(op, operands.first()) {
        Some(c) => vec![
            InvocationBounds::new(0, u32::from(c != 0)),
            InvocationBounds::new(0, u32::from(c == 0)),
        ],
        None => vec![InvocationBounds::new(0, 1); 2],
    }
}

/// `scf.if` with a constant condition enters the region it selects; with a false one and
/// no else block, it goes straight to its results (MLIR's `IfOp::getSuccessorRegions`).
fn if_successors_for_operands(
    op: &OpRef<'_>,
    from: Option<usize>,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let Some(c) = from
        .is_none()
        .then(|| constant_operand(op, operands.first()))
        .flatten()
    else {
        return (IF_EDGES.successors)(op, from);
    };
    let body = op.region_body();
    let has_else = op
        .regions()
        .get(1)
        .is_some_and(|&r| body.entry_block(r).is_some());
    if c != 0 {
        vec![RegionSuccessor::region(op, 0, 0)]
    } else if has_else {
        vec![RegionSuccessor::region(op, 1, 0)]
    } else {
        vec![RegionSuccessor {
            region: None,
            inputs: Vec::new(),
        }]
    }
}

region_branch_methods!(
    IfOp,
    IfOpDeclaredMethods,
    IF_EDGES,
    bounds = if_invocation_bounds,
    for_operands = if_successors_for_operands
);

/// `scf.execute_region [-> types] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for ExecuteRegionOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        p.parse_region(&[])?;
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let results: Vec<Value> = op.results().to_vec();
        let tys = types_of(p, &results);
        p.print_optional_arrow_type_list(&tys);
        p.write(" ");
        p.print_region(op.regions()[0], false, true, false);
        p.print_optional_attr_dict(&[]);
    }
}

/// `scf.execute_region`: into its region, then out to the results.
static EXECUTE_REGION_EDGES: Edges = Edges {
    successors: |op, from| match from {
        None => vec![RegionSuccessor::region(op, 0, 0)],
        Some(_) => vec![RegionSuccessor::results(op)],
    },
    entry_types: no_entry_types,
};

region_branch_methods!(
    ExecuteRegionOp,
    ExecuteRegionOpDeclaredMethods,
    EXECUTE_REGION_EDGES
);

impl HasVerifier for ExecuteRegionOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let r = op.regions()[0];
        match body.entry_block(r) {
            None => Err(op.op_error("region needs to have at least one block")),
            Some(b) if !body.block_args(b).is_empty() => {
                Err(op.op_error("region cannot have any arguments"))
            }
            Some(_) => Ok(()),
        }
    }
}

/// `scf.while [(%a = %x, ...)] : (types) -> types { before } do { after } [attributes]`.
impl HasCustomAssemblyFormat for WhileOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let (mut args, vals) = if p.peek(Punct::LParen) {
            parse_assignment_list(p)?
        } else {
            (Vec::new(), Vec::new())
        };
        // MLIR reports a count mismatch at the colon, a type of the wrong kind at the type.
        let colon_pos = p.pos();
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let fty = p.parse_type()?;
        let (inputs, results) = p.function_type_parts(fty, type_pos)?;
        if inputs.len() != vals.len() {
            return Err(p.error_at(
                colon_pos,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    vals.len(),
                    inputs.len()
                ),
            ));
        }
        p.add_result_types(&results);
        let pos = p.pos();
        let vs = p.resolve_operands(&vals, &inputs, pos)?;
        p.add_operands(&vs);
        for (a, &t) in args.iter_mut().zip(&inputs) {
            a.ty = t;
        }
        p.parse_region(&args)?;
        p.parse_keyword("do")?;
        p.parse_region(&[])?;
        p.parse_optional_attr_dict_with_keyword()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let inits: Vec<Value> = op.operands().collect();
        let regions = op.regions().to_vec();
        let body = op.region_body();
        let before_args: Vec<Value> = body
            .entry_block(regions[0])
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        print_initialization_list(p, &before_args, &inits, " ");
        p.write(" : (");
        let tys = types_of(p, &inits);
        p.print_types(tys);
        p.write(") -> ");
        let results: Vec<Value> = op.results().to_vec();
        let rtys = types_of(p, &results);
        p.print_function_result_types(&rtys);
        p.write(" ");
        p.print_region(regions[0], false, true, false);
        p.write(" do ");
        p.print_region(regions[1], true, true, false);
        p.print_optional_attr_dict_with_keyword(&[]);
    }
}

impl HasVerifier for WhileOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        expect_terminator(
            op,
            0,
            "scf.condition",
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        expect_terminator(
            op,
            1,
            "scf.yield",
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }
}

/// `scf.while`: the op enters "before" with its operands; "before" goes to "after" or
/// out to the results; "after" goes back to "before".
static WHILE_EDGES: Edges = Edges {
    successors: |op, from| match from {
        None | Some(1) => vec![RegionSuccessor::region(op, 0, 0)],
        Some(_) => vec![
            RegionSuccessor::region(op, 1, 0),
            RegionSuccessor::results(op),
        ],
    },
    entry_types: |op, _| operand_types_from(op, 0),
};

/// `scf.while`'s "before" region, ended by an `scf.condition` whose condition is a constant,
/// goes only to the "after" region (true) or to the results (false) (MLIR's
/// `WhileOp::getSuccessorRegions`, given the terminator's operands).
fn while_successors_for_operands(
    op: &OpRef<'_>,
    from: Option<usize>,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    match (from, constant_operand(op, operands.first())) {
        (Some(0), Some(c)) if c != 0 => vec![RegionSuccessor::region(op, 1, 0)],
        (Some(0), Some(_)) => vec![RegionSuccessor::results(op)],
        _ => (WHILE_EDGES.successors)(op, from),
    }
}

region_branch_methods!(
    WhileOp,
    WhileOpDeclaredMethods,
    WHILE_EDGES,
    entry_types,
    for_operands = while_successors_for_operands
);

/// `(%a, %b)`: operands, or region arguments without types (`with_args`), in parentheses.
fn parse_paren_operands(p: &mut dyn OpAsmParser<'_>) -> Result<Vec<UnresolvedOperand>, Diagnostic> {
    p.parse(Punct::LParen)?;
    let list = p.parse_operand_list()?;
    p.parse(Punct::RParen)?;
    Ok(list)
}

/// `scf.parallel (%i, ...) = (lbs) to (ubs) step (steps) [init (vals)] [-> types] {...}`.
impl HasCustomAssemblyFormat for ParallelOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        p.parse(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional(Punct::RParen) {
            loop {
                let mut a = p.parse_argument(false)?;
                a.ty = index;
                ivs.push(a);
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            p.parse(Punct::RParen)?;
        }
        p.parse(Punct::Equal)?;
        let mut sizes = Vec::new();
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                p.parse_keyword(kw)?;
            }
            let pos = p.pos();
            let list = parse_paren_operands(p)?;
            if list.len() != ivs.len() {
                return Err(p.error_at(pos, format!("expected {} operands", ivs.len())));
            }
            let vs = p.resolve_operands_of_type(&list, index)?;
            sizes.push(vs.len() as i64);
            p.add_operands(&vs);
        }
        let inits = if p.parse_optional_keyword("init") {
            parse_paren_operands(p)?
        } else {
            Vec::new()
        };
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let region = p.parse_region(&ivs)?;
        sizes.push(inits.len() as i64);
        p.add_attribute(
            "operand_segment_sizes",
            strata_framework::ods::format::segment_attr(ctx, &sizes),
        );
        p.parse_optional_attr_dict()?;
        let name_pos = p.name_pos();
        let vs = p.resolve_operands(&inits, &tys, name_pos)?;
        p.add_operands(&vs);
        p.ensure_terminator(region, "scf.yield");
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = ParallelOp(p.op_ref());
        let region = op.0.regions()[0];
        let body = op.0.region_body();
        let ivs: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" (");
        for (i, &v) in ivs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_value(v);
        }
        p.write(") = (");
        p.print_operands(op.lower_bound());
        p.write(") to (");
        p.print_operands(op.upper_bound());
        p.write(") step (");
        p.print_operands(op.step());
        p.write(")");
        let inits = op.init_vals();
        if !inits.is_empty() {
            p.write(" init (");
            p.print_operands(inits);
            p.write(")");
        }
        let results: Vec<Value> = op.0.results().to_vec();
        let tys = types_of(p, &results);
        p.print_optional_arrow_type_list(&tys);
        p.write(" ");
        p.print_region(region, false, true, false);
        p.print_optional_attr_dict(&["operand_segment_sizes"]);
    }
}

/// `scf.reduce(%v) : type { ^bb0(%a: type, %b: type): ... }`; MLIR prints two spaces
/// before the colon.
impl HasCustomAssemblyFormat for ReduceOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        p.parse(Punct::LParen)?;
        let v = p.parse_operand()?;
        p.parse(Punct::RParen)?;
        let ty = p.parse_colon_type()?;
        let v = p.resolve_operand(v, ty)?;
        p.add_operands(&[v]);
        p.parse_region(&[])?;
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let v = op.operand(0);
        p.write("(");
        p.print_operand(v);
        p.write(")  : ");
        p.print_type(op.value_type(v));
        p.write(" ");
        p.print_region(op.regions()[0], true, true, false);
    }
}

impl HasVerifier for ParallelOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let steps = ParallelOp(*op).step();
        if steps.is_empty() {
            return Err(
                op.op_error("needs at least one tuple element for lowerBound, upperBound and step")
            );
        }
        if steps
            .clone()
            .any(|s| constant_index(op, s).is_some_and(|c| c <= 0))
        {
            return Err(op.op_error("constant step operand must be positive"));
        }
        let body = op.region_body();
        let Some(block) = op.regions().first().and_then(|&r| body.entry_block(r)) else {
            return Ok(());
        };
        let args = body.block_args(block);
        if args.len() != steps.len() {
            return Err(op.op_error(format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            )));
        }
        if args.iter().any(|&a| !is_index(op.ctx, body.value_type(a))) {
            return Err(
                op.op_error("expects arguments for the induction variable to be of index type")
            );
        }
        let yield_op = expect_terminator(
            op,
            0,
            "scf.yield",
            "expects body to terminate with 'scf.yield'",
        )?;
        if body.num_operands(yield_op) != 0 {
            return Err(OpRef::new(op.ctx, body, yield_op)
                .op_error("not allowed to have operands inside 'scf.parallel'"));
        }
        let reductions: Vec<Op> = body
            .block_ops(block)
            .filter(|&o| op.ctx.ident_ref(body.op_name(o)) == "scf.reduce")
            .collect();
        let n_results = op.results().len();
        if n_results != reductions.len() {
            return Err(op.op_error(format!(
                "expects number of results: {n_results} to be the same as number of reductions: {}",
                reductions.len()
            )));
        }
        let n_inits = ParallelOp(*op).init_vals().len();
        if n_results != n_inits {
            return Err(op.op_error(format!(
                "expects number of results: {n_results} to be the same as number of initial values: {n_inits}"
            )));
        }
        for (&res, &red) in op.results().iter().zip(&reductions) {
            let rt = op.value_type(res);
            let Some(operand) = body.operands(red).next() else {
                continue;
            };
            let red_t = body.value_type(operand);
            if red_t != rt {
                return Err(OpRef::new(op.ctx, body, red).op_error(format!(
                    "expects type of reduce: '{}' to be the same as result type: '{}'",
                    type_text(op.ctx, red_t),
                    type_text(op.ctx, rt)
                )));
            }
        }
        Ok(())
    }
}

impl HasRegionVerifier for ReduceOp<'_> {
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ty = op.value_type(op.operand(0));
        let body = op.region_body();
        let Some(block) = op.regions().first().and_then(|&r| body.entry_block(r)) else {
            return Ok(());
        };
        let Some(term) = body.last_op(block) else {
            return Err(op.op_error("the block inside reduce should not be empty"));
        };
        let args = body.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| body.value_type(a) != ty) {
            return Err(op.op_error(format!(
                "expects two arguments to reduce block of type '{}'",
                type_text(op.ctx, ty)
            )));
        }
        if op.ctx.ident_ref(body.op_name(term)) != "scf.reduce.return" {
            return Err(op.op_error(
                "the block inside reduce should be terminated with a 'scf.reduce.return' op",
            ));
        }
        Ok(())
    }
}

impl HasVerifier for ReduceReturnOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(parent) = op.parent() else {
            return Ok(());
        };
        let expected = parent.value_type(parent.operand(0));
        let got = op.value_type(op.operand(0));
        if expected != got {
            return Err(op.op_error(format!(
                "needs to have type '{}' (the type of the enclosing ReduceOp)",
                type_text(op.ctx, expected)
            )));
        }
        Ok(())
    }
}

/// `scf.index_switch %i [attr-dict] [-> types]` then `case N {...}` lines and `default
/// {...}` (MLIR's `custom<SwitchCases>` with the default region last in the text).
impl HasCustomAssemblyFormat for IndexSwitchOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let arg = p.parse_operand()?;
        let arg = p.resolve_operand(arg, ctx.index_type())?;
        p.add_operands(&[arg]);
        p.parse_optional_attr_dict()?;
        if p.parse_optional(Punct::Arrow) {
            let tys = p.parse_type_list()?;
            p.add_result_types(&tys);
        }
        let mut cases = Vec::new();
        while p.parse_optional_keyword("case") {
            cases.push(p.parse_integer()? as i64);
            let r = p.parse_region(&[])?;
            p.ensure_terminator(r, "scf.yield");
        }
        p.add_attribute(
            "cases",
            strata_framework::ods::directives::dense_i64_array(ctx, &cases),
        );
        p.parse_keyword("default")?;
        let r = p.parse_region(&[])?;
        p.ensure_terminator(r, "scf.yield");
        p.move_last_region_first();
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_operand(op.operand(0));
        p.print_optional_attr_dict(&["cases"]);
        let results: Vec<Value> = op.results().to_vec();
        if !results.is_empty() {
            p.write(" -> ");
            let tys = types_of(p, &results);
            p.print_types(tys);
        }
        p.write(" ");
        let cases = op
            .attr("cases")
            .and_then(|a| strata_framework::ods::AttrView::new(op.ctx, a).dense_array_values())
            .unwrap_or_default();
        let regions = op.regions().to_vec();
        for (value, &r) in cases.iter().zip(regions.iter().skip(1)) {
            p.print_newline();
            p.write(&format!("case {value} "));
            p.print_region(r, false, true, false);
        }
        p.print_newline();
        p.write("default ");
        // The declarative region printing: an implicit `scf.yield` with no operands is
        // left out.
        let body = op.region_body();
        let implicit = body
            .entry_block(regions[0])
            .and_then(|b| body.last_op(b))
            .is_some_and(|t| {
                body.num_operands(t) == 0
                    && body.results(t).is_empty()
                    && op.ctx.dictionary_entries(body.attrs(t)).is_empty()
            });
        p.print_region(regions[0], true, !implicit, false);
    }
}

impl HasVerifier for IndexSwitchOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let cases = op
            .attr("cases")
            .and_then(|a| strata_framework::ods::AttrView::new(ctx, a).dense_array_values())
            .unwrap_or_default();
        let n_regions = op.regions().len() - 1;
        if cases.len() != n_regions {
            return Err(op.op_error(format!(
                "has {n_regions} case regions but {} case values",
                cases.len()
            )));
        }
        let mut seen = std::collections::HashSet::new();
        for &c in &cases {
            if !seen.insert(c) {
                return Err(op.op_error(format!("has duplicate case value: {c}")));
            }
        }
        let body = op.region_body();
        let result_types: Vec<Type> = op.results().iter().map(|&v| op.value_type(v)).collect();
        for (i, _) in op.regions().iter().enumerate() {
            let name = if i == 0 {
                "default region".to_string()
            } else {
                format!("case region #{}", i - 1)
            };
            // An empty block is reported by the block checks that follow.
            let Some(term) = region_terminator(op, i) else {
                continue;
            };
            let term_name = ctx.ident_ref(body.op_name(term));
            if term_name != "scf.yield" {
                return Err(op.op_error(format!(
                    "expected region to end with scf.yield, but got {term_name}"
                )));
            }
            let yielded: Vec<Type> = body.operands(term).map(|v| body.value_type(v)).collect();
            if yielded.len() != result_types.len() {
                let mut d = op.op_error(format!(
                    "expected each region to return {} values, but {name} returns {}",
                    result_types.len(),
                    yielded.len()
                ));
                d.notes
                    .push(note_at_op(op, term, "see yield operation here"));
                return Err(d);
            }
            for (idx, (&r, &y)) in result_types.iter().zip(&yielded).enumerate() {
                if r != y {
                    let mut d = op.op_error(format!(
                        "expected result #{idx} of each region to be '{}'",
                        type_text(ctx, r)
                    ));
                    d.notes.push(note_at_op(
                        op,
                        term,
                        &format!("{name} returns '{}' here", type_text(ctx, y)),
                    ));
                    return Err(d);
                }
            }
        }
        Ok(())
    }
}

/// `scf.index_switch`: into any region; each goes out to the results.
static INDEX_SWITCH_EDGES: Edges = Edges {
    successors: |op, from| match from {
        None => (0..op.regions().len())
            .map(|i| RegionSuccessor::region(op, i, 0))
            .collect(),
        Some(_) => vec![RegionSuccessor::results(op)],
    },
    entry_types: no_entry_types,
};

/// `scf.index_switch` runs each region at most once: with a constant argument, the case
/// region of that value (else the default region) once and the others never.
fn index_switch_invocation_bounds(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
) -> Vec<InvocationBounds> {
    let n = op.regions().len();
    let Some(arg) = constant_operand(op, operands.first()) else {
        return vec![InvocationBounds::new(0, 1); n];
    };
    let cases = op
        .attr("cases")
        .and_then(|a| strata_framework::ods::AttrView::new(op.ctx, a).dense_array_values())
        .unwrap_or_default();
    let live = cases
        .iter()
        .position(|&c| i128::from(c) == arg)
        .map_or(0, |k| k + 1);
    (0..n)
        .map(|i| InvocationBounds::new(0, u32::from(i == live)))
        .collect()
}

/// `scf.index_switch` with a constant argument enters the case region of that value, else
/// the default region (MLIR's `IndexSwitchOp::getSuccessorRegions`).
fn index_switch_successors_for_operands(
    op: &OpRef<'_>,
    from: Option<usize>,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    if from.is_some() || constant_operand(op, operands.first()).is_none() {
        return (INDEX_SWITCH_EDGES.successors)(op, from);
    }
    index_switch_invocation_bounds(op, operands)
        .iter()
        .position(|b| b.upper == Some(1))
        .map(|i| vec![RegionSuccessor::region(op, i, 0)])
        .unwrap_or_default()
}

region_branch_methods!(
    IndexSwitchOp,
    IndexSwitchOpDeclaredMethods,
    INDEX_SWITCH_EDGES,
    bounds = index_switch_invocation_bounds,
    for_operands = index_switch_successors_for_operands
);

/// `scf.foreach_thread (%i, ...) in (%n, ...) [shared_outs(%o = %t, ...) -> (types)]
/// { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for ForeachThreadOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        p.parse(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional(Punct::RParen) {
            loop {
                let mut a = p.parse_argument(false)?;
                a.ty = index;
                ivs.push(a);
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            p.parse(Punct::RParen)?;
        }
        p.parse_keyword("in")?;
        let pos = p.pos();
        let threads = parse_paren_operands(p)?;
        if threads.len() != ivs.len() {
            return Err(p.error_at(pos, format!("expected {} operands", ivs.len())));
        }
        let threads = p.resolve_operands_of_type(&threads, index)?;
        p.add_operands(&threads);
        let outs_pos = p.pos();
        let mut out_args = Vec::new();
        let mut outs = Vec::new();
        let mut result_types = Vec::new();
        if p.parse_optional_keyword("shared_outs") {
            let (a, vals) = parse_assignment_list(p)?;
            result_types = p.parse_optional_arrow_type_list()?;
            let vs = p.resolve_operands(&vals, &result_types, outs_pos)?;
            outs = vs;
            out_args = a;
        }
        p.add_operands(&outs);
        p.add_result_types(&result_types);
        for (a, &t) in out_args.iter_mut().zip(&result_types) {
            a.ty = t;
        }
        let mut args = ivs;
        args.extend(out_args);
        let region = p.parse_region(&args)?;
        p.ensure_terminator_with_body(region, "scf.foreach_thread.perform_concurrently");
        p.parse_optional_attr_dict()?;
        p.add_attribute(
            "operand_segment_sizes",
            strata_framework::ods::format::segment_attr(
                ctx,
                &[threads.len() as i64, outs.len() as i64],
            ),
        );
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = ForeachThreadOp(p.op_ref());
        let threads = op.num_threads();
        let outs: Vec<Value> = op.outputs().collect();
        let region = op.0.regions()[0];
        let body = op.0.region_body();
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        let (ivs, out_args) = args.split_at(threads.len().min(args.len()));
        p.write(" (");
        for (i, &v) in ivs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_value(v);
        }
        p.write(") in (");
        p.print_operands(threads);
        p.write(")");
        print_initialization_list(p, out_args, &outs, " shared_outs");
        p.write(" ");
        let results: Vec<Value> = op.0.results().to_vec();
        if !out_args.is_empty() {
            p.write("-> (");
            let tys = types_of(p, &results);
            p.print_types(tys);
            p.write(") ");
        }
        p.print_region(region, false, !results.is_empty(), false);
        p.print_optional_attr_dict(&["operand_segment_sizes"]);
    }
}

impl HasVerifier for ForeachThreadOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let this = ForeachThreadOp(*op);
        let rank = this.num_threads().len();
        let n_outs = this.outputs().len();
        let n_results = op.results().len();
        if n_results != n_outs {
            return Err(op.op_error(format!(
                "produces {n_results} results, but has only {n_outs} outputs"
            )));
        }
        let body = op.region_body();
        let args: Vec<Value> = op
            .regions()
            .first()
            .and_then(|&r| body.entry_block(r))
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        if args.len() != rank + n_outs {
            return Err(op.op_error(format!("region expects {rank} arguments")));
        }
        for (i, &a) in args[..rank].iter().enumerate() {
            if !is_index(op.ctx, body.value_type(a)) {
                return Err(op.op_error(format!("expects {i}-th block argument to be an index")));
            }
        }
        for (i, (out, &a)) in this.outputs().zip(&args[rank..]).enumerate() {
            if body.value_type(a) != op.value_type(out) {
                return Err(op.op_error(format!(
                    "type mismatch between {i}-th output and corresponding block argument"
                )));
            }
        }
        if let Some(mapping) = this.mapping() {
            let n = strata_framework::ods::AttrView::new(op.ctx, mapping)
                .array_elements()
                .map_or(0, |e| e.len());
            if n != 0 && n != rank {
                return Err(op.op_error("mapping attribute size must match op rank"));
            }
        }
        Ok(())
    }
}

/// `scf.foreach_thread.perform_concurrently { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for PerformConcurrentlyOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let r = p.parse_region(&[])?;
        let body = p.region_body_mut();
        if body.entry_block(r).is_none() {
            let b = body.create_block();
            body.append_block(r, b);
        }
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        p.write(" ");
        p.print_region(op.regions()[0], false, false, false);
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for PerformConcurrentlyOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let Some(parent) = op.parent().filter(|p| p.name() == "scf.foreach_thread") else {
            return Err(op.op_error("expected foreach_thread op parent"));
        };
        // The region's shared outputs: the last block arguments, one per result.
        let parent_body = parent.region_body();
        let out_args: Vec<Value> = parent
            .regions()
            .first()
            .and_then(|&r| parent_body.entry_block(r))
            .map(|b| {
                let args = parent_body.block_args(b);
                args[args.len().saturating_sub(parent.results().len())..].to_vec()
            })
            .unwrap_or_default();
        let body = op.region_body();
        if let Some(b) = op.regions().first().and_then(|&r| body.entry_block(r)) {
            for o in body.block_ops(b) {
                if op.ctx.ident_ref(body.op_name(o)) != "tensor.parallel_insert_slice" {
                    return Err(op.op_error("expected only tensor.parallel_insert_slice ops"));
                }
                let insert = OpRef::new(op.ctx, body, o);
                if insert.operands().len() > 1 && !out_args.contains(&insert.operand(1)) {
                    return Err(insert.op_error("may only insert into an output block argument"));
                }
            }
        }
        Ok(())
    }
}

/// `scf`'s inliner interface (MLIR's `SCFInlinerInterface`): its ops may be inlined anywhere, and anything into its regions; an inlined `scf.yield` gives the call's results.
struct ScfInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for ScfInliner {
    fn is_legal_to_inline_region(
        &self,
        _: &strata_framework::Context,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
    fn handle_terminator_values(
        &self,
        ctx: &strata_framework::Context,
        body: &mut strata_framework::Body,
        op: strata_framework::ir::body::Op,
        values: &[strata_framework::Value],
    ) {
        if ctx.ident_ref(body.op_name(op)) != YieldOp::NAME {
            return;
        }
        let operands: Vec<strata_framework::Value> = body.operands(op).collect();
        let mut rw = strata_framework::ir::body::Rewriter::new(body);
        for (&v, &r) in values.iter().zip(&operands) {
            rw.replace_all_uses_with(v, r);
        }
    }
}

/// Registers the dialect's dialect interfaces (its inliner interface). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "scf",
        Box::new(ScfInliner),
    );
}
