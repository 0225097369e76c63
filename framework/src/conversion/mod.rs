//! Dialect conversion (MLIR's `DialectConversion`): rewriting the ops of a region until
//! every one is legal for a [`ConversionTarget`], by [`ConversionPattern`]s whose operands
//! are remapped and converted through a [`TypeConverter`], every change recorded so that
//! a pattern whose results cannot be legalized, or a conversion that fails, is undone.
//!
//! - [`target`]: legality of ops by name, dialect or callback, recursive legality.
//! - [`type_converter`]: type conversions, signature conversions, materializations.
//! - [`rewriter`]: [`ConversionPatternRewriter`], deferred replacements and the undo log.
//! - [`function`]: the conversion of function signatures and their bodies' blocks.
//! - [`driver`]: the legalizer (folding, patterns ordered by legalization depth, results
//!   legalized recursively) and the partial, full and analysis conversions.
//!
//! What differs from MLIR: a conversion is applied to what an op holds (its arena and the
//! arenas nested in it), not to the op itself, which lives in its parent's arena; and the
//! patterns are [`ConversionPattern`]s (a plain rewrite pattern is not run under a
//! conversion).

pub mod driver;
pub mod function;
pub mod rewriter;
pub mod target;
pub mod trace;
pub mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    apply_analysis_conversion, apply_conversion, apply_full_conversion, apply_partial_conversion,
    apply_partial_conversion_unreported, ApartConversion, ConversionFailure, ConversionMode,
    ConversionPattern, ConversionPatternSet, PendingConversion, Prologue,
};
pub use function::{
    is_function_legal, populate_call_op_signature_conversion,
    populate_function_signature_conversion,
};
pub use rewriter::{
    create_root_declarations, ConversionPatternRewriter, OpAddress, RootDeclaration,
};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{InputMapping, SignatureConversion, TypeConverter};
