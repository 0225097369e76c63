//! `print-op-stats` (MLIR's `PrintOpStats`): counts the ops of each name in the op it runs
//! on (itself included) and reports them on standard error, as a table or as JSON
//! (`json`), in MLIR 16's layout.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::ir::body::{WalkOrder, WalkResult};
use crate::pass::{DeclaredPass, PassRun};

use super::passes::PrintOpStatsBase;

/// The `print-op-stats` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct PrintOpStats {
    base: PrintOpStatsBase,
}

impl DeclaredPass for PrintOpStats {
    type Base = PrintOpStatsBase;
    fn base(&self) -> &PrintOpStatsBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut PrintOpStatsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        // Op names in byte order, as MLIR sorts its `StringRef` keys.
        let mut counts: BTreeMap<String, u64> = BTreeMap::new();
        *counts
            .entry(ctx.ident_str(run.op.name).to_string())
            .or_default() += 1;
        let body = &*run.op.body;
        for &r in run.op.regions {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    body.walk(op, WalkOrder::PreOrder, |arena, o| {
                        *counts
                            .entry(ctx.ident_str(arena.op_name(o)).to_string())
                            .or_default() += 1;
                        WalkResult::Advance
                    });
                }
            }
        }
        let text = if *self.base.options.print_as_json.value() {
            summary_json(&counts)
        } else {
            summary(&counts)
        };
        run.write_stderr(&text);
        run.mark_all_analyses_preserved();
    }
}

/// An op name split at its first `.` into dialect and op (no dialect without a `.`).
fn split_name(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((d, o)) if !o.is_empty() => (d, o),
        _ => ("", name.split('.').next().unwrap_or(name)),
    }
}

/// The table: names aligned on the dot, counts after ` , `.
fn summary(counts: &BTreeMap<String, u64>) -> String {
    let mut s = String::from("Operations encountered:\n-----------------------\n");
    let dialect_width = counts
        .keys()
        .map(|k| split_name(k).0.len())
        .max()
        .unwrap_or(0);
    let op_width = counts
        .keys()
        .map(|k| split_name(k).1.len())
        .max()
        .unwrap_or(0);
    for (name, n) in counts {
        let (dialect, op) = split_name(name);
        if dialect.is_empty() {
            let _ = write!(s, "{:w$}", "", w = dialect_width + 3);
        } else {
            let _ = write!(s, "{dialect:>w$}.", w = dialect_width + 2);
        }
        let _ = writeln!(s, "{op:<op_width$} , {n}");
    }
    s
}

/// The JSON object of the counts.
fn summary_json(counts: &BTreeMap<String, u64>) -> String {
    let mut s = String::from("{\n");
    for (i, (name, n)) in counts.iter().enumerate() {
        let sep = if i + 1 == counts.len() { "\n" } else { ",\n" };
        let _ = write!(s, "  \"{name}\" : {n}{sep}");
    }
    s.push_str("}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_names_as_mlir() {
        assert_eq!(split_name("arith.addi"), ("arith", "addi"));
        assert_eq!(split_name("unreg"), ("", "unreg"));
        assert_eq!(split_name("a.b.c"), ("a", "b.c"));
    }
}
