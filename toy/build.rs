//! Generates the Toy dialect into `OUT_DIR`, as MLIR's tutorial runs `mlir-tblgen` on
//! its two files: `spec/toy/ShapeInferenceInterface.td` gives `toy_interfaces.rs` (the
//! `ShapeInference` op interface: trait, model, handle), and `spec/toy/Ops.td`, which
//! includes it, `toy_ops.rs` (ops, the struct type, hooks) and `toy.md` (the
//! documentation page); `spec/toy/ToyCombine.td`, which includes `Ops.td`, gives
//! `toy_rewriters.rs` (its DRR patterns, `tblgen --gen-rewriters --dialect toy`);
//! `spec/toy/Passes.td` gives `toy_passes.rs` (the declarations of the Toy passes and
//! their `register`, `tblgen --gen-pass-decls`).
//! Strata's `.td` vocabulary (`base/OpBase.td`, ...) comes from the `strata` package, which
//! hands its `spec/` folder to dependents' build scripts as `DEP_STRATA_SPEC`. A malformed
//! spec fails the build with a diagnostic at its `.td` location.

use std::path::PathBuf;

fn main() {
    let strata_spec = PathBuf::from(
        std::env::var_os("DEP_STRATA_SPEC").expect("the strata package passes its spec/ folder"),
    );
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=spec");
    let td = PathBuf::from("spec/toy/Ops.td");
    let includes = [PathBuf::from("spec"), strata_spec];
    let interfaces = PathBuf::from("spec/toy/ShapeInferenceInterface.td");
    let opts = strata_tblgen::Options {
        include_dirs: includes.to_vec(),
        ..Default::default()
    };
    let generated = strata_tblgen::parse_file(&interfaces, &opts)
        .map_err(|d| d.render())
        .and_then(|rk| {
            strata_tblgen::backends::op_interfaces::gen_op_interface_defs(&rk)
                .map_err(|e| e.diagnostics(&rk).render())
        });
    match generated {
        Ok(text) => {
            std::fs::write(out_dir.join("toy_interfaces.rs"), text).expect("OUT_DIR is writable")
        }
        Err(d) => {
            eprint!("{d}");
            panic!("malformed TableGen in spec/ (diagnostics above)");
        }
    }
    let passes = PathBuf::from("spec/toy/Passes.td");
    let generated = strata_tblgen::parse_file(&passes, &opts)
        .map_err(|d| d.render())
        .and_then(|rk| {
            strata_tblgen::backends::pass_decls::gen_pass_decls(&rk)
                .map_err(|e| e.diagnostics(&rk).render())
        });
    match generated {
        Ok(text) => {
            // Included in a module (`shape_inference.rs`), where the file's inner
            // attributes cannot be: that module carries them.
            let text: String = text
                .lines()
                .filter(|l| !l.starts_with("#!["))
                .flat_map(|l| [l, "\n"])
                .collect();
            std::fs::write(out_dir.join("toy_passes.rs"), text).expect("OUT_DIR is writable")
        }
        Err(d) => {
            eprint!("{d}");
            panic!("malformed TableGen in spec/ (diagnostics above)");
        }
    }
    let combine = PathBuf::from("spec/toy/ToyCombine.td");
    let generated = strata_tblgen::parse_file(&combine, &opts)
        .map_err(|d| d.render())
        .and_then(|rk| {
            strata_tblgen::backends::rewriters::gen_rewriters(&rk, Some("toy"))
                .map_err(|e| e.diagnostics(&rk).render())
        });
    match generated {
        Ok(text) => {
            std::fs::write(out_dir.join("toy_rewriters.rs"), text).expect("OUT_DIR is writable")
        }
        Err(d) => {
            eprint!("{d}");
            panic!("malformed TableGen in spec/ (diagnostics above)");
        }
    }
    match strata_tblgen::generate_named_dialect_in(&td, "toy", "toy/spec/toy/Ops.td", &includes) {
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
