//! The mutation API on a million ops: create, rewrite (RAUW), erase, and create again on
//! the reclaimed storage, with and without a listener.
//!
//! Run with `cargo bench --bench ir_mutation` (`STRATA_BENCH_OPS` sets the op count,
//! default 1,000,000). One block holds `N` ops `t.op(%prev, %seed) -> i32`, each using the
//! result of the op before it. Phases, each timed:
//!
//! 1. create: `N` ops created and appended through a [`Rewriter`];
//! 2. RAUW: each op's result replaced by `%seed` (one use each);
//! 3. erase: every op erased, last first;
//! 4. the same three phases again, on the freed storage (the arena's pool sizes are
//!    printed: they do not grow), and once more with a counting listener behind
//!    `&mut dyn IrListener` (one notification per insertion, modified use and erasure).
//!
//! Each phase prints its wall-clock time and the CPU time of the thread
//! (`/proc/thread-self/schedstat`), which a loaded machine disturbs less.
//! Peak and current resident memory come from `/proc/self/status` (`VmHWM`, `VmRSS`):
//! the second and third rounds leave the peak where the first put it. There is no peer
//! figure: mlir-opt runs no comparable workload (its C++ API is not benchmarked here), so
//! the numbers are absolute.

use std::time::Instant;
use strata_framework::ir::body::{
    Block, Body, InsertPoint, IrListener, Op, OpChange, OperationState, Rewriter,
};
use strata_framework::ir::context::Context;

/// Counts notifications.
#[derive(Default)]
struct Counter(u64);

impl IrListener for Counter {
    fn op_inserted(&mut self, _: &Body, _: Op, _: Option<InsertPoint>) {
        self.0 += 1;
    }
    fn op_modified(&mut self, _: &Body, _: Op, _: &OpChange) {
        self.0 += 1;
    }
    fn op_erased(&mut self, _: &Body, _: Op) {
        self.0 += 1;
    }
}

/// `VmHWM` and `VmRSS` of this process, in MiB.
fn memory() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(f64::NAN, |kb| kb / 1024.0)
    };
    (field("VmHWM:"), field("VmRSS:"))
}

/// Seconds this thread has run on a CPU (`/proc/thread-self/schedstat`): on a shared
/// machine it counts less of the other processes' load than the wall clock.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(f64::NAN, |ns| ns / 1e9)
}

fn timed<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let (t, c) = (Instant::now(), cpu_seconds());
    let r = f();
    let (s, cpu) = (t.elapsed().as_secs_f64(), cpu_seconds() - c);
    let (hwm, rss) = memory();
    println!(
        "  {what:<8} {s:>7.3} s wall {cpu:>7.3} s cpu   peak {hwm:>6.1} MiB   now {rss:>6.1} MiB"
    );
    r
}

/// One round: create, RAUW, erase `n` ops at the end of `block`.
fn round<L: IrListener>(rw: &mut Rewriter<'_, L>, ctx: &Context, block: Block, seed: Op, n: usize) {
    let name = ctx.ident("t.op");
    let i32t = ctx.int_type(32);
    let (attrs, loc) = (ctx.empty_dictionary(), ctx.unknown_loc());
    let s = rw.body().results(seed)[0];
    rw.set_insertion_point_to_end(block);
    let ops: Vec<Op> = timed("create", || {
        let mut prev = s;
        (0..n)
            .map(|_| {
                let op = rw.create(OperationState {
                    name,
                    operands: vec![prev, s],
                    attrs,
                    result_types: vec![i32t],
                    loc,
                    successors: Vec::new(),
                    num_regions: 0,
                    isolated_from_above: false,
                });
                prev = rw.body().results(op)[0];
                op
            })
            .collect()
    });
    timed("RAUW", || {
        for &op in &ops {
            let r = rw.body().results(op)[0];
            rw.replace_all_uses_with(r, s);
        }
    });
    timed("erase", || {
        for &op in ops.iter().rev() {
            rw.erase_op(op).expect("the op has no uses left");
        }
    });
}

fn main() {
    let n: usize = std::env::var("STRATA_BENCH_OPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let ctx = Context::new();
    let mut body = Body::new();
    let block = body.create_block();
    let seed = body.create_op(OperationState {
        name: ctx.ident("t.seed"),
        operands: Vec::new(),
        attrs: ctx.empty_dictionary(),
        result_types: vec![ctx.int_type(32)],
        loc: ctx.unknown_loc(),
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    body.append_op(block, seed);
    println!("{n} ops: create, RAUW, erase (release build)");
    for label in ["round 1 (fresh arena)", "round 2 (reused storage)"] {
        println!("{label}");
        let mut rw = Rewriter::new(&mut body);
        round(&mut rw, &ctx, block, seed, n);
        println!("  arena after: {:?}", body.sizes());
    }
    println!("round 3 (reused storage, counting listener through &mut dyn IrListener)");
    let mut counter = Counter::default();
    let listener: &mut dyn IrListener = &mut counter;
    let mut rw = Rewriter::with_listener(&mut body, listener);
    round(&mut rw, &ctx, block, seed, n);
    println!("  arena after: {:?}", body.sizes());
    println!("  notifications: {}", counter.0);
    body.check_invariants().expect("the arena is consistent");
}
