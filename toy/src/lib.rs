//! Strata's Toy: the language of MLIR's tutorial, compiled by `toyc-ch1` ... `toyc-ch7`
//! (docs/toy.md).
//!
//! - [`ast`]: the AST and its `-emit=ast` dump;
//! - [`parser`]: the front end, from the pest grammar `toy.pest`;
//! - [`driver`]: the command line the `toyc-chN` binaries share;
//! - [`mlirgen`]: the AST to a module of the Toy dialect (`-emit=mlir`);
//! - [`passes`]: the declarations of the Toy passes, generated from `spec/toy/Passes.td`;
//! - [`dialect`]: the Toy dialect, its ops and struct type generated from
//!   `spec/toy/Ops.td`, with the Rust the spec asks for. [`dialect::new_context`] gives a
//!   context holding the dialect (and the builtin dialect), [`dialect::parse_source`] reads
//!   `.mlir` text into it, [`dialect::verify`] checks a module and [`dialect::print`] writes
//!   it back; `toy-opt` is `strata-opt` with the dialect loaded;
//! - [`lower_to_affine`]: the partial lowering of Toy to `affine`, `arith` and `memref`
//!   (`-emit=mlir-affine`, chapter 5).

pub mod ast;
pub mod combine;
pub mod dialect;
pub mod driver;
pub mod inliner;
pub mod lower_to_affine;
pub mod lower_to_llvm;
pub mod mlirgen;
pub mod parser;
pub mod passes;
pub mod pipeline;
pub mod shape_inference;
