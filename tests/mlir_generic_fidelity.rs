//! Generic-form fidelity against mlir-opt 16.
//!
//! For every corpus file that MLIR 16 accepts, mlir-opt prints it in generic form
//! (`--allow-unregistered-dialect --split-input-file --mlir-print-op-generic`); that text is
//! fed to both mlir-opt and `strata-opt` with the same flags, and the outputs (and success)
//! must be identical. See `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_generic_fidelity",
    label: "generic-fidelity",
    flags: &[
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--mlir-print-op-generic",
    ],
    via_peer_output: true,
    cross_generic: false,
    raw_stdout: false,
    what: "generic-form output",
};

fn main() {
    fidelity::main(&CONFIG);
}
