//! Malformed `.td` input, one case per file in two folders:
//!
//! - `tests/tblgen/malformed/*.td`: malformed TableGen, run as
//!   `tblgen --print-records -I tests/tblgen/malformed FILE`;
//! - `tests/tblgen/malformed_ods/*.td`: Strata's ODS vocabulary (`spec/base/`) used
//!   wrongly, run as `tblgen --gen-op-defs -I spec FILE`.
//!
//! The first line of a case says what Strata must report:
//!
//! ```text
//! // EXPECT-ERROR: LINE:COL: MESSAGE
//! // EXPECT-ERROR: inc/other.td:LINE:COL: MESSAGE   (error located in another file)
//! ```
//!
//! The runner runs the built binary from the workspace root and asserts: exit code
//! exactly 1; no panic; stderr has a line `error: …` directly followed by a line
//! ` --> PATH:LINE:COL` where PATH ends with the file's name. In `malformed/` the
//! error line is exactly `error: MESSAGE`, and MESSAGE and LINE:COL are LLVM 16's
//! (`llvm-tblgen` prints `FILE:LINE:COL: error: MESSAGE`), except where a case says
//! otherwise in a comment. In `malformed_ods/` MESSAGE is a substring of the error
//! line (Strata's messages append details such as the position inside an assembly
//! format); the location is the offending op's (or record's) in the case file.
//! Files in subfolders (`inc/`) are helpers. A second line `// ACTION: FLAG` runs the
//! case with other backend flags (`--gen-attrdef-defs`, `--gen-typedef-defs --dialect=x`).
//!
//! Two more cases, with NUL bytes and with invalid UTF-8, are written by this
//! runner into a temporary directory, so that the repository holds text only.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(60);

#[derive(Clone, Debug)]
struct Expect {
    /// Path (relative to the case folder) of the file the error points into.
    file: String,
    line: u32,
    col: u32,
    message: String,
    /// The backend flag, when the case names one (`// ACTION: FLAG`).
    action: Option<String>,
}

fn parse_header(first_line: &str, case_file: &str) -> Result<Expect, String> {
    let rest = first_line
        .trim()
        .strip_prefix("// EXPECT-ERROR:")
        .ok_or("first line is not `// EXPECT-ERROR: [FILE:]LINE:COL: MESSAGE`")?
        .trim_start();
    let (loc, message) = rest
        .split_once(": ")
        .ok_or("EXPECT-ERROR header lacks `: MESSAGE`")?;
    let mut parts = loc.rsplitn(3, ':');
    let col = parts.next().and_then(|c| c.parse().ok());
    let line = parts.next().and_then(|l| l.parse().ok());
    let (Some(line), Some(col)) = (line, col) else {
        return Err(format!("bad location `{loc}` in EXPECT-ERROR header"));
    };
    let file = parts.next().unwrap_or(case_file).to_string();
    Ok(Expect {
        file,
        line,
        col,
        message: message.trim_end().to_string(),
        action: None,
    })
}

fn path_ends_with(path: &str, suffix: &str) -> bool {
    path == suffix || path.ends_with(&format!("/{suffix}"))
}

/// A folder of cases and how its cases are run.
#[derive(Clone, Copy)]
struct Suite {
    /// The folder, relative to the workspace root.
    dir: &'static str,
    /// The backend flag.
    action: &'static str,
    /// The include folder; `None` for the case folder itself.
    include: Option<&'static str>,
    /// The error line is exactly `error: MESSAGE` (else it contains MESSAGE).
    exact: bool,
}

const SUITES: [Suite; 2] = [
    Suite {
        dir: "tests/tblgen/malformed",
        action: "--print-records",
        include: None,
        exact: true,
    },
    Suite {
        dir: "tests/tblgen/malformed_ods",
        action: "--gen-op-defs",
        include: Some("spec"),
        exact: false,
    },
];

impl Suite {
    fn name(&self) -> &'static str {
        self.dir.rsplit('/').next().unwrap_or(self.dir)
    }

    fn include_dir(&self) -> PathBuf {
        PathBuf::from(self.include.unwrap_or(self.dir))
    }
}

fn check(suite: Suite, file: &Path, expect: &Expect) -> Result<(), Failed> {
    let tblgen = common::strata_tool("tblgen")?;
    let mut cmd = Command::new(&tblgen);
    cmd.current_dir(common::repo_root())
        .args(
            expect
                .action
                .as_deref()
                .unwrap_or(suite.action)
                .split_whitespace(),
        )
        .arg("-I")
        .arg(suite.include_dir())
        .arg(file);
    let run = common::run_with_timeout(cmd, LIMIT, false)
        .map_err(|e| format!("cannot run {}: {e}", tblgen.display()))?;
    let stderr = String::from_utf8_lossy(&run.stderr);
    let context = || {
        format!(
            "expected: error: {}\n           --> …{}:{}:{}\n--- stderr ({}) ---\n{}",
            expect.message,
            expect.file,
            expect.line,
            expect.col,
            run.describe_status(),
            common::clip(&run.stderr, 3000)
        )
    };
    if stderr.contains("panicked") {
        return Err(format!("tblgen panicked\n{}", context()).into());
    }
    if run.code() != Some(1) {
        return Err(format!("expected exit code 1\n{}", context()).into());
    }
    let want_error = format!("error: {}", expect.message);
    let matches = |l: &str| {
        let l = l.trim_end();
        if suite.exact {
            l == want_error
        } else {
            l.starts_with("error: ") && l.contains(&expect.message)
        }
    };
    let want_loc = format!(":{}:{}", expect.line, expect.col);
    let lines: Vec<&str> = stderr.lines().collect();
    let mut message_seen = false;
    for (i, l) in lines.iter().enumerate() {
        if !matches(l) {
            continue;
        }
        message_seen = true;
        let Some(next) = lines.get(i + 1) else {
            continue;
        };
        let Some(loc) = next.trim_start().strip_prefix("--> ") else {
            continue;
        };
        let loc = loc.trim_end();
        if let Some(path) = loc.strip_suffix(&want_loc) {
            if path_ends_with(path, &expect.file) {
                return Ok(());
            }
        }
    }
    let what = if message_seen {
        "the error is there but not followed by the expected ` --> PATH:LINE:COL` line"
    } else {
        "no line `error: …` with the expected message"
    };
    Err(format!("{what}\n{}", context()).into())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();

    for suite in SUITES {
        let rel_dir = PathBuf::from(suite.dir);
        let dir = common::repo_root().join(&rel_dir);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|rd| rd.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.is_file() && p.extension().is_some_and(|e| e == "td"));
        files.sort();
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let rel = rel_dir.join(&name);
            let header = std::fs::read(&path).map(|b| {
                let text = String::from_utf8_lossy(&b);
                let mut lines = text.lines();
                let first = lines.next().unwrap_or("").to_string();
                let action = lines
                    .next()
                    .and_then(|l| l.trim().strip_prefix("// ACTION:"))
                    .map(|a| a.trim().to_string());
                (first, action)
            });
            let expect = header
                .map_err(|e| e.to_string())
                .and_then(|(h, action)| parse_header(&h, &name).map(|e| Expect { action, ..e }));
            trials.push(Trial::test(format!("{}/{name}", suite.name()), move || {
                check(suite, &rel, &expect?)
            }));
        }
    }

    // Binary garbage, written here. LLVM 16 reads bytes: a NUL is "treated as
    // space" but still an error; a byte that is not ASCII is an unexpected
    // character. Columns count bytes; these lines are ASCII before the garbage.
    let generated: [(&str, &[u8], Expect); 2] = [
        (
            "nul-byte.td",
            b"def A;\n\0def B;\n",
            Expect {
                file: "nul-byte.td".into(),
                line: 2,
                col: 1,
                message: "NUL character is invalid in source; treated as space".into(),
                action: None,
            },
        ),
        (
            "invalid-utf8.td",
            b"def A;\ndef B\xff\xfe;\n",
            Expect {
                file: "invalid-utf8.td".into(),
                line: 2,
                col: 6,
                message: "Unexpected character".into(),
                action: None,
            },
        ),
    ];
    let gen_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tblgen-malformed");
    for (name, bytes, expect) in generated {
        let path = gen_dir.join(name);
        let written = std::fs::create_dir_all(&gen_dir).and_then(|()| std::fs::write(&path, bytes));
        trials.push(Trial::test(
            format!("malformed/generated/{name}"),
            move || {
                written.map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                check(SUITES[0], &path, &expect)
            },
        ));
    }

    libtest_mimic::run(&args, trials).exit();
}
