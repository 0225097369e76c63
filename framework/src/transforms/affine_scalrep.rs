//! `affine-scalrep` (MLIR 16's `AffineScalarReplacement`, on `func.func`): store to load
//! forwarding, redundant load elimination, dead store elimination, and the removal of
//! the memrefs left with stores only.
//!
//! Steps, in MLIR's order:
//! 1. every `affine.load`, in walk order, takes the value of the store before it to the
//!    same element (forwarding), else the result of an earlier load of the same element
//!    (load CSE); the loads replaced are erased after the walk;
//! 2. an `affine.store` followed by a store to the same element, with nothing reading the
//!    memref in between, is erased;
//! 3. a memref some load was forwarded from, allocated by `memref.alloc` and now used by
//!    stores and `memref.dealloc` only, is erased with its stores and its dealloc.
//!
//! What Strata covers of MLIR's pass: the dependence analysis is replaced by a
//! conservative rule. The earlier access must be in the same block as the later one, the
//! two accesses must have the same memref, map attribute and map operands, and the ops
//! between them must not touch the memref except to load it or to store, directly in the
//! block, to an element provably distinct (same map operands, a map result differing by
//! a nonzero constant; nested ops included). Only
//! memrefs whose every use is visible are changed: allocated in the function by
//! `memref.alloc`/`memref.alloca` and used only by `affine.load`, `affine.store` and
//! `memref.dealloc`. MLIR also forwards across blocks (a store in an outer loop to a load
//! in an inner one) when its dependence analysis proves it, and handles memrefs that are
//! function arguments or escape: those accesses are left as they are here.

use crate::ir::body::{Body, Op, Region, Value};
use crate::ir::context::{Context, FxHashSet};
use crate::pass::{DeclaredPass, PassRun};

use super::affine_access::{
    access, ancestor_in_block, is_local_memref, is_op, provably_distinct, same_element, Access,
};
use super::passes::AffineScalarReplacementBase;
use super::walk::post_order;

/// The `affine-scalrep` pass.
#[derive(Clone, Default)]
pub struct AffineScalarReplacement {
    base: AffineScalarReplacementBase,
}

impl DeclaredPass for AffineScalarReplacement {
    type Base = AffineScalarReplacementBase;
    fn base(&self) -> &AffineScalarReplacementBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut AffineScalarReplacementBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        scalar_replace(run.ctx, run.op.body, run.op.regions);
    }
}

/// Whether the ops strictly between `from` and `to` (of one block) leave the element
/// `to` loads unwritten: none of them, nor an op nested in them, uses the memref but to
/// load it or to store (directly in the block) to an element provably distinct.
fn unwritten_between(ctx: &Context, body: &Body, load: &Access, from: Op, to: Op) -> bool {
    let block = body.parent_block(to);
    body.users(load.memref).all(|u| {
        let Some(anc) = block.and_then(|b| ancestor_in_block(body, b, u)) else {
            return true;
        };
        if !strictly_between(body, from, anc, to) {
            return true;
        }
        if is_op(ctx, body, u, "affine.load") {
            return true;
        }
        anc == u
            && access(ctx, body, u).is_some_and(|a| a.is_store && provably_distinct(ctx, &a, load))
    })
}

/// Whether the ops strictly between `from` and `to` (of one block) leave `memref`
/// unread: none of them, nor an op nested in them, uses it.
fn untouched_between(body: &Body, memref: Value, from: Op, to: Op) -> bool {
    let block = body.parent_block(to);
    body.users(memref).all(|u| {
        let Some(anc) = block.and_then(|b| ancestor_in_block(body, b, u)) else {
            return true;
        };
        !strictly_between(body, from, anc, to)
    })
}

/// Whether `x` is strictly between `from` and `to`, ops of one block, `from` first.
fn strictly_between(body: &Body, from: Op, x: Op, to: Op) -> bool {
    let mut cur = body.next_op(from);
    while let Some(op) = cur {
        if op == to {
            return false;
        }
        if op == x {
            return true;
        }
        cur = body.next_op(op);
    }
    false
}

/// The work of `affine-scalrep` on `regions` of `body` (a function's).
pub fn scalar_replace(ctx: &Context, body: &mut Body, regions: &[Region]) {
    // Walk order: MLIR's `walk` is post-order, ops of a block in order.
    let (ops, _) = post_order(body, regions);

    // 1. Forwarding and load CSE.
    let mut erased_loads: Vec<Op> = Vec::new();
    let mut erased_set: FxHashSet<Op> = FxHashSet::default();
    let mut forwarded_memrefs: Vec<Value> = Vec::new();
    for &op in &ops {
        let Some(load) = access(ctx, body, op) else {
            continue;
        };
        if load.is_store || !is_local_memref(ctx, body, load.memref) {
            continue;
        }
        // The nearest earlier access to the same element in the block, with no write in
        // between.
        let mut replacement = None;
        let mut cur = body.prev_op(op);
        while let Some(prev) = cur {
            cur = body.prev_op(prev);
            if erased_set.contains(&prev) {
                continue;
            }
            let Some(a) = access(ctx, body, prev) else {
                continue;
            };
            if a.memref != load.memref || !same_element(&a, &load) {
                continue;
            }
            if !unwritten_between(ctx, body, &load, prev, op) {
                break;
            }
            replacement = Some(if a.is_store {
                (body.operand(prev, 0), true)
            } else {
                (body.results(prev)[0], false)
            });
            break;
        }
        if let Some((value, forwarded)) = replacement {
            let result = body.results(op)[0];
            body.replace_all_uses_with(result, value);
            erased_loads.push(op);
            erased_set.insert(op);
            if forwarded && !forwarded_memrefs.contains(&load.memref) {
                forwarded_memrefs.push(load.memref);
            }
        }
    }
    for op in erased_loads {
        let _ = body.erase_op(op);
    }

    // 2. Stores overwritten before any read.
    let (ops, _) = post_order(body, regions);
    let mut dead_stores = Vec::new();
    for &op in &ops {
        let Some(store) = access(ctx, body, op) else {
            continue;
        };
        if !store.is_store || !is_local_memref(ctx, body, store.memref) {
            continue;
        }
        let mut cur = body.next_op(op);
        while let Some(next) = cur {
            cur = body.next_op(next);
            match access(ctx, body, next) {
                Some(a) if a.is_store && same_element(&a, &store) => {
                    if untouched_between(body, store.memref, op, next) {
                        dead_stores.push(op);
                    }
                    break;
                }
                _ => {}
            }
        }
    }
    for op in dead_stores {
        let _ = body.erase_op(op);
    }

    // 3. Memrefs left with stores and deallocs only.
    for memref in forwarded_memrefs {
        let crate::ir::body::ValueDef::OpResult(def, _) = body.value_def(memref) else {
            continue;
        };
        if !is_op(ctx, body, def, "memref.alloc") {
            continue;
        }
        let users: Vec<Op> = body.users(memref).collect();
        let write_only = users.iter().all(|&u| {
            is_op(ctx, body, u, "memref.dealloc")
                || access(ctx, body, u).is_some_and(|a| a.is_store)
        });
        if !write_only {
            continue;
        }
        let mut unique = Vec::new();
        for u in users {
            if !unique.contains(&u) {
                unique.push(u);
            }
        }
        for u in unique {
            let _ = body.erase_op(u);
        }
        let _ = body.erase_op(def);
    }
}
