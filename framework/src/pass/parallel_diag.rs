//! Diagnostics and text output of work running on several threads, reported in the order
//! of the work (MLIR's `ParallelDiagnosticHandler`, extended to the text passes report).
//!
//! While the nested pipelines of sibling ops run on a pool, a handler on the context's
//! engine takes the diagnostics emitted on behalf of each op, and the text passes write
//! goes to the same list, each kept with the op's index; once all ran they are emitted
//! again, sorted by index. Which op a thread works
//! for is a thread-local stack entry set around each unit of work, so that a thread that
//! steals other work while it waits (rayon does) reports that work under its own index,
//! and nested parallel runs each keep their own diagnostics: a handler takes only those
//! emitted for its own work, and passes the others on.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::ir::context::Context;
use crate::support::diag::{Diagnostic, HandlerId};

/// What a unit of work reported: a diagnostic, or text for standard error.
enum Event {
    Diagnostic(Diagnostic),
    Text(String),
}

/// The events of a parallel run, with the index of the work that reported them.
type Events = Arc<Mutex<Vec<(usize, Event)>>>;

thread_local! {
    /// The collector (its id and events) and index of the work the current thread runs,
    /// if any.
    static CURRENT: std::cell::RefCell<Option<(u64, Events, usize)>> = const { std::cell::RefCell::new(None) };
}

/// Writes text a pass reports: into the collector of the parallel work this thread runs,
/// if any, else through `direct`.
pub(crate) fn write_text(text: &str, direct: impl FnOnce(&str)) {
    let taken = CURRENT.with(|c| {
        c.borrow().as_ref().map(|(_, events, index)| {
            events
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((*index, Event::Text(text.to_string())));
        })
    });
    if taken.is_none() {
        direct(text);
    }
}

/// The source of collector ids.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// Collects the diagnostics of indexed work running on several threads.
pub(crate) struct ParallelDiagnostics<'c> {
    ctx: &'c Context,
    id: u64,
    collected: Events,
    handler: HandlerId,
}

impl<'c> ParallelDiagnostics<'c> {
    /// Starts collecting the diagnostics emitted through `ctx` for work run in
    /// [`ParallelDiagnostics::scope`].
    pub(crate) fn new(ctx: &'c Context) -> Self {
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        let collected: Events = Arc::default();
        let handler = ctx.diag_engine().register_handler(Box::new(move |d, _| {
            CURRENT.with(|c| match &*c.borrow() {
                Some((owner, events, index)) if *owner == id => {
                    events
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((*index, Event::Diagnostic(d.clone())));
                    true
                }
                _ => false,
            })
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
        struct Restore(Option<(u64, Events, usize)>);
        impl Drop for Restore {
            fn drop(&mut self) {
                let previous = self.0.take();
                CURRENT.with(|c| *c.borrow_mut() = previous);
            }
        }
        let current = Some((self.id, self.collected.clone(), index));
        let _restore = Restore(CURRENT.with(|c| c.replace(current)));
        f()
    }

    /// Whether nothing was collected so far.
    pub(crate) fn is_empty(&self) -> bool {
        self.collected
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }

    /// Stops collecting and drops what was collected.
    pub(crate) fn discard(self) {
        self.ctx.diag_engine().erase_handler(self.handler);
    }

    /// Stops collecting; what was collected is reported later, piece by piece, in the
    /// order of the work ([`Deferred::report_through`]).
    pub(crate) fn defer(self) -> Deferred {
        self.ctx.diag_engine().erase_handler(self.handler);
        let mut list =
            std::mem::take(&mut *self.collected.lock().unwrap_or_else(|e| e.into_inner()));
        // Stable: the diagnostics of one unit of work keep their order.
        list.sort_by_key(|(i, _)| *i);
        Deferred {
            list: list.into_iter().peekable(),
        }
    }

    /// Stops collecting and reports what was collected in the order of the work (text
    /// through `write`), keeping only the work up to index `last` when there is one (the
    /// work a single thread would have done before stopping).
    pub(crate) fn finish(self, last: Option<usize>, write: &dyn Fn(&str)) {
        self.ctx.diag_engine().erase_handler(self.handler);
        let mut list =
            std::mem::take(&mut *self.collected.lock().unwrap_or_else(|e| e.into_inner()));
        // Stable: the diagnostics of one unit of work keep their order.
        list.sort_by_key(|(i, _)| *i);
        for (i, event) in list {
            if last.is_some_and(|l| i > l) {
                break;
            }
            match event {
                Event::Diagnostic(d) => self.ctx.emit(d),
                Event::Text(t) => write(&t),
            }
        }
    }
}

/// What parallel work reported, in the order of the work, held until it is reported
/// ([`ParallelDiagnostics::defer`]); what is never reported is dropped.
pub(crate) struct Deferred {
    list: std::iter::Peekable<std::vec::IntoIter<(usize, Event)>>,
}

impl Deferred {
    /// Reports what the work up to index `last` reported and was not reported yet
    /// (diagnostics through `ctx`, text through `write`).
    pub(crate) fn report_through(&mut self, ctx: &Context, last: usize, write: &dyn Fn(&str)) {
        while let Some((_, event)) = self.list.next_if(|(i, _)| *i <= last) {
            match event {
                Event::Diagnostic(d) => ctx.emit(d),
                Event::Text(t) => write(&t),
            }
        }
    }
}
