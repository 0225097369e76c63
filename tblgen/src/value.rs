//! Parsing values: literals, references, `Class<args>`, lists, dags,
//! suffixes (`{bits}`, `[slice]`, `.field`, `#` paste) and bang operators.
//! Each operator is folded as soon as it is parsed, as LLVM does.

use crate::fold;
use crate::init::{
    convert_bit_range, convert_list_slice, field_type, BinOp, Foldl, Init, InitRef, TernOp, UnOp,
};
use crate::lexer::{Bang, Tok};
use crate::parser::{Cur, PResult, Parser};
use crate::record::{FieldKind, Record, RecordVal};
use crate::types::{resolve_types, RecTy};
use std::rc::Rc;

/// How deeply values may nest. LLVM has no limit (and overflows its stack);
/// real files stay far below this.
const MAX_VALUE_DEPTH: usize = 1000;

/// The most elements a range (`0-N`, `!listsplat`) or `bits<N>` may have.
pub(crate) const MAX_EXPANSION: i64 = 1 << 20;

impl Parser<'_> {
    /// `Value` with an optional expected type.
    pub(crate) fn parse_value(&mut self, cur: Cur, ty: Option<&RecTy>) -> PResult<InitRef> {
        self.parse_value_mode(cur, ty, false)
    }

    /// `Value`; in name mode an unknown identifier is its own name.
    pub(crate) fn parse_value_mode(
        &mut self,
        cur: Cur,
        item_ty: Option<&RecTy>,
        name_mode: bool,
    ) -> PResult<InitRef> {
        if self.depth >= MAX_VALUE_DEPTH {
            return self.tok_error(format!(
                "value nested more than {MAX_VALUE_DEPTH} levels deep"
            ));
        }
        self.depth += 1;
        let r = self.parse_value_suffixes(cur, item_ty, name_mode);
        self.depth -= 1;
        r
    }

    fn parse_value_suffixes(
        &mut self,
        cur: Cur,
        item_ty: Option<&RecTy>,
        name_mode: bool,
    ) -> PResult<InitRef> {
        let mut result = self.parse_simple_value(cur, item_ty, name_mode)?;
        loop {
            match self.lex.code() {
                Tok::LBrace => {
                    if name_mode {
                        return Ok(result);
                    }
                    let loc = self.lex.loc();
                    self.lex.lex();
                    let mut ranges = self.parse_range_list()?;
                    ranges.reverse();
                    match convert_bit_range(&result, &ranges, &self.rk) {
                        Some(r) => result = r,
                        None => return Err(self.error_at(loc, "Invalid bit range for value")),
                    }
                    if !self.consume(Tok::RBrace) {
                        return self.tok_error("expected '}' at end of bit range list");
                    }
                }
                Tok::LSquare => {
                    let loc = self.lex.loc();
                    self.lex.lex();
                    let ranges = self.parse_range_list()?;
                    match convert_list_slice(&result, &ranges, &self.rk) {
                        Some(r) => result = r,
                        None => return Err(self.error_at(loc, "Invalid range for list slice")),
                    }
                    if !self.consume(Tok::RSquare) {
                        return self.tok_error("expected ']' at end of list slice");
                    }
                }
                Tok::Dot => {
                    if self.lex.lex() != Tok::Id {
                        return self.tok_error("expected field identifier after '.'");
                    }
                    let field: Rc<str> = self.lex.str_val().into();
                    let Some(fty) = field_type(&result, &field, &self.rk) else {
                        let msg = format!(
                            "Cannot access field '{}' of value '{}'",
                            field,
                            result.to_string(&self.rk)
                        );
                        return self.tok_error(msg);
                    };
                    result =
                        self.with_cur(cur, |rk, c| fold::fold_field(result, field, fty, rk, c));
                    self.lex.lex();
                }
                Tok::Paste => {
                    let loc = self.lex.loc();
                    let Some(lty) = result.ty(&self.rk) else {
                        return Err(self.error_at(loc, "LHS of paste is not typed!"));
                    };
                    if let RecTy::List(_) = lty {
                        self.lex.lex();
                        match self.lex.code() {
                            Tok::Colon | Tok::Semi | Tok::LBrace => {}
                            _ => {
                                let rhs = self.parse_value_mode(cur, item_ty, false)?;
                                result = fold::list_concat(result, rhs, &mut self.rk);
                            }
                        }
                        continue;
                    }
                    let mut lhs = result;
                    if lty != RecTy::String {
                        let c = self.with_cur(cur, |rk, c| {
                            fold::fold_unop(UnOp::Cast, lhs.clone(), RecTy::String, rk, c, false)
                        });
                        lhs = c;
                    }
                    self.lex.lex();
                    let rhs = match self.lex.code() {
                        Tok::Colon | Tok::Semi | Tok::LBrace => Init::string(""),
                        _ => {
                            let r = self.parse_value_mode(cur, None, true)?;
                            let Some(rt) = r.ty(&self.rk) else {
                                return Err(self.error_at(loc, "RHS of paste is not typed!"));
                            };
                            if rt != RecTy::String {
                                self.with_cur(cur, |rk, c| {
                                    fold::fold_unop(UnOp::Cast, r, RecTy::String, rk, c, false)
                                })
                            } else {
                                r
                            }
                        }
                    };
                    result = fold::str_concat(lhs, rhs);
                }
                _ => return Ok(result),
            }
        }
    }

    fn parse_simple_value(
        &mut self,
        cur: Cur,
        item_ty: Option<&RecTy>,
        name_mode: bool,
    ) -> PResult<InitRef> {
        let r = match self.lex.code() {
            Tok::True => {
                self.lex.lex();
                Init::int(1)
            }
            Tok::False => {
                self.lex.lex();
                Init::int(0)
            }
            Tok::IntVal => {
                let v = Init::int(self.lex.int_val());
                self.lex.lex();
                v
            }
            Tok::BinaryIntVal => {
                let (v, w) = (self.lex.int_val(), self.lex.binary_width());
                let bits = (0..w)
                    .map(|i| Init::bit(i < 64 && (v >> i) & 1 != 0))
                    .collect();
                self.lex.lex();
                Init::bits(bits)
            }
            Tok::StrVal => {
                let mut s = self.lex.str_val().to_string();
                self.lex.lex();
                while self.lex.code() == Tok::StrVal {
                    s.push_str(self.lex.str_val());
                    self.lex.lex();
                }
                Init::string(s)
            }
            Tok::CodeFragment => {
                let v = Init::string_fmt(self.lex.str_val(), true);
                self.lex.lex();
                v
            }
            Tok::Question => {
                self.lex.lex();
                Init::unset()
            }
            Tok::Id => {
                let loc = self.lex.loc();
                let name: Rc<str> = self.lex.str_val().into();
                if self.lex.lex() != Tok::Less {
                    return self.parse_id_value(cur, name, loc, name_mode);
                }
                let Some(class) = self.rk.class(&name) else {
                    return Err(self.error_at(loc, format!("Expected a class name, got '{name}'")));
                };
                self.lex.lex();
                let sc = crate::parser::SubClassRef {
                    class: Some(class),
                    mc: None,
                    args: Vec::new(),
                    loc,
                };
                let targs = self.template_args_of(&sc);
                let mut args = self.parse_template_arg_value_list(cur, &targs)?;
                self.check_template_arg_values(&mut args, loc, &targs)?;
                for (i, (tname, _, default)) in targs.iter().enumerate().skip(args.len()) {
                    if !default.is_complete() {
                        let msg = format!(
                            "Value not specified for template argument '{}' (#{}) of parent class '{}'",
                            tname,
                            i,
                            self.rk.rec(class).name_str()
                        );
                        return Err(self.error_at(loc, msg));
                    }
                }
                let v = fold::vardef(class, args, &mut self.rk);
                self.check_fatal()?;
                v
            }
            Tok::LBrace => {
                let brace = self.lex.loc();
                self.lex.lex();
                let mut vals = Vec::new();
                if self.lex.code() != Tok::RBrace {
                    vals = self.parse_value_list(cur, None)?;
                }
                if !self.consume(Tok::RBrace) {
                    return self.tok_error("expected '}' at end of bit list value");
                }
                let mut bits: Vec<InitRef> = Vec::new();
                for (i, v) in vals.iter().enumerate() {
                    if let Init::Bits(b) = &**v {
                        bits.extend(b.iter().rev().cloned());
                        continue;
                    }
                    if let Init::Var {
                        ty: RecTy::Bits(n), ..
                    } = &**v
                    {
                        for k in (0..*n).rev() {
                            bits.push(crate::init::get_bit(v, k, &self.rk));
                        }
                        continue;
                    }
                    match fold::get_cast_to(v, &RecTy::Bit, &mut self.rk) {
                        Some(b) => bits.push(b),
                        None => {
                            let msg = format!(
                                "Element #{} ({}) is not convertable to a bit",
                                i,
                                v.to_string(&self.rk)
                            );
                            return Err(self.error_at(brace, msg));
                        }
                    }
                }
                bits.reverse();
                Init::bits(bits)
            }
            Tok::LSquare => return self.parse_list_value(cur, item_ty),
            Tok::LParen => {
                self.lex.lex();
                if !matches!(
                    self.lex.code(),
                    Tok::Id | Tok::Question | Tok::Bang(Bang::Cast) | Tok::Bang(Bang::GetDagOp)
                ) {
                    return self.tok_error("expected identifier in dag init");
                }
                let op = self.parse_value(cur, None)?;
                let mut op_name = None;
                if self.consume(Tok::Colon) {
                    if self.lex.code() != Tok::VarName {
                        return self.tok_error("expected variable name in dag operator");
                    }
                    op_name = Some(Rc::from(self.lex.str_val()));
                    self.lex.lex();
                }
                let mut args = Vec::new();
                if self.lex.code() != Tok::RParen {
                    args = self.parse_dag_arg_list(cur)?;
                }
                if !self.consume(Tok::RParen) {
                    return self.tok_error("expected ')' in dag init");
                }
                Init::dag(op, op_name, args)
            }
            Tok::Bang(b) => return self.parse_operation(cur, item_ty, b),
            _ => return self.tok_error("Unknown or reserved token when parsing a value"),
        };
        Ok(r)
    }

    fn parse_list_value(&mut self, cur: Cur, item_ty: Option<&RecTy>) -> PResult<InitRef> {
        self.lex.lex();
        let given_list = match item_ty {
            Some(RecTy::List(e)) => Some((**e).clone()),
            Some(t) => {
                let msg = format!(
                    "Encountered a list when expecting a {}",
                    t.to_string(&self.rk)
                );
                return self.tok_error(msg);
            }
            None => None,
        };
        let mut vals = Vec::new();
        if self.lex.code() != Tok::RSquare {
            vals = self.parse_value_list(cur, given_list.as_ref())?;
        }
        if !self.consume(Tok::RSquare) {
            return self.tok_error("expected ']' at end of list value");
        }
        let mut given_elt = None;
        if self.consume(Tok::Less) {
            given_elt = Some(self.parse_type()?);
            if !self.consume(Tok::Greater) {
                return self.tok_error("expected '>' at end of list element type");
            }
        }
        let mut elt: Option<RecTy> = None;
        for v in &vals {
            if let Some(t) = v.ty(&self.rk) {
                elt = match elt {
                    None => Some(t),
                    Some(e) => match resolve_types(&e, &t, &self.rk) {
                        Some(x) => Some(x),
                        None => return self.tok_error("Incompatible types in list elements"),
                    },
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = &elt {
                if !e.convertible_to(&g, &self.rk) {
                    return self.tok_error("Incompatible types in list elements");
                }
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list {
                Some(g) => g,
                None => return self.tok_error("No type for list"),
            },
            Some(e) => {
                if let Some(g) = &given_list {
                    if !e.convertible_to(g, &self.rk) {
                        let msg = format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            e.to_string(&self.rk),
                            g.to_string(&self.rk)
                        );
                        return self.tok_error(msg);
                    }
                }
                e
            }
        };
        Ok(Init::list(vals, deduced))
    }

    fn parse_value_list(&mut self, cur: Cur, elt: Option<&RecTy>) -> PResult<Vec<InitRef>> {
        let mut out = vec![self.parse_value(cur, elt)?];
        while self.consume(Tok::Comma) {
            // A trailing comma is allowed before the `]` of a list.
            if self.lex.code() == Tok::RSquare {
                break;
            }
            out.push(self.parse_value(cur, elt)?);
        }
        Ok(out)
    }

    fn parse_dag_arg_list(&mut self, cur: Cur) -> PResult<Vec<(InitRef, Option<Rc<str>>)>> {
        let mut out = Vec::new();
        loop {
            if self.lex.code() == Tok::VarName {
                out.push((Init::unset(), Some(Rc::from(self.lex.str_val()))));
                self.lex.lex();
            } else {
                let v = self.parse_value(cur, None)?;
                let mut name = None;
                if self.lex.code() == Tok::Colon {
                    if self.lex.lex() != Tok::VarName {
                        return self.tok_error("expected variable name in dag literal");
                    }
                    name = Some(Rc::from(self.lex.str_val()));
                    self.lex.lex();
                }
                out.push((v, name));
            }
            if !self.consume(Tok::Comma) {
                return Ok(out);
            }
        }
    }

    /// An identifier: a field, template argument, local or loop variable,
    /// def or global; in name mode, otherwise, the name itself.
    fn parse_id_value(
        &mut self,
        cur: Cur,
        name: Rc<str>,
        loc: crate::source::Loc,
        name_mode: bool,
    ) -> PResult<InitRef> {
        if let Some(rec) = self.cur_ref(cur) {
            if let Some(rv) = rec.value(&name) {
                return Ok(Init::var(rv.name.clone(), rv.ty.clone()));
            }
        }
        let rec_is_class = self.cur_ref(cur).is_some_and(|r| r.is_class) && cur != Cur::MultiClass;
        if rec_is_class || self.cur_mc.is_some() {
            let (tname, trec) = if let Some(mc) = &self.cur_mc {
                (
                    crate::parser::qualify(mc.rec.name_str(), &name, "::"),
                    &mc.rec,
                )
            } else {
                let r = self.cur_ref(cur).unwrap();
                (crate::parser::qualify(r.name_str(), &name, ":"), r)
            };
            if trec.is_template_arg(&tname) {
                let ty = trec.value(&tname).unwrap().ty.clone();
                return Ok(Init::var(tname, ty));
            } else if &*name == "NAME" {
                return Ok(Init::var(tname, RecTy::String));
            }
        }
        for scope in self.scopes.iter().rev() {
            if let Some(v) = scope.get(&name) {
                return Ok(v.clone());
            }
        }
        for lp in self.loops_iter_vars() {
            if *lp.0 == *name {
                return Ok(Init::var(lp.0, lp.1));
            }
        }
        if name_mode {
            return Ok(Init::string(name));
        }
        if let Some(g) = self.rk.global(&name) {
            return Ok(g);
        }
        if let Some(rec) = self.cur_ref(cur) {
            if !rec.is_class && self.cur_mc.is_none() {
                if let Init::Str { value, .. } = &*rec.name {
                    if *value == name {
                        let ty = self.rk.record_type(rec);
                        return Ok(Rc::new(Init::UnOp {
                            op: UnOp::Cast,
                            arg: Init::string(name),
                            ty,
                        }));
                    }
                }
            }
        }
        Err(self.error_at(loc, format!("Variable not defined: '{name}'")))
    }

    /// Parses `<type>` after an operator.
    fn parse_operator_type(&mut self) -> PResult<RecTy> {
        if !self.consume(Tok::Less) {
            return self.tok_error("expected type name for operator");
        }
        if self.lex.code() == Tok::Code {
            return self
                .tok_error("the 'code' type is not allowed in bang operators; use 'string'");
        }
        let t = self.parse_type()?;
        if !self.consume(Tok::Greater) {
            return self.tok_error("expected type name for operator");
        }
        Ok(t)
    }

    fn parse_operation(&mut self, cur: Cur, item_ty: Option<&RecTy>, b: Bang) -> PResult<InitRef> {
        match b {
            Bang::Head
            | Bang::Tail
            | Bang::Size
            | Bang::Empty
            | Bang::Cast
            | Bang::Not
            | Bang::GetDagOp
            | Bang::LogTwo
            | Bang::ToLower
            | Bang::ToUpper => self.parse_unop(cur, b),
            Bang::IsA => {
                self.lex.lex();
                let ty = self.parse_operator_type()?;
                if !self.consume(Tok::LParen) {
                    return self.tok_error("expected '(' after type of !isa");
                }
                let lhs = self.parse_value(cur, None)?;
                if !self.consume(Tok::RParen) {
                    return self.tok_error("expected ')' in !isa");
                }
                Ok(fold::fold_isa(ty, lhs, &mut self.rk))
            }
            Bang::Exists => {
                self.lex.lex();
                let ty = self.parse_operator_type()?;
                if !self.consume(Tok::LParen) {
                    return self.tok_error("expected '(' after type of !exists");
                }
                let eloc = self.lex.loc();
                let expr = self.parse_value(cur, None)?;
                if expr.ty(&self.rk) != Some(RecTy::String) {
                    let msg = "expected string type argument in !exists operator, please use !isa instead";
                    return Err(self.error_at(eloc, msg));
                }
                if !self.consume(Tok::RParen) {
                    return self.tok_error("expected ')' in !exists");
                }
                Ok(self.with_cur(cur, |rk, c| fold::fold_exists(ty, expr, rk, c, false)))
            }
            Bang::Cond => self.parse_cond(cur, item_ty),
            Bang::Foreach | Bang::Filter => self.parse_foreach_filter(cur, item_ty, b),
            Bang::Foldl => self.parse_foldl(cur),
            Bang::Dag | Bang::If | Bang::Subst => self.parse_ternop(cur, item_ty, b),
            Bang::Substr => self.parse_substr_find(cur, item_ty, true),
            Bang::Find => self.parse_substr_find(cur, item_ty, false),
            _ => self.parse_binop(cur, item_ty, b),
        }
    }

    fn parse_unop(&mut self, cur: Cur, b: Bang) -> PResult<InitRef> {
        self.lex.lex();
        let (op, mut ty) = match b {
            Bang::Cast => {
                let t = self.parse_operator_type()?;
                (UnOp::Cast, Some(t))
            }
            Bang::Not => (UnOp::Not, Some(RecTy::Int)),
            Bang::Head => (UnOp::Head, None),
            Bang::Tail => (UnOp::Tail, None),
            Bang::Size => (UnOp::Size, Some(RecTy::Int)),
            Bang::Empty => (UnOp::Empty, Some(RecTy::Int)),
            Bang::LogTwo => (UnOp::LogTwo, Some(RecTy::Int)),
            Bang::ToLower => (UnOp::ToLower, Some(RecTy::String)),
            Bang::ToUpper => (UnOp::ToUpper, Some(RecTy::String)),
            _ => {
                // !getdagop, with an optional <Type>.
                let t = if self.lex.code() == Tok::Less {
                    let t = self.parse_operator_type()?;
                    if !matches!(t, RecTy::Record(_)) {
                        return self.tok_error("type for !getdagop must be a record type");
                    }
                    t
                } else {
                    RecTy::Record(Rc::from(Vec::new()))
                };
                (UnOp::GetDagOp, Some(t))
            }
        };
        if !self.consume(Tok::LParen) {
            return self.tok_error("expected '(' after unary operator");
        }
        let lhs = self.parse_value(cur, None)?;
        let lty = lhs.ty(&self.rk);
        if matches!(op, UnOp::Empty | UnOp::Size) {
            match &lty {
                None => {
                    return self
                        .tok_error("expected string, list, or dag type argument in unary operator")
                }
                Some(RecTy::List(_) | RecTy::String | RecTy::Dag) => {}
                Some(_) => {
                    return self
                        .tok_error("expected string, list, or dag type argument in unary operator")
                }
            }
        }
        if matches!(op, UnOp::Head | UnOp::Tail) {
            let Some(RecTy::List(et)) = &lty else {
                return self.tok_error("expected list type argument in unary operator");
            };
            if let Init::List { elems, .. } = &*lhs {
                if elems.is_empty() {
                    return self.tok_error("empty list argument in unary operator");
                }
                let Some(it) = elems[0].ty(&self.rk) else {
                    return self.tok_error("untyped list element in unary operator");
                };
                ty = Some(if op == UnOp::Head { it } else { it.list_of() });
            } else {
                ty = Some(if op == UnOp::Head {
                    (**et).clone()
                } else {
                    RecTy::List(et.clone())
                });
            }
        }
        if !self.consume(Tok::RParen) {
            return self.tok_error("expected ')' in unary operator");
        }
        let ty = ty.unwrap();
        let v = self.with_cur(cur, |rk, c| fold::fold_unop(op, lhs, ty, rk, c, false));
        self.check_fatal()?;
        Ok(v)
    }

    fn parse_binop(&mut self, cur: Cur, item_ty: Option<&RecTy>, b: Bang) -> PResult<InitRef> {
        let op_loc = self.lex.loc();
        self.lex.lex();
        let op = match b {
            Bang::Con => BinOp::Concat,
            Bang::SetDagOp => BinOp::SetDagOp,
            Bang::Add => BinOp::Add,
            Bang::Sub => BinOp::Sub,
            Bang::Mul => BinOp::Mul,
            Bang::Div => BinOp::Div,
            Bang::And => BinOp::And,
            Bang::Or => BinOp::Or,
            Bang::Xor => BinOp::Xor,
            Bang::Sra => BinOp::Sra,
            Bang::Srl => BinOp::Srl,
            Bang::Shl => BinOp::Shl,
            Bang::Eq => BinOp::Eq,
            Bang::Ne => BinOp::Ne,
            Bang::Le => BinOp::Le,
            Bang::Lt => BinOp::Lt,
            Bang::Ge => BinOp::Ge,
            Bang::Gt => BinOp::Gt,
            Bang::ListConcat => BinOp::ListConcat,
            Bang::ListSplat => BinOp::ListSplat,
            Bang::ListRemove => BinOp::ListRemove,
            Bang::StrConcat => BinOp::StrConcat,
            Bang::Interleave => BinOp::Interleave,
            _ => unreachable!("not a binary operator"),
        };
        let (mut ty, mut arg_ty): (Option<RecTy>, Option<RecTy>) = match op {
            BinOp::Concat | BinOp::SetDagOp => (Some(RecTy::Dag), Some(RecTy::Dag)),
            BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Sra
            | BinOp::Srl
            | BinOp::Shl
            | BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div => (Some(RecTy::Int), Some(RecTy::Int)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                (Some(RecTy::Bit), None)
            }
            BinOp::ListConcat | BinOp::ListRemove => (None, item_ty.cloned()),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(RecTy::String), Some(RecTy::String)),
            BinOp::Interleave => (Some(RecTy::String), None),
        };
        if let (Some(t), Some(it)) = (&ty, item_ty) {
            if !t.convertible_to(it, &self.rk) {
                let msg = format!(
                    "expected value of type '{}', got '{}'",
                    it.to_string(&self.rk),
                    t.to_string(&self.rk)
                );
                return Err(self.error_at(op_loc, msg));
            }
        }
        if !self.consume(Tok::LParen) {
            return self.tok_error("expected '(' after binary operator");
        }
        let mut list: Vec<InitRef> = Vec::new();
        loop {
            let init_loc = self.lex.loc();
            let v = self.parse_value(cur, arg_ty.as_ref())?;
            let Some(lt) = v.ty(&self.rk) else {
                let msg = format!(
                    "expected value to be a typed value, got '{}'",
                    v.to_string(&self.rk)
                );
                return Err(self.error_at(op_loc, msg));
            };
            list.push(v);
            match arg_ty.clone() {
                None => {
                    arg_ty = Some(lt.clone());
                    let at = lt;
                    let rk = &self.rk;
                    match op {
                        BinOp::ListConcat | BinOp::ListRemove if !matches!(at, RecTy::List(_)) => {
                            let msg = format!(
                                "expected a list, got value of type '{}'",
                                at.to_string(rk)
                            );
                            return Err(self.error_at(init_loc, msg));
                        }
                        BinOp::ListSplat => {
                            if let (Some(it), 1) = (item_ty, list.len()) {
                                let RecTy::List(ie) = it else {
                                    let msg = format!(
                                        "expected output type to be a list, got type '{}'",
                                        it.to_string(rk)
                                    );
                                    return Err(self.error_at(op_loc, msg));
                                };
                                if !at.clone().list_of().convertible_to(it, rk) {
                                    let msg = format!(
                                        "expected first arg type to be '{}', got value of type '{}'",
                                        at.to_string(rk),
                                        ie.to_string(rk)
                                    );
                                    return Err(self.error_at(op_loc, msg));
                                }
                            }
                            if list.len() == 2 && at != RecTy::Int {
                                let msg = format!(
                                    "expected second parameter to be an int, got value of type '{}'",
                                    at.to_string(rk)
                                );
                                return Err(self.error_at(init_loc, msg));
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne
                            if !at.convertible_to(&RecTy::Int, rk)
                                && !at.convertible_to(&RecTy::String, rk)
                                && !at.convertible_to(&RecTy::Record(Rc::from(Vec::new())), rk) =>
                        {
                            let msg = format!(
                                    "expected bit, bits, int, string, or record; got value of type '{}'",
                                    at.to_string(rk)
                                );
                            return Err(self.error_at(init_loc, msg));
                        }
                        BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt
                            if !at.convertible_to(&RecTy::Int, rk)
                                && !at.convertible_to(&RecTy::String, rk) =>
                        {
                            let msg = format!(
                                "expected bit, bits, int, or string; got value of type '{}'",
                                at.to_string(rk)
                            );
                            return Err(self.error_at(init_loc, msg));
                        }
                        BinOp::Interleave => {
                            match list.len() {
                                1 if at != RecTy::String.list_of()
                                    && !at.convertible_to(&RecTy::Int.list_of(), rk) =>
                                {
                                    let msg = format!(
                                            "expected list of string, int, bits, or bit; got value of type '{}'",
                                            at.to_string(rk)
                                        );
                                    return Err(self.error_at(init_loc, msg));
                                }
                                2 if at != RecTy::String => {
                                    let msg = format!(
                                            "expected second argument to be a string, got value of type '{}'",
                                            at.to_string(rk)
                                        );
                                    return Err(self.error_at(init_loc, msg));
                                }
                                _ => {}
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(resolved) = resolve_types(&at, &lt, &self.rk) else {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            at.to_string(&self.rk),
                            lt.to_string(&self.rk)
                        );
                        return Err(self.error_at(init_loc, msg));
                    };
                    if !matches!(
                        op,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_ty = Some(resolved);
                    }
                }
            }
            if op == BinOp::SetDagOp {
                arg_ty = Some(RecTy::Record(Rc::from(Vec::new())));
            }
            if !self.consume(Tok::Comma) {
                break;
            }
        }
        if !self.consume(Tok::RParen) {
            return self.tok_error("expected ')' in operator");
        }
        if matches!(op, BinOp::ListConcat | BinOp::ListRemove) {
            ty = arg_ty.clone();
        }
        if op == BinOp::ListSplat {
            ty = Some(list[0].ty(&self.rk).unwrap().list_of());
        }
        let ty = ty.unwrap_or(RecTy::Dag);
        if matches!(
            op,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while list.len() > 2 {
                let rhs = list.pop().unwrap();
                let lhs = list.pop().unwrap();
                let t = ty.clone();
                let v = self.with_cur(cur, |rk, c| fold::fold_binop(op, lhs, rhs, t, rk, c));
                list.push(v);
            }
        }
        if list.len() == 2 {
            let rhs = list.pop().unwrap();
            let lhs = list.pop().unwrap();
            let v = self.with_cur(cur, |rk, c| fold::fold_binop(op, lhs, rhs, ty, rk, c));
            self.check_fatal()?;
            return Ok(v);
        }
        Err(self.error_at(op_loc, "expected two operands to operator"))
    }

    fn parse_ternop(&mut self, cur: Cur, item_ty: Option<&RecTy>, b: Bang) -> PResult<InitRef> {
        self.lex.lex();
        let (op, mut ty, item_ty) = match b {
            Bang::Dag => (TernOp::Dag, Some(RecTy::Dag), None),
            Bang::If => (TernOp::If, None, item_ty),
            _ => (TernOp::Subst, None, item_ty),
        };
        if !self.consume(Tok::LParen) {
            return self.tok_error("expected '(' after ternary operator");
        }
        let lhs = self.parse_value(cur, None)?;
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in ternary operator");
        }
        let mhs_loc = self.lex.loc();
        let mhs = self.parse_value(cur, item_ty)?;
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in ternary operator");
        }
        let rhs_loc = self.lex.loc();
        let rhs = self.parse_value(cur, item_ty)?;
        if !self.consume(Tok::RParen) {
            return self.tok_error("expected ')' in binary operator");
        }
        let rk = &self.rk;
        match op {
            TernOp::Dag => {
                let mt = mhs.ty(rk);
                if mt.is_none() && !mhs.is_unset() {
                    return Err(self.error_at(
                        mhs_loc,
                        "could not determine type of the child list in !dag",
                    ));
                }
                if let Some(t) = &mt {
                    if !matches!(t, RecTy::List(_)) {
                        let msg =
                            format!("expected list of children, got type '{}'", t.to_string(rk));
                        return Err(self.error_at(mhs_loc, msg));
                    }
                }
                let rt = rhs.ty(rk);
                if rt.is_none() && !rhs.is_unset() {
                    return Err(
                        self.error_at(rhs_loc, "could not determine type of the name list in !dag")
                    );
                }
                if let Some(t) = &rt {
                    if *t != RecTy::String.list_of() {
                        let msg = format!("expected list<string>, got type '{}'", t.to_string(rk));
                        return Err(self.error_at(rhs_loc, msg));
                    }
                }
                if mt.is_none() && rt.is_none() {
                    return Err(self.error_at(
                        mhs_loc,
                        "cannot have both unset children and unset names in !dag",
                    ));
                }
            }
            TernOp::If => {
                let mut mt = mhs.ty(rk);
                let mut rt = rhs.ty(rk);
                if mhs.is_unset() {
                    mt = rt.clone();
                }
                if rhs.is_unset() {
                    rt = mt.clone();
                }
                let (Some(m), Some(r)) = (mt, rt) else {
                    return self.tok_error("could not get type for !if");
                };
                match resolve_types(&m, &r, rk) {
                    Some(t) => ty = Some(t),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !if",
                            m.to_string(rk),
                            r.to_string(rk)
                        );
                        return self.tok_error(msg);
                    }
                }
            }
            _ => match rhs.ty(rk) {
                Some(t) => ty = Some(t),
                None => return self.tok_error("could not get type for !subst"),
            },
        }
        let ty = ty.unwrap();
        let v = self.with_cur(cur, |rk, c| fold::fold_ternop(op, lhs, mhs, rhs, ty, rk, c));
        self.check_fatal()?;
        Ok(v)
    }

    fn parse_substr_find(
        &mut self,
        cur: Cur,
        item_ty: Option<&RecTy>,
        substr: bool,
    ) -> PResult<InitRef> {
        let what = if substr { "!substr" } else { "!find" };
        let ty = if substr { RecTy::String } else { RecTy::Int };
        self.lex.lex();
        if !self.consume(Tok::LParen) {
            return self.tok_error(format!("expected '(' after {what} operator"));
        }
        let lhs = self.parse_value(cur, None)?;
        if !self.consume(Tok::Comma) {
            return self.tok_error(format!("expected ',' in {what} operator"));
        }
        let mhs_loc = self.lex.loc();
        let mhs = self.parse_value(cur, None)?;
        let mut rhs_loc = self.lex.loc();
        let rhs = if self.consume(Tok::Comma) {
            rhs_loc = self.lex.loc();
            self.parse_value(cur, None)?
        } else if substr {
            Init::int(i64::MAX)
        } else {
            Init::int(0)
        };
        if !self.consume(Tok::RParen) {
            return self.tok_error(format!("expected ')' in {what} operator"));
        }
        if let Some(it) = item_ty {
            if !ty.convertible_to(it, &self.rk) {
                let msg = format!(
                    "expected value of type '{}', got '{}'",
                    it.to_string(&self.rk),
                    ty.to_string(&self.rk)
                );
                return Err(self.error_at(rhs_loc, msg));
            }
        }
        let checks: [(&InitRef, RecTy, &str, crate::source::Loc); 3] = if substr {
            [
                (&lhs, RecTy::String, "the string", mhs_loc),
                (&mhs, RecTy::Int, "the start position", mhs_loc),
                (&rhs, RecTy::Int, "the length", rhs_loc),
            ]
        } else {
            [
                (&lhs, RecTy::String, "the source string", mhs_loc),
                (&mhs, RecTy::String, "the target string", mhs_loc),
                (&rhs, RecTy::Int, "the start position", rhs_loc),
            ]
        };
        for (v, want, desc, _) in checks {
            match v.ty(&self.rk) {
                None if !v.is_unset() => {
                    return self.tok_error(format!("could not determine type of {desc} in {what}"))
                }
                Some(t) if t != want => {
                    let msg = format!(
                        "expected {}, got type '{}'",
                        want.to_string(&self.rk),
                        t.to_string(&self.rk)
                    );
                    return self.tok_error(msg);
                }
                _ => {}
            }
        }
        let op = if substr { TernOp::Substr } else { TernOp::Find };
        Ok(self.with_cur(cur, |rk, c| fold::fold_ternop(op, lhs, mhs, rhs, ty, rk, c)))
    }

    fn parse_cond(&mut self, cur: Cur, item_ty: Option<&RecTy>) -> PResult<InitRef> {
        self.lex.lex();
        if !self.consume(Tok::LParen) {
            return self.tok_error("expected '(' after !cond operator");
        }
        let mut conds = Vec::new();
        let mut vals = Vec::new();
        loop {
            if self.consume(Tok::RParen) {
                break;
            }
            conds.push(self.parse_value(cur, None)?);
            if !self.consume(Tok::Colon) {
                return self.tok_error("expected ':'  following a condition in !cond operator");
            }
            vals.push(self.parse_value(cur, item_ty)?);
            if self.consume(Tok::RParen) {
                break;
            }
            if !self.consume(Tok::Comma) {
                return self.tok_error("expected ',' or ')' following a value in !cond operator");
            }
        }
        if conds.is_empty() {
            return self
                .tok_error("there should be at least 1 'condition : value' in the !cond operator");
        }
        let mut ty: Option<RecTy> = None;
        for v in &vals {
            if v.is_unset() {
                continue;
            }
            let vt = v.ty(&self.rk);
            ty = match (ty, vt) {
                (None, t) => t,
                (Some(t), Some(vt)) => match resolve_types(&t, &vt, &self.rk) {
                    Some(r) => Some(r),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            t.to_string(&self.rk),
                            vt.to_string(&self.rk)
                        );
                        return self.tok_error(msg);
                    }
                },
                (t, None) => t,
            };
        }
        let Some(ty) = ty else {
            return self.tok_error("could not determine type for !cond from its arguments");
        };
        let v = self.with_cur(cur, |rk, c| fold::fold_cond(conds, vals, ty, rk, c));
        self.check_fatal()?;
        Ok(v)
    }

    /// Pushes a temporary field (an iteration variable) on the current
    /// record, or on a scratch record when there is none.
    fn push_temp_var(&mut self, cur: Cur, name: Rc<str>, ty: RecTy) -> Cur {
        let rv = RecordVal {
            name,
            loc: self.lex.loc(),
            ty,
            value: Init::unset(),
            kind: FieldKind::Normal,
        };
        match cur {
            Cur::None => {
                let mut r = Record::new(Init::string(".parse"), self.lex.loc(), false, false);
                r.add_value(rv);
                self.recs.push(r);
                Cur::Top
            }
            c => {
                self.cur_mut(c).unwrap().add_value(rv);
                c
            }
        }
    }

    fn pop_temp_vars(&mut self, cur: Cur, pcur: Cur, names: &[Rc<str>]) {
        if cur == Cur::None {
            self.recs.pop();
        } else {
            let r = self.cur_mut(pcur).unwrap();
            for n in names {
                r.remove_value(n);
            }
        }
    }

    fn parse_foreach_filter(
        &mut self,
        cur: Cur,
        item_ty: Option<&RecTy>,
        b: Bang,
    ) -> PResult<InitRef> {
        let op_loc = self.lex.loc();
        let is_foreach = b == Bang::Foreach;
        self.lex.lex();
        if self.lex.code() != Tok::LParen {
            return self.tok_error("expected '(' after !foreach/!filter");
        }
        if self.lex.lex() != Tok::Id {
            return self.tok_error("first argument of !foreach/!filter must be an identifier");
        }
        let var: Rc<str> = self.lex.str_val().into();
        self.lex.lex();
        if self.cur_ref(cur).is_some_and(|r| r.value(&var).is_some()) {
            return self.tok_error(format!("iteration variable '\"{var}\"' is already defined"));
        }
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in !foreach/!filter");
        }
        let mhs = self.parse_value(cur, None)?;
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in !foreach/!filter");
        }
        let Some(mt) = mhs.ty(&self.rk) else {
            return self.tok_error("could not determine type of the list/dag in !foreach/!filter");
        };
        let mut expr_ty = None;
        let in_elt;
        let mut is_dag = false;
        match &mt {
            RecTy::List(e) => {
                in_elt = (**e).clone();
                if let Some(it) = item_ty {
                    match it {
                        RecTy::List(oe) => {
                            expr_ty = Some(if is_foreach {
                                (**oe).clone()
                            } else {
                                RecTy::Int
                            });
                        }
                        _ => {
                            let msg = format!(
                                "expected value of type '{}', but got list type",
                                it.to_string(&self.rk)
                            );
                            return Err(self.error_at(op_loc, msg));
                        }
                    }
                }
            }
            RecTy::Dag => {
                if !is_foreach {
                    return self.tok_error("!filter must have a list argument");
                }
                in_elt = RecTy::Dag;
                if let Some(it) = item_ty {
                    if *it != RecTy::Dag {
                        let msg = format!(
                            "expected value of type '{}', but got dag type",
                            it.to_string(&self.rk)
                        );
                        return Err(self.error_at(op_loc, msg));
                    }
                }
                is_dag = true;
            }
            _ => {
                return if is_foreach {
                    self.tok_error("!foreach must have a list or dag argument")
                } else {
                    self.tok_error("!filter must have a list argument")
                }
            }
        }
        let pcur = self.push_temp_var(cur, var.clone(), in_elt.clone());
        let rhs = self.parse_value(pcur, expr_ty.as_ref());
        self.pop_temp_vars(cur, pcur, std::slice::from_ref(&var));
        let rhs = rhs?;
        if !self.consume(Tok::RParen) {
            return self.tok_error("expected ')' in !foreach/!filter");
        }
        let out_ty = if is_foreach && !is_dag {
            match rhs.ty(&self.rk) {
                Some(t) => t.list_of(),
                None => return self.tok_error("could not get type of !foreach result expression"),
            }
        } else if !is_foreach {
            in_elt.list_of()
        } else {
            in_elt
        };
        let op = if is_foreach {
            TernOp::Foreach
        } else {
            TernOp::Filter
        };
        let v = self.with_cur(cur, |rk, c| {
            fold::fold_ternop(op, Init::string(var), mhs, rhs, out_ty, rk, c)
        });
        self.check_fatal()?;
        Ok(v)
    }

    fn parse_foldl(&mut self, cur: Cur) -> PResult<InitRef> {
        self.lex.lex();
        if !self.consume(Tok::LParen) {
            return self.tok_error("expected '(' after !foldl");
        }
        let start = self.parse_value(cur, None)?;
        let Some(start_ty) = start.ty(&self.rk) else {
            let msg = format!(
                "could not get type of !foldl start: '{}'",
                start.to_string(&self.rk)
            );
            return self.tok_error(msg);
        };
        if !self.consume(Tok::Comma) {
            return self.tok_error("expected ',' in !foldl");
        }
        let list = self.parse_value(cur, None)?;
        let Some(lt) = list.ty(&self.rk) else {
            let msg = format!(
                "could not get type of !foldl list: '{}'",
                list.to_string(&self.rk)
            );
            return self.tok_error(msg);
        };
        let RecTy::List(et) = lt else {
            let msg = format!(
                "!foldl list must be a list, but is of type '{}'",
                lt.to_string(&self.rk)
            );
            return self.tok_error(msg);
        };
        if self.lex.code() != Tok::Comma {
            return self.tok_error("expected ',' in !foldl");
        }
        if self.lex.lex() != Tok::Id {
            return self.tok_error("third argument of !foldl must be an identifier");
        }
        let a: Rc<str> = self.lex.str_val().into();
        if self.cur_ref(cur).is_some_and(|r| r.value(&a).is_some()) {
            return self.tok_error(format!("left !foldl variable '\"{a}\"' already defined"));
        }
        if self.lex.lex() != Tok::Comma {
            return self.tok_error("expected ',' in !foldl");
        }
        if self.lex.lex() != Tok::Id {
            return self.tok_error("fourth argument of !foldl must be an identifier");
        }
        let bname: Rc<str> = self.lex.str_val().into();
        if self.cur_ref(cur).is_some_and(|r| r.value(&bname).is_some()) {
            return self.tok_error(format!(
                "right !foldl variable '\"{bname}\"' already defined"
            ));
        }
        if self.lex.lex() != Tok::Comma {
            return self.tok_error("expected ',' in !foldl");
        }
        self.lex.lex();
        let pcur = self.push_temp_var(cur, a.clone(), start_ty.clone());
        let bloc = self.lex.loc();
        self.cur_mut(pcur).unwrap().add_value(RecordVal {
            name: bname.clone(),
            loc: bloc,
            ty: (*et).clone(),
            value: Init::unset(),
            kind: FieldKind::Normal,
        });
        let expr = self.parse_value(pcur, None);
        self.pop_temp_vars(cur, pcur, &[a.clone(), bname.clone()]);
        let expr = expr?;
        let Some(ety) = expr.ty(&self.rk) else {
            return self.tok_error("could not get type of !foldl expression");
        };
        if ety != start_ty {
            let msg = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                start_ty.to_string(&self.rk),
                ety.to_string(&self.rk)
            );
            return self.tok_error(msg);
        }
        if !self.consume(Tok::RParen) {
            return self.tok_error("expected ')' in fold operator");
        }
        let f = Foldl {
            start,
            list,
            a,
            b: bname,
            expr,
            ty: start_ty,
        };
        let v = self.with_cur(cur, |rk, c| fold::fold_foldl(f, rk, c));
        self.check_fatal()?;
        Ok(v)
    }

    // ---- Types and ranges --------------------------------------------

    /// `Type`
    pub(crate) fn parse_type(&mut self) -> PResult<RecTy> {
        match self.lex.code() {
            Tok::String | Tok::Code => {
                self.lex.lex();
                Ok(RecTy::String)
            }
            Tok::Bit => {
                self.lex.lex();
                Ok(RecTy::Bit)
            }
            Tok::Int => {
                self.lex.lex();
                Ok(RecTy::Int)
            }
            Tok::Dag => {
                self.lex.lex();
                Ok(RecTy::Dag)
            }
            Tok::Id => {
                let name = self.lex.str_val().to_string();
                match self.rk.class(&name) {
                    Some(c) => {
                        self.lex.lex();
                        Ok(RecTy::Record(Rc::from(vec![c])))
                    }
                    None => self.tok_error(format!("Couldn't find class '{name}'")),
                }
            }
            Tok::Bits => {
                if self.lex.lex() != Tok::Less {
                    return self.tok_error("expected '<' after bits type");
                }
                if self.lex.lex() != Tok::IntVal {
                    return self.tok_error("expected integer in bits<n> type");
                }
                let n = self.lex.int_val();
                if !(0..=MAX_EXPANSION).contains(&n) {
                    return self.tok_error(format!(
                        "bits<n> width must be between 0 and {MAX_EXPANSION}"
                    ));
                }
                if self.lex.lex() != Tok::Greater {
                    return self.tok_error("expected '>' at end of bits<n> type");
                }
                self.lex.lex();
                Ok(RecTy::Bits(n as u32))
            }
            Tok::List => {
                if self.lex.lex() != Tok::Less {
                    return self.tok_error("expected '<' after list type");
                }
                self.lex.lex();
                let sub = self.parse_type()?;
                if !self.consume(Tok::Greater) {
                    return self.tok_error("expected '>' at end of list<ty> type");
                }
                Ok(sub.list_of())
            }
            _ => self.tok_error("Unknown token when expecting a type"),
        }
    }

    /// `RangePiece`: `5`, `1-4`, `1...4`; `first` is an already parsed start.
    pub(crate) fn parse_range_piece(&mut self, first: Option<InitRef>) -> PResult<Vec<u32>> {
        let cur_val = match first {
            Some(v) => v,
            None => self.parse_value(Cur::None, None)?,
        };
        let Some(start) = cur_val.as_int() else {
            return self.tok_error("expected integer or bitrange");
        };
        if start < 0 {
            return self.tok_error("invalid range, cannot be negative");
        }
        let end = match self.lex.code() {
            Tok::Minus | Tok::DotDotDot => {
                self.lex.lex();
                let e = self.parse_value(Cur::None, None)?;
                match e.as_int() {
                    Some(v) => v,
                    None => return self.tok_error("expected integer value as end of range"),
                }
            }
            Tok::IntVal => {
                let v = self.lex.int_val().wrapping_neg();
                self.lex.lex();
                v
            }
            _ => return Ok(vec![start as u32]),
        };
        if end < 0 {
            return self.tok_error("invalid range, cannot be negative");
        }
        if start > u32::MAX as i64 || end > u32::MAX as i64 || (start - end).abs() >= MAX_EXPANSION
        {
            return self.tok_error(format!(
                "range {start}-{end} is too large (at most {MAX_EXPANSION} elements)"
            ));
        }
        let mut out = Vec::new();
        if start < end {
            out.extend((start..=end).map(|x| x as u32));
        } else {
            out.extend((end..=start).rev().map(|x| x as u32));
        }
        Ok(out)
    }

    /// `RangeList ::= RangePiece (',' RangePiece)*`
    pub(crate) fn parse_range_list(&mut self) -> PResult<Vec<u32>> {
        let mut out = self.parse_range_piece(None)?;
        while self.consume(Tok::Comma) {
            out.extend(self.parse_range_piece(None)?);
        }
        Ok(out)
    }

    /// `{ RangeList }`, if present.
    pub(crate) fn parse_optional_bit_list(&mut self) -> PResult<Vec<u32>> {
        if self.lex.code() != Tok::LBrace {
            return Ok(Vec::new());
        }
        let loc = self.lex.loc();
        self.lex.lex();
        let r = self.parse_range_list()?;
        if !self.consume(Tok::RBrace) {
            let _ = self.tok_error::<()>("expected '}' at end of bit list");
            return Err(self.error_at(loc, "to match this '{'"));
        }
        Ok(r)
    }

    /// `< RangeList >`, if present.
    pub(crate) fn parse_optional_range_list(&mut self) -> PResult<Vec<u32>> {
        if self.lex.code() != Tok::Less {
            return Ok(Vec::new());
        }
        let loc = self.lex.loc();
        self.lex.lex();
        let r = self.parse_range_list()?;
        if !self.consume(Tok::Greater) {
            let _ = self.tok_error::<()>("expected '>' at end of range list");
            return Err(self.error_at(loc, "to match this '<'"));
        }
        Ok(r)
    }
}
