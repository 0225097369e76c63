//! Which of MLIR 16's ops each dialect of Strata defines: for every
//! `spec/dialects/NAME.td` whose dialect `NAME` MLIR 16 also has, the op names of
//! the spec (records derived from `Op`, by `opDialect.name` and `opName`) against
//! those of MLIR 16's own `.td` files (every file under
//! `$(llvm-config-16 --includedir)/mlir` that llvm-tblgen accepts, read with
//! `strata_tblgen`) and the few ops MLIR 16 defines in C++ (`CPP_OPS`).
//!
//! One trial per dialect. An op Strata's spec has and MLIR 16's dialect does not
//! fails. Ops of MLIR 16 the spec lacks fail for the dialects in `COMPLETE` (the
//! README says they have all of MLIR 16's ops); for the others they are a known
//! difference (ignored, with the missing ops named). The harness prints
//! `ods-coverage: NAME: N of MLIR 16's M ops` per dialect. Without LLVM 16's `.td`
//! files the harness is one trial, ignored with the reason outside CI, failing under
//! `CI=true` or `--include-ignored`.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The dialects that define every op of MLIR 16's dialect of the same name.
const COMPLETE: &[&str] = &[
    "affine", "arith", "cf", "complex", "func", "math", "memref", "scf", "tensor",
];

/// Ops MLIR 16 defines in C++ rather than in its `.td` files: (dialect, op).
const CPP_OPS: &[(&str, &str)] = &[("affine", "dma_start"), ("affine", "dma_wait")];

type OpsByDialect = BTreeMap<String, BTreeSet<String>>;

/// The ops a `.td` file defines, by dialect name.
fn ops_of(path: &Path, include_dirs: Vec<PathBuf>) -> Result<OpsByDialect, String> {
    let opts = strata_tblgen::Options {
        include_dirs,
        ..Default::default()
    };
    let rk = strata_tblgen::parse_file(path, &opts).map_err(|d| d.render())?;
    let mut ops = OpsByDialect::new();
    for id in rk.defs_derived_from("Op") {
        let rec = rk.rec(id);
        let name = |e: strata_tblgen::record::FieldError| format!("{}: {e}", path.display());
        let dialect = rk.get_def(rec, "opDialect").map_err(name)?;
        let dialect = rk.get_string(rk.rec(dialect), "name").map_err(name)?;
        let op = rk.get_string(rec, "opName").map_err(name)?;
        ops.entry(dialect.to_string())
            .or_default()
            .insert(op.to_string());
    }
    Ok(ops)
}

fn main() {
    let args = Arguments::from_args();
    let corpus = match common::mlir_td_corpus(false) {
        Ok(c) => c,
        Err(reason) => {
            let trial = common::unavailable("ods-coverage", &reason);
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    // MLIR 16's ops, from every file llvm-tblgen accepts (a file includes others, so
    // an op is seen many times).
    let per_file = common::parallel_map(&corpus.accepted, |td| {
        ops_of(&td.path, vec![corpus.include_dir.clone()])
    });
    let mut mlir = OpsByDialect::new();
    for (dialect, op) in CPP_OPS {
        mlir.entry(dialect.to_string())
            .or_default()
            .insert(op.to_string());
    }
    let mut errors = Vec::new();
    for (td, ops) in corpus.accepted.iter().zip(per_file) {
        match ops {
            Ok(ops) => {
                for (dialect, names) in ops {
                    mlir.entry(dialect).or_default().extend(names);
                }
            }
            Err(e) => errors.push(format!("{}: {e}", td.name)),
        }
    }
    let mut trials = Vec::new();
    if !errors.is_empty() {
        trials.push(Trial::test("mlir-16-td-files", move || {
            Err(format!(
                "strata_tblgen cannot read MLIR 16's files:\n{}",
                errors.join("\n")
            )
            .into())
        }));
    }
    let spec = common::repo_root().join("spec");
    let mut specs = common::find_files(&spec.join("dialects"), &["td"]);
    specs.retain(|p| p.parent() == Some(spec.join("dialects").as_path()));
    let mut lines = Vec::new();
    for path in specs {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let ours = match ops_of(&path, vec![spec.clone()]) {
            Ok(ops) => ops,
            Err(e) => {
                trials.push(Trial::test(file, move || Err(e.into())));
                continue;
            }
        };
        // The spec's own dialect (`NAME.td` defines `NAME`), not those it includes.
        let own = path.file_stem().unwrap().to_string_lossy().into_owned();
        for (dialect, names) in ours.into_iter().filter(|(d, _)| *d == own) {
            let Some(theirs) = mlir.get(&dialect).cloned() else {
                lines.push(format!("ods-coverage: {dialect}: not a dialect of MLIR 16"));
                continue;
            };
            let have = names.intersection(&theirs).count();
            lines.push(format!(
                "ods-coverage: {dialect}: {have} of MLIR 16's {} ops",
                theirs.len()
            ));
            let complete = COMPLETE.contains(&dialect.as_str());
            trials.push(Trial::ignorable_test(
                dialect.clone(),
                move || -> Result<Completion, Failed> {
                    let extra: Vec<&String> = names.difference(&theirs).collect();
                    if !extra.is_empty() {
                        return Err(
                            format!("ops MLIR 16's {dialect} does not have: {extra:?}").into()
                        );
                    }
                    let missing: Vec<&String> = theirs.difference(&names).collect();
                    match (missing.is_empty(), complete) {
                        (true, _) => Ok(Completion::Completed),
                        (false, true) => Err(format!(
                            "listed as complete, but without MLIR 16's {missing:?}"
                        )
                        .into()),
                        (false, false) => Ok(common::known_difference(&format!(
                            "{} of MLIR 16's {} ops; not yet: {}",
                            have,
                            theirs.len(),
                            missing
                                .iter()
                                .map(|s| s.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))),
                    }
                },
            ));
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    for line in lines {
        println!("{line}");
    }
    conclusion.exit();
}
