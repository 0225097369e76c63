//! Declarative passes (`PassBase`): argument, summary, description, options,
//! statistics, dependent dialects and constructor, read as MLIR's `Pass` reads
//! them. Field names are those of MLIR's `PassBase.td`, which Strata's
//! `spec/base/PassBase.td` keeps.

use super::OdsError;
use crate::record::{RecId, RecordKeeper};
use crate::source::Loc;

/// A pass option (`Option`, `ListOption`).
#[derive(Clone, Debug)]
pub struct PassOption {
    /// The variable name (`cppName`: `maxLabelLen`).
    pub cpp_name: String,
    /// The command-line name.
    pub argument: String,
    /// The value type as the spec writes it (`unsigned`, `u32`).
    pub ty: String,
    /// The default value as the spec writes it (`defaultValue`, "" for none).
    pub default_value: String,
    /// Its help text.
    pub description: String,
    /// `additionalOptFlags`.
    pub additional_flags: String,
    /// Whether it is a `ListOption`.
    pub is_list: bool,
    /// Where the option is written (the `Option<...>` of the pass's list).
    pub loc: Loc,
}

/// A pass statistic.
#[derive(Clone, Debug)]
pub struct PassStatistic {
    /// The variable name (`cppName`: `numCSE`).
    pub cpp_name: String,
    /// Its name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// Where the statistic is written (the `Statistic<...>` of the pass's list).
    pub loc: Loc,
}

/// A pass definition.
#[derive(Clone, Debug)]
pub struct Pass {
    /// The def.
    pub def: RecId,
    /// The def's name (`CSE`), the pass's name.
    pub name: String,
    /// The command-line name (`-canonicalize`).
    pub argument: String,
    /// The base class (`::mlir::OperationPass<func.func>`,
    /// `::mlir::InterfacePass<FunctionOpInterface>`).
    pub base_class: String,
    /// A one-line summary.
    pub summary: String,
    /// The description.
    pub description: String,
    /// The expression that makes the pass (`constructor`, "" for the default).
    pub constructor: String,
    /// The dialects the pass may create entities in.
    pub dependent_dialects: Vec<String>,
    /// Options, in order.
    pub options: Vec<PassOption>,
    /// Statistics, in order.
    pub statistics: Vec<PassStatistic>,
}

/// What a pass runs on, read from its base class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassAnchor {
    /// Any op (`Pass<"arg">`).
    Any,
    /// Ops of this name (`Pass<"arg", "func.func">`).
    Op(String),
    /// Ops implementing this interface (`InterfacePass<"arg", "Interface">`).
    Interface(String),
}

/// A string field the documentation does not need (a spec with its own, smaller
/// pass vocabulary may leave it out): "" when the record has no such field.
fn optional_string(
    rk: &RecordKeeper,
    rec: &crate::record::Record,
    field: &str,
) -> Result<String, OdsError> {
    if rec.field(field).is_none() {
        return Ok(String::new());
    }
    Ok(rk.get_string(rec, field)?.to_string())
}

/// Where an option or statistic of the pass defined at `def` is written: the first
/// `"cppName"` (its first argument) in the text of the def after `from` (options are
/// anonymous records, which carry the location of their class). `None` when the def's
/// text does not spell it (an option list taken from another def).
fn written_at(rk: &RecordKeeper, def: Loc, from: &mut usize, cpp_name: &str) -> Option<Loc> {
    if cpp_name.is_empty() {
        return None;
    }
    let text = &rk.sources.file(def.file).text;
    let start = def.offset as usize;
    let rest = text.get(start..)?;
    // The def ends where the next one starts.
    let end = rest
        .windows(5)
        .skip(1)
        .position(|w| w == b"\ndef ")
        .map_or(rest.len(), |p| p + 1);
    let needle = format!("\"{cpp_name}\"");
    let at = *from
        + rest
            .get(*from..end)?
            .windows(needle.len())
            .position(|w| w == needle.as_bytes())?;
    *from = at + needle.len();
    Some(Loc {
        file: def.file,
        offset: (start + at) as u32,
    })
}

impl Pass {
    /// Reads a def deriving from `PassBase`.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Pass, OdsError> {
        let r = rk.rec(def);
        // Where the next option or statistic is looked for in the def's text.
        let mut cursor = 0;
        let mut options = Vec::new();
        for o in rk.get_list_of_defs(r, "options")? {
            let or = rk.rec(o);
            let cpp_name = optional_string(rk, or, "cppName")?;
            let loc = written_at(rk, r.loc(), &mut cursor, &cpp_name).unwrap_or(or.loc());
            options.push(PassOption {
                cpp_name,
                argument: rk.get_string(or, "argument")?.to_string(),
                ty: optional_string(rk, or, "type")?,
                default_value: optional_string(rk, or, "defaultValue")?,
                description: rk.get_string(or, "description")?.to_string(),
                additional_flags: optional_string(rk, or, "additionalOptFlags")?,
                is_list: or.is_subclass_of_name("ListOption", rk),
                loc,
            });
        }
        let mut statistics = Vec::new();
        for s in rk.get_list_of_defs(r, "statistics")? {
            let sr = rk.rec(s);
            let cpp_name = optional_string(rk, sr, "cppName")?;
            let loc = written_at(rk, r.loc(), &mut cursor, &cpp_name).unwrap_or(sr.loc());
            statistics.push(PassStatistic {
                cpp_name,
                name: rk.get_string(sr, "name")?.to_string(),
                description: rk.get_string(sr, "description")?.to_string(),
                loc,
            });
        }
        Ok(Pass {
            def,
            name: r.name_str().to_string(),
            argument: match rk.get_optional_string(r, "argument")? {
                Some(a) => a.to_string(),
                None => {
                    return Err(OdsError::at(
                        rk,
                        def,
                        format!("pass '{}' has no argument", r.name_str()),
                    ))
                }
            },
            base_class: optional_string(rk, r, "baseClass")?,
            summary: rk.get_string(r, "summary")?.to_string(),
            description: rk.get_string(r, "description")?.to_string(),
            constructor: optional_string(rk, r, "constructor")?,
            dependent_dialects: match r.field("dependentDialects") {
                Some(_) => rk
                    .get_list_of_strings(r, "dependentDialects")?
                    .into_iter()
                    .map(str::to_string)
                    .collect(),
                None => Vec::new(),
            },
            options,
            statistics,
        })
    }

    /// What the pass runs on: `None` when the base class is neither an
    /// `OperationPass<...>` nor an `InterfacePass<...>`.
    pub fn anchor(&self) -> Option<PassAnchor> {
        let inner = |prefix: &str| {
            self.base_class
                .trim()
                .trim_start_matches("::")
                .strip_prefix(prefix)
                .and_then(|s| s.strip_suffix('>'))
                .map(|s| s.trim().to_string())
        };
        if let Some(op) = inner("mlir::OperationPass<") {
            return Some(if op.is_empty() {
                PassAnchor::Any
            } else {
                PassAnchor::Op(op)
            });
        }
        inner("mlir::InterfacePass<")
            .filter(|i| !i.is_empty())
            .map(PassAnchor::Interface)
    }
}
