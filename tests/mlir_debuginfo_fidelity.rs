//! Location fidelity against mlir-opt 16: like the generic-form harness, with
//! `--mlir-print-debuginfo`. mlir-opt prints each corpus file in generic form with every
//! location (ops' and block arguments'); that text is fed to both tools with the same
//! flags, and the outputs (and success) must be identical: location parsing, aliases
//! (`#loc`, deferred ones after the module) and inline block-argument locations. See
//! `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_debuginfo_fidelity",
    label: "debuginfo-fidelity",
    flags: &[
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
    ],
    via_peer_output: true,
    cross_generic: false,
    raw_stdout: false,
    what: "generic-form output with locations",
};

fn main() {
    fidelity::main(&CONFIG);
}
