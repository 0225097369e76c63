//! Custom op builders (`let builders = [OpBuilder<(ins ...), [{ body }]>]`), read as
//! MLIR's `tblgen::Builder` reads them.

use super::OdsError;
use crate::init::Init;
use crate::record::{RecId, RecordKeeper};

/// A parameter of a custom builder: `"Type":$ty` or `CArg<"i64", "0">:$n`.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// `$name` (Strata's builders need one: Rust parameters are named).
    pub name: String,
    /// The parameter's type (host-language code).
    pub ty: String,
    /// The default of a `CArg` with a non-empty default value.
    pub default: Option<String>,
}

/// An `OpBuilder`.
#[derive(Clone, Debug)]
pub struct Builder {
    /// The `OpBuilder` record (usually anonymous).
    pub def: RecId,
    /// The parameters, after the context and location every builder takes.
    pub params: Vec<BuilderParam>,
    /// The body (host-language code), if not empty; otherwise the dialect writes it.
    pub body: Option<String>,
    /// The method name given as `OpBuilder`'s third argument (a Strata addition), if any.
    pub name: Option<String>,
}

impl Builder {
    /// Reads an `OpBuilder` record of the op `op`; errors are located at the op.
    pub fn from_def(rk: &RecordKeeper, op: RecId, def: RecId) -> Result<Builder, OdsError> {
        let r = rk.rec(def);
        let dag = rk
            .get_dag(r, "dagParams")
            .map_err(|e| OdsError::at(rk, op, e.message))?;
        if !matches!(&*dag.op, Init::Def(d) if rk.rec(*d).name_str() == "ins") {
            return Err(OdsError::at(rk, op, "expected 'ins' in builders"));
        }
        let mut params = Vec::new();
        let mut seen_default = false;
        for (i, (arg, name)) in dag.args.iter().enumerate() {
            let (ty, default) = match &**arg {
                Init::Str { value, .. } => (value.to_string(), None),
                Init::Def(d) if rk.rec(*d).is_subclass_of_name("CArg", rk) => {
                    let cr = rk.rec(*d);
                    let ty = rk
                        .get_string(cr, "type")
                        .map_err(|e| OdsError::at(rk, op, e.message))?;
                    let dv = rk
                        .get_string(cr, "defaultValue")
                        .map_err(|e| OdsError::at(rk, op, e.message))?;
                    (ty.to_string(), (!dv.is_empty()).then(|| dv.to_string()))
                }
                _ => {
                    return Err(OdsError::at(
                        rk,
                        op,
                        format!(
                            "Builder DAG arguments must be either strings or defs which inherit from CArg (parameter #{i})"
                        ),
                    ))
                }
            };
            // MLIR's rule (C++ default arguments are trailing); Strata keeps it so that a
            // spec reads the same in both.
            if default.is_some() {
                seen_default = true;
            } else if seen_default {
                return Err(OdsError::at(
                    rk,
                    op,
                    "expected an argument with default value after other arguments with default values",
                ));
            }
            let Some(name) = name.as_deref().filter(|n| !n.is_empty()) else {
                return Err(OdsError::at(
                    rk,
                    op,
                    format!("builder parameter #{i} has no name (Strata's builders take named Rust parameters: `\"{ty}\":$name`)"),
                ));
            };
            params.push(BuilderParam {
                name: name.to_string(),
                ty,
                default,
            });
        }
        let body = r
            .field("body")
            .and_then(|v| v.as_str())
            .filter(|b| !b.trim().is_empty())
            .map(str::to_string);
        let name = r
            .field("name")
            .and_then(|v| v.as_str())
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        Ok(Builder {
            def,
            params,
            body,
            name,
        })
    }
}
