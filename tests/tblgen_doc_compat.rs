//! The documentation backends against `mlir-tblgen` (MLIR 16): `tblgen
//! --gen-op-doc`, `--gen-dialect-doc`, `--gen-attrdef-doc`,
//! `--gen-typedef-doc`, `--gen-{op,attr,type}-interface-docs` and
//! `--gen-pass-doc` on MLIR 16's
//! own `.td` files and on
//! the corpus's `.td` files (Toy, standalone, the test dialect, mlir-tblgen's
//! tests, a third-party dialect). Where mlir-tblgen produces a document,
//! Strata's must be byte-identical; where it refuses the input, Strata must
//! refuse it too.
//!
//! This checks the ODS model (`strata_tblgen::ods`: operators with their
//! operands, attributes, results, successors, traits and inferred result
//! types; attribute and type definitions) that every ODS backend builds on.
//! Without mlir-tblgen 16 (or the corpus, for its files) the harness (or the
//! corpus part) is one trial, ignored with the reason outside CI, failing
//! under `CI=true` or `--include-ignored`.

mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Case {
    name: String,
    path: PathBuf,
    includes: Vec<PathBuf>,
}

/// mlir-tblgen's output (`None`: it refused) for every case, two processes
/// at a time.
fn references(mlir_tblgen: &Path, backend: &str, cases: &[Case]) -> Vec<Option<String>> {
    common::parallel_map(cases, |c| {
        let mut cmd = Command::new(mlir_tblgen);
        cmd.arg(format!("-{backend}"));
        for inc in &c.includes {
            cmd.arg("-I").arg(inc);
        }
        cmd.arg(&c.path)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    })
}

fn strata_doc(backend: &str, c: &Case) -> Result<String, String> {
    let opts = strata_tblgen::Options {
        include_dirs: c.includes.clone(),
        ..Default::default()
    };
    let rk = strata_tblgen::parse_file(&c.path, &opts).map_err(|d| d.render())?;
    use strata_tblgen::backends::interface_doc::{gen_interface_docs, InterfaceKind};
    use strata_tblgen::backends::{dialect_doc, op_doc};
    let r = match backend {
        "gen-pass-doc" => strata_tblgen::backends::pass_doc::gen_pass_doc(&rk),
        "gen-op-interface-docs" => gen_interface_docs(&rk, InterfaceKind::Op),
        "gen-attr-interface-docs" => gen_interface_docs(&rk, InterfaceKind::Attr),
        "gen-type-interface-docs" => gen_interface_docs(&rk, InterfaceKind::Type),
        "gen-op-doc" => op_doc::gen_op_doc(&rk),
        "gen-attrdef-doc" => dialect_doc::gen_attr_or_type_def_doc(&rk, true),
        "gen-typedef-doc" => dialect_doc::gen_attr_or_type_def_doc(&rk, false),
        _ => dialect_doc::gen_dialect_doc(&rk, None),
    };
    r.map_err(|e| e.message)
}

const BACKENDS: [&str; 8] = [
    "gen-pass-doc",
    "gen-op-doc",
    "gen-dialect-doc",
    "gen-attrdef-doc",
    "gen-typedef-doc",
    "gen-op-interface-docs",
    "gen-attr-interface-docs",
    "gen-type-interface-docs",
];

fn main() {
    let args = Arguments::from_args();
    let setup = (|| -> Result<_, String> {
        let mlir_tblgen = common::peer_tool("mlir-tblgen")?;
        let corpus = common::mlir_td_corpus(false)?;
        let cases: Vec<Case> = corpus
            .accepted
            .iter()
            .map(|a| Case {
                name: a.name.clone(),
                path: a.path.clone(),
                includes: vec![corpus.include_dir.clone()],
            })
            .collect();
        Ok((mlir_tblgen, cases, corpus.include_dir))
    })();
    let (mlir_tblgen, mut cases, include_dir) = match setup {
        Ok(x) => x,
        Err(reason) => {
            let t = common::unavailable("tblgen-doc-compat", &reason);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let mut trials = Vec::new();
    match common::corpus_td_files(&include_dir) {
        Ok(files) => cases.extend(files.into_iter().map(|f| Case {
            name: f.name,
            path: f.path,
            includes: f.includes,
        })),
        Err(reason) => trials.push(common::unavailable("tblgen-doc-compat/corpus", &reason)),
    }
    let cases = std::sync::Arc::new(cases);
    // Identical documents, and inputs both refuse.
    let identical = std::sync::Arc::new(AtomicUsize::new(0));
    let both_refuse = std::sync::Arc::new(AtomicUsize::new(0));
    let mut summary = Vec::new();
    for backend in BACKENDS {
        let refs = references(&mlir_tblgen, backend, &cases);
        summary.push((
            backend,
            refs.iter().filter(|r| r.is_some()).count(),
            refs.len(),
        ));
        for (i, expected) in refs.into_iter().enumerate() {
            let (cases, identical, both_refuse) =
                (cases.clone(), identical.clone(), both_refuse.clone());
            let name = format!("{backend}/{}", cases[i].name);
            trials.push(Trial::test(name, move || -> Result<(), Failed> {
                let c = &cases[i];
                match (expected, strata_doc(backend, c)) {
                    (Some(e), Ok(a)) => {
                        if let Some((line, el, al)) = common::first_difference(&e, &a) {
                            return Err(format!(
                                "{}: line {line}: expected {el}, got {al}",
                                c.name
                            )
                            .into());
                        }
                        identical.fetch_add(1, Ordering::Relaxed);
                    }
                    (Some(_), Err(msg)) => {
                        return Err(format!(
                            "{}: mlir-tblgen accepts it, Strata refuses: {msg}",
                            c.name
                        )
                        .into())
                    }
                    (None, Ok(_)) => {
                        return Err(format!(
                            "{}: mlir-tblgen refuses it, Strata accepts it",
                            c.name
                        )
                        .into())
                    }
                    (None, Err(_)) => {
                        both_refuse.fetch_add(1, Ordering::Relaxed);
                    }
                }
                Ok(())
            }));
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    let mut documents = 0;
    for (backend, produced, all) in summary {
        documents += produced;
        println!(
            "tblgen-doc-compat: {backend}: mlir-tblgen produces {produced} of {all} documents"
        );
    }
    println!(
        "tblgen-doc-compat: identical documents {}/{documents}",
        identical.load(Ordering::Relaxed)
    );
    println!(
        "tblgen-doc-compat: both refuse {} inputs",
        both_refuse.load(Ordering::Relaxed)
    );
    conclusion.exit();
}
