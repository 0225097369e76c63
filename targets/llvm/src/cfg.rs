//! The control-flow graph of a function body as MLIR translates it: after
//! `LLVM::ensureDistinctSuccessors`, which gives each repeated successor of a terminator
//! but its first a new block of its own when the successor takes arguments (appended to the region, with the target's
//! argument types, branching on to the target), and with predecessor edges in MLIR's
//! use-list order (most recent use first). The IR itself is not changed: the new blocks
//! exist only here.

use strata_framework::ir::context::FxHashMap;

use strata_framework::ir::registry::OpRef;
use strata_framework::{Block, Body, Op, Region, Value};

/// A block of the translated region: one of the IR's, or one `ensureDistinctSuccessors`
/// adds (by its index in [`Cfg::dummies`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VBlock {
    /// A block of the IR.
    Real(Block),
    /// An added block.
    Dummy(usize),
}

/// An added block: it takes the arguments of successor `position` of `terminator`, and
/// branches to `target` with them.
pub struct Dummy {
    /// The terminator whose successor it replaces.
    pub terminator: Op,
    /// The successor's position.
    pub position: usize,
    /// The block it branches to.
    pub target: Block,
}

/// A predecessor edge of a block.
#[derive(Clone, Copy, Debug)]
pub enum Edge {
    /// Successor `.1` of terminator `.0`.
    Terminator(Op, usize),
    /// The branch of an added block.
    FromDummy(usize),
}

/// The region's graph after `ensureDistinctSuccessors`.
pub struct Cfg {
    region: Region,
    /// The added blocks, in the order MLIR creates them.
    pub dummies: Vec<Dummy>,
    redirect: FxHashMap<(Op, usize), usize>,
}

impl Cfg {
    /// The graph of `region` (held in `body`).
    pub fn new(body: &Body, region: Region) -> Cfg {
        let mut cfg = Cfg {
            region,
            dummies: Vec::new(),
            redirect: FxHashMap::default(),
        };
        for b in body.region_blocks(region) {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            if body.successors(term).nth(1).is_none() {
                continue;
            }
            let succs: Vec<Block> = body.successors(term).collect();
            // Each repeated successor, in the order of its first appearance; all its
            // appearances but the first get a block of their own (the search for
            // repeats is already quadratic in the successors).
            for (i, &s) in succs.iter().enumerate() {
                // MLIR 16 adds blocks only for successors that take arguments.
                if succs[..i].contains(&s) || body.block_args(s).is_empty() {
                    continue;
                }
                for (pos, _) in succs
                    .iter()
                    .enumerate()
                    .skip(i + 1)
                    .filter(|(_, &t)| t == s)
                {
                    cfg.redirect.insert((term, pos), cfg.dummies.len());
                    cfg.dummies.push(Dummy {
                        terminator: term,
                        position: pos,
                        target: s,
                    });
                }
            }
        }
        cfg
    }

    /// The successors of block `b`'s terminator, redirected to the added blocks.
    pub fn successors(&self, body: &Body, b: Block) -> Vec<VBlock> {
        let Some(term) = body.last_op(b) else {
            return Vec::new();
        };
        body.successors(term)
            .enumerate()
            .map(|(pos, s)| match self.redirect.get(&(term, pos)) {
                Some(&d) => VBlock::Dummy(d),
                None => VBlock::Real(s),
            })
            .collect()
    }

    /// MLIR's `getTopologicallySortedBlocks`: for each block not placed yet, in region
    /// order (the added blocks last), the reverse post-order of what it reaches.
    pub fn topological(&self, body: &Body) -> Vec<VBlock> {
        // The blocks by dense index (the region's, then the added ones), and the
        // successors of each as indices, one after the other (`first[i]..first[i + 1]`).
        let blocks: Vec<Block> = body.region_blocks(self.region).collect();
        let real = blocks.len();
        let n = real + self.dummies.len();
        let index: FxHashMap<Block, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let vblock = |i: usize| match i < real {
            true => VBlock::Real(blocks[i]),
            false => VBlock::Dummy(i - real),
        };
        let mut first = Vec::with_capacity(n + 1);
        let mut succs = Vec::with_capacity(n * 2);
        for &b in &blocks {
            first.push(succs.len());
            let Some(term) = body.last_op(b) else {
                continue;
            };
            for (pos, s) in body.successors(term).enumerate() {
                match self.redirect.get(&(term, pos)) {
                    Some(&d) => succs.push(real + d),
                    // A verified region's branches stay in it.
                    None => succs.extend(index.get(&s).copied()),
                }
            }
        }
        for d in &self.dummies {
            first.push(succs.len());
            succs.extend(index.get(&d.target).copied());
        }
        first.push(succs.len());
        // Depth-first from each block not reached yet; a block is placed once reached
        // (all a search reaches joins the order after it).
        let mut placed = vec![false; n];
        let mut order = Vec::with_capacity(n);
        let mut post = Vec::new();
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for start in 0..n {
            if placed[start] {
                continue;
            }
            placed[start] = true;
            stack.push((start, first[start]));
            while let Some(top) = stack.last_mut() {
                let (v, next) = *top;
                if next < first[v + 1] {
                    top.1 += 1;
                    let s = succs[next];
                    if !placed[s] {
                        placed[s] = true;
                        stack.push((s, first[s]));
                    }
                } else {
                    post.push(v);
                    stack.pop();
                }
            }
            order.extend(post.drain(..).rev().map(vblock));
        }
        order
    }

    /// The predecessor edges of `v`, most recent use first: the branches of the added
    /// blocks that target it (the last added first), then the IR's own edges that were
    /// not redirected.
    pub fn predecessors(&self, body: &Body, v: VBlock) -> Vec<Edge> {
        match v {
            VBlock::Dummy(d) => {
                let x = &self.dummies[d];
                vec![Edge::Terminator(x.terminator, x.position)]
            }
            VBlock::Real(b) => {
                let mut edges: Vec<Edge> = (0..self.dummies.len())
                    .rev()
                    .filter(|&d| self.dummies[d].target == b)
                    .map(Edge::FromDummy)
                    .collect();
                for u in body.predecessor_uses(b) {
                    if !self.redirect.contains_key(&(u.op, u.index as usize)) {
                        edges.push(Edge::Terminator(u.op, u.index as usize));
                    }
                }
                edges
            }
        }
    }
}

/// The values terminator `t` passes to its successor `pos` (MLIR's `getPHISourceValue`):
/// all operands of `llvm.br`, the true or false operands of `llvm.cond_br`, the normal or
/// unwind operands of `llvm.invoke`, the default
/// or a case's operands of `llvm.switch`. None for other terminators.
pub fn successor_operands(t: OpRef<'_>, pos: usize) -> Vec<Value> {
    match t.name() {
        "llvm.br" => t.operands().collect(),
        "llvm.cond_br" | "llvm.invoke" => crate::operand_segment(t, 1 + pos.min(1)),
        "llvm.switch" if pos == 0 => crate::operand_segment(t, 1),
        "llvm.switch" => {
            let cases = crate::operand_segment(t, 2);
            let sizes = t
                .attr("case_operand_segments")
                .and_then(|a| crate::int_array(t.ctx, a))
                .unwrap_or_default();
            let start: i64 = sizes.iter().take(pos - 1).sum();
            let len = sizes.get(pos - 1).copied().unwrap_or(0);
            cases
                .into_iter()
                .skip(start as usize)
                .take(len as usize)
                .collect()
        }
        _ => Vec::new(),
    }
}
