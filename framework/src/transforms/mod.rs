//! The transforms layer: passes that work on any dialect (MLIR's `mlir/Transforms`).
//!
//! - [`canonicalize`], `canonicalize`.
//! - [`cse`], `cse`.
//! - [`symbol_dce`], `symbol-dce`; [`symbol_privatize`], `symbol-privatize`.
//! - [`topological_sort`], `topological-sort`, and the sorting of a list of ops
//!   (`computeTopologicalSorting`).
//! - [`commutativity`], the pattern sorting commutative operands (MLIR's
//!   `CommutativityUtils`).
//! - [`view_op_graph`], `view-op-graph`.
//! - [`strip_debuginfo`], `strip-debuginfo`.
//! - [`op_stats`], `print-op-stats`.
//! - [`control_flow_sink`], `control-flow-sink`.
//! - [`licm`], `loop-invariant-code-motion`.
//! - [`inliner`], `inline`.
//! - [`location_snapshot`], `snapshot-op-locations`.
//! - [`sccp`], `sccp`.
//! - [`reconcile_casts`], `reconcile-unrealized-casts`; [`scf_to_cf`], `convert-scf-to-cf`;
//!   [`arith_to_llvm`], `convert-arith-to-llvm`; [`math_to_llvm`], `convert-math-to-llvm`;
//!   [`lower_affine`], `lower-affine` (the conversion passes, declared in
//!   `spec/passes/Conversion.td`).
//! - [`affine_loop_fusion`], `affine-loop-fusion`; [`affine_scalrep`], `affine-scalrep`
//!   (the subsets of MLIR's passes their documentation states).
//! - [`llvm_type_converter`], the type converter of the lowerings to the llvm dialect.

mod affine_access;
pub mod affine_loop_fusion;
pub mod affine_scalrep;
pub mod arith_to_llvm;
pub mod canonicalize;
pub mod cf_to_llvm;
pub mod commutativity;
pub mod control_flow_sink;
/// The declarations of the conversion passes, generated from
/// `spec/passes/Conversion.td` (`tblgen --gen-pass-decls`). Formatted by the generator,
/// so rustfmt leaves it alone.
#[rustfmt::skip]
pub mod conversion_passes;
pub mod cse;
pub mod expand_strided_metadata;
pub mod func_to_llvm;
pub mod inliner;
pub mod licm;
pub mod llvm_type_converter;
pub mod location_snapshot;
pub mod lower_affine;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod memref_views_to_llvm;
pub mod op_stats;
/// The declarations of the passes, generated from `spec/passes/Transforms.td` (`tblgen
/// --gen-pass-decls`). Formatted by the generator, so rustfmt leaves it alone.
#[rustfmt::skip]
pub mod passes;
pub mod reconcile_casts;
pub mod sccp;
pub mod scf_to_cf;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
mod symbols;
pub mod topological_sort;
pub mod view_op_graph;
pub mod walk;

use crate::pass::PassRegistry;

/// Registers the passes of this layer: those `spec/passes/Transforms.td` and
/// `spec/passes/Conversion.td` declare with a constructor.
pub fn register(registry: &mut PassRegistry) {
    passes::register(registry);
    conversion_passes::register(registry);
}
