//! A small lit: every file under `tests/` ending in `.td`, `.mlir` or `.toy`
//! that has `RUN:` lines is one test case.
//!
//! - A `RUN:` line ending in `\` continues on the next `RUN:` line.
//! - Each command runs with `bash -c` (with `set -o pipefail`, as lit does),
//!   in the test's temporary directory, and must exit 0.
//! - Substitutions: `%s` the test file, `%S` its directory, `%p` the same as
//!   `%S`, `%t` a temporary path unique to the test, `%T` the directory of
//!   `%t`, `%%` a literal `%`; `%/s`, `%/t`, … the same paths with forward slashes.
//!   (The RUN-line helpers are in `common/lit.rs`, shared with the corpus harnesses.)
//! - Tool names standing as words are replaced by absolute paths: Strata's own
//!   binaries (`tblgen`, `strata-opt`), found next to this harness in
//!   `target/<profile>/` and built if needed; LLVM/MLIR 16's peer tools
//!   (`llvm-tblgen`, `mlir-opt`, …); and `FileCheck`, `not`, `count` (LLVM 16,
//!   else LLVM 14).
//! - A test that needs a peer tool that is not installed is reported as
//!   ignored, and a line `skipped: <test>: <reason>` is printed: it never
//!   passes without having run. It fails when it is run anyway
//!   (`--include-ignored`), and under `CI=true` it is not ignored: it fails.
//! - A RUN line is killed (with everything it started) after
//!   `STRATA_LIT_TIMEOUT` seconds (default 300), and the test fails.

#[path = "common/mod.rs"]
mod common;
#[path = "common/lit.rs"]
mod lit;

use lit::{expand_percent, replace_word, run_lines, shell_quote, Paths};

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

/// Strata's own tools that RUN lines may name.
const STRATA_TOOLS: &[&str] = &["tblgen", "strata-opt"];
/// How long one RUN line may take: `STRATA_LIT_TIMEOUT` seconds, default 300.
fn run_line_limit() -> Duration {
    let secs = std::env::var("STRATA_LIT_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    Duration::from_secs(secs)
}

/// The words of `cmd` that are tool names (not part of a longer name or path).
fn tool_words(cmd: &str) -> Vec<&'static str> {
    let all = STRATA_TOOLS
        .iter()
        .chain(common::LLVM16_PEERS)
        .chain(common::LIT_HELPERS)
        .chain(common::OTHER_PEERS);
    let mut found = Vec::new();
    for &tool in all {
        if !lit::find_word(cmd, tool).is_empty() {
            found.push(tool);
        }
    }
    found
}

fn run_test(file: PathBuf, name: String, cmds: Vec<String>) -> Result<(), Failed> {
    // Resolve every tool the RUN lines name, peers first: a missing peer skips.
    let mut tools: Vec<(&'static str, PathBuf)> = Vec::new();
    let mut needed: Vec<&'static str> = Vec::new();
    for cmd in &cmds {
        for t in tool_words(cmd) {
            if !needed.contains(&t) {
                needed.push(t);
            }
        }
    }
    for &t in needed.iter().filter(|t| !STRATA_TOOLS.contains(t)) {
        match common::peer_tool(t) {
            Ok(p) => tools.push((t, p)),
            Err(reason) => return Err(common::missing(&reason)),
        }
    }
    for &t in needed.iter().filter(|t| STRATA_TOOLS.contains(t)) {
        tools.push((t, common::strata_tool(t)?));
    }
    // Longest names first, so that no tool name is a prefix problem.
    tools.sort_by_key(|(t, _)| std::cmp::Reverse(t.len()));

    let tmp_root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let tmp = tmp_root.join(format!("{}.tmp", name.replace('/', "__")));
    std::fs::create_dir_all(&tmp_root).map_err(|e| format!("cannot create {tmp_root:?}: {e}"))?;
    let paths = Paths {
        dir: file.parent().unwrap().to_path_buf(),
        file,
        tmp,
    };

    for (i, raw) in cmds.iter().enumerate() {
        let mut cmd = raw.clone();
        for (t, p) in &tools {
            cmd = replace_word(&cmd, t, &shell_quote(p));
        }
        let cmd = expand_percent(&cmd, &paths)?;
        let mut bash = Command::new("bash");
        bash.arg("-c")
            .arg(format!("set -o pipefail\n{cmd}"))
            .current_dir(&tmp_root);
        let run = common::run_with_timeout(bash, run_line_limit(), true)
            .map_err(|e| format!("cannot run bash: {e}"))?;
        if run.code() != Some(0) {
            return Err(format!(
                "RUN line {} failed ({}):\n  {raw}\nexpanded:\n  {cmd}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                i + 1,
                run.describe_status(),
                common::clip(&run.stdout, 4000),
                common::clip(&run.stderr, 4000),
            )
            .into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let tests_dir = common::repo_root().join("tests");
    let mut trials = Vec::new();
    let mut skipped = Vec::new();
    for file in common::find_files(&tests_dir, &["td", "mlir", "toy"]) {
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        let cmds = run_lines(&text);
        if cmds.is_empty() {
            continue;
        }
        let name = file
            .strip_prefix(&tests_dir)
            .unwrap_or(&file)
            .display()
            .to_string();
        // Decide up front whether a peer is missing, to print the skip line and
        // mark the trial ignored (the runner re-checks and fails).
        let missing: Vec<String> = cmds
            .iter()
            .flat_map(|c| tool_words(c))
            .filter(|t| !STRATA_TOOLS.contains(t))
            .filter_map(|t| common::peer_tool(t).err())
            .collect();
        let ignored = !missing.is_empty() && common::unavailable_flag();
        if let Some(reason) = missing.first() {
            skipped.push(common::skip_notice(&name, reason));
        }
        let trial_name = name.clone();
        trials.push(
            Trial::test(trial_name, move || run_test(file, name, cmds)).with_ignored_flag(ignored),
        );
    }
    for line in &skipped {
        println!("{line}");
    }
    libtest_mimic::run(&args, trials).exit();
}
