//! `tblgen --gen-op-doc` against `mlir-tblgen -gen-op-doc` (MLIR 16), byte for
//! byte, on MLIR 16's own `.td` files and on the corpus's `.td` files (Toy,
//! standalone, the test dialect, mlir-tblgen's tests, a third-party dialect).
//!
//! This checks the ODS model (`strata_tblgen::ods::Operator`: operands,
//! attributes, results, successors, traits, inferred result types) that every
//! ODS backend builds on. Files mlir-tblgen rejects are left out (and counted).
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

/// mlir-tblgen's output for every case it accepts, two processes at a time.
fn references(mlir_tblgen: &Path, cases: &[Case]) -> Vec<Option<String>> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<(usize, Option<String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(c) = cases.get(i) else { break };
                let mut cmd = Command::new(mlir_tblgen);
                cmd.arg("-gen-op-doc");
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

fn strata_doc(c: &Case) -> Result<String, String> {
    let opts = strata_tblgen::Options {
        include_dirs: c.includes.clone(),
        ..Default::default()
    };
    let rk = strata_tblgen::parse_file(&c.path, &opts).map_err(|d| d.render())?;
    strata_tblgen::backends::op_doc::gen_op_doc(&rk).map_err(|e| e.message)
}

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
    let refs = references(&mlir_tblgen, &cases);
    let rejected = refs.iter().filter(|r| r.is_none()).count();
    let identical = std::sync::Arc::new(AtomicUsize::new(0));
    let mut trials = Vec::new();
    for (c, r) in cases.into_iter().zip(refs) {
        let Some(expected) = r else { continue };
        let identical = identical.clone();
        trials.push(Trial::test(
            c.name.clone(),
            move || -> Result<(), Failed> {
                let actual = strata_doc(&c)?;
                if let Some((line, e, a)) = common::first_difference(&expected, &actual) {
                    return Err(format!("{}: line {line}: expected {e}, got {a}", c.name).into());
                }
                identical.fetch_add(1, Ordering::Relaxed);
                Ok(())
            },
        ));
    }
    let total = trials.len();
    let conclusion = libtest_mimic::run(&args, trials);
    println!(
        "tblgen-op-doc-compat: identical {}/{} (mlir-tblgen rejects {rejected} of the files)",
        identical.load(Ordering::Relaxed),
        total
    );
    conclusion.exit();
}
