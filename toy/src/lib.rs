//! Strata's Toy: the language of MLIR's tutorial, compiled by `toyc-ch1` ... `toyc-ch7`
//! (docs/toy.md).
//!
//! - [`ast`]: the AST and its `-emit=ast` dump;
//! - [`parser`]: the front end, from the pest grammar `toy.pest`;
//! - [`driver`]: the command line the `toyc-chN` binaries share.

pub mod ast;
pub mod driver;
pub mod parser;
