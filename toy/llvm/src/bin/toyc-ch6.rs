//! `toyc-ch6`: the Toy compiler of chapter 6 of MLIR's tutorial (see docs/toy.md), with
//! LLVM IR output and the JIT.

fn main() {
    std::process::exit(strata_toy::driver::main_with(
        6,
        Some(&strata_toy_llvm::BACKEND),
    ));
}
