//! `sparse<indices, values> : type` (MLIR's `SparseElementsAttr`): parsed with MLIR 16's
//! tensor-literal grammar, checked with its diagnostics (element literals, shapes, indices
//! within the type's shape) and stored structured ([`AttrKind::SparseElements`]): the
//! indices as a `dense` of `i64`, the values as a `dense` of the element type (a `dense`
//! of strings for other element types). Tensor literals are read without recursion, and
//! their shapes are compared in constant time, so nesting depth costs linear time.

use std::collections::HashMap;

use super::lexer::{unescape, TokenKind as T};
use super::parser::{PResult, Parser};
use crate::ir::attrs::AttrKind;
use crate::ir::attrs::{canonical, elem_kind, DenseElemKind};
use crate::ir::context::{Attribute, Type};
use crate::ir::types::{Signedness, TypeKind, DYNAMIC};

/// One scalar of a tensor literal, as MLIR's `TensorLiteralParser` stores it.
struct Scalar {
    neg: bool,
    kind: T,
    start: usize,
    end: usize,
}

/// A parsed tensor literal: a scalar (empty `shape`), nested lists, or (when hex is
/// allowed) a string token.
struct TensorLiteral {
    start: usize,
    shape: Vec<i64>,
    scalars: Vec<Scalar>,
    hex: Option<(usize, usize)>,
}

fn show(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// MLIR's `buildAttributeAPInt`: the bits of an integer literal of `kind`, `None` when out
/// of range.
fn int_bits(neg: bool, text: &str, kind: DenseElemKind) -> Option<u128> {
    let (width, signed) = match kind {
        DenseElemKind::Int(w, s) => (w, s == Signedness::Signed),
        DenseElemKind::Index => (64, true),
        DenseElemKind::Float(_) => return None,
    };
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

impl Parser<'_> {
    /// One element of a tensor literal (MLIR's `TensorLiteralParser::parseElement`):
    /// scalars are appended to `out`; complex pairs nest on a stack, not by recursion.
    fn sparse_literal_element(&mut self, out: &mut Vec<Scalar>) -> PResult<()> {
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
    fn sparse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let start = self.tok.start;
        let mut lit = TensorLiteral {
            start,
            shape: Vec::new(),
            scalars: Vec::new(),
            hex: None,
        };
        if allow_hex && self.at(T::String) {
            lit.hex = Some((self.tok.start, self.tok.end));
            self.bump();
            return Ok(lit);
        }
        if !self.at(T::LSquare) {
            self.sparse_literal_element(&mut lit.scalars)?;
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
                self.sparse_literal_element(&mut lit.scalars)?;
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
    fn sparse_literal_type(&mut self) -> PResult<(Type, Vec<i64>, Type)> {
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

    fn tensor_of(&self, shape: Vec<i64>, elem: Type) -> Type {
        self.ctx.intern_type(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })
    }

    /// MLIR's `TensorLiteralParser::getAttr` for integer, index and float elements (or
    /// complex of those): the element bits, with MLIR's diagnostics.
    fn sparse_dense_values(
        &self,
        lit: &TensorLiteral,
        ty: Type,
        kind: DenseElemKind,
        complex: bool,
    ) -> PResult<AttrKind> {
        let n: i64 = super::dense::shape_of(self.ctx, ty).iter().product();
        if let Some((s, e)) = lit.hex {
            let text = &self.src[s..e];
            let digits = &text[1..text.len() - 1];
            let ok = digits
                .strip_prefix("0x")
                .is_some_and(|h| h.len() % 2 == 0 && h.bytes().all(|b| b.is_ascii_hexdigit()));
            if !ok {
                return Err(self.err_at(
                    s,
                    "expected string containing hex digits starting with `0x`",
                ));
            }
            return super::dense::build(self.ctx, text, ty).ok_or_else(|| {
                self.err_at(
                    lit.start,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        self.type_str(ty)
                    ),
                )
            });
        }
        let mut vals = Vec::with_capacity(lit.scalars.len());
        for s in &lit.scalars {
            let text = &self.src[s.start..s.end];
            let bits = match kind {
                DenseElemKind::Float(_) => {
                    if s.kind == T::Integer && text.starts_with("0x") {
                        if s.neg {
                            return Err(self.err_at(
                                s.start,
                                "hexadecimal float literal should not have a leading minus",
                            ));
                        }
                        let w = kind.width();
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
                        return Err(
                            self.err_cur("expected floating-point elements, but parsed integer")
                        );
                    } else {
                        super::dense::literal_bits(s.neg, T::Float, text, kind).ok_or_else(
                            || self.err_cur("floating point value too large for attribute"),
                        )?
                    }
                }
                DenseElemKind::Int(..) | DenseElemKind::Index => {
                    if s.neg && matches!(kind, DenseElemKind::Int(_, Signedness::Unsigned)) {
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
                            if !matches!(kind, DenseElemKind::Int(1, _)) {
                                return Err(self.err_at(
                                    s.start,
                                    "expected i1 type for 'true' or 'false' values",
                                ));
                            }
                            u128::from(text == "true")
                        }
                        _ => int_bits(s.neg, text, kind).ok_or_else(|| {
                            self.err_at(s.start, "integer constant out of range for type")
                        })?,
                    }
                }
            };
            vals.push(bits);
        }
        let per = if complex { 2 } else { 1 };
        let splat = lit.shape.is_empty() && vals.len() == per;
        if !splat && vals.len() as i64 != n * per as i64 {
            // MLIR 16 asserts (or crashes) here.
            return Err(self.err_at(
                lit.start,
                format!(
                    "elements literal does not match its element type ('{}')",
                    self.type_str(ty)
                ),
            ));
        }
        Ok(canonical(ty, kind, complex, vals, n))
    }

    /// MLIR's `getStringAttr`: the values of a literal of another element type are
    /// strings (a hex string is one string; other tokens are empty strings), kept as the
    /// canonical body of a `dense` of strings.
    fn sparse_string_values(&self, lit: &TensorLiteral) -> String {
        let string_of = |s: usize, e: usize, is_string: bool| -> Vec<u8> {
            if is_string {
                unescape(&self.src[s + 1..e - 1]).unwrap_or_default()
            } else {
                Vec::new()
            }
        };
        let values: Vec<Vec<u8>> = match lit.hex {
            Some((s, e)) => vec![string_of(s, e, true)],
            None => lit
                .scalars
                .iter()
                .map(|x| string_of(x.start, x.end, x.kind == T::String))
                .collect(),
        };
        let mut out = String::new();
        let splat = values.len() == 1 || values.windows(2).all(|w| w[0] == w[1]);
        if values.is_empty() {
            return out;
        }
        if splat {
            super::print_attr::write_escaped_string(&mut out, &values[0]);
            return out;
        }
        out.push('[');
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            super::print_attr::write_escaped_string(&mut out, v);
        }
        out.push(']');
        out
    }

    /// `sparse` (the keyword at `kw`, the current token after it): MLIR 16's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`.
    pub(crate) fn parse_sparse(&mut self, kw: usize) -> PResult<Attribute> {
        self.expect(T::Less, "Expected '<' after 'sparse'")?;
        let open = self.prev_end;
        let i64t = self.ctx.int_type(64);
        let index_kind = DenseElemKind::Int(64, Signedness::Signless);
        if self.eat(T::Greater) {
            let (ty, shape, elem) = self.sparse_literal_type()?;
            let indices_ty = self.tensor_of(vec![0, shape.len() as i64], i64t);
            let indices =
                self.ctx
                    .intern_attr(canonical(indices_ty, index_kind, false, Vec::new(), 0));
            let values_ty = self.tensor_of(vec![0], elem);
            let values = match elem_kind(self.ctx, elem) {
                Some((kind, complex)) => canonical(values_ty, kind, complex, Vec::new(), 0),
                None => AttrKind::Verbatim {
                    keyword: "dense".to_string(),
                    body: String::new(),
                    ty: Some(values_ty),
                },
            };
            let values = self.ctx.intern_attr(values);
            return Ok(self.ctx.intern_attr(AttrKind::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        let ind = self.sparse_tensor_literal(false)?;
        self.expect(T::Comma, "expected ','")?;
        let val = self.sparse_tensor_literal(true)?;
        let close = self.tok.start;
        self.expect(T::Greater, "expected '>'")?;
        let (ty, shape, elem) = self.sparse_literal_type()?;
        let rank = shape.len() as i64;
        let elem_is_int = matches!(
            self.ctx.type_kind_ref(elem),
            TypeKind::Integer { .. } | TypeKind::Complex(_)
        );
        let kinds = elem_kind(self.ctx, elem);
        if kinds.is_none() && elem_is_int {
            // Integers wider than 128 bits (or `i0`) are not modelled: kept as text.
            return Ok(self.ctx.intern_attr(AttrKind::Verbatim {
                keyword: "sparse".to_string(),
                body: self.src[open..close].to_string(),
                ty: Some(ty),
            }));
        }

        // The indices: `[1, rank]` for a splat, else the literal's shape.
        let ind_shape = if ind.shape.is_empty() {
            vec![1, rank]
        } else {
            ind.shape.clone()
        };
        let indices_ty = self.tensor_of(ind_shape.clone(), i64t);
        let indices = self.sparse_dense_values(&ind, indices_ty, index_kind, false)?;
        // The values: `[number of indices]` for a splat, else the literal's shape.
        let val_shape = if val.shape.is_empty() {
            vec![ind_shape[0]]
        } else {
            val.shape.clone()
        };
        let values_ty = self.tensor_of(val_shape.clone(), elem);
        let values = match kinds {
            Some((kind, complex)) => self.sparse_dense_values(&val, values_ty, kind, complex)?,
            None => AttrKind::Verbatim {
                keyword: "dense".to_string(),
                body: self.sparse_string_values(&val),
                ty: Some(values_ty),
            },
        };

        // `SparseElementsAttr::verify`.
        if val_shape.len() != 1 {
            return Err(self.err_at(kw, "expected 1-d tensor for sparse element values"));
        }
        let shape_error = || {
            self.err_at(
                kw,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); \
                     inferred shape of values literal ([{}])",
                    show(&shape),
                    show(&ind_shape),
                    show(&val_shape)
                ),
            )
        };
        match ind_shape.len() {
            2 if ind_shape[1] == rank => {}
            1 if rank == 1 => {}
            _ => return Err(shape_error()),
        }
        let count = ind_shape[0];
        if count != val_shape[0] {
            return Err(shape_error());
        }
        let AttrKind::DenseElements { values: ivals, .. } = &indices else {
            unreachable!("indices are dense i64 elements");
        };
        let total: i64 = ind_shape.iter().product();
        let valid = |index: &[u64]| {
            index
                .iter()
                .zip(&shape)
                .all(|(&i, &d)| (i as i64) >= 0 && (i as i64) < d)
        };
        let index_error = |n: i64, index: &[u64]| {
            let list = index
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            self.err_at(
                kw,
                format!(
                    "sparse index #{n} is not contained within the value shape, with \
                     index=[{list}], and type='{}'",
                    self.type_str(ty)
                ),
            )
        };
        if total > 0 {
            if ivals.len() == 1 {
                let index = vec![ivals[0] as u64; rank as usize];
                if !valid(&index) {
                    return Err(index_error(0, &index));
                }
            } else {
                let r = rank as usize;
                for i in 0..count as usize {
                    let index: Vec<u64> = ivals[i * r..(i + 1) * r]
                        .iter()
                        .map(|&v| v as u64)
                        .collect();
                    if !valid(&index) {
                        return Err(index_error(i as i64, &index));
                    }
                }
            }
        }
        let indices = self.ctx.intern_attr(indices);
        let values = self.ctx.intern_attr(values);
        Ok(self.ctx.intern_attr(AttrKind::SparseElements {
            ty,
            indices,
            values,
        }))
    }
}
