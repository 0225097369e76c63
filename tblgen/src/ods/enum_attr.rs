//! Enum attributes (`EnumAttrInfo`: `I32EnumAttr`, `I64EnumAttr`,
//! `StrEnumAttr`, bit enums) and their cases, read from records as MLIR's
//! `EnumAttr` reads them.

use super::OdsError;
use crate::record::{RecId, RecordKeeper};

/// One case of an enum (`EnumAttrCaseInfo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The case's name in the generated code (`symbol`).
    pub symbol: String,
    /// Its value (for a bit enum, its bits).
    pub value: i64,
    /// Its keyword in the textual form (`str`).
    pub str: String,
}

/// An enum attribute.
#[derive(Clone, Debug)]
pub struct EnumAttr {
    /// The def.
    pub def: RecId,
    /// The enum's name (`className`); a bit enum kept by a dialect
    /// attribute has none and is named by its def.
    pub name: String,
    /// The one-line summary.
    pub summary: String,
    /// The description (empty when there is none).
    pub description: String,
    /// The cases, in order.
    pub cases: Vec<EnumCase>,
}

impl EnumAttr {
    /// Whether `def` is an enum: it derives from `EnumAttrInfo`, or keeps
    /// cases (`enumerants`) as a bit enum kept by a dialect attribute does.
    pub fn is_enum(rk: &RecordKeeper, def: RecId) -> bool {
        let r = rk.rec(def);
        r.is_subclass_of_name("EnumAttrInfo", rk) || r.field("enumerants").is_some()
    }

    /// Reads an enum def (one [`EnumAttr::is_enum`] accepts).
    pub fn from_def(rk: &RecordKeeper, def: RecId) -> Result<EnumAttr, OdsError> {
        let r = rk.rec(def);
        let text = |field: &str| {
            r.field(field)
                .and_then(|v| v.as_str())
                .unwrap_or("")
                .to_string()
        };
        let name = match r.field("className").and_then(|v| v.as_str()) {
            Some(n) => n.to_string(),
            None => r.name_str().to_string(),
        };
        let mut cases = Vec::new();
        for c in rk.get_list_of_defs(r, "enumerants")? {
            let cr = rk.rec(c);
            cases.push(EnumCase {
                symbol: rk.get_string(cr, "symbol")?.to_string(),
                value: rk.get_int(cr, "value")?,
                str: rk.get_string(cr, "str")?.to_string(),
            });
        }
        Ok(EnumAttr {
            def,
            name,
            summary: text("summary"),
            description: text("description"),
            cases,
        })
    }
}
