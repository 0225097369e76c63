//! The `cf` dialect (`spec/dialects/cf.td`): branches and assertions. Generated, but for
//! the custom form and verifier of `cf.switch`, whose case list MLIR writes as a custom
//! directive.

include!(concat!(env!("OUT_DIR"), "/cf_ops.rs"));

use strata_framework::asm::custom::{OpParser, OpPrinter, Punct};
use strata_framework::diag::Diagnostic;
use strata_framework::ods::{AttrView, HasCustomAssemblyFormat, HasVerifier};
use strata_framework::region_branch::verify_successor_operands;
use strata_framework::{Block, Type, Value};

/// `^bb` or `^bb(%a, %b : t1, t2)`: a successor and its operands.
fn parse_successor_and_use_list(
    p: &mut OpParser<'_, '_>,
) -> Result<(Block, Vec<Value>), Diagnostic> {
    let b = p.parse_successor()?;
    let mut vals = Vec::new();
    if p.parse_optional(Punct::LParen) {
        let pos = p.pos();
        let ops = p.parse_operand_list()?;
        p.parse(Punct::Colon)?;
        let tys = p.parse_type_list()?;
        p.parse(Punct::RParen)?;
        vals = p.resolve_operands(&ops, &tys, pos)?;
    }
    Ok((b, vals))
}

/// The groups of `cf.switch` operands: flag, default operands, then each case's.
fn switch_parts(op: &SwitchOp<'_>) -> (Vec<Value>, Vec<Vec<Value>>, Vec<i128>) {
    let o = &op.0;
    let ctx = o.ctx;
    let all: Vec<Value> = o.operands().collect();
    let seg = o
        .attr("operand_segment_sizes")
        .and_then(|a| AttrView::new(ctx, a).dense_array_values())
        .unwrap_or_default();
    let n_default = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    let default: Vec<Value> = all.iter().skip(1).take(n_default).copied().collect();
    let mut rest = all.iter().skip(1 + n_default).copied();
    let case_sizes = o
        .attr("case_operand_segments")
        .and_then(|a| AttrView::new(ctx, a).dense_array_values())
        .unwrap_or_default();
    let cases = case_sizes
        .iter()
        .map(|&n| rest.by_ref().take(n.max(0) as usize).collect())
        .collect();
    let values = o
        .attr("case_values")
        .and_then(|a| AttrView::new(ctx, a).dense_int_values())
        .unwrap_or_default();
    (default, cases, values)
}

/// `%flag : i32, [ default: ^bb(...), 42: ^bb(...), ... ] attr-dict`.
impl HasCustomAssemblyFormat for SwitchOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let flag = p.parse_operand()?;
        p.parse(Punct::Colon)?;
        let flag_ty: Type = p.parse_type()?;
        let flag = p.resolve_operand(flag, flag_ty)?;
        p.parse(Punct::Comma)?;
        p.parse(Punct::LSquare)?;
        p.parse_keyword("default")?;
        p.parse(Punct::Colon)?;
        let (default_dest, default_ops) = parse_successor_and_use_list(p)?;
        let mut values = Vec::new();
        let mut dests = Vec::new();
        let mut case_ops: Vec<Vec<Value>> = Vec::new();
        while p.parse_optional(Punct::Comma) {
            values.push(p.parse_integer()?);
            p.parse(Punct::Colon)?;
            let (d, ops) = parse_successor_and_use_list(p)?;
            dests.push(d);
            case_ops.push(ops);
        }
        p.parse(Punct::RSquare)?;
        p.add_operands(&[flag]);
        p.add_operands(&default_ops);
        for ops in &case_ops {
            p.add_operands(ops);
        }
        p.add_successor(default_dest);
        for d in dests {
            p.add_successor(d);
        }
        if !values.is_empty() {
            let vty = ctx.vector_type(&[values.len() as i64], flag_ty);
            let attr = ctx.dense_int_elements(vty, &values);
            p.add_attribute("case_values", attr);
        }
        let case_sizes: Vec<i64> = case_ops.iter().map(|o| o.len() as i64).collect();
        p.add_attribute(
            "case_operand_segments",
            strata_framework::ods::format::segment_attr(ctx, &case_sizes),
        );
        let total: i64 = case_sizes.iter().sum();
        p.add_attribute(
            "operand_segment_sizes",
            strata_framework::ods::format::segment_attr(ctx, &[1, default_ops.len() as i64, total]),
        );
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = SwitchOp(p.op_ref());
        let o = op.0;
        let flag = o.operand(0);
        let (default, cases, values) = switch_parts(&op);
        let succs: Vec<Block> = o.body.successors(o.op).collect();
        p.write(" ");
        p.print_operand(flag);
        p.write(" : ");
        p.print_type(o.value_type(flag));
        p.write(", [");
        p.print_newline();
        p.write("  default: ");
        if let Some(&d) = succs.first() {
            p.print_successor_and_use_list(d, &default);
        }
        for (i, v) in values.iter().enumerate() {
            p.write(",");
            p.print_newline();
            p.write(&format!("  {v}: "));
            if let (Some(&d), Some(ops)) = (succs.get(i + 1), cases.get(i)) {
                p.print_successor_and_use_list(d, ops);
            }
        }
        // MLIR ends the case list on a new line only when there are cases.
        if o.attr("case_values").is_some() {
            p.print_newline();
        }
        p.write("]");
        p.print_optional_attr_dict(&[
            "case_values",
            "case_operand_segments",
            "operand_segment_sizes",
        ]);
    }
}

impl HasVerifier for BranchOp<'_> {
    /// `BranchOpInterface`: the operands match the destination's arguments.
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_successor_operands(&self.0, &[self.dest_operands()])
    }
}

impl HasVerifier for CondBranchOp<'_> {
    /// `BranchOpInterface`: each operand list matches its destination's arguments.
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_successor_operands(
            &self.0,
            &[self.true_dest_operands(), self.false_dest_operands()],
        )
    }
}

impl HasVerifier for SwitchOp<'_> {
    /// `BranchOpInterface` (each operand list matches its destination's arguments), then
    /// as many case values as case destinations.
    fn verify(&self) -> Result<(), Diagnostic> {
        let o = &self.0;
        let (default, cases, _) = switch_parts(self);
        let mut lists = vec![default];
        lists.extend(cases);
        verify_successor_operands(o, &lists)?;
        let n_dests = o.body.successors(o.op).len().saturating_sub(1);
        let (_, _, values) = switch_parts(self);
        if values.len() != n_dests {
            return Err(o.op_error(format!(
                "number of case values ({}) and case destinations ({}) must match",
                values.len(),
                n_dests
            )));
        }
        Ok(())
    }
}
