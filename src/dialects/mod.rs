//! Strata's dialects: each is generated from `spec/dialects/NAME.td` (the op tables, typed
//! views and builders, included from `OUT_DIR`) plus the hand-written Rust its spec asks
//! for (custom forms, verifiers).

pub mod affine;
pub mod arith;
pub mod arith_canonicalization;
pub mod calc;
pub mod cf;
pub mod complex;
pub mod demo;
pub mod dlti;
pub mod func;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod nvvm;
pub mod scf;
mod shaped;
pub mod tensor;
pub mod test;

use strata_framework::Context;

/// Registers `builtin` and every dialect of this crate in `ctx`: [`register_upstream`]
/// and [`register_examples`].
pub fn register_all(ctx: &Context) {
    register_upstream(ctx);
    register_examples(ctx);
}

/// Registers `builtin` and the dialects of this crate that are MLIR's own (those
/// `strata-opt` loads, as mlir-opt does), MLIR's `test` dialect among them.
pub fn register_upstream(ctx: &Context) {
    strata_framework::builtin::register(ctx);
    affine::register(ctx);
    affine::register_print_details(ctx);
    arith::register(ctx);
    cf::register(ctx);
    complex::register(ctx);
    dlti::register_dialect(ctx);
    func::register(ctx);
    llvm::register_dialect(ctx);
    math::register(ctx);
    memref::register(ctx);
    memref::register_print_details(ctx);
    nvvm::register_dialect(ctx);
    scf::register(ctx);
    tensor::register(ctx);
    test::register_dialect(ctx);
    for register_interfaces in [
        affine::register_interfaces,
        arith::register_interfaces,
        cf::register_interfaces,
        func::register_interfaces,
        math::register_interfaces,
        memref::register_interfaces,
        scf::register_interfaces,
        tensor::register_interfaces,
    ] {
        register_interfaces(ctx);
    }
}

/// Registers Strata's example dialects: `calc` (the tutorial of
/// `docs/writing-a-dialect.md`) and `demo` (attributes and types defined in `.td`), which
/// `strata-opt` loads with `--example-dialects`.
pub fn register_examples(ctx: &Context) {
    calc::register(ctx);
    demo::register(ctx);
    demo::register_interfaces(ctx);
}
