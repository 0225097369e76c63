//! `strata-cpu-runner` against `mlir-cpu-runner` 16.
//!
//! Each `tests/run/*.mlir` holds `// ARGS: ...` lines, each one run of both tools with
//! those arguments: `%s` is the file (without it, the file is given on standard input),
//! `%c_runner_utils`, `%runner_utils` and `%async_runtime` are MLIR 16's
//! `libmlir_c_runner_utils.so`, `libmlir_runner_utils.so` and `libmlir_async_runtime.so`,
//! `%t` a temporary file of each tool's own, which must then hold the same bytes for both
//! (or be missing for both): `-dump-object-file -object-filename=%t` dumps the object
//! the JIT compiled.
//! Exit code, standard output and standard error must be identical, setting aside:
//! - the order of the symbols ORC lists in `Failed to materialize symbols: { (main, {
//!   ... }) }` (a hash order),
//! - addresses (`0x...`, as `printMemrefF32` prints its base pointer),
//! - where mlir-cpu-runner prints a non-void result: on a pipe it comes first, as its
//!   `llvm::outs()` is flushed at exit before C's `stdout`; strata-cpu-runner prints it
//!   after the program's output, as both print on a terminal.
//!
//! `// ARGS(P): ...` also checks strata-cpu-runner's run on its own: it must exit 0
//! (`// ARGS(P, fails): ...`: 1), its standard output must match the file's FileCheck
//! lines of prefix `P` (be empty if there are none) and its standard error those of
//! prefix `P-ERR` (be empty if there are none). A file with a `// NO-PEER: reason` line
//! is not run by mlir-cpu-runner (which crashes on it, or names itself): only these
//! checks judge it.
//!
//! A file with a `// LOWER: FLAGS` line is a program of higher-level dialects: each tool
//! runs on its optimizer's output, `strata-opt FLAGS FILE` for strata-cpu-runner and
//! `mlir-opt FLAGS FILE` for mlir-cpu-runner (on standard input; the `ARGS` lines must
//! not name `%s`). Both optimizers must succeed.
//!
//! Without LLVM 16's tools a trial is ignored with the reason (it fails under `CI=true`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const RUNNER: &str = env!("CARGO_BIN_EXE_strata-cpu-runner");

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// LLVM 16's directory `sub` (`bin`, `lib`): under `llvm-config-16 --prefix`, else
/// `/usr/lib/llvm-16`.
fn llvm_dirs(sub: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Ok(out) = Command::new("llvm-config-16").arg("--prefix").output() {
        if out.status.success() {
            dirs.push(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()).join(sub));
        }
    }
    dirs.push(PathBuf::from("/usr/lib/llvm-16").join(sub));
    dirs
}

/// LLVM 16's file `name` in its directory `sub`.
fn llvm_file(sub: &str, name: &str) -> Result<PathBuf, String> {
    llvm_dirs(sub)
        .iter()
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!(
                "peer `{name}` not found; install Debian packages llvm-16, mlir-16-tools, libmlir-16-dev"
            )
        })
}

/// What the runs need of LLVM 16: the peer, FileCheck and the runner libraries.
fn peer_setup() -> Result<(), String> {
    llvm_file("bin", "mlir-cpu-runner")?;
    llvm_file("bin", "FileCheck")?;
    llvm_file("lib", "libmlir_c_runner_utils.so")?;
    llvm_file("lib", "libmlir_runner_utils.so")?;
    llvm_file("lib", "libmlir_async_runtime.so")?;
    llvm_file("bin", "mlir-opt")?;
    Ok(())
}

fn run(program: &Path, args: &[String], stdin: Option<&[u8]>) -> Result<Output, Failed> {
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

/// One `ARGS` line: its FileCheck prefix, if any, and its arguments.
struct Invocation {
    prefix: Option<String>,
    fails: bool,
    args: Vec<String>,
    stdin: bool,
}

fn invocations(file: &Path, text: &str) -> Result<Vec<Invocation>, String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("// ARGS") else {
            continue;
        };
        let (prefix, fails, rest) = match rest.strip_prefix('(') {
            Some(r) => {
                let (p, r) = r.split_once("):").ok_or("malformed ARGS(P): line")?;
                let (p, fails) = match p.split_once(',') {
                    Some((p, "fails")) | Some((p, " fails")) => (p, true),
                    Some(_) => return Err(format!("malformed ARGS({p}): line")),
                    None => (p, false),
                };
                (Some(p.to_string()), fails, r)
            }
            None => (
                None,
                false,
                rest.strip_prefix(':').ok_or("malformed ARGS: line")?,
            ),
        };
        let mut args = Vec::new();
        let mut stdin = true;
        for word in rest.split_whitespace() {
            if word.contains("%s") {
                stdin = false;
            }
            let mut word = word.replace("%s", &file.display().to_string());
            for (name, lib) in [
                ("%c_runner_utils", "libmlir_c_runner_utils.so"),
                ("%runner_utils", "libmlir_runner_utils.so"),
                ("%async_runtime", "libmlir_async_runtime.so"),
            ] {
                if word.contains(name) {
                    word = word.replace(name, &llvm_file("lib", lib)?.display().to_string());
                }
            }
            args.push(word);
        }
        out.push(Invocation {
            prefix,
            fails,
            args,
            stdin,
        });
    }
    if out.is_empty() {
        return Err(format!("{}: no `// ARGS:` line", file.display()));
    }
    Ok(out)
}

/// The entry point's result type the arguments ask for (`f32` by default).
fn result_kind(args: &[String]) -> String {
    let mut kind = "f32".to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let a = a.trim_start_matches('-');
        if let Some(v) = a.strip_prefix("entry-point-result=") {
            kind = v.to_string();
        } else if a == "entry-point-result" {
            kind = it.next().cloned().unwrap_or_default();
        }
    }
    kind
}

/// `text` with the symbols of ORC's `Failed to materialize symbols` sorted and addresses
/// replaced by `0x?`.
fn normalize(text: &str) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let line = match (line.find("(main, { "), line.rfind(" }) }")) {
            (Some(a), Some(b)) if line.contains("Failed to materialize symbols") && a < b => {
                let mut syms: Vec<&str> = line[a + 9..b].split(", ").collect();
                syms.sort_unstable();
                format!("{}{}{}", &line[..a + 9], syms.join(", "), &line[b..])
            }
            _ => line.to_string(),
        };
        let mut rest = line.as_str();
        while let Some(i) = rest.find("0x") {
            out.push_str(&rest[..i]);
            let hex = rest[i + 2..]
                .bytes()
                .take_while(u8::is_ascii_hexdigit)
                .count();
            out.push_str(if hex > 0 { "0x?" } else { "0x" });
            rest = &rest[i + 2 + hex..];
        }
        out.push_str(rest);
    }
    out
}

/// mlir-cpu-runner's standard output with its result (the first line, on a pipe) moved
/// after the program's output.
fn result_last(stdout: &str) -> String {
    match stdout.split_once('\n') {
        Some((result, rest)) => format!("{rest}{result}\n"),
        None => stdout.to_string(),
    }
}

/// Whether `text` has a FileCheck directive of prefix `prefix` (`P:`, `P-NEXT:`, ...).
fn has_directive(text: &str, prefix: &str) -> bool {
    const SUFFIXES: &[&str] = &["", "-NEXT", "-SAME", "-EMPTY", "-NOT", "-DAG", "-LABEL"];
    text.lines().any(|l| {
        l.trim_start()
            .strip_prefix("// ")
            .and_then(|l| l.split_once(':'))
            .is_some_and(|(d, _)| SUFFIXES.iter().any(|s| d == format!("{prefix}{s}")))
    })
}

/// `input` against the directives of prefix `prefix` in `file` (empty without any).
fn filecheck(file: &Path, text: &str, prefix: &str, input: &[u8]) -> Result<(), Failed> {
    if !has_directive(text, prefix) {
        if input.is_empty() {
            return Ok(());
        }
        return Err(format!(
            "unexpected output (no {prefix} lines):\n{}",
            String::from_utf8_lossy(input)
        )
        .into());
    }
    let filecheck = llvm_file("bin", "FileCheck").map_err(Failed::from)?;
    let args = vec![
        file.display().to_string(),
        format!("--check-prefix={prefix}"),
        "--allow-empty".to_string(),
        "--dump-input=never".to_string(),
    ];
    let c = run(&filecheck, &args, Some(input))?;
    if !c.status.success() {
        return Err(format!(
            "FileCheck --check-prefix={prefix}: {}",
            String::from_utf8_lossy(&c.stderr)
        )
        .into());
    }
    Ok(())
}

/// strata-opt, built beside strata-cpu-runner (`cargo test --workspace` builds both).
fn strata_opt() -> Result<PathBuf, Failed> {
    let path = Path::new(RUNNER).with_file_name("strata-opt");
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "{} is not built: `cargo build --release -p strata --bin strata-opt`",
            path.display()
        )
        .into())
    }
}

/// The file's `// LOWER:` flags, if it has the line.
fn lower_flags(text: &str) -> Option<Vec<String>> {
    text.lines().find_map(|l| {
        l.trim_start()
            .strip_prefix("// LOWER:")
            .map(|r| r.split_whitespace().map(str::to_string).collect())
    })
}

/// `tool FLAGS FILE`'s output, which must be a success.
fn lower(tool: &Path, flags: &[String], file: &Path) -> Result<Vec<u8>, Failed> {
    let mut args = flags.to_vec();
    args.push(file.display().to_string());
    let out = run(tool, &args, None)?;
    if !out.status.success() {
        return Err(format!(
            "{} {args:?} failed:\n{}",
            tool.display(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(out.stdout)
}

fn trial(file: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let no_peer = text
        .lines()
        .any(|l| l.trim_start().starts_with("// NO-PEER:"));
    let peer = llvm_file("bin", "mlir-cpu-runner").map_err(Failed::from)?;
    let tmp = std::env::temp_dir();
    let (our_input, their_input) = match lower_flags(&text) {
        Some(flags) => {
            let mlir_opt = llvm_file("bin", "mlir-opt").map_err(Failed::from)?;
            (
                lower(&strata_opt()?, &flags, file)?,
                lower(&mlir_opt, &flags, file)?,
            )
        }
        None => (text.clone().into_bytes(), text.clone().into_bytes()),
    };
    let lowered = lower_flags(&text).is_some();
    for (n, inv) in invocations(file, &text)?.into_iter().enumerate() {
        if lowered && !inv.stdin {
            return Err("a file with a `// LOWER:` line runs on standard input: no `%s`".into());
        }
        let stdin = inv.stdin.then_some(our_input.as_slice());
        let their_stdin = inv.stdin.then_some(their_input.as_slice());
        let name = file.file_stem().and_then(|s| s.to_str()).unwrap_or("run");
        let temp = |tool: &str| tmp.join(format!("{tool}-{}-{name}-{n}.tmp", std::process::id()));
        let (our_temp, their_temp) = (temp("strata-cpu-runner"), temp("mlir-cpu-runner"));
        let with_temp = |t: &Path| -> Vec<String> {
            inv.args
                .iter()
                .map(|a| a.replace("%t", &t.display().to_string()))
                .collect()
        };
        let ours = run(Path::new(RUNNER), &with_temp(&our_temp), stdin)?;
        let context = |what: &str| format!("{what} with {:?}", inv.args);
        if !no_peer {
            let theirs = run(&peer, &with_temp(&their_temp), their_stdin)?;
            let (a, b) = (
                std::fs::read(&our_temp).ok(),
                std::fs::read(&their_temp).ok(),
            );
            let _ = std::fs::remove_file(&their_temp);
            if a != b {
                return Err(format!(
                    "{}: %t differs: {} bytes, mlir-cpu-runner's {} bytes",
                    context("run"),
                    a.map_or("no file".to_string(), |a| a.len().to_string()),
                    b.map_or("no file".to_string(), |b| b.len().to_string()),
                )
                .into());
            }
            if ours.status.code() != theirs.status.code() {
                return Err(format!(
                    "{}: exit code {:?}, mlir-cpu-runner {:?}\nstderr:\n{}\nmlir-cpu-runner stderr:\n{}",
                    context("run"),
                    ours.status.code(),
                    theirs.status.code(),
                    String::from_utf8_lossy(&ours.stderr),
                    String::from_utf8_lossy(&theirs.stderr)
                )
                .into());
            }
            let mut their_out = String::from_utf8_lossy(&theirs.stdout).into_owned();
            if theirs.status.success() && result_kind(&inv.args) != "void" {
                their_out = result_last(&their_out);
            }
            for (what, a, b) in [
                (
                    "stdout",
                    String::from_utf8_lossy(&ours.stdout).into_owned(),
                    their_out,
                ),
                (
                    "stderr",
                    String::from_utf8_lossy(&ours.stderr).into_owned(),
                    String::from_utf8_lossy(&theirs.stderr).into_owned(),
                ),
            ] {
                if normalize(&a) != normalize(&b) {
                    return Err(format!(
                        "{} differs\n--- strata-cpu-runner\n{a}\n--- mlir-cpu-runner\n{b}",
                        context(what)
                    )
                    .into());
                }
            }
        }
        if let Some(p) = &inv.prefix {
            let expected = if inv.fails { 1 } else { 0 };
            if ours.status.code() != Some(expected) {
                return Err(format!(
                    "{}: exit code {:?}, expected {expected}\nstderr:\n{}",
                    context("run"),
                    ours.status.code(),
                    String::from_utf8_lossy(&ours.stderr)
                )
                .into());
            }
            filecheck(file, &text, p, &ours.stdout)
                .map_err(|e| context(&format!("stdout: {e:?}")))?;
            filecheck(file, &text, &format!("{p}-ERR"), &ours.stderr)
                .map_err(|e| context(&format!("stderr: {e:?}")))?;
        }
        let _ = std::fs::remove_file(&our_temp);
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let missing = peer_setup().err();
    let ignore = missing.is_some() && !in_ci();
    if let (true, Some(reason)) = (ignore, &missing) {
        eprintln!("skipped: strata-cpu-runner against mlir-cpu-runner: {reason}");
    }
    let dir = manifest_dir().join("tests/run");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    files.sort();
    let mut trials = Vec::new();
    for f in files {
        let name = format!(
            "run/{}",
            f.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        let reason = missing.clone();
        trials.push(
            Trial::test(name, move || match &reason {
                Some(r) if in_ci() => Err(r.clone().into()),
                _ => trial(&f),
            })
            .with_ignored_flag(ignore),
        );
    }
    libtest_mimic::run(&args, trials).exit();
}
