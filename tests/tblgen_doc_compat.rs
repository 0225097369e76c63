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
//! Without mlir-tblgen 16 the trials are ignored with the reason printed.

mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

struct Case {
    name: String,
    path: PathBuf,
    includes: Vec<PathBuf>,
}

fn corpus_cases(root: &Path, include_dir: &Path) -> Vec<Case> {
    let corpus = root.join("../shared/corpus");
    let mut extra = vec![corpus.join("mlir-test/lib/Dialect/Test")];
    for d in ["toy", "third-party"] {
        if let Ok(rd) = std::fs::read_dir(corpus.join(d)) {
            let mut dirs: Vec<PathBuf> = rd.flatten().map(|e| e.path().join("include")).collect();
            dirs.sort();
            extra.extend(dirs);
        }
    }
    extra.push(corpus.join("standalone/include"));
    common::find_files(&corpus, &["td"])
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
            let name = format!(
                "corpus/{}",
                path.strip_prefix(&corpus).unwrap_or(&path).display()
            );
            Case {
                name,
                path,
                includes,
            }
        })
        .collect()
}

/// mlir-tblgen's output (`None`: it refused) for every case, two processes
/// at a time.
fn references(mlir_tblgen: &Path, backend: &str, cases: &[Case]) -> Vec<Option<String>> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<(usize, Option<String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(c) = cases.get(i) else { break };
                let mut cmd = Command::new(mlir_tblgen);
                cmd.arg(format!("-{backend}"));
                for inc in &c.includes {
                    cmd.arg("-I").arg(inc);
                }
                let r = cmd
                    .arg(&c.path)
                    .stdin(Stdio::null())
                    .stderr(Stdio::null())
                    .output()
                    .ok()
                    .filter(|o| o.status.success())
                    .map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
                out.lock().unwrap().push((i, r));
            });
        }
    });
    let mut v = out.into_inner().unwrap();
    v.sort_by_key(|(i, _)| *i);
    v.into_iter().map(|(_, r)| r).collect()
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
    let setup = (|| -> Result<(PathBuf, Vec<Case>), String> {
        let mlir_tblgen = common::peer_tool("mlir-tblgen")?;
        let corpus = common::mlir_td_corpus(false)?;
        let mut cases: Vec<Case> = corpus
            .accepted
            .iter()
            .map(|a| Case {
                name: a.name.clone(),
                path: a.path.clone(),
                includes: vec![corpus.include_dir.clone()],
            })
            .collect();
        cases.extend(corpus_cases(&common::repo_root(), &corpus.include_dir));
        Ok((mlir_tblgen, cases))
    })();
    let (mlir_tblgen, cases) = match setup {
        Ok(x) => x,
        Err(reason) => {
            println!("skipped: tblgen_op_doc_compat: {reason}");
            let t = Trial::test("tblgen-op-doc-compat", || Ok(())).with_ignored_flag(true);
            libtest_mimic::run(&args, vec![t]).exit();
        }
    };
    let cases = std::sync::Arc::new(cases);
    let agreed = std::sync::Arc::new(AtomicUsize::new(0));
    let mut summary = Vec::new();
    let mut trials = Vec::new();
    for backend in BACKENDS {
        let refs = references(&mlir_tblgen, backend, &cases);
        summary.push((
            backend,
            refs.iter().filter(|r| r.is_some()).count(),
            refs.len(),
        ));
        for (i, expected) in refs.into_iter().enumerate() {
            let (cases, agreed) = (cases.clone(), agreed.clone());
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
                    (None, Err(_)) => {}
                }
                agreed.fetch_add(1, Ordering::Relaxed);
                Ok(())
            }));
        }
    }
    let total = trials.len();
    let conclusion = libtest_mimic::run(&args, trials);
    for (backend, produced, all) in summary {
        println!(
            "tblgen-doc-compat: {backend}: mlir-tblgen produces {produced} of {all} documents"
        );
    }
    println!(
        "tblgen-doc-compat: agree {}/{} (identical documents, or both refuse)",
        agreed.load(Ordering::Relaxed),
        total
    );
    conclusion.exit();
}
