//! MLIR 16's own tests of the passes Strata has (`FILES`, in the corpus's `mlir-test/`),
//! run as lit runs them with `mlir-opt` replaced by `strata-opt`: one trial per RUN line
//! naming `mlir-opt` and `// -----` chunk.
//!
//! A chunk is run on its own: a copy of the file holding only that chunk's lines (the
//! others blanked, so line numbers stay), `%s` naming it, with the RUN line otherwise as
//! written (`FileCheck` and `not` are LLVM 16's). When the chunk has no directive of the
//! `FileCheck` prefixes of the RUN line, its output is not checked (the RUN line then
//! checks the exit status and, with `--verify-diagnostics`, the diagnostics). mlir-opt 16
//! runs each chunk the same way first: a chunk it does not pass alone is not compared.
//!
//! Trials passing today are listed in `tests/mlir_pass_corpus.expected-pass` (a regression
//! fails); the others are ignored as `known difference: WHY`, WHY being the first message
//! of the failing command (most are chunks written with ops of MLIR's `test` dialect,
//! which Strata does not have). `UPDATE_EXPECT=1` rewrites the list from a full run. The
//! harness prints `pass-corpus: files passing P/F` (a file passes when all its trials do),
//! `pass-corpus: RUN-line chunks passing C/N`, and a line per file. Without mlir-opt,
//! FileCheck or the corpus, it is one trial, ignored with the reason outside CI and
//! failing under `CI=true` or `--include-ignored`.

#[path = "common/mod.rs"]
mod common;
#[path = "common/lit.rs"]
mod lit;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The corpus files of the passes Strata has, relative to `mlir-test/`.
const FILES: &[&str] = &[
    "Transforms/cse.mlir",
    "Transforms/test-symbol-dce.mlir",
    "Transforms/test-symbol-privatize.mlir",
    "Transforms/test-toposort.mlir",
    "Transforms/print-op-graph.mlir",
    "Transforms/inlining.mlir",
    "Transforms/inlining-dce.mlir",
    "Transforms/inlining-recursive.mlir",
    "Transforms/inlining-repeated-use.mlir",
    "Transforms/test-inlining.mlir",
    "Transforms/loop-invariant-code-motion.mlir",
    "Transforms/control-flow-sink.mlir",
    "Transforms/control-flow-sink-test.mlir",
    "Transforms/strip-debuginfo.mlir",
    "IR/op-stats.mlir",
    "IR/op-stats-json.mlir",
    "Dialect/SCF/control-flow-sink.mlir",
    "Dialect/Arith/canonicalize.mlir",
    "Transforms/location-snapshot.mlir",
    "Transforms/canonicalize-block-merge.mlir",
    "Transforms/canonicalize-dce.mlir",
    "Dialect/ControlFlow/canonicalize.mlir",
    "Dialect/SCF/canonicalize.mlir",
    "Dialect/Builtin/canonicalize.mlir",
    "Dialect/MemRef/canonicalize.mlir",
    "Transforms/sccp.mlir",
    "Transforms/sccp-callgraph.mlir",
    "Transforms/sccp-structured.mlir",
    "Transforms/canonicalize.mlir",
    "Transforms/canonicalize-td.mlir",
    "Dialect/Affine/canonicalize.mlir",
    "Transforms/test-canonicalize.mlir",
    "Transforms/test-canonicalize-filter.mlir",
    "Transforms/test-operation-folder.mlir",
    "Transforms/test-operation-folder-commutative.mlir",
    "mlir-tblgen/pattern.mlir",
    "Transforms/test-strict-pattern-driver.mlir",
    "Transforms/test-merge-blocks.mlir",
    "Transforms/test-pattern-selective-replacement.mlir",
    "Transforms/test-rewrite-dynamic-op.mlir",
    "Transforms/test-commutativity-utils.mlir",
    "Transforms/constant-fold.mlir",
    "Dialect/LLVMIR/types.mlir",
    "Dialect/LLVMIR/terminator.mlir",
    "Dialect/LLVMIR/global.mlir",
    "Conversion/SCFToControlFlow/convert-to-cfg.mlir",
    "Transforms/test-legalizer.mlir",
    "Transforms/test-legalizer-full.mlir",
    "Transforms/test-legalizer-analysis.mlir",
    "Transforms/test-legalize-type-conversion.mlir",
    "Transforms/test-legalize-target-materialization-no-uses.mlir",
    "Transforms/test-legalize-unknown-root.mlir",
    "Transforms/test-legalize-erased-op-with-uses.mlir",
    "Transforms/test-legalize-remapped-value.mlir",
    "Dialect/LLVMIR/roundtrip.mlir",
    "Dialect/LLVMIR/func.mlir",
    "Dialect/LLVMIR/opaque-ptr.mlir",
    "Dialect/LLVMIR/canonicalize.mlir",
    "Dialect/LLVMIR/dynamic-gep-index.mlir",
    "Dialect/LLVMIR/layout.mlir",
    "Dialect/LLVMIR/tbaa-roundtrip.mlir",
    "Dialect/LLVMIR/debuginfo.mlir",
    "Conversion/ArithToLLVM/arith-to-llvm.mlir",
    "Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir",
    "Conversion/ControlFlowToLLVM/invalid.mlir",
    "Conversion/FuncToLLVM/calling-convention.mlir",
    "Conversion/FuncToLLVM/convert-argattrs.mlir",
    "Conversion/FuncToLLVM/convert-data-layout.mlir",
    "Conversion/FuncToLLVM/convert-funcs.mlir",
    "Conversion/FuncToLLVM/convert-types.mlir",
    "Conversion/FuncToLLVM/emit-c-wrappers-for-external-callers.mlir",
    "Conversion/FuncToLLVM/emit-c-wrappers-for-external-functions.mlir",
    "Conversion/FuncToLLVM/func-memref-return.mlir",
    "Conversion/FuncToLLVM/func-memref.mlir",
    "Conversion/FuncToLLVM/func-to-llvm.mlir",
    "Conversion/FuncToLLVM/invalid.mlir",
    "Conversion/MemRefToLLVM/convert-alloca-scope.mlir",
    "Conversion/MemRefToLLVM/convert-dynamic-memref-ops.mlir",
    "Conversion/MemRefToLLVM/convert-static-memref-ops.mlir",
    "Conversion/MemRefToLLVM/generic-functions.mlir",
    "Conversion/MemRefToLLVM/memref-to-llvm.mlir",
    "Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir",
];

/// How long one RUN line may take.
const LIMIT: Duration = Duration::from_secs(300);

fn expected_pass_path() -> PathBuf {
    common::repo_root().join("tests/mlir_pass_corpus.expected-pass")
}

/// The chunks of a file as `--split-input-file` cuts them, each as the whole file with the
/// lines of the other chunks left empty (so that line numbers stay those of the file).
fn chunks(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut bounds = vec![0];
    for (i, l) in lines.iter().enumerate() {
        if l.trim_end() == "// -----" {
            bounds.push(i + 1);
        }
    }
    bounds.push(lines.len() + 1);
    bounds
        .windows(2)
        .map(|w| {
            let (start, end) = (w[0], w[1] - 1);
            lines
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    if (start..end).contains(&i) {
                        l.to_string()
                    } else if l.ends_with('\n') {
                        "\n".to_string()
                    } else {
                        String::new()
                    }
                })
                .collect()
        })
        .collect()
}

/// The check prefixes of the `FileCheck` command in `cmd` (`CHECK` by default), if there
/// is one.
fn filecheck_prefixes(cmd: &str) -> Option<Vec<String>> {
    let at = *lit::find_word(cmd, "FileCheck").first()?;
    let words: Vec<&str> = cmd[at..].split_whitespace().collect();
    let mut prefixes = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i].trim_start_matches('-');
        let value = |i: &mut usize| -> Option<String> {
            match w.split_once('=') {
                Some((_, v)) => Some(v.to_string()),
                None => {
                    *i += 1;
                    words.get(*i).map(|s| s.to_string())
                }
            }
        };
        if w.starts_with("check-prefixes") {
            if let Some(v) = value(&mut i) {
                prefixes.extend(v.split(',').map(str::to_string));
            }
        } else if w.starts_with("check-prefix") {
            if let Some(v) = value(&mut i) {
                prefixes.push(v);
            }
        }
        i += 1;
    }
    if prefixes.is_empty() {
        prefixes.push("CHECK".to_string());
    }
    Some(prefixes)
}

/// `cmd` for one chunk: when the chunk has no directive of its `FileCheck`'s prefixes,
/// the output goes to `/dev/null` instead of `FileCheck`.
fn command_for_chunk(cmd: &str, chunk: &str) -> String {
    let Some(prefixes) = filecheck_prefixes(cmd) else {
        return cmd.to_string();
    };
    let has_directive = prefixes.iter().any(|p| has_check_directive(chunk, p));
    if has_directive {
        return cmd.to_string();
    }
    let at = lit::find_word(cmd, "FileCheck")[0];
    match cmd[..at].rfind('|') {
        Some(pipe) => format!("{} > /dev/null", cmd[..pipe].trim_end()),
        None => cmd.to_string(),
    }
}

/// Whether `text` has a `FileCheck` directive of prefix `prefix` (`P:`, `P-NEXT:`, ...).
fn has_check_directive(text: &str, prefix: &str) -> bool {
    const SUFFIXES: &[&str] = &["NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY", "COUNT"];
    text.match_indices(prefix).any(|(i, _)| {
        let rest = &text[i + prefix.len()..];
        let before_ok = !text[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        before_ok
            && (rest.starts_with(':')
                || rest.strip_prefix('-').is_some_and(|r| {
                    SUFFIXES.iter().any(|s| {
                        r.strip_prefix(s).is_some_and(|r| {
                            r.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-')
                                .starts_with(':')
                        })
                    })
                }))
    })
}

/// Runs `cmd` (a RUN line with its substitutions made) under `bash`: `Ok` on exit 0, else
/// the first line of its error output (or of its output).
fn run_bash(cmd: &str, dir: &Path) -> Result<(), String> {
    let mut bash = Command::new("bash");
    bash.arg("-c")
        .arg(format!("set -o pipefail\n{cmd}"))
        .current_dir(dir);
    let run =
        common::run_with_timeout(bash, LIMIT, true).map_err(|e| format!("cannot run bash: {e}"))?;
    if run.code() == Some(0) {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&run.stderr);
    let stdout = String::from_utf8_lossy(&run.stdout);
    if stderr.contains("panicked") {
        return Err(format!("PANIC: {}", common::clip(&run.stderr, 2000)));
    }
    let first = stderr
        .lines()
        .chain(stdout.lines())
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string();
    Err(format!("{}: {first}", run.describe_status()))
}

/// The tools a RUN line is run with.
struct Tools {
    strata_opt: PathBuf,
    mlir_opt: PathBuf,
    helpers: Vec<(&'static str, PathBuf)>,
}

/// One RUN line on one chunk, with `mlir-opt` standing for `opt`.
fn run_chunk(
    raw: &str,
    chunk: &str,
    opt: &Path,
    tools: &Tools,
    file: &Path,
    chunk_file: &Path,
    tmp: &Path,
) -> Result<(), String> {
    std::fs::write(chunk_file, chunk).map_err(|e| format!("cannot write the chunk: {e}"))?;
    let mut cmd = command_for_chunk(raw, chunk);
    cmd = lit::replace_word(&cmd, "mlir-opt", &lit::shell_quote(opt));
    for (name, path) in &tools.helpers {
        cmd = lit::replace_word(&cmd, name, &lit::shell_quote(path));
    }
    let paths = lit::Paths {
        file: chunk_file.to_path_buf(),
        dir: file.parent().unwrap_or(Path::new(".")).to_path_buf(),
        tmp: tmp.to_path_buf(),
    };
    let cmd = lit::expand_percent(&cmd, &paths)?;
    // Messages name the corpus file, not the copy.
    run_bash(&cmd, chunk_file.parent().unwrap_or(Path::new("."))).map_err(|e| {
        e.replace(
            &chunk_file.display().to_string(),
            &file.display().to_string(),
        )
    })
}

fn main() {
    let args = Arguments::from_args();
    let setup = (|| -> Result<_, String> {
        let mlir_opt = common::peer_tool("mlir-opt")?;
        let helpers = common::LIT_HELPERS
            .iter()
            .map(|&h| common::peer_tool(h).map(|p| (h, p)))
            .collect::<Result<Vec<_>, _>>()?;
        let root = common::corpus_root()?.join("mlir-test");
        Ok((mlir_opt, helpers, root))
    })();
    let (mlir_opt, helpers, root) = match setup {
        Ok(x) => x,
        Err(reason) => {
            let t = common::unavailable("mlir-pass-corpus", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let strata_opt = match common::strata_tool("strata-opt") {
        Ok(tool) => tool,
        Err(e) => {
            let t = Trial::test("mlir-pass-corpus", move || Err(Failed::from(e)));
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let tools = Arc::new(Tools {
        strata_opt,
        mlir_opt,
        helpers,
    });
    let expected: BTreeSet<String> = std::fs::read_to_string(expected_pass_path())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let tmp = std::env::temp_dir().join(format!("strata-pass-corpus-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);
    let passing = Arc::new(Mutex::new(BTreeSet::new()));
    // Trials per file.
    let mut per_file: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut trials = Vec::new();
    for &rel in FILES {
        let file = root.join(rel);
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let runs: Vec<String> = lit::run_lines(&text)
            .into_iter()
            .filter(|c| !lit::find_word(c, "mlir-opt").is_empty())
            .collect();
        let chunks = chunks(&text);
        for (r, raw) in runs.iter().enumerate() {
            for (c, chunk) in chunks.iter().enumerate() {
                let name = format!("{rel}:run{}:chunk{c}", r + 1);
                per_file.entry(rel).or_default().push(name.clone());
                let listed = expected.contains(&name);
                let stem = name.replace(['/', ':'], "_");
                let (raw, chunk, file) = (raw.clone(), chunk.clone(), file.clone());
                let (tools, tmp, passing) = (tools.clone(), tmp.clone(), passing.clone());
                trials.push(Trial::ignorable_test(
                    name.clone(),
                    move || -> Result<Completion, Failed> {
                        let dir = tmp.join(&stem);
                        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                        let chunk_file = dir.join(file.file_name().unwrap_or_default());
                        let run = |opt: &Path, t: &str| {
                            run_chunk(&raw, &chunk, opt, &tools, &file, &chunk_file, &dir.join(t))
                        };
                        if let Err(e) = run(&tools.mlir_opt, "peer.tmp") {
                            let why = format!("mlir-opt 16 fails this chunk alone: {e}");
                            if listed {
                                return Err(format!("listed in expected-pass, but {why}").into());
                            }
                            return Ok(common::not_compared(&why));
                        }
                        match run(&tools.strata_opt, "strata.tmp") {
                            Ok(()) => {
                                passing.lock().unwrap().insert(name);
                                Ok(Completion::Completed)
                            }
                            Err(e) if e.starts_with("PANIC") => Err(e.into()),
                            Err(e) if listed => {
                                Err(format!("regression (listed in expected-pass): {e}").into())
                            }
                            Err(e) => Ok(common::known_difference(&e)),
                        }
                    },
                ));
            }
        }
    }
    let total = trials.len();
    let conclusion = libtest_mimic::run(&args, trials);
    let passing = passing.lock().unwrap();
    let files_passing = per_file
        .values()
        .filter(|names| names.iter().all(|n| passing.contains(n)))
        .count();
    println!(
        "pass-corpus: files passing {files_passing}/{}",
        per_file.len()
    );
    println!(
        "pass-corpus: RUN-line chunks passing {}/{total}",
        passing.len()
    );
    for (file, names) in &per_file {
        let p = names.iter().filter(|n| passing.contains(*n)).count();
        println!("pass-corpus: {file}: {p}/{}", names.len());
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() && args.filter.is_none() {
        let mut text = String::from(
            "# Trials of tests/mlir_pass_corpus.rs (FILE:runN:chunkC) that pass today; a\n\
             # regression fails. Regenerate with UPDATE_EXPECT=1 cargo test --release --test\n\
             # mlir_pass_corpus.\n",
        );
        for p in passing.iter() {
            text.push_str(p);
            text.push('\n');
        }
        let _ = std::fs::write(expected_pass_path(), text);
    }
    let _ = std::fs::remove_dir_all(&tmp);
    conclusion.exit();
}
