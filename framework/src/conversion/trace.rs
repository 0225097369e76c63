//! The legalization trace of the conversion driver, as MLIR 16 prints it with
//! `-debug-only=dialect-conversion` (its `LLVM_DEBUG` log of `OperationLegalizer` and
//! `ConversionPatternRewriter`): every op legalized, the fold tried, each pattern tried,
//! the ops it inserted, replaced or erased, and how each step ended, indented by nesting.
//! `-debug-only=pattern-application` adds the pattern applicator's lines (`Trying to
//! match "NAME"`, `"NAME" result 1`); `-debug` turns both on.
//!
//! Off by default (the switches are process-wide); when off, the driver only tests an
//! `Option`. A conversion's trace is gathered and written to stderr in one piece when the
//! conversion ends, so that conversions running on several threads do not interleave.
//! MLIR prints op addresses (`'arith.addi'(0x55d0c8a1b2c0)`); Strata prints the op's
//! arena and index in that form instead.

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

static DIALECT_CONVERSION: AtomicBool = AtomicBool::new(false);
static PATTERN_APPLICATION: AtomicBool = AtomicBool::new(false);

/// The separator MLIR prints around each op legalized.
pub(crate) const LOG_LINE_COMMENT: &str = "//===-------------------------------------------===//";

/// Turns the debug output of the debug types `types` on (LLVM's `-debug-only=A,B`):
/// `dialect-conversion` and `pattern-application`; other names are accepted and ignored.
pub fn set_debug_only(types: &[&str]) {
    for t in types {
        match *t {
            "dialect-conversion" => DIALECT_CONVERSION.store(true, Ordering::Relaxed),
            "pattern-application" => PATTERN_APPLICATION.store(true, Ordering::Relaxed),
            _ => {}
        }
    }
}

/// Turns every debug output on or off (LLVM's `-debug`).
pub fn set_debug(on: bool) {
    DIALECT_CONVERSION.store(on, Ordering::Relaxed);
    PATTERN_APPLICATION.store(on, Ordering::Relaxed);
}

/// Whether the legalization trace is on.
pub fn debug_dialect_conversion() -> bool {
    DIALECT_CONVERSION.load(Ordering::Relaxed)
}

/// A trace being gathered (MLIR's `llvm::ScopedPrinter` logger, two spaces an indent).
pub(crate) struct Trace {
    out: String,
    indent: usize,
    /// Whether the pattern applicator's lines are printed too.
    patterns: bool,
    /// Whether the dialect conversion's own lines are printed.
    conversion: bool,
}

impl Trace {
    /// A trace if one of the debug types is on.
    pub fn new_if_enabled() -> Option<Box<Trace>> {
        let conversion = DIALECT_CONVERSION.load(Ordering::Relaxed);
        let patterns = PATTERN_APPLICATION.load(Ordering::Relaxed);
        (conversion || patterns).then(|| {
            Box::new(Trace {
                out: String::new(),
                indent: 0,
                patterns,
                conversion,
            })
        })
    }

    /// A line at the current indentation (`startLine() << text << "\n"`).
    pub fn line(&mut self, text: &str) {
        if !self.conversion {
            return;
        }
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// An empty line (`getOStream() << "\n"`).
    pub fn blank(&mut self) {
        if self.conversion {
            self.out.push('\n');
        }
    }

    /// A line opening a scope (`... {`), then one indent more.
    pub fn open(&mut self, text: &str) {
        self.line(text);
        self.indent += 1;
    }

    /// MLIR's `logSuccess`: one indent less, `} -> SUCCESS[ : why]`.
    pub fn success(&mut self, why: &str) {
        self.indent = self.indent.saturating_sub(1);
        if why.is_empty() {
            self.line("} -> SUCCESS");
        } else {
            self.line(&format!("}} -> SUCCESS : {why}"));
        }
    }

    /// MLIR's `logFailure`: one indent less, `} -> FAILURE : why`.
    pub fn failure(&mut self, why: &str) {
        self.indent = self.indent.saturating_sub(1);
        self.line(&format!("}} -> FAILURE : {why}"));
    }

    /// A line of the pattern applicator (`-debug-only=pattern-application`), unindented.
    pub fn applicator(&mut self, text: &str) {
        if self.patterns {
            let _ = writeln!(self.out, "{text}");
        }
    }

    /// Writes the trace to stderr.
    pub fn flush(&mut self) {
        if !self.out.is_empty() {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(self.out.as_bytes());
            let _ = err.flush();
            self.out.clear();
        }
    }
}

/// How the trace shows an op: `'NAME'(0x...)`, the hexadecimal number standing for the
/// op's address made of its arena and its index there.
pub(crate) fn op_tag(name: &str, arena: u32, index: usize) -> String {
    format!("'{name}'({})", address(arena, index))
}

/// The number standing for an op's address.
pub(crate) fn address(arena: u32, index: usize) -> String {
    format!(
        "0x{:x}",
        0x1000_0000_0000_u64 + ((arena as u64) << 24) + index as u64 * 0x40
    )
}
