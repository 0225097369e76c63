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
//! The ops isolated from above in the op's regions (a module's functions) have arenas of
//! their own, each rewritten by a driver of its own; with threading on they are rewritten
//! at once on rayon's pool, with the same result as on one thread.

use crate::ir::context::Context;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{
    apply_patterns_and_fold_greedily_in, collect_canonicalization_patterns,
    FrozenRewritePatternSet, GreedyRewriteConfig, RewritePatternSet,
};
use crate::support::diag::Diagnostic;

use super::passes::CanonicalizerBase;

/// The `canonicalize` pass (op-agnostic): see the module documentation.
#[derive(Clone, Default)]
pub struct Canonicalize {
    base: CanonicalizerBase,
    patterns: FrozenRewritePatternSet,
}

impl Canonicalize {
    /// The driver's configuration from the options.
    pub fn config(&self) -> GreedyRewriteConfig {
        let o = &self.base.options;
        GreedyRewriteConfig {
            use_top_down_traversal: *o.top_down_processing_enabled.value(),
            enable_region_simplification: *o.enable_region_simplification.value(),
            max_iterations: *o.max_iterations.value(),
            max_num_rewrites: *o.max_num_rewrites.value(),
            ..Default::default()
        }
    }
}

impl DeclaredPass for Canonicalize {
    type Base = CanonicalizerBase;
    fn base(&self) -> &CanonicalizerBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut CanonicalizerBase {
        &mut self.base
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut set = RewritePatternSet::new();
        collect_canonicalization_patterns(ctx, &mut set);
        let o = &self.base.options;
        self.patterns = FrozenRewritePatternSet::new(
            set,
            o.disabled_patterns.values(),
            o.enabled_patterns.values(),
        );
        Ok(())
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let config = self.config();
        let regions = run.op.regions.to_vec();
        let converged = apply_patterns_and_fold_greedily_in(
            run.ctx,
            Some(run.op.name),
            run.op.body,
            &regions,
            &self.patterns,
            &config,
        );
        if *self.base.options.test_convergence.value() && !converged {
            run.signal_pass_failure();
        }
    }
}
