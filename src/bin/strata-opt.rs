//! `strata-opt`: parse, verify and print MLIR text, with mlir-opt's flags.

/// mimalloc: per-thread heaps suit the IR's many small allocations, made on the thread
/// pool as well as the main thread (see `docs/performance.md`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(strata::opt::main_with_args(&args));
}
