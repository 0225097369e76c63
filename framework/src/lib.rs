//! The Strata IR runtime: the context and its `Sync` interner, the IR entities, the MLIR
//! textual format (lexer, parser, printer), the verifier and diagnostics. It knows no
//! dialect but `builtin`. See `docs/ir-core.md` for the design.
#![deny(missing_docs)]

pub mod affine;
pub mod asm;
pub mod attrs;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod entity;
pub mod ir;
pub mod ods;
pub mod region_branch;
pub mod registry;
pub mod symbol;
pub mod types;
pub mod verify;
pub mod verify_diagnostics;

pub use context::{Attribute, Context, Identifier, Type};
pub use ir::{Block, Body, Op, Region, Value};
