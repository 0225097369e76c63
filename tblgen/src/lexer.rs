//! The TableGen lexer: tokens, `include`, and the `#ifdef` preprocessor.
//!
//! As in LLVM, `include` is handled here rather than in the parser: the
//! lexer switches to the included file and returns to the includer at its
//! end, so the parser sees one token stream. Preprocessor directives
//! (`#define`, `#ifdef`, `#ifndef`, `#else`, `#endif`) are recognised only at
//! the start of a line; a `#` anywhere else is the paste operator.

use crate::source::{FileId, Loc, SourceMap};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A bang operator such as `!strconcat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Bang {
    Add,
    And,
    Cast,
    Con,
    Cond,
    Dag,
    Div,
    Empty,
    Eq,
    Exists,
    Filter,
    Find,
    Foldl,
    Foreach,
    Ge,
    GetDagOp,
    Gt,
    Head,
    If,
    Interleave,
    IsA,
    Le,
    ListConcat,
    ListRemove,
    ListSplat,
    LogTwo,
    Lt,
    Mul,
    Ne,
    Not,
    Or,
    SetDagOp,
    Shl,
    Size,
    Sra,
    Srl,
    StrConcat,
    Sub,
    Subst,
    Substr,
    Tail,
    ToLower,
    ToUpper,
    Xor,
}

impl Bang {
    fn from_name(s: &[u8]) -> Option<Bang> {
        Some(match s {
            b"add" => Bang::Add,
            b"and" => Bang::And,
            b"cast" => Bang::Cast,
            b"con" => Bang::Con,
            b"cond" => Bang::Cond,
            b"dag" => Bang::Dag,
            b"div" => Bang::Div,
            b"empty" => Bang::Empty,
            b"eq" => Bang::Eq,
            b"exists" => Bang::Exists,
            b"filter" => Bang::Filter,
            b"find" => Bang::Find,
            b"foldl" => Bang::Foldl,
            b"foreach" => Bang::Foreach,
            b"ge" => Bang::Ge,
            b"getdagop" | b"getop" => Bang::GetDagOp,
            b"gt" => Bang::Gt,
            b"head" => Bang::Head,
            b"if" => Bang::If,
            b"interleave" => Bang::Interleave,
            b"isa" => Bang::IsA,
            b"le" => Bang::Le,
            b"listconcat" => Bang::ListConcat,
            b"listremove" => Bang::ListRemove,
            b"listsplat" => Bang::ListSplat,
            b"logtwo" => Bang::LogTwo,
            b"lt" => Bang::Lt,
            b"mul" => Bang::Mul,
            b"ne" => Bang::Ne,
            b"not" => Bang::Not,
            b"or" => Bang::Or,
            b"setdagop" | b"setop" => Bang::SetDagOp,
            b"shl" => Bang::Shl,
            b"size" => Bang::Size,
            b"sra" => Bang::Sra,
            b"srl" => Bang::Srl,
            b"strconcat" => Bang::StrConcat,
            b"sub" => Bang::Sub,
            b"subst" => Bang::Subst,
            b"substr" => Bang::Substr,
            b"tail" => Bang::Tail,
            b"tolower" => Bang::ToLower,
            b"toupper" => Bang::ToUpper,
            b"xor" => Bang::Xor,
            _ => return None,
        })
    }
}

/// Token kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Tok {
    Eof,
    Error,
    Minus,
    Plus,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Semi,
    Comma,
    Dot,
    Equal,
    Question,
    Paste,
    DotDotDot,
    // Keywords.
    Assert,
    Bit,
    Bits,
    Class,
    Code,
    Dag,
    Def,
    Defm,
    Defset,
    Defvar,
    Else,
    False,
    Field,
    Foreach,
    If,
    In,
    Int,
    Let,
    List,
    MultiClass,
    String,
    Then,
    True,
    Bang(Bang),
    // Tokens with a value.
    Id,
    StrVal,
    VarName,
    CodeFragment,
    IntVal,
    BinaryIntVal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PrepKind {
    Ifdef,
    Ifndef,
    Else,
    Endif,
    Define,
}

struct PrepControl {
    /// `#ifdef`/`#ifndef` or `#else`.
    is_else: bool,
    loc: Loc,
}

struct Frame {
    file: FileId,
    pos: usize,
    /// How many macros were defined when the file was entered. Macros are
    /// never undefined, so an unchanged count means an unchanged set.
    macros_at_entry: usize,
    /// Where lexing resumes in the includer once this file ends.
    prep: Vec<PrepControl>,
}

/// An error found while lexing, already positioned.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Where.
    pub loc: Loc,
    /// LLVM's wording.
    pub message: String,
}

/// The lexer over a stack of files.
pub struct Lexer<'a> {
    sources: SourceMap,
    include_dirs: &'a [PathBuf],
    stack: Vec<Frame>,
    macros: HashSet<Vec<u8>>,
    tok: Tok,
    tok_start: Loc,
    str_val: String,
    int_val: i64,
    bin_width: u32,
    error: Option<LexError>,
    /// Errors after which lexing goes on (NUL bytes).
    pub pending_errors: Vec<LexError>,
    /// Notes that go with the final lexer error.
    pub pending_notes: Vec<LexError>,
    /// True while only whitespace has been seen since the last newline.
    at_line_start: bool,
    /// Files included (transitively), for dependency listings.
    pub dependencies: Vec<PathBuf>,
}

/// How deeply `include`s may nest.
const MAX_INCLUDE_DEPTH: usize = 128;

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl<'a> Lexer<'a> {
    /// Starts lexing `file`, which must already be in `sources`.
    pub fn new(
        sources: SourceMap,
        file: FileId,
        include_dirs: &'a [PathBuf],
        macros: &[String],
    ) -> Self {
        Lexer {
            sources,
            include_dirs,
            stack: vec![Frame {
                file,
                pos: 0,
                macros_at_entry: macros.len(),
                prep: Vec::new(),
            }],
            macros: macros.iter().map(|m| m.as_bytes().to_vec()).collect(),
            tok: Tok::Eof,
            tok_start: Loc { file, offset: 0 },
            str_val: String::new(),
            int_val: 0,
            bin_width: 0,
            error: None,
            pending_errors: Vec::new(),
            pending_notes: Vec::new(),
            at_line_start: true,
            dependencies: Vec::new(),
        }
    }

    /// The source map, for resolving locations.
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// Gives the source map up when lexing is over.
    pub fn take_sources(&mut self) -> SourceMap {
        std::mem::take(&mut self.sources)
    }

    /// The current token.
    pub fn code(&self) -> Tok {
        self.tok
    }

    /// Where the current token starts.
    pub fn loc(&self) -> Loc {
        self.tok_start
    }

    /// The text of an `Id`, `StrVal`, `VarName` or `CodeFragment` token.
    pub fn str_val(&self) -> &str {
        &self.str_val
    }

    /// The value of an `IntVal` or `BinaryIntVal` token.
    pub fn int_val(&self) -> i64 {
        self.int_val
    }

    /// The number of digits of a `BinaryIntVal` token.
    pub fn binary_width(&self) -> u32 {
        self.bin_width
    }

    /// The error behind the last `Tok::Error`.
    pub fn take_error(&mut self) -> Option<LexError> {
        self.error.take()
    }

    fn frame(&self) -> &Frame {
        self.stack.last().unwrap()
    }

    fn text(&self) -> &[u8] {
        &self.sources.file(self.frame().file).text
    }

    fn pos(&self) -> usize {
        self.frame().pos
    }

    fn set_pos(&mut self, p: usize) {
        self.stack.last_mut().unwrap().pos = p;
    }

    fn peek(&self, ahead: usize) -> u8 {
        let t = self.text();
        t.get(self.pos() + ahead).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos() >= self.text().len()
    }

    fn loc_at(&self, pos: usize) -> Loc {
        Loc {
            file: self.frame().file,
            offset: pos as u32,
        }
    }

    fn fail(&mut self, pos: usize, msg: impl Into<String>) -> Tok {
        self.error = Some(LexError {
            loc: self.loc_at(pos),
            message: msg.into(),
        });
        self.tok = Tok::Error;
        Tok::Error
    }

    fn fail_at(&mut self, loc: Loc, msg: impl Into<String>) -> Tok {
        self.error = Some(LexError {
            loc,
            message: msg.into(),
        });
        self.tok = Tok::Error;
        Tok::Error
    }

    /// Advances to the next token and returns its kind.
    pub fn lex(&mut self) -> Tok {
        if self.tok == Tok::Error {
            return Tok::Error;
        }
        let t = self.lex_token();
        self.tok = t;
        t
    }

    fn lex_token(&mut self) -> Tok {
        loop {
            let start = self.pos();
            self.tok_start = self.loc_at(start);
            if self.at_end() {
                // End of an included file: check its conditionals, then
                // continue in the includer.
                if let Some(c) = self.frame().prep.last() {
                    let control = c.loc;
                    return self.fail_eof_in_conditional(start, control);
                }
                if self.stack.len() > 1 {
                    self.stack.pop();
                    self.at_line_start = false;
                    continue;
                }
                return Tok::Eof;
            }
            let c = self.peek(0);
            self.set_pos(start + 1);
            match c {
                b' ' | b'\t' | b'\r' => continue,
                0 => {
                    // LLVM reports a NUL byte and reads on as if it were a space.
                    self.pending_errors.push(LexError {
                        loc: self.loc_at(start),
                        message: "NUL character is invalid in source; treated as space".into(),
                    });
                    continue;
                }
                b'\n' => {
                    self.at_line_start = true;
                    continue;
                }
                b'/' => {
                    if self.peek(0) == b'/' {
                        self.skip_line_comment();
                        continue;
                    } else if self.peek(0) == b'*' {
                        if let Err(t) = self.skip_block_comment(start) {
                            return t;
                        }
                        continue;
                    }
                    return self.fail(start, "Unexpected character");
                }
                b'#' => {
                    if self.at_line_start {
                        if let Some(kind) = self.directive_kind() {
                            if let Err(t) = self.lex_directive(kind, start) {
                                return t;
                            }
                            continue;
                        }
                    }
                    self.at_line_start = false;
                    return Tok::Paste;
                }
                _ => {}
            }
            self.at_line_start = false;
            return match c {
                b':' => Tok::Colon,
                b';' => Tok::Semi,
                b',' => Tok::Comma,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b']' => Tok::RSquare,
                b'{' => Tok::LBrace,
                b'}' => Tok::RBrace,
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'=' => Tok::Equal,
                b'?' => Tok::Question,
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.set_pos(start + 3);
                        Tok::DotDotDot
                    } else {
                        Tok::Dot
                    }
                }
                b'[' => self.lex_bracket(start),
                b'"' => self.lex_string(),
                b'$' => self.lex_var_name(start),
                b'!' => self.lex_exclaim(start),
                b'-' | b'+' => self.lex_number(start),
                b'0'..=b'9' => {
                    // An identifier may start with digits (`8i`, from pastes
                    // like foo#8i), unless it looks like 0x.. or 0b.. .
                    let mut i = 0;
                    let mut next;
                    loop {
                        next = self.peek(i);
                        i += 1;
                        if !next.is_ascii_digit() {
                            break;
                        }
                    }
                    if next == b'x' || next == b'b' {
                        let nn = self.peek(i);
                        if (next == b'b' && (nn == b'0' || nn == b'1'))
                            || (next == b'x' && nn.is_ascii_hexdigit())
                        {
                            return self.lex_number(start);
                        }
                    }
                    if next.is_ascii_alphabetic() || next == b'_' {
                        return self.lex_identifier(start);
                    }
                    self.lex_number(start)
                }
                c if c.is_ascii_alphabetic() || c == b'_' => self.lex_identifier(start),
                _ => self.fail(start, "Unexpected character"),
            };
        }
    }

    fn skip_line_comment(&mut self) {
        let text = self.text();
        let mut p = self.pos();
        while p < text.len() && text[p] != b'\n' && text[p] != b'\r' {
            p += 1;
        }
        self.set_pos(p);
    }

    /// Skips a (nesting) block comment; the cursor is on the `*`.
    fn skip_block_comment(&mut self, start: usize) -> Result<(), Tok> {
        let mut p = self.pos() + 1;
        let mut depth = 1;
        let len = self.text().len();
        loop {
            if p >= len {
                return Err(self.fail(start, "Unterminated comment!"));
            }
            let c = self.text()[p];
            p += 1;
            match c {
                b'*' if p < len && self.text()[p] == b'/' => {
                    p += 1;
                    depth -= 1;
                    if depth == 0 {
                        self.set_pos(p);
                        return Ok(());
                    }
                }
                b'/' if p < len && self.text()[p] == b'*' => {
                    p += 1;
                    depth += 1;
                }
                _ => {}
            }
        }
    }

    fn lex_identifier(&mut self, start: usize) -> Tok {
        let text = self.text();
        let mut p = start + 1;
        while p < text.len() && is_ident_char(text[p]) {
            p += 1;
        }
        let word = &text[start..p];
        let kw = match word {
            b"int" => Some(Tok::Int),
            b"bit" => Some(Tok::Bit),
            b"bits" => Some(Tok::Bits),
            b"string" => Some(Tok::String),
            b"list" => Some(Tok::List),
            b"code" => Some(Tok::Code),
            b"dag" => Some(Tok::Dag),
            b"class" => Some(Tok::Class),
            b"def" => Some(Tok::Def),
            b"true" => Some(Tok::True),
            b"false" => Some(Tok::False),
            b"foreach" => Some(Tok::Foreach),
            b"defm" => Some(Tok::Defm),
            b"defset" => Some(Tok::Defset),
            b"multiclass" => Some(Tok::MultiClass),
            b"field" => Some(Tok::Field),
            b"let" => Some(Tok::Let),
            b"in" => Some(Tok::In),
            b"defvar" => Some(Tok::Defvar),
            b"if" => Some(Tok::If),
            b"then" => Some(Tok::Then),
            b"else" => Some(Tok::Else),
            b"assert" => Some(Tok::Assert),
            _ => None,
        };
        let is_include = word == b"include";
        if !is_include && kw.is_none() {
            // Into the same buffer each time: identifiers are the most
            // frequent token. (The text is borrowed from `sources`.)
            let word = &self.sources.file(self.frame().file).text[start..p];
            self.str_val.clear();
            self.str_val.push_str(&String::from_utf8_lossy(word));
        }
        self.set_pos(p);
        if is_include {
            return match self.lex_include() {
                Ok(()) => self.lex_token(),
                Err(t) => t,
            };
        }
        kw.unwrap_or(Tok::Id)
    }

    fn lex_include(&mut self) -> Result<(), Tok> {
        let t = self.lex_token();
        if t == Tok::Error {
            return Err(t);
        }
        if t != Tok::StrVal {
            let loc = self.tok_start;
            return Err(self.fail_at(loc, "Expected filename after include"));
        }
        let name = self.str_val.clone();
        let loc = self.tok_start;
        let Some(path) = self.find_include(&name) else {
            return Err(self.fail_at(loc, format!("Could not find include file '{name}'")));
        };
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            return Err(self.fail_at(
                loc,
                format!("includes nested more than {MAX_INCLUDE_DEPTH} deep"),
            ));
        }
        // Re-entering a file that is on the include stack with the same
        // macros defined would read the same tokens again, forever. (With an
        // include guard the macro set differs and re-entering is fine.)
        let cyclic = self.stack.iter().any(|f| {
            f.macros_at_entry == self.macros.len() && self.sources.file(f.file).path == path
        });
        if cyclic {
            return Err(self.fail_at(loc, format!("Cyclic include of file '{name}'")));
        }
        let text = match std::fs::read(&path) {
            Ok(t) => t,
            Err(e) => {
                return Err(self.fail_at(loc, format!("Could not read include file '{name}': {e}")))
            }
        };
        let id = self.sources.add_included(path.clone(), text, Some(loc));
        self.dependencies.push(path);
        self.stack.push(Frame {
            file: id,
            pos: 0,
            macros_at_entry: self.macros.len(),
            prep: Vec::new(),
        });
        self.at_line_start = true;
        Ok(())
    }

    /// LLVM's search order: the name as given (relative to the working
    /// directory), then each `-I` directory in order.
    fn find_include(&self, name: &str) -> Option<PathBuf> {
        let direct = Path::new(name);
        if direct.is_file() {
            return Some(direct.to_path_buf());
        }
        self.include_dirs
            .iter()
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    }

    fn lex_string(&mut self) -> Tok {
        let str_start = self.pos();
        let mut out: Vec<u8> = Vec::new();
        let mut p = str_start;
        loop {
            let text = self.text();
            if p >= text.len() {
                return self.fail(str_start, "End of file in string literal");
            }
            let c = text[p];
            match c {
                b'"' => break,
                b'\n' | b'\r' => return self.fail(str_start, "End of line in string literal"),
                b'\\' => {
                    p += 1;
                    let e = text.get(p).copied();
                    match e {
                        Some(b'\\') | Some(b'\'') | Some(b'"') => out.push(e.unwrap()),
                        Some(b't') => out.push(b'\t'),
                        Some(b'n') => out.push(b'\n'),
                        Some(b'\n') | Some(b'\r') => {
                            return self.fail(p, "escaped newlines not supported in tblgen")
                        }
                        None => return self.fail(str_start, "End of file in string literal"),
                        _ => return self.fail(p, "invalid escape in string literal"),
                    }
                    p += 1;
                }
                _ => {
                    out.push(c);
                    p += 1;
                }
            }
        }
        self.set_pos(p + 1);
        self.str_val = bytes_to_string(out);
        Tok::StrVal
    }

    fn lex_var_name(&mut self, start: usize) -> Tok {
        let c = self.peek(0);
        if !c.is_ascii_alphabetic() && c != b'_' {
            return self.fail(start, "Invalid variable name");
        }
        let text = self.text();
        let mut p = start + 2;
        while p < text.len() && is_ident_char(text[p]) {
            p += 1;
        }
        self.str_val = String::from_utf8_lossy(&text[start + 1..p]).into_owned();
        self.set_pos(p);
        Tok::VarName
    }

    fn lex_exclaim(&mut self, start: usize) -> Tok {
        if !self.peek(0).is_ascii_alphabetic() {
            return self.fail(start, "Invalid \"!operator\"");
        }
        let text = self.text();
        let mut p = start + 1;
        while p < text.len() && text[p].is_ascii_alphabetic() {
            p += 1;
        }
        let op = Bang::from_name(&text[start + 1..p]);
        self.set_pos(p);
        match op {
            Some(b) => Tok::Bang(b),
            None => self.fail(start, "Unknown operator"),
        }
    }

    /// `[` or a `[{ code }]` fragment. Like LLVM, a `}` is only a candidate
    /// terminator when the character right after it is `]`.
    fn lex_bracket(&mut self, start: usize) -> Tok {
        if self.peek(0) != b'{' {
            return Tok::LSquare;
        }
        let code_start = start + 2;
        let text = self.text();
        let mut p = code_start;
        while p < text.len() {
            let c = text[p];
            p += 1;
            if c != b'}' {
                continue;
            }
            if p >= text.len() {
                break;
            }
            let c2 = text[p];
            p += 1;
            if c2 == b']' {
                self.str_val = String::from_utf8_lossy(&text[code_start..p - 2]).into_owned();
                self.set_pos(p);
                return Tok::CodeFragment;
            }
        }
        self.fail(start, "Unterminated code block")
    }

    fn lex_number(&mut self, start: usize) -> Tok {
        let text = self.text();
        let first = text[start];
        let mut p = start + 1;
        let mut base = 0u32;
        let mut num_start = p;
        if first == b'0' {
            num_start = p + 1;
            if text.get(p) == Some(&b'x') {
                base = 16;
                p += 1;
                while p < text.len() && text[p].is_ascii_hexdigit() {
                    p += 1;
                }
            } else if text.get(p) == Some(&b'b') {
                base = 2;
                p += 1;
                while p < text.len() && (text[p] == b'0' || text[p] == b'1') {
                    p += 1;
                }
            }
        }
        if base != 0 {
            // At least one digit, and not followed by an identifier char.
            if p == num_start || (p < text.len() && is_ident_char(text[p])) {
                // Fall back to a decimal "0" followed by an identifier, as
                // LLVM does (it rewinds to just after the 0).
                p = start + 1;
                base = 0;
            }
        }
        if base == 0 {
            if !first.is_ascii_digit() && !text.get(p).is_some_and(|c| c.is_ascii_digit()) {
                self.set_pos(p);
                return if first == b'-' { Tok::Minus } else { Tok::Plus };
            }
            num_start = start;
            base = 10;
            while p < text.len() && text[p].is_ascii_digit() {
                p += 1;
            }
        }
        let digits = String::from_utf8_lossy(&text[num_start..p]).into_owned();
        let digits = digits.as_str();
        self.set_pos(p);
        if base == 10 {
            let (neg, body) = match digits.as_bytes()[0] {
                b'-' => (true, &digits[1..]),
                b'+' => (false, &digits[1..]),
                _ => (false, digits),
            };
            if body.is_empty() {
                return self.fail(start, "Invalid number");
            }
            if neg {
                match digits.parse::<i64>() {
                    Ok(v) => self.int_val = v,
                    Err(_) => return self.fail(start, "Number out of range"),
                }
            } else {
                match body.parse::<u64>() {
                    Ok(v) => self.int_val = v as i64,
                    Err(_) => return self.fail(start, "Number out of range"),
                }
            }
            return Tok::IntVal;
        }
        match u64::from_str_radix(digits, base) {
            Ok(v) => self.int_val = v as i64,
            Err(_) => return self.fail(start, "Number out of range"),
        }
        if base == 2 {
            self.bin_width = (p - num_start) as u32;
            Tok::BinaryIntVal
        } else {
            Tok::IntVal
        }
    }

    // ---- Preprocessor -------------------------------------------------

    /// If the cursor (just past a `#`) is on a directive name, which one.
    fn directive_kind(&self) -> Option<PrepKind> {
        let text = self.text();
        let p = self.pos();
        for (name, kind) in [
            (&b"ifdef"[..], PrepKind::Ifdef),
            (b"ifndef", PrepKind::Ifndef),
            (b"else", PrepKind::Else),
            (b"endif", PrepKind::Endif),
            (b"define", PrepKind::Define),
        ] {
            if text[p..].starts_with(name) {
                let after = text.get(p + name.len()).copied().unwrap_or(b' ');
                if !is_ident_char(after) {
                    return Some(kind);
                }
            }
        }
        None
    }

    /// Handles a directive whose `#` is at `start`; the cursor is past `#`.
    fn lex_directive(&mut self, kind: PrepKind, start: usize) -> Result<(), Tok> {
        let name_len = match kind {
            PrepKind::Ifdef => 5,
            PrepKind::Ifndef => 6,
            PrepKind::Else => 4,
            PrepKind::Endif => 5,
            PrepKind::Define => 6,
        };
        let loc = self.loc_at(start + 1);
        self.set_pos(self.pos() + name_len);
        match kind {
            PrepKind::Ifdef | PrepKind::Ifndef => {
                let m = self.lex_macro_name()?;
                // LLVM points at the macro name when a conditional is not closed.
                let loc = self.loc_at(self.pos() - m.len());
                let defined = self.macros.contains(&m);
                let take = defined == (kind == PrepKind::Ifdef);
                self.skip_directive_end("#ifdef/#ifndef NAME")?;
                self.stack.last_mut().unwrap().prep.push(PrepControl {
                    is_else: false,
                    loc,
                });
                if !take {
                    self.skip_region()?;
                }
            }
            PrepKind::Define => {
                let m = self.lex_macro_name()?;
                self.skip_directive_end("#define NAME")?;
                self.macros.insert(m);
            }
            PrepKind::Else => {
                self.skip_directive_end("#else")?;
                match self.stack.last_mut().unwrap().prep.last_mut() {
                    None => return Err(self.fail(start + 1, "#else without #ifdef or #ifndef")),
                    Some(c) if c.is_else => return Err(self.fail(start + 1, "double #else")),
                    Some(c) => {
                        c.is_else = true;
                        c.loc = loc;
                    }
                }
                // We were lexing the taken branch: skip the else branch.
                self.skip_region()?;
            }
            PrepKind::Endif => {
                self.skip_directive_end("#endif")?;
                if self.stack.last_mut().unwrap().prep.pop().is_none() {
                    return Err(self.fail(start + 1, "#endif without #ifdef"));
                }
            }
        }
        self.at_line_start = true;
        Ok(())
    }

    fn fail_eof_in_conditional(&mut self, eof: usize, control: Loc) -> Tok {
        self.pending_notes.push(LexError {
            loc: control,
            message: "The latest preprocessor control is here".into(),
        });
        self.fail(eof, "Reached EOF without matching #endif")
    }

    fn lex_macro_name(&mut self) -> Result<Vec<u8>, Tok> {
        let text = self.text();
        let mut p = self.pos();
        while p < text.len() && (text[p] == b' ' || text[p] == b'\t') {
            p += 1;
        }
        let s = p;
        if p >= text.len() || !(text[p].is_ascii_alphabetic() || text[p] == b'_') {
            return Err(self.fail(p, "Expected macro name after #ifdef"));
        }
        let text = &self.sources.file(self.stack.last().unwrap().file).text;
        while p < text.len() && is_ident_char(text[p]) {
            p += 1;
        }
        let name = text[s..p].to_vec();
        self.set_pos(p);
        Ok(name)
    }

    /// After a directive only white space and comments may follow.
    fn skip_directive_end(&mut self, what: &str) -> Result<(), Tok> {
        loop {
            let text = self.text();
            let p = self.pos();
            if p >= text.len() {
                return Ok(());
            }
            match text[p] {
                b' ' | b'\t' | b'\r' => self.set_pos(p + 1),
                b'\n' => {
                    self.set_pos(p + 1);
                    return Ok(());
                }
                b'/' if text.get(p + 1) == Some(&b'/') => {
                    self.set_pos(p + 1);
                    self.skip_line_comment();
                }
                b'/' if text.get(p + 1) == Some(&b'*') => {
                    self.set_pos(p + 1);
                    self.skip_block_comment(p)?;
                }
                _ => return Err(self.fail(p, format!("Only comments are supported after {what}"))),
            }
        }
    }

    /// Skips lines until the `#else` or `#endif` that ends the current
    /// conditional. Nested conditionals inside are skipped whole.
    fn skip_region(&mut self) -> Result<(), Tok> {
        let mut depth = 0usize;
        loop {
            let text = self.text();
            let mut p = self.pos();
            if p >= text.len() {
                let control = self.frame().prep.last().map(|c| c.loc).unwrap();
                return Err(self.fail_eof_in_conditional(p, control));
            }
            // Find the first non-blank character of this line.
            while p < text.len() && (text[p] == b' ' || text[p] == b'\t' || text[p] == b'\r') {
                p += 1;
            }
            if p < text.len() && text[p] == b'#' {
                let hash = p;
                self.set_pos(p + 1);
                if let Some(kind) = self.directive_kind() {
                    match kind {
                        PrepKind::Ifdef | PrepKind::Ifndef => depth += 1,
                        PrepKind::Endif if depth > 0 => depth -= 1,
                        PrepKind::Else if depth > 0 => {}
                        PrepKind::Define => {}
                        PrepKind::Else => {
                            self.set_pos(hash + 5);
                            self.skip_directive_end("#else")?;
                            let loc = self.loc_at(hash + 1);
                            let c = self.stack.last_mut().unwrap().prep.last_mut().unwrap();
                            if c.is_else {
                                return Err(self.fail_at(loc, "double #else"));
                            }
                            c.is_else = true;
                            c.loc = loc;
                            self.at_line_start = true;
                            return Ok(());
                        }
                        PrepKind::Endif => {
                            self.set_pos(hash + 6);
                            self.skip_directive_end("#endif")?;
                            self.stack.last_mut().unwrap().prep.pop();
                            self.at_line_start = true;
                            return Ok(());
                        }
                    }
                }
            }
            // Skip the rest of the line.
            let text = self.text();
            let mut q = self.pos().max(p);
            while q < text.len() && text[q] != b'\n' {
                q += 1;
            }
            self.set_pos((q + 1).min(text.len()));
        }
    }
}

fn bytes_to_string(b: Vec<u8>) -> String {
    match String::from_utf8(b) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}
