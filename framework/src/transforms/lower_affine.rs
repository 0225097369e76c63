//! `lower-affine` (MLIR 16's `ConvertAffineToStandard`): a partial conversion in which
//! `arith`, `memref` and `scf` are legal, with MLIR 16's rewrite patterns for the affine
//! ops. Affine maps become `arith` index arithmetic (the expansion of
//! [`AffineExprExpander`]); `affine.for`, `affine.if` and `affine.parallel` become
//! `scf.for`, `scf.if` and `scf.parallel` (reductions as `scf.reduce`), their bounds the
//! maximum of the lower bound map's results and the minimum of the upper bound map's
//! (`arith.cmpi` + `arith.select` chains); `affine.load`, `affine.store`,
//! `affine.prefetch`, `affine.dma_start` and `affine.dma_wait` become the `memref` op of
//! the same name on the expanded indices; `affine.apply`, `affine.min` and `affine.max`
//! become their expansion; `affine.yield` becomes `scf.yield`.
//!
//! The patterns are plain rewrite patterns, as MLIR's are, so the conversion does not
//! remap their operands (all the values they read keep their types). An affine op whose
//! map cannot be expanded (a division or modulo by a non-positive constant) stays, after
//! an error: affine ops are neither legal nor illegal in this conversion, so the pass
//! does not fail, as in MLIR.
//!
//! The pass names the ops it reads and creates by their names, like the conversion passes
//! of this layer; their dialects are the root crate's.

use crate::conversion::{ConversionPatternSet, ConversionTarget};
use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Block, BlockPoint, Op, OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::{FloatKind, TypeKind};
use crate::ods::format::segment_attr;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use crate::support::apfloat::{self, FloatSem};
use crate::support::diag::{DiagLoc, Diagnostic, Severity};

use super::conversion_passes::ConvertAffineToStandardBase;

/// `arith.cmpi` predicates (MLIR's `CmpIPredicate` values).
const CMPI_EQ: i128 = 0;
const CMPI_SLT: i128 = 2;
const CMPI_SLE: i128 = 3;
const CMPI_SGT: i128 = 4;
const CMPI_SGE: i128 = 5;

type LoweringFn = fn(Op, &mut PatternRewriter<'_>) -> RewriteResult;

/// One of the lowerings: an op name, a pattern name, a rewrite.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    f: LoweringFn,
}

impl RewritePattern for Lowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rewriter: &mut PatternRewriter<'_>) -> RewriteResult {
        (self.f)(op, rewriter)
    }
}

/// MLIR's `populateAffineToStdConversionPatterns`, in its order.
pub fn populate_affine_to_std_patterns(ctx: &Context, patterns: &mut ConversionPatternSet) {
    let table: [(&str, &'static str, LoweringFn); 12] = [
        ("affine.apply", "AffineApplyLowering", apply_lowering),
        (
            "affine.dma_start",
            "AffineDmaStartLowering",
            dma_start_lowering,
        ),
        (
            "affine.dma_wait",
            "AffineDmaWaitLowering",
            dma_wait_lowering,
        ),
        ("affine.load", "AffineLoadLowering", load_lowering),
        ("affine.min", "AffineMinLowering", min_lowering),
        ("affine.max", "AffineMaxLowering", max_lowering),
        (
            "affine.parallel",
            "AffineParallelLowering",
            parallel_lowering,
        ),
        (
            "affine.prefetch",
            "AffinePrefetchLowering",
            prefetch_lowering,
        ),
        ("affine.store", "AffineStoreLowering", store_lowering),
        ("affine.for", "AffineForLowering", for_lowering),
        ("affine.if", "AffineIfLowering", if_lowering),
        ("affine.yield", "AffineYieldOpLowering", yield_lowering),
    ];
    for (root, name, f) in table {
        patterns.add_rewrite(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            f,
        });
    }
}

// ----- building ops by name -----

/// Creates `name` with `operands`, `result_types` and `attrs` at the insertion point.
fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Vec<(&str, Attribute)>,
    num_regions: usize,
) -> Op {
    let ctx = rw.ctx();
    let attrs = if attrs.is_empty() {
        ctx.empty_dictionary()
    } else {
        ctx.dictionary_attr(attrs.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect())
    };
    rw.create(OperationState {
        name: ctx.ident(name),
        operands,
        attrs,
        result_types,
        loc,
        successors: Vec::new(),
        num_regions,
        isolated_from_above: false,
    })
}

/// Creates a one-result op and returns its result.
fn create_value(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Type,
    attrs: Vec<(&str, Attribute)>,
) -> Value {
    let op = create(rw, name, loc, operands, vec![ty], attrs, 0);
    rw.body().results(op)[0]
}

/// `arith.constant value : ty`.
fn constant(rw: &mut PatternRewriter<'_>, loc: Attribute, value: Attribute, ty: Type) -> Value {
    create_value(
        rw,
        "arith.constant",
        loc,
        vec![],
        ty,
        vec![("value", value)],
    )
}

/// `arith.constant value : index`.
fn constant_index(rw: &mut PatternRewriter<'_>, loc: Attribute, value: i64) -> Value {
    let ctx = rw.ctx();
    let index = ctx.index_type();
    constant(rw, loc, ctx.integer_attr(value as i128, index), index)
}

/// A binary `arith` op whose result has the type of `lhs`.
fn binary(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ty = rw.body().value_type(lhs);
    create_value(rw, name, loc, vec![lhs, rhs], ty, vec![])
}

/// `arith.cmpi predicate, lhs, rhs`.
fn cmpi(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    predicate: i128,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ctx = rw.ctx();
    let i1 = ctx.int_type(1);
    let predicate = ctx.integer_attr(predicate, ctx.int_type(64));
    create_value(
        rw,
        "arith.cmpi",
        loc,
        vec![lhs, rhs],
        i1,
        vec![("predicate", predicate)],
    )
}

/// `arith.select cond, t, f`.
fn select(rw: &mut PatternRewriter<'_>, loc: Attribute, cond: Value, t: Value, f: Value) -> Value {
    let ty = rw.body().value_type(t);
    create_value(rw, "arith.select", loc, vec![cond, t, f], ty, vec![])
}

// ----- expanding affine maps -----

/// Builds the `arith` ops computing an affine expression of index values (MLIR's
/// `AffineApplyExpander`): each subexpression's operands first, left to right, then its
/// op; constants as `arith.constant`; floor and ceiling divisions and modulo by a positive
/// constant with MLIR's branch-free sequences.
pub struct AffineExprExpander<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    loc: Attribute,
    dims: Vec<Value>,
    symbols: Vec<Value>,
}

impl<'r, 'a> AffineExprExpander<'r, 'a> {
    /// An expander of expressions over `dims` and `symbols`, building at `loc`.
    pub fn new(
        rw: &'r mut PatternRewriter<'a>,
        loc: Attribute,
        dims: &[Value],
        symbols: &[Value],
    ) -> Self {
        AffineExprExpander {
            rw,
            loc,
            dims: dims.to_vec(),
            symbols: symbols.to_vec(),
        }
    }

    /// The value of `e`, or `None` (after an error at the expansion's location, as MLIR
    /// reports it) when it divides by a non-positive constant. A division or modulo by a
    /// symbol expands with the symbol's value as the divisor, as MLIR 16 expands it.
    pub fn expand(&mut self, e: &AffineExpr) -> Option<Value> {
        let loc = self.loc;
        match e {
            AffineExpr::Dim(i) => self.dims.get(*i as usize).copied(),
            AffineExpr::Symbol(i) => self.symbols.get(*i as usize).copied(),
            AffineExpr::Constant(c) => Some(constant_index(self.rw, loc, *c)),
            AffineExpr::Binary(op, l, r) => match op {
                AffineBinOp::Add | AffineBinOp::Mul => {
                    let lhs = self.expand(l)?;
                    let rhs = self.expand(r)?;
                    let name = if *op == AffineBinOp::Add {
                        "arith.addi"
                    } else {
                        "arith.muli"
                    };
                    Some(binary(self.rw, name, loc, lhs, rhs))
                }
                AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                    if let AffineExpr::Constant(c) = **r {
                        if c <= 0 {
                            let what = if *op == AffineBinOp::Mod {
                                "modulo"
                            } else {
                                "division"
                            };
                            let ctx = self.rw.ctx();
                            ctx.emit(Diagnostic::new(
                                Severity::Error,
                                DiagLoc::Attr(loc.into()),
                                format!("{what} by non-positive value is not supported"),
                            ));
                            return None;
                        }
                    }
                    let lhs = self.expand(l)?;
                    let rhs = self.expand(r)?;
                    Some(match op {
                        AffineBinOp::Mod => self.modulo(lhs, rhs),
                        AffineBinOp::FloorDiv => self.floor_div(lhs, rhs),
                        _ => self.ceil_div(lhs, rhs),
                    })
                }
            },
        }
    }

    /// `lhs mod rhs` (`rhs` positive): `remsi`, plus `rhs` when negative.
    fn modulo(&mut self, lhs: Value, rhs: Value) -> Value {
        let (rw, loc) = (&mut *self.rw, self.loc);
        let remainder = binary(rw, "arith.remsi", loc, lhs, rhs);
        let zero = constant_index(rw, loc, 0);
        let negative = cmpi(rw, loc, CMPI_SLT, remainder, zero);
        let corrected = binary(rw, "arith.addi", loc, remainder, rhs);
        select(rw, loc, negative, corrected, remainder)
    }

    /// `lhs floordiv rhs` (`rhs` positive): `-1 - ((-1 - lhs) / rhs)` when `lhs` is
    /// negative, `lhs / rhs` otherwise.
    fn floor_div(&mut self, lhs: Value, rhs: Value) -> Value {
        let (rw, loc) = (&mut *self.rw, self.loc);
        let zero = constant_index(rw, loc, 0);
        let minus_one = constant_index(rw, loc, -1);
        let negative = cmpi(rw, loc, CMPI_SLT, lhs, zero);
        let negated_decremented = binary(rw, "arith.subi", loc, minus_one, lhs);
        let dividend = select(rw, loc, negative, negated_decremented, lhs);
        let quotient = binary(rw, "arith.divsi", loc, dividend, rhs);
        let corrected = binary(rw, "arith.subi", loc, minus_one, quotient);
        select(rw, loc, negative, corrected, quotient)
    }

    /// `lhs ceildiv rhs` (`rhs` positive): `-((-lhs) / rhs)` when `lhs <= 0`,
    /// `(lhs - 1) / rhs + 1` otherwise.
    fn ceil_div(&mut self, lhs: Value, rhs: Value) -> Value {
        let (rw, loc) = (&mut *self.rw, self.loc);
        let zero = constant_index(rw, loc, 0);
        let one = constant_index(rw, loc, 1);
        let non_positive = cmpi(rw, loc, CMPI_SLE, lhs, zero);
        let negated = binary(rw, "arith.subi", loc, zero, lhs);
        let decremented = binary(rw, "arith.subi", loc, lhs, one);
        let dividend = select(rw, loc, non_positive, negated, decremented);
        let quotient = binary(rw, "arith.divsi", loc, dividend, rhs);
        let negated_quotient = binary(rw, "arith.subi", loc, zero, quotient);
        let incremented_quotient = binary(rw, "arith.addi", loc, quotient, one);
        select(
            rw,
            loc,
            non_positive,
            negated_quotient,
            incremented_quotient,
        )
    }
}

/// The values of `map`'s results on `operands` (its dimensions, then its symbols), built
/// at `loc` (MLIR's `expandAffineMap`).
pub fn expand_affine_map(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Vec<Value>> {
    let dims = map.num_dims as usize;
    if operands.len() < dims {
        return None;
    }
    let mut expander = AffineExprExpander::new(rw, loc, &operands[..dims], &operands[dims..]);
    map.results.iter().map(|e| expander.expand(e)).collect()
}

/// Folds `values` into their maximum (`sgt`) or minimum (`slt`) with `arith.cmpi` and
/// `arith.select`, left to right (MLIR's `buildMinMaxReductionSeq`).
fn min_max_sequence(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    predicate: i128,
    values: &[Value],
) -> Option<Value> {
    let (&first, rest) = values.split_first()?;
    let mut value = first;
    for &next in rest {
        let cmp = cmpi(rw, loc, predicate, value, next);
        value = select(rw, loc, cmp, value, next);
    }
    Some(value)
}

/// The maximum of `map`'s results on `operands`.
fn map_max(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Value> {
    let values = expand_affine_map(rw, loc, map, operands)?;
    min_max_sequence(rw, loc, CMPI_SGT, &values)
}

/// The minimum of `map`'s results on `operands`.
fn map_min(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Value> {
    let values = expand_affine_map(rw, loc, map, operands)?;
    min_max_sequence(rw, loc, CMPI_SLT, &values)
}

// ----- reading the affine ops -----

/// The affine map attribute `name` of `op`.
fn map_attr(rw: &PatternRewriter<'_>, op: Op, name: &str) -> Result<AffineMap, MatchFailure> {
    let a = rw.op_ref(op).attr(name).ok_or(MatchFailure)?;
    match rw.ctx().attr_kind_ref(a) {
        AttrKind::AffineMap(m) => Ok(m.clone()),
        _ => Err(MatchFailure),
    }
}

/// The integer set attribute `name` of `op`.
fn set_attr(rw: &PatternRewriter<'_>, op: Op, name: &str) -> Result<IntegerSet, MatchFailure> {
    let a = rw.op_ref(op).attr(name).ok_or(MatchFailure)?;
    match rw.ctx().attr_kind_ref(a) {
        AttrKind::IntegerSet(s) => Ok(s.clone()),
        _ => Err(MatchFailure),
    }
}

/// The integers of an array attribute or dense elements attribute.
fn int_list(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::Array(elems) => elems
            .iter()
            .map(|&e| match ctx.attr_kind_ref(e) {
                AttrKind::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
            .collect(),
        _ => crate::ods::AttrView::new(ctx, a?)
            .dense_int_values()
            .map(|v| v.into_iter().map(|x| x as i64).collect()),
    }
}

fn operands_of(rw: &PatternRewriter<'_>, op: Op) -> Vec<Value> {
    rw.body().operands(op).collect()
}

fn num_inputs(map: &AffineMap) -> usize {
    (map.num_dims + map.num_symbols) as usize
}

/// The region's only block, where an op built without a body builder gets its body.
fn before_end(rw: &PatternRewriter<'_>, op: Op, index: usize) -> BlockPoint {
    BlockPoint {
        region: rw.body().regions(op)[index],
        before: None,
    }
}

// ----- the lowerings -----

/// `affine.apply` to the expansion of its map.
fn apply_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    let values = expand_affine_map(rw, loc, &map, &operands).ok_or(MatchFailure)?;
    rw.replace_op(op, &values);
    Ok(())
}

/// `affine.min` to the minimum of its map's results.
fn min_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    let value = map_min(rw, loc, &map, &operands).ok_or(MatchFailure)?;
    rw.replace_op(op, &[value]);
    Ok(())
}

/// `affine.max` to the maximum of its map's results.
fn max_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    let value = map_max(rw, loc, &map, &operands).ok_or(MatchFailure)?;
    rw.replace_op(op, &[value]);
    Ok(())
}

/// `affine.load %m[map(operands)]` to `memref.load %m[expanded]`.
fn load_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    let (&memref, indices) = operands.split_first().ok_or(MatchFailure)?;
    let mut new_operands = vec![memref];
    new_operands.extend(expand_affine_map(rw, loc, &map, indices).ok_or(MatchFailure)?);
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    let load = create(rw, "memref.load", loc, new_operands, vec![ty], vec![], 0);
    let results = rw.body().results(load).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `affine.store %v, %m[map(operands)]` to `memref.store %v, %m[expanded]`.
fn store_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    if operands.len() < 2 {
        return Err(MatchFailure);
    }
    let mut new_operands = operands[..2].to_vec();
    new_operands.extend(expand_affine_map(rw, loc, &map, &operands[2..]).ok_or(MatchFailure)?);
    create(rw, "memref.store", loc, new_operands, vec![], vec![], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `affine.prefetch` to `memref.prefetch` on the expanded indices, with the same
/// `isWrite`, `localityHint` and `isDataCache`.
fn prefetch_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let map = map_attr(rw, op, "map")?;
    let operands = operands_of(rw, op);
    let (&memref, indices) = operands.split_first().ok_or(MatchFailure)?;
    let mut new_operands = vec![memref];
    new_operands.extend(expand_affine_map(rw, loc, &map, indices).ok_or(MatchFailure)?);
    let r = rw.op_ref(op);
    let attrs = ["isWrite", "localityHint", "isDataCache"]
        .into_iter()
        .map(|n| Ok((n, r.attr(n).ok_or(MatchFailure)?)))
        .collect::<Result<Vec<_>, MatchFailure>>()?;
    create(rw, "memref.prefetch", loc, new_operands, vec![], attrs, 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `affine.dma_start` to `memref.dma_start`: source, destination and tag indices
/// expanded, the element count moved before the tag as `memref.dma_start` orders its
/// operands.
fn dma_start_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let src_map = map_attr(rw, op, "src_map")?;
    let dst_map = map_attr(rw, op, "dst_map")?;
    let tag_map = map_attr(rw, op, "tag_map")?;
    let operands = operands_of(rw, op);
    let dst = 1 + num_inputs(&src_map);
    let tag = dst + 1 + num_inputs(&dst_map);
    let count = tag + 1 + num_inputs(&tag_map);
    if operands.len() <= count {
        return Err(MatchFailure);
    }
    let src_indices =
        expand_affine_map(rw, loc, &src_map, &operands[1..dst]).ok_or(MatchFailure)?;
    let dst_indices =
        expand_affine_map(rw, loc, &dst_map, &operands[dst + 1..tag]).ok_or(MatchFailure)?;
    let tag_indices =
        expand_affine_map(rw, loc, &tag_map, &operands[tag + 1..count]).ok_or(MatchFailure)?;
    let mut new_operands = vec![operands[0]];
    new_operands.extend(src_indices);
    new_operands.push(operands[dst]);
    new_operands.extend(dst_indices);
    new_operands.push(operands[count]);
    new_operands.push(operands[tag]);
    new_operands.extend(tag_indices);
    new_operands.extend_from_slice(&operands[count + 1..]);
    create(rw, "memref.dma_start", loc, new_operands, vec![], vec![], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `affine.dma_wait` to `memref.dma_wait` on the expanded tag indices.
fn dma_wait_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let tag_map = map_attr(rw, op, "tag_map")?;
    let operands = operands_of(rw, op);
    let count = 1 + num_inputs(&tag_map);
    if operands.len() <= count {
        return Err(MatchFailure);
    }
    let mut new_operands = vec![operands[0]];
    new_operands
        .extend(expand_affine_map(rw, loc, &tag_map, &operands[1..count]).ok_or(MatchFailure)?);
    new_operands.push(operands[count]);
    create(rw, "memref.dma_wait", loc, new_operands, vec![], vec![], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `affine.for` to `scf.for` from the maximum of the lower bounds to the minimum of the
/// upper bounds, the step a constant; the body moves over.
fn for_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let lb_map = map_attr(rw, op, "lower_bound")?;
    let ub_map = map_attr(rw, op, "upper_bound")?;
    let step = match rw.op_ref(op).attr("step").map(|a| ctx.attr_kind_ref(a)) {
        Some(AttrKind::Integer { value, .. }) => *value as i64,
        _ => return Err(MatchFailure),
    };
    let operands = operands_of(rw, op);
    let (lb_n, ub_n) = (num_inputs(&lb_map), num_inputs(&ub_map));
    if operands.len() < lb_n + ub_n {
        return Err(MatchFailure);
    }
    let lower = map_max(rw, loc, &lb_map, &operands[..lb_n]).ok_or(MatchFailure)?;
    let upper = map_min(rw, loc, &ub_map, &operands[lb_n..lb_n + ub_n]).ok_or(MatchFailure)?;
    let step = constant_index(rw, loc, step);
    let mut for_operands = vec![lower, upper, step];
    for_operands.extend_from_slice(&operands[lb_n + ub_n..]);
    let types: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&r| rw.body().value_type(r))
        .collect();
    let for_op = create(rw, "scf.for", loc, for_operands, types, vec![], 1);
    let region = rw.body().regions(op)[0];
    let at = before_end(rw, for_op, 0);
    rw.inline_region_before(region, at);
    let results = rw.body().results(for_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `affine.if` to `scf.if` on the conjunction (`arith.andi`, not short-circuiting) of
/// its constraints, each `expr >= 0` or `expr == 0` as `arith.cmpi sge|eq` against zero;
/// `true` when there are none.
fn if_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let set = set_attr(rw, op, "condition")?;
    let operands = operands_of(rw, op);
    let dims = set.num_dims as usize;
    if operands.len() < dims {
        return Err(MatchFailure);
    }
    let zero = constant_index(rw, loc, 0);
    let mut cond: Option<Value> = None;
    for (expr, is_eq) in &set.constraints {
        let value = AffineExprExpander::new(rw, loc, &operands[..dims], &operands[dims..])
            .expand(expr)
            .ok_or(MatchFailure)?;
        let predicate = if *is_eq { CMPI_EQ } else { CMPI_SGE };
        let cmp = cmpi(rw, loc, predicate, value, zero);
        cond = Some(match cond {
            Some(c) => binary(rw, "arith.andi", loc, c, cmp),
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.int_type(1);
            constant(rw, loc, ctx.integer_attr(1, i1), i1)
        }
    };
    let types: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&r| rw.body().value_type(r))
        .collect();
    let if_op = create(rw, "scf.if", loc, vec![cond], types, vec![], 2);
    let regions = rw.body().regions(op).to_vec();
    let at = before_end(rw, if_op, 0);
    rw.inline_region_before(regions[0], at);
    if regions.len() > 1 && rw.body().entry_block(regions[1]).is_some() {
        let at = before_end(rw, if_op, 1);
        rw.inline_region_before(regions[1], at);
    }
    let results = rw.body().results(if_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `affine.yield` to `scf.yield`, without operands in an `scf.parallel` (whose
/// reductions are `scf.reduce` ops).
fn yield_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = rw.body().loc(op);
    let in_parallel = rw
        .parent_op_name(op)
        .is_some_and(|n| n == rw.ctx().ident("scf.parallel"));
    let operands = if in_parallel {
        Vec::new()
    } else {
        operands_of(rw, op)
    };
    create(rw, "scf.yield", loc, operands, vec![], vec![], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// The `arith.constant` a reduction starts from (MLIR's `arith::getIdentityValue`), by
/// `AtomicRMWKind`: 0 addf, 1 addi, 3 maxf, 4 maxs, 5 maxu, 6 minf, 7 mins, 8 minu,
/// 9 mulf, 10 muli, 11 ori, 12 andi.
fn identity_value(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    kind: i64,
    ty: Type,
) -> Option<Value> {
    let ctx = rw.ctx();
    let attr = match ctx.type_kind(ty) {
        TypeKind::Float(f) => {
            let sem = float_sem(*f)?;
            let bits = match kind {
                0 => apfloat::zero(sem, false),
                3 => apfloat::infinity(sem, true),
                6 => apfloat::infinity(sem, false),
                9 => apfloat::from_int(sem, 1, 64, true),
                _ => return None,
            };
            ctx.intern_attr(AttrKind::Float { bits, ty })
        }
        _ => {
            let (width, _) = ctx.as_integer_type(ty)?;
            if width == 0 || width > 64 {
                return None;
            }
            let value = match kind {
                1 | 5 | 11 => 0,
                4 => -(1i128 << (width - 1)),
                7 => (1i128 << (width - 1)) - 1,
                // All ones, which an integer attribute holds sign-extended.
                8 | 12 => -1,
                10 => 1,
                _ => return None,
            };
            ctx.integer_attr(value, ty)
        }
    };
    Some(constant(rw, loc, attr, ty))
}

/// The `arith` op combining two partial results of reduction `kind` (MLIR's
/// `arith::getReductionOp`).
fn reduction_op(kind: i64) -> Option<&'static str> {
    Some(match kind {
        0 => "arith.addf",
        1 => "arith.addi",
        3 => "arith.maxf",
        4 => "arith.maxsi",
        5 => "arith.maxui",
        6 => "arith.minf",
        7 => "arith.minsi",
        8 => "arith.minui",
        9 => "arith.mulf",
        10 => "arith.muli",
        11 => "arith.ori",
        12 => "arith.andi",
        _ => return None,
    })
}

fn float_sem(kind: FloatKind) -> Option<FloatSem> {
    Some(match kind {
        FloatKind::BF16 => FloatSem::BF16,
        FloatKind::F16 => FloatSem::F16,
        FloatKind::F32 => FloatSem::F32,
        FloatKind::F64 => FloatSem::F64,
        FloatKind::F80 => FloatSem::F80,
        FloatKind::F128 => FloatSem::F128,
        FloatKind::TF32 => FloatSem::TF32,
        FloatKind::F8E5M2 => FloatSem::F8E5M2,
        FloatKind::F8E4M3FN => FloatSem::F8E4M3FN,
    })
}

/// `affine.parallel` to `scf.parallel`: per dimension, the maximum of its lower bound
/// group and the minimum of its upper bound group, then the constant steps; each
/// reduction starts from its identity value and becomes an `scf.reduce` before the
/// terminator.
fn parallel_lowering(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let lb_map = map_attr(rw, op, "lowerBoundsMap")?;
    let ub_map = map_attr(rw, op, "upperBoundsMap")?;
    let r = rw.op_ref(op);
    let lb_groups = int_list(ctx, r.attr("lowerBoundsGroups")).ok_or(MatchFailure)?;
    let ub_groups = int_list(ctx, r.attr("upperBoundsGroups")).ok_or(MatchFailure)?;
    let steps = int_list(ctx, r.attr("steps")).ok_or(MatchFailure)?;
    let reductions = int_list(ctx, r.attr("reductions")).ok_or(MatchFailure)?;
    let operands = operands_of(rw, op);
    let lb_n = num_inputs(&lb_map);
    if operands.len() < lb_n || lb_groups.len() != ub_groups.len() {
        return Err(MatchFailure);
    }
    let (lb_operands, ub_operands) = operands.split_at(lb_n);
    let group_map = |map: &AffineMap, groups: &[i64], d: usize| -> AffineMap {
        let start: i64 = groups[..d].iter().sum();
        AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: map.results[start as usize..(start + groups[d]) as usize].to_vec(),
        }
    };
    let mut lowers = Vec::new();
    let mut uppers = Vec::new();
    for d in 0..lb_groups.len() {
        let lower = map_max(rw, loc, &group_map(&lb_map, &lb_groups, d), lb_operands)
            .ok_or(MatchFailure)?;
        lowers.push(lower);
        let upper = map_min(rw, loc, &group_map(&ub_map, &ub_groups, d), ub_operands)
            .ok_or(MatchFailure)?;
        uppers.push(upper);
    }
    let steps: Vec<Value> = steps.iter().map(|&s| constant_index(rw, loc, s)).collect();
    let types: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&r| rw.body().value_type(r))
        .collect();
    let mut inits = Vec::new();
    for (&kind, &ty) in reductions.iter().zip(&types) {
        inits.push(identity_value(rw, loc, kind, ty).ok_or(MatchFailure)?);
    }
    let n = lowers.len() as i64;
    let segments = segment_attr(ctx, &[n, n, n, inits.len() as i64]);
    let mut par_operands = lowers;
    par_operands.extend(uppers);
    par_operands.extend(steps);
    par_operands.extend(inits);
    let par = create(
        rw,
        "scf.parallel",
        loc,
        par_operands,
        types.clone(),
        vec![("operand_segment_sizes", segments)],
        1,
    );
    let region = rw.body().regions(op)[0];
    let at = before_end(rw, par, 0);
    rw.inline_region_before(region, at);
    if !reductions.is_empty() {
        let par_region = rw.body().regions(par)[0];
        let body = rw.body().entry_block(par_region).ok_or(MatchFailure)?;
        let term = rw.body().last_op(body).ok_or(MatchFailure)?;
        let yielded = operands_of(rw, term);
        if yielded.len() != reductions.len() {
            return Err(MatchFailure);
        }
        for ((&kind, &value), &ty) in reductions.iter().zip(&yielded).zip(&types) {
            let combine = reduction_op(kind).ok_or(MatchFailure)?;
            rw.set_insertion_point_before(term);
            let reduce = create(rw, "scf.reduce", loc, vec![value], vec![], vec![], 1);
            let reduce_block = add_block(rw, reduce, &[ty, ty], loc);
            let args = rw.body().block_args(reduce_block).to_vec();
            rw.set_insertion_point_to_end(reduce_block);
            let attrs = if ctx.as_float_type(ty).is_some() {
                vec![("fastmath", ctx.dialect_attr_text("arith.fastmath<none>"))]
            } else {
                vec![]
            };
            let result = create_value(rw, combine, loc, args, ty, attrs);
            create(
                rw,
                "scf.reduce.return",
                loc,
                vec![result],
                vec![],
                vec![],
                0,
            );
        }
    }
    let results = rw.body().results(par).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// A new entry block of `op`'s first region, its arguments at `loc`.
fn add_block(rw: &mut PatternRewriter<'_>, op: Op, types: &[Type], loc: Attribute) -> Block {
    let at = before_end(rw, op, 0);
    let block = rw.create_block(at, types);
    for a in rw.body().block_args(block).to_vec() {
        rw.set_arg_loc(a, loc);
    }
    block
}

/// The `lower-affine` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct LowerAffine {
    base: ConvertAffineToStandardBase,
}

impl DeclaredPass for LowerAffine {
    type Base = ConvertAffineToStandardBase;
    fn base(&self) -> &ConvertAffineToStandardBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ConvertAffineToStandardBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut patterns = ConversionPatternSet::new();
        populate_affine_to_std_patterns(ctx, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["arith", "memref", "scf", "vector"]);
        // The patterns stay inside the function they convert: functions on threads.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}
