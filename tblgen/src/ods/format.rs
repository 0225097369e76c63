//! The declarative assembly format (`assemblyFormat`) of an op: lexer,
//! parser into [`FormatElement`]s, and the checks MLIR's `OpFormatGen`
//! makes (every operand, region and successor bound once, every type
//! resolvable, optional groups well formed), with MLIR's messages.
//!
//! Errors carry the position inside the format string (1-based line and
//! column) as well as the op; backends report them at the op's `.td`
//! location.

use super::{Operator, TraitKind};
use crate::record::RecordKeeper;
use std::collections::{HashMap, HashSet};

/// A variable of the format: what `$name` refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarRef {
    /// The n-th attribute.
    Attribute(usize),
    /// The n-th operand.
    Operand(usize),
    /// The n-th result.
    Result(usize),
    /// The n-th region.
    Region(usize),
    /// The n-th successor.
    Successor(usize),
}

/// One element of an assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatElement {
    /// `` `keyword` `` or punctuation.
    Literal(String),
    /// `` ` ` ``, `` `` ``  or `` `\n` ``.
    Whitespace(String),
    /// A `"string"` argument of a custom directive.
    String(String),
    /// `$name`.
    Variable(VarRef),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `operands`
    Operands,
    /// `results`
    Results,
    /// `regions`
    Regions,
    /// `successors`
    Successors,
    /// `type(x)`
    Type(Box<FormatElement>),
    /// `functional-type(inputs, results)`
    FunctionalType(Box<FormatElement>, Box<FormatElement>),
    /// `qualified(x)`
    Qualified(Box<FormatElement>),
    /// `ref(x)`
    Ref(Box<FormatElement>),
    /// `custom<Name>(args)`
    Custom {
        /// The name of the user functions.
        name: String,
        /// The arguments.
        args: Vec<FormatElement>,
    },
    /// `(then^ …)(: (else …))?`
    Optional {
        /// The elements printed when the anchor is present.
        then_elements: Vec<FormatElement>,
        /// The elements printed otherwise.
        else_elements: Vec<FormatElement>,
        /// The index of the anchor in `then_elements`, or in `else_elements`
        /// when `inverted`.
        anchor: usize,
        /// The anchor is in the else group.
        inverted: bool,
    },
    /// `oilist(`kw` elems | …)`
    OIList {
        /// Each clause: its leading literal and its elements.
        clauses: Vec<(String, Vec<FormatElement>)>,
    },
}

/// An error in an assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// MLIR's message.
    pub message: String,
    /// 1-based line within the format string.
    pub line: usize,
    /// 1-based column within the format string.
    pub column: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    Caret,
    Colon,
    Comma,
    Equal,
    Less,
    Greater,
    Question,
    LParen,
    RParen,
    Star,
    Pipe,
    Literal,
    Variable,
    Str,
    Ident,
    Keyword(Kw),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kw {
    AttrDict,
    AttrDictWithKeyword,
    Custom,
    FunctionalType,
    OIList,
    Operands,
    Params,
    Qualified,
    Ref,
    Regions,
    Results,
    Struct,
    Successors,
    Type,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    TypeDirective,
    Ref,
}

/// Parses and checks the assembly format `text` of `op`.
pub fn parse_format(
    rk: &RecordKeeper,
    op: &Operator,
    text: &str,
) -> Result<Vec<FormatElement>, FormatError> {
    let mut p = Parser {
        rk,
        op,
        src: text.as_bytes(),
        pos: 0,
        tok: Tok::Eof,
        start: 0,
        end: 0,
        has_attr_dict: false,
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
        seen_attrs: Vec::new(),
        seen_operands: HashSet::new(),
        seen_operand_types: HashSet::new(),
        seen_result_types: HashSet::new(),
        seen_regions: HashSet::new(),
        seen_successors: HashSet::new(),
    };
    p.lex()?;
    let loc = p.start;
    let mut elements = Vec::new();
    while p.tok != Tok::Eof {
        elements.push(p.parse_element(Ctx::TopLevel)?);
    }
    p.verify(loc, &elements)?;
    Ok(elements)
}

struct Parser<'a> {
    rk: &'a RecordKeeper,
    op: &'a Operator,
    src: &'a [u8],
    pos: usize,
    tok: Tok,
    start: usize,
    end: usize,
    has_attr_dict: bool,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    seen_attrs: Vec<usize>,
    seen_operands: HashSet<usize>,
    seen_operand_types: HashSet<usize>,
    seen_result_types: HashSet<usize>,
    seen_regions: HashSet<usize>,
    seen_successors: HashSet<usize>,
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Parser<'_> {
    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        let before = &self.src[..at.min(self.src.len())];
        let line = before.iter().filter(|c| **c == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|c| *c == b'\n')
            .map_or(0, |p| p + 1);
        FormatError {
            message: message.into(),
            line,
            column: at - line_start + 1,
        }
    }

    fn text(&self) -> &str {
        std::str::from_utf8(&self.src[self.start..self.end]).unwrap_or("")
    }

    fn lex(&mut self) -> Result<(), FormatError> {
        let s = self.src;
        while self.pos < s.len() && matches!(s[self.pos], b' ' | b'\t' | b'\n' | b'\r' | 0) {
            self.pos += 1;
        }
        self.start = self.pos;
        let Some(&c) = s.get(self.pos) else {
            self.tok = Tok::Eof;
            self.end = self.pos;
            return Ok(());
        };
        self.pos += 1;
        self.tok = match c {
            b'^' => Tok::Caret,
            b':' => Tok::Colon,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'?' => Tok::Question,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'*' => Tok::Star,
            b'|' => Tok::Pipe,
            b'`' => {
                while self.pos < s.len() && s[self.pos] != b'`' {
                    self.pos += 1;
                }
                if self.pos >= s.len() {
                    return Err(self.err(self.pos, "unexpected end of file in literal"));
                }
                self.pos += 1;
                Tok::Literal
            }
            b'$' => {
                if !s
                    .get(self.pos)
                    .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
                {
                    return Err(self.err(self.pos - 1, "expected variable name"));
                }
                while self.pos < s.len() && is_ident(s[self.pos]) {
                    self.pos += 1;
                }
                Tok::Variable
            }
            b'"' => {
                let mut escape = false;
                loop {
                    let Some(&c) = s.get(self.pos) else {
                        return Err(self.err(self.pos, "unexpected end of file in string"));
                    };
                    self.pos += 1;
                    if !escape && c == b'"' {
                        break;
                    }
                    escape = c == b'\\';
                }
                Tok::Str
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while self.pos < s.len() && (is_ident(s[self.pos]) || s[self.pos] == b'-') {
                    self.pos += 1;
                }
                match &s[self.start..self.pos] {
                    b"attr-dict" => Tok::Keyword(Kw::AttrDict),
                    b"attr-dict-with-keyword" => Tok::Keyword(Kw::AttrDictWithKeyword),
                    b"custom" => Tok::Keyword(Kw::Custom),
                    b"functional-type" => Tok::Keyword(Kw::FunctionalType),
                    b"oilist" => Tok::Keyword(Kw::OIList),
                    b"operands" => Tok::Keyword(Kw::Operands),
                    b"params" => Tok::Keyword(Kw::Params),
                    b"ref" => Tok::Keyword(Kw::Ref),
                    b"regions" => Tok::Keyword(Kw::Regions),
                    b"results" => Tok::Keyword(Kw::Results),
                    b"struct" => Tok::Keyword(Kw::Struct),
                    b"successors" => Tok::Keyword(Kw::Successors),
                    b"type" => Tok::Keyword(Kw::Type),
                    b"qualified" => Tok::Keyword(Kw::Qualified),
                    _ => Tok::Ident,
                }
            }
            _ => return Err(self.err(self.start, "unexpected character")),
        };
        self.end = self.pos;
        Ok(())
    }

    fn expect(&mut self, t: Tok, msg: &str) -> Result<(), FormatError> {
        if self.tok != t {
            return Err(self.err(self.start, msg));
        }
        self.lex()
    }

    fn parse_element(&mut self, ctx: Ctx) -> Result<FormatElement, FormatError> {
        match self.tok {
            Tok::Literal => self.parse_literal(ctx),
            Tok::Str => {
                let at = self.start;
                let raw = self.text().to_string();
                self.lex()?;
                if ctx != Ctx::Custom {
                    return Err(self.err(
                        at,
                        "strings may only be used as 'custom' directive arguments",
                    ));
                }
                let inner = &raw[1..raw.len() - 1];
                Ok(FormatElement::String(inner.replace('\\', "")))
            }
            Tok::Variable => {
                let at = self.start;
                let name = self.text()[1..].to_string();
                self.lex()?;
                self.parse_variable(at, &name, ctx)
            }
            Tok::Keyword(k) => {
                let at = self.start;
                self.lex()?;
                self.parse_directive(at, k, ctx)
            }
            Tok::LParen => self.parse_optional_group(ctx),
            _ => Err(self.err(
                self.start,
                "expected literal, variable, directive, or optional group",
            )),
        }
    }

    fn parse_literal(&mut self, ctx: Ctx) -> Result<FormatElement, FormatError> {
        let at = self.start;
        let raw = self.text().to_string();
        self.lex()?;
        if ctx != Ctx::TopLevel {
            return Err(self.err(
                at,
                "literals may only be used in the top-level section of the format",
            ));
        }
        if raw.len() < 2 || !raw.starts_with('`') || !raw.ends_with('`') {
            return Err(self.err(at, format!("expected literal, but got '{raw}'")));
        }
        let value = &raw[1..raw.len() - 1];
        if value.is_empty() || value == " " || value == "\\n" {
            return Ok(FormatElement::Whitespace(value.to_string()));
        }
        if let Err(why) = valid_literal(value) {
            return Err(self.err(
                at,
                format!("expected valid literal but got '{value}': {why}"),
            ));
        }
        Ok(FormatElement::Literal(value.to_string()))
    }

    fn find_var(&self, name: &str) -> Option<VarRef> {
        let op = self.op;
        if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
            return Some(VarRef::Attribute(i));
        }
        if let Some(i) = op.operands.iter().position(|a| a.name == name) {
            return Some(VarRef::Operand(i));
        }
        if let Some(i) = op.regions.iter().position(|a| a.name == name) {
            return Some(VarRef::Region(i));
        }
        if let Some(i) = op.results.iter().position(|a| a.name == name) {
            return Some(VarRef::Result(i));
        }
        if let Some(i) = op.successors.iter().position(|a| a.name == name) {
            return Some(VarRef::Successor(i));
        }
        None
    }

    fn parse_variable(
        &mut self,
        at: usize,
        name: &str,
        ctx: Ctx,
    ) -> Result<FormatElement, FormatError> {
        let Some(v) = self.find_var(name) else {
            return Err(self.err(
                at,
                "expected variable to refer to an argument, region, result, or successor",
            ));
        };
        let bind = |seen: &mut HashSet<usize>,
                    i: usize,
                    all: bool,
                    what: &str,
                    p: &Self|
         -> Result<(), FormatError> {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if all || !seen.insert(i) {
                        return Err(p.err(at, format!("{what} '{name}' is already bound")));
                    }
                }
                Ctx::Ref => {
                    if !seen.contains(&i) {
                        return Err(p.err(
                            at,
                            format!("{what} '{name}' must be bound before it is referenced"),
                        ));
                    }
                }
                Ctx::TypeDirective => {}
            }
            Ok(())
        };
        match v {
            VarRef::Attribute(i) => {
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(
                        at,
                        "attributes cannot be used as children to a `type` directive",
                    ));
                }
                if ctx == Ctx::Ref {
                    if !self.seen_attrs.contains(&i) {
                        return Err(self.err(
                            at,
                            format!("attribute '{name}' must be bound before it is referenced"),
                        ));
                    }
                } else if self.seen_attrs.contains(&i) {
                    return Err(self.err(at, format!("attribute '{name}' is already bound")));
                } else {
                    self.seen_attrs.push(i);
                }
            }
            VarRef::Operand(i) => {
                let mut seen = std::mem::take(&mut self.seen_operands);
                let r = bind(&mut seen, i, self.all_operands, "operand", self);
                self.seen_operands = seen;
                r?;
            }
            VarRef::Region(i) => {
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(at, "regions can only be used at the top level"));
                }
                let mut seen = std::mem::take(&mut self.seen_regions);
                let r = bind(&mut seen, i, self.all_regions, "region", self);
                self.seen_regions = seen;
                r?;
            }
            VarRef::Result(_) => {
                if ctx != Ctx::TypeDirective {
                    return Err(self.err(
                        at,
                        "result variables can can only be used as a child to a 'type' directive",
                    ));
                }
            }
            VarRef::Successor(i) => {
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(at, "successors can only be used at the top level"));
                }
                let mut seen = std::mem::take(&mut self.seen_successors);
                let r = bind(&mut seen, i, self.all_successors, "successor", self);
                self.seen_successors = seen;
                r?;
            }
        }
        Ok(FormatElement::Variable(v))
    }

    fn parse_directive(
        &mut self,
        at: usize,
        k: Kw,
        ctx: Ctx,
    ) -> Result<FormatElement, FormatError> {
        match k {
            Kw::AttrDict | Kw::AttrDictWithKeyword => {
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(
                        at,
                        "'attr-dict' directive can only be used as a top-level directive",
                    ));
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return Err(self.err(
                            at,
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        ));
                    }
                } else {
                    if self.has_attr_dict {
                        return Err(self.err(at, "'attr-dict' directive has already been seen"));
                    }
                    self.has_attr_dict = true;
                }
                Ok(FormatElement::AttrDict {
                    with_keyword: k == Kw::AttrDictWithKeyword,
                })
            }
            Kw::Custom => self.parse_custom(at, ctx),
            Kw::FunctionalType => {
                if ctx != Ctx::TopLevel {
                    return Err(self.err(
                        at,
                        "'functional-type' is only valid as a top-level directive",
                    ));
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let inputs = self.parse_type_operand(at, false)?;
                self.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.parse_type_operand(at, false)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(FormatElement::FunctionalType(
                    Box::new(inputs),
                    Box::new(results),
                ))
            }
            Kw::Operands => {
                if ctx == Ctx::Ref {
                    if !self.all_operands {
                        return Err(self.err(
                            at,
                            "'ref' of 'operands' is not bound by a prior 'operands' directive",
                        ));
                    }
                } else if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                    if self.all_operands || !self.seen_operands.is_empty() {
                        return Err(self.err(at, "'operands' directive creates overlap in format"));
                    }
                    self.all_operands = true;
                }
                Ok(FormatElement::Operands)
            }
            Kw::Qualified => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let e = self.parse_element(ctx)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                match e {
                    FormatElement::Variable(VarRef::Attribute(_)) | FormatElement::Type(_) => {
                        Ok(FormatElement::Qualified(Box::new(e)))
                    }
                    _ => Err(self.err(
                        at,
                        "'qualified' directive expects an attribute or a `type` directive",
                    )),
                }
            }
            Kw::Regions | Kw::Successors => {
                let (what, all) = if k == Kw::Regions {
                    ("regions", self.all_regions || !self.seen_regions.is_empty())
                } else {
                    (
                        "successors",
                        self.all_successors || !self.seen_successors.is_empty(),
                    )
                };
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(
                        at,
                        format!("'{what}' is only valid as a top-level directive"),
                    ));
                }
                if ctx == Ctx::Ref {
                    let bound = if k == Kw::Regions {
                        self.all_regions
                    } else {
                        self.all_successors
                    };
                    if !bound {
                        return Err(self.err(
                            at,
                            format!("'ref' of '{what}' is not bound by a prior '{what}' directive"),
                        ));
                    }
                } else {
                    if all {
                        return Err(
                            self.err(at, format!("'{what}' directive creates overlap in format"))
                        );
                    }
                    if k == Kw::Regions {
                        self.all_regions = true;
                    } else {
                        self.all_successors = true;
                    }
                }
                Ok(if k == Kw::Regions {
                    FormatElement::Regions
                } else {
                    FormatElement::Successors
                })
            }
            Kw::Results => {
                if ctx != Ctx::TypeDirective {
                    return Err(self.err(
                        at,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    ));
                }
                Ok(FormatElement::Results)
            }
            Kw::Ref => {
                if ctx != Ctx::Custom {
                    return Err(self.err(at, "'ref' is only valid within a `custom` directive"));
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let e = self.parse_element(Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(FormatElement::Ref(Box::new(e)))
            }
            Kw::Type => {
                if ctx == Ctx::TypeDirective {
                    return Err(self.err(at, "'type' cannot be used as a child of another `type`"));
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let e = self.parse_type_operand(at, ctx == Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(FormatElement::Type(Box::new(e)))
            }
            Kw::OIList => self.parse_oilist(at, ctx),
            Kw::Params | Kw::Struct => Err(self.err(at, "unsupported directive kind")),
        }
    }

    fn parse_type_operand(
        &mut self,
        at: usize,
        is_ref: bool,
    ) -> Result<FormatElement, FormatError> {
        let e = self.parse_element(Ctx::TypeDirective)?;
        let bound_msg = |name: &str| format!("'type' of '{name}' is already bound");
        let ref_msg = |name: &str| {
            format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive")
        };
        match &e {
            FormatElement::Literal(_) => {
                return Err(self.err(
                    at,
                    "'type' directive operand expects variable or directive operand",
                ))
            }
            FormatElement::Variable(VarRef::Operand(i)) => {
                let name = self.op.operands[*i].name.clone();
                let seen = self.all_operand_types || self.seen_operand_types.contains(i);
                if !is_ref && seen {
                    return Err(self.err(at, bound_msg(&name)));
                }
                if is_ref && !seen {
                    return Err(self.err(at, ref_msg(&name)));
                }
                self.seen_operand_types.insert(*i);
            }
            FormatElement::Variable(VarRef::Result(i)) => {
                let name = self.op.results[*i].name.clone();
                let seen = self.all_result_types || self.seen_result_types.contains(i);
                if !is_ref && seen {
                    return Err(self.err(at, bound_msg(&name)));
                }
                if is_ref && !seen {
                    return Err(self.err(at, ref_msg(&name)));
                }
                self.seen_result_types.insert(*i);
            }
            FormatElement::Operands => {
                if !is_ref && (self.all_operand_types || !self.seen_operand_types.is_empty()) {
                    return Err(self.err(at, "'operands' 'type' is already bound"));
                }
                if is_ref && !self.all_operand_types {
                    return Err(self.err(
                        at,
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                    ));
                }
                self.all_operand_types = true;
            }
            FormatElement::Results => {
                if !is_ref && (self.all_result_types || !self.seen_result_types.is_empty()) {
                    return Err(self.err(at, "'results' 'type' is already bound"));
                }
                if is_ref && !self.all_result_types {
                    return Err(self.err(
                        at,
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                    ));
                }
                self.all_result_types = true;
            }
            _ => return Err(self.err(at, "invalid argument to 'type' directive")),
        }
        Ok(e)
    }

    fn parse_custom(&mut self, at: usize, ctx: Ctx) -> Result<FormatElement, FormatError> {
        if ctx != Ctx::TopLevel {
            return Err(self.err(at, "'custom' is only valid as a top-level directive"));
        }
        self.expect(Tok::Less, "expected '<' before custom directive name")?;
        if self.tok != Tok::Ident {
            return Err(self.err(self.start, "expected custom directive name identifier"));
        }
        let name = self.text().to_string();
        self.lex()?;
        self.expect(Tok::Greater, "expected '>' after custom directive name")?;
        self.expect(
            Tok::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_element(Ctx::Custom)?);
            if self.tok != Tok::Comma {
                break;
            }
            self.lex()?;
        }
        self.expect(
            Tok::RParen,
            "expected ')' after custom directive parameters",
        )?;
        for a in &args {
            let ok = matches!(
                a,
                FormatElement::String(_)
                    | FormatElement::Ref(_)
                    | FormatElement::Type(_)
                    | FormatElement::AttrDict { .. }
                    | FormatElement::Variable(
                        VarRef::Attribute(_)
                            | VarRef::Operand(_)
                            | VarRef::Region(_)
                            | VarRef::Successor(_)
                    )
            );
            if !ok {
                return Err(self.err(
                    at,
                    "only variables and types may be used as parameters to a custom directive",
                ));
            }
            if let FormatElement::Type(t) = a {
                if !matches!(
                    **t,
                    FormatElement::Variable(VarRef::Operand(_) | VarRef::Result(_))
                ) {
                    return Err(self.err(
                        at,
                        "type directives within a custom directive may only refer to variables",
                    ));
                }
            }
        }
        Ok(FormatElement::Custom { name, args })
    }

    fn parse_oilist(&mut self, at: usize, ctx: Ctx) -> Result<FormatElement, FormatError> {
        self.expect(Tok::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let lit = match self.parse_literal(ctx)? {
                FormatElement::Literal(l) => l,
                FormatElement::Whitespace(w) => w,
                _ => String::new(),
            };
            let mut elems = Vec::new();
            while self.tok != Tok::Pipe && self.tok != Tok::RParen {
                if self.tok == Tok::Eof {
                    return Err(self.err(
                        self.start,
                        "expected literal, variable, directive, or optional group",
                    ));
                }
                let e = self.parse_element(ctx)?;
                self.verify_oilist_element(at, &e)?;
                elems.push(e);
            }
            clauses.push((lit, elems));
            let t = self.tok;
            self.lex()?;
            if t == Tok::RParen {
                break;
            }
        }
        Ok(FormatElement::OIList { clauses })
    }

    fn verify_oilist_element(&self, at: usize, e: &FormatElement) -> Result<(), FormatError> {
        let mut vars = Vec::new();
        collect_vars(e, &mut vars);
        for v in vars {
            match v {
                VarRef::Attribute(i) => {
                    let a = &self.op.attributes[i].attr;
                    if !a.is_optional && a.default_value.is_empty() {
                        return Err(self.err(
                            at,
                            "only optional attributes can be used in an oilist parsing group",
                        ));
                    }
                }
                VarRef::Operand(i) if !self.op.operands[i].constraint.is_variable_length() => {
                    return Err(self.err(
                        at,
                        "only variable length operands can be used within an oilist parsing group",
                    ))
                }
                VarRef::Result(i) if !self.op.results[i].constraint.is_variable_length() => {
                    return Err(self.err(
                        at,
                        "only variable length results can be used within an oilist parsing group",
                    ))
                }
                VarRef::Successor(_) => {
                    return Err(self.err(
                        at,
                        "only literals, types, and variables can be used within an oilist group",
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn parse_optional_group(&mut self, ctx: Ctx) -> Result<FormatElement, FormatError> {
        let at = self.start;
        self.lex()?;
        if ctx != Ctx::TopLevel {
            return Err(self.err(at, "optional groups can only be used as top-level elements"));
        }
        let mut anchor: Option<(bool, usize)> = None; // (in else group, index)
        let mut then_elements = Vec::new();
        self.parse_group_children(&mut then_elements, &mut anchor, false)?;
        self.lex()?; // ')'
        let mut else_elements = Vec::new();
        if self.tok == Tok::Colon {
            self.lex()?;
            self.expect(
                Tok::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            self.parse_group_children(&mut else_elements, &mut anchor, true)?;
            self.lex()?;
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        let Some((inverted, anchor_idx)) = anchor else {
            return Err(self.err(at, "optional group has no anchor element"));
        };
        for (i, e) in then_elements.iter().enumerate() {
            self.verify_optional_element(at, e, !inverted && i == anchor_idx)?;
        }
        for (i, e) in else_elements.iter().enumerate() {
            self.verify_optional_element(at, e, inverted && i == anchor_idx)?;
        }
        let first = then_elements
            .iter()
            .find(|e| !matches!(e, FormatElement::Whitespace(_)));
        if !matches!(
            first,
            Some(FormatElement::Literal(_) | FormatElement::Variable(_))
        ) {
            return Err(self.err(
                at,
                "first parsable element of an optional group must be a literal or variable",
            ));
        }
        Ok(FormatElement::Optional {
            then_elements,
            else_elements,
            anchor: anchor_idx,
            inverted,
        })
    }

    fn parse_group_children(
        &mut self,
        out: &mut Vec<FormatElement>,
        anchor: &mut Option<(bool, usize)>,
        in_else: bool,
    ) -> Result<(), FormatError> {
        loop {
            let e = self.parse_element(Ctx::TopLevel)?;
            if self.tok == Tok::Caret {
                if anchor.is_some() {
                    return Err(self.err(
                        self.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                *anchor = Some((in_else, out.len()));
                self.lex()?;
            }
            out.push(e);
            if self.tok == Tok::RParen {
                return Ok(());
            }
            if self.tok == Tok::Eof {
                return Err(self.err(
                    self.start,
                    "expected literal, variable, directive, or optional group",
                ));
            }
        }
    }

    fn verify_optional_element(
        &self,
        at: usize,
        e: &FormatElement,
        is_anchor: bool,
    ) -> Result<(), FormatError> {
        match e {
            FormatElement::Variable(VarRef::Attribute(i)) => {
                let a = &self.op.attributes[*i].attr;
                if is_anchor && !a.is_optional && a.default_value.is_empty() {
                    return Err(self.err(
                        at,
                        "only optional or default-valued attributes can be used to anchor an optional group",
                    ));
                }
            }
            FormatElement::Variable(VarRef::Operand(i)) => {
                if !self.op.operands[*i].constraint.is_variable_length() {
                    return Err(self.err(
                        at,
                        "only variable length operands can be used within an optional group",
                    ));
                }
            }
            FormatElement::Variable(VarRef::Result(i)) => {
                if !self.op.results[*i].constraint.is_variable_length() {
                    return Err(self.err(
                        at,
                        "only variable length results can be used within an optional group",
                    ));
                }
            }
            FormatElement::Variable(VarRef::Region(_)) => {}
            FormatElement::Type(inner) => self.verify_optional_element(at, inner, false)?,
            FormatElement::FunctionalType(a, b) => {
                self.verify_optional_element(at, a, false)?;
                self.verify_optional_element(at, b, false)?;
            }
            FormatElement::Literal(_)
            | FormatElement::Whitespace(_)
            | FormatElement::Custom { .. }
            | FormatElement::Optional { .. } => {
                if is_anchor {
                    return Err(self.err(
                        at,
                        "only variables and types can be used to anchor an optional group",
                    ));
                }
            }
            _ => {
                return Err(self.err(
                    at,
                    "only literals, types, and variables can be used within an optional group",
                ))
            }
        }
        Ok(())
    }

    /// The checks after parsing: attr-dict present, and every operand,
    /// region and successor bound and every type resolvable.
    fn verify(&mut self, at: usize, elements: &[FormatElement]) -> Result<(), FormatError> {
        if !self.has_attr_dict {
            return Err(self.err(
                at,
                "'attr-dict' directive not found in custom assembly format",
            ));
        }
        // Elements whose end cannot be told from what follows them.
        self.verify_ambiguities(at, elements)?;
        let rk = self.rk;
        let op = self.op;
        // Names whose type follows from another, already formatted type.
        let mut resolved: HashMap<String, ()> = HashMap::new();
        let mut can_infer_results = false;
        let seen_arg = |p: &Self, name: &str| -> bool {
            if let Some(i) = op.operands.iter().position(|o| o.name == name) {
                return p.all_operand_types || p.seen_operand_types.contains(&i);
            }
            if let Some(i) = op.results.iter().position(|o| o.name == name) {
                return p.all_result_types || p.seen_result_types.contains(&i);
            }
            if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
                return p.seen_attrs.contains(&i);
            }
            false
        };
        for t in &op.traits {
            let trec = rk.rec(t.def);
            let tname = trec.name_str();
            if trec.is_subclass_of_name("AllTypesMatch", rk) {
                let values = rk.get_list_of_strings(trec, "values").unwrap_or_default();
                for (i, v) in values.iter().enumerate() {
                    if seen_arg(self, v) {
                        for (j, w) in values.iter().enumerate() {
                            if j != i {
                                resolved.insert(w.to_string(), ());
                            }
                        }
                    }
                }
            } else if tname == "SameTypeOperands" || tname == "SameOperandsAndResultType" {
                let include_results = tname == "SameOperandsAndResultType";
                let any_operand = self.all_operand_types || !self.seen_operand_types.is_empty();
                let any_result = self.all_result_types || !self.seen_result_types.is_empty();
                if any_operand || (include_results && any_result) {
                    for (i, o) in op.operands.iter().enumerate() {
                        if !self.seen_operand_types.contains(&i) {
                            resolved.insert(o.name.clone(), ());
                        }
                    }
                    if include_results {
                        for (i, r) in op.results.iter().enumerate() {
                            if !self.seen_result_types.contains(&i) {
                                resolved.insert(r.name.clone(), ());
                            }
                        }
                    }
                }
            } else if trec.is_subclass_of_name("TypesMatchWith", rk) {
                let lhs = rk.get_string(trec, "lhs").unwrap_or("");
                let rhs = rk.get_string(trec, "rhs").unwrap_or("");
                if seen_arg(self, lhs) {
                    resolved.insert(rhs.to_string(), ());
                }
            } else if !op.all_result_types_known
                && t.kind == TraitKind::Interface
                && rk.get_string(trec, "trait").is_ok_and(|t| {
                    t.trim_start_matches("::mlir::") == "InferTypeOpInterface::Trait"
                })
            {
                can_infer_results = true;
            }
        }
        if op.all_result_types_known {
            can_infer_results = true;
        }
        // Results: nothing to check when the format has all their types, or
        // names none of them and the op infers them.
        let inferred =
            !op.results.is_empty() && self.seen_result_types.is_empty() && can_infer_results;
        if !self.all_result_types && !inferred {
            for (i, r) in op.results.iter().enumerate() {
                if self.seen_result_types.contains(&i) || resolved.contains_key(&r.name) {
                    continue;
                }
                if r.constraint.builder_call.is_empty() || r.constraint.is_variable_length() {
                    return Err(self.err(
                        at,
                        format!(
                            "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                            r.name
                        ),
                    ));
                }
            }
        }
        // Operands.
        for (i, o) in op.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands.contains(&i) {
                return Err(self.err(at, format!("operand #{i}, named '{}', not found", o.name)));
            }
            if self.all_operand_types
                || self.seen_operand_types.contains(&i)
                || resolved.contains_key(&o.name)
            {
                continue;
            }
            if o.constraint.builder_call.is_empty()
                || (self.all_operands && o.constraint.is_variable_length())
            {
                return Err(self.err(
                    at,
                    format!(
                        "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                        o.name
                    ),
                ));
            }
        }
        if !self.all_regions {
            for (i, r) in op.regions.iter().enumerate() {
                if !self.seen_regions.contains(&i) {
                    return Err(self.err(at, format!("region #{i}, named '{}', not found", r.name)));
                }
            }
        }
        if !self.all_successors {
            for (i, s) in op.successors.iter().enumerate() {
                if !self.seen_successors.contains(&i) {
                    return Err(
                        self.err(at, format!("successor #{i}, named '{}', not found", s.name))
                    );
                }
            }
        }
        self.verify_oilist_adjacency(at, elements)
    }

    /// Whether an element may be absent from the input (MLIR's
    /// `isOptionallyParsed`).
    fn optionally_parsed(&self, e: &FormatElement) -> bool {
        match e {
            FormatElement::Variable(VarRef::Attribute(i)) => {
                let a = &self.op.attributes[*i].attr;
                a.is_optional || !a.default_value.is_empty()
            }
            FormatElement::Variable(VarRef::Operand(i)) => {
                self.op.operands[*i].constraint.is_variable_length()
            }
            FormatElement::Variable(VarRef::Successor(i)) => self.op.successors[*i].is_variadic,
            FormatElement::Variable(VarRef::Region(i)) => self.op.regions[*i].is_variadic,
            FormatElement::Whitespace(_) | FormatElement::AttrDict { .. } => true,
            _ => false,
        }
    }

    /// MLIR's `checkRangeForElement`: walks the elements that can follow
    /// an element and returns the first `invalid` one met before an element
    /// that must be present (`Some(None)` for that closing element, `None`
    /// when the range ends).
    fn check_range(
        &self,
        range: &[FormatElement],
        guard: bool,
        invalid: &dyn Fn(&FormatElement) -> Option<String>,
    ) -> Option<Option<String>> {
        for (k, e) in range.iter().enumerate() {
            if let Some(bad) = invalid(e) {
                return Some(Some(bad));
            }
            if let FormatElement::Optional {
                then_elements,
                else_elements,
                ..
            } = e
            {
                for (r, g) in [(then_elements, true), (else_elements, false)] {
                    if let Some(Some(bad)) = self.check_range(r, g, invalid) {
                        return Some(Some(bad));
                    }
                }
                continue;
            }
            if !(guard && k == 0) && self.optionally_parsed(e) {
                continue;
            }
            return Some(None);
        }
        None
    }

    /// MLIR's `verifyAdjacentElements`: an element `base` describes (say, an
    /// attribute) followed, possibly through optional groups, by an element
    /// `invalid` describes. `Err((base, invalid))` for the first such pair;
    /// `Ok(Some(base))` when a base reaches the end unchecked.
    fn adjacent(
        &self,
        elements: &[FormatElement],
        base: &dyn Fn(&FormatElement) -> Option<String>,
        invalid: &dyn Fn(&FormatElement) -> Option<String>,
    ) -> Result<Option<String>, (String, String)> {
        for (k, e) in elements.iter().enumerate() {
            let b = if let Some(b) = base(e) {
                b
            } else if let FormatElement::Optional {
                then_elements,
                else_elements,
                ..
            } = e
            {
                let t = self.adjacent(then_elements, base, invalid)?;
                let el = self.adjacent(else_elements, base, invalid)?;
                match t.or(el) {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(&elements[k + 1..], false, invalid) {
                Some(Some(bad)) => return Err((b, bad)),
                Some(None) => {}
                None => return Ok(Some(b)),
            }
        }
        Ok(None)
    }

    /// The ambiguity errors MLIR checks first: a `:` after an attribute
    /// whose type is not buildable, and a region after `attr-dict`.
    fn verify_ambiguities(&self, at: usize, elements: &[FormatElement]) -> Result<(), FormatError> {
        let rk = self.rk;
        let op = self.op;
        let attr_base = |e: &FormatElement| -> Option<String> {
            let (i, qualified) = match e {
                FormatElement::Variable(VarRef::Attribute(i)) => (*i, false),
                FormatElement::Qualified(inner) => match &**inner {
                    FormatElement::Variable(VarRef::Attribute(i)) => (*i, true),
                    _ => return None,
                },
                _ => return None,
            };
            let a = &op.attributes[i];
            let type_builder = rk
                .rec(a.attr.def)
                .field("valueType")
                .and_then(|v| v.as_def())
                .and_then(|t| rk.rec(t).field("builderCall").and_then(|b| b.as_str()))
                .is_some_and(|b| !b.is_empty());
            (!type_builder && (qualified || a.attr.storage_type == "::mlir::Attribute"))
                .then(|| a.name.clone())
        };
        let colon = |e: &FormatElement| {
            matches!(e, FormatElement::Literal(l) if l == ":").then(String::new)
        };
        if let Err((attr, _)) = self.adjacent(elements, &attr_base, &colon) {
            return Err(self.err(
                at,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{attr}` which does not have a buildable type"
                ),
            ));
        }
        let dict = |e: &FormatElement| {
            matches!(
                e,
                FormatElement::AttrDict {
                    with_keyword: false
                }
            )
            .then(String::new)
        };
        let region = |e: &FormatElement| match e {
            FormatElement::Variable(VarRef::Region(i)) => Some(op.regions[*i].name.clone()),
            _ => None,
        };
        if let Err((_, name)) = self.adjacent(elements, &dict, &region) {
            return Err(self.err(
                at,
                format!(
                    "format ambiguity caused by `attr-dict` directive followed by region `{name}`"
                ),
            ));
        }
        Ok(())
    }

    /// MLIR's `verifyOIListElements`: an `oilist` keyword may not also
    /// start the element that follows.
    fn verify_oilist_adjacency(
        &self,
        at: usize,
        elements: &[FormatElement],
    ) -> Result<(), FormatError> {
        let mut prohibited: Vec<&str> = Vec::new();
        for e in elements {
            match e {
                FormatElement::OIList { clauses } => {
                    for (lit, _) in clauses {
                        if prohibited.contains(&lit.as_str()) {
                            return Err(self.err(
                                at,
                                format!("format ambiguity because {lit} is used in two adjacent oilist elements."),
                            ));
                        }
                    }
                    prohibited.extend(clauses.iter().map(|(l, _)| l.as_str()));
                }
                FormatElement::Literal(lit) => {
                    if prohibited.contains(&lit.as_str()) {
                        return Err(self.err(
                            at,
                            format!("format ambiguity because {lit} is used both in oilist element and the adjacent literal."),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
        Ok(())
    }
}

fn collect_vars(e: &FormatElement, out: &mut Vec<VarRef>) {
    match e {
        FormatElement::Variable(v) => out.push(*v),
        FormatElement::Type(x) | FormatElement::Qualified(x) | FormatElement::Ref(x) => {
            collect_vars(x, out)
        }
        FormatElement::FunctionalType(a, b) => {
            collect_vars(a, out);
            collect_vars(b, out);
        }
        FormatElement::Custom { args, .. } => args.iter().for_each(|a| collect_vars(a, out)),
        _ => {}
    }
}

/// MLIR's `isValidLiteral`: a letter or one of `_:,=<>()[]{}?+*`, `->`,
/// `...`, or a keyword.
fn valid_literal(value: &str) -> Result<(), String> {
    const BARE: &str = "_:,=<>()[]{}?+*";
    let first = value.chars().next().unwrap_or(' ');
    if value.len() == 1 {
        if first.is_ascii_alphabetic() || BARE.contains(first) {
            return Ok(());
        }
        return Err(format!(
            "single character literal must be a letter or one of '{BARE}'"
        ));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    if !first.is_ascii_alphabetic() && first != '_' {
        return Err("valid keyword starts with a letter or '_'".into());
    }
    if !value[1..]
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
    {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters".into());
    }
    Ok(())
}

/// Checks the assembly format of every op that has one; the errors, each
/// with the op it belongs to, in op order.
pub fn check_op_formats(
    rk: &RecordKeeper,
) -> Result<Vec<(Operator, FormatError)>, super::OdsError> {
    let mut out = Vec::new();
    for def in super::op_definitions(rk)? {
        let op = Operator::from_def(rk, def)?;
        let Some(fmt) = op.assembly_format.clone() else {
            continue;
        };
        if let Err(e) = parse_format(rk, &op, &fmt) {
            out.push((op, e));
        }
    }
    Ok(out)
}
