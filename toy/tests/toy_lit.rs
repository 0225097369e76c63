//! The Toy compilers' data-driven tests, run as lit runs them: each `RUN:` line under
//! `bash -o pipefail`, `toyc-chN` being Strata's binary, `FileCheck` and `not` LLVM 16's.
//!
//! Two groups of trials, one per file (a file passes when all its RUN lines do):
//! - `lit/...`: Strata's own tests, `toy/tests/lit/*.toy` and `*.mlir` (syntax errors, the command
//!   line); each must pass.
//! - `corpus/ChN/...`: MLIR 16's own tests of its Toy tutorial (`Examples/Toy/Ch1` ...
//!   `Ch7` of the corpus). Files passing today are listed in
//!   `toy/tests/toy_corpus.expected-pass` (a listed file that fails is a regression);
//!   the others are ignored as `known difference: WHY`. A RUN line whose output says an
//!   emit "is not implemented yet" fails even under `not`. `UPDATE_EXPECT=1` rewrites
//!   the list from a full run. The harness prints `toy-corpus: P/F files`, a line per
//!   chapter, and the files passing but not listed.
//!
//! Without FileCheck or the corpus, the trials needing them are one trial, ignored with
//! the reason outside CI and failing under `CI=true` or `--include-ignored`.

#[path = "../../tests/common/mod.rs"]
mod common;
#[path = "../../tests/common/lit.rs"]
mod lit;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest a RUN line may take.
const LIMIT: Duration = Duration::from_secs(60);

/// The binaries RUN lines name. `toyc-ch6` and `toyc-ch7` link LLVM, so they are
/// `strata-toy-llvm`'s (`toy/llvm`): they are looked for beside this crate's binaries, in
/// the same target directory, where `cargo test --workspace` (or `cargo build -p
/// strata-toy-llvm` with the same profile) puts them.
fn toyc() -> Vec<(&'static str, PathBuf)> {
    let ch1 = PathBuf::from(env!("CARGO_BIN_EXE_toyc-ch1"));
    let beside = |name: &str| ch1.with_file_name(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    vec![
        ("toyc-ch1", ch1.clone()),
        ("toyc-ch2", PathBuf::from(env!("CARGO_BIN_EXE_toyc-ch2"))),
        ("toyc-ch3", PathBuf::from(env!("CARGO_BIN_EXE_toyc-ch3"))),
        ("toyc-ch4", PathBuf::from(env!("CARGO_BIN_EXE_toyc-ch4"))),
        ("toyc-ch5", PathBuf::from(env!("CARGO_BIN_EXE_toyc-ch5"))),
        ("toyc-ch6", beside("toyc-ch6")),
        ("toyc-ch7", beside("toyc-ch7")),
    ]
}

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn expected_pass_path() -> PathBuf {
    crate_dir().join("tests/toy_corpus.expected-pass")
}

/// The corpus's Toy tests: `STRATA_CORPUS`, else `../shared/corpus` beside the
/// repository (as `tests/common` finds it for the root package).
fn corpus_toy_dir() -> Result<PathBuf, String> {
    let root = match std::env::var_os("STRATA_CORPUS") {
        Some(dir) => PathBuf::from(dir),
        None => crate_dir().join("../../shared/corpus"),
    };
    let dir = root.join("mlir-test/Examples/Toy");
    if dir.is_dir() {
        Ok(dir)
    } else {
        Err(format!(
            "no MLIR 16 Toy tests at {} (set STRATA_CORPUS; `bash scripts/mlir-corpus.sh` \
             makes the corpus)",
            dir.display()
        ))
    }
}

/// Runs every RUN line of `file`: `Ok` when all exit 0, else why the first one failed.
/// With `probe`, a RUN line whose toyc command says "is not implemented yet" fails.
fn run_file(
    file: &Path,
    helpers: &[(&str, PathBuf)],
    tmp: &Path,
    probe: bool,
) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read: {e}"))?;
    let runs = lit::run_lines(&text);
    if runs.is_empty() {
        return Err("no RUN line".into());
    }
    for raw in runs {
        let mut cmd = raw.clone();
        for (name, path) in toyc() {
            if !path.exists() && lit::replace_word(&cmd, name, "") != cmd {
                return Err(format!(
                    "{} is missing: build it with `cargo build --release -p strata-toy-llvm`",
                    path.display()
                ));
            }
            cmd = lit::replace_word(&cmd, name, &lit::shell_quote(&path));
        }
        for (name, path) in helpers {
            cmd = lit::replace_word(&cmd, name, &lit::shell_quote(path));
        }
        let paths = lit::Paths {
            file: file.to_path_buf(),
            dir: file.parent().unwrap_or(Path::new(".")).to_path_buf(),
            tmp: tmp.to_path_buf(),
        };
        let cmd = lit::expand_percent(&cmd, &paths)?;
        let mut bash = Command::new("bash");
        bash.arg("-c")
            .arg(format!("set -o pipefail\n{cmd}"))
            .current_dir(file.parent().unwrap_or(Path::new(".")));
        let run = common::run_with_timeout(bash, LIMIT, true)
            .map_err(|e| format!("cannot run bash: {e}"))?;
        let stderr = String::from_utf8_lossy(&run.stderr);
        let stdout = String::from_utf8_lossy(&run.stdout);
        if stderr.contains("panicked") {
            return Err(format!("PANIC: {}", common::clip(&run.stderr, 2000)));
        }
        if probe {
            if let Some(line) = probe_unbuilt(&raw, file, tmp)? {
                return Err(format!("`{raw}`: {line}"));
            }
        }
        if run.code() != Some(0) {
            let first = stderr
                .lines()
                .chain(stdout.lines())
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .to_string();
            return Err(format!("`{raw}`: {}: {first}", run.describe_status()));
        }
    }
    Ok(())
}

/// The "is not implemented yet" line the toyc command of RUN line `raw` prints, if it
/// does: its output may go to `not` or be checked by nothing, so it is run on its own.
fn probe_unbuilt(raw: &str, file: &Path, tmp: &Path) -> Result<Option<String>, String> {
    let first = raw.split('|').next().unwrap_or("");
    let first = first.trim().strip_prefix("not ").unwrap_or(first.trim());
    let mut cmd = first.replace("2>&1", "");
    for (name, path) in toyc() {
        cmd = lit::replace_word(&cmd, name, &lit::shell_quote(&path));
    }
    let paths = lit::Paths {
        file: file.to_path_buf(),
        dir: file.parent().unwrap_or(Path::new(".")).to_path_buf(),
        tmp: tmp.to_path_buf(),
    };
    let cmd = lit::expand_percent(&cmd, &paths)?;
    let mut bash = Command::new("bash");
    bash.arg("-c").arg(cmd);
    let run =
        common::run_with_timeout(bash, LIMIT, true).map_err(|e| format!("cannot run bash: {e}"))?;
    Ok(String::from_utf8_lossy(&run.stderr)
        .lines()
        .find(|l| l.contains("is not implemented yet"))
        .map(str::to_string))
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let helpers = common::LIT_HELPERS
        .iter()
        .map(|&h| common::peer_tool(h).map(|p| (h, p)))
        .collect::<Result<Vec<_>, _>>();
    let helpers = match helpers {
        Ok(h) => Arc::new(h),
        Err(reason) => {
            let t = common::unavailable("toy-lit", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let tmp = std::env::temp_dir().join(format!("strata-toy-lit-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);

    // Strata's own tests.
    let own = common::find_files(&crate_dir().join("tests/lit"), &["toy", "mlir"]);
    for file in own {
        let rel = file
            .strip_prefix(crate_dir().join("tests"))
            .unwrap_or(&file)
            .display()
            .to_string();
        let (helpers, tmp) = (helpers.clone(), tmp.join(rel.replace('/', "_")));
        trials.push(Trial::test(rel, move || {
            run_file(&file, &helpers, &tmp, false).map_err(Failed::from)
        }));
    }

    // MLIR's tests of its Toy tutorial.
    let passing = Arc::new(Mutex::new(BTreeSet::new()));
    let mut corpus_files: Vec<String> = Vec::new();
    match corpus_toy_dir() {
        Err(reason) => trials.push(common::unavailable("toy-corpus", &reason)),
        Ok(dir) => {
            let expected: BTreeSet<String> = std::fs::read_to_string(expected_pass_path())
                .unwrap_or_default()
                .lines()
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect();
            for ch in 1..=7 {
                let chdir = dir.join(format!("Ch{ch}"));
                let mut files: Vec<PathBuf> = std::fs::read_dir(&chdir)
                    .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
                    .unwrap_or_default();
                files.sort();
                for file in files {
                    let name = format!(
                        "Ch{ch}/{}",
                        file.file_name().unwrap_or_default().to_string_lossy()
                    );
                    corpus_files.push(name.clone());
                    let listed = expected.contains(&name);
                    let (helpers, passing) = (helpers.clone(), passing.clone());
                    let tmp = tmp.join(name.replace('/', "_"));
                    trials.push(Trial::ignorable_test(
                        format!("corpus/{name}"),
                        move || -> Result<Completion, Failed> {
                            match run_file(&file, &helpers, &tmp, true) {
                                Ok(()) => {
                                    passing.lock().unwrap().insert(name);
                                    Ok(Completion::Completed)
                                }
                                Err(e) if e.starts_with("PANIC") => Err(e.into()),
                                Err(e) if listed => Err(format!(
                                    "regression (listed in toy_corpus.expected-pass): {e}"
                                )
                                .into()),
                                Err(e) => Ok(common::known_difference(&e)),
                            }
                        },
                    ));
                }
            }
        }
    }

    let conclusion = libtest_mimic::run(&args, trials);
    if !corpus_files.is_empty() {
        let passing = passing.lock().unwrap();
        println!("toy-corpus: {}/{} files", passing.len(), corpus_files.len());
        for ch in 1..=7 {
            let prefix = format!("Ch{ch}/");
            let all: Vec<&String> = corpus_files
                .iter()
                .filter(|f| f.starts_with(&prefix))
                .collect();
            let p = all.iter().filter(|f| passing.contains(**f)).count();
            println!("toy-corpus: Ch{ch}: {p}/{}", all.len());
        }
        let expected: BTreeSet<String> = std::fs::read_to_string(expected_pass_path())
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        for p in passing.iter().filter(|p| !expected.contains(*p)) {
            println!("toy-corpus: passing but not listed in toy_corpus.expected-pass: {p}");
        }
        if std::env::var_os("UPDATE_EXPECT").is_some() && args.filter.is_none() {
            let mut text = String::from(
                "# Corpus files of toy/tests/toy_lit.rs (Examples/Toy/ChN/FILE) that pass\n\
                 # today; a regression fails. Regenerate with UPDATE_EXPECT=1 cargo test\n\
                 # --release -p strata-toy --test toy_lit.\n",
            );
            for p in passing.iter() {
                text.push_str(p);
                text.push('\n');
            }
            let _ = std::fs::write(expected_pass_path(), text);
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    conclusion.exit();
}
