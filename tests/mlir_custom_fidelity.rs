//! Custom-form fidelity against mlir-opt 16.
//!
//! For every corpus file that MLIR 16 accepts, `strata-opt` and mlir-opt both run on the
//! file itself with `--allow-unregistered-dialect --split-input-file` (ops print in their
//! custom form where they have one), and the outputs (and success) must be identical.
//! For an identical file, mlir-opt must also read Strata's generic form of it and print
//! the same (the generic harness checks the other direction). Files of dialects Strata
//! does not define yet differ and are reported, not asserted.
//! See `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_custom_fidelity",
    label: "custom-fidelity",
    flags: &["--allow-unregistered-dialect", "--split-input-file"],
    via_peer_output: false,
    cross_generic: true,
    raw_stdout: false,
    what: "custom-form output",
};

fn main() {
    fidelity::main(&CONFIG);
}
