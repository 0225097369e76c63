//! Deep copies of ops and regions, within an arena or from another one, with an
//! [`IrMapping`] (MLIR's `Operation::clone(IRMapping &)` and `Region::cloneInto`).
//!
//! One algorithm serves both cases: it reads through [`Arenas::src`] and writes through
//! [`Arenas::dst`], which are the same arena for a clone in place. Every op, block and value
//! is created first (an explicit work stack, no recursion per nesting level), then operands
//! and successors are remapped, so forward references between blocks resolve. An isolated
//! op's nested arena is copied whole: its handles stay valid in the copy.

use super::{Block, BlockPoint, Body, IrError, IrMapping, Op, OperationState, Region};

/// The arena a clone reads from and the one it writes to.
trait Arenas {
    /// Whether both are the same arena: an operand or successor defined outside the
    /// cloned IR and not mapped is then kept as is (in another arena it is an error).
    const SAME: bool;
    fn src(&self) -> &Body;
    fn dst(&mut self) -> &mut Body;
}

struct InPlace<'a>(&'a mut Body);

impl Arenas for InPlace<'_> {
    const SAME: bool = true;
    fn src(&self) -> &Body {
        self.0
    }
    fn dst(&mut self) -> &mut Body {
        self.0
    }
}

struct Across<'a> {
    src: &'a Body,
    dst: &'a mut Body,
}

impl Arenas for Across<'_> {
    const SAME: bool = false;
    fn src(&self) -> &Body {
        self.src
    }
    fn dst(&mut self) -> &mut Body {
        self.dst
    }
}

/// The state of one clone: pairs (original, copy) of the ops created, and ops whose
/// regions are still to copy.
#[derive(Default)]
struct Cloner {
    created: Vec<(Op, Op)>,
    work: Vec<(Op, Op)>,
}

impl Cloner {
    /// Copies `op` without operands, successors or region contents; maps its results.
    fn shallow<A: Arenas>(&mut self, a: &mut A, op: Op, m: &mut IrMapping) -> Op {
        let s = a.src();
        let d = &s.ops[op];
        debug_assert!(
            !d.isolated || d.nested.is_some(),
            "nested body of {op:?} is taken"
        );
        let state = OperationState {
            name: d.name,
            operands: Vec::new(),
            result_types: s.results(op).iter().map(|&r| s.value_type(r)).collect(),
            attrs: d.attrs,
            successors: Vec::new(),
            num_regions: if d.isolated {
                0
            } else {
                d.regions.len as usize
            },
            isolated_from_above: false,
            loc: d.loc,
        };
        let nested = d.nested.clone().map(|n| (n, s.regions(op).to_vec()));
        let new = a.dst().create_op(state);
        if let Some((n, regions)) = nested {
            a.dst().set_nested_body(new, n, regions);
        }
        for i in 0..a.src().results(op).len() {
            m.map_value(a.src().results(op)[i], a.dst().results(new)[i]);
        }
        self.created.push((op, new));
        self.work.push((op, new));
        new
    }

    /// Copies the blocks of `region` (with their ops, shallowly) to `at`, mapping blocks
    /// and arguments; returns the copies.
    fn blocks<A: Arenas>(
        &mut self,
        a: &mut A,
        region: Region,
        at: BlockPoint,
        m: &mut IrMapping,
    ) -> Vec<Block> {
        let blocks: Vec<Block> = a.src().region_blocks(region).collect();
        let mut copies = Vec::with_capacity(blocks.len());
        for b in blocks {
            let nb = a.dst().create_block();
            m.map_block(b, nb);
            for k in 0..a.src().block_args(b).len() {
                let arg = a.src().block_args(b)[k];
                // An argument the caller mapped already is replaced, not copied (MLIR's
                // `cloneInto`: an inlined callee's entry arguments become the call's
                // operands).
                if m.contains_value(arg) {
                    continue;
                }
                let (ty, loc) = (a.src().value_type(arg), a.src().arg_loc(arg));
                let na = a.dst().add_block_argument(nb, ty);
                if let Some(l) = loc {
                    a.dst().set_arg_loc(na, l);
                }
                m.map_value(arg, na);
            }
            match at.before {
                Some(x) => a.dst().insert_block_before(x, nb),
                None => a.dst().append_block(at.region, nb),
            }
            let ops: Vec<Op> = a.src().block_ops(b).collect();
            for o in ops {
                let no = self.shallow(a, o, m);
                a.dst().append_op(nb, no);
            }
            copies.push(nb);
        }
        copies
    }

    /// Copies the regions of every op on the work stack, then remaps the operands and
    /// successors of every copy.
    fn finish<A: Arenas>(&mut self, a: &mut A, m: &mut IrMapping) -> Result<(), IrError> {
        while let Some((old, new)) = self.work.pop() {
            if a.src().is_isolated(old) {
                continue;
            }
            for i in 0..a.src().regions(old).len() {
                let (ro, rn) = (a.src().regions(old)[i], a.dst().regions(new)[i]);
                self.blocks(
                    a,
                    ro,
                    BlockPoint {
                        region: rn,
                        before: None,
                    },
                    m,
                );
            }
        }
        // One list of operands and one of successors for every op (not one per op).
        let (mut operands, mut succs) = (Vec::new(), Vec::new());
        for &(old, new) in &self.created {
            operands.clear();
            for v in a.src().operands(old) {
                operands.push(match m.lookup_value(v) {
                    Some(x) => x,
                    None if A::SAME => v,
                    None => return Err(IrError::UnmappedValue(v)),
                });
            }
            a.dst().set_operands(new, &operands);
            succs.clear();
            for b in a.src().successors(old) {
                succs.push(match m.lookup_block(b) {
                    Some(x) => x,
                    None if A::SAME => b,
                    None => return Err(IrError::UnmappedBlock(b)),
                });
            }
            a.dst().set_successors(new, &succs);
        }
        Ok(())
    }
}

impl Body {
    /// Deep-copies an op (and its regions; an isolated op's nested arena whole) as a new
    /// detached op. Operands and successors defined outside the op are looked up in
    /// `mapping`, unmapped ones are kept; `mapping` receives every copied value and block.
    pub fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        let mut c = Cloner::default();
        let mut a = InPlace(self);
        let root = c.shallow(&mut a, op, mapping);
        c.finish(&mut a, mapping)
            .expect("a clone within one arena keeps unmapped values");
        root
    }

    /// Deep-copies `op` of the arena `src` into this arena as a new detached op (e.g. a
    /// callee's body into a caller). Every operand and successor defined outside `op` must
    /// be mapped by `mapping` (to a value or block of this arena); otherwise nothing is
    /// created and the error names the first unmapped one.
    pub fn clone_op_from(
        &mut self,
        src: &Body,
        op: Op,
        mapping: &mut IrMapping,
    ) -> Result<Op, IrError> {
        let mut c = Cloner::default();
        let mut a = Across { src, dst: self };
        let root = c.shallow(&mut a, op, mapping);
        if let Err(e) = c.finish(&mut a, mapping) {
            for &(_, new) in &c.created {
                self.drop_all_references(new);
            }
            self.erase_op(root)
                .expect("a detached clone without references can be erased");
            return Err(e);
        }
        Ok(root)
    }

    /// Copies the blocks of `region` of the arena `src` (and everything in them) into this
    /// arena at `at` (e.g. a callee's body into a caller, MLIR's `Region::cloneInto` across
    /// isolation boundaries); returns the copied blocks in order. Every operand and
    /// successor defined outside `region` must be mapped by `mapping` (the callee's entry
    /// arguments, to the call's operands); otherwise nothing is left in this arena and the
    /// error names the first unmapped one.
    pub fn clone_region_from(
        &mut self,
        src: &Body,
        region: Region,
        at: BlockPoint,
        mapping: &mut IrMapping,
    ) -> Result<Vec<Block>, IrError> {
        // Room for the whole source arena (a callee's body is its own arena) up front, in
        // the pools, the clone's lists and the mapping, instead of growing them op by op.
        let more = src.sizes();
        let mut total = self.sizes();
        total.ops += more.ops;
        total.blocks += more.blocks;
        total.regions += more.regions;
        total.values += more.values;
        total.operands += more.operands;
        total.results += more.results;
        total.successors += more.successors;
        total.region_refs += more.region_refs;
        self.reserve_total(total);
        mapping.reserve(more.values, more.blocks);
        let mut c = Cloner {
            created: Vec::with_capacity(more.ops),
            work: Vec::with_capacity(more.ops),
        };
        let mut a = Across { src, dst: self };
        let copies = c.blocks(&mut a, region, at, mapping);
        if let Err(e) = c.finish(&mut a, mapping) {
            for &(_, new) in &c.created {
                self.drop_all_references(new);
            }
            for &b in &copies {
                self.erase_block(b)
                    .expect("copied blocks without references can be erased");
            }
            return Err(e);
        }
        Ok(copies)
    }

    /// Copies the blocks of `region` (and everything in them) to `at`, which may be in the
    /// same region; returns the copied blocks in order. Mapping as [`Body::clone_op`].
    pub(crate) fn clone_region_to(
        &mut self,
        region: Region,
        at: BlockPoint,
        mapping: &mut IrMapping,
    ) -> Vec<Block> {
        let mut c = Cloner::default();
        let mut a = InPlace(self);
        let copies = c.blocks(&mut a, region, at, mapping);
        c.finish(&mut a, mapping)
            .expect("a clone within one arena keeps unmapped values");
        copies
    }
}
