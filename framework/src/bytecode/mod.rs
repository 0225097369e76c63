//! MLIR 16's bytecode format: [`write`] (what `mlir-opt --emit-bytecode` writes, byte for
//! byte) and [`read`] (what mlir-opt reads from a file starting with the magic `ML\xefR`).
//!
//! The layout is MLIR 16's (bytecode version 0): the magic, the version, the producer
//! string (`MLIR16.0.6`), then the sections dialect (1), attribute/type offsets (3),
//! attributes and types (2), IR (4), resource offsets (6) and resources (5) when the IR
//! references a resource or the input had external resources, and strings (0).
//! Attributes and types of the builtin dialect with an encoding in MLIR 16's
//! `BuiltinDialectBytecode.cpp` are written in it; every other one as its text, followed by
//! a NUL byte. The numbering of op names, attributes and types (by use count, then grouped
//! by dialect per varint byte width) and of values (regions walked from a stack, as MLIR's
//! `IRNumberingState`) is MLIR's, so the files are MLIR's bytes.

mod encoding;
mod reader;
mod writer;

pub use reader::{producer_note, read};
pub use writer::write;

/// The first four bytes of a bytecode file.
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The producer string MLIR 16.0.6 writes.
pub const PRODUCER: &str = "MLIR16.0.6";

/// Whether `bytes` is a bytecode file (starts with [`MAGIC`]).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}
