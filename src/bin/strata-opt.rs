//! `strata-opt`: parse, verify and print MLIR text, with mlir-opt's flags.

/// mimalloc, set up by [`strata::allocator::configure`] (see `docs/performance.md`).
#[global_allocator]
static GLOBAL: strata::allocator::Allocator = strata::allocator::ALLOCATOR;

fn main() {
    strata::allocator::configure();
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_args(&args));
}
