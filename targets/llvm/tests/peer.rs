//! `strata-translate --mlir-to-llvmir` against `mlir-translate --mlir-to-llvmir` 16.
//!
//! - Each `tests/translate/*.mlir` runs through both tools: exit code, standard output
//!   and standard error must be identical. A successful output must pass LLVM 16's
//!   `opt -passes=verify` (and fail it for a file with a `// ILL-TYPED:` line: one whose
//!   constants mlir-translate 16 builds ill-typed), and the file's `// CHECK` lines (if
//!   any) must match it (`FileCheck`).
//! - Each `tests/translate-known/*.mlir` is a recorded difference from mlir-translate 16:
//!   `strata-translate --verify-diagnostics` must meet its `expected-error` lines, and
//!   mlir-translate must still exit 0 on it.
//! - The chunks of the corpus's `Target/LLVMIR/llvmir.mlir` that both tools translate
//!   identically are counted (`LLVMIR translate corpus: N/M`), and so are those that
//!   translate identically in the generic form mlir-opt 16 prints them in (`LLVMIR
//!   translate corpus, generic form: N/M`: Strata lacks most `llvm` custom forms); those
//!   pinned in
//!   `tests/llvmir_corpus.expected-pass` must stay identical. `UPDATE_EXPECT=1` adds the
//!   newly identical ones to the list (it only grows).
//! - Likewise the corpus's tests of the intrinsics: `Target/LLVMIR/llvmir-intrinsics.mlir`
//!   a function at a time (it has no `// -----`), `LLVMIR intrinsics corpus: N/M`, and
//!   the chunks of `Dialect/LLVMIR/call-intrin.mlir`, `call_intrinsic corpus: N/M`, as
//!   written (their exit code and standard error too); pinned in the same list as
//!   `FILE chunk N`. So are the chunks of the other `Target/LLVMIR` files: the data
//!   layout (`data layout corpus`), the types (`LLVMIR types corpus`), opaque pointers
//!   (`opaque pointer corpus`), TBAA metadata (`TBAA corpus`) and debug information
//!   (`debug info corpus`).
//!
//! - MLIR bytecode input: each `tests/translate/*.mlir` that mlir-opt 16 reads, written as
//!   bytecode by `mlir-opt --emit-bytecode`, and truncated copies of one of them, through
//!   both tools (from the file, from standard input, with `--split-input-file`): exit
//!   code, standard output and standard error identical.
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

/// LLVM 16's tool `name`: in `llvm-config-16 --bindir`, else `/usr/lib/llvm-16/bin`.
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

fn run(program: &Path, args: &[&str], stdin: Option<&[u8]>) -> Result<Output, Failed> {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .map_err(|e| Failed::from(format!("cannot run {}: {e}", program.display())))?;
    if let Some(input) = stdin {
        use std::io::Write;
        let mut w = child.stdin.take().expect("piped");
        w.write_all(input)
            .map_err(|e| Failed::from(e.to_string()))?;
    }
    child
        .wait_with_output()
        .map_err(|e| Failed::from(e.to_string()))
}

/// How the two tools compare on `file`: identical (and the output verifies and matches
/// the file's CHECK lines), or why not.
fn compare(file: &Path, check: bool) -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let f = file.to_str().ok_or("non-UTF-8 path")?;
    let ours = run(Path::new(TRANSLATE), &["--mlir-to-llvmir", f], None)?;
    let theirs = run(&peer, &["--mlir-to-llvmir", f], None)?;
    if ours.status.code() != theirs.status.code() {
        return Err(format!(
            "exit code {:?}, mlir-translate {:?}\nstderr:\n{}\nmlir-translate stderr:\n{}",
            ours.status.code(),
            theirs.status.code(),
            String::from_utf8_lossy(&ours.stderr),
            String::from_utf8_lossy(&theirs.stderr)
        )
        .into());
    }
    for (what, a, b) in [
        ("stdout", &ours.stdout, &theirs.stdout),
        ("stderr", &ours.stderr, &theirs.stderr),
    ] {
        if a != b {
            return Err(format!(
                "{what} differs\n--- strata-translate\n{}\n--- mlir-translate\n{}",
                String::from_utf8_lossy(a),
                String::from_utf8_lossy(b)
            )
            .into());
        }
    }
    if !ours.status.success() {
        return Ok(());
    }
    let opt = llvm_tool("opt").map_err(Failed::from)?;
    let v = run(
        &opt,
        &["-passes=verify", "-disable-output", "-"],
        Some(&ours.stdout),
    )?;
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    // `// ILL-TYPED:` files hold constants mlir-translate 16 builds ill-typed (LLVM
    // prints them, its parser rejects them): the output must then be rejected.
    let ill_typed = text.lines().any(|l| l.starts_with("// ILL-TYPED:"));
    if ill_typed == v.status.success() {
        if ill_typed {
            return Err("opt -passes=verify accepts the output of an `// ILL-TYPED:` file".into());
        }
        return Err(format!(
            "opt -passes=verify rejects the output: {}",
            String::from_utf8_lossy(&v.stderr)
        )
        .into());
    }
    if check && text.contains("// CHECK") {
        let filecheck = llvm_tool("FileCheck").map_err(Failed::from)?;
        let c = run(&filecheck, &[f], Some(&ours.stdout))?;
        if !c.status.success() {
            return Err(format!("FileCheck: {}", String::from_utf8_lossy(&c.stderr)).into());
        }
    }
    Ok(())
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

/// The chunks of a file, split at `// -----` lines as `--split-input-file` does.
fn split_chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(String::new());
        } else {
            out.last_mut().expect("one chunk at least").push_str(line);
        }
    }
    out
}

/// The pieces of a file without `// -----`, each top-level `llvm.func` with the lines
/// before it.
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

/// The corpus files measured besides llvmir.mlir: path in `mlir-test/`, label, whether
/// split by function.
const MORE_CORPUS: &[(&str, &str, bool)] = &[
    (
        "Target/LLVMIR/llvmir-intrinsics.mlir",
        "LLVMIR intrinsics corpus",
        true,
    ),
    (
        "Dialect/LLVMIR/call-intrin.mlir",
        "call_intrinsic corpus",
        false,
    ),
    (
        "Target/LLVMIR/data-layout.mlir",
        "data layout corpus",
        false,
    ),
    (
        "Target/LLVMIR/llvmir-types.mlir",
        "LLVMIR types corpus",
        false,
    ),
    (
        "Target/LLVMIR/opaque-ptr.mlir",
        "opaque pointer corpus",
        false,
    ),
    ("Target/LLVMIR/tbaa.mlir", "TBAA corpus", false),
    (
        "Target/LLVMIR/llvmir-debug.mlir",
        "debug info corpus",
        false,
    ),
];

fn corpus_trial() -> Result<(), Failed> {
    let root = corpus_root().ok_or("no MLIR 16 corpus (STRATA_CORPUS or ../shared/corpus)")?;
    let file = root.join("mlir-test/Target/LLVMIR/llvmir.mlir");
    let text = std::fs::read_to_string(&file).map_err(|e| e.to_string())?;
    let chunks = split_chunks(&text);
    let dir = std::env::temp_dir().join(format!("strata-translate-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut more = Vec::new();
    for &(rel, label, by_function) in MORE_CORPUS {
        let text =
            std::fs::read_to_string(root.join("mlir-test").join(rel)).map_err(|e| e.to_string())?;
        let pieces = if by_function {
            split_functions(&text)
        } else {
            split_chunks(&text)
        };
        let base = rel.rsplit('/').next().unwrap_or(rel);
        let mut n = 0;
        for (i, piece) in pieces.iter().enumerate() {
            let path = dir.join(format!("{base}.{i}.mlir"));
            std::fs::write(&path, piece).map_err(|e| e.to_string())?;
            if compare(&path, false).is_ok() {
                more.push(format!("{base} chunk {i}"));
                n += 1;
            }
        }
        println!("{label}: {n}/{}", pieces.len());
    }
    let mlir_opt = llvm_tool("mlir-opt").map_err(Failed::from)?;
    // Each chunk as written, and (where mlir-opt reads it) in the generic form mlir-opt
    // prints: the custom forms of many `llvm` ops are not defined in Strata yet.
    let mut identical = Vec::new();
    let mut generic_total = 0;
    for (i, chunk) in chunks.iter().enumerate() {
        let path = dir.join(format!("chunk{i}.mlir"));
        std::fs::write(&path, chunk).map_err(|e| e.to_string())?;
        if compare(&path, false).is_ok() {
            identical.push(format!("chunk {i}"));
        }
        let p = path.to_str().ok_or("non-UTF-8 path")?;
        let generic = run(&mlir_opt, &["--mlir-print-op-generic", p], None)?;
        if !generic.status.success() {
            continue;
        }
        generic_total += 1;
        let gpath = dir.join(format!("generic{i}.mlir"));
        std::fs::write(&gpath, &generic.stdout).map_err(|e| e.to_string())?;
        if compare(&gpath, false).is_ok() {
            identical.push(format!("generic chunk {i}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let count = |generic: bool| {
        identical
            .iter()
            .filter(|c| c.starts_with("generic") == generic)
            .count()
    };
    println!("LLVMIR translate corpus: {}/{}", count(false), chunks.len());
    println!(
        "LLVMIR translate corpus, generic form: {}/{generic_total}",
        count(true)
    );
    identical.extend(more);
    let pinned_path = manifest_dir().join("tests/llvmir_corpus.expected-pass");
    let pinned: Vec<String> = std::fs::read_to_string(&pinned_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect();
    if std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1") {
        let key = |c: &String| {
            let n: usize = c
                .rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            let file = if c.starts_with("chunk") || c.starts_with("generic") {
                ""
            } else {
                c.split(' ').next().unwrap_or("")
            };
            (file.to_string(), c.starts_with("generic"), n)
        };
        let mut all: Vec<String> = pinned.iter().chain(&identical).cloned().collect();
        all.sort_by_key(key);
        all.dedup();
        let mut out = String::from(
            "# Chunks (0-based, split at `// -----`) of the corpus's Target/LLVMIR/llvmir.mlir\n\
             # that strata-translate translates exactly as mlir-translate 16 (tests/peer.rs):\n\
             # `chunk N` as written, `generic chunk N` in mlir-opt's generic form; `FILE chunk N`\n\
             # of the other corpus files tests/peer.rs measures (MORE_CORPUS).\n",
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
        .filter(|c| !identical.contains(c))
        .cloned()
        .collect();
    if !lost.is_empty() {
        return Err(format!("pinned chunks no longer identical: {}", lost.join(", ")).into());
    }
    Ok(())
}

/// Both tools with `args` (and `stdin`): the same exit code, standard output and standard
/// error, or what differs.
fn same_as_peer(peer: &Path, args: &[&str], stdin: Option<&[u8]>) -> Result<(), Failed> {
    let ours = run(Path::new(TRANSLATE), args, stdin)?;
    let theirs = run(peer, args, stdin)?;
    if ours.status.code() != theirs.status.code()
        || ours.stdout != theirs.stdout
        || ours.stderr != theirs.stderr
    {
        return Err(format!(
            "{args:?}: exit {:?}, mlir-translate {:?}\n--- strata-translate stderr\n{}\n--- mlir-translate stderr\n{}\nstdout {}",
            ours.status.code(),
            theirs.status.code(),
            String::from_utf8_lossy(&ours.stderr),
            String::from_utf8_lossy(&theirs.stderr),
            if ours.stdout == theirs.stdout { "identical" } else { "differs" }
        )
        .into());
    }
    Ok(())
}

/// MLIR bytecode as input: `tests/translate/*.mlir` written as bytecode by mlir-opt 16
/// (those it reads), translated from the file, from standard input and with
/// `--split-input-file` (one chunk: no marker is looked for in bytecode), and truncated
/// copies of `basic.mlir`'s bytecode (the reader's diagnostics at `FILE:0:0`).
fn bytecode_trial() -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let mlir_opt = llvm_tool("mlir-opt").map_err(Failed::from)?;
    let dir =
        std::env::temp_dir().join(format!("strata-translate-bytecode-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(manifest_dir().join("tests/translate"))
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mut read = 0;
    let mut failures = Vec::new();
    for f in &files {
        let name = f.file_stem().and_then(|n| n.to_str()).unwrap_or("input");
        let bc = dir.join(format!("{name}.mlirbc"));
        let b = bc.to_str().ok_or("non-UTF-8 path")?;
        let f = f.to_str().ok_or("non-UTF-8 path")?;
        if !run(&mlir_opt, &["--emit-bytecode", f, "-o", b], None)?
            .status
            .success()
        {
            continue;
        }
        read += 1;
        let bytes = std::fs::read(&bc).map_err(|e| e.to_string())?;
        let mut runs: Vec<(Vec<String>, Option<&[u8]>)> = vec![
            (vec!["--mlir-to-llvmir".into(), b.into()], None),
            (
                vec![
                    "--mlir-to-llvmir".into(),
                    "--split-input-file".into(),
                    b.into(),
                ],
                None,
            ),
            (vec!["--mlir-to-llvmir".into(), "-".into()], Some(&bytes)),
        ];
        if name == "basic" {
            for n in [4, 5, 9, 16, 20, 40, 80, bytes.len() / 2, bytes.len() - 1] {
                let cut = dir.join(format!("basic.{n}.mlirbc"));
                std::fs::write(&cut, &bytes[..n]).map_err(|e| e.to_string())?;
                let c = cut.to_str().ok_or("non-UTF-8 path")?.to_string();
                runs.push((vec!["--mlir-to-llvmir".into(), c.clone()], None));
                runs.push((
                    vec!["--mlir-to-llvmir".into(), "--split-input-file".into(), c],
                    None,
                ));
            }
        }
        for (args, stdin) in runs {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            if let Err(e) = same_as_peer(&peer, &args, stdin) {
                failures.push(format!("{name}: {}", e.message().unwrap_or_default()));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("bytecode input: {read} files of tests/translate read by mlir-opt");
    if !failures.is_empty() {
        return Err(failures.join("\n").into());
    }
    if read < files.len() / 2 {
        return Err(format!("mlir-opt read only {read} of {} files", files.len()).into());
    }
    Ok(())
}

/// `-o FILE` writes what standard output would get; a failed translation writes no file;
/// `-` reads standard input as mlir-translate does (`<stdin>` in diagnostics); no
/// translation flag is mlir-translate's error.
fn driver_trial() -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let dir = std::env::temp_dir().join(format!("strata-translate-driver-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let good = manifest_dir().join("tests/translate/basic.mlir");
    let bad = manifest_dir().join("tests/translate/unknown-op.mlir");
    let out = dir.join("out.ll");
    let o = out.to_str().ok_or("non-UTF-8 path")?;
    let to_stdout = run(
        Path::new(TRANSLATE),
        &["--mlir-to-llvmir", good.to_str().unwrap()],
        None,
    )?;
    let to_file = run(
        Path::new(TRANSLATE),
        &["--mlir-to-llvmir", good.to_str().unwrap(), "-o", o],
        None,
    )?;
    let written = std::fs::read(&out).map_err(|e| format!("-o wrote nothing: {e}"))?;
    if !to_file.status.success() || written != to_stdout.stdout || !to_file.stdout.is_empty() {
        return Err("-o FILE does not hold what standard output gets".into());
    }
    std::fs::remove_file(&out).map_err(|e| e.to_string())?;
    let failed = run(
        Path::new(TRANSLATE),
        &["--mlir-to-llvmir", bad.to_str().unwrap(), "-o", o],
        None,
    )?;
    if failed.status.code() != Some(1) || out.exists() {
        return Err("a failed translation must exit 1 and write no output file".into());
    }
    let text = std::fs::read(&bad).map_err(|e| e.to_string())?;
    for args in [&["--mlir-to-llvmir", "-"][..], &["-"][..]] {
        let ours = run(Path::new(TRANSLATE), args, Some(&text))?;
        let theirs = run(&peer, args, Some(&text))?;
        let first_line = |b: &[u8]| {
            String::from_utf8_lossy(b)
                .lines()
                .next()
                .unwrap_or("")
                .to_string()
        };
        if ours.status.code() != theirs.status.code()
            || first_line(&ours.stderr) != first_line(&theirs.stderr)
        {
            return Err(format!(
                "{args:?} on standard input: {:?} {:?}, mlir-translate {:?} {:?}",
                ours.status.code(),
                first_line(&ours.stderr),
                theirs.status.code(),
                first_line(&theirs.stderr)
            )
            .into());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// `--color` writes diagnostics in LLVM's terminal colors, byte for byte as mlir-translate
/// does: an op with no translation (location, source line and caret), LLVM's verifier
/// report (which LLVM writes without colors), a `.ll` parse error of `--import-llvm`, the
/// failures of `--verify-diagnostics`.
/// `--color=false`, and no flag with standard error not a terminal, write none; a bad
/// value is LLVM's error.
fn color_trial() -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let dir = manifest_dir().join("tests");
    let cases: Vec<(Vec<String>, bool)> = vec![
        (
            vec![
                "translate/unknown-op.mlir".into(),
                "--mlir-to-llvmir".into(),
            ],
            true,
        ),
        (
            vec![
                "translate/debug-info-invalid.mlir".into(),
                "--mlir-to-llvmir".into(),
            ],
            false,
        ),
        (
            vec![
                "translate/non-llvm-op.mlir".into(),
                "--mlir-to-llvmir".into(),
            ],
            true,
        ),
        (
            vec!["import/parse-error.ll".into(), "--import-llvm".into()],
            true,
        ),
        (
            vec![
                "translate/unknown-op.mlir".into(),
                "--mlir-to-llvmir".into(),
                "--verify-diagnostics".into(),
            ],
            true,
        ),
    ];
    for (args, colored_by_peer) in cases {
        let file = dir.join(&args[0]);
        let file = file.to_str().ok_or("non-UTF-8 path")?;
        for color in ["--color", "--color=true", "--color=false"] {
            let mut full: Vec<&str> = vec![file, color];
            full.extend(args[1..].iter().map(String::as_str));
            let ours = run(Path::new(TRANSLATE), &full, None)?;
            let theirs = run(&peer, &full, None)?;
            if ours.status.code() != theirs.status.code() || ours.stderr != theirs.stderr {
                return Err(format!(
                    "{full:?}: exit {:?}, mlir-translate {:?}\n--- strata-translate\n{}\n--- mlir-translate\n{}",
                    ours.status.code(),
                    theirs.status.code(),
                    String::from_utf8_lossy(&ours.stderr),
                    String::from_utf8_lossy(&theirs.stderr)
                )
                .into());
            }
            let colored = ours.stderr.windows(2).any(|w| w == b"\x1b[");
            if colored != (colored_by_peer && color != "--color=false") {
                return Err(format!("{full:?}: colors {colored}").into());
            }
            if colored_by_peer
                && color != "--color=false"
                && !String::from_utf8_lossy(&ours.stderr).contains("\x1b[0;1;31merror: ")
            {
                return Err(format!("{full:?}: no red error label").into());
            }
        }
        let plain = run(Path::new(TRANSLATE), &[file, &args[1]], None)?;
        if plain.stderr.windows(2).any(|w| w == b"\x1b[") {
            return Err(format!("{args:?}: colors without --color on a pipe").into());
        }
    }
    let bad = run(
        Path::new(TRANSLATE),
        &["--color=maybe", "--mlir-to-llvmir"],
        None,
    )?;
    let theirs = run(&peer, &["--color=maybe", "--mlir-to-llvmir"], None)?;
    let tail = |b: &[u8]| {
        let s = String::from_utf8_lossy(b).into_owned();
        s.split_once(':').map(|(_, t)| t.to_string()).unwrap_or(s)
    };
    if bad.status.code() != Some(1) || tail(&bad.stderr) != tail(&theirs.stderr) {
        return Err(format!(
            "--color=maybe: {:?} {}, mlir-translate {:?} {}",
            bad.status.code(),
            String::from_utf8_lossy(&bad.stderr),
            theirs.status.code(),
            String::from_utf8_lossy(&theirs.stderr)
        )
        .into());
    }
    Ok(())
}

/// `tests/translate-known/*.mlir`: inputs on which strata-translate knowingly differs
/// from mlir-translate 16 (which reads past the attribute's data there, printing
/// whatever memory follows): strata-translate's diagnostics must be those the file's
/// `expected-error` lines give (`--verify-diagnostics`), and mlir-translate must still
/// exit 0 on it (else the difference is gone and the file belongs in `translate/`).
fn known_difference(file: &Path) -> Result<(), Failed> {
    let peer = llvm_tool("mlir-translate").map_err(Failed::from)?;
    let f = file.to_str().ok_or("non-UTF-8 path")?;
    let ours = run(
        Path::new(TRANSLATE),
        &["--mlir-to-llvmir", "--verify-diagnostics", f],
        None,
    )?;
    if !ours.status.success() {
        return Err(format!(
            "--verify-diagnostics fails:\n{}",
            String::from_utf8_lossy(&ours.stderr)
        )
        .into());
    }
    let theirs = run(&peer, &["--mlir-to-llvmir", f], None)?;
    if !theirs.status.success() {
        return Err(format!(
            "mlir-translate now fails: {}",
            String::from_utf8_lossy(&theirs.stderr)
        )
        .into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let missing = llvm_tool("mlir-translate").err();
    let ignore = |reason: &Option<String>| reason.is_some() && !in_ci();
    let mut trials = Vec::new();
    let dir = manifest_dir().join("tests/translate");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    files.sort();
    for f in files {
        let name = format!(
            "translate/{}",
            f.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        trials
            .push(Trial::test(name, move || compare(&f, true)).with_ignored_flag(ignore(&missing)));
    }
    let known = manifest_dir().join("tests/translate-known");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&known)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    files.sort();
    for f in files {
        let name = format!(
            "translate-known/{}",
            f.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        trials.push(
            Trial::test(name, move || known_difference(&f)).with_ignored_flag(ignore(&missing)),
        );
    }
    trials.push(Trial::test("driver", driver_trial).with_ignored_flag(ignore(&missing)));
    trials.push(Trial::test("color", color_trial).with_ignored_flag(ignore(&missing)));
    trials.push(Trial::test("bytecode", bytecode_trial).with_ignored_flag(ignore(&missing)));
    let no_corpus = corpus_root()
        .is_none()
        .then(|| "no corpus".to_string())
        .or(missing.clone());
    trials.push(
        Trial::test("corpus/llvmir.mlir", corpus_trial).with_ignored_flag(ignore(&no_corpus)),
    );
    libtest_mimic::run(&args, trials).exit();
}
