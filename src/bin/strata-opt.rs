//! `strata-opt`: parse, verify and print MLIR text, with mlir-opt's flags.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_args(&args));
}
