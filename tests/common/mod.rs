//! Helpers shared by the data-driven test harnesses (`tests/*.rs`) and the
//! benchmarks (`benches/*.rs`, through `#[path]`).
//!
//! They find three kinds of programs:
//! - Strata's own binaries (`tblgen`, later `strata-opt`) in `target/<profile>/`,
//!   built on demand with the same cargo and profile as the running harness;
//! - the peer tools of LLVM/MLIR 16 (`llvm-tblgen`, `mlir-opt`, …), which are
//!   never needed to build Strata: a harness that misses one reports its
//!   trials as ignored with the reason, never as passed;
//! - the generic lit helpers `FileCheck`, `not`, `count` (LLVM 16, falling back
//!   to LLVM 14, which a fresh Debian 12 machine may already have).
//!
//! They also find the corpus of MLIR 16 test files ([`corpus_root`]) and say how a
//! trial that compares with a peer reports itself when it cannot pass honestly:
//! - a peer tool or the corpus is missing: [`unavailable`] (ignored outside CI, with
//!   the reason; it fails when it runs, under `--include-ignored` or `CI=true`);
//! - the trial is not pinned as passing and differs from the peer:
//!   [`known_difference`] (ignored, with what differs);
//! - the peer rejects the input, so there is nothing to compare: [`not_compared`].
//!
//! `scripts/test.sh` counts the three apart from passed and failed trials by the
//! prefixes of their reasons.
#![allow(dead_code)]

use libtest_mimic::{Completion, Failed, Trial};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The root package's directory (the workspace root).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `target/<profile>/`: where cargo puts the workspace's binaries for the
/// profile this harness was built with (`deps/` holds the harness itself).
pub fn target_profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("cannot locate the running test executable");
    let mut dir = exe
        .parent()
        .expect("test executable has no parent directory")
        .to_path_buf();
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir
}

/// The cargo profile matching [`target_profile_dir`] (`debug` is `dev`; the
/// `bench` profile also builds into `release/`).
fn cargo_profile() -> String {
    let dir = target_profile_dir();
    match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") | None => "dev".to_string(),
        Some(other) => other.to_string(),
    }
}

/// Builds all binaries of the workspace (once per harness process) with the
/// profile and target directory of the running harness, so that a harness
/// never runs a stale or missing binary: `cargo test` alone does not build the
/// binaries of other workspace members. Set `STRATA_NO_BIN_BUILD=1` to skip.
fn ensure_bins_built() -> Result<(), String> {
    static BUILT: OnceLock<Result<(), String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if std::env::var_os("STRATA_NO_BIN_BUILD").is_some() {
                return Ok(());
            }
            let cargo = std::env::var_os("CARGO")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(option_env!("CARGO").unwrap_or("cargo")));
            let target_dir = target_profile_dir()
                .parent()
                .map(Path::to_path_buf)
                .ok_or("cannot find the target directory")?;
            let out = Command::new(&cargo)
                .current_dir(repo_root())
                .args(["build", "--workspace", "--bins", "--profile"])
                .arg(cargo_profile())
                .arg("--target-dir")
                .arg(&target_dir)
                .stdin(Stdio::null())
                .output()
                .map_err(|e| format!("cannot run {}: {e}", cargo.display()))?;
            if out.status.success() {
                Ok(())
            } else {
                Err(format!(
                    "`cargo build --workspace --bins --profile {}` failed:\n{}",
                    cargo_profile(),
                    String::from_utf8_lossy(&out.stderr)
                ))
            }
        })
        .clone()
}

/// Path of one of Strata's own binaries (`tblgen`, `strata-opt`, …), built if
/// needed. An error means the workspace does not build or has no such binary.
pub fn strata_tool(name: &str) -> Result<PathBuf, String> {
    ensure_bins_built()?;
    let path = target_profile_dir().join(name);
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "Strata binary `{name}` not found at {} (no such [[bin]] in the workspace?)",
            path.display()
        ))
    }
}

fn command_stdout(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let s = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!s.is_empty()).then_some(s)
}

/// LLVM 16's `bin/` directory: `llvm-config-16 --bindir`, else `/usr/lib/llvm-16/bin`.
pub fn llvm16_bindir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        command_stdout("llvm-config-16", &["--bindir"])
            .map(PathBuf::from)
            .filter(|p| p.is_dir())
            .or_else(|| Some(PathBuf::from("/usr/lib/llvm-16/bin")).filter(|p| p.is_dir()))
    })
    .clone()
}

/// LLVM 16's `include/` directory: `llvm-config-16 --includedir`, else
/// `/usr/lib/llvm-16/include`. MLIR's `.td` files are in its `mlir/` folder.
pub fn llvm16_includedir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        command_stdout("llvm-config-16", &["--includedir"])
            .map(PathBuf::from)
            .filter(|p| p.is_dir())
            .or_else(|| Some(PathBuf::from("/usr/lib/llvm-16/include")).filter(|p| p.is_dir()))
    })
    .clone()
}

/// Peer tools whose version matters: only LLVM/MLIR 16's will do.
pub const LLVM16_PEERS: &[&str] = &[
    "llvm-tblgen",
    "mlir-tblgen",
    "mlir-opt",
    "mlir-translate",
    "opt",
    "llc",
    "lli",
    "llvm-as",
    "llvm-dis",
];
/// lit helpers: LLVM 16's, else LLVM 14's.
pub const LIT_HELPERS: &[&str] = &["FileCheck", "not", "count"];
/// Peers from other Debian packages, looked up in /usr/bin.
pub const OTHER_PEERS: &[&str] = &["spirv-val", "spirv-dis", "spirv-as"];

/// Where a peer tool is, or why it is missing (with the package to install).
pub fn peer_tool(name: &str) -> Result<PathBuf, String> {
    let bindir16 = llvm16_bindir();
    let mut candidates: Vec<PathBuf> = Vec::new();
    if LLVM16_PEERS.contains(&name) || LIT_HELPERS.contains(&name) {
        if let Some(d) = &bindir16 {
            candidates.push(d.join(name));
        }
    }
    if LIT_HELPERS.contains(&name) {
        candidates.push(PathBuf::from("/usr/lib/llvm-14/bin").join(name));
    }
    if OTHER_PEERS.contains(&name) {
        candidates.push(PathBuf::from("/usr/bin").join(name));
    }
    if let Some(found) = candidates.iter().find(|p| p.is_file()) {
        return Ok(found.clone());
    }
    let package = match name {
        "FileCheck" | "not" | "count" => "llvm-16-tools",
        "mlir-tblgen" | "mlir-opt" | "mlir-translate" => "mlir-16-tools",
        "spirv-val" | "spirv-dis" | "spirv-as" => "spirv-tools",
        _ => "llvm-16",
    };
    let looked: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
    Err(format!(
        "peer tool `{name}` not found (looked at: {}); install Debian package {package} \
         (scripts/test.sh does, as root)",
        if looked.is_empty() {
            "no LLVM 16 bin directory".to_string()
        } else {
            looked.join(", ")
        }
    ))
}

/// Whether this is a CI run (`CI=true`, as `.ci/run` is run): a missing peer tool
/// or corpus then fails the run instead of skipping the trials that need it.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// The reason of a trial ignored because it differs from the peer while not pinned
/// as passing: `known difference: DETAIL`, on one line.
pub fn known_difference(detail: &str) -> Completion {
    Completion::ignored_with(format!("known difference: {}", one_line(detail)))
}

/// The reason of a trial ignored because the peer rejects its input, leaving
/// nothing to compare: `not compared: DETAIL`, on one line.
pub fn not_compared(detail: &str) -> Completion {
    Completion::ignored_with(format!("not compared: {}", one_line(detail)))
}

/// `s` on one line (libtest-mimic prints a reason after `ignored` on the test's line).
fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The error of a trial that needs a missing peer tool or corpus (`reason`): such a
/// trial is marked ignored outside CI (see [`unavailable_flag`]) and fails when it
/// runs, so that neither `--include-ignored` nor `CI=true` counts it as passed.
pub fn missing(reason: &str) -> Failed {
    Failed::from(format!("not run: {reason}"))
}

/// Whether a trial that needs a missing peer tool or corpus is marked ignored:
/// outside CI only.
pub fn unavailable_flag() -> bool {
    !in_ci()
}

/// The line printed for a trial that needs a missing peer tool or corpus:
/// `skipped: NAME: REASON`, or under CI `missing (CI=true, so this fails): NAME: REASON`.
pub fn skip_notice(name: &str, reason: &str) -> String {
    if in_ci() {
        format!("missing (CI=true, so this fails): {name}: {reason}")
    } else {
        format!("skipped: {name}: {reason}")
    }
}

/// The one trial of a harness that cannot run at all (`reason`: which peer tool or
/// corpus is missing, and how to get it). Prints its [`skip_notice`]; the trial is
/// ignored outside CI and fails when it runs.
pub fn unavailable(name: &str, reason: &str) -> Trial {
    println!("{}", skip_notice(name, reason));
    let reason = reason.to_string();
    Trial::test(name, move || Err(missing(&reason))).with_ignored_flag(unavailable_flag())
}

/// The corpus of MLIR 16 test inputs, laid out as `../shared/corpus` (`mlir-test/`:
/// MLIR's `mlir/test` files; `toy/`, `standalone/`: `.td` files of its examples;
/// `third-party/`, when present): `STRATA_CORPUS`, else `../shared/corpus` beside the
/// repository. Where neither exists, `bash scripts/mlir-corpus.sh` makes one from
/// Debian's source package (scripts/test.sh does, and sets `STRATA_CORPUS`).
pub fn corpus_root() -> Result<PathBuf, String> {
    let (root, origin) = match std::env::var_os("STRATA_CORPUS") {
        Some(dir) => (PathBuf::from(dir), "STRATA_CORPUS"),
        None => (repo_root().join("../shared/corpus"), "the default"),
    };
    if root.join("mlir-test").is_dir() {
        Ok(root)
    } else {
        Err(format!(
            "no MLIR 16 test corpus at {} ({origin}); `bash scripts/mlir-corpus.sh` makes \
             one from Debian's llvm-toolchain-16 source package (scripts/test.sh does) and \
             prints the folder to set STRATA_CORPUS to",
            root.display()
        ))
    }
}

/// `f` over `items`, two at a time (the machine has 2 cores), results in order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// The `.mlir` files of `CORPUS/mlir-test` (relative paths, sorted) that mlir-opt 16
/// accepts, and how many there are in all. Accepted means what `STATUS.tsv` of the
/// corpus records: `mlir-opt --allow-unregistered-dialect --split-input-file FILE`
/// exits 0, with `--verify-diagnostics` when the file has `expected-error`,
/// `-warning`, `-remark` or `-note` annotations. Computed here, so that a corpus
/// made from Debian's source package needs no table.
pub fn mlir_accepted_files(corpus: &Path, mlir_opt: &Path) -> (Vec<String>, usize) {
    let dir = corpus.join("mlir-test");
    let files = find_files(&dir, &["mlir"]);
    let accepted = parallel_map(&files, |file| {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let annotated = ["error", "warning", "remark", "note"]
            .iter()
            .any(|k| text.contains(&format!("expected-{k}")));
        let mut cmd = Command::new(mlir_opt);
        cmd.args(["--allow-unregistered-dialect", "--split-input-file"]);
        if annotated {
            cmd.arg("--verify-diagnostics");
        }
        cmd.arg(file).args(["-o", "/dev/null"]);
        run_with_timeout(cmd, Duration::from_secs(120), false)
            .is_ok_and(|run| run.code() == Some(0))
    });
    let names = files
        .iter()
        .zip(accepted)
        .filter(|(_, ok)| *ok)
        .map(|(f, _)| {
            f.strip_prefix(&dir)
                .unwrap_or(f)
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    (names, files.len())
}

/// The `invalid.mlir` files of the corpus's dialect tests for the dialects Strata
/// defines (relative to `CORPUS/mlir-test`).
pub const DIALECT_INVALID_FILES: &[&str] = &[
    "Dialect/Builtin/invalid.mlir",
    "Dialect/Func/invalid.mlir",
    "Dialect/Arith/invalid.mlir",
    "Dialect/ControlFlow/invalid.mlir",
    "Dialect/MemRef/invalid.mlir",
    "Dialect/SCF/invalid.mlir",
    "Dialect/Affine/invalid.mlir",
    "Dialect/Affine/load-store-invalid.mlir",
    "Dialect/LLVMIR/types-invalid.mlir",
    "Dialect/LLVMIR/invalid.mlir",
    "Dialect/LLVMIR/tbaa-invalid.mlir",
];

/// The corpus's files of invalid inputs, as paths under `CORPUS/mlir-test` (`root`):
/// `IR/invalid*.mlir` (MLIR 16's own tests of syntax, builtin types and attributes and
/// core verification), sorted, then [`DIALECT_INVALID_FILES`].
pub fn invalid_corpus_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let dir = root.join("IR");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("invalid") && n.ends_with(".mlir"))
        })
        .collect();
    files.sort();
    files.extend(DIALECT_INVALID_FILES.iter().map(|f| root.join(f)));
    Ok(files)
}

/// The chunks of a test file, split as mlir-opt's `--split-input-file` does: at each
/// `// -----` line (which belongs to no chunk).
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(String::new());
        } else {
            out.last_mut().unwrap().push_str(line);
        }
    }
    out
}

/// Whether the RUN line of a corpus test file (its first line) passes
/// `--allow-unregistered-dialect`.
pub fn allows_unregistered(f: &Path) -> bool {
    std::fs::read_to_string(f)
        .unwrap_or_default()
        .lines()
        .next()
        .is_some_and(|l| l.contains("allow-unregistered-dialect"))
}

/// The outcome of a child process run with a time limit.
pub struct Run {
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

impl Run {
    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }
    pub fn describe_status(&self) -> String {
        if self.timed_out {
            return "timed out (killed)".to_string();
        }
        match self.status {
            Some(s) => match s.code() {
                Some(c) => format!("exit code {c}"),
                None => {
                    use std::os::unix::process::ExitStatusExt;
                    format!("killed by signal {}", s.signal().unwrap_or(0))
                }
            },
            None => "no exit status".to_string(),
        }
    }
}

/// Runs `cmd` with stdout and stderr captured, killing it after `limit`.
/// Put the command in its own process group (see `kill_group`) when it may
/// spawn children (e.g. `bash -c`).
pub fn run_with_timeout(
    mut cmd: Command,
    limit: Duration,
    kill_group: bool,
) -> std::io::Result<Run> {
    use std::os::unix::process::CommandExt;
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if kill_group {
        cmd.process_group(0);
    }
    let mut child: Child = cmd.spawn()?;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break Some(s);
        }
        if start.elapsed() > limit {
            timed_out = true;
            if kill_group {
                // SIGKILL the whole process group (negative pid).
                let _ = Command::new("kill")
                    .args(["-KILL", "--", &format!("-{}", child.id())])
                    .status();
            }
            let _ = child.kill();
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Run {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        timed_out,
    })
}

/// Every `*.td` file under `dir`, recursively, sorted.
pub fn find_files(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    fn walk(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(ft) = entry.file_type() else { continue };
            if ft.is_dir() {
                walk(&path, extensions, out);
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, extensions, &mut out);
    out.sort();
    out
}

/// One `.td` file of LLVM 16's include directory that
/// `llvm-tblgen --print-records` accepts on its own.
pub struct AcceptedTd {
    pub path: PathBuf,
    /// `path` relative to the include directory, e.g. `mlir/IR/OpBase.td`.
    pub name: String,
    /// The `-I` directories it was run with ([`td_include_dirs`]).
    pub include_dirs: Vec<PathBuf>,
    /// llvm-tblgen's `--print-records` output (empty unless asked for).
    pub reference: String,
}

/// The `.td` files of one tree of LLVM 16's include directory (`mlir/`,
/// installed by `libmlir-16-dev`, or `llvm/`, by `llvm-16-dev`), split by
/// whether `llvm-tblgen --print-records` accepts them on their own.
pub struct TdCorpus {
    /// `mlir` or `llvm`.
    pub tree: &'static str,
    pub include_dir: PathBuf,
    pub llvm_tblgen: PathBuf,
    pub accepted: Vec<AcceptedTd>,
    /// Files llvm-tblgen rejects (relative names); excluded from comparisons.
    pub rejected: Vec<String>,
}

/// The `-I` directories LLVM's and MLIR's builds give TableGen for `file`
/// (CMake's `tablegen()`): the include directory, then the file's own.
pub fn td_include_dirs(include_dir: &Path, file: &Path) -> Vec<PathBuf> {
    let mut dirs = vec![include_dir.to_path_buf()];
    if let Some(own) = file.parent().filter(|d| *d != include_dir) {
        dirs.push(own.to_path_buf());
    }
    dirs
}

/// MLIR 16's `.td` files: [`td_corpus`] of the `mlir` tree.
pub fn mlir_td_corpus(keep_output: bool) -> Result<TdCorpus, String> {
    td_corpus("mlir", keep_output)
}

/// Enumerates `INCLUDEDIR/TREE/**/*.td` and runs
/// `llvm-tblgen --print-records -I INCLUDEDIR -I FILEDIR FILE` (LLVM 16's) on
/// each, two processes at a time (the machine has 2 cores). `keep_output`
/// keeps the reference text. An error says why the corpus is unavailable
/// (no LLVM 16, or the tree's package missing).
pub fn td_corpus(tree: &'static str, keep_output: bool) -> Result<TdCorpus, String> {
    let llvm_tblgen = peer_tool("llvm-tblgen")?;
    let include_dir = llvm16_includedir().ok_or(
        "LLVM 16 include directory not found (llvm-config-16 --includedir); install llvm-16-dev",
    )?;
    let tree_dir = include_dir.join(tree);
    let files = find_files(&tree_dir, &["td"]);
    if files.is_empty() {
        let package = if tree == "mlir" {
            "libmlir-16-dev"
        } else {
            "llvm-16-dev"
        };
        return Err(format!(
            "no .td files under {}; install Debian package {package}",
            tree_dir.display()
        ));
    }
    let results = parallel_map(&files, |file| {
        let mut cmd = Command::new(&llvm_tblgen);
        cmd.arg("--print-records");
        for dir in td_include_dirs(&include_dir, file) {
            cmd.arg("-I").arg(dir);
        }
        let out = cmd
            .arg(file)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output();
        match out {
            Ok(o) if o.status.success() => Ok(if keep_output {
                String::from_utf8_lossy(&o.stdout).into_owned()
            } else {
                String::new()
            }),
            _ => Err(()),
        }
    });
    let mut accepted = Vec::new();
    let mut rejected = Vec::new();
    for (path, r) in files.into_iter().zip(results) {
        let name = path
            .strip_prefix(&include_dir)
            .unwrap_or(&path)
            .display()
            .to_string();
        match r {
            Ok(reference) => accepted.push(AcceptedTd {
                include_dirs: td_include_dirs(&include_dir, &path),
                path,
                name,
                reference,
            }),
            Err(()) => rejected.push(name),
        }
    }
    Ok(TdCorpus {
        tree,
        include_dir,
        llvm_tblgen,
        accepted,
        rejected,
    })
}

/// One `.td` file of the corpus ([`corpus_root`]) with the include folders it needs.
pub struct CorpusTd {
    /// `corpus/` and the path relative to the corpus, e.g. `corpus/toy/Ch2/include/toy/Ops.td`.
    pub name: String,
    pub path: PathBuf,
    /// LLVM 16's include folder, the file's folder, its parent, its `include/`, and the
    /// include folders of the corpus's dialects (the test dialect, Toy's chapters, the
    /// third-party tutorials, standalone).
    pub includes: Vec<PathBuf>,
    /// `third-party` for the files under `third-party/`, else `MLIR 16` (MLIR's own
    /// tests and examples).
    pub group: &'static str,
}

/// Every `.td` file of the corpus, sorted; `include_dir` is LLVM 16's include folder.
pub fn corpus_td_files(include_dir: &Path) -> Result<Vec<CorpusTd>, String> {
    let corpus = corpus_root()?;
    let mut extra = vec![corpus.join("mlir-test/lib/Dialect/Test")];
    for d in ["toy", "third-party"] {
        if let Ok(rd) = std::fs::read_dir(corpus.join(d)) {
            let mut dirs: Vec<PathBuf> = rd.flatten().map(|e| e.path().join("include")).collect();
            dirs.sort();
            extra.extend(dirs);
        }
    }
    extra.push(corpus.join("standalone/include"));
    Ok(find_files(&corpus, &["td"])
        .into_iter()
        .map(|path| {
            let dir = path.parent().unwrap().to_path_buf();
            let mut includes = vec![
                include_dir.to_path_buf(),
                dir.clone(),
                dir.join(".."),
                dir.join("include"),
            ];
            includes.extend(extra.iter().cloned());
            let rel = path.strip_prefix(&corpus).unwrap_or(&path);
            let group = if rel.starts_with("third-party") {
                "third-party"
            } else {
                "MLIR 16"
            };
            CorpusTd {
                name: format!("corpus/{}", rel.display()),
                path,
                includes,
                group,
            }
        })
        .collect())
}

/// The first line where `expected` and `actual` differ: (1-based line number,
/// expected line, actual line), `<end of output>` standing for a missing line.
pub fn first_difference(expected: &str, actual: &str) -> Option<(usize, String, String)> {
    if expected == actual {
        return None;
    }
    let mut e = expected.split('\n');
    let mut a = actual.split('\n');
    let mut line = 0;
    loop {
        line += 1;
        match (e.next(), a.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (None, None) => {
                // Equal line by line yet different: cannot happen, but be total.
                return Some((line, String::new(), String::new()));
            }
            (x, y) => {
                let show = |s: Option<&str>| match s {
                    Some(s) if s.len() > 400 => {
                        let mut end = 400;
                        while !s.is_char_boundary(end) {
                            end -= 1;
                        }
                        format!("{:?}… ({} bytes in all)", &s[..end], s.len())
                    }
                    Some(s) => format!("{s:?}"),
                    None => "<end of output>".to_string(),
                };
                return Some((line, show(x), show(y)));
            }
        }
    }
}

/// Truncates long tool output for failure messages.
pub fn clip(bytes: &[u8], max: usize) -> String {
    let s = String::from_utf8_lossy(bytes);
    if s.len() <= max {
        s.into_owned()
    } else {
        let mut end = max;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}\n… ({} more bytes)", &s[..end], s.len() - end)
    }
}
