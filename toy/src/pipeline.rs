//! The `-opt` pipelines of `toyc-ch3` ... `toyc-ch7`, as MLIR's chapters build them:
//!
//! | chapter | passes |
//! |---|---|
//! | 3 | on each `toy.func`: `canonicalize` |
//! | 4, 5, 6 | `inline`; on each `toy.func`: `toy-shape-inference`, `canonicalize`, `cse` |
//! | 7 | `inline`; on each `toy.func`: `canonicalize`, `toy-shape-inference`, `canonicalize`, `cse` |
//!
//! Chapter 7 canonicalizes before inferring shapes: accesses of constant structs fold to
//! tensor constants, and the struct ops, which have no shapes to infer, go away.
//! Chapters 5 to 7 run these passes also when lowering to `affine` and below
//! ([`add_optimization_passes`] adds them to the lowering's pass manager).
//!
//! The inliner simplifies each function with `canonicalize` before inlining its calls
//! (its default pipeline, found in Strata's pass registry: [`optimize`] installs it).

use crate::shape_inference::create_shape_inference_pass;
use strata_framework::asm::parser::ParsedModule;
use strata_framework::pass::{Nesting, OpPassManager, Pass, PassManager};
use strata_framework::transforms::canonicalize::Canonicalize;
use strata_framework::transforms::cse::Cse;
use strata_framework::transforms::inliner::Inliner;
use strata_framework::Context;

/// The exit status of `toyc-chN` when its passes fail (MLIR's `loadAndProcessMLIR`).
pub const PASS_FAILURE_STATUS: i32 = 4;

/// A pass manager on the module of Toy IR, verifying the IR after each pass; the pass
/// registry the inliner consults is installed.
pub fn new_pass_manager() -> PassManager {
    strata::opt::pass_registry();
    PassManager::new("builtin.module", Nesting::Explicit)
}

/// Adds the passes of chapter `chapter`'s `-opt` (the table of the module documentation)
/// to `pm`, a pass manager on the module. Chapters before 3 have none.
pub fn add_optimization_passes(pm: &mut OpPassManager, chapter: u8) {
    fn add(pm: &mut OpPassManager, pass: Box<dyn Pass>) {
        pm.add_pass(pass)
            .expect("the Toy passes run on the module or on toy.func");
    }
    match chapter {
        0..=2 => {}
        3 => add(pm.nest("toy.func"), Box::<Canonicalize>::default()),
        _ => {
            // Inline all functions into main, and delete them.
            add(pm, Box::<Inliner>::default());
            // With one function left, infer the shape of each op, then simplify.
            let func = pm.nest("toy.func");
            if chapter >= 7 {
                add(func, Box::<Canonicalize>::default());
            }
            add(func, create_shape_inference_pass());
            add(func, Box::<Canonicalize>::default());
            add(func, Box::<Cse>::default());
        }
    }
}

/// Runs chapter `chapter`'s `-opt` pipeline on `module` (of `ctx`, which holds the Toy
/// dialect). The diagnostics of a failure are emitted through `ctx` (with no handler,
/// printed to standard error as MLIR's default handler prints them); the error is the
/// exit status of `toyc-chN`, [`PASS_FAILURE_STATUS`].
pub fn optimize(ctx: &Context, module: &mut ParsedModule, chapter: u8) -> Result<(), i32> {
    let mut pm = new_pass_manager();
    add_optimization_passes(&mut pm, chapter);
    run(ctx, module, &mut pm)
}

/// Runs `pm` on `module`: [`PASS_FAILURE_STATUS`] when it fails.
pub fn run(ctx: &Context, module: &mut ParsedModule, pm: &mut PassManager) -> Result<(), i32> {
    pm.run(ctx, &mut module.body, module.op)
        .map_err(|_| PASS_FAILURE_STATUS)
}
