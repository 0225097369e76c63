//! The generic passes against MLIR 16's `mlir-opt`: whole runs (parse, verify, the pass,
//! verify, print in custom form) of `cse`, as a pass flag (`-cse`: one pass on the module,
//! which walks the functions on rayon's pool in Strata and on one thread in mlir-opt) and
//! as a function pass (`--pass-pipeline='builtin.module(func.func(cse))'`: both tools run
//! the functions in parallel), with each tool's default threading and with
//! `--mlir-disable-threading`, on `../shared/bench/gen_ir.py` inputs: `chain --ops 200000`
//! (one function) and `funcs --funcs 1000 --ops 200` (1000 functions). The same run without
//! a pass is measured too, and a pass's cost is the difference.
//!
//! Run with `cargo bench --bench passes`; best of `STRATA_BENCH_RUNS` (default 3) runs
//! taken in turns. The inputs are the custom form `gen_ir.py` writes: their dialects
//! (`func`, `arith`, `scf`, `memref`) are Strata's.

#[path = "../tests/common/bench.rs"]
mod bench;
#[path = "../tests/common/mod.rs"]
mod common;

use std::process::Command;

/// The pipelines measured: (label, flags).
const PIPELINES: &[(&str, &[&str])] = &[
    ("no pass", &[]),
    ("-cse", &["-cse"]),
    (
        "func.func(cse)",
        &["--pass-pipeline=builtin.module(func.func(cse))"],
    ),
];

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
    let gen = common::repo_root().join("../shared/bench/gen_ir.py");
    let inputs: [(&str, &[&str]); 2] = [
        ("chain-200000", &["chain", "--ops", "200000"]),
        (
            "funcs-1000x200",
            &["funcs", "--funcs", "1000", "--ops", "200"],
        ),
    ];
    println!("| input | pipeline | mlir-opt s | strata-opt s | ratio | mlir-opt, one thread s | strata-opt, one thread s | ratio, one thread |");
    println!("|---|---|---|---|---|---|---|---|");
    for (name, args) in inputs {
        let input = dir.join(format!("{name}.mlir"));
        let generated = Command::new("python3").arg(&gen).args(args).output();
        match generated {
            Ok(out) if out.status.success() => {
                if let Err(e) = std::fs::write(&input, &out.stdout) {
                    println!("| {name} | cannot write the input: {e} | | | | | | |");
                    continue;
                }
            }
            _ => {
                println!("| {name} | gen_ir.py failed | | | | | | |");
                continue;
            }
        }
        let inp = input.to_str().unwrap();
        // Per pipeline: mlir-opt, strata-opt, each threaded and on one thread.
        let mut times: Vec<[Option<f64>; 4]> = Vec::new();
        for (label, flags) in PIPELINES {
            let cmd = |tool: &str, one_thread: bool| {
                let mut c = vec![tool.to_string()];
                c.extend(flags.iter().map(|f| f.to_string()));
                if one_thread {
                    c.push("--mlir-disable-threading".to_string());
                }
                c.extend([inp.to_string(), "-o".to_string(), "/dev/null".to_string()]);
                c
            };
            let (m, s) = (mlir_opt.to_str().unwrap(), strata_opt.to_str().unwrap());
            let cmds = [cmd(m, false), cmd(s, false), cmd(m, true), cmd(s, true)];
            let refs: Vec<Vec<&str>> = cmds
                .iter()
                .map(|c| c.iter().map(String::as_str).collect())
                .collect();
            let slices: Vec<&[&str]> = refs.iter().map(Vec::as_slice).collect();
            let results = bench::best_of(runs, &slices);
            let t: Vec<Option<f64>> = results
                .iter()
                .map(|r| r.as_ref().ok().map(|s| s.seconds))
                .collect();
            let show = |x: Option<f64>| x.map_or("failed".to_string(), |x| format!("{x:.3}"));
            let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
                (Some(a), Some(b)) => format!("{:.2}", b / a),
                _ => String::new(),
            };
            println!(
                "| {name} | {label} | {} | {} | {} | {} | {} | {} |",
                show(t[0]),
                show(t[1]),
                ratio(t[0], t[1]),
                show(t[2]),
                show(t[3]),
                ratio(t[2], t[3])
            );
            for r in results.iter().filter_map(|r| r.as_ref().err()) {
                println!("  ({r})");
            }
            times.push([t[0], t[1], t[2], t[3]]);
        }
        // The cost of each pipeline over the run without a pass.
        for (i, (label, _)) in PIPELINES.iter().enumerate().skip(1) {
            let cost = |k: usize| match (times[i][k], times[0][k]) {
                (Some(p), Some(b)) => Some(p - b),
                _ => None,
            };
            let show = |x: Option<f64>| x.map_or(String::new(), |x| format!("{x:.3}"));
            let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
                (Some(a), Some(b)) if a > 0.0 => format!("{:.2}", b / a),
                _ => String::new(),
            };
            println!(
                "| {name} | {label}, pass cost | {} | {} | {} | {} | {} | {} |",
                show(cost(0)),
                show(cost(1)),
                ratio(cost(0), cost(1)),
                show(cost(2)),
                show(cost(3)),
                ratio(cost(2), cost(3))
            );
        }
        let _ = std::fs::remove_file(&input);
    }
}
