//! Diagnostics as MLIR models them: a severity, a message, a location and attached notes;
//! the engine that hands each emitted diagnostic to the registered handlers; and the two
//! renderings, mlir-opt's (`file:line:col: error: message`, the source line and a caret,
//! byte-identical to MLIR 16's `SourceMgrDiagnosticHandler`) and rustc's.
//!
//! A diagnostic's location is kept as given: a source position (the parser's), or a
//! location attribute of the context (an op's `loc`), resolved only when the diagnostic is
//! rendered, through a [`LocationResolver`] (the context, which knows its attributes).
//! This module depends on nothing but `std`.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

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
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SourcePos {
    /// The buffer's name: the file name as given on the command line, or the name of a
    /// `--split-input-file` chunk (`within split at FILE:LINE offset `).
    pub file: String,
    /// 1-based line in that buffer (0: unknown).
    pub line: u32,
    /// 1-based column in bytes (0: unknown).
    pub col: u32,
}

/// A location attribute of a context (its `Attribute` handle), carried unresolved.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct LocRef(pub u32);

/// Where a diagnostic points.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DiagLoc {
    /// Nowhere (MLIR's `UnknownLoc`).
    Unknown,
    /// A position in a source buffer (the parser's: MLIR's `FileLineColLoc`).
    Pos(SourcePos),
    /// A location attribute (an op's `loc`): name, call-site and fused locations are
    /// resolved when rendered.
    Attr(LocRef),
}

/// A diagnostic: severity, message, location and attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// The message, MLIR's wording where MLIR has one.
    pub message: String,
    /// Where it points.
    pub loc: DiagLoc,
    /// Notes attached to it (severity [`Severity::Note`]), in order. A parser unwinding
    /// reports several errors one after another: the later ones ride here with their own
    /// severity and are rendered as diagnostics of their own.
    pub notes: Vec<Diagnostic>,
}

/// The first line of the note `--mlir-print-stacktrace-on-diagnostic` attaches.
pub const TRACE_NOTE: &str = "diagnostic emitted with trace:\n";

impl Diagnostic {
    /// A diagnostic of `severity` at `loc`.
    pub fn new(severity: Severity, loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            message: message.into(),
            loc,
            notes: Vec::new(),
        }
    }

    /// An error without a location.
    pub fn error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, DiagLoc::Unknown, message)
    }

    /// An error at a source position.
    pub fn error_at(pos: SourcePos, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, DiagLoc::Pos(pos), message)
    }

    /// A note at `loc`.
    pub fn note(loc: DiagLoc, message: impl Into<String>) -> Self {
        Self::new(Severity::Note, loc, message)
    }

    /// Attaches a note.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }

    /// The source position, when the diagnostic was given one (parse errors).
    pub fn pos(&self) -> Option<&SourcePos> {
        match &self.loc {
            DiagLoc::Pos(p) => Some(p),
            _ => None,
        }
    }

    /// Whether a stack-trace note (`--mlir-print-stacktrace-on-diagnostic`) is attached.
    pub fn has_trace_note(&self) -> bool {
        self.notes.iter().any(|n| n.message.starts_with(TRACE_NOTE))
    }

    /// Attaches the current stack trace as a note at the diagnostic's location, in
    /// MLIR's form (`diagnostic emitted with trace:` then one `#N` line per frame),
    /// before the other notes, as MLIR attaches it when the diagnostic is emitted. The
    /// frames are Rust's (`std::backtrace`): symbol and source position, no address.
    pub fn attach_trace(&mut self) {
        let note = Diagnostic::note(self.loc.clone(), format!("{TRACE_NOTE}{}", stack_trace()));
        self.notes.insert(0, note);
    }

    /// Renders without sources or location resolution, rustc-style: `error: message`,
    /// then ` --> file:line:col` when the position is known. For tests and tools that
    /// have neither; drivers render through a [`SourceMgrHandler`].
    pub fn render(&self) -> String {
        let mut out = String::new();
        render_rustc(&mut out, self, &NoLocations, &mut SourceManager::new());
        out
    }
}

/// The current stack trace, one `#N symbol file:line:col` line per frame (each line
/// ending in a newline), numbered as LLVM's `PrintStackTrace` numbers them.
fn stack_trace() -> String {
    let bt = std::backtrace::Backtrace::force_capture().to_string();
    // `Display` of a backtrace: `  N: symbol` lines, each maybe followed by
    // `at file:line:col`.
    let mut frames: Vec<(String, Option<String>)> = Vec::new();
    for line in bt.lines() {
        let t = line.trim_start();
        if let Some(at) = t.strip_prefix("at ") {
            if let Some(f) = frames.last_mut() {
                f.1 = Some(at.to_string());
            }
        } else if let Some((n, sym)) = t.split_once(": ") {
            if n.bytes().all(|b| b.is_ascii_digit()) {
                frames.push((sym.to_string(), None));
            }
        }
    }
    let width = frames.len().saturating_sub(1).to_string().len() + 1;
    let mut out = String::new();
    for (i, (sym, at)) in frames.iter().enumerate() {
        let _ = write!(out, "{:>width$} {sym}", format!("#{i}"));
        if let Some(at) = at {
            let _ = write!(out, " {at}");
        }
        out.push('\n');
    }
    out
}

/// What a renderer needs to know about a location attribute.
#[derive(Clone, Debug, Default)]
pub struct LocInfo {
    /// The first `file:line:col` location nested in it, in pre-order (MLIR's
    /// `findInstanceOf<FileLineColLoc>`).
    pub file_pos: Option<SourcePos>,
    /// It is `loc(unknown)`.
    pub unknown: bool,
    /// It is a `file:line:col` location itself.
    pub plain_file: bool,
    /// Its printed form, `loc("name")`, shown before the message when it holds no
    /// position.
    pub text: String,
    /// The caller of the call-site location it is or holds (through name and fused
    /// locations, MLIR's `getCallSiteLoc`): the start of the `called from` notes.
    pub caller: Option<LocRef>,
}

/// Resolves the location attributes of diagnostics (implemented by the context).
pub trait LocationResolver {
    /// What `loc` is.
    fn resolve(&self, loc: LocRef) -> LocInfo;
}

/// A resolver that knows no location attribute (they render as unknown).
pub struct NoLocations;

impl LocationResolver for NoLocations {
    fn resolve(&self, _: LocRef) -> LocInfo {
        LocInfo {
            unknown: true,
            ..LocInfo::default()
        }
    }
}

/// A location as the renderers compare them: equal when MLIR's uniqued locations would
/// be the same attribute.
#[derive(PartialEq, Eq)]
enum LocKey {
    Unknown,
    File(SourcePos),
    Attr(LocRef),
}

fn loc_key(loc: &DiagLoc, r: &dyn LocationResolver) -> LocKey {
    match loc {
        DiagLoc::Unknown => LocKey::Unknown,
        DiagLoc::Pos(p) => LocKey::File(p.clone()),
        DiagLoc::Attr(l) => {
            let info = r.resolve(*l);
            match (info.unknown, info.plain_file, info.file_pos) {
                (true, _, _) => LocKey::Unknown,
                (_, true, Some(p)) => LocKey::File(p),
                _ => LocKey::Attr(*l),
            }
        }
    }
}

/// A source buffer of a [`SourceManager`]: borrowed from the caller (the input being
/// processed, never copied), or owned (a file a location names, read from disk).
struct Buffer<'a> {
    name: String,
    text: Cow<'a, str>,
    /// The file and 1-based line the buffer starts at, when it is a part of a file (a
    /// `--split-input-file` chunk): the rustc rendering points into the file.
    origin: Option<(String, u32)>,
}

/// The source buffers diagnostics point into, by name (MLIR's `llvm::SourceMgr`). A
/// location naming a file that is not a buffer loads it from disk, once, as MLIR does.
#[derive(Default)]
pub struct SourceManager<'a> {
    buffers: Vec<Buffer<'a>>,
    /// Files loaded for locations naming them (`None`: could not be read).
    loaded: HashMap<String, Option<usize>>,
}

impl<'a> SourceManager<'a> {
    /// An empty source manager.
    pub fn new() -> Self {
        SourceManager::default()
    }

    /// Adds a buffer named `name`, borrowing its text; `origin` is the file and line it
    /// was cut from, if any.
    pub fn add_buffer(&mut self, name: &str, text: &'a str, origin: Option<(&str, u32)>) {
        self.buffers.push(Buffer {
            name: name.to_string(),
            text: Cow::Borrowed(text),
            origin: origin.map(|(f, l)| (f.to_string(), l)),
        });
    }

    /// The buffer named `name`: a known one, else the file of that name read from disk.
    fn buffer(&mut self, name: &str) -> Option<&Buffer<'a>> {
        if let Some(i) = self.buffers.iter().position(|b| b.name == name) {
            return Some(&self.buffers[i]);
        }
        let i = match self.loaded.get(name) {
            Some(i) => *i,
            None => {
                let text = std::fs::read(name)
                    .ok()
                    .map(|b| String::from_utf8_lossy(&b).into_owned());
                let i = text.map(|text| {
                    self.buffers.push(Buffer {
                        name: name.to_string(),
                        text: Cow::Owned(text),
                        origin: None,
                    });
                    self.buffers.len() - 1
                });
                self.loaded.insert(name.to_string(), i);
                i
            }
        };
        i.map(|i| &self.buffers[i])
    }

    /// The text of the line `pos` points into, when the position is inside its buffer as
    /// LLVM's `SourceMgr::FindLocForLineAndColumn` requires: the column at most one past
    /// the line's end. Lines end at `\n` (a `\r` before it is cut, as LLVM does).
    fn line_at(&mut self, pos: &SourcePos) -> Option<String> {
        if pos.line == 0 || pos.col == 0 {
            return None;
        }
        let text = &self.buffer(&pos.file)?.text;
        let mut start = 0;
        for _ in 1..pos.line {
            start += text[start..].find('\n')? + 1;
        }
        let col = pos.col as usize - 1;
        let rest = &text.as_bytes()[start..];
        if col > rest.len() || rest[..col].iter().any(|&b| b == b'\n' || b == b'\r') {
            return None;
        }
        let end = rest
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(rest.len());
        Some(text[start..start + end].to_string())
    }

    /// The file position a buffer position stands for: a chunk's lines counted in its
    /// file.
    fn in_file(&self, pos: &SourcePos) -> SourcePos {
        match self.buffers.iter().find(|b| b.name == pos.file) {
            Some(Buffer {
                origin: Some((file, first_line)),
                ..
            }) if pos.line > 0 => SourcePos {
                file: file.clone(),
                line: pos.line + first_line - 1,
                col: pos.col,
            },
            _ => pos.clone(),
        }
    }
}

/// How diagnostics are rendered.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum DiagnosticStyle {
    /// mlir-opt's: `file:line:col: error: message`, the source line, a caret, then the
    /// notes.
    #[default]
    Mlir,
    /// rustc's: `error: message`, ` --> file:line:col`, the numbered source line and a
    /// caret.
    Rustc,
}

/// LLVM's tab stop when it prints source lines.
const TAB_STOP: usize = 8;

/// One line of mlir-opt's output: MLIR's `SourceMgrDiagnosticHandler::emitDiagnostic` for
/// one location and message.
/// Whether diagnostics in mlir-opt's form are written in LLVM's terminal colors.
static COLORS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes the diagnostics rendered in mlir-opt's form from now on in LLVM's terminal
/// colors (`on`) or without (the default): `strata-opt --color`, or standard error a
/// terminal, as mlir-opt.
pub fn set_colors(on: bool) {
    COLORS.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Whether diagnostics are written in colors ([`set_colors`]).
pub fn colors() -> bool {
    COLORS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Appends the first line of a diagnostic as LLVM's `SourceMgr` writes it, `LOC: LABEL:
/// MESSAGE`: with colors ([`colors`]), the location and the message bold and the label
/// bold in its severity's color (errors red, warnings magenta, remarks blue, notes
/// black).
pub fn write_head_line(out: &mut String, loc: &str, severity: Severity, message: &str) {
    let label = severity.label();
    if colors() {
        let color = match severity {
            Severity::Error => 31,
            Severity::Warning => 35,
            Severity::Remark => 34,
            Severity::Note => 30,
        };
        let _ = write!(
            out,
            "\x1b[1m{loc}: \x1b[0m\x1b[0;1;{color}m{label}: \x1b[0m\x1b[1m{message}\n\x1b[0m"
        );
    } else {
        let _ = writeln!(out, "{loc}: {label}: {message}");
    }
}

/// Appends the caret line under a diagnostic's source line (`^`, or `^~~~` for a range),
/// in bold green with colors ([`colors`]), as LLVM writes it.
pub fn write_caret_line(out: &mut String, caret: &str) {
    if colors() {
        let _ = write!(out, "\x1b[0;1;32m{caret}\n\x1b[0m");
    } else {
        out.push_str(caret);
        out.push('\n');
    }
}

fn emit_mlir_line(
    out: &mut String,
    loc: &DiagLoc,
    message: &str,
    severity: Severity,
    show_source: bool,
    r: &dyn LocationResolver,
    sources: &mut SourceManager<'_>,
) {
    let (pos, prefix) = match loc {
        DiagLoc::Unknown => (None, String::new()),
        DiagLoc::Pos(p) => (Some(p.clone()), String::new()),
        DiagLoc::Attr(l) => {
            let info = r.resolve(*l);
            let prefix = if info.unknown || info.file_pos.is_some() {
                String::new()
            } else {
                format!("{}: ", info.text)
            };
            (info.file_pos, prefix)
        }
    };
    let Some(pos) = pos else {
        write_head_line(out, "<unknown>:0", severity, &format!("{prefix}{message}"));
        return;
    };
    let file = if pos.file == "-" {
        "<stdin>"
    } else {
        &pos.file
    };
    write_head_line(
        out,
        &format!("{file}:{}:{}", pos.line, pos.col),
        severity,
        message,
    );
    if !show_source {
        return;
    }
    let Some(line) = sources.line_at(&pos) else {
        return;
    };
    write_source_line(out, &line);
    // LLVM prints no caret under a line with non-ASCII bytes (its columns would be off).
    if !line.is_ascii() {
        return;
    }
    let col = pos.col as usize - 1;
    let mut caret = String::new();
    let mut out_col = 0;
    for (i, b) in line.bytes().chain(std::iter::once(b' ')).enumerate() {
        if i > col {
            break;
        }
        let c = if i == col { '^' } else { ' ' };
        if b == b'\t' && i < line.len() {
            loop {
                caret.push(c);
                out_col += 1;
                if out_col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            caret.push(c);
            out_col += 1;
        }
    }
    write_caret_line(out, caret.trim_end_matches(' '));
}

/// A source line as LLVM prints it: tabs expanded to the next tab stop.
fn write_source_line(out: &mut String, line: &str) {
    let mut col = 0;
    for c in line.chars() {
        if c == '\t' {
            loop {
                out.push(' ');
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(c);
            col += 1;
        }
    }
    out.push('\n');
}

/// How many `called from` notes a call-site location gets at most (MLIR's default
/// `callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// Renders `d` as mlir-opt 16 does: the diagnostic at its location (with the source line
/// and a caret when the location is in a known buffer), a `called from` note per caller
/// of a call-site location, then each note, with its source line only when its location
/// differs from the previous one.
pub fn render_mlir(
    out: &mut String,
    d: &Diagnostic,
    r: &dyn LocationResolver,
    sources: &mut SourceManager<'_>,
) {
    emit_mlir_line(out, &d.loc, &d.message, d.severity, true, r, sources);
    let mut last = d.loc.clone();
    if let DiagLoc::Attr(l) = d.loc {
        let mut caller = r.resolve(l).caller;
        for _ in 0..CALL_STACK_LIMIT {
            let Some(c) = caller else { break };
            last = DiagLoc::Attr(c);
            emit_mlir_line(out, &last, "called from", Severity::Note, true, r, sources);
            caller = r.resolve(c).caller;
        }
    }
    let mut follow_ups = Vec::new();
    for n in &d.notes {
        if n.severity != Severity::Note {
            follow_ups.push(n);
            continue;
        }
        let show = loc_key(&last, r) != loc_key(&n.loc, r);
        emit_mlir_line(out, &n.loc, &n.message, n.severity, show, r, sources);
        last = n.loc.clone();
    }
    for f in follow_ups {
        render_mlir(out, f, r, sources);
    }
}

/// Renders `d` rustc-style:
///
/// ```text
/// error: expected ')'
///  --> in.mlir:3:7
///   |
/// 3 | "a.b"(
///   |       ^
/// ```
///
/// Positions in a chunk of a file are shown in the file. Notes follow, each rendered the
/// same way.
pub fn render_rustc(
    out: &mut String,
    d: &Diagnostic,
    r: &dyn LocationResolver,
    sources: &mut SourceManager<'_>,
) {
    let (pos, prefix) = match &d.loc {
        DiagLoc::Unknown => (None, String::new()),
        DiagLoc::Pos(p) => (Some(p.clone()), String::new()),
        DiagLoc::Attr(l) => {
            let info = r.resolve(*l);
            let prefix = match info.file_pos.is_some() || info.unknown {
                true => String::new(),
                false => format!("{}: ", info.text),
            };
            (info.file_pos, prefix)
        }
    };
    let _ = writeln!(out, "{}: {prefix}{}", d.severity.label(), d.message);
    if let Some(p) = pos {
        let line = sources.line_at(&p);
        let p = sources.in_file(&p);
        let num = p.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad}--> {}:{}:{}", p.file, p.line, p.col);
        if let Some(line) = line {
            let caret_pad: String = line
                .bytes()
                .take(p.col.saturating_sub(1) as usize)
                .map(|b| if b == b'\t' { '\t' } else { ' ' })
                .collect();
            let _ = write!(out, "{pad} |\n{num} | {line}\n{pad} | {caret_pad}^\n");
        }
    }
    for n in &d.notes {
        render_rustc(out, n, r, sources);
    }
}

/// A handler of emitted diagnostics: given the diagnostic and the resolver of its
/// locations, it returns whether it handled it (else the next older handler is asked).
/// Handlers run with the engine locked: a handler must not emit diagnostics itself.
pub type Handler = Box<dyn FnMut(&Diagnostic, &dyn LocationResolver) -> bool + Send>;

/// Identifies a registered handler, to erase it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct HandlerId(u64);

/// The diagnostic engine (MLIR's `DiagnosticEngine`), owned by the context: a stack of
/// handlers. An emitted diagnostic goes to the most recently registered handler first,
/// then to older ones until one handles it; an error no handler takes is printed to
/// stderr. Emitting is thread-safe; diagnostics reach the handlers in the order they are
/// emitted.
#[derive(Default)]
pub struct DiagnosticEngine {
    handlers: Mutex<(u64, Vec<(u64, Handler)>)>,
}

impl DiagnosticEngine {
    /// An engine without handlers.
    pub fn new() -> Self {
        DiagnosticEngine::default()
    }

    /// Registers a handler on top of the stack.
    pub fn register_handler(&self, h: Handler) -> HandlerId {
        let mut g = self.handlers.lock().unwrap_or_else(|e| e.into_inner());
        g.0 += 1;
        let id = g.0;
        g.1.push((id, h));
        HandlerId(id)
    }

    /// Removes a handler.
    pub fn erase_handler(&self, id: HandlerId) {
        let mut g = self.handlers.lock().unwrap_or_else(|e| e.into_inner());
        g.1.retain(|(i, _)| *i != id.0);
    }

    /// Registers a handler for the life of the returned guard (MLIR's
    /// `ScopedDiagnosticHandler`).
    pub fn scoped_handler(&self, h: Handler) -> ScopedHandler<'_> {
        ScopedHandler {
            engine: self,
            id: self.register_handler(h),
        }
    }

    /// Emits a diagnostic to the handlers.
    pub fn emit(&self, d: &Diagnostic, r: &dyn LocationResolver) {
        let mut g = self.handlers.lock().unwrap_or_else(|e| e.into_inner());
        for (_, h) in g.1.iter_mut().rev() {
            if h(d, r) {
                return;
            }
        }
        drop(g);
        // MLIR's default: errors to stderr as `LOC: error: message`, the rest dropped.
        if d.severity == Severity::Error {
            let mut s = String::new();
            let (pos, text) = match &d.loc {
                DiagLoc::Unknown => (None, None),
                DiagLoc::Pos(p) => (Some(p.clone()), None),
                DiagLoc::Attr(l) => {
                    let info = r.resolve(*l);
                    (None, (!info.unknown).then_some(info.text))
                }
            };
            if let Some(p) = pos {
                let _ = write!(s, "loc(\"{}\":{}:{}): ", p.file, p.line, p.col);
            } else if let Some(t) = text {
                let _ = write!(s, "{t}: ");
            }
            eprintln!("{s}error: {}", d.message);
        }
    }
}

/// A handler registered while this guard lives.
pub struct ScopedHandler<'e> {
    engine: &'e DiagnosticEngine,
    id: HandlerId,
}

impl Drop for ScopedHandler<'_> {
    fn drop(&mut self) {
        self.engine.erase_handler(self.id);
    }
}

/// A handler rendering diagnostics with their source lines (MLIR's
/// `SourceMgrDiagnosticHandler`) into a shared text.
pub struct SourceMgrHandler {
    /// The buffers diagnostics point into.
    pub sources: SourceManager<'static>,
    /// The rendering.
    pub style: DiagnosticStyle,
    /// Where the rendered text goes.
    pub out: Arc<Mutex<String>>,
}

impl SourceMgrHandler {
    /// The handler, handling every diagnostic.
    pub fn into_handler(mut self) -> Handler {
        Box::new(move |d, r| {
            let mut s = String::new();
            match self.style {
                DiagnosticStyle::Mlir => render_mlir(&mut s, d, r, &mut self.sources),
                DiagnosticStyle::Rustc => render_rustc(&mut s, d, r, &mut self.sources),
            }
            self.out
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push_str(&s);
            true
        })
    }
}

/// A handler collecting every diagnostic (for tests and `--verify-diagnostics`).
pub fn collect_into(list: Arc<Mutex<Vec<Diagnostic>>>) -> Handler {
    Box::new(move |d, _| {
        list.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(d.clone());
        true
    })
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

    fn at(line: u32, col: u32) -> DiagLoc {
        DiagLoc::Pos(SourcePos {
            file: "f.mlir".into(),
            line,
            col,
        })
    }

    fn sources(text: &str) -> SourceManager<'_> {
        let mut s = SourceManager::new();
        s.add_buffer("f.mlir", text, None);
        s
    }

    #[test]
    fn renders_rustc_style() {
        let src = "a\n  bc\n";
        let (line, col, _) = line_col(src, 4);
        let d = Diagnostic::new(Severity::Error, at(line, col), "bad");
        let mut out = String::new();
        render_rustc(&mut out, &d, &NoLocations, &mut sources(src));
        assert_eq!(out, "error: bad\n --> f.mlir:2:3\n  |\n2 |   bc\n  |   ^\n");
    }

    #[test]
    fn renders_mlir_style_with_tabs_and_notes() {
        let src = "x\n\tab c\n";
        let d = Diagnostic::new(Severity::Error, at(2, 4), "bad")
            .with_note(Diagnostic::note(at(2, 4), "same place"))
            .with_note(Diagnostic::note(at(1, 1), "elsewhere"));
        let mut out = String::new();
        render_mlir(&mut out, &d, &NoLocations, &mut sources(src));
        assert_eq!(
            out,
            "f.mlir:2:4: error: bad\n        ab c\n          ^\n\
             f.mlir:2:4: note: same place\n\
             f.mlir:1:1: note: elsewhere\nx\n^\n"
        );
        // Past the end of its line, or in an unknown buffer: no source line.
        let mut out = String::new();
        let d = Diagnostic::new(Severity::Warning, at(1, 5), "w");
        render_mlir(&mut out, &d, &NoLocations, &mut sources(src));
        assert_eq!(out, "f.mlir:1:5: warning: w\n");
        let mut out = String::new();
        render_mlir(
            &mut out,
            &Diagnostic::error("e"),
            &NoLocations,
            &mut sources(src),
        );
        assert_eq!(out, "<unknown>:0: error: e\n");
    }

    #[test]
    fn engine_asks_newest_handler_first() {
        let engine = DiagnosticEngine::new();
        let all = Arc::new(Mutex::new(Vec::new()));
        let _outer = engine.scoped_handler(collect_into(all.clone()));
        {
            let _inner = engine.scoped_handler(Box::new(|d, _| d.severity == Severity::Remark));
            engine.emit(
                &Diagnostic::new(Severity::Remark, DiagLoc::Unknown, "r"),
                &NoLocations,
            );
            engine.emit(&Diagnostic::error("e"), &NoLocations);
        }
        engine.emit(
            &Diagnostic::new(Severity::Remark, DiagLoc::Unknown, "r2"),
            &NoLocations,
        );
        let msgs: Vec<String> = all
            .lock()
            .unwrap()
            .iter()
            .map(|d| d.message.clone())
            .collect();
        assert_eq!(msgs, ["e", "r2"]);
    }

    #[test]
    fn trace_note_has_mlirs_form() {
        let mut d = Diagnostic::error("e").with_note(Diagnostic::note(DiagLoc::Unknown, "n"));
        d.attach_trace();
        assert!(d.has_trace_note());
        let trace = &d.notes[0].message;
        assert!(trace.starts_with(TRACE_NOTE), "{trace}");
        assert!(trace
            .lines()
            .nth(1)
            .is_some_and(|l| l.trim_start().starts_with("#0 ")));
        assert_eq!(d.notes[1].message, "n");
    }
}
