//! The Strata IR runtime: the context and its `Sync` interner, the IR entities, the MLIR
//! textual format (lexer, parser, printer), the verifier and diagnostics. It knows no
//! dialect but `builtin`. See `docs/ir-core.md` for the design.
#![deny(missing_docs)]

// Generated code names the framework `::strata_framework`, also inside it
// (`ods::interfaces`).
extern crate self as strata_framework;

pub mod affine;
pub mod asm;
pub mod attrs;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod dialect_interface;
pub mod entity;
pub mod function;
pub mod ir;
pub mod layout;
pub mod locations;
pub mod ods;
pub mod region_branch;
pub mod registry;
pub mod symbol;
pub mod types;
pub mod verify;
pub mod verify_diagnostics;
pub mod view_like;

pub use context::{Attribute, Context, Identifier, Type};
pub use ir::{Block, Body, Op, Region, Value};
