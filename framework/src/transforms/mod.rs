//! The transforms layer: passes that work on any dialect (MLIR's `mlir/Transforms`).
//!
//! - [`canonicalize`], `canonicalize`.
//! - [`cse`], `cse`.
//! - [`symbol_dce`], `symbol-dce`; [`symbol_privatize`], `symbol-privatize`.
//! - [`topological_sort`], `topological-sort`.
//! - [`view_op_graph`], `view-op-graph`.
//! - [`strip_debuginfo`], `strip-debuginfo`.
//! - [`op_stats`], `print-op-stats`.
//! - [`control_flow_sink`], `control-flow-sink`.
//! - [`licm`], `loop-invariant-code-motion`.
//! - [`inliner`], `inline`.

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod inliner;
pub mod licm;
pub mod op_stats;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
mod symbols;
pub mod topological_sort;
pub mod view_op_graph;
pub mod walk;

use crate::pass::PassRegistry;

/// Registers the passes of this layer.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::<canonicalize::Canonicalize>::default());
    registry.register_pass(|| Box::<cse::Cse>::default());
    registry.register_pass(|| Box::new(strip_debuginfo::StripDebugInfo));
    registry.register_pass(|| Box::<op_stats::PrintOpStats>::default());
    registry.register_pass(|| Box::<symbol_dce::SymbolDce>::default());
    registry.register_pass(|| Box::<symbol_privatize::SymbolPrivatize>::default());
    registry.register_pass(|| Box::new(topological_sort::TopologicalSort));
    registry.register_pass(|| Box::<view_op_graph::ViewOpGraph>::default());
    registry.register_pass(|| Box::<control_flow_sink::ControlFlowSink>::default());
    registry.register_pass(|| Box::<licm::LoopInvariantCodeMotion>::default());
    registry.register_pass(|| Box::<inliner::Inliner>::default());
}
