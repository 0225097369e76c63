//! The `cf` dialect (`spec/dialects/cf.td`): branches and assertions. Generated, but for
//! the custom form and verifier of `cf.switch`, whose case list MLIR writes as a custom
//! directive, and the `BranchOpInterface` methods (whose verifier, in the interface's
//! spec, checks each successor's operands).

include!(concat!(env!("OUT_DIR"), "/cf_ops.rs"));

use strata_framework::ir::op_asm::{OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::registry::OpRef;
use strata_framework::ods::{AttrView, HasCustomAssemblyFormat, HasVerifier, TypeView};
use strata_framework::support::diag::Diagnostic;
use strata_framework::{Attribute, Block, Type, Value};

mod canonicalize;

/// `^bb` or `^bb(%a, %b : t1, t2)`: a successor and its operands.
fn parse_successor_and_use_list(
    p: &mut dyn OpAsmParser<'_>,
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
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let flag = p.parse_operand()?;
        p.parse(Punct::Colon)?;
        let flag_pos = p.pos();
        let flag_ty: Type = p.parse_type()?;
        // `type($flag)` gives a type of the flag constraint's class, as a declarative
        // format's type directive checks it.
        if let Some(class) = SwitchOp::spec().operands[0].constraint.class {
            if !class(TypeView::new(ctx, flag_ty)) {
                return Err(p.error_at(flag_pos, "invalid kind of type specified"));
            }
        }
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

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
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

impl HasVerifier for SwitchOp<'_> {
    /// As many case values as case destinations (after `BranchOpInterface`'s check of
    /// each destination's operands, which the spec runs in trait order).
    fn verify(&self) -> Result<(), Diagnostic> {
        let o = &self.0;
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

// `BranchOpInterface`: the operands each successor receives, and the successor taken
// when the condition (or flag) is a known constant (MLIR's `getSuccessorForOperands`).

fn successors(op: &strata_framework::ir::registry::OpRef<'_>) -> Vec<Block> {
    op.body.successors(op.op).collect()
}

fn constant_int(ctx: &strata_framework::Context, a: Option<Attribute>) -> Option<i128> {
    a.and_then(|a| AttrView::new(ctx, a).int_value())
}

impl interface_methods::BranchOpDeclaredMethods for BranchOp<'_> {
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        if index == 0 {
            self.dest_operands().collect()
        } else {
            Vec::new()
        }
    }

    fn with_successor_operands(
        &self,
        index: usize,
        values: &[Value],
    ) -> strata_framework::interfaces::prelude::SuccessorOperandsUpdate {
        (index == 0).then(|| (values.to_vec(), self.0.body.attrs(self.0.op)))
    }

    fn get_successor_for_operands(&self, _operands: &[Option<Attribute>]) -> Option<Block> {
        successors(&self.0).first().copied()
    }
}

impl interface_methods::CondBranchOpDeclaredMethods for CondBranchOp<'_> {
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        match index {
            0 => self.true_dest_operands().collect(),
            1 => self.false_dest_operands().collect(),
            _ => Vec::new(),
        }
    }

    fn with_successor_operands(
        &self,
        index: usize,
        values: &[Value],
    ) -> strata_framework::interfaces::prelude::SuccessorOperandsUpdate {
        let mut groups = [
            self.true_dest_operands().collect::<Vec<_>>(),
            self.false_dest_operands().collect::<Vec<_>>(),
        ];
        *groups.get_mut(index)? = values.to_vec();
        let o = &self.0;
        let mut operands = vec![self.condition()];
        operands.extend(groups.iter().flatten().copied());
        let sizes = [1, groups[0].len() as i64, groups[1].len() as i64];
        Some((operands, with_attr(o, "operand_segment_sizes", &sizes)))
    }

    fn get_successor_for_operands(&self, operands: &[Option<Attribute>]) -> Option<Block> {
        let cond = constant_int(self.0.ctx, operands.first().copied().flatten())?;
        successors(&self.0)
            .get(if cond != 0 { 0 } else { 1 })
            .copied()
    }
}

impl interface_methods::SwitchOpDeclaredMethods for SwitchOp<'_> {
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        let (default, cases, _) = switch_parts(self);
        match index {
            0 => default,
            i => cases.get(i - 1).cloned().unwrap_or_default(),
        }
    }

    fn with_successor_operands(
        &self,
        index: usize,
        values: &[Value],
    ) -> strata_framework::interfaces::prelude::SuccessorOperandsUpdate {
        let (mut default, mut cases, _) = switch_parts(self);
        match index {
            0 => default = values.to_vec(),
            i => *cases.get_mut(i - 1)? = values.to_vec(),
        }
        let o = &self.0;
        let mut operands = vec![self.flag()];
        operands.extend(default.iter().copied());
        operands.extend(cases.iter().flatten().copied());
        let total: usize = cases.iter().map(Vec::len).sum();
        let case_sizes: Vec<i64> = cases.iter().map(|c| c.len() as i64).collect();
        let attrs = with_attr(
            o,
            "operand_segment_sizes",
            &[1, default.len() as i64, total as i64],
        );
        let ctx = o.ctx;
        let attrs = set_attr(
            ctx,
            attrs,
            "case_operand_segments",
            strata_framework::ods::format::segment_attr(ctx, &case_sizes),
        );
        Some((operands, attrs))
    }

    fn get_successor_for_operands(&self, operands: &[Option<Attribute>]) -> Option<Block> {
        let flag = constant_int(self.0.ctx, operands.first().copied().flatten())?;
        let (_, _, values) = switch_parts(self);
        let succs = successors(&self.0);
        // The flag's width: case values are stored in it, so compare normalized values.
        let ty = self.0.value_type(self.flag());
        let norm = |v: i128| self.0.ctx.normalize_int(v, ty);
        let index = values
            .iter()
            .position(|&v| norm(v) == norm(flag))
            .map_or(0, |i| i + 1);
        succs.get(index).copied()
    }
}

/// `op`'s attribute dictionary with `name` set to `value`.
fn set_attr(
    ctx: &strata_framework::Context,
    dict: Attribute,
    name: &str,
    value: Attribute,
) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<_> = ctx
        .dictionary_entries(dict)
        .into_iter()
        .filter(|(n, _)| *n != id)
        .collect();
    entries.push((id, value));
    ctx.dictionary_attr(entries)
}

/// `op`'s attribute dictionary with the segment sizes `name` set to `sizes`.
fn with_attr(op: &OpRef<'_>, name: &str, sizes: &[i64]) -> Attribute {
    let ctx = op.ctx;
    set_attr(
        ctx,
        op.body.attrs(op.op),
        name,
        strata_framework::ods::format::segment_attr(ctx, sizes),
    )
}

/// `cf`'s inliner interface (MLIR's `ControlFlowInlinerInterface`): its ops may be inlined anywhere, and its terminators need no handling.
struct ControlFlowInliner;

impl strata_framework::transforms::inliner::DialectInlinerInterface for ControlFlowInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: &strata_framework::transforms::inliner::RegionRef<'_>,
        _: bool,
        _: &strata_framework::ir::body::IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_call(
        &self,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: &strata_framework::ir::registry::OpRef<'_>,
        _: bool,
    ) -> bool {
        true
    }
}

/// Registers the dialect's dialect interfaces (its inliner interface). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &strata_framework::Context) {
    let _ = ctx.add_dialect_interface::<dyn strata_framework::transforms::inliner::DialectInlinerInterface>(
        "cf",
        Box::new(ControlFlowInliner),
    );
}
