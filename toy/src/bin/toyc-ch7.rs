//! `toyc-ch7`: the Toy compiler of chapter 7 of MLIR's tutorial (see docs/toy.md).

fn main() {
    std::process::exit(strata_toy::driver::main(7));
}
