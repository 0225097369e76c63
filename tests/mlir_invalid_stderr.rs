//! Diagnostics byte for byte: every `// -----` chunk of the corpus's invalid inputs
//! (`common::invalid_corpus_files`: `IR/invalid*.mlir`, then the `invalid.mlir` files of
//! the dialects Strata defines) is written to a file of its own and run through mlir-opt
//! 16 and `strata-opt` with the same flags (`--allow-unregistered-dialect` when the
//! file's RUN line has it, `-o /dev/null`, no `--verify-diagnostics`): stderr and the
//! exit status must be identical.
//!
//! - Chunks listed in `tests/mlir_invalid_stderr.expected-pass` must be identical: a
//!   difference fails.
//! - Other chunks that differ are reported as ignored, with the reason `known
//!   difference: WHY`: WHY is the chunk's line in
//!   `tests/mlir_invalid_stderr.known-differences` (`CHUNK<TAB>WHY`, written by hand),
//!   else `unexplained` and the first differing line.
//! - A chunk mlir-opt accepts (one holding only comments) has no diagnostic to
//!   compare: ignored as `not compared` when Strata accepts it too, never counted as
//!   identical.
//!
//! The harness prints `invalid-stderr: GROUP: identical I/C` for the `IR/` files and for
//! the dialects' files (C: the chunks compared), the chunks not compared, and one line
//! per reason of the known differences. `UPDATE_EXPECT=1` rewrites the list of
//! identical chunks from a full run. Without mlir-opt or the corpus
//! (`common::corpus_root`) the harness is one trial, ignored with the reason outside
//! CI, failing under `CI=true` or `--include-ignored`.

mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const LABEL: &str = "invalid-stderr";
const LIMIT: Duration = Duration::from_secs(60);

fn list_path(ext: &str) -> PathBuf {
    common::repo_root().join(format!("tests/mlir_invalid_stderr.{ext}"))
}

/// The lines of a pinned list that are not blank or `#` comments.
fn list_lines(ext: &str) -> Vec<String> {
    std::fs::read_to_string(list_path(ext))
        .unwrap_or_default()
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// What a tool printed on stderr and how it ended.
struct Output {
    code: i32,
    stderr: String,
}

/// How a chunk compares.
enum Outcome {
    Identical,
    /// The first difference.
    Differs(String),
    /// Why there is nothing to compare.
    NotCompared(String),
}

/// Runs `tool` on `input`; a time-out or a signal is an error.
fn run(tool: &Path, input: &Path, unregistered: bool) -> Result<Output, String> {
    let mut cmd = Command::new(tool);
    if unregistered {
        cmd.arg("--allow-unregistered-dialect");
    }
    cmd.arg(input).args(["-o", "/dev/null"]);
    let run = common::run_with_timeout(cmd, LIMIT, false)
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let Some(code) = run.code().filter(|_| !run.timed_out) else {
        return Err(format!(
            "{} {}: {}",
            tool.display(),
            run.describe_status(),
            common::clip(&run.stderr, 2000)
        ));
    };
    Ok(Output {
        code,
        stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
    })
}

/// Compares both tools on one chunk file.
fn compare(
    mlir_opt: &Path,
    strata_opt: &Path,
    input: &Path,
    unregistered: bool,
) -> Result<Outcome, String> {
    let expected = match run(mlir_opt, input, unregistered) {
        Ok(out) => out,
        Err(e) => return Ok(Outcome::NotCompared(format!("no reference output: {e}"))),
    };
    let actual = run(strata_opt, input, unregistered)?;
    if actual.stderr.contains("panicked at") {
        return Err(format!("strata-opt panicked: {}", actual.stderr));
    }
    if let Some((line, e, a)) = common::first_difference(&expected.stderr, &actual.stderr) {
        return Ok(Outcome::Differs(format!(
            "stderr line {line}: expected {e}, got {a}"
        )));
    }
    if expected.code != actual.code {
        return Ok(Outcome::Differs(format!(
            "same stderr, but mlir-opt exits {} and strata-opt {}",
            expected.code, actual.code
        )));
    }
    if expected.code == 0 {
        return Ok(Outcome::NotCompared(
            "mlir-opt accepts the chunk: no diagnostic to compare".into(),
        ));
    }
    Ok(Outcome::Identical)
}

fn main() {
    let args = Arguments::from_args();
    let setup = (|| -> Result<_, String> {
        let mlir_opt = common::peer_tool("mlir-opt")?;
        let root = common::corpus_root()?.join("mlir-test");
        let files = common::invalid_corpus_files(&root)?;
        Ok((mlir_opt, root, files))
    })();
    let (mlir_opt, root, files) = match setup {
        Ok(x) => x,
        Err(reason) => {
            let t = common::unavailable("mlir-invalid-stderr", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    // A Strata binary that does not build is a failure, never a skip.
    let strata_opt = match common::strata_tool("strata-opt") {
        Ok(tool) => tool,
        Err(e) => {
            let t = Trial::test("mlir-invalid-stderr", move || Err(Failed::from(e)));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let pinned: BTreeSet<String> = list_lines("expected-pass").into_iter().collect();
    let explained: BTreeMap<String, String> = list_lines("known-differences")
        .into_iter()
        .filter_map(|l| {
            let (chunk, why) = l.split_once('\t')?;
            Some((chunk.to_string(), why.trim().to_string()))
        })
        .collect();
    let tmp = std::env::temp_dir().join(format!("strata-invalid-stderr-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&tmp) {
        let e = format!("cannot create {}: {e}", tmp.display());
        let t = Trial::test("mlir-invalid-stderr", move || Err(Failed::from(e)));
        libtest_mimic::run(&args, vec![t]).exit();
    }
    let results: Arc<Mutex<BTreeMap<String, Outcome>>> = Arc::default();
    let mut names = Vec::new();
    let mut trials = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap_or(f)
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let unregistered = common::allows_unregistered(f);
        let stem = rel.trim_end_matches(".mlir").replace('/', "_");
        for (i, chunk) in common::split_chunks(&text).into_iter().enumerate() {
            let name = format!("{rel}#{i}");
            names.push(name.clone());
            let listed = pinned.contains(&name);
            let why = explained.get(&name).cloned();
            let input = tmp.join(format!("{stem}-{i}.mlir"));
            let (mlir_opt, strata_opt, results) =
                (mlir_opt.clone(), strata_opt.clone(), results.clone());
            trials.push(Trial::ignorable_test(
                name.clone(),
                move || -> Result<Completion, Failed> {
                    std::fs::write(&input, &chunk)
                        .map_err(|e| format!("cannot write {}: {e}", input.display()))?;
                    let outcome = compare(&mlir_opt, &strata_opt, &input, unregistered);
                    let _ = std::fs::remove_file(&input);
                    let outcome = outcome?;
                    let verdict = match (&outcome, listed) {
                        (Outcome::Identical, _) => Ok(Completion::Completed),
                        (Outcome::Differs(d), true) => {
                            Err(format!("regression (listed in expected-pass): {d}").into())
                        }
                        (Outcome::NotCompared(d), true) => Err(format!(
                            "listed in expected-pass, but not compared: {d}; remove it"
                        )
                        .into()),
                        (Outcome::Differs(d), false) => Ok(common::known_difference(
                            &why.unwrap_or_else(|| format!("unexplained: {d}")),
                        )),
                        (Outcome::NotCompared(d), false) => Ok(common::not_compared(d)),
                    };
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(name, outcome);
                    verdict
                },
            ));
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    let _ = std::fs::remove_dir_all(&tmp);
    let results = results.lock().unwrap_or_else(|e| e.into_inner());
    if results.is_empty() {
        conclusion.exit();
    }
    let filtered = if results.len() == names.len() {
        String::new()
    } else {
        format!(
            " (only {} of {} chunks were run: filtered)",
            results.len(),
            names.len()
        )
    };
    // The figures per group: `IR/` and the dialects' files.
    for (group, prefix) in [("IR/invalid*.mlir", "IR/"), ("dialects", "Dialect/")] {
        let in_group = || results.iter().filter(|(k, _)| k.starts_with(prefix));
        let identical = in_group()
            .filter(|(_, o)| matches!(o, Outcome::Identical))
            .count();
        let compared = in_group()
            .filter(|(_, o)| !matches!(o, Outcome::NotCompared(_)))
            .count();
        println!("{LABEL}: {group}: identical {identical}/{compared}{filtered}");
    }
    let not_compared = results
        .values()
        .filter(|o| matches!(o, Outcome::NotCompared(_)))
        .count();
    println!("{LABEL}: not compared {not_compared} (mlir-opt accepts the chunk){filtered}");
    let mut reasons: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, o) in results.iter() {
        match o {
            Outcome::Differs(d) => {
                let why = explained.get(name).map_or("unexplained", String::as_str);
                *reasons.entry(why).or_default() += 1;
                println!("differs: {name}: {d}");
            }
            Outcome::Identical => {
                if !pinned.contains(name) {
                    println!("newly identical (add to expected-pass): {name}");
                }
                if explained.contains_key(name) {
                    println!("identical (remove from known-differences): {name}");
                }
            }
            Outcome::NotCompared(_) => {}
        }
    }
    for (why, n) in reasons {
        println!("{LABEL}: known difference: {n} chunks: {why}");
    }
    // Rewrite the list only from a full run (a filtered run would drop entries).
    if std::env::var_os("UPDATE_EXPECT").is_some() && results.len() == names.len() {
        let mut text = String::from(
            "# Chunks (FILE#N, FILE relative to the corpus's mlir-test/, N counting\n\
             # `// -----` chunks from 0) on which strata-opt's stderr and exit status are\n\
             # identical to mlir-opt 16's. Asserted by tests/mlir_invalid_stderr.rs;\n\
             # regenerate with UPDATE_EXPECT=1 cargo test --release --test mlir_invalid_stderr.\n",
        );
        for name in names.iter().filter(|n| {
            results
                .get(*n)
                .is_some_and(|o| matches!(o, Outcome::Identical))
        }) {
            text.push_str(name);
            text.push('\n');
        }
        if let Err(e) = std::fs::write(list_path("expected-pass"), text) {
            println!(
                "cannot update {}: {e}",
                list_path("expected-pass").display()
            );
        }
    }
    conclusion.exit();
}
