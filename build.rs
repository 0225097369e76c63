//! Checks every `.td` file under `spec/` with Strata's TableGen front end,
//! so a malformed spec fails the build with a located diagnostic.
//!
//! The ODS backends (next on the road) will generate Rust from the same
//! records into `OUT_DIR`.

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
    println!("cargo:rerun-if-changed=spec");
    let mut files = Vec::new();
    td_files(spec, &mut files);
    let opts = strata_tblgen::Options {
        include_dirs: vec![spec.to_path_buf()],
        ..Default::default()
    };
    let mut failed = false;
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        if let Err(d) = strata_tblgen::parse_file(f, &opts) {
            eprint!("{}", d.render());
            failed = true;
        }
    }
    if failed {
        panic!("malformed TableGen in spec/ (diagnostics above)");
    }
}
