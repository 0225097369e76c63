//! The names generated code uses, and the Rust snippets of a spec (predicates, builder
//! bodies, interface methods) may use, unqualified: every generated file starts with
//! `use ::strata_framework::ods::prelude::*;`. Generated code names framework items only
//! through this module, so moving an item in the framework means changing its line here,
//! not the generator.

pub use super::attr_type::{
    attr_params, get_attr, get_type, register_defs, type_params, DefFmt, DefFormatKind, DefPred,
    DefRef, ParamIo, ParamKind, ParamSpec,
};
pub use super::format::{segment_attr, CustomArg, Fmt, Format, OIClause, TypeSource, Var};
pub use super::interfaces::*;
pub use super::{
    add_default_attrs, all_equal, attr_interface_model, flat_symbol_ref, i64_array_attr,
    interface_model, into_types, named_type, operand_group, operand_group_named, register_ops,
    result_group, spec_result_names, type_interface_model, types_match_with, verify_def, Arity,
    AttrConstraint, AttrDefView, AttrOrTypeCustomFormat, AttrOrTypeVerifier, AttrSpec,
    AttrTypeDefSpec, AttrView, CallInterfaceCallable, DefParser, DefPrinter, EnumSpec, HandleParam,
    HasAsmResultNames, HasCustomAssemblyFormat, HasRegionVerifier, HasSymbolUses, HasVerifier,
    InterfaceImpl, OpSpec, OpTrait, OpView, OperandGroup, Param, ParamValue, RegionSpec, Segments,
    SuccessorSpec, TypeConstraint, TypeDefView, TypeView, ValueSpec,
};
pub use crate::asm::custom::{OpParser, OpPrinter};
pub use crate::context::{Attribute, Context, Identifier, Type, TypeOrAttr};
pub use crate::diag::Diagnostic;
pub use crate::function::verify_function_op;
pub use crate::ir::{Block, Body, Op, OperationState, Region, Value};
pub use crate::region_branch::{
    terminator_operands, verify_successor, verify_types_along_edges, RegionSuccessor, ViaInterface,
};
pub use crate::registry::{OpRef, OpTraits};
pub use crate::symbol::{verify_symbol, visibility, SymbolScope, Visibility};
pub use crate::types::FloatKind;
pub use crate::view_like::verify_offset_size_and_stride;
