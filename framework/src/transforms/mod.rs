//! The transforms layer: passes that work on any dialect (MLIR's `mlir/Transforms`).
//!
//! - [`strip_debuginfo`], `strip-debuginfo`.
//! - [`op_stats`], `print-op-stats`.
//! - [`control_flow_sink`], `control-flow-sink`.
//! - [`licm`], `loop-invariant-code-motion`.
//! - [`inliner`], `inline`.

pub mod control_flow_sink;
pub mod inliner;
pub mod licm;
pub mod op_stats;
pub mod strip_debuginfo;
pub mod walk;

use crate::pass::PassRegistry;

/// Registers the passes of this layer.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(strip_debuginfo::StripDebugInfo));
    registry.register_pass(|| Box::<op_stats::PrintOpStats>::default());
    registry.register_pass(|| Box::<control_flow_sink::ControlFlowSink>::default());
    registry.register_pass(|| Box::<licm::LoopInvariantCodeMotion>::default());
    registry.register_pass(|| Box::<inliner::Inliner>::default());
}
