//! The ODS model: MLIR's operation-definition vocabulary read from records.
//!
//! [`Operator`] is what every ODS backend (docs, op definitions, verifiers,
//! assembly formats) works from, built from a def deriving from `Op` the way
//! MLIR's `mlir::tblgen::Operator` builds it: arguments split into operands
//! and attributes, results, regions, successors, traits flattened and
//! de-duplicated, and `InferTypeOpInterface` added when every result type can
//! be inferred. Field names are those of MLIR's `OpBase.td`, which Strata's
//! `spec/base/` keeps.

mod attr_type;
mod builder;
mod enum_attr;
pub mod format;
mod interface;
mod operator;
mod pass;
mod pattern;
mod side_effect;

pub use attr_type::{AttrOrTypeBuilder, AttrOrTypeDef, AttrOrTypeParameter};
pub use builder::{Builder, BuilderParam};
pub use enum_attr::{EnumAttr, EnumCase};
pub use interface::{origin_def, Interface, InterfaceMethod, MethodArgument};
pub use pass::{Pass, PassAnchor, PassOption, PassStatistic};
pub use pattern::{native_expr, pattern_defs, Arg, Leaf, Node, NodeKind, Pattern};
pub use side_effect::{EffectLocation, EffectSite, SideEffect};

pub use operator::{
    Attribute, Dialect, NamedAttribute, NamedRegion, NamedSuccessor, NamedTypeConstraint, Operator,
    Trait, TraitKind, TypeConstraint,
};

use crate::record::{FieldError, RecId, RecordKeeper};
use crate::source::Loc;

/// An error in a spec, located at the record it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsError {
    /// Where.
    pub loc: Loc,
    /// What is wrong, in MLIR's wording where MLIR has one.
    pub message: String,
    /// Notes rendered after the error, each at its own location (e.g. the other pattern
    /// of an overlap).
    pub notes: Vec<(Loc, String)>,
}

impl From<FieldError> for OdsError {
    fn from(e: FieldError) -> Self {
        OdsError {
            loc: e.loc,
            message: e.message,
            notes: Vec::new(),
        }
    }
}

impl OdsError {
    /// The error and its notes as diagnostics, positioned in `rk`'s sources.
    pub fn diagnostics(self, rk: &RecordKeeper) -> crate::Diagnostics {
        let mut d = crate::Diagnostics::default();
        d.push(
            crate::Severity::Error,
            self.message,
            Some(rk.sources.position(self.loc)),
        );
        for (loc, note) in self.notes {
            d.push(crate::Severity::Note, note, Some(rk.sources.position(loc)));
        }
        d
    }

    /// An error at a record.
    pub fn at(rk: &RecordKeeper, rec: RecId, message: impl Into<String>) -> Self {
        OdsError {
            loc: rk.rec(rec).loc(),
            message: message.into(),
            notes: Vec::new(),
        }
    }
}

/// The op definitions of a file, sorted by def name (MLIR's
/// `getRequestedOpDefinitions` without include/exclude filters). Like
/// mlir-tblgen, an input that does not define the `Op` class is an error.
pub fn op_definitions(rk: &RecordKeeper) -> Result<Vec<RecId>, OdsError> {
    if rk.class("Op").is_none() {
        return Err(OdsError {
            loc: Loc {
                file: crate::source::FileId(0),
                offset: 0,
            },
            message: "Couldn't find the 'Op' class!".into(),
            notes: Vec::new(),
        });
    }
    Ok(rk.defs_derived_from("Op"))
}
