//! The fidelity harness shared by `tests/mlir_generic_fidelity.rs`,
//! `tests/mlir_custom_fidelity.rs`, `tests/mlir_debuginfo_fidelity.rs` and the others
//! (`tests/mlir_bytecode_fidelity.rs` compares bytecode, byte for byte): for every
//! corpus `.mlir` file that mlir-opt 16 accepts (computed by running it, see
//! `common::mlir_accepted_files`), mlir-opt and `strata-opt` run with the same flags on
//! the same input, and their stdout, stderr and exit status must be identical.
//!
//! - Files listed in `tests/<test>.expected-pass` must be identical: a difference fails.
//! - Other files that differ are reported as ignored, with the reason `known difference:
//!   WHAT` (the first differing line), never as passed.
//! - A file on which mlir-opt rejects every chunk (an `invalid.mlir` run without
//!   `--verify-diagnostics`) leaves nothing to compare: ignored as `not compared`, never
//!   counted as identical, and it may not be listed.
//!
//! The harness prints `<label>: identical I/C` (C: the files compared), `<label>: not
//! compared N` and the first differing line of each differing file. `UPDATE_EXPECT=1`
//! rewrites the list with today's identical files. Without mlir-opt or the corpus (`common::corpus_root`), the harness is one trial,
//! ignored with the reason outside CI, failing under `CI=true` or `--include-ignored`.

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);

/// One fidelity comparison: which flags, how the input is made, where the pinned list is.
pub struct Config {
    /// The test binary's name (`mlir_generic_fidelity`).
    pub test: &'static str,
    /// The summary line's label (`generic-fidelity`).
    pub label: &'static str,
    /// Flags given to both tools.
    pub flags: &'static [&'static str],
    /// Feed both tools mlir-opt's output for the corpus file (with `flags`) instead of the
    /// corpus file itself.
    pub via_peer_output: bool,
    /// What the pinned list holds, for its header.
    pub what: &'static str,
    /// Also check, for an identical file, that mlir-opt reads Strata's generic form of it
    /// and prints the same as from the file itself.
    pub cross_generic: bool,
    /// Standard output is binary (`--emit-bytecode`): compared byte for byte, a
    /// difference named by its offset.
    pub raw_stdout: bool,
}

fn expected_pass_path(cfg: &Config) -> PathBuf {
    crate::common::repo_root().join(format!("tests/{}.expected-pass", cfg.test))
}

/// What a tool printed and how it ended.
struct Output {
    code: i32,
    stdout: String,
    /// Standard output as written.
    raw: Vec<u8>,
    stderr: String,
}

/// How a corpus file compares.
enum Outcome {
    Identical,
    /// What differs first.
    Differs(String),
    /// Why there is nothing to compare.
    NotCompared(String),
}

/// Runs `tool` with the config's flags (and `extra`) on `input`. A time-out or a
/// signal is an error.
fn run_tool(cfg: &Config, tool: &Path, extra: &[&str], input: &Path) -> Result<Output, String> {
    let mut cmd = Command::new(tool);
    cmd.args(cfg.flags).args(extra).arg(input);
    let run = crate::common::run_with_timeout(cmd, LIMIT, false)
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let Some(code) = run.code().filter(|_| !run.timed_out) else {
        return Err(format!(
            "{} {}: {}",
            tool.display(),
            run.describe_status(),
            crate::common::clip(&run.stderr, 2000)
        ));
    };
    Ok(Output {
        code,
        stdout: String::from_utf8_lossy(&run.stdout).into_owned(),
        raw: run.stdout,
        stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
    })
}

/// mlir-opt failed and printed nothing for any `// -----` chunk: every chunk was rejected.
fn rejects_every_chunk(peer: &Output) -> bool {
    peer.code != 0 && peer.stdout.split("// -----").all(|c| c.trim().is_empty())
}

/// The first difference between mlir-opt's run and Strata's: stdout, then stderr, then
/// the exit status.
fn difference(cfg: &Config, expected: &Output, actual: &Output) -> Option<String> {
    if cfg.raw_stdout && expected.raw != actual.raw {
        let at = expected
            .raw
            .iter()
            .zip(&actual.raw)
            .position(|(e, a)| e != a)
            .unwrap_or(expected.raw.len().min(actual.raw.len()));
        return Some(format!(
            "stdout byte {at} of {} (strata-opt wrote {})",
            expected.raw.len(),
            actual.raw.len()
        ));
    }
    for (stream, e, a) in [
        ("stdout", &expected.stdout, &actual.stdout),
        ("stderr", &expected.stderr, &actual.stderr),
    ] {
        if let Some((line, e, a)) = crate::common::first_difference(e, a) {
            return Some(format!("{stream} line {line}: expected {e}, got {a}"));
        }
    }
    (expected.code != actual.code).then(|| {
        format!(
            "same output, but mlir-opt exits {} and strata-opt {}",
            expected.code, actual.code
        )
    })
}

/// A temporary file for one input of file number `n`.
fn temp_path(cfg: &Config, tag: &str, n: usize) -> PathBuf {
    std::env::temp_dir().join(format!(
        "strata-{}-{tag}-{}-{n}.mlir",
        cfg.test,
        std::process::id()
    ))
}

fn check_file(
    cfg: &Config,
    mlir_opt: &Path,
    strata_opt: &Path,
    src: &Path,
    n: usize,
) -> Result<Outcome, String> {
    // mlir-opt's run on the file itself decides whether there is anything to compare.
    let first = match run_tool(cfg, mlir_opt, &[], src) {
        Ok(out) => out,
        Err(e) => return Ok(Outcome::NotCompared(format!("no reference output: {e}"))),
    };
    if rejects_every_chunk(&first) {
        return Ok(Outcome::NotCompared(
            "mlir-opt rejects every chunk of it (with these flags)".into(),
        ));
    }
    let (expected, actual) = if cfg.via_peer_output {
        let tmp = temp_path(cfg, "input", n);
        std::fs::write(&tmp, &first.stdout)
            .map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        let expected = run_tool(cfg, mlir_opt, &[], &tmp);
        let actual = run_tool(cfg, strata_opt, &[], &tmp);
        let _ = std::fs::remove_file(&tmp);
        (expected, actual)
    } else {
        (Ok(first), run_tool(cfg, strata_opt, &[], src))
    };
    // A crash of the peer leaves nothing to compare with; a crash of Strata is a failure.
    let expected = match expected {
        Ok(out) => out,
        Err(e) => return Ok(Outcome::NotCompared(format!("no reference output: {e}"))),
    };
    let actual = actual?;
    if let Some(what) = difference(cfg, &expected, &actual) {
        return Ok(Outcome::Differs(what));
    }
    if cfg.cross_generic && expected.code == 0 {
        // mlir-opt reads Strata's generic form of the file and prints what it prints from
        // its own generic form of it (alias numbers follow the text's order, so the
        // reference is mlir-opt's own round trip).
        let generic_of = |tool: &Path, tag: &str| -> Result<PathBuf, String> {
            let out = run_tool(cfg, tool, &["--mlir-print-op-generic"], src)?;
            let tmp = temp_path(cfg, tag, n);
            std::fs::write(&tmp, &out.stdout)
                .map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
            Ok(tmp)
        };
        let ours = generic_of(strata_opt, "strata")?;
        let theirs = generic_of(mlir_opt, "mlir")?;
        let back = run_tool(cfg, mlir_opt, &[], &ours);
        let reference = run_tool(cfg, mlir_opt, &[], &theirs);
        let _ = std::fs::remove_file(&ours);
        let _ = std::fs::remove_file(&theirs);
        match (back, reference) {
            (Ok(back), Ok(reference)) if back.code == 0 => {
                if let Some((line, e, a)) =
                    crate::common::first_difference(&reference.stdout, &back.stdout)
                {
                    return Ok(Outcome::Differs(format!(
                        "mlir-opt on Strata's generic form differs at line {line}: expected {e}, got {a}"
                    )));
                }
            }
            _ => {
                return Ok(Outcome::Differs(
                    "mlir-opt rejects Strata's generic form".into(),
                ))
            }
        }
    }
    Ok(Outcome::Identical)
}

/// Runs the comparison over the corpus as a libtest-mimic harness.
pub fn main(cfg: &'static Config) {
    let args = Arguments::from_args();
    let expected: Vec<String> = std::fs::read_to_string(expected_pass_path(cfg))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let setup = crate::common::peer_tool("mlir-opt")
        .and_then(|m| crate::common::corpus_root().map(|c| (m, c)));
    let (mlir_opt, corpus) = match setup {
        Ok(x) => x,
        Err(reason) => {
            let trial = crate::common::unavailable(cfg.test, &reason);
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    // A Strata binary that does not build is a failure, never a skip.
    let strata_opt = match crate::common::strata_tool("strata-opt") {
        Ok(path) => path,
        Err(e) => {
            let trial = Trial::test(cfg.test, move || Err(Failed::from(e)));
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let (files, total) = crate::common::mlir_accepted_files(&corpus, &mlir_opt);
    println!(
        "{}: mlir-opt 16 accepts {} of {total} corpus .mlir files",
        cfg.label,
        files.len()
    );
    let results: Arc<Mutex<BTreeMap<String, Outcome>>> = Arc::default();
    let mut trials = Vec::new();
    for (n, rel) in files.iter().enumerate() {
        let pinned = expected.contains(rel);
        let (mlir_opt, strata_opt, results) =
            (mlir_opt.clone(), strata_opt.clone(), results.clone());
        let (src, rel2) = (corpus.join("mlir-test").join(rel), rel.clone());
        trials.push(Trial::ignorable_test(
            rel.clone(),
            move || -> Result<Completion, Failed> {
                let outcome = check_file(cfg, &mlir_opt, &strata_opt, &src, n)?;
                let verdict = match (&outcome, pinned) {
                    (Outcome::Identical, _) => Ok(Completion::Completed),
                    (Outcome::Differs(d), true) => {
                        Err(format!("regression (listed in expected-pass): {d}").into())
                    }
                    (Outcome::NotCompared(d), true) => Err(format!(
                        "listed in expected-pass, but not compared: {d}; remove it from the list"
                    )
                    .into()),
                    (Outcome::Differs(d), false) => Ok(crate::common::known_difference(d)),
                    (Outcome::NotCompared(d), false) => Ok(crate::common::not_compared(d)),
                };
                results
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(rel2, outcome);
                verdict
            },
        ));
    }
    let conclusion = libtest_mimic::run(&args, trials);
    let results = results.lock().unwrap_or_else(|e| e.into_inner());
    if !results.is_empty() {
        let identical: Vec<&String> = results
            .iter()
            .filter(|(_, o)| matches!(o, Outcome::Identical))
            .map(|(k, _)| k)
            .collect();
        let mut not_compared = 0;
        for (path, o) in results.iter() {
            match o {
                Outcome::Differs(d) => println!("differs: {path}: {d}"),
                Outcome::NotCompared(_) => not_compared += 1,
                Outcome::Identical => {}
            }
        }
        for path in identical.iter().filter(|p| !expected.contains(p)) {
            println!("newly identical (add to expected-pass): {path}");
        }
        let filtered = if results.len() == files.len() {
            String::new()
        } else {
            format!(
                " (only {} of {} files were run: filtered)",
                results.len(),
                files.len()
            )
        };
        println!(
            "{}: identical {}/{}{filtered}",
            cfg.label,
            identical.len(),
            results.len() - not_compared,
        );
        println!(
            "{}: not compared {not_compared} (mlir-opt rejects every chunk){filtered}",
            cfg.label
        );
        // Rewrite the list only from a full run (a filtered run would drop entries).
        if std::env::var_os("UPDATE_EXPECT").is_some() && results.len() == files.len() {
            let mut text = format!(
                "# Corpus files (relative to the corpus's mlir-test/) whose {} is\n\
                 # identical to mlir-opt 16's (stdout, stderr, exit status). Asserted by\n\
                 # tests/{}.rs; regenerate with UPDATE_EXPECT=1 cargo test --test {}.\n",
                cfg.what, cfg.test, cfg.test
            );
            for p in &identical {
                text.push_str(p);
                text.push('\n');
            }
            if let Err(e) = std::fs::write(expected_pass_path(cfg), text) {
                println!("cannot update {}: {e}", expected_pass_path(cfg).display());
            }
        }
    }
    conclusion.exit();
}
