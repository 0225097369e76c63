//! Assembly-format checking against `mlir-tblgen` (MLIR 16): for every op
//! with an `assemblyFormat` in MLIR 16's `.td` files and the corpus's, the
//! first error Strata reports must be the one `mlir-tblgen -gen-op-decls
//! -asmformat-error-is-fatal=false` reports, and ops mlir-tblgen accepts must
//! be accepted. The corpus has mlir-tblgen's own negative tests
//! (`op-format-invalid.td`, `op-format-verify.td`). Files mlir-tblgen fails
//! on for other reasons are not compared (counted in the summary line).
//! Without mlir-tblgen 16 (or the corpus, for its files) the harness (or the
//! corpus part) is one trial, ignored with the reason outside CI, failing
//! under `CI=true` or `--include-ignored`.

mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// (file name, line of the op def) → first error message.
type Errors = BTreeMap<(String, usize), String>;

fn file_name(p: &str) -> String {
    Path::new(p)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// mlir-tblgen's format errors, or `None` if it fails for another reason.
fn reference(mlir_tblgen: &Path, path: &Path, includes: &[PathBuf]) -> Option<Errors> {
    let mut cmd = Command::new(mlir_tblgen);
    cmd.args([
        "-gen-op-decls",
        "-asmformat-error-is-fatal=false",
        "-o",
        "/dev/null",
    ]);
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    let out = cmd.arg(path).stdin(Stdio::null()).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let mut errors = Errors::new();
    let mut pending: Option<String> = None;
    for line in String::from_utf8_lossy(&out.stderr).lines() {
        if let Some(msg) = line.strip_prefix("error: ") {
            pending = Some(msg.to_string());
        } else if let Some(rest) =
            line.strip_suffix(": note: in custom assembly format for this operation")
        {
            // `FILE:LINE:COL`
            let mut parts = rest.rsplitn(3, ':');
            let (_col, l, f) = (parts.next(), parts.next(), parts.next());
            if let (Some(msg), Some(Ok(l)), Some(f)) =
                (pending.take(), l.map(str::parse::<usize>), f)
            {
                errors.entry((file_name(f), l)).or_insert(msg);
            }
        }
    }
    Some(errors)
}

fn strata(path: &Path, includes: &[PathBuf]) -> Result<Errors, String> {
    let opts = strata_tblgen::Options {
        include_dirs: includes.to_vec(),
        ..Default::default()
    };
    let rk = strata_tblgen::parse_file(path, &opts).map_err(|d| d.render())?;
    let found = strata_tblgen::ods::format::check_op_formats(&rk).map_err(|e| e.message)?;
    let mut errors = Errors::new();
    for (op, e) in found {
        let pos = rk.sources.position(rk.rec(op.def).loc());
        errors.insert(
            (file_name(&pos.path.to_string_lossy()), pos.line),
            e.message,
        );
    }
    Ok(errors)
}

fn main() {
    let args = Arguments::from_args();
    let setup = (|| -> Result<_, String> {
        let mlir_tblgen = common::peer_tool("mlir-tblgen")?;
        let corpus = common::mlir_td_corpus(false)?;
        let cases: Vec<(String, PathBuf, Vec<PathBuf>)> = corpus
            .accepted
            .iter()
            .map(|a| {
                (
                    a.name.clone(),
                    a.path.clone(),
                    vec![corpus.include_dir.clone()],
                )
            })
            .collect();
        Ok((mlir_tblgen, cases, corpus.include_dir))
    })();
    let (mlir_tblgen, mut cases, include_dir) = match setup {
        Ok(x) => x,
        Err(reason) => {
            let t = common::unavailable("tblgen-format-compat", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let mut trials = Vec::new();
    match common::corpus_td_files(&include_dir) {
        Ok(files) => cases.extend(files.into_iter().map(|f| (f.name, f.path, f.includes))),
        Err(reason) => trials.push(common::unavailable("tblgen-format-compat/corpus", &reason)),
    }
    let (mut compared, mut refused) = (0, 0);
    for (name, path, inc) in cases {
        // Files mlir-tblgen fails on for other reasons are not compared.
        let Some(expected) = reference(&mlir_tblgen, &path, &inc) else {
            refused += 1;
            continue;
        };
        compared += 1;
        trials.push(Trial::ignorable_test(
            name,
            move || -> Result<Completion, Failed> {
                let actual = match strata(&path, &inc) {
                    Ok(a) => a,
                    // Files without ops (no `Op` class) have nothing to check.
                    Err(m) if m.contains("Couldn't find the 'Op' class") && expected.is_empty() => {
                        return Ok(common::not_compared("no ops, so no assembly formats"))
                    }
                    Err(m) => return Err(m.into()),
                };
                for (key, msg) in &expected {
                    match actual.get(key) {
                        Some(a) if a == msg => {}
                        other => {
                            return Err(format!(
                                "op at {}:{}: expected '{msg}', got {other:?}",
                                key.0, key.1
                            )
                            .into())
                        }
                    }
                }
                if let Some((key, msg)) = actual.iter().find(|(k, _)| !expected.contains_key(*k)) {
                    return Err(format!(
                        "op at {}:{}: mlir-tblgen accepts it, Strata says '{msg}'",
                        key.0, key.1
                    )
                    .into());
                }
                Ok(Completion::Completed)
            },
        ));
    }
    println!(
        "tblgen-format-compat: comparing {compared} files ({refused} more not compared: \
         mlir-tblgen -gen-op-decls fails on them)"
    );
    libtest_mimic::run(&args, trials).exit();
}
