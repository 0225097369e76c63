//! `--emit-bytecode` against mlir-opt 16 on the whole corpus.
//!
//! For every corpus file that MLIR 16 accepts, `strata-opt` and mlir-opt both write it as
//! MLIR bytecode (`--allow-unregistered-dialect --split-input-file --emit-bytecode`: each
//! chunk's bytecode, the chunks separated by the split marker), and the bytes written,
//! the diagnostics and the exit status must be identical. Files pinned in
//! `tests/mlir_bytecode_fidelity.expected-pass` must stay identical; the others (mostly
//! files whose ops Strata reads differently, see `tests/mlir_generic_fidelity.rs`) are
//! reported as known differences, with the offset of the first differing byte.
//! See `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_bytecode_fidelity",
    label: "bytecode-fidelity",
    flags: &[
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--emit-bytecode",
    ],
    via_peer_output: false,
    cross_generic: false,
    raw_stdout: true,
    what: "bytecode (--emit-bytecode)",
};

fn main() {
    fidelity::main(&CONFIG);
}
