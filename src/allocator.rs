//! The allocator of Strata's command-line tools: mimalloc, set up for a compiler's run.
//!
//! mimalloc's per-thread heaps suit the IR's many small allocations, made on the thread
//! pool as well as the main thread. Two of its defaults cost a compiler run dearly, and
//! [`configure`] turns them off (an environment variable of the same option still
//! decides when set):
//!
//! - It returns ("purges") memory that stayed free for a second to the system. A run
//!   frees and reallocates large tables all the time (an arena's op and value tables grow
//!   by doubling, each pass builds and drops its maps), so the pages it gave back are
//!   asked for again and the kernel zeroes them again. A run lasts seconds and ends by
//!   handing everything back, so the tools keep freed memory for reuse
//!   (`MIMALLOC_PURGE_DELAY`).
//! - It asks for transparent huge pages (`madvise(MADV_HUGEPAGE)`), and on a system whose
//!   huge pages are given on request (`/sys/kernel/mm/transparent_hugepage/defrag` set to
//!   `madvise`, Debian's default), each first touch of a 2 MiB page may compact memory
//!   before zeroing it. On the lowering pipeline of `docs/performance.md` that was a
//!   second of system time in a four-second run, and 40 MiB more peak memory. The tools
//!   use the system's ordinary pages, as MLIR's tools do (`MIMALLOC_ALLOW_THP`).

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

/// `mi_option_allow_thp`: whether mimalloc asks for transparent huge pages (default 1).
const MI_OPTION_ALLOW_THP: c_int = 43;

extern "C" {
    fn mi_option_set(option: c_int, value: c_long);
    fn mi_option_get(option: c_int) -> c_long;
}

#[cfg(target_os = "linux")]
extern "C" {
    fn prctl(option: c_int, ...) -> c_int;
}

/// Linux's `PR_SET_THP_DISABLE` (`linux/prctl.h`).
#[cfg(target_os = "linux")]
const PR_SET_THP_DISABLE: c_int = 41;

/// Sets the allocator up for a tool's run (see the module's documentation): freed memory
/// is kept for reuse and no huge pages are asked for, unless `MIMALLOC_PURGE_DELAY` or
/// `MIMALLOC_ALLOW_THP` says otherwise. Call first thing in `main`.
pub fn configure() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: mimalloc's options are plain integers it reads on each purge decision;
        // setting one is allowed at any time.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    }
    if std::env::var_os("MIMALLOC_ALLOW_THP").is_none() {
        // SAFETY: as above; mimalloc reads the option before each request of memory
        // from the system, so memory asked for from now on is not advised huge.
        unsafe { mi_option_set(MI_OPTION_ALLOW_THP, 0) };
        // mimalloc reserved its first memory before `main` (the runtime allocates), and
        // advised it huge: the process-wide switch covers that memory too, as mimalloc
        // itself does when the option is off at its start.
        #[cfg(target_os = "linux")]
        // SAFETY: `PR_SET_THP_DISABLE` takes integer arguments and changes only whether
        // the kernel backs this process's memory with huge pages; its failure (an old
        // kernel) leaves huge pages on, which is harmless.
        unsafe {
            prctl(
                PR_SET_THP_DISABLE,
                1 as c_long,
                0 as c_long,
                0 as c_long,
                0 as c_long,
            );
        }
    }
}

/// The purge delay in force (milliseconds, `-1` for never).
pub fn purge_delay() -> c_long {
    // SAFETY: reading an option has no precondition.
    unsafe { mi_option_get(MI_OPTION_PURGE_DELAY) }
}

/// Whether mimalloc asks for transparent huge pages (`0` for no).
pub fn allow_thp() -> c_long {
    // SAFETY: reading an option has no precondition.
    unsafe { mi_option_get(MI_OPTION_ALLOW_THP) }
}

#[cfg(test)]
mod tests {
    #[test]
    fn options_are_the_ones_named() {
        // mimalloc 3's defaults: a purge delay of 1000 ms and huge pages allowed. Other
        // numbers mean the options' indices moved in a newer mimalloc.
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none()
            && std::env::var_os("MIMALLOC_ALLOW_THP").is_none()
        {
            assert_eq!(super::purge_delay(), 1000);
            assert_eq!(super::allow_thp(), 1);
            super::configure();
            assert_eq!(super::purge_delay(), -1);
            assert_eq!(super::allow_thp(), 0);
            // SAFETY: as in `configure`.
            unsafe {
                super::mi_option_set(super::MI_OPTION_PURGE_DELAY, 1000);
                super::mi_option_set(super::MI_OPTION_ALLOW_THP, 1);
            }
        }
    }
}
