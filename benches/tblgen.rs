//! Strata's TableGen front end against LLVM 16's `llvm-tblgen`, on the `.td`
//! files of MLIR 16 that llvm-tblgen accepts on their own (the MLIR set of the
//! `tblgen_llvm_compat` test), and on LLVM 16's `llvm/IR/Intrinsics.td`, the
//! largest file of the LLVM set (every target's intrinsics).
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
//! Then the same three on `Intrinsics.td` alone, each the best of
//! `max(10, STRATA_BENCH_RUNS)` runs: (d) llvm-tblgen, (e) Strata's `tblgen`,
//! (f) Strata in process; with the best wall-clock time, each also reports
//! the mean CPU time (user + system) of a run, which a busy machine disturbs
//! much less.
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

/// Runs `tool --print-records -I INCLUDEDIR -I FILEDIR FILE > /dev/null` for
/// every file; returns the elapsed time and the number of files the tool
/// rejected.
fn per_process(tool: &Path, include: &Path, files: &[PathBuf]) -> (Duration, usize) {
    let start = Instant::now();
    let mut failures = 0;
    for f in files {
        let mut cmd = Command::new(tool);
        cmd.arg("--print-records");
        for dir in common::td_include_dirs(include, f) {
            cmd.arg("-I").arg(dir);
        }
        let ok = cmd
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
    let mut sink = std::io::sink();
    let start = Instant::now();
    let mut failures = 0;
    for f in files {
        let opts = strata_tblgen::Options {
            include_dirs: common::td_include_dirs(include, f),
            ..Default::default()
        };
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

    intrinsics(&corpus.llvm_tblgen, &tblgen, include, n.max(10));
}

/// CPU time (user + system) used so far by this process (`children` false)
/// or by its waited-for children (true), from `/proc/self/stat`; `None` where
/// there is no such file.
fn cpu_time(children: bool) -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name: state is field 3; utime, stime,
    // cutime, cstime are fields 14 to 17.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let first = if children { 13 } else { 11 };
    let ticks: u64 = fields
        .get(first..first + 2)?
        .iter()
        .map(|f| f.parse::<u64>().ok())
        .sum::<Option<u64>>()?;
    let per_second: u64 = Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(100);
    Some(Duration::from_secs_f64(ticks as f64 / per_second as f64))
}

/// [`best_of`], also giving the mean CPU time of a run (of the children when
/// `children`): on a shared machine, wall-clock time also measures the
/// other jobs, CPU time much less.
fn best_and_cpu(
    n: usize,
    label: &str,
    children: bool,
    f: impl FnMut() -> (Duration, usize),
) -> (Duration, Option<Duration>, usize) {
    let before = cpu_time(children);
    let (best, fails) = best_of(n, label, f);
    let cpu = before
        .zip(cpu_time(children))
        .map(|(b, a)| a.saturating_sub(b) / n as u32);
    (best, cpu, fails)
}

/// (d)-(f): `llvm/IR/Intrinsics.td` alone, best of `n` runs each, with the
/// mean CPU time of a run.
fn intrinsics(llvm_tblgen: &Path, tblgen: &Path, include: &Path, n: usize) {
    let file = include.join("llvm/IR/Intrinsics.td");
    if !file.is_file() {
        println!(
            "skipped: tblgen benchmark on Intrinsics.td: {} not found; install llvm-16-dev",
            file.display()
        );
        return;
    }
    let files = [file];
    println!();
    println!("tblgen bench: {}, best of {n} runs", files[0].display());
    let llvm = best_and_cpu(n, "llvm-tblgen, Intrinsics.td", true, || {
        per_process(llvm_tblgen, include, &files)
    });
    let strata_proc = best_and_cpu(n, "strata tblgen, Intrinsics.td", true, || {
        per_process(tblgen, include, &files)
    });
    let strata_inproc = best_and_cpu(n, "strata in process, Intrinsics.td", false, || {
        in_process(include, &files)
    });
    let ms = |d: Duration| format!("{:.1}", d.as_secs_f64() * 1000.0);
    let ratio = |a: Duration, b: Duration| {
        format!(
            "{:.2}",
            a.as_secs_f64() / b.as_secs_f64().max(f64::MIN_POSITIVE)
        )
    };
    let row = |what: &str, m: &(Duration, Option<Duration>, usize)| {
        let (cpu, cpu_ratio) = match (m.1, llvm.1) {
            (Some(c), Some(l)) => (ms(c), ratio(c, l)),
            _ => ("n/a".to_string(), "n/a".to_string()),
        };
        println!(
            "| {what} | {} | {} | {cpu} | {cpu_ratio} | {} |",
            ms(m.0),
            ratio(m.0, llvm.0),
            if m.2 == 0 { "accepted" } else { "REJECTED" }
        );
    };
    println!();
    println!(
        "| measurement (Intrinsics.td) | best time (ms) | ratio to (d) | mean CPU time (ms) | CPU ratio to (d) | result |"
    );
    println!("|---|---|---|---|---|---|");
    row("(d) llvm-tblgen 16", &llvm);
    row("(e) Strata `tblgen`", &strata_proc);
    row(
        "(f) Strata in process (parse_file + print_records)",
        &strata_inproc,
    );
}
