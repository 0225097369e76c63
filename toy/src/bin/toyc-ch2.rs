//! `toyc-ch2`: the Toy compiler of chapter 2 of MLIR's tutorial (see docs/toy.md).

fn main() {
    std::process::exit(strata_toy::driver::main(2));
}
