//! The canonicalization patterns of `arith` that are declarative rewrite rules
//! (`spec/dialects/arith/ArithCanonicalization.td`, generated into `rewriters`), the Rust
//! their native calls name, and their registration by the ops' `getCanonicalizationPatterns`
//! (as MLIR 16 adds them).

use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::body::Op;
use strata_framework::ods::TypeView;
use strata_framework::rewrite::{
    HasCanonicalizer, MatchFailure, PatternRewriter, RewritePatternSet, RewriteResult,
};
use strata_framework::support::apfloat;
use strata_framework::{Attribute, Context, Type, Value};

use super::arith::{
    AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CmpIOp, ConstantOp, DivFOp, ExtSIOp, ExtUIOp,
    IndexCastOp, IndexCastUIOp, MulFOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp, OrIOp, SelectOp,
    ShRUIOp, SubIOp, TruncIOp, XOrIOp,
};

/// The generated patterns (`tblgen --gen-rewriters`). A failed constraint is the negation
/// of its predicate as written (`!(a == b)`) and constant attributes cast their literal
/// (`1 as i128`), hence the allowances.
#[allow(clippy::nonminimal_bool, clippy::unnecessary_cast)]
pub mod rewriters {
    include!(concat!(env!("OUT_DIR"), "/arith_rewriters.rs"));
}

use rewriters::*;

/// The integer of an integer attribute.
fn int_of(rw: &PatternRewriter<'_>, a: Attribute) -> i128 {
    match rw.ctx().attr_kind_ref(a) {
        AttrKind::Integer { value, .. } => *value,
        _ => 0,
    }
}

/// `a + b` as an integer attribute of the type of `res`, wrapping at its width (MLIR's
/// `addIntegerAttrs`).
pub(crate) fn add_integer_attrs(
    rw: &PatternRewriter<'_>,
    res: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    let ty = rw.body().value_type(res);
    rw.ctx()
        .integer_attr(int_of(rw, a).wrapping_add(int_of(rw, b)), ty)
}

/// `a - b` as an integer attribute of the type of `res`, wrapping at its width (MLIR's
/// `subIntegerAttrs`).
pub(crate) fn sub_integer_attrs(
    rw: &PatternRewriter<'_>,
    res: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    let ty = rw.body().value_type(res);
    rw.ctx()
        .integer_attr(int_of(rw, a).wrapping_sub(int_of(rw, b)), ty)
}

/// The zero of the type of `v`: an integer attribute, or a splat of integer elements for a
/// shaped type of static shape (MLIR's `getZeroAttr` on the integer types these patterns
/// see).
pub(crate) fn zero_attr_of(rw: &PatternRewriter<'_>, v: Value) -> Attribute {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(v);
    let view = TypeView::new(ctx, ty);
    if view.is_shaped() && view.has_static_shape() {
        let n: i64 = view.shape().unwrap_or(&[]).iter().product();
        return ctx.dense_int_elements(ty, &vec![0; n.max(0) as usize]);
    }
    ctx.integer_attr(0, ty)
}

/// The type of a comparison of `v`: `i1`, or `i1` elements in the shape of `v`.
pub(crate) fn i1_like_type(rw: &PatternRewriter<'_>, v: Value) -> Type {
    TypeView::new(rw.ctx(), rw.body().value_type(v)).i1_same_shape()
}

/// The `cmpi` predicates by their number (`eq` 0 ... `uge` 9) and their negations.
const INVERTED_PREDICATE: [i128; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

/// The `cmpi` predicate attribute that negates `pred`.
pub(crate) fn invert_predicate(rw: &PatternRewriter<'_>, pred: Attribute) -> Attribute {
    let ctx = rw.ctx();
    let p = int_of(rw, pred);
    let inv = usize::try_from(p)
        .ok()
        .and_then(|i| INVERTED_PREDICATE.get(i).copied())
        .unwrap_or(p);
    ctx.integer_attr(inv, ctx.int_type(64))
}

/// The `cmpi` predicate attribute `slt`.
pub(crate) fn slt_predicate(rw: &PatternRewriter<'_>) -> Attribute {
    let ctx = rw.ctx();
    ctx.integer_attr(2, ctx.int_type(64))
}

/// Whether the `cmpi` predicate `pred` is `eq` or `ne`.
pub(crate) fn is_eq_or_ne(rw: &PatternRewriter<'_>, pred: Attribute) -> bool {
    matches!(
        rw.ctx().attr_kind_ref(pred),
        AttrKind::Integer { value: 0 | 1, .. }
    )
}

/// `bits` of width `w` read as a signed integer.
fn sign_extend(bits: u128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return bits as i128;
    }
    let shift = 128 - w;
    ((bits << shift) as i128) >> shift
}

/// The signed value of an integer attribute, or of the element of a splat of integers
/// (MLIR's `getIntOrSplatIntValue`, read as a signed integer).
pub(crate) fn int_or_splat_value(rw: &PatternRewriter<'_>, a: Attribute) -> Option<i128> {
    let ctx = rw.ctx();
    match ctx.attr_kind_ref(a) {
        AttrKind::Integer { value, ty } => {
            let w = TypeView::new(ctx, *ty).integer_width().unwrap_or(64);
            Some(sign_extend(*value as u128, w))
        }
        AttrKind::DenseElements {
            kind,
            complex: false,
            values,
            ..
        } if values.len() == 1 => match kind {
            DenseElemKind::Int(w, _) => Some(sign_extend(values[0], *w)),
            DenseElemKind::Index => Some(sign_extend(values[0], 64)),
            DenseElemKind::Float(_) => None,
        },
        _ => None,
    }
}

/// The width of the integer type of `v`, or of its elements.
fn scalar_or_element_width(rw: &PatternRewriter<'_>, v: Value) -> Option<u32> {
    let view = TypeView::new(rw.ctx(), rw.body().value_type(v));
    let elem = if view.is_shaped() {
        view.element_type()
    } else {
        view
    };
    elem.integer_width()
}

/// Whether the integer (or element) width of `a` is larger than that of `b`, which is not
/// 0 (MLIR's `ValueWiderThan`).
pub(crate) fn value_wider_than(rw: &PatternRewriter<'_>, a: Value, b: Value) -> bool {
    match (
        scalar_or_element_width(rw, a),
        scalar_or_element_width(rw, b),
    ) {
        (Some(wa), Some(wb)) => wa > wb && wb > 0,
        _ => false,
    }
}

/// Whether truncating `x` to the type of `tr` drops exactly `amount` bits (an integer or
/// a splat).
pub(crate) fn truncation_matches_shift_amount(
    rw: &PatternRewriter<'_>,
    x: Value,
    tr: Value,
    amount: Attribute,
) -> bool {
    match (
        scalar_or_element_width(rw, x),
        scalar_or_element_width(rw, tr),
        int_or_splat_value(rw, amount),
    ) {
        (Some(wx), Some(wt), Some(c)) => i128::from(wx) - i128::from(wt) == c,
        _ => false,
    }
}

impl HasCanonicalizer for AddIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(AddIAddConstant::new(ctx))
            .add(AddISubConstantRHS::new(ctx))
            .add(AddISubConstantLHS::new(ctx));
    }
}

impl HasCanonicalizer for SubIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(SubIRHSAddConstant::new(ctx))
            .add(SubILHSAddConstant::new(ctx))
            .add(SubIRHSSubConstantRHS::new(ctx))
            .add(SubIRHSSubConstantLHS::new(ctx))
            .add(SubILHSSubConstantRHS::new(ctx))
            .add(SubILHSSubConstantLHS::new(ctx))
            .add(SubISubILHSRHSLHS::new(ctx));
    }
}

impl HasCanonicalizer for AddUIExtendedOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(AddUIExtendedToAddI::new(ctx));
    }
}

impl HasCanonicalizer for MulSIExtendedOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(MulSIExtendedToMulI::new(ctx))
            .add(MulSIExtendedRHSOne::new(ctx));
    }
}

impl HasCanonicalizer for MulUIExtendedOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(MulUIExtendedToMulI::new(ctx));
    }
}

impl HasCanonicalizer for AndIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(AndOfExtUI::new(ctx)).add(AndOfExtSI::new(ctx));
    }
}

impl HasCanonicalizer for OrIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(OrOfExtUI::new(ctx)).add(OrOfExtSI::new(ctx));
    }
}

impl HasCanonicalizer for XOrIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(XOrINotCmpI::new(ctx))
            .add(XOrIOfExtUI::new(ctx))
            .add(XOrIOfExtSI::new(ctx));
    }
}

impl HasCanonicalizer for MulFOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(MulFOfNegF::new(ctx));
    }
}

impl HasCanonicalizer for DivFOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(DivFOfNegF::new(ctx));
    }
}

impl HasCanonicalizer for ExtSIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(ExtSIOfExtUI::new(ctx));
    }
}

/// `trunci(shrui(muli(ext(x), ext(y)), c))` becomes the high half of `mul(x, y)`, `ext`
/// and `mul` being `extsi` and `mulsi_extended` or `extui` and `mului_extended`, when `x`,
/// `y` and the result have one type, the multiply is wider and `c` is the difference of
/// the widths (MLIR 16's `TruncIShrUIMulIToMul{S,U}IExtended`, declarative rules whose
/// built op has two results, which Strata's generator does not type).
fn trunci_shrui_muli_to_mul_extended(
    op: strata_framework::ir::body::Op,
    rw: &mut PatternRewriter<'_>,
    ext: &str,
    mul_extended: &str,
) -> strata_framework::rewrite::RewriteResult {
    use strata_framework::rewrite::MatchFailure;
    let body = rw.body();
    let tr = body.results(op)[0];
    let shr = rw
        .defining_op(body.operand(op, 0), ShRUIOp::NAME)
        .ok_or(MatchFailure)?;
    let mul = rw
        .defining_op(body.operand(shr, 0), MulIOp::NAME)
        .ok_or(MatchFailure)?;
    let c0 = strata_framework::ir::fold::constant_value(rw.ctx(), body, body.operand(shr, 1))
        .ok_or(MatchFailure)?;
    let ext_x = rw
        .defining_op(body.operand(mul, 0), ext)
        .ok_or(MatchFailure)?;
    let ext_y = rw
        .defining_op(body.operand(mul, 1), ext)
        .ok_or(MatchFailure)?;
    let (x, y) = (body.operand(ext_x, 0), body.operand(ext_y, 0));
    let mul_v = body.results(mul)[0];
    let ty = body.value_type(x);
    if body.value_type(tr) != ty
        || body.value_type(y) != ty
        || !value_wider_than(rw, mul_v, x)
        || !truncation_matches_shift_amount(rw, mul_v, x, c0)
    {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let body = rw.body();
    let c0_def = rw
        .defining_any_op(body.operand(shr, 1))
        .ok_or(MatchFailure)?;
    // The locations MLIR's generated matcher fuses (the shift's is not among them).
    let loc = ctx.fused_loc(
        &[
            body.loc(op),
            body.loc(ext_x),
            body.loc(ext_y),
            body.loc(mul),
            body.loc(c0_def),
        ],
        None,
    );
    rw.set_insertion_point_before(op);
    let m = rw.create(strata_framework::ir::body::OperationState {
        name: ctx.ident(mul_extended),
        operands: vec![x, y],
        attrs: ctx.empty_dictionary(),
        result_types: vec![ty, ty],
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    let high = rw.body().results(m)[1];
    rw.replace_op(op, &[high]);
    Ok(())
}

impl HasCanonicalizer for TruncIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        let root = strata_framework::rewrite::PatternRoot::Op(ctx.ident(TruncIOp::NAME));
        patterns
            .add(TruncIShrSIToTrunciShrUI::new(ctx))
            .add_fn(ctx, root, 1, "TruncIShrUIMulIToMulSIExtended", |op, rw| {
                trunci_shrui_muli_to_mul_extended(op, rw, ExtSIOp::NAME, MulSIExtendedOp::NAME)
            })
            .add_fn(ctx, root, 1, "TruncIShrUIMulIToMulUIExtended", |op, rw| {
                trunci_shrui_muli_to_mul_extended(op, rw, ExtUIOp::NAME, MulUIExtendedOp::NAME)
            });
    }
}

impl HasCanonicalizer for IndexCastOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(IndexCastOfIndexCast::new(ctx))
            .add(IndexCastOfExtSI::new(ctx));
    }
}

impl HasCanonicalizer for IndexCastUIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(IndexCastUIOfIndexCastUI::new(ctx))
            .add(IndexCastUIOfExtUI::new(ctx));
    }
}

impl HasCanonicalizer for BitcastOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(BitcastOfBitcast::new(ctx));
    }
}

impl HasCanonicalizer for CmpIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns.add(CmpIExtSI::new(ctx)).add(CmpIExtUI::new(ctx));
    }
}

/// The integer a constant-like op defining `v` holds, scalar or splat (MLIR's
/// `m_ConstantInt`).
fn constant_int_of(rw: &PatternRewriter<'_>, v: Value) -> Option<i128> {
    let a = strata_framework::ir::fold::constant_value(rw.ctx(), rw.body(), v)?;
    int_or_splat_value(rw, a)
}

/// `select %c, %a, %b` on `i1` becomes `(%c and %a) or (not %c and %b)` (MLIR's
/// `SelectI1Simplify`, in C++ in MLIR 16).
fn select_i1_simplify(
    op: strata_framework::ir::body::Op,
    rw: &mut PatternRewriter<'_>,
) -> strata_framework::rewrite::RewriteResult {
    use strata_framework::rewrite::MatchFailure;
    let ctx = rw.ctx();
    let s = SelectOp::cast(rw.op_ref(op)).ok_or(MatchFailure)?;
    let (c, t, f) = (s.condition(), s.true_value(), s.false_value());
    let i1 = ctx.int_type(1);
    if rw.body().value_type(s.result()) != i1 {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let one = rw.create(ConstantOp::build(ctx, loc, i1, ctx.integer_attr(1, i1)));
    let one = rw.body().results(one)[0];
    let not = rw.create(XOrIOp::build(ctx, loc, c, one, i1));
    let not = rw.body().results(not)[0];
    let tv = rw.create(AndIOp::build(ctx, loc, c, t, i1));
    let tv = rw.body().results(tv)[0];
    let fv = rw.create(AndIOp::build(ctx, loc, not, f, i1));
    let fv = rw.body().results(fv)[0];
    rw.replace_op_with_new_op(op, OrIOp::build(ctx, loc, tv, fv, i1));
    Ok(())
}

/// `select %c, 1, 0` becomes `extui %c`, `select %c, 0, 1` becomes
/// `extui (xori %c, true)`, for integer results wider than `i1` (MLIR's
/// `SelectToExtUI`, in C++ in MLIR 16).
fn select_to_ext_ui(
    op: strata_framework::ir::body::Op,
    rw: &mut PatternRewriter<'_>,
) -> strata_framework::rewrite::RewriteResult {
    use strata_framework::rewrite::MatchFailure;
    let ctx = rw.ctx();
    let s = SelectOp::cast(rw.op_ref(op)).ok_or(MatchFailure)?;
    let (c, t, f) = (s.condition(), s.true_value(), s.false_value());
    let ty = rw.body().value_type(s.result());
    match TypeView::new(ctx, ty).integer_width() {
        Some(w) if w != 1 => {}
        _ => return Err(MatchFailure),
    }
    let (tc, fc) = (constant_int_of(rw, t), constant_int_of(rw, f));
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    if tc == Some(1) && fc == Some(0) {
        rw.replace_op_with_new_op(op, ExtUIOp::build(ctx, loc, c, ty));
        return Ok(());
    }
    if tc == Some(0) && fc == Some(1) {
        let cty = rw.body().value_type(c);
        let one = rw.create(ConstantOp::build(ctx, loc, cty, ctx.integer_attr(1, cty)));
        let one = rw.body().results(one)[0];
        let not = rw.create(XOrIOp::build(ctx, loc, c, one, cty));
        let not = rw.body().results(not)[0];
        rw.replace_op_with_new_op(op, ExtUIOp::build(ctx, loc, not, ty));
        return Ok(());
    }
    Err(MatchFailure)
}

impl HasCanonicalizer for SelectOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        let root = strata_framework::rewrite::PatternRoot::Op(ctx.ident(SelectOp::NAME));
        patterns.add_fn(ctx, root, 1, "SelectI1Simplify", select_i1_simplify);
        patterns.add_fn(ctx, root, 1, "SelectToExtUI", select_to_ext_ui);
    }
}

/// The `cmpi` predicate comparing integers as the `cmpf` predicate `pred` compares their
/// conversions to floats (MLIR's `convertToIntegerPredicate`); `None` for the predicates
/// without one.
fn integer_predicate(
    pred: super::arith::CmpFPredicate,
    unsigned: bool,
) -> Option<super::arith::CmpIPredicate> {
    use super::arith::{CmpFPredicate as F, CmpIPredicate as I};
    let pick = |u, s| if unsigned { u } else { s };
    Some(match pred {
        F::Ueq | F::Oeq => I::Eq,
        F::Ugt | F::Ogt => pick(I::Ugt, I::Sgt),
        F::Uge | F::Oge => pick(I::Uge, I::Sge),
        F::Ult | F::Olt => pick(I::Ult, I::Slt),
        F::Ule | F::Ole => pick(I::Ule, I::Sle),
        F::Une | F::One => I::Ne,
        _ => return None,
    })
}

/// MLIR's `ilogb` of a float that is not NaN: the exponent of its leading bit,
/// `i32::MAX` for an infinity, `i32::MIN + 1` for a zero.
fn ilogb(sem: apfloat::FloatSem, bits: u128) -> i32 {
    match apfloat::classify(sem, bits) {
        apfloat::Class::Finite { mant, exp, .. } => (127 - mant.leading_zeros()) as i32 + exp,
        apfloat::Class::Inf(_) => i32::MAX,
        _ => i32::MIN + 1,
    }
}

/// The exponent of the largest finite value of `sem`.
fn max_exponent(sem: apfloat::FloatSem) -> i32 {
    sem.max_exponent()
}

/// `cmpf` of a `sitofp`/`uitofp` of an integer against a float constant becomes a `cmpi`
/// of the integer against the constant as an integer, or a constant when the result is
/// known, when the conversion keeps what matters to the comparison (MLIR's
/// `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    use super::arith::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate as I, SIToFPOp, UIToFPOp};
    use std::cmp::Ordering;
    let ctx = rw.ctx();
    let cmp = CmpFOp::cast(rw.op_ref(op)).ok_or(MatchFailure)?;
    let (lhs, rhs_value, fpred) = (cmp.lhs(), cmp.rhs(), cmp.predicate());
    let body = rw.body();
    let rhs_attr =
        strata_framework::ir::fold::constant_value(ctx, body, rhs_value).ok_or(MatchFailure)?;
    let (rhs, float_ty) = match ctx.attr_kind_ref(rhs_attr) {
        AttrKind::Float { bits, ty } => (*bits, *ty),
        _ => return Err(MatchFailure),
    };
    let sem = super::arith::fold::float_sem(ctx, float_ty).ok_or(MatchFailure)?;
    if apfloat::is_nan(sem, rhs) {
        return Err(MatchFailure);
    }
    let mantissa_width = sem.precision() as i32;
    let (unsigned, int_val) = if let Some(d) = rw.defining_op(lhs, SIToFPOp::NAME) {
        (false, rw.body().operand(d, 0))
    } else if let Some(d) = rw.defining_op(lhs, UIToFPOp::NAME) {
        (true, rw.body().operand(d, 0))
    } else {
        return Err(MatchFailure);
    };
    let int_ty = rw.body().value_type(int_val);
    let width = TypeView::new(ctx, int_ty)
        .integer_width()
        .filter(|&w| (1..=128).contains(&w))
        .ok_or(MatchFailure)?;
    let value_bits = if unsigned { width } else { width - 1 } as i32;
    if width as i32 > mantissa_width {
        let exponent = ilogb(sem, rhs);
        if exponent == i32::MAX {
            if max_exponent(sem) < value_bits {
                return Err(MatchFailure);
            }
        } else if mantissa_width <= exponent && exponent <= value_bits {
            return Err(MatchFailure);
        }
    }
    let loc = rw.body().loc(op);
    let i1 = ctx.int_type(1);
    let replace_with_bool = |rw: &mut PatternRewriter<'_>, v: bool| {
        rw.replace_op_with_new_op(
            op,
            ConstantOp::build(ctx, loc, i1, ctx.integer_attr(i128::from(v), i1)),
        );
        Ok(())
    };
    let mut pred = match fpred {
        CmpFPredicate::Ord => return replace_with_bool(rw, true),
        CmpFPredicate::Uno => return replace_with_bool(rw, false),
        p => integer_predicate(p, unsigned).ok_or(MatchFailure)?,
    };
    let mask = strata_framework::support::apint::mask(width);
    let (max, min) = if unsigned {
        (mask, 0)
    } else {
        (mask >> 1, 1u128 << (width - 1))
    };
    let signed = !unsigned;
    // Beyond the integers' range, the comparison is known.
    let max_f = apfloat::from_int(sem, max, width, signed);
    if apfloat::compare(sem, max_f, rhs) == Some(Ordering::Less) {
        let lt = if unsigned {
            [I::Ult, I::Ule]
        } else {
            [I::Slt, I::Sle]
        };
        return replace_with_bool(rw, pred == I::Ne || lt.contains(&pred));
    }
    let min_f = apfloat::from_int(sem, min, width, signed);
    if apfloat::compare(sem, min_f, rhs) == Some(Ordering::Greater) {
        let gt = if unsigned {
            [I::Ugt, I::Uge]
        } else {
            [I::Sgt, I::Sge]
        };
        return replace_with_bool(rw, pred == I::Ne || gt.contains(&pred));
    }
    let rhs_int = apfloat::to_int(sem, rhs, width, signed).ok_or(MatchFailure)?;
    let zero = matches!(apfloat::classify(sem, rhs), apfloat::Class::Zero(_));
    if !zero {
        let back = apfloat::from_int(sem, rhs_int, width, signed);
        if apfloat::compare(sem, back, rhs) != Some(Ordering::Equal) {
            // A fractional constant: rhs_int is rounded toward zero.
            let negative = matches!(
                apfloat::classify(sem, rhs),
                apfloat::Class::Finite { neg: true, .. } | apfloat::Class::Inf(true)
            );
            match pred {
                I::Ne => return replace_with_bool(rw, true),
                I::Eq => return replace_with_bool(rw, false),
                I::Ule if negative => return replace_with_bool(rw, false),
                I::Ule => {}
                I::Sle if negative => pred = I::Slt,
                I::Sle => {}
                I::Ult if negative => return replace_with_bool(rw, false),
                I::Ult => pred = I::Ule,
                I::Slt if !negative => pred = I::Sle,
                I::Slt => {}
                I::Ugt if negative => return replace_with_bool(rw, true),
                I::Ugt => {}
                I::Sgt if negative => pred = I::Sge,
                I::Sgt => {}
                I::Uge if negative => return replace_with_bool(rw, true),
                I::Uge => pred = I::Ugt,
                I::Sge if !negative => pred = I::Sgt,
                I::Sge => {}
            }
        }
    }
    let c = rw.create(ConstantOp::build(
        ctx,
        loc,
        int_ty,
        ctx.integer_attr(rhs_int as i128, int_ty),
    ));
    let c = rw.body().results(c)[0];
    let result_ty = rw.body().value_type(rw.body().results(op)[0]);
    rw.replace_op_with_new_op(op, CmpIOp::build(ctx, loc, int_val, c, result_ty, pred));
    Ok(())
}

impl HasCanonicalizer for super::arith::CmpFOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        let root =
            strata_framework::rewrite::PatternRoot::Op(ctx.ident(super::arith::CmpFOp::NAME));
        patterns.add_fn(ctx, root, 1, "CmpFIntToFPConst", cmpf_int_to_fp_const);
    }
}
