//! IR printing around passes (MLIR's `IRPrinterInstrumentation`, `--mlir-print-ir-before`,
//! `-after`, `-before-all`, `-after-all`, `-after-change`, `-after-failure`): the op a
//! pass runs on, printed under MLIR 16's banner
//! (`// -----// IR Dump Before CSE (cse) //----- //`) before or after the passes a filter
//! selects, to the tool's standard error.
//!
//! An op nested in another is printed with local scope (no aliases), the root op as the
//! tool prints it, followed by a newline, as MLIR does. With `module_scope`
//! (`--mlir-print-ir-module-scope`), the top-level op is printed instead, with its file
//! metadata, under a banner naming the op the pass ran on
//! (`// -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //`): the
//! pass manager must run on one thread, where the IR around the op is reachable. Adaptors are never printed. With
//! `after_only_on_change`, the op is printed after a pass only if its fingerprint (its
//! generic form with locations) changed; with `after_only_on_failure`, only after a pass
//! that failed (`IR Dump After X Failed`), which is printed whenever `after` selects the
//! pass.

use std::hash::{Hash, Hasher};
use std::sync::Mutex;
use std::thread::ThreadId;

use crate::asm::printer::{print_op, PrintOptions};
use crate::asm::resources::{print_top_level, FileMetadata};
use crate::ir::body::{Body, IsolatedOpRef};
use crate::ir::context::{Context, FxHashMap};

use super::base::{shell_state, write_stderr, Pass, TextSink};
use super::instrumentation::{PassInstrumentation, PassOp, PipelineParentInfo};
use super::manager::PassEntry;
use super::reproducer::sym_name;

/// Which passes the IR is printed before or after.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// None.
    #[default]
    None,
    /// Every pass (`-all`).
    All,
    /// The passes registered under these arguments (`--mlir-print-ir-before=cse,inline`).
    Only(Vec<String>),
}

impl PassFilter {
    /// Whether the filter selects any pass.
    pub fn is_none(&self) -> bool {
        *self == PassFilter::None
    }

    fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Only(args) => {
                !pass.argument().is_empty() && args.iter().any(|a| a == pass.argument())
            }
        }
    }
}

/// What to print, and how.
#[derive(Clone, Default)]
pub struct IrPrintingConfig {
    /// The passes to print the IR before.
    pub before: PassFilter,
    /// The passes to print the IR after.
    pub after: PassFilter,
    /// `--mlir-print-ir-after-change`: after a pass, only if it changed the op.
    pub after_only_on_change: bool,
    /// `--mlir-print-ir-after-failure`: after a pass, only if it failed.
    pub after_only_on_failure: bool,
    /// The printing flags of the tool (`--mlir-print-debuginfo`, ...).
    pub print: PrintOptions,
    /// `--mlir-print-ir-module-scope`: print the top-level op instead of the op the pass
    /// runs on.
    pub module_scope: bool,
    /// The file metadata printed after the top-level op with `module_scope` (the input's
    /// dialect resources).
    pub resources: Option<FileMetadata>,
}

/// The IR printing instrumentation.
pub struct IrPrinting {
    config: IrPrintingConfig,
    sink: Option<TextSink>,
    state: Mutex<PrintState>,
}

#[derive(Default)]
struct PrintState {
    /// How many nested pipelines each thread is in: at 0, a pass runs on the root op.
    depth: FxHashMap<ThreadId, usize>,
    /// The fingerprints taken before the running passes of each thread, innermost last
    /// (with `after_only_on_change`).
    fingerprints: FxHashMap<ThreadId, Vec<u64>>,
}

impl IrPrinting {
    /// Prints as `config` says to `sink` (standard error without one).
    pub fn new(config: IrPrintingConfig, sink: Option<TextSink>) -> Self {
        IrPrinting {
            config,
            sink,
            state: Mutex::default(),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, PrintState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn is_root(&self) -> bool {
        let tid = std::thread::current().id();
        self.state().depth.get(&tid).copied().unwrap_or(0) == 0
    }

    /// Writes the banner `// -----// IR Dump {what} //----- //` and the op.
    fn dump(&self, ctx: &Context, what: &str, op: PassOp<'_>) {
        if self.config.module_scope {
            if let Some((top, top_op)) = op.top_level() {
                let mut text = format!(
                    "// -----// IR Dump {what} ('{}' operation",
                    ctx.ident_str(op.name)
                );
                if let Some(sym) = sym_name(ctx, op.attrs) {
                    text.push_str(": @");
                    text.push_str(&sym);
                }
                text.push_str(") //----- //\n");
                let meta = self.config.resources.as_ref();
                text.push_str(&print_top_level(
                    ctx,
                    &top,
                    top_op,
                    &self.config.print,
                    meta,
                ));
                text.push_str("\n\n");
                write_stderr(self.sink.as_ref(), &text);
                return;
            }
        }
        let op = op.op;
        let root = self.is_root();
        let opts = PrintOptions {
            local_scope: self.config.print.local_scope || !root,
            ..self.config.print.clone()
        };
        let mut text = format!("// -----// IR Dump {what} //----- //\n");
        text.push_str(&print_stand_in(ctx, op, &opts));
        if root {
            text.push('\n');
        }
        text.push_str("\n\n");
        write_stderr(self.sink.as_ref(), &text);
    }
}

/// `op` printed with `opts`, as the root of a one-op arena holding a copy of its regions
/// (the hooks see the op, not its parent arena).
fn print_stand_in(ctx: &Context, op: IsolatedOpRef<'_>, opts: &PrintOptions) -> String {
    let mut shell = Body::new();
    let s = shell.create_op(shell_state(op.name, op.attrs, op.loc));
    shell.set_nested_body(s, Box::new(op.body.clone()), op.regions.to_vec());
    print_op(ctx, &shell, s, opts)
}

/// A hash of the op and everything in it, locations included (MLIR's
/// `OperationFingerPrint`).
fn fingerprint(ctx: &Context, op: IsolatedOpRef<'_>) -> u64 {
    let opts = PrintOptions {
        generic: true,
        print_debug_info: true,
        local_scope: true,
        ..PrintOptions::default()
    };
    let mut h = std::collections::hash_map::DefaultHasher::new();
    print_stand_in(ctx, op, &opts).hash(&mut h);
    h.finish()
}

impl PassInstrumentation for IrPrinting {
    fn run_before_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {
        *self
            .state()
            .depth
            .entry(std::thread::current().id())
            .or_default() += 1;
    }

    fn run_after_pipeline(&self, _op_name: Option<&str>, _parent: &PipelineParentInfo) {
        if let Some(d) = self.state().depth.get_mut(&std::thread::current().id()) {
            *d = d.saturating_sub(1);
        }
    }

    fn run_before_pass(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
        let Some(pass) = pass.as_pass() else {
            return;
        };
        if self.config.after_only_on_change {
            let f = fingerprint(ctx, op.op);
            self.state()
                .fingerprints
                .entry(std::thread::current().id())
                .or_default()
                .push(f);
        }
        if self.config.before.matches(pass) {
            let what = format!("Before {} ({})", pass.name(), pass.argument());
            self.dump(ctx, &what, op);
        }
    }

    fn run_after_pass(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
        let Some(pass) = pass.as_pass() else {
            return;
        };
        if self.config.after_only_on_failure {
            return;
        }
        if self.config.after_only_on_change {
            let before = self
                .state()
                .fingerprints
                .get_mut(&std::thread::current().id())
                .and_then(Vec::pop);
            if before == Some(fingerprint(ctx, op.op)) {
                return;
            }
        }
        if self.config.after.matches(pass) {
            let what = format!("After {} ({})", pass.name(), pass.argument());
            self.dump(ctx, &what, op);
        }
    }

    fn run_after_pass_failed(&self, ctx: &Context, pass: &PassEntry, op: PassOp<'_>) {
        let Some(pass) = pass.as_pass() else {
            return;
        };
        if self.config.after_only_on_change {
            self.state()
                .fingerprints
                .get_mut(&std::thread::current().id())
                .and_then(Vec::pop);
        }
        if self.config.after.matches(pass) {
            let what = format!("After {} Failed ({})", pass.name(), pass.argument());
            self.dump(ctx, &what, op);
        }
    }
}
