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
//!
//! The pass manager [`new_pass_manager`] builds carries the instrumentation of the
//! command line's general options ([`ToolOptions`]): `--mlir-timing` times each pass
//! added to it, `--mlir-print-ir-*` prints the IR around them, whichever stage adds them.

use crate::shape_inference::create_shape_inference_pass;
use strata::opt::OptConfig;
use strata_framework::asm::parser::ParsedModule;
use strata_framework::asm::printer::PrintOptions;
use strata_framework::pass::{
    IrPrinting, Nesting, OpPassManager, Pass, PassManager, PassRegistry, PassTiming,
};
use strata_framework::support::timing::Timer;
use strata_framework::transforms::canonicalize::Canonicalize;
use strata_framework::transforms::cse::Cse;
use strata_framework::transforms::inliner::Inliner;
use strata_framework::Context;

/// The exit status of `toyc-chN` when its passes fail (MLIR's `loadAndProcessMLIR`).
pub const PASS_FAILURE_STATUS: i32 = 4;

/// The general options of `toyc-chN` (MLIR's printer, context and pass manager
/// options), parsed into `strata-opt`'s configuration by its own parser
/// (`strata::opt::parse_flag`), with the timer of `--mlir-timing`.
pub struct ToolOptions {
    /// The flags given (the others keep `strata-opt`'s defaults).
    pub config: OptConfig,
    /// `--mlir-timing`: the root of the execution time report, under which the pass
    /// managers time their passes.
    pub timer: Option<Timer>,
}

impl Default for ToolOptions {
    fn default() -> Self {
        ToolOptions::new(OptConfig::default())
    }
}

impl ToolOptions {
    /// The options of `config`, the timer started when `--mlir-timing` asks for it.
    pub fn new(config: OptConfig) -> Self {
        let timer = config.timing.then(Timer::root);
        ToolOptions { config, timer }
    }

    /// How the IR is printed, by the final dump and around passes (MLIR's
    /// `module->dump()` prints in local scope).
    pub fn print_options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.config.print_op_generic,
            print_debug_info: self.config.print_debug_info,
            local_scope: true,
            elide_elements_attrs_if_larger: self.config.elide_elements_attrs_if_larger,
            ..Default::default()
        }
    }

    /// The execution time report of `--mlir-timing` (empty without it), the root timer
    /// stopped at `elapsed`.
    pub fn time_report(&self, elapsed: std::time::Duration) -> String {
        self.timer.as_ref().map_or_else(String::new, |t| {
            t.add(elapsed);
            t.report(self.config.timing_display)
        })
    }
}

/// Strata's pass registry with the Toy passes (`toy-shape-inference`), installed as the
/// registry the inliner consults.
pub fn pass_registry() -> &'static PassRegistry {
    strata::opt::register_tool_passes(&[crate::shape_inference::register]);
    strata::opt::pass_registry()
}

/// A pass manager on the module of Toy IR, verifying the IR after each pass, with the
/// instrumentation `options` asks for: IR printing (to standard error), then pass timing
/// (last, so that it times the passes alone). The pass registry the inliner consults is
/// installed.
pub fn new_pass_manager(options: &ToolOptions) -> PassManager {
    pass_registry();
    let mut pm = PassManager::new("builtin.module", Nesting::Explicit);
    if let Some(config) =
        strata::opt::ir_printing_config(&options.config, &options.print_options(), None)
    {
        pm.add_instrumentation(Box::new(IrPrinting::new(config, None)));
    }
    if let Some(timer) = &options.timer {
        pm.add_instrumentation(Box::new(PassTiming::new(timer.clone())));
    }
    pm
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
/// dialect), instrumented as `options` asks. The diagnostics of a failure are emitted through `ctx` (with no handler,
/// printed to standard error as MLIR's default handler prints them); the error is the
/// exit status of `toyc-chN`, [`PASS_FAILURE_STATUS`].
pub fn optimize(
    ctx: &Context,
    module: &mut ParsedModule,
    chapter: u8,
    options: &ToolOptions,
) -> Result<(), i32> {
    let mut pm = new_pass_manager(options);
    add_optimization_passes(&mut pm, chapter);
    run(ctx, module, &mut pm)
}

/// Runs `pm` on `module`: [`PASS_FAILURE_STATUS`] when it fails.
pub fn run(ctx: &Context, module: &mut ParsedModule, pm: &mut PassManager) -> Result<(), i32> {
    pm.run(ctx, &mut module.body, module.op)
        .map_err(|_| PASS_FAILURE_STATUS)
}
