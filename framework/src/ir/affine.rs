//! Affine expressions, maps and integer sets with MLIR's construction-time simplification
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`)
//! and printer, so maps print exactly as mlir-opt 16 prints them; their parser is
//! `asm::affine`.

use std::fmt::Write;

/// The binary operators of affine expressions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
    /// `mod`
    Mod,
}

/// An affine expression (uniqued by value as part of its map).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `dN`
    Dim(u32),
    /// `sN`
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs op rhs`.
    Binary(AffineBinOp, Box<AffineExpr>, Box<AffineExpr>),
}

use AffineBinOp as B;
use AffineExpr as E;

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn modulo(a: i64, b: i64) -> i64 {
    let m = a % b;
    if m < 0 {
        m + b
    } else {
        m
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

impl AffineExpr {
    fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        E::Binary(op, Box::new(l), Box::new(r))
    }

    fn as_const(&self) -> Option<i64> {
        match self {
            E::Constant(c) => Some(*c),
            _ => None,
        }
    }

    fn as_bin(&self, op: AffineBinOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            E::Binary(o, l, r) if *o == op => Some((l, r)),
            _ => None,
        }
    }

    /// Whether the expression has no dimension.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) => true,
            E::Dim(_) => false,
            E::Binary(_, l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    /// The greatest integer known to divide the expression.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            E::Dim(_) | E::Symbol(_) => 1,
            E::Binary(B::CeilDiv | B::FloorDiv, _, _) => 1,
            E::Constant(c) => c.wrapping_abs(),
            E::Binary(B::Mul, l, r) => l
                .largest_known_divisor()
                .wrapping_mul(r.largest_known_divisor()),
            E::Binary(B::Add | B::Mod, l, r) => {
                gcd(l.largest_known_divisor(), r.largest_known_divisor())
            }
        }
    }

    /// `self + other`, simplified as MLIR's `operator+`.
    fn add_expr(self, other: AffineExpr) -> AffineExpr {
        let (lhs, rhs) = (self, other);
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            return E::Constant(a.wrapping_add(b));
        }
        // Only the RHS may be a constant; a lone symbolic operand goes to the right.
        if lhs.as_const().is_some()
            || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
        {
            return rhs.add_expr(lhs);
        }
        let rhs_const = rhs.as_const();
        if rhs_const == Some(0) {
            return lhs;
        }
        // (d0 + 2) + 3 -> d0 + 5
        if let (Some((ll, lr)), Some(rc)) = (lhs.as_bin(B::Add), rhs_const) {
            if let Some(lrc) = lr.as_const() {
                return ll.clone().add_expr(E::Constant(lrc.wrapping_add(rc)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e
        let (first, c1) = match lhs.as_bin(B::Mul) {
            Some((l, r)) if r.as_const().is_some() => (l, r.as_const().unwrap_or(1)),
            _ => (&lhs, 1),
        };
        let (second, c2) = match rhs.as_bin(B::Mul) {
            Some((l, r)) if r.as_const().is_some() => (l, r.as_const().unwrap_or(1)),
            _ => (&rhs, 1),
        };
        if first == second {
            return first.clone().mul_expr(E::Constant(c1.wrapping_add(c2)));
        }
        // (d0 + 2) + d1 -> (d0 + d1) + 2
        if let Some((ll, lr)) = lhs.as_bin(B::Add) {
            if lr.as_const().is_some() {
                return ll.clone().add_expr(rhs).add_expr(lr.clone());
            }
        }
        // expr - q * (expr floordiv q) -> expr mod q (rhs may be any binary expression).
        if let E::Binary(_, lrhs, rrhs) = &rhs {
            if rrhs.as_const() == Some(-1) {
                if let Some((llrhs, rlrhs)) = lrhs.as_bin(B::Mul) {
                    match llrhs.as_bin(B::FloorDiv) {
                        None => return E::bin(B::Add, lhs, rhs),
                        Some((fl, fr)) if fr == rlrhs && *fl == lhs => {
                            let q = rlrhs.clone();
                            return lhs.modulo(q);
                        }
                        Some(_) => {}
                    }
                }
            }
            if let Some((fl, fr)) = lrhs.as_bin(B::FloorDiv) {
                if *fl == lhs && *fr == (**rrhs).clone().neg_expr() {
                    let q = fr.clone();
                    return lhs.modulo(q);
                }
            }
        }
        E::bin(B::Add, lhs, rhs)
    }

    /// `self * other`, simplified as MLIR's `operator*`. One operand must be symbolic or
    /// constant (checked by the parser).
    fn mul_expr(self, other: AffineExpr) -> AffineExpr {
        let (lhs, rhs) = (self, other);
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            return E::Constant(a.wrapping_mul(b));
        }
        if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
            // Not affine (the parser rejects it); keep it unsimplified.
            return E::bin(B::Mul, lhs, rhs);
        }
        if !rhs.is_symbolic_or_constant() || lhs.as_const().is_some() {
            return rhs.mul_expr(lhs);
        }
        if let Some(rc) = rhs.as_const() {
            if rc == 1 {
                return lhs;
            }
            if rc == 0 {
                return rhs;
            }
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Mul) {
            if let (Some(lrc), Some(rc)) = (lr.as_const(), rhs.as_const()) {
                return ll.clone().mul_expr(E::Constant(lrc.wrapping_mul(rc)));
            }
            if lr.as_const().is_some() {
                return ll.clone().mul_expr(rhs).mul_expr(lr.clone());
            }
        }
        E::bin(B::Mul, lhs, rhs)
    }

    /// `-self` (`self * -1`).
    fn neg_expr(self) -> AffineExpr {
        self.mul_expr(E::Constant(-1))
    }

    /// `self - other` (`self + other * -1`).
    fn sub_expr(self, other: AffineExpr) -> AffineExpr {
        self.add_expr(other.neg_expr())
    }

    /// `lhs op rhs`, simplified as MLIR's `getAffineBinaryOpExpr`.
    pub fn binary(op: AffineBinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            B::Add => lhs.add_expr(rhs),
            B::Mul => lhs.mul_expr(rhs),
            B::FloorDiv => lhs.floor_div(rhs),
            B::CeilDiv => lhs.ceil_div(rhs),
            B::Mod => lhs.modulo(rhs),
        }
    }

    /// `self floordiv other`, simplified.
    pub fn floor_div(self, other: AffineExpr) -> AffineExpr {
        let (lhs, rhs) = (self, other);
        let Some(rc) = rhs.as_const().filter(|&c| c >= 1) else {
            return E::bin(B::FloorDiv, lhs, rhs);
        };
        if let Some(lc) = lhs.as_const() {
            return E::Constant(floor_div(lc, rc));
        }
        if rc == 1 {
            return lhs;
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Mul) {
            if let Some(lrc) = lr.as_const() {
                if lrc % rc == 0 {
                    return ll.clone().mul_expr(E::Constant(lrc / rc));
                }
            }
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Add) {
            if ll.largest_known_divisor() % rc == 0 || lr.largest_known_divisor() % rc == 0 {
                return ll
                    .clone()
                    .floor_div(E::Constant(rc))
                    .add_expr(lr.clone().floor_div(E::Constant(rc)));
            }
        }
        E::bin(B::FloorDiv, lhs, rhs)
    }

    /// `self ceildiv other`, simplified.
    pub fn ceil_div(self, other: AffineExpr) -> AffineExpr {
        let (lhs, rhs) = (self, other);
        let Some(rc) = rhs.as_const().filter(|&c| c >= 1) else {
            return E::bin(B::CeilDiv, lhs, rhs);
        };
        if let Some(lc) = lhs.as_const() {
            return E::Constant(ceil_div(lc, rc));
        }
        if rc == 1 {
            return lhs;
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Mul) {
            if let Some(lrc) = lr.as_const() {
                if lrc % rc == 0 {
                    return ll.clone().mul_expr(E::Constant(lrc / rc));
                }
            }
        }
        E::bin(B::CeilDiv, lhs, rhs)
    }

    /// `self mod other`, simplified.
    pub fn modulo(self, other: AffineExpr) -> AffineExpr {
        let (lhs, rhs) = (self, other);
        let Some(rc) = rhs.as_const().filter(|&c| c >= 1) else {
            return E::bin(B::Mod, lhs, rhs);
        };
        if let Some(lc) = lhs.as_const() {
            return E::Constant(modulo(lc, rc));
        }
        if lhs.largest_known_divisor() % rc == 0 {
            return E::Constant(0);
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Add) {
            if ll.largest_known_divisor() % rc == 0 {
                return lr.clone().modulo(E::Constant(rc));
            }
            if lr.largest_known_divisor() % rc == 0 {
                return ll.clone().modulo(E::Constant(rc));
            }
        }
        if let Some((ll, lr)) = lhs.as_bin(B::Mod) {
            if let Some(ic) = lr.as_const() {
                if ic >= 1 && modulo(ic, rc) == 0 {
                    return ll.clone().modulo(E::Constant(rc));
                }
            }
        }
        E::bin(B::Mod, lhs, rhs)
    }

    /// Appends the expression as MLIR's `printAffineExprInternal` prints it.
    pub fn write(&self, out: &mut String) {
        self.write_internal(out, false);
    }

    /// Writes the expression as MLIR's `printAffineExpr` with a callback for dimensions
    /// and symbols does (the SSA-id form of `affine.load` subscripts): text goes to `text`,
    /// each dimension or symbol to `id(is_symbol, position)`.
    pub fn write_with(&self, text: &mut dyn FnMut(&str), id: &mut dyn FnMut(bool, u32)) {
        let mut sink = CallbackSink { text, id };
        self.write_internal(&mut sink, false);
    }

    fn write_internal(&self, out: &mut dyn ExprSink, strong: bool) {
        let (op, lhs, rhs) = match self {
            E::Symbol(p) => {
                out.id(true, *p);
                return;
            }
            E::Dim(p) => {
                out.id(false, *p);
                return;
            }
            E::Constant(c) => {
                out.text(&c.to_string());
                return;
            }
            E::Binary(op, l, r) => (*op, &**l, &**r),
        };
        if strong {
            out.text("(");
        }
        if op != B::Add {
            if op == B::Mul && rhs.as_const() == Some(-1) {
                out.text("-");
                lhs.write_internal(out, true);
            } else {
                lhs.write_internal(out, true);
                out.text(match op {
                    B::Mul => " * ",
                    B::FloorDiv => " floordiv ",
                    B::CeilDiv => " ceildiv ",
                    _ => " mod ",
                });
                rhs.write_internal(out, true);
            }
        } else if let Some((rl, rr)) = rhs
            .as_bin(B::Mul)
            .filter(|(_, rr)| rr.as_const().is_some_and(|c| c <= -1))
        {
            let c = rr.as_const().unwrap_or(-1);
            lhs.write_internal(out, false);
            out.text(" - ");
            if c == -1 {
                rl.write_internal(out, matches!(rl, E::Binary(B::Add, _, _)));
            } else {
                rl.write_internal(out, true);
                out.text(&format!(" * {}", c.wrapping_neg()));
            }
        } else if let Some(c) = rhs.as_const().filter(|&c| c < 0) {
            lhs.write_internal(out, false);
            out.text(&format!(" - {}", c.wrapping_neg()));
        } else {
            lhs.write_internal(out, false);
            out.text(" + ");
            rhs.write_internal(out, false);
        }
        if strong {
            out.text(")");
        }
    }
}

/// Where an expression is written: text, and dimensions and symbols.
trait ExprSink {
    fn text(&mut self, s: &str);
    fn id(&mut self, symbol: bool, pos: u32);
}

impl ExprSink for String {
    fn text(&mut self, s: &str) {
        self.push_str(s);
    }
    fn id(&mut self, symbol: bool, pos: u32) {
        let _ = write!(self, "{}{pos}", if symbol { 's' } else { 'd' });
    }
}

struct CallbackSink<'f> {
    text: &'f mut dyn FnMut(&str),
    id: &'f mut dyn FnMut(bool, u32),
}

impl ExprSink for CallbackSink<'_> {
    fn text(&mut self, s: &str) {
        (self.text)(s);
    }
    fn id(&mut self, symbol: bool, pos: u32) {
        (self.id)(symbol, pos);
    }
}

/// `lhs + rhs`, simplified as MLIR's `AffineExpr::operator+`.
impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        self.add_expr(rhs)
    }
}

/// `lhs * rhs`, simplified as MLIR's `AffineExpr::operator*` (one operand must be symbolic
/// or constant for the result to be affine).
impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        self.mul_expr(rhs)
    }
}

/// `-e`, i.e. `e * -1`.
impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        self.neg_expr()
    }
}

/// `lhs - rhs`, i.e. `lhs + rhs * -1`.
impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self.sub_expr(rhs)
    }
}

/// `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// Whether the map is `(d0, ..., dn)[...] -> (d0, ..., dn)` (MLIR's `isIdentity`, which
    /// ignores symbols).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == E::Dim(i as u32))
    }

    /// Appends the body (what goes between `affine_map<` and `>`).
    pub fn write(&self, out: &mut String) {
        write_ids(out, self.num_dims, self.num_symbols);
        out.push_str(" -> (");
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            e.write(out);
        }
        out.push(')');
    }
}

/// `(d0, ...)[s0, ...] : (constraints)`; each constraint is `expr >= 0` or `expr == 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Constraints: expression and whether it is an equality.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl IntegerSet {
    /// Appends the body (what goes between `affine_set<` and `>`).
    pub fn write(&self, out: &mut String) {
        write_ids(out, self.num_dims, self.num_symbols);
        out.push_str(" : (");
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            e.write(out);
            out.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        out.push(')');
    }
}

fn write_ids(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

impl AffineExpr {
    /// The expression with each dimension `dN` replaced by `dims[N]` and each symbol `sN`
    /// by `syms[N]`, simplified again (MLIR's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            E::Dim(d) => dims.get(*d as usize).cloned().unwrap_or(E::Dim(*d)),
            E::Symbol(s) => syms.get(*s as usize).cloned().unwrap_or(E::Symbol(*s)),
            E::Constant(c) => E::Constant(*c),
            E::Binary(op, l, r) => {
                let l = l.replace_dims_and_symbols(dims, syms);
                let r = r.replace_dims_and_symbols(dims, syms);
                match op {
                    B::Add => l.add_expr(r),
                    B::Mul => l.mul_expr(r),
                    B::FloorDiv => l.floor_div(r),
                    B::CeilDiv => l.ceil_div(r),
                    B::Mod => l.modulo(r),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;

impl AffineExpr {
    /// Whether the expression is affine in MLIR's strict sense (`isPureAffine`): products
    /// have a constant right-hand side, and divisions and modulos a positive constant one
    /// (the only ones the flattener takes).
    pub fn is_pure_affine(&self) -> bool {
        match self {
            E::Dim(_) | E::Symbol(_) | E::Constant(_) => true,
            E::Binary(B::Add, l, r) => l.is_pure_affine() && r.is_pure_affine(),
            E::Binary(B::Mul, l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && r.as_const().is_some()
            }
            E::Binary(_, l, r) => l.is_pure_affine() && r.as_const().is_some_and(|c| c >= 1),
        }
    }

    /// Calls `f` on each dimension (`true`, position) and symbol (`false`, position).
    pub fn walk_ids(&self, f: &mut dyn FnMut(bool, u32)) {
        match self {
            E::Dim(d) => f(true, *d),
            E::Symbol(s) => f(false, *s),
            E::Constant(_) => {}
            E::Binary(_, l, r) => {
                l.walk_ids(f);
                r.walk_ids(f);
            }
        }
    }

    /// The value of the expression for constant dimensions and symbols (MLIR's
    /// `AffineExprConstantFolder`); `None` when an input is unknown or a division or
    /// modulo has a non-positive divisor.
    pub fn constant_fold(&self, dims: &[Option<i64>], syms: &[Option<i64>]) -> Option<i64> {
        Some(match self {
            E::Dim(d) => (*dims.get(*d as usize)?)?,
            E::Symbol(s) => (*syms.get(*s as usize)?)?,
            E::Constant(c) => *c,
            E::Binary(op, l, r) => {
                let l = l.constant_fold(dims, syms)?;
                let r = r.constant_fold(dims, syms)?;
                match op {
                    B::Add => l.wrapping_add(r),
                    B::Mul => l.wrapping_mul(r),
                    _ if r < 1 => return None,
                    B::FloorDiv => floor_div(l, r),
                    B::CeilDiv => ceil_div(l, r),
                    B::Mod => modulo(l, r),
                }
            }
        })
    }
}

/// MLIR's `SimpleAffineExprFlattener`: each expression as coefficients of the
/// dimensions, symbols, local variables (divisions) and the constant.
struct Flattener {
    dims: usize,
    syms: usize,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn width(&self) -> usize {
        self.dims + self.syms + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.dims + self.syms
    }

    fn push_unit(&mut self, pos: Option<usize>, c: i64) {
        let mut v = vec![0; self.width()];
        match pos {
            Some(p) => v[p] = c,
            None => *v.last_mut().expect("width") = c,
        }
        self.stack.push(v);
    }

    /// A new local variable for `e` (a column of zeros in every expression on the stack).
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for v in &mut self.stack {
            v.insert(at, 0);
        }
        self.locals.push(e);
    }

    fn expr_of(&self, flat: &[i64]) -> AffineExpr {
        expr_from_flat_form(flat, self.dims, self.syms, &self.locals)
    }

    fn walk(&mut self, e: &AffineExpr) {
        match e {
            E::Dim(d) => self.push_unit(Some(*d as usize), 1),
            E::Symbol(s) => self.push_unit(Some(self.dims + *s as usize), 1),
            E::Constant(c) => self.push_unit(None, *c),
            E::Binary(op, l, r) => {
                self.walk(l);
                self.walk(r);
                let rhs = self.stack.pop().expect("rhs");
                let c = *rhs.last().expect("width");
                match op {
                    B::Add => {
                        let lhs = self.stack.last_mut().expect("lhs");
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                    }
                    B::Mul => {
                        for a in self.stack.last_mut().expect("lhs") {
                            *a = a.wrapping_mul(c);
                        }
                    }
                    B::Mod => self.modulo(c),
                    B::FloorDiv => self.div(c, false),
                    B::CeilDiv => self.div(c, true),
                }
            }
        }
    }

    fn modulo(&mut self, c: i64) {
        let lhs = self.stack.last().expect("lhs").clone();
        if lhs.iter().all(|a| a % c == 0) {
            self.stack.last_mut().expect("lhs").fill(0);
            return;
        }
        let g = lhs.iter().fold(c, |g, &a| gcd(g, a));
        let dividend: Vec<i64> = lhs.iter().map(|a| a / g).collect();
        let q = self.expr_of(&dividend).floor_div(E::Constant(c / g));
        let pos = match self.locals.iter().position(|l| *l == q) {
            Some(p) => p,
            None => {
                self.add_local(q);
                self.locals.len() - 1
            }
        };
        let at = self.local_start() + pos;
        self.stack.last_mut().expect("lhs")[at] = -c;
    }

    fn div(&mut self, c: i64, ceil: bool) {
        let lhs = self.stack.last_mut().expect("lhs");
        let g = lhs.iter().fold(c, |g, &a| gcd(g, a));
        if g != 1 {
            for a in lhs.iter_mut() {
                *a /= g;
            }
        }
        let divisor = c / g;
        if divisor == 1 {
            return;
        }
        let lhs = lhs.clone();
        let a = self.expr_of(&lhs);
        let q = if ceil {
            a.ceil_div(E::Constant(divisor))
        } else {
            a.floor_div(E::Constant(divisor))
        };
        let pos = match self.locals.iter().position(|l| *l == q) {
            Some(p) => p,
            None => {
                self.add_local(q);
                self.locals.len() - 1
            }
        };
        let at = self.local_start() + pos;
        let top = self.stack.last_mut().expect("lhs");
        top.fill(0);
        top[at] = 1;
    }
}

/// MLIR's `getAffineExprFromFlatForm`: dimensions and symbols first, then the local
/// variables, then the constant, each term added with `+`'s simplification.
fn expr_from_flat_form(
    flat: &[i64],
    dims: usize,
    syms: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut expr = E::Constant(0);
    for (j, &c) in flat.iter().enumerate().take(dims + syms) {
        if c == 0 {
            continue;
        }
        let id = if j < dims {
            E::Dim(j as u32)
        } else {
            E::Symbol((j - dims) as u32)
        };
        expr = expr.add_expr(id.mul_expr(E::Constant(c)));
    }
    for (j, &c) in flat
        .iter()
        .enumerate()
        .take(flat.len() - 1)
        .skip(dims + syms)
    {
        if c == 0 {
            continue;
        }
        let term = locals[j - dims - syms].clone().mul_expr(E::Constant(c));
        expr = expr.add_expr(term);
    }
    let c = *flat.last().expect("constant term");
    if c != 0 {
        expr = expr.add_expr(E::Constant(c));
    }
    expr
}

/// MLIR's `simplifyAffineExpr` for pure affine expressions (others are returned as they
/// are): flattened, then rebuilt in MLIR's canonical order.
pub fn simplify_affine_expr(e: &AffineExpr, dims: u32, syms: u32) -> AffineExpr {
    if !e.is_pure_affine() {
        return e.clone();
    }
    let mut f = Flattener {
        dims: dims as usize,
        syms: syms as usize,
        stack: Vec::new(),
        locals: Vec::new(),
    };
    f.walk(e);
    let flat = f.stack.pop().expect("flattened");
    f.expr_of(&flat)
}

impl AffineMap {
    /// The map with each dimension and symbol replaced (MLIR's
    /// `AffineMap::replaceDimsAndSymbols`), now of `dims` dimensions and `syms` symbols.
    pub fn replace_dims_and_symbols(
        &self,
        dim_repl: &[AffineExpr],
        sym_repl: &[AffineExpr],
        dims: u32,
        syms: u32,
    ) -> AffineMap {
        AffineMap {
            num_dims: dims,
            num_symbols: syms,
            results: self
                .results
                .iter()
                .map(|e| e.replace_dims_and_symbols(dim_repl, sym_repl))
                .collect(),
        }
    }

    /// MLIR's `simplifyAffineMap`: each result simplified.
    pub fn simplify(&self) -> AffineMap {
        AffineMap {
            num_dims: self.num_dims,
            num_symbols: self.num_symbols,
            results: self
                .results
                .iter()
                .map(|e| simplify_affine_expr(e, self.num_dims, self.num_symbols))
                .collect(),
        }
    }
}

/// The flattened form of a pure affine expression (MLIR's `SimpleAffineExprFlattener`):
/// the coefficients of the dimensions, symbols and local variables (divisions), then
/// the constant; `None` for an expression that is not pure affine.
pub fn flatten_affine_expr(e: &AffineExpr, dims: u32, syms: u32) -> Option<Vec<i64>> {
    if !e.is_pure_affine() {
        return None;
    }
    let mut f = Flattener {
        dims: dims as usize,
        syms: syms as usize,
        stack: Vec::new(),
        locals: Vec::new(),
    };
    f.walk(e);
    f.stack.pop()
}
