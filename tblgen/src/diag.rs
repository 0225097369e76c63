//! Diagnostics: errors and notes with resolved source positions.
//!
//! Diagnostics are plain values. The front end collects them; only the
//! binaries render them (rustc-style, with the source line and a caret).

use crate::source::Position;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// Worth telling, but the input is accepted.
    Warning,
    /// Extra information attached to an error or warning.
    Note,
}

impl Severity {
    fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One message, optionally tied to a source position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The message, in LLVM TableGen's wording where LLVM has one.
    pub message: String,
    /// Where it happened, if anywhere in particular.
    pub position: Option<Position>,
}

/// A list of diagnostics, in the order they were reported.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics {
    /// The diagnostics.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// True if any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }

    /// Adds a diagnostic.
    pub fn push(&mut self, severity: Severity, message: String, position: Option<Position>) {
        self.items.push(Diagnostic {
            severity,
            message,
            position,
        });
    }

    /// Renders every diagnostic rustc-style:
    ///
    /// ```text
    /// error: Couldn't find class 'Foo'
    ///  --> file.td:3:9
    ///   |
    /// 3 | def X : Foo;
    ///   |         ^
    ///   = note: included from main.td:1:9
    /// ```
    pub fn render(&self) -> String {
        let mut out = String::new();
        for d in &self.items {
            render_one(&mut out, d);
        }
        out
    }
}

fn render_one(out: &mut String, d: &Diagnostic) {
    let _ = writeln!(out, "{}: {}", d.severity.label(), d.message);
    if let Some(p) = &d.position {
        let num = p.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad}--> {}:{}:{}", p.path.display(), p.line, p.column);
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {}", p.line_text);
        // Keep tabs so the caret lines up with the source line as printed.
        let lead: String = p
            .line_text
            .chars()
            .take(p.column.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad} | {lead}^");
        for (path, line, col) in &p.included_from {
            let _ = writeln!(
                out,
                "{pad} = note: included from {}:{line}:{col}",
                path.display()
            );
        }
    }
}

impl std::fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostics {}
