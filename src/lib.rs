//! Strata: a multi-level compiler IR framework in Rust, with dialects written in TableGen.
//!
//! The root package holds the dialects (generated from `spec/` plus hand-written parts)
//! and the tool mains; conversions and targets come next.

pub use strata_framework as framework;

pub mod allocator;
pub mod dialects;
pub mod opt;
pub mod test_passes;
