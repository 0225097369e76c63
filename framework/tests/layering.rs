//! The layering of `framework/src`: each top-level module is a layer and imports only the
//! layers below it, and the code map of `docs/architecture.md` (its "may depend on"
//! column) says which modules each module uses.
//!
//! The test reads the sources: every `crate::…`, `$crate::…`, `::strata_framework::…`,
//! `super::…` and `self::…` path of the code (comments, strings and `#[cfg(test)]` items
//! left out: unit tests may use any layer, as integration tests do), `use` trees included,
//! is resolved to the module it names. A module is a layer's root file (`asm.rs`,
//! `ods/mod.rs`, `verify.rs`) or one of the layer's direct submodules (`asm::parser`, with
//! `asm/parser/` below it); a path to an item the crate root re-exports (`crate::Context`)
//! names the module it comes from.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom first: a module may import its own layer and those before it.
/// Layers added later (`rewrite`, `conversion`) go above `interfaces`, here and in the list
/// of layers of `docs/architecture.md`.
const LAYERS: &[&str] = &[
    "support",
    "ir",
    "asm",
    "ods",
    "verify",
    "interfaces",
    "analysis",
    "rewrite",
    "conversion",
    "pass",
    "builtin",
    "transforms",
    "bytecode",
];

/// One path found in a source file.
struct Import {
    file: PathBuf,
    line: usize,
    /// The path as written (`crate::asm::custom::OpParser`).
    text: String,
    /// The module it names.
    target: String,
}

#[test]
fn layers_form_a_dag_and_match_the_code_map() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let modules = modules(&src);
    let reexports = root_reexports(&src, &modules);
    let mut failures = Vec::new();

    // The imports of every module.
    let mut imports: BTreeMap<String, Vec<Import>> = BTreeMap::new();
    for file in library_files(&src) {
        let rel = file.strip_prefix(&src).unwrap();
        let module_path = module_path(rel);
        let unit = unit_of(&module_path, &modules);
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, segments, written) in paths(&text, &module_path) {
            let Some(target) = resolve(&segments, &modules, &reexports) else {
                continue;
            };
            if target != unit {
                imports.entry(unit.clone()).or_default().push(Import {
                    file: rel.to_path_buf(),
                    line,
                    text: written,
                    target,
                });
            }
        }
    }

    // No module imports a layer above its own: the layers form a DAG, so the top-level
    // modules of framework/src have no cycle.
    for (unit, list) in &imports {
        for i in list {
            if layer_index(&i.target) <= layer_index(unit) {
                continue;
            }
            failures.push(format!(
                "framework/src/{}:{}: `{}` imports `{}`, of layer `{}` above `{}`",
                i.file.display(),
                i.line,
                unit,
                i.text,
                layer_of(&i.target),
                layer_of(unit),
            ));
        }
    }

    // The code map of docs/architecture.md lists every module and what it may use.
    let doc_path = root.join("../docs/architecture.md");
    let doc = std::fs::read_to_string(&doc_path).unwrap();
    let (doc_layers, table) = code_map(&doc);
    if doc_layers != LAYERS {
        failures.push(format!(
            "docs/architecture.md lists the layers {doc_layers:?}, the layering test {LAYERS:?}"
        ));
    }
    let known = |name: &str| LAYERS.contains(&name) || modules.contains(name);
    for (unit, allowed) in &table {
        if !modules.contains(unit) {
            failures.push(format!(
                "docs/architecture.md: the code map has a row for `{unit}`, which is no module of framework/src"
            ));
        }
        for a in allowed {
            if a != "std" && !known(a) {
                failures.push(format!(
                    "docs/architecture.md: `{unit}` may depend on `{a}`, which is no layer or module of framework/src"
                ));
            } else if a != "std" && layer_index(a) > layer_index(unit) {
                failures.push(format!(
                    "docs/architecture.md: `{unit}` may depend on `{a}`, of a layer above"
                ));
            }
        }
    }
    for unit in &modules {
        let Some(allowed) = table.get(unit) else {
            failures.push(format!(
                "docs/architecture.md: the code map has no row for `{unit}`"
            ));
            continue;
        };
        for i in imports.get(unit).into_iter().flatten() {
            let ok = allowed
                .iter()
                .any(|a| *a == i.target || a == layer_of(&i.target));
            if !ok {
                failures.push(format!(
                    "framework/src/{}:{}: `{}` imports `{}` (module `{}`), which its row of the code map of docs/architecture.md does not allow",
                    i.file.display(),
                    i.line,
                    unit,
                    i.text,
                    i.target
                ));
            }
        }
    }

    failures.dedup();
    assert!(
        failures.is_empty(),
        "layering of framework/src:\n{}",
        failures.join("\n")
    );
}

/// The layer of a module (`asm` for `asm::parser`).
fn layer_of(unit: &str) -> &str {
    unit.split("::").next().unwrap()
}

/// The position of a module's layer in [`LAYERS`].
fn layer_index(unit: &str) -> usize {
    let layer = layer_of(unit);
    LAYERS
        .iter()
        .position(|l| *l == layer)
        .unwrap_or_else(|| panic!("`{layer}` is not a layer: add it to LAYERS"))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The files of the library below the crate root: every `.rs` file under `src` but
/// `lib.rs` and the files of `#[cfg(test)] mod NAME;` unit tests.
fn library_files(src: &Path) -> Vec<PathBuf> {
    let files = rust_files(src);
    let mut tests: Vec<Vec<String>> = Vec::new();
    for f in &files {
        let module = module_path(f.strip_prefix(src).unwrap());
        let t = tokens(&std::fs::read_to_string(f).unwrap());
        for w in t.windows(10) {
            let text: Vec<&str> = w.iter().map(|x| x.text.as_str()).collect();
            if text[..7] == ["#", "[", "cfg", "(", "test", ")", "]"]
                && text[7] == "mod"
                && text[9] == ";"
            {
                let mut m = module.clone();
                m.push(text[8].to_string());
                tests.push(m);
            }
        }
    }
    files
        .into_iter()
        .filter(|f| {
            let rel = f.strip_prefix(src).unwrap();
            let m = module_path(rel);
            rel != Path::new("lib.rs") && !tests.iter().any(|t| m.starts_with(t))
        })
        .collect()
}

/// The module path of a file (`asm/parser/tests.rs` → `asm::parser::tests`,
/// `ods/mod.rs` → `ods`).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.strip_suffix(".rs").unwrap();
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

/// The modules of the code map: each layer's root and its direct submodules.
fn modules(src: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for f in library_files(src) {
        let rel = f.strip_prefix(src).unwrap();
        let p = module_path(rel);
        let layer = &p[0];
        assert!(
            LAYERS.contains(&layer.as_str()),
            "framework/src/{}: `{layer}` is not a layer: add it to LAYERS (and to docs/architecture.md)",
            rel.display()
        );
        out.insert(layer.clone());
        if p.len() > 1 {
            out.insert(format!("{}::{}", p[0], p[1]));
        }
    }
    out
}

/// The module a module path belongs to.
fn unit_of(path: &[String], modules: &BTreeSet<String>) -> String {
    if path.len() > 1 {
        let u = format!("{}::{}", path[0], path[1]);
        if modules.contains(&u) {
            return u;
        }
    }
    path[0].clone()
}

/// The module an absolute path (from the crate root) names; `None` for what is not in
/// the crate (`std`, a macro of the crate root).
fn resolve(
    segments: &[String],
    modules: &BTreeSet<String>,
    reexports: &BTreeMap<String, String>,
) -> Option<String> {
    let first = segments.first()?;
    if LAYERS.contains(&first.as_str()) {
        return Some(unit_of(segments, modules));
    }
    reexports.get(first).cloned()
}

/// What the crate root re-exports (`pub use ir::context::{Context, …}`): name → module.
fn root_reexports(src: &Path, modules: &BTreeSet<String>) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let tokens = tokens(&text);
    let mut out = BTreeMap::new();
    let mut i = 0;
    while i + 1 < tokens.len() {
        if tokens[i].text == "pub" && tokens[i + 1].text == "use" {
            let mut leaves = Vec::new();
            i = use_tree(&tokens, i + 2, Vec::new(), &mut leaves);
            for (leaf, _) in leaves {
                if let (Some(name), Some(unit)) = (leaf.last(), resolve(&leaf, modules, &out)) {
                    out.insert(name.clone(), unit);
                }
            }
        } else {
            i += 1;
        }
    }
    out
}

/// A token of Rust source: an identifier (or `$crate`) or one punctuation character
/// (`::` is one token), with its line.
#[derive(Clone)]
struct Token {
    text: String,
    line: usize,
}

/// The tokens of `text` that paths are made of, without comments, string and character
/// literals and numbers.
fn tokens(text: &str) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let ident = |c: u8| c == b'_' || c.is_ascii_alphanumeric();
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(b[i] == b'\n');
                    i += 1;
                }
            }
        } else if c == b'"' || ((c == b'b' || c == b'r') && raw_or_byte_string(&b[i..])) {
            i = skip_string(b, i, &mut line);
        } else if c == b'\'' {
            // A character literal, or a lifetime (skipped alike).
            if b.get(i + 1) == Some(&b'\\') {
                i += 2;
                while i < b.len() && b[i] != b'\'' {
                    i += 1;
                }
                i += 1;
            } else if b.get(i + 2) == Some(&b'\'') {
                i += 3;
            } else {
                let ch_len = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                if b.get(i + 1 + ch_len) == Some(&b'\'') {
                    i += 2 + ch_len;
                } else {
                    i += 1;
                    while i < b.len() && ident(b[i]) {
                        i += 1;
                    }
                }
            }
        } else if ident(c) || (c == b'$' && b.get(i + 1).is_some_and(|&d| ident(d))) {
            let start = i;
            i += 1;
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
            if !c.is_ascii_digit() {
                out.push(Token {
                    text: text[start..i].to_string(),
                    line,
                });
            }
        } else if b[i..].starts_with(b"::") {
            out.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push(Token {
                text: text[i..i + len].to_string(),
                line,
            });
            i += len;
        }
    }
    out
}

/// Whether `b` starts a raw or byte string (`r"`, `r#"`, `b"`, `br"`, `br#"`).
fn raw_or_byte_string(b: &[u8]) -> bool {
    let rest = b.strip_prefix(b"b").unwrap_or(b);
    let rest = rest.strip_prefix(b"r").unwrap_or(rest);
    rest.len() < b.len() && {
        let hashes = rest.iter().take_while(|&&c| c == b'#').count();
        rest.get(hashes) == Some(&b'"')
    }
}

/// Skips the string literal starting at `i`; returns the offset after it.
fn skip_string(b: &[u8], mut i: usize, line: &mut usize) -> usize {
    let raw = b[i] == b'r' || (b[i] == b'b' && b.get(i + 1) == Some(&b'r'));
    while b[i] != b'"' && b[i] != b'#' {
        i += 1;
    }
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    i += hashes + 1;
    while i < b.len() {
        match b[i] {
            b'\n' => *line += 1,
            b'\\' if !raw => {
                *line += usize::from(b.get(i + 1) == Some(&b'\n'));
                i += 1;
            }
            b'"' if b[i + 1..].iter().take_while(|&&c| c == b'#').count() >= hashes => {
                return i + 1 + hashes;
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The crate paths of a file: (line, absolute path, path as written). `super::` and
/// `self::` are resolved against the module of the file (and of the inline modules around
/// them); `#[cfg(test)]` items are skipped.
fn paths(text: &str, module: &[String]) -> Vec<(usize, Vec<String>, String)> {
    let t = tokens(text);
    let mut out = Vec::new();
    // Inline modules around the current token: (name, brace depth inside them).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    let is = |i: usize, s: &str| t.get(i).is_some_and(|x| x.text == s);
    while i < t.len() {
        let here = || {
            let mut m = module.to_vec();
            m.extend(inline.iter().map(|(n, _)| n.clone()));
            m
        };
        if is(i, "#")
            && is(i + 1, "[")
            && is(i + 2, "cfg")
            && is(i + 3, "(")
            && is(i + 4, "test")
            && is(i + 5, ")")
            && is(i + 6, "]")
        {
            i = skip_item(&t, i + 7);
            continue;
        }
        match t[i].text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth + 1) {
                    inline.pop();
                }
            }
            "mod" if is(i + 2, "{") => {
                inline.push((t[i + 1].text.clone(), depth + 1));
                depth += 1;
                i += 3;
                continue;
            }
            "use" => {
                let mut leaves = Vec::new();
                let end = use_tree(&t, i + 1, Vec::new(), &mut leaves);
                for (leaf, line) in leaves {
                    if let Some(abs) = absolute(&leaf, &here()) {
                        out.push((line, abs, leaf.join("::")));
                    }
                }
                i = end;
                continue;
            }
            "crate" | "$crate" | "super" | "self" | "strata_framework"
                if is(i + 1, "::")
                    && !(i > 0 && is(i - 1, "::") && t[i].text != "strata_framework") =>
            {
                let line = t[i].line;
                let mut segs = vec![t[i].text.clone()];
                let mut j = i + 1;
                while is(j, "::") && t.get(j + 1).is_some_and(|x| is_ident(&x.text)) {
                    segs.push(t[j + 1].text.clone());
                    j += 2;
                }
                if let Some(abs) = absolute(&segs, &here()) {
                    out.push((line, abs, segs.join("::")));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether a token is an identifier.
fn is_ident(s: &str) -> bool {
    s.starts_with(|c: char| c == '_' || c == '$' || c.is_alphanumeric())
}

/// The offset after the item starting at `i` (through its `;` or its braced body).
fn skip_item(t: &[Token], mut i: usize) -> usize {
    let mut depth = 0;
    while i < t.len() {
        match t[i].text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            ";" if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// Parses the `use` tree at `i` with the path `prefix` above it, adding each leaf (with
/// its line) to `leaves`; returns the offset after it (after the `;` at the top level).
fn use_tree(
    t: &[Token],
    mut i: usize,
    mut prefix: Vec<String>,
    leaves: &mut Vec<(Vec<String>, usize)>,
) -> usize {
    let line = t.get(i).map_or(0, |x| x.line);
    if t.get(i).is_some_and(|x| x.text == "::") {
        i += 1;
    }
    loop {
        let Some(tok) = t.get(i) else { return i };
        match tok.text.as_str() {
            "{" => {
                i += 1;
                loop {
                    match t.get(i) {
                        None => break,
                        Some(x) if x.text == "}" => {
                            i += 1;
                            break;
                        }
                        Some(_) => {}
                    }
                    i = use_tree(t, i, prefix.clone(), leaves);
                    if t.get(i).is_some_and(|x| x.text == ",") {
                        i += 1;
                    }
                }
                break;
            }
            "::" => i += 1,
            "*" => {
                i += 1;
                break;
            }
            "self" if !prefix.is_empty() => {
                i += 1;
                break;
            }
            s if is_ident(s) && s != "as" => {
                prefix.push(s.to_string());
                i += 1;
            }
            _ => break,
        }
    }
    if t.get(i).is_some_and(|x| x.text == "as") {
        i += 2;
    }
    if !prefix.is_empty() {
        leaves.push((prefix, line));
    }
    if t.get(i).is_some_and(|x| x.text == ";") {
        i += 1;
    }
    i
}

/// A path made absolute (from the crate root): `None` for a path outside the crate.
fn absolute(path: &[String], module: &[String]) -> Option<Vec<String>> {
    let (first, mut rest) = path.split_first()?;
    let mut base = match first.as_str() {
        "crate" | "$crate" | "strata_framework" => Vec::new(),
        "self" => module.to_vec(),
        "super" => module[..module.len().saturating_sub(1)].to_vec(),
        _ => return None,
    };
    while let Some((_, r)) = rest.split_first().filter(|(s, _)| *s == "super") {
        base.pop();
        rest = r;
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// `s` without its parenthesised remarks (`ods` (not yet layered: `OpSpec`) → `ods`).
fn without_parentheses(s: &str) -> String {
    let mut depth = 0usize;
    s.chars()
        .filter(|&c| {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ => return depth == 0,
            }
            false
        })
        .collect()
}

/// The list of layers and the rows of the strata-framework code map of
/// `docs/architecture.md`: module → what it may depend on.
fn code_map(doc: &str) -> (Vec<String>, BTreeMap<String, Vec<String>>) {
    let section = doc
        .split("\n### strata-framework")
        .nth(1)
        .expect("docs/architecture.md has a `### strata-framework` section");
    let section = section.split("\n### ").next().unwrap();
    let backticked = |s: &str| -> Vec<String> {
        s.split('`')
            .skip(1)
            .step_by(2)
            .map(|x| x.trim().to_string())
            .collect()
    };
    let layers = section
        .lines()
        .find(|l| l.starts_with("Layers, bottom first:"))
        .map(&backticked)
        .unwrap_or_default();
    let mut rows = BTreeMap::new();
    let mut in_table = false;
    for line in section.lines() {
        if line.starts_with("| module |") && line.contains("may depend on") {
            in_table = true;
            continue;
        }
        if !in_table {
            continue;
        }
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').collect();
        if cells.iter().all(|c| c.trim().chars().all(|ch| ch == '-')) {
            continue;
        }
        let (Some(first), Some(last)) = (cells.first(), cells.last()) else {
            continue;
        };
        if let Some(name) = backticked(first).into_iter().next() {
            rows.insert(name, backticked(&without_parentheses(last)));
        }
    }
    (layers, rows)
}
