//! What `affine-loop-fusion` and `affine-scalrep` read of the affine ops: loads and
//! stores (their memref, map and map operands), perfect loop nests of constant bounds,
//! and the memrefs whose every use is visible (allocated here, used only by affine loads
//! and stores and freed by `memref.dealloc`), the only ones these passes change.
//!
//! The ops are named by their names, as the other passes of this layer name the ops of
//! the root crate's dialects.

use crate::ir::affine::{simplify_affine_expr, AffineBinOp, AffineExpr, AffineMap};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Block, Body, Op, Value, ValueDef};
use crate::ir::context::{Attribute, Context};

/// An `affine.load` or `affine.store`.
#[derive(Clone, Debug)]
pub struct Access {
    /// The op.
    pub op: Op,
    /// Whether it is a store.
    pub is_store: bool,
    /// The memref.
    pub memref: Value,
    /// The map attribute.
    pub map: Attribute,
    /// The map's operands.
    pub indices: Vec<Value>,
}

/// `op` as an access, if it is an `affine.load` or `affine.store`.
pub fn access(ctx: &Context, body: &Body, op: Op) -> Option<Access> {
    let name = ctx.ident_str(body.op_name(op));
    let is_store = match &*name {
        "affine.load" => false,
        "affine.store" => true,
        _ => return None,
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let first = usize::from(is_store);
    let memref = *operands.get(first)?;
    let map = ctx.dictionary_get(body.attrs(op), "map")?;
    Some(Access {
        op,
        is_store,
        memref,
        map,
        indices: operands[first + 1..].to_vec(),
    })
}

/// The affine map of a map attribute.
pub fn affine_map(ctx: &Context, a: Attribute) -> Option<&AffineMap> {
    match ctx.attr_kind_ref(a) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// Whether two accesses read or write the same element: same memref, same map, same
/// operands.
pub fn same_element(a: &Access, b: &Access) -> bool {
    a.memref == b.memref && a.map == b.map && a.indices == b.indices
}

/// Whether `op` is named `name`.
pub fn is_op(ctx: &Context, body: &Body, op: Op, name: &str) -> bool {
    *ctx.ident_str(body.op_name(op)) == *name
}

/// The memref `v` when it is defined by `memref.alloc` or `memref.alloca` and every user
/// is an `affine.load`, an `affine.store` storing into it (not storing it) or a
/// `memref.dealloc`: nothing else reads, writes or aliases it.
pub fn is_local_memref(ctx: &Context, body: &Body, v: Value) -> bool {
    let ValueDef::OpResult(def, _) = body.value_def(v) else {
        return false;
    };
    if !is_op(ctx, body, def, "memref.alloc") && !is_op(ctx, body, def, "memref.alloca") {
        return false;
    }
    body.users(v).all(|u| match access(ctx, body, u) {
        Some(a) => a.memref == v && !(a.is_store && body.operand(u, 0) == v),
        None => is_op(ctx, body, u, "memref.dealloc"),
    })
}

/// The ancestor of `op` (or `op`) in `block`, if any.
pub fn ancestor_in_block(body: &Body, block: Block, op: Op) -> Option<Op> {
    let mut cur = op;
    loop {
        if body.parent_block(cur) == Some(block) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}

/// One loop of a perfect nest: `affine.for %iv = lb to ub step s` with constant bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantLoop {
    /// The loop.
    pub op: Op,
    /// Its induction variable.
    pub iv: Value,
    /// Lower bound, upper bound, step.
    pub bounds: (i64, i64, i64),
}

/// The constant bound of a map attribute `() -> (c)` with no operands.
fn constant_bound(ctx: &Context, a: Attribute) -> Option<i64> {
    let m = affine_map(ctx, a)?;
    match (m.num_dims, m.num_symbols, m.results.as_slice()) {
        (0, 0, [AffineExpr::Constant(c)]) => Some(*c),
        _ => None,
    }
}

/// The loops of the perfect nest rooted at `op` (each body holding the next loop and its
/// `affine.yield` only) with constant bounds and without results, and the innermost
/// body; `None` otherwise.
pub fn perfect_nest(ctx: &Context, body: &Body, op: Op) -> Option<(Vec<ConstantLoop>, Block)> {
    let mut loops = Vec::new();
    let mut cur = op;
    loop {
        if !is_op(ctx, body, cur, "affine.for")
            || body.num_operands(cur) != 0
            || !body.results(cur).is_empty()
        {
            return None;
        }
        let attrs = body.attrs(cur);
        let lb = constant_bound(ctx, ctx.dictionary_get(attrs, "lower_bound")?)?;
        let ub = constant_bound(ctx, ctx.dictionary_get(attrs, "upper_bound")?)?;
        let step = match ctx.attr_kind_ref(ctx.dictionary_get(attrs, "step")?) {
            AttrKind::Integer { value, .. } => *value as i64,
            _ => return None,
        };
        let region = *body.regions(cur).first()?;
        let block = body.entry_block(region)?;
        let iv = *body.block_args(block).first()?;
        loops.push(ConstantLoop {
            op: cur,
            iv,
            bounds: (lb, ub, step),
        });
        let ops: Vec<Op> = body.block_ops(block).collect();
        match ops.as_slice() {
            [inner, term] if is_op(ctx, body, *inner, "affine.for") => {
                if !is_op(ctx, body, *term, "affine.yield") {
                    return None;
                }
                cur = *inner;
            }
            _ => return Some((loops, block)),
        }
    }
}

/// The result expressions of an access, its map's dimensions replaced by the depth in
/// `ivs` of the induction variable each operand is: two accesses of nests with the same
/// bounds touch the same element at the same iteration when these are equal. `None` when
/// an operand is not one of `ivs` or the map has symbols.
pub fn access_in_nest(ctx: &Context, a: &Access, ivs: &[Value]) -> Option<Vec<AffineExpr>> {
    let map = affine_map(ctx, a.map)?;
    if map.num_symbols != 0 || map.num_dims as usize != a.indices.len() {
        return None;
    }
    let dims = a
        .indices
        .iter()
        .map(|v| {
            ivs.iter()
                .position(|iv| iv == v)
                .map(|d| AffineExpr::Dim(d as u32))
        })
        .collect::<Option<Vec<_>>>()?;
    let m = map.replace_dims_and_symbols(&dims, &[], ivs.len() as u32, 0);
    Some(m.simplify().results)
}

/// Whether two accesses of one memref provably touch different elements: same map
/// operands, and a map result whose difference between the two is a nonzero constant
/// (`[%i, 0]` and `[%i, 1]`, `[%i]` and `[%i + 1]`).
pub fn provably_distinct(ctx: &Context, a: &Access, b: &Access) -> bool {
    let (Some(ma), Some(mb)) = (affine_map(ctx, a.map), affine_map(ctx, b.map)) else {
        return false;
    };
    if a.indices != b.indices
        || ma.num_dims != mb.num_dims
        || ma.num_symbols != mb.num_symbols
        || ma.results.len() != mb.results.len()
    {
        return false;
    }
    ma.results.iter().zip(&mb.results).any(|(ea, eb)| {
        let negated = AffineExpr::binary(AffineBinOp::Mul, eb.clone(), AffineExpr::Constant(-1));
        let diff = AffineExpr::binary(AffineBinOp::Add, ea.clone(), negated);
        matches!(
            simplify_affine_expr(&diff, ma.num_dims, ma.num_symbols),
            AffineExpr::Constant(c) if c != 0
        )
    })
}
