//! The Strata IR runtime.
//!
//! This crate will hold the context, the IR entities, the textual format, the
//! verifier and the diagnostics engine. It knows no dialect but `builtin`.
