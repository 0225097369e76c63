//! The other generic passes against mlir-opt 16 on the whole corpus.
//!
//! For every corpus file that MLIR 16 accepts, `strata-opt` and mlir-opt both run
//! `-topological-sort -view-op-graph=print-control-flow-edges=true -symbol-privatize
//! -symbol-dce` on the file itself (`--allow-unregistered-dialect --split-input-file`): the
//! sorted IR, its graph on standard error, then the IR with its symbols made private and
//! the dead ones erased must be identical, exit status included. Files pinned in
//! `tests/mlir_pass_fidelity.expected-pass` must stay identical; the others (mostly files
//! Strata does not print alike without a pass either) are reported, not asserted.
//! See `tests/common/fidelity.rs` for the harness.

#[path = "common/mod.rs"]
mod common;
#[path = "common/fidelity.rs"]
mod fidelity;

static CONFIG: fidelity::Config = fidelity::Config {
    test: "mlir_pass_fidelity",
    label: "pass-fidelity",
    flags: &[
        "--allow-unregistered-dialect",
        "--split-input-file",
        "-topological-sort",
        "-view-op-graph=print-control-flow-edges=true",
        "-symbol-privatize",
        "-symbol-dce",
    ],
    via_peer_output: false,
    cross_generic: false,
    raw_stdout: false,
    what: "output and graph after the generic passes",
};

fn main() {
    fidelity::main(&CONFIG);
}
