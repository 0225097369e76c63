//! The folds of the `math` ops (each op whose spec says `hasFolder = 1`), computing as
//! MLIR 16's folds do, on scalars, splats and `dense` elements (through `arith`'s
//! constant-folding helpers, `src/dialects/arith_fold.rs`):
//! - exact on every float format `support::apfloat` knows: `absf`, `copysign`, `ceil`,
//!   `floor`, `roundeven` (`APFloat` operations);
//! - through the C library's functions on `f32` and `f64` only, as MLIR 16 does (the
//!   same `libm` routines `mlir-opt` calls, so the same bits): `atan`, `atan2`, `cos`,
//!   `sin`, `erf`, `exp`, `exp2`, `expm1`, `log`, `log2`, `log10`, `log1p`, `powf`,
//!   `sqrt`, `tan`, `tanh`, `round`, and `trunc` (computed exactly); other formats are
//!   not folded;
//! - on integers of any width up to 128 bits: `absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`.

use super::*;
use crate::dialects::arith::fold::{
    element_type, float_sem, fold_cast, fold_float, fold_int, fold_int_map, int_elem_width,
};
use strata_framework::support::apfloat::{self, BinOp, FloatSem, Rounding};
use strata_framework::support::apint::{mask, ApInt};

/// The C library's functions MLIR 16's folds call (the system `libm`, as `mlir-opt`'s), named
/// directly so that every result is theirs (Rust's own methods may compute some without
/// the C library).
mod c {
    extern "C" {
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn atan2(x: f64, y: f64) -> f64;
        pub fn atan2f(x: f32, y: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
    }
}

/// The C library's `f64` and `f32` versions of a function of one float.
type Libm1 = (fn(f64) -> f64, fn(f32) -> f32);

/// The C library's `f64` and `f32` versions of a function of two floats.
type Libm2 = (fn(f64, f64) -> f64, fn(f32, f32) -> f32);

/// `f` of `bits` in format `sem` through its C library version, for `f64` and `f32` only
/// (MLIR 16 folds no other format through the host's functions).
fn libm1(sem: FloatSem, bits: u128, f: Libm1) -> Option<u128> {
    match sem {
        FloatSem::F64 => Some(u128::from(f.0(f64::from_bits(bits as u64)).to_bits())),
        FloatSem::F32 => Some(u128::from(f.1(f32::from_bits(bits as u32)).to_bits())),
        _ => None,
    }
}

/// [`libm1`] for a function of two floats.
fn libm2(sem: FloatSem, a: u128, b: u128, f: Libm2) -> Option<u128> {
    match sem {
        FloatSem::F64 => Some(u128::from(
            f.0(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        FloatSem::F32 => Some(u128::from(
            f.1(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        _ => None,
    }
}

/// Whether the sign bit of `bits` is set (`APFloat::isNegative`: `-0` and NaNs with the
/// sign set included).
fn is_negative(sem: FloatSem, bits: u128) -> bool {
    bits >> (sem.width() - 1) & 1 == 1
}

/// MLIR's `constFoldUnaryOpConditional` on the float operand of a one-result op of type
/// `ty`: `f` on each element, no fold when it gives `None` for any.
fn fold_float_unary(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    ty: Type,
    f: impl Fn(FloatSem, u128) -> Option<u128>,
) -> Folded {
    let Some(sem) = float_sem(op.ctx, element_type(op.ctx, ty)) else {
        return Folded::No;
    };
    Folded::attr_or_no(fold_cast(op.ctx, operands[0], ty, |v| f(sem, v)))
}

/// [`fold_float_unary`] through the C library's function (`f32` and `f64` only), with no
/// fold when `skip` holds for the operand.
fn fold_libm1(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    ty: Type,
    skip: fn(FloatSem, u128) -> bool,
    f: Libm1,
) -> Folded {
    fold_float_unary(op, operands, ty, |sem, v| {
        if skip(sem, v) {
            return None;
        }
        libm1(sem, v, f)
    })
}

fn never(_: FloatSem, _: u128) -> bool {
    false
}

/// MLIR's `constFoldUnaryOp` on the integer operand of a one-result op of type `ty`.
fn fold_int_unary(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    ty: Type,
    f: impl Fn(ApInt) -> ApInt,
) -> Folded {
    if TypeView::new(op.ctx, element_type(op.ctx, ty))
        .integer_width()
        .is_some_and(|w| w > 128)
    {
        return Folded::attr_or_no(fold_int_map(op.ctx, operands[0], ty, |v| Some(f(v))));
    }
    let Some(w) = int_elem_width(op.ctx, element_type(op.ctx, ty)) else {
        return Folded::No;
    };
    Folded::attr_or_no(fold_cast(op.ctx, operands[0], ty, |v| {
        Some(f(ApInt::new(w, v)).bits())
    }))
}

macro_rules! libm_unary {
    ($($op:ident: $doc:literal, $skip:expr, $f64:expr, $f32:expr;)*) => {$(
        impl HasFolder for $op<'_> {
            #[doc = $doc]
            fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
                let op = &self.0;
                let ty = op.value_type(self.result());
                fold_libm1(op, operands, ty, $skip, ($f64, $f32))
            }
        }
    )*};
}

libm_unary! {
    AtanOp: "`atan` of an `f32` or `f64` constant.", never, |x| unsafe { c::atan(x) }, |x| unsafe { c::atanf(x) };
    CosOp: "`cos` of an `f32` or `f64` constant.", never, |x| unsafe { c::cos(x) }, |x| unsafe { c::cosf(x) };
    SinOp: "`sin` of an `f32` or `f64` constant.", never, |x| unsafe { c::sin(x) }, |x| unsafe { c::sinf(x) };
    ErfOp: "`erf` of an `f32` or `f64` constant.", never,
        |x| unsafe { c::erf(x) }, |x| unsafe { c::erff(x) };
    ExpOp: "`exp` of an `f32` or `f64` constant.", never, |x| unsafe { c::exp(x) }, |x| unsafe { c::expf(x) };
    Exp2Op: "`exp2` of an `f32` or `f64` constant.", never, |x| unsafe { c::exp2(x) }, |x| unsafe { c::exp2f(x) };
    ExpM1Op: "`expm1` of an `f32` or `f64` constant.", never, |x| unsafe { c::expm1(x) }, |x| unsafe { c::expm1f(x) };
    LogOp: "`log` of an `f32` or `f64` constant whose sign bit is clear.", is_negative,
        |x| unsafe { c::log(x) }, |x| unsafe { c::logf(x) };
    Log2Op: "`log2` of an `f32` or `f64` constant whose sign bit is clear.", is_negative,
        |x| unsafe { c::log2(x) }, |x| unsafe { c::log2f(x) };
    Log10Op: "`log10` of an `f32` or `f64` constant whose sign bit is clear.", is_negative,
        |x| unsafe { c::log10(x) }, |x| unsafe { c::log10f(x) };
    Log1pOp: "`log1p` of an `f32` or `f64` constant `x` where `x + 1` (rounded) has its \
        sign bit clear.", log1p_skip, |x| unsafe { c::log1p(x) }, |x| unsafe { c::log1pf(x) };
    SqrtOp: "`sqrt` of an `f32` or `f64` constant whose sign bit is clear.", is_negative,
        |x| unsafe { c::sqrt(x) }, |x| unsafe { c::sqrtf(x) };
    TanOp: "`tan` of an `f32` or `f64` constant.", never, |x| unsafe { c::tan(x) }, |x| unsafe { c::tanf(x) };
    TanhOp: "`tanh` of an `f32` or `f64` constant.", never, |x| unsafe { c::tanh(x) }, |x| unsafe { c::tanhf(x) };
    RoundOp: "`round` (halves away from zero) of an `f32` or `f64` constant.", never,
        |x| unsafe { c::round(x) }, |x| unsafe { c::roundf(x) };
}

/// `log1p`'s condition: MLIR 16 folds only when `x + 1` has its sign bit clear.
fn log1p_skip(sem: FloatSem, v: u128) -> bool {
    let one = apfloat::from_int(sem, 1, 2, false);
    match apfloat::binary(sem, BinOp::Add, v, one) {
        Some(s) => is_negative(sem, s),
        None => true,
    }
}

macro_rules! rounding_unary {
    ($($op:ident: $doc:literal, $mode:expr;)*) => {$(
        impl HasFolder for $op<'_> {
            #[doc = $doc]
            fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
                let op = &self.0;
                let ty = op.value_type(self.result());
                fold_float_unary(op, operands, ty, |sem, v| {
                    Some(apfloat::round_to_integral(sem, v, $mode))
                })
            }
        }
    )*};
}

rounding_unary! {
    CeilOp: "The constant rounded toward `+inf`, in every format.", Rounding::TowardPositive;
    FloorOp: "The constant rounded toward `-inf`, in every format.", Rounding::TowardNegative;
    RoundEvenOp: "The constant rounded to nearest, ties to even, in every format.",
        Rounding::NearestTiesToEven;
}

impl HasFolder for TruncOp<'_> {
    /// The `f32` or `f64` constant rounded toward zero (what the C library's `trunc` gives,
    /// computed exactly: the `trunc` a Rust binary links may keep a signaling NaN as it
    /// is, where the C library's makes it quiet).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_float_unary(op, operands, ty, |sem, v| {
            matches!(sem, FloatSem::F32 | FloatSem::F64)
                .then(|| apfloat::round_to_integral(sem, v, Rounding::TowardZero))
        })
    }
}

impl HasFolder for AbsFOp<'_> {
    /// The constant with its sign bit cleared, in every format.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_float_unary(op, operands, ty, |sem, v| {
            Some(v & !(1u128 << (sem.width() - 1)))
        })
    }
}

/// `f` on two float constants of the same type (MLIR's `constFoldBinaryOpConditional`).
fn fold_float_binary(
    op: &OpRef<'_>,
    operands: &[Option<Attribute>],
    f: impl Fn(FloatSem, u128, u128) -> Option<u128>,
) -> Folded {
    Folded::attr_or_no(fold_float(op.ctx, operands, f))
}

impl HasFolder for CopySignOp<'_> {
    /// The first constant with the sign bit of the second, in every format.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, |sem, a, b| {
            let sign = 1u128 << (sem.width() - 1);
            Some((a & !sign) | (b & sign))
        })
    }
}

impl HasFolder for Atan2Op<'_> {
    /// `atan2` of two `f32` or `f64` constants; of two zeros (either sign), the default
    /// NaN in every format.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, |sem, a, b| {
            let zero = |x: u128| x & mask(sem.width() - 1) == 0;
            if zero(a) && zero(b) {
                return Some(apfloat::default_nan(sem));
            }
            libm2(
                sem,
                a,
                b,
                (
                    |a, b| unsafe { c::atan2(a, b) },
                    |a, b| unsafe { c::atan2f(a, b) },
                ),
            )
        })
    }
}

impl HasFolder for PowFOp<'_> {
    /// `pow` of two `f32` or `f64` constants.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        fold_float_binary(&self.0, operands, |sem, a, b| {
            libm2(
                sem,
                a,
                b,
                (
                    |a, b| unsafe { c::pow(a, b) },
                    |a, b| unsafe { c::powf(a, b) },
                ),
            )
        })
    }
}

impl HasFolder for AbsIOp<'_> {
    /// The absolute value of the constant, wrapping (the minimum stays the minimum).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_int_unary(op, operands, ty, |a| {
            if a.is_negative() {
                a.wrapping_neg()
            } else {
                a
            }
        })
    }
}

impl HasFolder for CountLeadingZerosOp<'_> {
    /// The number of leading zero bits of the constant (its width for zero).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_int_unary(op, operands, ty, |a| {
            ApInt::new(a.width(), u128::from(a.leading_zeros()))
        })
    }
}

impl HasFolder for CountTrailingZerosOp<'_> {
    /// The number of trailing zero bits of the constant (its width for zero).
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_int_unary(op, operands, ty, |a| {
            ApInt::new(a.width(), u128::from(a.trailing_zeros()))
        })
    }
}

impl HasFolder for CtPopOp<'_> {
    /// The number of one bits of the constant.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        let op = &self.0;
        let ty = op.value_type(self.result());
        fold_int_unary(op, operands, ty, |a| {
            ApInt::new(a.width(), u128::from(a.count_ones()))
        })
    }
}

impl HasFolder for IPowIOp<'_> {
    /// `base ** power` of two constants, wrapping: 1 for a zero power; for a negative
    /// power, 1 for base 1, `±1` for base -1 (by the power's parity), 0 for other non-zero
    /// bases, and no fold for base 0.
    fn fold(&self, operands: &[Option<Attribute>]) -> Folded {
        Folded::attr_or_no(fold_int(self.0.ctx, operands, |base, power| {
            let w = base.width();
            let one = ApInt::new(w, 1);
            if power.is_zero() {
                return Some(one);
            }
            if power.is_negative() {
                if base.is_zero() {
                    return None;
                }
                if base == one {
                    return Some(one);
                }
                if !base.is_all_ones() {
                    return Some(ApInt::zero(w));
                }
                return Some(if power.bit(0) { base } else { one });
            }
            let (mut result, mut cur, mut p) = (one, base, power);
            loop {
                if p.bit(0) {
                    result = result.wrapping_mul(cur.clone());
                }
                p = p.lshr(1);
                if p.is_zero() {
                    return Some(result);
                }
                cur = cur.clone().wrapping_mul(cur);
            }
        }))
    }
}
