//! The bottom layer: what every other layer uses and that knows nothing of the IR.

pub mod apfloat;
pub mod apint;
pub mod diag;
pub mod entity;
pub mod output_file;
pub mod timing;
pub mod verify_diagnostics;
