//! Generates the `poly` dialect from `spec/poly.td` (which includes its rewrite rules,
//! `spec/poly/PolyPatterns.td`) into `OUT_DIR`: `poly_ops.rs` (ops, the polynomial type,
//! hooks), `poly_rewriters.rs` (the DRR patterns) and `poly.md` (the documentation page).
//! Strata's `.td` vocabulary (`base/OpBase.td`, `base/PatternBase.td`, ...) comes from the
//! `strata` package, which hands its `spec/` folder to dependents' build scripts as
//! `DEP_STRATA_SPEC`. A malformed spec fails the build with a diagnostic at its `.td`
//! location.

use std::path::PathBuf;

fn main() {
    let strata_spec = PathBuf::from(
        std::env::var_os("DEP_STRATA_SPEC").expect("the strata package passes its spec/ folder"),
    );
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=spec");
    let td = PathBuf::from("spec/poly.td");
    let includes = [PathBuf::from("spec"), strata_spec];
    match strata_tblgen::generate_dialect_in(&td, "examples/poly/spec/poly.td", &includes) {
        Ok(outputs) => {
            for (name, text) in outputs {
                std::fs::write(out_dir.join(name), text).expect("OUT_DIR is writable");
            }
        }
        Err(d) => {
            eprint!("{d}");
            panic!("malformed TableGen in spec/ (diagnostics above)");
        }
    }
}
