//! Exact IEEE floating-point arithmetic on bit patterns, per format ([`FloatSem`]): what
//! constant folds compute with. Results round to nearest, ties to even; NaNs propagate as
//! IEEE 754 hardware and LLVM's `APFloat` do (the first NaN operand, quieted, sign and
//! payload kept), and an invalid operation (`inf - inf`, `0 * inf`, `0 / 0`, ...) gives the
//! positive default quiet NaN.
//!
//! The formats are IEEE 754's binary formats and the others `APFloat` knows: `bf16`,
//! `tf32`, `f80` (x87, with an explicit integer bit), and the 8-bit `f8E5M2` (IEEE-like)
//! and `f8E4M3FN` (no infinities: the exponent field of all ones holds finite values but
//! for the one NaN pattern `S.1111.111`, and a result that overflows is that NaN, its sign
//! kept, as `APFloat`'s `NanOnly` formats do).
//!
//! How each format computes:
//! - `f64` and every narrower format: the operands are converted exactly to `f64`, the
//!   operation is done once in `f64` (Rust's `f64` operations are IEEE 754's, rounding to
//!   nearest even), and the result is rounded once to the format. Double rounding cannot
//!   change the result: for `+ - * /` (and the remainder, which is always exact), a result
//!   first rounded to `p' >= 2p + 2` bits and then to `p` bits is the result rounded once to
//!   `p` bits (Figueroa, "When is double rounding innocuous?", 1995). `f64` has `p' = 53`;
//!   the narrower formats have `p` of at most 24, and `f64`'s exponent range holds the
//!   exact results of their operations without overflow or underflow.
//! - `f80` and `f128`: exactly, on arbitrary-precision integers ([`Nat`]): `+ - *` on the
//!   operands' significands aligned to the lower exponent, `/` by long division to three
//!   bits past the precision with a sticky remainder, the remainder by reducing the
//!   dividend's significand modulo the divisor's one exponent step at a time; then rounded
//!   once.
//! - Conversions (integer to float, float to integer, float to float) are exact for every
//!   format, by [`round`] on the exact value.

use std::cmp::Ordering;

/// A float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatSem {
    /// `bf16`.
    BF16,
    /// `f16` (IEEE half).
    F16,
    /// `tf32` (8 exponent bits, 10 fraction bits).
    TF32,
    /// `f32` (IEEE single).
    F32,
    /// `f64` (IEEE double).
    F64,
    /// `f80` (x87 extended, with an explicit integer bit).
    F80,
    /// `f128` (IEEE quad).
    F128,
    /// `f8E5M2` (5 exponent bits, 2 fraction bits, IEEE-like).
    F8E5M2,
    /// `f8E4M3FN` (4 exponent bits, 3 fraction bits, finite but for one NaN pattern).
    F8E4M3FN,
}

/// The class and exact value of a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A NaN.
    Nan,
    /// An infinity (negative when `true`).
    Inf(bool),
    /// A zero (negative when `true`).
    Zero(bool),
    /// `(-1)^neg * mant * 2^exp`, `mant` non-zero.
    Finite {
        /// The sign.
        neg: bool,
        /// The significand.
        mant: u128,
        /// The exponent of its lowest bit.
        exp: i32,
    },
}

impl FloatSem {
    /// Exponent bits.
    fn exp_bits(self) -> u32 {
        match self {
            FloatSem::BF16 | FloatSem::TF32 | FloatSem::F32 => 8,
            FloatSem::F16 | FloatSem::F8E5M2 => 5,
            FloatSem::F8E4M3FN => 4,
            FloatSem::F64 => 11,
            FloatSem::F80 | FloatSem::F128 => 15,
        }
    }

    /// Stored fraction bits (for `f80`, those below its explicit integer bit).
    fn frac_bits(self) -> u32 {
        match self {
            FloatSem::BF16 => 7,
            FloatSem::F16 | FloatSem::TF32 => 10,
            FloatSem::F8E5M2 => 2,
            FloatSem::F8E4M3FN => 3,
            FloatSem::F32 => 23,
            FloatSem::F64 => 52,
            FloatSem::F80 => 63,
            FloatSem::F128 => 112,
        }
    }

    /// The precision: significand bits, the leading one included.
    pub fn precision(self) -> u32 {
        self.frac_bits() + 1
    }

    /// The storage width.
    pub fn width(self) -> u32 {
        match self {
            FloatSem::F8E5M2 | FloatSem::F8E4M3FN => 8,
            FloatSem::BF16 | FloatSem::F16 => 16,
            FloatSem::TF32 => 19,
            FloatSem::F32 => 32,
            FloatSem::F64 => 64,
            FloatSem::F80 => 80,
            FloatSem::F128 => 128,
        }
    }

    fn bias(self) -> i32 {
        (1 << (self.exp_bits() - 1)) - 1
    }

    /// Whether the format has no infinities and one NaN pattern (`APFloat`'s `NanOnly`:
    /// `f8E4M3FN`).
    fn nan_only(self) -> bool {
        self == FloatSem::F8E4M3FN
    }

    /// Whether the format has infinities.
    pub fn has_infinity(self) -> bool {
        !self.nan_only()
    }

    /// The exponent of the largest finite value's leading bit.
    pub fn max_exponent(self) -> i32 {
        self.bias() + i32::from(self.nan_only())
    }

    fn frac_mask(self) -> u128 {
        (1u128 << self.frac_bits()) - 1
    }

    /// Where the exponent field starts.
    fn exp_shift(self) -> u32 {
        match self {
            FloatSem::F80 => 64,
            _ => self.frac_bits(),
        }
    }

    fn exp_mask(self) -> u128 {
        (1u128 << self.exp_bits()) - 1
    }

    fn sign_bit(self) -> u128 {
        1u128 << (self.width() - 1)
    }

    /// The bit that makes a NaN quiet.
    fn quiet_bit(self) -> u128 {
        1u128 << (self.frac_bits() - 1)
    }

    /// Whether arithmetic is done through `f64` (see the module documentation).
    fn through_f64(self) -> bool {
        !matches!(self, FloatSem::F80 | FloatSem::F128)
    }
}

/// The class and exact value of `bits` in format `sem`.
pub fn classify(sem: FloatSem, bits: u128) -> Class {
    let neg = bits & sem.sign_bit() != 0;
    let e = (bits >> sem.exp_shift()) & sem.exp_mask();
    let frac_mask = (1u128 << sem.frac_bits()) - 1;
    let f = bits & frac_mask;
    let emin = 1 - sem.bias() - sem.frac_bits() as i32;
    if sem == FloatSem::F80 {
        let m = bits & u128::from(u64::MAX);
        let int_bit = m >> 63 == 1;
        if e == sem.exp_mask() {
            // A pseudo-infinity (no integer bit) is a NaN, as `APFloat` reads it.
            return if f == 0 && int_bit {
                Class::Inf(neg)
            } else {
                Class::Nan
            };
        }
        if e != 0 && !int_bit {
            // An unnormal: `APFloat` reads it as a NaN.
            return Class::Nan;
        }
        if m == 0 {
            return Class::Zero(neg);
        }
        let exp = if e == 0 { emin } else { e as i32 + emin - 1 };
        return Class::Finite { neg, mant: m, exp };
    }
    if sem.nan_only() {
        if e == sem.exp_mask() && f == frac_mask {
            return Class::Nan;
        }
    } else if e == sem.exp_mask() {
        return if f == 0 { Class::Inf(neg) } else { Class::Nan };
    }
    if e == 0 {
        if f == 0 {
            return Class::Zero(neg);
        }
        return Class::Finite {
            neg,
            mant: f,
            exp: emin,
        };
    }
    Class::Finite {
        neg,
        mant: f | (1u128 << sem.frac_bits()),
        exp: e as i32 + emin - 1,
    }
}

/// Whether `bits` is a NaN.
pub fn is_nan(sem: FloatSem, bits: u128) -> bool {
    classify(sem, bits) == Class::Nan
}

/// The positive default quiet NaN.
pub fn default_nan(sem: FloatSem) -> u128 {
    if sem.nan_only() {
        return (sem.exp_mask() << sem.exp_shift()) | sem.frac_mask();
    }
    let int_bit = if sem == FloatSem::F80 { 1u128 << 63 } else { 0 };
    (sem.exp_mask() << sem.exp_shift()) | sem.quiet_bit() | int_bit
}

/// The NaN `bits` made quiet.
pub fn quiet(sem: FloatSem, bits: u128) -> u128 {
    bits | sem.quiet_bit()
}

/// `-x`: the sign flipped (NaNs included, kept as they are otherwise).
pub fn neg(sem: FloatSem, bits: u128) -> u128 {
    bits ^ sem.sign_bit()
}

/// Zero of the given sign.
pub fn zero(sem: FloatSem, negative: bool) -> u128 {
    if negative {
        sem.sign_bit()
    } else {
        0
    }
}

/// Infinity of the given sign; in a format without infinities, the NaN of that sign (as
/// `APFloat::makeInf` gives).
pub fn infinity(sem: FloatSem, negative: bool) -> u128 {
    if sem.nan_only() {
        return zero(sem, negative) | default_nan(sem);
    }
    let int_bit = if sem == FloatSem::F80 { 1u128 << 63 } else { 0 };
    zero(sem, negative) | (sem.exp_mask() << sem.exp_shift()) | int_bit
}

/// `(-1)^neg * (mant + s) * 2^exp` rounded to `sem` (nearest, ties to even), where `s` is
/// some value in `(0, 1)` when `sticky` (bits below `mant` that are not all zero) and 0
/// otherwise; and whether the result is inexact. Overflow gives an infinity. `sticky`
/// must only be set when at least two bits of `mant` are rounded off.
pub fn round(sem: FloatSem, neg: bool, mant: u128, exp: i32, sticky: bool) -> (u128, bool) {
    if mant == 0 {
        return (zero(sem, neg), sticky);
    }
    let p = sem.precision() as i32;
    let emin = 1 - sem.bias();
    let msb = 127 - mant.leading_zeros() as i32;
    let top = exp + msb;
    // The exponent of the result's lowest significand bit.
    let mut lsb = if top < emin {
        emin - (p - 1)
    } else {
        top - (p - 1)
    };
    let shift = i64::from(lsb) - i64::from(exp);
    let (mut q, inexact) = if shift <= 0 {
        // Exact (the caller leaves at least two bits to round off when sticky).
        (mant << (-shift) as u32, sticky)
    } else if shift > 128 {
        (0, true)
    } else {
        let shift = shift as u32;
        let q = if shift == 128 { 0 } else { mant >> shift };
        let rem = if shift == 128 {
            mant
        } else {
            mant & ((1u128 << shift) - 1)
        };
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        (q + u128::from(up), rem != 0 || sticky)
    };
    if q >> p != 0 {
        q >>= 1;
        lsb += 1;
    }
    if q == 0 {
        return (zero(sem, neg), inexact);
    }
    let sign = zero(sem, neg);
    let normal = q >> (p - 1) != 0;
    if !normal {
        // Subnormal: biased exponent 0.
        return (sign | q, inexact);
    }
    let e = lsb + (p - 1);
    let top_frac = q & sem.frac_mask() == sem.frac_mask();
    if e > sem.max_exponent() || (sem.nan_only() && e == sem.max_exponent() && top_frac) {
        return (infinity(sem, neg), true);
    }
    let biased = (e + sem.bias()) as u128;
    let frac = if sem == FloatSem::F80 {
        q
    } else {
        q & ((1u128 << sem.frac_bits()) - 1)
    };
    (sign | (biased << sem.exp_shift()) | frac, inexact)
}

/// `bits` of format `from` converted to format `to` and whether that was exact; `None`
/// for a NaN.
pub fn convert(from: FloatSem, to: FloatSem, bits: u128) -> Option<(u128, bool)> {
    Some(match classify(from, bits) {
        Class::Nan => return None,
        Class::Inf(n) => (infinity(to, n), to.has_infinity()),
        Class::Zero(n) => (zero(to, n), true),
        Class::Finite { neg, mant, exp } => {
            let (r, inexact) = round(to, neg, mant, exp, false);
            (r, !inexact)
        }
    })
}

/// The integer `value` (of `width` bits, read as signed when `signed`) converted to `sem`.
pub fn from_int(sem: FloatSem, value: u128, width: u32, signed: bool) -> u128 {
    let value = value & crate::support::apint::mask(width);
    let negative = signed && (value >> (width - 1)) & 1 == 1;
    let mag = if negative {
        value.wrapping_neg() & crate::support::apint::mask(width)
    } else {
        value
    };
    round(sem, negative, mag, 0, false).0
}

/// `bits` converted to an integer of `width` bits, rounding toward zero, as a bit
/// pattern; `None` when the value is NaN, infinite, or out of the range of the integer
/// (read as signed when `signed`).
pub fn to_int(sem: FloatSem, bits: u128, width: u32, signed: bool) -> Option<u128> {
    let (neg, mag) = match classify(sem, bits) {
        Class::Nan | Class::Inf(_) => return None,
        Class::Zero(_) => return Some(0),
        Class::Finite { neg, mant, exp } => {
            let mag = if exp >= 0 {
                if 128 - mant.leading_zeros() + exp as u32 > 128 {
                    return None;
                }
                mant << exp
            } else if exp <= -128 {
                0
            } else {
                mant >> (-exp)
            };
            (neg, mag)
        }
    };
    let fits = if signed {
        let limit = 1u128 << (width - 1);
        if neg {
            mag <= limit
        } else {
            mag < limit
        }
    } else {
        (!neg || mag == 0) && (width >= 128 || mag >> width == 0)
    };
    fits.then(|| (if neg { mag.wrapping_neg() } else { mag }) & crate::support::apint::mask(width))
}

/// The exact `f64` of `bits` (`None` when not representable, NaN included).
pub fn to_f64(sem: FloatSem, bits: u128) -> Option<f64> {
    match convert(sem, FloatSem::F64, bits)? {
        (b, true) => Some(f64::from_bits(b as u64)),
        _ => None,
    }
}

/// A non-NaN `f64` rounded to `sem`.
fn from_f64(sem: FloatSem, x: f64) -> u128 {
    if x.is_nan() {
        return default_nan(sem);
    }
    convert(FloatSem::F64, sem, u128::from(x.to_bits()))
        .expect("not a NaN")
        .0
}

/// The order of two floats; `None` when unordered (a NaN).
pub fn compare(sem: FloatSem, a: u128, b: u128) -> Option<Ordering> {
    if is_nan(sem, a) || is_nan(sem, b) {
        return None;
    }
    let mag_a = a & !sem.sign_bit();
    let mag_b = b & !sem.sign_bit();
    if mag_a == 0 && mag_b == 0 {
        return Some(Ordering::Equal);
    }
    let (na, nb) = (a & sem.sign_bit() != 0, b & sem.sign_bit() != 0);
    Some(match (na, nb) {
        (false, true) => Ordering::Greater,
        (true, false) => Ordering::Less,
        (false, false) => mag_a.cmp(&mag_b),
        (true, true) => mag_b.cmp(&mag_a),
    })
}

/// The binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b`.
    Div,
    /// The IEEE remainder `a - n * b`, `n` the nearest integer to `a / b` (ties to even).
    Rem,
}

/// `a op b` in format `sem` (see the module documentation); `None` never, today (kept for
/// formats a fold may not compute).
pub fn binary(sem: FloatSem, op: BinOp, a: u128, b: u128) -> Option<u128> {
    if is_nan(sem, a) {
        return Some(quiet(sem, a));
    }
    if is_nan(sem, b) {
        return Some(quiet(sem, b));
    }
    if sem.through_f64() {
        let x = to_f64(sem, a)?;
        let y = to_f64(sem, b)?;
        let r = match op {
            BinOp::Add => x + y,
            BinOp::Sub => x - y,
            BinOp::Mul => x * y,
            BinOp::Div => x / y,
            BinOp::Rem => ieee_remainder(x, y),
        };
        return Some(from_f64(sem, r));
    }
    exact_binary(sem, op, a, b)
}

/// The IEEE remainder of two non-NaN `f64`s (exact).
fn ieee_remainder(x: f64, p: f64) -> f64 {
    if x.is_infinite() || p == 0.0 {
        return f64::NAN;
    }
    if p.is_infinite() {
        return x;
    }
    let negative = x.is_sign_negative();
    let p = p.abs();
    // `%` is the exact truncated remainder; modulo 2p keeps the quotient's parity.
    let mut x = if p <= f64::MAX / 2.0 { x % (p + p) } else { x };
    if x.abs() == p {
        return 0.0 * x;
    }
    x = x.abs();
    if p < 2.0 * f64::MIN_POSITIVE {
        if x + x > p {
            x -= p;
            if x + x >= p {
                x -= p;
            }
        }
    } else {
        let half = 0.5 * p;
        if x > half {
            x -= p;
            if x >= half {
                x -= p;
            }
        }
    }
    if negative {
        -x
    } else {
        x
    }
}

/// Bits of a non-zero `u128`.
fn bit_len(x: u128) -> u32 {
    128 - x.leading_zeros()
}

/// A natural number of any size (little-endian 64-bit limbs, no high zero limbs): the
/// exact significand arithmetic of the wide formats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nat(Vec<u64>);

impl Nat {
    /// `v` as a `Nat`.
    pub fn from_u128(v: u128) -> Nat {
        let mut n = Nat(vec![v as u64, (v >> 64) as u64]);
        n.trim();
        n
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    /// The number of bits (0 for zero).
    pub fn bit_len(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 64 + 64 - top.leading_zeros(),
        }
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let limb = |i: usize| u128::from(self.0.get(i).copied().unwrap_or(0));
        limb(0) | (limb(1) << 64)
    }

    /// Whether any of the low `n` bits is set.
    pub fn low_bits_nonzero(&self, n: u32) -> bool {
        let (whole, part) = ((n / 64) as usize, n % 64);
        self.0.iter().take(whole).any(|&l| l != 0)
            || (part != 0
                && self
                    .0
                    .get(whole)
                    .is_some_and(|&l| l & ((1 << part) - 1) != 0))
    }

    /// `self * 2^n`.
    pub fn shl(&self, n: u32) -> Nat {
        let (whole, part) = ((n / 64) as usize, n % 64);
        let mut out = vec![0u64; whole];
        let mut carry = 0u64;
        for &l in &self.0 {
            out.push(if part == 0 { l } else { (l << part) | carry });
            carry = if part == 0 { 0 } else { l >> (64 - part) };
        }
        out.push(carry);
        let mut r = Nat(out);
        r.trim();
        r
    }

    /// `self / 2^n`, rounded down.
    pub fn shr(&self, n: u32) -> Nat {
        let (whole, part) = ((n / 64) as usize, n % 64);
        let src = self.0.get(whole..).unwrap_or(&[]);
        let mut out = Vec::with_capacity(src.len());
        for (i, &l) in src.iter().enumerate() {
            let next = src.get(i + 1).copied().unwrap_or(0);
            out.push(if part == 0 {
                l
            } else {
                (l >> part) | (next << (64 - part))
            });
        }
        let mut r = Nat(out);
        r.trim();
        r
    }

    /// `self + rhs`.
    pub fn add(&self, rhs: &Nat) -> Nat {
        let n = self.0.len().max(rhs.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u128;
        for i in 0..n {
            let v = u128::from(self.0.get(i).copied().unwrap_or(0))
                + u128::from(rhs.0.get(i).copied().unwrap_or(0))
                + carry;
            out.push(v as u64);
            carry = v >> 64;
        }
        out.push(carry as u64);
        let mut r = Nat(out);
        r.trim();
        r
    }

    /// `self - rhs`, for `rhs <= self`.
    pub fn sub(&self, rhs: &Nat) -> Nat {
        let mut out = Vec::with_capacity(self.0.len());
        let mut borrow = 0u64;
        for (i, &l) in self.0.iter().enumerate() {
            let r = rhs.0.get(i).copied().unwrap_or(0);
            let (d1, b1) = l.overflowing_sub(r);
            let (d2, b2) = d1.overflowing_sub(borrow);
            out.push(d2);
            borrow = u64::from(b1 || b2);
        }
        debug_assert_eq!(borrow, 0, "Nat::sub underflow");
        let mut r = Nat(out);
        r.trim();
        r
    }

    /// `self * rhs`.
    pub fn mul(&self, rhs: &Nat) -> Nat {
        let mut out = vec![0u64; self.0.len() + rhs.0.len() + 1];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in rhs.0.iter().enumerate() {
                let v = u128::from(a) * u128::from(b) + u128::from(out[i + j]) + carry;
                out[i + j] = v as u64;
                carry = v >> 64;
            }
            let mut k = i + rhs.0.len();
            while carry != 0 {
                let v = u128::from(out[k]) + carry;
                out[k] = v as u64;
                carry = v >> 64;
                k += 1;
            }
        }
        let mut r = Nat(out);
        r.trim();
        r
    }
}

impl PartialOrd for Nat {
    fn partial_cmp(&self, other: &Nat) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Nat {
    fn cmp(&self, other: &Nat) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

/// `(-1)^neg * n * 2^exp` rounded to `sem` ([`round`] on its leading 120 bits, the rest
/// kept as the sticky bit; at least seven bits below the widest precision, 113, so the
/// sticky bit never decides a tie by itself).
fn round_nat(sem: FloatSem, neg: bool, n: &Nat, exp: i32) -> u128 {
    const KEEP: u32 = 120;
    let len = n.bit_len();
    if len <= KEEP {
        return round(sem, neg, n.low_u128(), exp, false).0;
    }
    let drop = len - KEEP;
    let sticky = n.low_bits_nonzero(drop);
    round(sem, neg, n.shr(drop).low_u128(), exp + drop as i32, sticky).0
}

/// The IEEE remainder of `(-1)^na * ma * 2^ea` by `mb * 2^eb` (both significands
/// non-zero and below `2^120`): exact, a zero result keeping the dividend's sign.
fn exact_remainder(sem: FloatSem, na: bool, ma: u128, ea: i32, mb: u128, eb: i32) -> u128 {
    // The truncated remainder `r` and the parity of the truncated quotient, in units of
    // `2^unit`, against the divisor `d` in the same units.
    let (r, odd, d, unit) = if ea >= eb {
        // `ma * 2^(ea - eb)` modulo `mb`, one doubling at a time (`r < mb`, so `2r` fits).
        let mut r = ma % mb;
        let mut odd = (ma / mb) & 1 == 1;
        for _ in 0..(ea - eb) {
            r <<= 1;
            odd = r >= mb;
            if odd {
                r -= mb;
            }
        }
        (r, odd, mb, eb)
    } else {
        let s = (eb - ea) as u32;
        if bit_len(mb) + s >= bit_len(ma) + 2 {
            // The divisor exceeds twice the dividend: the quotient rounds to zero.
            return round(sem, na, ma, ea, false).0;
        }
        let d = mb << s;
        (ma % d, (ma / d) & 1 == 1, d, ea)
    };
    // Round the quotient to nearest, ties to even: past half a divisor, one more.
    let (neg, r) = if r > d - r || (r == d - r && odd) {
        (!na, d - r)
    } else {
        (na, r)
    };
    if r == 0 {
        return zero(sem, na);
    }
    round(sem, neg, r, unit, false).0
}

/// `a op b` computed exactly on the operands' significands (infinities, zeros and zero
/// divisors as IEEE 754 says), then rounded once.
fn exact_binary(sem: FloatSem, op: BinOp, a: u128, b: u128) -> Option<u128> {
    let (ca, mut cb) = (classify(sem, a), classify(sem, b));
    if op == BinOp::Sub {
        cb = match cb {
            Class::Zero(n) => Class::Zero(!n),
            Class::Inf(n) => Class::Inf(!n),
            Class::Finite { neg, mant, exp } => Class::Finite {
                neg: !neg,
                mant,
                exp,
            },
            other => other,
        };
    }
    // Infinite operands (exact in every format).
    let inf_sign = |c: Class| match c {
        Class::Inf(n) => Some(n),
        _ => None,
    };
    let sign_of = |c: Class| match c {
        Class::Inf(n) | Class::Zero(n) => n,
        Class::Finite { neg, .. } => neg,
        Class::Nan => false,
    };
    let is_zero = |c: Class| matches!(c, Class::Zero(_));
    let (ia, ib) = (inf_sign(ca), inf_sign(cb));
    if ia.is_some() || ib.is_some() {
        let (sa, sb) = (sign_of(ca), sign_of(cb));
        return Some(match op {
            BinOp::Add | BinOp::Sub => match (ia, ib) {
                (Some(x), Some(y)) if x != y => default_nan(sem),
                (Some(x), _) | (_, Some(x)) => infinity(sem, x),
                _ => unreachable!(),
            },
            BinOp::Mul if is_zero(ca) || is_zero(cb) => default_nan(sem),
            BinOp::Mul => infinity(sem, sa != sb),
            BinOp::Div => match (ia, ib) {
                (Some(_), Some(_)) => default_nan(sem),
                (Some(_), None) => infinity(sem, sa != sb),
                _ => zero(sem, sa != sb),
            },
            // `x rem inf` is `x`; `inf rem y` is invalid.
            BinOp::Rem if ia.is_some() => default_nan(sem),
            BinOp::Rem => a,
        });
    }
    if matches!(op, BinOp::Div | BinOp::Rem) && is_zero(cb) {
        return Some(if op == BinOp::Rem || is_zero(ca) {
            default_nan(sem)
        } else {
            infinity(sem, sign_of(ca) != sign_of(cb))
        });
    }
    // The significand with its trailing zeros moved to the exponent.
    let trim = |c: Class| match c {
        Class::Finite { neg, mant, exp } => {
            let tz = mant.trailing_zeros();
            Some((neg, mant >> tz, exp + tz as i32))
        }
        Class::Zero(n) => Some((n, 0, 0)),
        _ => None,
    };
    let (na, ma, ea) = trim(ca)?;
    let (nb, mb, eb) = trim(cb)?;
    match op {
        BinOp::Add | BinOp::Sub => {
            if ma == 0 && mb == 0 {
                return Some(zero(sem, na && nb));
            }
            if ma == 0 {
                return Some(round(sem, nb, mb, eb, false).0);
            }
            if mb == 0 {
                return Some(round(sem, na, ma, ea, false).0);
            }
            let e = ea.min(eb);
            let x = Nat::from_u128(ma).shl((ea - e) as u32);
            let y = Nat::from_u128(mb).shl((eb - e) as u32);
            let (neg, mag) = if na == nb {
                (na, x.add(&y))
            } else if x >= y {
                (na, x.sub(&y))
            } else {
                (nb, y.sub(&x))
            };
            if mag.bit_len() == 0 {
                return Some(zero(sem, false));
            }
            Some(round_nat(sem, neg, &mag, e))
        }
        BinOp::Mul => {
            if ma == 0 || mb == 0 {
                return Some(zero(sem, na != nb));
            }
            let prod = Nat::from_u128(ma).mul(&Nat::from_u128(mb));
            Some(round_nat(sem, na != nb, &prod, ea + eb))
        }
        BinOp::Div => {
            if ma == 0 {
                return Some(zero(sem, na != nb));
            }
            // Long division: `r / d` brought into [1, 2), then `p + 3` quotient bits and
            // whether a remainder is left (`r < 2d < 2^116`: no overflow).
            let (mut r, mut d, mut k) = (ma, mb, 0i32);
            while r < d {
                r <<= 1;
                k += 1;
            }
            while d << 1 <= r {
                d <<= 1;
                k -= 1;
            }
            let n = sem.precision() + 3;
            let mut q = 0u128;
            for _ in 0..n {
                q <<= 1;
                if r >= d {
                    r -= d;
                    q |= 1;
                }
                r <<= 1;
            }
            Some(round(sem, na != nb, q, ea - eb - k - (n as i32 - 1), r != 0).0)
        }
        BinOp::Rem => {
            if ma == 0 {
                return Some(a);
            }
            Some(exact_remainder(sem, na, ma, ea, mb, eb))
        }
    }
}

/// LLVM's `maximum`: a NaN operand (the first), else the larger, `+0` above `-0`.
pub fn maximum(sem: FloatSem, a: u128, b: u128) -> u128 {
    if is_nan(sem, a) {
        return a;
    }
    if is_nan(sem, b) {
        return b;
    }
    let zero_mag = |x: u128| x & !sem.sign_bit() == 0;
    if zero_mag(a) && zero_mag(b) && a != b {
        return zero(sem, false);
    }
    if compare(sem, a, b) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// LLVM's `minimum`: a NaN operand (the first), else the smaller, `-0` below `+0`.
pub fn minimum(sem: FloatSem, a: u128, b: u128) -> u128 {
    if is_nan(sem, a) {
        return a;
    }
    if is_nan(sem, b) {
        return b;
    }
    let zero_mag = |x: u128| x & !sem.sign_bit() == 0;
    if zero_mag(a) && zero_mag(b) && a != b {
        return zero(sem, true);
    }
    if compare(sem, b, a) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// A rounding direction of [`round_to_integral`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// To the nearest integer, ties to the even one.
    NearestTiesToEven,
    /// Toward `+inf` (ceiling).
    TowardPositive,
    /// Toward `-inf` (floor).
    TowardNegative,
    /// Toward zero (truncation).
    TowardZero,
}

/// `bits` rounded to an integral value in direction `mode` (`APFloat::roundToIntegral`):
/// exact for every format; infinities and values already integral are kept, a signaling
/// NaN is made quiet, and a zero result keeps the operand's sign.
pub fn round_to_integral(sem: FloatSem, bits: u128, mode: Rounding) -> u128 {
    let (neg, mant, exp) = match classify(sem, bits) {
        Class::Nan => return quiet(sem, bits),
        Class::Inf(_) | Class::Zero(_) => return bits,
        Class::Finite { neg, mant, exp } => (neg, mant, exp),
    };
    if exp >= 0 {
        return bits;
    }
    let shift = exp.unsigned_abs();
    let (int, frac, half) = if shift >= 128 {
        (0, mant, None)
    } else {
        (
            mant >> shift,
            mant & ((1u128 << shift) - 1),
            Some(1u128 << (shift - 1)),
        )
    };
    let up = frac != 0
        && match mode {
            Rounding::TowardZero => false,
            Rounding::TowardPositive => !neg,
            Rounding::TowardNegative => neg,
            Rounding::NearestTiesToEven => match half {
                None => false,
                Some(h) => frac > h || (frac == h && int & 1 == 1),
            },
        };
    round(sem, neg, int + u128::from(up), 0, false).0
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        /// A random f64: random bits, or a small integer, or a special value.
        fn f64(&mut self) -> f64 {
            const SPECIAL: [f64; 9] = [
                0.0,
                -0.0,
                1.0,
                -1.0,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::MIN_POSITIVE,
                5e-324,
                f64::MAX,
            ];
            match self.next() % 4 {
                0 => SPECIAL[(self.next() % 9) as usize],
                1 => (self.next() % 1000) as f64 / 8.0 - 60.0,
                _ => f64::from_bits(self.next()),
            }
        }
    }

    fn native_nan_fixed(sem: FloatSem, r: u128, a: u128, b: u128) -> u128 {
        // Hardware NaNs: an invalid operation's NaN sign differs between machines; the
        // fold's is positive.
        if is_nan(sem, r) && !is_nan(sem, a) && !is_nan(sem, b) {
            default_nan(sem)
        } else {
            r
        }
    }

    #[test]
    fn f64_and_f32_match_native() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for _ in 0..20_000 {
            let (x, y) = (rng.f64(), rng.f64());
            let (a, b) = (u128::from(x.to_bits()), u128::from(y.to_bits()));
            let s = FloatSem::F64;
            for (op, r) in [
                (BinOp::Add, x + y),
                (BinOp::Sub, x - y),
                (BinOp::Mul, x * y),
                (BinOp::Div, x / y),
            ] {
                let want = native_nan_fixed(s, u128::from(r.to_bits()), a, b);
                assert_eq!(binary(s, op, a, b), Some(want), "{x:e} {op:?} {y:e}");
                // The exact integer path agrees wherever it computes.
                if let (Some(e), false) = (exact_binary(s, op, a, b), r.is_nan()) {
                    assert_eq!(e, want, "exact {x:e} {op:?} {y:e}");
                }
            }
            // The exact remainder agrees with the `f64` one.
            if !x.is_nan() && !y.is_nan() {
                let want = binary(s, BinOp::Rem, a, b).unwrap();
                let got = exact_binary(s, BinOp::Rem, a, b).unwrap();
                assert!(
                    got == want || (is_nan(s, got) && is_nan(s, want)),
                    "{x:e} rem {y:e}"
                );
            }
            assert_eq!(compare(s, a, b), x.partial_cmp(&y));
            let (fx, fy) = (x as f32, y as f32);
            let (a, b) = (u128::from(fx.to_bits()), u128::from(fy.to_bits()));
            let s = FloatSem::F32;
            for (op, r) in [
                (BinOp::Add, fx + fy),
                (BinOp::Sub, fx - fy),
                (BinOp::Mul, fx * fy),
                (BinOp::Div, fx / fy),
            ] {
                let want = native_nan_fixed(s, u128::from(r.to_bits()), a, b);
                assert_eq!(binary(s, op, a, b), Some(want), "{fx:e} {op:?} {fy:e}");
            }
            // Conversions agree with Rust's `as` (round to nearest even; saturation aside).
            assert_eq!(
                convert(FloatSem::F64, FloatSem::F32, u128::from(x.to_bits())).map(|r| r.0),
                (!x.is_nan()).then(|| u128::from((x as f32).to_bits()))
            );
            let i = rng.next() as i64;
            assert_eq!(
                from_int(FloatSem::F64, i as u128, 64, true),
                u128::from((i as f64).to_bits())
            );
            assert_eq!(
                from_int(FloatSem::F32, u128::from(i as u64), 64, false),
                u128::from(((i as u64) as f32).to_bits())
            );
            let in_range =
                x.is_finite() && x.trunc() >= -(2f64.powi(63)) && x.trunc() < 2f64.powi(63);
            assert_eq!(
                to_int(FloatSem::F64, u128::from(x.to_bits()), 64, true),
                in_range.then_some((x as i64) as u64 as u128)
            );
        }
    }

    #[test]
    fn remainder_and_specials() {
        let f = |x: f32| u128::from(x.to_bits());
        let s = FloatSem::F32;
        assert_eq!(binary(s, BinOp::Rem, f(5.0), f(3.0)), Some(f(-1.0)));
        assert_eq!(binary(s, BinOp::Rem, f(-1.0), f(1.0)), Some(f(-0.0)));
        assert_eq!(binary(s, BinOp::Rem, f(7.5), f(2.0)), Some(f(-0.5)));
        assert_eq!(binary(s, BinOp::Rem, f(5.0), f(2.0)), Some(f(1.0)));
        assert_eq!(binary(s, BinOp::Rem, f(3.0), f(2.0)), Some(f(-1.0)));
        assert_eq!(binary(s, BinOp::Rem, f(1.0), f(0.0)), Some(0x7FC0_0000));
        assert_eq!(
            binary(s, BinOp::Sub, 0x7F80_0000, 0x7F80_0000),
            Some(0x7FC0_0000)
        );
        // The first NaN wins, quieted, its sign kept.
        assert_eq!(
            binary(s, BinOp::Mul, 0x7F80_0003, 0xFFC0_0001),
            Some(0x7FC0_0003)
        );
        assert_eq!(
            binary(s, BinOp::Sub, f(1.0), 0xFFC0_0001),
            Some(0xFFC0_0001)
        );
        assert_eq!(maximum(s, f(0.0), f(-0.0)), f(0.0));
        assert_eq!(minimum(s, f(0.0), f(-0.0)), f(-0.0));
        assert_eq!(maximum(s, f(1.0), 0x7F80_0003), 0x7F80_0003);
    }

    #[test]
    fn half_formats_round_to_nearest_even() {
        // f16: 1 + 2^-11 is a tie between 1 and 1 + 2^-10: even gives 1.
        let h = FloatSem::F16;
        let one = 0x3C00;
        let tiny = 0x1000; // 2^-11
        assert_eq!(binary(h, BinOp::Add, one, tiny), Some(one));
        // 65504 + 16 overflows to infinity; 65504 + 15 stays.
        assert_eq!(binary(h, BinOp::Add, 0x7BFF, 0x4C00), Some(0x7C00));
        assert_eq!(binary(h, BinOp::Add, 0x7BFF, 0x4B80), Some(0x7BFF));
        // The smallest subnormal halved: a tie to even, zero.
        assert_eq!(binary(h, BinOp::Mul, 0x0001, 0x3800), Some(0x0000));
        assert_eq!(binary(h, BinOp::Mul, 0x0003, 0x3800), Some(0x0002));
        // bf16: 1 + 1 = 2, 1 / 3 rounded.
        let b = FloatSem::BF16;
        assert_eq!(binary(b, BinOp::Add, 0x3F80, 0x3F80), Some(0x4000));
        assert_eq!(binary(b, BinOp::Div, 0x3F80, 0x4040), Some(0x3EAB));
        // f8E4M3FN: 448 is the largest value; 448 + 16 is a tie that rounds to it (even);
        // 448 + 32 (whose pattern would be the NaN's) and 448 * 2 overflow to the NaN (sign
        // kept); the exponent field of all ones holds finite values.
        let e4 = FloatSem::F8E4M3FN;
        assert_eq!(
            classify(e4, 0x7E),
            Class::Finite {
                neg: false,
                mant: 0xE,
                exp: 5
            }
        );
        assert_eq!(classify(e4, 0x7F), Class::Nan);
        assert_eq!(binary(e4, BinOp::Add, 0x7E, 0x58), Some(0x7E));
        assert_eq!(binary(e4, BinOp::Add, 0x7E, 0x60), Some(0x7F));
        assert_eq!(binary(e4, BinOp::Mul, 0x7E, 0x40), Some(0x7F)); // 448 * 2
        assert_eq!(binary(e4, BinOp::Mul, 0xFE, 0x40), Some(0xFF));
        assert_eq!(infinity(e4, true), 0xFF);
        let e5 = FloatSem::F8E5M2;
        assert_eq!(binary(e5, BinOp::Mul, 0x7B, 0x40), Some(0x7C)); // 57344 * 2 = inf
        assert_eq!(quiet(e5, 0x7D), 0x7F);
        // Every 8-bit value and every f16 round-trips through f64.
        for sem in [e4, e5] {
            for bits in 0..=0xFFu128 {
                if let Some(x) = to_f64(sem, bits) {
                    assert_eq!(from_f64(sem, x), bits);
                } else {
                    assert!(is_nan(sem, bits));
                }
            }
        }
        for bits in 0..=0xFFFFu128 {
            if let Some(x) = to_f64(h, bits) {
                assert_eq!(from_f64(h, x), bits);
            } else {
                assert!(is_nan(h, bits));
            }
        }
    }

    #[test]
    fn wide_formats_compute_exactly_or_not_at_all() {
        let q = FloatSem::F128;
        let from = |x: f64| {
            convert(FloatSem::F64, q, u128::from(x.to_bits()))
                .unwrap()
                .0
        };
        assert_eq!(
            binary(q, BinOp::Add, from(1.5), from(2.25)),
            Some(from(3.75))
        );
        assert_eq!(
            binary(q, BinOp::Mul, from(-3.0), from(0.5)),
            Some(from(-1.5))
        );
        assert_eq!(binary(q, BinOp::Sub, from(1.0), from(1.0)), Some(from(0.0)));
        // 1/3 is inexact in every format; f128 rounds it once.
        let third = binary(q, BinOp::Div, from(1.0), from(3.0)).unwrap();
        assert_eq!(third, 0x3FFD_5555_5555_5555_5555_5555_5555_5555);
        assert_eq!(binary(q, BinOp::Rem, from(1.0), from(3.0)), Some(from(1.0)));
        assert_eq!(
            binary(q, BinOp::Rem, from(5.0), from(3.0)),
            Some(from(-1.0))
        );
        assert_eq!(
            binary(q, BinOp::Rem, from(-6.0), from(3.0)),
            Some(from(-0.0))
        );
        assert_eq!(
            binary(q, BinOp::Rem, from(1.0), from(0.0)),
            Some(default_nan(q))
        );
        // Far apart: 1 + 2^-200 rounds to 1; 2^-16000 * 2^16000 is 1 (the product of
        // significands wider than 128 bits is exact).
        let tiny = round(q, false, 1, -200, false).0;
        assert_eq!(binary(q, BinOp::Add, from(1.0), tiny), Some(from(1.0)));
        let big = round(q, false, (1 << 112) + 1, 16000 - 112, false).0;
        let small = round(q, false, (1 << 112) + 3, -16000 - 112, false).0;
        let prod = binary(q, BinOp::Mul, big, small).unwrap();
        assert_eq!(
            classify(q, prod),
            Class::Finite {
                neg: false,
                mant: (1 << 112) + 4,
                exp: -112
            }
        );
        assert_eq!(
            binary(q, BinOp::Div, from(-1.0), from(0.0)),
            Some(from(f64::NEG_INFINITY))
        );
        assert_eq!(
            binary(q, BinOp::Div, from(0.0), from(-0.0)),
            Some(default_nan(q))
        );
        let inf = from(f64::INFINITY);
        assert_eq!(binary(q, BinOp::Sub, inf, inf), Some(default_nan(q)));
        assert_eq!(
            binary(q, BinOp::Mul, inf, from(-2.0)),
            Some(from(f64::NEG_INFINITY))
        );
        assert_eq!(binary(q, BinOp::Div, from(2.0), inf), Some(from(0.0)));
        let x = FloatSem::F80;
        let one = convert(FloatSem::F64, x, u128::from(1f64.to_bits()))
            .unwrap()
            .0;
        assert_eq!(one, 0x3FFF_8000_0000_0000_0000);
        assert_eq!(
            binary(x, BinOp::Add, one, one),
            Some(0x4000_8000_0000_0000_0000)
        );
        assert_eq!(from_int(x, 3, 32, false), 0x4000_C000_0000_0000_0000);
        assert_eq!(to_int(x, 0x4000_C000_0000_0000_0000, 8, true), Some(3));
    }
}
