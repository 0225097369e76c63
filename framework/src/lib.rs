//! The Strata IR runtime: the context and its `Sync` interner, the IR entities, the MLIR
//! textual format (lexer, parser, printer), the verifier and diagnostics. It knows no
//! dialect but `builtin`. See `docs/ir-core.md` for the design.
//!
//! Each top-level module is a layer and imports only the layers below it (checked by
//! `framework/tests/layering.rs` against the code map of `docs/architecture.md`), from the
//! bottom: [`support`], [`ir`], [`asm`], [`ods`], [`verify`], [`interfaces`], [`analysis`], [`rewrite`], [`conversion`], [`pass`], [`builtin`], [`transforms`].
#![deny(missing_docs)]

// Generated code names the framework `::strata_framework`, also inside it
// (`interfaces::base`).
extern crate self as strata_framework;

pub mod support;

pub mod ir;

pub mod asm;

pub mod ods;

pub mod verify;

pub mod interfaces;

pub mod analysis;

pub mod rewrite;

pub mod conversion;

pub mod pass;

pub mod builtin;

pub mod transforms;

pub mod bytecode;

pub use ir::body::{Block, Body, Op, Region, Value};
pub use ir::context::{Attribute, Context, Identifier, Type};
