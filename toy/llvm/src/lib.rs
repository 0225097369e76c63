//! The LLVM end of Strata's Toy (`toyc-ch6`, `toyc-ch7`): [`BACKEND`] hands the driver of
//! `strata-toy` ([`strata_toy::driver::main_with`]) what `-emit=llvm` and `-emit=jit`
//! need from `strata-llvm`, so that `strata-toy` itself never links LLVM.

use strata_framework::ir::body::{Body, Op};
use strata_framework::ir::context::Context;
use strata_toy::driver::LlvmBackend;

/// The LLVM level MLIR's `toyc` optimizes at: `-O3` under `-opt`, else `-O0`.
fn opt_level(opt: bool) -> u32 {
    if opt {
        3
    } else {
        0
    }
}

/// `-emit=llvm`: the module translated to LLVM IR for the host and optimized.
fn dump_llvm_ir(ctx: &Context, body: &Body, module: Op, opt: bool) -> Result<String, String> {
    strata_llvm::runner::optimized_llvm_ir(ctx, body, module, opt_level(opt))
}

/// `-emit=jit`: `main` run by the JIT.
fn run_main(ctx: &Context, body: &Body, module: Op, opt: bool) -> Result<(), String> {
    strata_llvm::runner::run_packed_entry(ctx, body, module, "main", opt_level(opt))
}

/// What the driver calls for `-emit=llvm` and `-emit=jit`.
pub static BACKEND: LlvmBackend = LlvmBackend {
    dump_llvm_ir,
    run_main,
};
