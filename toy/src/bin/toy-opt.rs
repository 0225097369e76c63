//! `toy-opt`: `strata-opt` with the Toy dialect loaded and the Toy passes registered
//! (`toy-shape-inference`), every flag and pass of `strata-opt` included (`toy-opt
//! --mlir-print-op-generic`, `--verify-diagnostics`, `--canonicalize`, `--inline`, ...).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_dialects_and_passes(
        &args,
        &[strata_toy::dialect::register],
        &[strata_toy::shape_inference::register],
    ));
}
