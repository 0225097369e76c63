//! Lowering to LLVM IR and JIT compilation against MLIR 16, in one run on the same input.
//!
//! Input: `../shared/bench/gen_ir.py funcs --funcs N --ops M` (default 2000 x 100;
//! `STRATA_BENCH_FUNCS`, `STRATA_BENCH_OPS`). Three steps, each tool given the same file:
//!
//! 1. lowering, `strata-opt` against `mlir-opt`: `-convert-scf-to-cf
//!    -convert-memref-to-llvm -convert-cf-to-llvm -convert-arith-to-llvm
//!    -convert-func-to-llvm -reconcile-unrealized-casts`;
//! 2. translation, `strata-translate --mlir-to-llvmir` against `mlir-translate`, on the
//!    module mlir-opt lowered;
//! 3. JIT compilation, `strata-cpu-runner` against `mlir-cpu-runner`, on that module
//!    with an empty `main` added (`-e main -entry-point-result=void`): parsing, the
//!    translation, LLVM's optimization at the runner's level and code generation of
//!    every function; the program itself does nothing. At the runners' default level
//!    and at `-O0`.
//!
//! Also checked in the same run: both optimizers print the same lowered module, and
//! both translators the same LLVM IR.
//!
//! Run with `cargo bench -p strata-llvm --bench lowering`; best of `STRATA_BENCH_RUNS`
//! (default 3) runs taken in turns. Wall and CPU time (user + system, all threads, the
//! least of the runs; a shared machine disturbs it less) and peak memory; ratios are
//! Strata's over MLIR's.

#[path = "../../../tests/common/bench.rs"]
mod bench;

use std::path::{Path, PathBuf};
use std::process::Command;

const PIPELINE: &[&str] = &[
    "-convert-scf-to-cf",
    "-convert-memref-to-llvm",
    "-convert-cf-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-func-to-llvm",
    "-reconcile-unrealized-casts",
];

const TRANSLATE: &str = env!("CARGO_BIN_EXE_strata-translate");
const RUNNER: &str = env!("CARGO_BIN_EXE_strata-cpu-runner");

fn peer(name: &str) -> Result<PathBuf, String> {
    let p = Path::new("/usr/lib/llvm-16/bin").join(name);
    if p.is_file() {
        Ok(p)
    } else {
        Err(format!(
            "peer `{name}` not found at {}; install Debian packages mlir-16-tools, llvm-16",
            p.display()
        ))
    }
}

fn strata_opt() -> Result<PathBuf, String> {
    let p = Path::new(TRANSLATE).with_file_name("strata-opt");
    if p.is_file() {
        Ok(p)
    } else {
        Err(format!(
            "{} is not built: `cargo build --release -p strata --bin strata-opt`",
            p.display()
        ))
    }
}

fn env_count(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(default)
}

/// The stdout of a successful run.
fn output(program: &Path, args: &[&str]) -> Result<Vec<u8>, String> {
    let out = Command::new(program)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    if !out.status.success() {
        return Err(format!(
            "`{} {}` failed: {}",
            program.display(),
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(out.stdout)
}

/// One measured step: MLIR's command and Strata's.
struct Step {
    label: String,
    mlir: Result<bench::Sample, String>,
    strata: Result<bench::Sample, String>,
}

fn ratio(m: f64, s: f64) -> String {
    if m > 0.0 {
        format!("{:.2}", s / m)
    } else {
        String::new()
    }
}

fn measure_step(label: &str, runs: usize, mlir: &[&str], strata: &[&str]) -> Step {
    let mut results = bench::best_of(runs, &[mlir, strata]).into_iter();
    let (m, s) = (results.next(), results.next());
    Step {
        label: label.to_string(),
        mlir: m.unwrap_or_else(|| Err("not run".into())),
        strata: s.unwrap_or_else(|| Err("not run".into())),
    }
}

/// The arguments of a command as `&str`s.
fn refs(c: &[String]) -> Vec<&str> {
    c.iter().map(String::as_str).collect()
}

fn main() {
    if let Err(e) = run() {
        println!("skipped: lowering benchmark: {e}");
    }
}

fn run() -> Result<(), String> {
    let runs = env_count("STRATA_BENCH_RUNS", 3);
    let funcs = env_count("STRATA_BENCH_FUNCS", 2000);
    let ops = env_count("STRATA_BENCH_OPS", 100);
    let (mlir_opt, mlir_translate, mlir_runner) = (
        peer("mlir-opt")?,
        peer("mlir-translate")?,
        peer("mlir-cpu-runner")?,
    );
    let strata_opt = strata_opt()?;
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = Path::new(TRANSLATE)
        .parent()
        .ok_or("no target directory")?
        .join("bench-lowering");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = |name: &str| dir.join(name).display().to_string();
    let (input, lowered_m, lowered_s, jit_input) = (
        path("funcs.mlir"),
        path("lowered-mlir.mlir"),
        path("lowered-strata.mlir"),
        path("jit.mlir"),
    );
    let gen = root.join("../shared/bench/gen_ir.py");
    let text = output(
        Path::new("python3"),
        &[
            gen.to_str().unwrap_or_default(),
            "funcs",
            "--funcs",
            &funcs.to_string(),
            "--ops",
            &ops.to_string(),
        ],
    )?;
    std::fs::write(&input, text).map_err(|e| e.to_string())?;

    let tool = |p: &Path| p.to_str().unwrap_or_default().to_string();
    let (mo, so) = (tool(&mlir_opt), tool(&strata_opt));
    let lower = |t: &str, out: &str| {
        let mut c = vec![t.to_string()];
        c.extend(PIPELINE.iter().map(|s| s.to_string()));
        c.extend([input.clone(), "-o".into(), out.to_string()]);
        c
    };
    let (lm, ls) = (lower(&mo, &lowered_m), lower(&so, &lowered_s));
    let mut steps = vec![measure_step(
        "lowering (`strata-opt` / `mlir-opt`)",
        runs,
        &refs(&lm),
        &refs(&ls),
    )];
    let same_lowering = std::fs::read(&lowered_m).ok() == std::fs::read(&lowered_s).ok();

    let (mt, st) = (tool(&mlir_translate), TRANSLATE.to_string());
    let translate = |t: &str| {
        vec![
            t.to_string(),
            "--mlir-to-llvmir".to_string(),
            lowered_m.clone(),
            "-o".to_string(),
            "/dev/null".to_string(),
        ]
    };
    let (tm, ts) = (translate(&mt), translate(&st));
    steps.push(measure_step(
        "translation (`strata-translate` / `mlir-translate`)",
        runs,
        &refs(&tm),
        &refs(&ts),
    ));
    let same_ir = output(&mlir_translate, &["--mlir-to-llvmir", &lowered_m])?
        == output(Path::new(TRANSLATE), &["--mlir-to-llvmir", &lowered_m])?;

    // The lowered module with an empty `main`.
    let lowered = std::fs::read_to_string(&lowered_m).map_err(|e| e.to_string())?;
    let end = lowered.rfind('}').ok_or("the lowered module has no end")?;
    let jit_text = format!(
        "{}  llvm.func @main() {{\n    llvm.return\n  }}\n{}",
        &lowered[..end],
        &lowered[end..]
    );
    std::fs::write(&jit_input, jit_text).map_err(|e| e.to_string())?;
    let (mr, sr) = (tool(&mlir_runner), RUNNER.to_string());
    for level in [Some("-O0"), None] {
        let jit = |t: &str| {
            let mut c = vec![
                t.to_string(),
                "-e".to_string(),
                "main".to_string(),
                "-entry-point-result=void".to_string(),
            ];
            c.extend(level.map(str::to_string));
            c.push(jit_input.clone());
            c
        };
        let (jm, js) = (jit(&mr), jit(&sr));
        steps.push(measure_step(
            &format!(
                "JIT compilation, {} (`strata-cpu-runner` / `mlir-cpu-runner`)",
                level.unwrap_or("default level")
            ),
            runs,
            &refs(&jm),
            &refs(&js),
        ));
    }

    println!("Input: gen_ir.py funcs --funcs {funcs} --ops {ops}; best of {runs} runs.");
    println!();
    println!("| step | Strata CPU s | MLIR 16 CPU s | CPU ratio | Strata wall s | MLIR 16 wall s | wall ratio | Strata MiB | MLIR 16 MiB |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut sums = [0.0f64; 4];
    for (i, s) in steps.iter().enumerate() {
        match (&s.strata, &s.mlir) {
            (Ok(a), Ok(b)) => {
                println!(
                    "| {} | {:.2} | {:.2} | {} | {:.2} | {:.2} | {} | {:.0} | {:.0} |",
                    s.label,
                    a.cpu_seconds,
                    b.cpu_seconds,
                    ratio(b.cpu_seconds, a.cpu_seconds),
                    a.seconds,
                    b.seconds,
                    ratio(b.seconds, a.seconds),
                    a.max_rss_kib as f64 / 1024.0,
                    b.max_rss_kib as f64 / 1024.0
                );
                if i < 2 {
                    sums[0] += a.cpu_seconds;
                    sums[1] += b.cpu_seconds;
                    sums[2] += a.seconds;
                    sums[3] += b.seconds;
                }
            }
            (a, b) => {
                for e in [a.as_ref().err(), b.as_ref().err()].into_iter().flatten() {
                    println!("{}: {e}", s.label);
                }
            }
        }
    }
    println!(
        "| lowering and translation | {:.2} | {:.2} | {} | {:.2} | {:.2} | {} | | |",
        sums[0],
        sums[1],
        ratio(sums[1], sums[0]),
        sums[2],
        sums[3],
        ratio(sums[3], sums[2])
    );
    println!();
    println!(
        "Same lowered module: {}. Same LLVM IR: {}.",
        if same_lowering { "yes" } else { "NO" },
        if same_ir { "yes" } else { "NO" }
    );
    Ok(())
}
