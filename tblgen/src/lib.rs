//! Strata's TableGen front end, in pure Rust.
//!
//! The pipeline, one module per stage:
//! [`lexer`] (tokens, `include`, preprocessor) → [`parser`] + `value`
//! (statements and values, evaluated as they are parsed, like LLVM's
//! TGParser) → [`record`] (the [`RecordKeeper`] with classes and defs) →
//! [`print`] (the `--print-records` dump) and the backends.
//! Values live in [`init`]; their types in [`types`]; substitution and
//! late binding in [`resolve`]; operator evaluation in [`fold`].
#![deny(missing_docs)]

pub mod backends;
pub mod diag;
pub mod fold;
pub mod init;
pub mod lexer;
pub mod ods;
pub mod parser;
pub mod print;
pub mod record;
pub mod resolve;
pub mod source;
pub mod types;
mod value;

pub use diag::{Diagnostic, Diagnostics, Severity};
pub use init::{Init, InitRef};
pub use print::print_records;
pub use record::{RecId, Record, RecordKeeper, RecordVal};
pub use source::{Loc, Position, SourceMap};
pub use types::RecTy;

use std::path::{Path, PathBuf};

/// How to read a TableGen input.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories, searched in order after the working directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros, defined before the input is read.
    pub macros: Vec<String>,
}

/// Reads and evaluates a `.td` file and everything it includes.
pub fn parse_file(path: &Path, opts: &Options) -> Result<RecordKeeper, Diagnostics> {
    let text = match std::fs::read(path) {
        Ok(t) => t,
        Err(e) => {
            let mut d = Diagnostics::default();
            d.push(
                Severity::Error,
                format!("Could not open input file '{}': {e}", path.display()),
                None,
            );
            return Err(d);
        }
    };
    parse_source(path, text, opts)
}

/// Evaluates TableGen text as if read from `path`.
pub fn parse_source(
    path: &Path,
    text: Vec<u8>,
    opts: &Options,
) -> Result<RecordKeeper, Diagnostics> {
    let mut sources = SourceMap::default();
    let file = sources.add(path.to_path_buf(), text);
    let lex = lexer::Lexer::new(sources, file, &opts.include_dirs, &opts.macros);
    let rk = parser::Parser::new(lex).parse_file();
    if rk.has_errors() {
        return Err(rk.diagnostics());
    }
    Ok(rk)
}
