//! Declarative passes (`PassBase`): argument, summary, description,
//! options and statistics, read as MLIR's `Pass` reads them.

use super::OdsError;
use crate::record::{RecId, RecordKeeper};

/// A pass option (`Option`, `ListOption`).
#[derive(Clone, Debug)]
pub struct PassOption {
    /// The command-line name.
    pub argument: String,
    /// Its help text.
    pub description: String,
}

/// A pass statistic.
#[derive(Clone, Debug)]
pub struct PassStatistic {
    /// Its name.
    pub name: String,
    /// Its description.
    pub description: String,
}

/// A pass definition.
#[derive(Clone, Debug)]
pub struct Pass {
    /// The def.
    pub def: RecId,
    /// The command-line name (`-canonicalize`).
    pub argument: String,
    /// A one-line summary.
    pub summary: String,
    /// The description.
    pub description: String,
    /// Options, in order.
    pub options: Vec<PassOption>,
    /// Statistics, in order.
    pub statistics: Vec<PassStatistic>,
}

impl Pass {
    /// Reads a def deriving from `PassBase`.
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<Pass, OdsError> {
        let r = rk.rec(def);
        let mut options = Vec::new();
        for o in rk.get_list_of_defs(r, "options")? {
            let or = rk.rec(o);
            options.push(PassOption {
                argument: rk.get_string(or, "argument")?.to_string(),
                description: rk.get_string(or, "description")?.to_string(),
            });
        }
        let mut statistics = Vec::new();
        for s in rk.get_list_of_defs(r, "statistics")? {
            let sr = rk.rec(s);
            statistics.push(PassStatistic {
                name: rk.get_string(sr, "name")?.to_string(),
                description: rk.get_string(sr, "description")?.to_string(),
            });
        }
        Ok(Pass {
            def,
            argument: rk.get_string(r, "argument")?.to_string(),
            summary: rk.get_string(r, "summary")?.to_string(),
            description: rk.get_string(r, "description")?.to_string(),
            options,
            statistics,
        })
    }
}
