//! Ops that view part of a shaped value through offsets, sizes and strides (MLIR's
//! `ViewLikeInterface.td`): the check of `OffsetSizeAndStrideOpInterface`, in MLIR's
//! order and wording. Each of the three lists is mixed: a static array attribute
//! (`static_offsets`, ...) where `ShapedType::kDynamic` marks a value given by an operand
//! of the matching group (`offsets`, ...).

use crate::interfaces::base::OffsetSizeAndStrideOpInterface;
use crate::ir::types::DYNAMIC;
use crate::support::diag::Diagnostic;

/// MLIR's `verifyOffsetSizeAndStrideOp`: the mixed offsets, sizes and strides have
/// consistent ranks, as many values as the op's maximum ranks, and one operand per
/// dynamic value. An op whose ranks are unknown (its types are not the shaped types
/// its constraints ask for, which they report) is not checked.
pub fn verify_offset_size_and_stride<T: OffsetSizeAndStrideOpInterface + ?Sized>(
    op: &T,
) -> Result<(), Diagnostic> {
    let Some(max_ranks) = op.get_array_attr_max_ranks() else {
        return Ok(());
    };
    let at = op.op();
    let offsets = op.get_static_offsets();
    let sizes = op.get_static_sizes();
    let strides = op.get_static_strides();
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return Err(at.error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            offsets.len(),
            sizes.len()
        )));
    }
    if sizes.len() != strides.len() {
        return Err(at.error(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            sizes.len(),
            strides.len()
        )));
    }
    let dynamic = [
        op.get_offsets().len(),
        op.get_sizes().len(),
        op.get_strides().len(),
    ];
    for ((name, vals), (max, dyn_count)) in
        [("offset", &offsets), ("size", &sizes), ("stride", &strides)]
            .into_iter()
            .zip(max_ranks.into_iter().zip(dynamic))
    {
        if vals.len() != max {
            return Err(at.error(format!("expected {max} {name} values")));
        }
        let expected = vals.iter().filter(|&&d| d == DYNAMIC).count();
        if dyn_count != expected {
            return Err(at.error(format!("expected {expected} dynamic {name} values")));
        }
    }
    Ok(())
}
