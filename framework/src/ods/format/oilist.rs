//! The `oilist` directive: clauses that each start with a keyword, parsed in any order and
//! at most once each, printed in the spec's order when any of their variables is present.

use super::{parse_element, parse_literal, print_element, values_of, Fmt, Format, ParseState, Var};
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter};
use crate::ir::registry::OpRef;
use crate::ods::OpSpec;
use crate::support::diag::Diagnostic;

/// One clause of an `oilist`.
#[derive(Debug)]
pub struct OIClause {
    /// The keyword (or punctuation) that starts the clause.
    pub keyword: &'static str,
    /// Printed after a space.
    pub space: bool,
    /// The elements after the keyword (none for a clause that is a unit attribute).
    pub elements: &'static [Fmt],
    /// The variables whose presence makes the printer write the clause.
    pub present: &'static [Var],
    /// A clause made of one unit attribute: the clause's presence sets it.
    pub unit: Option<u8>,
}

/// Parses clauses until none starts at the current token. A repeated clause is MLIR's
/// error, at the op name as MLIR reports it.
pub(super) fn parse(
    p: &mut dyn OpAsmParser<'_>,
    spec: &OpSpec,
    st: &mut ParseState,
    clauses: &[OIClause],
) -> Result<bool, Diagnostic> {
    let mut seen = vec![false; clauses.len()];
    'clauses: loop {
        for (i, c) in clauses.iter().enumerate() {
            if !parse_literal(p, c.keyword, true)? {
                continue;
            }
            if seen[i] {
                return Err(p.error_at(
                    p.name_pos(),
                    format!(
                        "`{}` clause can appear at most once in the expansion of the oilist directive",
                        c.keyword
                    ),
                ));
            }
            seen[i] = true;
            if let Some(a) = c.unit {
                let unit = p.ctx().unit_attr();
                p.add_attribute(spec.attrs[a as usize].name, unit);
            }
            for e in c.elements {
                parse_element(p, spec, st, e, false)?;
            }
            continue 'clauses;
        }
        return Ok(true);
    }
}

/// Whether a clause variable is present: a stored attribute, a non-empty group or region.
fn present(op: &OpRef<'_>, spec: &OpSpec, var: Var) -> bool {
    match var {
        Var::Attr(i) => op.attr(spec.attrs[i as usize].name).is_some(),
        Var::Region(i) => op
            .regions()
            .get(i as usize)
            .is_some_and(|&r| op.region_body().entry_block(r).is_some()),
        _ => values_of(op, spec, var).len() != 0,
    }
}

pub(super) fn print(
    p: &mut dyn OpAsmPrinter<'_>,
    op: &OpRef<'_>,
    spec: &OpSpec,
    format: &Format,
    space: bool,
    clauses: &[OIClause],
) {
    p.write(if space { "  " } else { " " });
    for c in clauses {
        if !c.present.iter().any(|&v| present(op, spec, v)) {
            continue;
        }
        if c.space {
            p.write(" ");
        }
        p.write(c.keyword);
        for e in c.elements {
            print_element(p, op, spec, format, e);
        }
    }
}
