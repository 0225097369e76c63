//! The transforms layer: passes that work on any dialect (MLIR's `mlir/Transforms`).
//!
//! - [`licm`], `loop-invariant-code-motion`.

pub mod licm;

use crate::pass::PassRegistry;

/// Registers the passes of this layer.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::<licm::LoopInvariantCodeMotion>::default());
}
