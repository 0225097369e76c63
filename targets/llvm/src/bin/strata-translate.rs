//! `strata-translate`: Strata's `mlir-translate` (`--mlir-to-llvmir`).

/// mimalloc for the Rust side of the run (parsing and verifying the module), set up by
/// [`strata::allocator::configure`]; LLVM allocates through its own `new`.
#[global_allocator]
static GLOBAL: strata::allocator::Allocator = strata::allocator::ALLOCATOR;

fn main() {
    strata::allocator::configure();
    let args: Vec<String> = std::env::args().skip(1).collect();
    strata_llvm::main_then_exit(&args)
}
