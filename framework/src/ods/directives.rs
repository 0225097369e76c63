//! `custom<...>` directives shared by dialects, as MLIR's `ViewLikeInterface` provides
//! them. A dialect brings them into its `directives` module
//! (`pub use strata_framework::ods::directives::DynamicIndexList;`), where the generated
//! formats look for them.

use super::format::{CustomDirective, CustomParse, CustomPrint};
use crate::ir::context::Context;
use crate::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use crate::ir::types::DYNAMIC;
use crate::support::diag::Diagnostic;

/// `[%a, 4, %b]`: a list of SSA values and integers; its args are the value operands and
/// the `DenseI64ArrayAttr` of integers, where each value stands as the dynamic marker
/// (`ShapedType::kDynamic`).
#[allow(non_upper_case_globals)]
pub static DynamicIndexList: CustomDirective = CustomDirective {
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

/// An `array<i64: ...>` attribute.
pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> crate::Attribute {
    use crate::ir::attrs::DenseElemKind;
    use crate::ir::types::Signedness;
    ctx.memo_int_list(64, values, || {
        ctx.intern_attr(crate::ir::attrs::AttrKind::DenseArray {
            elem: ctx.int_type(64),
            kind: DenseElemKind::Int(64, Signedness::Signless),
            values: values.iter().map(|&v| v as u64 as u128).collect(),
        })
    })
}

fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser<'_>,
    args: &mut CustomParse<'_>,
) -> Result<(), Diagnostic> {
    let mut values = Vec::new();
    let mut integers = Vec::new();
    p.parse(Punct::LSquare)?;
    if !p.parse_optional(Punct::RSquare) {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                integers.push(DYNAMIC);
            } else {
                match p.parse_optional_integer()? {
                    Some(i) => integers.push(i as i64),
                    None => return Err(p.error_at(p.name_pos(), "expected SSA value or integer")),
                }
            }
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RSquare)?;
    }
    args.set_operands(0, values);
    let attr = dense_i64_array(p.ctx(), &integers);
    args.set_attr(p, 1, attr);
    Ok(())
}

fn print_dynamic_index_list(p: &mut dyn OpAsmPrinter<'_>, args: &CustomPrint<'_>) {
    let values = args.values(0);
    let integers = args
        .attr(1)
        .and_then(|a| super::AttrView::new(args.ctx(), a).dense_array_values())
        .unwrap_or_default();
    p.write("[");
    let mut next = values.into_iter();
    for (i, &n) in integers.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if n == DYNAMIC {
            if let Some(v) = next.next() {
                p.print_operand(v);
            }
        } else {
            p.write(&n.to_string());
        }
    }
    p.write("]");
}
