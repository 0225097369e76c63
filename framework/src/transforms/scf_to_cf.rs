//! `convert-scf-to-cf` (MLIR 16's `ScfToControlFlow`): a partial conversion in which
//! `scf.for`, `scf.if`, `scf.parallel`, `scf.while` and `scf.execute_region` are illegal
//! and every other op legal, with MLIR 16's patterns: `ForLowering`, `IfLowering`,
//! `ParallelLowering` (to a nest of `scf.for`, lowered in turn), `WhileLowering`,
//! `ExecuteRegionLowering` (benefit 1) and `DoWhileLowering` (benefit 2). Each splits the
//! block holding the op, inlines the op's regions before the continuation and branches
//! between them with `cf.br` / `cf.cond_br`, building the blocks in MLIR's order.
//!
//! The pass names the ops it reads and creates (`scf`, `cf`, `arith`) by their names,
//! like the conversion passes of this layer; their dialects are the root crate's.

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use crate::ir::body::{Block, BlockPoint, Op, OperationState, Region, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ods::format::segment_attr;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::conversion_passes::ScfToControlFlowBase;

/// `arith.cmpi`'s `slt` predicate.
const CMPI_SLT: i128 = 2;

type LoweringFn = fn(Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// One of the lowerings: an op name, a benefit, a rewrite.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    benefit: u16,
    f: LoweringFn,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        (self.f)(op, operands, rewriter)
    }
}

/// MLIR's `populateSCFToControlFlowConversionPatterns`, in its order.
pub fn populate_scf_to_cf_patterns(ctx: &Context, patterns: &mut ConversionPatternSet) {
    let table: [(&str, &'static str, u16, LoweringFn); 6] = [
        ("scf.for", "ForLowering", 1, for_lowering),
        ("scf.if", "IfLowering", 1, if_lowering),
        ("scf.parallel", "ParallelLowering", 1, parallel_lowering),
        ("scf.while", "WhileLowering", 1, while_lowering),
        (
            "scf.execute_region",
            "ExecuteRegionLowering",
            1,
            execute_region_lowering,
        ),
        ("scf.while", "DoWhileLowering", 2, do_while_lowering),
    ];
    for (root, name, benefit, f) in table {
        patterns.add(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            benefit,
            f,
        });
    }
}

// ----- building ops by name -----

fn op_state(
    name: Identifier,
    loc: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Attribute,
    successors: Vec<Block>,
) -> OperationState {
    OperationState {
        name,
        operands,
        attrs,
        result_types,
        loc,
        successors,
        num_regions: 0,
        isolated_from_above: false,
    }
}

/// `cf.br ^dest(args)` at the insertion point.
fn create_br(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, dest: Block, args: &[Value]) {
    let empty = rw.empty_dictionary();
    let name = rw.ident("cf.br");
    rw.create(op_state(
        name,
        loc,
        args.to_vec(),
        vec![],
        empty,
        vec![dest],
    ));
}

/// `cf.cond_br %cond, ^t(t_args), ^f(f_args)` at the insertion point.
fn create_cond_br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    cond: Value,
    (t, t_args): (Block, &[Value]),
    (f, f_args): (Block, &[Value]),
) -> Op {
    let ctx = rw.ctx();
    let mut operands = vec![cond];
    operands.extend_from_slice(t_args);
    operands.extend_from_slice(f_args);
    let sizes = [1, t_args.len() as i64, f_args.len() as i64];
    let attrs = ctx.dictionary_attr(vec![(
        ctx.ident("operand_segment_sizes"),
        segment_attr(ctx, &sizes),
    )]);
    let name = rw.ident("cf.cond_br");
    rw.create(op_state(name, loc, operands, vec![], attrs, vec![t, f]))
}

/// The blocks of `region`, in order.
fn blocks(rw: &ConversionPatternRewriter<'_>, region: Region) -> Vec<Block> {
    rw.body().region_blocks(region).collect()
}

fn terminator(rw: &ConversionPatternRewriter<'_>, block: Block) -> Result<Op, MatchFailure> {
    rw.body().last_op(block).ok_or(MatchFailure)
}

fn operands_of(rw: &ConversionPatternRewriter<'_>, op: Op) -> Vec<Value> {
    rw.body().operands(op).collect()
}

/// Splits the block of the insertion point (just before `op`) there: the block before
/// and the continuation holding `op` and what follows it.
fn split_at_op(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
) -> Result<(Block, Block), MatchFailure> {
    let block = rw.body().parent_block(op).ok_or(MatchFailure)?;
    let rest = rw.split_block(block, op);
    Ok((block, rest))
}

/// Where `block` is, as the point to put blocks before it.
fn before_block(rw: &ConversionPatternRewriter<'_>, block: Block) -> BlockPoint {
    BlockPoint {
        region: rw
            .body()
            .block_parent(block)
            .expect("the block is in a region"),
        before: Some(block),
    }
}

// ----- the lowerings -----

/// `scf.for` to a condition block (the body's entry block, with the induction variable
/// and the loop-carried values), the body blocks, and the continuation.
fn for_lowering(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let (init_block, end_block) = split_at_op(rw, op)?;

    let region = rw.body().regions(op)[0];
    let condition_block = rw.body().entry_block(region).ok_or(MatchFailure)?;
    let first = rw.body().first_op(condition_block).ok_or(MatchFailure)?;
    let first_body_block = rw.split_block(condition_block, first);
    let last_body_block = *blocks(rw, region).last().ok_or(MatchFailure)?;
    let at = before_block(rw, end_block);
    rw.inline_region_before(region, at);
    let iv = rw.body().block_args(condition_block)[0];

    // Step the induction variable at the end of the body and branch back with the
    // values the body yields.
    let yield_op = terminator(rw, last_body_block)?;
    rw.set_insertion_point_to_end(last_body_block);
    let iv_type = rw.body().value_type(iv);
    let empty = rw.empty_dictionary();
    let name = rw.ident("arith.addi");
    let add = rw.create(op_state(
        name,
        loc,
        vec![iv, operands[2]],
        vec![iv_type],
        empty,
        vec![],
    ));
    let mut carried = rw.results(add);
    carried.extend(operands_of(rw, yield_op));
    create_br(rw, loc, condition_block, &carried);
    rw.erase_op(yield_op);

    // Enter the loop with the lower bound and the initial values.
    rw.set_insertion_point_to_end(init_block);
    let mut dest = vec![operands[0]];
    dest.extend_from_slice(&operands[3..]);
    create_br(rw, loc, condition_block, &dest);

    // The condition block compares the induction variable with the upper bound.
    rw.set_insertion_point_to_end(condition_block);
    let predicate = ctx.dictionary_attr(vec![(
        ctx.ident("predicate"),
        ctx.integer_attr(CMPI_SLT, ctx.int_type(64)),
    )]);
    let name = rw.ident("arith.cmpi");
    let cmp = rw.create(op_state(
        name,
        loc,
        vec![iv, operands[1]],
        vec![ctx.int_type(1)],
        predicate,
        vec![],
    ));
    let cmp = rw.body().results(cmp)[0];
    create_cond_br(rw, loc, cmp, (first_body_block, &[]), (end_block, &[]));
    let results = rw.body().block_args(condition_block)[1..].to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Makes the last block of `region` branch to `dest` with what its terminator yields,
/// and moves the region's blocks before `dest`; returns the region's entry block.
fn inline_yielding_region(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    region: Region,
    dest: Block,
) -> Result<Block, MatchFailure> {
    let region_blocks = blocks(rw, region);
    let (entry, last) = match (region_blocks.first(), region_blocks.last()) {
        (Some(&e), Some(&l)) => (e, l),
        _ => return Err(MatchFailure),
    };
    let term = terminator(rw, last)?;
    let args = operands_of(rw, term);
    rw.set_insertion_point_to_end(last);
    create_br(rw, loc, dest, &args);
    rw.erase_op(term);
    let at = before_block(rw, dest);
    rw.inline_region_before(region, at);
    Ok(entry)
}

/// `scf.if` to a `cf.cond_br` to the inlined then and else blocks, which branch to the
/// continuation (through a block taking the results, when there are results).
fn if_lowering(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let loc = rw.body().loc(op);
    let (cond_block, remaining) = split_at_op(rw, op)?;
    let result_types: Vec<Type> = {
        let body = rw.body();
        body.results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect()
    };
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let at = before_block(rw, remaining);
        let block = rw.create_block(at, &result_types);
        for &a in rw.body().block_args(block).to_vec().iter() {
            rw.set_arg_loc(a, loc);
        }
        create_br(rw, loc, remaining, &[]);
        block
    };

    let regions = rw.body().regions(op).to_vec();
    let then_block = inline_yielding_region(rw, loc, regions[0], continue_block)?;
    let else_block = if rw.body().entry_block(regions[1]).is_some() {
        inline_yielding_region(rw, loc, regions[1], continue_block)?
    } else {
        continue_block
    };

    rw.set_insertion_point_to_end(cond_block);
    create_cond_br(rw, loc, operands[0], (then_block, &[]), (else_block, &[]));
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `scf.execute_region` to a branch to its inlined blocks, whose `scf.yield`s branch to
/// the continuation, which takes the results as arguments.
fn execute_region_lowering(
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let (cond_block, remaining) = split_at_op(rw, op)?;
    let region = rw.body().regions(op)[0];
    let entry = rw.body().entry_block(region).ok_or(MatchFailure)?;
    rw.set_insertion_point_to_end(cond_block);
    create_br(rw, loc, entry, &[]);

    let yield_name = ctx.ident("scf.yield");
    for block in blocks(rw, region) {
        let term = terminator(rw, block)?;
        if rw.body().op_name(term) != yield_name {
            continue;
        }
        let args = operands_of(rw, term);
        rw.set_insertion_point_to_end(block);
        create_br(rw, loc, remaining, &args);
        rw.erase_op(term);
    }
    let at = before_block(rw, remaining);
    rw.inline_region_before(region, at);

    let result_types: Vec<Type> = {
        let body = rw.body();
        body.results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect()
    };
    let values = rw.add_block_arguments(remaining, &result_types, loc);
    rw.replace_op(op, &values);
    Ok(())
}

/// `scf.parallel` to a nest of `scf.for`, one per dimension, carrying the reductions'
/// values: each `scf.reduce` is replaced by its region's body applied to the carried
/// value and its operand, and the innermost loop yields the combined values.
fn parallel_lowering(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let par_region = rw.body().regions(op)[0];
    let par_body = rw.body().entry_block(par_region).ok_or(MatchFailure)?;
    let n = rw.body().block_args(par_body).len();
    if operands.len() < 3 * n {
        return Err(MatchFailure);
    }
    let mut iter_args: Vec<Value> = operands[3 * n..].to_vec();
    let mut loop_results = iter_args.clone();
    let mut ivs = Vec::with_capacity(n);
    let index = ctx.index_type();
    let empty = rw.empty_dictionary();
    for d in 0..n {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
        let mut for_operands = vec![operands[d], operands[n + d], operands[2 * n + d]];
        for_operands.extend_from_slice(&iter_args);
        let mut state = op_state(
            rw.ident("scf.for"),
            loc,
            for_operands,
            types.clone(),
            empty,
            vec![],
        );
        state.num_regions = 1;
        let for_op = rw.create(state);
        let ip = rw.insertion_point();
        let region = rw.body().regions(for_op)[0];
        let mut arg_types = vec![index];
        arg_types.extend_from_slice(&types);
        let for_body = rw.create_block(
            BlockPoint {
                region,
                before: None,
            },
            &arg_types,
        );
        let args = rw.body().block_args(for_body).to_vec();
        rw.set_arg_loc(args[0], loc);
        for (&a, &v) in args[1..].iter().zip(&iter_args) {
            let vloc = rw.value_loc(v);
            rw.set_arg_loc(a, vloc);
        }
        if iter_args.is_empty() {
            // MLIR's builder gives a loop without iteration arguments its terminator.
            let name = rw.ident("scf.yield");
            rw.create(op_state(name, loc, vec![], vec![], empty, vec![]));
        }
        rw.set_insertion_point(ip);
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results = rw.results(for_op);
        if d == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let block = rw.insertion_point().ok_or(MatchFailure)?.block;
            rw.set_insertion_point_to_end(block);
            let name = rw.ident("scf.yield");
            rw.create(op_state(name, loc, results, vec![], empty, vec![]));
        }
        rw.set_insertion_point_to_start(for_body);
    }

    // The reductions first, inlined where they are.
    let reduce_name = ctx.ident("scf.reduce");
    let mut yield_operands: Vec<Value> = Vec::new();
    let body_ops: Vec<Op> = rw.body().block_ops(par_body).collect();
    for reduce in body_ops {
        if rw.body().op_name(reduce) != reduce_name {
            continue;
        }
        let reduce_region = rw.body().regions(reduce)[0];
        let reduce_block = rw.body().entry_block(reduce_region).ok_or(MatchFailure)?;
        let arg = *iter_args.get(yield_operands.len()).ok_or(MatchFailure)?;
        let ret = terminator(rw, reduce_block)?;
        yield_operands.push(rw.body().operand(ret, 0));
        rw.erase_op(ret);
        let operand = rw.body().operand(reduce, 0);
        rw.inline_block_before(reduce_block, reduce, &[arg, operand]);
        rw.erase_op(reduce);
    }

    // Then the body, without its terminator.
    let par_yield = terminator(rw, par_body)?;
    rw.erase_op(par_yield);
    let new_body = rw.insertion_point().ok_or(MatchFailure)?.block;
    match rw.body().last_op(new_body) {
        None => rw.merge_blocks(par_body, new_body, &ivs),
        Some(term) => rw.inline_block_before(par_body, term, &ivs),
    }

    if !yield_operands.is_empty() {
        let block = rw.insertion_point().ok_or(MatchFailure)?.block;
        rw.set_insertion_point_to_end(block);
        let name = rw.ident("scf.yield");
        rw.create(op_state(name, loc, yield_operands, vec![], empty, vec![]));
    }
    rw.replace_op(op, &loop_results);
    Ok(())
}

/// `scf.while` to its inlined "before" blocks, whose `scf.condition` branches to the
/// inlined "after" blocks or the continuation, the "after" blocks branching back.
fn while_lowering(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let loc = rw.body().loc(op);
    let (current, continuation) = split_at_op(rw, op)?;
    let regions = rw.body().regions(op).to_vec();
    let after_blocks = blocks(rw, regions[1]);
    let before_blocks = blocks(rw, regions[0]);
    let (after, after_last) = (after_blocks[0], after_blocks[after_blocks.len() - 1]);
    let (before, before_last) = (before_blocks[0], before_blocks[before_blocks.len() - 1]);
    let at = before_block(rw, continuation);
    rw.inline_region_before(regions[1], at);
    let at = before_block(rw, after);
    rw.inline_region_before(regions[0], at);

    rw.set_insertion_point_to_end(current);
    create_br(rw, loc, before, operands);

    let cond_op = terminator(rw, before_last)?;
    let cond_operands = operands_of(rw, cond_op);
    let cond_loc = rw.body().loc(cond_op);
    rw.set_insertion_point_to_end(before_last);
    let new = create_cond_br(
        rw,
        cond_loc,
        cond_operands[0],
        (after, &cond_operands[1..]),
        (continuation, &[]),
    );
    replace_with(rw, cond_op, new);

    let yield_op = terminator(rw, after_last)?;
    let yielded = operands_of(rw, yield_op);
    let yield_loc = rw.body().loc(yield_op);
    rw.set_insertion_point_to_end(after_last);
    create_br(rw, yield_loc, before, &yielded);
    let new = rw.body().last_op(after_last).ok_or(MatchFailure)?;
    replace_with(rw, yield_op, new);

    rw.replace_op(op, &cond_operands[1..]);
    Ok(())
}

/// Replaces `old` (an op without results) by `new`, made at `old`'s location (MLIR's
/// `replaceOpWithNewOp`).
fn replace_with(rw: &mut ConversionPatternRewriter<'_>, old: Op, new: Op) {
    let values = rw.results(new);
    rw.replace_op(old, &values);
}

/// `scf.while` whose "after" region only forwards its arguments: the inlined "before"
/// blocks loop back to themselves.
fn do_while_lowering(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let regions = rw.body().regions(op).to_vec();
    let after_blocks = blocks(rw, regions[1]);
    let [after_block] = after_blocks[..] else {
        return Err(MatchFailure);
    };
    let body = rw.body();
    let mut after_ops = body.block_ops(after_block);
    let (Some(yield_op), None) = (after_ops.next(), after_ops.next()) else {
        return Err(MatchFailure);
    };
    if body.op_name(yield_op) != ctx.ident("scf.yield")
        || !body
            .operands(yield_op)
            .eq(body.block_args(after_block).iter().copied())
    {
        return Err(MatchFailure);
    }

    let (current, continuation) = split_at_op(rw, op)?;
    let before_blocks = blocks(rw, regions[0]);
    let (before, before_last) = (before_blocks[0], before_blocks[before_blocks.len() - 1]);
    let at = before_block(rw, continuation);
    rw.inline_region_before(regions[0], at);

    rw.set_insertion_point_to_end(current);
    create_br(rw, loc, before, operands);

    let cond_op = terminator(rw, before_last)?;
    let cond_operands = operands_of(rw, cond_op);
    let cond_loc = rw.body().loc(cond_op);
    rw.set_insertion_point_to_end(before_last);
    let new = create_cond_br(
        rw,
        cond_loc,
        cond_operands[0],
        (before, &cond_operands[1..]),
        (continuation, &[]),
    );
    replace_with(rw, cond_op, new);
    rw.replace_op(op, &cond_operands[1..]);
    Ok(())
}

/// The `convert-scf-to-cf` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct ScfToControlFlow {
    base: ScfToControlFlowBase,
}

impl DeclaredPass for ScfToControlFlow {
    type Base = ScfToControlFlowBase;
    fn base(&self) -> &ScfToControlFlowBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ScfToControlFlowBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut patterns = ConversionPatternSet::new();
        populate_scf_to_cf_patterns(ctx, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(
            ctx,
            &[
                "scf.for",
                "scf.if",
                "scf.parallel",
                "scf.while",
                "scf.execute_region",
            ],
        );
        target.mark_unknown_op_dynamically_legal(|_| Some(true));
        // The patterns stay inside the function they convert: functions on threads.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}
