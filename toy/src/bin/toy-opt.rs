//! `toy-opt`: `strata-opt` with the Toy dialect loaded, every flag and pass of
//! `strata-opt` included (`toy-opt --mlir-print-op-generic`, `--verify-diagnostics`,
//! `--canonicalize`, ...).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_dialects(
        &args,
        &[strata_toy::dialect::register],
    ));
}
