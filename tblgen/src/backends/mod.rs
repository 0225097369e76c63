//! Code and documentation generators over records (one backend per file,
//! as in `mlir-tblgen`).

pub mod attr_type_defs;
mod def_builders;
pub mod def_interfaces;
pub mod dialect_doc;
pub mod doc;
pub mod interface_doc;
mod op_builders;
pub mod op_defs;
pub mod op_doc;
pub mod op_interfaces;
pub mod pass_decls;
pub mod pass_doc;
mod render;
pub mod rewrite_checks;
pub mod rewriters;
mod snippet;

use crate::record::{RecId, RecordKeeper};

/// Whether `def` is defined in the main input file, not in an include (the
/// interfaces, enums and passes a documentation backend lists, as
/// mlir-tblgen lists interfaces).
pub(crate) fn in_input_file(rk: &RecordKeeper, def: RecId) -> bool {
    rk.rec(def).loc().file == crate::source::FileId(0)
}
