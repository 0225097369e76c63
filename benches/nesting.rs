//! Parse and verify time against nesting depth: `../shared/bench/gen_ir.py nested --ops N`
//! (N nested `scf.if`s in one function) at 5,000 and 20,000 levels, and the ratio of the
//! two times. Linear time gives 4; the goal is at most 5. (1,000 levels too, where
//! mlir-opt still runs.)
//!
//! The generator indents each level two more spaces, so its text grows with the square of
//! the depth (125 MB at 5,000 levels, 2 GB at 20,000): reading that text is linear in its
//! size, not in the depth. The benchmark therefore also times the same IR with the
//! indentation removed (`flat`), whose size is linear in the depth; its ratio shows the
//! parser's and verifier's own growth.
//!
//! Run with `cargo bench --bench nesting`. For each input:
//! - `strata-opt --mlir-disable-threading --mlir-timing FILE -o /dev/null` runs as a user
//!   runs it, best of `STRATA_BENCH_RUNS` (default 3): its `Parser` + `Verifier` rows. This
//!   is the headline ratio, measured as mlir-opt's is.
//! - In this process, on one thread, parse + verify repeat for about half a second, each
//!   in a fresh context, best of `STRATA_BENCH_RUNS` such runs; both the wall time and the
//!   time the thread spent on a CPU (`/proc/thread-self/schedstat`, which a shared, busy
//!   machine does not inflate) are shown. Every repetition's module is kept (freeing is
//!   not timed), so each parse writes fresh memory.
//! - Then the IR is printed to a byte-counting sink (the printer streams: the 2 GB of
//!   output are never held).
//!
//! For reference, mlir-opt 16 runs on the same file with `--mlir-disable-threading
//! --mlir-timing` (its `Parser` row includes verification); it overflows its stack on deep
//! nesting, which is reported as such.

#[path = "../tests/common/mod.rs"]
mod common;

use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use strata::opt::{make_context, print_options, OptConfig};
use strata_framework::asm::printer::{plan_print, print_planned};
use strata_framework::asm::{parse_module, ParseOptions};
use strata_framework::verify::verify_module;

/// Nanoseconds this thread has spent on a CPU (the first field of
/// `/proc/thread-self/schedstat`), if the kernel reports it.
fn on_cpu() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// A writer that only counts bytes.
#[derive(Default)]
struct Counter {
    bytes: u64,
}

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.bytes += buf.len() as u64;
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// One measurement of Strata on a text (times per parse + verify).
#[derive(Clone, Copy)]
struct Times {
    parse: Duration,
    verify: Duration,
    /// Parse + verify, on a CPU (zero when the kernel does not say).
    cpu: Duration,
    print: Duration,
    printed: u64,
}

/// Parses and verifies `text` `reps` times, each in a fresh context as one `strata-opt`
/// run does (a context kept across repetitions would find the first repetition's
/// locations and attributes already uniqued, favouring the input repeated most, the
/// smallest), keeping every context and module so that freeing them is not timed, on one
/// thread; the time per repetition.
fn parse_verify(text: &str, reps: u32) -> Result<Times, String> {
    let cfg = OptConfig {
        disable_threading: true,
        ..Default::default()
    };
    let opts = ParseOptions {
        file_name: "nested.mlir".into(),
        ..Default::default()
    };
    // Registering the dialects is not timed.
    let contexts: Vec<_> = (0..reps).map(|_| make_context(&cfg)).collect();
    let mut kept = Vec::with_capacity(reps as usize);
    let (mut parse, mut verify) = (Duration::ZERO, Duration::ZERO);
    let cpu0 = on_cpu();
    for ctx in &contexts {
        let t = Instant::now();
        let m = parse_module(ctx, text, &opts).map_err(|d| d.render())?;
        parse += t.elapsed();
        let t = Instant::now();
        verify_module(ctx, &m).map_err(|d| d.render())?;
        verify += t.elapsed();
        kept.push(m);
    }
    let cpu = match (cpu0, on_cpu()) {
        (Some(a), Some(b)) => b - a,
        _ => Duration::ZERO,
    };
    Ok(Times {
        parse: parse / reps,
        verify: verify / reps,
        cpu: cpu / reps,
        print: Duration::ZERO,
        printed: 0,
    })
}

/// Prints `text` (parsed and verified) to a byte-counting sink: (time, bytes).
fn print_to_sink(text: &str) -> Result<(Duration, u64), String> {
    let cfg = OptConfig {
        disable_threading: true,
        ..Default::default()
    };
    let ctx = make_context(&cfg);
    let m = parse_module(&ctx, text, &ParseOptions::default()).map_err(|d| d.render())?;
    verify_module(&ctx, &m).map_err(|d| d.render())?;
    let print = print_options(&cfg);
    let t = Instant::now();
    let mut sink = Counter::default();
    let plan = plan_print(&ctx, &m.body, m.op, &print);
    print_planned(&ctx, &m.body, m.op, &print, &plan, &mut sink).map_err(|e| e.to_string())?;
    Ok((t.elapsed(), sink.bytes))
}

/// The best of `runs` measurements (by parse + verify wall time; the on-CPU time is the
/// least seen), each repeating parse + verify for about half a second: the kernel
/// counts on-CPU time in scheduler ticks, too coarse for one short run.
fn best(text: &str, runs: usize) -> Result<Times, String> {
    let first = parse_verify(text, 1)?;
    let reps = (0.5 / (first.parse + first.verify).as_secs_f64().max(1e-4)).ceil() as u32;
    let reps = reps.clamp(1, 200);
    let mut best: Option<Times> = None;
    for _ in 0..runs.max(1) {
        let t = parse_verify(text, reps)?;
        best = Some(match best {
            None => t,
            Some(b) => {
                let mut k = if t.parse + t.verify < b.parse + b.verify {
                    t
                } else {
                    b
                };
                k.cpu = t.cpu.min(b.cpu);
                k
            }
        });
    }
    let mut best = best.expect("at least one run");
    (best.print, best.printed) = print_to_sink(text)?;
    Ok(best)
}

/// mlir-opt's `Parser` time (parse and verify) on `file`, or why there is none.
fn mlir_opt_parser_seconds(mlir_opt: &Path, file: &Path) -> Result<f64, String> {
    let out = Command::new(mlir_opt)
        .args(["--mlir-disable-threading", "--mlir-timing"])
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(match out.status.code() {
            Some(c) => format!("exit {c}"),
            None => "crashed (stack overflow)".into(),
        });
    }
    let report = String::from_utf8_lossy(&out.stderr);
    report
        .lines()
        .find(|l| l.trim_end().ends_with("Parser"))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| "no Parser row in its timing report".into())
}

/// The `Parser` + `Verifier` rows of `strata-opt --mlir-disable-threading --mlir-timing`
/// on `file`, best of `runs`.
fn strata_opt_parse_verify_seconds(
    strata_opt: &Path,
    file: &Path,
    runs: usize,
) -> Result<f64, String> {
    let mut best = f64::INFINITY;
    for _ in 0..runs.max(1) {
        let out = Command::new(strata_opt)
            .args(["--mlir-disable-threading", "--mlir-timing"])
            .arg(file)
            .args(["-o", "/dev/null"])
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(format!(
                "strata-opt failed: {}",
                common::clip(&out.stderr, 300)
            ));
        }
        let report = String::from_utf8_lossy(&out.stderr);
        let row = |name: &str| -> Result<f64, String> {
            report
                .lines()
                .find(|l| l.trim_end().ends_with(name))
                .and_then(|l| l.split_whitespace().next())
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| format!("no {name} row in strata-opt's timing report"))
        };
        best = best.min(row("Parser")? + row("Verifier")?);
    }
    Ok(best)
}

/// Parse + verify seconds of one input: strata-opt's, and in process (wall, on CPU).
type Seconds = (f64, f64, f64);

fn main() {
    let runs: usize = std::env::var("STRATA_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    let gen = common::repo_root().join("../shared/bench/gen_ir.py");
    if !gen.is_file() {
        println!("skipped: nesting benchmark: {} not found", gen.display());
        return;
    }
    let mlir_opt = common::peer_tool("mlir-opt");
    let strata_opt = match common::strata_tool("strata-opt") {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: nesting benchmark: {e}");
            return;
        }
    };
    let dir = common::target_profile_dir().join("bench-nesting");
    let _ = std::fs::create_dir_all(&dir);
    // 1,000 levels only as a reference that mlir-opt still parses (it overflows its stack
    // at 5,000); the ratio is of 20,000 to 5,000.
    const DEPTHS: [usize; 3] = [1_000, 5_000, 20_000];
    println!("| input | levels | MB | strata-opt Parser + Verifier s | in process: parse s | verify s | parse + verify s | on CPU s | print to a sink s (MB) | mlir-opt Parser s |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut sums: Vec<(&str, Vec<Seconds>)> = vec![("gen_ir.py", vec![]), ("flat", vec![])];
    for n in DEPTHS {
        let out = match Command::new("python3")
            .arg(&gen)
            .args(["nested", "--ops", &n.to_string()])
            .output()
        {
            Ok(o) if o.status.success() => o.stdout,
            Ok(o) => {
                println!(
                    "skipped: gen_ir.py failed: {}",
                    common::clip(&o.stderr, 500)
                );
                return;
            }
            Err(e) => {
                println!("skipped: cannot run python3: {e}");
                return;
            }
        };
        let indented = String::from_utf8(out).expect("gen_ir.py writes ASCII");
        let flat: String = indented
            .lines()
            .flat_map(|l| [l.trim_start(), "\n"])
            .collect();
        for (k, (kind, text)) in [("gen_ir.py", indented), ("flat", flat)]
            .into_iter()
            .enumerate()
        {
            let file = dir.join(format!("nested-{n}-{kind}.mlir"));
            if let Err(e) = std::fs::write(&file, &text) {
                println!("| {kind} | {n} | cannot write {}: {e} |", file.display());
                return;
            }
            let peer = match &mlir_opt {
                Ok(m) => {
                    mlir_opt_parser_seconds(m, &file).map_or_else(|e| e, |s| format!("{s:.3}"))
                }
                Err(e) => format!("(no mlir-opt: {e})"),
            };
            let tool = strata_opt_parse_verify_seconds(&strata_opt, &file, runs);
            let _ = std::fs::remove_file(&file);
            let tool = match tool {
                Ok(s) => s,
                Err(e) => {
                    println!(
                        "| {kind} | {n} | failed: {} |",
                        common::clip(e.as_bytes(), 300)
                    );
                    return;
                }
            };
            match best(&text, runs) {
                Ok(t) => {
                    let pv = (t.parse + t.verify).as_secs_f64();
                    sums[k].1.push((tool, pv, t.cpu.as_secs_f64()));
                    println!(
                        "| {kind} | {n} | {:.1} | {tool:.3} | {:.3} | {:.3} | {pv:.3} | {:.3} | {:.3} ({:.1}) | {peer} |",
                        text.len() as f64 / 1e6,
                        t.parse.as_secs_f64(),
                        t.verify.as_secs_f64(),
                        t.cpu.as_secs_f64(),
                        t.print.as_secs_f64(),
                        t.printed as f64 / 1e6,
                    );
                }
                Err(e) => {
                    println!(
                        "| {kind} | {n} | failed: {} |",
                        common::clip(e.as_bytes(), 300)
                    );
                    return;
                }
            }
        }
    }
    for (kind, times) in sums {
        if let [_, (t5, w5, c5), (t20, w20, c20)] = times[..] {
            let cpu = if c5 > 0.0 {
                format!("{:.2}", c20 / c5)
            } else {
                "n/a".into()
            };
            println!(
                "nesting ({kind}): parse + verify at {} / {} levels: ratio {:.2} (strata-opt --mlir-timing); in process {:.2} wall, {cpu} on CPU (goal <= 5; linear is 4)",
                DEPTHS[2],
                DEPTHS[1],
                t20 / t5,
                w20 / w5
            );
        }
    }
}
