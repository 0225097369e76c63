//! Float literals with LLVM `APFloat`'s exact rules: decimal parsing with correct rounding
//! into any binary format, and `APFloat::toString`'s digit generation, which MLIR's printer
//! uses (six digits in exponent form when that round-trips, else the shortest natural form,
//! else hexadecimal bits).

use crate::ir::types::FloatKind;

/// A binary floating-point format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Semantics {
    /// Exponent bits.
    pub ebits: u32,
    /// Precision in bits, including the integer bit.
    pub precision: u32,
    /// Whether the integer bit is stored (x87 `f80`).
    pub explicit_int: bool,
    /// Whether the format has no infinities and one NaN pattern, all ones below the sign
    /// (`f8E4M3FN`, `APFloat`'s `NanOnly`): the exponent field of all ones holds finite
    /// values, and what overflows is that NaN.
    pub nan_only: bool,
}

impl Semantics {
    /// The format of a builtin float type.
    pub fn of(kind: FloatKind) -> Semantics {
        let (ebits, precision, explicit_int) = match kind {
            FloatKind::BF16 => (8, 8, false),
            FloatKind::F16 => (5, 11, false),
            FloatKind::TF32 => (8, 11, false),
            FloatKind::F32 => (8, 24, false),
            FloatKind::F64 => (11, 53, false),
            FloatKind::F80 => (15, 64, true),
            FloatKind::F128 => (15, 113, false),
            FloatKind::F8E5M2 => (5, 3, false),
            FloatKind::F8E4M3FN => (4, 4, false),
        };
        Semantics {
            ebits,
            precision,
            explicit_int,
            nan_only: kind == FloatKind::F8E4M3FN,
        }
    }

    fn fbits(self) -> u32 {
        if self.explicit_int {
            self.precision
        } else {
            self.precision - 1
        }
    }

    /// Total storage width in bits.
    pub fn width(self) -> u32 {
        1 + self.ebits + self.fbits()
    }

    fn bias(self) -> i32 {
        (1 << (self.ebits - 1)) - 1
    }

    fn emin(self) -> i32 {
        1 - self.bias()
    }
}

// ----- a minimal unsigned big integer (little-endian u32 limbs) -----

#[derive(Clone, PartialEq, Eq, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut l = Vec::new();
        while v != 0 {
            l.push(v as u32);
            v >>= 32;
        }
        Big(l)
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    fn bits(&self) -> u32 {
        for i in (0..self.0.len()).rev() {
            if self.0[i] != 0 {
                return i as u32 * 32 + 32 - self.0[i].leading_zeros();
            }
        }
        0
    }
    fn bit(&self, i: u32) -> bool {
        self.0
            .get((i / 32) as usize)
            .is_some_and(|&l| (l >> (i % 32)) & 1 == 1)
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for l in self.0.iter_mut() {
            if carry == 0 {
                break;
            }
            let v = *l as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.0.iter_mut().rev() {
            let v = (rem << 32) | *l as u64;
            *l = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn shl(&self, n: u32) -> Big {
        let (w, b) = ((n / 32) as usize, n % 32);
        let mut out = vec![0u32; w];
        let mut carry = 0u32;
        for &l in &self.0 {
            if b == 0 {
                out.push(l);
            } else {
                out.push((l << b) | carry);
                carry = l >> (32 - b);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    fn shr(&self, n: u32) -> Big {
        let (w, b) = ((n / 32) as usize, n % 32);
        if w >= self.0.len() {
            return Big(Vec::new());
        }
        let src = &self.0[w..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let hi = src.get(i + 1).copied().unwrap_or(0);
            out.push(if b == 0 {
                src[i]
            } else {
                (src[i] >> b) | (hi << (32 - b))
            });
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    fn cmp(&self, o: &Big) -> std::cmp::Ordering {
        let n = self.0.len().max(o.0.len());
        for i in (0..n).rev() {
            let (a, b) = (
                self.0.get(i).copied().unwrap_or(0),
                o.0.get(i).copied().unwrap_or(0),
            );
            if a != b {
                return a.cmp(&b);
            }
        }
        std::cmp::Ordering::Equal
    }
    fn sub(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let v = self.0[i] as i64 - o.0.get(i).copied().unwrap_or(0) as i64 - borrow;
            borrow = if v < 0 { 1 } else { 0 };
            self.0[i] = v.rem_euclid(1 << 32) as u32;
        }
        self.trim();
    }
    /// Quotient and remainder by shift-and-subtract.
    fn divrem(&self, d: &Big) -> (Big, Big) {
        let mut q = Big(vec![0; self.0.len()]);
        let mut r = Big(Vec::new());
        for i in (0..self.bits()).rev() {
            r = r.shl(1);
            if self.bit(i) {
                r.add_small(1);
            }
            if r.cmp(d) != std::cmp::Ordering::Less {
                r.sub(d);
                q.0[(i / 32) as usize] |= 1 << (i % 32);
            }
        }
        q.trim();
        (q, r)
    }
    fn pow10(n: u32) -> Big {
        let mut b = Big(vec![1]);
        for _ in 0..n {
            b.mul_small(10);
        }
        b
    }
    fn low_u128(&self) -> u128 {
        self.0
            .iter()
            .take(4)
            .enumerate()
            .fold(0u128, |acc, (i, &l)| acc | (l as u128) << (32 * i))
    }
}

/// A decoded float.
enum Class {
    Zero,
    Inf,
    NaN,
    /// `sig * 2^exp`.
    Finite(u128, i32),
}

fn decompose(bits: u128, sem: Semantics) -> (bool, Class) {
    let fb = sem.fbits();
    let neg = (bits >> (sem.ebits + fb)) & 1 == 1;
    let bexp = ((bits >> fb) & ((1 << sem.ebits) - 1)) as i32;
    let frac = bits & ((1u128 << fb) - 1);
    let emax_field = (1 << sem.ebits) - 1;
    if sem.nan_only {
        if bexp == emax_field && frac == (1u128 << fb) - 1 {
            return (neg, Class::NaN);
        }
    } else if bexp == emax_field {
        let payload = if sem.explicit_int {
            frac & ((1u128 << (fb - 1)) - 1)
        } else {
            frac
        };
        return (neg, if payload == 0 { Class::Inf } else { Class::NaN });
    }
    let lsb = sem.emin() - (sem.precision as i32 - 1);
    if bexp == 0 {
        return (
            neg,
            if frac == 0 {
                Class::Zero
            } else {
                Class::Finite(frac, lsb)
            },
        );
    }
    let sig = if sem.explicit_int {
        frac
    } else {
        frac | (1u128 << fb)
    };
    (neg, Class::Finite(sig, lsb + bexp - 1))
}

/// Rounds `q * 2^(-k)` (plus a nonzero tail if `sticky`) to the nearest value of `sem`,
/// ties to even, and encodes it.
fn round_encode(neg: bool, q: Big, k: i64, sticky: bool, sem: Semantics) -> u128 {
    let fb = sem.fbits();
    let sign = (neg as u128) << (sem.ebits + fb);
    if q.is_zero() {
        return sign;
    }
    let p = sem.precision as i64;
    let e = q.bits() as i64 - 1 - k;
    let keep = p - (sem.emin() as i64 - e).max(0);
    let drop = q.bits() as i64 - keep;
    let (mut m, mut lsb_exp) = if drop > 0 {
        let d = drop as u32;
        let mut m = q.shr(d).low_u128();
        let half = q.bit(d - 1);
        let rest = sticky || (d >= 2 && low_bits_nonzero(&q, d - 1));
        if half && (rest || m & 1 == 1) {
            m += 1;
        }
        (m, drop - k)
    } else {
        (q.shl((-drop) as u32).low_u128(), drop - k)
    };
    if m >> p != 0 {
        m >>= 1;
        lsb_exp += 1;
    }
    let max_bexp = (1i64 << sem.ebits) - 1;
    if m == 0 {
        return sign;
    }
    if m >> (p - 1) != 0 {
        let bexp = lsb_exp + p - 1 + sem.bias() as i64;
        if sem.nan_only {
            let frac_mask = (1u128 << fb) - 1;
            if bexp > max_bexp || (bexp == max_bexp && m & frac_mask == frac_mask) {
                return sign | (max_bexp as u128) << fb | frac_mask;
            }
            return sign | ((bexp as u128) << fb) | (m & frac_mask);
        }
        if bexp >= max_bexp {
            let inf = if sem.explicit_int {
                1u128 << (fb - 1)
            } else {
                0
            };
            return sign | ((max_bexp as u128) << fb) | inf;
        }
        let frac = if sem.explicit_int {
            m
        } else {
            m & ((1u128 << fb) - 1)
        };
        sign | ((bexp as u128) << fb) | frac
    } else {
        sign | m
    }
}

fn low_bits_nonzero(q: &Big, n: u32) -> bool {
    (0..n).any(|i| q.bit(i))
}

/// Parses a decimal float literal (`[-]digits[.digits][e[+-]digits]`) into the bit pattern
/// of `sem`, correctly rounded. Returns `None` if the text is not such a literal.
pub fn parse_decimal(text: &str, sem: Semantics) -> Option<u128> {
    let (neg, t) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], t[i + 1..].parse::<i64>().ok()?),
        None => (t, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if int.is_empty() && frac.is_empty()
        || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut d = Big(Vec::new());
    for b in int.bytes().chain(frac.bytes()) {
        d.mul_small(10);
        d.add_small((b - b'0') as u32);
    }
    let e10 = exp - frac.len() as i64;
    if d.is_zero() {
        return Some(round_encode(neg, d, 0, false, sem));
    }
    // Keep the exponent range sane: anything beyond is zero or infinity in every format.
    let e10 = e10.clamp(-20000, 20000);
    if e10 >= 0 {
        let mut n = d;
        for _ in 0..e10 {
            n.mul_small(10);
        }
        Some(round_encode(neg, n, 0, false, sem))
    } else {
        let m = Big::pow10((-e10) as u32);
        let k = (sem.precision as i64 + 3 + m.bits() as i64 - d.bits() as i64).max(0);
        let (q, r) = d.shl(k as u32).divrem(&m);
        Some(round_encode(neg, q, k, !r.is_zero(), sem))
    }
}

/// Converts an `f64` bit pattern to `sem`, rounding to nearest even (like
/// `APFloat::convert`).
pub fn convert_from_f64(bits64: u64, sem: Semantics) -> u128 {
    let f64s = Semantics::of(FloatKind::F64);
    let (neg, c) = decompose(bits64 as u128, f64s);
    let fb = sem.fbits();
    let sign = (neg as u128) << (sem.ebits + fb);
    let max_field = ((1u128 << sem.ebits) - 1) << fb;
    let int_bit = if sem.explicit_int {
        1u128 << (fb - 1)
    } else {
        0
    };
    match c {
        Class::Zero => sign,
        Class::Inf | Class::NaN if sem.nan_only => sign | max_field | ((1u128 << fb) - 1),
        Class::Inf => sign | max_field | int_bit,
        Class::NaN => sign | max_field | int_bit | (1u128 << (fb - 1 - sem.explicit_int as u32)),
        Class::Finite(sig, exp) => {
            if exp >= 0 {
                round_encode(neg, Big::from_u128(sig).shl(exp as u32), 0, false, sem)
            } else {
                round_encode(neg, Big::from_u128(sig), -exp as i64, false, sem)
            }
        }
    }
}

/// Parses a float literal the way MLIR's parser does: to `f64` first, then converted to
/// the attribute's format.
pub fn parse_literal(text: &str, sem: Semantics) -> Option<u128> {
    let b64 = parse_decimal(text, Semantics::of(FloatKind::F64))? as u64;
    Some(convert_from_f64(b64, sem))
}

/// The value of a bit pattern as an `f64` (rounded if the format is wider).
pub fn to_f64(bits: u128, sem: Semantics) -> f64 {
    let (neg, c) = decompose(bits, sem);
    let v = match c {
        Class::Zero => 0.0,
        Class::Inf => f64::INFINITY,
        Class::NaN => f64::NAN,
        Class::Finite(sig, exp) => (sig as f64) * 2f64.powi(exp),
    };
    if neg {
        -v
    } else {
        v
    }
}

/// `APFloat::toString(str, FormatPrecision, FormatMaxPadding, TruncateZero)` for a finite
/// value; `None` for infinities and NaNs.
pub fn apfloat_to_string(
    bits: u128,
    sem: Semantics,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> Option<String> {
    let (neg, c) = decompose(bits, sem);
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    let (sig, mut exp) = match c {
        Class::Inf | Class::NaN => return None,
        Class::Zero => {
            if max_padding == 0 {
                s += "0.0";
                if !truncate_zero {
                    for _ in 1..format_precision {
                        s.push('0');
                    }
                }
                s += if truncate_zero { "E+00" } else { "e+00" };
            } else {
                s += "0.0E+0";
            }
            return Some(s);
        }
        Class::Finite(sig, exp) => (sig, exp),
    };
    let fp = if format_precision == 0 {
        2 + sem.precision * 59 / 196
    } else {
        format_precision
    };
    let tz = sig.trailing_zeros();
    let mut significand = Big::from_u128(sig >> tz);
    exp += tz as i32;
    if exp > 0 {
        significand = significand.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        for _ in 0..(-exp) {
            significand.mul_small(5);
        }
    }
    // AdjustToPrecision on the integer: a cheap truncating division first.
    let bits_required = (fp * 196).div_ceil(59);
    let active = significand.bits();
    if active > bits_required {
        let tens = (active - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i32;
            let (q, _) = significand.divrem(&Big::pow10(tens));
            significand = q;
        }
    }
    // Digits, least significant first, trailing zeros dropped.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !significand.is_zero() {
        let d = significand.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    // AdjustToPrecision on the digits: round half up.
    let n = buf.len();
    if n > fp as usize {
        let mut first = n - fp as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i != n {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            if first == n {
                exp += first as i32;
                buf = vec![b'1'];
            } else {
                exp += first as i32;
                buf.drain(..first);
            }
        }
    }
    let nd = buf.len() as i32;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || (nd + exp) as u32 > fp
    } else {
        let msd = exp + nd - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    let digit = |i: i32| buf[(nd - 1 - i) as usize] as char;
    if scientific {
        let e = exp + nd - 1;
        s.push(digit(0));
        s.push('.');
        if nd == 1 && truncate_zero {
            s.push('0');
        } else {
            for i in 1..nd {
                s.push(digit(i));
            }
        }
        if !truncate_zero && fp as i32 > nd - 1 {
            for _ in 0..(fp as i32 - nd + 1) {
                s.push('0');
            }
        }
        s.push(if truncate_zero { 'E' } else { 'e' });
        s.push(if e >= 0 { '+' } else { '-' });
        let ae = e.unsigned_abs().to_string();
        if !truncate_zero && ae.len() < 2 {
            s.push('0');
        }
        s += &ae;
        return Some(s);
    }
    if exp >= 0 {
        for i in 0..nd {
            s.push(digit(i));
        }
        for _ in 0..exp {
            s.push('0');
        }
        return Some(s);
    }
    let whole = exp + nd;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            s.push(digit(i));
            i += 1;
        }
        s.push('.');
    } else {
        s += "0.";
        for _ in 0..(-whole) {
            s.push('0');
        }
    }
    while i < nd {
        s.push(digit(i));
        i += 1;
    }
    Some(s)
}

/// MLIR's `printFloatValue`: `1.500000e+00` when six digits round-trip, else APFloat's
/// natural form if it has a `.`, else the bits in hex (`0x7FC00000`).
pub fn mlir_float_string(bits: u128, sem: Semantics) -> String {
    if let Some(s) = apfloat_to_string(bits, sem, 6, 0, false) {
        if parse_decimal(&s, sem) == Some(bits) {
            return s;
        }
        if let Some(s) = apfloat_to_string(bits, sem, 0, 3, true) {
            if s.contains('.') {
                return s;
            }
        }
    }
    format!("0x{bits:X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str, k: FloatKind) -> String {
        let sem = Semantics::of(k);
        mlir_float_string(parse_literal(s, sem).unwrap(), sem)
    }

    #[test]
    fn matches_mlir_opt_16_float_printing() {
        use FloatKind::*;
        let cases = [
            ("1.234567", F64, "1.234567"),
            ("1.2345678", F64, "1.2345678"),
            ("0.5", F64, "5.000000e-01"),
            ("1.0e21", F64, "1.000000e+21"),
            ("1.23456789e20", F64, "1.23456789E+20"),
            ("123456.7", F64, "123456.7"),
            ("1234567.0", F64, "0x4132D68700000000"),
            ("0.001234567", F64, "0.001234567"),
            ("0.0001234567", F64, "1.234567E-4"),
            ("3.14159265358979", F64, "3.14159265358979"),
            ("65504.0", F16, "6.550400e+04"),
            ("0.1", F16, "9.997550e-02"),
            ("0.3", BF16, "3.007810e-01"),
            ("0.1", F32, "1.000000e-01"),
            ("16777217.0", F32, "0x4B800000"),
            ("1.1", F80, "1.10000000000000008882"),
            ("0.1", F128, "0.100000000000000005551115123125782702"),
            ("2.5e-39", F32, "2.500000e-39"),
            ("5.0e-324", F64, "4.940660e-324"),
            ("-0.0", F64, "-0.000000e+00"),
            ("0.0", F32, "0.000000e+00"),
            ("448.0", F8E4M3FN, "4.480000e+02"),
            ("464.0", F8E4M3FN, "4.480000e+02"),
            ("480.0", F8E4M3FN, "0x7F"),
            ("1000.0", F8E4M3FN, "0x7F"),
            ("-1.0e400", F8E4M3FN, "0xFF"),
            ("0.1", F8E4M3FN, "1.015630e-01"),
            ("0.001953125", F8E4M3FN, "1.953130e-03"),
            ("57344.0", F8E5M2, "5.734400e+04"),
            ("1.0e400", F8E5M2, "0x7C"),
        ];
        for (input, kind, want) in cases {
            assert_eq!(p(input, kind), want, "{input} : {kind:?}");
        }
    }

    #[test]
    fn decimal_parsing_rounds_correctly() {
        let f64s = Semantics::of(FloatKind::F64);
        for s in [
            "0.1",
            "1e-300",
            "123456789.123",
            "2.2250738585072014e-308",
            "1.7976931348623157e308",
        ] {
            let want = s.parse::<f64>().unwrap().to_bits() as u128;
            assert_eq!(parse_decimal(s, f64s), Some(want), "{s}");
        }
        let f32s = Semantics::of(FloatKind::F32);
        assert_eq!(parse_decimal("0.1", f32s), Some(0.1f32.to_bits() as u128));
        assert_eq!(
            parse_decimal("1e39", f32s),
            Some(f32::INFINITY.to_bits() as u128)
        );
    }
}
