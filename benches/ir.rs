//! The IR core against MLIR 16's `mlir-opt`: parse + verify + print of
//! `../shared/bench/gen_ir.py` inputs in generic form, and in custom form for the inputs
//! whose dialects Strata defines (`chain`: `func` and `arith`; `funcs`: also `scf` and
//! `memref`).
//!
//! Inputs: `gen_ir.py chain --ops 200000` and `gen_ir.py funcs --funcs 1000
//! --ops 200` (the generator's default funcs size is about 10 GB of text).
//!
//! Run with `cargo bench --bench ir`. For each input the benchmark
//! generates the custom-form text with `gen_ir.py`, turns it into generic
//! form with `mlir-opt --mlir-print-op-generic` (so both tools read the same
//! bytes), then times
//!
//! (a) `mlir-opt --mlir-disable-threading --mlir-print-op-generic IN -o /dev/null`
//! (b) `strata-opt --mlir-print-op-generic IN -o /dev/null`
//!
//! and, on the custom-form text itself (parsed by the dialects' formats, printed in custom
//! form),
//!
//! (c) `mlir-opt --mlir-disable-threading IN -o /dev/null`
//! (d) `strata-opt IN -o /dev/null`
//!
//! (both with `--allow-unregistered-dialect`; strata-opt with its default threading,
//! which verifies a module's functions in parallel, makes its print plan during
//! verification and prints on worker threads, and again with `--mlir-disable-threading`),
//! best of `STRATA_BENCH_RUNS` (default 3) runs taken in turns, with the peak resident
//! memory of each tool (the child's
//! `ru_maxrss`, measured through Python's `resource`, which reads
//! `getrusage`). Goals: Strata at most 1/3 of mlir-opt's time and 1/2 of its
//! peak memory.
//!
//! The passes are timed by `benches/passes.rs`.

#[path = "../tests/common/bench.rs"]
mod bench;
#[path = "../tests/common/mod.rs"]
mod common;

use bench::{best_of, Sample};

use std::path::{Path, PathBuf};
use std::process::Command;

/// Writes `gen_ir.py ARGS` to `dir/NAME.mlir` and its generic form to
/// `dir/NAME.generic.mlir`; returns (custom, generic).
fn prepare(
    dir: &Path,
    name: &str,
    args: &[&str],
    mlir_opt: &Path,
) -> Result<(PathBuf, PathBuf), String> {
    let gen = common::repo_root().join("../shared/bench/gen_ir.py");
    let custom = dir.join(format!("{name}.mlir"));
    let generic = dir.join(format!("{name}.generic.mlir"));
    let out = Command::new("python3")
        .arg(&gen)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", gen.display()))?;
    if !out.status.success() {
        return Err(format!(
            "gen_ir.py failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    std::fs::write(&custom, &out.stdout).map_err(|e| e.to_string())?;
    let st = Command::new(mlir_opt)
        .arg("--mlir-print-op-generic")
        .arg(&custom)
        .arg("-o")
        .arg(&generic)
        .status()
        .map_err(|e| e.to_string())?;
    if !st.success() {
        return Err("mlir-opt could not print the generic form".into());
    }
    Ok((custom, generic))
}

fn main() {
    let runs: usize = std::env::var("STRATA_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    let mlir_opt = match common::peer_tool("mlir-opt") {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: ir benchmark: {e}");
            return;
        }
    };
    let strata_opt = match common::strata_tool("strata-opt") {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: ir benchmark: {e}");
            return;
        }
    };
    let dir = common::target_profile_dir().join("bench-ir");
    let _ = std::fs::create_dir_all(&dir);
    // (name, gen_ir.py arguments, whether Strata's dialects cover its custom form)
    let cases: [(&str, &[&str], bool); 2] = [
        ("chain-200000", &["chain", "--ops", "200000"], true),
        // gen_ir.py's default funcs size (1000 x 200,000 ops) is ~10 GB of
        // text; 1000 functions of 200 ops give the same 200k ops as `chain`.
        (
            "funcs-1000x200",
            &["funcs", "--funcs", "1000", "--ops", "200"],
            true,
        ),
    ];
    println!("| input | mlir-opt s | strata-opt s | time ratio | strata-opt, one thread s | time ratio, one thread | mlir-opt MiB | strata-opt MiB | memory ratio |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, args, custom_too) in cases {
        let (custom, generic) = match prepare(&dir, name, args, &mlir_opt) {
            Ok(p) => p,
            Err(e) => {
                println!("| {name} | {e} | | | | | |");
                continue;
            }
        };
        let mut forms = vec![("generic form", generic.clone(), true)];
        if custom_too {
            forms.push(("custom form", custom.clone(), false));
        }
        for (form, input, generic_flag) in forms {
            let inp = input.to_str().unwrap();
            let mut m_cmd = vec![
                mlir_opt.to_str().unwrap(),
                "--mlir-disable-threading",
                "--allow-unregistered-dialect",
            ];
            let mut s_cmd = vec![strata_opt.to_str().unwrap(), "--allow-unregistered-dialect"];
            if generic_flag {
                m_cmd.push("--mlir-print-op-generic");
                s_cmd.push("--mlir-print-op-generic");
            }
            let mut s1_cmd = s_cmd.clone();
            s1_cmd.push("--mlir-disable-threading");
            for c in [&mut m_cmd, &mut s_cmd, &mut s1_cmd] {
                c.extend([inp, "-o", "/dev/null"]);
            }
            let mut results = best_of(runs, &[&m_cmd, &s_cmd, &s1_cmd]).into_iter();
            let (m, s, s1) = (
                results.next().expect("three results"),
                results.next().expect("three results"),
                results.next().expect("three results"),
            );
            match (m, s, s1) {
                (Ok(m), Ok(s), Ok(s1)) => println!(
                    "| {name} ({form}) | {:.3} | {:.3} | {:.2} | {:.3} | {:.2} | {:.1} | {:.1} | {:.2} |",
                    m.seconds,
                    s.seconds,
                    s.seconds / m.seconds,
                    s1.seconds,
                    s1.seconds / m.seconds,
                    m.max_rss_kib as f64 / 1024.0,
                    s.max_rss_kib as f64 / 1024.0,
                    s.max_rss_kib as f64 / m.max_rss_kib as f64
                ),
                (m, s, s1) => {
                    let show = |r: Result<Sample, String>| {
                        r.map(|x| format!("{:.3}", x.seconds)).unwrap_or_else(|e| e)
                    };
                    println!(
                        "| {name} ({form}) | {} | {} | | {} | | | | |",
                        show(m),
                        show(s),
                        show(s1)
                    )
                }
            }
        }
        let _ = std::fs::remove_file(&custom);
        let _ = std::fs::remove_file(&generic);
    }
}
