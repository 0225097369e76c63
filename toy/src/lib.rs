//! The Toy language of MLIR's tutorial on Strata.
//!
//! [`dialect`] is the Toy dialect: its ops and struct type generated from
//! `spec/toy/Ops.td`, with the Rust the spec asks for. [`dialect::new_context`] gives a
//! context holding the dialect (and the builtin dialect), [`dialect::parse_source`] reads
//! `.mlir` text into it, [`dialect::verify`] checks a module and [`dialect::print`] writes
//! it back; `toy-opt` is `strata-opt` with the dialect loaded.

pub mod dialect;
