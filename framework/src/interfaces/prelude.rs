//! The names generated code uses, and the Rust snippets of a spec (predicates, builder
//! bodies, interface methods) may use, unqualified: every generated file starts with
//! `use ::strata_framework::interfaces::prelude::*;`. Generated code names framework items
//! only through this module, so moving an item in the framework means changing its line
//! here, not the generator. It is in the highest layer generated code needs (the base
//! interfaces' traits and checks), so that it may name every layer below; the one
//! exception is the hook adding an op's canonicalization patterns (`hasCanonicalizer`),
//! which names the rewrite layer, above this one, by its full path.

pub use super::base::*;
pub use super::call::resolve_callable;
pub use super::function::{function_signature, verify_function_op, verify_function_type};
pub use super::region_branch::{
    terminator_operands, verify_successor, verify_types_along_edges, InvocationBounds,
    RegionSuccessor, RegionSuccessors, SuccessorOperandsUpdate, ViaInterface,
};
pub use super::side_effects::{
    append_spec_effects, EffectInstance, EffectSite, EffectSpec, MemoryEffect, Resource,
    Speculatability,
};
pub use super::symbol::verify_symbol;
pub use super::view_like::verify_offset_size_and_stride;
pub use crate::ir::body::{Block, Body, Op, OperationState, Region, Rewriter, Value};
pub use crate::ir::context::{Attribute, Context, Identifier, Type, TypeOrAttr};
pub use crate::ir::fold::{Folded, InPlaceFold, OpFoldResult};
pub use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter};
pub use crate::ir::registry::{OpRef, OpTraits};
pub use crate::ir::symbol::{visibility, SymbolScope, Visibility};
pub use crate::ir::types::FloatKind;
pub use crate::ods::attr_type::{
    attr_params, get_attr, get_type, register_defs, type_params, DefFmt, DefFormatKind, DefPred,
    DefRef, ParamIo, ParamKind, ParamSpec,
};
pub use crate::ods::check;
pub use crate::ods::format::{segment_attr, CustomArg, Fmt, Format, OIClause, TypeSource, Var};
pub use crate::ods::{
    add_default_attrs, all_equal, attr_interface_model, flat_symbol_ref, i64_array_attr,
    interface_model, into_types, named_type, operand_group, operand_group_named, register_ops,
    result_group, spec_result_names, transformed, type_interface_model, types_match_with,
    types_match_with_at, verify_def, Arity, AttrConstraint, AttrDefView, AttrOrTypeCustomFormat,
    AttrOrTypeVerifier, AttrSpec, AttrTypeDefSpec, AttrView, CallInterfaceCallable, DefParser,
    DefPrinter, EffectClass, EnumSpec, FixedValue, HandleParam, HasAsmResultNames,
    HasCustomAssemblyFormat, HasFolder, HasRegionVerifier, HasSymbolUses, HasVerifier,
    InterfaceImpl, OpSpec, OpTrait, OpView, OperandGroup, Param, ParamValue, RegionSpec, Segments,
    SuccessorSpec, TypeConstraint, TypeDefView, TypeView, ValueSpec,
};
pub use crate::support::diag::Diagnostic;
