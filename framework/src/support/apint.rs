//! Exact two's-complement integers of any width from 1 to 16777215 bits (MLIR's
//! `IntegerType::kMaxWidth`) ([`ApInt`]): the arithmetic constant folds compute with
//! (wrapping add/sub/mul, signed and unsigned division and remainder with their overflow,
//! shifts, bitwise ops, comparisons, extension and truncation, the high half of a
//! double-width product, bit counts, decimal text).
//!
//! Widths up to 128 bits hold their low `width` bits in a `u128` (the bits above are
//! zero) and compute on it directly; wider ones hold `ceil(width / 64)` 64-bit words,
//! least significant first (the bits above `width` zero), and compute on the words.
//! Signed readings sign-extend from bit `width - 1`.

/// The largest integer width, MLIR's `IntegerType::kMaxWidth`.
pub const MAX_WIDTH: u32 = (1 << 24) - 1;

/// An integer of `width` bits (1 to [`MAX_WIDTH`]), as a bit pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    /// The pattern for widths up to 128; the low 128 bits of it for wider ones.
    bits: u128,
    /// The words of a pattern wider than 128 bits (`None` up to 128).
    wide: Option<Box<[u64]>>,
}

/// The mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The number of 64-bit words of `width` bits.
fn nwords(width: u32) -> usize {
    (width as usize).div_ceil(64)
}

/// The magnitude of a decimal or hexadecimal (`radix` 10 or 16) digit string as
/// little-endian 64-bit words without leading zero words; `None` for a non-digit.
pub fn parse_magnitude(digits: &str, radix: u32) -> Option<Vec<u64>> {
    let mut words: Vec<u64> = Vec::new();
    if radix == 16 {
        for (i, c) in digits.bytes().rev().enumerate() {
            let d = u64::from((c as char).to_digit(16)?);
            if i % 16 == 0 {
                words.push(0);
            }
            *words.last_mut().unwrap() |= d << (4 * (i % 16));
        }
    } else {
        // Chunks of up to 19 decimal digits: words = words * 10^k + chunk.
        let bytes = digits.as_bytes();
        for chunk in bytes.chunks(19) {
            let mut v = 0u64;
            for &c in chunk {
                v = v * 10 + u64::from((c as char).to_digit(10)?);
            }
            let scale = 10u64.pow(chunk.len() as u32);
            let mut carry = u128::from(v);
            for w in words.iter_mut() {
                let t = u128::from(*w) * u128::from(scale) + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
    }
    while words.last() == Some(&0) {
        words.pop();
    }
    Some(words)
}

/// The number of significant bits of little-endian words.
pub fn active_bits(words: &[u64]) -> u64 {
    for (i, &w) in words.iter().enumerate().rev() {
        if w != 0 {
            return i as u64 * 64 + u64::from(64 - w.leading_zeros());
        }
    }
    0
}

// ----- word helpers (little-endian, equal lengths) -----

fn add_words(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut carry = false;
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            s
        })
        .collect()
}

fn sub_words(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut borrow = false;
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, b1) = x.overflowing_sub(y);
            let (s, b2) = s.overflowing_sub(u64::from(borrow));
            borrow = b1 || b2;
            s
        })
        .collect()
}

/// The product of `a` and `b` modulo 2^(64 * n).
fn mul_words(a: &[u64], b: &[u64], n: usize) -> Vec<u64> {
    let mut r = vec![0u64; n];
    for (i, &x) in a.iter().enumerate().take(n) {
        if x == 0 {
            continue;
        }
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate().take(n - i) {
            let t = u128::from(x) * u128::from(y) + u128::from(r[i + j]) + carry;
            r[i + j] = t as u64;
            carry = t >> 64;
        }
    }
    r
}

fn cmp_words(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// `a << s` within `a.len()` words.
fn shl_words(a: &[u64], s: u64) -> Vec<u64> {
    let n = a.len();
    let (ws, bs) = ((s / 64) as usize, (s % 64) as u32);
    let mut r = vec![0u64; n];
    for i in ws..n {
        let lo = a[i - ws];
        r[i] = if bs == 0 {
            lo
        } else {
            let below = if i > ws {
                a[i - ws - 1] >> (64 - bs)
            } else {
                0
            };
            (lo << bs) | below
        };
    }
    r
}

/// `a >> s` (logical).
fn lshr_words(a: &[u64], s: u64) -> Vec<u64> {
    let n = a.len();
    let (ws, bs) = ((s / 64) as usize, (s % 64) as u32);
    let mut r = vec![0u64; n];
    for i in 0..n.saturating_sub(ws) {
        let hi = a[i + ws];
        r[i] = if bs == 0 {
            hi
        } else {
            let above = if i + ws + 1 < n {
                a[i + ws + 1] << (64 - bs)
            } else {
                0
            };
            (hi >> bs) | above
        };
    }
    r
}

/// Unsigned quotient and remainder of `a` by a non-zero `b` (equal lengths).
fn divrem_words(a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let n = a.len();
    let blen = active_bits(b);
    if blen <= 64 {
        // Short division by one word.
        let d = u128::from(b[0]);
        let mut q = vec![0u64; n];
        let mut r = 0u128;
        for i in (0..n).rev() {
            let cur = (r << 64) | u128::from(a[i]);
            q[i] = (cur / d) as u64;
            r = cur % d;
        }
        let mut rem = vec![0u64; n];
        rem[0] = r as u64;
        return (q, rem);
    }
    // Shift-subtract, one bit at a time over the dividend's significant bits, with one
    // spare word for the shifted remainder.
    let mut q = vec![0u64; n];
    let mut r = vec![0u64; n + 1];
    let mut d = b.to_vec();
    d.push(0);
    for i in (0..active_bits(a)).rev() {
        r = shl_words(&r, 1);
        r[0] |= (a[(i / 64) as usize] >> (i % 64)) & 1;
        if cmp_words(&r, &d) != std::cmp::Ordering::Less {
            r = sub_words(&r, &d);
            q[(i / 64) as usize] |= 1 << (i % 64);
        }
    }
    r.truncate(n);
    (q, r)
}

impl ApInt {
    /// The integer of `width` bits whose pattern is the low `width` bits of `bits`
    /// (zero-extended when `width` is above 128).
    ///
    /// # Panics
    /// When `width` is 0 or above [`MAX_WIDTH`].
    #[inline]
    pub fn new(width: u32, bits: u128) -> ApInt {
        assert!((1..=MAX_WIDTH).contains(&width), "ApInt width {width}");
        if width > 128 {
            return ApInt::from_words(width, &[bits as u64, (bits >> 64) as u64]);
        }
        ApInt {
            width,
            bits: bits & mask(width),
            wide: None,
        }
    }

    /// The integer of `width` bits whose pattern is the low `width` bits of the
    /// little-endian 64-bit `words` (missing words are zero).
    pub fn from_words(width: u32, words: &[u64]) -> ApInt {
        assert!((1..=MAX_WIDTH).contains(&width), "ApInt width {width}");
        let n = nwords(width);
        let mut v = words[..words.len().min(n)].to_vec();
        v.resize(n, 0);
        ApInt::from_vec(width, v)
    }

    /// From exactly `nwords(width)` words (masked here).
    fn from_vec(width: u32, mut v: Vec<u64>) -> ApInt {
        debug_assert_eq!(v.len(), nwords(width));
        if width <= 128 {
            let bits = u128::from(v[0]) | v.get(1).map_or(0, |&h| u128::from(h) << 64);
            return ApInt {
                width,
                bits: bits & mask(width),
                wide: None,
            };
        }
        if width % 64 != 0 {
            *v.last_mut().unwrap() &= (1u64 << (width % 64)) - 1;
        }
        ApInt {
            width,
            bits: u128::from(v[0]) | u128::from(v[1]) << 64,
            wide: Some(v.into_boxed_slice()),
        }
    }

    /// The pattern as `nwords(width)` little-endian 64-bit words.
    pub fn words(&self) -> Vec<u64> {
        match &self.wide {
            Some(w) => w.to_vec(),
            None => {
                let mut v = vec![self.bits as u64, (self.bits >> 64) as u64];
                v.truncate(nwords(self.width));
                v
            }
        }
    }

    /// The words extended to `n` words, with copies of the sign bit when `signed`.
    fn words_ext(&self, n: usize, signed: bool) -> Vec<u64> {
        let mut v = self.words();
        let fill = if signed && self.is_negative() {
            u64::MAX
        } else {
            0
        };
        if fill != 0 && self.width % 64 != 0 {
            *v.last_mut().unwrap() |= u64::MAX << (self.width % 64);
        }
        v.resize(n, fill);
        v.truncate(n);
        v
    }

    /// The integer of `width` bits holding `value` modulo 2^width.
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        if width > 128 {
            let fill = if value < 0 { u64::MAX } else { 0 };
            let mut v = vec![fill; nwords(width)];
            v[0] = value as u64;
            v[1] = (value >> 64) as u64;
            return ApInt::from_vec(width, v);
        }
        ApInt::new(width, value as u128)
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> ApInt {
        ApInt::new(width, 0)
    }

    /// The width in bits.
    #[inline]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Whether the width is above 128 bits (the pattern held as words).
    #[inline]
    pub fn is_wide(&self) -> bool {
        self.wide.is_some()
    }

    /// The bit pattern (zero-extended); the low 128 bits of wider integers.
    #[inline]
    pub fn bits(&self) -> u128 {
        self.bits
    }

    /// The value read as unsigned; the low 128 bits of wider integers.
    #[inline]
    pub fn to_u128(&self) -> u128 {
        self.bits
    }

    /// The value read as two's complement (sign-extended); the low 128 bits of wider
    /// integers.
    #[inline]
    pub fn to_i128(&self) -> i128 {
        if self.width >= 128 {
            return self.bits as i128;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    /// The unsigned value when it fits 128 bits.
    pub fn to_u128_exact(&self) -> Option<u128> {
        match &self.wide {
            Some(w) => w[2..].iter().all(|&x| x == 0).then_some(self.bits),
            None => Some(self.bits),
        }
    }

    /// Whether all bits are zero.
    pub fn is_zero(&self) -> bool {
        match &self.wide {
            Some(w) => w.iter().all(|&x| x == 0),
            None => self.bits == 0,
        }
    }

    /// Whether the pattern is `0…01`.
    pub fn is_one(&self) -> bool {
        match &self.wide {
            Some(w) => w[0] == 1 && w[1..].iter().all(|&x| x == 0),
            None => self.bits == 1,
        }
    }

    /// Whether all bits are one.
    pub fn is_all_ones(&self) -> bool {
        match &self.wide {
            Some(_) => self.count_ones() == self.width,
            None => self.bits == mask(self.width),
        }
    }

    /// Bit `i` (below the width).
    pub fn bit(&self, i: u32) -> bool {
        match &self.wide {
            Some(w) => (w[(i / 64) as usize] >> (i % 64)) & 1 == 1,
            None => (self.bits >> i) & 1 == 1,
        }
    }

    /// Whether the sign bit is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// Whether this is the largest signed value (`0111…1`).
    pub fn is_max_signed(&self) -> bool {
        match &self.wide {
            Some(_) => !self.is_negative() && self.count_ones() == self.width - 1,
            None => self.bits == mask(self.width) >> 1,
        }
    }

    /// Whether this is the smallest signed value (`100…0`).
    pub fn is_min_signed(&self) -> bool {
        match &self.wide {
            Some(_) => self.is_negative() && self.count_ones() == 1,
            None => self.bits == 1u128 << (self.width - 1),
        }
    }

    /// The largest unsigned value, all ones.
    pub fn is_max_unsigned(&self) -> bool {
        self.is_all_ones()
    }

    /// The number of one bits.
    pub fn count_ones(&self) -> u32 {
        match &self.wide {
            Some(w) => w.iter().map(|x| x.count_ones()).sum(),
            None => self.bits.count_ones(),
        }
    }

    /// The number of leading zero bits (the width for zero).
    pub fn leading_zeros(&self) -> u32 {
        match &self.wide {
            Some(w) => self.width - active_bits(w) as u32,
            None => self.bits.leading_zeros() - (128 - self.width),
        }
    }

    /// The number of trailing zero bits (the width for zero).
    pub fn trailing_zeros(&self) -> u32 {
        match &self.wide {
            Some(w) => w
                .iter()
                .position(|&x| x != 0)
                .map_or(self.width, |i| i as u32 * 64 + w[i].trailing_zeros()),
            None => self.bits.trailing_zeros().min(self.width),
        }
    }

    fn with(&self, bits: u128) -> ApInt {
        ApInt::new(self.width, bits)
    }

    fn with_words(&self, v: Vec<u64>) -> ApInt {
        ApInt::from_vec(self.width, v)
    }

    /// `self + rhs`, wrapping.
    pub fn wrapping_add(self, rhs: ApInt) -> ApInt {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => self.with_words(add_words(a, b)),
            _ => self.with(self.bits.wrapping_add(rhs.bits)),
        }
    }

    /// `self - rhs`, wrapping.
    pub fn wrapping_sub(self, rhs: ApInt) -> ApInt {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => self.with_words(sub_words(a, b)),
            _ => self.with(self.bits.wrapping_sub(rhs.bits)),
        }
    }

    /// `self * rhs`, wrapping.
    pub fn wrapping_mul(self, rhs: ApInt) -> ApInt {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => self.with_words(mul_words(a, b, a.len())),
            _ => self.with(self.bits.wrapping_mul(rhs.bits)),
        }
    }

    /// `!self`.
    pub fn complement(self) -> ApInt {
        match &self.wide {
            Some(a) => self.with_words(a.iter().map(|x| !x).collect()),
            None => self.with(!self.bits),
        }
    }

    /// `-self`, wrapping.
    pub fn wrapping_neg(self) -> ApInt {
        match &self.wide {
            Some(_) => {
                let one = ApInt::new(self.width, 1);
                self.complement().wrapping_add(one)
            }
            None => self.with(self.bits.wrapping_neg()),
        }
    }

    /// `self + rhs` and whether the unsigned addition overflowed.
    pub fn uadd_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let r = self.clone().wrapping_add(rhs);
        let ov = r.ult(&self);
        (r, ov)
    }

    /// `self + rhs` and whether the signed addition overflowed.
    pub fn sadd_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let (sn, rn) = (self.is_negative(), rhs.is_negative());
        let r = self.wrapping_add(rhs);
        let ov = sn == rn && r.is_negative() != sn;
        (r, ov)
    }

    /// `self - rhs` and whether the signed subtraction overflowed.
    pub fn ssub_ov(self, rhs: ApInt) -> (ApInt, bool) {
        let (sn, rn) = (self.is_negative(), rhs.is_negative());
        let r = self.wrapping_sub(rhs);
        let ov = sn != rn && r.is_negative() != sn;
        (r, ov)
    }

    /// Unsigned quotient and remainder (`rhs` non-zero).
    fn udivrem(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => {
                let (q, r) = divrem_words(a, b);
                (self.with_words(q), self.with_words(r))
            }
            _ => (
                self.with(self.bits / rhs.bits),
                self.with(self.bits % rhs.bits),
            ),
        }
    }

    /// Unsigned quotient, `None` for a zero divisor.
    pub fn udiv(self, rhs: ApInt) -> Option<ApInt> {
        (!rhs.is_zero()).then(|| self.udivrem(&rhs).0)
    }

    /// Unsigned remainder, `None` for a zero divisor.
    pub fn urem(self, rhs: ApInt) -> Option<ApInt> {
        (!rhs.is_zero()).then(|| self.udivrem(&rhs).1)
    }

    /// The magnitude of the signed value, as an unsigned number of the same width (exact
    /// for the smallest value too).
    fn magnitude(&self) -> ApInt {
        if self.is_negative() {
            self.clone().wrapping_neg()
        } else {
            self.clone()
        }
    }

    /// Signed quotient rounded toward zero and whether it overflowed (the smallest value
    /// divided by -1, whose quotient wraps to itself); `None` for a zero divisor.
    pub fn sdiv_ov(self, rhs: ApInt) -> Option<(ApInt, bool)> {
        if rhs.is_zero() {
            return None;
        }
        let (q, _) = self.magnitude().udivrem(&rhs.magnitude());
        let q = if self.is_negative() != rhs.is_negative() {
            q.wrapping_neg()
        } else {
            q
        };
        Some((q, self.is_min_signed() && rhs.is_all_ones()))
    }

    /// Signed remainder (the sign of the dividend); `None` for a zero divisor.
    pub fn srem(self, rhs: ApInt) -> Option<ApInt> {
        if rhs.is_zero() {
            return None;
        }
        let (_, r) = self.magnitude().udivrem(&rhs.magnitude());
        Some(if self.is_negative() {
            r.wrapping_neg()
        } else {
            r
        })
    }

    fn bitwise(
        self,
        rhs: ApInt,
        f: impl Fn(u64, u64) -> u64,
        g: impl Fn(u128, u128) -> u128,
    ) -> ApInt {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => {
                self.with_words(a.iter().zip(b.iter()).map(|(&x, &y)| f(x, y)).collect())
            }
            _ => self.with(g(self.bits, rhs.bits)),
        }
    }

    /// `self & rhs`.
    pub fn and(self, rhs: ApInt) -> ApInt {
        self.bitwise(rhs, |x, y| x & y, |x, y| x & y)
    }

    /// `self | rhs`.
    pub fn or(self, rhs: ApInt) -> ApInt {
        self.bitwise(rhs, |x, y| x | y, |x, y| x | y)
    }

    /// `self ^ rhs`.
    pub fn xor(self, rhs: ApInt) -> ApInt {
        self.bitwise(rhs, |x, y| x ^ y, |x, y| x ^ y)
    }

    /// Shift left by `amount` (zero when `amount` is the width or more).
    pub fn shl_by(self, amount: u128) -> ApInt {
        if amount >= u128::from(self.width) {
            return self.with(0);
        }
        match &self.wide {
            Some(a) => self.with_words(shl_words(a, amount as u64)),
            None => self.with(self.bits << amount),
        }
    }

    /// Logical shift right by `amount` (zero when `amount` is the width or more).
    pub fn lshr(self, amount: u128) -> ApInt {
        if amount >= u128::from(self.width) {
            return self.with(0);
        }
        match &self.wide {
            Some(a) => self.with_words(lshr_words(a, amount as u64)),
            None => self.with(self.bits >> amount),
        }
    }

    /// Arithmetic shift right by `amount` (all sign bits when `amount` is the width or
    /// more).
    pub fn ashr(self, amount: u128) -> ApInt {
        let amount = amount.min(u128::from(self.width - 1)) as u32;
        if self.wide.is_some() {
            return if self.is_negative() {
                self.complement().lshr(amount.into()).complement()
            } else {
                self.lshr(amount.into())
            };
        }
        self.with((self.to_i128() >> amount) as u128)
    }

    /// Unsigned `<`.
    pub fn ult(&self, rhs: &ApInt) -> bool {
        match (&self.wide, &rhs.wide) {
            (Some(a), Some(b)) => cmp_words(a, b) == std::cmp::Ordering::Less,
            _ => self.bits < rhs.bits,
        }
    }

    /// Signed `<`.
    pub fn slt(&self, rhs: &ApInt) -> bool {
        match (&self.wide, &rhs.wide) {
            (Some(_), Some(_)) => match (self.is_negative(), rhs.is_negative()) {
                (true, false) => true,
                (false, true) => false,
                _ => self.ult(rhs),
            },
            _ => self.to_i128() < rhs.to_i128(),
        }
    }

    /// The signed maximum.
    pub fn smax(self, rhs: ApInt) -> ApInt {
        if self.slt(&rhs) {
            rhs
        } else {
            self
        }
    }

    /// The signed minimum.
    pub fn smin(self, rhs: ApInt) -> ApInt {
        if rhs.slt(&self) {
            rhs
        } else {
            self
        }
    }

    /// The unsigned maximum.
    pub fn umax(self, rhs: ApInt) -> ApInt {
        if self.ult(&rhs) {
            rhs
        } else {
            self
        }
    }

    /// The unsigned minimum.
    pub fn umin(self, rhs: ApInt) -> ApInt {
        if rhs.ult(&self) {
            rhs
        } else {
            self
        }
    }

    /// Zero-extension (or truncation) to `width` bits.
    pub fn zext(self, width: u32) -> ApInt {
        if width <= 128 && self.width <= 128 {
            return ApInt::new(width, self.bits);
        }
        ApInt::from_vec(width, self.words_ext(nwords(width), false))
    }

    /// Sign-extension (or truncation) to `width` bits.
    pub fn sext(self, width: u32) -> ApInt {
        if width <= 128 && self.width <= 128 {
            return ApInt::new(width, self.to_i128() as u128);
        }
        ApInt::from_vec(width, self.words_ext(nwords(width), true))
    }

    /// Truncation to `width` bits.
    pub fn trunc(self, width: u32) -> ApInt {
        self.zext(width)
    }

    /// The high `width` bits of the `2 * width`-bit product of the operands, read as
    /// unsigned (`signed == false`) or signed numbers.
    pub fn mul_high(self, rhs: ApInt, signed: bool) -> ApInt {
        let w = self.width;
        if w > 128 {
            let n = nwords(2 * w);
            let (a, b) = (self.words_ext(n, signed), rhs.words_ext(n, signed));
            let p = ApInt::from_vec(2 * w, mul_words(&a, &b, n));
            return p.lshr(u128::from(w)).trunc(w);
        }
        let ext = |x: &ApInt| if signed { x.to_i128() as u128 } else { x.bits };
        let (a, b) = (ext(&self), ext(&rhs));
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

    /// The value in decimal, read as signed (`-` for a negative value) or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.wide.is_none() {
            return if signed {
                self.to_i128().to_string()
            } else {
                self.bits.to_string()
            };
        }
        let neg = signed && self.is_negative();
        let mut words = self.magnitude_if(neg).words();
        // Repeated division by 10^19.
        const CHUNK: u64 = 10_000_000_000_000_000_000;
        let mut chunks = Vec::new();
        while words.iter().any(|&x| x != 0) {
            let mut r = 0u128;
            for w in words.iter_mut().rev() {
                let cur = (r << 64) | u128::from(*w);
                *w = (cur / u128::from(CHUNK)) as u64;
                r = cur % u128::from(CHUNK);
            }
            chunks.push(r as u64);
        }
        let mut s = String::new();
        if neg {
            s.push('-');
        }
        match chunks.split_last() {
            None => s.push('0'),
            Some((top, rest)) => {
                s.push_str(&top.to_string());
                for c in rest.iter().rev() {
                    s.push_str(&format!("{c:019}"));
                }
            }
        }
        s
    }

    fn magnitude_if(&self, neg: bool) -> ApInt {
        if neg {
            self.clone().wrapping_neg()
        } else {
            self.clone()
        }
    }

    /// The float `bits` of format `sem` converted to an integer of `width` bits, rounding
    /// toward zero; `None` when NaN, infinite or out of the range of the integer (read as
    /// signed when `signed`).
    pub fn from_float(
        sem: crate::support::apfloat::FloatSem,
        bits: u128,
        width: u32,
        signed: bool,
    ) -> Option<ApInt> {
        use crate::support::apfloat::{classify, Class};
        if width <= 128 {
            return crate::support::apfloat::to_int(sem, bits, width, signed)
                .map(|b| ApInt::new(width, b));
        }
        let (neg, mag) = match classify(sem, bits) {
            Class::Nan | Class::Inf(_) => return None,
            Class::Zero(_) => return Some(ApInt::zero(width)),
            Class::Finite { neg, mant, exp } => {
                let mlen = 128 - mant.leading_zeros();
                if exp >= 0 {
                    // The magnitude needs `mlen + exp` bits.
                    if u64::from(mlen) + exp as u64 > u64::from(width) {
                        return None;
                    }
                    (neg, ApInt::new(width, mant).shl_by(exp as u128))
                } else if -(exp as i64) >= 128 {
                    (neg, ApInt::zero(width))
                } else {
                    (neg, ApInt::new(width, mant >> (-exp)))
                }
            }
        };
        let fits = if signed {
            let limit = ApInt::new(width, 1).shl_by(u128::from(width - 1));
            if neg {
                !limit.ult(&mag)
            } else {
                mag.ult(&limit)
            }
        } else {
            !neg || mag.is_zero()
        };
        fits.then(|| if neg { mag.wrapping_neg() } else { mag })
    }

    /// The value (read as signed or unsigned) converted to float format `sem`, rounding
    /// to nearest even, as `support::apfloat` bits.
    pub fn to_float(&self, sem: crate::support::apfloat::FloatSem, signed: bool) -> u128 {
        if self.wide.is_none() {
            return crate::support::apfloat::from_int(sem, self.bits, self.width, signed);
        }
        let neg = signed && self.is_negative();
        let mag = self.magnitude_if(neg).words();
        let len = active_bits(&mag);
        const KEEP: u64 = 120;
        if len <= KEEP {
            let m = ApInt::from_vec(self.width, mag).bits;
            return crate::support::apfloat::round(sem, neg, m, 0, false).0;
        }
        let drop = len - KEEP;
        let low = ApInt::from_vec(self.width, mag.clone());
        let sticky = low.trailing_zeros() < drop as u32;
        let top = ApInt::from_vec(self.width, mag).lshr(u128::from(drop)).bits;
        crate::support::apfloat::round(sem, neg, top, drop as i32, sticky).0
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
            assert_eq!(
                a.clone().wrapping_add(b.clone()).to_u128(),
                x.wrapping_add(y).into()
            );
            assert_eq!(
                a.clone().wrapping_sub(b.clone()).to_u128(),
                x.wrapping_sub(y).into()
            );
            assert_eq!(
                a.clone().wrapping_mul(b.clone()).to_u128(),
                x.wrapping_mul(y).into()
            );
            assert_eq!(a.clone().to_i128(), sx.into());
            assert_eq!(
                a.clone().udiv(b.clone()).map(|v| v.to_u128()),
                x.checked_div(y).map(Into::into)
            );
            assert_eq!(
                a.clone().urem(b.clone()).map(|v| v.to_u128()),
                x.checked_rem(y).map(Into::into)
            );
            if y != 0 {
                let (q, ov) = a.clone().sdiv_ov(b.clone()).unwrap();
                assert_eq!(ov, sx.checked_div(sy).is_none());
                assert_eq!(q.to_i128(), sx.wrapping_div(sy).into());
                assert_eq!(
                    a.clone().srem(b.clone()).unwrap().to_i128(),
                    sx.wrapping_rem(sy).into()
                );
            }
            assert_eq!(a.clone().uadd_ov(b.clone()).1, x.checked_add(y).is_none());
            assert_eq!(a.clone().sadd_ov(b.clone()).1, sx.checked_add(sy).is_none());
            assert_eq!(a.clone().ssub_ov(b.clone()).1, sx.checked_sub(sy).is_none());
            let sh = y % 70;
            let want_shl = if sh >= 64 { 0 } else { x << sh };
            assert_eq!(a.clone().shl_by(sh.into()).to_u128(), want_shl.into());
            let want_lshr = if sh >= 64 { 0 } else { x >> sh };
            assert_eq!(a.clone().lshr(sh.into()).to_u128(), want_lshr.into());
            assert_eq!(
                a.clone().ashr(sh.into()).to_i128(),
                (sx >> sh.min(63)).into()
            );
            assert_eq!(a.slt(&b), sx < sy);
            assert_eq!(a.ult(&b), x < y);
            assert_eq!(a.clone().smax(b.clone()).to_i128(), sx.max(sy).into());
            assert_eq!(a.clone().smin(b.clone()).to_i128(), sx.min(sy).into());
            assert_eq!(a.clone().umax(b.clone()).to_u128(), x.max(y).into());
            assert_eq!(a.clone().umin(b.clone()).to_u128(), x.min(y).into());
            assert_eq!(a.clone().and(b.clone()).to_u128(), (x & y).into());
            assert_eq!(a.clone().or(b.clone()).to_u128(), (x | y).into());
            assert_eq!(a.clone().xor(b.clone()).to_u128(), (x ^ y).into());
            let uhigh = ((u128::from(x) * u128::from(y)) >> 64) as u64;
            assert_eq!(a.clone().mul_high(b.clone(), false).to_u128(), uhigh.into());
            let shigh = ((i128::from(sx) * i128::from(sy)) >> 64) as i64;
            assert_eq!(a.clone().mul_high(b.clone(), true).to_i128(), shigh.into());
            assert_eq!(a.clone().trunc(32).to_u128(), u128::from(x as u32));
            assert_eq!(a.clone().trunc(32).sext(64).to_i128(), i128::from(x as i32));
            assert_eq!(a.clone().trunc(32).zext(64).to_u128(), u128::from(x as u32));
        }
    }

    #[test]
    fn narrow_and_wide_widths() {
        // i1: 1 is -1 signed, the smallest value.
        let t = ApInt::new(1, 1);
        assert_eq!(t.to_i128(), -1);
        assert!(t.is_min_signed() && t.is_all_ones() && t.is_one());
        assert_eq!(t.clone().sdiv_ov(t.clone()), Some((ApInt::new(1, 1), true)));
        // i7 wraps at 7 bits.
        let a = ApInt::from_i128(7, 63);
        assert_eq!(a.clone().wrapping_add(ApInt::new(7, 1)).to_i128(), -64);
        assert!(a.clone().sadd_ov(ApInt::new(7, 1)).1);
        // i128 signed high product: (-1) * (-1) = 1, high half 0; MIN * MIN = 2^254.
        let m1 = ApInt::from_i128(128, -1);
        assert_eq!(m1.clone().mul_high(m1.clone(), true).to_u128(), 0);
        assert_eq!(
            m1.clone().mul_high(m1.clone(), false).to_u128(),
            u128::MAX - 1
        );
        let min = ApInt::new(128, 1 << 127);
        assert_eq!(min.clone().mul_high(min.clone(), true).to_u128(), 1 << 126);
        // i96 (a width between 64 and 128).
        let x = ApInt::new(96, (1u128 << 95) + 5);
        assert_eq!(x.clone().mul_high(ApInt::new(96, 4), false).to_u128(), 2);
        assert_eq!(x.clone().mul_high(ApInt::new(96, 4), true).to_i128(), -2);
    }

    fn random_wide(rng: &mut Rng, width: u32) -> ApInt {
        let words: Vec<u64> = (0..nwords(width)).map(|_| rng.value()).collect();
        let x = ApInt::from_words(width, &words);
        // Some small values and sign-extended ones too.
        match rng.next() % 4 {
            0 => ApInt::from_i128(width, rng.value() as i64 as i128),
            1 => x.lshr(u128::from(rng.next() % u64::from(width))),
            _ => x,
        }
    }

    #[test]
    fn wide_widths_agree_with_their_low_bits_and_identities() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for &w in &[129u32, 192, 200, 256, 512, 1000] {
            for _ in 0..300 {
                let (a, b) = (random_wide(&mut rng, w), random_wide(&mut rng, w));
                let low = |x: &ApInt| x.clone().trunc(128);
                // The ring operations commute with truncation to 128 bits.
                assert_eq!(
                    low(&a.clone().wrapping_add(b.clone())),
                    low(&a).wrapping_add(low(&b))
                );
                assert_eq!(
                    low(&a.clone().wrapping_sub(b.clone())),
                    low(&a).wrapping_sub(low(&b))
                );
                assert_eq!(
                    low(&a.clone().wrapping_mul(b.clone())),
                    low(&a).wrapping_mul(low(&b))
                );
                assert_eq!(low(&a.clone().xor(b.clone())), low(&a).xor(low(&b)));
                assert_eq!(low(&a.clone().wrapping_neg()), low(&a).wrapping_neg());
                let sh = rng.next() % 100;
                assert_eq!(low(&a.clone().shl_by(sh.into())), low(&a).shl_by(sh.into()));
                // Division: q * b + r == a, r < b; signed likewise with the dividend's sign.
                if !b.is_zero() {
                    let q = a.clone().udiv(b.clone()).unwrap();
                    let r = a.clone().urem(b.clone()).unwrap();
                    assert!(r.ult(&b));
                    assert_eq!(q.wrapping_mul(b.clone()).wrapping_add(r), a);
                    let (q, _) = a.clone().sdiv_ov(b.clone()).unwrap();
                    let r = a.clone().srem(b.clone()).unwrap();
                    assert!(r.is_zero() || r.is_negative() == a.is_negative());
                    assert_eq!(q.wrapping_mul(b.clone()).wrapping_add(r), a);
                }
                // Shifts against multiplication and division by powers of two.
                let p = ApInt::new(w, 1).shl_by(sh.into());
                assert_eq!(
                    a.clone().shl_by(sh.into()),
                    a.clone().wrapping_mul(p.clone())
                );
                assert_eq!(
                    a.clone().lshr(sh.into()),
                    a.clone().udiv(p.clone()).unwrap()
                );
                let ashr = a.clone().ashr(sh.into());
                assert_eq!(
                    ashr.clone()
                        .shl_by(sh.into())
                        .or(a.clone().and(p.clone().wrapping_sub(ApInt::new(w, 1)))),
                    a
                );
                assert_eq!(ashr.is_negative(), a.is_negative());
                // Comparisons against subtraction.
                assert_eq!(
                    a.ult(&b),
                    a.clone()
                        .zext(w + 1)
                        .wrapping_sub(b.clone().zext(w + 1))
                        .is_negative()
                );
                assert_eq!(
                    a.slt(&b),
                    a.clone()
                        .sext(w + 1)
                        .wrapping_sub(b.clone().sext(w + 1))
                        .is_negative()
                );
                // Extension round trips; the high product against the double-width one.
                assert_eq!(a.clone().sext(2 * w).trunc(w), a);
                let full = a.clone().sext(2 * w).wrapping_mul(b.clone().sext(2 * w));
                assert_eq!(
                    a.clone().mul_high(b.clone(), true),
                    full.lshr(w.into()).trunc(w)
                );
                let full = a.clone().zext(2 * w).wrapping_mul(b.clone().zext(2 * w));
                assert_eq!(
                    a.clone().mul_high(b.clone(), false),
                    full.lshr(w.into()).trunc(w)
                );
                // Decimal text round trip.
                let d = a.to_decimal(false);
                assert_eq!(ApInt::from_words(w, &parse_magnitude(&d, 10).unwrap()), a);
                let d = a.to_decimal(true);
                let m =
                    ApInt::from_words(w, &parse_magnitude(d.trim_start_matches('-'), 10).unwrap());
                assert_eq!(
                    if d.starts_with('-') {
                        m.wrapping_neg()
                    } else {
                        m
                    },
                    a
                );
                // Bit counts.
                assert_eq!(a.leading_zeros() + active_bits(&a.words()) as u32, w);
                assert_eq!(
                    a.count_ones(),
                    a.words().iter().map(|x| x.count_ones()).sum()
                );
            }
        }
        // Small cases agree with 128-bit arithmetic on zero- and sign-extended values.
        for _ in 0..2000 {
            let (x, y) = (
                u128::from(rng.value()) << 64 | u128::from(rng.value()),
                u128::from(rng.value()),
            );
            let (a, b) = (ApInt::new(256, x), ApInt::new(256, y));
            assert_eq!(
                a.clone().udiv(b.clone()).and_then(|q| q.to_u128_exact()),
                x.checked_div(y)
            );
            assert_eq!(
                a.clone().urem(b.clone()).and_then(|r| r.to_u128_exact()),
                x.checked_rem(y)
            );
            let (sa, sb) = (
                ApInt::from_i128(300, x as i128),
                ApInt::from_i128(300, y as i64 as i128),
            );
            if y as i64 != 0 {
                let (q, ov) = sa.clone().sdiv_ov(sb.clone()).unwrap();
                assert!(!ov);
                assert_eq!(q.to_i128(), (x as i128).wrapping_div(y as i64 as i128));
                assert_eq!(
                    sa.srem(sb).unwrap().to_i128(),
                    (x as i128).wrapping_rem(y as i64 as i128)
                );
            }
        }
        assert_eq!(
            ApInt::new(256, 1).shl_by(255).to_decimal(false),
            "57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        assert_eq!(
            ApInt::new(256, 1).shl_by(255).to_decimal(true),
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        assert!(ApInt::new(256, 1).shl_by(255).is_min_signed());
        assert!(ApInt::from_i128(256, -1).lshr(1).is_max_signed());
        assert_eq!(ApInt::from_i128(200, -1).to_decimal(true), "-1");
        assert_eq!(ApInt::zero(200).to_decimal(true), "0");
    }
}
