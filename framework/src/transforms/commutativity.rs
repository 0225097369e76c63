//! The commutativity utility (MLIR 16's `CommutativityUtils`): a pattern that sorts the
//! operands of every commutative op, so that patterns matching large DAGs of commutative
//! ops see their operands in one order.
//!
//! Each operand has a key: the list, in breadth-first order, of its ancestors (the ops of
//! its backward slice and the block arguments reached), each as a block argument (the
//! smallest), a non-constant op or a constant-like op (the largest), the two op kinds
//! ordered by name. Operands are sorted stably by increasing key, compared element by
//! element, a key that is a prefix of another being the smaller. As in MLIR, the keys are
//! built lazily, only as far as each comparison needs, and a comparison ends as soon as
//! either operand's breadth-first traversal is over (the shorter key then being the
//! smaller), so the order depends on the order of the comparisons: the sort is libstdc++'s
//! `std::stable_sort` (a merge sort with a buffer of half the operands, runs of 7 sorted by
//! insertion), which is what mlir-opt 16 runs.

use std::collections::VecDeque;

use crate::ir::body::{Op, Value};
use crate::ir::context::{Context, FxHashSet};
use crate::ir::registry::OpTraits;
use crate::rewrite::folder::defining_op;
use crate::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};

/// One entry of an operand's key: what kind of ancestor (0 block argument, 1 non-constant
/// op, 2 constant-like op) and the op's name.
type AncestorKey = (u8, String);

/// An operand with the state of its breadth-first traversal.
struct CommutativeOperand {
    operand: Value,
    /// The ancestors still to visit (`None` for a block argument).
    queue: VecDeque<Option<Op>>,
    visited: FxHashSet<Op>,
    key: Vec<AncestorKey>,
}

fn ancestor_key(ctx: &Context, rw: &PatternRewriter<'_>, op: Option<Op>) -> AncestorKey {
    let Some(op) = op else {
        return (0, String::new());
    };
    let name = rw.body().op_name(op);
    let constant = ctx
        .op_info_of(name)
        .is_some_and(|i| i.traits.contains(OpTraits::CONSTANT_LIKE));
    (
        if constant { 2 } else { 1 },
        ctx.ident_str(name).to_string(),
    )
}

impl CommutativeOperand {
    fn push(&mut self, op: Option<Op>) {
        self.queue.push_back(op);
        if let Some(op) = op {
            self.visited.insert(op);
        }
    }

    /// Appends the key of the ancestor at the front of the queue, if any.
    fn refresh_key(&mut self, ctx: &Context, rw: &PatternRewriter<'_>) {
        if let Some(&front) = self.queue.front() {
            self.key.push(ancestor_key(ctx, rw, front));
        }
    }

    /// Pops the front ancestor and queues the definers of its operands not visited yet.
    fn pop_front_and_push_unvisited(&mut self, rw: &PatternRewriter<'_>) {
        let Some(front) = self.queue.pop_front() else {
            return;
        };
        let Some(front) = front else {
            return;
        };
        let body = rw.body();
        let defs: Vec<Option<Op>> = body.operands(front).map(|v| defining_op(body, v)).collect();
        for def in defs {
            if def.map_or(true, |d| !self.visited.contains(&d)) {
                self.push(def);
            }
        }
    }
}

/// Whether the key of `a` is smaller than that of `b`, extending both traversals as far
/// as needed (MLIR's comparator, state and all).
fn less(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    ops: &mut [CommutativeOperand],
    a: usize,
    b: usize,
) -> bool {
    if ops[a].operand == ops[b].operand {
        return false;
    }
    let mut k = 0;
    loop {
        if ops[a].key.len() <= k {
            if ops[a].queue.is_empty() {
                return true;
            }
            ops[a].pop_front_and_push_unvisited(rw);
            ops[a].refresh_key(ctx, rw);
        }
        if ops[b].key.len() <= k {
            if ops[b].queue.is_empty() {
                return false;
            }
            ops[b].pop_front_and_push_unvisited(rw);
            ops[b].refresh_key(ctx, rw);
        }
        if ops[a].queue.is_empty() || ops[b].queue.is_empty() {
            return ops[a].key.len() < ops[b].key.len();
        }
        if ops[a].key[k] < ops[b].key[k] {
            return true;
        }
        if ops[b].key[k] < ops[a].key[k] {
            return false;
        }
        k += 1;
    }
}

/// libstdc++'s `std::stable_sort` of `v` by `less`, comparison for comparison (the
/// temporary buffer of `(n + 1) / 2` elements assumed available).
pub fn stable_sort_like_libstdcxx<T: Copy>(v: &mut [T], less: &mut dyn FnMut(T, T) -> bool) {
    let n = v.len();
    if n == 0 {
        return;
    }
    let middle = n.div_ceil(2);
    let mut buffer: Vec<T> = Vec::with_capacity(middle);
    merge_sort_with_buffer(&mut v[..middle], &mut buffer, less);
    merge_sort_with_buffer(&mut v[middle..], &mut buffer, less);
    let (len1, len2) = (middle, n - middle);
    if len1 <= len2 {
        // Forward: the first run goes to the buffer.
        let first: Vec<T> = v[..middle].to_vec();
        let (mut i, mut j, mut out) = (0, middle, 0);
        while i < first.len() && j < n {
            if less(v[j], first[i]) {
                v[out] = v[j];
                j += 1;
            } else {
                v[out] = first[i];
                i += 1;
            }
            out += 1;
        }
        while i < first.len() {
            v[out] = first[i];
            i += 1;
            out += 1;
        }
    } else {
        // Backward: the second run goes to the buffer.
        let second: Vec<T> = v[middle..].to_vec();
        if second.is_empty() {
            return;
        }
        let mut last1 = middle - 1;
        let mut last2 = second.len() - 1;
        let mut result = n;
        loop {
            if less(second[last2], v[last1]) {
                result -= 1;
                v[result] = v[last1];
                if last1 == 0 {
                    for k in (0..=last2).rev() {
                        result -= 1;
                        v[result] = second[k];
                    }
                    return;
                }
                last1 -= 1;
            } else {
                result -= 1;
                v[result] = second[last2];
                if last2 == 0 {
                    return;
                }
                last2 -= 1;
            }
        }
    }
}

/// libstdc++'s `__insertion_sort`.
fn insertion_sort<T: Copy>(v: &mut [T], less: &mut dyn FnMut(T, T) -> bool) {
    for i in 1..v.len() {
        let val = v[i];
        if less(val, v[0]) {
            v.copy_within(0..i, 1);
            v[0] = val;
        } else {
            let mut j = i;
            while less(val, v[j - 1]) {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = val;
        }
    }
}

/// libstdc++'s `__move_merge` of `a` and `b` into `out`.
fn move_merge<T: Copy>(a: &[T], b: &[T], out: &mut Vec<T>, less: &mut dyn FnMut(T, T) -> bool) {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if less(b[j], a[i]) {
            out.push(b[j]);
            j += 1;
        } else {
            out.push(a[i]);
            i += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
}

/// libstdc++'s `__merge_sort_loop`: merges the runs of `step` of `from` pairwise.
fn merge_sort_loop<T: Copy>(from: &[T], step: usize, less: &mut dyn FnMut(T, T) -> bool) -> Vec<T> {
    let mut out = Vec::with_capacity(from.len());
    let mut first = 0;
    while from.len() - first >= 2 * step {
        move_merge(
            &from[first..first + step],
            &from[first + step..first + 2 * step],
            &mut out,
            less,
        );
        first += 2 * step;
    }
    let s = step.min(from.len() - first);
    move_merge(&from[first..first + s], &from[first + s..], &mut out, less);
    out
}

/// libstdc++'s `__merge_sort_with_buffer`: runs of 7 sorted by insertion, then merged.
fn merge_sort_with_buffer<T: Copy>(
    v: &mut [T],
    buffer: &mut Vec<T>,
    less: &mut dyn FnMut(T, T) -> bool,
) {
    const CHUNK: usize = 7;
    let len = v.len();
    let mut first = 0;
    while len - first >= CHUNK {
        insertion_sort(&mut v[first..first + CHUNK], less);
        first += CHUNK;
    }
    insertion_sort(&mut v[first..], less);
    let mut step = CHUNK;
    while step < len {
        *buffer = merge_sort_loop(v, step, less);
        step *= 2;
        let back = merge_sort_loop(buffer, step, less);
        v.copy_from_slice(&back);
        step *= 2;
    }
}

/// MLIR's `SortCommutativeOperands`: sorts the operands of a commutative op (see the
/// module documentation); fails when they are already in order.
fn sort_commutative_operands(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let commutative = ctx
        .op_info_of(rw.body().op_name(op))
        .is_some_and(|i| i.traits.contains(OpTraits::COMMUTATIVE));
    if !commutative {
        return Err(MatchFailure);
    }
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let mut states: Vec<CommutativeOperand> = operands
        .iter()
        .map(|&v| {
            let mut s = CommutativeOperand {
                operand: v,
                queue: VecDeque::new(),
                visited: FxHashSet::default(),
                key: Vec::new(),
            };
            s.push(defining_op(rw.body(), v));
            s.refresh_key(ctx, rw);
            s
        })
        .collect();
    let mut order: Vec<usize> = (0..operands.len()).collect();
    {
        let rw_ref: &PatternRewriter<'_> = rw;
        stable_sort_like_libstdcxx(&mut order, &mut |a, b| less(ctx, rw_ref, &mut states, a, b));
    }
    let sorted: Vec<Value> = order.iter().map(|&i| operands[i]).collect();
    if sorted == operands {
        return Err(MatchFailure);
    }
    rw.modify_op_in_place(op, |rw| rw.set_operands(op, &sorted));
    Ok(())
}

/// Adds the pattern sorting the operands of commutative ops (MLIR's
/// `populateCommutativityUtilsPatterns`), of benefit 5, matching any op.
pub fn populate_commutativity_utils_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
    patterns.add_fn(
        ctx,
        PatternRoot::Any,
        5,
        "SortCommutativeOperands",
        sort_commutative_operands,
    );
}

#[cfg(test)]
mod tests {
    use super::stable_sort_like_libstdcxx;

    #[test]
    fn sorts_stably_whatever_the_length() {
        for n in 0..40usize {
            let mut v: Vec<(usize, usize)> = (0..n).map(|i| ((i * 7919) % 5, i)).collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            stable_sort_like_libstdcxx(&mut v, &mut |a, b| a.0 < b.0);
            assert_eq!(v, expected, "n = {n}");
        }
    }
}
