//! MLIR-compatible `--verify-diagnostics` matching.
//!
//! A faithful, std-only reimplementation of MLIR 16's
//! `SourceMgrDiagnosticVerifierHandler`: it scans one source buffer for
//! `expected-(error|warning|note|remark)[-re][@(+N|-N|above|below)] {{...}}`
//! annotations, matches the diagnostics a tool produced for that buffer against
//! them, and renders every failure exactly as `mlir-opt --verify-diagnostics`
//! prints it (LLVM `SourceMgr` format, caret line included).
//!
//! Typical use (one buffer, or one `// -----` chunk under `--split-input-file`):
//! ```text
//! let mut v = Verifier::new(chunk);
//! for d in diagnostics { v.process(&d); } // a note right after its parent
//! let outcome = v.finish();
//! eprint!("{}", render(&outcome, "a.mlir", chunk, Some(split_line)));
//! let exit_code = if outcome.ok { 0 } else { 1 };
//! ```
//!
//! Known divergences from LLVM's regex engine (used only by `-re` forms):
//! back-references (`\1`..`\9`) and multi-character collating elements
//! (`[[.space.]]`) are rejected; patterns nested deeper than 200 groups or
//! expanding to more than 100000 states report `out of memory`.

/// Severity of a diagnostic or of an expectation (the framework's own).
pub use crate::support::diag::Severity;
use crate::support::diag::{write_caret_line, write_head_line};

/// A diagnostic produced while processing the buffer.
///
/// Feed notes right after the diagnostic they are attached to (MLIR checks the
/// main diagnostic first, then each of its notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// Severity of the diagnostic.
    pub severity: Severity,
    /// 1-based line in this buffer; `0` means an unknown location.
    pub line: usize,
    /// 1-based byte column (a column of `0` or past the line end is printed
    /// without a source line, as MLIR does).
    pub col: usize,
    /// The full diagnostic text.
    pub message: String,
    /// `Some(name)` when the location is in another file: never matched, and
    /// printed as `name:line:col:` without a source line.
    pub file: Option<String>,
    /// With `line == 0`: the location is line 0 of this buffer (the implicit top-level
    /// module's, MLIR's `FileLineColLoc(buffer, 0, 0)`), which `@-N` annotations can
    /// name, rather than an unknown location.
    pub line_zero: bool,
}

impl Emitted {
    /// A diagnostic located in this buffer (`line == 0`: unknown location).
    pub fn new(severity: Severity, line: usize, col: usize, message: impl Into<String>) -> Self {
        Emitted {
            severity,
            line,
            col,
            message: message.into(),
            file: None,
            line_zero: false,
        }
    }
}

/// One `expected-*` annotation found in the buffer.
#[derive(Clone, Debug)]
pub struct Expected {
    /// Expected severity.
    pub severity: Severity,
    /// The line a diagnostic must be on, after applying `@+N`/`@-N`/`@above`/
    /// `@below`. Computed in 32-bit unsigned arithmetic like MLIR, so `@-N`
    /// above line 1 wraps to a huge line that never matches; a dangling
    /// `@below` targets the number of `\n`-separated pieces of the buffer.
    pub line: usize,
    /// The raw text between the outer `{{` and `}}` (for `-re`, with the inner
    /// `{{regex}}` blocks still in it).
    pub text: String,
    /// Whether this is an `expected-*-re` annotation.
    pub is_regex: bool,
    /// 1-based line of the annotation itself.
    pub annotation_line: usize,
    /// 1-based byte column of the `e` of `expected-`.
    pub annotation_col: usize,
    /// Width of the `^~~~` range MLIR underlines: the byte length of
    /// [`Expected::text`], starting at the `e` of `expected-`.
    pub range_len: usize,
    /// Whether a diagnostic has matched this annotation.
    pub matched: bool,
    regex: Option<Regex>,
}

impl Expected {
    /// Whether `message` satisfies this annotation's text: substring
    /// containment, or an unanchored regex search for `-re`.
    pub fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message.as_bytes()),
            None if self.is_regex => false,
            None => message.contains(self.text.as_str()),
        }
    }
}

/// Where a failure is reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FailureLoc {
    /// In this buffer (1-based line and byte column), with `range_len` bytes
    /// underlined from the column (`0`: caret only).
    Buffer {
        /// 1-based line.
        line: usize,
        /// 1-based byte column.
        col: usize,
        /// Number of bytes covered by the `^~~` range.
        range_len: usize,
    },
    /// No location: printed as `<unknown>:0:`.
    Unknown,
    /// A location in another file: printed as `file:line:col:`.
    File {
        /// File name as in the location.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        col: usize,
    },
}

/// One verification failure, with its message as printed after `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Where MLIR reports it.
    pub loc: FailureLoc,
    /// e.g. `unexpected error: MSG` or `expected note "MSG" was not produced`.
    pub message: String,
}

/// The annotations of a buffer plus the problems found while reading them.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    /// Well-formed annotations, in file order.
    pub expected: Vec<Expected>,
    /// Malformed `-re` annotations (`found start of regex with no end '}}'`,
    /// `invalid regex: ...`), in file order; these are not in `expected`.
    pub problems: Vec<Failure>,
}

/// The result of verifying one buffer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Every failure in MLIR's order: annotation problems (file order), then
    /// unexpected diagnostics and near misses (emission order), then
    /// expectations never produced (file order).
    pub failures: Vec<Failure>,
    /// True when there is no failure (`mlir-opt` exits 0).
    pub ok: bool,
}

/// Parses one `expected-...` form starting at `at`, anchored to the end of
/// `line` (already right-trimmed): MLIR's
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`.
fn match_annotation(line: &str, at: usize) -> Option<(Severity, bool, &str, &str)> {
    let rest = line.get(at..)?.strip_prefix("expected-")?;
    let kinds = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ];
    let (mut rest, kind) = kinds
        .iter()
        .find_map(|(w, k)| rest.strip_prefix(w).map(|r| (r, *k)))?;
    let is_re = match rest.strip_prefix("-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = rest.trim_start_matches(' ');
    let mut designator = "";
    if let Some(r) = rest.strip_prefix('@') {
        let n = if r.starts_with("above") || r.starts_with("below") {
            5
        } else if r.starts_with(['+', '-']) {
            let digits = r[1..].bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            1 + digits
        } else {
            return None;
        };
        designator = &r[..n];
        rest = &r[n..];
    }
    let body = rest
        .trim_start_matches(' ')
        .strip_prefix("{{")?
        .strip_suffix("}}")?;
    Some((kind, is_re, designator, body))
}

/// LLVM `getAsInteger(0, int&)` on a digit string: a leading `0` means octal,
/// and values above `i32::MAX` fail.
fn parse_offset(digits: &str) -> Option<u32> {
    let (radix, s) = match digits.strip_prefix('0') {
        Some(r) if !r.is_empty() => (8, r),
        _ => (10, digits),
    };
    i32::from_str_radix(s, radix).ok().map(|v| v as u32)
}

/// Builds the regex MLIR compiles for an `-re` annotation, or its error text.
/// Like LLVM, only each `{{block}}` is validated; if the combined pattern still
/// fails to compile (only possible past this engine's size limits), the
/// annotation is kept but never matches.
fn compile_expectation_regex(text: &str) -> Result<Option<Regex>, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(start) = rest.find("{{") else {
            escape_into(&mut pattern, rest);
            break;
        };
        escape_into(&mut pattern, &rest[..start]);
        rest = &rest[start + 2..];
        let Some(end) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let block = &rest[..end];
        if let Err(e) = Regex::new(block.as_bytes()) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[end + 2..];
    }
    Ok(Regex::new(pattern.as_bytes()).ok())
}

/// `llvm::Regex::escape`.
fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Scans `buffer` for `expected-*` annotations exactly as MLIR 16 does.
///
/// Only the leftmost well-formed annotation of a line counts, and its text runs
/// to the last `}}` of the line (so two annotations on one line form a single
/// expectation). Lines without a well-formed annotation (including an
/// unterminated `{{`) are silently ignored; `@+N` past the end of the buffer is
/// accepted and simply never matches.
pub fn parse_expectations(buffer: &str) -> Expectations {
    // LLVM's `StringRef::split('\n')`, keeping empty pieces.
    let pieces: Vec<&str> = buffer.split('\n').collect();
    let total = pieces.len() as u32;
    let mut out = Expectations::default();
    let mut last_plain_line: u32 = 0;
    let mut last_offset: u32 = 0;
    let mut pending_below: Vec<usize> = Vec::new();
    for (idx, raw) in pieces.iter().enumerate() {
        let line_no = idx as u32;
        let line = raw.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let found = line
            .match_indices("expected-")
            .find_map(|(at, _)| match_annotation(line, at).map(|m| (at, m)));
        let Some((at, (severity, is_regex, designator, body))) = found else {
            for i in pending_below.drain(..) {
                if let Some(e) = out.expected.get_mut(i) {
                    e.line = line_no.wrapping_add(1) as usize;
                }
            }
            last_plain_line = line_no;
            continue;
        };
        let mut regex = None;
        if is_regex {
            match compile_expectation_regex(body) {
                Ok(r) => regex = r,
                Err(message) => {
                    let loc = FailureLoc::Buffer {
                        line: idx + 1,
                        col: at + 1,
                        range_len: body.len(),
                    };
                    out.problems.push(Failure { loc, message });
                    continue;
                }
            }
        }
        let mut target = line_no.wrapping_add(1);
        if let Some(sign @ (b'+' | b'-')) = designator.bytes().next() {
            // MLIR reads an uninitialised `int` when the number does not parse
            // (`@+09`, `@+4294967296`); mlir-opt 16 then reuses the previous
            // numeric offset of the buffer (0 if none), which is emulated here.
            last_offset = parse_offset(&designator[1..]).unwrap_or(last_offset);
            target = match sign {
                b'+' => target.wrapping_add(last_offset),
                _ => target.wrapping_sub(last_offset),
            };
        } else if designator == "above" {
            target = last_plain_line.wrapping_add(1);
        } else if designator == "below" {
            pending_below.push(out.expected.len());
            target = total;
        }
        out.expected.push(Expected {
            severity,
            line: target as usize,
            text: body.to_string(),
            is_regex,
            annotation_line: idx + 1,
            annotation_col: at + 1,
            range_len: body.len(),
            matched: false,
            regex,
        });
    }
    out
}

/// Incremental verifier for one buffer: feed diagnostics as they are emitted.
#[derive(Clone, Debug)]
pub struct Verifier {
    expected: Vec<Expected>,
    failures: Vec<Failure>,
}

impl Verifier {
    /// Reads the annotations of `buffer`; their problems become the first
    /// failures.
    pub fn new(buffer: &str) -> Self {
        let parsed = parse_expectations(buffer);
        Verifier {
            expected: parsed.expected,
            failures: parsed.problems,
        }
    }

    /// The annotations and whether each has matched so far.
    pub fn expectations(&self) -> &[Expected] {
        &self.expected
    }

    /// Checks one diagnostic. The first annotation (file order) on the
    /// diagnostic's line whose text matches and whose severity is equal is
    /// marked matched (an annotation may match any number of diagnostics).
    /// Otherwise, if some annotation on that line matched only the text, the
    /// last such one gets `'KIND' diagnostic emitted when expecting a 'KIND'`;
    /// else the diagnostic gets `unexpected KIND: MSG` at its own location.
    pub fn process(&mut self, d: &Emitted) {
        let kind = d.severity.label();
        let loc = match (&d.file, d.line) {
            (Some(file), _) => FailureLoc::File {
                file: file.clone(),
                line: d.line,
                col: d.col,
            },
            (None, 0) if !d.line_zero => FailureLoc::Unknown,
            (None, line) => {
                let mut near_miss = None;
                for e in self.expected.iter_mut() {
                    if e.line == line && e.matches(&d.message) {
                        if e.severity == d.severity {
                            e.matched = true;
                            return;
                        }
                        near_miss = Some((e.annotation_line, e.annotation_col, e.severity));
                    }
                }
                if let Some((line, col, expected)) = near_miss {
                    self.failures.push(Failure {
                        loc: FailureLoc::Buffer {
                            line,
                            col,
                            range_len: 0,
                        },
                        message: format!(
                            "'{kind}' diagnostic emitted when expecting a '{}'",
                            expected.label()
                        ),
                    });
                    return;
                }
                if line == 0 && !d.line_zero {
                    FailureLoc::Unknown
                } else {
                    FailureLoc::Buffer {
                        line,
                        col: d.col,
                        range_len: 0,
                    }
                }
            }
        };
        self.failures.push(Failure {
            loc,
            message: format!("unexpected {kind}: {}", d.message),
        });
    }

    /// Adds `expected KIND "TEXT" was not produced` for every unmatched
    /// annotation (file order) and returns the outcome.
    pub fn finish(mut self) -> Outcome {
        for e in &self.expected {
            if !e.matched {
                self.failures.push(Failure {
                    loc: FailureLoc::Buffer {
                        line: e.annotation_line,
                        col: e.annotation_col,
                        range_len: e.range_len,
                    },
                    message: format!(
                        "expected {} \"{}\" was not produced",
                        e.severity.label(),
                        e.text
                    ),
                });
            }
        }
        Outcome {
            ok: self.failures.is_empty(),
            failures: self.failures,
        }
    }
}

/// Verifies `emitted` (in emission order, notes after their parent) against
/// the annotations of `buffer`.
pub fn verify(buffer: &str, emitted: &[Emitted]) -> Outcome {
    let mut v = Verifier::new(buffer);
    for d in emitted {
        v.process(d);
    }
    v.finish()
}

/// The buffer name `mlir-opt --split-input-file` gives a chunk whose
/// `// -----` marker (or, for the first chunk, start) is on 1-based line
/// `split_line` of `file_name`: `within split at FILE:LINE offset ` (note the
/// trailing space; locations then print as `...offset :3:6:`).
pub fn split_buffer_name(file_name: &str, split_line: usize) -> String {
    format!("within split at {file_name}:{split_line} offset ")
}

/// Renders `outcome` exactly as `mlir-opt` writes it to stderr. `buffer` is
/// the verified buffer (the chunk, under `--split-input-file`), `split` the
/// chunk's 1-based split line when splitting (see [`split_buffer_name`]).
pub fn render(outcome: &Outcome, file_name: &str, buffer: &str, split: Option<usize>) -> String {
    let name = match split {
        Some(line) => split_buffer_name(file_name, line),
        None if file_name == "-" => "<stdin>".to_string(),
        None => file_name.to_string(),
    };
    let mut out = String::new();
    for f in &outcome.failures {
        render_failure(&mut out, f, &name, buffer);
    }
    out
}

/// Byte range of the 1-based `line`'s contents in `buffer`, ending at the
/// first `\n` or `\r` (as LLVM's `SourceMgr` prints it).
fn line_bounds(buffer: &str, line: usize) -> Option<(usize, usize)> {
    let start = if line == 1 {
        0
    } else {
        buffer.match_indices('\n').nth(line.checked_sub(2)?)?.0 + 1
    };
    let len = buffer[start..]
        .find(['\n', '\r'])
        .unwrap_or(buffer.len() - start);
    Some((start, start + len))
}

/// Appends one failure: the `NAME:L:C: error: MSG` line, then (when the
/// location is on an existing line) the source line and the caret line.
fn render_failure(out: &mut String, f: &Failure, name: &str, buffer: &str) {
    let (line, col, range_len) = match &f.loc {
        FailureLoc::Unknown => {
            write_head_line(out, "<unknown>:0", Severity::Error, &f.message);
            return;
        }
        FailureLoc::File { file, line, col } => {
            write_head_line(
                out,
                &format!("{file}:{line}:{col}"),
                Severity::Error,
                &f.message,
            );
            return;
        }
        FailureLoc::Buffer {
            line,
            col,
            range_len,
        } => (*line, *col, *range_len),
    };
    write_head_line(
        out,
        &format!("{name}:{line}:{col}"),
        Severity::Error,
        &f.message,
    );
    // LLVM SourceMgr::FindLocForLineAndColumn: the column must stay on the
    // line, otherwise no source line is shown.
    let bytes = buffer.as_bytes();
    let Some((start, end)) = line_bounds(buffer, line) else {
        return;
    };
    let column = col.saturating_sub(1);
    let in_line = col > 0
        && column <= bytes.len() - start
        && !bytes[start..start + column]
            .iter()
            .any(|&b| b == b'\n' || b == b'\r');
    if !in_line {
        return;
    }
    let contents = &bytes[start..end];
    if contents.iter().any(|b| !b.is_ascii()) {
        out.push_str(&expand_tabs(contents, None));
        out.push('\n');
        return;
    }
    let n = contents.len();
    let mut caret = vec![b' '; n + 1];
    let range_end = (column + range_len).min(n);
    for c in caret.iter_mut().take(range_end).skip(column) {
        *c = b'~';
    }
    caret[column.min(n)] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    out.push_str(&expand_tabs(contents, None));
    out.push('\n');
    write_caret_line(out, &expand_tabs(&caret, Some(contents)));
}

/// LLVM's tab expansion (tab stop 8). With `source`, expands `line` (a caret
/// line) wherever `source` has a tab, repeating the caret-line character.
fn expand_tabs(line: &[u8], source: Option<&[u8]>) -> String {
    let src = source.unwrap_or(line);
    let mut out = Vec::with_capacity(line.len());
    for (i, &c) in line.iter().enumerate() {
        if src.get(i) != Some(&b'\t') {
            out.push(c);
            continue;
        }
        let fill = if source.is_some() { c } else { b' ' };
        loop {
            out.push(fill);
            if out.len() % 8 == 0 {
                break;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

mod regex;
use regex::Regex;

#[cfg(test)]
mod tests {
    use super::regex::{E_BADBR, E_BADRPT, E_PAREN, E_SPACE};
    use super::*;

    fn em(severity: Severity, line: usize, col: usize, msg: &str, file: Option<&str>) -> Emitted {
        Emitted {
            file: file.map(str::to_string),
            ..Emitted::new(severity, line, col, msg)
        }
    }

    /// Runs the verifier and compares with what `mlir-opt --verify-diagnostics`
    /// printed on stderr (and whether it exited 0) for the same input.
    fn check(file: &str, src: &str, emitted: &[Emitted], stderr: &str, ok: bool) {
        let outcome = verify(src, emitted);
        assert_eq!(render(&outcome, file, src, None), stderr);
        assert_eq!(outcome.ok, ok);
    }

    /// Test-only `--split-input-file`: chunks start right after each `// -----`;
    /// returns (split line, chunk).
    fn split(src: &str) -> Vec<(usize, &str)> {
        let mut out = vec![];
        let (mut start, mut line) = (0, 1);
        for (at, _) in src.match_indices("// -----") {
            out.push((line, &src[start..at]));
            line = src[..at].matches('\n').count() + 1;
            start = at + "// -----".len();
        }
        out.push((line, &src[start..]));
        out
    }

    fn check_split(file: &str, src: &str, emitted: &[&[Emitted]], stderr: &str) {
        let mut text = String::new();
        for ((line, chunk), em) in split(src).into_iter().zip(emitted) {
            text += &render(&verify(chunk, em), file, chunk, Some(line));
        }
        assert_eq!(text, stderr);
    }

    const R: &str = "'func.return' op has 0 operands, but enclosing function (@m) returns 1";

    #[test]
    fn split_input_file_prefix() {
        let rn = R.replace("@m", "@n");
        let note = "Registered dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, linalg, llvm, math, memref, ml_program, nvgpu, nvvm, omp, pdl, pdl_interp, quant, rocdl, scf, shape, sparse_tensor, spirv, tensor, test, test_dyn, tosa, transform, vector, x86vector ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";
        let e = Severity::Error;
        check_split(
            "s1.mlir",
            "func.func @m() -> i32 {\n  func.return // expected-error {{has 0 operands}}\n}\n\n// -----\n\nfunc.func @n() -> i32 {\n  // expected-error {{nope}}\n  func.return\n}\n// -----\n// expected-error@+1 {{custom op 'foo.bar' is unknown}}\nfoo.bar\n// ----- trailing text\n  foo.bar // expected-warning {{unknown}}\n",
            &[
                &[em(e, 2, 3, R, None)],
                &[em(e, 5, 3, &rn, None)],
                &[
                    em(e, 3, 1, "Dialect `foo' not found for custom op 'foo.bar' ", None),
                    em(Severity::Note, 3, 1, note, None),
                ],
                &[em(e, 1, 2, "custom op 'trailing' is unknown (tried 'builtin.trailing' as well)", None)],
            ],
            "within split at s1.mlir:5 offset :5:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@n) returns 1\n  func.return\n  ^\nwithin split at s1.mlir:5 offset :4:6: error: expected error \"nope\" was not produced\n  // expected-error {{nope}}\n     ^~~~\nwithin split at s1.mlir:11 offset :3:1: error: unexpected error: Dialect `foo' not found for custom op 'foo.bar' \nfoo.bar\n^\nwithin split at s1.mlir:11 offset :3:1: error: unexpected note: Registered dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, linalg, llvm, math, memref, ml_program, nvgpu, nvvm, omp, pdl, pdl_interp, quant, rocdl, scf, shape, sparse_tensor, spirv, tensor, test, test_dyn, tosa, transform, vector, x86vector ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management\nfoo.bar\n^\nwithin split at s1.mlir:11 offset :2:4: error: expected error \"custom op 'foo.bar' is unknown\" was not produced\n// expected-error@+1 {{custom op 'foo.bar' is unknown}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nwithin split at s1.mlir:14 offset :1:2: error: unexpected error: custom op 'trailing' is unknown (tried 'builtin.trailing' as well)\n trailing text\n ^\nwithin split at s1.mlir:14 offset :2:14: error: expected warning \"unknown\" was not produced\n  foo.bar // expected-warning {{unknown}}\n             ^~~~~~~\n",
        );
        check_split(
            "s2.mlir",
            "// expected-error {{first}}\n// -----\n// expected-error {{second}}\n",
            &[&[], &[]],
            "within split at s2.mlir:1 offset :1:4: error: expected error \"first\" was not produced\n// expected-error {{first}}\n   ^~~~~\nwithin split at s2.mlir:2 offset :2:4: error: expected error \"second\" was not produced\n// expected-error {{second}}\n   ^~~~~~\n",
        );
        assert_eq!(
            split_buffer_name("a.mlir", 3),
            "within split at a.mlir:3 offset "
        );
    }

    /// `@+N` that does not parse as an `int` reuses the buffer's previous
    /// numeric offset (mlir-opt 16's observed undefined behaviour), else 0.
    #[test]
    fn unparsable_offset_reuses_previous() {
        let region = "'func.func' op requires one region";
        check(
            "st.mlir",
            "// expected-error@+2 {{nothing}}\n// expected-error@+4294967298 {{requires}}\n\n\"func.func\"() : () -> ()\n\"func.func\"() : () -> () // expected-error@+09 {{requires}}\n",
            &[em(Severity::Error, 4, 1, region, None)],
            "st.mlir:1:4: error: expected error \"nothing\" was not produced\n// expected-error@+2 {{nothing}}\n   ^~~~~~~\nst.mlir:5:29: error: expected error \"requires\" was not produced\n\"func.func\"() : () -> () // expected-error@+09 {{requires}}\n                            ^~~~~~~~\n",
            false,
        );
        let src = "\n\"func.func\"() : () -> () // expected-error@+09 {{requires}}\n";
        check(
            "ov3.mlir",
            src,
            &[em(Severity::Error, 2, 1, region, None)],
            "",
            true,
        );
    }

    /// The incremental API gives the same result as `verify`.
    #[test]
    fn incremental_verifier() {
        let src = "a // expected-error {{x}}\nb // expected-note@-1 {{y}}\n";
        let mut v = Verifier::new(src);
        assert_eq!(v.expectations().len(), 2);
        v.process(&Emitted::new(Severity::Error, 1, 1, "x!"));
        assert!(v.expectations()[0].matched && !v.expectations()[1].matched);
        v.process(&Emitted::new(Severity::Note, 1, 3, "y"));
        let out = v.finish();
        assert!(out.ok && out.failures.is_empty());
    }

    #[test]
    fn parse_positions_and_targets() {
        let src = "x\n  // expected-remark-re@-1 {{a{{b+}}}}\n// expected-warning@below {{w}}\n\ny";
        let ex = parse_expectations(src);
        assert!(ex.problems.is_empty());
        let (a, b) = (&ex.expected[0], &ex.expected[1]);
        assert_eq!(
            (a.severity, a.line, a.annotation_line, a.annotation_col),
            (Severity::Remark, 1, 2, 6)
        );
        assert_eq!(
            (a.text.as_str(), a.is_regex, a.range_len),
            ("a{{b+}}", true, 7)
        );
        assert!(a.matches("xabbb") && !a.matches("ac"));
        assert_eq!(
            (b.severity, b.line, b.matches("w!")),
            (Severity::Warning, 4, true)
        );
        assert_eq!(
            parse_expectations("// expected-error@-5 {{x}}").expected[0].line,
            (1u32.wrapping_sub(5)) as usize
        );
    }

    #[test]
    fn regex_engine() {
        let ok = |p: &str, t: &str| Regex::new(p.as_bytes()).map(|r| r.is_match(t.as_bytes()));
        for (p, t, m) in [
            ("a|bc", "xbcx", true),
            ("^ab$", "ab", true),
            ("^ab$", "xab", false),
            ("a{2,3}b", "aab", true),
            ("x(a{2,3})b", "xab", false),
            ("[^a-c]+z", "abcz", false),
            ("[]a]", "]", true),
            ("[[:digit:][:space:]]x", "3x", true),
            ("[[.-.]]", "-", true),
            ("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaac", false),
            ("[[:<:]]foo[[:>:]]", "a foo.", true),
            ("[[:<:]]foo", "afoo", false),
            // Spencer quirks (checked against mlir-opt): anchors step before
            // word boundaries, and only one boundary step per position.
            ("[[:>:]]$", "ab", false),
            ("$[[:>:]]", "ab", true),
            ("[[:<:]][[:<:]]a", "a", false),
            ("a{,2}", "a{,2}", true),
            ("()x", "x", true),
            (r"\\\.", r"\.", true),
        ] {
            assert_eq!(ok(p, t), Ok(m), "{p} on {t}");
        }
        for (p, e) in [
            ("a**", E_BADRPT),
            ("^*", E_BADRPT),
            ("{1}", E_BADRPT),
            ("a{256}", E_BADBR),
            ("a)", E_PAREN),
        ] {
            assert_eq!(ok(p, "").err(), Some(e), "{p}");
        }
        assert_eq!(
            ok("((((((((a{255}){255}){255}))))))", "").err(),
            Some(E_SPACE)
        );
        assert_eq!(ok(&"(".repeat(500), "").err(), Some(E_SPACE));
    }

    /// Garbage and truncated annotations must never panic.
    #[test]
    fn garbage_never_panics() {
        let pieces = [
            "expected-",
            "error",
            "note",
            "-re",
            "@",
            "+",
            "-",
            "9",
            "0",
            "above",
            "below",
            " ",
            "{{",
            "}}",
            "{",
            "}",
            "[",
            "]",
            "(",
            ")",
            "\\",
            "*",
            "?",
            "|",
            "^",
            "$",
            "[:",
            ":]",
            "[.",
            "[=",
            "\n",
            "\r",
            "\t",
            "é",
            "\u{0}",
            "4294967296",
            "2147483648",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..3000 {
            let mut src = String::new();
            for _ in 0..(seed % 40) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                src.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            let mut diags: Vec<Emitted> = (0..4)
                .map(|i| {
                    em(
                        Severity::Error,
                        (seed as usize >> i) % 6,
                        (seed as usize >> (i + 8)) % 50,
                        &src,
                        None,
                    )
                })
                .collect();
            diags.push(em(Severity::Note, usize::MAX, usize::MAX, "n", None));
            diags.push(em(Severity::Remark, 1, usize::MAX, "r", None));
            diags.push(em(Severity::Warning, usize::MAX, 1, "w", Some("x")));
            let out = verify(&src, &diags);
            let _ = render(&out, "-", &src, Some(3));
            for cut in 0..src.len() {
                if let Some(prefix) = src.get(..cut) {
                    let _ = render(&verify(prefix, &diags), "g.mlir", prefix, None);
                }
            }
        }
    }

    #[test]
    fn not_produced_and_unexpected() {
        check("a.mlir", "func.func @m() -> i32 {\n  // expected-error {{never produced}}\n  func.return\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "a.mlir:3:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n  func.return\n  ^\na.mlir:2:6: error: expected error \"never produced\" was not produced\n  // expected-error {{never produced}}\n     ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn same_line_annotation() {
        check("b.mlir", "func.func @m() -> i32 {\n  func.return // expected-error {{never produced}}\n}\n", &[em(Severity::Error, 2, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "b.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n  func.return // expected-error {{never produced}}\n  ^\nb.mlir:2:18: error: expected error \"never produced\" was not produced\n  func.return // expected-error {{never produced}}\n                 ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn same_line_match_is_ok() {
        check(
            "c.mlir",
            "func.func @m() -> i32 {\n  func.return // expected-error {{has 0 operands}}\n}\n",
            &[em(
                Severity::Error,
                2,
                3,
                "'func.return' op has 0 operands, but enclosing function (@m) returns 1",
                None,
            )],
            "",
            true,
        );
    }

    #[test]
    fn caret_range_is_text_length() {
        check("d.mlir", "// expected-error {{x}}\n// expected-warning {{abcdefghijklmnopqrstuvwxyz}}\n// expected-note    {{abc}}\n// expected-remark@+1 {{abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz}}\nfunc.func @f() {\n  return\n}\n// expected-error-re {{a{{.*}}b}}\n\t// expected-error {{tab test message}}\n// expected-error {{}}\n", &[], "d.mlir:1:4: error: expected error \"x\" was not produced\n// expected-error {{x}}\n   ^\nd.mlir:2:4: error: expected warning \"abcdefghijklmnopqrstuvwxyz\" was not produced\n// expected-warning {{abcdefghijklmnopqrstuvwxyz}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~\nd.mlir:3:4: error: expected note \"abc\" was not produced\n// expected-note    {{abc}}\n   ^~~\nd.mlir:4:4: error: expected remark \"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz\" was not produced\n// expected-remark@+1 {{abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nd.mlir:8:4: error: expected error \"a{{.*}}b\" was not produced\n// expected-error-re {{a{{.*}}b}}\n   ^~~~~~~~\nd.mlir:9:5: error: expected error \"tab test message\" was not produced\n        // expected-error {{tab test message}}\n           ^~~~~~~~~~~~~~~~\nd.mlir:10:4: error: expected error \"\" was not produced\n// expected-error {{}}\n   ^\n", false);
    }

    #[test]
    fn designators_plus_minus_above_below() {
        check("e.mlir", "// expected-error@+2 {{has 0 operands}}\nfunc.func @m() -> i32 {\n  func.return\n}\n// expected-error@below {{has 0 operands}}\n// expected-note@below {{zzz}}\nfunc.func @n() -> i32 {\n  func.return\n}\nfunc.func @o() -> i32 {\n  func.return\n  // expected-error@above {{has 0 operands}}\n  // expected-error@-2 {{has 0 operands}}\n}\n// expected-error@+100 {{past end}}\n// expected-error@-100 {{before start}}\n// expected-error@below {{dangling}}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "e.mlir:5:4: error: expected error \"has 0 operands\" was not produced\n// expected-error@below {{has 0 operands}}\n   ^~~~~~~~~~~~~~\ne.mlir:6:4: error: expected note \"zzz\" was not produced\n// expected-note@below {{zzz}}\n   ^~~\ne.mlir:12:6: error: expected error \"has 0 operands\" was not produced\n  // expected-error@above {{has 0 operands}}\n     ^~~~~~~~~~~~~~\ne.mlir:13:6: error: expected error \"has 0 operands\" was not produced\n  // expected-error@-2 {{has 0 operands}}\n     ^~~~~~~~~~~~~~\ne.mlir:15:4: error: expected error \"past end\" was not produced\n// expected-error@+100 {{past end}}\n   ^~~~~~~~\ne.mlir:16:4: error: expected error \"before start\" was not produced\n// expected-error@-100 {{before start}}\n   ^~~~~~~~~~~~\ne.mlir:17:4: error: expected error \"dangling\" was not produced\n// expected-error@below {{dangling}}\n   ^~~~~~~~\n", false);
    }

    #[test]
    fn first_annotation_wins() {
        check("f1.mlir", "func.func @m() -> i32 {\n  func.return\n  // expected-error@above {{has 0 operands}}\n  // expected-error@-2 {{has 0 operands}}\n}\n", &[em(Severity::Error, 2, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "f1.mlir:4:6: error: expected error \"has 0 operands\" was not produced\n  // expected-error@-2 {{has 0 operands}}\n     ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn octal_offset() {
        check("o1.mlir", "// expected-error@+010 {{has 0 operands}}\n//\n//\n//\n//\n//\nfunc.func @m() -> i32 {\n  // c\n  func.return\n}\n", &[em(Severity::Error, 9, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "", true);
    }

    #[test]
    fn dangling_below_targets_piece_count() {
        check("d1.mlir", "func.func @m() -> i32 {\n  func.return loc(\"d1.mlir\":4:1)\n}\n// expected-error@below {{has 0 operands}}\n", &[em(Severity::Error, 4, 1, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "d1.mlir:4:1: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n// expected-error@below {{has 0 operands}}\n^\nd1.mlir:4:4: error: expected error \"has 0 operands\" was not produced\n// expected-error@below {{has 0 operands}}\n   ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn dangling_below_matches_last_piece() {
        check("d2.mlir", "func.func @m() -> i32 {\n  func.return loc(\"d2.mlir\":5:1)\n}\n// expected-error@below {{has 0 operands}}\n", &[em(Severity::Error, 5, 1, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "", true);
    }

    #[test]
    fn dangling_below_no_trailing_newline() {
        check("d3.mlir", "func.func @m() -> i32 {\n  func.return loc(\"d3.mlir\":4:1)\n}\n// expected-error@below {{has 0 operands}}", &[em(Severity::Error, 4, 1, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "", true);
    }

    #[test]
    fn near_miss() {
        check("f2.mlir", "func.func @m() -> i32 {\n  // expected-warning@+1 {{has 0 operands}}\n  func.return\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "f2.mlir:2:6: error: 'error' diagnostic emitted when expecting a 'warning'\n  // expected-warning@+1 {{has 0 operands}}\n     ^\nf2.mlir:2:6: error: expected warning \"has 0 operands\" was not produced\n  // expected-warning@+1 {{has 0 operands}}\n     ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn near_miss_other_annotation_matches() {
        check("f3.mlir", "func.func @m() -> i32 {\n  // expected-warning@+1 {{has 0 operands}}\n  func.return // expected-error {{has 0 operands}}\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "f3.mlir:2:6: error: expected warning \"has 0 operands\" was not produced\n  // expected-warning@+1 {{has 0 operands}}\n     ^~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn near_miss_reports_last_candidate() {
        check("f5.mlir", "func.func @m() -> i32 {\n  // expected-warning@+2 {{has 0 operands}}\n  // expected-remark@+1 {{has 0}}\n  func.return\n}\n", &[em(Severity::Error, 4, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "f5.mlir:3:6: error: 'error' diagnostic emitted when expecting a 'remark'\n  // expected-remark@+1 {{has 0}}\n     ^\nf5.mlir:2:6: error: expected warning \"has 0 operands\" was not produced\n  // expected-warning@+2 {{has 0 operands}}\n     ^~~~~~~~~~~~~~\nf5.mlir:3:6: error: expected remark \"has 0\" was not produced\n  // expected-remark@+1 {{has 0}}\n     ^~~~~\n", false);
    }

    #[test]
    fn near_miss_for_note() {
        check("n3.mlir", "func.func @m(%a: i32) {\n  %x = \"foo.a\"(%a) : (i32) -> i32 // expected-error {{prior use here}}\n  %y = \"foo.b\"(%x) : (i64) -> i32 // expected-remark {{expects different type}}\n}\n", &[em(Severity::Error, 3, 16, "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'", None), em(Severity::Note, 2, 3, "prior use here", None)], "n3.mlir:3:38: error: 'error' diagnostic emitted when expecting a 'remark'\n  %y = \"foo.b\"(%x) : (i64) -> i32 // expected-remark {{expects different type}}\n                                     ^\nn3.mlir:2:38: error: 'note' diagnostic emitted when expecting a 'error'\n  %x = \"foo.a\"(%a) : (i32) -> i32 // expected-error {{prior use here}}\n                                     ^\nn3.mlir:2:38: error: expected error \"prior use here\" was not produced\n  %x = \"foo.a\"(%a) : (i32) -> i32 // expected-error {{prior use here}}\n                                     ^~~~~~~~~~~~~~\nn3.mlir:3:38: error: expected remark \"expects different type\" was not produced\n  %y = \"foo.b\"(%x) : (i64) -> i32 // expected-remark {{expects different type}}\n                                     ^~~~~~~~~~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn produced_twice_matches_once() {
        check("g1.mlir", "func.func @m(%c: i1) {\n  cf.cond_br %c, ^a, ^b // expected-error {{reference to an undefined block}}\n}\n", &[em(Severity::Error, 2, 18, "reference to an undefined block", None), em(Severity::Error, 2, 22, "reference to an undefined block", None)], "", true);
    }

    #[test]
    fn unexpected_in_emission_order() {
        check("g2.mlir", "func.func @m(%c: i1) {\n  cf.cond_br %c, ^a, ^b\n}\nfunc.func @n(%c: i1) {\n  cf.cond_br %c, ^a, ^b // expected-error {{nope}}\n}\n", &[em(Severity::Error, 2, 18, "reference to an undefined block", None), em(Severity::Error, 2, 22, "reference to an undefined block", None)], "g2.mlir:2:18: error: unexpected error: reference to an undefined block\n  cf.cond_br %c, ^a, ^b\n                 ^\ng2.mlir:2:22: error: unexpected error: reference to an undefined block\n  cf.cond_br %c, ^a, ^b\n                     ^\ng2.mlir:5:28: error: expected error \"nope\" was not produced\n  cf.cond_br %c, ^a, ^b // expected-error {{nope}}\n                           ^~~~\n", false);
    }

    #[test]
    fn two_annotations_on_one_line() {
        check("g3.mlir", "func.func @m(%c: i1) {\n  \"foo.x\"(%z, %y) : (i32, i32) -> () // expected-error {{undeclared}} expected-error {{zz}}\n  // expected-note {{ee}}\n  \"foo.y\"(%w) : (i32) -> ()\n}\n", &[em(Severity::Error, 2, 11, "use of undeclared SSA value name", None), em(Severity::Error, 2, 15, "use of undeclared SSA value name", None), em(Severity::Error, 4, 11, "use of undeclared SSA value name", None)], "g3.mlir:2:11: error: unexpected error: use of undeclared SSA value name\n  \"foo.x\"(%z, %y) : (i32, i32) -> () // expected-error {{undeclared}} expected-error {{zz}}\n          ^\ng3.mlir:2:15: error: unexpected error: use of undeclared SSA value name\n  \"foo.x\"(%z, %y) : (i32, i32) -> () // expected-error {{undeclared}} expected-error {{zz}}\n              ^\ng3.mlir:4:11: error: unexpected error: use of undeclared SSA value name\n  \"foo.y\"(%w) : (i32) -> ()\n          ^\ng3.mlir:2:41: error: expected error \"undeclared}} expected-error {{zz\" was not produced\n  \"foo.x\"(%z, %y) : (i32, i32) -> () // expected-error {{undeclared}} expected-error {{zz}}\n                                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\ng3.mlir:3:6: error: expected note \"ee\" was not produced\n  // expected-note {{ee}}\n     ^~\n", false);
    }

    #[test]
    fn note_attached_to_error() {
        check("n1.mlir", "func.func @m(%a: i32) {\n  %x = \"foo.a\"(%a) : (i32) -> i32 // expected-note {{prior use here}}\n  // expected-error@+1 {{expects different type than prior uses}}\n  %y = \"foo.b\"(%x) : (i64) -> i32\n}\n", &[em(Severity::Error, 4, 16, "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'", None), em(Severity::Note, 2, 3, "prior use here", None)], "", true);
    }

    #[test]
    fn unexpected_note() {
        check("n2.mlir", "func.func @m(%a: i32) {\n  %x = \"foo.a\"(%a) : (i32) -> i32\n  // expected-error@+1 {{expects different type than prior uses}}\n  %y = \"foo.b\"(%x) : (i64) -> i32\n}\n", &[em(Severity::Error, 4, 16, "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'", None), em(Severity::Note, 2, 3, "prior use here", None)], "n2.mlir:2:3: error: unexpected note: prior use here\n  %x = \"foo.a\"(%a) : (i32) -> i32\n  ^\n", false);
    }

    #[test]
    fn malformed_annotations() {
        check("r1.mlir", "// expected-error-re {{a{{b}}\n// expected-error-re {{a{{(b}}c}}\n// expected-error-re {{a{{}}c}}\n// expected-error-re {{a{{[b}}c}}\n// expected-error-re {{{{x{1,2}}}c}}\n// expected-error-re {{{{*}}c}}\n// expected-error-re {{{{a|}}c}}\n// expected-error-re {{{{\\}}c}}\n// expected-error-re {{{{a{2,1}}}c}}\n// expected-error-re {{{{[z-a]}}c}}\n// expected-error-re {{{{[[:foo:]]}}c}}\n// expected-error {{unterminated\n// expected-error {{unterminated}} trailing\n// expected-error {{trailing space}}   \n// expected-error@+010 {{octal}}\n// expected-error@+09 {{bad octal}}\n// expected-error @ +1 {{spaces}}\n// expected-error@+1{{nospace}}\n// expected-errors {{nope}}\n// expected-error-re@+1 {{ok}}\n// expected-error@above@+1 {{weird}}\n", &[], "r1.mlir:1:4: error: found start of regex with no end '}}'\n// expected-error-re {{a{{b}}\n   ^~~~\nr1.mlir:2:4: error: invalid regex: parentheses not balanced\n// expected-error-re {{a{{(b}}c}}\n   ^~~~~~~~\nr1.mlir:3:4: error: invalid regex: empty (sub)expression\n// expected-error-re {{a{{}}c}}\n   ^~~~~~\nr1.mlir:4:4: error: invalid regex: brackets ([ ]) not balanced\n// expected-error-re {{a{{[b}}c}}\n   ^~~~~~~~\nr1.mlir:5:4: error: invalid regex: braces not balanced\n// expected-error-re {{{{x{1,2}}}c}}\n   ^~~~~~~~~~~\nr1.mlir:6:4: error: invalid regex: repetition-operator operand invalid\n// expected-error-re {{{{*}}c}}\n   ^~~~~~\nr1.mlir:7:4: error: invalid regex: empty (sub)expression\n// expected-error-re {{{{a|}}c}}\n   ^~~~~~~\nr1.mlir:8:4: error: invalid regex: trailing backslash (\\)\n// expected-error-re {{{{\\}}c}}\n   ^~~~~~\nr1.mlir:9:4: error: invalid regex: invalid repetition count(s)\n// expected-error-re {{{{a{2,1}}}c}}\n   ^~~~~~~~~~~\nr1.mlir:10:4: error: invalid regex: invalid character range\n// expected-error-re {{{{[z-a]}}c}}\n   ^~~~~~~~~~\nr1.mlir:11:4: error: invalid regex: invalid character class\n// expected-error-re {{{{[[:foo:]]}}c}}\n   ^~~~~~~~~~~~~~\nr1.mlir:14:4: error: expected error \"trailing space\" was not produced\n// expected-error {{trailing space}}   \n   ^~~~~~~~~~~~~~\nr1.mlir:15:4: error: expected error \"octal\" was not produced\n// expected-error@+010 {{octal}}\n   ^~~~~\nr1.mlir:16:4: error: expected error \"bad octal\" was not produced\n// expected-error@+09 {{bad octal}}\n   ^~~~~~~~~\nr1.mlir:18:4: error: expected error \"nospace\" was not produced\n// expected-error@+1{{nospace}}\n   ^~~~~~~\nr1.mlir:20:4: error: expected error \"ok\" was not produced\n// expected-error-re@+1 {{ok}}\n   ^~\n", false);
    }

    #[test]
    fn regex_matches() {
        check("re2.mlir", "func.func @m() -> i32 {\n  // expected-error-re@+1 {{'func.return' op has {{[0-9]+}} operands, but enclosing function (@{{[a-z]}}) returns 1}}\n  func.return\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "", true);
    }

    #[test]
    fn regex_anchors_are_escaped_outside_blocks() {
        check("re3.mlir", "func.func @m() -> i32 {\n  // expected-error-re@+1 {{^'func.return' op has 0 operands{{.*}}$}}\n  func.return\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "re3.mlir:3:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n  func.return\n  ^\nre3.mlir:2:6: error: expected error \"^'func.return' op has 0 operands{{.*}}$\" was not produced\n  // expected-error-re@+1 {{^'func.return' op has 0 operands{{.*}}$}}\n     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn regex_anchors_inside_blocks() {
        check("re4.mlir", "func.func @m() -> i32 {\n  // expected-error-re@+1 {{{{^}}'func.return' op has 0 operands{{.*$}}}}\n  func.return\n}\n", &[em(Severity::Error, 3, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "", true);
    }

    #[test]
    fn regex_literal_outside_blocks() {
        check("x1.mlir", "// expected-error-re@below {{Registered dialects:{{.*}} test{{.*}}}}\n// expected-error-re@below {{a{2}|[[:digit:]]{3,}x|(^|[^a-z])zz$}}\n// expected-error-re@below {{{{[[:<:]]}}foo{{[[:>:]]}}}}\n\"func.func\"() : () -> ()\n", &[em(Severity::Error, 4, 1, "'func.func' op requires one region", None)], "x1.mlir:4:1: error: unexpected error: 'func.func' op requires one region\n\"func.func\"() : () -> ()\n^\nx1.mlir:1:4: error: expected error \"Registered dialects:{{.*}} test{{.*}}\" was not produced\n// expected-error-re@below {{Registered dialects:{{.*}} test{{.*}}}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nx1.mlir:2:4: error: expected error \"a{2}|[[:digit:]]{3,}x|(^|[^a-z])zz$\" was not produced\n// expected-error-re@below {{a{2}|[[:digit:]]{3,}x|(^|[^a-z])zz$}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nx1.mlir:3:4: error: expected error \"{{[[:<:]]}}foo{{[[:>:]]}}\" was not produced\n// expected-error-re@below {{{{[[:<:]]}}foo{{[[:>:]]}}}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~\n", false);
    }

    #[test]
    fn unknown_location() {
        check("h1.mlir", "func.func @m() -> i32 {\n  func.return loc(unknown)\n}\n", &[em(Severity::Error, 0, 0, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "<unknown>:0: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n", false);
    }

    #[test]
    fn other_file_location() {
        check("h2.mlir", "func.func @m() -> i32 {\n  func.return loc(\"other.mlir\":3:4)\n}\n", &[em(Severity::Error, 3, 4, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", Some("other.mlir"))], "other.mlir:3:4: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n", false);
    }

    #[test]
    fn column_past_line_end() {
        check("h3.mlir", "func.func @m() -> i32 {\n  func.return loc(\"h3.mlir\":1:200)\n}\n", &[em(Severity::Error, 1, 200, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "h3.mlir:1:200: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n", false);
    }

    #[test]
    fn line_past_buffer_end() {
        check("h5.mlir", "func.func @m() -> i32 {\n  func.return loc(\"h5.mlir\":200:3)\n}\n", &[em(Severity::Error, 200, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "h5.mlir:200:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n", false);
    }

    #[test]
    fn column_zero() {
        check("h6.mlir", "func.func @m() -> i32 {\n  func.return loc(\"h6.mlir\":1:0)\n}\n", &[em(Severity::Error, 1, 0, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "h6.mlir:1:0: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n", false);
    }

    #[test]
    fn tabs_expand_to_eight() {
        check("tb.mlir", "func.func @m() -> i32 {\n\tfunc.return // expected-error {{\ttab\there}}\n}\n", &[em(Severity::Error, 2, 2, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "tb.mlir:2:2: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n        func.return // expected-error {{        tab     here}}\n        ^\ntb.mlir:2:17: error: expected error \"\ttab\there\" was not produced\n        func.return // expected-error {{        tab     here}}\n                       ^~~~~~~~~\n", false);
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        check("u8.mlir", "func.func @m() -> i32 {\n  func.return // é expected-error {{zz}}\n}\n", &[em(Severity::Error, 2, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "u8.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n  func.return // é expected-error {{zz}}\nu8.mlir:2:21: error: expected error \"zz\" was not produced\n  func.return // é expected-error {{zz}}\n", false);
    }

    #[test]
    fn crlf_line_endings() {
        check("crlf.mlir", "func.func @m() -> i32 {\n  func.return // expected-error {{zz}}\n}\n", &[em(Severity::Error, 2, 3, "'func.return' op has 0 operands, but enclosing function (@m) returns 1", None)], "crlf.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@m) returns 1\n  func.return // expected-error {{zz}}\n  ^\ncrlf.mlir:2:18: error: expected error \"zz\" was not produced\n  func.return // expected-error {{zz}}\n                 ^~\n", false);
    }
}
