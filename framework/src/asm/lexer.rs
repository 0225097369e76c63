//! The lexer of the MLIR textual format: turns source bytes into [`Token`]s with byte spans.

/// The kind of a token.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character that starts no token.
    Error,
    /// `...` (variadic function signatures).
    Ellipsis,
    /// `foo`, `i32`, `builtin.module`, `x4xf32` (letters, digits, `_`, `$`, `.`).
    BareIdent,
    /// `%name`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#map`, `#1`, `#d.attr`.
    HashIdent,
    /// `!d.type`.
    ExclamationIdent,
    /// `@sym` or `@"quoted sym"`.
    AtIdent,
    /// `123`, `0x1F`.
    Integer,
    /// `1.5`, `2.0e-3`.
    Float,
    /// `"string"` with escapes still in place.
    String,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and byte range in the source.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// What kind of token.
    pub kind: TokenKind,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset one past the last character.
    pub end: usize,
}

impl Token {
    /// The source text of the token.
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        &src[self.start..self.end]
    }
}

/// A cursor over the source that produces tokens on demand.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    /// The line (1-based) of the text at `pos` and the offset at which that line starts,
    /// counted as trivia and tokens are consumed (line breaks appear only in whitespace,
    /// comments' ends and bad strings), so the position of a token just read needs no
    /// scan of the text. Meaningful only while `lines_known`.
    line: u32,
    line_start: usize,
    /// Whether `line` and `line_start` are right: false after a jump whose text was not
    /// counted ([`Lexer::reset_to`], or a long [`Lexer::jump_to`]) until
    /// [`Lexer::set_line`].
    lines_known: bool,
}

/// Character classes of bytes, one bit each (a table lookup per byte in the lexer's
/// loops instead of a chain of comparisons).
const ID: u8 = 1;
/// A suffix character of `%name`, `^bb`, `#attr`, `!type` and `@sym`.
const SUFFIX: u8 = 2;
/// ASCII whitespace.
const SPACE: u8 = 4;
/// An ASCII digit.
const DIGIT: u8 = 8;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alnum = b.is_ascii_alphanumeric();
        if alnum || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= ID | SUFFIX;
        }
        if b == b'-' {
            t[c] |= SUFFIX;
        }
        if b.is_ascii_whitespace() {
            t[c] |= SPACE;
        }
        if b.is_ascii_digit() {
            t[c] |= DIGIT;
        }
        c += 1;
    }
    t
};

/// The end of the run of bytes of class `class` starting at `i`.
fn run_end(b: &[u8], mut i: usize, class: u8) -> usize {
    while let Some(&c) = b.get(i) {
        if CLASS[c as usize] & class == 0 {
            break;
        }
        i += 1;
    }
    i
}

/// How many `\n` bytes `text` holds, and the index of the last one. A position is
/// usually a line or two past the last one counted: a word-at-a-time loop is cheaper there
/// than setting up `memchr`; longer texts go to `memchr`.
pub(crate) fn newlines_in(text: &[u8]) -> (u32, Option<usize>) {
    const SHORT: usize = 256;
    if text.len() > SHORT {
        let mut count = 0;
        let mut last = None;
        for i in memchr::memchr_iter(b'\n', text) {
            count += 1;
            last = Some(i);
        }
        return (count, last);
    }
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NEWLINES: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    let mut count = 0;
    let mut last = None;
    let mut chunks = text.chunks_exact(8);
    let mut at = 0;
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().expect("8 bytes")) ^ NEWLINES;
        // The high bit of each byte that was `\n` (now zero), and of no other byte.
        let zeros = !(((w & LOW7).wrapping_add(LOW7)) | w | LOW7);
        if zeros != 0 {
            count += zeros.count_ones();
            last = Some(at + (63 - zeros.leading_zeros() as usize) / 8);
        }
        at += 8;
    }
    for (i, &b) in chunks.remainder().iter().enumerate() {
        if b == b'\n' {
            count += 1;
            last = Some(at + i);
        }
    }
    (count, last)
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            lines_known: true,
        }
    }

    /// The byte offset of the next character.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves the cursor to a byte offset (used after scanning raw text); the line of the
    /// new position is not known until [`Lexer::set_line`].
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos;
        self.lines_known = false;
    }

    /// Moves the cursor to a byte offset, counting the line breaks passed when that is
    /// cheap (a jump of at most `JUMP_LIMIT` bytes). Returns whether the line of the new
    /// position is known (else [`Lexer::set_line`] should tell it).
    pub fn jump_to(&mut self, pos: usize) -> bool {
        /// Farther than this, the text is not scanned for line breaks.
        const JUMP_LIMIT: usize = 4096;
        let b = self.src.as_bytes();
        if self.lines_known {
            if pos >= self.pos {
                if pos - self.pos <= JUMP_LIMIT {
                    let (count, last) = newlines_in(&b[self.pos..pos]);
                    if let Some(i) = last {
                        self.line += count;
                        self.line_start = self.pos + i + 1;
                    }
                } else {
                    self.lines_known = false;
                }
            } else if pos < self.line_start {
                // Back across line breaks (`src[line_start..self.pos]` has none).
                if self.line_start - pos <= JUMP_LIMIT {
                    self.line -= newlines_in(&b[pos..self.line_start]).0;
                    self.line_start = memchr::memrchr(b'\n', &b[..pos]).map_or(0, |i| i + 1);
                } else {
                    self.lines_known = false;
                }
            }
        }
        self.pos = pos;
        self.lines_known
    }

    /// Moves the cursor forward to `pos` over text known to hold no line break (the
    /// line count stays right without a scan).
    #[inline]
    pub fn skip_on_line(&mut self, pos: usize) {
        debug_assert!(pos >= self.pos && !self.src.as_bytes()[self.pos..pos].contains(&b'\n'));
        self.pos = pos;
    }

    /// Tells the line (1-based) of the cursor's position and the offset at which that
    /// line starts.
    pub fn set_line(&mut self, line: u32, line_start: usize) {
        debug_assert!(line_start <= self.pos);
        self.line = line;
        self.line_start = line_start;
        self.lines_known = true;
    }

    /// The line (1-based) of byte `offset` and the offset at which that line starts, when
    /// the lexer knows it without a scan: `offset` lies on the line of the cursor, at or
    /// before it (the tokens just read).
    #[inline]
    pub fn line_of(&self, offset: usize) -> Option<(u32, usize)> {
        if self.lines_known && offset >= self.line_start && offset <= self.pos {
            Some((self.line, self.line_start))
        } else {
            None
        }
    }

    /// Skips whitespace and `//` comments.
    #[inline(always)]
    pub fn skip_trivia(&mut self) {
        let b = self.src.as_bytes();
        // Most tokens follow the previous one directly or after one space (`%a, %b : i32`):
        // those are settled by looking at two bytes, without the wide scan below (its
        // 16-byte loads and bounds checks cost more than the token itself).
        let mut i = self.pos;
        if b.get(i) == Some(&b' ') {
            i += 1;
        }
        match b.get(i) {
            None => {
                self.pos = i;
                return;
            }
            Some(&c) if CLASS[c as usize] & SPACE == 0 && c != b'/' => {
                self.pos = i;
                return;
            }
            _ => {}
        }
        self.pos = i;
        self.skip_trivia_slow();
    }

    /// Skips whitespace and `//` comments: the general case of [`Lexer::skip_trivia`].
    #[inline(never)]
    fn skip_trivia_slow(&mut self) {
        let b = self.src.as_bytes();
        loop {
            self.pos = self.space_end(self.pos);
            if self.pos + 1 < b.len() && b[self.pos] == b'/' && b[self.pos + 1] == b'/' {
                while self.pos < b.len() && b[self.pos] != b'\n' {
                    self.pos += 1;
                }
                continue;
            }
            break;
        }
    }

    /// The end of the run of whitespace starting at `i`, counting its line breaks. Runs of
    /// spaces are skipped sixteen bytes at a time: deeply nested text is mostly
    /// indentation (two spaces per level).
    #[inline]
    fn space_end(&mut self, mut i: usize) -> usize {
        const SPACES: u128 = u128::from_le_bytes([b' '; 16]);
        const SPACES8: u64 = u64::from_le_bytes([b' '; 8]);
        let b = self.src.as_bytes();
        loop {
            // The spaces starting a word are counted at once (a line's indentation,
            // after its line break); eight or more, sixteen at a time.
            if let Some(w) = b.get(i..i + 8) {
                let x = u64::from_le_bytes(w.try_into().expect("8 bytes")) ^ SPACES8;
                if x != 0 {
                    i += (x.trailing_zeros() / 8) as usize;
                } else {
                    i += 8;
                    while let Some(w) = b.get(i..i + 16) {
                        if u128::from_le_bytes(w.try_into().expect("16 bytes")) != SPACES {
                            break;
                        }
                        i += 16;
                    }
                    continue;
                }
            }
            match b.get(i) {
                Some(&b'\n') => {
                    i += 1;
                    self.line += 1;
                    self.line_start = i;
                }
                Some(&c) if CLASS[c as usize] & SPACE != 0 => i += 1,
                _ => return i,
            }
        }
    }

    /// Lexes the next token.
    #[inline(always)]
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let b = self.src.as_bytes();
        let start = self.pos;
        let tok = |kind, end| Token { kind, start, end };
        if start >= b.len() {
            return tok(TokenKind::Eof, start);
        }
        let c = b[start];
        let at = |i: usize| b.get(i).copied().unwrap_or(0);
        let (kind, end) = match c {
            b'(' => (TokenKind::LParen, start + 1),
            b')' => (TokenKind::RParen, start + 1),
            b'[' => (TokenKind::LSquare, start + 1),
            b']' => (TokenKind::RSquare, start + 1),
            b'{' if at(start + 1) == b'-' && at(start + 2) == b'#' => {
                (TokenKind::FileMetadataBegin, start + 3)
            }
            b'{' => (TokenKind::LBrace, start + 1),
            b'}' => (TokenKind::RBrace, start + 1),
            b'<' => (TokenKind::Less, start + 1),
            b'>' => (TokenKind::Greater, start + 1),
            b',' => (TokenKind::Comma, start + 1),
            b'.' if at(start + 1) == b'.' && at(start + 2) == b'.' => {
                (TokenKind::Ellipsis, start + 3)
            }
            b':' if at(start + 1) == b':' => (TokenKind::ColonColon, start + 2),
            b':' => (TokenKind::Colon, start + 1),
            b'=' => (TokenKind::Equal, start + 1),
            b'-' if at(start + 1) == b'>' => (TokenKind::Arrow, start + 2),
            b'-' => (TokenKind::Minus, start + 1),
            b'+' => (TokenKind::Plus, start + 1),
            b'?' => (TokenKind::Question, start + 1),
            b'*' => (TokenKind::Star, start + 1),
            b'"' => self.lex_string(start),
            b'#' if at(start + 1) == b'-' && at(start + 2) == b'}' => {
                (TokenKind::FileMetadataEnd, start + 3)
            }
            b'%' | b'^' | b'#' | b'!' => {
                let kind = match c {
                    b'%' => TokenKind::PercentIdent,
                    b'^' => TokenKind::CaretIdent,
                    b'#' => TokenKind::HashIdent,
                    _ => TokenKind::ExclamationIdent,
                };
                let i = start + 1;
                let first = CLASS[at(i) as usize];
                let end = if first & DIGIT != 0 {
                    run_end(b, i, DIGIT)
                } else if first & SUFFIX != 0 {
                    run_end(b, i, SUFFIX)
                } else {
                    return tok(TokenKind::Error, start + 1);
                };
                (kind, end)
            }
            b'@' => {
                if at(start + 1) == b'"' {
                    let (k, e) = self.lex_string(start + 1);
                    (
                        if k == TokenKind::String {
                            TokenKind::AtIdent
                        } else {
                            k
                        },
                        e,
                    )
                } else if at(start + 1).is_ascii_alphabetic() || at(start + 1) == b'_' {
                    (TokenKind::AtIdent, run_end(b, start + 1, SUFFIX))
                } else {
                    (TokenKind::Error, start + 1)
                }
            }
            b'0'..=b'9' => self.lex_number(start),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                (TokenKind::BareIdent, run_end(b, start + 1, ID))
            }
            _ => {
                let len = self.src[start..].chars().next().map_or(1, char::len_utf8);
                (TokenKind::Error, start + len)
            }
        };
        self.pos = end;
        tok(kind, end)
    }

    fn lex_string(&mut self, start: usize) -> (TokenKind, usize) {
        let b = self.src.as_bytes();
        let mut i = start + 1;
        while i < b.len() {
            match b[i] {
                b'"' => return (TokenKind::String, i + 1),
                b'\\' => {
                    // An escaped line break (a bad escape, reported later) is a line
                    // break all the same.
                    if b.get(i + 1) == Some(&b'\n') {
                        self.line += 1;
                        self.line_start = i + 2;
                    }
                    i += 2
                }
                b'\n' => break,
                _ => i += 1,
            }
        }
        (TokenKind::Error, i.min(b.len()))
    }

    fn lex_number(&self, start: usize) -> (TokenKind, usize) {
        let b = self.src.as_bytes();
        let at = |i: usize| b.get(i).copied().unwrap_or(0);
        let mut i = start;
        if at(i) == b'0' && at(i + 1) == b'x' && at(i + 2).is_ascii_hexdigit() {
            i += 2;
            while at(i).is_ascii_hexdigit() {
                i += 1;
            }
            return (TokenKind::Integer, i);
        }
        i = run_end(b, i, DIGIT);
        if at(i) != b'.' {
            return (TokenKind::Integer, i);
        }
        i = run_end(b, i + 1, DIGIT);
        if matches!(at(i), b'e' | b'E')
            && (at(i + 1).is_ascii_digit()
                || (matches!(at(i + 1), b'+' | b'-') && at(i + 2).is_ascii_digit()))
        {
            i = run_end(b, i + 2, DIGIT);
        }
        (TokenKind::Float, i)
    }
}

/// The message and offset MLIR's lexer reports for an [`TokenKind::Error`] token: an
/// unterminated string at its line end, a prefix (`%`, `^`, `#`, `!`) without a name at
/// the prefix, `@` without a name at the character after it, anything else at the token.
pub fn error_message(src: &str, tok: Token) -> (usize, &'static str) {
    let b = src.as_bytes();
    match b.get(tok.start) {
        Some(b'"') => (tok.end, "expected '\"' in string literal"),
        Some(b'@') if b.get(tok.start + 1) == Some(&b'"') => {
            (tok.end, "expected '\"' in string literal")
        }
        Some(b'@') => (
            tok.start + 1,
            "@ identifier expected to start with letter or '_'",
        ),
        Some(b'%') => (tok.start, "invalid SSA name"),
        Some(b'^') => (tok.start, "invalid block name"),
        Some(b'#') => (tok.start, "invalid attribute name"),
        Some(b'!') => (tok.start, "invalid type identifier"),
        // MLIR's lexer reports it after the dot it read.
        Some(b'.') => (
            tok.start + 1,
            "expected three consecutive dots for an ellipsis",
        ),
        _ => (tok.start, "unexpected character"),
    }
}

/// Where MLIR reports a wrong-token error (its `emitWrongTokenError`) at `tok`: just past
/// the text before the token, backing up over blanks, line ends and `//` comments (at end
/// of input, from one character back), so the caret sits where the missing token belongs.
pub fn wrong_token_offset(src: &str, tok: Token) -> usize {
    let bytes = src.as_bytes();
    let mut at = tok.start.min(bytes.len());
    if tok.kind == TokenKind::Eof && at > 0 {
        at -= 1;
    }
    let original = at;
    let mut end = at;
    loop {
        while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        if end == 0 {
            return original;
        }
        if !matches!(bytes[end - 1], b'\n' | b'\r') {
            break;
        }
        end -= 1;
        // A `//` comment on the line before ends the text there.
        let line_start = bytes[..end]
            .iter()
            .rposition(|b| *b == b'\n' || *b == b'\r')
            .map_or(0, |p| p + 1);
        if let Some(c) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
            end = line_start + c;
        }
    }
    let mut at = end;
    while at > 0 && !src.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Where MLIR reports an error at the current token (its `emitError()`): the token's
/// start, or one character back at the end of input.
pub fn current_token_offset(tok: Token) -> usize {
    if tok.kind == TokenKind::Eof && tok.start > 0 {
        tok.start - 1
    } else {
        tok.start
    }
}

/// Decodes the body of a string token (without its quotes): `\n`, `\t`, `\\`, `\"` and
/// two-digit hex escapes `\XX`. Returns `None` on a bad escape.
pub fn unescape(body: &str) -> Option<Vec<u8>> {
    let b = body.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let c = *b.get(i + 1)?;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'\\' => out.push(b'\\'),
            b'"' => out.push(b'"'),
            _ => {
                let h = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(h, 16).ok()?);
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if t.kind == TokenKind::Eof {
                return v;
            }
        }
    }

    #[test]
    fn lexes_generic_op() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%r:2 = "d.op"(%a, %b#1) [^bb1] {x = -1.5e3} : () -> () // c"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                Comma,
                PercentIdent,
                HashIdent,
                RParen,
                LSquare,
                CaretIdent,
                RSquare,
                LBrace,
                BareIdent,
                Equal,
                Minus,
                Float,
                RBrace,
                Colon,
                LParen,
                RParen,
                Arrow,
                LParen,
                RParen,
                Eof
            ]
        );
        assert_eq!(
            kinds("@\"q s\"::@b 0x1F"),
            vec![AtIdent, ColonColon, AtIdent, Integer, Eof]
        );
        assert_eq!(
            kinds("{-# x #-}"),
            vec![FileMetadataBegin, BareIdent, FileMetadataEnd, Eof]
        );
    }

    /// The line and line start of `offset`, by scanning from the start.
    fn naive_line(s: &str, offset: usize) -> (u32, usize) {
        let before = &s.as_bytes()[..offset];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count() as u32;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        (line, start)
    }

    #[test]
    fn counts_lines_of_tokens() {
        let s = "%a = \"d.op\"() // c\n\n  : () -> ()\n\"x\\\ny\" {\n    k = 1 }\n// end\n";
        let mut l = Lexer::new(s);
        let mut known = 0;
        loop {
            let t = l.next_token();
            // A token's end is on the cursor's line; its start too unless the token
            // spans a line break (the string with an escaped one).
            assert_eq!(l.line_of(t.end), Some(naive_line(s, t.end)), "{t:?}");
            if let Some(at) = l.line_of(t.start) {
                assert_eq!(at, naive_line(s, t.start), "{t:?}");
                known += 1;
            }
            if t.kind == TokenKind::Eof {
                break;
            }
        }
        assert_eq!(known, 17);
        // Jumps forward and back keep the count; far jumps forget it until told.
        let mut l = Lexer::new(s);
        for &to in &[30, 5, 40, 0, s.len()] {
            assert!(l.jump_to(to));
            assert_eq!(l.line_of(to), Some(naive_line(s, to)), "jump to {to}");
        }
        l.reset_to(10);
        assert_eq!(l.line_of(10), None);
        let (line, start) = naive_line(s, 10);
        l.set_line(line, start);
        let t = l.next_token();
        assert_eq!(l.line_of(t.start), Some(naive_line(s, t.start)));
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape(r#"a\"b\0A\\"#).unwrap(), b"a\"b\n\\");
        assert!(unescape("\\Z").is_none());
    }
}
