//! The generic passes against MLIR 16's `mlir-opt`: whole runs (parse, verify, the passes,
//! verify, print in custom form), with each tool's default threading and with
//! `--mlir-disable-threading`, on `../shared/bench/gen_ir.py` inputs: `chain --ops 200000`
//! (one function), `funcs --funcs 2000 --ops 100` (2000 functions) and `calls` (made here:
//! 2000 private functions of 50 ops, each called twice by a public one, so that every
//! call is inlined and every private function erased).
//!
//! Pipelines: `cse` as a pass flag (`-cse`: one pass on the module, which walks the
//! functions on rayon's pool in Strata and on one thread in mlir-opt) and as a function
//! pass (`--pass-pipeline='builtin.module(func.func(cse))'`: both tools run the functions
//! in parallel); `-canonicalize -cse` (also on `canon --funcs 2000 --ops 100`, functions
//! full of foldable arithmetic); `-inline -cse` (the inliner with its default
//! simplification pipeline, `canonicalize`, run on each SCC), and
//! `-inline='default-pipeline=' -cse` and `-inline='default-pipeline='` alone (no
//! simplification pipeline, so that the inliner itself is measured). The same run without
//! a pass is measured too, and a pipeline's cost is the difference. The wall-time table says whether both
//! tools printed the same output (one more run of each, threaded).
//!
//! Run with `cargo bench --bench passes`; best of `STRATA_BENCH_RUNS` (default 3) runs
//! taken in turns. Two tables: wall time (with Strata's speed-up from threads: its time
//! on one thread over its time with threads) and CPU time (user + system of all threads,
//! the least of the runs), which a shared machine disturbs less. Ratios are Strata's time
//! over mlir-opt's.

#[path = "../tests/common/bench.rs"]
mod bench;
#[path = "../tests/common/mod.rs"]
mod common;

use std::path::Path;
use std::process::Command;

/// A pipeline measured: (label, flags).
type Pipeline = (&'static str, &'static [&'static str]);

const NO_PASS: Pipeline = ("no pass", &[]);
const CSE: Pipeline = ("-cse", &["-cse"]);
const NESTED_CSE: Pipeline = (
    "func.func(cse)",
    &["--pass-pipeline=builtin.module(func.func(cse))"],
);
const INLINE: Pipeline = (
    "-inline='default-pipeline='",
    &["-inline=default-pipeline="],
);
const INLINE_ALONE_CSE: Pipeline = (
    "-inline='default-pipeline=' -cse",
    &["-inline=default-pipeline=", "-cse"],
);
const INLINE_CSE: Pipeline = ("-inline -cse", &["-inline", "-cse"]);
const CANON_CSE: Pipeline = ("-canonicalize -cse", &["-canonicalize", "-cse"]);

/// `count` private functions of `ops` integer ops each, and for each a public function
/// calling it twice.
fn calls_input(count: usize, ops: usize) -> String {
    let mut out = String::new();
    for i in 0..count {
        out.push_str(&format!("func.func private @leaf{i}(%x: i32) -> i32 {{\n"));
        let mut last = "%x".to_string();
        for k in 0..ops {
            let op = ["arith.addi", "arith.muli", "arith.xori", "arith.subi"][k % 4];
            out.push_str(&format!("  %v{k} = {op} {last}, %x : i32\n"));
            last = format!("%v{k}");
        }
        out.push_str(&format!("  return {last} : i32\n}}\n"));
        out.push_str(&format!(
            "func.func @caller{i}(%x: i32) -> i32 {{\n  %0 = call @leaf{i}(%x) : (i32) -> i32\n  %1 = call @leaf{i}(%0) : (i32) -> i32\n  return %1 : i32\n}}\n"
        ));
    }
    out
}

/// Writes the input `name` to `path`: `gen_ir.py ARGS`, or `calls` when `args` is empty.
fn make_input(path: &Path, args: &[&str]) -> Result<(), String> {
    let text = if args.is_empty() {
        calls_input(2000, 50).into_bytes()
    } else {
        let gen = common::repo_root().join("../shared/bench/gen_ir.py");
        let out = Command::new("python3")
            .arg(&gen)
            .args(args)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", gen.display()))?;
        if !out.status.success() {
            return Err("gen_ir.py failed".into());
        }
        out.stdout
    };
    std::fs::write(path, text).map_err(|e| format!("cannot write the input: {e}"))
}

/// The wall and CPU times of one pipeline: mlir-opt, strata-opt, each threaded then on
/// one thread.
struct Row {
    input: &'static str,
    label: &'static str,
    wall: [Option<f64>; 4],
    cpu: [Option<f64>; 4],
    /// Whether both tools printed the same (threaded runs), when both ran.
    same_output: Option<bool>,
}

/// Whether mlir-opt and strata-opt print the same for `cmds[0]` and `cmds[1]` (each run
/// once more, its output captured), or `None` when one of them fails.
fn same_output(cmds: &[Vec<String>]) -> Option<bool> {
    let out = |c: &[String]| {
        let args: Vec<&str> = c
            .iter()
            .map(String::as_str)
            .take_while(|a| *a != "-o")
            .collect();
        let o = Command::new(args[0]).args(&args[1..]).output().ok()?;
        o.status.success().then_some(o.stdout)
    };
    Some(out(&cmds[0])? == out(&cmds[1])?)
}

fn show(x: Option<f64>) -> String {
    x.map_or("failed".to_string(), |x| format!("{x:.3}"))
}

fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if a > 0.0 => format!("{:.2}", b / a),
        _ => String::new(),
    }
}

fn main() {
    let runs: usize = std::env::var("STRATA_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    let tools = common::peer_tool("mlir-opt")
        .and_then(|m| common::strata_tool("strata-opt").map(|s| (m, s)));
    let (mlir_opt, strata_opt) = match tools {
        Ok(t) => t,
        Err(e) => {
            println!("skipped: passes benchmark: {e}");
            return;
        }
    };
    let dir = common::target_profile_dir().join("bench-passes");
    let _ = std::fs::create_dir_all(&dir);
    // (name, gen_ir.py arguments or none for `calls`, pipelines)
    let inputs: [(&str, &[&str], &[Pipeline]); 4] = [
        (
            "chain --ops 200000",
            &["chain", "--ops", "200000"],
            &[
                NO_PASS,
                CSE,
                NESTED_CSE,
                INLINE_ALONE_CSE,
                INLINE_CSE,
                CANON_CSE,
            ],
        ),
        (
            "funcs --funcs 2000 --ops 100",
            &["funcs", "--funcs", "2000", "--ops", "100"],
            &[
                NO_PASS,
                CSE,
                NESTED_CSE,
                INLINE_ALONE_CSE,
                INLINE_CSE,
                CANON_CSE,
            ],
        ),
        (
            "canon --funcs 2000 --ops 100",
            &["canon", "--funcs", "2000", "--ops", "100"],
            &[NO_PASS, CANON_CSE],
        ),
        (
            "calls 2000 x 50",
            &[],
            &[NO_PASS, INLINE, INLINE_ALONE_CSE, INLINE_CSE],
        ),
    ];
    let mut rows: Vec<Row> = Vec::new();
    for (name, args, pipelines) in inputs {
        let input = dir.join("input.mlir");
        if let Err(e) = make_input(&input, args) {
            println!("{name}: {e}");
            continue;
        }
        let inp = input.to_str().unwrap();
        for &(label, flags) in pipelines {
            let cmd = |tool: &Path, one_thread: bool| {
                let mut c = vec![tool.to_str().unwrap().to_string()];
                c.extend(flags.iter().map(|f| f.to_string()));
                if one_thread {
                    c.push("--mlir-disable-threading".to_string());
                }
                c.extend([inp.to_string(), "-o".to_string(), "/dev/null".to_string()]);
                c
            };
            let cmds = [
                cmd(&mlir_opt, false),
                cmd(&strata_opt, false),
                cmd(&mlir_opt, true),
                cmd(&strata_opt, true),
            ];
            let refs: Vec<Vec<&str>> = cmds
                .iter()
                .map(|c| c.iter().map(String::as_str).collect())
                .collect();
            let slices: Vec<&[&str]> = refs.iter().map(Vec::as_slice).collect();
            let results = bench::best_of(runs, &slices);
            for r in results.iter().filter_map(|r| r.as_ref().err()) {
                println!("{name}, {label}: {r}");
            }
            let pick = |f: fn(&bench::Sample) -> f64| {
                let v: Vec<Option<f64>> = results.iter().map(|r| r.as_ref().ok().map(f)).collect();
                [v[0], v[1], v[2], v[3]]
            };
            rows.push(Row {
                input: name,
                label,
                wall: pick(|s| s.seconds),
                cpu: pick(|s| s.cpu_seconds),
                same_output: same_output(&cmds),
            });
        }
        let _ = std::fs::remove_file(&input);
    }
    println!("Wall time:");
    println!();
    println!("| input | pipeline | mlir-opt s | strata-opt s | ratio | mlir-opt, one thread s | strata-opt, one thread s | ratio, one thread | strata-opt speed-up from threads | same output |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for r in &rows {
        let w = r.wall;
        let same = match r.same_output {
            Some(true) => "yes",
            Some(false) => "NO",
            None => "failed",
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.input,
            r.label,
            show(w[0]),
            show(w[1]),
            ratio(w[0], w[1]),
            show(w[2]),
            show(w[3]),
            ratio(w[2], w[3]),
            ratio(w[1], w[3]),
            same
        );
    }
    println!();
    println!("Wall time of each pipeline over the run without a pass:");
    println!();
    println!("| input | pipeline | mlir-opt s | strata-opt s | ratio | mlir-opt, one thread s | strata-opt, one thread s | ratio, one thread |");
    println!("|---|---|---|---|---|---|---|---|");
    for r in rows.iter().filter(|r| r.label != NO_PASS.0) {
        let Some(base) = rows
            .iter()
            .find(|b| b.input == r.input && b.label == NO_PASS.0)
        else {
            continue;
        };
        let cost = |k: usize| match (r.wall[k], base.wall[k]) {
            (Some(p), Some(b)) => Some(p - b),
            _ => None,
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.input,
            r.label,
            show(cost(0)),
            show(cost(1)),
            ratio(cost(0), cost(1)),
            show(cost(2)),
            show(cost(3)),
            ratio(cost(2), cost(3))
        );
    }
    println!();
    println!("CPU time (user + system, all threads):");
    println!();
    println!("| input | pipeline | mlir-opt s | strata-opt s | ratio | mlir-opt, one thread s | strata-opt, one thread s | ratio, one thread |");
    println!("|---|---|---|---|---|---|---|---|");
    for r in &rows {
        let c = r.cpu;
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.input,
            r.label,
            show(c[0]),
            show(c[1]),
            ratio(c[0], c[1]),
            show(c[2]),
            show(c[3]),
            ratio(c[2], c[3])
        );
    }
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!();
        println!(
            "load average at the end: {}",
            load.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
