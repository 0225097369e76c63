//! The fidelity harness shared by `tests/mlir_generic_fidelity.rs` and
//! `tests/mlir_custom_fidelity.rs`: for every corpus file that `STATUS.tsv` marks as accepted
//! by MLIR 16, mlir-opt and `strata-opt` run with the same flags on the same input, and the
//! outputs (and success) must be identical.
//!
//! Only the files listed in `tests/<test>.expected-pass` are asserted (a regression fails
//! the suite); the others are reported. The harness prints `<label>: identical I/T` and the
//! first differing line of each differing file. `UPDATE_EXPECT=1` rewrites the list with
//! today's identical files. Without mlir-opt or the corpus, the trials are ignored and the
//! reason is printed.
//!
//! The corpus is `../shared/corpus/mlir-test` (override with `STRATA_MLIR_CORPUS`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);

fn corpus_dir() -> PathBuf {
    std::env::var_os("STRATA_MLIR_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| crate::common::repo_root().join("../shared/corpus/mlir-test"))
}

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
}

fn expected_pass_path(cfg: &Config) -> PathBuf {
    crate::common::repo_root().join(format!("tests/{}.expected-pass", cfg.test))
}

/// Paths (relative to the corpus) whose `accepted_by_mlir16` column is `yes`.
fn accepted_files(corpus: &Path) -> Result<Vec<String>, String> {
    let tsv = corpus.join("STATUS.tsv");
    let text =
        std::fs::read_to_string(&tsv).map_err(|e| format!("cannot read {}: {e}", tsv.display()))?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or("").split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name);
    let (Some(path_col), Some(acc_col)) = (col("path"), col("accepted_by_mlir16")) else {
        return Err(format!(
            "{}: missing `path` or `accepted_by_mlir16` column",
            tsv.display()
        ));
    };
    Ok(lines
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|f| f.get(acc_col) == Some(&"yes"))
        .filter_map(|f| f.get(path_col).map(|p| p.to_string()))
        .collect())
}

struct Outcome {
    identical: bool,
    detail: String,
}

fn run_tool(cfg: &Config, tool: &Path, input: &Path) -> Result<(bool, String), String> {
    let mut cmd = Command::new(tool);
    cmd.args(cfg.flags).arg(input);
    let run = crate::common::run_with_timeout(cmd, LIMIT, false)
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    if run.timed_out {
        return Err(format!("{} timed out", tool.display()));
    }
    let ok = run.code() == Some(0);
    if run.code().is_none() {
        return Err(format!(
            "{} {}: {}",
            tool.display(),
            run.describe_status(),
            crate::common::clip(&run.stderr, 2000)
        ));
    }
    Ok((ok, String::from_utf8_lossy(&run.stdout).into_owned()))
}

fn check_file(
    cfg: &Config,
    mlir_opt: &Path,
    strata_opt: &Path,
    corpus: &Path,
    rel: &str,
    n: usize,
) -> Result<Outcome, String> {
    let src = corpus.join(rel);
    let (expected, actual) = if cfg.via_peer_output {
        let (_, peer) = run_tool(cfg, mlir_opt, &src)?;
        let tmp = std::env::temp_dir().join(format!(
            "strata-{}-{}-{n}.mlir",
            cfg.test,
            std::process::id()
        ));
        std::fs::write(&tmp, &peer).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        let expected = run_tool(cfg, mlir_opt, &tmp);
        let actual = run_tool(cfg, strata_opt, &tmp);
        let _ = std::fs::remove_file(&tmp);
        (expected, actual)
    } else {
        (
            run_tool(cfg, mlir_opt, &src),
            run_tool(cfg, strata_opt, &src),
        )
    };
    // A crash of the peer leaves nothing to compare with; a crash of Strata is a failure.
    let (exp_ok, exp) = match expected {
        Ok(r) => r,
        Err(e) => {
            return Ok(Outcome {
                identical: false,
                detail: format!(
                    "no reference output: {}",
                    crate::common::clip(e.as_bytes(), 200)
                ),
            })
        }
    };
    let (act_ok, act) = actual?;
    if let Some((line, e, a)) = crate::common::first_difference(&exp, &act) {
        return Ok(Outcome {
            identical: false,
            detail: format!("line {line}: expected {e}, got {a}"),
        });
    }
    if exp_ok != act_ok {
        return Ok(Outcome {
            identical: false,
            detail: format!(
                "same output but mlir-opt {} and strata-opt {}",
                ok_word(exp_ok),
                ok_word(act_ok)
            ),
        });
    }
    if cfg.cross_generic && exp_ok {
        // mlir-opt reads Strata's generic form of the file and prints what it prints from
        // its own generic form of it (alias numbers follow the text's order, so the
        // reference is mlir-opt's own round trip).
        let generic_of = |tool: &Path, tag: &str| -> Result<PathBuf, String> {
            let mut cmd = Command::new(tool);
            cmd.args(cfg.flags).arg("--mlir-print-op-generic").arg(&src);
            let run = crate::common::run_with_timeout(cmd, LIMIT, false)
                .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
            let tmp = std::env::temp_dir().join(format!(
                "strata-{}-{tag}-{}-{n}.mlir",
                cfg.test,
                std::process::id()
            ));
            std::fs::write(&tmp, &run.stdout)
                .map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
            Ok(tmp)
        };
        let ours = generic_of(strata_opt, "strata")?;
        let theirs = generic_of(mlir_opt, "mlir")?;
        let back = run_tool(cfg, mlir_opt, &ours);
        let reference = run_tool(cfg, mlir_opt, &theirs);
        let _ = std::fs::remove_file(&ours);
        let _ = std::fs::remove_file(&theirs);
        match (back, reference) {
            (Ok((true, text)), Ok((_, want))) if text == want => {}
            (Ok((true, text)), Ok((_, want))) => {
                let (line, e, a) =
                    crate::common::first_difference(&want, &text).unwrap_or_default();
                return Ok(Outcome {
                    identical: false,
                    detail: format!(
                        "mlir-opt on Strata's generic form differs at line {line}: expected {e}, got {a}"
                    ),
                });
            }
            _ => {
                return Ok(Outcome {
                    identical: false,
                    detail: "mlir-opt rejects Strata's generic form".into(),
                })
            }
        }
    }
    Ok(Outcome {
        identical: true,
        detail: String::new(),
    })
}

fn ok_word(ok: bool) -> &'static str {
    if ok {
        "succeeded"
    } else {
        "failed"
    }
}

/// Runs the comparison over the corpus as a libtest-mimic harness.
pub fn main(cfg: &'static Config) {
    let args = Arguments::from_args();
    let corpus = corpus_dir();
    let expected: Vec<String> = std::fs::read_to_string(expected_pass_path(cfg))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let files = match accepted_files(&corpus) {
        Ok(f) => f,
        Err(e) => {
            println!("skipped: {}: {e}", cfg.test);
            let trial = Trial::test(cfg.test, || Ok(())).with_ignored_flag(true);
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    // A missing peer is a reason to skip; a Strata binary that does not build is a failure.
    let mlir_opt = crate::common::peer_tool("mlir-opt");
    let strata_opt = match &mlir_opt {
        Ok(_) => crate::common::strata_tool("strata-opt"),
        Err(_) => Err(String::new()),
    };
    if let Err(reason) = &mlir_opt {
        println!("skipped: {}: {reason}", cfg.test);
    }
    let results: Arc<Mutex<BTreeMap<String, Outcome>>> = Arc::default();
    let mut trials = Vec::new();
    for (n, rel) in files.iter().enumerate() {
        let must_pass = expected.contains(rel);
        let (mlir_opt, strata_opt) = match (&mlir_opt, &strata_opt) {
            (Err(_), _) => {
                trials.push(Trial::test(rel.clone(), || Ok(())).with_ignored_flag(true));
                continue;
            }
            (Ok(_), Err(e)) => {
                let e = e.clone();
                trials.push(Trial::test(rel.clone(), move || Err(Failed::from(e))));
                continue;
            }
            (Ok(m), Ok(s)) => (m.clone(), s.clone()),
        };
        let (corpus, rel2, results) = (corpus.clone(), rel.clone(), results.clone());
        trials.push(Trial::test(rel.clone(), move || -> Result<(), Failed> {
            let outcome =
                check_file(cfg, &mlir_opt, &strata_opt, &corpus, &rel2, n).map_err(Failed::from)?;
            let fail = must_pass && !outcome.identical;
            let detail = outcome.detail.clone();
            results
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(rel2, outcome);
            if fail {
                Err(format!("regression (listed in expected-pass): {detail}").into())
            } else {
                Ok(())
            }
        }));
    }
    let conclusion = libtest_mimic::run(&args, trials);
    let results = results.lock().unwrap_or_else(|e| e.into_inner());
    if !results.is_empty() {
        let identical: Vec<&String> = results
            .iter()
            .filter(|(_, o)| o.identical)
            .map(|(k, _)| k)
            .collect();
        for (path, o) in results.iter().filter(|(_, o)| !o.identical) {
            println!("differs: {path}: {}", o.detail);
        }
        for path in identical.iter().filter(|p| !expected.contains(p)) {
            println!("newly identical (add to expected-pass): {path}");
        }
        println!(
            "{}: identical {}/{}",
            cfg.label,
            identical.len(),
            results.len()
        );
        // Rewrite the list only from a full run (a filtered run would drop entries).
        if std::env::var_os("UPDATE_EXPECT").is_some() && results.len() == files.len() {
            let mut text = format!(
                "# Corpus files (relative to ../shared/corpus/mlir-test) whose {} is\n\
                 # identical to mlir-opt 16's. Asserted by tests/{}.rs;\n\
                 # regenerate with UPDATE_EXPECT=1 cargo test --test {}.\n",
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
