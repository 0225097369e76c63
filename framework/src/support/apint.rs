//! Exact two's-complement integers of a fixed width from 1 to 128 bits ([`ApInt`]): the
//! arithmetic constant folds compute with (wrapping add/sub/mul, signed and unsigned
//! division and remainder with their overflow, shifts, bitwise ops, comparisons,
//! extension and truncation, and the high half of a double-width product).
//!
//! The value is held as its low `width` bits in a `u128` (the bits above are zero); signed
//! readings sign-extend from bit `width - 1`.

/// An integer of `width` bits (1 to 128), as a bit pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    bits: u128,
}

/// The mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl ApInt {
    /// The integer of `width` bits whose pattern is the low `width` bits of `bits`.
    ///
    /// # Panics
    /// When `width` is 0 or above 128.
    pub fn new(width: u32, bits: u128) -> ApInt {
        assert!((1..=128).contains(&width), "ApInt width {width}");
        ApInt {
            width,
            bits: bits & mask(width),
        }
    }

    /// The integer of `width` bits holding `value` modulo 2^width.
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        ApInt::new(width, value as u128)
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> ApInt {
        ApInt::new(width, 0)
    }

    /// The width in bits.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The bit pattern (zero-extended).
    pub fn bits(self) -> u128 {
        self.bits
    }

    /// The value read as unsigned.
    pub fn to_u128(self) -> u128 {
        self.bits
    }

    /// The value read as two's complement (sign-extended).
    pub fn to_i128(self) -> i128 {
        if self.width >= 128 {
            return self.bits as i128;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    /// Whether all bits are zero.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// Whether the pattern is `0…01`.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }

    /// Whether all bits are one.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }

    /// Whether the sign bit is set.
    pub fn is_negative(self) -> bool {
        self.bits >> (self.width - 1) & 1 == 1
    }

    /// Whether this is the largest signed value (`0111…1`).
    pub fn is_max_signed(self) -> bool {
        self.bits == mask(self.width) >> 1
    }

    /// Whether this is the smallest signed value (`100…0`).
    pub fn is_min_signed(self) -> bool {
        self.bits == 1u128 << (self.width - 1)
    }

    /// The largest unsigned value, all ones.
    pub fn is_max_unsigned(self) -> bool {
        self.is_all_ones()
    }

    fn with(self, bits: u128) -> ApInt {
        ApInt::new(self.width, bits)
    }

    /// `self + rhs`, wrapping.
    pub fn wrapping_add(self, rhs: ApInt) -> ApInt {
        self.with(self.bits.wrapping_add(rhs.bits))
    }

    /// `self - rhs`, wrapping.
    pub fn wrapping_sub(self, rhs: ApInt) -> ApInt {
        self.with(self.bits.wrapping_sub(rhs.bits))
    }

    /// `self * rhs`, wrapping.
    pub fn wrapping_mul(self, rhs: ApInt) -> ApInt {
        self.with(self.bits.wrapping_mul(rhs.bits))
    }

    /// `-self`, wrapping.
    pub fn wrapping_neg(self) -> ApInt {
        self.with(self.bits.wrapping_neg())
    }

    /// `self + rhs` and whether the unsigned addition overflowed.
    pub fn uadd_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let r = self.wrapping_add(rhs);
        (r, r.bits < self.bits)
    }

    /// `self + rhs` and whether the signed addition overflowed.
    pub fn sadd_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let r = self.wrapping_add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// `self - rhs` and whether the signed subtraction overflowed.
    pub fn ssub_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let r = self.wrapping_sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Unsigned quotient, `None` for a zero divisor.
    pub fn udiv(self, rhs: ApInt) -> Option<ApInt> {
        (!rhs.is_zero()).then(|| self.with(self.bits / rhs.bits))
    }

    /// Unsigned remainder, `None` for a zero divisor.
    pub fn urem(self, rhs: ApInt) -> Option<ApInt> {
        (!rhs.is_zero()).then(|| self.with(self.bits % rhs.bits))
    }

    /// The magnitude of the signed value, as an unsigned number (exact for the smallest
    /// value too).
    fn magnitude(self) -> u128 {
        if self.is_negative() {
            self.wrapping_neg().bits
        } else {
            self.bits
        }
    }

    /// Signed quotient rounded toward zero and whether it overflowed (the smallest value
    /// divided by -1, whose quotient wraps to itself); `None` for a zero divisor.
    pub fn sdiv_ov(self, rhs: ApInt) -> Option<(ApInt, bool)> {
        if rhs.is_zero() {
            return None;
        }
        let q = self.magnitude() / rhs.magnitude();
        let q = if self.is_negative() != rhs.is_negative() {
            self.with(q.wrapping_neg())
        } else {
            self.with(q)
        };
        Some((q, self.is_min_signed() && rhs.is_all_ones()))
    }

    /// Signed remainder (the sign of the dividend); `None` for a zero divisor.
    pub fn srem(self, rhs: ApInt) -> Option<ApInt> {
        if rhs.is_zero() {
            return None;
        }
        let r = self.magnitude() % rhs.magnitude();
        Some(if self.is_negative() {
            self.with(r.wrapping_neg())
        } else {
            self.with(r)
        })
    }

    /// `self & rhs`.
    pub fn and(self, rhs: ApInt) -> ApInt {
        self.with(self.bits & rhs.bits)
    }

    /// `self | rhs`.
    pub fn or(self, rhs: ApInt) -> ApInt {
        self.with(self.bits | rhs.bits)
    }

    /// `self ^ rhs`.
    pub fn xor(self, rhs: ApInt) -> ApInt {
        self.with(self.bits ^ rhs.bits)
    }

    /// Shift left by `amount` (zero when `amount` is the width or more).
    pub fn shl_by(self, amount: u128) -> ApInt {
        if amount >= u128::from(self.width) {
            return self.with(0);
        }
        self.with(self.bits << amount)
    }

    /// Logical shift right by `amount` (zero when `amount` is the width or more).
    pub fn lshr(self, amount: u128) -> ApInt {
        if amount >= u128::from(self.width) {
            return self.with(0);
        }
        self.with(self.bits >> amount)
    }

    /// Arithmetic shift right by `amount` (all sign bits when `amount` is the width or
    /// more).
    pub fn ashr(self, amount: u128) -> ApInt {
        let amount = amount.min(u128::from(self.width - 1)) as u32;
        self.with((self.to_i128() >> amount) as u128)
    }

    /// Unsigned `<`.
    pub fn ult(self, rhs: ApInt) -> bool {
        self.bits < rhs.bits
    }

    /// Signed `<`.
    pub fn slt(self, rhs: ApInt) -> bool {
        self.to_i128() < rhs.to_i128()
    }

    /// The signed maximum.
    pub fn smax(self, rhs: ApInt) -> ApInt {
        if self.slt(rhs) {
            rhs
        } else {
            self
        }
    }

    /// The signed minimum.
    pub fn smin(self, rhs: ApInt) -> ApInt {
        if rhs.slt(self) {
            rhs
        } else {
            self
        }
    }

    /// The unsigned maximum.
    pub fn umax(self, rhs: ApInt) -> ApInt {
        if self.ult(rhs) {
            rhs
        } else {
            self
        }
    }

    /// The unsigned minimum.
    pub fn umin(self, rhs: ApInt) -> ApInt {
        if rhs.ult(self) {
            rhs
        } else {
            self
        }
    }

    /// Zero-extension (or truncation) to `width` bits.
    pub fn zext(self, width: u32) -> ApInt {
        ApInt::new(width, self.bits)
    }

    /// Sign-extension (or truncation) to `width` bits.
    pub fn sext(self, width: u32) -> ApInt {
        ApInt::new(width, self.to_i128() as u128)
    }

    /// Truncation to `width` bits.
    pub fn trunc(self, width: u32) -> ApInt {
        ApInt::new(width, self.bits)
    }

    /// The high `width` bits of the `2 * width`-bit product of the operands, read as
    /// unsigned (`signed == false`) or signed numbers.
    pub fn mul_high(self, rhs: ApInt, signed: bool) -> ApInt {
        let w = self.width;
        let ext = |x: ApInt| if signed { x.to_i128() as u128 } else { x.bits };
        let (a, b) = (ext(self), ext(rhs));
        // The 256-bit product of the 128-bit patterns, as (high, low).
        let (mut hi, lo) = wide_mul(a, b);
        if signed {
            // Two's complement: the product of the sign-extended values modulo 2^256
            // subtracts the other operand shifted by 128 for each negative operand.
            if self.is_negative() {
                hi = hi.wrapping_sub(b);
            }
            if rhs.is_negative() {
                hi = hi.wrapping_sub(a);
            }
        }
        // Bits [w, 2w) of (hi, lo).
        let bits = if w == 128 {
            hi
        } else if w >= 64 {
            (lo >> w) | (hi << (128 - w))
        } else {
            lo >> w
        };
        ApInt::new(w, bits)
    }
}

/// The full 256-bit product of two `u128`, as (high, low).
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0) = (a >> 64, a & u128::from(u64::MAX));
    let (b1, b0) = (b >> 64, b & u128::from(u64::MAX));
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 & u128::from(u64::MAX)) + (p10 & u128::from(u64::MAX));
    let lo = (p00 & u128::from(u64::MAX)) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (hi, lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift), with edge values mixed in.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn value(&mut self) -> u64 {
            const EDGES: [u64; 8] = [0, 1, u64::MAX, 1 << 63, (1 << 63) - 1, 2, 255, 128];
            match self.next() % 4 {
                0 => EDGES[(self.next() % 8) as usize],
                1 => self.next() % 16,
                _ => self.next(),
            }
        }
    }

    #[test]
    fn matches_native_64_bit_arithmetic() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..20_000 {
            let (x, y) = (rng.value(), rng.value());
            let (a, b) = (ApInt::new(64, x.into()), ApInt::new(64, y.into()));
            let (sx, sy) = (x as i64, y as i64);
            assert_eq!(a.wrapping_add(b).to_u128(), x.wrapping_add(y).into());
            assert_eq!(a.wrapping_sub(b).to_u128(), x.wrapping_sub(y).into());
            assert_eq!(a.wrapping_mul(b).to_u128(), x.wrapping_mul(y).into());
            assert_eq!(a.to_i128(), sx.into());
            assert_eq!(
                a.udiv(b).map(ApInt::to_u128),
                x.checked_div(y).map(Into::into)
            );
            assert_eq!(
                a.urem(b).map(ApInt::to_u128),
                x.checked_rem(y).map(Into::into)
            );
            if y != 0 {
                let (q, ov) = a.sdiv_ov(b).unwrap();
                assert_eq!(ov, sx.checked_div(sy).is_none());
                assert_eq!(q.to_i128(), sx.wrapping_div(sy).into());
                assert_eq!(a.srem(b).unwrap().to_i128(), sx.wrapping_rem(sy).into());
            }
            assert_eq!(a.uadd_ov(b).1, x.checked_add(y).is_none());
            assert_eq!(a.sadd_ov(b).1, sx.checked_add(sy).is_none());
            assert_eq!(a.ssub_ov(b).1, sx.checked_sub(sy).is_none());
            let sh = y % 70;
            let want_shl = if sh >= 64 { 0 } else { x << sh };
            assert_eq!(a.shl_by(sh.into()).to_u128(), want_shl.into());
            let want_lshr = if sh >= 64 { 0 } else { x >> sh };
            assert_eq!(a.lshr(sh.into()).to_u128(), want_lshr.into());
            assert_eq!(a.ashr(sh.into()).to_i128(), (sx >> sh.min(63)).into());
            assert_eq!(a.slt(b), sx < sy);
            assert_eq!(a.ult(b), x < y);
            assert_eq!(a.smax(b).to_i128(), sx.max(sy).into());
            assert_eq!(a.smin(b).to_i128(), sx.min(sy).into());
            assert_eq!(a.umax(b).to_u128(), x.max(y).into());
            assert_eq!(a.umin(b).to_u128(), x.min(y).into());
            assert_eq!(a.and(b).to_u128(), (x & y).into());
            assert_eq!(a.or(b).to_u128(), (x | y).into());
            assert_eq!(a.xor(b).to_u128(), (x ^ y).into());
            let uhigh = ((u128::from(x) * u128::from(y)) >> 64) as u64;
            assert_eq!(a.mul_high(b, false).to_u128(), uhigh.into());
            let shigh = ((i128::from(sx) * i128::from(sy)) >> 64) as i64;
            assert_eq!(a.mul_high(b, true).to_i128(), shigh.into());
            assert_eq!(a.trunc(32).to_u128(), u128::from(x as u32));
            assert_eq!(a.trunc(32).sext(64).to_i128(), i128::from(x as i32));
            assert_eq!(a.trunc(32).zext(64).to_u128(), u128::from(x as u32));
        }
    }

    #[test]
    fn narrow_and_wide_widths() {
        // i1: 1 is -1 signed, the smallest value.
        let t = ApInt::new(1, 1);
        assert_eq!(t.to_i128(), -1);
        assert!(t.is_min_signed() && t.is_all_ones() && t.is_one());
        assert_eq!(t.sdiv_ov(t), Some((ApInt::new(1, 1), true)));
        // i7 wraps at 7 bits.
        let a = ApInt::from_i128(7, 63);
        assert_eq!(a.wrapping_add(ApInt::new(7, 1)).to_i128(), -64);
        assert!(a.sadd_ov(ApInt::new(7, 1)).1);
        // i128 signed high product: (-1) * (-1) = 1, high half 0; MIN * MIN = 2^254.
        let m1 = ApInt::from_i128(128, -1);
        assert_eq!(m1.mul_high(m1, true).to_u128(), 0);
        assert_eq!(m1.mul_high(m1, false).to_u128(), u128::MAX - 1);
        let min = ApInt::new(128, 1 << 127);
        assert_eq!(min.mul_high(min, true).to_u128(), 1 << 126);
        // i96 (a width between 64 and 128).
        let x = ApInt::new(96, (1u128 << 95) + 5);
        assert_eq!(x.mul_high(ApInt::new(96, 4), false).to_u128(), 2);
        assert_eq!(x.mul_high(ApInt::new(96, 4), true).to_i128(), -2);
    }
}
