//! `strata-translate --verify-diagnostics` on the corpus's `mlir-translate` tests of
//! invalid input (`Target/LLVMIR/llvmir-invalid.mlir`, `Target/LLVMIR/invalid-module.mlir`):
//! each `// -----` chunk is translated on its own with the flags of the file's `RUN`
//! line (`--split-input-file`, `--no-implicit-module`), and passes when its
//! `expected-error` annotations are met exactly (strata-translate exits 0). mlir-translate
//! 16 must meet the whole file's annotations, else its chunks are not compared. The count
//! per file is printed (`mlir-translate-invalid: FILE: N/M`).
//!
//! Chunks that pass are pinned in `tests/translate_invalid.expected-pass` (`FILE chunk
//! N`): one that stops passing fails the test. `UPDATE_EXPECT=1` adds the newly passing
//! ones (the list only grows). Without LLVM 16's tools or the corpus the trial is
//! ignored with the reason (it fails under `CI=true`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

const TRANSLATE: &str = env!("CARGO_BIN_EXE_strata-translate");

/// The corpus files, in `mlir-test/`.
const FILES: &[&str] = &[
    "Target/LLVMIR/llvmir-invalid.mlir",
    "Target/LLVMIR/invalid-module.mlir",
];

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

fn mlir_translate() -> Result<PathBuf, String> {
    let p = PathBuf::from("/usr/lib/llvm-16/bin/mlir-translate");
    if let Ok(out) = Command::new("llvm-config-16").arg("--bindir").output() {
        let d = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && d.join("mlir-translate").is_file() {
            return Ok(d.join("mlir-translate"));
        }
    }
    p.is_file()
        .then_some(p)
        .ok_or_else(|| "peer tool `mlir-translate` not found; install mlir-16-tools".into())
}

/// The corpus of MLIR 16 tests: `STRATA_CORPUS`, else `../shared/corpus` beside the
/// repository.
fn corpus_root() -> Option<PathBuf> {
    let root = match std::env::var_os("STRATA_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => manifest_dir().join("../../../shared/corpus"),
    };
    root.join("mlir-test").is_dir().then_some(root)
}

/// The flags of the file's `RUN` line that strata-translate takes, besides
/// `-verify-diagnostics` and `-mlir-to-llvmir`.
fn run_flags(text: &str) -> Vec<&'static str> {
    let run = text
        .lines()
        .find(|l| l.starts_with("// RUN:"))
        .unwrap_or_default();
    ["-split-input-file", "--no-implicit-module"]
        .into_iter()
        .filter(|f| run.split_whitespace().any(|w| w == *f))
        .collect()
}

/// Whether `tool --verify-diagnostics --mlir-to-llvmir FLAGS file` exits 0.
fn meets(tool: &Path, flags: &[&str], file: &Path) -> Result<bool, Failed> {
    let out = Command::new(tool)
        .args(["-verify-diagnostics", "-mlir-to-llvmir"])
        .args(flags)
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code().is_none() || stderr.contains("panicked") {
        return Err(format!("{} crashed on {}: {stderr}", tool.display(), file.display()).into());
    }
    Ok(out.status.success())
}

fn corpus_trial() -> Result<(), Failed> {
    let root = corpus_root().ok_or("no MLIR 16 corpus (STRATA_CORPUS or ../shared/corpus)")?;
    let peer = mlir_translate().map_err(Failed::from)?;
    let dir = std::env::temp_dir().join(format!("strata-translate-invalid-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut passing = Vec::new();
    let mut report = String::new();
    for rel in FILES {
        let file = root.join("mlir-test").join(rel);
        let text = std::fs::read_to_string(&file).map_err(|e| e.to_string())?;
        let flags = run_flags(&text);
        let chunks = if flags.contains(&"-split-input-file") {
            strata::opt::split_input(&text)
                .into_iter()
                .map(|(_, c)| c)
                .collect()
        } else {
            vec![text.as_str()]
        };
        if !meets(&peer, &flags, &file)? {
            report.push_str(&format!("mlir-translate-invalid: {rel}: 0/{} (mlir-translate 16 does not meet the file's annotations)\n", chunks.len()));
            continue;
        }
        let base = rel.rsplit('/').next().unwrap_or(rel);
        let mut n = 0;
        for (i, chunk) in chunks.iter().enumerate() {
            let path = dir.join(format!("{base}.{i}.mlir"));
            std::fs::write(&path, chunk).map_err(|e| e.to_string())?;
            if meets(Path::new(TRANSLATE), &flags, &path)? {
                passing.push(format!("{rel} chunk {i}"));
                n += 1;
            }
        }
        report.push_str(&format!(
            "mlir-translate-invalid: {rel}: {n}/{}\n",
            chunks.len()
        ));
        // The whole file, split by strata-translate itself, meets its annotations exactly
        // when every chunk does.
        if meets(Path::new(TRANSLATE), &flags, &file)? != (n == chunks.len()) {
            return Err(format!(
                "{rel}: the whole file and its chunks disagree ({n}/{} chunks pass)",
                chunks.len()
            )
            .into());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    print!("{report}");
    let pinned_path = manifest_dir().join("tests/translate_invalid.expected-pass");
    let pinned: Vec<String> = std::fs::read_to_string(&pinned_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect();
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        let key = |c: &String| {
            let (file, n) = c.rsplit_once(" chunk ").unwrap_or((c, "0"));
            (file.to_string(), n.parse::<usize>().unwrap_or(0))
        };
        let mut all: Vec<String> = pinned.iter().chain(&passing).cloned().collect();
        all.sort_by_key(key);
        all.dedup();
        let mut out = String::from(
            "# Chunks (0-based, split at `// -----`) of the corpus's mlir-translate tests of\n\
             # invalid input whose expected diagnostics strata-translate meets (tests/invalid.rs).\n",
        );
        for c in all {
            out.push_str(&c);
            out.push('\n');
        }
        std::fs::write(&pinned_path, out).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let lost: Vec<String> = pinned
        .iter()
        .filter(|c| !passing.contains(c))
        .cloned()
        .collect();
    if !lost.is_empty() {
        return Err(format!("pinned chunks no longer pass: {}", lost.join(", ")).into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let missing = match (mlir_translate(), corpus_root()) {
        (Err(e), _) => Some(e),
        (_, None) => Some("no corpus".to_string()),
        _ => None,
    };
    let ignore = missing.is_some() && !in_ci();
    let trials =
        vec![Trial::test("corpus/translate-invalid", corpus_trial).with_ignored_flag(ignore)];
    libtest_mimic::run(&args, trials).exit();
}
