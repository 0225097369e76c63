//! The folds and canonicalization patterns of `affine`'s ops, as far as Strata has MLIR
//! 16's:
//!
//! - folds: `affine.apply` of a lone dimension or symbol is that operand, and with
//!   constant operands the constant; `affine.min`/`affine.max` with constant operands
//!   take the constant results into the map, and are the smallest/largest when all are
//!   constant; `affine.load`, `affine.store` and `affine.prefetch` take the source of a
//!   `memref.cast` of a ranked memref (`foldMemRefCast`).
//! - patterns: `SimplifyAffineOp` on `affine.apply`, `affine.min`, `affine.max`,
//!   `affine.load`, `affine.store`, `affine.prefetch`, `affine.vector_load` and
//!   `affine.vector_store`: `affine.apply` ops defining operands are composed into the
//!   map (`composeAffineMapAndOperands`), then unused and duplicate operands go,
//!   dimensions that are valid symbols become symbols, constant symbols are folded into
//!   the map (`canonicalizeMapAndOperands`), and the results are simplified as MLIR's
//!   `simplifyAffineMap` does (flattened and rebuilt in its canonical order), then
//!   `floordiv`/`mod` by constants simplified with the bounds and steps of the
//!   `affine.for` loops whose induction variables are operands (`simplifyMapWithOperands`);
//!   `affine.min`/`affine.max`'s `CanonicalizeSingleResultAffineMinMaxOp`,
//!   `DeduplicateAffineMinMaxExpressions`, `MergeAffineMinMaxOp` and
//!   `CanonicalizeAffineMinMaxOpExprAndTermOrder`; `affine.for`'s fold (constant bounds,
//!   bound maps composed and canonicalized, a loop running no time is its initial values)
//!   and `AffineForEmptyLoopFolder`; `affine.if`'s fold (its condition composed and
//!   canonicalized), `SimplifyDeadElse` and `AlwaysTrueOrFalseIf`; `affine.parallel`'s
//!   fold of its bound maps.
//!
//! Not done: semi-affine expressions (products of, or divisions by, symbols) are not
//! simplified (MLIR's `simplifySemiAffine` and its flattening of them); `affine.load` of
//! a constant `memref.global` (the fold would look up the global in the module, outside
//! the function arena a pattern sees); the map simplification of
//! `affine.dma_start`/`affine.dma_wait`; `affine.delinearize_index`. The ops rewritten
//! by `SimplifyAffineOp` are changed in place (MLIR builds new ones, keeping only their
//! own attributes; the attributes are filtered the same way here).

use super::*;
use strata_framework::ir::affine::AffineBinOp;
use strata_framework::ir::fold::{Folded, InPlaceFold};
use strata_framework::ods::HasFolder;
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};

type E = AffineExpr;

fn scope<'a>(ctx: &'a Context, body: &'a Body) -> Scope<'a> {
    Scope {
        ctx,
        body,
        owner: None,
        unknown_is_scope: true,
    }
}

/// MLIR's `isValidSymbol(value)`: a top-level value of an affine scope, or a valid symbol
/// in the affine scope of its defining op.
fn is_valid_symbol_anywhere(s: &Scope<'_>, v: Value) -> bool {
    if !s.is_index(v) {
        return false;
    }
    if s.is_top_level_value(v) {
        return true;
    }
    match s.def_op(v) {
        Some(d) => s.is_valid_symbol(v, s.affine_scope(d)),
        None => false,
    }
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// MLIR's `canonicalizePromotedSymbols`: dimension operands that are valid symbols become
/// symbols (after the existing ones).
fn promote_symbols(s: &Scope<'_>, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    let nd = map.num_dims as usize;
    let old_syms = map.num_symbols;
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    let mut result = Vec::with_capacity(operands.len());
    let mut remapped = Vec::new();
    let mut dim_repl = Vec::with_capacity(nd);
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol_anywhere(s, v) {
                dim_repl.push(E::Symbol(old_syms + next_sym));
                next_sym += 1;
                remapped.push(v);
            } else {
                dim_repl.push(E::Dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    result.extend(remapped);
    *map = map.replace_dims_and_symbols(&dim_repl, &[], next_dim, old_syms + next_sym);
    *operands = result;
}

/// MLIR's `canonicalizeMapAndOperands`.
fn canonicalize_map_and_operands(s: &Scope<'_>, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    promote_symbols(s, map, operands);
    let nd = map.num_dims as usize;
    let ns = map.num_symbols as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for e in &map.results {
        e.walk_ids(&mut |dim, p| {
            if dim {
                used_dims[p as usize] = true;
            } else {
                used_syms[p as usize] = true;
            }
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: Vec<(Value, E)> = Vec::new();
    let mut dim_repl = vec![E::Constant(0); nd];
    let mut next_dim = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        match seen.iter().find(|(w, _)| *w == v) {
            Some((_, e)) => dim_repl[i] = e.clone(),
            None => {
                dim_repl[i] = E::Dim(next_dim);
                next_dim += 1;
                result.push(v);
                seen.push((v, dim_repl[i].clone()));
            }
        }
    }
    let mut seen: Vec<(Value, E)> = Vec::new();
    let mut sym_repl = vec![E::Constant(0); ns];
    let mut next_sym = 0u32;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = constant_int(s.ctx, s.body, v).and_then(|c| i64::try_from(c).ok()) {
            sym_repl[i] = E::Constant(c);
            continue;
        }
        match seen.iter().find(|(w, _)| *w == v) {
            Some((_, e)) => sym_repl[i] = e.clone(),
            None => {
                sym_repl[i] = E::Symbol(next_sym);
                next_sym += 1;
                result.push(v);
                seen.push((v, sym_repl[i].clone()));
            }
        }
    }
    *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, next_dim, next_sym);
    *operands = result;
}

/// MLIR's `replaceDimOrSym`: the operand at `pos` (among dimensions then symbols), when an
/// `affine.apply` defines it, is replaced in the map by the apply's expression, whose
/// operands are appended.
fn replace_dim_or_sym(
    s: &Scope<'_>,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = s.def_op(v).filter(|&d| s.name(d) == "affine.apply") else {
        return false;
    };
    let Some(cmap) = map_of(s.ctx, s.ctx.dictionary_get(s.body.attrs(apply), "map")) else {
        return false;
    };
    if cmap.results.len() != 1 {
        return false;
    }
    *slot = None;
    let mut cmap = cmap.clone();
    let mut cops: Vec<Value> = s.body.operands(apply).collect();
    canonicalize_map_and_operands(s, &mut cmap, &mut cops);
    let shift_d: Vec<E> = (0..cmap.num_dims)
        .map(|i| E::Dim(i + dims.len() as u32))
        .collect();
    let shift_s: Vec<E> = (0..cmap.num_symbols)
        .map(|i| E::Symbol(i + syms.len() as u32))
        .collect();
    let repl = cmap.results[0].replace_dims_and_symbols(&shift_d, &shift_s);
    let (cd, cs) = cops.split_at(cmap.num_dims as usize);
    dims.extend(cd.iter().map(|&v| Some(v)));
    syms.extend(cs.iter().map(|&v| Some(v)));
    let mut dim_repl: Vec<E> = (0..dims.len() as u32).map(E::Dim).collect();
    let mut sym_repl: Vec<E> = (0..syms.len() as u32).map(E::Symbol).collect();
    if is_dim {
        dim_repl[p] = repl;
    } else {
        sym_repl[p] = repl;
    }
    *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, dims.len() as u32, syms.len() as u32);
    true
}

/// MLIR's `composeAffineMapAndOperands`.
fn compose_map_and_operands(s: &Scope<'_>, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(s, map, operands);
        *map = map.simplify();
        return;
    }
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(s, map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_repl.push(E::Dim(nd));
                nd += 1;
                operands.push(*v);
            }
            None => dim_repl.push(E::Constant(0)),
        }
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_repl.push(E::Symbol(ns));
                ns += 1;
                operands.push(*v);
            }
            None => sym_repl.push(E::Constant(0)),
        }
    }
    *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, nd, ns);
    canonicalize_map_and_operands(s, map, operands);
    *map = map.simplify();
}

/// The attribute dictionary `dict` with `name` set to `value`.
fn with_attr(ctx: &Context, dict: Attribute, name: &str, value: Attribute) -> Attribute {
    let id = ctx.ident(name);
    let mut entries = ctx.dictionary_entries(dict);
    match entries.iter_mut().find(|(n, _)| *n == id) {
        Some(e) => e.1 = value,
        None => entries.push((id, value)),
    }
    ctx.dictionary_attr(entries)
}

/// What `simplifyMapWithOperands` knows of an `affine.for` induction variable: the
/// loop's single constant lower and upper bounds, its lower bound map's largest known
/// divisor and its step (MLIR's `getForInductionVarOwner` and accessors).
struct IvInfo {
    lb: Option<i64>,
    ub: Option<i64>,
    lb_divisor: u64,
    step: i64,
}

fn iv_info(ctx: &Context, body: &Body, v: Value) -> Option<IvInfo> {
    let ValueDef::BlockArg(b, 0) = body.value_def(v) else {
        return None;
    };
    let for_op = body.region_parent(body.block_parent(b)?)?;
    if ctx.ident_ref(body.op_name(for_op)) != AffineForOp::NAME {
        return None;
    }
    let r = OpRef::new(ctx, body, for_op);
    let single = |name: &str| match op_map(&r, name)?.results.as_slice() {
        [E::Constant(c)] => Some(*c),
        _ => None,
    };
    // `AffineMap::getLargestKnownDivisorOfMapExprs`.
    let lb_divisor = op_map(&r, "lower_bound").map_or(0, |m| {
        m.results
            .iter()
            .fold(0u64, |g, e| gcd_u64(g, e.largest_known_divisor() as u64))
    });
    Some(IvInfo {
        lb: single("lower_bound"),
        ub: single("upper_bound"),
        lb_divisor: if lb_divisor == 0 {
            u64::MAX
        } else {
            lb_divisor
        },
        step: i64::try_from(for_step(&r)).unwrap_or(1),
    })
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `getLargestKnownDivisor(expr, operands)`: a dimension that is an `affine.for`
/// induction variable is a multiple of the loop's step (from a zero lower bound).
fn divisor_with_operands(ctx: &Context, body: &Body, e: &E, operands: &[Value]) -> i64 {
    let E::Dim(d) = e else {
        return e.largest_known_divisor();
    };
    match operands
        .get(*d as usize)
        .and_then(|&v| iv_info(ctx, body, v))
    {
        Some(f) if f.lb == Some(0) => f.step,
        Some(f) => gcd_u64(f.lb_divisor, f.step as u64) as i64,
        None => 1,
    }
}

/// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k`, for a constant or a dimension that is
/// an `affine.for` induction variable of constant bounds.
fn non_negative_bounded_by(ctx: &Context, body: &Body, e: &E, operands: &[Value], k: i64) -> bool {
    match e {
        E::Constant(c) => *c >= 0 && *c < k,
        E::Dim(d) => operands
            .get(*d as usize)
            .and_then(|&v| iv_info(ctx, body, v))
            .is_some_and(|f| f.lb.is_some_and(|l| l >= 0) && f.ub.is_some_and(|u| u <= k)),
        _ => false,
    }
}

/// MLIR's `isQTimesDPlusR`: `e` is `q + r` (either way round) with `q` a multiple of `d`
/// and `0 <= r < d`; gives `(d, q, r)`.
fn q_times_d_plus_r(ctx: &Context, body: &Body, e: &E, operands: &[Value]) -> Option<(i64, E, E)> {
    let E::Binary(AffineBinOp::Add, l, r) = e else {
        return None;
    };
    let div = divisor_with_operands(ctx, body, l, operands);
    if non_negative_bounded_by(ctx, body, r, operands, div) {
        return Some((div, (**l).clone(), (**r).clone()));
    }
    let div = divisor_with_operands(ctx, body, r, operands);
    if non_negative_bounded_by(ctx, body, l, operands, div) {
        return Some((div, (**r).clone(), (**l).clone()));
    }
    None
}

/// MLIR 16's `simplifyExprAndOperands`: `floordiv` and `mod` by constants simplified
/// with what the operands' loops tell of their dimensions.
fn simplify_expr_with_operands(ctx: &Context, body: &Body, expr: &E, operands: &[Value]) -> E {
    let E::Binary(kind, l, r) = expr else {
        return expr.clone();
    };
    let lhs = simplify_expr_with_operands(ctx, body, l, operands);
    let rhs = simplify_expr_with_operands(ctx, body, r, operands);
    let expr = E::binary(*kind, lhs, rhs);
    let E::Binary(kind @ (AffineBinOp::FloorDiv | AffineBinOp::Mod), lhs, rhs) = &expr else {
        return expr;
    };
    let E::Constant(c) = **rhs else {
        return expr;
    };
    if c == 0 {
        return expr;
    }
    let floor = *kind == AffineBinOp::FloorDiv;
    if let Some((div, q, rem)) = q_times_d_plus_r(ctx, body, lhs, operands) {
        if div != 0 && c % div == 0 && floor {
            return q.floor_div(E::Constant(c));
        }
        if div % c == 0 && !floor {
            return rem.modulo(E::Constant(c));
        }
        return expr;
    }
    if (floor && non_negative_bounded_by(ctx, body, lhs, operands, c))
        || (!floor && divisor_with_operands(ctx, body, lhs, operands) % c == 0)
    {
        return E::Constant(0);
    }
    expr
}

/// MLIR 16's `simplifyMapWithOperands`.
fn simplify_map_with_operands(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &[Value]) {
    for e in &mut map.results {
        *e = simplify_expr_with_operands(ctx, body, e, operands);
    }
}

/// `SimplifyAffineOp`: the map (attribute `map`) and its operands (from operand `first`
/// on) composed with producing `affine.apply` ops and canonicalized.
fn simplify_affine_op(op: Op, rw: &mut PatternRewriter<'_>, first: usize) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let s = scope(ctx, body);
    let attrs = body.attrs(op);
    let Some(old_map) = map_of(ctx, ctx.dictionary_get(attrs, "map")).cloned() else {
        return Err(MatchFailure);
    };
    let all: Vec<Value> = body.operands(op).collect();
    if all.len() < first {
        return Err(MatchFailure);
    }
    let old_ops = all[first..].to_vec();
    let mut map = old_map.clone();
    let mut ops = old_ops.clone();
    compose_map_and_operands(&s, &mut map, &mut ops);
    canonicalize_map_and_operands(&s, &mut map, &mut ops);
    simplify_map_with_operands(ctx, body, &mut map, &ops);
    if map == old_map && ops == old_ops {
        return Err(MatchFailure);
    }
    let mut new_operands = all[..first].to_vec();
    new_operands.extend(ops);
    // MLIR rebuilds the op, keeping only its own attributes.
    let mut entries = vec![(ctx.ident("map"), ctx.intern_attr(AttrKind::AffineMap(map)))];
    if ctx.ident_ref(body.op_name(op)) == AffinePrefetchOp::NAME {
        // MLIR 16's `replaceAffineOp` for `affine.prefetch` passes the locality hint and
        // the read/write flag to the builder in each other's place.
        let hint = int_of(ctx, ctx.dictionary_get(attrs, "localityHint")).unwrap_or(0);
        let write = int_of(ctx, ctx.dictionary_get(attrs, "isWrite")).unwrap_or(0);
        entries.push((
            ctx.ident("localityHint"),
            ctx.integer_attr(i128::from(write != 0), ctx.int_type(32)),
        ));
        entries.push((
            ctx.ident("isWrite"),
            ctx.integer_attr(i128::from(hint != 0), ctx.int_type(1)),
        ));
        if let Some(a) = ctx.dictionary_get(attrs, "isDataCache") {
            entries.push((ctx.ident("isDataCache"), a));
        }
    }
    let new_attrs = ctx.dictionary_attr(entries);
    rw.modify_op_in_place(op, |rw| {
        rw.set_operands(op, &new_operands);
        rw.set_attrs(op, new_attrs);
    });
    Ok(())
}

macro_rules! simplify_affine_op {
    ($($op:ident => $first:expr),* $(,)?) => {$(
        impl HasCanonicalizer for $op<'_> {
            fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
                let root = PatternRoot::Op(ctx.ident($op::NAME));
                set.add_fn(ctx, root, 1, "SimplifyAffineOp", |op, rw| {
                    simplify_affine_op(op, rw, $first)
                });
            }
        }
    )*};
}

simplify_affine_op!(
    AffineApplyOp => 0,
    AffineLoadOp => 1,
    AffineStoreOp => 2,
    AffinePrefetchOp => 1,
    AffineVectorLoadOp => 1,
    AffineVectorStoreOp => 2,
);

/// The constants of the map operands, split into dimensions and symbols.
fn split_consts(
    ctx: &Context,
    map: &AffineMap,
    operands: &[Option<Attribute>],
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let vals: Vec<Option<i64>> = operands.iter().map(|&a| int_of(ctx, a)).collect();
    let nd = (map.num_dims as usize).min(vals.len());
    (vals[..nd].to_vec(), vals[nd..].to_vec())
}

impl HasFolder for AffineApplyOp<'_> {
    /// A lone dimension or symbol is its operand; with constant operands, the constant.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let Some(map) = op_map(op, "map") else {
            return Folded::No;
        };
        let Some(e) = map.results.first() else {
            return Folded::No;
        };
        let nd = map.num_dims as usize;
        let ops: Vec<Value> = op.body.operands(op.op).collect();
        match e {
            E::Dim(d) => {
                return ops
                    .get(*d as usize)
                    .map_or(Folded::No, |&v| Folded::value(v))
            }
            E::Symbol(p) => {
                return ops
                    .get(nd + *p as usize)
                    .map_or(Folded::No, |&v| Folded::value(v))
            }
            _ => {}
        }
        let (dims, syms) = split_consts(op.ctx, map, operands);
        match e.constant_fold(&dims, &syms) {
            Some(c) => Folded::attr(op.ctx.integer_attr(c as i128, op.ctx.index_type())),
            None => Folded::No,
        }
    }
}

/// MLIR's `foldMinMaxOp`: results that fold to constants become constants in the map;
/// when all do, the op is their minimum (or maximum).
fn fold_min_max(op: &OpRef<'_>, operands: &[Option<Attribute>], min: bool) -> Folded {
    let Some(map) = op_map(op, "map") else {
        return Folded::No;
    };
    let (dims, syms) = split_consts(op.ctx, map, operands);
    let mut results = Some(Vec::new());
    let mut exprs = Vec::with_capacity(map.results.len());
    for e in &map.results {
        match e.constant_fold(&dims, &syms) {
            Some(c) => {
                exprs.push(E::Constant(c));
                if let Some(r) = &mut results {
                    r.push(c);
                }
            }
            None => {
                exprs.push(e.clone());
                results = None;
            }
        }
    }
    match results {
        Some(r) if !r.is_empty() => {
            let v = if min { r.iter().min() } else { r.iter().max() };
            Folded::attr(
                op.ctx
                    .integer_attr(*v.unwrap_or(&0) as i128, op.ctx.index_type()),
            )
        }
        _ => {
            let folded = AffineMap {
                num_dims: map.num_dims,
                num_symbols: map.num_symbols,
                results: exprs,
            };
            if folded == *map {
                return Folded::No;
            }
            let ctx = op.ctx;
            let attrs = with_attr(
                ctx,
                op.body.attrs(op.op),
                "map",
                ctx.intern_attr(AttrKind::AffineMap(folded)),
            );
            Folded::InPlace(InPlaceFold {
                attrs: Some(attrs),
                ..Default::default()
            })
        }
    }
}

impl HasFolder for AffineMinOp<'_> {
    /// `foldMinMaxOp`.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(&self.0, operands, true)
    }
}

impl HasFolder for AffineMaxOp<'_> {
    /// `foldMinMaxOp`.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(&self.0, operands, false)
    }
}

/// MLIR's `foldMemRefCast`: operands (other than `inner`) a `memref.cast` of a ranked
/// memref defines become the cast's source.
fn fold_memref_cast(op: &OpRef<'_>, inner: Option<Value>) -> Folded {
    let (ctx, body) = (op.ctx, op.body);
    let mut folded = false;
    let operands: Vec<Value> = body
        .operands(op.op)
        .map(|v| {
            let cast = match body.value_def(v) {
                ValueDef::OpResult(d, _) if ctx.ident_ref(body.op_name(d)) == "memref.cast" => d,
                _ => return v,
            };
            if Some(v) == inner {
                return v;
            }
            let src = body.operand(cast, 0);
            if matches!(
                ctx.type_kind_ref(body.value_type(src)),
                strata_framework::ir::types::TypeKind::UnrankedMemRef { .. }
            ) {
                return v;
            }
            folded = true;
            src
        })
        .collect();
    if !folded {
        return Folded::No;
    }
    Folded::InPlace(InPlaceFold {
        operands: Some(operands),
        ..Default::default()
    })
}

impl HasFolder for AffineLoadOp<'_> {
    /// `foldMemRefCast`; else a load from a `memref.get_global` of a constant
    /// `memref.global` with `dense` elements is the element loaded: any element of a
    /// splat, else the one at the map's constant results.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        match fold_memref_cast(&self.0, None) {
            Folded::No => Folded::attr_or_no(load_of_constant_global(&self.0)),
            folded => folded,
        }
    }
}

/// The element an `affine.load` reads from a constant global (MLIR 16's fold of
/// `AffineLoadOp`): the global is found in the symbol table nearest around the
/// `memref.get_global`.
fn load_of_constant_global(op: &OpRef<'_>) -> Option<Attribute> {
    let (ctx, body) = (op.ctx, op.body);
    let memref = body.operands(op.op).next()?;
    let ValueDef::OpResult(get, _) = body.value_def(memref) else {
        return None;
    };
    if ctx.ident_ref(body.op_name(get)) != "memref.get_global" {
        return None;
    }
    let name = match ctx.attr_kind_ref(ctx.dictionary_get(body.attrs(get), "name")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => *root,
        _ => return None,
    };
    let (global_name, attrs) =
        strata_framework::ir::symbol::lookup_in_nearest_table(ctx, body, get, name)?;
    if ctx.ident_ref(global_name) != "memref.global" {
        return None;
    }
    // `getConstantInitValue`: the initial value of a constant global.
    ctx.dictionary_get(attrs, "constant")?;
    let init = ctx.dictionary_get(attrs, "initial_value")?;
    let AttrKind::DenseElements {
        ty,
        kind,
        complex: false,
        values,
    } = ctx.attr_kind_ref(init)
    else {
        return None;
    };
    let view = TypeView::new(ctx, *ty);
    let elem = view.element_type().ty;
    let bits = if values.len() == 1 {
        values[0]
    } else {
        let shape = view.shape()?;
        let map = op_map(op, "map")?;
        if map.results.len() != shape.len() {
            return None;
        }
        let mut index = 0usize;
        for (e, &dim) in map.results.iter().zip(shape.iter()) {
            let E::Constant(c) = *e else {
                return None;
            };
            if c < 0 || c >= dim {
                return None;
            }
            index = index.checked_mul(usize::try_from(dim).ok()?)? + c as usize;
        }
        *values.get(index)?
    };
    Some(match kind {
        strata_framework::ir::attrs::DenseElemKind::Float(_) => {
            ctx.intern_attr(AttrKind::Float { bits, ty: elem })
        }
        _ => {
            let w = match ctx.type_kind_ref(elem) {
                strata_framework::ir::types::TypeKind::Integer { width, .. } => *width,
                strata_framework::ir::types::TypeKind::Index => 64,
                _ => return None,
            };
            if !(1..=128).contains(&w) {
                return None;
            }
            let value = strata_framework::support::apint::ApInt::new(w, bits).to_i128();
            ctx.integer_attr(value, elem)
        }
    })
}

impl HasFolder for AffinePrefetchOp<'_> {
    /// `foldMemRefCast`.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        fold_memref_cast(&self.0, None)
    }
}

impl HasFolder for AffineStoreOp<'_> {
    /// `foldMemRefCast`, not of the value stored.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let inner = self.0.body.operands(self.0.op).next();
        fold_memref_cast(&self.0, inner)
    }
}

/// `affine`'s constants are `arith.constant`s (MLIR's `AffineDialect::materializeConstant`).
pub(super) struct AffineConstants;

impl strata_framework::ir::fold::ConstantMaterializer for AffineConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<strata_framework::ir::body::OperationState> {
        strata_framework::ir::fold::materialize_constant(ctx, "arith", value, ty, loc)
    }
}

// ----- affine.for -----

/// MLIR's `removeDuplicateExprs`: each result once, at its first place.
fn remove_duplicate_exprs(map: AffineMap) -> AffineMap {
    let mut results: Vec<E> = Vec::with_capacity(map.results.len());
    for e in map.results {
        if !results.contains(&e) {
            results.push(e);
        }
    }
    AffineMap { results, ..map }
}

fn single_constant(m: &AffineMap) -> Option<i64> {
    match m.results.as_slice() {
        [E::Constant(c)] => Some(*c),
        _ => None,
    }
}

/// A bound of `affine.for` whose results all fold to constants, as the constant map of
/// their maximum (lower bound) or minimum (upper bound) (`foldLoopBounds`).
fn fold_bound(m: &AffineMap, consts: &[Option<i64>], lower: bool) -> Option<AffineMap> {
    if single_constant(m).is_some() {
        return None;
    }
    let nd = (m.num_dims as usize).min(consts.len());
    let (d, s) = consts.split_at(nd);
    let vals: Option<Vec<i64>> = m.results.iter().map(|e| e.constant_fold(d, s)).collect();
    let vals = vals?;
    let v = if lower {
        vals.iter().max()
    } else {
        vals.iter().min()
    };
    Some(AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: vec![E::Constant(*v?)],
    })
}

impl HasFolder for AffineForOp<'_> {
    /// Constant bounds folded (`foldLoopBounds`), the bound maps composed and
    /// canonicalized (`canonicalizeLoopBounds`), and a loop running no time is its
    /// initial values.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let (lbo, ubo, iters) = for_operand_groups(op);
        let (Some(lbm), Some(ubm)) = (op_map(op, "lower_bound"), op_map(op, "upper_bound")) else {
            return Folded::No;
        };
        let consts: Vec<Option<i64>> = operands.iter().map(|&a| int_of(ctx, a)).collect();
        let nl = lbo.len().min(consts.len());
        let nu = ubo.len().min(consts.len() - nl);
        let mut lb = (lbm.clone(), lbo.clone());
        let mut ub = (ubm.clone(), ubo.clone());
        if let Some(m) = fold_bound(lbm, &consts[..nl], true) {
            lb = (m, Vec::new());
        }
        if let Some(m) = fold_bound(ubm, &consts[nl..nl + nu], false) {
            ub = (m, Vec::new());
        }
        let s = scope(ctx, op.body);
        for bound in [&mut lb, &mut ub] {
            let (mut m, mut o) = bound.clone();
            compose_map_and_operands(&s, &mut m, &mut o);
            canonicalize_map_and_operands(&s, &mut m, &mut o);
            let m = remove_duplicate_exprs(m);
            if m != bound.0 {
                *bound = (m, o);
            }
        }
        let step = for_step(op);
        let zero_trip = match (single_constant(&lb.0), single_constant(&ub.0)) {
            (Some(l), Some(u)) => step > 0 && u <= l,
            _ => false,
        };
        if zero_trip && !iters.is_empty() {
            return Folded::Results(iters.into_iter().map(OpFoldResult::Value).collect());
        }
        if lb.0 == *lbm && lb.1 == lbo && ub.0 == *ubm && ub.1 == ubo {
            return Folded::No;
        }
        let mut attrs = op.body.attrs(op.op);
        attrs = with_attr(
            ctx,
            attrs,
            "lower_bound",
            ctx.intern_attr(AttrKind::AffineMap(lb.0)),
        );
        attrs = with_attr(
            ctx,
            attrs,
            "upper_bound",
            ctx.intern_attr(AttrKind::AffineMap(ub.0)),
        );
        let mut new_operands = lb.1;
        new_operands.extend(ub.1);
        new_operands.extend(iters);
        Folded::InPlace(InPlaceFold {
            operands: Some(new_operands),
            attrs: Some(attrs),
            ..Default::default()
        })
    }
}

/// `AffineForEmptyLoopFolder`: a loop whose body only yields is replaced by what it
/// yields, followed through its iteration arguments to the initial values, when that
/// does not depend on the number of iterations.
fn for_empty_loop_folder(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    let Some(&region) = body.regions(op).first() else {
        return Err(MatchFailure);
    };
    let Some(block) = body.entry_block(region) else {
        return Err(MatchFailure);
    };
    if body.block_ops(block).count() != 1 || body.results(op).is_empty() {
        return Err(MatchFailure);
    }
    let r = rw.op_ref(op);
    let trip = trivial_constant_trip_count(&r);
    let (_, _, iters) = for_operand_groups(&r);
    if trip == Some(0) {
        rw.replace_op(op, &iters);
        return Ok(());
    }
    let Some(yield_op) = body.last_op(block) else {
        return Err(MatchFailure);
    };
    let iter_args: Vec<Value> = body.block_args(block).iter().skip(1).copied().collect();
    let mut replacements = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in body.operands(yield_op).enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            None => {
                outside = true;
                replacements.push(v);
            }
            Some(pos) => {
                out_of_order |= pos != i;
                match iters.get(pos) {
                    Some(&x) => replacements.push(x),
                    None => return Err(MatchFailure),
                }
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return Err(MatchFailure);
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return Err(MatchFailure);
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

impl HasCanonicalizer for AffineForOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(AffineForOp::NAME));
        set.add_fn(
            ctx,
            root,
            1,
            "AffineForEmptyLoopFolder",
            for_empty_loop_folder,
        );
    }
}

// ----- affine.min, affine.max -----

/// A new op `name` of `map` and `operands`, of one index result, at `op`'s location.
fn map_op_state(
    ctx: &Context,
    body: &Body,
    op: Op,
    name: &str,
    map: AffineMap,
    operands: Vec<Value>,
) -> strata_framework::ir::body::OperationState {
    let map = ctx.intern_attr(AttrKind::AffineMap(map));
    strata_framework::ir::body::OperationState {
        name: ctx.ident(name),
        operands,
        attrs: ctx.dictionary_attr(vec![(ctx.ident("map"), map)]),
        result_types: vec![ctx.index_type()],
        loc: body.loc(op),
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    }
}

fn own_map(rw: &PatternRewriter<'_>, op: Op) -> Option<AffineMap> {
    let ctx = rw.ctx();
    map_of(ctx, ctx.dictionary_get(rw.body().attrs(op), "map")).cloned()
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: a min or max of one result is an
/// `affine.apply`.
fn single_result_min_max(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let map = own_map(rw, op).ok_or(MatchFailure)?;
    if map.results.len() != 1 {
        return Err(MatchFailure);
    }
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let state = map_op_state(rw.ctx(), rw.body(), op, "affine.apply", map, operands);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// `DeduplicateAffineMinMaxExpressions`: each result once.
fn dedup_min_max(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let map = own_map(rw, op).ok_or(MatchFailure)?;
    let n = map.results.len();
    let map = remove_duplicate_exprs(map);
    if map.results.len() == n {
        return Err(MatchFailure);
    }
    let name = rw.ctx().ident_ref(rw.body().op_name(op)).to_string();
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let state = map_op_state(rw.ctx(), rw.body(), op, &name, map, operands);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// `MergeAffineMinMaxOp`: a result that is a lone dimension or symbol bound to an op of
/// the same kind is replaced by that op's results (its operands appended).
fn merge_min_max(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let name = body.op_name(op);
    let map = own_map(rw, op).ok_or(MatchFailure)?;
    let operands: Vec<Value> = body.operands(op).collect();
    let nd = map.num_dims as usize;
    let (dim_ops, sym_ops) = operands.split_at(nd.min(operands.len()));
    let mut new_dims = dim_ops.to_vec();
    let mut new_syms = sym_ops.to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        let v = match e {
            E::Dim(d) => dim_ops.get(*d as usize),
            E::Symbol(s) => sym_ops.get(*s as usize),
            _ => None,
        };
        if let Some(&v) = v {
            if let ValueDef::OpResult(p, _) = body.value_def(v) {
                if body.op_name(p) == name {
                    producers.push(p);
                    continue;
                }
            }
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return Err(MatchFailure);
    }
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let pmap = own_map(rw, p).ok_or(MatchFailure)?;
        let pops: Vec<Value> = body.operands(p).collect();
        let (pd, ps) = pops.split_at((pmap.num_dims as usize).min(pops.len()));
        new_dims.extend_from_slice(pd);
        new_syms.extend_from_slice(ps);
        let dim_repl: Vec<E> = (0..pmap.num_dims).map(|i| E::Dim(i + used_dims)).collect();
        let sym_repl: Vec<E> = (0..pmap.num_symbols)
            .map(|i| E::Symbol(i + used_syms))
            .collect();
        for e in &pmap.results {
            exprs.push(shift(e, &dim_repl, &sym_repl));
        }
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    let new_map = AffineMap {
        num_dims: used_dims,
        num_symbols: used_syms,
        results: exprs,
    };
    new_dims.extend(new_syms);
    let name = ctx.ident_ref(name).to_string();
    let state = map_op_state(ctx, body, op, &name, new_map, new_dims);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// The expression with its dimensions and symbols renamed, and nothing else rebuilt
/// (MLIR's `shiftDims`/`shiftSymbols`, which go through `replaceDimsAndSymbols`).
fn shift(e: &E, dims: &[E], syms: &[E]) -> E {
    e.replace_dims_and_symbols(dims, syms)
}

/// The coefficients of a pure affine expression without local variables (dimensions,
/// symbols, constant), as MLIR's flattener gives them.
fn flat_without_locals(e: &E, dims: u32, syms: u32) -> Option<Vec<i64>> {
    if !e.is_pure_affine() {
        return None;
    }
    strata_framework::ir::affine::flatten_affine_expr(e, dims, syms)
        .filter(|v| v.len() == (dims + syms) as usize + 1)
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: the results sorted by their flattened
/// coefficients (lexicographically), when none needs a local variable.
fn min_max_expr_order(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let map = own_map(rw, op).ok_or(MatchFailure)?;
    let flat: Option<Vec<Vec<i64>>> = map
        .results
        .iter()
        .map(|e| flat_without_locals(e, map.num_dims, map.num_symbols))
        .collect();
    let flat = flat.ok_or(MatchFailure)?;
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return Err(MatchFailure);
    }
    let mut perm: Vec<usize> = (0..flat.len()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let new_map = AffineMap {
        results: perm.iter().map(|&i| map.results[i].clone()).collect(),
        ..map
    };
    let name = rw.ctx().ident_ref(rw.body().op_name(op)).to_string();
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let state = map_op_state(rw.ctx(), rw.body(), op, &name, new_map, operands);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

macro_rules! min_max_patterns {
    ($($op:ident),*) => {$(
        impl HasCanonicalizer for $op<'_> {
            fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
                let root = PatternRoot::Op(ctx.ident($op::NAME));
                set.add_fn(
                    ctx,
                    root,
                    1,
                    "CanonicalizeSingleResultAffineMinMaxOp",
                    single_result_min_max,
                );
                set.add_fn(ctx, root, 1, "DeduplicateAffineMinMaxExpressions", dedup_min_max);
                set.add_fn(ctx, root, 1, "MergeAffineMinMaxOp", merge_min_max);
                set.add_fn(ctx, root, 1, "SimplifyAffineOp", |op, rw| simplify_affine_op(op, rw, 0));
                set.add_fn(
                    ctx,
                    root,
                    1,
                    "CanonicalizeAffineMinMaxOpExprAndTermOrder",
                    min_max_expr_order,
                );
            }
        }
    )*};
}

min_max_patterns!(AffineMinOp, AffineMaxOp);

// ----- affine.if -----

fn set_as_map(set: &IntegerSet) -> AffineMap {
    AffineMap {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        results: set.constraints.iter().map(|(e, _)| e.clone()).collect(),
    }
}

fn map_as_set(map: AffineMap, set: &IntegerSet) -> IntegerSet {
    IntegerSet {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        constraints: map
            .results
            .into_iter()
            .zip(set.constraints.iter().map(|(_, eq)| *eq))
            .collect(),
    }
}

impl HasFolder for AffineIfOp<'_> {
    /// The condition composed with the `affine.apply` ops defining its operands
    /// (`composeSetAndOperands`) and canonicalized (`canonicalizeSetAndOperands`).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(set) = set_of(ctx, op.attr("condition")) else {
            return Folded::No;
        };
        let old_ops: Vec<Value> = op.operands().collect();
        let s = scope(ctx, op.body);
        let mut map = set_as_map(set);
        let mut ops = old_ops.clone();
        if ops
            .iter()
            .any(|&v| s.def_op(v).is_some_and(|d| s.name(d) == "affine.apply"))
        {
            compose_map_and_operands(&s, &mut map, &mut ops);
        }
        canonicalize_map_and_operands(&s, &mut map, &mut ops);
        let new_set = map_as_set(map, set);
        if new_set == *set && ops == old_ops {
            return Folded::No;
        }
        let attrs = with_attr(
            ctx,
            op.body.attrs(op.op),
            "condition",
            ctx.intern_attr(AttrKind::IntegerSet(new_set)),
        );
        Folded::InPlace(InPlaceFold {
            operands: Some(ops),
            attrs: Some(attrs),
            ..Default::default()
        })
    }
}

/// `SimplifyDeadElse`: an else block holding only its terminator goes, when the op has
/// no results.
fn simplify_dead_else(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let body = rw.body();
    if !body.results(op).is_empty() {
        return Err(MatchFailure);
    }
    let Some(&else_region) = body.regions(op).get(1) else {
        return Err(MatchFailure);
    };
    let Some(block) = body.entry_block(else_region) else {
        return Err(MatchFailure);
    };
    if body.block_ops(block).count() != 1 {
        return Err(MatchFailure);
    }
    rw.modify_op_in_place(op, |rw| rw.erase_block(block))
        .map_err(|_| MatchFailure)
}

/// `AlwaysTrueOrFalseIf`: under the condition `0 == 0` the then block replaces the op,
/// under the empty set `1 == 0` the else block (or nothing).
fn always_true_or_false_if(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(set) = set_of(ctx, ctx.dictionary_get(body.attrs(op), "condition")) else {
        return Err(MatchFailure);
    };
    let regions = body.regions(op).to_vec();
    let else_block = regions.get(1).and_then(|&r| body.entry_block(r));
    let block = match set.constraints.as_slice() {
        [(E::Constant(1), true)] => {
            if body.results(op).is_empty() && else_block.is_none() {
                rw.erase_op(op);
                return Ok(());
            }
            else_block
        }
        [(E::Constant(0), true)] => regions.first().and_then(|&r| body.entry_block(r)),
        _ => return Err(MatchFailure),
    };
    let Some(block) = block else {
        return Err(MatchFailure);
    };
    let Some(term) = body.last_op(block) else {
        return Err(MatchFailure);
    };
    let results: Vec<Value> = body.operands(term).collect();
    let Some(parent) = body.parent_block(op) else {
        return Err(MatchFailure);
    };
    rw.inline_block_before(
        block,
        strata_framework::ir::body::InsertPoint {
            block: parent,
            before: Some(op),
        },
        &[],
    )
    .map_err(|_| MatchFailure)?;
    rw.replace_op(op, &results);
    rw.erase_op(term);
    Ok(())
}

impl HasCanonicalizer for AffineIfOp<'_> {
    fn get_canonicalization_patterns(set: &mut RewritePatternSet, ctx: &Context) {
        let root = PatternRoot::Op(ctx.ident(AffineIfOp::NAME));
        set.add_fn(ctx, root, 1, "SimplifyDeadElse", simplify_dead_else);
        set.add_fn(ctx, root, 1, "AlwaysTrueOrFalseIf", always_true_or_false_if);
    }
}

// ----- affine.parallel -----

impl HasFolder for AffineParallelOp<'_> {
    /// The bound maps composed with the `affine.apply` ops defining their operands and
    /// canonicalized (`canonicalizeLoopBounds`).
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let (lbo, ubo) = parallel_bound_operands(op);
        let (Some(lbm), Some(ubm)) = (op_map(op, "lowerBoundsMap"), op_map(op, "upperBoundsMap"))
        else {
            return Folded::No;
        };
        let s = scope(ctx, op.body);
        let mut attrs = op.body.attrs(op.op);
        let mut changed = false;
        let mut new_operands = Vec::new();
        for (name, m, o) in [("lowerBoundsMap", lbm, lbo), ("upperBoundsMap", ubm, ubo)] {
            let (mut nm, mut no) = (m.clone(), o.clone());
            compose_map_and_operands(&s, &mut nm, &mut no);
            canonicalize_map_and_operands(&s, &mut nm, &mut no);
            if nm != *m || no != o {
                changed = true;
                attrs = with_attr(ctx, attrs, name, ctx.intern_attr(AttrKind::AffineMap(nm)));
                new_operands.extend(no);
            } else {
                new_operands.extend(o);
            }
        }
        if !changed {
            return Folded::No;
        }
        Folded::InPlace(InPlaceFold {
            operands: Some(new_operands),
            attrs: Some(attrs),
            ..Default::default()
        })
    }
}
