//! The dialect `dlti` (`spec/dialects/dlti.td`): MLIR 16's data layout specifications
//! `#dlti.dl_spec<...>` and their entries `#dlti.dl_entry<key, value>`, with MLIR's forms
//! (`DataLayoutEntryAttr::parse`/`print`, `DataLayoutSpecAttr::parse`/`print`), checks
//! (repeated keys; `DLTIDialect::verifyOperationAttribute`, which checks the spec of a
//! module as `verifyDataLayoutOp` does; the `dlti.endianness` entry) and the glue giving
//! the specs to the framework's queries
//! ([`strata_framework::interfaces::data_layout`]).

include!(concat!(env!("OUT_DIR"), "/dlti_ops.rs"));

use strata_framework::interfaces::data_layout::{
    self as dl, DataLayoutEntry, DataLayoutSpecInterface, EntryKey,
};
use strata_framework::ir::attrs::AttrKind;
use strata_framework::ir::registry::{error_at, OpRef};
use strata_framework::ods::{AttrOrTypeCustomFormat, AttrOrTypeVerifier, DefParser, DefPrinter};
use strata_framework::support::diag::Diagnostic;
use strata_framework::verify::DialectAttrVerifier;

/// The name of the attribute holding an op's data layout specification.
pub const DATA_LAYOUT_ATTR_NAME: &str = "dlti.dl_spec";
/// The identifier of the endianness entry.
pub const ENDIANNESS_KEY: &str = "dlti.endianness";

/// `#dlti.dl_entry<type-or-"identifier", value>`.
impl<'c> AttrOrTypeCustomFormat<'c> for DataLayoutEntryAttr<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        p.parse_literal("<")?;
        let at = p.pos();
        let (ty, name) = match p.parse_optional_type() {
            Some(t) => (Some(t?), None),
            None => match p.parse_optional_string() {
                Some(Ok(s)) => (None, Some(s)),
                _ => return Err(p.error_at(at, "expected a type or a quoted string")),
            },
        };
        p.parse_literal(",")?;
        let value = p.parse_attribute()?;
        p.parse_literal(">")?;
        Ok(DataLayoutEntryAttr::get(p.ctx(), ty, name, value))
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write("<");
        match (self.key_type(), self.key_name()) {
            (Some(t), _) => p.print_type(t),
            (None, name) => {
                // MLIR writes the identifier between quotes, unescaped.
                p.write("\"");
                p.write(name.as_deref().unwrap_or(""));
                p.write("\"");
            }
        }
        p.write(", ");
        p.print_attribute(self.value());
        p.write(">");
    }
}

/// `#dlti.dl_spec<entry, ...>`.
impl<'c> AttrOrTypeCustomFormat<'c> for DataLayoutSpecAttr<'c> {
    fn parse(p: &mut DefParser<'_, 'c>) -> Result<Self, Diagnostic> {
        p.parse_literal("<")?;
        let mut entries = Vec::new();
        if !p.parse_optional_literal(">") {
            loop {
                entries.push(p.parse_attribute()?);
                if !p.parse_optional_literal(",") {
                    break;
                }
            }
            p.parse_literal(">")?;
        }
        Ok(DataLayoutSpecAttr::get(p.ctx(), entries))
    }

    fn print(&self, p: &mut DefPrinter<'_>) {
        p.write("<");
        for (i, e) in self.entries().into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_attribute(e);
        }
        p.write(">");
    }
}

/// The entry an attribute is, if it is a `#dlti.dl_entry`.
fn entry_of(
    ctx: &strata_framework::Context,
    a: strata_framework::Attribute,
) -> Option<DataLayoutEntry> {
    let e = DataLayoutEntryAttr::from_attr(ctx, a)?;
    let key = match (e.key_type(), e.key_name()) {
        (Some(t), _) => EntryKey::Type(t),
        (None, name) => EntryKey::Id(name.unwrap_or_default()),
    };
    Some(DataLayoutEntry {
        key,
        value: e.value(),
        attr: a,
    })
}

/// MLIR's `DataLayoutSpecAttr::verify`: every element is an entry, no key repeated.
impl AttrOrTypeVerifier for DataLayoutSpecAttr<'_> {
    fn verify(&self) -> Result<(), String> {
        let ctx = self.ctx();
        let mut seen: Vec<EntryKey> = Vec::new();
        for a in self.entries() {
            let Some(e) = entry_of(ctx, a) else {
                return Err("invalid kind of attribute specified".to_string());
            };
            if seen.contains(&e.key) {
                return Err(match &e.key {
                    EntryKey::Type(t) => {
                        format!("repeated layout entry key: '{}'", dl::type_text(ctx, *t))
                    }
                    EntryKey::Id(id) => format!("repeated layout entry key: {id}"),
                });
            }
            seen.push(e.key);
        }
        Ok(())
    }
}

/// The dialect's side of the data layout queries: its specs' entries and the check of
/// its identifier entries (MLIR's `TargetDataLayoutInterface`).
struct DltiDataLayout;

impl DataLayoutSpecInterface for DltiDataLayout {
    fn spec_entries(
        &self,
        ctx: &strata_framework::Context,
        attr: strata_framework::Attribute,
    ) -> Option<Vec<DataLayoutEntry>> {
        let spec = DataLayoutSpecAttr::from_attr(ctx, attr)?;
        Some(
            spec.entries()
                .into_iter()
                .filter_map(|a| entry_of(ctx, a))
                .collect(),
        )
    }

    fn verify_identifier_entry(
        &self,
        ctx: &strata_framework::Context,
        entry: &DataLayoutEntry,
    ) -> Option<Result<(), String>> {
        let EntryKey::Id(name) = &entry.key else {
            return Some(Ok(()));
        };
        if name == ENDIANNESS_KEY {
            let ok = matches!(ctx.attr_kind_ref(entry.value),
                AttrKind::String { value, .. } if value == b"big" || value == b"little");
            return Some(if ok {
                Ok(())
            } else {
                Err(format!(
                    "'{name}' data layout entry is expected to be either 'big' or 'little'"
                ))
            });
        }
        Some(Err(format!("unknown data layout entry name: {name}")))
    }
}

/// MLIR's `DLTIDialect::verifyOperationAttribute`.
struct DltiAttrVerifier;

impl DialectAttrVerifier for DltiAttrVerifier {
    fn verify_operation_attribute(
        &self,
        op: &OpRef<'_>,
        name: &str,
        value: strata_framework::Attribute,
    ) -> Result<(), Diagnostic> {
        if name != DATA_LAYOUT_ATTR_NAME {
            return Err(op.error(format!("attribute '{name}' not supported by dialect")));
        }
        let ctx = op.ctx;
        if DataLayoutSpecAttr::from_attr(ctx, value).is_none() {
            return Err(op.error(format!(
                "'{DATA_LAYOUT_ATTR_NAME}' is expected to be a #dlti.dl_spec attribute"
            )));
        }
        if op.name() == "builtin.module" {
            // MLIR's `verifyDataLayoutOp`: the module's own spec (the first attribute
            // that is one).
            if let Some((_, spec)) = dl::module_spec(ctx, op.body.attrs(op.op)) {
                let entries = dl::spec_entries(ctx, spec).unwrap_or_default();
                dl::verify_data_layout_spec(ctx, &entries)
                    .map_err(|m| error_at(ctx, op.body.loc(op.op), &m))?;
            }
        }
        Ok(())
    }
}

/// Registers the dialect: its attributes, its attribute checks and its data layout
/// interface.
pub fn register_dialect(ctx: &strata_framework::Context) {
    register(ctx);
    let _ =
        ctx.add_dialect_interface::<dyn DialectAttrVerifier>("dlti", Box::new(DltiAttrVerifier));
    let _ =
        ctx.add_dialect_interface::<dyn DataLayoutSpecInterface>("dlti", Box::new(DltiDataLayout));
}
