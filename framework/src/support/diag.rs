//! Diagnostics: errors and notes with source positions, rendered rustc-style.

/// How severe a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
    /// A remark.
    Remark,
}

impl Severity {
    /// The word printed before the message.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A position in a source buffer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SourcePos {
    /// The file name as given on the command line.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
}

/// A diagnostic: severity, message, position and attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// The message, MLIR's wording where MLIR has one.
    pub message: String,
    /// Where it points.
    pub pos: Option<SourcePos>,
    /// The full text of the line `pos` points into, for rendering.
    pub source_line: Option<String>,
    /// Notes attached to it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error without a position.
    pub fn error(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            pos: None,
            source_line: None,
            notes: Vec::new(),
        }
    }

    /// Fills in the source line of this diagnostic and its notes from `text`, a buffer whose
    /// first line is line `first_line` of `file`.
    pub fn attach_source(&mut self, file: &str, text: &str, first_line: u32) {
        if let Some(p) = &self.pos {
            if self.source_line.is_none() && p.file == file && p.line >= first_line {
                self.source_line = text
                    .split('\n')
                    .nth((p.line - first_line) as usize)
                    .map(str::to_string);
            }
        }
        for n in &mut self.notes {
            n.attach_source(file, text, first_line);
        }
    }

    /// Renders the diagnostic rustc-style:
    ///
    /// ```text
    /// error: expected ')'
    ///  --> in.mlir:3:7
    ///   |
    /// 3 | "a.b"(
    ///   |       ^
    /// ```
    pub fn render(&self) -> String {
        let mut out = format!("{}: {}\n", self.severity.label(), self.message);
        if let Some(p) = &self.pos {
            let num = p.line.to_string();
            let pad = " ".repeat(num.len());
            out += &format!("{pad}--> {}:{}:{}\n", p.file, p.line, p.col);
            if let Some(line) = &self.source_line {
                let caret_pad: String = line
                    .bytes()
                    .take(p.col.saturating_sub(1) as usize)
                    .map(|b| if b == b'\t' { '\t' } else { ' ' })
                    .collect();
                out += &format!("{pad} |\n{num} | {line}\n{pad} | {caret_pad}^\n");
            }
        }
        for n in &self.notes {
            out += &n.render();
        }
        out
    }
}

/// Line and column (1-based) of a byte offset in `src`, and the text of that line.
pub fn line_col(src: &str, offset: usize) -> (u32, u32, &str) {
    let offset = offset.min(src.len());
    let line_start = src[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[offset..].find('\n').map_or(src.len(), |i| offset + i);
    let line = src[..line_start].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
    (
        line,
        (offset - line_start) as u32 + 1,
        &src[line_start..line_end],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_rustc_style() {
        let src = "a\n  bc\n";
        let (line, col, text) = line_col(src, 4);
        assert_eq!((line, col, text), (2, 3, "  bc"));
        let d = Diagnostic {
            pos: Some(SourcePos {
                file: "f.mlir".into(),
                line,
                col,
            }),
            source_line: Some(text.into()),
            ..Diagnostic::error("bad")
        };
        assert_eq!(
            d.render(),
            "error: bad\n --> f.mlir:2:3\n  |\n2 |   bc\n  |   ^\n"
        );
    }
}
