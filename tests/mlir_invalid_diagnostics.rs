//! `strata-opt --verify-diagnostics` on the corpus's `IR/invalid*.mlir`
//! files (MLIR 16's own tests of syntax, builtin types and attributes and core
//! verification) and on the `invalid.mlir` of each dialect Strata defines
//! (`common::DIALECT_INVALID_FILES`), one test case per `// -----` chunk,
//! with a pass count per file. The expected diagnostics are the files' annotations; mlir-opt 16
//! must meet them too (`mlir-opt --verify-diagnostics --split-input-file` on
//! the whole file exits 0), else the file's chunks are not compared.
//!
//! Chunks that pass today are listed in
//! `tests/mlir_invalid_diagnostics.expected-pass`: a regression fails. The
//! others are reported as ignored with the reason `known difference: WHY:
//! FIRST MESSAGE` (never as passed); most are written in the custom syntax of
//! `func`, `arith` or `test` dialect ops, which comes with the dialect issues.
//! `UPDATE_EXPECT=1` rewrites the list from a full run. Without mlir-opt or
//! the corpus (`common::corpus_root`) the harness is one trial, ignored with
//! the reason outside CI, failing under `CI=true` or `--include-ignored`.

mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex};

fn expected_pass_path() -> PathBuf {
    common::repo_root().join("tests/mlir_invalid_diagnostics.expected-pass")
}

/// Why a failing chunk cannot pass yet, from strata-opt's first message.
fn reason(stderr: &str) -> &'static str {
    if stderr.contains("custom op") || stderr.contains("custom form") {
        "uses the custom syntax of a dialect op (dialect issues)"
    } else if stderr.contains("was not produced") {
        "an expected diagnostic is not produced yet"
    } else if stderr.contains("unexpected error") {
        "Strata reports a different diagnostic"
    } else {
        "other difference"
    }
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
            let t = common::unavailable("mlir-invalid-diagnostics", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let tool = match common::strata_tool("strata-opt") {
        Ok(tool) => tool,
        Err(e) => {
            let t = Trial::test("mlir-invalid-diagnostics", move || Err(Failed::from(e)));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    // Whether mlir-opt meets each file's expected diagnostics.
    let peer_meets = common::parallel_map(&files, |f| {
        let mut cmd = Command::new(&mlir_opt);
        cmd.args(["--verify-diagnostics", "--split-input-file"])
            .arg(f)
            .args(["-o", "/dev/null"]);
        if common::allows_unregistered(f) {
            cmd.arg("--allow-unregistered-dialect");
        }
        common::run_with_timeout(cmd, std::time::Duration::from_secs(120), false)
            .is_ok_and(|run| run.code() == Some(0))
    });
    let expected: BTreeSet<String> = std::fs::read_to_string(expected_pass_path())
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .filter(|l| !l.is_empty())
        .collect();
    let passing = Arc::new(Mutex::new(BTreeSet::new()));
    let reasons = Arc::new(Mutex::new(Vec::new()));
    let tmp = std::env::temp_dir().join(format!("strata-invalid-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);
    let mut trials = Vec::new();
    for (f, &peer_meets) in files.iter().zip(&peer_meets) {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let unregistered = common::allows_unregistered(f);
        let rel = f
            .strip_prefix(&root)
            .unwrap_or(f)
            .to_string_lossy()
            .into_owned();
        let fname = rel.replace('/', "_");
        for (i, chunk) in common::split_chunks(&text).into_iter().enumerate() {
            let name = format!("{rel}#{i}");
            let listed = expected.contains(&name);
            let fname = fname.clone();
            let (tool, tmp, passing, reasons) =
                (tool.clone(), tmp.clone(), passing.clone(), reasons.clone());
            trials.push(Trial::ignorable_test(
                name.clone(),
                move || -> Result<Completion, Failed> {
                    if !peer_meets {
                        let why = "mlir-opt 16 does not meet the file's expected diagnostics";
                        if listed {
                            return Err(format!("listed in expected-pass, but {why}").into());
                        }
                        return Ok(common::not_compared(why));
                    }
                    let path = tmp.join(format!("{}-{i}.mlir", fname.trim_end_matches(".mlir")));
                    std::fs::write(&path, &chunk).map_err(|e| e.to_string())?;
                    let mut cmd = Command::new(&tool);
                    cmd.arg("--verify-diagnostics")
                        .arg(&path)
                        .arg("-o")
                        .arg("/dev/null");
                    if unregistered {
                        cmd.arg("--allow-unregistered-dialect");
                    }
                    let out = cmd.output().map_err(|e| e.to_string())?;
                    let _ = std::fs::remove_file(&path);
                    let stderr = String::from_utf8_lossy(&out.stderr);
                    if stderr.contains("panicked") || out.status.code().is_none() {
                        return Err(format!("strata-opt crashed: {stderr}").into());
                    }
                    if out.status.success() {
                        passing.lock().unwrap().insert(name.clone());
                        return Ok(Completion::Completed);
                    }
                    let why = reason(&stderr);
                    reasons.lock().unwrap().push(why);
                    let first = stderr.lines().next().unwrap_or("");
                    if listed {
                        return Err(format!("regression (listed in expected-pass): {first}").into());
                    }
                    Ok(common::known_difference(&format!("{why}: {first}")))
                },
            ));
        }
    }
    let total = trials.len();
    let conclusion = libtest_mimic::run(&args, trials);
    let passing = passing.lock().unwrap();
    println!(
        "mlir-invalid-diagnostics: {} of {total} chunks pass",
        passing.len()
    );
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap_or(f)
            .to_string_lossy()
            .into_owned();
        let n = common::split_chunks(&std::fs::read_to_string(f).unwrap_or_default()).len();
        let p = passing
            .iter()
            .filter(|c| c.rsplit_once('#').is_some_and(|(file, _)| file == rel))
            .count();
        println!("mlir-invalid-diagnostics: {rel}: {p}/{n}");
    }
    let mut counts: std::collections::BTreeMap<&str, usize> = Default::default();
    for r in reasons.lock().unwrap().iter() {
        *counts.entry(r).or_default() += 1;
    }
    for (r, n) in counts {
        println!("mlir-invalid-diagnostics: not yet: {n} chunks: {r}");
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() && args.filter.is_none() {
        let text: String = passing.iter().map(|p| format!("{p}\n")).collect();
        let _ = std::fs::write(expected_pass_path(), text);
    }
    let _ = std::fs::remove_dir_all(&tmp);
    conclusion.exit();
}
