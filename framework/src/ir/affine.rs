//! Affine expressions, maps and integer sets with MLIR's construction-time simplification
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`),
//! parser (`affine_map<(d0)[s0] -> (d0 + s0)>`, `affine_set<(d0) : (d0 >= 0)>`) and
//! printer, so maps print exactly as mlir-opt 16 prints them.

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

// ----- parsing -----

use crate::asm::lexer::{Lexer, Token, TokenKind as T};

/// How deeply parentheses and negations may nest in an affine expression.
const MAX_DEPTH: u32 = 128;

/// The errors of a failed affine parse, in the order MLIR emits them (a failed operand
/// can be followed by "missing operand of negation"): byte offset and message.
pub type AffineError = Vec<(usize, String)>;

/// A parsed `affine_map<...>` or `affine_set<...>` body.
#[derive(Clone, Debug)]
pub enum AffineStructure {
    /// `(dims)[syms] -> (results)`.
    Map(AffineMap),
    /// `(dims)[syms] : (constraints)`.
    Set(IntegerSet),
}

/// A step failed; its errors are in `AffineParser::errors`.
struct Failed;

type R<X> = Result<X, Failed>;

struct AffineParser<'s> {
    src: &'s str,
    lex: Lexer<'s>,
    tok: Token,
    dims: Vec<&'s str>,
    syms: Vec<&'s str>,
    depth: u32,
    errors: AffineError,
    /// SSA identifiers allowed as dimensions and symbols (`%i`, `symbol(%n)`).
    ssa: bool,
    /// The SSA identifiers seen, with the dimension or symbol each stands for.
    ssa_ids: Vec<(&'s str, AffineExpr)>,
    /// Byte offset and length of each SSA dimension, then of each SSA symbol.
    ssa_dims: Vec<(usize, usize)>,
    ssa_syms: Vec<(usize, usize)>,
}

/// The operator of a term (`*`, `floordiv`, `ceildiv`, `mod`) at the current token.
fn high_prec_op(src: &str, tok: Token) -> Option<AffineBinOp> {
    match tok.kind {
        T::Star => Some(B::Mul),
        T::BareIdent => match tok.text(src) {
            "floordiv" => Some(B::FloorDiv),
            "ceildiv" => Some(B::CeilDiv),
            "mod" => Some(B::Mod),
            _ => None,
        },
        _ => None,
    }
}

impl<'s> AffineParser<'s> {
    /// A parser of `src` from byte `start`.
    fn new(src: &'s str, start: usize) -> Self {
        let mut lex = Lexer::new(src);
        lex.reset_to(start);
        let mut p = AffineParser {
            src,
            lex,
            tok: Token {
                kind: T::Eof,
                start,
                end: start,
            },
            dims: Vec::new(),
            syms: Vec::new(),
            depth: 0,
            errors: Vec::new(),
            ssa: false,
            ssa_ids: Vec::new(),
            ssa_dims: Vec::new(),
            ssa_syms: Vec::new(),
        };
        p.bump();
        p
    }

    /// Moves to the next token; a lexer error is reported as it is lexed, as MLIR's lexer
    /// does.
    fn bump(&mut self) {
        self.tok = self.lex.next_token();
        if self.tok.kind == T::Error {
            let (at, msg) = crate::asm::lexer::error_message(self.src, self.tok);
            self.errors.push((at, msg.to_string()));
        }
    }

    fn eat(&mut self, k: T) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Reports an error at `at`, unless the current token is a lexer error (which was
    /// reported already; MLIR drops parser errors made in response to one).
    fn emit_at(&mut self, at: usize, msg: &str) -> Failed {
        if self.tok.kind != T::Error {
            self.errors.push((at, msg.to_string()));
        }
        Failed
    }

    /// An error at the current token (MLIR's `emitError()`).
    fn emit(&mut self, msg: &str) -> Failed {
        self.emit_at(crate::asm::lexer::current_token_offset(self.tok), msg)
    }

    /// An error where the current token should not be (MLIR's `emitWrongTokenError`).
    fn emit_wrong_token(&mut self, msg: &str) -> Failed {
        self.emit_at(
            crate::asm::lexer::wrong_token_offset(self.src, self.tok),
            msg,
        )
    }

    fn expect(&mut self, k: T, msg: &str) -> R<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.emit_wrong_token(msg))
        }
    }

    /// `( elt (, elt)* )` or `()` (or with `[`, `]`): MLIR's comma-separated list with
    /// its `expected '('{context}` / `expected ')'{context}` wording.
    fn list(
        &mut self,
        open: T,
        close: T,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        let (o, c) = if open == T::LParen {
            ("(", ")")
        } else {
            ("[", "]")
        };
        self.expect(open, &format!("expected '{o}'{context}"))?;
        if self.eat(close) {
            return Ok(());
        }
        loop {
            elt(self)?;
            if !self.eat(T::Comma) {
                break;
            }
        }
        self.expect(close, &format!("expected '{c}'{context}"))
    }

    /// One identifier of the dimension or symbol list (keywords are identifiers too).
    fn id_definition(&mut self, symbol: bool) -> R<()> {
        if self.tok.kind != T::BareIdent {
            return Err(self.emit_wrong_token("expected bare identifier"));
        }
        let name = self.tok.text(self.src);
        if self.dims.contains(&name) || self.syms.contains(&name) {
            return Err(self.emit(&format!("redefinition of identifier '{name}'")));
        }
        self.bump();
        if symbol {
            self.syms.push(name);
        } else {
            self.dims.push(name);
        }
        Ok(())
    }

    fn header(&mut self) -> R<()> {
        self.list(
            T::LParen,
            T::RParen,
            " in dimensional identifier list",
            |p| p.id_definition(false),
        )?;
        if self.tok.kind == T::LSquare {
            self.list(T::LSquare, T::RSquare, " in symbol list", |p| {
                p.id_definition(true)
            })?;
        }
        Ok(())
    }

    /// `affine-expr ::= term (('+' | '-') term)*`, folded left as MLIR does. The first
    /// operand of each term knows whether a left-hand side precedes it (for MLIR's
    /// "missing left/right operand" wording).
    fn expr(&mut self) -> R<AffineExpr> {
        let mut sum: Option<(AffineExpr, bool)> = None; // (lhs, next term is subtracted)
        loop {
            let mut lhs = self.operand(sum.is_some())?;
            // The term's operators; a product is formed when the next operator is seen,
            // at that operator (MLIR's `parseAffineHighPrecOpExpr`), the last one at its
            // own operator.
            let mut pending: Option<(AffineBinOp, AffineExpr, usize)> = None;
            while let Some(op) = high_prec_op(self.src, self.tok) {
                let at = self.tok.start;
                self.bump();
                if let Some((pop, plhs, _)) = pending.take() {
                    lhs = self.binary(pop, plhs, lhs, at)?;
                }
                pending = Some((op, lhs, at));
                lhs = self.operand(true)?;
            }
            if let Some((pop, plhs, at)) = pending {
                lhs = self.binary(pop, plhs, lhs, at)?;
            }
            let total = match sum.take() {
                None => lhs,
                Some((s, false)) => s.add_expr(lhs),
                Some((s, true)) => s.sub_expr(lhs),
            };
            if self.eat(T::Plus) {
                sum = Some((total, false));
            } else if self.eat(T::Minus) {
                sum = Some((total, true));
            } else {
                return Ok(total);
            }
        }
    }

    /// `lhs op rhs` for a term operator, with MLIR's affinity checks reported at `at`.
    fn binary(
        &mut self,
        op: AffineBinOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: usize,
    ) -> R<AffineExpr> {
        match op {
            B::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.emit_at(
                        at,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                Ok(lhs.mul_expr(rhs))
            }
            _ => {
                if !rhs.is_symbolic_or_constant() {
                    let name = match op {
                        B::FloorDiv => "floordiv",
                        B::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    return Err(self.emit_at(
                        at,
                        &format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                    ));
                }
                Ok(match op {
                    B::FloorDiv => lhs.floor_div(rhs),
                    B::CeilDiv => lhs.ceil_div(rhs),
                    _ => lhs.modulo(rhs),
                })
            }
        }
    }

    /// An operand; `has_lhs` when an expression precedes it in the same term or sum.
    fn operand(&mut self, has_lhs: bool) -> R<AffineExpr> {
        if self.depth >= MAX_DEPTH {
            return Err(self.emit("affine expression nested too deeply"));
        }
        self.depth += 1;
        let r = self.operand_inner(has_lhs);
        self.depth -= 1;
        r
    }

    fn operand_inner(&mut self, has_lhs: bool) -> R<AffineExpr> {
        match self.tok.kind {
            T::BareIdent if self.tok.text(self.src) == "symbol" => {
                self.bump();
                self.expect(T::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.ssa_id(true)?;
                self.expect(T::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            T::BareIdent => {
                let name = self.tok.text(self.src);
                let e = if let Some(i) = self.dims.iter().position(|d| *d == name) {
                    E::Dim(i as u32)
                } else if let Some(i) = self.syms.iter().position(|d| *d == name) {
                    E::Symbol(i as u32)
                } else {
                    return Err(self.emit_wrong_token("use of undeclared identifier"));
                };
                self.bump();
                Ok(e)
            }
            T::PercentIdent => self.ssa_id(false),
            T::Integer => {
                let text = self.tok.text(self.src);
                let v = if let Some(h) = text.strip_prefix("0x") {
                    i64::from_str_radix(h, 16).ok()
                } else {
                    text.parse::<i64>().ok()
                };
                let Some(v) = v else {
                    return Err(self.emit("constant too large for index"));
                };
                self.bump();
                Ok(E::Constant(v))
            }
            T::LParen => {
                self.bump();
                if self.tok.kind == T::RParen {
                    return Err(self.emit("no expression inside parentheses"));
                }
                let e = self.expr()?;
                self.expect(T::RParen, "expected ')'")?;
                Ok(e)
            }
            T::Minus => {
                self.bump();
                match self.operand(has_lhs) {
                    Ok(e) => Ok(e.neg_expr()),
                    Err(_) => Err(self.emit("missing operand of negation")),
                }
            }
            T::Plus | T::Star if !has_lhs => {
                Err(self.emit("missing left operand of binary operator"))
            }
            _ if has_lhs => Err(self.emit("missing right operand of binary operator")),
            _ => Err(self.emit("expected affine expression")),
        }
    }

    /// An SSA identifier standing for a dimension or, within `symbol(...)`, a symbol
    /// (MLIR's `parseSSAIdExpr`): one seen before stands for what it stood for then.
    fn ssa_id(&mut self, symbol: bool) -> R<AffineExpr> {
        if !self.ssa {
            return Err(self.emit_wrong_token("unexpected ssa identifier"));
        }
        if self.tok.kind != T::PercentIdent {
            return Err(self.emit_wrong_token("expected ssa identifier"));
        }
        let name = self.tok.text(self.src);
        if let Some((_, e)) = self.ssa_ids.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.bump();
            return Ok(e);
        }
        let at = (self.tok.start, name.len());
        self.bump();
        let e = if symbol {
            self.ssa_syms.push(at);
            E::Symbol(self.ssa_syms.len() as u32 - 1)
        } else {
            self.ssa_dims.push(at);
            E::Dim(self.ssa_dims.len() as u32 - 1)
        };
        self.ssa_ids.push((name, e.clone()));
        Ok(e)
    }

    /// `-> (results)` of a map; the current token follows the header.
    fn map_range(&mut self) -> R<AffineMap> {
        let mut results = Vec::new();
        self.list(T::LParen, T::RParen, " in affine map range", |p| {
            results.push(p.expr()?);
            Ok(())
        })?;
        Ok(AffineMap {
            num_dims: self.dims.len() as u32,
            num_symbols: self.syms.len() as u32,
            results,
        })
    }

    /// `affine-expr (>= | <= | ==) affine-expr`, as `expr >= 0` or `expr == 0`.
    fn constraint(&mut self) -> R<(AffineExpr, bool)> {
        let lhs = self.expr()?;
        // MLIR tries each form token by token: `>` then `=`, `<` then `=`, `=` then `=`.
        if self.eat(T::Greater) && self.eat(T::Equal) {
            return Ok((lhs.sub_expr(self.expr()?), false));
        }
        if self.eat(T::Less) && self.eat(T::Equal) {
            return Ok((self.expr()?.sub_expr(lhs), false));
        }
        if self.eat(T::Equal) && self.eat(T::Equal) {
            return Ok((lhs.sub_expr(self.expr()?), true));
        }
        Err(self.emit("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// `: (constraints)` of a set; the current token follows the `:`.
    fn set_constraints(&mut self) -> R<IntegerSet> {
        let mut constraints = Vec::new();
        self.list(
            T::LParen,
            T::RParen,
            " in integer set constraint list",
            |p| {
                constraints.push(p.constraint()?);
                Ok(())
            },
        )?;
        // As MLIR: a set without constraints holds the trivially true `0 == 0`.
        if constraints.is_empty() {
            constraints.push((AffineExpr::Constant(0), true));
        }
        Ok(IntegerSet {
            num_dims: self.dims.len() as u32,
            num_symbols: self.syms.len() as u32,
            constraints,
        })
    }

    /// A map or a set, told apart by `->` or `:` after the header.
    fn map_or_set(&mut self) -> R<AffineStructure> {
        self.header()?;
        if self.eat(T::Arrow) {
            return Ok(AffineStructure::Map(self.map_range()?));
        }
        self.expect(T::Colon, "expected '->' or ':'")?;
        Ok(AffineStructure::Set(self.set_constraints()?))
    }
}

/// Parses the map (`want_map`) or integer set starting at byte `start` of `src` (just
/// after `affine_map<` or `affine_set<`) through its closing `>`, as MLIR parses it from
/// its token stream: the structure and the offset after the `>`, or MLIR's errors.
pub fn parse_inline(
    src: &str,
    start: usize,
    want_map: bool,
) -> Result<(AffineStructure, usize), AffineError> {
    let mut p = AffineParser::new(src, start);
    let r = (|| {
        let s = p.map_or_set()?;
        match (&s, want_map) {
            (AffineStructure::Set(_), true) => {
                return Err(p.emit_at(
                    start_of(&p, start),
                    "expected AffineMap, but got IntegerSet",
                ))
            }
            (AffineStructure::Map(_), false) => {
                return Err(p.emit_at(
                    start_of(&p, start),
                    "expected IntegerSet, but got AffineMap",
                ))
            }
            _ => {}
        }
        let what = if want_map {
            "affine map"
        } else {
            "integer set"
        };
        let end = p.tok.end;
        p.expect(T::Greater, &format!("expected '>' in {what}"))?;
        Ok((s, end))
    })();
    r.map_err(|Failed| p.errors)
}

/// Parses a map written bare (`(d0, d1) -> (d1, d0)`, as custom op forms write it)
/// starting at byte `start` of `src`: the map and the offset of the token after it, or
/// MLIR's errors.
pub fn parse_bare_map(src: &str, start: usize) -> Result<(AffineMap, usize), AffineError> {
    let mut p = AffineParser::new(src, start);
    let r = (|| match p.map_or_set()? {
        AffineStructure::Map(m) => Ok((m, p.tok.start)),
        AffineStructure::Set(_) => Err(p.emit_at(
            start_of(&p, start),
            "expected AffineMap, but got IntegerSet",
        )),
    })();
    r.map_err(|Failed| p.errors)
}

/// A map whose dimensions and symbols are SSA identifiers, written as its results
/// between `open` and `close` (`[%i + 1, symbol(%n)]`, MLIR's `parseAffineMapOfSSAIds`),
/// starting at byte `start` of `src`: the map, the byte offset and length of each
/// dimension's then each symbol's identifier, and the offset of the token after it.
pub type SsaMap = (AffineMap, Vec<(usize, usize)>, Vec<(usize, usize)>, usize);

/// Parses an affine map of SSA identifiers (see [`SsaMap`]) between `[...]` (`Some(true)`)
/// or `(...)` (`Some(false)`), or a single expression without delimiters (`None`, MLIR's
/// `parseAffineExprOfSSAIds`: a map of one result).
pub fn parse_map_of_ssa_ids(
    src: &str,
    start: usize,
    delim: Option<bool>,
) -> Result<SsaMap, AffineError> {
    let mut p = AffineParser::new(src, start);
    p.ssa = true;
    let mut results = Vec::new();
    let r = match delim {
        None => p.expr().map(|e| results.push(e)),
        Some(square) => {
            let (open, close) = if square {
                (T::LSquare, T::RSquare)
            } else {
                (T::LParen, T::RParen)
            };
            p.list(open, close, " in affine map", |p| {
                results.push(p.expr()?);
                Ok(())
            })
        }
    };
    match r {
        Ok(()) => {
            let map = AffineMap {
                num_dims: p.ssa_dims.len() as u32,
                num_symbols: p.ssa_syms.len() as u32,
                results,
            };
            Ok((map, p.ssa_dims, p.ssa_syms, p.tok.start))
        }
        Err(Failed) => Err(p.errors),
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

/// The offset of the first token at or after `start` (where a map or set begins).
fn start_of(p: &AffineParser, start: usize) -> usize {
    let mut lex = Lexer::new(p.src);
    lex.reset_to(start);
    lex.next_token().start
}

/// Parses `body` to its end as one map or set.
fn parse_body(body: &str) -> Result<AffineStructure, AffineError> {
    let mut p = AffineParser::new(body, 0);
    let r = (|| {
        let s = p.map_or_set()?;
        if p.tok.kind != T::Eof {
            return Err(p.emit("expected end of affine body"));
        }
        Ok(s)
    })();
    r.map_err(|Failed| p.errors)
}

/// Parses the body of `affine_map<...>`: `(d0, d1)[s0] -> (d0 + s0, d1)` with any
/// identifier names, simplifying every expression as MLIR does.
pub fn parse_affine_map(body: &str) -> Result<AffineMap, AffineError> {
    match parse_body(body)? {
        AffineStructure::Map(m) => Ok(m),
        AffineStructure::Set(_) => Err(vec![(0, "expected AffineMap, but got IntegerSet".into())]),
    }
}

/// Parses the body of `affine_set<...>`: `(d0)[s0] : (d0 >= 0, d0 - s0 == 0)`; `a >= b`
/// becomes `a - b >= 0`, `a <= b` becomes `b - a >= 0`, `a == b` becomes `a - b == 0`.
pub fn parse_integer_set(body: &str) -> Result<IntegerSet, AffineError> {
    match parse_body(body)? {
        AffineStructure::Set(s) => Ok(s),
        AffineStructure::Map(_) => Err(vec![(0, "expected IntegerSet, but got AffineMap".into())]),
    }
}

#[cfg(test)]
mod tests;
