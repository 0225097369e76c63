//! The value of an enum attribute's parameter (`#llvm.fastmath<nnan, ninf>`,
//! `#llvm.cconv<fastcc>`, `fastmath<fast>` in a custom form) read as MLIR 16's generated
//! parsers read it, with their errors: the parameter's own error, then the attribute's
//! "failed to parse ... parameter" error where the parser stopped.

use super::EnumSpec;

/// How MLIR 16 reads the parameter of an enum attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumParamStyle {
    /// `EnumAttr` of a bit enum: keywords separated by `,` (MLIR's `parameterParser` of
    /// `BitEnumAttr`), an unknown one reported at the list's start.
    BitKeywords,
    /// `EnumAttr` of an integer enum: one keyword (`IntEnumAttr`'s `parameterParser`).
    Keyword,
    /// An enum parameter read by the `FieldParser` MLIR generates for enums: a keyword
    /// or a string; `summary` is the enum's summary, which its errors name.
    KeywordOrString {
        /// The enum's summary (`Calling Conventions`).
        summary: &'static str,
    },
}

/// What MLIR's parse errors of an enum attribute name, and how it reads and prints it.
#[derive(Debug)]
pub struct EnumAttrSyntax {
    /// The attribute's def (`LLVM_FastmathFlagsAttr`, `CConvAttr`).
    pub def: &'static str,
    /// The parameter's name (`value`, `CallingConv`).
    pub param: &'static str,
    /// The parameter's C++ type as the def spells it (`::mlir::LLVM::FastmathFlags`,
    /// `CConv`).
    pub param_type: &'static str,
    /// How the parameter is read.
    pub style: EnumParamStyle,
    /// The separator a bit enum prints between its keywords (`, ` or `,`).
    pub separator: &'static str,
}

/// An error of the read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumError {
    /// The byte offset it is at.
    pub at: usize,
    /// Its message.
    pub message: String,
    /// Whether it is a token-level error (MLIR's `expected '>'`), which a custom form
    /// does not prefix with `custom op 'NAME'`.
    pub token: bool,
}

fn err(at: usize, message: impl Into<String>) -> EnumError {
    EnumError {
        at,
        message: message.into(),
        token: false,
    }
}

/// The errors as offsets and messages, in order.
pub fn error_pairs(errs: Vec<EnumError>) -> Vec<(usize, String)> {
    errs.into_iter().map(|e| (e.at, e.message)).collect()
}

impl EnumAttrSyntax {
    /// The attribute's "failed to parse" error, at `at`.
    fn failed(&self, at: usize) -> EnumError {
        err(
            at,
            format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                self.def, self.param, self.param_type
            ),
        )
    }

    /// The keywords of the parameter written in `body` (the text between `<` and `>`,
    /// which starts at byte offset `at`), checked against the keywords `cases`: one for an
    /// enum, one or more for a bit enum. Errors are MLIR's, at offsets counted from `at`'s
    /// origin.
    pub fn read<'c>(
        &self,
        body: &str,
        at: usize,
        cases: &[&'c str],
    ) -> Result<Vec<&'c str>, Vec<EnumError>> {
        let mut pos = skip_blanks(body, 0);
        let start = pos;
        let mut read = Vec::new();
        // The end of the last keyword read: MLIR reports a wrong token there, before the
        // blanks that precede it.
        let mut last_end;
        loop {
            let (word, end) = match self.style {
                EnumParamStyle::KeywordOrString { .. } => match keyword(body, pos) {
                    Some(end) => (body[pos..end].to_string(), end),
                    None => match string(body, pos) {
                        Some(v) => v,
                        None => {
                            let EnumParamStyle::KeywordOrString { summary } = self.style else {
                                unreachable!()
                            };
                            return Err(vec![
                                err(at + pos, format!("expected keyword for {summary}")),
                                self.failed(at + pos),
                            ]);
                        }
                    },
                },
                _ => match keyword(body, pos) {
                    Some(end) => (body[pos..end].to_string(), end),
                    None => {
                        return Err(vec![
                            err(at + pos, "expected valid keyword"),
                            self.failed(at + pos),
                        ])
                    }
                },
            };
            let next = skip_blanks(body, end);
            let Some(case) = cases.iter().find(|c| **c == word) else {
                let msg = match self.style {
                    EnumParamStyle::KeywordOrString { summary } => {
                        format!("invalid {summary} specification: {word}")
                    }
                    _ => format!(
                        "expected {} to be one of: {}",
                        self.param_type,
                        cases.join(", ")
                    ),
                };
                return Err(vec![err(at + start, msg), self.failed(at + next)]);
            };
            read.push(*case);
            last_end = end;
            pos = next;
            if self.style != EnumParamStyle::BitKeywords || !body[pos..].starts_with(',') {
                break;
            }
            pos = skip_blanks(body, pos + 1);
        }
        if pos < body.len() {
            return Err(vec![EnumError {
                at: at + last_end,
                message: "expected '>'".to_string(),
                token: true,
            }]);
        }
        Ok(read)
    }

    /// The canonical text of `name<body>` (`text`, without `#`) as MLIR prints the
    /// attribute, its keywords checked against `cases`; errors at offsets into `text`.
    /// Text without `<...>` is left to the caller's reading (`Ok(None)`).
    pub fn read_text(&self, text: &str, spec: &EnumSpec) -> Result<Option<String>, Vec<EnumError>> {
        let Some(open) = text.find('<') else {
            return Ok(None);
        };
        let Some(body) = text[open + 1..].strip_suffix('>') else {
            return Ok(None);
        };
        let value = self.read_value(body, open + 1, spec)?;
        Ok(Some(format!("{}<{}>", &text[..open], value)))
    }

    /// The canonical keywords of the parameter in `body` (see [`EnumAttrSyntax::read`]):
    /// a bit enum's flags in MLIR's order, joined by its separator.
    pub fn read_value(
        &self,
        body: &str,
        at: usize,
        spec: &EnumSpec,
    ) -> Result<String, Vec<EnumError>> {
        let names: Vec<&str> = spec.cases.iter().map(|c| c.0).collect();
        let read = self.read(body, at, &names)?;
        if self.style != EnumParamStyle::BitKeywords {
            return Ok(read[0].to_string());
        }
        let bits = read
            .iter()
            .filter_map(|k| spec.cases.iter().find(|c| c.0 == *k))
            .fold(0, |v, c| v | c.1);
        Ok(spec.print_bits(bits).replace(',', self.separator))
    }
}

/// The offset of the first byte at or after `pos` that is not a blank.
fn skip_blanks(s: &str, mut pos: usize) -> usize {
    let b = s.as_bytes();
    while pos < b.len() && b[pos].is_ascii_whitespace() {
        pos += 1;
    }
    pos
}

/// The end of the keyword (a bare identifier: a letter or `_`, then letters, digits,
/// `_`, `$` or `.`) at `pos`, if one is there.
fn keyword(s: &str, pos: usize) -> Option<usize> {
    let b = s.as_bytes();
    if !b
        .get(pos)
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
    {
        return None;
    }
    let mut end = pos + 1;
    while end < b.len() && (b[end].is_ascii_alphanumeric() || matches!(b[end], b'_' | b'$' | b'.'))
    {
        end += 1;
    }
    Some(end)
}

/// The contents and end of the string literal at `pos`, if one is there.
fn string(s: &str, pos: usize) -> Option<(String, usize)> {
    let rest = s[pos..].strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, pos + 1 + i + 1)),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    None
}
