//! The canonicalization of `scf`'s ops, as far as Strata has MLIR 16's patterns, tried in
//! MLIR's order:
//!
//! - `scf.if`: uses of the condition inside a branch become `true` or `false`
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
//! Not done: `CombineIfs`, `CombineNestedIfs`, the fold of `scf.if` on a negated
//! condition; `scf.for`'s tensor patterns (`LastTensorLoadCanonicalization`,
//! `ForOpTensorCastFolder`); the patterns of `scf.while`, `scf.execute_region`,
//! `scf.index_switch` and `scf.parallel`.

use super::*;
use strata_framework::ir::body::{Block, BlockPoint, InsertPoint, Region};
use strata_framework::ir::fold::constant_value;
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

impl HasCanonicalizer for IfOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(IfOp::NAME));
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

impl HasCanonicalizer for ForOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(ForOp::NAME));
        set.add_fn(ctx, root, 1, "ForOpIterArgsFolder", for_iter_args_folder);
        set.add_fn(ctx, root, 1, "SimplifyTrivialLoops", simplify_trivial_loops);
    }
}
