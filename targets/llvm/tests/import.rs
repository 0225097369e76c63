//! `strata-translate --import-llvm` against `mlir-translate --import-llvm` 16.
//!
//! - Each `tests/import/*.ll` runs through both tools, with opaque pointers (LLVM 16's
//!   default), with `-opaque-pointers=0`, and with `-mlir-print-debuginfo` (the
//!   locations printed): exit code, standard output and standard error must be
//!   identical.
//! - The corpus's `Target/LLVMIR/Import/*.ll` files run their RUN lines with
//!   strata-translate in place of mlir-translate (`LLVMIR import corpus: N/M` files whose
//!   RUN lines all pass), and their chunks (split at `// -----`) are compared with
//!   mlir-translate's output (`LLVMIR import corpus chunks: N/M` identical, with the
//!   first RUN line's flags). Each function of the corpus's
//!   `Target/LLVMIR/llvmir-intrinsics.mlir` is translated to LLVM IR by mlir-translate
//!   and imported back by both tools (`LLVMIR intrinsics imported back: N/M`
//!   identical). Files, chunks and functions pinned in
//!   `tests/llvmir_import_corpus.expected-pass` must keep passing; `UPDATE_EXPECT=1` adds
//!   the newly passing ones (the list only grows).
//!
//! Without LLVM 16's tools a trial is ignored with the reason (it fails under `CI=true`);
//! without the corpus the corpus trial is.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const TRANSLATE: &str = env!("CARGO_BIN_EXE_strata-translate");

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

fn llvm_tool(name: &str) -> Result<PathBuf, String> {
    let mut dirs = Vec::new();
    if let Ok(out) = Command::new("llvm-config-16").arg("--bindir").output() {
        if out.status.success() {
            dirs.push(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
        }
    }
    dirs.push(PathBuf::from("/usr/lib/llvm-16/bin"));
    dirs.iter()
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!("peer tool `{name}` not found; install Debian packages llvm-16, mlir-16-tools")
        })
}

fn run(program: &Path, args: &[&str]) -> Result<Output, Failed> {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failed::from(format!("cannot run {}: {e}", program.display())))
}

/// Whether both tools give the same exit code, stdout and stderr with `args`.
fn same(args: &[&str]) -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let ours = run(Path::new(TRANSLATE), args)?;
    let theirs = run(&peer, args)?;
    if ours.status.code() != theirs.status.code()
        || ours.stdout != theirs.stdout
        || ours.stderr != theirs.stderr
    {
        return Err(format!(
            "{args:?}: exit {:?} vs mlir-translate {:?}\n--- strata-translate stdout\n{}\n--- mlir-translate stdout\n{}\n--- strata-translate stderr\n{}\n--- mlir-translate stderr\n{}",
            ours.status.code(),
            theirs.status.code(),
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            String::from_utf8_lossy(&ours.stderr),
            String::from_utf8_lossy(&theirs.stderr)
        )
        .into());
    }
    Ok(())
}

fn corpus_root() -> Option<PathBuf> {
    let root = match std::env::var_os("STRATA_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => manifest_dir().join("../../../shared/corpus"),
    };
    root.join("mlir-test").is_dir().then_some(root)
}

/// The RUN lines of a corpus file (`; RUN:`, joined at trailing `\`).
fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in text.lines() {
        let Some(r) = line.trim_start().strip_prefix("; RUN:") else {
            continue;
        };
        let r = r.trim();
        if let Some(head) = r.strip_suffix('\\') {
            cur.push_str(head);
            cur.push(' ');
        } else {
            cur.push_str(r);
            out.push(std::mem::take(&mut cur));
        }
    }
    out
}

/// Runs a RUN line with strata-translate in place of mlir-translate; whether it passes.
fn run_line_passes(line: &str, file: &Path) -> Result<bool, Failed> {
    let bin = llvm_tool("FileCheck").map_err(Failed::from)?;
    let bindir = bin.parent().ok_or("no bin dir")?;
    let f = file.to_str().ok_or("non-UTF-8 path")?;
    let cmd = line
        .replace("%s", f)
        .replace("mlir-translate", TRANSLATE)
        .replace("FileCheck", &bindir.join("FileCheck").to_string_lossy())
        .replace(
            "not ",
            &format!("{} ", bindir.join("not").to_string_lossy()),
        );
    let out = Command::new("bash")
        .args(["-o", "pipefail", "-c", &cmd])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failed::from(e.to_string()))?;
    Ok(out.status.success())
}

/// The pieces of an MLIR file cut before each top-level `llvm.func` (each a function
/// with the lines before it), as tests/peer.rs cuts the intrinsics corpus.
fn split_functions(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.starts_with("llvm.func") && out.last().is_some_and(|c| c.contains("llvm.func")) {
            out.push(String::new());
        }
        out.last_mut().expect("one piece at least").push_str(line);
    }
    out
}

/// The chunks of a `.ll` file as `-split-input-file` splits it.
fn split_chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "; // -----" {
            out.push(String::new());
        } else {
            out.last_mut().expect("one chunk at least").push_str(line);
        }
    }
    out
}

fn corpus_trial() -> Result<(), Failed> {
    let root = corpus_root().ok_or("no MLIR 16 corpus (STRATA_CORPUS or ../shared/corpus)")?;
    let dir = root.join("mlir-test/Target/LLVMIR/Import");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let tmp = std::env::temp_dir().join(format!("strata-import-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let mut passing = Vec::new();
    let mut chunks_total = 0;
    let mut chunks_identical = 0;
    for file in &files {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
        let lines = run_lines(&text);
        let mut all = !lines.is_empty();
        for l in &lines {
            if !run_line_passes(l, file)? {
                all = false;
            }
        }
        if all {
            passing.push(name.to_string());
        }
        let opaque = if lines
            .first()
            .is_some_and(|l| l.contains("-opaque-pointers=0"))
        {
            "-opaque-pointers=0"
        } else {
            "-opaque-pointers"
        };
        for (i, chunk) in split_chunks(&text).iter().enumerate() {
            chunks_total += 1;
            let path = tmp.join(format!("chunk{i}.ll"));
            std::fs::write(&path, chunk).map_err(|e| e.to_string())?;
            let p = path.to_str().ok_or("non-UTF-8 path")?;
            if same(&["--import-llvm", opaque, p]).is_ok() {
                chunks_identical += 1;
                passing.push(format!("{name} chunk {i}"));
            }
        }
    }
    // Intrinsics: each function of the corpus's llvmir-intrinsics.mlir, translated to
    // LLVM IR by mlir-translate, then imported by both tools.
    let intrinsics = root.join("mlir-test/Target/LLVMIR/llvmir-intrinsics.mlir");
    let text = std::fs::read_to_string(&intrinsics).map_err(|e| e.to_string())?;
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let (mut round_total, mut round_identical) = (0, 0);
    for (i, piece) in split_functions(&text).iter().enumerate() {
        let mlir = tmp.join(format!("intrinsics{i}.mlir"));
        let ll = tmp.join(format!("intrinsics{i}.ll"));
        std::fs::write(&mlir, piece).map_err(|e| e.to_string())?;
        let (m, l) = (
            mlir.to_str().ok_or("non-UTF-8 path")?,
            ll.to_str().ok_or("non-UTF-8 path")?,
        );
        if !run(&peer, &["--mlir-to-llvmir", m, "-o", l])?
            .status
            .success()
        {
            continue;
        }
        round_total += 1;
        if same(&["--import-llvm", l]).is_ok() {
            round_identical += 1;
            passing.push(format!("llvmir-intrinsics.mlir function {i}"));
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let file_count = passing
        .iter()
        .filter(|p| !p.contains(" chunk ") && !p.contains(" function "))
        .count();
    println!("LLVMIR import corpus: {file_count}/{}", files.len());
    println!("LLVMIR import corpus chunks: {chunks_identical}/{chunks_total}");
    println!("LLVMIR intrinsics imported back: {round_identical}/{round_total}");
    let pinned_path = manifest_dir().join("tests/llvmir_import_corpus.expected-pass");
    let pinned: Vec<String> = std::fs::read_to_string(&pinned_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect();
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        let mut all: Vec<String> = pinned.iter().chain(&passing).cloned().collect();
        all.sort();
        all.dedup();
        let mut out = String::from(
            "# Files of the corpus's Target/LLVMIR/Import whose RUN lines pass with\n\
             # strata-translate, and their chunks (0-based, split at `// -----`) that\n\
             # strata-translate imports exactly as mlir-translate 16 (tests/import.rs);\n\
             # `llvmir-intrinsics.mlir function N`: the corpus's intrinsics translated by\n\
             # mlir-translate and imported back as mlir-translate 16 imports them.\n",
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
        return Err(format!("pinned files/chunks no longer pass: {}", lost.join(", ")).into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let missing = llvm_tool("mlir-translate").err();
    let ignore = |reason: &Option<String>| reason.is_some() && !in_ci();
    let mut trials = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(manifest_dir().join("tests/import"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    for f in files {
        let base = f
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        for opaque in ["-opaque-pointers", "-opaque-pointers=0"] {
            let f = f.clone();
            trials.push(
                Trial::test(format!("import/{base} {opaque}"), move || {
                    same(&["--import-llvm", opaque, f.to_str().ok_or("non-UTF-8 path")?])
                })
                .with_ignored_flag(ignore(&missing)),
            );
        }
        // With the locations printed.
        trials.push(
            Trial::test(format!("import/{base} -mlir-print-debuginfo"), move || {
                same(&[
                    "--import-llvm",
                    "-mlir-print-debuginfo",
                    f.to_str().ok_or("non-UTF-8 path")?,
                ])
            })
            .with_ignored_flag(ignore(&missing)),
        );
    }
    let no_corpus = corpus_root()
        .is_none()
        .then(|| "no corpus".to_string())
        .or(missing.clone());
    trials.push(
        Trial::test("corpus/Target/LLVMIR/Import", corpus_trial)
            .with_ignored_flag(ignore(&no_corpus)),
    );
    libtest_mimic::run(&args, trials).exit();
}
