//! Strata: a multi-level compiler IR framework in Rust, with dialects written in TableGen.
//!
//! The root package will hold the dialects (generated from `spec/` plus
//! hand-written parts), conversions, targets and tool mains.

pub use strata_framework as framework;

pub mod opt;
