//! The custom assembly form of registered ops: [`OpParser`] and [`OpPrinter`], the
//! textual format's implementations of [`OpAsmParser`] and [`OpAsmPrinter`], which an op's
//! [`ParseHook`](crate::ir::registry::ParseHook) and [`PrintHook`](crate::ir::registry::PrintHook)
//! are handed.
//!
//! A hook reads or writes the text after the op name; the framework handles everything
//! around it (result names, the name itself, the trailing location).
//!
//! Nesting: the generic form is parsed and printed with explicit stacks. A custom parse hook
//! parses a nested region by a native call (`parse_region`), which grows the stack on the
//! heap when it runs low, so nesting depth stays bounded by memory, not by the thread's
//! stack. A custom print hook never recurses: `print_region` records a placeholder that the
//! printer's explicit stack fills in after the hook returns.

use super::lexer::TokenKind as T;
use super::parser::Parser;
use super::print_attr::StyledAttrPrinter;
use super::printer::Names;
use crate::ir::body::{Block, Body, Op, Region, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};
pub use crate::ir::op_asm::{
    Argument, OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand,
};
use crate::ir::registry::{OpDefinition, OpRef};
use crate::support::diag::Diagnostic;

/// The token of a punctuation.
fn punct_token(p: Punct) -> T {
    match p {
        Punct::LParen => T::LParen,
        Punct::RParen => T::RParen,
        Punct::LSquare => T::LSquare,
        Punct::RSquare => T::RSquare,
        Punct::LBrace => T::LBrace,
        Punct::RBrace => T::RBrace,
        Punct::Less => T::Less,
        Punct::Greater => T::Greater,
        Punct::Comma => T::Comma,
        Punct::Colon => T::Colon,
        Punct::ColonColon => T::ColonColon,
        Punct::Equal => T::Equal,
        Punct::Arrow => T::Arrow,
        Punct::Minus => T::Minus,
        Punct::Plus => T::Plus,
        Punct::Question => T::Question,
        Punct::Star => T::Star,
        Punct::Ellipsis => T::Ellipsis,
    }
}

/// The parser handed to a custom parse hook: reads the text after the op name and records
/// the op's operands, result types, attributes, successors and regions.
pub struct OpParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) op: Op,
    pub(crate) name: Identifier,
    pub(crate) name_pos: usize,
    pub(crate) operands: Vec<Value>,
    pub(crate) result_types: Vec<Type>,
    pub(crate) attrs: Vec<(Identifier, Attribute)>,
    pub(crate) successors: Vec<Block>,
    /// The op's spec, for ops defined in `.td`.
    pub(crate) spec: Option<crate::ir::registry::OpDefinition>,
}

/// Stack left before a custom region parse grows the stack.
const RED_ZONE: usize = 256 * 1024;
/// Size of each stack segment a custom region parse allocates.
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

impl<'a> OpParser<'_, 'a> {
    /// An error at byte offset `pos`.
    ///
    /// Like MLIR's `OpAsmParser::emitError`, the message is prefixed with
    /// `custom op 'NAME' `; token-level errors (`expected ')'`) are not.
    fn error_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        // MLIR's lexer reports a malformed token as soon as it reads it, before any
        // parse error about it.
        if self.p.tok.kind == super::lexer::TokenKind::Error {
            return self.p.err_cur("");
        }
        let message = message.into();
        self.p
            .err_at(pos, format!("custom op '{}' {message}", self.op_name()))
    }

    /// An error at the current token without the `custom op` prefix, as MLIR's token-level
    /// errors (`expected ')' in operand list`) are.
    fn token_error(&self, message: impl Into<String>) -> Diagnostic {
        self.p.err_here(message.into())
    }

    /// An error at the current token, prefixed as [`OpParser::error_at`] does.
    fn error(&self, message: impl Into<String>) -> Diagnostic {
        if self.p.tok.kind == super::lexer::TokenKind::Error {
            return self.p.err_cur("");
        }
        let message = message.into();
        self.p
            .err_here(format!("custom op '{}' {message}", self.op_name()))
    }

    fn operand_name(&self, u: UnresolvedOperand) -> &'a str {
        &self.p.src[u.pos..u.pos + u.len as usize]
    }

    fn ensure_terminator_op(&mut self, region: Region, name: &str, with_body: bool) {
        let ctx = self.p.ctx;
        let name_id = ctx.ident(name);
        let loc = self.p.loc_at(self.name_pos);
        let b = self.region_body_mut();
        if b.entry_block(region).is_none() {
            let blk = b.create_block();
            b.append_block(region, blk);
        }
        let blocks: Vec<Block> = b.region_blocks(region).collect();
        for blk in blocks {
            // As MLIR's `ensureRegionTerminator`: a block already ending in a registered
            // terminator (of any kind) is left alone.
            let ends = b.last_op(blk).is_some_and(|o| {
                let n = b.op_name(o);
                n == name_id || ctx.op_info_of(n).is_some_and(|i| i.is_terminator())
            });
            if ends {
                continue;
            }
            let t = b.create_op(crate::ir::body::OperationState {
                name: name_id,
                operands: vec![],
                result_types: vec![],
                attrs: ctx.empty_dictionary(),
                successors: vec![],
                num_regions: usize::from(with_body),
                isolated_from_above: false,
                loc,
            });
            b.append_op(blk, t);
            if with_body {
                let r = b.regions(t)[0];
                let inner = b.create_block();
                b.append_block(r, inner);
            }
        }
    }
}

impl<'a> OpAsmParser<'a> for OpParser<'_, 'a> {
    fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    fn op(&self) -> Op {
        self.op
    }

    fn op_name(&self) -> &'a str {
        self.p.ctx.ident_ref(self.name)
    }

    fn name_pos(&self) -> usize {
        self.name_pos
    }

    fn pos(&self) -> usize {
        self.p.tok.start
    }

    fn emit_error_at(&self, pos: usize, message: String) -> Diagnostic {
        self.error_at(pos, message)
    }

    fn emit_token_error(&self, message: String) -> Diagnostic {
        self.token_error(message)
    }

    fn emit_token_error_at(&self, pos: usize, message: String) -> Diagnostic {
        self.p.err_at(pos, message)
    }

    fn emit_error(&self, message: String) -> Diagnostic {
        self.error(message)
    }

    // ----- punctuation and keywords -----
    fn parse(&mut self, p: Punct) -> PResult<()> {
        if self.p.eat(punct_token(p)) {
            Ok(())
        } else {
            Err(self.p.err_here(format!("expected '{}'", p.text())))
        }
    }

    fn parse_optional(&mut self, p: Punct) -> bool {
        self.p.eat(punct_token(p))
    }

    fn peek(&self, p: Punct) -> bool {
        self.p.at(punct_token(p))
    }

    fn peek_keyword(&self) -> Option<&'a str> {
        (self.p.tok.kind == T::BareIdent).then(|| self.p.tok.text(self.p.src))
    }

    fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            // At the current token, as MLIR's `parseKeyword` reports it.
            Err(self.error_at(self.p.tok.start, format!("expected '{kw}'")))
        }
    }

    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.peek_keyword() == Some(kw) {
            self.p.bump();
            true
        } else {
            false
        }
    }

    fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        let kw = self.peek_keyword()?;
        self.p.bump();
        Some(kw)
    }

    fn parse_any_keyword(&mut self, what: &str) -> PResult<&'a str> {
        self.parse_optional_any_keyword()
            .ok_or_else(|| self.p.err_here(format!("expected {what}")))
    }

    fn parse_integer(&mut self) -> PResult<i128> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(self.p.tok.start, "expected integer value")),
        }
    }

    fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        let start = self.p.tok.start;
        let neg = self.p.at(T::Minus);
        if neg {
            let save = self.p.tok;
            self.p.bump();
            if !self.p.at(T::Integer) {
                self.p.reset_to(save.start);
                return Ok(None);
            }
        } else if !self.p.at(T::Integer) {
            return Ok(None);
        }
        let text = self.p.tok.text(self.p.src);
        let v = parse_int_literal(text)
            .ok_or_else(|| self.error_at(start, "integer value too large"))?;
        self.p.bump();
        Ok(Some(if neg { -v } else { v }))
    }

    fn parse_angle_body(&mut self) -> PResult<String> {
        let start = self.p.tok.start;
        if !self.p.at(T::Less) {
            return Err(self.p.err_here("expected '<'"));
        }
        let mut depth = 0usize;
        loop {
            match self.p.tok.kind {
                T::Less => depth += 1,
                T::Greater => depth -= 1,
                T::Eof => return Err(self.p.err_here("unbalanced '<' in attribute body")),
                // The lexer does not move past a character it cannot lex.
                T::Error => return Err(self.p.err_here("unexpected character")),
                _ => {}
            }
            let end = self.p.tok.end;
            self.p.bump();
            if depth == 0 {
                return Ok(self.p.src[start..end].to_string());
            }
        }
    }

    fn at_string(&self) -> bool {
        self.p.at(T::String)
    }

    fn parse_string(&mut self) -> PResult<String> {
        let at = self.p.tok.start;
        let b = self.p.parse_string_bytes()?;
        String::from_utf8(b).map_err(|_| self.p.err_at(at, "string is not UTF-8"))
    }

    // ----- operands -----
    fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        let (name, number, pos) = self.p.parse_value_ref()?;
        Ok(UnresolvedOperand {
            pos,
            len: name.len() as u32,
            number,
        })
    }

    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.p.at(T::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        self.parse_operand_list_into(&mut v)?;
        Ok(v)
    }

    fn parse_operand_list_into(&mut self, out: &mut Vec<UnresolvedOperand>) -> PResult<()> {
        if let Some(first) = self.parse_optional_operand()? {
            out.push(first);
            while self.p.eat(T::Comma) {
                out.push(self.parse_operand()?);
            }
        }
        Ok(())
    }

    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value> {
        let name = self.operand_name(u);
        self.p.resolve_value(name, u.number, ty, u.pos)
    }

    fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        pos: usize,
    ) -> PResult<Vec<Value>> {
        if us.len() != tys.len() {
            return Err(self.error_at(
                pos,
                format!("{} operands present, but expected {}", us.len(), tys.len()),
            ));
        }
        us.iter()
            .zip(tys)
            .map(|(&u, &t)| self.resolve_operand(u, t))
            .collect()
    }

    fn resolve_operands_of_type(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
    ) -> PResult<Vec<Value>> {
        us.iter().map(|&u| self.resolve_operand(u, ty)).collect()
    }

    fn add_operands(&mut self, vs: &[Value]) {
        self.operands.extend_from_slice(vs);
    }

    fn resolve_and_add_operands(&mut self, us: &[UnresolvedOperand], tys: &[Type]) -> PResult<()> {
        self.operands.reserve(us.len());
        for (&u, &t) in us.iter().zip(tys) {
            let name = &self.p.src[u.pos..u.pos + u.len as usize];
            let v = self.p.resolve_value(name, u.number, t, u.pos)?;
            self.operands.push(v);
        }
        Ok(())
    }

    // ----- types -----
    fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse(Punct::Colon)?;
        self.parse_type()
    }

    fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.p.eat(T::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse(Punct::Colon)?;
        self.parse_type_list()
    }

    fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.p.eat(T::LParen) {
            if self.p.eat(T::RParen) {
                return Ok(Vec::new());
            }
            let v = self.parse_type_list()?;
            self.parse(Punct::RParen)?;
            return Ok(v);
        }
        Ok(vec![self.parse_type()?])
    }

    fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.p.eat(T::Arrow) {
            self.parse_function_result_types()
        } else {
            Ok(Vec::new())
        }
    }

    fn function_type_parts(&self, ty: Type, pos: usize) -> PResult<(Vec<Type>, Vec<Type>)> {
        match self.p.ctx.function_type_parts(ty) {
            Some((i, r)) => Ok((i.to_vec(), r.to_vec())),
            None => Err(self.p.err_at(pos, "expected function type")),
        }
    }

    fn add_result_types(&mut self, tys: &[Type]) {
        self.result_types.extend_from_slice(tys);
    }

    // ----- attributes -----
    fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attr()
    }

    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        if matches!(self.p.tok.kind, T::Integer | T::Float | T::Minus) {
            self.p.parse_number_attr_typed(Some(ty))
        } else {
            let saved = self.p.elements_type.replace(ty);
            let r = self.p.parse_attr();
            self.p.elements_type = saved;
            r
        }
    }

    fn parse_affine_map(&mut self) -> PResult<Attribute> {
        let limit = self.p.scan_limit.min(self.p.src.len());
        match crate::asm::affine::parse_bare_map(&self.p.src[..limit], self.p.tok.start) {
            Ok((m, next)) => {
                self.p.reset_to(next);
                Ok(self
                    .p
                    .ctx
                    .intern_attr(crate::ir::attrs::AttrKind::AffineMap(m)))
            }
            Err(errs) => Err(self.p.errs_at(errs)),
        }
    }

    fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Option<bool>,
    ) -> PResult<(Attribute, Vec<UnresolvedOperand>)> {
        let limit = self.p.scan_limit.min(self.p.src.len());
        match crate::asm::affine::parse_map_of_ssa_ids(
            &self.p.src[..limit],
            self.p.tok.start,
            delim,
        ) {
            Ok((m, dims, syms, next)) => {
                self.p.reset_to(next);
                let operands = dims
                    .into_iter()
                    .chain(syms)
                    .map(|(pos, len)| UnresolvedOperand {
                        pos,
                        len: len as u32,
                        number: 0,
                    })
                    .collect();
                let attr = self
                    .p
                    .ctx
                    .intern_attr(crate::ir::attrs::AttrKind::AffineMap(m));
                Ok((attr, operands))
            }
            Err(errs) => Err(self.p.errs_at(errs)),
        }
    }

    fn at_attribute(&self) -> bool {
        matches!(
            self.p.tok.kind,
            T::Integer
                | T::Float
                | T::Minus
                | T::String
                | T::LSquare
                | T::LBrace
                | T::HashIdent
                | T::AtIdent
                | T::ExclamationIdent
        ) || self.peek_keyword().is_some_and(|k| {
            matches!(
                k,
                "true"
                    | "false"
                    | "unit"
                    | "dense"
                    | "sparse"
                    | "array"
                    | "affine_map"
                    | "affine_set"
                    | "strided"
                    | "dense_resource"
                    | "opaque"
                    | "loc"
            ) || is_type_keyword(k)
        })
    }

    fn at_type(&self) -> bool {
        match self.p.tok.kind {
            T::ExclamationIdent | T::LParen => true,
            T::BareIdent => is_type_keyword(self.p.tok.text(self.p.src)),
            _ => false,
        }
    }

    fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    fn add_attribute(&mut self, name: &str, value: Attribute) {
        let id = self.p.attr_name(name);
        self.attrs.push((id, value));
    }

    fn parse_optional_dictionary(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.at(T::LBrace) {
            return Ok(None);
        }
        let entries = self.p.parse_attr_dict()?;
        Ok(Some(self.p.ctx.dictionary_attr(entries)))
    }

    fn peek_operand(&self) -> bool {
        self.p.at(T::PercentIdent)
    }

    fn parse_optional_attr_dict(&mut self) -> PResult<()> {
        if self.p.at(T::LBrace) {
            let entries = self.p.parse_attr_dict()?;
            self.attrs.extend(entries);
        }
        Ok(())
    }

    fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            let entries = self.p.parse_attr_dict()?;
            self.attrs.extend(entries);
        }
        Ok(())
    }

    fn attribute_count(&self, name: &str) -> usize {
        let id = self.p.ctx.ident(name);
        self.attrs.iter().filter(|(n, _)| *n == id).count()
    }

    fn remove_attribute(&mut self, name: &str) {
        let id = self.p.ctx.ident(name);
        self.attrs.retain(|(n, _)| *n != id);
    }

    fn parse_optional_symbol_name(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.at(T::AtIdent) {
            return Ok(None);
        }
        let id = self.p.parse_symbol_name()?;
        Ok(Some(self.p.ctx.string_attr(self.p.ctx.ident_ref(id))))
    }

    fn parse_symbol_name(&mut self) -> PResult<Attribute> {
        match self.parse_optional_symbol_name()? {
            Some(a) => Ok(a),
            None => Err(self.error_at(self.pos(), "expected valid '@'-identifier for symbol name")),
        }
    }

    // ----- successors -----
    fn parse_successor(&mut self) -> PResult<Block> {
        let tok = self.p.tok;
        if tok.kind != T::CaretIdent {
            return Err(self.p.err_here("expected block name"));
        }
        if self.p.region_frame().top_level {
            return Err(self
                .p
                .err_here("operations with successors are not allowed at the top level"));
        }
        self.p.bump();
        Ok(self.p.block_ref(tok.text(self.p.src), tok.start))
    }

    fn parse_optional_successor(&mut self) -> PResult<Option<Block>> {
        if self.p.at(T::CaretIdent) {
            self.parse_successor().map(Some)
        } else {
            Ok(None)
        }
    }

    fn add_successor(&mut self, b: Block) {
        self.successors.push(b);
    }

    fn parse_optional_location(&mut self) -> PResult<Option<Attribute>> {
        if self.peek_keyword() == Some("loc") {
            self.p.parse_location().map(Some)
        } else {
            Ok(None)
        }
    }

    // ----- regions -----
    fn parse_argument(&mut self, with_type: bool) -> PResult<Argument> {
        let name = self.parse_operand()?;
        let end = name.pos + name.len as usize;
        if self.p.src[end..].starts_with('#') {
            return Err(self
                .p
                .err_at(end, "result number not allowed in argument list"));
        }
        if name.number != 0 || self.operand_name(name).contains('#') {
            return Err(self.p.err_at(name.pos, "expected SSA identifier"));
        }
        let ty = if with_type {
            self.parse_colon_type()?
        } else {
            self.p.ctx.none_type()
        };
        let loc = if self.peek_keyword() == Some("loc") {
            Some(self.p.parse_location()?)
        } else {
            None
        };
        Ok(Argument { name, ty, loc })
    }

    fn parse_region(&mut self, args: &[Argument]) -> PResult<Region> {
        let p = &mut *self.p;
        let mut r = None;
        stacker_grow(|| r = Some(p.parse_custom_region(args)));
        r.expect("the region parse ran")
    }

    fn add_empty_region(&mut self) -> Region {
        let op = self.op;
        self.p.body_mut().add_region(op)
    }

    fn parse_optional_region(&mut self, args: &[Argument]) -> PResult<Option<Region>> {
        if self.p.at(T::LBrace) {
            self.parse_region(args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn move_last_region_first(&mut self) {
        let op = self.op;
        self.p.body_mut().move_last_region_first(op);
    }

    fn regions(&mut self) -> Vec<Region> {
        let op = self.op;
        self.p.body_mut().regions(op).to_vec()
    }

    fn region_body_mut(&mut self) -> &mut Body {
        let op = self.op;
        self.p.complete_deferred(op);
        let b = self.p.body_mut();
        if b.is_isolated(op) {
            b.nested_body_mut(op).expect("isolated op has its body")
        } else {
            b
        }
    }

    fn region_is_empty(&mut self, region: Region) -> bool {
        let op = self.op;
        let b = self.p.body_mut();
        let b = match b.is_isolated(op) {
            true => b.nested_body_mut(op).expect("isolated op has its body"),
            false => b,
        };
        b.entry_block(region).is_none()
    }

    fn ensure_terminator(&mut self, region: Region, name: &str) {
        self.ensure_terminator_op(region, name, false);
    }

    fn ensure_terminator_with_body(&mut self, region: Region, name: &str) {
        self.ensure_terminator_op(region, name, true);
    }

    fn definition(&self) -> Option<OpDefinition> {
        self.spec
            .or_else(|| self.p.ctx.op_info_of(self.name).and_then(|i| i.spec))
    }

    fn parsed_attribute(&self, name: &str) -> Option<Attribute> {
        let ctx = self.p.ctx;
        self.attrs
            .iter()
            .rev()
            .find(|(k, _)| ctx.ident_ref(*k) == name)
            .map(|&(_, a)| a)
    }

    fn parse_stripped_dialect_attr(
        &mut self,
        dialect_attr: &str,
        name: &str,
        optional: bool,
    ) -> Option<PResult<bool>> {
        super::attr_type::parse_op_format_attr(self, dialect_attr, name, optional)
    }

    fn parse_stripped_dialect_type(&mut self, dialect_type: &str) -> Option<PResult<Type>> {
        super::attr_type::parse_op_format_type(self, dialect_type)
    }
}

/// Whether a bare identifier is the keyword of a builtin type.
pub(crate) fn is_type_keyword(k: &str) -> bool {
    let int_width = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
    matches!(
        k,
        "index"
            | "none"
            | "bf16"
            | "f16"
            | "tf32"
            | "f32"
            | "f64"
            | "f80"
            | "f128"
            | "f8E5M2"
            | "f8E4M3FN"
            | "tensor"
            | "memref"
            | "vector"
            | "tuple"
            | "complex"
    ) || k.strip_prefix('i').is_some_and(int_width)
        || k.strip_prefix("si").is_some_and(int_width)
        || k.strip_prefix("ui").is_some_and(int_width)
}

/// Runs `f` with at least `RED_ZONE` bytes of stack, allocating a new segment if needed.
fn stacker_grow(f: impl FnOnce()) {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, f)
}

/// The value of a decimal or `0x` hexadecimal integer token.
fn parse_int_literal(text: &str) -> Option<i128> {
    if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()
    } else {
        text.parse().ok()
    }
}

// ----- printing -----

/// What a custom print hook produced: text, and regions for the printer to fill in.
pub(crate) enum Piece {
    Text(String),
    Region {
        region: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    },
}

/// The printer handed to a custom print hook: writes the text after the op name.
pub struct OpPrinter<'p, 'b> {
    pub(crate) ap: &'p StyledAttrPrinter<'p>,
    pub(crate) names: &'p Names<'p>,
    pub(crate) body: &'b Body,
    pub(crate) op: Op,
    pub(crate) out: String,
    pub(crate) pieces: Vec<Piece>,
    /// The indentation of the op's line.
    pub(crate) indent: usize,
    /// The op's spec, for ops defined in `.td`.
    pub(crate) spec: Option<crate::ir::registry::OpDefinition>,
}

impl std::fmt::Write for OpPrinter<'_, '_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
}

impl<'p: 'b, 'b> OpPrinter<'p, 'b> {
    /// Appends comma-separated SSA names.
    fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    /// Appends comma-separated types.
    fn print_types(&mut self, ts: impl IntoIterator<Item = Type>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    fn attr_dict(&mut self, elided: &[&str], keyword: bool) {
        let ctx = self.ap.ctx;
        let kept = |(k, _): &&(crate::Identifier, Attribute)| !elided.contains(&ctx.ident_ref(*k));
        let all = ctx.dictionary_entries_ref(self.body.attrs(self.op));
        if !all.iter().any(|e| kept(&e)) {
            return;
        }
        let entries: Vec<_> = all.iter().filter(kept).copied().collect();
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        self.ap.write_dict_entries(&mut self.out, &entries);
        self.out.push('}');
    }
}

impl<'p: 'b, 'b> OpAsmPrinter<'b> for OpPrinter<'p, 'b> {
    fn ctx(&self) -> &'p Context {
        self.ap.ctx
    }

    fn op(&self) -> Op {
        self.op
    }

    fn body(&self) -> &'b Body {
        self.body
    }

    fn op_ref(&self) -> OpRef<'b> {
        crate::ir::registry::OpRef::new(self.ap.ctx, self.body, self.op)
    }

    fn write(&mut self, s: &str) {
        // One byte (a space, a bracket) as a push, not a copy.
        match s.as_bytes() {
            &[c] => self.out.push(c as char),
            _ => self.out.push_str(s),
        }
    }

    fn print_newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands.iter().copied());
        self.out.push_str(" : ");
        let tys: Vec<Type> = operands.iter().map(|&v| self.body.value_type(v)).collect();
        self.print_types(tys);
        self.out.push(')');
    }

    fn print_operand(&mut self, v: Value) {
        self.names.write_value(&mut self.out, self.body, v);
    }

    fn print_region_value(&mut self, v: Value) {
        let b = self.region_body();
        self.names.write_value(&mut self.out, b, v);
    }

    fn print_region_arg_loc(&mut self, v: Value) {
        if self.ap.opts.print_debug_info {
            let b = self.region_body();
            super::printer::write_arg_loc(self.ap, &mut self.out, b, v);
        }
    }

    fn print_operand_iter(&mut self, vs: &mut dyn Iterator<Item = Value>) {
        self.print_operands(vs)
    }

    fn print_type(&mut self, t: Type) {
        self.ap.write_type(&mut self.out, t);
    }

    fn print_type_iter(&mut self, ts: &mut dyn Iterator<Item = Type>) {
        self.print_types(ts)
    }

    fn print_function_result_types(&mut self, ts: &[Type]) {
        self.ap.write_result_types(&mut self.out, ts);
    }

    fn print_optional_arrow_type_list(&mut self, ts: &[Type]) {
        if !ts.is_empty() {
            self.out.push_str(" -> ");
            self.print_function_result_types(ts);
        }
    }

    fn print_attribute(&mut self, a: Attribute) {
        self.ap.write_attr(&mut self.out, a, false);
    }

    fn print_attribute_without_type(&mut self, a: Attribute) {
        let mut text = String::new();
        self.ap.write_attr(&mut text, a, true);
        if let Some(t) = self.ap.ctx.typed_attr_type(a) {
            let mut suffix = String::from(" : ");
            self.ap.write_type(&mut suffix, t);
            if let Some(stripped) = text.strip_suffix(suffix.as_str()) {
                text.truncate(stripped.len());
            }
        }
        self.out.push_str(&text);
    }

    fn print_symbol_name(&mut self, name: &str) {
        self.out.push('@');
        super::print_attr::write_keyword_or_string(&mut self.out, name);
    }

    fn print_optional_attr_dict(&mut self, elided: &[&str]) {
        self.attr_dict(elided, false);
    }

    fn print_optional_attr_dict_with_keyword(&mut self, elided: &[&str]) {
        self.attr_dict(elided, true);
    }

    fn print_successor(&mut self, b: Block) {
        self.names.write_block(&mut self.out, self.body, b);
    }

    fn region_body(&self) -> &'b Body {
        if self.body.is_isolated(self.op) {
            self.body.nested_body(self.op).unwrap_or(self.body)
        } else {
            self.body
        }
    }

    fn print_region(
        &mut self,
        region: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        let text = std::mem::take(&mut self.out);
        self.pieces.push(Piece::Text(text));
        self.pieces.push(Piece::Region {
            region,
            entry_args,
            terminators,
            empty_block,
        });
    }

    fn definition(&self) -> Option<OpDefinition> {
        self.spec.or_else(|| {
            let name = self.body.op_name(self.op);
            self.ap.ctx.op_info_of(name).and_then(|i| i.spec)
        })
    }

    fn print_stripped_dialect_attr(&mut self, a: Attribute) -> bool {
        super::attr_type::print_op_format_attr(self, a)
    }

    fn print_stripped_dialect_type(&mut self, t: Type, dialect_type: &str) -> bool {
        super::attr_type::print_op_format_type(self, t, dialect_type)
    }
}
