//! Locations as diagnostics show them: the context resolves the location attributes that
//! diagnostics carry ([`LocationResolver`]) the way MLIR's `SourceMgrDiagnosticHandler`
//! looks into them (the printed form through the printer the textual format lends the
//! context).

use crate::ir::attrs::{AttrKind, Location};
use crate::ir::context::{Attribute, Context};
use crate::support::diag::{LocInfo, LocRef, LocationResolver, SourcePos};

impl LocationResolver for Context {
    fn resolve(&self, loc: LocRef) -> LocInfo {
        let a = Attribute::from_loc_ref(loc);
        let kind = match self.attr_kind_ref(a) {
            AttrKind::Location(l) => Some(l),
            _ => None,
        };
        LocInfo {
            file_pos: file_pos(self, a),
            unknown: matches!(kind, Some(Location::Unknown)),
            plain_file: matches!(kind, Some(Location::FileLineCol { .. })),
            // The textual format lends its printer (see `DiagPrinters`).
            text: self
                .diag_printers()
                .map_or_else(|| "loc(?)".to_string(), |p| (p.loc)(self, a)),
            caller: call_site(self, a).map(LocRef::from),
        }
    }
}

/// The first `file:line:col` location nested in `loc`, in pre-order (MLIR's
/// `findInstanceOf<FileLineColLoc>`): a call site's callee before its caller, a fused
/// location's parts in order.
pub fn file_pos(ctx: &Context, loc: Attribute) -> Option<SourcePos> {
    let mut stack = vec![loc];
    while let Some(a) = stack.pop() {
        let AttrKind::Location(l) = ctx.attr_kind_ref(a) else {
            continue;
        };
        match l {
            Location::FileLineCol { file, line, col } => {
                return Some(SourcePos {
                    file: ctx.ident_str(*file).to_string(),
                    line: *line,
                    col: *col,
                })
            }
            Location::Name { child, .. } => stack.push(*child),
            Location::CallSite { callee, caller } => stack.extend([*caller, *callee]),
            Location::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            Location::Unknown | Location::Opaque(_) => {}
        }
    }
    None
}

/// The caller of the call-site location `loc` is or holds, found through name and fused
/// locations (MLIR's `getCallSiteLoc`).
fn call_site(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    match ctx.attr_kind_ref(loc) {
        AttrKind::Location(Location::Name { child, .. }) => call_site(ctx, *child),
        AttrKind::Location(Location::CallSite { caller, .. }) => Some(*caller),
        AttrKind::Location(Location::Fused { locs, .. }) => {
            locs.iter().find_map(|&l| call_site(ctx, l))
        }
        _ => None,
    }
}
