//! `strata-translate`: Strata's `mlir-translate` (`--mlir-to-llvmir`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata_llvm::main_with_args(&args));
}
