//! Whether two ops are equivalent, and a hash consistent with it (MLIR 16's
//! `OperationEquivalence`): the same name, attribute dictionary, operand and result types,
//! numbers of regions and successors, operands the caller's mapping accepts (compared as a
//! set, sorted, for `Commutative` ops), and, recursively, equivalent regions.
//!
//! MLIR sorts the operands of a commutative op by address; Strata sorts them by value
//! handle, the order in which an arena created its values.

use std::hash::{Hash, Hasher};

use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::ir::context::{Context, FxHashMap, FxHasher};
use crate::ir::registry::OpTraits;

/// A value together with the arena holding it: the regions of isolated ops compared with
/// each other are held in different arenas, whose handles may coincide.
#[derive(Clone, Copy, Debug)]
pub struct ArenaValue<'a> {
    /// The arena holding the value.
    pub body: &'a Body,
    /// The value.
    pub value: Value,
}

impl ArenaValue<'_> {
    /// A key identifying the value across arenas (for maps of values).
    pub fn key(self) -> (usize, Value) {
        (self.body as *const Body as usize, self.value)
    }
}

impl PartialEq for ArenaValue<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.body, other.body) && self.value == other.value
    }
}

impl Eq for ArenaValue<'_> {}

/// What an equivalence check or a hash leaves out (MLIR's `OperationEquivalence::Flags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EquivalenceFlags {
    /// Locations of ops and block arguments do not matter (MLIR's `IgnoreLocations`).
    pub ignore_locations: bool,
}

/// The operands of an op in the order equivalence compares them: sorted by handle for a
/// `Commutative` op.
fn compared_operands(ctx: &Context, body: &Body, op: Op) -> Vec<Value> {
    let mut operands: Vec<Value> = body.operands(op).collect();
    if ctx
        .op_info_of(body.op_name(op))
        .is_some_and(|i| i.traits.contains(OpTraits::COMMUTATIVE))
    {
        operands.sort_unstable();
    }
    operands
}

/// A hash of `op` (MLIR's `OperationEquivalence::computeHash`): its name, attribute
/// dictionary and result types, `hash_operands` of each operand (in sorted order for a
/// `Commutative` op), `hash_results` of each result, and its location unless `flags`
/// ignore locations. Equivalent ops have the same hash when the two functions give
/// mapped values the same hash. Regions are not hashed.
pub fn compute_hash(
    ctx: &Context,
    body: &Body,
    op: Op,
    mut hash_operands: impl FnMut(Value) -> u64,
    mut hash_results: impl FnMut(Value) -> u64,
    flags: EquivalenceFlags,
) -> u64 {
    let mut h = FxHasher::default();
    body.op_name(op).hash(&mut h);
    body.attrs(op).hash(&mut h);
    for &r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    let commutative = ctx
        .op_info_of(body.op_name(op))
        .is_some_and(|i| i.traits.contains(OpTraits::COMMUTATIVE));
    if commutative {
        // A sum does not depend on the order of the operands, as sorting them would not.
        let mut sum = 0u64;
        for v in body.operands(op) {
            sum = sum.wrapping_add(mix(hash_operands(v)));
        }
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            hash_operands(v).hash(&mut h);
        }
    }
    for &r in body.results(op) {
        hash_results(r).hash(&mut h);
    }
    if !flags.ignore_locations {
        body.loc(op).hash(&mut h);
    }
    h.finish()
}

/// Spreads the bits of a hash, so that a sum of hashes of small handles stays spread.
fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The hash of a value itself (MLIR's `directHashValue`).
pub fn direct_hash_value(v: Value) -> u64 {
    u64::from(v.as_u32())
}

/// No hash for a value (MLIR's `ignoreHashValue`): values are not part of the hash.
pub fn ignore_hash_value(_: Value) -> u64 {
    0
}

/// The arena holding the regions of `op` (its nested arena when it is isolated).
fn region_body(body: &Body, op: Op) -> &Body {
    if body.is_isolated(op) {
        body.nested_body(op).unwrap_or(body)
    } else {
        body
    }
}

/// Whether `lhs` and `rhs` (each an op in its arena) are equivalent (MLIR 16's
/// `OperationEquivalence::isEquivalentTo`): the same name, attribute dictionary, numbers
/// of regions, successors, operands and results, and (unless `flags` ignore them) locations;
/// operands and results of the same types that `map_operands` and `map_results` accept
/// pairwise (operands sorted by handle for a `Commutative` op); and equivalent regions:
/// blocks pairwise with arguments of the same types (and locations) that `map_operands`
/// accepts, ops pairwise equivalent, successors mapped consistently.
pub fn is_equivalent_to<'a>(
    ctx: &Context,
    lhs: (&'a Body, Op),
    rhs: (&'a Body, Op),
    map_operands: &mut dyn FnMut(ArenaValue<'a>, ArenaValue<'a>) -> bool,
    map_results: &mut dyn FnMut(ArenaValue<'a>, ArenaValue<'a>) -> bool,
    flags: EquivalenceFlags,
) -> bool {
    let ((lb, l), (rb, r)) = (lhs, rhs);
    if std::ptr::eq(lb, rb) && l == r {
        return true;
    }
    if lb.op_name(l) != rb.op_name(r)
        || lb.attrs(l) != rb.attrs(r)
        || lb.regions(l).len() != rb.regions(r).len()
        || lb.successors(l).len() != rb.successors(r).len()
        || lb.num_operands(l) != rb.num_operands(r)
        || lb.results(l).len() != rb.results(r).len()
    {
        return false;
    }
    if !flags.ignore_locations && lb.loc(l) != rb.loc(r) {
        return false;
    }
    let values_map = |lhs: &[Value],
                      rhs: &[Value],
                      map: &mut dyn FnMut(ArenaValue<'a>, ArenaValue<'a>) -> bool|
     -> bool {
        lhs.iter().zip(rhs).all(|(&x, &y)| {
            lb.value_type(x) == rb.value_type(y)
                && map(
                    ArenaValue { body: lb, value: x },
                    ArenaValue { body: rb, value: y },
                )
        })
    };
    if !values_map(
        &compared_operands(ctx, lb, l),
        &compared_operands(ctx, rb, r),
        map_operands,
    ) {
        return false;
    }
    if !values_map(lb.results(l), rb.results(r), map_results) {
        return false;
    }
    let (lrb, rrb) = (region_body(lb, l), region_body(rb, r));
    lb.regions(l).iter().zip(rb.regions(r)).all(|(&x, &y)| {
        regions_equivalent(ctx, (lrb, x), (rrb, y), map_operands, map_results, flags)
    })
}

/// Whether two regions are equivalent (MLIR 16's `isRegionEquivalentTo`).
fn regions_equivalent<'a>(
    ctx: &Context,
    (lb, l): (&'a Body, Region),
    (rb, r): (&'a Body, Region),
    map_operands: &mut dyn FnMut(ArenaValue<'a>, ArenaValue<'a>) -> bool,
    map_results: &mut dyn FnMut(ArenaValue<'a>, ArenaValue<'a>) -> bool,
    flags: EquivalenceFlags,
) -> bool {
    /// Maps block `x` of the left region to block `y` of the right one, unless `x` is
    /// mapped to another block already.
    fn map_block(blocks: &mut FxHashMap<Block, Block>, x: Block, y: Block) -> bool {
        *blocks.entry(x).or_insert(y) == y
    }
    let mut blocks: FxHashMap<Block, Block> = FxHashMap::default();
    let mut lblocks = lb.region_blocks(l);
    let mut rblocks = rb.region_blocks(r);
    loop {
        let (x, y) = match (lblocks.next(), rblocks.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) => (x, y),
            _ => return false,
        };
        let (xa, ya) = (lb.block_args(x), rb.block_args(y));
        if xa.len() != ya.len() || !map_block(&mut blocks, x, y) {
            return false;
        }
        for (&u, &v) in xa.iter().zip(ya) {
            if lb.value_type(u) != rb.value_type(v) {
                return false;
            }
            if !flags.ignore_locations && lb.arg_loc(u) != rb.arg_loc(v) {
                return false;
            }
            if !map_operands(
                ArenaValue { body: lb, value: u },
                ArenaValue { body: rb, value: v },
            ) {
                return false;
            }
        }
        let mut lops = lb.block_ops(x);
        let mut rops = rb.block_ops(y);
        loop {
            let (p, q) = match (lops.next(), rops.next()) {
                (None, None) => break,
                (Some(p), Some(q)) => (p, q),
                _ => return false,
            };
            if !is_equivalent_to(ctx, (lb, p), (rb, q), map_operands, map_results, flags) {
                return false;
            }
            let all_mapped = lb
                .successors(p)
                .zip(rb.successors(q))
                .all(|(s, t)| map_block(&mut blocks, s, t));
            if !all_mapped {
                return false;
            }
        }
    }
}

/// A mapping that accepts only identical values (MLIR's `exactValueMatch`).
pub fn exact_value_match(lhs: ArenaValue<'_>, rhs: ArenaValue<'_>) -> bool {
    lhs == rhs
}

/// A mapping that accepts any pair of values (MLIR's `ignoreValueEquivalence`).
pub fn ignore_value_equivalence(_: ArenaValue<'_>, _: ArenaValue<'_>) -> bool {
    true
}
