//! The pass statistics report (MLIR's `PassStatistics`, `--mlir-pass-statistics`): the
//! statistics of every pass of a pass manager after it ran, as a list merged by pass name
//! or as the pipeline, in MLIR 16's format (`... Pass statistics report ...`, rows
//! `(S) VALUE NAME - DESCRIPTION`).
//!
//! This is the report of an MLIR built with `LLVM_ENABLE_STATS`; Debian's mlir-opt 16 is
//! built without it and prints the frame alone. A statistic is shared by a pass and its
//! copies for threads, so its value is already the sum over every op the pass ran on.

use super::base::Pass;
use super::manager::{OpPassManager, PassEntry};

/// How the report lays out the passes (`--mlir-pass-statistics-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// The passes merged by name and sorted by it (MLIR's default).
    #[default]
    List,
    /// The passes as the pipeline nests them.
    Pipeline,
}

/// One statistic: its name, description and value.
type Stat = (String, String, u64);

/// The report of the statistics of `pm`'s passes.
pub fn statistics_report(pm: &OpPassManager, display: StatisticsDisplay) -> String {
    let rule = "===-------------------------------------------------------------------------===";
    let title = "... Pass statistics report ...";
    let mut s = format!(
        "{rule}\n{:pad$}{title}\n{rule}\n",
        "",
        pad = (80 - title.len()) / 2
    );
    match display {
        StatisticsDisplay::List => {
            let mut merged: Vec<(String, Vec<Stat>)> = Vec::new();
            collect(pm, &mut merged);
            merged.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            for (name, stats) in merged {
                print_entry(&mut s, 2, &name, stats);
            }
        }
        StatisticsDisplay::Pipeline => {
            for p in pm.passes() {
                print_pipeline(&mut s, 0, p);
            }
        }
    }
    s.push('\n');
    s
}

fn stats_of(pass: &dyn Pass) -> Vec<Stat> {
    pass.statistics()
        .into_iter()
        .map(|st| {
            (
                st.name().to_string(),
                st.description().to_string(),
                st.value(),
            )
        })
        .collect()
}

/// Adds the statistics of the passes of `pm` (recursively) to `merged`, by pass name.
fn collect(pm: &OpPassManager, merged: &mut Vec<(String, Vec<Stat>)>) {
    for p in pm.passes() {
        match p {
            PassEntry::Adaptor(a) => a.managers().iter().for_each(|m| collect(m, merged)),
            PassEntry::Pass(pass, _) => {
                let stats = stats_of(&**pass);
                if stats.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|(n, _)| n == pass.name()) {
                    Some((_, into)) => {
                        for (i, (_, _, v)) in stats.into_iter().enumerate() {
                            if let Some(slot) = into.get_mut(i) {
                                slot.2 += v;
                            }
                        }
                    }
                    None => merged.push((pass.name().to_string(), stats)),
                }
            }
        }
    }
}

fn print_pipeline(s: &mut String, mut indent: usize, entry: &PassEntry) {
    match entry {
        PassEntry::Adaptor(a) => {
            if a.managers().len() > 1 {
                print_entry(s, indent, &a.name(), Vec::new());
                indent += 2;
            }
            for m in a.managers() {
                print_entry(
                    s,
                    indent,
                    &format!("'{}' Pipeline", m.anchor_name()),
                    Vec::new(),
                );
                for p in m.passes() {
                    print_pipeline(s, indent + 2, p);
                }
            }
        }
        PassEntry::Pass(pass, _) => print_entry(s, indent, pass.name(), stats_of(&**pass)),
    }
}

/// A pass's line and its statistics sorted by name, values and names aligned.
fn print_entry(s: &mut String, indent: usize, name: &str, mut stats: Vec<Stat>) {
    s.push_str(&format!("{:indent$}{name}\n", ""));
    stats.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    let name_w = stats.iter().map(|st| st.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|st| st.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (n, d, v) in stats {
        s.push_str(&format!(
            "{:pad$}(S) {v:>value_w$} {n:<name_w$} - {d}\n",
            "",
            pad = indent + 2
        ));
    }
}
