//! The parts of a lit runner that several harnesses share: RUN lines, tool names in them,
//! lit's `%` substitutions, `bash` quoting.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Whether `c` may be part of a tool name or path.
pub fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/')
}

/// Byte offsets where `word` occurs in `s` as a whole word.
pub fn find_word(s: &str, word: &str) -> Vec<usize> {
    let mut hits = Vec::new();
    let mut from = 0;
    while let Some(pos) = s[from..].find(word) {
        let start = from + pos;
        let end = start + word.len();
        let before_ok = !matches!(s[..start].chars().next_back(), Some(c) if is_name_char(c));
        let after_ok = !matches!(s[end..].chars().next(), Some(c) if is_name_char(c));
        if before_ok && after_ok {
            hits.push(start);
        }
        from = end;
    }
    hits
}

/// `s` with each whole-word occurrence of `word` replaced by `with`.
pub fn replace_word(s: &str, word: &str, with: &str) -> String {
    let hits = find_word(s, word);
    if hits.is_empty() {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + hits.len() * with.len());
    let mut last = 0;
    for h in hits {
        out.push_str(&s[last..h]);
        out.push_str(with);
        last = h + word.len();
    }
    out.push_str(&s[last..]);
    out
}

/// `p` quoted for `bash` when it needs to be.
pub fn shell_quote(p: &Path) -> String {
    let s = p.display().to_string();
    if s.chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@".contains(c))
    {
        s
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// What lit's path substitutions stand for.
pub struct Paths {
    /// `%s`: the test file.
    pub file: PathBuf,
    /// `%S`, `%p`: its directory.
    pub dir: PathBuf,
    /// `%t`: a temporary path of the test (`%T`: its directory).
    pub tmp: PathBuf,
}

/// `cmd` with lit's substitutions made: `%s`, `%S`, `%p`, `%t`, `%T`, their `%/` forms
/// (the same paths with forward slashes, which they have already), and `%%`.
pub fn expand_percent(cmd: &str, p: &Paths) -> Result<String, String> {
    let mut out = String::with_capacity(cmd.len());
    let mut chars = cmd.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut next = chars.next();
        if next == Some('/') {
            next = chars.next();
        }
        match next {
            Some('s') => out.push_str(&shell_quote(&p.file)),
            Some('S') | Some('p') => out.push_str(&shell_quote(&p.dir)),
            Some('t') => out.push_str(&shell_quote(&p.tmp)),
            Some('T') => out.push_str(&shell_quote(p.tmp.parent().unwrap())),
            Some('%') => out.push('%'),
            other => {
                return Err(format!(
                    "unknown substitution `%{}` in RUN line",
                    other.map(String::from).unwrap_or_default()
                ))
            }
        }
    }
    Ok(out)
}

/// The RUN commands of a test file, continuation lines joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut cmds = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            continue;
        };
        let body = line[pos + "RUN:".len()..].trim();
        let (body, continues) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        let mut cmd = pending.take().unwrap_or_default();
        if !cmd.is_empty() && !body.is_empty() {
            cmd.push(' ');
        }
        cmd.push_str(body);
        if continues {
            pending = Some(cmd);
        } else if !cmd.is_empty() {
            cmds.push(cmd);
        }
    }
    if let Some(cmd) = pending {
        if !cmd.is_empty() {
            cmds.push(cmd);
        }
    }
    cmds
}
