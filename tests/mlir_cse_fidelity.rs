//! `-cse` against mlir-opt 16 on the whole corpus.
//!
//! For every corpus file that MLIR 16 accepts, `strata-opt` and mlir-opt both run `-cse`
//! on the file itself (`--allow-unregistered-dialect --split-input-file -cse`), and the
//! outputs (and success) must be identical. Files pinned in
//! `tests/mlir_cse_fidelity.expected-pass` must stay identical; the others (mostly files
//! whose custom forms Strata does not print alike without the pass either, see
//! `tests/mlir_custom_fidelity.rs`) are reported, not asserted.
//! See `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_cse_fidelity",
    label: "cse-fidelity",
    flags: &["--allow-unregistered-dialect", "--split-input-file", "-cse"],
    via_peer_output: false,
    cross_generic: false,
    raw_stdout: false,
    what: "output after -cse",
};

fn main() {
    fidelity::main(&CONFIG);
}
