//! The folds of the `arith` ops (each op whose spec says `hasFolder = 1`), computing
//! exactly as MLIR 16's folds do: integers as `support::apint::ApInt` of the element width
//! (`index` as 64 bits), floats as `support::apfloat` bit patterns of their format.
//!
//! Constants are scalars (integer and float attributes), splats and other `dense`
//! elements of vector and tensor type, folded elementwise where MLIR folds them; sparse
//! elements are not folded. Float folds compute exactly in every format
//! (`support::apfloat`).

use super::*;
use std::cmp::Ordering;
use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::fold::InPlaceFold;
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::support::apfloat::{self, BinOp, FloatSem};
use strata_framework::support::apint::{mask, ApInt};

// ----- constants as element lists -----

/// The integer or float attribute of scalar type `ty` holding the bits `v`.
fn make_scalar(ctx: &Context, ty: Type, v: u128) -> Option<Attribute> {
    if let Some(w) = int_elem_width(ctx, ty) {
        return Some(ctx.integer_attr(ApInt::new(w, v).to_i128(), ty));
    }
    float_sem(ctx, ty)?;
    Some(ctx.intern_attr(AttrKind::Float { bits: v, ty }))
}

/// The element bits of a constant: the one of a scalar, or those of an elements
/// attribute, borrowed from the context (no copy).
enum Vals<'a> {
    One(u128),
    Many(&'a [u128]),
}

impl std::ops::Deref for Vals<'_> {
    type Target = [u128];
    fn deref(&self) -> &[u128] {
        match self {
            Vals::One(v) => std::slice::from_ref(v),
            Vals::Many(vs) => vs,
        }
    }
}

/// A constant operand: the bits of its elements (one for a scalar or a splat).
struct Elems<'a> {
    /// The attribute's type.
    ty: Type,
    /// The element type.
    elem: Type,
    /// Whether it is an elements attribute (of vector or tensor type).
    shaped: bool,
    /// The element bits.
    values: Vals<'a>,
    /// The number of elements (1 for a scalar).
    n: usize,
}

impl Elems<'_> {
    fn get(&self, i: usize) -> u128 {
        if self.values.len() == 1 {
            self.values[0]
        } else {
            self.values[i]
        }
    }

    /// The single value of a scalar or splat.
    fn single(&self) -> Option<u128> {
        (self.values.len() == 1).then(|| self.values[0])
    }
}

/// The width of an integer or `index` element type (at most 128 bits).
pub(crate) fn int_elem_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, ty).filter(|&w| (1..=128).contains(&w))
}

/// The format of a float element type `support::apfloat` computes with.
pub(crate) fn float_sem(ctx: &Context, ty: Type) -> Option<FloatSem> {
    match ctx.type_kind_ref(ty) {
        TypeKind::Float(k) => Some(match k {
            FloatKind::BF16 => FloatSem::BF16,
            FloatKind::F16 => FloatSem::F16,
            FloatKind::F32 => FloatSem::F32,
            FloatKind::F64 => FloatSem::F64,
            FloatKind::F80 => FloatSem::F80,
            FloatKind::F128 => FloatSem::F128,
            FloatKind::TF32 => FloatSem::TF32,
            FloatKind::F8E5M2 => FloatSem::F8E5M2,
            FloatKind::F8E4M3FN => FloatSem::F8E4M3FN,
        }),
        _ => None,
    }
}

/// The element type of a vector or tensor type (the type itself otherwise).
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    TypeView::new(ctx, ty).element_type().ty
}

/// The constant `a` as elements, when it is an integer or float attribute or `dense`
/// elements of integers or floats of a static shape.
fn elems(ctx: &Context, a: Option<Attribute>) -> Option<Elems<'_>> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::Integer { value, ty } => {
            let w = int_elem_width(ctx, *ty)?;
            Some(Elems {
                ty: *ty,
                elem: *ty,
                shaped: false,
                values: Vals::One(*value as u128 & mask(w)),
                n: 1,
            })
        }
        AttrKind::Float { bits, ty } => {
            float_sem(ctx, *ty)?;
            Some(Elems {
                ty: *ty,
                elem: *ty,
                shaped: false,
                values: Vals::One(*bits),
                n: 1,
            })
        }
        AttrKind::DenseElements {
            ty,
            complex: false,
            values,
            ..
        } => {
            let view = TypeView::new(ctx, *ty);
            let elem = view.element_type().ty;
            if int_elem_width(ctx, elem).is_none() && float_sem(ctx, elem).is_none() {
                return None;
            }
            let n = view
                .shape()?
                .iter()
                .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
            if n == 0 || values.is_empty() || (values.len() != 1 && values.len() != n) {
                return None;
            }
            Some(Elems {
                ty: *ty,
                elem,
                shaped: true,
                values: Vals::Many(values),
                n,
            })
        }
        _ => None,
    }
}

/// The attribute of type `ty` holding `values` (one per element, or one for a scalar):
/// an integer or float attribute, or `dense` elements (a splat when all are equal).
fn make(ctx: &Context, ty: Type, shaped: bool, mut values: Vec<u128>) -> Option<Attribute> {
    if !shaped {
        return make_scalar(ctx, ty, *values.first()?);
    }
    let elem = element_type(ctx, ty);
    let kind = match *ctx.type_kind_ref(elem) {
        TypeKind::Integer { width, signedness } if (1..=128).contains(&width) => {
            DenseElemKind::Int(width, signedness)
        }
        TypeKind::Index => DenseElemKind::Index,
        TypeKind::Float(k) => DenseElemKind::Float(k),
        _ => return None,
    };
    if values.len() > 1 && values.iter().all(|&v| v == values[0]) {
        values.truncate(1);
    }
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        kind,
        complex: false,
        values,
    }))
}

/// MLIR's `Builder::getZeroAttr`: zero of an integer, `index` or float type, or a splat of
/// it for a vector or tensor type.
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let shaped = TypeView::new(ctx, ty).is_shaped();
    make(ctx, ty, shaped, vec![0]).or_else(|| {
        let w = wide_width(ctx, ty)?;
        make_ints(ctx, ty, shaped, vec![ApInt::zero(w)])
    })
}

/// MLIR's `constFoldBinaryOp`: both operands constants of the same type, the result of
/// `f` on each pair of elements (scalars, splats, or elementwise); `f` giving `None` for
/// any element gives no fold.
fn fold_binary(
    ctx: &Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let a = elems(ctx, operands[0])?;
    let b = elems(ctx, operands[1])?;
    if a.ty != b.ty || a.shaped != b.shaped {
        return None;
    }
    if !a.shaped {
        return make_scalar(ctx, a.ty, f(a.values[0], b.values[0])?);
    }
    let values = if a.values.len() == 1 && b.values.len() == 1 {
        vec![f(a.values[0], b.values[0])?]
    } else {
        (0..a.n)
            .map(|i| f(a.get(i), b.get(i)))
            .collect::<Option<Vec<_>>>()?
    };
    make(ctx, a.ty, a.shaped, values)
}

/// [`fold_binary`] on integers.
pub(crate) fn fold_int(
    ctx: &Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(ApInt, ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    // Integers wider than 128 bits are not `elems`.
    let Some(a) = elems(ctx, operands[0]) else {
        return if is_wide(ctx, operands[0]) {
            fold_int_generic(ctx, operands, f)
        } else {
            None
        };
    };
    let w = int_elem_width(ctx, a.elem)?;
    fold_binary(ctx, operands, |a, b| {
        f(ApInt::new(w, a), ApInt::new(w, b)).map(|r| r.bits())
    })
}

/// Whether the constant is an integer attribute or `dense` integer elements wider than
/// 128 bits.
fn is_wide(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| {
        matches!(
            ctx.attr_kind_ref(a),
            AttrKind::WideInteger { .. } | AttrKind::DenseWideInts { .. }
        )
    })
}

/// A constant of integers of any width: its elements as `ApInt` (one for a scalar or a
/// splat).
struct IntElems {
    ty: Type,
    shaped: bool,
    values: Vec<ApInt>,
    n: usize,
}

impl IntElems {
    fn get(&self, i: usize) -> ApInt {
        if self.values.len() == 1 {
            self.values[0].clone()
        } else {
            self.values[i].clone()
        }
    }
}

/// The constant `a` as integers of any width (scalar, splat or elements).
fn int_elems(ctx: &Context, a: Option<Attribute>) -> Option<IntElems> {
    match ctx.attr_kind_ref(a?) {
        AttrKind::WideInteger { value, ty } => Some(IntElems {
            ty: *ty,
            shaped: false,
            values: vec![(**value).clone()],
            n: 1,
        }),
        AttrKind::DenseWideInts { ty, values } => {
            let view = TypeView::new(ctx, *ty);
            let n = view
                .shape()?
                .iter()
                .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
            if n == 0 || values.is_empty() || (values.len() != 1 && values.len() != n) {
                return None;
            }
            Some(IntElems {
                ty: *ty,
                shaped: true,
                values: values.clone(),
                n,
            })
        }
        _ => {
            let e = elems(ctx, a)?;
            let w = int_elem_width(ctx, e.elem)?;
            Some(IntElems {
                ty: e.ty,
                shaped: e.shaped,
                values: e.values.iter().map(|&v| ApInt::new(w, v)).collect(),
                n: e.n,
            })
        }
    }
}

/// The integer attribute (or `dense` elements, a splat when all are equal) of type `ty`
/// holding `values` (of the element width).
fn make_ints(ctx: &Context, ty: Type, shaped: bool, values: Vec<ApInt>) -> Option<Attribute> {
    let first = values.first()?;
    if !first.is_wide() {
        let bits = values.iter().map(ApInt::bits).collect();
        return make(ctx, ty, shaped, bits);
    }
    if !shaped {
        return Some(ctx.apint_attr(values.into_iter().next()?, ty));
    }
    let mut values = values;
    if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        values.truncate(1);
    }
    Some(ctx.intern_attr(AttrKind::DenseWideInts { ty, values }))
}

/// [`fold_binary`] on integers of any width, as `ApInt`.
fn fold_int_generic(
    ctx: &Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(ApInt, ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    let a = int_elems(ctx, operands[0])?;
    let b = int_elems(ctx, operands[1])?;
    if a.ty != b.ty || a.shaped != b.shaped {
        return None;
    }
    let values = if a.values.len() == 1 && b.values.len() == 1 {
        vec![f(a.get(0), b.get(0))?]
    } else {
        (0..a.n)
            .map(|i| f(a.get(i), b.get(i)))
            .collect::<Option<Vec<_>>>()?
    };
    make_ints(ctx, a.ty, a.shaped, values)
}

/// MLIR's `constFoldCastOp` from integers of any width: the constant `operand` mapped
/// elementwise by `f` to integers (of the result's element width) of type `result_ty`.
pub(crate) fn fold_int_map(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    mut f: impl FnMut(ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    let a = int_elems(ctx, operand)?;
    let values = a
        .values
        .into_iter()
        .map(&mut f)
        .collect::<Option<Vec<_>>>()?;
    make_ints(ctx, result_ty, a.shaped, values)
}

/// The width of the integer element type of `ty` when it is above 128 bits.
fn wide_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, element_type(ctx, ty)).filter(|&w| w > 128)
}

/// [`fold_binary`] on floats.
pub(crate) fn fold_float(
    ctx: &Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(FloatSem, u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let sem = float_sem(ctx, elems(ctx, operands[0])?.elem)?;
    fold_binary(ctx, operands, |a, b| f(sem, a, b))
}

/// MLIR's `constFoldUnaryOp` and `constFoldCastOp`: the constant `operand` mapped
/// elementwise by `f` to a constant of type `result_ty` (a scalar for a scalar); `f`
/// giving `None` for any element gives no fold.
pub(crate) fn fold_cast(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    mut f: impl FnMut(u128) -> Option<u128>,
) -> Option<Attribute> {
    let a = elems(ctx, operand)?;
    let values = if a.values.len() == 1 {
        vec![f(a.values[0])?]
    } else {
        a.values.iter().map(|&v| f(v)).collect::<Option<Vec<_>>>()?
    };
    make(ctx, result_ty, a.shaped, values)
}

/// The integer of a constant scalar or splat (MLIR's `m_ConstantInt`), as `ApInt`.
fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    let Some(e) = elems(ctx, a) else {
        // Integers wider than 128 bits are not `elems`.
        let e = int_elems(ctx, a).filter(|_| is_wide(ctx, a))?;
        return (e.values.len() == 1).then(|| e.get(0));
    };
    let w = int_elem_width(ctx, e.elem)?;
    Some(ApInt::new(w, e.single()?))
}

/// MLIR's `m_Zero`.
fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|x| x.is_zero())
}

/// The constant operand `i` of `op` holds through the constant op defining it. MLIR 16's
/// folds of `muli`, `andi`, `remui`, `remsi` and the extended multiplications match their
/// right operand as a value (`m_Zero`/`m_One` on `getRhs()`), not its constant: under
/// `sccp`, an operand known to be constant but defined by another op does not match.
fn rhs_defined_constant(op: &OpRef<'_>) -> Option<Attribute> {
    strata_framework::ir::fold::constant_value(op.ctx, op.body, op.body.operand(op.op, 1))
}

/// MLIR's `m_One`.
fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|x| x.is_one())
}

/// The float of a constant scalar or splat, with its format.
fn const_float(ctx: &Context, a: Option<Attribute>) -> Option<(FloatSem, u128)> {
    let e = elems(ctx, a)?;
    let sem = float_sem(ctx, e.elem)?;
    Some((sem, e.single()?))
}

/// Whether a constant float (scalar or splat) has exactly the bits `f` gives for its
/// format (MLIR's `m_PosZeroFloat`, `m_NegZeroFloat`, `m_OneFloat`, `m_PosInfFloat`,
/// `m_NegInfFloat`).
fn is_float(ctx: &Context, a: Option<Attribute>, f: impl Fn(FloatSem) -> u128) -> bool {
    const_float(ctx, a).is_some_and(|(sem, bits)| bits == f(sem))
}

fn one_float(sem: FloatSem) -> u128 {
    apfloat::from_int(sem, 1, 2, false)
}

/// The constant of value `v` in `op`'s arena.
fn value_const(op: &OpRef<'_>, v: Value) -> Option<Attribute> {
    strata_framework::ir::fold::constant_value(op.ctx, op.body, v)
}

fn attr_or_no(a: Option<Attribute>) -> Folded {
    Folded::attr_or_no(a)
}

// ----- integer arithmetic -----

impl HasFolder for AddIOp<'_> {
    /// `addi(x, 0) -> x`, `addi(subi(a, b), b) -> a`, `addi(b, subi(a, b)) -> a`, and the
    /// sum of two constants, wrapping.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        if is_zero(op.ctx, operands[1]) {
            return Folded::value(lhs);
        }
        if let Some(sub) = defining(op, lhs).and_then(SubIOp::cast) {
            if sub.rhs() == rhs {
                return Folded::value(sub.lhs());
            }
        }
        if let Some(sub) = defining(op, rhs).and_then(SubIOp::cast) {
            if sub.rhs() == lhs {
                return Folded::value(sub.lhs());
            }
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| Some(a.wrapping_add(b))))
    }
}

impl HasFolder for AddUIExtendedOp<'_> {
    /// `addui_extended(x, 0) -> x, false`, and for two constants their sum (wrapping) and
    /// whether the unsigned addition overflowed.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let overflow_ty = op.value_type(self.overflow());
        if is_zero(ctx, value_const(op, self.rhs())) {
            let Some(f) = zero_attr(ctx, overflow_ty) else {
                return Folded::No;
            };
            return Folded::Results(vec![
                OpFoldResult::Value(self.lhs()),
                OpFoldResult::Attribute(f),
            ]);
        }
        let Some(sum) = fold_int(ctx, operands, |a, b| Some(a.wrapping_add(b))) else {
            return Folded::No;
        };
        // The overflow: the sum is below the first operand.
        if is_wide(ctx, Some(sum)) {
            let (Some(s), Some(a)) = (int_elems(ctx, Some(sum)), int_elems(ctx, operands[0]))
            else {
                return Folded::No;
            };
            let n = if s.values.len() == 1 && a.values.len() == 1 {
                1
            } else {
                a.n.max(s.n)
            };
            let values = (0..n)
                .map(|i| u128::from(s.get(i).ult(&a.get(i))))
                .collect::<Vec<_>>();
            let Some(overflow) = make(ctx, overflow_ty, s.shaped, values) else {
                return Folded::No;
            };
            return Folded::Results(vec![
                OpFoldResult::Attribute(sum),
                OpFoldResult::Attribute(overflow),
            ]);
        }
        let (Some(s), Some(a)) = (elems(ctx, Some(sum)), elems(ctx, operands[0])) else {
            return Folded::No;
        };
        let values = (0..a.n.max(s.n))
            .map(|i| u128::from(s.get(i) < a.get(i)))
            .collect::<Vec<_>>();
        let values = if s.values.len() == 1 && a.values.len() == 1 {
            values[..1].to_vec()
        } else {
            values
        };
        let Some(overflow) = make(ctx, overflow_ty, s.shaped, values) else {
            return Folded::No;
        };
        Folded::Results(vec![
            OpFoldResult::Attribute(sum),
            OpFoldResult::Attribute(overflow),
        ])
    }
}

impl HasFolder for SubIOp<'_> {
    /// `subi(x, x) -> 0`, `subi(x, 0) -> x`, `subi(addi(a, b), b) -> a`,
    /// `subi(addi(a, b), a) -> b`, and the difference of two constants, wrapping.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        if lhs == rhs {
            return attr_or_no(zero_attr(op.ctx, op.value_type(self.result())));
        }
        if is_zero(op.ctx, operands[1]) {
            return Folded::value(lhs);
        }
        if let Some(add) = defining(op, lhs).and_then(AddIOp::cast) {
            if rhs == add.rhs() {
                return Folded::value(add.lhs());
            }
            if rhs == add.lhs() {
                return Folded::value(add.rhs());
            }
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| Some(a.wrapping_sub(b))))
    }
}

impl HasFolder for MulIOp<'_> {
    /// `muli(x, 0) -> 0` (the constant operand), `muli(x, 1) -> x`, and the product of two
    /// constants, wrapping.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let rhs = rhs_defined_constant(op);
        if is_zero(op.ctx, rhs) {
            return Folded::value(self.rhs());
        }
        if is_one(op.ctx, rhs) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| Some(a.wrapping_mul(b))))
    }
}

/// The extended multiplications: `(x, 0) -> 0, 0`, for the unsigned one `(x, 1) -> x, 0`,
/// and for two constants the low and high halves of their double-width product.
fn fold_mul_extended(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    lhs: Value,
    signed: bool,
) -> Folded {
    let ctx = op.ctx;
    let rhs = rhs_defined_constant(op);
    if is_zero(ctx, rhs) {
        let zero = rhs.expect("a constant");
        return Folded::Results(vec![
            OpFoldResult::Attribute(zero),
            OpFoldResult::Attribute(zero),
        ]);
    }
    if !signed && is_one(ctx, rhs) {
        let Some(zero) = zero_attr(ctx, op.value_type(lhs)) else {
            return Folded::No;
        };
        return Folded::Results(vec![
            OpFoldResult::Value(lhs),
            OpFoldResult::Attribute(zero),
        ]);
    }
    let Some(low) = fold_int(ctx, operands, |a, b| Some(a.wrapping_mul(b))) else {
        return Folded::No;
    };
    let Some(high) = fold_int(ctx, operands, |a, b| Some(a.mul_high(b, signed))) else {
        return Folded::No;
    };
    Folded::Results(vec![
        OpFoldResult::Attribute(low),
        OpFoldResult::Attribute(high),
    ])
}

impl HasFolder for MulSIExtendedOp<'_> {
    /// `mulsi_extended(x, 0) -> 0, 0`, and the signed double-width product of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_mul_extended(&self.0, operands, self.lhs(), true)
    }
}

impl HasFolder for MulUIExtendedOp<'_> {
    /// `mului_extended(x, 0) -> 0, 0`, `mului_extended(x, 1) -> x, 0`, and the unsigned
    /// double-width product of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_mul_extended(&self.0, operands, self.lhs(), false)
    }
}

impl HasFolder for DivUIOp<'_> {
    /// `divui(x, 1) -> x`, and the quotient of constants unless a divisor is zero.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        if is_one(self.0.ctx, operands[1]) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(self.0.ctx, operands, |a, b| a.udiv(b)))
    }
}

impl HasFolder for DivSIOp<'_> {
    /// `divsi(x, 1) -> x`, and the quotient of constants unless a divisor is zero or the
    /// division overflows (the smallest value by -1).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        if is_one(self.0.ctx, operands[1]) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(self.0.ctx, operands, |a, b| {
            let (q, overflow) = a.sdiv_ov(b)?;
            (!overflow).then_some(q)
        }))
    }
}

impl HasFolder for CeilDivUIOp<'_> {
    /// `ceildivui(x, 1) -> x`, and the quotient of constants rounded up unless a divisor is
    /// zero.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        if is_one(self.0.ctx, operands[1]) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(self.0.ctx, operands, |a, b| {
            let q = a.clone().udiv(b.clone())?;
            if a.urem(b)?.is_zero() {
                return Some(q);
            }
            let one = ApInt::new(q.width(), 1);
            let (q, overflow) = q.uadd_ov(one);
            (!overflow).then_some(q)
        }))
    }
}

/// `ceildivsi` of constants as MLIR 16 computes it, by the signs of the operands: both
/// positive, `(a - 1) / b + 1`; both negative, `(a + 1) / b + 1`, not folded when that
/// last addition overflows (the smallest value by -1); otherwise the negated quotient of
/// the magnitudes, in wrapping arithmetic (the smallest value by 2 in `i8` gives 64).
/// `None` for a zero divisor.
fn ceil_div_signed(a: ApInt, b: ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a);
    }
    let w = a.width();
    let zero = ApInt::zero(w);
    let one = ApInt::new(w, 1);
    let sdiv = |x: ApInt, y: ApInt| x.clone().sdiv_ov(y).map_or(x, |(q, _)| q);
    let a_pos = !a.is_negative();
    let b_pos = !b.is_negative();
    match (a_pos, b_pos) {
        (true, true) => Some(sdiv(a.wrapping_sub(one.clone()), b).wrapping_add(one)),
        (false, false) => {
            let (q, overflow) = sdiv(a.wrapping_add(one.clone()), b).sadd_ov(one);
            (!overflow).then_some(q)
        }
        (false, true) => Some(zero.clone().wrapping_sub(sdiv(zero.wrapping_sub(a), b))),
        (true, false) => Some(zero.clone().wrapping_sub(sdiv(a, zero.wrapping_sub(b)))),
    }
}

/// `floordivsi` of constants as MLIR 16 computes it: through the operands' magnitudes, in
/// wrapping arithmetic (an intermediate overflow is not detected: the smallest value by
/// -1 gives the smallest value, and by -3 in `i8` gives -42); `None` for a zero divisor.
fn floor_div_signed(a: ApInt, b: ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a);
    }
    let w = a.width();
    let zero = ApInt::zero(w);
    let one = ApInt::new(w, 1);
    // Wrapping signed division (never the smallest value by -1 below).
    let sdiv = |x: ApInt, y: ApInt| x.clone().sdiv_ov(y).map_or(x, |(q, _)| q);
    // `ceil(x / y)` for non-negative operands: `(x - 1) / y + 1`.
    let ceil = |x: ApInt, y: ApInt| sdiv(x.wrapping_sub(one.clone()), y).wrapping_add(one.clone());
    let a_pos = !a.is_negative();
    let b_pos = !b.is_negative();
    let z = || zero.clone();
    Some(match (a_pos, b_pos) {
        (true, true) => sdiv(a, b),
        (false, false) => sdiv(z().wrapping_sub(a), z().wrapping_sub(b)),
        (false, true) => z().wrapping_sub(ceil(z().wrapping_sub(a), b)),
        (true, false) => z().wrapping_sub(ceil(a, z().wrapping_sub(b))),
    })
}

impl HasFolder for CeilDivSIOp<'_> {
    /// `ceildivsi(x, 1) -> x`, and the quotient of constants rounded up unless a divisor
    /// is zero or the division overflows.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        if is_one(self.0.ctx, operands[1]) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(self.0.ctx, operands, ceil_div_signed))
    }
}

impl HasFolder for FloorDivSIOp<'_> {
    /// `floordivsi(x, 1) -> x`, and the quotient of constants rounded down (as MLIR 16
    /// computes it, see `floor_div_signed`) unless a divisor is zero.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        if is_one(self.0.ctx, operands[1]) {
            return Folded::value(self.lhs());
        }
        attr_or_no(fold_int(self.0.ctx, operands, floor_div_signed))
    }
}

impl HasFolder for RemUIOp<'_> {
    /// `remui(x, 1) -> 0`, and the remainder of constants unless a divisor is zero.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        if is_one(op.ctx, rhs_defined_constant(op)) {
            return attr_or_no(zero_attr(op.ctx, op.value_type(self.result())));
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| a.urem(b)))
    }
}

impl HasFolder for RemSIOp<'_> {
    /// `remsi(x, 1) -> 0`, and the remainder of constants (the dividend's sign) unless a
    /// divisor is zero.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        if is_one(op.ctx, rhs_defined_constant(op)) {
            return attr_or_no(zero_attr(op.ctx, op.value_type(self.result())));
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| a.srem(b)))
    }
}

// ----- bitwise -----

/// Whether `v` is `xori(x, all ones)` of `x`.
fn is_not_of(op: &OpRef<'_>, v: Value, x: Value) -> bool {
    defining(op, v).and_then(XOrIOp::cast).is_some_and(|xor| {
        xor.lhs() == x
            && const_int(op.ctx, value_const(op, xor.rhs())).is_some_and(|x| x.is_all_ones())
    })
}

impl HasFolder for AndIOp<'_> {
    /// `andi(x, 0) -> 0`, `andi(x, all ones) -> x`, `andi(x, not(x)) -> 0`,
    /// `andi(not(x), x) -> 0`, `andi(a, andi(a, b)) -> andi(a, b)`, the conjunction of
    /// constants, and (the `Idempotent` trait)
    /// `andi(x, x) -> x`.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        if is_zero(op.ctx, rhs_defined_constant(op)) {
            return Folded::value(rhs);
        }
        if const_int(op.ctx, operands[1]).is_some_and(|x| x.is_all_ones()) {
            return Folded::value(lhs);
        }
        if is_not_of(op, rhs, lhs) || is_not_of(op, lhs, rhs) {
            return attr_or_no(zero_attr(op.ctx, op.value_type(self.result())));
        }
        // andi(a, andi(a, b)) -> andi(a, b), the inner andi on either side.
        for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(prev) = defining(op, inner).and_then(AndIOp::cast) {
                if other == prev.lhs() || other == prev.rhs() {
                    return Folded::value(inner);
                }
            }
        }
        if let Some(a) = fold_int(op.ctx, operands, |a, b| Some(a.and(b))) {
            return Folded::attr(a);
        }
        if lhs == rhs {
            return Folded::value(lhs);
        }
        Folded::No
    }
}

impl HasFolder for OrIOp<'_> {
    /// `ori(x, 0) -> x`, `ori(x, all ones) -> all ones`, the disjunction of constants, and
    /// (the `Idempotent` trait) `ori(x, x) -> x`.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        if is_zero(op.ctx, operands[1]) {
            return Folded::value(lhs);
        }
        if let Some(r) = operands[1] {
            if matches!(
                op.ctx.attr_kind_ref(r),
                AttrKind::Integer { .. } | AttrKind::WideInteger { .. }
            ) && const_int(op.ctx, Some(r)).is_some_and(|x| x.is_all_ones())
            {
                return Folded::attr(r);
            }
        }
        if let Some(a) = fold_int(op.ctx, operands, |a, b| Some(a.or(b))) {
            return Folded::attr(a);
        }
        if lhs == rhs {
            return Folded::value(lhs);
        }
        Folded::No
    }
}

impl HasFolder for XOrIOp<'_> {
    /// `xori(x, 0) -> x`, `xori(x, x) -> 0`, `xori(xori(x, a), a) -> x` (either operand of
    /// either xori), and the exclusive or of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        if is_zero(op.ctx, operands[1]) {
            return Folded::value(lhs);
        }
        if lhs == rhs {
            return attr_or_no(zero_attr(op.ctx, op.value_type(self.result())));
        }
        if let Some(prev) = defining(op, lhs).and_then(XOrIOp::cast) {
            if prev.rhs() == rhs {
                return Folded::value(prev.lhs());
            }
            if prev.lhs() == rhs {
                return Folded::value(prev.rhs());
            }
        }
        if let Some(prev) = defining(op, rhs).and_then(XOrIOp::cast) {
            if prev.rhs() == lhs {
                return Folded::value(prev.lhs());
            }
            if prev.lhs() == lhs {
                return Folded::value(prev.rhs());
            }
        }
        attr_or_no(fold_int(op.ctx, operands, |a, b| Some(a.xor(b))))
    }
}

/// The shifts: `x << 0 -> x` (and the right shifts likewise), and the shift of constants,
/// unless the shift amount of the last element computed exceeds the width (MLIR's folds
/// only look at that one; a shift by the width or more gives zero, or the sign bits).
fn fold_shift(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    lhs: Value,
    f: impl Fn(ApInt, u128) -> ApInt,
) -> Folded {
    if is_zero(op.ctx, operands[1]) {
        return Folded::value(lhs);
    }
    let mut bounded = false;
    let r = fold_int(op.ctx, operands, |a, b| {
        bounded = b
            .to_u128_exact()
            .is_some_and(|v| v <= u128::from(b.width()));
        Some(f(a, b.bits()))
    });
    if bounded {
        attr_or_no(r)
    } else {
        Folded::No
    }
}

impl HasFolder for ShLIOp<'_> {
    /// `shli(x, 0) -> x`, and constants shifted left.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_shift(&self.0, operands, self.lhs(), ApInt::shl_by)
    }
}

impl HasFolder for ShRUIOp<'_> {
    /// `shrui(x, 0) -> x`, and constants shifted right, logically.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_shift(&self.0, operands, self.lhs(), ApInt::lshr)
    }
}

impl HasFolder for ShRSIOp<'_> {
    /// `shrsi(x, 0) -> x`, and constants shifted right, arithmetically.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_shift(&self.0, operands, self.lhs(), ApInt::ashr)
    }
}

// ----- integer min/max -----

/// `max/min(x, x) -> x`, `(x, absorbing) -> absorbing`, `(x, identity) -> x`, and the
/// result on constants.
fn fold_min_max(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    lhs: Value,
    rhs: Value,
    absorbing: impl Fn(&ApInt) -> bool,
    identity: impl Fn(&ApInt) -> bool,
    f: impl Fn(ApInt, ApInt) -> ApInt,
) -> Folded {
    if lhs == rhs {
        return Folded::value(rhs);
    }
    if let Some(c) = const_int(op.ctx, operands[1]) {
        if absorbing(&c) {
            return Folded::value(rhs);
        }
        if identity(&c) {
            return Folded::value(lhs);
        }
    }
    attr_or_no(fold_int(op.ctx, operands, |a, b| Some(f(a, b))))
}

impl HasFolder for MaxSIOp<'_> {
    /// `maxsi(x, x) -> x`, `maxsi(x, MAX) -> MAX`, `maxsi(x, MIN) -> x`, and constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(
            &self.0,
            operands,
            self.lhs(),
            self.rhs(),
            ApInt::is_max_signed,
            ApInt::is_min_signed,
            ApInt::smax,
        )
    }
}

impl HasFolder for MaxUIOp<'_> {
    /// `maxui(x, x) -> x`, `maxui(x, MAX) -> MAX`, `maxui(x, 0) -> x`, and constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(
            &self.0,
            operands,
            self.lhs(),
            self.rhs(),
            ApInt::is_max_unsigned,
            ApInt::is_zero,
            ApInt::umax,
        )
    }
}

impl HasFolder for MinSIOp<'_> {
    /// `minsi(x, x) -> x`, `minsi(x, MIN) -> MIN`, `minsi(x, MAX) -> x`, and constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(
            &self.0,
            operands,
            self.lhs(),
            self.rhs(),
            ApInt::is_min_signed,
            ApInt::is_max_signed,
            ApInt::smin,
        )
    }
}

impl HasFolder for MinUIOp<'_> {
    /// `minui(x, x) -> x`, `minui(x, 0) -> 0`, `minui(x, MAX) -> x`, and constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_min_max(
            &self.0,
            operands,
            self.lhs(),
            self.rhs(),
            ApInt::is_zero,
            ApInt::is_max_unsigned,
            ApInt::umin,
        )
    }
}

// ----- float arithmetic -----

impl HasFolder for NegFOp<'_> {
    /// `negf(negf(x)) -> x`, and a constant negated (its sign flipped, NaNs too).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        if let Some(inner) = defining(op, self.operand()).and_then(NegFOp::cast) {
            return Folded::value(inner.operand());
        }
        let ty = op.value_type(self.result());
        let Some(sem) = float_sem(op.ctx, element_type(op.ctx, ty)) else {
            return Folded::No;
        };
        attr_or_no(fold_cast(op.ctx, operands[0], ty, |x| {
            Some(apfloat::neg(sem, x))
        }))
    }
}

/// A float binary op: `(x, identity) -> x` when the right operand is the constant
/// `identity` gives for its format, else the result on constants.
fn fold_float_binary(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    lhs: Value,
    identity: Option<fn(FloatSem) -> u128>,
    bin: BinOp,
) -> Folded {
    if let Some(id) = identity {
        if is_float(op.ctx, operands[1], id) {
            return Folded::value(lhs);
        }
    }
    attr_or_no(fold_float(op.ctx, operands, |sem, a, b| {
        apfloat::binary(sem, bin, a, b)
    }))
}

impl HasFolder for AddFOp<'_> {
    /// `addf(x, -0) -> x`, and the sum of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let neg_zero: fn(FloatSem) -> u128 = |s| apfloat::zero(s, true);
        fold_float_binary(&self.0, operands, self.lhs(), Some(neg_zero), BinOp::Add)
    }
}

impl HasFolder for SubFOp<'_> {
    /// `subf(x, +0) -> x`, and the difference of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let pos_zero: fn(FloatSem) -> u128 = |s| apfloat::zero(s, false);
        fold_float_binary(&self.0, operands, self.lhs(), Some(pos_zero), BinOp::Sub)
    }
}

impl HasFolder for MulFOp<'_> {
    /// `mulf(x, 1) -> x`, and the product of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, self.lhs(), Some(one_float), BinOp::Mul)
    }
}

impl HasFolder for DivFOp<'_> {
    /// `divf(x, 1) -> x`, and the quotient of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, self.lhs(), Some(one_float), BinOp::Div)
    }
}

impl HasFolder for RemFOp<'_> {
    /// The IEEE remainder of constants (the quotient rounded to nearest, ties to even).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, self.lhs(), None, BinOp::Rem)
    }
}

/// `maxf`/`minf`: `(x, x) -> x`, `(x, identity) -> x` (`-inf` for `maxf`, `+inf` for
/// `minf`), and on constants LLVM's `maximum`/`minimum` (NaNs propagate, `-0 < +0`).
fn fold_float_min_max(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    lhs: Value,
    rhs: Value,
    max: bool,
) -> Folded {
    if lhs == rhs {
        return Folded::value(lhs);
    }
    if is_float(op.ctx, operands[1], |s| apfloat::infinity(s, max))
        && const_float(op.ctx, operands[1]).is_some_and(|(s, _)| s.has_infinity())
    {
        return Folded::value(lhs);
    }
    attr_or_no(fold_float(op.ctx, operands, |sem, a, b| {
        Some(if max {
            apfloat::maximum(sem, a, b)
        } else {
            apfloat::minimum(sem, a, b)
        })
    }))
}

impl HasFolder for MaxFOp<'_> {
    /// `maxf(x, x) -> x`, `maxf(x, -inf) -> x`, and the maximum of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_min_max(&self.0, operands, self.lhs(), self.rhs(), true)
    }
}

impl HasFolder for MinFOp<'_> {
    /// `minf(x, x) -> x`, `minf(x, +inf) -> x`, and the minimum of constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_min_max(&self.0, operands, self.lhs(), self.rhs(), false)
    }
}

// ----- casts -----

/// The width of the result's element type, an integer.
fn result_int_width(op: &OpRef<'_>, result: Value) -> Option<u32> {
    int_elem_width(op.ctx, element_type(op.ctx, op.value_type(result)))
}

/// `ext(ext(x)) -> ext(x)` in place (the inner extension's operand taken), else constants
/// extended.
fn fold_ext<'a>(
    op: &OpRef<'a>,
    operands: &[Option<Attribute>],
    input: Value,
    result: Value,
    inner_input: Option<Value>,
    signed: bool,
) -> Folded {
    if let Some(x) = inner_input {
        let _ = input;
        return Folded::InPlace(InPlaceFold {
            operands: Some(vec![x]),
            attrs: None,
            swap_regions: None,
        });
    }
    let result_ty = op.value_type(result);
    let (Some(w), Some(from)) = (
        result_int_width(op, result),
        int_elem_width(op.ctx, element_type(op.ctx, op.value_type(input))),
    ) else {
        let Some(w) = wide_width(op.ctx, result_ty) else {
            return Folded::No;
        };
        return attr_or_no(fold_int_map(op.ctx, operands[0], result_ty, |x| {
            Some(if signed { x.sext(w) } else { x.zext(w) })
        }));
    };
    attr_or_no(fold_cast(op.ctx, operands[0], op.value_type(result), |x| {
        let x = ApInt::new(from, x);
        Some(if signed { x.sext(w) } else { x.zext(w) }.bits())
    }))
}

impl HasFolder for ExtUIOp<'_> {
    /// `extui(extui(x)) -> extui(x)` (in place), and constants zero-extended.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let inner = defining(op, self.in_())
            .and_then(ExtUIOp::cast)
            .map(|e| e.in_());
        fold_ext(op, operands, self.in_(), self.out(), inner, false)
    }
}

impl HasFolder for ExtSIOp<'_> {
    /// `extsi(extsi(x)) -> extsi(x)` (in place), and constants sign-extended.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let inner = defining(op, self.in_())
            .and_then(ExtSIOp::cast)
            .map(|e| e.in_());
        fold_ext(op, operands, self.in_(), self.out(), inner, true)
    }
}

impl HasFolder for TruncIOp<'_> {
    /// `trunci(extui(x))` and `trunci(extsi(x))` -> `x` when `x` has the result's type,
    /// `trunci(trunci(x)) -> trunci(x)` (in place), and constants truncated.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let result_ty = op.value_type(self.out());
        if let Some(def) = defining(op, self.in_()) {
            let ext_input = ExtUIOp::cast(def)
                .map(|e| e.in_())
                .or_else(|| ExtSIOp::cast(def).map(|e| e.in_()));
            if let Some(x) = ext_input {
                if op.value_type(x) == result_ty {
                    return Folded::value(x);
                }
                return Folded::No;
            }
            if let Some(t) = TruncIOp::cast(def) {
                return Folded::InPlace(InPlaceFold {
                    operands: Some(vec![t.in_()]),
                    attrs: None,
                    swap_regions: None,
                });
            }
        }
        let Some(w) = result_int_width(op, self.out())
            .filter(|_| wide_width(op.ctx, op.value_type(self.in_())).is_none())
        else {
            let Some(w) = int_width(op.ctx, element_type(op.ctx, result_ty)) else {
                return Folded::No;
            };
            return attr_or_no(fold_int_map(op.ctx, operands[0], result_ty, |x| {
                Some(x.trunc(w))
            }));
        };
        attr_or_no(fold_cast(op.ctx, operands[0], result_ty, |x| {
            Some(x & mask(w))
        }))
    }
}

impl HasFolder for TruncFOp<'_> {
    /// A scalar constant converted as MLIR 16 converts it: to `f64` first (rounded to
    /// nearest even; a wider format's value may overflow to an infinity or underflow),
    /// then to the result's format; folded when that `f64` is exactly representable there
    /// (a NaN never is).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(e) = elems(ctx, operands[0]).filter(|e| !e.shaped) else {
            return Folded::No;
        };
        let result_ty = op.value_type(self.out());
        let (Some(from), Some(to)) = (float_sem(ctx, e.elem), float_sem(ctx, result_ty)) else {
            return Folded::No;
        };
        let Some((double, _)) = apfloat::convert(from, FloatSem::F64, e.values[0]) else {
            return Folded::No;
        };
        match apfloat::convert(FloatSem::F64, to, double) {
            Some((bits, true)) => Folded::attr(ctx.intern_attr(AttrKind::Float {
                bits,
                ty: result_ty,
            })),
            _ => Folded::No,
        }
    }
}

/// `uitofp`/`sitofp` of constants, rounded to nearest even.
fn fold_int_to_float(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    input: Value,
    result: Value,
    signed: bool,
) -> Folded {
    let ctx = op.ctx;
    let result_ty = op.value_type(result);
    if wide_width(ctx, op.value_type(input)).is_some() {
        let Some(sem) = float_sem(ctx, element_type(ctx, result_ty)) else {
            return Folded::No;
        };
        let Some(a) = int_elems(ctx, operands[0]) else {
            return Folded::No;
        };
        let values = a.values.iter().map(|x| x.to_float(sem, signed)).collect();
        return attr_or_no(make(ctx, result_ty, a.shaped, values));
    }
    let (Some(w), Some(sem)) = (
        int_elem_width(ctx, element_type(ctx, op.value_type(input))),
        float_sem(ctx, element_type(ctx, result_ty)),
    ) else {
        return Folded::No;
    };
    attr_or_no(fold_cast(ctx, operands[0], result_ty, |x| {
        Some(apfloat::from_int(sem, x, w, signed))
    }))
}

impl HasFolder for UIToFPOp<'_> {
    /// Constants read as unsigned, converted.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_int_to_float(&self.0, operands, self.in_(), self.out(), false)
    }
}

impl HasFolder for SIToFPOp<'_> {
    /// Constants read as signed, converted.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_int_to_float(&self.0, operands, self.in_(), self.out(), true)
    }
}

/// `fptoui`/`fptosi` of constants, rounded toward zero, unless a value is NaN, infinite
/// or out of the integer's range.
fn fold_float_to_int(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    input: Value,
    result: Value,
    signed: bool,
) -> Folded {
    let ctx = op.ctx;
    let result_ty = op.value_type(result);
    if let Some(w) = wide_width(ctx, result_ty) {
        let (Some(sem), Some(a)) = (
            float_sem(ctx, element_type(ctx, op.value_type(input))),
            elems(ctx, operands[0]),
        ) else {
            return Folded::No;
        };
        let values = a
            .values
            .iter()
            .map(|&x| ApInt::from_float(sem, x, w, signed))
            .collect::<Option<Vec<_>>>();
        return attr_or_no(values.and_then(|v| make_ints(ctx, result_ty, a.shaped, v)));
    }
    let (Some(sem), Some(w)) = (
        float_sem(ctx, element_type(ctx, op.value_type(input))),
        int_elem_width(ctx, element_type(ctx, result_ty)),
    ) else {
        return Folded::No;
    };
    attr_or_no(fold_cast(ctx, operands[0], result_ty, |x| {
        apfloat::to_int(sem, x, w, signed)
    }))
}

impl HasFolder for FPToUIOp<'_> {
    /// Constants converted to unsigned integers.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_to_int(&self.0, operands, self.in_(), self.out(), false)
    }
}

impl HasFolder for FPToSIOp<'_> {
    /// Constants converted to signed integers.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_to_int(&self.0, operands, self.in_(), self.out(), true)
    }
}

/// `index_cast`/`index_castui` of a scalar constant: its value as a 64-bit integer
/// (sign- or zero-extended from its width, the low 64 bits of a wider one; `true : i1`
/// is -1 signed), converted to the result type as an unsigned 64-bit number.
fn fold_index_cast(
    op: &OpRef<'_>,
    operand: Option<Attribute>,
    result: Value,
    signed: bool,
) -> Folded {
    let ctx = op.ctx;
    let Some(e) = int_elems(ctx, operand).filter(|e| !e.shaped) else {
        return Folded::No;
    };
    let x = e.get(0);
    let result_ty = op.value_type(result);
    // MLIR 16 reads the value as a 64-bit integer (`getInt`/`getUInt`: sign- or
    // zero-extended up to 64 bits, the low 64 bits of wider values) and builds the result
    // from it as an unsigned 64-bit number (zero-extended to a wider integer type).
    let w = x.width();
    let v64 = if w >= 64 {
        x.to_u128() as u64
    } else if signed {
        x.to_i128() as u64
    } else {
        x.to_u128() as u64
    };
    match int_width(ctx, result_ty) {
        Some(rw) if !TypeView::new(ctx, result_ty).is_index() => {
            Folded::attr(ctx.apint_attr(ApInt::new(rw, u128::from(v64)), result_ty))
        }
        _ => Folded::attr(ctx.integer_attr(i128::from(v64 as i64), result_ty)),
    }
}

impl HasFolder for IndexCastOp<'_> {
    /// A scalar constant, sign-extended to 64 bits or truncated.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_index_cast(&self.0, operands[0], self.out(), true)
    }
}

impl HasFolder for IndexCastUIOp<'_> {
    /// A scalar constant, zero-extended to 64 bits or truncated.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_index_cast(&self.0, operands[0], self.out(), false)
    }
}

impl HasFolder for BitcastOp<'_> {
    /// A constant's bits read as the result type (elementwise for `dense` elements), and
    /// a bitcast to the operand's own type.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let result_ty = op.value_type(self.out());
        if is_wide(op.ctx, operands[0]) {
            if let Some(a) = fold_int_map(op.ctx, operands[0], result_ty, Some) {
                return Folded::attr(a);
            }
        }
        if let Some(a) = fold_cast(op.ctx, operands[0], result_ty, Some) {
            return Folded::attr(a);
        }
        // `CastOpInterface`'s fold: a cast to the operand's own type is the operand.
        if op.value_type(self.in_()) == result_ty {
            return Folded::value(self.in_());
        }
        Folded::No
    }
}

// ----- comparisons and select -----

/// The result of an integer predicate on equal operands.
fn cmpi_equal_operands(p: CmpIPredicate) -> bool {
    matches!(
        p,
        CmpIPredicate::Eq
            | CmpIPredicate::Sle
            | CmpIPredicate::Sge
            | CmpIPredicate::Ule
            | CmpIPredicate::Uge
    )
}

fn cmpi(p: CmpIPredicate, a: ApInt, b: ApInt) -> bool {
    match p {
        CmpIPredicate::Eq => a == b,
        CmpIPredicate::Ne => a != b,
        CmpIPredicate::Slt => a.slt(&b),
        CmpIPredicate::Sle => !b.slt(&a),
        CmpIPredicate::Sgt => b.slt(&a),
        CmpIPredicate::Sge => !a.slt(&b),
        CmpIPredicate::Ult => a.ult(&b),
        CmpIPredicate::Ule => !b.ult(&a),
        CmpIPredicate::Ugt => b.ult(&a),
        CmpIPredicate::Uge => !a.ult(&b),
    }
}

/// The predicate with its operands swapped (`slt` -> `sgt`; `eq` and `ne` stay).
fn swapped(p: CmpIPredicate) -> CmpIPredicate {
    match p {
        CmpIPredicate::Slt => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Slt,
        CmpIPredicate::Sle => CmpIPredicate::Sge,
        CmpIPredicate::Sge => CmpIPredicate::Sle,
        CmpIPredicate::Ult => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ult,
        CmpIPredicate::Ule => CmpIPredicate::Uge,
        CmpIPredicate::Uge => CmpIPredicate::Ule,
        p => p,
    }
}

/// `true`/`false` of type `ty` (`i1`, or a splat of it for a shaped type).
fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    make(
        ctx,
        ty,
        TypeView::new(ctx, ty).is_shaped(),
        vec![u128::from(value)],
    )
}

impl HasFolder for CmpIOp<'_> {
    /// `cmpi(p, x, x)` -> the predicate's value on equal operands; `cmpi(ne, ext(x : i1),
    /// 0) -> x`; a constant left operand moved right (in place, the predicate swapped);
    /// and the predicate on scalar constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let (lhs, rhs) = (self.lhs(), self.rhs());
        let pred = self.predicate();
        if lhs == rhs {
            return attr_or_no(bool_attr(
                ctx,
                op.value_type(self.result()),
                cmpi_equal_operands(pred),
            ));
        }
        if is_zero(ctx, operands[1]) && pred == CmpIPredicate::Ne {
            if let Some(def) = defining(op, lhs) {
                let input = ExtSIOp::cast(def)
                    .map(|e| e.in_())
                    .or_else(|| ExtUIOp::cast(def).map(|e| e.in_()));
                if let Some(x) = input {
                    let elem = element_type(ctx, op.value_type(x));
                    if TypeView::new(ctx, elem).integer_width() == Some(1) {
                        return Folded::value(x);
                    }
                }
            }
        }
        if operands[0].is_some() && operands[1].is_none() {
            let Some(old) = self.predicate_attr() else {
                return Folded::No;
            };
            let new = ctx.integer_attr(swapped(pred) as i128, ctx.int_type(64));
            let _ = old;
            let mut entries = ctx.dictionary_entries(op.body.attrs(op.op));
            for (k, v) in entries.iter_mut() {
                if ctx.ident_ref(*k) == "predicate" {
                    *v = new;
                }
            }
            return Folded::InPlace(InPlaceFold {
                operands: Some(vec![rhs, lhs]),
                attrs: Some(ctx.dictionary_attr(entries)),
                swap_regions: None,
            });
        }
        let (Some(a), Some(b)) = (
            operands[0].filter(|&a| {
                matches!(
                    ctx.attr_kind_ref(a),
                    AttrKind::Integer { .. } | AttrKind::WideInteger { .. }
                )
            }),
            operands[1],
        ) else {
            return Folded::No;
        };
        let (Some(a), Some(b)) = (const_int(ctx, Some(a)), const_int(ctx, Some(b))) else {
            return Folded::No;
        };
        Folded::attr(ctx.integer_attr(i128::from(cmpi(pred, a, b)), ctx.int_type(1)))
    }
}

fn cmpf(p: CmpFPredicate, order: Option<Ordering>) -> bool {
    use CmpFPredicate as P;
    use Ordering::*;
    let unordered = order.is_none();
    match p {
        P::AlwaysFalse => false,
        P::AlwaysTrue => true,
        P::Oeq => order == Some(Equal),
        P::Ogt => order == Some(Greater),
        P::Oge => matches!(order, Some(Greater | Equal)),
        P::Olt => order == Some(Less),
        P::Ole => matches!(order, Some(Less | Equal)),
        P::One => matches!(order, Some(Less | Greater)),
        P::Ord => !unordered,
        P::Ueq => unordered || order == Some(Equal),
        P::Ugt => unordered || order == Some(Greater),
        P::Uge => unordered || matches!(order, Some(Greater | Equal)),
        P::Ult => unordered || order == Some(Less),
        P::Ule => unordered || matches!(order, Some(Less | Equal)),
        P::Une => order != Some(Equal),
        P::Uno => unordered,
    }
}

impl HasFolder for CmpFOp<'_> {
    /// The predicate on scalar float constants; a NaN constant operand decides alone (the
    /// comparison is unordered whatever the other operand is).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let scalar = |a: Option<Attribute>| {
            let a = a?;
            match ctx.attr_kind_ref(a) {
                AttrKind::Float { bits, ty } => Some((float_sem(ctx, *ty)?, *bits)),
                _ => None,
            }
        };
        let (mut lhs, mut rhs) = (scalar(operands[0]), scalar(operands[1]));
        if let Some(l) = lhs.filter(|&(s, b)| apfloat::is_nan(s, b)) {
            rhs = Some(l);
        }
        if let Some(r) = rhs.filter(|&(s, b)| apfloat::is_nan(s, b)) {
            lhs = Some(r);
        }
        let (Some((sem, a)), Some((_, b))) = (lhs, rhs) else {
            return Folded::No;
        };
        let value = cmpf(self.predicate(), apfloat::compare(sem, a, b));
        Folded::attr(ctx.integer_attr(i128::from(value), ctx.int_type(1)))
    }
}

impl HasFolder for SelectOp<'_> {
    /// `select(c, x, x) -> x`, `select(true, a, b) -> a`, `select(false, a, b) -> b`,
    /// `select(c, true, false) -> c` (for `i1`), and `select(cmpi(eq|ne, a, b), a, b)` ->
    /// `b` or `a`.
    fn fold(&self, _: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ctx = op.ctx;
        let (t, f, c) = (self.true_value(), self.false_value(), self.condition());
        if t == f {
            return Folded::value(t);
        }
        let cond = value_const(op, c);
        if is_one(ctx, cond) {
            return Folded::value(t);
        }
        if is_zero(ctx, cond) {
            return Folded::value(f);
        }
        if TypeView::new(ctx, op.value_type(self.result())).is_integer_of(1)
            && is_one(ctx, value_const(op, t))
            && is_zero(ctx, value_const(op, f))
        {
            return Folded::value(c);
        }
        if let Some(cmp) = defining(op, c).and_then(CmpIOp::cast) {
            let pred = cmp.predicate();
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (a, b) = (cmp.lhs(), cmp.rhs());
                if (a == t && b == f) || (b == t && a == f) {
                    return Folded::value(if pred == CmpIPredicate::Ne { t } else { f });
                }
            }
        }
        Folded::No
    }
}
