//! The allocator of Strata's command-line tools: mimalloc, set up for a compiler's run.
//!
//! mimalloc's per-thread heaps suit the IR's many small allocations, made on the thread
//! pool as well as the main thread. Its default returns ("purges") memory that stayed free for a
//! second to the system; a compiler run frees and reallocates large tables all the time (an
//! arena's op and value tables grow by doubling, each pass builds and drops its maps), so
//! the pages it gave back are asked for again and the kernel zeroes them again: on the
//! lowering pipeline of `docs/performance.md` that was a fifth of the run's CPU time. A
//! run lasts seconds and ends by handing everything back, so the tools keep freed memory
//! for reuse instead ([`configure`]). `MIMALLOC_PURGE_DELAY` in the environment still
//! decides when set.

use std::os::raw::{c_int, c_long};

/// The global allocator the tools declare:
/// `#[global_allocator] static GLOBAL: Allocator = ALLOCATOR;`.
pub type Allocator = mimalloc::MiMalloc;

/// The allocator's value, for the tools' `#[global_allocator]` statics.
pub const ALLOCATOR: Allocator = mimalloc::MiMalloc;

/// `mi_option_purge_delay` of mimalloc's `mi_option_t` (`mimalloc.h`, mimalloc 3 as
/// `libmimalloc-sys` builds it): milliseconds before freed memory is returned to the
/// system, `-1` for never. Its default is 1000 (the test below checks that the number
/// still names that option).
const MI_OPTION_PURGE_DELAY: c_int = 15;

extern "C" {
    fn mi_option_set(option: c_int, value: c_long);
    fn mi_option_get(option: c_int) -> c_long;
}

/// Sets the allocator up for a tool's run: freed memory is kept for reuse, unless
/// `MIMALLOC_PURGE_DELAY` is set. Call first thing in `main`.
pub fn configure() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: mimalloc's options are plain integers it reads on each purge decision;
        // setting one is allowed at any time.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    }
}

/// The purge delay in force (milliseconds, `-1` for never).
pub fn purge_delay() -> c_long {
    // SAFETY: reading an option has no precondition.
    unsafe { mi_option_get(MI_OPTION_PURGE_DELAY) }
}

#[cfg(test)]
mod tests {
    #[test]
    fn purge_delay_option_is_the_one_named() {
        // mimalloc 3's purge delay defaults to 1000 ms: a different number means the
        // option's index moved in a newer mimalloc.
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
            assert_eq!(super::purge_delay(), 1000);
            super::configure();
            assert_eq!(super::purge_delay(), -1);
            // SAFETY: as in `configure`.
            unsafe { super::mi_option_set(super::MI_OPTION_PURGE_DELAY, 1000) };
        }
    }
}
