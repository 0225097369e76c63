//! Strata's TableGen front end against LLVM 16's `llvm-tblgen`, on the `.td`
//! files of MLIR 16 that llvm-tblgen accepts on their own (the set of the
//! `tblgen_llvm_compat` test).
//!
//! Run with `cargo bench --bench tblgen` (it builds the release `tblgen`
//! binary itself if needed; `cargo build --release -p strata-tblgen` does the
//! same by hand). Three measurements, each the best of `STRATA_BENCH_RUNS`
//! (default 3) runs over all files, one file after the other:
//!
//! (a) `llvm-tblgen --print-records -I INCLUDEDIR FILE`, one process per file;
//! (b) Strata's `tblgen --print-records -I INCLUDEDIR FILE`, one process per file;
//! (c) Strata in one process: `parse_file` + `print_records` for every file.
//!
//! Output goes to a sink (/dev/null, or `std::io::sink()`); it is not compared
//! here (the compat test does that). Ratios are Strata / llvm-tblgen: below 1
//! means Strata is faster.

#[path = "../tests/common/mod.rs"]
mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn runs() -> usize {
    std::env::var("STRATA_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3)
}

/// Runs `tool --print-records -I include FILE > /dev/null` for every file;
/// returns the elapsed time and the number of files the tool rejected.
fn per_process(tool: &Path, include: &Path, files: &[PathBuf]) -> (Duration, usize) {
    let start = Instant::now();
    let mut failures = 0;
    for f in files {
        let ok = Command::new(tool)
            .arg("--print-records")
            .arg("-I")
            .arg(include)
            .arg(f)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        if !ok {
            failures += 1;
        }
    }
    (start.elapsed(), failures)
}

/// Parses and prints every file in this process.
fn in_process(include: &Path, files: &[PathBuf]) -> (Duration, usize) {
    let opts = strata_tblgen::Options {
        include_dirs: vec![include.to_path_buf()],
        ..Default::default()
    };
    let mut sink = std::io::sink();
    let start = Instant::now();
    let mut failures = 0;
    for f in files {
        match strata_tblgen::parse_file(f, &opts) {
            Ok(rk) => {
                let text = strata_tblgen::print_records(&rk);
                let _ = sink.write_all(std::hint::black_box(text.as_bytes()));
            }
            Err(_) => failures += 1,
        }
    }
    (start.elapsed(), failures)
}

fn best_of(n: usize, label: &str, mut f: impl FnMut() -> (Duration, usize)) -> (Duration, usize) {
    let mut best: Option<(Duration, usize)> = None;
    for i in 0..n {
        let (t, fails) = f();
        eprintln!("  {label}: run {}/{n}: {:.3} s", i + 1, t.as_secs_f64());
        if !matches!(best, Some((b, _)) if b <= t) {
            best = Some((t, fails));
        }
    }
    best.unwrap()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing
    // special. Both run the full measurement; there is nothing to filter.
    let corpus = match common::mlir_td_corpus(false) {
        Ok(c) => c,
        Err(reason) => {
            println!("skipped: tblgen benchmark: {reason}");
            return;
        }
    };
    let tblgen = match common::strata_tool("tblgen") {
        Ok(p) => p,
        Err(e) => {
            eprintln!("cannot get Strata's tblgen binary: {e}");
            std::process::exit(1);
        }
    };
    let files: Vec<PathBuf> = corpus.accepted.iter().map(|t| t.path.clone()).collect();
    let include = &corpus.include_dir;
    let n = runs();
    println!(
        "tblgen bench: {} files ({} rejected by llvm-tblgen, excluded), best of {n} runs, sequential",
        files.len(),
        corpus.rejected.len()
    );
    println!("  llvm-tblgen: {}", corpus.llvm_tblgen.display());
    println!("  strata:      {}", tblgen.display());

    let (llvm, llvm_fail) = best_of(n, "llvm-tblgen, process per file", || {
        per_process(&corpus.llvm_tblgen, include, &files)
    });
    let (strata_proc, proc_fail) = best_of(n, "strata tblgen, process per file", || {
        per_process(&tblgen, include, &files)
    });
    let (strata_inproc, inproc_fail) =
        best_of(n, "strata, one process", || in_process(include, &files));

    let secs = |d: Duration| d.as_secs_f64();
    let ratio = |d: Duration| secs(d) / secs(llvm).max(f64::MIN_POSITIVE);
    println!();
    println!("| measurement | total time (s) | ratio to (a) | files rejected |");
    println!("|---|---|---|---|");
    println!(
        "| (a) llvm-tblgen 16, one process per file | {:.3} | 1.00 | {llvm_fail} |",
        secs(llvm)
    );
    println!(
        "| (b) Strata `tblgen`, one process per file | {:.3} | {:.2} | {proc_fail} |",
        secs(strata_proc),
        ratio(strata_proc)
    );
    println!(
        "| (c) Strata in one process (parse_file + print_records) | {:.3} | {:.2} | {inproc_fail} |",
        secs(strata_inproc),
        ratio(strata_inproc)
    );
    if proc_fail + inproc_fail > 0 {
        println!(
            "note: Strata rejected some files llvm-tblgen accepts; their time is still counted"
        );
    }
}
