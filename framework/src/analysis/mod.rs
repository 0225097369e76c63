//! The analysis layer: data-flow analyses over the IR (MLIR 16's `DataFlowFramework`
//! and the analyses of `mlir/Analysis/DataFlow`), between the interfaces they ask and the
//! transformations using their results.
//!
//! - [`dataflow`]: the solver (MLIR's `DataFlowSolver`): an index of the IR under an op
//!   (every arena of isolated ops included), program points, the analysis states (block
//!   and edge executability, predecessors, constant lattices), their dependencies and the
//!   worklist.
//! - [`dead_code`]: `DeadCodeAnalysis`: which blocks and control-flow edges may run,
//!   through branches, `RegionBranchOpInterface` and the call graph.
//! - [`constant_propagation`]: `SparseConstantPropagation`: the constant each value
//!   holds, by folding ops with their constant operands.

pub mod constant_propagation;
pub mod dataflow;
pub mod dead_code;
