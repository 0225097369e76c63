//! `canonicalize` (MLIR 16's `Canonicalizer`): the greedy pattern driver
//! ([`apply_patterns_and_fold_greedily`]) over the regions of the op it runs on, with the
//! canonicalization patterns of every registered op and the folds of every op (MLIR's
//! `getCanonicalizationPatterns` and `fold`).
//!
//! Options as MLIR's: `top-down` (default on), `region-simplify` (default on),
//! `max-iterations` (10), `max-num-rewrites` (-1: no limit), `test-convergence` (the pass
//! fails, without a message, when the rewrite did not converge), `disable-patterns` and
//! `enable-patterns` (pattern names). The pattern set is built once per pipeline
//! ([`Pass::initialize`]).
//!
//! What it does today is only as much as the dialects give it: the driver (dead ops,
//! constants de-duplicated and hoisted, unreachable blocks, dead ops in regions) is
//! complete as far as `docs/transforms.md` says, but few ops have folds or patterns yet
//! (`arith.constant`, `arith.addi`, `arith.addui_extended`).

use crate::ir::context::Context;
use crate::pass::{ListOption, OptionBase, Pass, PassOption, PassRun};
use crate::rewrite::greedy::NO_LIMIT;
use crate::rewrite::{
    apply_patterns_and_fold_greedily, collect_canonicalization_patterns, FrozenRewritePatternSet,
    GreedyRewriteConfig, RewritePatternSet,
};
use crate::support::diag::Diagnostic;

/// The `canonicalize` pass (op-agnostic): see the module documentation.
#[derive(Clone)]
pub struct Canonicalize {
    top_down: PassOption<bool>,
    region_simplify: PassOption<bool>,
    max_iterations: PassOption<i64>,
    max_num_rewrites: PassOption<i64>,
    test_convergence: PassOption<bool>,
    disable_patterns: ListOption<String>,
    enable_patterns: ListOption<String>,
    patterns: FrozenRewritePatternSet,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            top_down: PassOption::new(
                "top-down",
                "Seed the worklist in general top-down order",
                true,
            ),
            region_simplify: PassOption::new(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                true,
            ),
            max_iterations: PassOption::new(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                10,
            ),
            max_num_rewrites: PassOption::new(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                NO_LIMIT,
            ),
            test_convergence: PassOption::new(
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
                false,
            ),
            disable_patterns: ListOption::new(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                Vec::new(),
            ),
            enable_patterns: ListOption::new(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
                Vec::new(),
            ),
            patterns: FrozenRewritePatternSet::default(),
        }
    }
}

impl Canonicalize {
    /// The driver's configuration from the options.
    pub fn config(&self) -> GreedyRewriteConfig {
        GreedyRewriteConfig {
            use_top_down_traversal: *self.top_down.value(),
            enable_region_simplification: *self.region_simplify.value(),
            max_iterations: *self.max_iterations.value(),
            max_num_rewrites: *self.max_num_rewrites.value(),
            ..Default::default()
        }
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &str {
        "canonicalize"
    }
    fn name(&self) -> &str {
        "Canonicalizer"
    }
    fn description(&self) -> &str {
        "Canonicalize operations"
    }
    fn options(&self) -> Vec<&dyn OptionBase> {
        vec![
            &self.top_down,
            &self.region_simplify,
            &self.max_iterations,
            &self.max_num_rewrites,
            &self.test_convergence,
            &self.disable_patterns,
            &self.enable_patterns,
        ]
    }
    fn options_mut(&mut self) -> Vec<&mut dyn OptionBase> {
        vec![
            &mut self.top_down,
            &mut self.region_simplify,
            &mut self.max_iterations,
            &mut self.max_num_rewrites,
            &mut self.test_convergence,
            &mut self.disable_patterns,
            &mut self.enable_patterns,
        ]
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut set = RewritePatternSet::new();
        collect_canonicalization_patterns(ctx, &mut set);
        self.patterns = FrozenRewritePatternSet::new(
            set,
            self.disable_patterns.values(),
            self.enable_patterns.values(),
        );
        Ok(())
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let config = self.config();
        let regions = run.op.regions.to_vec();
        let converged = apply_patterns_and_fold_greedily(
            run.ctx,
            run.op.body,
            &regions,
            &self.patterns,
            &config,
        );
        if *self.test_convergence.value() && !converged {
            run.signal_pass_failure();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
