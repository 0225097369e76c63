//! `affine-loop-fusion` (MLIR 16's `LoopFusion`, op-agnostic): producer-consumer fusion
//! of the loop nests of each block of the regions of the op it runs on (not of blocks
//! nested deeper, as in MLIR 16: on a module it fuses nothing, on `func.func` it fuses
//! the function body's nests).
//!
//! A producer nest (the source) is fused into a consumer nest after it (the
//! destination) at the innermost depth: the source's innermost body moves to the start of
//! the destination's innermost body, its induction variables replaced by the
//! destination's, and the source nest is erased. The destinations are taken in block
//! order, and for each the sources before it, nearest first, until nothing fuses; then
//! the next destination (MLIR's worklist: an earlier destination is not revisited).
//!
//! What Strata covers of MLIR's pass: the slice computation and the cost model are
//! replaced by the case where fusing at the innermost depth computes exactly the same
//! elements, which MLIR's slicing and cost model then always choose. Both nests are
//! perfect nests (each loop body holding only the next loop) of the same depth and the
//! same constant bounds and steps, their innermost bodies without regions; the
//! destination reads a memref the source stores to; every memref the source stores to
//! is allocated in the function and used only by the source's accesses, the
//! destination's loads (each reading at the iteration the source wrote it: the same map
//! results in terms of the loop depths) and a `memref.dealloc` after the destination; the destination writes nothing the source reads;
//! and no op between the two touches a memref the source reads or writes. MLIR's sibling
//! fusion (nests reading the same memref), fusion with slices of other shapes or depths,
//! the private memrefs MLIR creates for a fused source's results when nothing else uses
//! them, and the pass's options (`fusion-compute-tolerance`, `fusion-maximal`, `mode`,
//! ...) are not implemented: such nests are left as they are.

use crate::ir::body::{Block, Body, InsertPoint, Op, Region, Value};
use crate::ir::context::Context;
use crate::pass::{DeclaredPass, PassRun};

use super::affine_access::{
    access, access_in_nest, ancestor_in_block, is_local_memref, perfect_nest, Access,
};
use super::passes::AffineLoopFusionBase;

/// The `affine-loop-fusion` pass.
#[derive(Clone, Default)]
pub struct AffineLoopFusion {
    base: AffineLoopFusionBase,
}

impl DeclaredPass for AffineLoopFusion {
    type Base = AffineLoopFusionBase;
    fn base(&self) -> &AffineLoopFusionBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut AffineLoopFusionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        fuse_loops(run.ctx, run.op.body, run.op.regions);
    }
}

/// The work of `affine-loop-fusion` on the blocks of `regions` (of `body`).
pub fn fuse_loops(ctx: &Context, body: &mut Body, regions: &[Region]) {
    for &region in regions {
        let blocks: Vec<Block> = body.region_blocks(region).collect();
        for block in blocks {
            fuse_block(ctx, body, block);
        }
    }
}

/// Fuses the nests of `block`, as MLIR's producer-consumer worklist does: each
/// destination in block order, and for it the producers before it, nearest first,
/// fused one by one until none fuses; then the next destination. The nests are analysed
/// once; a destination is analysed again after each fusion into it, and a fused source
/// leaves the list.
fn fuse_block(ctx: &Context, body: &mut Body, block: Block) {
    let ops: Vec<Op> = body.block_ops(block).collect();
    let mut nests: Vec<Option<Nest>> = ops.iter().map(|&op| nest(ctx, body, op)).collect();
    for d in 0..ops.len() {
        while let Some(dst) = &nests[d] {
            let found = (0..d).rev().find(|&s| {
                nests[s].as_ref().is_some_and(|src| {
                    produces_for(src, dst) && can_fuse(ctx, body, block, src, dst)
                })
            });
            let Some(s) = found else {
                break;
            };
            let src = nests[s].take().expect("the source was found in the list");
            let dst = nests[d].as_ref().expect("the destination is a nest");
            fuse(body, &src, dst);
            nests[d] = nest(ctx, body, ops[d]);
        }
    }
}

/// Whether `src` stores to a memref `dst` loads (the cheap first test of a pair).
fn produces_for(src: &Nest, dst: &Nest) -> bool {
    src.accesses.iter().any(|w| {
        w.is_store
            && dst
                .accesses
                .iter()
                .any(|r| !r.is_store && r.memref == w.memref)
    })
}

/// A loop nest of the block: its loops' induction variables, innermost body and
/// accesses.
struct Nest {
    root: Op,
    ivs: Vec<Value>,
    bounds: Vec<(i64, i64, i64)>,
    inner: Block,
    accesses: Vec<Access>,
}

fn nest(ctx: &Context, body: &Body, op: Op) -> Option<Nest> {
    let (loops, inner) = perfect_nest(ctx, body, op)?;
    let mut accesses = Vec::new();
    for o in body.block_ops(inner) {
        if !body.regions(o).is_empty() {
            return None;
        }
        if let Some(a) = access(ctx, body, o) {
            accesses.push(a);
        }
    }
    Some(Nest {
        root: op,
        ivs: loops.iter().map(|l| l.iv).collect(),
        bounds: loops.iter().map(|l| l.bounds).collect(),
        inner,
        accesses,
    })
}

/// Whether fusing `src` into `dst` at the innermost depth keeps what the block computes
/// (the conditions of the module's documentation).
fn can_fuse(ctx: &Context, body: &Body, block: Block, src: &Nest, dst: &Nest) -> bool {
    if src.bounds != dst.bounds {
        return false;
    }
    let written: Vec<Value> = src
        .accesses
        .iter()
        .filter(|a| a.is_store)
        .map(|a| a.memref)
        .collect();
    let read: Vec<Value> = src
        .accesses
        .iter()
        .filter(|a| !a.is_store)
        .map(|a| a.memref)
        .collect();
    // A producer: the destination reads something the source writes.
    if !written
        .iter()
        .any(|m| dst.accesses.iter().any(|a| !a.is_store && a.memref == *m))
    {
        return false;
    }
    // The destination writes nothing the source reads or writes.
    if dst
        .accesses
        .iter()
        .any(|a| a.is_store && (read.contains(&a.memref) || written.contains(&a.memref)))
    {
        return false;
    }
    for &m in &written {
        if !is_local_memref(ctx, body, m) {
            return false;
        }
        // Every use is the source's access, the destination's load or a dealloc after
        // the destination.
        let src_stores: Vec<&Access> = src
            .accesses
            .iter()
            .filter(|a| a.is_store && a.memref == m)
            .collect();
        let src_uses: Vec<Op> = src
            .accesses
            .iter()
            .filter(|a| a.memref == m)
            .map(|a| a.op)
            .collect();
        let dst_loads: Vec<&Access> = dst
            .accesses
            .iter()
            .filter(|a| !a.is_store && a.memref == m)
            .collect();
        for u in body.users(m) {
            let in_src = src_uses.contains(&u);
            let in_dst = dst_loads.iter().any(|a| a.op == u);
            if in_src || in_dst {
                continue;
            }
            // A dealloc: after the destination.
            match ancestor_in_block(body, block, u) {
                Some(anc) if comes_after(body, dst.root, anc) => {}
                _ => return false,
            }
        }
        // Each load reads the element written at the same iteration.
        let Some(stored) = src_stores
            .iter()
            .map(|a| access_in_nest(ctx, a, &src.ivs))
            .collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        let Some(first) = stored.first() else {
            return false;
        };
        if stored.iter().any(|s| s != first) {
            return false;
        }
        for l in &dst_loads {
            if access_in_nest(ctx, l, &dst.ivs).as_ref() != Some(first) {
                return false;
            }
        }
    }
    // Nothing between the two touches what the source reads or writes.
    let mut cur = body.next_op(src.root);
    while let Some(op) = cur {
        if op == dst.root {
            break;
        }
        if uses_any(body, op, &written) || uses_any(body, op, &read) {
            return false;
        }
        cur = body.next_op(op);
    }
    true
}

/// Whether `x` comes after `op` in their block.
fn comes_after(body: &Body, op: Op, x: Op) -> bool {
    let mut cur = body.next_op(op);
    while let Some(o) = cur {
        if o == x {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// Whether `op` or an op nested in it uses one of `values`.
fn uses_any(body: &Body, op: Op, values: &[Value]) -> bool {
    values.iter().any(|&v| {
        body.users(v).any(|u| {
            let mut cur = Some(u);
            while let Some(c) = cur {
                if c == op {
                    return true;
                }
                cur = body.parent_op(c);
            }
            false
        })
    })
}

/// Moves the ops of `src`'s innermost body (but its terminator) to the start of `dst`'s,
/// on `dst`'s induction variables, and erases `src`.
fn fuse(body: &mut Body, src: &Nest, dst: &Nest) {
    for (&from, &to) in src.ivs.iter().zip(&dst.ivs) {
        body.replace_all_uses_with(from, to);
    }
    let first = body.first_op(dst.inner);
    let moved: Vec<Op> = body.block_ops(src.inner).collect();
    let (_, moved) = moved
        .split_last()
        .expect("a loop body ends with its terminator");
    for &op in moved {
        body.move_op(
            op,
            InsertPoint {
                block: dst.inner,
                before: first,
            },
        );
    }
    let _ = body.erase_op(src.root);
}
