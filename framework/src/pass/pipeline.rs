//! The textual pass pipeline (MLIR 16's `TextualPipeline` and `parsePassPipeline`):
//! `builtin.module(func.func(canonicalize{max-iterations=4},cse))` parsed into a pass
//! manager, with MLIR 16's grammar, quirks and messages.
//!
//! The grammar is `op-name '(' element (',' element)* ')'`, an element being a nested
//! pipeline or a pass or pipeline name with `{options}`. The anchor op name is the text
//! before the first `(` as written; element names are trimmed; after a `)` or a `}` only a
//! `,`, a `)` or the end may follow. Errors in the structure or in names are reported as
//! LLVM's `SourceMgr` reports them in a buffer named `MLIR Textual PassPipeline Parser`
//! (the text inside the anchor's parentheses), with the source line and a caret.

use std::fmt::Write as _;

use super::manager::{Nesting, OpPassManager};
use super::options::{OptionError, OptionValue, ValueError};
use super::registry::{PassRegistry, RegistryEntry};

/// The message of a pipeline that is not `op-name(...)`.
pub const EXPECTED_ANCHOR: &str =
    "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// The name of the buffer pipeline errors point into.
const BUFFER_NAME: &str = "MLIR Textual PassPipeline Parser";

/// One element of a parsed pipeline: a pass or pipeline name with its options, or an op
/// name with a nested pipeline.
struct Element<'t> {
    /// The name (trimmed), a slice of the pipeline text (errors point at it).
    name: &'t str,
    /// The text between the braces after the name.
    options: &'t str,
    /// The nested pipeline of an op name.
    inner: Vec<Element<'t>>,
}

impl<'t> Element<'t> {
    fn new(name: &'t str) -> Self {
        Element {
            name,
            options: "",
            inner: Vec::new(),
        }
    }
}

/// `s` without its leading and trailing ASCII whitespace, as a slice of `s` (empty at the
/// end of the whitespace when it is all whitespace, as LLVM's `StringRef::trim`).
fn trim(s: &str) -> &str {
    let start = s
        .bytes()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(s.len());
    let rest = &s[start..];
    let end = rest
        .bytes()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &rest[..end]
}

/// An error at byte `at` of the pipeline text `text`, as LLVM's `SourceMgr::PrintMessage`
/// writes it: `BUFFER:LINE:COL: error: MESSAGE`, the line (tabs expanded to 8 columns)
/// and a caret.
fn source_error(text: &str, at: usize, message: &str) -> String {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let line_no = text[..line_start].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = at - line_start + 1;
    let mut expanded = String::new();
    let mut caret_col = None;
    for (i, ch) in text[line_start..line_end].char_indices() {
        if i == at - line_start {
            caret_col = Some(expanded.len());
        }
        if ch == '\t' {
            let next = (expanded.len() / 8 + 1) * 8;
            while expanded.len() < next {
                expanded.push(' ');
            }
        } else {
            expanded.push(ch);
        }
    }
    let caret = caret_col
        .unwrap_or(expanded.len() + (at - line_start).saturating_sub(line_end - line_start));
    let mut s = String::new();
    let _ = write!(
        s,
        "{BUFFER_NAME}:{line_no}:{col}: error: {message}\n{expanded}\n{:caret$}^\n",
        ""
    );
    s
}

/// The offset of `part` (a slice of `text`) in `text`.
fn offset_in(text: &str, part: &str) -> usize {
    part.as_ptr() as usize - text.as_ptr() as usize
}

/// Parses the structure of `text` (MLIR 16's `parsePipelineText`).
fn parse_structure(text: &str) -> Result<Vec<Element<'_>>, String> {
    let full = text;
    let mut top: Vec<Element<'_>> = Vec::new();
    // The path of element indices to the pipeline being filled.
    let mut path: Vec<usize> = Vec::new();
    let mut text = text;
    fn at<'a, 'b>(top: &'a mut Vec<Element<'b>>, path: &[usize]) -> &'a mut Vec<Element<'b>> {
        let mut p = top;
        for &i in path {
            p = &mut p[i].inner;
        }
        p
    }
    loop {
        let pos = text.find([',', '(', ')', '{']);
        let pipeline = at(&mut top, &path);
        pipeline.push(Element::new(trim(&text[..pos.unwrap_or(text.len())])));
        let Some(pos) = pos else {
            break;
        };
        text = &text[pos..];
        match text.as_bytes()[0] {
            b'{' => {
                let open = offset_in(full, text);
                text = &text[1..];
                let mut depth = 1;
                let close = text.bytes().position(|b| {
                    match b {
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                });
                let Some(close) = close else {
                    return Err(source_error(
                        full,
                        open,
                        "missing closing '}' while processing pass options",
                    ));
                };
                let last = pipeline.len() - 1;
                pipeline[last].options = &text[..close];
                text = &text[close + 1..];
            }
            b'(' => {
                text = &text[1..];
                path.push(pipeline.len() - 1);
                continue;
            }
            _ => {}
        }
        while let Some(rest) = text.strip_prefix(')') {
            if path.is_empty() {
                return Err(source_error(
                    full,
                    offset_in(full, text),
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            path.pop();
            text = rest;
        }
        if text.is_empty() {
            break;
        }
        match text.strip_prefix(',') {
            Some(rest) => text = rest,
            None => {
                return Err(source_error(
                    full,
                    offset_in(full, text),
                    "expected ',' after parsing pipeline",
                ))
            }
        }
    }
    if !path.is_empty() {
        return Err(source_error(
            full,
            offset_in(full, text),
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(top)
}

/// Checks that every pass or pipeline name is registered (MLIR's
/// `resolvePipelineElements`).
fn resolve(full: &str, elements: &[Element<'_>], registry: &PassRegistry) -> Result<(), String> {
    for e in elements {
        if !e.inner.is_empty() {
            resolve(full, &e.inner, registry)?;
        } else if registry.lookup(e.name).is_none() {
            return Err(source_error(
                full,
                offset_in(full, e.name),
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

/// Adds the parsed elements to `pm` (MLIR's `TextualPipeline::addToPipeline`); each error
/// message is appended to `errors` with its newline.
fn add_elements(
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    option_errors: &mut Vec<OptionError>,
    errors: &mut String,
) -> Result<(), ()> {
    for e in elements {
        if e.inner.is_empty() {
            let entry: RegistryEntry<'_> = registry
                .lookup(e.name)
                .expect("names are resolved before they are added");
            if let Err(message) = entry.add_to_pipeline(pm, e.options, option_errors) {
                if let Some(m) = message {
                    errors.push_str(&m);
                    errors.push('\n');
                }
                let _ = writeln!(
                    errors,
                    "failed to add `{}` with options `{}`",
                    e.name, e.options
                );
                return Err(());
            }
        } else if add_elements(&e.inner, pm.nest(e.name), registry, option_errors, errors).is_err()
        {
            let _ = writeln!(
                errors,
                "failed to add `{}` with options `{}` to inner pipeline",
                e.name, e.options
            );
            return Err(());
        }
    }
    Ok(())
}

/// Parses the elements of a pipeline (the text inside the anchor's parentheses, e.g.
/// `func.func(cse),canonicalize`) and adds them to `pm` with explicit nesting (MLIR's
/// `parsePassPipeline(text, pm, errorStream)`). Option errors go to `option_errors` (MLIR
/// writes them to stderr as they happen); the error is the text MLIR writes to its error
/// stream.
pub fn parse_pipeline_into(
    text: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    option_errors: &mut Vec<OptionError>,
) -> Result<(), String> {
    if text.is_empty() {
        return Ok(());
    }
    let elements = parse_structure(text)?;
    resolve(text, &elements, registry)?;
    let nesting = pm.nesting();
    pm.set_nesting(Nesting::Explicit);
    let mut errors = String::new();
    let r = add_elements(&elements, pm, registry, option_errors, &mut errors);
    pm.set_nesting(nesting);
    r.map_err(|()| errors)
}

/// Parses a whole pipeline, `op-name(elements)`, into a new pass manager anchored on
/// `op-name` as written (MLIR 16's `parsePassPipeline(text, errorStream)`). The error is
/// the message of mlir-opt's diagnostic; option errors go to `option_errors`.
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
    option_errors: &mut Vec<OptionError>,
) -> Result<OpPassManager, String> {
    let start = text.find('(');
    let (Some(start), Some(body)) = (start.filter(|&s| s > 0), text.strip_suffix(')')) else {
        return Err(EXPECTED_ANCHOR.to_string());
    };
    let mut pm = OpPassManager::new(&text[..start], Nesting::Explicit);
    parse_pipeline_into(&body[start + 1..], &mut pm, registry, option_errors)?;
    Ok(pm)
}

/// A pass pipeline as an option value (MLIR's `Pass::Option<OpPassManager>`, as the
/// inliner's `op-pipelines` holds them): `op-name(elements)`, parsed with the global
/// registry ([`PassRegistry::install_global`]) when the option is parsed, its errors
/// reported as MLIR's option parser reports them, and printed as the parsed pass manager
/// prints (options with their defaults).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineOption {
    /// The pipeline as the pass manager prints it.
    text: String,
}

impl PipelineOption {
    /// The pass manager of the pipeline (parsed again from its text with the global
    /// registry; the error is the parser's).
    pub fn pass_manager(&self) -> Result<OpPassManager, String> {
        let registry = PassRegistry::global().ok_or_else(no_registry)?;
        parse_pass_pipeline(&self.text, registry, &mut Vec::new())
    }

    /// The op the pipeline is anchored on.
    pub fn anchor(&self) -> &str {
        self.text.split('(').next().unwrap_or("")
    }
}

/// The error when no registry was installed to parse pipelines with.
fn no_registry() -> String {
    "no pass registry is installed to parse pass pipelines with".to_string()
}

impl OptionValue for PipelineOption {
    const VALUE_NAME: &'static str = "pass-manager";
    fn parse(text: &str) -> Result<Self, String> {
        Self::parse_value(text).map_err(|e| match e {
            ValueError::Message(m) => m,
            ValueError::Reported(_, text) => text,
        })
    }
    fn parse_value(text: &str) -> Result<Self, ValueError> {
        let registry = PassRegistry::global().ok_or_else(|| ValueError::Message(no_registry()))?;
        let mut option_errors = Vec::new();
        match parse_pass_pipeline(text, registry, &mut option_errors) {
            Ok(pm) if option_errors.is_empty() => Ok(PipelineOption {
                text: pm.to_textual_pipeline(),
            }),
            Ok(_) => Err(ValueError::Reported(option_errors, String::new())),
            Err(message) => Err(ValueError::Reported(option_errors, message)),
        }
    }
    fn print(&self, out: &mut String) {
        out.push_str(&self.text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structure_errors_point_into_the_buffer() {
        let e = |t: &str| match parse_structure(t) {
            Err(m) => m,
            Ok(_) => panic!("{t} parsed"),
        };
        assert_eq!(
            e("func.func(cse"),
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        assert_eq!(
            e("cse)x"),
            "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)x\n   ^\n"
        );
        assert_eq!(
            e("cse,\tstrip-debuginfo{x"),
            "MLIR Textual PassPipeline Parser:1:21: error: missing closing '}' while processing pass options\ncse,    strip-debuginfo{x\n                       ^\n"
        );
        assert!(e("cse{a}{b}").contains(":1:7: error: expected ','"));
        assert!(e("canonicalize{max-iterations=4}  ,cse").contains(":1:31: error: expected ','"));
    }

    #[test]
    fn names_are_trimmed_slices() {
        let els = parse_structure(" a , b{x=1},c( d )").unwrap();
        let names: Vec<&str> = els.iter().map(|e| e.name).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert_eq!(els[1].options, "x=1");
        assert_eq!(els[2].inner[0].name, "d");
    }

    #[test]
    fn anchors_are_required() {
        let r = PassRegistry::new();
        for t in ["", "(cse)", "builtin.module(cse) ", "cse"] {
            assert_eq!(
                parse_pass_pipeline(t, &r, &mut Vec::new()).err().as_deref(),
                Some(EXPECTED_ANCHOR),
                "{t:?}"
            );
        }
        let pm = parse_pass_pipeline(" builtin.module()", &r, &mut Vec::new()).unwrap();
        assert_eq!(pm.to_textual_pipeline(), " builtin.module()");
    }
}
