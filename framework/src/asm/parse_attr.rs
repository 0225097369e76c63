//! Parsing of builtin types, attributes and locations (part of [`super::parser::Parser`]).

use super::float::{parse_literal, Semantics};
use super::lexer::{unescape, TokenKind as T};
use super::parser::{PResult, Parser};
use crate::asm::affine::AffineStructure;
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::context::{Attribute, Type, TypeOrAttr};
use crate::ir::types::{FloatKind, Signedness, TypeKind, DYNAMIC};

/// How deeply types and attributes may nest. They are parsed by native recursion (their
/// nesting is hand-written and shallow in practice); the limit turns adversarial input into
/// an error instead of a stack overflow, even on a 2 MiB thread stack in debug builds.
pub(crate) const MAX_ATTR_NESTING: u32 = 128;

/// How many distinct shaped-type texts a parser remembers (see `Parser::shaped_types`).
pub(crate) const MAX_SHAPED_TYPES: usize = 64;

/// How many short keyword types a parser finds by their bytes (see
/// `Parser::short_keyword_types`); the others are found in `Parser::keyword_types`.
const MAX_SHORT_KEYWORD_TYPES: usize = 8;

/// How many dialect types' texts `Parser::recent_dialect_types` holds.
const MAX_RECENT_DIALECT_TYPES: usize = 8;

/// The end of the bracketed body of a pretty dialect symbol whose name ends at `open`
/// (`!llvm.ptr<i8>`: the byte after the balancing `>`), if `open` is a `<`, the body
/// holds no string (a `"` may hide brackets) and it closes within `b` (the parser's
/// `scan_limit`: inside a dialect body, the end of that body).
/// Brackets of all kinds count towards the depth; `->` is not a closing `>`.
#[inline]
fn pretty_body_end(b: &[u8], open: usize) -> Option<usize> {
    if b.get(open) != Some(&b'<') {
        return None;
    }
    let mut depth = 0u32;
    let mut i = open;
    while let Some(&c) = b.get(i) {
        i += 1;
        match c {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'-' if b.get(i) == Some(&b'>') => i += 1,
            b'"' => return None,
            _ => {}
        }
    }
    None
}

/// The key of the word of `len` bytes at `start` of `src` when it has at most 7 bytes and
/// at least 8 bytes of `src` start there: its bytes and its length in one `u64`.
#[inline]
pub(crate) fn short_word_key(src: &[u8], start: usize, len: usize) -> Option<u64> {
    if len > 7 {
        return None;
    }
    let bytes: [u8; 8] = src.get(start..start + 8)?.try_into().ok()?;
    let mask = (1u64 << (len * 8)) - 1;
    Some((u64::from_le_bytes(bytes) & mask) | ((len as u64) << 56))
}

impl<'a> Parser<'a> {
    /// Records a keyword type for the next uses of its keyword.
    fn remember_keyword_type(&mut self, word: &'a str, key: Option<u64>, t: Type) {
        match key {
            Some(k) if self.short_keyword_types.len() < MAX_SHORT_KEYWORD_TYPES => {
                self.short_keyword_types.push((k, t));
            }
            _ => {
                self.keyword_types.insert(word, t);
            }
        }
    }

    fn enter_nesting(&mut self) -> PResult<()> {
        if self.nesting >= MAX_ATTR_NESTING {
            return Err(self.err_here(format!(
                "type or attribute nested more than {MAX_ATTR_NESTING} levels deep"
            )));
        }
        self.nesting += 1;
        Ok(())
    }

    // ----- types -----

    /// `type ::= function-type | non-function-type`
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        self.enter_nesting()?;
        let r = self.parse_type_inner();
        self.nesting -= 1;
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        if self.at(T::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// `(a, b) -> (c)` or `(a) -> c`.
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        // Types go onto a stack shared by nested function types: no `Vec` per type list.
        let base = self.type_stack.len();
        let r = self.parse_function_type_onto_stack(base);
        self.type_stack.truncate(base);
        r
    }

    fn parse_function_type_onto_stack(&mut self, base: usize) -> PResult<Type> {
        self.expect(T::LParen, "expected '('")?;
        if !self.eat(T::RParen) {
            loop {
                let t = self.parse_type()?;
                self.type_stack.push(t);
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::RParen, "expected ')' in type list")?;
        }
        let mid = self.type_stack.len();
        self.expect(T::Arrow, "expected '->' in function type")?;
        if self.eat(T::LParen) {
            if !self.eat(T::RParen) {
                loop {
                    let t = self.parse_type()?;
                    self.type_stack.push(t);
                    if !self.eat(T::Comma) {
                        break;
                    }
                }
                self.expect(T::RParen, "expected ')' in type list")?;
            }
        } else {
            let t = self.parse_non_function_type()?;
            self.type_stack.push(t);
        }
        // A parser-local table (all types of the signature → (number of inputs, type)) finds
        // repeated signatures without locking the context.
        let split = (mid - base) as u32;
        let all = &self.type_stack[base..];
        if let Some(t) = self
            .fn_types
            .get(all)
            .and_then(|l| l.iter().find(|(n, _)| *n == split))
        {
            return Ok(t.1);
        }
        let (inputs, results) = all.split_at(split as usize);
        let t = self.ctx.function_type_of(inputs, results);
        self.fn_types
            .entry(all.into())
            .or_default()
            .push((split, t));
        Ok(t)
    }

    /// A `!dialect.type` (the current token, `tok`) that is not an alias: by its
    /// dialect's definition, by the fallback hooks, or as an opaque type.
    fn parse_dialect_type(&mut self, tok: super::lexer::Token) -> PResult<Type> {
        if let Some(spec) = self.ctx.attr_type_def(tok.text(self.src)) {
            return match super::attr_type::parse_def(self, spec)? {
                TypeOrAttr::Type(t) => Ok(t),
                TypeOrAttr::Attr(_) => Err(self.err_at(tok.start, "expected a type")),
            };
        }
        if let Some(t) = super::attr_type::parse_fallback_type(self)? {
            return Ok(t);
        }
        if let Some(msg) = super::attr_type::unknown_mnemonic(self.ctx, tok.text(self.src)) {
            return Err(self.err_at(tok.start, msg));
        }
        let (pieces, refs) = self.dialect_symbol()?;
        Ok(self.ctx.intern_type(TypeKind::Opaque { pieces, refs }))
    }

    /// The dialect type at `tok` (its `!name` token) when its text starts with that of
    /// one of the last few dialect types met (`Parser::recent_dialect_types`), moving past
    /// it. The end of a bracketed body depends only on the bytes up to it, so text that
    /// starts with a remembered body is that body again: neither the bracket scan nor the
    /// hashing of `dialect_types` is needed.
    #[inline]
    fn recent_dialect_type(&mut self, tok: super::lexer::Token) -> Option<Type> {
        let bytes = self.src.as_bytes();
        let ident_len = (tok.end - tok.start) as u32;
        let limit = self.scan_limit.min(bytes.len());
        let rest = &bytes[tok.start..limit];
        let &(text, _, t, one_line) = self.recent_dialect_types.iter().find(|e| {
            e.1 == ident_len && rest.len() >= e.0.len() && rest[..e.0.len()] == *e.0.as_bytes()
        })?;
        let end = tok.start + text.len();
        if one_line {
            // No line break to count between the token and the body's end.
            self.lex.skip_on_line(end);
            self.bump();
            self.prev_end = end;
        } else {
            self.reset_to(end);
        }
        Some(t)
    }

    /// Records a dialect type's text for [`Parser::recent_dialect_type`], replacing the
    /// oldest one when the list is full.
    fn remember_recent_dialect_type(&mut self, tok: super::lexer::Token, text: &'a str, t: Type) {
        let entry = (
            text,
            (tok.end - tok.start) as u32,
            t,
            memchr::memchr(b'\n', text.as_bytes()).is_none(),
        );
        if self.recent_dialect_types.len() < MAX_RECENT_DIALECT_TYPES {
            self.recent_dialect_types.push(entry);
        } else {
            let i = self.next_recent_dialect_type;
            self.recent_dialect_types[i] = entry;
            self.next_recent_dialect_type = (i + 1) % MAX_RECENT_DIALECT_TYPES;
        }
    }

    /// Any type but a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        match tok.kind {
            T::ExclamationIdent => {
                let name = &tok.text(self.src)[1..];
                if let Some(&t) = self.type_aliases.get(name) {
                    self.bump();
                    return Ok(t);
                }
                // Dialect types recur verbatim (the same `!llvm.struct<(...)>` on every
                // `llvm.insertvalue` of a lowered function): a text parsed before, up to
                // the end of its bracketed body, is that type again, without the dialect's
                // parse hook and verifier. A type's parse depends on its text alone (the
                // aliases it may use are defined before any use), and only a parse that
                // succeeded and ended exactly there is remembered.
                if let Some(t) = self.recent_dialect_type(tok) {
                    return Ok(t);
                }
                let scanned = &self.src.as_bytes()[..self.scan_limit.min(self.src.len())];
                if let Some(end) = pretty_body_end(scanned, tok.end) {
                    let text = &self.src[tok.start..end];
                    if let Some(&t) = self.dialect_types.get(text) {
                        self.remember_recent_dialect_type(tok, text, t);
                        self.reset_to(end);
                        return Ok(t);
                    }
                    let t = self.parse_dialect_type(tok)?;
                    if self.prev_end == end {
                        self.dialect_types.insert(text, t);
                        self.remember_recent_dialect_type(tok, text, t);
                    }
                    return Ok(t);
                }
                self.parse_dialect_type(tok)
            }
            T::BareIdent => {
                let word = tok.text(self.src);
                // Keyword types (`i32`, `f32`, `index`) recur on every op: a parser-local
                // table finds them without locking the context. The short ones (all the
                // builtin keywords but `float8e4m3fn`-style ones) are first looked for by
                // their bytes read as one word, in a short list: no hashing.
                let key = short_word_key(self.src.as_bytes(), tok.start, word.len());
                if let Some(k) = key {
                    if let Some(&(_, t)) = self.short_keyword_types.iter().find(|e| e.0 == k) {
                        self.bump();
                        return Ok(t);
                    }
                }
                if let Some(&t) = self.keyword_types.get(word) {
                    self.bump();
                    return Ok(t);
                }
                if let Some(t) = self.integer_type_keyword(word) {
                    let t = t.map_err(|m| self.err_at(tok.start, m))?;
                    self.remember_keyword_type(word, key, t);
                    self.bump();
                    return Ok(t);
                }
                if let Some(k) = FloatKind::from_keyword(word) {
                    let t = self.ctx.float_type(k);
                    self.remember_keyword_type(word, key, t);
                    self.bump();
                    return Ok(t);
                }
                match word {
                    "index" => {
                        let t = self.ctx.index_type();
                        self.remember_keyword_type(word, key, t);
                        self.bump();
                        Ok(t)
                    }
                    "none" => {
                        self.bump();
                        Ok(self.ctx.none_type())
                    }
                    "complex" => {
                        self.bump();
                        self.expect(T::Less, "expected '<' in complex type")?;
                        let elem_pos = self.tok.start;
                        let e = self.parse_type()?;
                        if !matches!(
                            self.ctx.type_kind_ref(e),
                            TypeKind::Integer { .. } | TypeKind::Float(_)
                        ) {
                            return Err(self.err_at(elem_pos, "invalid element type for complex"));
                        }
                        self.expect(T::Greater, "expected '>' in complex type")?;
                        Ok(self.ctx.intern_type(TypeKind::Complex(e)))
                    }
                    "tuple" => {
                        self.bump();
                        self.expect(T::Less, "expected '<' in tuple type")?;
                        let mut v = Vec::new();
                        if !self.at(T::Greater) {
                            loop {
                                v.push(self.parse_type()?);
                                if !self.eat(T::Comma) {
                                    break;
                                }
                            }
                        }
                        self.expect(T::Greater, "expected '>' in tuple type")?;
                        Ok(self.ctx.intern_type(TypeKind::Tuple(v)))
                    }
                    "vector" | "tensor" | "memref" => {
                        // Shaped types recur verbatim (`memref<?xf32>` on every load): a
                        // text seen before, ending at its balanced `>`, is that type again.
                        let rest = &self.src[tok.start..];
                        let seen = self
                            .shaped_types
                            .iter()
                            .find(|(text, _)| rest.starts_with(*text))
                            .copied();
                        if let Some((text, t)) = seen {
                            self.reset_to(tok.start + text.len());
                            return Ok(t);
                        }
                        let t = self.parse_shaped_type(word == "vector", word == "memref")?;
                        let text = &self.src[tok.start..self.prev_end];
                        if text.ends_with('>') && self.shaped_types.len() < MAX_SHAPED_TYPES {
                            self.shaped_types.push((text, t));
                        }
                        Ok(t)
                    }
                    _ => Err(self.err_here("expected non-function type")),
                }
            }
            _ => Err(self.err_here("expected non-function type")),
        }
    }

    /// `i32`, `si8`, `ui64`: `None` for other words; an error (MLIR's wording) for a
    /// width out of range.
    fn integer_type_keyword(&self, word: &str) -> Option<Result<Type, &'static str>> {
        let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = word.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = word.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return None;
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let Ok(width) = digits.parse::<u32>() else {
            return Some(Err("invalid integer width"));
        };
        if width > crate::ir::types::MAX_INTEGER_WIDTH {
            return Some(Err("integer bitwidth is limited to 16777215 bits"));
        }
        Some(Ok(self
            .ctx
            .intern_type(TypeKind::Integer { width, signedness })))
    }

    /// `vector<...>`, `tensor<...>`, `memref<...>`; the keyword is the current token.
    fn parse_shaped_type(&mut self, is_vector: bool, is_memref: bool) -> PResult<Type> {
        let kw_start = self.tok.start;
        self.bump();
        if !self.at(T::Less) {
            return Err(self.err_here("expected '<' in shaped type"));
        }
        // Dimensions are lexed by hand: `4x?x[8]xf32` is not a token sequence.
        let b = self.src.as_bytes();
        let mut i = self.tok.end;
        let skip_ws = |i: &mut usize| {
            while *i < b.len() && b[*i].is_ascii_whitespace() {
                *i += 1;
            }
        };
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        let mut unranked = false;
        loop {
            skip_ws(&mut i);
            let start = i;
            let c = b.get(i).copied().unwrap_or(0);
            let mut sc = false;
            let dim;
            if c == b'*' && !is_vector && shape.is_empty() {
                unranked = true;
                i += 1;
                skip_ws(&mut i);
                if b.get(i) != Some(&b'x') {
                    return Err(self.err_at(i, "expected 'x' in dimension list"));
                }
                i += 1;
                break;
            } else if c == b'?' && !is_vector {
                dim = DYNAMIC;
                i += 1;
            } else if c == b'[' && is_vector {
                // MLIR 16: `[4x8]` makes the dims inside scalable.
                i += 1;
                let mut first = true;
                loop {
                    skip_ws(&mut i);
                    let s = i;
                    while b.get(i).is_some_and(u8::is_ascii_digit) {
                        i += 1;
                    }
                    // `[4xf32`: the dimension list ended without its `]`.
                    if s == i && !first {
                        return Err(
                            self.err_at(i, "missing ']' closing set of scalable dimensions")
                        );
                    }
                    first = false;
                    let d: i64 = self.src[s..i]
                        .parse()
                        .map_err(|_| self.err_at(s, "expected integer dimension"))?;
                    skip_ws(&mut i);
                    match b.get(i) {
                        Some(b']') => {
                            i += 1;
                            dim = d;
                            sc = true;
                            break;
                        }
                        Some(b'x') => {
                            i += 1;
                            shape.push(d);
                            scalable.push(true);
                        }
                        _ => {
                            return Err(
                                self.err_at(i, "missing ']' closing set of scalable dimensions")
                            )
                        }
                    }
                }
            } else if c.is_ascii_digit() {
                while b.get(i).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
                // `0x...` would lex as hex; MLIR reads `0` then `x`.
                dim = self.src[start..i]
                    .parse()
                    .map_err(|_| self.err_at(start, "invalid dimension"))?;
            } else {
                break;
            }
            skip_ws(&mut i);
            if b.get(i) != Some(&b'x') {
                return Err(self.err_at(i, "expected 'x' in dimension list"));
            }
            i += 1;
            shape.push(dim);
            scalable.push(sc);
            if sc {
                // MLIR 16: scalable dimensions are trailing; the element type follows.
                break;
            }
        }
        self.reset_to(i);
        let elem_pos = self.tok.start;
        let elem = self.parse_type()?;
        // MLIR's `isValidElementType` of each shaped type.
        let ek = self.ctx.type_kind_ref(elem);
        let scalar = matches!(
            ek,
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        );
        if is_vector && !scalar {
            return Err(self.err_at(elem_pos, "vector elements must be int/index/float type"));
        }
        let tensor_elem = scalar
            || matches!(
                ek,
                TypeKind::Complex(_) | TypeKind::Vector { .. } | TypeKind::Opaque { .. }
            );
        if !is_vector && !is_memref && !tensor_elem {
            return Err(self.err_at(elem_pos, "invalid tensor element type"));
        }
        if is_memref
            && !(scalar
                || matches!(
                    ek,
                    TypeKind::Complex(_)
                        | TypeKind::Vector { .. }
                        | TypeKind::MemRef { .. }
                        | TypeKind::UnrankedMemRef { .. }
                        | TypeKind::Opaque { .. }
                ))
        {
            return Err(self.err_at(elem_pos, "invalid memref element type"));
        }
        let kind = if is_vector {
            if shape.iter().any(|&d| d <= 0) {
                return Err(self.err_at(elem_pos, "vector types must have positive constant sizes"));
            }
            self.expect(T::Greater, "expected '>' in vector type")?;
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            }
        } else if !is_memref {
            let encoding = if self.eat(T::Comma) {
                Some(self.parse_attr()?)
            } else {
                None
            };
            self.expect(T::Greater, "expected '>' in tensor type")?;
            if unranked {
                if encoding.is_some() {
                    return Err(self.err_at(kw_start, "unranked tensor cannot have an encoding"));
                }
                TypeKind::UnrankedTensor { elem }
            } else {
                TypeKind::RankedTensor {
                    shape,
                    elem,
                    encoding,
                }
            }
        } else {
            let mut layout = None;
            let mut memory_space = None;
            while self.eat(T::Comma) {
                if self.at(T::Greater) {
                    return Err(self.err_here("expected list element"));
                }
                let a = self.parse_attr()?;
                let is_layout = matches!(
                    self.ctx.attr_kind_ref(a),
                    AttrKind::AffineMap(_) | AttrKind::Verbatim { .. }
                ) && !matches!(self.ctx.attr_kind_ref(a), AttrKind::Verbatim { keyword, .. } if keyword != "strided");
                if is_layout && memory_space.is_some() && !unranked {
                    return Err(self.err_here("expected memory space to be last in memref type"));
                }
                if is_layout && memory_space.is_none() && layout.is_none() && !unranked {
                    if let AttrKind::Verbatim { keyword, body, .. } = self.ctx.attr_kind_ref(a) {
                        let list = body.split(']').next().unwrap_or("").trim_start_matches('[');
                        let n = if list.trim().is_empty() {
                            0
                        } else {
                            list.split(',').count()
                        };
                        if keyword == "strided" && n != shape.len() {
                            return Err(self.err_at(
                                kw_start,
                                "expected the number of strides to match the rank",
                            ));
                        }
                    }
                    if let AttrKind::AffineMap(m) = self.ctx.attr_kind_ref(a) {
                        if m.num_dims as usize != shape.len() {
                            return Err(self.err_at(
                                kw_start,
                                format!(
                                    "memref layout mismatch between rank and affine map: {} != {}",
                                    shape.len(),
                                    m.num_dims
                                ),
                            ));
                        }
                    }
                    // MLIR's default layout is the identity map without symbols: the type
                    // is the same without it. An identity map with symbols is kept (a
                    // distinct type, printed without its layout all the same).
                    let identity = matches!(self.ctx.attr_kind_ref(a), AttrKind::AffineMap(m) if m.is_identity() && m.num_symbols == 0 && m.num_dims as usize == shape.len());
                    if !identity {
                        layout = Some(a);
                    }
                } else if memory_space.is_none() {
                    // MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries
                    // and attributes of (known) dialects.
                    let supported = match self.ctx.attr_kind_ref(a) {
                        AttrKind::Integer { .. }
                        | AttrKind::String { .. }
                        | AttrKind::Dictionary(_) => true,
                        AttrKind::Opaque { pieces, .. } => {
                            let text = pieces.first().map_or("", String::as_str);
                            let ns = text.split(['.', '<']).next().unwrap_or("");
                            self.ctx.is_known_dialect(ns)
                        }
                        _ => false,
                    };
                    if !supported {
                        return Err(self.err_at(kw_start, "unsupported memory space Attribute"));
                    }
                    memory_space = self.memory_space_attr(a);
                } else {
                    return Err(self.err_here("multiple memory spaces specified in memref type"));
                }
            }
            self.expect(T::Greater, "expected '>' in memref type")?;
            if unranked {
                TypeKind::UnrankedMemRef { elem, memory_space }
            } else {
                TypeKind::MemRef {
                    shape,
                    elem,
                    layout,
                    memory_space,
                }
            }
        };
        Ok(self.ctx.intern_type(kind))
    }

    /// `strided<[s0, s1, ...], offset: o>` after the keyword (at `kw`): strides and offset
    /// are 64-bit integers or `?`, strides are not zero. Kept in MLIR's canonical text.
    fn parse_strided(&mut self, kw: usize) -> PResult<Attribute> {
        self.expect(T::Less, "expected '<' after 'strided'")?;
        if !self.eat(T::LSquare) {
            return Err(self.err_here("expected '['"));
        }
        // MLIR's `parseStridedLayoutAttr`, with its messages.
        let mut strides: Vec<Option<i64>> = Vec::new();
        if !self.at(T::RSquare) {
            loop {
                strides.push(self.parse_stride_value()?);
                if !self.eat(T::Comma) {
                    break;
                }
            }
        }
        self.expect(T::RSquare, "expected ']'")?;
        let mut offset = Some(0);
        if !self.eat(T::Greater) {
            self.expect(T::Comma, "expected ','")?;
            if !(self.at(T::BareIdent) && self.tok.text(self.src) == "offset") {
                return Err(self.err_here("expected 'offset' after comma"));
            }
            self.bump();
            if !self.eat(T::Colon) {
                return Err(self.err_here("expected ':' after 'offset'"));
            }
            offset = self.parse_stride_value()?;
            self.expect(T::Greater, "expected '>'")?;
        }
        if strides.contains(&Some(0)) {
            return Err(self.err_at(kw, "strides must not be zero"));
        }
        let show = |v: Option<i64>| v.map_or("?".to_string(), |n| n.to_string());
        let mut body = format!(
            "[{}]",
            strides
                .iter()
                .map(|&v| show(v))
                .collect::<Vec<_>>()
                .join(", ")
        );
        if offset != Some(0) {
            body.push_str(", offset: ");
            body.push_str(&show(offset));
        }
        Ok(self.ctx.intern_attr(AttrKind::Verbatim {
            keyword: "strided".to_string(),
            body,
            ty: None,
        }))
    }

    /// A stride or offset: a 64-bit signed integer, or `?` (`None`).
    fn parse_stride_value(&mut self) -> PResult<Option<i64>> {
        if self.eat(T::Question) {
            return Ok(None);
        }
        let neg = self.at(T::Minus);
        let save = self.tok.start;
        if neg {
            self.bump();
        }
        if self.at(T::Integer) {
            // Decimal or hexadecimal, at most `i64::MAX` before the sign is applied.
            let text = self.tok.text(self.src);
            let value = match text.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => text.parse::<u64>().ok(),
            };
            if let Some(v) = value.and_then(|v| i64::try_from(v).ok()) {
                self.bump();
                return Ok(Some(if neg { -v } else { v }));
            }
        }
        if neg {
            self.reset_to(save);
        }
        // MLIR reports it at the value's first token (not as a wrong token).
        Err(self.err_at_token("expected a 64-bit signed integer or '?'"))
    }

    /// MLIR drops a memory space of `0 : i64` (the default).
    fn memory_space_attr(&self, a: Attribute) -> Option<Attribute> {
        match self.ctx.attr_kind_ref(a) {
            AttrKind::Integer { value: 0, ty }
                if self.ctx.as_integer_type(*ty) == Some((64, Signedness::Signless)) =>
            {
                None
            }
            _ => Some(a),
        }
    }

    // ----- attributes -----

    /// Any attribute value.
    pub(crate) fn parse_attr(&mut self) -> PResult<Attribute> {
        self.enter_nesting()?;
        let r = self.parse_attr_inner();
        self.nesting -= 1;
        r
    }

    fn parse_attr_inner(&mut self) -> PResult<Attribute> {
        let tok = self.tok;
        match tok.kind {
            T::Integer | T::Float | T::Minus => self.parse_number_attr(),
            T::String => {
                let bytes = self.parse_string_bytes()?;
                let ty = if self.eat(T::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.intern_attr(AttrKind::String { value: bytes, ty }))
            }
            T::LSquare => {
                self.bump();
                let mut v = Vec::new();
                if !self.at(T::RSquare) {
                    loop {
                        v.push(self.parse_attr()?);
                        if !self.eat(T::Comma) {
                            break;
                        }
                    }
                }
                // MLIR's comma-separated list wording.
                self.expect(T::RSquare, "expected ',' or ']'")?;
                Ok(self.ctx.array_attr(v))
            }
            T::LBrace => {
                let entries = self.parse_attr_dict()?;
                Ok(self.ctx.intern_attr(AttrKind::Dictionary(entries)))
            }
            T::AtIdent => {
                let root = self.parse_symbol_name()?;
                let mut nested = Vec::new();
                // MLIR reads `::` as two `:` tokens (which may have blanks between them);
                // after a lone `:` it goes back, unless the input ends there (or does not
                // lex), where it stays.
                loop {
                    if self.at(T::Colon) {
                        match self.peek_kind() {
                            T::Colon => self.bump(),
                            T::Eof | T::Error => {
                                self.bump();
                                break;
                            }
                            _ => break,
                        }
                    } else if !self.at(T::ColonColon) {
                        break;
                    }
                    self.bump();
                    if !self.at(T::AtIdent) {
                        return Err(
                            self.err_at_token("expected nested symbol reference identifier")
                        );
                    }
                    nested.push(self.parse_symbol_name()?);
                }
                Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested }))
            }
            T::HashIdent => {
                let name = &tok.text(self.src)[1..];
                if let Some(&a) = self.attr_aliases.get(name) {
                    self.bump();
                    return Ok(a);
                }
                if let Some(spec) = self.ctx.attr_type_def(tok.text(self.src)) {
                    return match super::attr_type::parse_def(self, spec)? {
                        TypeOrAttr::Attr(a) => Ok(a),
                        TypeOrAttr::Type(_) => Err(self.err_at(tok.start, "expected an attribute")),
                    };
                }
                if let Some(a) = super::attr_type::parse_verbose_def_attr(self)? {
                    return Ok(a);
                }
                if let Some(msg) = super::attr_type::unknown_mnemonic(self.ctx, tok.text(self.src))
                {
                    return Err(self.err_at(tok.start, msg));
                }
                let (mut pieces, refs) = self.dialect_symbol()?;
                if let ([text], true) = (pieces.as_slice(), refs.is_empty()) {
                    match self.ctx.read_attr_text(text) {
                        Some(Ok(read)) => pieces = vec![read],
                        Some(Err(errs)) => {
                            let at = tok.start + 1;
                            return Err(
                                self.errs_at(errs.into_iter().map(|(o, m)| (at + o, m)).collect())
                            );
                        }
                        None => {}
                    }
                }
                let ty = if self.eat(T::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.intern_attr(AttrKind::Opaque { pieces, refs, ty }))
            }
            T::BareIdent => {
                let word = tok.text(self.src);
                match word {
                    "true" | "false" => {
                        self.bump();
                        let i1 = self.ctx.int_type(1);
                        Ok(self.ctx.integer_attr((word == "true") as i128, i1))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ctx.unit_attr())
                    }
                    "loc" => self.parse_location(),
                    "affine_map" | "affine_set" => {
                        self.bump();
                        let want_map = word == "affine_map";
                        if !self.at(T::Less) {
                            return Err(self.err_here(if want_map {
                                "expected '<' in affine map"
                            } else {
                                "expected '<' in integer set"
                            }));
                        }
                        let limit = self.scan_limit.min(self.src.len());
                        match crate::asm::affine::parse_inline(
                            &self.src[..limit],
                            self.tok.end,
                            want_map,
                        ) {
                            Ok((s, end)) => {
                                self.reset_to(end);
                                Ok(self.ctx.intern_attr(match s {
                                    AffineStructure::Map(m) => AttrKind::AffineMap(m),
                                    AffineStructure::Set(s) => AttrKind::IntegerSet(s),
                                }))
                            }
                            Err(errs) => Err(self.errs_at(errs)),
                        }
                    }
                    "dense" | "sparse" | "dense_resource" | "opaque" | "array" | "strided" => {
                        self.bump();
                        if word == "array" {
                            if let Some(a) = self.parse_dense_array()? {
                                return Ok(a);
                            }
                        }
                        if word == "dense_resource" {
                            return self.parse_dense_resource();
                        }
                        if word == "dense" {
                            return self.parse_dense(tok.start);
                        }
                        if word == "strided" {
                            return self.parse_strided(tok.start);
                        }
                        if word == "sparse" {
                            return self.parse_sparse(tok.start);
                        }
                        let body = self.angle_body()?;
                        let needs_type = word == "opaque";
                        let ty = if needs_type && self.elements_type.is_some() {
                            self.elements_type
                        } else if needs_type {
                            self.expect(T::Colon, "expected ':'")?;
                            Some(self.parse_type()?)
                        } else {
                            None
                        };
                        Ok(self.ctx.intern_attr(AttrKind::Verbatim {
                            keyword: word.to_string(),
                            body,
                            ty,
                        }))
                    }
                    // As MLIR's `parseOptionalType`: only a word that starts a type.
                    w if !super::custom::is_type_keyword(w) => {
                        Err(self.err_here("expected attribute value"))
                    }
                    _ => {
                        let t = self.parse_type()?;
                        Ok(self.ctx.type_attr(t))
                    }
                }
            }
            T::ExclamationIdent | T::LParen => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        self.parse_number_attr_typed(None)
    }

    /// A number literal; with `given`, it takes that type and no `: type` suffix is read
    /// (MLIR's `parseAttribute(attr, type)`).
    pub(crate) fn parse_number_attr_typed(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        let neg = self.eat(T::Minus);
        let tok = self.tok;
        if !matches!(tok.kind, T::Integer | T::Float) {
            // MLIR's `parseAttribute` after a `-`.
            return Err(self.err_here(if neg {
                "expected constant integer or floating point value"
            } else {
                "expected integer or floating point literal"
            }));
        }
        self.bump();
        let text = tok.text(self.src);
        let ty = if given.is_some() {
            given
        } else if self.eat(T::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        let float_kind = ty.and_then(|t| self.ctx.as_float_type(t));
        if tok.kind == T::Float || float_kind.is_some() {
            let ty = ty.unwrap_or_else(|| self.ctx.float_type(FloatKind::F64));
            let Some(fk) = self.ctx.as_float_type(ty) else {
                return Err(self.err_at(start, "floating point value not valid for specified type"));
            };
            let sem = Semantics::of(fk);
            if tok.kind == T::Integer && !text.starts_with("0x") {
                let mut d = self.err_at(
                    start,
                    "unexpected decimal integer literal for a floating point value",
                );
                d.notes
                    .push(self.note_at(start, "add a trailing dot to make the literal a float"));
                return Err(d);
            }
            let bits = if let Some(hex) = text.strip_prefix("0x") {
                if neg {
                    // At the literal, after the minus, as MLIR reports it.
                    return Err(self.err_at(
                        tok.start,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                let bits = u128::from_str_radix(hex, 16).map_err(|_| {
                    self.err_at(
                        tok.start,
                        "hexadecimal float constant out of range for type",
                    )
                })?;
                if sem.width() < 128 && bits >> sem.width() != 0 {
                    return Err(self.err_at(
                        tok.start,
                        "hexadecimal float constant out of range for type",
                    ));
                }
                bits
            } else {
                let lit = if neg {
                    format!("-{text}")
                } else {
                    text.to_string()
                };
                parse_literal(&lit, sem)
                    .ok_or_else(|| self.err_at(tok.start, "invalid floating point literal"))?
            };
            return Ok(self.ctx.intern_attr(AttrKind::Float { bits, ty }));
        }
        let ty = ty.unwrap_or_else(|| self.ctx.int_type(64));
        let width = match *self.ctx.type_kind_ref(ty) {
            TypeKind::Integer { width, .. } => width,
            TypeKind::Index => 64,
            _ => return Err(self.err_at(start, "integer literal not valid for specified type")),
        };
        if width > 128 {
            return self.wide_integer_literal(tok.start, text, neg, width, ty);
        }
        let mag: u128 = if let Some(h) = text.strip_prefix("0x") {
            u128::from_str_radix(h, 16)
        } else {
            text.parse()
        }
        .map_err(|_| self.err_at(tok.start, "integer constant out of range for attribute"))?;
        let unsigned = self
            .ctx
            .as_integer_type(ty)
            .is_some_and(|(_, s)| s == Signedness::Unsigned);
        if neg && unsigned {
            // At the literal, after the minus, as MLIR reports it.
            return Err(self.err_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        // Signless and unsigned literals may use all `width` bits; negative ones need the
        // magnitude to fit the signed range.
        let signed = self
            .ctx
            .as_integer_type(ty)
            .map_or(true, |(_, s)| s == Signedness::Signed);
        // Signless literals may use all `width` bits; signed (and index) ones the signed range.
        let fits = if width == 0 {
            mag == 0
        } else if neg {
            // MLIR negates the magnitude and wants the sign bit set: `-0` is out of range.
            mag != 0 && (width >= 129 || mag <= 1u128 << (width - 1))
        } else if signed {
            width > 128 || mag < 1u128 << (width - 1)
        } else {
            width >= 128 || mag < 1u128 << width
        };
        if !fits {
            return Err(self.err_at(tok.start, "integer constant out of range for attribute"));
        }
        let value = if neg {
            (mag as i128).wrapping_neg()
        } else {
            mag as i128
        };
        Ok(self.ctx.integer_attr(value, ty))
    }

    /// An integer literal (`text`, after an optional minus) of type `ty` of `width` bits
    /// above 128, checked as MLIR's `buildAttributeAPInt` checks it.
    fn wide_integer_literal(
        &self,
        at: usize,
        text: &str,
        neg: bool,
        width: u32,
        ty: Type,
    ) -> PResult<Attribute> {
        let signedness = self.ctx.as_integer_type(ty).map(|(_, s)| s);
        if neg && signedness == Some(Signedness::Unsigned) {
            return Err(self.err_at(
                at,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let signed = signedness == Some(Signedness::Signed);
        let v = super::tensor_literal::wide_int_bits(neg, text, width, signed)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))?;
        Ok(self.ctx.apint_attr(v, ty))
    }

    /// `dense<literal> : type` (the keyword at `kw`, the current token after it): MLIR's
    /// `parseDenseElementsAttr`, the literal read and checked by `asm::tensor_literal`;
    /// modelled by `asm::dense` where it can be, else kept as text.
    fn parse_dense(&mut self, kw: usize) -> PResult<Attribute> {
        if !self.at(T::Less) {
            return Err(self.err_here("expected '<' after 'dense'"));
        }
        let open = self.tok.start;
        self.bump();
        let lit = if self.at(T::Greater) {
            super::tensor_literal::TensorLiteral::empty(self.tok.start)
        } else {
            self.tensor_literal(true)?
        };
        let close = self.tok.start;
        self.expect(T::Greater, "expected '>'")?;
        // Where MLIR reports what concerns the whole literal: at the keyword when a custom
        // form gives the type (`memref.global ... = dense<0>`, no `: type` read), else at
        // the token after `>`.
        let loc = if self.elements_type.is_some() {
            kw
        } else {
            self.tok.start
        };
        let (ty, shape, _) = self.elements_literal_type()?;
        if let Some(k) = self.tensor_literal_values(&lit, loc, ty)? {
            return Ok(self.ctx.intern_attr(k));
        }
        // Strings (of any element type) are kept as text, in MLIR's printed form.
        let body = self.src[open + 1..close].to_string();
        let body = match lit.hex {
            None => super::dense::canonical_string_body(&body, &shape).unwrap_or(body),
            Some(_) => body,
        };
        Ok(self.ctx.intern_attr(AttrKind::Verbatim {
            keyword: "dense".to_string(),
            body,
            ty: Some(ty),
        }))
    }

    /// `array<i32: 1, 2>` (after the keyword): a dense array of integers or floats, with
    /// MLIR's diagnostics. `None` (the parser back at the `<`) for element types MLIR
    /// accepts but Strata does not model yet (`index`, integers wider than 128 bits),
    /// which stay verbatim.
    fn parse_dense_array(&mut self) -> PResult<Option<Attribute>> {
        use crate::ir::attrs::DenseElemKind as K;
        let open = self.tok.start;
        if !self.at(T::Less) {
            return Err(self.err_here("expected '<' after 'array'"));
        }
        self.bump();
        let type_at = self.tok.start;
        let elem = match self.parse_type() {
            Ok(t) => t,
            Err(mut d) => {
                d.notes
                    .push(self.err_at(type_at, "expected an integer or floating point type"));
                return Err(d);
            }
        };
        let kind = match *self.ctx.type_kind_ref(elem) {
            TypeKind::Integer { width, signedness } if width <= 128 => K::Int(width, signedness),
            TypeKind::Float(f) => K::Float(f),
            TypeKind::Integer { .. } | TypeKind::Index => {
                self.reset_to(open);
                return Ok(None);
            }
            _ => {
                return Err(self.err_at(
                    type_at,
                    format!(
                        "expected integer or float type, got: '{}'",
                        self.type_str(elem)
                    ),
                ))
            }
        };
        let width = match kind {
            K::Int(w, _) => w,
            K::Float(f) => super::float::Semantics::of(f).width(),
            K::Index => 64,
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.err_at(type_at, "element type bitwidth must be a multiple of 8"));
        }
        let mut values = Vec::new();
        if !self.eat(T::Greater) {
            self.expect(T::Colon, "expected ':' after dense array type")?;
            loop {
                values.push(self.parse_dense_array_element(kind)?);
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect(T::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(Some(self.ctx.intern_attr(AttrKind::DenseArray {
            elem,
            kind,
            values,
        })))
    }

    /// One element of a dense array: `-`? integer (or `true`/`false`) for integer
    /// elements, `-`? float or hexadecimal integer for float elements.
    fn parse_dense_array_element(
        &mut self,
        kind: crate::ir::attrs::DenseElemKind,
    ) -> PResult<u128> {
        let is_float = matches!(kind, crate::ir::attrs::DenseElemKind::Float(_));
        let neg = self.eat(T::Minus);
        let tok = self.tok;
        let text = tok.text(self.src);
        let literal = match tok.kind {
            T::Integer => true,
            T::Float => is_float,
            T::BareIdent => !is_float && matches!(text, "true" | "false"),
            _ => false,
        };
        if !literal {
            return Err(self.err_cur(if is_float {
                "expected integer or floating point literal"
            } else {
                "expected integer literal"
            }));
        }
        if is_float && tok.kind == T::Integer && !text.starts_with("0x") {
            let mut d = self.err_at(
                tok.start,
                "unexpected decimal integer literal for a floating point value",
            );
            let mut note = self.err_at(tok.start, "add a trailing dot to make the literal a float");
            note.severity = crate::support::diag::Severity::Note;
            d.notes.push(note);
            return Err(d);
        }
        self.bump();
        super::dense::literal_bits(neg, tok.kind, text, kind)
            .ok_or_else(|| self.err_cur("integer constant out of range"))
    }

    /// `dense_resource<key> : type` (after the keyword): a builtin resource handle and a
    /// shaped type, kept verbatim.
    fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        if !self.at(T::Less) {
            return Err(self.err_here("expected '<' after 'dense_resource'"));
        }
        self.bump();
        if !self.at(T::BareIdent) {
            return Err(self.err_cur("expected identifier key for 'resource' entry"));
        }
        let body = self.tok.text(self.src).to_string();
        self.bump();
        self.expect(T::Greater, "expected '>'")?;
        let type_at = self.tok.start;
        self.expect(T::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let shaped = matches!(
            self.ctx.type_kind_ref(ty),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        if !shaped {
            return Err(self.err_at(type_at, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::Verbatim {
            keyword: "dense_resource".to_string(),
            body,
            ty: Some(ty),
        }))
    }

    /// `{ name = attr, unit-name, ... }` entries, sorted; rejects duplicates.
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Vec<(crate::Identifier, Attribute)>> {
        self.expect(T::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(crate::Identifier, Attribute)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        if !self.at(T::RBrace) {
            loop {
                let tok = self.tok;
                let name = match tok.kind {
                    T::BareIdent => {
                        self.bump();
                        tok.text(self.src).to_string()
                    }
                    T::String => {
                        let b = self.parse_string_bytes()?;
                        String::from_utf8(b)
                            .map_err(|_| self.err_at(tok.start, "attribute name is not UTF-8"))?
                    }
                    _ => return Err(self.err_here("expected attribute name")),
                };
                if name.is_empty() {
                    return Err(self.err_at(tok.start, "expected valid attribute name"));
                }
                if !seen.insert(name.clone()) {
                    return Err(self.err_at(
                        tok.start,
                        format!("duplicate key '{name}' in dictionary attribute"),
                    ));
                }
                let value = if self.eat(T::Equal) {
                    self.parse_attr()?
                } else {
                    self.ctx.unit_attr()
                };
                entries.push((self.ctx.ident(&name), value));
                if !self.eat(T::Comma) {
                    break;
                }
            }
        }
        self.expect(T::RBrace, "expected '}' in attribute dictionary")?;
        entries.sort_by(|a, b| {
            self.ctx
                .ident_ref(a.0)
                .as_bytes()
                .cmp(self.ctx.ident_ref(b.0).as_bytes())
        });
        Ok(entries)
    }

    pub(crate) fn parse_symbol_name(&mut self) -> PResult<crate::Identifier> {
        let tok = self.tok;
        let text = &tok.text(self.src)[1..];
        let name = if text.starts_with('"') {
            let b = unescape(&text[1..text.len() - 1])
                .ok_or_else(|| self.err_here("invalid escape in string"))?;
            String::from_utf8(b).map_err(|_| self.err_here("symbol name is not UTF-8"))?
        } else {
            text.to_string()
        };
        self.bump();
        Ok(self.ctx.ident(&name))
    }

    /// The decoded bytes of the current string token.
    pub(crate) fn parse_string_bytes(&mut self) -> PResult<Vec<u8>> {
        let tok = self.tok;
        if tok.kind != T::String {
            return Err(self.err_here("expected string"));
        }
        let t = tok.text(self.src);
        let b = unescape(&t[1..t.len() - 1])
            .ok_or_else(|| self.err_here("invalid escape sequence in string"))?;
        self.bump();
        Ok(b)
    }

    /// The dialect type or attribute named by the current `!name`/`#name` token, which is
    /// not an alias: its body split as [`Self::dialect_body`] does. A name without a dialect
    /// prefix and without a body can only have been an (undefined) alias.
    fn dialect_symbol(&mut self) -> PResult<(Vec<String>, Vec<TypeOrAttr>)> {
        let tok = self.tok;
        let name = &tok.text(self.src)[1..];
        if !name.contains('.') && !self.src[tok.end..].starts_with('<') {
            // As MLIR, reported as a wrong token once the name is read (after it).
            self.bump();
            return Err(self.err_here(format!("undefined symbol alias id '{name}'")));
        }
        // Without `--allow-unregistered-dialect`, the dialect must be known (MLIR's
        // check when it builds an opaque type or attribute).
        let ns_len = name.find('.').unwrap_or(name.len());
        let ns = &name[..ns_len];
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_known_dialect(ns) {
            let is_type = tok.kind == T::ExclamationIdent;
            let (pos, body) = if ns_len < name.len() {
                (tok.start + 2 + ns_len, name[ns_len + 1..].to_string())
            } else {
                let end = self.scan_balanced(tok.end).unwrap_or(tok.end);
                let inner = self
                    .src
                    .get(tok.end + 1..end.saturating_sub(1))
                    .unwrap_or("");
                (tok.start, inner.to_string())
            };
            let tail = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
            let msg = if is_type {
                format!("`!\"{ns}\"<\"{body}\">` type {tail}")
            } else {
                format!("#\"{ns}\"<\"{body}\"> : 'none' attribute {tail}")
            };
            return Err(self.err_at(pos, msg));
        }
        self.dialect_body(tok.start + 1)
    }

    /// A dialect type or attribute starting at byte `start` (after `!`/`#`): its text split
    /// around the types and attributes referenced inside its body (each `!...`/`#...` that
    /// parses as one). Leaves the parser after it.
    fn dialect_body(&mut self, start: usize) -> PResult<(Vec<String>, Vec<TypeOrAttr>)> {
        let b = self.src.as_bytes();
        let mut i = start;
        while i < b.len()
            && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.' | b'-'))
        {
            i += 1;
        }
        if b.get(i) != Some(&b'<') {
            self.reset_to(i);
            return Ok((vec![self.src[start..i].to_string()], Vec::new()));
        }
        let end = self.scan_balanced(i)?;
        let mut pieces = Vec::new();
        let mut refs = Vec::new();
        let mut piece_start = start;
        let mut j = i;
        let outer_limit = std::mem::replace(&mut self.scan_limit, end);
        if self.body_depth == 0 {
            self.body_refs.clear();
        }
        self.body_depth += 1;
        while j < end {
            match b[j] {
                b'"' => {
                    j += 1;
                    while j < end && b[j] != b'"' {
                        j += if b[j] == b'\\' { 2 } else { 1 };
                    }
                    j += 1;
                }
                b'#' | b'!'
                    if j + 1 < end && (b[j + 1].is_ascii_alphabetic() || b[j + 1] == b'_') =>
                {
                    let parsed = match self.body_refs.get(&j) {
                        Some(&memo) => memo,
                        None => {
                            self.reset_to(j);
                            let r = if b[j] == b'#' {
                                self.parse_attr().map(TypeOrAttr::Attr)
                            } else {
                                self.parse_non_function_type().map(TypeOrAttr::Type)
                            };
                            let memo = r.ok().map(|a| (a, self.prev_end));
                            self.body_refs.insert(j, memo);
                            memo
                        }
                    };
                    match parsed {
                        Some((a, ref_end)) if ref_end < end => {
                            pieces.push(self.src[piece_start..j].to_string());
                            refs.push(a);
                            j = ref_end;
                            piece_start = j;
                        }
                        _ => j += 1,
                    }
                }
                _ => j += 1,
            }
        }
        self.body_depth -= 1;
        self.scan_limit = outer_limit;
        pieces.push(self.src[piece_start..end].to_string());
        self.reset_to(end);
        Ok((pieces, refs))
    }

    /// The text between `<` (the current token) and its matching `>`, verbatim.
    fn angle_body(&mut self) -> PResult<String> {
        if !self.at(T::Less) {
            return Err(self.err_here("expected '<'"));
        }
        let open = self.tok.start;
        let end = self.scan_balanced(open)?;
        self.reset_to(end);
        Ok(self.src[open + 1..end - 1].to_string())
    }

    /// Given `<` at `open`, the offset after the matching `>`. Brackets of all kinds nest,
    /// strings are read as tokens, `->` is one token. As MLIR, which scans the characters
    /// with the `<` as its current token, an unbalanced bracket is reported at that token,
    /// or at the last string read (a string is lexed, so it becomes the current token).
    fn scan_balanced(&self, open: usize) -> PResult<usize> {
        let b = &self.src.as_bytes()[..self.scan_limit.min(self.src.len())];
        let mut stack: Vec<u8> = Vec::new();
        let mut current = open;
        let unbalanced = |c: u8| {
            format!(
                "unbalanced '{}' character in pretty dialect name",
                c as char
            )
        };
        let mut i = open;
        while i < b.len() {
            let c = b[i];
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if b.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    // As MLIR, the error names the innermost bracket left open.
                    if stack.last() != Some(&want) {
                        let open = stack.last().copied().unwrap_or(c);
                        return Err(self.err_at(current, unbalanced(open)));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i);
                    }
                }
                b'"' => {
                    let mut lex = super::lexer::Lexer::new(self.src);
                    lex.reset_to(i - 1);
                    let tok = lex.next_token();
                    if tok.kind != T::String {
                        let (at, msg) = super::lexer::error_message(self.src, tok);
                        return Err(self.err_at(at, msg));
                    }
                    current = tok.start;
                    i = tok.end;
                }
                _ => {}
            }
        }
        Err(match stack.last() {
            Some(&c) => self.err_at(current, unbalanced(c)),
            None => self.err_at(current, "unexpected nul or EOF in pretty dialect name"),
        })
    }

    // ----- locations -----

    /// `loc(...)`; the current token is `loc`.
    pub(crate) fn parse_location(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(T::LParen, "expected '(' in location")?;
        let l = self.parse_location_instance()?;
        self.expect(T::RParen, "expected ')' in location")?;
        Ok(l)
    }

    fn parse_location_instance(&mut self) -> PResult<Attribute> {
        self.enter_nesting()?;
        let r = self.parse_location_instance_inner();
        self.nesting -= 1;
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attribute> {
        let tok = self.tok;
        match tok.kind {
            T::HashIdent => {
                let name = &tok.text(self.src)[1..];
                if let Some(&a) = self.attr_aliases.get(name) {
                    if !matches!(self.ctx.attr_kind_ref(a), AttrKind::Location(_)) {
                        let shown = self.attr_str(a);
                        return Err(self
                            .err_at(tok.start, format!("expected location, but found '{shown}'")));
                    }
                    self.bump();
                    return Ok(a);
                }
                if name.contains('.') {
                    // `#dialect.attr`: MLIR parses the attribute, then rejects it.
                    // The dialect need not be registered for this message.
                    let start = tok.start;
                    let (pieces, refs) = self.dialect_body(start + 1)?;
                    let a = self.ctx.intern_attr(AttrKind::Opaque {
                        pieces,
                        refs,
                        ty: None,
                    });
                    let shown = self.attr_str(a);
                    return Err(self.err_at(
                        start,
                        format!("expected location, but found dialect attribute: '{shown}'"),
                    ));
                }
                // A forward reference to a location alias defined later in the file:
                // resolved when the buffer is parsed.
                self.forward_loc_refs
                    .entry(name.to_string())
                    .or_insert(tok.start);
                self.bump();
                Ok(self
                    .ctx
                    .intern_attr(AttrKind::Location(Location::Opaque(format!("#{name}")))))
            }
            T::String => {
                let bytes = self.parse_string_bytes()?;
                let s = String::from_utf8(bytes)
                    .map_err(|_| self.err_at(tok.start, "location is not UTF-8"))?;
                if self.eat(T::Colon) {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    self.expect(T::Colon, "expected ':' in FileLineColLoc")?;
                    let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
                    return Ok(self.ctx.file_loc(&s, line, col));
                }
                let child = if self.eat(T::LParen) {
                    let c = self.parse_location_instance()?;
                    self.expect(T::RParen, "expected ')' after child location of NameLoc")?;
                    c
                } else {
                    self.ctx.unknown_loc()
                };
                let name = self.ctx.ident(&s);
                Ok(self
                    .ctx
                    .intern_attr(AttrKind::Location(Location::Name { name, child })))
            }
            T::BareIdent => match tok.text(self.src) {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(T::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !(self.at(T::BareIdent) && self.tok.text(self.src) == "at") {
                        return Err(self.err_here("expected 'at' in callsite location"));
                    }
                    self.bump();
                    let caller = self.parse_location_instance()?;
                    self.expect(T::RParen, "expected ')' in callsite location")?;
                    Ok(self
                        .ctx
                        .intern_attr(AttrKind::Location(Location::CallSite { callee, caller })))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(T::Less) {
                        let m = self.parse_attr()?;
                        self.expect(T::Greater, "expected '>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(T::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.at(T::RSquare) {
                        loop {
                            locs.push(self.parse_location_instance()?);
                            if !self.eat(T::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(T::RSquare, "expected ']' in fused location")?;
                    Ok(self
                        .ctx
                        .intern_attr(AttrKind::Location(Location::Fused { locs, metadata })))
                }
                _ => Err(self.err_here("expected location instance")),
            },
            _ => Err(self.err_here("expected location instance")),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        let tok = self.tok;
        if tok.kind != T::Integer {
            return Err(self.err_here(msg));
        }
        self.bump();
        tok.text(self.src)
            .parse()
            .map_err(|_| self.err_at(tok.start, msg))
    }
}
