//! The Toy dialect's FileCheck tests, and the corpus's `invalid.mlir` inputs.
//!
//! Every `tests/dialect/*.mlir` file with `// RUN:` lines is one test. Each RUN line runs
//! under `bash -c` with `set -o pipefail` in a temporary directory and must exit 0; lit's
//! `%` substitutions are made, `toy-opt` is this crate's tool, `FileCheck` and `not` are
//! LLVM 16's (`/usr/lib/llvm-16/bin`, else the `PATH`'s).
//!
//! Each `Examples/Toy/ChN/invalid.mlir` of the MLIR 16 corpus (`STRATA_CORPUS`, else
//! `../shared/corpus` beside the repository) is one test too: `toy-opt` must reject it
//! with an `error:` diagnostic at a location of the file and exit 1 (the chapters' own
//! RUN line is `not toyc-chN %s -emit=mlir`).
//!
//! A test whose tools or corpus are missing is ignored with the reason printed, never
//! passed; under `CI=true` it fails instead.

#[path = "../../tests/common/lit.rs"]
mod lit;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where an LLVM 16 tool is: `/usr/lib/llvm-16/bin`, else found on the `PATH`.
fn llvm_tool(name: &str) -> Option<PathBuf> {
    let pinned = Path::new("/usr/lib/llvm-16/bin").join(name);
    if pinned.is_file() {
        return Some(pinned);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

fn run_file(test: &Path, tmp: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(test).map_err(|e| format!("{}: {e}", test.display()))?;
    let commands = lit::run_lines(&text);
    if commands.is_empty() {
        return Err(format!("{}: no RUN line", test.display()).into());
    }
    let (filecheck, not) = match (llvm_tool("FileCheck"), llvm_tool("not")) {
        (Some(f), Some(n)) => (f, n),
        _ => return Err("FileCheck and not (LLVM 16) are not installed".into()),
    };
    std::fs::create_dir_all(tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    let paths = lit::Paths {
        file: test.to_path_buf(),
        dir: test.parent().unwrap().to_path_buf(),
        tmp: tmp.join("out"),
    };
    for cmd in commands {
        let mut line = lit::expand_percent(&cmd, &paths)?;
        let toy_opt = Path::new(env!("CARGO_BIN_EXE_toy-opt"));
        line = lit::replace_word(&line, "toy-opt", &lit::shell_quote(toy_opt));
        line = lit::replace_word(&line, "FileCheck", &lit::shell_quote(&filecheck));
        line = lit::replace_word(&line, "not", &lit::shell_quote(&not));
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("set -o pipefail; {line}"))
            .current_dir(tmp)
            .output()
            .map_err(|e| format!("bash: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN: {cmd}\nexit: {}\nstdout:\n{}\nstderr:\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
    }
    Ok(())
}

/// `toy-opt FILE` exits 1 with an error located in the file.
fn run_invalid(file: &Path) -> Result<(), Failed> {
    let out = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .arg(file)
        .output()
        .map_err(|e| format!("toy-opt: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let located = format!("{}:", file.display());
    if out.status.code() != Some(1)
        || !stderr
            .lines()
            .any(|l| l.starts_with(&located) && l.contains(": error: "))
    {
        return Err(format!(
            "expected exit 1 and an error at {}\nexit: {}\nstderr:\n{stderr}",
            file.display(),
            out.status
        )
        .into());
    }
    Ok(())
}

/// The corpus: `STRATA_CORPUS`, else `../shared/corpus` beside the repository.
fn corpus_root() -> PathBuf {
    match std::env::var_os("STRATA_CORPUS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"),
    }
}

fn main() {
    let args = Arguments::from_args();
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialect");
    let tools_missing = llvm_tool("FileCheck").is_none() || llvm_tool("not").is_none();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/dialect is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let tmp_root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("toy-dialect-lit");
    let mut trials: Vec<Trial> = files
        .into_iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let tmp = tmp_root.join(&name);
            let skip = tools_missing && !ci;
            if skip {
                println!("skipped: {name}: FileCheck and not (LLVM 16) are not installed");
            }
            Trial::test(name, move || run_file(&file, &tmp)).with_ignored_flag(skip)
        })
        .collect();
    let toy = corpus_root().join("mlir-test/Examples/Toy");
    for chapter in 2..=7 {
        let file = toy.join(format!("Ch{chapter}/invalid.mlir"));
        let name = format!("corpus/Ch{chapter}/invalid.mlir");
        let skip = !file.is_file() && !ci;
        if skip {
            println!("skipped: {name}: no corpus at {}", toy.display());
        }
        trials.push(Trial::test(name, move || run_invalid(&file)).with_ignored_flag(skip));
    }
    libtest_mimic::run(&args, trials).exit();
}
