//! The transforms layer: passes that work on any dialect (MLIR's `mlir/Transforms`).
//!
//! - [`cse`], `cse`.

pub mod cse;

use crate::pass::PassRegistry;

/// Registers the passes of this layer.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::<cse::Cse>::default());
}
