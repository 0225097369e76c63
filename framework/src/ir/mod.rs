//! The IR layer: the context (uniqued types, attributes and identifiers), builtin types and
//! attributes, affine data, the op arenas ([`body`]), op records ([`registry`]), builders,
//! symbol tables, dialect interfaces and fold results.

pub mod affine;
pub mod attrs;
pub mod body;
pub mod builder;
pub mod context;
pub mod dialect_data;
pub mod dialect_interface;
pub mod dominance;
pub mod equivalence;
pub mod fold;
pub mod layout;
pub mod locations;
pub mod op_asm;
pub mod registry;
pub mod symbol;
pub mod types;
