//! The canonicalization patterns of `arith` that are declarative rewrite rules
//! (`spec/dialects/arith/ArithCanonicalization.td`, generated into `rewriters`), the Rust
//! their native calls name, and their registration by the ops' `getCanonicalizationPatterns`
//! (as MLIR 16 adds them).

use strata_framework::ir::attrs::AttrKind;
use strata_framework::rewrite::{HasCanonicalizer, PatternRewriter, RewritePatternSet};
use strata_framework::{Attribute, Context, Value};

use super::arith::{AddIOp, SubIOp};

/// The generated patterns (`tblgen --gen-rewriters`).
pub mod rewriters {
    include!(concat!(env!("OUT_DIR"), "/arith_rewriters.rs"));
}

use rewriters::*;

/// The integer of an integer attribute.
fn int_of(rw: &PatternRewriter<'_>, a: Attribute) -> i128 {
    match rw.ctx().attr_kind_ref(a) {
        AttrKind::Integer { value, .. } => *value,
        _ => 0,
    }
}

/// `a + b` as an integer attribute of the type of `res`, wrapping at its width (MLIR's
/// `addIntegerAttrs`).
pub(crate) fn add_integer_attrs(
    rw: &PatternRewriter<'_>,
    res: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    let ty = rw.body().value_type(res);
    rw.ctx()
        .integer_attr(int_of(rw, a).wrapping_add(int_of(rw, b)), ty)
}

/// `a - b` as an integer attribute of the type of `res`, wrapping at its width (MLIR's
/// `subIntegerAttrs`).
pub(crate) fn sub_integer_attrs(
    rw: &PatternRewriter<'_>,
    res: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    let ty = rw.body().value_type(res);
    rw.ctx()
        .integer_attr(int_of(rw, a).wrapping_sub(int_of(rw, b)), ty)
}

impl HasCanonicalizer for AddIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(AddIAddConstant::new(ctx))
            .add(AddISubConstantRHS::new(ctx))
            .add(AddISubConstantLHS::new(ctx));
    }
}

impl HasCanonicalizer for SubIOp<'_> {
    fn get_canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context) {
        patterns
            .add(SubIRHSAddConstant::new(ctx))
            .add(SubILHSAddConstant::new(ctx))
            .add(SubIRHSSubConstantRHS::new(ctx))
            .add(SubIRHSSubConstantLHS::new(ctx))
            .add(SubILHSSubConstantRHS::new(ctx))
            .add(SubILHSSubConstantLHS::new(ctx));
    }
}
