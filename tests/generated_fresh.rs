//! The reviewed copy of the generated code is up to date: for every
//! `spec/dialects/NAME.td`, `generated/NAME_ops.rs` and `generated/NAME.md` are what the
//! generator (the same function `build.rs` calls) produces now, and
//! `docs/dialects/NAME.md` is the same document; so are `tests/ui/hooks_ops.rs` and
//! `tests/ui/ext_ops.rs` (the dialects of the trybuild tests). A stale file fails its
//! trial with the one command that refreshes everything.

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
    // The dialects of the trybuild tests: the hooks, and one with parameters of toy's.
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
