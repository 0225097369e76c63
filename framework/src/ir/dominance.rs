//! Dominance within a region (MLIR's `DominanceInfo`): which regions obey SSA dominance,
//! and the dominator tree of a region's blocks, with its children in the order LLVM's
//! `DominatorTree` gives them (passes that walk the tree, such as CSE, visit blocks in
//! that order).

use crate::ir::body::{Block, Body, Region};
use crate::ir::context::{FxHashMap, Identifier};
use crate::ir::registry::OpInfo;
use crate::support::entity::EntityRef;

/// Whether the ops of `region` obey SSA dominance (MLIR's `hasSSADominance`): a region of
/// several blocks always does; a single-block region does unless the op owning it is
/// unregistered (its region kinds are unknown) or declares graph regions.
pub fn has_ssa_dominance(body: &Body, region: Region, owner: RegionOwner<'_>) -> bool {
    let mut blocks = body.region_blocks(region);
    let single = blocks.next().is_some() && blocks.next().is_none();
    if !single {
        return true;
    }
    match owner {
        RegionOwner::Detached => true,
        RegionOwner::Op(None) => false,
        RegionOwner::Op(Some(info)) => !info.has_graph_regions(),
    }
}

/// The op owning a region, as dominance queries see it.
#[derive(Clone, Copy, Debug)]
pub enum RegionOwner<'a> {
    /// No op owns the region (MLIR's detached region): it has SSA dominance.
    Detached,
    /// The region belongs to an op: its record, `None` when the op is unregistered.
    Op(Option<&'a OpInfo>),
}

impl<'a> RegionOwner<'a> {
    /// The owner of a region of the op named `name`, looked up in the context.
    pub fn named(ctx: &'a crate::ir::context::Context, name: Identifier) -> Self {
        RegionOwner::Op(ctx.op_info_of(name))
    }
}

/// The node number of each block of a region: a vector indexed by the block's handle
/// (less its smallest) when the region's handles are close together, as they are in a
/// parsed or converted function, a hash map otherwise.
#[derive(Clone, Debug)]
enum BlockNodes {
    Dense { first: usize, nodes: Vec<u32> },
    Sparse(FxHashMap<Block, u32>),
}

impl BlockNodes {
    const NONE: u32 = u32::MAX;

    /// A map with room for the blocks of `region`, all without a node, and the number of
    /// those blocks.
    fn for_region(body: &Body, region: Region) -> (BlockNodes, usize) {
        let (mut lo, mut hi, mut count) = (usize::MAX, 0usize, 0usize);
        for b in body.region_blocks(region) {
            let i = b.index();
            lo = lo.min(i);
            hi = hi.max(i);
            count += 1;
        }
        if count == 0 {
            let nodes = BlockNodes::Dense {
                first: 0,
                nodes: Vec::new(),
            };
            return (nodes, 0);
        }
        let span = hi - lo + 1;
        let nodes = if span <= 4 * count + 64 {
            BlockNodes::Dense {
                first: lo,
                nodes: vec![Self::NONE; span],
            }
        } else {
            let mut m = FxHashMap::default();
            m.reserve(count);
            BlockNodes::Sparse(m)
        };
        (nodes, count)
    }

    #[inline]
    fn get(&self, b: Block) -> Option<u32> {
        match self {
            BlockNodes::Dense { first, nodes } => b
                .index()
                .checked_sub(*first)
                .and_then(|i| nodes.get(i))
                .copied()
                .filter(|&n| n != Self::NONE),
            BlockNodes::Sparse(m) => m.get(&b).copied(),
        }
    }

    #[inline]
    fn set(&mut self, b: Block, n: u32) {
        match self {
            BlockNodes::Dense { first, nodes } => nodes[b.index() - *first] = n,
            BlockNodes::Sparse(m) => {
                m.insert(b, n);
            }
        }
    }
}

/// The dominator tree of the blocks of one region reachable from its entry block.
///
/// Nodes are numbered in the depth-first preorder LLVM's `DominatorTree` builds them in
/// (from the entry, successors in the order of the terminator's successor list), and the
/// children of a node are in that order too, as LLVM's `DomTreeNode::children()`.
#[derive(Clone, Debug)]
pub struct DomTree {
    /// The reachable blocks, in depth-first preorder: node `i` is `blocks[i]`.
    blocks: Vec<Block>,
    /// The node of each reachable block.
    node: BlockNodes,
    /// The immediate dominator of each node (the entry's is itself).
    idom: Vec<u32>,
    /// The children of node `i`: `children[child_start[i]..child_start[i + 1]]`.
    child_start: Vec<u32>,
    children: Vec<u32>,
    /// Preorder and postorder numbers of each node in the tree, for O(1) queries.
    tree_in: Vec<u32>,
    tree_out: Vec<u32>,
}

/// Edges of a graph of numbered nodes, as one list: the targets of node `i` are
/// `targets[start[i]..start[i + 1]]`.
struct Edges {
    start: Vec<u32>,
    targets: Vec<u32>,
}

impl Edges {
    #[inline]
    fn of(&self, n: u32) -> &[u32] {
        let n = n as usize;
        &self.targets[self.start[n] as usize..self.start[n + 1] as usize]
    }
}

impl DomTree {
    /// The dominator tree of `region` (held in `body`), `None` when the region is empty.
    pub fn new(body: &Body, region: Region) -> Option<DomTree> {
        let entry = body.entry_block(region)?;
        // LLVM's `runDFS`: a block is numbered when it is popped, and its successors are
        // pushed last first, so they are visited in order.
        let (mut node, count) = BlockNodes::for_region(body, region);
        // Sized for the region's blocks (each reached block numbered once, with about two
        // successors a block), so that the lists do not grow step by step.
        let mut blocks: Vec<Block> = Vec::with_capacity(count);
        // The successor blocks of each numbered block, in one list.
        let mut succ_start: Vec<u32> = Vec::with_capacity(count + 1);
        succ_start.push(0);
        let mut succ_blocks: Vec<Block> = Vec::with_capacity(2 * count);
        let mut stack = Vec::with_capacity(count.max(1));
        stack.push(entry);
        while let Some(b) = stack.pop() {
            if node.get(b).is_some() {
                continue;
            }
            node.set(b, blocks.len() as u32);
            blocks.push(b);
            let first = succ_blocks.len();
            if let Some(t) = body.last_op(b) {
                succ_blocks.extend(body.successors(t));
            }
            succ_start.push(succ_blocks.len() as u32);
            for &s in succ_blocks[first..].iter().rev() {
                if node.get(s).is_none() {
                    stack.push(s);
                }
            }
        }
        let n = blocks.len();
        let succs = Edges {
            targets: succ_blocks
                .iter()
                .map(|&b| node.get(b).expect("successors are numbered"))
                .collect(),
            start: succ_start,
        };
        // Predecessors in the order of their sources, then of each source's successors.
        let mut pred_start = vec![0u32; n + 1];
        for &t in &succs.targets {
            pred_start[t as usize + 1] += 1;
        }
        for i in 0..n {
            pred_start[i + 1] += pred_start[i];
        }
        let mut fill = pred_start.clone();
        let mut pred_targets = vec![0u32; succs.targets.len()];
        for i in 0..n as u32 {
            for &t in succs.of(i) {
                pred_targets[fill[t as usize] as usize] = i;
                fill[t as usize] += 1;
            }
        }
        let preds = Edges {
            start: pred_start,
            targets: pred_targets,
        };
        let idom = immediate_dominators(&succs, &preds);
        // Children in preorder: nodes are visited in increasing number.
        let mut count = vec![0u32; n + 1];
        for &d in idom.iter().skip(1) {
            count[d as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        let child_start = count.clone();
        let mut fill = count;
        let mut children = vec![0u32; n.saturating_sub(1)];
        for (i, &d) in idom.iter().enumerate().skip(1) {
            children[fill[d as usize] as usize] = i as u32;
            fill[d as usize] += 1;
        }
        let mut tree = DomTree {
            blocks,
            node,
            idom,
            child_start,
            children,
            tree_in: vec![0; n],
            tree_out: vec![0; n],
        };
        tree.number();
        Some(tree)
    }

    /// Numbers the nodes in a preorder and a postorder walk of the tree.
    fn number(&mut self) {
        let mut clock = 0u32;
        let mut stack: Vec<(u32, usize)> = Vec::with_capacity(self.blocks.len());
        stack.push((0, 0));
        self.tree_in[0] = clock;
        clock += 1;
        while let Some(&mut (n, ref mut next)) = stack.last_mut() {
            let kids = self.children(n);
            if let Some(&c) = kids.get(*next) {
                *next += 1;
                self.tree_in[c as usize] = clock;
                clock += 1;
                stack.push((c, 0));
            } else {
                self.tree_out[n as usize] = clock;
                clock += 1;
                stack.pop();
            }
        }
    }

    /// The root: the region's entry block's node (0).
    pub fn root(&self) -> u32 {
        0
    }

    /// The block of a node.
    pub fn block(&self, node: u32) -> Block {
        self.blocks[node as usize]
    }

    /// The node of a block, `None` when the block is unreachable from the entry.
    pub fn node(&self, block: Block) -> Option<u32> {
        self.node.get(block)
    }

    /// The children of a node, in LLVM's order.
    pub fn children(&self, node: u32) -> &[u32] {
        let n = node as usize;
        &self.children[self.child_start[n] as usize..self.child_start[n + 1] as usize]
    }

    /// The immediate dominator of a reachable block (`None` for the entry block or an
    /// unreachable one).
    pub fn idom(&self, block: Block) -> Option<Block> {
        let n = self.node(block)?;
        (n != 0).then(|| self.blocks[self.idom[n as usize] as usize])
    }

    /// Whether `block` is reachable from the entry block.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.node.get(block).is_some()
    }

    /// Whether `a` properly dominates `b` (LLVM's `properlyDominates` on blocks): never
    /// itself; an unreachable block is dominated by every block and dominates none.
    pub fn properly_dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return false;
        }
        let Some(nb) = self.node(b) else {
            return true;
        };
        let Some(na) = self.node(a) else {
            return false;
        };
        let (na, nb) = (na as usize, nb as usize);
        self.tree_in[na] <= self.tree_in[nb] && self.tree_out[nb] <= self.tree_out[na]
    }
}

/// The immediate dominator of each node of a graph whose nodes are numbered in a
/// depth-first preorder from node 0 (Cooper, Harvey and Kennedy's iterative algorithm, on
/// the reverse postorder).
fn immediate_dominators(succs: &Edges, preds: &Edges) -> Vec<u32> {
    let n = succs.start.len() - 1;
    // Reverse postorder by an explicit depth-first walk.
    let mut post: Vec<u32> = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(u32, usize)> = Vec::with_capacity(n);
    stack.push((0, 0));
    seen[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs.of(b).get(*next) {
            *next += 1;
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let mut rpo_num = vec![0u32; n];
    for (i, &b) in post.iter().rev().enumerate() {
        rpo_num[b as usize] = i as u32;
    }
    const NONE: u32 = u32::MAX;
    let mut idom = vec![NONE; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let mut new = NONE;
            for &p in preds.of(b) {
                if idom[p as usize] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    let (mut x, mut y) = (new, p);
                    while x != y {
                        while rpo_num[x as usize] > rpo_num[y as usize] {
                            x = idom[x as usize];
                        }
                        while rpo_num[y as usize] > rpo_num[x as usize] {
                            y = idom[y as usize];
                        }
                    }
                    x
                };
            }
            if idom[b as usize] != new {
                idom[b as usize] = new;
                changed = true;
            }
        }
    }
    idom
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::body::OperationState;
    use crate::ir::context::Context;

    /// A region whose blocks branch as `edges` says (block `i` to each of `edges[i]`).
    fn cfg(ctx: &Context, edges: &[&[usize]]) -> (Body, Region, Vec<Block>) {
        let mut body = Body::new();
        let holder = body.create_op(OperationState {
            name: ctx.ident("test.holder"),
            operands: Vec::new(),
            attrs: ctx.empty_dictionary(),
            result_types: Vec::new(),
            loc: ctx.unknown_loc(),
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: false,
        });
        let region = body.regions(holder)[0];
        let blocks: Vec<Block> = edges.iter().map(|_| body.create_block()).collect();
        for &b in &blocks {
            body.append_block(region, b);
        }
        for (i, succ) in edges.iter().enumerate() {
            let br = body.create_op(OperationState {
                name: ctx.ident("test.br"),
                operands: Vec::new(),
                attrs: ctx.empty_dictionary(),
                result_types: Vec::new(),
                loc: ctx.unknown_loc(),
                successors: succ.iter().map(|&s| blocks[s]).collect(),
                num_regions: 0,
                isolated_from_above: false,
            });
            body.append_op(blocks[i], br);
        }
        (body, region, blocks)
    }

    #[test]
    fn diamond_with_loop_and_unreachable_block() {
        let ctx = Context::new();
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1, 4; 5 unreachable -> 4.
        let (body, region, b) = cfg(&ctx, &[&[1, 2], &[3], &[3], &[1, 4], &[], &[4]]);
        let t = DomTree::new(&body, region).unwrap();
        assert_eq!(t.idom(b[1]), Some(b[0]));
        assert_eq!(t.idom(b[2]), Some(b[0]));
        assert_eq!(t.idom(b[3]), Some(b[0]));
        assert_eq!(t.idom(b[4]), Some(b[3]));
        assert_eq!(t.idom(b[0]), None);
        assert!(!t.is_reachable(b[5]));
        // Preorder of LLVM's walk: 0, 1, 3, 4, 2; the entry's children in that order.
        let kids: Vec<Block> = t.children(t.root()).iter().map(|&n| t.block(n)).collect();
        assert_eq!(kids, vec![b[1], b[3], b[2]]);
        assert!(t.properly_dominates(b[0], b[4]));
        assert!(t.properly_dominates(b[3], b[4]));
        assert!(!t.properly_dominates(b[1], b[3]));
        assert!(!t.properly_dominates(b[4], b[4]));
        assert!(t.properly_dominates(b[1], b[5]));
        assert!(!t.properly_dominates(b[5], b[1]));
    }

    #[test]
    fn single_block_regions_follow_their_owner() {
        let ctx = Context::new();
        let (body, region, _) = cfg(&ctx, &[&[]]);
        assert!(has_ssa_dominance(&body, region, RegionOwner::Detached));
        assert!(!has_ssa_dominance(&body, region, RegionOwner::Op(None)));
        let graph = OpInfo {
            traits: crate::ir::registry::OpTraits::GRAPH_REGIONS,
            ..OpInfo::default()
        };
        assert!(!has_ssa_dominance(
            &body,
            region,
            RegionOwner::Op(Some(&graph))
        ));
        assert!(has_ssa_dominance(
            &body,
            region,
            RegionOwner::Op(Some(&OpInfo::default()))
        ));
        let (body, region, _) = cfg(&ctx, &[&[1], &[]]);
        assert!(has_ssa_dominance(&body, region, RegionOwner::Op(None)));
    }
}
