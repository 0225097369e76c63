//! The canonicalization of `scf`'s ops, as far as Strata has MLIR 16's patterns, tried in
//! MLIR's order:
//!
//! - `scf.if`: two in a row on the same condition, or one on the other's negation,
//!   become one (`CombineIfs`); uses of the condition inside a branch become `true` or `false`
//!   (`ConditionPropagation`); yields of values defined outside become `arith.select`s (or the value
//!   itself when both branches yield it) (`ConvertTrivialIfToSelect`); an else branch
//!   holding only its `scf.yield` goes, when there are no results
//!   (`RemoveEmptyElseBranch`); on a constant condition the branch taken replaces the op
//!   (`RemoveStaticCondition`); unused results go (`RemoveUnusedResults`); results both
//!   branches yield the same value for, or `true`/`false` constants, become that value or
//!   the condition (or its negation) (`ReplaceIfYieldWithConditionOrValue`).
//! - `scf.for`: iteration arguments passed through, or unused with an unused result,
//!   go (`ForOpIterArgsFolder`); a loop running zero times is replaced by its initial
//!   values, one running once by its body, an empty one yielding outside values by
//!   them (`SimplifyTrivialLoops`).
//!
//! - `scf.while`: "before" arguments yielded back unchanged become their init values
//!   (`RemoveLoopInvariantArgsFromBeforeBlock`); values passed on from outside "before"
//!   replace the results and "after" arguments they become
//!   (`RemoveLoopInvariantValueYielded`); "after" arguments receiving the condition
//!   become `true` (`WhileConditionTruth`); comparisons in "after" repeating the
//!   condition's (or negating it) become `true` (`false`) (`WhileCmpCond`); results unused
//!   in "after" and outside go (`WhileUnusedResult`); unused "before" arguments go
//!   (`WhileUnusedArg`).
//! - `scf.parallel`: dimensions running once go, and a loop all of whose dimensions run
//!   once is replaced by its body and reductions (`CollapseSingleIterationLoops`); a
//!   dimension of equal bounds makes the loop its init values (`RemoveEmptyParallelLoops`);
//!   a loop holding only a loop of independent bounds, neither reducing, merges with it
//!   (`MergeNestedParallelLoops`).
//!
//! - `scf.if` on `xori %c, true` folds in place to `scf.if %c` with its branches swapped
//!   (`IfOp::fold`).
//!
//! - `tensor.dim` of an `scf.foreach_thread` result becomes the dim of the shared output
//!   tied to it (`DimOfForeachThreadOp`).
//!
//! Not done: `CombineNestedIfs`; `scf.for`'s tensor patterns (`LastTensorLoadCanonicalization`,
//! `ForOpTensorCastFolder`); the patterns of `scf.execute_region` and
//! `scf.index_switch`.

use super::*;
use strata_framework::ir::body::{Block, BlockPoint, InsertPoint, IrMapping, Region, ValueDef};
use strata_framework::ir::fold::constant_value;
use strata_framework::ir::types::{TypeKind, DYNAMIC};
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};

/// The parts of an `scf.if`.
struct If {
    cond: Value,
    then_region: Region,
    else_region: Region,
    then_block: Option<Block>,
    else_block: Option<Block>,
    results: Vec<Value>,
    loc: Attribute,
}

fn if_op(rw: &PatternRewriter<'_>, op: Op) -> Option<If> {
    let i = IfOp::cast(rw.op_ref(op))?;
    let body = rw.body();
    let (t, e) = (i.then_region(), i.else_region());
    Some(If {
        cond: i.condition(),
        then_region: t,
        else_region: e,
        then_block: body.entry_block(t),
        else_block: body.entry_block(e),
        results: body.results(op).to_vec(),
        loc: body.loc(op),
    })
}

/// The terminator of `block`.
fn terminator(body: &Body, block: Option<Block>) -> Option<Op> {
    body.last_op(block?)
}

/// Replaces `op` by the single block of `block`'s ops, its terminator's operands becoming
/// the op's results (MLIR's `replaceOpWithRegion`).
fn replace_op_with_block(rw: &mut PatternRewriter<'_>, op: Op, block: Block) {
    let term = rw
        .body()
        .last_op(block)
        .expect("an scf region ends in a terminator");
    let results: Vec<Value> = rw.body().operands(term).collect();
    let parent = rw.body().parent_block(op).expect("the op is in a block");
    rw.inline_block_before(
        block,
        InsertPoint {
            block: parent,
            before: Some(op),
        },
        &[],
    )
    .expect("an scf.if block has no arguments");
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// Moves the blocks of `from` to the end of `to`.
fn take_body(rw: &mut PatternRewriter<'_>, from: Region, to: Region) {
    rw.inline_region_before(
        from,
        BlockPoint {
            region: to,
            before: None,
        },
    );
}

fn remove_static_condition(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let def = match rw.body().value_def(i.cond) {
        strata_framework::ir::body::ValueDef::OpResult(d, _) => d,
        _ => return Err(MatchFailure),
    };
    if rw.op_ref(def).name() != crate::dialects::arith::ConstantOp::NAME {
        return Err(MatchFailure);
    }
    let value = constant_int(ctx, rw.body(), i.cond).ok_or(MatchFailure)?;
    if value != 0 {
        replace_op_with_block(rw, op, i.then_block.ok_or(MatchFailure)?);
    } else if let Some(e) = i.else_block {
        replace_op_with_block(rw, op, e);
    } else {
        rw.erase_op(op);
    }
    Ok(())
}

fn remove_unused_results(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    let used: Vec<usize> = (0..i.results.len())
        .filter(|&k| !rw.body().use_empty(i.results[k]))
        .collect();
    if used.len() == i.results.len() {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let types: Vec<Type> = used
        .iter()
        .map(|&k| rw.body().value_type(i.results[k]))
        .collect();
    let new = rw.create(IfOp::build(ctx, i.loc, i.cond, &types));
    let (nt, ne) = {
        let regions = rw.body().regions(new);
        (regions[0], regions[1])
    };
    for (from, to) in [(i.then_region, nt), (i.else_region, ne)] {
        take_body(rw, from, to);
        if let Some(y) = terminator(rw.body(), rw.body().entry_block(to)) {
            let operands: Vec<Value> = used.iter().map(|&k| rw.body().operand(y, k)).collect();
            rw.modify_op_in_place(y, |rw| rw.set_operands(y, &operands));
        }
    }
    let new_results = rw.body().results(new).to_vec();
    // Unused results are replaced by a value of no consequence: they have no uses.
    let mut values = vec![i.cond; i.results.len()];
    for (n, &k) in used.iter().enumerate() {
        values[k] = new_results[n];
    }
    rw.replace_op(op, &values);
    Ok(())
}

fn convert_trivial_if_to_select(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    if i.results.is_empty() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let (ty, ey) = (
        terminator(body, i.then_block).ok_or(MatchFailure)?,
        terminator(body, i.else_block).ok_or(MatchFailure)?,
    );
    let then_args: Vec<Value> = body.operands(ty).collect();
    let else_args: Vec<Value> = body.operands(ey).collect();
    let inside = |t: Value, f: Value| {
        body.value_parent_region(t) == Some(i.then_region)
            || body.value_parent_region(f) == Some(i.else_region)
    };
    let non_hoistable: Vec<Type> = then_args
        .iter()
        .zip(&else_args)
        .filter(|(&t, &f)| inside(t, f))
        .map(|(&t, _)| body.value_type(t))
        .collect();
    if non_hoistable.len() == i.results.len() {
        return Err(MatchFailure);
    }
    let inside: Vec<bool> = then_args
        .iter()
        .zip(&else_args)
        .map(|(&t, &f)| inside(t, f))
        .collect();
    let ctx = rw.ctx();
    let new = rw.create(IfOp::build(ctx, i.loc, i.cond, &non_hoistable));
    let (nt, ne) = {
        let regions = rw.body().regions(new);
        (regions[0], regions[1])
    };
    take_body(rw, i.then_region, nt);
    take_body(rw, i.else_region, ne);
    rw.set_insertion_point_before(new);
    let new_results = rw.body().results(new).to_vec();
    let mut results = Vec::with_capacity(i.results.len());
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for (k, (&t, &f)) in then_args.iter().zip(&else_args).enumerate() {
        if inside[k] {
            results.push(new_results[true_yields.len()]);
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let rty = rw.body().value_type(i.results[k]);
            let sel = rw.create(crate::dialects::arith::SelectOp::build(
                ctx, i.loc, i.cond, t, f, rty,
            ));
            results.push(rw.body().results(sel)[0]);
        }
    }
    for (y, yields) in [(ty, true_yields), (ey, false_yields)] {
        let block = rw.body().parent_block(y).expect("a yield is in a block");
        rw.set_insertion_point_to_end(block);
        let loc = rw.body().loc(y);
        rw.replace_op_with_new_op(y, YieldOp::build(ctx, loc, &yields));
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn remove_empty_else_branch(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    if !i.results.is_empty() {
        return Err(MatchFailure);
    }
    let e = i.else_block.ok_or(MatchFailure)?;
    let body = rw.body();
    if body.first_op(e).is_none() || body.first_op(e) != body.last_op(e) {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let mut st = IfOp::build(ctx, i.loc, i.cond, &[]);
    st.attrs = body.attrs(op);
    let new = rw.create(st);
    let nt = rw.body().regions(new)[0];
    take_body(rw, i.then_region, nt);
    rw.erase_op(op);
    Ok(())
}

/// The `true`/`false` an `i1` constant holds.
fn bool_constant(rw: &PatternRewriter<'_>, v: Value) -> Option<bool> {
    let ctx = rw.ctx();
    let a = constant_value(ctx, rw.body(), v)?;
    match ctx.attr_kind_ref(a) {
        AttrKind::Integer { value, ty } if *ty == ctx.int_type(1) => Some(*value != 0),
        _ => None,
    }
}

fn replace_yield_with_condition_or_value(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    if i.results.is_empty() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let then_last = body.region_blocks(i.then_region).last();
    let else_last = body.region_blocks(i.else_region).last();
    let ty = terminator(body, then_last).ok_or(MatchFailure)?;
    let ey = terminator(body, else_last).ok_or(MatchFailure)?;
    let then_args: Vec<Value> = body.operands(ty).collect();
    let else_args: Vec<Value> = body.operands(ey).collect();
    rw.set_insertion_point_before(op);
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    let mut changed = false;
    for (k, (&t, &f)) in then_args.iter().zip(&else_args).enumerate() {
        let r = i.results[k];
        if t == f {
            if !rw.body().use_empty(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (bool_constant(rw, t), bool_constant(rw, f)) else {
            continue;
        };
        if !tv && fv && !rw.body().use_empty(r) {
            let one = rw.create(crate::dialects::arith::ConstantOp::build(
                ctx,
                i.loc,
                i1,
                ctx.integer_attr(1, i1),
            ));
            let one = rw.body().results(one)[0];
            let not = rw.create(crate::dialects::arith::XOrIOp::build(
                ctx, i.loc, i.cond, one, i1,
            ));
            let not = rw.body().results(not)[0];
            rw.replace_all_uses_with(r, not);
            changed = true;
        }
        if tv && !fv && !rw.body().use_empty(r) {
            rw.replace_all_uses_with(r, i.cond);
            changed = true;
        }
    }
    if changed {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

/// Whether `region` holds `op`, at any depth.
fn region_holds(body: &Body, region: Region, op: Op) -> bool {
    let mut cur = body.parent_block(op).and_then(|b| body.block_parent(b));
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = body
            .region_parent(r)
            .and_then(|o| body.parent_block(o))
            .and_then(|b| body.block_parent(b));
    }
    false
}

/// Whether `cond` is `xori %of, true` (MLIR's `m_One` on the right).
fn is_negation_of(rw: &PatternRewriter<'_>, cond: Value, of: Value) -> bool {
    let Some(x) = rw.defining_op(cond, crate::dialects::arith::XOrIOp::NAME) else {
        return false;
    };
    let body = rw.body();
    body.operand(x, 0) == of && bool_constant(rw, body.operand(x, 1)) == Some(true)
}

/// Appends the ops of `source` to `dest`, both ending in an `scf.yield`, and ends `dest`
/// with one `scf.yield` of both yields' operands (at the location of `source`'s).
fn merge_yielding_blocks(rw: &mut PatternRewriter<'_>, source: Block, dest: Block) {
    let body = rw.body();
    let first = body
        .last_op(dest)
        .expect("an scf.if block ends in its yield");
    let second = body
        .last_op(source)
        .expect("an scf.if block ends in its yield");
    let mut operands: Vec<Value> = body.operands(first).collect();
    operands.extend(body.operands(second));
    let loc = body.loc(second);
    rw.merge_blocks(source, dest, &[])
        .expect("an scf.if block has no arguments");
    rw.set_insertion_point_to_end(dest);
    let ctx = rw.ctx();
    rw.create(YieldOp::build(ctx, loc, &operands));
    rw.erase_op(first);
    rw.erase_op(second);
}

/// Two `scf.if`s in a row on the same condition (or one on its negation) become one,
/// yielding the results of both (MLIR's `CombineIfs`).
fn combine_ifs(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let next = if_op(rw, op).ok_or(MatchFailure)?;
    let prev_op = rw.body().prev_op(op).ok_or(MatchFailure)?;
    let prev = if_op(rw, prev_op).ok_or(MatchFailure)?;
    // The blocks of `next` that run when `prev`'s then and else branches run.
    let (mut next_then, mut next_else) = (None, None);
    if next.cond == prev.cond {
        next_then = next.then_block;
        next_else = next.else_block;
    }
    if is_negation_of(rw, next.cond, prev.cond) || is_negation_of(rw, prev.cond, next.cond) {
        next_else = next.then_block;
        next_then = next.else_block;
    }
    if next_then.is_none() && next_else.is_none() {
        return Err(MatchFailure);
    }
    // Uses of `prev`'s results inside `next` take the values its branches yield.
    let body = rw.body();
    let then_yields: Vec<Value> = terminator(body, prev.then_block)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let else_yields: Vec<Value> = terminator(body, prev.else_block)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let region_of = |b: Option<Block>| b.and_then(|b| body.block_parent(b));
    let (then_region, else_region) = (region_of(next_then), region_of(next_else));
    let mut updates = Vec::new();
    for ((&r, &t), &e) in prev.results.iter().zip(&then_yields).zip(&else_yields) {
        for u in body.uses(r) {
            if then_region.is_some_and(|reg| region_holds(body, reg, u.op)) {
                updates.push((u.op, u.index as usize, t));
            } else if else_region.is_some_and(|reg| region_holds(body, reg, u.op)) {
                updates.push((u.op, u.index as usize, e));
            }
        }
    }
    for (user, index, v) in updates {
        rw.modify_op_in_place(user, |rw| rw.set_operand(user, index, v));
    }
    let ctx = rw.ctx();
    let mut types: Vec<Type> = prev
        .results
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    types.extend(next.results.iter().map(|&v| rw.body().value_type(v)));
    let combined = rw.create(IfOp::build(ctx, next.loc, prev.cond, &types));
    let (ct, ce) = {
        let regions = rw.body().regions(combined);
        (regions[0], regions[1])
    };
    take_body(rw, prev.then_region, ct);
    if let Some(nt) = next_then {
        let dest = rw.body().entry_block(ct).ok_or(MatchFailure)?;
        merge_yielding_blocks(rw, nt, dest);
    }
    take_body(rw, prev.else_region, ce);
    if let Some(ne) = next_else {
        match rw.body().entry_block(ce) {
            None => {
                let from = rw.body().block_parent(ne).ok_or(MatchFailure)?;
                take_body(rw, from, ce);
            }
            Some(dest) => merge_yielding_blocks(rw, ne, dest),
        }
    }
    let results = rw.body().results(combined).to_vec();
    let (prev_values, next_values) = results.split_at(prev.results.len());
    rw.replace_op(prev_op, prev_values);
    rw.replace_op(op, next_values);
    Ok(())
}

/// An `scf.if` whose then branch holds only another `scf.if` (and whose else branches,
/// if any, only yield) becomes one `scf.if` on `arith.andi` of both conditions (MLIR's
/// `CombineNestedIfs`). A value the outer then branch yields that is not the inner
/// `if`'s becomes an `arith.select` on the outer condition; one the inner `if` yields
/// must be what the outer else branch yields when the inner condition is false.
fn combine_nested_ifs(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let outer = if_op(rw, op).ok_or(MatchFailure)?;
    let body = rw.body();
    let then_block = body
        .region_blocks(outer.then_region)
        .last()
        .ok_or(MatchFailure)?;
    let outer_then_yield = body.last_op(then_block).ok_or(MatchFailure)?;
    let nested_op = body.first_op(then_block).ok_or(MatchFailure)?;
    if body.next_op(nested_op) != Some(outer_then_yield) {
        return Err(MatchFailure);
    }
    let only_yields = |b: Option<Block>| {
        b.is_none_or(|b| body.first_op(b).is_some() && body.first_op(b) == body.last_op(b))
    };
    let outer_else = body.region_blocks(outer.else_region).last();
    if !only_yields(outer_else) {
        return Err(MatchFailure);
    }
    let nested = if_op(rw, nested_op).ok_or(MatchFailure)?;
    let nested_else = body.region_blocks(nested.else_region).last();
    if !only_yields(nested_else) {
        return Err(MatchFailure);
    }
    let mut then_yield: Vec<Value> = body.operands(outer_then_yield).collect();
    let else_yield: Vec<Value> = outer_else
        .and_then(|b| body.last_op(b))
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let nested_then = body
        .region_blocks(nested.then_region)
        .last()
        .ok_or(MatchFailure)?;
    let nested_then_yield = body.last_op(nested_then).ok_or(MatchFailure)?;
    let mut to_select = Vec::new();
    for (k, v) in then_yield.clone().into_iter().enumerate() {
        if let ValueDef::OpResult(d, n) = body.value_def(v) {
            if d == nested_op {
                let n = n as usize;
                let inner_else = nested_else
                    .and_then(|b| body.last_op(b))
                    .map(|y| body.operand(y, n));
                if inner_else != else_yield.get(k).copied() {
                    return Err(MatchFailure);
                }
                then_yield[k] = body.operand(nested_then_yield, n);
                continue;
            }
        }
        if body.value_parent_region(v) == Some(outer.then_region) {
            return Err(MatchFailure);
        }
        to_select.push(k);
    }
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    rw.set_insertion_point_before(op);
    let and = rw.create(crate::dialects::arith::AndIOp::build(
        ctx,
        outer.loc,
        outer.cond,
        nested.cond,
        i1,
    ));
    let cond = rw.body().results(and)[0];
    let types: Vec<Type> = outer
        .results
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let new = rw.create(IfOp::build(ctx, outer.loc, cond, &types));
    let (nt, ne) = {
        let regions = rw.body().regions(new);
        (regions[0], regions[1])
    };
    let new_then = rw.create_block(
        BlockPoint {
            region: nt,
            before: None,
        },
        &[],
    );
    let mut results = rw.body().results(new).to_vec();
    rw.set_insertion_point_before(new);
    for &k in &to_select {
        let sel = rw.create(crate::dialects::arith::SelectOp::build(
            ctx,
            outer.loc,
            outer.cond,
            then_yield[k],
            else_yield[k],
            types[k],
        ));
        results[k] = rw.body().results(sel)[0];
    }
    rw.merge_blocks(nested_then, new_then, &[])
        .expect("an scf.if block has no arguments");
    rw.set_insertion_point_to_end(new_then);
    let loc = rw.body().loc(nested_then_yield);
    rw.replace_op_with_new_op(nested_then_yield, YieldOp::build(ctx, loc, &then_yield));
    if !else_yield.is_empty() {
        let new_else = rw.create_block(
            BlockPoint {
                region: ne,
                before: None,
            },
            &[],
        );
        rw.set_insertion_point_to_end(new_else);
        rw.create(YieldOp::build(ctx, outer.loc, &else_yield));
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn condition_propagation(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let i = if_op(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    if constant_value(ctx, rw.body(), i.cond).is_some() {
        return Err(MatchFailure);
    }
    let i1 = ctx.int_type(1);
    let mut changed = false;
    let (mut t, mut f): (Option<Value>, Option<Value>) = (None, None);
    let uses: Vec<_> = rw.body().uses(i.cond).collect();
    for u in uses {
        let (slot, value) = if region_holds(rw.body(), i.then_region, u.op) {
            (&mut t, 1)
        } else if region_holds(rw.body(), i.else_region, u.op) {
            (&mut f, 0)
        } else {
            continue;
        };
        changed = true;
        let k = match *slot {
            Some(k) => k,
            None => {
                let c = rw.create(crate::dialects::arith::ConstantOp::build(
                    ctx,
                    i.loc,
                    i1,
                    ctx.integer_attr(value, i1),
                ));
                let k = rw.body().results(c)[0];
                *slot = Some(k);
                k
            }
        };
        rw.modify_op_in_place(u.op, |rw| rw.set_operand(u.op, u.index as usize, k));
    }
    if changed {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

/// `scf.if` on `xori %c, true` with an else branch becomes `scf.if %c` with its branches
/// swapped (MLIR's `IfOp::fold`).
impl strata_framework::ods::HasFolder for IfOp<'_> {
    fn fold(&self, _operands: &[Option<Attribute>]) -> strata_framework::ir::fold::Folded {
        use strata_framework::ir::fold::{Folded, InPlaceFold};
        let op = &self.0;
        if op
            .region_body()
            .region_blocks(self.else_region())
            .next()
            .is_none()
        {
            return Folded::No;
        }
        let body = op.body;
        let cond = self.condition();
        let strata_framework::ir::body::ValueDef::OpResult(def, _) = body.value_def(cond) else {
            return Folded::No;
        };
        let Some(xor) = crate::dialects::arith::XOrIOp::cast(OpRef::new(op.ctx, body, def)) else {
            return Folded::No;
        };
        // MLIR's `m_One`: the integer one (`true`, sign-extended to -1 here, for `i1`).
        let i1 = body.value_type(cond) == op.ctx.int_type(1);
        match constant_int(op.ctx, body, xor.rhs()) {
            Some(1) => {}
            Some(-1) if i1 => {}
            _ => return Folded::No,
        }
        let mut operands: Vec<Value> = op.operands().collect();
        operands[0] = xor.lhs();
        Folded::InPlace(InPlaceFold {
            operands: Some(operands),
            attrs: None,
            swap_regions: Some((0, 1)),
        })
    }
}

impl HasCanonicalizer for IfOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(IfOp::NAME));
        set.add_fn(ctx, root, 1, "CombineIfs", combine_ifs);
        set.add_fn(ctx, root, 1, "CombineNestedIfs", combine_nested_ifs);
        set.add_fn(ctx, root, 1, "ConditionPropagation", condition_propagation);
        set.add_fn(
            ctx,
            root,
            1,
            "ConvertTrivialIfToSelect",
            convert_trivial_if_to_select,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "RemoveEmptyElseBranch",
            remove_empty_else_branch,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "RemoveStaticCondition",
            remove_static_condition,
        );
        set.add_fn(ctx, root, 1, "RemoveUnusedResults", remove_unused_results);
        set.add_fn(
            ctx,
            root,
            1,
            "ReplaceIfYieldWithConditionOrValue",
            replace_yield_with_condition_or_value,
        );
    }
}

/// The parts of an `scf.for`.
struct For {
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    results: Vec<Value>,
    region: Region,
    block: Block,
    loc: Attribute,
}

fn for_op(rw: &PatternRewriter<'_>, op: Op) -> Option<For> {
    let f = ForOp::cast(rw.op_ref(op))?;
    let body = rw.body();
    Some(For {
        lb: f.lower_bound(),
        ub: f.upper_bound(),
        step: f.step(),
        inits: f.init_args().collect(),
        results: body.results(op).to_vec(),
        region: f.region(),
        block: body.entry_block(f.region())?,
        loc: body.loc(op),
    })
}

/// The integer of an `arith.constant` defining `v`.
fn arith_constant_int(rw: &PatternRewriter<'_>, v: Value) -> Option<i128> {
    match rw.body().value_def(v) {
        strata_framework::ir::body::ValueDef::OpResult(d, _)
            if rw.op_ref(d).name() == crate::dialects::arith::ConstantOp::NAME =>
        {
            constant_int(rw.ctx(), rw.body(), v)
        }
        _ => None,
    }
}

/// Replaces `op` by the ops of `block` (its arguments replaced by `args`), the operands
/// of its terminator becoming the op's results.
fn replace_op_with_block_args(rw: &mut PatternRewriter<'_>, op: Op, block: Block, args: &[Value]) {
    let term = rw
        .body()
        .last_op(block)
        .expect("an scf region ends in a terminator");
    let results: Vec<Value> = rw.body().operands(term).collect();
    let parent = rw.body().parent_block(op).expect("the op is in a block");
    rw.inline_block_before(
        block,
        InsertPoint {
            block: parent,
            before: Some(op),
        },
        args,
    )
    .expect("as many values as block arguments");
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// `u - l` when both are constants, or `u` is `l` plus a constant (MLIR's
/// `computeConstDiff`), in 64-bit index arithmetic.
fn const_diff(rw: &PatternRewriter<'_>, l: Value, u: Value) -> Option<i64> {
    let ctx = rw.ctx();
    let int = |v: Value| {
        constant_value(ctx, rw.body(), v).and_then(|a| match ctx.attr_kind_ref(a) {
            AttrKind::Integer { value, .. } => Some(*value as i64),
            _ => None,
        })
    };
    if let (Some(a), Some(b)) = (int(l), int(u)) {
        return Some(b.wrapping_sub(a));
    }
    let strata_framework::ir::body::ValueDef::OpResult(d, _) = rw.body().value_def(u) else {
        return None;
    };
    let add = crate::dialects::arith::AddIOp::cast(rw.op_ref(d))?;
    let (x, y) = (add.lhs(), add.rhs());
    let c = |v: Value| constant_int(ctx, rw.body(), v).map(|c| c as i64);
    if x == l {
        if let Some(c) = c(y) {
            return Some(c);
        }
    }
    if y == l {
        return c(x);
    }
    None
}

fn simplify_trivial_loops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let f = for_op(rw, op).ok_or(MatchFailure)?;
    if f.lb == f.ub {
        rw.replace_op(op, &f.inits);
        return Ok(());
    }
    let diff = const_diff(rw, f.lb, f.ub).ok_or(MatchFailure)?;
    if diff <= 0 {
        rw.replace_op(op, &f.inits);
        return Ok(());
    }
    let step = arith_constant_int(rw, f.step).ok_or(MatchFailure)?;
    if step as i64 >= diff {
        let mut args = vec![f.lb];
        args.extend(f.inits.iter().copied());
        replace_op_with_block_args(rw, op, f.block, &args);
        return Ok(());
    }
    let body = rw.body();
    let term = body.last_op(f.block).ok_or(MatchFailure)?;
    if body.first_op(f.block) != Some(term) {
        return Err(MatchFailure);
    }
    let yielded: Vec<Value> = body.operands(term).collect();
    let inside = |v: Value| {
        let mut cur = body.value_parent_region(v);
        while let Some(r) = cur {
            if r == f.region {
                return true;
            }
            cur = body
                .region_parent(r)
                .and_then(|o| body.parent_block(o))
                .and_then(|b| body.block_parent(b));
        }
        false
    };
    if yielded.iter().any(|&v| inside(v)) {
        return Err(MatchFailure);
    }
    rw.replace_op(op, &yielded);
    Ok(())
}

fn for_iter_args_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let f = for_op(rw, op).ok_or(MatchFailure)?;
    // A loop without iteration arguments has none to fold.
    if f.inits.is_empty() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let yield_op = body.last_op(f.block).ok_or(MatchFailure)?;
    let yielded: Vec<Value> = body.operands(yield_op).collect();
    let args = body.block_args(f.block).to_vec();
    let iter_args = &args[1..];
    let mut keep = Vec::with_capacity(f.inits.len());
    let (mut new_inits, mut transfer, mut new_results) = (Vec::new(), Vec::new(), Vec::new());
    for k in 0..f.inits.len() {
        let (init, arg, res, y) = (f.inits[k], iter_args[k], f.results[k], yielded[k]);
        let forwarded = arg == y || (body.use_empty(arg) && (init == y || body.use_empty(res)));
        keep.push(!forwarded);
        if forwarded {
            transfer.push(Some(init));
            new_results.push(Some(init));
        } else {
            new_inits.push(init);
            transfer.push(None);
            new_results.push(None);
        }
    }
    if keep.iter().all(|&k| k) {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let types: Vec<Type> = new_inits.iter().map(|&v| body.value_type(v)).collect();
    let attrs = body.attrs(op);
    let yield_loc = body.loc(yield_op);
    let mut st = ForOp::build(ctx, f.loc, f.lb, f.ub, f.step, &new_inits, &types);
    st.attrs = attrs;
    let new = rw.create(st);
    let region = rw.body().regions(new)[0];
    let index = ctx.index_type();
    let mut arg_types = vec![index];
    arg_types.extend(types.iter().copied());
    let saved = rw.insertion_point();
    let block = rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &arg_types,
    );
    rw.set_insertion_point(saved);
    let new_args = rw.body().block_args(block).to_vec();
    for &a in &new_args {
        rw.set_arg_loc(a, f.loc);
    }
    let new_for_results = rw.body().results(new).to_vec();
    let mut collapsed = 0;
    let mut block_args = vec![new_args[0]];
    let mut results = Vec::with_capacity(f.results.len());
    for k in 0..f.results.len() {
        match transfer[k] {
            Some(v) => {
                block_args.push(v);
                results.push(new_results[k].unwrap_or(v));
            }
            None => {
                block_args.push(new_args[1 + collapsed]);
                results.push(new_for_results[collapsed]);
                collapsed += 1;
            }
        }
    }
    rw.merge_blocks(f.block, block, &block_args)
        .expect("as many values as block arguments");
    let filtered: Vec<Value> = keep
        .iter()
        .enumerate()
        .filter(|(_, &k)| k)
        .map(|(i, _)| rw.body().operand(yield_op, i))
        .collect();
    // With no iteration argument left, the new loop's yield is the one its builder makes.
    let loc = if new_inits.is_empty() {
        f.loc
    } else {
        yield_loc
    };
    rw.set_insertion_point_before(yield_op);
    rw.create(YieldOp::build(ctx, loc, &filtered));
    rw.erase_op(yield_op);
    rw.replace_op(op, &results);
    Ok(())
}

/// Whether a `tensor.cast` from `target` to `source` loses no static size: both ranked, of
/// the same element type and rank, and `source` dynamic wherever `target` is (MLIR's
/// `tensor::preservesStaticInformation(source, target)`).
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: s, elem: se, ..
        },
        TypeKind::RankedTensor {
            shape: t, elem: te, ..
        },
    ) = (ctx.type_kind_ref(source), ctx.type_kind_ref(target))
    else {
        return false;
    };
    se == te && s.len() == t.len() && s.iter().zip(t).all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// An iteration argument of `scf.for` initialized with a `tensor.cast` that only makes
/// sizes dynamic, whose result is only cast back by a `tensor.cast` to the cast's source
/// type, is carried with the source type: the casts move inside the loop, around its body
/// (MLIR's `ForOpTensorCastFolder`).
fn for_tensor_cast_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    use crate::dialects::tensor::CastOp;
    let f = for_op(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let body = rw.body();
    let mut found = None;
    for (k, (&init, &res)) in f.inits.iter().zip(&f.results).enumerate() {
        let Some(incoming) = rw.defining_op(init, CastOp::NAME) else {
            continue;
        };
        let source = body.operand(incoming, 0);
        let (source_ty, dest_ty) = (body.value_type(source), body.value_type(init));
        if !preserves_static_information(ctx, dest_ty, source_ty) || !body.has_one_use(res) {
            continue;
        }
        let Some(user) = body.users(res).next() else {
            continue;
        };
        if rw.op_ref(user).name() != CastOp::NAME
            || body.value_type(body.results(user)[0]) != source_ty
        {
            continue;
        }
        found = Some((k, source, source_ty, dest_ty));
        break;
    }
    let (k, source, new_ty, old_ty) = found.ok_or(MatchFailure)?;
    // The loop carrying `source` in place of the cast.
    let mut inits = f.inits.clone();
    inits[k] = source;
    let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let yield_op = body.last_op(f.block).ok_or(MatchFailure)?;
    let mut st = ForOp::build(ctx, f.loc, f.lb, f.ub, f.step, &inits, &types);
    st.attrs = body.attrs(op);
    let arg_locs: Vec<Attribute> = inits.iter().map(|&v| value_loc(body, v, f.loc)).collect();
    let new = rw.create(st);
    let region = rw.body().regions(new)[0];
    let mut arg_types = vec![ctx.index_type()];
    arg_types.extend(types.iter().copied());
    let saved = rw.insertion_point();
    let block = rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &arg_types,
    );
    let new_args = rw.body().block_args(block).to_vec();
    rw.set_arg_loc(new_args[0], f.loc);
    for (&a, &l) in new_args[1..].iter().zip(&arg_locs) {
        rw.set_arg_loc(a, l);
    }
    // The incoming cast at the start of the body, the outgoing one before the yield.
    rw.set_insertion_point_to_start(block);
    let cast_in = rw.create(CastOp::build(ctx, f.loc, new_args[1 + k], old_ty));
    let mut transfer = new_args.clone();
    transfer[1 + k] = rw.body().results(cast_in)[0];
    rw.merge_blocks(f.block, block, &transfer)
        .expect("as many values as block arguments");
    rw.set_insertion_point_before(yield_op);
    let mut yielded: Vec<Value> = rw.body().operands(yield_op).collect();
    let cast_out = rw.create(CastOp::build(ctx, f.loc, yielded[k], new_ty));
    yielded[k] = rw.body().results(cast_out)[0];
    rw.create(YieldOp::build(ctx, f.loc, &yielded));
    rw.erase_op(yield_op);
    // The result cast back to the type it had, after the loop.
    rw.set_insertion_point_after(new);
    let mut results = rw.body().results(new).to_vec();
    let back = rw.create(CastOp::build(ctx, f.loc, results[k], old_ty));
    results[k] = rw.body().results(back)[0];
    rw.set_insertion_point(saved);
    rw.replace_op(op, &results);
    Ok(())
}

/// The location of `v`: its defining op's, or its block argument's (`fallback` when it
/// has none).
fn value_loc(body: &Body, v: Value, fallback: Attribute) -> Attribute {
    match body.value_def(v) {
        ValueDef::OpResult(d, _) => body.loc(d),
        _ => body.arg_loc(v).unwrap_or(fallback),
    }
}

impl HasCanonicalizer for ForOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ForOp::NAME));
        set.add_fn(ctx, root, 1, "ForOpIterArgsFolder", for_iter_args_folder);
        set.add_fn(ctx, root, 1, "SimplifyTrivialLoops", simplify_trivial_loops);
        set.add_fn(
            ctx,
            root,
            1,
            "ForOpTensorCastFolder",
            for_tensor_cast_folder,
        );
    }
}

/// The integer of an `arith.constant` of `index` type defining `v` (MLIR's
/// `ConstantIndexOp`).
fn constant_index(rw: &PatternRewriter<'_>, v: Value) -> Option<i64> {
    if rw.body().value_type(v) != rw.ctx().index_type() {
        return None;
    }
    arith_constant_int(rw, v).map(|c| c as i64)
}

/// The parts of an `scf.parallel`.
struct Parallel {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    region: Region,
    block: Block,
    loc: Attribute,
}

fn parallel_op(rw: &PatternRewriter<'_>, op: Op) -> Option<Parallel> {
    let p = ParallelOp::cast(rw.op_ref(op))?;
    Some(Parallel {
        lbs: p.lower_bound().collect(),
        ubs: p.upper_bound().collect(),
        steps: p.step().collect(),
        inits: p.init_vals().collect(),
        region: p.region(),
        block: rw.body().entry_block(p.region())?,
        loc: rw.body().loc(op),
    })
}

/// The ops of `block` but its terminator.
fn ops_but_terminator(body: &Body, block: Block) -> Vec<Op> {
    let mut ops: Vec<Op> = body.block_ops(block).collect();
    ops.pop();
    ops
}

fn collapse_single_iteration_loops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let p = parallel_op(rw, op).ok_or(MatchFailure)?;
    let ivs = rw.body().block_args(p.block).to_vec();
    let mut mapping = IrMapping::new();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for (k, &iv) in ivs.iter().enumerate() {
        let (l, u, s) = (
            constant_index(rw, p.lbs[k]),
            constant_index(rw, p.ubs[k]),
            constant_index(rw, p.steps[k]),
        );
        match (l, u, s) {
            (Some(l), Some(u), Some(s)) if u.wrapping_sub(l) > 0 && u.wrapping_sub(l) <= s => {
                mapping.map_value(iv, p.lbs[k]);
            }
            _ => {
                lbs.push(p.lbs[k]);
                ubs.push(p.ubs[k]);
                steps.push(p.steps[k]);
            }
        }
    }
    if lbs.len() == p.lbs.len() {
        return Err(MatchFailure);
    }
    rw.set_insertion_point_before(op);
    if lbs.is_empty() {
        // Every dimension runs once: the body is copied before the loop, each
        // `scf.reduce` combining its init value with its operand in place.
        let mut results = Vec::with_capacity(p.inits.len());
        for o in ops_but_terminator(rw.body(), p.block) {
            let Some(reduce) = ReduceOp::cast(rw.op_ref(o)) else {
                rw.clone_op(o, &mut mapping);
                continue;
            };
            let operand = reduce.operand();
            let rblock = rw
                .body()
                .entry_block(reduce.reduction_operator())
                .ok_or(MatchFailure)?;
            let args = rw.body().block_args(rblock).to_vec();
            mapping.map_value(args[0], p.inits[results.len()]);
            mapping.map_value(args[1], mapping.lookup_value_or_same(operand));
            for ro in ops_but_terminator(rw.body(), rblock) {
                rw.clone_op(ro, &mut mapping);
            }
            let ret = rw.body().last_op(rblock).ok_or(MatchFailure)?;
            let result = rw.body().operand(ret, 0);
            results.push(mapping.lookup_value_or_same(result));
        }
        rw.replace_op(op, &results);
        return Ok(());
    }
    let ctx = rw.ctx();
    let types: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&r| rw.body().value_type(r))
        .collect();
    let new = rw.create(ParallelOp::build(
        ctx, p.loc, &lbs, &ubs, &steps, &p.inits, &types,
    ));
    let region = rw.body().regions(new)[0];
    // The copied block keeps the arguments of the dimensions left.
    rw.clone_region_before(
        p.region,
        BlockPoint {
            region,
            before: None,
        },
        &mut mapping,
    );
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn remove_empty_parallel_loops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let p = parallel_op(rw, op).ok_or(MatchFailure)?;
    if p.lbs.iter().zip(&p.ubs).any(|(l, u)| l == u) {
        rw.replace_op(op, &p.inits);
        return Ok(());
    }
    Err(MatchFailure)
}

fn merge_nested_parallel_loops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let outer = parallel_op(rw, op).ok_or(MatchFailure)?;
    let body = rw.body();
    let ops = ops_but_terminator(body, outer.block);
    if ops.len() != 1 {
        return Err(MatchFailure);
    }
    let inner = parallel_op(rw, ops[0]).ok_or(MatchFailure)?;
    let outer_args = body.block_args(outer.block).to_vec();
    if outer_args
        .iter()
        .any(|a| inner.lbs.contains(a) || inner.ubs.contains(a) || inner.steps.contains(a))
    {
        return Err(MatchFailure);
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return Err(MatchFailure);
    }
    let inner_args = body.block_args(inner.block).to_vec();
    let concat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
    let lbs = concat(&outer.lbs, &inner.lbs);
    let ubs = concat(&outer.ubs, &inner.ubs);
    let steps = concat(&outer.steps, &inner.steps);
    let ctx = rw.ctx();
    rw.set_insertion_point_before(op);
    let new = rw.create(ParallelOp::build(
        ctx,
        outer.loc,
        &lbs,
        &ubs,
        &steps,
        &[],
        &[],
    ));
    let region = rw.body().regions(new)[0];
    let index = ctx.index_type();
    let block = rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &vec![index; lbs.len()],
    );
    let ivs = rw.body().block_args(block).to_vec();
    for &a in &ivs {
        rw.set_arg_loc(a, outer.loc);
    }
    let mut mapping = IrMapping::new();
    mapping.map_values(&outer_args, &ivs[..outer_args.len()]);
    mapping.map_values(&inner_args, &ivs[outer_args.len()..]);
    for o in ops_but_terminator(rw.body(), inner.block) {
        rw.clone_op(o, &mut mapping);
    }
    rw.create(YieldOp::build(ctx, outer.loc, &[]));
    rw.replace_op(op, &[]);
    Ok(())
}

impl HasCanonicalizer for ParallelOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ParallelOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "CollapseSingleIterationLoops",
            collapse_single_iteration_loops,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "RemoveEmptyParallelLoops",
            remove_empty_parallel_loops,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "MergeNestedParallelLoops",
            merge_nested_parallel_loops,
        );
    }
}

/// The parts of an `scf.while`.
struct While {
    inits: Vec<Value>,
    results: Vec<Value>,
    before: Region,
    after: Region,
    before_block: Block,
    after_block: Block,
    /// The `scf.condition` ending "before".
    cond_op: Op,
    /// The `scf.yield` ending "after".
    yield_op: Op,
    loc: Attribute,
}

fn while_op(rw: &PatternRewriter<'_>, op: Op) -> Option<While> {
    let w = WhileOp::cast(rw.op_ref(op))?;
    let body = rw.body();
    let before_block = body.entry_block(w.before())?;
    let after_block = body.entry_block(w.after())?;
    Some(While {
        inits: w.inits().collect(),
        results: body.results(op).to_vec(),
        before: w.before(),
        after: w.after(),
        before_block,
        after_block,
        cond_op: body.last_op(before_block)?,
        yield_op: body.last_op(after_block)?,
        loc: body.loc(op),
    })
}

/// The condition and the values `scf.condition` `op` passes on.
fn condition_parts(rw: &PatternRewriter<'_>, op: Op) -> (Value, Vec<Value>) {
    let body = rw.body();
    let operands: Vec<Value> = body.operands(op).collect();
    (operands[0], operands[1..].to_vec())
}

fn while_condition_truth(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let (cond, args) = condition_parts(rw, w.cond_op);
    let after_args = rw.body().block_args(w.after_block).to_vec();
    let ctx = rw.ctx();
    let mut constant_true: Option<Value> = None;
    let mut replaced = false;
    for (&passed, &arg) in args.iter().zip(&after_args) {
        if passed != cond || rw.body().use_empty(arg) {
            continue;
        }
        let t = match constant_true {
            Some(t) => t,
            None => {
                rw.set_insertion_point_before(op);
                let ty = rw.body().value_type(cond);
                let c = rw.create(crate::dialects::arith::ConstantOp::build(
                    ctx,
                    w.loc,
                    ty,
                    ctx.integer_attr(1, ty),
                ));
                let t = rw.body().results(c)[0];
                constant_true = Some(t);
                t
            }
        };
        rw.modify_op_in_place(op, |rw| rw.replace_all_uses_with(arg, t));
        replaced = true;
    }
    if replaced {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

/// The `cmpi` predicates by their number (`eq` 0 ... `uge` 9) and their negations.
const INVERTED_CMPI_PREDICATE: [i64; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

fn while_cmp_cond(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    use crate::dialects::arith::CmpIOp;
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let (cond, args) = condition_parts(rw, w.cond_op);
    let cmp = rw.defining_op(cond, CmpIOp::NAME).ok_or(MatchFailure)?;
    let (cmp_operands, pred) = {
        let c = CmpIOp::cast(rw.op_ref(cmp)).ok_or(MatchFailure)?;
        ([c.lhs(), c.rhs()], c.predicate() as i64)
    };
    let after_args = rw.body().block_args(w.after_block).to_vec();
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    let mut changed = false;
    for (&passed, &arg) in args.iter().zip(&after_args) {
        for k in 0..2 {
            if passed != cmp_operands[k] {
                continue;
            }
            let users: Vec<Op> = rw.body().uses(arg).map(|u| u.op).collect();
            for user in users {
                let Some(c2) = CmpIOp::cast(rw.op_ref(user)) else {
                    continue;
                };
                let other = if k == 0 { c2.rhs() } else { c2.lhs() };
                if other != cmp_operands[1 - k] {
                    continue;
                }
                let p2 = c2.predicate() as i64;
                let same = if p2 == pred {
                    true
                } else if usize::try_from(pred)
                    .ok()
                    .and_then(|i| INVERTED_CMPI_PREDICATE.get(i))
                    == Some(&p2)
                {
                    false
                } else {
                    continue;
                };
                if rw.body().parent_block(user).is_none() {
                    continue;
                }
                let loc = rw.body().loc(user);
                rw.set_insertion_point_before(op);
                let c = rw.create(crate::dialects::arith::ConstantOp::build(
                    ctx,
                    loc,
                    i1,
                    ctx.integer_attr(same as i128, i1),
                ));
                let v = rw.body().results(c)[0];
                rw.replace_op(user, &[v]);
                changed = true;
            }
        }
    }
    if changed {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

fn while_unused_result(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let (cond, args) = condition_parts(rw, w.cond_op);
    let body = rw.body();
    let after_args = body.block_args(w.after_block).to_vec();
    let kept: Vec<usize> = (w.results.iter().zip(&after_args).enumerate())
        .filter(|(_, (&r, &a))| !(body.use_empty(r) && body.use_empty(a)))
        .map(|(k, _)| k)
        .collect();
    if kept.len() == w.results.len() {
        return Err(MatchFailure);
    }
    let types: Vec<Type> = kept
        .iter()
        .map(|&k| body.value_type(w.results[k]))
        .collect();
    let new_args: Vec<Value> = kept.iter().map(|&k| args[k]).collect();
    let ctx = rw.ctx();
    let cond_loc = rw.body().loc(w.cond_op);
    rw.set_insertion_point_before(w.cond_op);
    rw.replace_op_with_new_op(
        w.cond_op,
        ConditionOp::build(ctx, cond_loc, cond, &new_args),
    );
    rw.set_insertion_point_before(op);
    let new = rw.create(WhileOp::build(ctx, w.loc, &w.inits, &types));
    let (nb, na) = {
        let r = rw.body().regions(new);
        (r[0], r[1])
    };
    let saved = rw.insertion_point();
    let new_after = rw.create_block(
        BlockPoint {
            region: na,
            before: None,
        },
        &types,
    );
    rw.set_insertion_point(saved);
    let new_after_args = rw.body().block_args(new_after).to_vec();
    for &a in &new_after_args {
        rw.set_arg_loc(a, w.loc);
    }
    let new_results = rw.body().results(new).to_vec();
    // Dropped values have no uses: any value stands for them.
    let mut results = vec![cond; w.results.len()];
    let mut block_args = after_args.clone();
    for (n, &k) in kept.iter().enumerate() {
        results[k] = new_results[n];
        block_args[k] = new_after_args[n];
    }
    take_body(rw, w.before, nb);
    rw.merge_blocks(w.after_block, new_after, &block_args)
        .expect("as many values as block arguments");
    rw.replace_op(op, &results);
    Ok(())
}

fn while_unused_arg(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let body = rw.body();
    let before_args = body.block_args(w.before_block).to_vec();
    if !before_args.iter().any(|&a| body.use_empty(a)) {
        return Err(MatchFailure);
    }
    let yields: Vec<Value> = body.operands(w.yield_op).collect();
    let (mut new_yields, mut new_inits, mut erase) = (Vec::new(), Vec::new(), Vec::new());
    for (k, &a) in before_args.iter().enumerate() {
        if body.use_empty(a) {
            erase.push(k);
        } else {
            new_yields.push(yields[k]);
            new_inits.push(w.inits[k]);
        }
    }
    let ctx = rw.ctx();
    let types: Vec<Type> = w.results.iter().map(|&r| rw.body().value_type(r)).collect();
    rw.modify_op_in_place(op, |rw| {
        for &k in erase.iter().rev() {
            rw.erase_block_argument(w.before_block, k)
                .expect("an unused block argument");
        }
    });
    rw.set_insertion_point_before(op);
    let new = rw.create(WhileOp::build(ctx, w.loc, &new_inits, &types));
    let (nb, na) = {
        let r = rw.body().regions(new);
        (r[0], r[1])
    };
    let yield_loc = rw.body().loc(w.yield_op);
    rw.set_insertion_point_before(w.yield_op);
    rw.replace_op_with_new_op(w.yield_op, YieldOp::build(ctx, yield_loc, &new_yields));
    take_body(rw, w.before, nb);
    take_body(rw, w.after, na);
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// The block defining `v` (the block of its op, or the block it is an argument of).
fn value_block(body: &Body, v: Value) -> Option<Block> {
    match body.value_def(v) {
        strata_framework::ir::body::ValueDef::OpResult(o, _) => body.parent_block(o),
        strata_framework::ir::body::ValueDef::BlockArg(b, _) => Some(b),
        strata_framework::ir::body::ValueDef::Placeholder => None,
    }
}

/// Whether the `k`-th "before" argument of `w` is loop invariant: the `k`-th yielded
/// value is its init value, or an "after" argument that `scf.condition` passes it (or
/// its init value) to.
fn invariant_before_arg(body: &Body, w: &While, cond_args: &[Value], k: usize) -> bool {
    let init = w.inits[k];
    let y = body.operand(w.yield_op, k);
    if y == init {
        return true;
    }
    if let strata_framework::ir::body::ValueDef::BlockArg(b, n) = body.value_def(y) {
        if b == w.after_block {
            let c = cond_args[n as usize];
            return c == body.block_args(w.before_block)[k] || c == init;
        }
    }
    false
}

fn remove_loop_invariant_args_from_before_block(
    op: Op,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let (_, cond_args) = condition_parts(rw, w.cond_op);
    let body = rw.body();
    let n = w.inits.len();
    let invariant: Vec<bool> = (0..n)
        .map(|k| invariant_before_arg(body, &w, &cond_args, k))
        .collect();
    if !invariant.iter().any(|&i| i) {
        return Err(MatchFailure);
    }
    let before_args = body.block_args(w.before_block).to_vec();
    let (mut new_inits, mut new_yields, mut locs) = (Vec::new(), Vec::new(), Vec::new());
    for k in 0..n {
        if !invariant[k] {
            new_inits.push(w.inits[k]);
            new_yields.push(body.operand(w.yield_op, k));
            locs.push(body.arg_loc(before_args[k]));
        }
    }
    let ctx = rw.ctx();
    let types: Vec<Type> = w.results.iter().map(|&r| rw.body().value_type(r)).collect();
    let yield_types: Vec<Type> = new_yields
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let yield_loc = rw.body().loc(w.yield_op);
    rw.set_insertion_point_before(w.yield_op);
    rw.replace_op_with_new_op(w.yield_op, YieldOp::build(ctx, yield_loc, &new_yields));
    rw.set_insertion_point_before(op);
    let new = rw.create(WhileOp::build(ctx, w.loc, &new_inits, &types));
    let (nb, na) = {
        let r = rw.body().regions(new);
        (r[0], r[1])
    };
    let new_before = rw.create_block(
        BlockPoint {
            region: nb,
            before: None,
        },
        &yield_types,
    );
    let new_args = rw.body().block_args(new_before).to_vec();
    for (&a, l) in new_args.iter().zip(&locs) {
        if let Some(l) = *l {
            rw.set_arg_loc(a, l);
        }
    }
    let mut j = 0;
    let mut mapping = Vec::with_capacity(n);
    for (k, &inv) in invariant.iter().enumerate() {
        if inv {
            mapping.push(w.inits[k]);
        } else {
            mapping.push(new_args[j]);
            j += 1;
        }
    }
    rw.merge_blocks(w.before_block, new_before, &mapping)
        .expect("as many values as block arguments");
    take_body(rw, w.after, na);
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn remove_loop_invariant_value_yielded(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let w = while_op(rw, op).ok_or(MatchFailure)?;
    let (cond, cond_args) = condition_parts(rw, w.cond_op);
    let body = rw.body();
    let outside: Vec<bool> = cond_args
        .iter()
        .map(|&v| value_block(body, v) != Some(w.before_block))
        .collect();
    if !outside.iter().any(|&o| o) {
        return Err(MatchFailure);
    }
    let after_args = body.block_args(w.after_block).to_vec();
    let (mut new_args, mut types, mut locs) = (Vec::new(), Vec::new(), Vec::new());
    for (k, &v) in cond_args.iter().enumerate() {
        if !outside[k] {
            new_args.push(v);
            types.push(body.value_type(v));
            locs.push(body.arg_loc(after_args[k]));
        }
    }
    let ctx = rw.ctx();
    let cond_loc = rw.body().loc(w.cond_op);
    rw.set_insertion_point_before(w.cond_op);
    rw.replace_op_with_new_op(
        w.cond_op,
        ConditionOp::build(ctx, cond_loc, cond, &new_args),
    );
    rw.set_insertion_point_before(op);
    let new = rw.create(WhileOp::build(ctx, w.loc, &w.inits, &types));
    let (nb, na) = {
        let r = rw.body().regions(new);
        (r[0], r[1])
    };
    let new_after = rw.create_block(
        BlockPoint {
            region: na,
            before: None,
        },
        &types,
    );
    let new_after_args = rw.body().block_args(new_after).to_vec();
    for (&a, l) in new_after_args.iter().zip(&locs) {
        if let Some(l) = *l {
            rw.set_arg_loc(a, l);
        }
    }
    let new_results = rw.body().results(new).to_vec();
    let (mut block_args, mut results) = (Vec::new(), Vec::new());
    let mut j = 0;
    for k in 0..cond_args.len() {
        if outside[k] {
            block_args.push(cond_args[k]);
            results.push(cond_args[k]);
        } else {
            block_args.push(new_after_args[j]);
            results.push(new_results[j]);
            j += 1;
        }
    }
    rw.merge_blocks(w.after_block, new_after, &block_args)
        .expect("as many values as block arguments");
    take_body(rw, w.before, nb);
    rw.replace_op(op, &results);
    Ok(())
}

impl HasCanonicalizer for WhileOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(WhileOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "RemoveLoopInvariantArgsFromBeforeBlock",
            remove_loop_invariant_args_from_before_block,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "RemoveLoopInvariantValueYielded",
            remove_loop_invariant_value_yielded,
        );
        set.add_fn(ctx, root, 1, "WhileConditionTruth", while_condition_truth);
        set.add_fn(ctx, root, 1, "WhileCmpCond", while_cmp_cond);
        set.add_fn(ctx, root, 1, "WhileUnusedResult", while_unused_result);
        set.add_fn(ctx, root, 1, "WhileUnusedArg", while_unused_arg);
    }
}

/// An `scf.execute_region` of one block is replaced by its block's ops, its yield's
/// operands becoming its results (MLIR's `SingleBlockExecuteInliner`).
fn single_block_execute_inliner(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    let region = body.regions(op)[0];
    let mut blocks = body.region_blocks(region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return Err(MatchFailure);
    };
    replace_op_with_block(rw, op, block);
    Ok(())
}

/// An `scf.execute_region` directly in a `func.func` or another `scf.execute_region`
/// has its blocks inlined into the parent region: the block holding it is split before
/// it and branches to the entry block, each `scf.yield` becomes a `cf.br` to the block
/// after it, whose arguments replace its results (MLIR's `MultiBlockExecuteInliner`).
fn multi_block_execute_inliner(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let parent = rw.parent_op_name(op).ok_or(MatchFailure)?;
    if parent != ctx.ident(crate::dialects::func::FuncOp::NAME)
        && parent != ctx.ident(ExecuteRegionOp::NAME)
    {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let region = body.regions(op)[0];
    let entry = body.entry_block(region).ok_or(MatchFailure)?;
    let prev = body.parent_block(op).ok_or(MatchFailure)?;
    let loc = body.loc(op);
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    let mut br = crate::dialects::cf::BranchOp::build(ctx, loc, &[]);
    br.successors = vec![entry];
    rw.create(br);
    let blocks: Vec<Block> = rw.body().region_blocks(region).collect();
    for b in blocks {
        let Some(term) = rw.body().last_op(b) else {
            continue;
        };
        if YieldOp::cast(rw.op_ref(term)).is_none() {
            continue;
        }
        let operands: Vec<Value> = rw.body().operands(term).collect();
        let yield_loc = rw.body().loc(term);
        rw.set_insertion_point_before(term);
        let mut br = crate::dialects::cf::BranchOp::build(ctx, yield_loc, &operands);
        br.successors = vec![post];
        rw.create(br);
        rw.erase_op(term);
    }
    let parent_region = rw
        .body()
        .block_parent(post)
        .expect("a split block is in a region");
    rw.inline_region_before(
        region,
        BlockPoint {
            region: parent_region,
            before: Some(post),
        },
    );
    let results = rw.body().results(op).to_vec();
    let args: Vec<Value> = results
        .iter()
        .map(|&r| {
            let ty = rw.body().value_type(r);
            rw.add_block_argument(post, ty, Some(loc))
        })
        .collect();
    rw.replace_op(op, &args);
    Ok(())
}

impl HasCanonicalizer for ExecuteRegionOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ExecuteRegionOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "SingleBlockExecuteInliner",
            single_block_execute_inliner,
        );
        set.add_fn(
            ctx,
            root,
            1,
            "MultiBlockExecuteInliner",
            multi_block_execute_inliner,
        );
    }
}

/// `DimOfForeachThreadOp`: the dim of an `scf.foreach_thread` result is the dim of the
/// shared output tied to it (the `tensor.dim` takes that output as its source).
fn dim_of_foreach_thread_op(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    let source = body.operand(op, 0);
    let ValueDef::OpResult(def, index) = body.value_def(source) else {
        return Err(MatchFailure);
    };
    let foreach = ForeachThreadOp::cast(rw.op_ref(def)).ok_or(MatchFailure)?;
    let shared_out = foreach.outputs().nth(index as usize).ok_or(MatchFailure)?;
    rw.modify_op_in_place(op, |rw| rw.set_operand(op, 0, shared_out));
    Ok(())
}

impl HasCanonicalizer for ForeachThreadOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(crate::dialects::tensor::DimOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "DimOfForeachThreadOp",
            dim_of_foreach_thread_op,
        );
    }
}
