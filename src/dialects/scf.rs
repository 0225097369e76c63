//! The `scf` dialect (`spec/dialects/scf.td`): the generated ops plus the custom forms and
//! verifiers MLIR writes in C++ (`scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.parallel`, `scf.reduce`).

include!(concat!(env!("OUT_DIR"), "/scf_ops.rs"));

use strata_framework::asm::custom::{Argument, OpParser, OpPrinter, Punct, UnresolvedOperand};
use strata_framework::diag::Diagnostic;
use strata_framework::ods::{HasCustomAssemblyFormat, HasVerifier};
use strata_framework::{Type, Value};

/// `(%a = %x, %b = %y)`: region arguments and the operands initializing them (MLIR's
/// `parseAssignmentList`).
fn parse_assignment_list(
    p: &mut OpParser<'_, '_>,
) -> Result<(Vec<Argument>, Vec<UnresolvedOperand>), Diagnostic> {
    let mut args = Vec::new();
    let mut vals = Vec::new();
    p.parse(Punct::LParen)?;
    if !p.parse_optional(Punct::RParen) {
        loop {
            args.push(p.parse_argument(false)?);
            p.parse(Punct::Equal)?;
            vals.push(p.parse_operand()?);
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RParen)?;
    }
    Ok((args, vals))
}

/// ` PREFIX(%a = %x, ...)`, nothing when there are no initializers (MLIR's
/// `printInitializationList`).
fn print_initialization_list(
    p: &mut OpPrinter<'_, '_>,
    args: &[Value],
    inits: &[Value],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_value(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

fn types_of(p: &OpPrinter<'_, '_>, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| p.body().value_type(v)).collect()
}

/// `scf.for %i = %lb to %ub step %s [iter_args(%a = %x) -> (types)] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for ForOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let mut iv = p.parse_argument(false)?;
        p.parse(Punct::Equal)?;
        let mut bounds = Vec::new();
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                p.parse_keyword(kw)?;
            }
            let u = p.parse_operand()?;
            bounds.push(p.resolve_operand(u, index)?);
        }
        p.add_operands(&bounds);
        let mut args = Vec::new();
        let mut result_types = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            let (a, vals) = parse_assignment_list(p)?;
            p.parse(Punct::Arrow)?;
            result_types = p.parse_function_result_types()?;
            if a.len() != result_types.len() {
                return Err(p.error_at(
                    p.name_pos(),
                    "mismatch in number of loop-carried values and defined values",
                ));
            }
            for (mut arg, (u, &t)) in a.into_iter().zip(vals.into_iter().zip(&result_types)) {
                let v = p.resolve_operand(u, t)?;
                p.add_operands(&[v]);
                arg.ty = t;
                args.push(arg);
            }
        }
        p.add_result_types(&result_types);
        iv.ty = index;
        let mut region_args = vec![iv];
        region_args.extend(args);
        let region = p.parse_region(&region_args)?;
        p.ensure_terminator(region, "scf.yield");
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        let region = op.regions()[0];
        let body = op.region_body();
        let args: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" ");
        if let Some(&iv) = args.first() {
            p.print_region_value(iv);
        }
        p.write(" = ");
        p.print_operand(operands[0]);
        p.write(" to ");
        p.print_operand(operands[1]);
        p.write(" step ");
        p.print_operand(operands[2]);
        let inits = &operands[3..];
        print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            let tys = types_of(p, inits);
            p.print_types(tys);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, !inits.is_empty(), false);
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for ForOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let n_results = op.results().len();
        if n_results != 0 && op.operands().len().saturating_sub(3) != n_results {
            return Err(op.op_error("mismatch in number of loop-carried values and defined values"));
        }
        Ok(())
    }
}

/// `scf.if %c [-> (types)] { ... } [else { ... }] [attr-dict]`.
impl HasCustomAssemblyFormat for IfOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let c = p.parse_operand()?;
        let c = p.resolve_operand(c, ctx.int_type(1))?;
        p.add_operands(&[c]);
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let then = p.parse_region(&[])?;
        p.ensure_terminator(then, "scf.yield");
        if p.parse_optional_keyword("else") {
            let els = p.parse_region(&[])?;
            p.ensure_terminator(els, "scf.yield");
        } else {
            p.add_empty_region();
        }
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let c = op.operand(0);
        p.write(" ");
        p.print_operand(c);
        let results: Vec<Value> = op.results().to_vec();
        let terminators = !results.is_empty();
        if terminators {
            p.write(" -> (");
            let tys = types_of(p, &results);
            p.print_types(tys);
            p.write(")");
        }
        let regions = op.regions().to_vec();
        p.write(" ");
        p.print_region(regions[0], false, terminators, false);
        let body = op.region_body();
        if let Some(&els) = regions.get(1) {
            if body.entry_block(els).is_some() {
                p.write(" else ");
                p.print_region(els, false, terminators, false);
            }
        }
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for IfOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let else_empty = op
            .regions()
            .get(1)
            .is_none_or(|&r| body.entry_block(r).is_none());
        if !op.results().is_empty() && else_empty {
            return Err(op.op_error("must have an else block if defining values"));
        }
        Ok(())
    }
}

/// `scf.execute_region [-> types] { ... } [attr-dict]`.
impl HasCustomAssemblyFormat for ExecuteRegionOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        p.parse_region(&[])?;
        p.parse_optional_attr_dict()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let results: Vec<Value> = op.results().to_vec();
        let tys = types_of(p, &results);
        p.print_optional_arrow_type_list(&tys);
        p.write(" ");
        p.print_region(op.regions()[0], false, true, false);
        p.print_optional_attr_dict(&[]);
    }
}

impl HasVerifier for ExecuteRegionOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let r = op.regions()[0];
        match body.entry_block(r) {
            None => Err(op.op_error("region needs to have at least one block")),
            Some(b) if !body.block_args(b).is_empty() => {
                Err(op.op_error("region cannot have any arguments"))
            }
            Some(_) => Ok(()),
        }
    }
}

/// `scf.while [(%a = %x, ...)] : (types) -> types { before } do { after } [attributes]`.
impl HasCustomAssemblyFormat for WhileOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let (mut args, vals) = if p.peek(Punct::LParen) {
            parse_assignment_list(p)?
        } else {
            (Vec::new(), Vec::new())
        };
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let fty = p.parse_type()?;
        let (inputs, results) = p.function_type_parts(fty, type_pos)?;
        if inputs.len() != vals.len() {
            return Err(p.error_at(
                type_pos,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    vals.len(),
                    inputs.len()
                ),
            ));
        }
        p.add_result_types(&results);
        let pos = p.pos();
        let vs = p.resolve_operands(&vals, &inputs, pos)?;
        p.add_operands(&vs);
        for (a, &t) in args.iter_mut().zip(&inputs) {
            a.ty = t;
        }
        p.parse_region(&args)?;
        p.parse_keyword("do")?;
        p.parse_region(&[])?;
        p.parse_optional_attr_dict_with_keyword()
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let inits: Vec<Value> = op.operands().collect();
        let regions = op.regions().to_vec();
        let body = op.region_body();
        let before_args: Vec<Value> = body
            .entry_block(regions[0])
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        print_initialization_list(p, &before_args, &inits, " ");
        p.write(" : (");
        let tys = types_of(p, &inits);
        p.print_types(tys);
        p.write(") -> ");
        let results: Vec<Value> = op.results().to_vec();
        let rtys = types_of(p, &results);
        p.print_function_result_types(&rtys);
        p.write(" ");
        p.print_region(regions[0], false, true, false);
        p.write(" do ");
        p.print_region(regions[1], true, true, false);
        p.print_optional_attr_dict_with_keyword(&[]);
    }
}

impl HasVerifier for WhileOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let body = op.region_body();
        let ends_with = |r, name: &str| {
            body.entry_block(r)
                .and_then(|b| body.last_op(b))
                .is_some_and(|t| op.ctx.ident_ref(body.op_name(t)) == name)
        };
        let regions = op.regions();
        if !ends_with(regions[0], "scf.condition") {
            return Err(
                op.op_error("expects the 'before' region to terminate with 'scf.condition'")
            );
        }
        if !ends_with(regions[1], "scf.yield") {
            return Err(op.op_error("expects the 'after' region to terminate with 'scf.yield'"));
        }
        Ok(())
    }
}

/// `(%a, %b)`: operands, or region arguments without types (`with_args`), in parentheses.
fn parse_paren_operands(p: &mut OpParser<'_, '_>) -> Result<Vec<UnresolvedOperand>, Diagnostic> {
    p.parse(Punct::LParen)?;
    let list = p.parse_operand_list()?;
    p.parse(Punct::RParen)?;
    Ok(list)
}

/// `scf.parallel (%i, ...) = (lbs) to (ubs) step (steps) [init (vals)] [-> types] {...}`.
impl HasCustomAssemblyFormat for ParallelOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        p.parse(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional(Punct::RParen) {
            loop {
                let mut a = p.parse_argument(false)?;
                a.ty = index;
                ivs.push(a);
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
            }
            p.parse(Punct::RParen)?;
        }
        p.parse(Punct::Equal)?;
        let mut sizes = Vec::new();
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                p.parse_keyword(kw)?;
            }
            let pos = p.pos();
            let list = parse_paren_operands(p)?;
            if list.len() != ivs.len() {
                return Err(p.error_at(pos, format!("expected {} operands", ivs.len())));
            }
            let vs = p.resolve_operands_of_type(&list, index)?;
            sizes.push(vs.len() as i64);
            p.add_operands(&vs);
        }
        let inits = if p.parse_optional_keyword("init") {
            parse_paren_operands(p)?
        } else {
            Vec::new()
        };
        let tys = p.parse_optional_arrow_type_list()?;
        p.add_result_types(&tys);
        let region = p.parse_region(&ivs)?;
        sizes.push(inits.len() as i64);
        p.add_attribute(
            "operand_segment_sizes",
            strata_framework::ods::format::segment_attr(ctx, &sizes),
        );
        p.parse_optional_attr_dict()?;
        let name_pos = p.name_pos();
        let vs = p.resolve_operands(&inits, &tys, name_pos)?;
        p.add_operands(&vs);
        p.ensure_terminator(region, "scf.yield");
        Ok(())
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = ParallelOp(p.op_ref());
        let region = op.0.regions()[0];
        let body = op.0.region_body();
        let ivs: Vec<Value> = body
            .entry_block(region)
            .map(|b| body.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" (");
        for (i, &v) in ivs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_value(v);
        }
        p.write(") = (");
        p.print_operands(op.lower_bound());
        p.write(") to (");
        p.print_operands(op.upper_bound());
        p.write(") step (");
        p.print_operands(op.step());
        p.write(")");
        let inits = op.init_vals();
        if !inits.is_empty() {
            p.write(" init (");
            p.print_operands(inits);
            p.write(")");
        }
        let results: Vec<Value> = op.0.results().to_vec();
        let tys = types_of(p, &results);
        p.print_optional_arrow_type_list(&tys);
        p.write(" ");
        p.print_region(region, false, true, false);
        p.print_optional_attr_dict(&["operand_segment_sizes"]);
    }
}

/// `scf.reduce(%v) : type { ^bb0(%a: type, %b: type): ... }`; MLIR prints two spaces
/// before the colon.
impl HasCustomAssemblyFormat for ReduceOp<'_> {
    fn parse(p: &mut OpParser<'_, '_>) -> Result<(), Diagnostic> {
        p.parse(Punct::LParen)?;
        let v = p.parse_operand()?;
        p.parse(Punct::RParen)?;
        let ty = p.parse_colon_type()?;
        let v = p.resolve_operand(v, ty)?;
        p.add_operands(&[v]);
        p.parse_region(&[])?;
        Ok(())
    }

    fn print(p: &mut OpPrinter<'_, '_>) {
        let op = p.op_ref();
        let v = op.operand(0);
        p.write("(");
        p.print_operand(v);
        p.write(")  : ");
        p.print_type(op.value_type(v));
        p.write(" ");
        p.print_region(op.regions()[0], true, true, false);
    }
}
