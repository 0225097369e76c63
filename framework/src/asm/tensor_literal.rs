//! Tensor literals, the values of `dense<…>` and `sparse<…, …>` attributes, read as MLIR
//! 16's `TensorLiteralParser` reads them (a hex string, nested lists, or one element) and
//! checked against the attribute's type with its diagnostics, at the positions MLIR
//! reports them. Lists are read without recursion, and their shapes are compared in
//! constant time, so nesting depth costs linear time.

use std::collections::HashMap;

use super::lexer::TokenKind as T;
use super::parser::{PResult, Parser};
use crate::ir::attrs::{canonical, elem_kind, shaped, AttrKind, DenseElemKind};
use crate::ir::context::Type;
use crate::ir::types::{FloatKind, Signedness, TypeKind, DYNAMIC};

/// One scalar of a tensor literal, as MLIR's `TensorLiteralParser` stores it.
pub(crate) struct Scalar {
    pub(crate) neg: bool,
    pub(crate) kind: T,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// A parsed tensor literal: a scalar (empty `shape`), nested lists, (when hex is allowed)
/// a string token, or nothing (`dense<>`).
pub(crate) struct TensorLiteral {
    /// Where it starts.
    pub(crate) start: usize,
    /// The sizes of its nested lists, outermost first; empty for a lone element.
    pub(crate) shape: Vec<i64>,
    pub(crate) scalars: Vec<Scalar>,
    /// The span of a hex string token.
    pub(crate) hex: Option<(usize, usize)>,
}

impl TensorLiteral {
    /// The literal of `dense<>`, which has no elements.
    pub(crate) fn empty(start: usize) -> TensorLiteral {
        TensorLiteral {
            start,
            shape: Vec::new(),
            scalars: Vec::new(),
            hex: None,
        }
    }
}

pub(crate) fn show(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// MLIR's `buildAttributeAPInt` for an integer of `width` bits (at most 128): the bits of
/// an integer literal, `None` when out of range.
pub(crate) fn int_bits(neg: bool, text: &str, width: u32, signed: bool) -> Option<u128> {
    let mag: u128 = match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok()?,
        None => text.parse().ok()?,
    };
    if width < 128 && mag >> width != 0 {
        return None;
    }
    if width == 0 {
        return (!neg).then_some(0);
    }
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let sign = |v: u128| (v >> (width - 1)) & 1 == 1;
    if neg {
        let v = mag.wrapping_neg() & mask;
        sign(v).then_some(v)
    } else if signed && sign(mag) {
        None
    } else {
        Some(mag)
    }
}

/// [`int_bits`] for an integer of `width` bits above 128.
pub(crate) fn wide_int_bits(
    neg: bool,
    text: &str,
    width: u32,
    signed: bool,
) -> Option<crate::support::apint::ApInt> {
    use crate::support::apint::{active_bits, parse_magnitude, ApInt};
    let mag = match text.strip_prefix("0x") {
        Some(h) => parse_magnitude(h, 16)?,
        None => parse_magnitude(text, 10)?,
    };
    if active_bits(&mag) > u64::from(width) {
        return None;
    }
    let v = ApInt::from_words(width, &mag);
    if neg {
        let v = v.wrapping_neg();
        v.is_negative().then_some(v)
    } else if signed && v.is_negative() {
        None
    } else {
        Some(v)
    }
}

/// The element type of an elements literal (the element type of a complex one), as
/// `TensorLiteralParser::getAttr` tells them apart.
#[derive(Clone, Copy)]
enum Element {
    /// Integers of any width; `index` is a signed 64-bit one.
    Int {
        width: u32,
        signedness: Signedness,
    },
    Float(FloatKind),
    /// Any other type: the elements are strings.
    Other,
}

impl Element {
    /// Bits of storage per element (MLIR's `getDenseElementStorageWidth`): 1 for `i1`,
    /// else the width rounded up to bytes, doubled for a complex.
    fn storage_bits(self, complex: bool) -> usize {
        let width = match self {
            Element::Int { width, .. } => width as usize,
            Element::Float(k) => k.width() as usize,
            Element::Other => 0,
        };
        match (width, complex) {
            (1, false) => 1,
            (w, false) => w.div_ceil(8) * 8,
            (w, true) => w.div_ceil(8) * 16,
        }
    }
}

impl Parser<'_> {
    /// One element of a tensor literal (MLIR's `TensorLiteralParser::parseElement`):
    /// scalars are appended to `out`; complex pairs nest on a stack, not by recursion.
    fn tensor_literal_element(&mut self, out: &mut Vec<Scalar>) -> PResult<()> {
        // For each open `(`: whether its first element is done.
        let mut pairs: Vec<bool> = Vec::new();
        loop {
            let neg = match self.tok.kind {
                T::LParen => {
                    self.bump();
                    pairs.push(false);
                    continue;
                }
                T::Integer | T::Float | T::String => false,
                T::BareIdent if matches!(self.tok.text(self.src), "true" | "false") => false,
                T::Minus => {
                    self.bump();
                    if !matches!(self.tok.kind, T::Integer | T::Float) {
                        return Err(self.err_cur("expected integer or floating point literal"));
                    }
                    true
                }
                _ => return Err(self.err_cur("expected element literal of primitive type")),
            };
            out.push(Scalar {
                neg,
                kind: self.tok.kind,
                start: self.tok.start,
                end: self.tok.end,
            });
            self.bump();
            loop {
                match pairs.last().copied() {
                    None => return Ok(()),
                    Some(false) => {
                        self.expect(T::Comma, "expected ',' between complex elements")?;
                        *pairs.last_mut().expect("an open pair") = true;
                        break;
                    }
                    Some(true) => {
                        self.expect(T::RParen, "expected ')' after complex elements")?;
                        pairs.pop();
                    }
                }
            }
        }
    }

    /// MLIR's `TensorLiteralParser::parse`: a hex string (with `allow_hex`), a list, or
    /// one element. Lists are read with an explicit stack; each list's shape is interned
    /// (`(size, shape of its elements)`), so comparing sibling shapes is constant time.
    /// Elements of a list whose shapes differ are reported at the token after the
    /// second one, as MLIR does.
    pub(crate) fn tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::empty(self.tok.start);
        if allow_hex && self.at(T::String) {
            lit.hex = Some((self.tok.start, self.tok.end));
            self.bump();
            return Ok(lit);
        }
        if !self.at(T::LSquare) {
            self.tensor_literal_element(&mut lit.scalars)?;
            return Ok(lit);
        }
        // Shape 0 is a scalar's (no dimensions); shape k > 0 is `nodes[k]`: a size and the
        // shape of the elements.
        let mut nodes: Vec<(i64, usize)> = vec![(0, 0)];
        let mut ids: HashMap<(i64, usize), usize> = HashMap::new();
        let mut intern = |size: i64, inner: usize| {
            *ids.entry((size, inner)).or_insert_with(|| {
                nodes.push((size, inner));
                nodes.len() - 1
            })
        };
        // Open lists: element count and the shape of their elements.
        let mut stack: Vec<(i64, Option<usize>)> = Vec::new();
        loop {
            // At the start of an element.
            let mut done = if self.eat(T::LSquare) {
                if self.eat(T::RSquare) {
                    intern(0, 0)
                } else {
                    stack.push((0, None));
                    continue;
                }
            } else {
                self.tensor_literal_element(&mut lit.scalars)?;
                0
            };
            // After an element: record it in its list; `]` closes that list, which is then
            // an element of its own parent.
            loop {
                let Some(top) = stack.last_mut() else {
                    let mut id = done;
                    while id != 0 {
                        let (size, inner) = nodes[id];
                        lit.shape.push(size);
                        id = inner;
                    }
                    return Ok(lit);
                };
                top.0 += 1;
                match top.1 {
                    None => top.1 = Some(done),
                    Some(d) if d != done => {
                        return Err(self.err_cur(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ))
                    }
                    Some(_) => {}
                }
                if self.eat(T::Comma) {
                    break;
                }
                self.expect(T::RSquare, "expected ']'")?;
                let (size, inner) = stack.pop().expect("an open list");
                done = intern(size, inner.unwrap_or(0));
            }
        }
    }

    /// MLIR's `parseElementsLiteralType`: the given type of a custom form, or `: type`;
    /// it must be shaped and static. Returns the type, its shape and element type.
    pub(crate) fn elements_literal_type(&mut self) -> PResult<(Type, Vec<i64>, Type)> {
        let ty = match self.elements_type {
            Some(t) => t,
            None => {
                self.expect(T::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        match self.ctx.type_kind_ref(ty) {
            TypeKind::RankedTensor { shape, elem, .. }
            | TypeKind::Vector { shape, elem, .. }
            | TypeKind::MemRef { shape, elem, .. } => {
                if shape.iter().any(|&d| d == DYNAMIC || d < 0) {
                    return Err(self.err_cur("elements literal type must have static shape"));
                }
                Ok((ty, shape.clone(), *elem))
            }
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
                Err(self.err_cur("elements literal type must have static shape"))
            }
            _ => Err(self.err_cur("elements literal must be a shaped type")),
        }
    }

    /// MLIR's `TensorLiteralParser::getAttr`: `lit` checked against `ty` (a static shaped
    /// type, from [`Self::elements_literal_type`]) with MLIR's diagnostics, those about the
    /// whole literal reported at `loc`; then the elements attribute, for the element types
    /// `DenseElements` models (integers of at most 128 bits, `index`, floats, complex of
    /// those) and a tensor or vector type. `None` for other element types (strings) and
    /// types: the caller keeps them as text.
    ///
    /// A complex literal whose element count is neither one pair (a splat) nor one pair
    /// per element is rejected as later MLIR versions do (MLIR 16 crashes on some).
    pub(crate) fn tensor_literal_values(
        &self,
        lit: &TensorLiteral,
        loc: usize,
        ty: Type,
    ) -> PResult<Option<AttrKind>> {
        let (shape, elem) = match self.ctx.type_kind_ref(ty) {
            TypeKind::RankedTensor { shape, elem, .. }
            | TypeKind::Vector { shape, elem, .. }
            | TypeKind::MemRef { shape, elem, .. } => (shape.clone(), *elem),
            _ => return Ok(None),
        };
        let n = shape
            .iter()
            .try_fold(1i64, |a, &d| a.checked_mul(d))
            .unwrap_or(i64::MAX);
        let (inner, complex) = match self.ctx.type_kind_ref(elem) {
            TypeKind::Complex(e) => (*e, true),
            _ => (elem, false),
        };
        let element = match *self.ctx.type_kind_ref(inner) {
            TypeKind::Integer { width, signedness } => Element::Int { width, signedness },
            TypeKind::Index => Element::Int {
                width: 64,
                signedness: Signedness::Signed,
            },
            TypeKind::Float(k) => Element::Float(k),
            _ => Element::Other,
        };
        // Built only for the kinds `DenseElements` models, of a tensor or vector type.
        let model = elem_kind(self.ctx, elem)
            .filter(|_| shaped(self.ctx, ty).is_some())
            .map(|(kind, _)| kind);
        if let (Some((s, e)), false) = (lit.hex, matches!(element, Element::Other)) {
            return self.hex_values(s, e, loc, ty, n, element, complex);
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            return Err(self.err_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    show(&lit.shape),
                    show(&shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.scalars.is_empty() && n != 0 {
            return Err(self.err_at(
                loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    self.type_str(ty)
                ),
            ));
        }
        if matches!(element, Element::Other) {
            return Ok(None);
        }
        let count = lit.scalars.len();
        if complex {
            let splat = lit.shape.is_empty() && n != 0;
            if splat && count != 2 {
                return Err(self.err_at(
                    loc,
                    format!(
                        "parsed {count} elements, but type ('{}') expected 2 elements",
                        self.type_str(elem)
                    ),
                ));
            }
            if !lit.shape.is_empty() && count as i64 != n.saturating_mul(2) {
                return Err(self.err_at(
                    loc,
                    format!(
                        "parsed {count} elements, but type ('{}') expected {} elements",
                        self.type_str(ty),
                        n.saturating_mul(2)
                    ),
                ));
            }
        }
        let mut vals = Vec::with_capacity(if model.is_some() { count } else { 0 });
        // Integers wider than 128 bits, of a tensor or vector type (complex ones are kept
        // as text).
        let wide = match element {
            Element::Int { width, .. } => width > 128 && !complex && shaped(self.ctx, ty).is_some(),
            _ => false,
        };
        let mut wide_vals = Vec::new();
        for s in &lit.scalars {
            let text = &self.src[s.start..s.end];
            let bits = match element {
                Element::Float(k) => {
                    if s.kind == T::Integer && text.starts_with("0x") {
                        if s.neg {
                            return Err(self.err_at(
                                s.start,
                                "hexadecimal float literal should not have a leading minus",
                            ));
                        }
                        let w = k.width();
                        match u128::from_str_radix(&text[2..], 16) {
                            Ok(b) if w >= 128 || b >> w == 0 => b,
                            _ => {
                                return Err(self.err_at(
                                    s.start,
                                    "hexadecimal float constant out of range for type",
                                ))
                            }
                        }
                    } else if s.kind != T::Float {
                        // MLIR reports this one at its current token (after the type).
                        return Err(
                            self.err_cur("expected floating-point elements, but parsed integer")
                        );
                    } else {
                        let kind = DenseElemKind::Float(k);
                        super::dense::literal_bits(s.neg, T::Float, text, kind).ok_or_else(
                            || self.err_cur("floating point value too large for attribute"),
                        )?
                    }
                }
                Element::Int { width, signedness } => {
                    if s.neg && signedness == Signedness::Unsigned {
                        return Err(self.err_at(
                            s.start,
                            "expected unsigned integer elements, but parsed negative value",
                        ));
                    }
                    match s.kind {
                        T::Float => {
                            return Err(self.err_at(
                                s.start,
                                "expected integer elements, but parsed floating-point",
                            ))
                        }
                        T::BareIdent => {
                            if width != 1 {
                                return Err(self.err_at(
                                    s.start,
                                    "expected i1 type for 'true' or 'false' values",
                                ));
                            }
                            u128::from(text == "true")
                        }
                        _ if width > 128 => {
                            let v =
                                wide_int_bits(s.neg, text, width, signedness == Signedness::Signed)
                                    .ok_or_else(|| {
                                        self.err_at(
                                            s.start,
                                            "integer constant out of range for type",
                                        )
                                    })?;
                            if wide {
                                wide_vals.push(v);
                            }
                            0
                        }
                        _ => int_bits(s.neg, text, width, signedness == Signedness::Signed)
                            .ok_or_else(|| {
                                self.err_at(s.start, "integer constant out of range for type")
                            })?,
                    }
                }
                Element::Other => unreachable!("string elements are not checked"),
            };
            if model.is_some() {
                vals.push(bits);
            }
        }
        if wide {
            let splat = lit.shape.is_empty() && wide_vals.len() == 1;
            if !splat && wide_vals.len() as i64 != n {
                return Err(self.err_at(
                    lit.start,
                    format!(
                        "elements literal does not match its element type ('{}')",
                        self.type_str(ty)
                    ),
                ));
            }
            return Ok(Some(crate::ir::attrs::canonical_wide(ty, wide_vals, n)));
        }
        let Some(kind) = model else {
            return Ok(None);
        };
        let per = if complex { 2 } else { 1 };
        let splat = lit.shape.is_empty() && vals.len() == per;
        if !splat && vals.len() as i64 != n * per as i64 {
            // A complex pair where a scalar is expected (MLIR 16 asserts or misreads it).
            return Err(self.err_at(
                lit.start,
                format!(
                    "elements literal does not match its element type ('{}')",
                    self.type_str(ty)
                ),
            ));
        }
        Ok(Some(canonical(ty, kind, complex, vals, n)))
    }

    /// MLIR's `getHexAttr`: the hex string at `start..end` must hold whole bytes, as many
    /// as one element (a splat) or all of them (`i1` elements are packed by the bit).
    #[allow(clippy::too_many_arguments)]
    fn hex_values(
        &self,
        start: usize,
        end: usize,
        loc: usize,
        ty: Type,
        n: i64,
        element: Element,
        complex: bool,
    ) -> PResult<Option<AttrKind>> {
        let text = &self.src[start..end];
        let digits = &text[1..text.len() - 1];
        let bytes = digits
            .strip_prefix("0x")
            .filter(|h| h.len() % 2 == 0 && h.bytes().all(|b| b.is_ascii_hexdigit()))
            .map(|h| h.len() / 2)
            .ok_or_else(|| {
                self.err_at(
                    start,
                    "expected string containing hex digits starting with `0x`",
                )
            })?;
        let bits = bytes * 8;
        let storage = element.storage_bits(complex);
        let valid = if storage == 1 {
            let splat_byte =
                bytes == 1 && matches!(u8::from_str_radix(&digits[2..], 16), Ok(0 | 0xff));
            splat_byte || bits as i64 == (n.saturating_add(7) / 8) * 8
        } else {
            bits == storage || bits as i64 == (storage as i64).saturating_mul(n)
        };
        if !valid {
            return Err(self.err_at(
                loc,
                format!(
                    "elements hex data size is invalid for provided type: '{}'",
                    self.type_str(ty)
                ),
            ));
        }
        if let Element::Int { width, .. } = element {
            if width > 128 && !complex && shaped(self.ctx, ty).is_some() {
                return Ok(Some(super::dense::wide_from_hex(
                    &digits[2..],
                    width,
                    ty,
                    n,
                )));
            }
        }
        Ok(super::dense::from_hex(self.ctx, text, ty))
    }
}
