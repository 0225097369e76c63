//! Generates the dialects from their specs: every `spec/dialects/NAME.td` becomes
//! `OUT_DIR/NAME_ops.rs` (the op definitions, included by `src/dialects/NAME.rs`) and
//! `OUT_DIR/NAME.md` (its documentation page, `tblgen --gen-doc`), and, when the spec has
//! declarative rewrite rules rooted at its ops, `OUT_DIR/NAME_rewriters.rs`
//! (`tblgen --gen-rewriters`; the files of `spec/dialects/NAME/` are parts of it). Every `spec/passes/NAME.td`
//! is checked by generating its passes' declarations and documentation (their reviewed
//! copies are committed where the passes live and in `docs/passes.md`). Every other `.td`
//! file under `spec/` is checked with the TableGen front end. A malformed spec fails the build
//! with a diagnostic at its `.td` location. `generated/` keeps a reviewed copy of the output;
//! `tests/generated_fresh.rs` fails when it is stale.

use std::path::{Path, PathBuf};

fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            td_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "td") {
            out.push(p);
        }
    }
}

fn main() {
    let spec = Path::new("spec");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=spec");
    // Crates defining dialects of their own (`examples/poly`) include Strata's `.td`
    // vocabulary: their build scripts read this folder from `DEP_STRATA_SPEC` (the
    // package's `links = "strata"` passes it on).
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:spec={}", root.join("spec").display());
    let mut files = Vec::new();
    td_files(spec, &mut files);
    let opts = strata_tblgen::Options {
        include_dirs: vec![spec.to_path_buf()],
        ..Default::default()
    };
    let mut failed = false;
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let is_dialect = f.parent() == Some(&spec.join("dialects"));
        // A dialect's own folder (`spec/dialects/NAME/`) holds parts its spec includes
        // (its rewrite rules); they are checked through the dialect.
        if !is_dialect && f.starts_with(spec.join("dialects")) {
            continue;
        }
        if is_dialect {
            match strata_tblgen::generate_dialect(f, spec) {
                Ok(outputs) => {
                    for (name, text) in outputs {
                        let path = out_dir.join(name);
                        // Rewrite only on change, so dependents do not rebuild needlessly.
                        if std::fs::read_to_string(&path).ok().as_deref() != Some(&text) {
                            std::fs::write(&path, text).expect("OUT_DIR is writable");
                        }
                    }
                }
                Err(d) => {
                    eprint!("{d}");
                    failed = true;
                }
            }
        } else if f.parent() == Some(&spec.join("passes")) {
            if let Err(d) = strata_tblgen::generate_passes(f, spec) {
                eprint!("{d}");
                failed = true;
            }
        } else if let Err(d) = strata_tblgen::parse_file(f, &opts) {
            eprint!("{}", d.render());
            failed = true;
        }
    }
    if failed {
        panic!("malformed TableGen in spec/ (diagnostics above)");
    }
}
