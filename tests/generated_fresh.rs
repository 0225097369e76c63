//! The reviewed copy of the generated code is up to date: for every
//! `spec/dialects/NAME.td`, `generated/NAME_ops.rs` and `generated/NAME.md` are what the
//! generator (the same function `build.rs` calls) produces now, and
//! `docs/dialects/NAME.md` is the same document; so are `tests/ui/hooks_ops.rs` and
//! `tests/ui/ext_ops.rs` (the dialects of the trybuild tests); so are the declarations of
//! the passes of every `spec/passes/NAME.td` (where `strata_tblgen::PASS_SPECS` puts them)
//! and `docs/passes.md`, their documentation, and `tests/pass_decls/decls.rs` (the passes of
//! `tests/pass_decls.rs`). A stale file fails its trial with the one
//! command that refreshes everything.

#[path = "common/mod.rs"]
mod common;

use libtest_mimic::{Arguments, Failed, Trial};

const REFRESH: &str = "bash scripts/regenerate.sh";

fn main() {
    let args = Arguments::from_args();
    let root = common::repo_root();
    let spec = root.join("spec");
    let mut tds: Vec<_> = std::fs::read_dir(spec.join("dialects"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    tds.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|e| e == "td"));
    tds.sort();
    let mut trials = Vec::new();
    for td in tds {
        let name = td.file_stem().unwrap().to_string_lossy().to_string();
        let (root, spec) = (root.clone(), spec.clone());
        trials.push(Trial::test(name.clone(), move || -> Result<(), Failed> {
            let files = strata_tblgen::generate_dialect(&td, &spec).map_err(Failed::from)?;
            for (file, text) in files {
                let mut copies = vec![root.join("generated").join(&file)];
                if file.ends_with(".md") {
                    copies.push(root.join("docs/dialects").join(&file));
                }
                for copy in copies {
                    let have = std::fs::read_to_string(&copy).unwrap_or_default();
                    if let Some((line, e, a)) = common::first_difference(&text, &have) {
                        return Err(format!(
                            "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                            copy.display()
                        )
                        .into());
                    }
                }
            }
            Ok(())
        }));
    }
    // The base interfaces' traits, in the framework.
    let (root3, spec3) = (root.clone(), spec.clone());
    trials.push(Trial::test(
        "base-interfaces",
        move || -> Result<(), Failed> {
            let opts = strata_tblgen::Options {
                include_dirs: vec![spec3.clone()],
                ..Default::default()
            };
            let rk = strata_tblgen::parse_file(&spec3.join("base/Interfaces.td"), &opts)
                .map_err(|d| d.render())?;
            let text = strata_tblgen::backends::op_interfaces::gen_op_interface_defs(&rk)
                .map_err(|e| e.message)?;
            let copy = root3.join("framework/src/interfaces/base.rs");
            let have = std::fs::read_to_string(&copy).unwrap_or_default();
            match common::first_difference(&text, &have) {
                Some((line, e, a)) => Err(format!(
                    "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                    copy.display()
                )
                .into()),
                None => Ok(()),
            }
        },
    ));
    // The passes: the Rust of each spec's declarations, where the passes live, and
    // `docs/passes.md`, the documentation of every spec in turn.
    let mut pass_docs = Vec::new();
    for &(file, rust) in strata_tblgen::PASS_SPECS {
        let root4 = root.clone();
        let td = spec.join("passes").join(file);
        let generated = strata_tblgen::generate_passes(&td, &spec);
        if let Ok((_, doc)) = &generated {
            pass_docs.push(doc.clone());
        }
        trials.push(Trial::test(
            format!("passes-{file}"),
            move || -> Result<(), Failed> {
                let (text, _) = generated.map_err(Failed::from)?;
                let copy = root4.join(rust);
                let have = std::fs::read_to_string(&copy).unwrap_or_default();
                match common::first_difference(&text, &have) {
                    Some((line, e, a)) => Err(format!(
                        "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                        copy.display()
                    )
                    .into()),
                    None => Ok(()),
                }
            },
        ));
    }
    // The passes of tests/pass_decls.rs.
    let (root6, spec6) = (root.clone(), spec.clone());
    trials.push(Trial::test(
        "passes-test-decls",
        move || -> Result<(), Failed> {
            let td = root6.join("tests/pass_decls/passes.td");
            let (text, _) = strata_tblgen::generate_passes(&td, &spec6).map_err(Failed::from)?;
            let copy = root6.join("tests/pass_decls/decls.rs");
            let have = std::fs::read_to_string(&copy).unwrap_or_default();
            match common::first_difference(&text, &have) {
                Some((line, e, a)) => Err(format!(
                    "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                    copy.display()
                )
                .into()),
                None => Ok(()),
            }
        },
    ));
    let (root5, spec5) = (root.clone(), spec.clone());
    trials.push(Trial::test("docs-passes", move || -> Result<(), Failed> {
        // Every pass spec is listed, so none goes unchecked.
        let mut listed: Vec<_> = std::fs::read_dir(spec5.join("passes"))
            .map_err(|e| e.to_string())?
            .flatten()
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n.ends_with(".td"))
            .collect();
        listed.sort();
        let mut known: Vec<_> = strata_tblgen::PASS_SPECS
            .iter()
            .map(|(f, _)| f.to_string())
            .collect();
        known.sort();
        if listed != known {
            return Err(format!(
                "spec/passes/ holds {listed:?}, strata_tblgen::PASS_SPECS lists {known:?}"
            )
            .into());
        }
        if pass_docs.len() != strata_tblgen::PASS_SPECS.len() {
            return Err("a pass spec does not generate (see its trial)".into());
        }
        let text = pass_docs.concat();
        let copy = root5.join("docs/passes.md");
        let have = std::fs::read_to_string(&copy).unwrap_or_default();
        match common::first_difference(&text, &have) {
            Some((line, e, a)) => Err(format!(
                "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                copy.display()
            )
            .into()),
            None => Ok(()),
        }
    }));
    // The dialects of the trybuild tests: the hooks, and one with parameters of demo's.
    for name in ["hooks", "ext"] {
        let (root2, spec2) = (root.clone(), spec.clone());
        trials.push(Trial::test(
            format!("ui-{name}"),
            move || -> Result<(), Failed> {
                let td = root2.join(format!("tests/ui/{name}.td"));
                let files = strata_tblgen::generate_dialect(&td, &spec2).map_err(Failed::from)?;
                let (_, text) = files
                    .into_iter()
                    .find(|(n, _)| n.ends_with("_ops.rs"))
                    .ok_or("no Rust generated")?;
                let copy = root2.join(format!("tests/ui/{name}_ops.rs"));
                let have = std::fs::read_to_string(&copy).unwrap_or_default();
                match common::first_difference(&text, &have) {
                    Some((line, e, a)) => Err(format!(
                    "{} is stale (line {line}: generator gives {e}, file has {a}); run `{REFRESH}`",
                    copy.display()
                )
                    .into()),
                    None => Ok(()),
                }
            },
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
