//! The trace of `strata-opt --debug-rewrites`: while it is on, the greedy driver writes
//! a line to stderr for every pattern it applies (the pattern's name, the `file:line` of
//! its `.td` rule for a declarative pattern, the op's name and location) and every fold
//! (the op's name and location, and whether it was folded in place). Off by default; the
//! switch is process-wide.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::asm::print_attr::AttrPrinter;
use crate::ir::context::Context;
use crate::Attribute;

use super::pattern::RewritePattern;

static ENABLED: AtomicBool = AtomicBool::new(false);

/// Turns the trace on or off.
pub fn set_debug_rewrites(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Whether the trace is on.
pub fn debug_rewrites() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// An op's name and location, as the trace prints them (`'arith.addi' at loc(...)`),
/// taken before the op changes.
pub(crate) fn describe_op(ctx: &Context, name: &str, loc: Attribute) -> String {
    let printer = AttrPrinter { ctx, aliases: None };
    format!("'{name}' at {}", printer.attr_to_string(loc))
}

/// Traces the application of `pattern` to the op `what` describes.
pub(crate) fn pattern_applied(pattern: &dyn RewritePattern, what: &str) {
    let source = match pattern.source_loc() {
        Some(loc) => loc.to_string(),
        None => "Rust".to_string(),
    };
    eprintln!(
        "[debug-rewrites] pattern {} ({source}) applied to {what}",
        pattern.debug_name()
    );
}

/// Traces the fold of the op `what` describes.
pub(crate) fn folded(what: &str, in_place: bool) {
    let how = if in_place { " in place" } else { "" };
    eprintln!("[debug-rewrites] folded{how} {what}");
}
