//! Strata's `--print-records` against LLVM 16's on the `.td` files LLVM 16
//! and MLIR 16 ship.
//!
//! Two trees of `$(llvm-config-16 --includedir)`: `mlir/` (libmlir-16-dev)
//! and `llvm/` (llvm-16-dev: intrinsics, targets, OpenMP, options, …). Every
//! `*.td` in them that `llvm-tblgen --print-records -I INCLUDEDIR -I FILEDIR
//! FILE` accepts on its own (the directories LLVM's build passes) is one
//! trial; the files it rejects (fragments meant to be included) are counted
//! and left out. A trial parses the file in-process with
//! `strata_tblgen::parse_file`, with the same include directories, and passes
//! when `strata_tblgen::print_records` is byte-identical to llvm-tblgen's
//! output. A failure names the file and the first differing line, with both
//! lines. After the trials the harness prints, per tree,
//! `tblgen-compat: TREE: identical I/T` and the failing files. A tree whose
//! package is missing (or all of them, without LLVM 16) is reported as one
//! ignored trial with the reason, never as passed.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// Per-file limit: a hang fails the one trial instead of the whole run.
const LIMIT: Duration = Duration::from_secs(120);
/// Stack for the thread running each file (deeply nested input must not
/// overflow the default 2 MiB test-thread stack).
const STACK: usize = 256 << 20;

#[derive(Default)]
struct Tally {
    run: AtomicUsize,
    identical: AtomicUsize,
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

/// The `.td` trees compared, in the order they are reported.
const TREES: [&str; 2] = ["mlir", "llvm"];

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let mut tallies = Vec::new();
    for tree in TREES {
        let corpus = match common::td_corpus(tree, true) {
            Ok(c) => c,
            Err(reason) => {
                // No peer: one ignored trial carrying the reason, never a pass.
                println!("skipped: tblgen-compat: {tree}: {reason}");
                let label =
                    format!("tblgen-compat {tree} (llvm-tblgen 16 or its .td files missing)");
                trials.push(
                    Trial::ignorable_test(label, move || Ok(Completion::ignored_with(reason)))
                        .with_ignored_flag(true),
                );
                continue;
            }
        };
        let total = corpus.accepted.len();
        println!(
            "tblgen-compat: {tree}: {} .td files under {}, {} rejected by llvm-tblgen 16 (excluded), {} compared",
            total + corpus.rejected.len(),
            corpus.include_dir.join(tree).display(),
            corpus.rejected.len(),
            total
        );
        let tally = Arc::new(Tally::default());
        for td in corpus.accepted {
            let tally = Arc::clone(&tally);
            let reference = Arc::new(td.reference);
            let (name, path, include_dirs) = (td.name, td.path, td.include_dirs);
            trials.push(Trial::test(name.clone(), move || -> Result<(), Failed> {
                tally.run.fetch_add(1, Ordering::Relaxed);
                match compare(path, &name, include_dirs, reference) {
                    Ok(()) => {
                        tally.identical.fetch_add(1, Ordering::Relaxed);
                        Ok(())
                    }
                    Err(msg) => {
                        tally.failing.lock().unwrap().push(name.clone());
                        Err(msg.into())
                    }
                }
            }));
        }
        tallies.push((tree, total, tally));
    }

    let conclusion = libtest_mimic::run(&args, trials);

    for (tree, total, tally) in tallies {
        let run = tally.run.load(Ordering::Relaxed);
        if run == 0 {
            continue;
        }
        let identical = tally.identical.load(Ordering::Relaxed);
        let mut failing = tally.failing.lock().unwrap().clone();
        failing.sort();
        let filtered = if run == total {
            String::new()
        } else {
            format!(" (only {run} of {total} files were run: filtered)")
        };
        println!("tblgen-compat: {tree}: identical {identical}/{total}{filtered}");
        for f in &failing {
            println!("tblgen-compat: {tree}: differs: {f}");
        }
    }
    conclusion.exit();
}
