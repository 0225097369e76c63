//! The walk the passes of this layer share: the ops of some regions of an arena in
//! post-order (MLIR's `Operation::walk`), stopping at ops isolated from above, whose
//! regions are in arenas of their own.

use crate::ir::body::{Body, Op, Region};

/// The ops of `regions` (of `body`) and of the regions nested in them, in post-order (an
/// op after the ops nested in it), and separately the isolated ops met, whose nested
/// ops are left out (they are in the isolated op's arena).
pub fn post_order(body: &Body, regions: &[Region]) -> (Vec<Op>, Vec<Op>) {
    enum Item {
        Enter(Op),
        Exit(Op),
    }
    let mut ops = Vec::new();
    let mut isolated = Vec::new();
    let mut stack: Vec<Item> = Vec::new();
    let push_regions = |stack: &mut Vec<Item>, regions: &[Region]| {
        for &r in regions.iter().rev() {
            let blocks: Vec<_> = body.region_blocks(r).collect();
            for &b in blocks.iter().rev() {
                let mut o = body.last_op(b);
                while let Some(x) = o {
                    stack.push(Item::Enter(x));
                    o = body.prev_op(x);
                }
            }
        }
    };
    push_regions(&mut stack, regions);
    while let Some(item) = stack.pop() {
        match item {
            Item::Enter(op) if body.is_isolated(op) => {
                isolated.push(op);
                ops.push(op);
            }
            Item::Enter(op) => {
                stack.push(Item::Exit(op));
                push_regions(&mut stack, body.regions(op));
            }
            Item::Exit(op) => ops.push(op),
        }
    }
    (ops, isolated)
}
