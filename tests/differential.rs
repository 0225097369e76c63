//! Differential test of the rewriting passes against mlir-opt 16: random functions of
//! `arith`, `scf` and `cf` ops (`tests/differential/gen_program.py SEED`, eight functions
//! per seed, made from the seed alone) run through `-canonicalize`, `-cse`, `-sccp` and
//! `-canonicalize -cse` by both tools; stdout, stderr and exit status must be
//! byte-identical.
//!
//! - One trial per (seed, pipeline), named `seed N: PIPELINE`, for seeds 0 to
//!   `STRATA_DIFF_SEEDS - 1` (default 50).
//! - Trials listed in `tests/differential.expected-pass` must be identical: a difference
//!   fails. Other differing trials are reported as ignored with the reason `known
//!   difference: ...` (the first differing line), never as passed.
//! - Prints `differential: identical I/T`, then the first difference of each differing
//!   trial. `UPDATE_EXPECT=1` rewrites the list from a full, unfiltered run.
//! - Without mlir-opt or python3, one trial, ignored with the reason outside CI and failing
//!   under `CI=true`.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const PIPELINES: &[(&str, &[&str])] = &[
    ("-canonicalize", &["-canonicalize"]),
    ("-cse", &["-cse"]),
    ("-sccp", &["-sccp"]),
    ("-canonicalize -cse", &["-canonicalize", "-cse"]),
];
const LIMIT: Duration = Duration::from_secs(120);

fn expected_pass_path() -> PathBuf {
    common::repo_root().join("tests/differential.expected-pass")
}

/// A tool's stdout, stderr and exit status on `input` with `flags`.
fn run(tool: &Path, flags: &[&str], input: &Path) -> Result<String, String> {
    let mut cmd = Command::new(tool);
    cmd.args(flags).arg(input);
    let out = common::run_with_timeout(cmd, LIMIT, false)
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    if out.timed_out {
        return Err(format!("{} timed out", tool.display()));
    }
    Ok(format!(
        "{}\n--- stderr ---\n{}\n--- exit status {:?}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr).replace("mlir-opt", "strata-opt"),
        out.code()
    ))
}

/// How a trial compares: `Ok(None)` identical, `Ok(Some(first difference))`, or an error
/// running the tools.
type Outcome = Result<Option<String>, String>;

fn compare(mlir_opt: &Path, strata_opt: &Path, input: &Path, flags: &[&str]) -> Outcome {
    let expected = run(mlir_opt, flags, input)?;
    let actual = run(strata_opt, flags, input)?;
    Ok(common::first_difference(&expected, &actual)
        .map(|(line, e, a)| format!("line {line}: mlir-opt `{e}`, strata-opt `{a}`")))
}

fn main() {
    let args = Arguments::from_args();
    let tools = common::peer_tool("mlir-opt")
        .and_then(|m| common::strata_tool("strata-opt").map(|s| (m, s)));
    let (mlir_opt, strata_opt) = match tools {
        Ok(t) => t,
        Err(e) => libtest_mimic::run(&args, vec![common::unavailable("differential", &e)]).exit(),
    };
    let seeds: u32 = std::env::var("STRATA_DIFF_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let dir = common::target_profile_dir().join("differential");
    let _ = std::fs::create_dir_all(&dir);
    let generator = common::repo_root().join("tests/differential/gen_program.py");
    // The inputs, one file per seed.
    let inputs: Vec<Result<PathBuf, String>> = (0..seeds)
        .map(|seed| {
            let out = Command::new("python3")
                .arg(&generator)
                .arg(seed.to_string())
                .output()
                .map_err(|e| format!("python3: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "gen_program.py {seed}: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
            let path = dir.join(format!("seed{seed}.mlir"));
            std::fs::write(&path, &out.stdout).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(path)
        })
        .collect();
    if let Some(Err(e)) = inputs.iter().find(|i| i.is_err()) {
        libtest_mimic::run(&args, vec![common::unavailable("differential", e)]).exit()
    }
    let cases: Vec<(String, PathBuf, &[&str])> = inputs
        .into_iter()
        .enumerate()
        .flat_map(|(seed, input)| {
            let input = input.expect("checked above");
            PIPELINES
                .iter()
                .map(move |&(label, flags)| (format!("seed {seed}: {label}"), input.clone(), flags))
        })
        .collect();
    let outcomes: Vec<Outcome> = common::parallel_map(&cases, |(_, input, flags)| {
        compare(&mlir_opt, &strata_opt, input, flags)
    });
    let pinned: BTreeSet<String> = std::fs::read_to_string(expected_pass_path())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect();
    let identical: Vec<&str> = cases
        .iter()
        .zip(&outcomes)
        .filter(|(_, o)| matches!(o, Ok(None)))
        .map(|((name, _, _), _)| name.as_str())
        .collect();
    println!(
        "differential: identical {}/{}",
        identical.len(),
        cases.len()
    );
    for ((name, _, _), o) in cases.iter().zip(&outcomes) {
        if let Ok(Some(d)) = o {
            println!("differential: {name}: {d}");
        }
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() && args.filter.is_none() {
        let mut text = String::from(
            "# (seed, pipeline) pairs of tests/differential.rs whose output is identical to\n\
             # mlir-opt 16's. Regenerate with UPDATE_EXPECT=1 cargo test --test differential.\n",
        );
        for name in &identical {
            text.push_str(name);
            text.push('\n');
        }
        if let Err(e) = std::fs::write(expected_pass_path(), text) {
            println!("cannot update {}: {e}", expected_pass_path().display());
        }
    }
    let trials = cases
        .into_iter()
        .zip(outcomes)
        .map(|((name, _, _), outcome)| {
            let is_pinned = pinned.contains(&name);
            Trial::ignorable_test(name, move || -> Result<Completion, Failed> {
                match outcome {
                    Ok(None) => Ok(Completion::Completed),
                    Ok(Some(d)) if is_pinned => Err(Failed::from(format!("differs: {d}"))),
                    Ok(Some(d)) => Ok(common::known_difference(&d)),
                    Err(e) => Err(Failed::from(e)),
                }
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
