//! The canonicalization of `cf`'s ops, as MLIR 16 canonicalizes them:
//!
//! - `cf.assert` of a constant true condition is erased;
//! - `cf.br` to a block whose only predecessor it is merges that block into its own
//!   (`SimplifyBrToBlockWithSinglePred`), else branches past a block holding only a
//!   `cf.br` (`SimplifyPassThroughBr`);
//! - `cf.cond_br`: on a constant condition becomes a `cf.br`
//!   (`SimplifyConstCondBranchPred`); branches past blocks holding only a `cf.br`
//!   (`SimplifyPassThroughCondBranch`); to one successor twice becomes a `cf.br`, with
//!   `arith.select`s for the operands that differ when the block is its successor's only
//!   predecessor (`SimplifyCondBranchIdenticalSuccessors`); in a block whose only
//!   predecessor branches on the same condition becomes a `cf.br`
//!   (`SimplifyCondBranchFromCondBranchOnSameCondition`); the uses of its condition in
//!   successors it alone reaches become constants (`CondBranchTruthPropagation`);
//! - `cf.switch`: with no case becomes a `cf.br`; cases going where the default goes,
//!   with the same operands, are dropped; on a constant flag becomes a `cf.br`; branches
//!   past blocks holding only a `cf.br`; in a block whose only predecessor switches on
//!   the same flag, becomes a `cf.br` or drops the cases that cannot be taken.

use super::*;
use strata_framework::ir::body::{Op, OperationState};
use strata_framework::ir::fold::{constant_int, constant_value};
use strata_framework::rewrite::{
    HasCanonicalizeMethod, HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot,
    RewritePatternSet, RewriteResult,
};
use strata_framework::{Body, Context};

/// The blocks branching to `block`, one per edge.
fn predecessors(body: &Body, block: Block) -> Vec<Block> {
    body.predecessors(block)
}

/// The only edge into `block`, if it has exactly one (MLIR's `getSinglePredecessor`).
fn single_predecessor(body: &Body, block: Block) -> Option<Block> {
    match predecessors(body, block).as_slice() {
        [p] => Some(*p),
        _ => None,
    }
}

/// The block every edge into `block` comes from, if there is one (MLIR's
/// `getUniquePredecessor`).
fn unique_predecessor(body: &Body, block: Block) -> Option<Block> {
    let preds = predecessors(body, block);
    let first = *preds.first()?;
    preds.iter().all(|&p| p == first).then_some(first)
}

/// When `successor` holds only a `cf.br` to another block, using its arguments only
/// there, the destination and operands a branch to it can go to instead (MLIR's
/// `collapseBranch`).
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: Block,
    operands: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let first = body.first_op(successor)?;
    if body.next_op(first).is_some() {
        return None;
    }
    let br = BranchOp::cast(OpRef::new(ctx, body, first))?;
    let args = body.block_args(successor);
    if args.iter().any(|&a| body.users(a).any(|u| u != first)) {
        return None;
    }
    let dest = body.successors(first).next()?;
    if dest == successor {
        return None;
    }
    let forwarded: Vec<Value> = br
        .dest_operands()
        .map(|v| match body.value_def(v) {
            strata_framework::ir::body::ValueDef::BlockArg(b, i) if b == successor => {
                operands[i as usize]
            }
            _ => v,
        })
        .collect();
    Some((dest, forwarded))
}

fn br_state(ctx: &Context, loc: Attribute, dest: Block, operands: &[Value]) -> OperationState {
    let mut st = BranchOp::build(ctx, loc, operands);
    st.successors = vec![dest];
    st
}

fn replace_with_br(rw: &mut PatternRewriter<'_>, op: Op, dest: Block, operands: &[Value]) {
    let loc = rw.body().loc(op);
    let st = br_state(rw.ctx(), loc, dest, operands);
    rw.replace_op_with_new_op(op, st);
}

impl HasCanonicalizeMethod for AssertOp<'_> {
    /// An assertion of a constant true condition is erased.
    fn canonicalize(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let arg = rw.op_ref(op).operand(0);
        if constant_int(rw.ctx(), rw.body(), arg) == Some(-1)
            || constant_int(rw.ctx(), rw.body(), arg) == Some(1)
        {
            rw.erase_op(op);
            return Ok(());
        }
        Err(MatchFailure)
    }
}

impl HasCanonicalizeMethod for BranchOp<'_> {
    fn canonicalize(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let body = rw.body();
        let Some(dest) = body.successors(op).next() else {
            return Err(MatchFailure);
        };
        let parent = body.parent_block(op).ok_or(MatchFailure)?;
        let operands: Vec<Value> = body.operands(op).collect();
        // A branch to a block whose only predecessor it is: the block merges into this one.
        if dest != parent && single_predecessor(body, dest).is_some() {
            rw.erase_op(op);
            rw.merge_blocks(dest, parent, &operands)
                .expect("the block has no other predecessor");
            return Ok(());
        }
        if dest == parent {
            return Err(MatchFailure);
        }
        // A branch to a block holding only a branch goes where that branch goes.
        let Some((dest, operands)) = collapse_branch(rw.ctx(), rw.body(), dest, &operands) else {
            return Err(MatchFailure);
        };
        replace_with_br(rw, op, dest, &operands);
        Ok(())
    }
}

/// A pattern made of a function over a `cf.cond_br` or `cf.switch`.
fn add(
    set: &mut RewritePatternSet,
    ctx: &Context,
    root: &str,
    name: &str,
    f: fn(Op, &mut PatternRewriter<'_>) -> RewriteResult,
) {
    set.add_fn(ctx, PatternRoot::Op(ctx.ident(root)), 1, name, f);
}

/// The condition, successors and operands of a `cf.cond_br`.
struct CondBr {
    cond: Value,
    true_dest: Block,
    false_dest: Block,
    true_ops: Vec<Value>,
    false_ops: Vec<Value>,
    loc: Attribute,
}

fn cond_br(rw: &PatternRewriter<'_>, op: Op) -> Option<CondBr> {
    let c = CondBranchOp::cast(rw.op_ref(op))?;
    let body = rw.body();
    let succ: Vec<Block> = body.successors(op).collect();
    Some(CondBr {
        cond: c.condition(),
        true_dest: succ[0],
        false_dest: succ[1],
        true_ops: c.true_dest_operands().collect(),
        false_ops: c.false_dest_operands().collect(),
        loc: body.loc(op),
    })
}

fn const_cond_pred(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let c = cond_br(rw, op).ok_or(MatchFailure)?;
    match constant_int(rw.ctx(), rw.body(), c.cond) {
        Some(0) => replace_with_br(rw, op, c.false_dest, &c.false_ops),
        Some(_) => replace_with_br(rw, op, c.true_dest, &c.true_ops),
        None => return Err(MatchFailure),
    }
    Ok(())
}

fn pass_through_cond_branch(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let c = cond_br(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let t = collapse_branch(ctx, rw.body(), c.true_dest, &c.true_ops);
    let f = collapse_branch(ctx, rw.body(), c.false_dest, &c.false_ops);
    if t.is_none() && f.is_none() {
        return Err(MatchFailure);
    }
    let (td, to) = t.unwrap_or((c.true_dest, c.true_ops));
    let (fd, fo) = f.unwrap_or((c.false_dest, c.false_ops));
    let mut st = CondBranchOp::build(ctx, c.loc, c.cond, &to, &fo);
    st.successors = vec![td, fd];
    rw.replace_op_with_new_op(op, st);
    Ok(())
}

fn identical_successors(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let c = cond_br(rw, op).ok_or(MatchFailure)?;
    if c.true_dest != c.false_dest {
        return Err(MatchFailure);
    }
    if c.true_ops == c.false_ops {
        replace_with_br(rw, op, c.true_dest, &c.true_ops);
        return Ok(());
    }
    let parent = rw.body().parent_block(op);
    if unique_predecessor(rw.body(), c.true_dest) != parent {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let mut merged = Vec::with_capacity(c.true_ops.len());
    for (&t, &f) in c.true_ops.iter().zip(&c.false_ops) {
        if t == f {
            merged.push(t);
        } else {
            let ty = rw.body().value_type(t);
            let sel = rw.create(crate::dialects::arith::SelectOp::build(
                ctx, c.loc, c.cond, t, f, ty,
            ));
            merged.push(rw.body().results(sel)[0]);
        }
    }
    replace_with_br(rw, op, c.true_dest, &merged);
    Ok(())
}

fn from_cond_branch_on_same_condition(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let c = cond_br(rw, op).ok_or(MatchFailure)?;
    let body = rw.body();
    let current = body.parent_block(op).ok_or(MatchFailure)?;
    let pred = single_predecessor(body, current).ok_or(MatchFailure)?;
    let pred_term = body.last_op(pred).ok_or(MatchFailure)?;
    let p = cond_br(rw, pred_term).ok_or(MatchFailure)?;
    if p.cond != c.cond {
        return Err(MatchFailure);
    }
    if current == p.true_dest {
        replace_with_br(rw, op, c.true_dest, &c.true_ops);
    } else {
        replace_with_br(rw, op, c.false_dest, &c.false_ops);
    }
    Ok(())
}

fn truth_propagation(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let c = cond_br(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    let mut replaced = false;
    for (dest, value) in [(c.true_dest, 1), (c.false_dest, 0)] {
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        let uses: Vec<_> = rw.body().uses(c.cond).collect();
        for u in uses {
            if rw.body().parent_block(u.op) != Some(dest) {
                continue;
            }
            replaced = true;
            let k = match constant {
                Some(k) => k,
                None => {
                    let st = crate::dialects::arith::ConstantOp::build(
                        ctx,
                        c.loc,
                        i1,
                        ctx.integer_attr(value, i1),
                    );
                    let k = rw.create(st);
                    let k = rw.body().results(k)[0];
                    constant = Some(k);
                    k
                }
            };
            rw.modify_op_in_place(u.op, |rw| rw.set_operand(u.op, u.index as usize, k));
        }
    }
    if replaced {
        Ok(())
    } else {
        Err(MatchFailure)
    }
}

impl HasCanonicalizer for CondBranchOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let name = CondBranchOp::NAME;
        add(
            set,
            ctx,
            name,
            "SimplifyConstCondBranchPred",
            const_cond_pred,
        );
        add(
            set,
            ctx,
            name,
            "SimplifyPassThroughCondBranch",
            pass_through_cond_branch,
        );
        add(
            set,
            ctx,
            name,
            "SimplifyCondBranchIdenticalSuccessors",
            identical_successors,
        );
        add(
            set,
            ctx,
            name,
            "SimplifyCondBranchFromCondBranchOnSameCondition",
            from_cond_branch_on_same_condition,
        );
        add(
            set,
            ctx,
            name,
            "CondBranchTruthPropagation",
            truth_propagation,
        );
    }
}

/// The parts of a `cf.switch`.
struct Switch {
    flag: Value,
    flag_ty: Type,
    default_dest: Block,
    default_ops: Vec<Value>,
    case_values: Vec<i128>,
    case_dests: Vec<Block>,
    case_ops: Vec<Vec<Value>>,
    loc: Attribute,
}

fn switch(rw: &PatternRewriter<'_>, op: Op) -> Option<Switch> {
    let s = SwitchOp::cast(rw.op_ref(op))?;
    let (default_ops, case_ops, case_values) = switch_parts(&s);
    let body = rw.body();
    let succ: Vec<Block> = body.successors(op).collect();
    let flag = s.flag();
    Some(Switch {
        flag,
        flag_ty: body.value_type(flag),
        default_dest: succ[0],
        default_ops,
        case_values,
        case_dests: succ[1..].to_vec(),
        case_ops,
        loc: body.loc(op),
    })
}

/// Replaces `op` by a `cf.switch` of these parts (with no `case_values` attribute when
/// there is no case, as MLIR's builder does).
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    s: &Switch,
    values: &[i128],
    dests: &[Block],
    ops: &[Vec<Value>],
) {
    let ctx = rw.ctx();
    let flat: Vec<Value> = ops.iter().flatten().copied().collect();
    let sizes: Vec<i64> = ops.iter().map(|o| o.len() as i64).collect();
    let mut st = SwitchOp::build(
        ctx,
        s.loc,
        s.flag,
        &s.default_ops,
        &flat,
        strata_framework::ods::format::segment_attr(ctx, &sizes),
    );
    if !values.is_empty() {
        let vty = ctx.vector_type(&[values.len() as i64], s.flag_ty);
        let attr = ctx.dense_int_elements(vty, values);
        st.attrs = set_attr(ctx, st.attrs, "case_values", attr);
    }
    st.successors = std::iter::once(s.default_dest)
        .chain(dests.iter().copied())
        .collect();
    rw.replace_op_with_new_op(op, st);
}

fn switch_with_only_default(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    if !s.case_dests.is_empty() {
        return Err(MatchFailure);
    }
    replace_with_br(rw, op, s.default_dest, &s.default_ops);
    Ok(())
}

fn drop_cases_matching_default(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    let (mut values, mut dests, mut ops) = (Vec::new(), Vec::new(), Vec::new());
    let mut change = false;
    for (i, &v) in s.case_values.iter().enumerate() {
        if s.case_dests[i] == s.default_dest && s.case_ops[i] == s.default_ops {
            change = true;
            continue;
        }
        values.push(v);
        dests.push(s.case_dests[i]);
        ops.push(s.case_ops[i].clone());
    }
    if !change {
        return Err(MatchFailure);
    }
    replace_with_switch(rw, op, &s, &values, &dests, &ops);
    Ok(())
}

/// Replaces `op` by a branch to where `value` goes (MLIR's `foldSwitch`).
fn fold_switch(rw: &mut PatternRewriter<'_>, op: Op, s: &Switch, value: i128) {
    let ctx = rw.ctx();
    let norm = |v: i128| ctx.normalize_int(v, s.flag_ty);
    match s.case_values.iter().position(|&v| norm(v) == norm(value)) {
        Some(i) => replace_with_br(rw, op, s.case_dests[i], &s.case_ops[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_ops),
    }
}

fn const_switch_value(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    // A constant integer (not a splat: the flag is a scalar).
    let value = constant_value(rw.ctx(), rw.body(), s.flag)
        .and_then(|a| AttrView::new(rw.ctx(), a).int_value())
        .ok_or(MatchFailure)?;
    fold_switch(rw, op, &s, value);
    Ok(())
}

fn pass_through_switch(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let mut change = false;
    let (mut dests, mut ops) = (Vec::new(), Vec::new());
    for (i, &d) in s.case_dests.iter().enumerate() {
        match collapse_branch(ctx, rw.body(), d, &s.case_ops[i]) {
            Some((d, o)) => {
                change = true;
                dests.push(d);
                ops.push(o);
            }
            None => {
                dests.push(d);
                ops.push(s.case_ops[i].clone());
            }
        }
    }
    let mut s2 = Switch { ..s };
    if let Some((d, o)) = collapse_branch(ctx, rw.body(), s2.default_dest, &s2.default_ops) {
        change = true;
        s2.default_dest = d;
        s2.default_ops = o;
    }
    if !change {
        return Err(MatchFailure);
    }
    let values = s2.case_values.clone();
    replace_with_switch(rw, op, &s2, &values, &dests, &ops);
    Ok(())
}

/// The `cf.switch` ending the only predecessor of `op`'s block, on the same flag.
fn pred_switch(rw: &PatternRewriter<'_>, op: Op, s: &Switch) -> Option<(Block, Switch)> {
    let body = rw.body();
    let current = body.parent_block(op)?;
    let pred = single_predecessor(body, current)?;
    let p = switch(rw, body.last_op(pred)?)?;
    (p.flag == s.flag).then_some((current, p))
}

fn from_switch_on_same_condition(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    let (current, p) = pred_switch(rw, op, &s).ok_or(MatchFailure)?;
    if p.default_dest == current {
        return Err(MatchFailure);
    }
    match p.case_dests.iter().position(|&d| d == current) {
        Some(i) => fold_switch(rw, op, &s, p.case_values[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_ops),
    }
    Ok(())
}

fn from_default_switch_on_same_condition(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let s = switch(rw, op).ok_or(MatchFailure)?;
    let (current, p) = pred_switch(rw, op, &s).ok_or(MatchFailure)?;
    if p.default_dest != current {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let norm = |v: i128| ctx.normalize_int(v, s.flag_ty);
    let removed: Vec<i128> = p
        .case_values
        .iter()
        .zip(&p.case_dests)
        .filter(|(_, &d)| d != current)
        .map(|(&v, _)| norm(v))
        .collect();
    let (mut values, mut dests, mut ops) = (Vec::new(), Vec::new(), Vec::new());
    let mut change = false;
    for (i, &v) in s.case_values.iter().enumerate() {
        if removed.contains(&norm(v)) {
            change = true;
            continue;
        }
        values.push(v);
        dests.push(s.case_dests[i]);
        ops.push(s.case_ops[i].clone());
    }
    if !change {
        return Err(MatchFailure);
    }
    replace_with_switch(rw, op, &s, &values, &dests, &ops);
    Ok(())
}

impl HasCanonicalizer for SwitchOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let name = SwitchOp::NAME;
        add(
            set,
            ctx,
            name,
            "simplifySwitchWithOnlyDefault",
            switch_with_only_default,
        );
        add(
            set,
            ctx,
            name,
            "dropSwitchCasesThatMatchDefault",
            drop_cases_matching_default,
        );
        add(
            set,
            ctx,
            name,
            "simplifyConstSwitchValue",
            const_switch_value,
        );
        add(
            set,
            ctx,
            name,
            "simplifyPassThroughSwitch",
            pass_through_switch,
        );
        add(
            set,
            ctx,
            name,
            "simplifySwitchFromSwitchOnSameCondition",
            from_switch_on_same_condition,
        );
        add(
            set,
            ctx,
            name,
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            from_default_switch_on_same_condition,
        );
    }
}
