//! The Toy parser: the grammar of `toy.pest` (chapters 1-6 from `module`, chapter 7 from
//! `module_7`), its parse tree turned into the AST of `ast.rs`, and syntax errors worded
//! as MLIR's Toy parser words them:
//!
//! ```text
//! Parse error (5, 3): expected ';' after expression but has Token -5
//! Parse error (5, 3): expected 'nothing' at end of module but has Token -5
//! ```
//!
//! The location is the line and column of the offending token (`(4, 0)` for the end of a
//! file of 3 lines), the token is MLIR's number for it (`-1` end of file, `-2` `return`,
//! `-3` `var`, `-4` `def`, then in chapters 1-6 `-5` identifier and `-6` number, in
//! chapter 7 `-5` `struct`, `-6` identifier and `-7` number; a character is its ASCII
//! code, followed by the character when printable).

use crate::ast::{
    Expr, ExprKind, Function, Location, Module, Param, Prototype, Record, StructDef, VarType,
};
use pest::iterators::Pair;
use pest::Parser as _;
use std::rc::Rc;

#[derive(pest_derive::Parser)]
#[grammar = "toy.pest"]
struct ToyGrammar;

/// A syntax error: the lines MLIR's parser prints for it, each ending with a newline.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub message: String,
    /// When the error is at the end of the file, MLIR's parser still returns the
    /// functions and structs before it (and `toyc` goes on with them).
    pub partial: Option<Module>,
}

impl ParseError {
    fn new(message: String) -> ParseError {
        ParseError {
            message,
            partial: None,
        }
    }
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Parses `source` (the text of `file`) as the Toy of chapter `chapter` (1-7).
pub fn parse(source: &str, file: &str, chapter: u8) -> Result<Module, ParseError> {
    // MLIR's lexer reads lines up to a NUL byte, which ends the input.
    let source = source.split('\0').next().unwrap_or("");
    let ctx = Ctx {
        src: source,
        file: Rc::from(file),
        ch7: chapter >= 7,
        newlines: source
            .bytes()
            .enumerate()
            .filter(|&(_, b)| b == b'\n')
            .map(|(i, _)| i)
            .collect(),
    };
    if let Some(offset) = too_deep(source) {
        let tok = ctx.token_at(offset);
        return Err(ParseError::new(ctx.error_line(
            &tok,
            &format!("at most {MAX_NESTING} nested parentheses, brackets and braces"),
            "in this module",
        )));
    }
    let entry = if ctx.ch7 {
        Rule::module_7
    } else {
        Rule::module
    };
    match ToyGrammar::parse(entry, source) {
        Ok(mut pairs) => {
            let module = pairs.next().expect("the grammar's entry rule");
            ctx.module(module)
        }
        Err(e) => {
            let (message, at_eof) = ctx.syntax_error(&e);
            let mut error = ParseError::new(message);
            if at_eof {
                let prefix = if ctx.ch7 {
                    Rule::module_prefix_7
                } else {
                    Rule::module_prefix
                };
                let pairs = ToyGrammar::parse(prefix, source).map_err(|_| error.clone())?;
                let module = pairs.into_iter().next().expect("the prefix rule");
                error.partial = Some(ctx.module(module)?);
            }
            Err(error)
        }
    }
}

/// How deep `(`, `[` and `{` may nest: the parser recurses per level, so deeper input
/// would overflow the stack (MLIR's parser has no limit and crashes there).
pub const MAX_NESTING: usize = 10_000;

/// The offset of the first opening `(`, `[` or `{` nested deeper than [`MAX_NESTING`],
/// comments left out.
fn too_deep(source: &str) -> Option<usize> {
    let b = source.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(i);
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

struct Ctx<'s> {
    src: &'s str,
    file: Rc<str>,
    ch7: bool,
    /// The offsets of the source's line breaks.
    newlines: Vec<usize>,
}

/// A token of MLIR's Toy lexer, as its parser prints it in an error.
struct Token {
    code: i32,
    /// Its offset in the source (the end for the end of the file).
    offset: usize,
}

impl Token {
    fn describe(&self) -> String {
        let mut s = format!("Token {}", self.code);
        if (0x20..0x7f).contains(&self.code) {
            s.push_str(&format!(" '{}'", self.code as u8 as char));
        }
        s
    }
}

/// Where a syntax error is reported: which expected rule, and MLIR's words for it.
fn site(rule: Rule) -> Option<(&'static str, &'static str)> {
    use Rule::*;
    Some(match rule {
        kw_def => ("def", "in prototype"),
        fn_name | fn_name_7 => ("function name", "in prototype"),
        proto_open => ("(", "in prototype"),
        param_next | param_next_7 => ("identifier", "after ',' in function parameter list"),
        proto_close => (")", "to end function prototype"),
        block_open => ("{", "to begin block"),
        block_close => ("}", "to close block"),
        semi => (";", "after expression"),
        var_name | var_name_7 => ("identified", "after 'var' declaration"),
        var_eq => ("=", "in variable declaration"),
        type_close => (">", "to end type"),
        lit_elem => ("<num> or [", "in literal expression"),
        lit_close => ("] or ,", "in literal expression"),
        paren_close => (")", "to close expression with parentheses"),
        arg_close => (", or )", "in argument list"),
        binop_rhs | binop_rhs_7 => ("expression", "to complete binary operator"),
        struct_name_7 => ("name", "in struct definition"),
        struct_open => ("{", "in struct definition"),
        struct_semi => (";", "after variable in struct definition"),
        decl_type_7 => ("type name", "in variable declaration"),
        decl_name_7 => ("name", "in variable declaration"),
        decl_init_7 => ("initializer", "in variable declaration"),
        slit_elem_7 => ("{, [, or number", "in struct literal expression"),
        slit_close => ("} or ,", "in struct literal expression"),
        _ => return None,
    })
}

/// The places where an expression was expected and MLIR's parser gives up without a
/// `Parse error` of its own (after "unknown token ... when expecting an expression").
fn is_expression_site(rule: Rule) -> bool {
    use Rule::*;
    matches!(
        rule,
        init | init_7
            | ret_expr
            | ret_expr_7
            | expr_stmt
            | expr_stmt_7
            | arg
            | arg_7
            | paren_expr
            | paren_expr_7
            | binop_rhs
            | binop_rhs_7
    )
}

/// The order in which sites expected at the same token are chosen: the one MLIR's
/// parser, which decides on the token, reports.
const SITE_ORDER: &[Rule] = &[
    Rule::proto_close,
    Rule::param_next,
    Rule::param_next_7,
    Rule::type_close,
    Rule::lit_elem,
    Rule::lit_close,
    Rule::slit_elem_7,
    Rule::slit_close,
    Rule::arg_close,
    Rule::paren_close,
    Rule::decl_name_7,
    Rule::decl_init_7,
    Rule::var_eq,
    Rule::semi,
    Rule::struct_semi,
    Rule::block_close,
    Rule::decl_type_7,
    Rule::kw_def,
    Rule::fn_name,
    Rule::fn_name_7,
    Rule::proto_open,
    Rule::block_open,
    Rule::var_name,
    Rule::var_name_7,
    Rule::struct_name_7,
    Rule::struct_open,
];

impl Ctx<'_> {
    /// The line and column of byte `offset`, as MLIR's Toy lexer counts them; `eof` for
    /// the end of the input, whose column is the length of the last line.
    fn line_col(&self, offset: usize, eof: bool) -> (u32, u32) {
        let offset = offset.min(self.src.len());
        // Line breaks before `offset`.
        let breaks = self.newlines.partition_point(|&p| p < offset);
        let line = 1 + breaks;
        let line_start = if breaks == 0 {
            0
        } else {
            self.newlines[breaks - 1] + 1
        };
        let col = offset - line_start + usize::from(!eof);
        (line as u32, col as u32)
    }

    fn loc(&self, offset: usize) -> Location {
        let (line, col) = self.line_col(offset, false);
        Location {
            file: self.file.clone(),
            line,
            col,
        }
    }

    fn pair_loc(&self, pair: &Pair<'_, Rule>) -> Location {
        self.loc(pair.as_span().start())
    }

    /// The token MLIR's lexer reads at `offset` (after whitespace and comments).
    fn token_at(&self, offset: usize) -> Token {
        let b = self.src.as_bytes();
        let mut i = offset.min(b.len());
        loop {
            while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
                i += 1;
            }
            if i < b.len() && b[i] == b'#' {
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
                continue;
            }
            break;
        }
        if i >= b.len() {
            return Token {
                code: -1,
                offset: b.len(),
            };
        }
        let c = b[i];
        let code = if c.is_ascii_alphabetic() {
            let end = b[i..]
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_'))
                .map_or(b.len(), |p| i + p);
            match &self.src[i..end] {
                "return" => -2,
                "var" => -3,
                "def" => -4,
                "struct" if self.ch7 => -5,
                _ if self.ch7 => -6,
                _ => -5,
            }
        } else if c.is_ascii_digit() {
            if self.ch7 {
                -7
            } else {
                -6
            }
        } else {
            // A `char` is signed: bytes above 0x7f are negative.
            i32::from(c as i8)
        };
        Token { code, offset: i }
    }

    /// `Parse error (line, col): expected 'WHAT' CONTEXT but has Token N 'c'`.
    fn error_line(&self, tok: &Token, expected: &str, context: &str) -> String {
        let (line, col) = self.line_col(tok.offset, tok.code == -1);
        format!(
            "Parse error ({line}, {col}): expected '{expected}' {context} but has {}\n",
            tok.describe()
        )
    }

    /// A semantic error of the parser (a literal's shape, `print`'s arity), at the token
    /// following byte `end`.
    fn error_after(&self, end: usize, expected: &str, context: &str) -> ParseError {
        let tok = self.token_at(end);
        ParseError::new(self.error_line(&tok, expected, context))
    }

    /// The lines of a syntax error, and whether it is at the end of the file.
    fn syntax_error(&self, e: &pest::error::Error<Rule>) -> (String, bool) {
        let offset = match e.location {
            pest::error::InputLocation::Pos(p) => p,
            pest::error::InputLocation::Span((s, _)) => s,
        };
        let positives: Vec<Rule> = match &e.variant {
            pest::error::ErrorVariant::ParsingError { positives, .. } => positives.clone(),
            pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
        };
        if std::env::var_os("STRATA_TOY_DEBUG_PARSE").is_some() {
            eprintln!("positives at {offset}: {positives:?}");
        }
        let tok = self.token_at(offset);
        let at_eof = tok.code == -1;
        let mut out = String::new();
        let expression = positives.iter().any(|r| is_expression_site(*r));
        let block_end = positives.contains(&Rule::block_close) && at_eof;
        if expression && !block_end {
            // parsePrimary: the token starts no expression.
            if tok.code != i32::from(b';') && tok.code != i32::from(b'}') {
                out.push_str(&format!(
                    "unknown token '{}' when expecting an expression\n",
                    tok.code
                ));
            }
            if positives
                .iter()
                .any(|r| matches!(r, Rule::binop_rhs | Rule::binop_rhs_7))
            {
                out.push_str(&self.error_line(&tok, "expression", "to complete binary operator"));
            } else if positives
                .iter()
                .any(|r| matches!(r, Rule::init | Rule::init_7))
                && positives.contains(&Rule::semi)
            {
                // An initializer that is no expression is left out; the declaration
                // then ends at the token.
                out.push_str(&self.error_line(&tok, ";", "after expression"));
            }
        } else if self.ch7
            && (positives.contains(&Rule::module_7)
                || (positives.contains(&Rule::kw_struct) || positives.contains(&Rule::kw_def))
                    && positives.contains(&Rule::EOI))
        {
            // At the start of the file, pest names the module itself as expected.
            out.push_str(&self.error_line(
                &tok,
                "'def' or 'struct'",
                "when parsing top level module records",
            ));
        } else if let Some(rule) = SITE_ORDER.iter().find(|r| positives.contains(r)) {
            let (expected, context) = site(*rule).expect("every ordered site has words");
            out.push_str(&self.error_line(&tok, expected, context));
        } else if let Some((expected, context)) = positives.iter().find_map(|r| site(*r)) {
            out.push_str(&self.error_line(&tok, expected, context));
        } else if positives.contains(&Rule::EOI) {
            // Only the end of the module was possible: reported below.
        } else {
            out.push_str(&self.error_line(&tok, "valid syntax", "here"));
        }
        // The module stops at the first record it cannot parse: unless that happened at
        // the end of the file, the token left over is an error of its own.
        if !at_eof {
            out.push_str(&self.error_line(&tok, "nothing", "at end of module"));
        }
        (out, at_eof)
    }

    fn module(&self, pair: Pair<'_, Rule>) -> Result<Module, ParseError> {
        let mut records = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::definition | Rule::definition_7 => {
                    records.push(Record::Function(self.definition(p)?))
                }
                Rule::struct_def_7 => records.push(Record::Struct(self.struct_def(p)?)),
                _ => {}
            }
        }
        Ok(Module { records })
    }

    fn definition(&self, pair: Pair<'_, Rule>) -> Result<Function, ParseError> {
        let mut inner = pair.into_inner();
        let proto = self.prototype(inner.next().expect("prototype"));
        let block = inner.next().expect("block");
        let mut body = Vec::new();
        for p in block.into_inner() {
            match p.as_rule() {
                Rule::block_open | Rule::block_close | Rule::semi => {}
                _ => body.push(self.statement(p)?),
            }
        }
        Ok(Function { proto, body })
    }

    fn prototype(&self, pair: Pair<'_, Rule>) -> Prototype {
        let loc = self.pair_loc(&pair);
        let mut name = String::new();
        let mut params = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::fn_name | Rule::fn_name_7 => name = p.as_str().to_string(),
                Rule::param => params.push(Param {
                    loc: self.pair_loc(&p),
                    name: p.as_str().to_string(),
                    ty: VarType::default(),
                }),
                Rule::param_7 => {
                    let loc = self.pair_loc(&p);
                    let names: Vec<String> =
                        p.into_inner().map(|n| n.as_str().to_string()).collect();
                    let (ty, name) = match names.as_slice() {
                        [ty, name] => (ty.clone(), name.clone()),
                        [name] => (String::new(), name.clone()),
                        _ => unreachable!("a parameter is one or two names"),
                    };
                    params.push(Param {
                        loc,
                        name,
                        ty: VarType {
                            name: ty,
                            shape: Vec::new(),
                        },
                    });
                }
                _ => {}
            }
        }
        Prototype { loc, name, params }
    }

    fn struct_def(&self, pair: Pair<'_, Rule>) -> Result<StructDef, ParseError> {
        let loc = self.pair_loc(&pair);
        let mut name = String::new();
        let mut fields = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::struct_name_7 => name = p.as_str().to_string(),
                Rule::field_var_7 | Rule::field_typed_7 => fields.push(self.declaration(p)?),
                _ => {}
            }
        }
        Ok(StructDef { loc, name, fields })
    }

    /// `var name<shape> (= init)?` or `Type name (= init)?`.
    fn declaration(&self, pair: Pair<'_, Rule>) -> Result<Expr, ParseError> {
        let loc = self.pair_loc(&pair);
        let mut name = String::new();
        let mut ty = VarType::default();
        let mut init = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::var_name | Rule::var_name_7 | Rule::decl_name_7 => {
                    name = p.as_str().to_string()
                }
                Rule::decl_type_7 => ty.name = p.as_str().to_string(),
                Rule::shape => {
                    ty.shape = p
                        .into_inner()
                        .filter(|d| d.as_rule() == Rule::dim)
                        // MLIR stores the number (a double) in an int64_t.
                        .map(|d| number_value(d.as_str()) as i64)
                        .collect()
                }
                Rule::init | Rule::init_7 => init = Some(Box::new(self.expression(p)?)),
                _ => {}
            }
        }
        Ok(Expr {
            loc,
            kind: ExprKind::VarDecl { name, ty, init },
        })
    }

    fn statement(&self, pair: Pair<'_, Rule>) -> Result<Expr, ParseError> {
        match pair.as_rule() {
            Rule::var_decl | Rule::var_decl_7 | Rule::typed_decl_7 => self.declaration(pair),
            Rule::return_stmt | Rule::return_7 => {
                let loc = self.pair_loc(&pair);
                let value = pair
                    .into_inner()
                    .find(|p| matches!(p.as_rule(), Rule::ret_expr | Rule::ret_expr_7))
                    .map(|p| self.expression(p).map(Box::new))
                    .transpose()?;
                Ok(Expr {
                    loc,
                    kind: ExprKind::Return(value),
                })
            }
            Rule::call_7 => self.primary(pair),
            _ => self.expression(pair),
        }
    }

    /// An expression: the pairs inside `pair` are a primary, then operators each followed
    /// by a `binop_rhs`, combined by precedence as MLIR's `parseBinOpRHS` does.
    fn expression(&self, pair: Pair<'_, Rule>) -> Result<Expr, ParseError> {
        let mut inner = pair.into_inner();
        let lhs = self.primary(inner.next().expect("an expression starts with a primary"))?;
        let mut rest = Vec::new();
        while let Some(op) = inner.next() {
            let op = op.as_str().chars().next().unwrap_or('?');
            let rhs = inner.next().expect("an operator has a right operand");
            let rhs_primary = rhs.into_inner().next().expect("binop_rhs holds a primary");
            let loc = self.pair_loc(&rhs_primary);
            rest.push((op, loc, self.primary(rhs_primary)?));
        }
        let mut rest = rest.into_iter().peekable();
        Ok(binop_rhs(0, lhs, &mut rest))
    }

    fn primary(&self, pair: Pair<'_, Rule>) -> Result<Expr, ParseError> {
        let loc = self.pair_loc(&pair);
        match pair.as_rule() {
            Rule::number => Ok(Expr {
                loc,
                kind: ExprKind::Number(number_value(pair.as_str())),
            }),
            Rule::var_ref | Rule::var_ref_7 => Ok(Expr {
                loc,
                kind: ExprKind::Variable(pair.as_str().to_string()),
            }),
            Rule::paren | Rule::paren_7 => {
                let inner = pair
                    .into_inner()
                    .find(|p| matches!(p.as_rule(), Rule::paren_expr | Rule::paren_expr_7))
                    .expect("a parenthesized expression");
                self.expression(inner)
            }
            Rule::call | Rule::call_7 => {
                let end = pair.as_span().end();
                let mut callee = String::new();
                let mut args = Vec::new();
                for p in pair.into_inner() {
                    match p.as_rule() {
                        Rule::callee | Rule::callee_7 => callee = p.as_str().to_string(),
                        Rule::arg | Rule::arg_7 => args.push(self.expression(p)?),
                        _ => {}
                    }
                }
                if callee == "print" {
                    if args.len() != 1 {
                        return Err(self.error_after(
                            end,
                            "<single arg>",
                            "as argument to print()",
                        ));
                    }
                    let arg = args.pop().expect("one argument");
                    return Ok(Expr {
                        loc,
                        kind: ExprKind::Print(Box::new(arg)),
                    });
                }
                Ok(Expr {
                    loc,
                    kind: ExprKind::Call { callee, args },
                })
            }
            Rule::tensor_lit => self.tensor_literal(pair),
            Rule::lit_elem | Rule::slit_elem_7 => {
                self.primary(pair.into_inner().next().expect("an element"))
            }
            Rule::struct_lit_7 => {
                let mut values = Vec::new();
                for p in pair.into_inner() {
                    if p.as_rule() == Rule::slit_elem_7 {
                        values.push(self.primary(p)?);
                    }
                }
                Ok(Expr {
                    loc,
                    kind: ExprKind::StructLiteral(values),
                })
            }
            r => unreachable!("{r:?} is no primary expression"),
        }
    }

    /// `[a, b, ...]`: the elements and the shape; nested literals must all have the same
    /// shape (MLIR: "expected 'uniform well-nested dimensions' inside literal expression",
    /// at the token after the literal).
    fn tensor_literal(&self, pair: Pair<'_, Rule>) -> Result<Expr, ParseError> {
        let loc = self.pair_loc(&pair);
        let end = pair.as_span().end();
        let mut values = Vec::new();
        for p in pair.into_inner() {
            if p.as_rule() == Rule::lit_elem {
                values.push(self.primary(p)?);
            }
        }
        let mut dims = vec![values.len() as i64];
        let nested = |e: &Expr| match &e.kind {
            ExprKind::Literal { dims, .. } => Some(dims.clone()),
            _ => None,
        };
        if values.iter().any(|v| nested(v).is_some()) {
            let uniform = || {
                self.error_after(
                    end,
                    "uniform well-nested dimensions",
                    "inside literal expression",
                )
            };
            let first = nested(&values[0]).ok_or_else(uniform)?;
            if values.iter().any(|v| nested(v).as_ref() != Some(&first)) {
                return Err(uniform());
            }
            dims.extend(first);
        }
        Ok(Expr {
            loc,
            kind: ExprKind::Literal { values, dims },
        })
    }
}

/// The value of a number token as C's `strtod` reads it: the longest prefix of digits
/// with at most one `.` (`1.2.3` is 1.2).
fn number_value(text: &str) -> f64 {
    let mut end = text.len();
    if let Some(first) = text.find('.') {
        if let Some(second) = text[first + 1..].find('.') {
            end = first + 1 + second;
        }
    }
    text[..end].parse().unwrap_or(f64::INFINITY)
}

/// The precedence of a binary operator (MLIR's `getTokPrecedence`).
fn precedence(op: char) -> i32 {
    match op {
        '+' | '-' => 20,
        '*' => 40,
        '.' => 60,
        _ => -1,
    }
}

type Rest = std::iter::Peekable<std::vec::IntoIter<(char, Location, Expr)>>;

/// MLIR's `parseBinOpRHS`: operators binding at least as tightly as `min_prec` are
/// folded into `lhs`, left to right; a tighter operator after an operand takes it first.
fn binop_rhs(min_prec: i32, mut lhs: Expr, rest: &mut Rest) -> Expr {
    loop {
        let Some(&(op, _, _)) = rest.peek() else {
            return lhs;
        };
        let prec = precedence(op);
        if prec < min_prec {
            return lhs;
        }
        let (op, loc, mut rhs) = rest.next().expect("peeked");
        if let Some(&(next, _, _)) = rest.peek() {
            if prec < precedence(next) {
                rhs = binop_rhs(prec + 1, rhs, rest);
            }
        }
        lhs = Expr {
            loc,
            kind: ExprKind::BinOp {
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            },
        };
    }
}
