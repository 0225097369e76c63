//! Strata's `--print-records` against LLVM 16's on the `.td` files LLVM 16
//! and MLIR 16 ship, and on the corpus's.
//!
//! Two trees of `$(llvm-config-16 --includedir)`: `mlir/` (libmlir-16-dev)
//! and `llvm/` (llvm-16-dev: intrinsics, targets, OpenMP, options, …). Every
//! `*.td` in them that `llvm-tblgen --print-records -I INCLUDEDIR -I FILEDIR
//! FILE` accepts on its own (the directories LLVM's build passes) is one
//! trial; so is every `.td` file of the corpus (`common::corpus_td_files`: the
//! test dialect, mlir-tblgen's tests, Toy, standalone, a third-party tutorial)
//! that llvm-tblgen accepts with the corpus's include folders. The files it
//! rejects (fragments meant to be included) are counted and left out. A trial
//! parses the file in-process with `strata_tblgen::parse_file`, with the same
//! include directories, and passes when `strata_tblgen::print_records` is
//! byte-identical to llvm-tblgen's output; every difference fails. A failure
//! names the file and the first differing line, with both lines. After the
//! trials the harness prints, per group, `tblgen-compat: GROUP: identical I/T`
//! (GROUP: `mlir`, `llvm`, `corpus MLIR 16` or `corpus third-party`) and the
//! failing files. A group whose peer or files are missing is one trial,
//! ignored with the reason outside CI, failing under `CI=true` or
//! `--include-ignored`.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// Per-file limit: a hang fails the one trial instead of the whole run.
const LIMIT: Duration = Duration::from_secs(120);
/// Stack for the thread running each file (deeply nested input must not
/// overflow the default 2 MiB test-thread stack).
const STACK: usize = 256 << 20;

/// Trials run and identical, for the summary lines.
#[derive(Default)]
struct Tally {
    /// Per group (the tree, `mlir` or `llvm`, or the corpus group): (run, identical).
    groups: Mutex<BTreeMap<&'static str, (usize, usize)>>,
    failing: Mutex<Vec<String>>,
}

fn compare(
    path: PathBuf,
    name: &str,
    include_dirs: Vec<PathBuf>,
    reference: Arc<String>,
) -> Result<(), String> {
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::Builder::new()
        .name(format!("compat {name}"))
        .stack_size(STACK)
        .spawn(move || {
            let opts = strata_tblgen::Options {
                include_dirs,
                ..Default::default()
            };
            let result = match strata_tblgen::parse_file(&path, &opts) {
                Ok(rk) => Ok(strata_tblgen::print_records(&rk)),
                Err(diags) => Err(diags.render()),
            };
            let _ = tx.send(result);
        })
        .map_err(|e| format!("cannot spawn worker thread: {e}"))?;
    let result = match rx.recv_timeout(LIMIT) {
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            return Err(format!("{name}: timed out after {}s", LIMIT.as_secs()));
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let panic = worker.join().err().map(|p| {
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "<non-string panic payload>".to_string())
            });
            return Err(format!(
                "{name}: strata_tblgen panicked: {}",
                panic.unwrap_or_default()
            ));
        }
    };
    let actual = match result {
        Ok(text) => text,
        Err(diagnostics) => {
            return Err(format!(
                "{name}: Strata rejected a file llvm-tblgen accepts:\n{}",
                diagnostics
            ))
        }
    };
    match common::first_difference(&reference, &actual) {
        None => Ok(()),
        Some((line, expected, got)) => Err(format!(
            "{name}: first difference at line {line}\n  llvm-tblgen: {expected}\n  strata:      {got}"
        )),
    }
}

/// llvm-tblgen's `--print-records` of each corpus file (`None`: it rejects it).
fn corpus_references(llvm_tblgen: &Path, files: &[common::CorpusTd]) -> Vec<Option<String>> {
    common::parallel_map(files, |f| {
        let mut cmd = Command::new(llvm_tblgen);
        cmd.arg("--print-records");
        for inc in &f.includes {
            cmd.arg("-I").arg(inc);
        }
        cmd.arg(&f.path)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    })
}

/// One trial: `name` compared in group `group`.
fn trial(
    tally: &Arc<Tally>,
    group: &'static str,
    name: String,
    path: PathBuf,
    include_dirs: Vec<PathBuf>,
    reference: String,
) -> Trial {
    let tally = Arc::clone(tally);
    let reference = Arc::new(reference);
    Trial::test(name.clone(), move || -> Result<(), Failed> {
        let result = compare(path, &name, include_dirs, reference);
        let mut groups = tally.groups.lock().unwrap();
        let counts = groups.entry(group).or_default();
        counts.0 += 1;
        match result {
            Ok(()) => {
                counts.1 += 1;
                Ok(())
            }
            Err(msg) => {
                tally.failing.lock().unwrap().push(name.clone());
                Err(msg.into())
            }
        }
    })
}

/// The `.td` trees of LLVM 16's include directory compared, in the order
/// they are reported.
const TREES: [&str; 2] = ["mlir", "llvm"];

fn main() {
    let args = Arguments::from_args();
    let tally = Arc::new(Tally::default());
    // Files compared per group, and those llvm-tblgen rejects.
    let mut sizes: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let mut trials: Vec<Trial> = Vec::new();
    let mut include_dir = None;
    let mut llvm_tblgen = None;
    for tree in TREES {
        let corpus = match common::td_corpus(tree, true) {
            Ok(c) => c,
            Err(reason) => {
                trials.push(common::unavailable(
                    &format!("tblgen-compat/{tree}"),
                    &reason,
                ));
                continue;
            }
        };
        println!(
            "tblgen-compat: {tree}: {} .td files under {}, {} rejected by llvm-tblgen 16 (excluded), {} compared",
            corpus.accepted.len() + corpus.rejected.len(),
            corpus.include_dir.join(tree).display(),
            corpus.rejected.len(),
            corpus.accepted.len()
        );
        sizes.insert(tree, (corpus.accepted.len(), corpus.rejected.len()));
        for td in corpus.accepted {
            trials.push(trial(
                &tally,
                tree,
                td.name,
                td.path,
                td.include_dirs,
                td.reference,
            ));
        }
        include_dir = Some(corpus.include_dir);
        llvm_tblgen = Some(corpus.llvm_tblgen);
    }
    if let (Some(include_dir), Some(llvm_tblgen)) = (include_dir, llvm_tblgen) {
        match common::corpus_td_files(&include_dir) {
            Ok(files) => {
                let references = corpus_references(&llvm_tblgen, &files);
                for (f, reference) in files.into_iter().zip(references) {
                    let size = sizes.entry(f.group).or_default();
                    match reference {
                        Some(r) => {
                            size.0 += 1;
                            trials.push(trial(&tally, f.group, f.name, f.path, f.includes, r));
                        }
                        None => size.1 += 1,
                    }
                }
            }
            Err(reason) => trials.push(common::unavailable("tblgen-compat/corpus", &reason)),
        }
    }

    let conclusion = libtest_mimic::run(&args, trials);

    let groups = tally.groups.lock().unwrap().clone();
    let mut failing = tally.failing.lock().unwrap().clone();
    failing.sort();
    for (group, (compared, rejected)) in sizes {
        let Some(&(run, identical)) = groups.get(group) else {
            continue;
        };
        let filtered = if run == compared {
            String::new()
        } else {
            format!(" (only {run} of {compared} files were run: filtered)")
        };
        if TREES.contains(&group) {
            println!("tblgen-compat: {group}: identical {identical}/{compared}{filtered}");
        } else {
            println!("tblgen-compat: corpus {group}: identical {identical}/{compared}{filtered}");
            println!("tblgen-compat: corpus {group}: rejected by llvm-tblgen 16: {rejected}");
        }
    }
    for f in &failing {
        println!("tblgen-compat: differs: {f}");
    }
    conclusion.exit();
}
