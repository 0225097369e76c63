//! The MLIR textual format: lexer, parser and printer.

pub mod affine;
pub mod attr_type;
pub mod custom;
pub mod dense;
pub mod float;
pub mod lexer;
mod names;
mod parse_attr;
pub mod parser;
pub mod print_attr;
pub mod printer;
pub mod resources;
mod sparse;
mod tensor_literal;

pub use parser::{parse_module, ParseOptions, ParsedModule};
pub use printer::{print_op, PrintOptions};
