//! Diagnostics of work running on several threads, reported in the order of the work
//! (MLIR's `ParallelDiagnosticHandler`).
//!
//! While the nested pipelines of sibling ops run on a pool, a handler on the context's
//! engine takes the diagnostics emitted on behalf of each op and keeps them with the op's
//! index; once all ran they are emitted again, sorted by index. Which op a thread works
//! for is a thread-local stack entry set around each unit of work, so that a thread that
//! steals other work while it waits (rayon does) reports that work under its own index,
//! and nested parallel runs each keep their own diagnostics: a handler takes only those
//! emitted for its own work, and passes the others on.

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::ir::context::Context;
use crate::support::diag::{Diagnostic, HandlerId};

thread_local! {
    /// The collector and index of the work the current thread runs, if any.
    static CURRENT: Cell<Option<(u64, usize)>> = const { Cell::new(None) };
}

/// The source of collector ids.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// Collects the diagnostics of indexed work running on several threads.
pub(crate) struct ParallelDiagnostics<'c> {
    ctx: &'c Context,
    id: u64,
    collected: Arc<Mutex<Vec<(usize, Diagnostic)>>>,
    handler: HandlerId,
}

impl<'c> ParallelDiagnostics<'c> {
    /// Starts collecting the diagnostics emitted through `ctx` for work run in
    /// [`ParallelDiagnostics::scope`].
    pub(crate) fn new(ctx: &'c Context) -> Self {
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        let collected: Arc<Mutex<Vec<(usize, Diagnostic)>>> = Arc::default();
        let sink = collected.clone();
        let handler = ctx.diag_engine().register_handler(Box::new(move |d, _| {
            match CURRENT.with(Cell::get) {
                Some((owner, index)) if owner == id => {
                    sink.lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((index, d.clone()));
                    true
                }
                _ => false,
            }
        }));
        ParallelDiagnostics {
            ctx,
            id,
            collected,
            handler,
        }
    }

    /// Runs `f` as the work of index `index`: the diagnostics it emits on this thread are
    /// kept under that index.
    pub(crate) fn scope<R>(&self, index: usize, f: impl FnOnce() -> R) -> R {
        /// Restores the thread's previous work when the scope ends, also on a panic.
        struct Restore(Option<(u64, usize)>);
        impl Drop for Restore {
            fn drop(&mut self) {
                CURRENT.with(|c| c.set(self.0));
            }
        }
        let _restore = Restore(CURRENT.with(|c| c.replace(Some((self.id, index)))));
        f()
    }

    /// Stops collecting and emits what was collected in the order of the work, keeping
    /// only the work up to index `last` when there is one (the work a single thread would
    /// have done before stopping).
    pub(crate) fn finish(self, last: Option<usize>) {
        self.ctx.diag_engine().erase_handler(self.handler);
        let mut list =
            std::mem::take(&mut *self.collected.lock().unwrap_or_else(|e| e.into_inner()));
        // Stable: the diagnostics of one unit of work keep their order.
        list.sort_by_key(|(i, _)| *i);
        for (i, d) in list {
            if last.is_some_and(|l| i > l) {
                break;
            }
            self.ctx.emit(d);
        }
    }
}
