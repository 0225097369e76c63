//! Helpers shared by the dialects of shaped types (`memref`, `tensor`): types and
//! attributes as MLIR prints them in diagnostics, static arrays, reassociation groups,
//! rank-reduction masks and the speculatability of their `dim` ops.

use strata_framework::asm::print_attr::AttrPrinter;
use strata_framework::interfaces::side_effects::Speculatability;
use strata_framework::ir::fold::constant_int;
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::types::DYNAMIC;
use strata_framework::ods::{AttrView, TypeView};
use strata_framework::{Attribute, Context, Type, Value};

/// A type as MLIR prints it in a diagnostic, quoted: `'memref<4xf32>'`.
pub(crate) fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", AttrPrinter { ctx, aliases: None }.type_to_string(t))
}

pub(crate) fn attr_text(ctx: &Context, a: Attribute) -> String {
    AttrPrinter { ctx, aliases: None }.attr_to_string(a)
}

/// Whether `memref.dim` or `tensor.dim` of `source`'s dimension `index` can be executed
/// speculatively (MLIR's `DimOp::getSpeculatability`): when the index is a constant and
/// the source is ranked (verified IR then has the index below the rank; a negative
/// constant index passes, as in MLIR 16).
pub(crate) fn dim_speculatability(op: &OpRef<'_>, source: Value, index: Value) -> Speculatability {
    let Some(index) = constant_int(op.ctx, op.body, index) else {
        return Speculatability::NotSpeculatable;
    };
    match TypeView::new(op.ctx, op.value_type(source)).rank() {
        Some(rank) if index < rank as i128 => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

pub(crate) fn operand_types(op: &OpRef<'_>) -> Vec<Type> {
    op.operands().map(|v| op.value_type(v)).collect()
}

pub(crate) fn result_type(op: &OpRef<'_>) -> Option<Type> {
    op.results().first().map(|&v| op.value_type(v))
}

/// The values of a dense `i64` array attribute of the op.
pub(crate) use strata_framework::ods::i64_array_attr as i64_array;

pub(crate) fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// The reassociation groups of `memref.expand_shape` and `memref.collapse_shape`.
pub(crate) fn reassociation(op: &OpRef<'_>) -> Vec<Vec<i64>> {
    let Some(a) = op.attr("reassociation") else {
        return Vec::new();
    };
    AttrView::new(op.ctx, a)
        .array_elements()
        .unwrap_or_default()
        .into_iter()
        .map(|g| {
            g.array_elements()
                .unwrap_or_default()
                .into_iter()
                .filter_map(|i| i.int_value().map(|v| v as i64))
                .collect()
        })
        .collect()
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original` dropped to get
/// `reduced` (each of size 1), matching sizes greedily.
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if d != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}
