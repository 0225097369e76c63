//! What the generated invariant checks of an op call (`verify_invariants_*` in generated
//! code, named by [`OpSpec::invariants`]): the lookup of the spec's attributes, the split
//! of variable-length operand and result groups, the structural and shape traits, and
//! the diagnostics, with the wording of the table-driven checks in [`super::verify`]
//! (which remain for specs written without generated checks). Each function here is one
//! step of MLIR 16's generated `verifyInvariants`; the straight-line code generated per op
//! calls them in MLIR's order.

use super::{AttrConstraint, OpSpec, Segments, TypeConstraint, ValueSpec};
use crate::ir::attrs::AttrKind;
use crate::ir::context::{Attribute, Identifier, Type};
use crate::ir::registry::{OpRef, SPEC_ATTR_IDS};
use crate::support::diag::Diagnostic;

/// The uniqued names of a spec's attributes, in spec order (kept in the op's `OpInfo`
/// when the spec has at most [`SPEC_ATTR_IDS`] attributes).
pub type SpecAttrIds = [Option<Identifier>; SPEC_ATTR_IDS];

/// The generated check of an op's invariants: counts, structural traits, attributes,
/// operand and result types, region constraints and the other traits, in MLIR's order.
/// `ids` are the uniqued names of the spec's attributes when the registry keeps them.
pub type InvariantsHook = fn(&OpRef<'_>, Option<&SpecAttrIds>) -> Result<(), Diagnostic>;

/// The attributes of `op` that `spec` names (`N` of them), in spec order: each looked up
/// once, by uniqued name when `ids` are given (a scan comparing numbers for a small
/// dictionary), else by name.
#[inline]
pub fn attrs<const N: usize>(
    op: &OpRef<'_>,
    ids: Option<&SpecAttrIds>,
    spec: &OpSpec,
) -> [Option<Attribute>; N] {
    let mut values = [None; N];
    let ctx = op.ctx;
    let dict = op.body.attrs(op.op);
    let entries = match ctx.attr_kind_ref(dict) {
        AttrKind::Dictionary(e) => &e[..],
        _ => &[],
    };
    if entries.is_empty() {
        return values;
    }
    match ids {
        Some(ids) if entries.len() <= 8 => {
            for (v, id) in values.iter_mut().zip(ids) {
                *v = id.and_then(|id| entries.iter().find(|(k, _)| *k == id).map(|&(_, a)| a));
            }
        }
        Some(ids) => {
            for (v, id) in values.iter_mut().zip(ids) {
                *v = id.and_then(|id| ctx.dictionary_get_ident(dict, id));
            }
        }
        None => {
            for (v, a) in values.iter_mut().zip(spec.attrs) {
                *v = ctx.dictionary_get(dict, a.name);
            }
        }
    }
    values
}

/// `requires attribute 'NAME'`.
#[cold]
pub fn missing_attr(op: &OpRef<'_>, name: &str) -> Diagnostic {
    op.op_error(format!("requires attribute '{name}'"))
}

/// An attribute failing its constraint.
#[cold]
pub fn attr_error(op: &OpRef<'_>, name: &str, c: &AttrConstraint) -> Diagnostic {
    op.op_error(format!(
        "attribute '{name}' failed to satisfy constraint: {}",
        c.summary
    ))
}

/// Operand (or result, as `kind` says) `#i` failing its type constraint.
#[cold]
pub fn type_error(op: &OpRef<'_>, kind: &str, i: usize, c: &TypeConstraint, t: Type) -> Diagnostic {
    op.op_error(format!(
        "{kind} #{i} must be {}, but got '{}'",
        c.summary,
        super::verify::type_str(op, t)
    ))
}

/// An optional group holding more than one value.
#[cold]
pub fn optional_error(op: &OpRef<'_>, kind: &str, start: usize, n: usize) -> Diagnostic {
    op.op_error(format!(
        "{kind} group starting at #{start} requires 0 or 1 element, but found {n}"
    ))
}

/// A wrong number of successors (`requires 1 successor but found 2`; `at_least` for a
/// variadic successor list).
#[cold]
pub fn successor_count_error(
    op: &OpRef<'_>,
    expected: usize,
    found: usize,
    at_least: bool,
) -> Diagnostic {
    let what = if expected == 1 {
        "1 successor".to_string()
    } else {
        format!("{expected} successors")
    };
    op.op_error(if at_least {
        format!("requires at least {what} but found {found}")
    } else {
        format!("requires {what} but found {found}")
    })
}

/// A wrong number of results or operands (`kind`): MLIR's messages of
/// `OneResult`, `NOperands<2>`, `AtLeastNResults<1>`, ...
#[cold]
pub fn value_count_error(
    op: &OpRef<'_>,
    kind: &str,
    expected: usize,
    found: usize,
    at_least: bool,
) -> Diagnostic {
    op.op_error(if at_least {
        format!("expected {expected} or more {kind}s, but found {found}")
    } else {
        match (expected, kind) {
            (0, _) => format!("requires zero {kind}s"),
            (1, "result") => "requires one result".to_string(),
            (1, _) => "requires a single operand".to_string(),
            _ => format!("expected {expected} {kind}s, but found {found}"),
        }
    })
}

/// A wrong number of regions.
#[cold]
pub fn region_count_error(op: &OpRef<'_>, expected: usize, at_least: bool) -> Diagnostic {
    op.op_error(if at_least {
        format!("expected {expected} or more regions")
    } else {
        match expected {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            k => format!("expected {k} regions"),
        }
    })
}

/// Region `#i` failing its constraint.
#[cold]
pub fn region_error(op: &OpRef<'_>, i: usize, name: &str, summary: &str) -> Diagnostic {
    op.op_error(format!(
        "region #{i} ('{name}') failed to verify constraint: {summary}"
    ))
}

/// A failed `PredOpTrait` (`failed to verify that SUMMARY`).
#[cold]
pub fn pred_error(op: &OpRef<'_>, summary: &str) -> Diagnostic {
    op.op_error(format!("failed to verify that {summary}"))
}

/// The sizes of the `N` operand (or result, as `kind` says) groups `groups` of `op`, split
/// as `segments` says among its `total` values; `AttrSizedOperandSegments` first checks
/// the sizes attribute `attr`.
pub fn group_sizes<const N: usize>(
    op: &OpRef<'_>,
    groups: &[ValueSpec],
    segments: Segments,
    total: usize,
    kind: &str,
    attr: &str,
) -> Result<[usize; N], Diagnostic> {
    if segments == Segments::AttrSized {
        super::verify::check_segments(op, groups, attr, kind, total)?;
    }
    let mut sizes = [0; N];
    for (s, n) in sizes
        .iter_mut()
        .zip(super::group_size_iter(op, groups, segments, total, attr))
    {
        *s = n;
    }
    Ok(sizes)
}

/// `HasParent<"a, b">`.
pub fn parent(op: &OpRef<'_>, parents: &[&str]) -> Result<(), Diagnostic> {
    let parent = op.parent().map(|p| p.name());
    if parent.is_some_and(|p| parents.contains(&p)) {
        return Ok(());
    }
    Err(op.op_error(if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    }))
}

/// `SingleBlock` (and `SingleBlockImplicitTerminator`): at most one block per region.
pub fn single_blocks(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let inner = op.region_body();
    for (i, &r) in op.regions().iter().enumerate() {
        if inner.region_blocks(r).nth(1).is_some() {
            return Err(op.op_error(format!("expects region #{i} to have 0 or 1 blocks")));
        }
    }
    Ok(())
}

/// `NoRegionArguments`.
pub fn no_region_arguments(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let inner = op.region_body();
    let regions = op.regions();
    for (i, &r) in regions.iter().enumerate() {
        let has_args = inner
            .entry_block(r)
            .is_some_and(|b| !inner.block_args(b).is_empty());
        if has_args {
            return Err(op.op_error(if regions.len() > 1 {
                format!("region #{i} should have no arguments")
            } else {
                "region should have no arguments".to_string()
            }));
        }
    }
    Ok(())
}

/// `SameOperandsAndResultType` failing.
#[cold]
pub fn same_type_error(op: &OpRef<'_>) -> Diagnostic {
    op.op_error("requires the same type for all operands and results")
}

/// `SameOperandsAndResultType` over the op's values: whether they have one type, and
/// whether that type is a scalar (or there is no value).
pub fn same_operands_and_result_type(op: &OpRef<'_>) -> Result<bool, Diagnostic> {
    super::verify::same_operands_and_result_type(op)
}

/// Whether `t` is a scalar: not a vector or tensor (what `Elementwise` maps over).
#[inline]
pub fn is_scalar(ctx: &crate::ir::context::Context, t: Type) -> bool {
    !super::verify::is_mapped_kind(ctx, t)
}

/// `Elementwise` (of `ElementwiseMappable`).
pub fn elementwise(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    super::verify::check_elementwise(op)
}

/// One of the shape and type traits checked over all the op's values
/// (`SameTypeOperands`, `SameOperandsElementType`, ...), as [`super::OpTrait`] names it.
pub fn value_trait(op: &OpRef<'_>, t: &super::OpTrait) -> Result<(), Diagnostic> {
    super::verify::check_value_trait(op, t)
}
