//! The pass layer: passes, pass managers and their textual pipelines, analyses, the pass
//! registry and instrumentation (MLIR's `mlir/Pass`). See `docs/passes-infrastructure.md`.
//!
//! - [`base`]: the [`Pass`] trait, [`PassRun`] (what a running pass sees), statistics,
//!   and passes declared in `.td` specs ([`PassDeclaration`], [`DeclaredPass`]).
//! - [`options`]: pass options ([`PassOption`], [`ListOption`]) parsed and printed as
//!   MLIR 16 does.
//! - [`manager`]: [`OpPassManager`], [`PassManager`], nesting, and running pipelines on
//!   threads.
//! - [`pipeline`]: the textual pipeline grammar (`builtin.module(func.func(cse))`).
//! - [`registry`]: registered passes and pipelines.
//! - [`analysis`]: the analysis manager.
//! - [`instrumentation`]: hooks around passes and analyses.
//! - [`timing`]: the pass timing instrumentation (`--mlir-timing`).
//! - [`ir_printing`]: IR printing around passes (`--mlir-print-ir-*`).
//! - [`reproducer`]: crash reproducers (`--mlir-pass-pipeline-crash-reproducer`).
//! - [`statistics`]: the pass statistics report (`--mlir-pass-statistics`).

pub mod analysis;
pub mod base;
mod conversion;
pub mod instrumentation;
pub mod ir_printing;
pub mod manager;
pub mod options;
mod parallel_diag;
pub mod pipeline;
pub mod registry;
pub mod reproducer;
pub mod statistics;
#[cfg(test)]
mod tests;
pub mod timing;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use base::{DeclaredPass, OutputSink, Pass, PassDeclaration, PassRun, Statistic, TextSink};
pub use conversion::TwoStepIsolated;
pub use instrumentation::{PassInstrumentation, PassInstrumentor, PassOp};
pub use ir_printing::{IrPrinting, IrPrintingConfig, PassFilter};
pub use manager::{Nesting, OpPassManager, PassEntry, PassFailure, PassManager, PipelineBatch};
pub use options::{
    mlir16_enum_print_name, ListOption, OptionBase, OptionError, OptionValue, PassOption,
    ValueError,
};
pub use pipeline::{parse_pass_pipeline, parse_pipeline_into, PipelineOption};
pub use registry::{PassRegistry, PipelineOptions, RegistryEntry};
pub use reproducer::{ReproducerResource, ReproducerWriter};
pub use statistics::{statistics_report, StatisticsDisplay};
pub use timing::PassTiming;
