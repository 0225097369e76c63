//! `strata-cpu-runner`: Strata's `mlir-cpu-runner` (JIT-compiles and runs a module in the
//! `llvm` dialect).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata_llvm::runner::main_with_args(&args));
}
