//! The branches, `llvm.unreachable` and `llvm.call` of the `llvm` dialect
//! (`spec/dialects/llvm/ControlFlowOps.td`): the custom forms MLIR 16 writes in C++ (the
//! case list of `llvm.switch`, `llvm.call`), their verifiers, in MLIR's wording, and the
//! methods of `BranchOpInterface` and `CallOpInterface`.

use super::*;
use strata_framework::ir::op_asm::UnresolvedOperand;
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::symbol::SymbolScope;
use strata_framework::ods::format::segment_attr;
use strata_framework::ods::{CallInterfaceCallable, HasSymbolUses, TypeView};
use strata_framework::{Block, Value};

/// `op`'s attribute dictionary with `name` set to `value`.
fn set_attr(ctx: &Context, dict: Attribute, name: &str, value: Attribute) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<_> = ctx
        .dictionary_entries(dict)
        .into_iter()
        .filter(|(n, _)| *n != id)
        .collect();
    entries.push((id, value));
    ctx.dictionary_attr(entries)
}

/// The number of elements of an elements attribute (MLIR's `ElementsAttr::size`).
fn elements_len(ctx: &Context, a: Attribute) -> Option<i64> {
    Some(AttrView::new(ctx, a).ty()?.shape()?.iter().product())
}

// ----- llvm.br, llvm.cond_br -----

impl interface_methods::BrOpDeclaredMethods for BrOp<'_> {
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
}

impl interface_methods::CondBrOpDeclaredMethods for CondBrOp<'_> {
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
        let attrs = set_attr(
            o.ctx,
            o.body.attrs(o.op),
            "operand_segment_sizes",
            segment_attr(o.ctx, &sizes),
        );
        Some((operands, attrs))
    }
}

// ----- llvm.switch -----

/// The operand groups of `llvm.switch`: the default destination's, each case's, and the
/// case values.
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

/// `^bb` or `^bb(%a, %b : t1, t2)`, its operands unresolved.
fn parse_successor_and_operands(
    p: &mut dyn OpAsmParser<'_>,
) -> Result<(Block, Vec<UnresolvedOperand>, Vec<Type>), Diagnostic> {
    let b = p.parse_successor()?;
    let mut ops = Vec::new();
    let mut tys = Vec::new();
    if p.parse_optional(Punct::LParen) {
        ops = p.parse_operand_list()?;
        tys = p.parse_colon_type_list()?;
        p.parse(Punct::RParen)?;
    }
    Ok((b, ops, tys))
}

/// `%value : type, ^default(...) [ value: ^bb(...), ... ] attr-dict` (MLIR's declarative
/// format with its `SwitchOpCases` directive): the case values are stored in the type of
/// `value`, and print unsigned.
impl HasCustomAssemblyFormat for SwitchOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let value = p.parse_operand()?;
        p.parse(Punct::Colon)?;
        let value_ty: Type = p.parse_type()?;
        p.parse(Punct::Comma)?;
        let (default_dest, default_ops, default_tys) = parse_successor_and_operands(p)?;
        p.parse(Punct::LSquare)?;
        let mut values = Vec::new();
        let mut dests = Vec::new();
        let mut cases: Vec<(Vec<UnresolvedOperand>, Vec<Type>)> = Vec::new();
        if let Some(v) = p.parse_optional_integer()? {
            let mut v = v;
            loop {
                values.push(ctx.normalize_int(v, value_ty));
                p.parse(Punct::Colon)?;
                let (d, ops, tys) = parse_successor_and_operands(p)?;
                dests.push(d);
                cases.push((ops, tys));
                if !p.parse_optional(Punct::Comma) {
                    break;
                }
                v = p.parse_integer()?;
            }
        }
        p.parse(Punct::RSquare)?;
        let attrs_pos = p.pos();
        p.parse_optional_attr_dict()?;
        let value = p.resolve_operand(value, value_ty)?;
        let default_ops = p.resolve_operands(&default_ops, &default_tys, attrs_pos)?;
        let mut case_ops = Vec::new();
        for (ops, tys) in &cases {
            case_ops.push(p.resolve_operands(ops, tys, attrs_pos)?);
        }
        p.add_operands(&[value]);
        p.add_operands(&default_ops);
        for ops in &case_ops {
            p.add_operands(ops);
        }
        p.add_successor(default_dest);
        for d in dests {
            p.add_successor(d);
        }
        if !values.is_empty() {
            let vty = ctx.vector_type(&[values.len() as i64], value_ty);
            p.add_attribute("case_values", ctx.dense_int_elements(vty, &values));
        }
        let case_sizes: Vec<i64> = case_ops.iter().map(|o| o.len() as i64).collect();
        p.add_attribute("case_operand_segments", segment_attr(ctx, &case_sizes));
        let total: i64 = case_sizes.iter().sum();
        p.add_attribute(
            "operand_segment_sizes",
            segment_attr(ctx, &[1, default_ops.len() as i64, total]),
        );
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = SwitchOp(p.op_ref());
        let o = op.0;
        let ctx = o.ctx;
        let value = o.operand(0);
        let value_ty = o.value_type(value);
        let (default, cases, values) = switch_parts(&op);
        let succs: Vec<Block> = o.body.successors(o.op).collect();
        p.write(" ");
        p.print_operand(value);
        p.write(" : ");
        p.print_type(value_ty);
        p.write(", ");
        if let Some(&d) = succs.first() {
            p.print_successor_and_use_list(d, &default);
        }
        p.write(" [");
        p.print_newline();
        if o.attr("case_values").is_some() {
            // MLIR prints each value as `APInt::getLimitedValue`: unsigned (in the
            // width of the attribute's elements), at most 2^64 - 1.
            let width = o
                .attr("case_values")
                .and_then(|a| AttrView::new(ctx, a).ty())
                .and_then(|t| t.element_type().integer_width())
                .or_else(|| TypeView::new(ctx, value_ty).integer_width())
                .unwrap_or(64);
            let unsigned = |v: i128| -> u128 {
                let v = v as u128;
                let v = if width >= 128 {
                    v
                } else {
                    v & ((1u128 << width) - 1)
                };
                v.min(u128::from(u64::MAX))
            };
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    p.write(",");
                    p.print_newline();
                }
                p.write(&format!("  {}: ", unsigned(*v)));
                if let (Some(&d), Some(ops)) = (succs.get(i + 1), cases.get(i)) {
                    p.print_successor_and_use_list(d, ops);
                }
            }
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
    /// MLIR's `SwitchOp::verify`: as many case values as case destinations, and as many
    /// branch weights as successors.
    fn verify(&self) -> Result<(), Diagnostic> {
        let o = &self.0;
        let ctx = o.ctx;
        let n_succs = o.body.successors(o.op).len();
        let n_cases = n_succs.saturating_sub(1);
        let n_values = o.attr("case_values").and_then(|a| elements_len(ctx, a));
        let mismatch = match n_values {
            None => n_cases != 0,
            Some(n) => n != n_cases as i64,
        };
        if mismatch {
            return Err(
                o.op_error("expects number of case values to match number of case destinations")
            );
        }
        if let Some(n) = o.attr("branch_weights").and_then(|a| elements_len(ctx, a)) {
            if n != n_succs as i64 {
                return Err(o.error(format!(
                    "expects number of branch weights to match number of successors: {n} vs {n_succs}"
                )));
            }
        }
        Ok(())
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
        let ctx = o.ctx;
        let mut operands = vec![self.value()];
        operands.extend(default.iter().copied());
        operands.extend(cases.iter().flatten().copied());
        let total: usize = cases.iter().map(Vec::len).sum();
        let case_sizes: Vec<i64> = cases.iter().map(|c| c.len() as i64).collect();
        let attrs = set_attr(
            ctx,
            o.body.attrs(o.op),
            "operand_segment_sizes",
            segment_attr(ctx, &[1, default.len() as i64, total as i64]),
        );
        let attrs = set_attr(
            ctx,
            attrs,
            "case_operand_segments",
            segment_attr(ctx, &case_sizes),
        );
        Some((operands, attrs))
    }
}

// ----- llvm.call -----

/// Whether `a` is `#llvm.fastmath<none>`, the default the custom form leaves out.
fn is_default_fastmath(ctx: &Context, a: Option<Attribute>) -> bool {
    enum_keyword(ctx, a, "fastmath").is_some_and(|k| k == "none")
}

/// `@callee(%args) attr-dict : (types) -> result` or `%fptr(%args) attr-dict : ...`
/// (MLIR's `CallOp::parse`): the trailing type is a builtin function type of 0 or 1
/// result; an indirect callee is a typed pointer to the matching `!llvm.func`.
impl HasCustomAssemblyFormat for CallOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let mut operands = p.parse_operand_list()?;
        let direct = operands.is_empty();
        if direct {
            let callee = p.parse_attribute()?;
            p.add_attribute("callee", callee);
        }
        p.parse(Punct::LParen)?;
        p.parse_operand_list_into(&mut operands)?;
        p.parse(Punct::RParen)?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let ty = p.parse_type()?;
        // MLIR's `emitError`: the message carries the `custom op` prefix.
        let (inputs, results) = p
            .function_type_parts(ty, type_pos)
            .map_err(|_| p.error_at(type_pos, "expected function type"))?;
        if results.len() > 1 {
            return Err(p.error_at(type_pos, "expected function with 0 or 1 result"));
        }
        let name_pos = p.name_pos();
        if direct {
            let args = p.resolve_operands(&operands, &inputs, name_pos)?;
            p.add_operands(&args);
            if let Some(&r) = results.first() {
                if LLVMVoidType::from_type(ctx, r).is_none() {
                    p.add_result_types(&[r]);
                }
            }
        } else {
            let result = match results.first() {
                None => LLVMVoidType::get(ctx).ty,
                Some(&r) => {
                    if !is_compatible(ctx, r) {
                        return Err(p.error_at(type_pos, "expected result to have LLVM type"));
                    }
                    r
                }
            };
            if inputs.iter().any(|&t| !is_compatible(ctx, t)) {
                return Err(p.error_at(type_pos, "expected LLVM types as inputs"));
            }
            let fty = LLVMFunctionType::get(ctx, result, inputs.clone(), false).ty;
            let ptr = LLVMPointerType::get(ctx, Some(fty), 0).ty;
            let callee = p.resolve_operand(operands[0], ptr)?;
            let args = p.resolve_operands(&operands[1..], &inputs, name_pos)?;
            p.add_operands(&[callee]);
            p.add_operands(&args);
            if !results.is_empty() {
                p.add_result_types(&[result]);
            }
        }
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let operands: Vec<Value> = op.operands().collect();
        p.write(" ");
        let args = match op.attr("callee") {
            Some(callee) => {
                p.print_attribute(callee);
                &operands[..]
            }
            None => {
                if let Some(&f) = operands.first() {
                    p.print_operand(f);
                }
                operands.get(1..).unwrap_or(&[])
            }
        };
        p.write("(");
        p.print_operands(args.iter().copied());
        p.write(")");
        if is_default_fastmath(ctx, op.attr("fastmathFlags")) {
            p.print_optional_attr_dict(&["callee", "fastmathFlags"]);
        } else {
            p.print_optional_attr_dict(&["callee"]);
        }
        p.write(" : (");
        p.print_types(args.iter().map(|&v| op.value_type(v)));
        p.write(") -> ");
        let results: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
        p.print_function_result_types(&results);
    }
}

impl interface_methods::CallOpDeclaredMethods for CallOp<'_> {
    fn get_callable_for_callee(&self) -> CallInterfaceCallable {
        match self.callee_attr() {
            Some(callee) => CallInterfaceCallable::Symbol(callee),
            None => CallInterfaceCallable::Value(self.0.operand(0)),
        }
    }

    fn get_arg_operands(&self) -> Vec<Value> {
        let skip = usize::from(self.callee_attr().is_none());
        self.0.operands().skip(skip).collect()
    }
}

/// The name of a flat symbol reference, without `@`.
fn symbol_text(ctx: &Context, reference: Attribute) -> String {
    match ctx.attr_kind_ref(reference) {
        strata_framework::ir::attrs::AttrKind::SymbolRef { root, .. } => {
            ctx.ident_str(*root).to_string()
        }
        _ => String::new(),
    }
}

impl HasSymbolUses for CallOp<'_> {
    /// MLIR's `CallOp::verifySymbolUses`: the callee is an `llvm.func` (or, for an
    /// indirect call, the first operand a pointer to a function type) whose parameters and
    /// result match the call's.
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        if op.results().len() > 1 {
            return Err(op.op_error("must have 0 or 1 result"));
        }
        let operands: Vec<Value> = op.operands().collect();
        let indirect = op.attr("callee").is_none();
        let fn_type = match op.attr("callee") {
            None => {
                let Some(&f) = operands.first() else {
                    return Err(
                        op.op_error("must have either a `callee` attribute or at least an operand")
                    );
                };
                let Some(ptr) = LLVMPointerType::from_type(ctx, op.value_type(f)) else {
                    // MLIR 16 prints the (null) pointer type it failed to get.
                    return Err(
                        op.op_error("indirect call expects a pointer as callee: '<<NULL TYPE>>'")
                    );
                };
                match ptr.element_type() {
                    None => return Ok(()),
                    Some(t) => t,
                }
            }
            Some(callee) => {
                let name = symbol_text(ctx, callee);
                let Some((body, f)) = symbols.lookup(callee) else {
                    return Err(op.op_error(format!(
                        "'{name}' does not reference a symbol in the current scope"
                    )));
                };
                let f = OpRef::new(ctx, body, f);
                if f.name() != "llvm.func" {
                    return Err(
                        op.op_error(format!("'{name}' does not reference a valid LLVM function"))
                    );
                }
                match LLVMFuncOp(f).llvm_function_type() {
                    Some(t) => t.ty,
                    None => return Ok(()),
                }
            }
        };
        let Some(fty) = LLVMFunctionType::from_type(ctx, fn_type) else {
            return Err(op.op_error(format!(
                "callee does not have a functional type: {}",
                quoted(ctx, fn_type)
            )));
        };
        let args = &operands[usize::from(indirect)..];
        let params = fty.param_types();
        if !fty.var_arg() && params.len() != args.len() {
            return Err(op.op_error(format!(
                "incorrect number of operands ({}) for callee (expecting: {})",
                args.len(),
                params.len()
            )));
        }
        if params.len() > args.len() {
            return Err(op.op_error(format!(
                "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
                args.len(),
                params.len()
            )));
        }
        for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
            let at = op.value_type(a);
            if at != t {
                return Err(op.op_error(format!(
                    "operand type mismatch for operand {i}: {} != {}",
                    quoted(ctx, at),
                    quoted(ctx, t)
                )));
            }
        }
        let ret = fty.return_type();
        let void = LLVMVoidType::from_type(ctx, ret).is_some();
        let result = op.results().first().map(|&r| op.value_type(r));
        match result {
            None if !void => Err(op.op_error("expected function call to produce a value")),
            Some(_) if void => {
                Err(op.op_error("calling function with void result must not produce values"))
            }
            Some(r) if r != ret => Err(op.op_error(format!(
                "result type mismatch: {} != {}",
                quoted(ctx, r),
                quoted(ctx, ret)
            ))),
            _ => Ok(()),
        }
    }
}

// ----- llvm.invoke, llvm.landingpad, llvm.resume -----

/// The operand segments of an invoke: callee operands, normal and unwind destination
/// operands.
fn invoke_segments(op: &OpRef<'_>) -> [usize; 3] {
    let sizes = op
        .attr("operand_segment_sizes")
        .and_then(|a| AttrView::new(op.ctx, a).dense_array_values())
        .unwrap_or_default();
    let n = op.operands().len();
    match sizes[..] {
        [a, b, c] => [a as usize, b as usize, c as usize],
        _ => [n, 0, 0],
    }
}

/// `@callee(%args) to ^normal(...) unwind ^unwind(...) attr-dict : (types) -> results`
/// or `%fptr(%args) ...` (MLIR 16's `InvokeOp::parse` and `print`). As MLIR 16's printer,
/// the argument list and its types are all the operands (after an indirect callee),
/// the destinations' operands included.
impl HasCustomAssemblyFormat for InvokeOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let mut operands = p.parse_operand_list()?;
        let direct = operands.is_empty();
        if direct {
            let callee = p.parse_attribute()?;
            p.add_attribute("callee", callee);
        }
        p.parse(Punct::LParen)?;
        p.parse_operand_list_into(&mut operands)?;
        p.parse(Punct::RParen)?;
        p.parse_keyword("to")?;
        let (normal, normal_ops, normal_tys) = parse_successor_and_operands(p)?;
        p.parse_keyword("unwind")?;
        let (unwind, unwind_ops, unwind_tys) = parse_successor_and_operands(p)?;
        let attrs_pos = p.pos();
        let normal_ops = p.resolve_operands(&normal_ops, &normal_tys, attrs_pos)?;
        let unwind_ops = p.resolve_operands(&unwind_ops, &unwind_tys, attrs_pos)?;
        p.parse_optional_attr_dict()?;
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let ty = p.parse_type()?;
        // MLIR's `emitError`: the message carries the `custom op` prefix.
        let (inputs, results) = p
            .function_type_parts(ty, type_pos)
            .map_err(|_| p.error_at(type_pos, "expected function type"))?;
        let name_pos = p.name_pos();
        let n_callee = if direct {
            let args = p.resolve_operands(&operands, &inputs, name_pos)?;
            p.add_operands(&args);
            p.add_result_types(&results);
            args.len()
        } else {
            if results.len() > 1 {
                return Err(p.error_at(type_pos, "expected function with 0 or 1 result"));
            }
            let result = match results.first() {
                None => LLVMVoidType::get(ctx).ty,
                Some(&r) => {
                    if !is_compatible(ctx, r) {
                        return Err(p.error_at(type_pos, "expected result to have LLVM type"));
                    }
                    r
                }
            };
            if inputs.iter().any(|&t| !is_compatible(ctx, t)) {
                return Err(p.error_at(type_pos, "expected LLVM types as inputs"));
            }
            let fty = LLVMFunctionType::get(ctx, result, inputs.clone(), false).ty;
            let ptr = LLVMPointerType::get(ctx, Some(fty), 0).ty;
            let callee = p.resolve_operand(operands[0], ptr)?;
            let args = p.resolve_operands(&operands[1..], &inputs, name_pos)?;
            p.add_operands(&[callee]);
            p.add_operands(&args);
            if !results.is_empty() {
                p.add_result_types(&[result]);
            }
            args.len() + 1
        };
        p.add_operands(&normal_ops);
        p.add_operands(&unwind_ops);
        p.add_successor(normal);
        p.add_successor(unwind);
        p.add_attribute(
            "operand_segment_sizes",
            segment_attr(
                ctx,
                &[
                    n_callee as i64,
                    normal_ops.len() as i64,
                    unwind_ops.len() as i64,
                ],
            ),
        );
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let operands: Vec<Value> = op.operands().collect();
        let [n_callee, n_normal, _] = invoke_segments(&op);
        p.write(" ");
        let args = match op.attr("callee") {
            Some(callee) => {
                p.print_attribute(callee);
                &operands[..]
            }
            None => {
                if let Some(&f) = operands.first() {
                    p.print_operand(f);
                }
                operands.get(1..).unwrap_or(&[])
            }
        };
        p.write("(");
        p.print_operands(args.iter().copied());
        p.write(")");
        let succs: Vec<Block> = op.body.successors(op.op).collect();
        let normal_ops = operands
            .get(n_callee..n_callee + n_normal)
            .unwrap_or(&[])
            .to_vec();
        let unwind_ops = operands.get(n_callee + n_normal..).unwrap_or(&[]).to_vec();
        p.write(" to ");
        p.print_successor_and_use_list(succs[0], &normal_ops);
        p.write(" unwind ");
        p.print_successor_and_use_list(succs[1], &unwind_ops);
        p.print_optional_attr_dict(&["operand_segment_sizes", "callee"]);
        p.write(" : (");
        p.print_types(args.iter().map(|&v| op.value_type(v)));
        p.write(") -> ");
        let results: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
        p.print_function_result_types(&results);
    }
}

impl HasVerifier for InvokeOp<'_> {
    /// At most one result; the unwind destination starts with an `llvm.landingpad`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        if op.results().len() > 1 {
            return Err(op.op_error("must have 0 or 1 result"));
        }
        let Some(unwind) = op.body.successors(op.op).nth(1) else {
            return Ok(());
        };
        match op.body.first_op(unwind) {
            None => Err(op.error("must have at least one operation in unwind destination")),
            Some(first) if OpRef::new(op.ctx, op.body, first).name() != "llvm.landingpad" => {
                Err(op.error(
                    "first operation in unwind destination should be a llvm.landingpad operation",
                ))
            }
            Some(_) => Ok(()),
        }
    }
}

impl interface_methods::InvokeOpDeclaredMethods for InvokeOp<'_> {
    fn get_successor_operands(&self, index: usize) -> Vec<Value> {
        let op = &self.0;
        let [n_callee, n_normal, _] = invoke_segments(op);
        let operands: Vec<Value> = op.operands().collect();
        match index {
            0 => operands
                .get(n_callee..n_callee + n_normal)
                .unwrap_or(&[])
                .to_vec(),
            1 => operands.get(n_callee + n_normal..).unwrap_or(&[]).to_vec(),
            _ => Vec::new(),
        }
    }

    fn get_callable_for_callee(&self) -> CallInterfaceCallable {
        match self.callee_attr() {
            Some(callee) => CallInterfaceCallable::Symbol(callee),
            None => CallInterfaceCallable::Value(self.0.operand(0)),
        }
    }

    fn get_arg_operands(&self) -> Vec<Value> {
        let op = &self.0;
        let [n_callee, _, _] = invoke_segments(op);
        let skip = usize::from(self.callee_attr().is_none());
        op.operands().take(n_callee).skip(skip).collect()
    }
}

/// `cleanup? ((catch|filter) %v : type)* attr-dict : type` (MLIR 16's
/// `LandingpadOp::parse` and `print`): an array-typed clause is a filter.
impl HasCustomAssemblyFormat for LandingpadOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("cleanup") {
            p.add_attribute("cleanup", ctx.unit_attr());
        }
        while p.parse_optional(Punct::LParen) {
            if !p.parse_optional_keyword("catch") {
                p.parse_keyword("filter")?;
            }
            let v = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            let v = p.resolve_operand(v, ty)?;
            p.add_operands(&[v]);
            p.parse(Punct::RParen)?;
        }
        p.parse_optional_attr_dict()?;
        let ty = p.parse_colon_type()?;
        p.add_result_types(&[ty]);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        p.write(if op.attr("cleanup").is_some() {
            " cleanup "
        } else {
            " "
        });
        for v in op.operands() {
            let ty = op.value_type(v);
            let kind = if LLVMArrayType::from_type(ctx, ty).is_some() {
                "filter"
            } else {
                "catch"
            };
            p.write(&format!("({kind} "));
            p.print_operand(v);
            p.write(" : ");
            p.print_type(ty);
            p.write(") ");
        }
        p.print_optional_attr_dict(&["cleanup"]);
        p.write(": ");
        p.print_type(op.value_type(op.results()[0]));
    }
}

/// The op defining `v`, if an op result.
fn defining_op<'a>(op: &OpRef<'a>, v: Value) -> Option<OpRef<'a>> {
    match op.body.value_def(v) {
        strata_framework::ir::body::ValueDef::OpResult(d, _) => {
            Some(OpRef::new(op.ctx, op.body, d))
        }
        _ => None,
    }
}

impl HasVerifier for LandingpadOp<'_> {
    /// MLIR 16's `LandingpadOp::verify`: the function has a personality; there is a
    /// clause or `cleanup`; each catch clause is `llvm.mlir.null`, `llvm.mlir.addressof`
    /// or a bitcast of an `llvm.mlir.addressof`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let mut parent = op.parent();
        while let Some(f) = parent {
            if f.name() == "llvm.func" {
                if f.attr("personality").is_none() {
                    return Err(
                        op.error("llvm.landingpad needs to be in a function with a personality")
                    );
                }
                break;
            }
            parent = f.parent();
        }
        if op.attr("cleanup").is_none() && op.operands().len() == 0 {
            return Err(
                op.error("landingpad instruction expects at least one clause or cleanup attribute")
            );
        }
        for (i, v) in op.operands().enumerate() {
            if LLVMArrayType::from_type(ctx, op.value_type(v)).is_some() {
                continue;
            }
            let def = defining_op(op, v);
            match def.as_ref().map(|d| d.name()) {
                Some("llvm.bitcast") => {
                    let d = def.expect("defined");
                    let arg = defining_op(&d, d.operand(0));
                    if arg.is_some_and(|a| a.name() == "llvm.mlir.addressof") {
                        continue;
                    }
                    return Err(op.error("constant clauses expected").with_note(d.note(
                        "global addresses expected as operand to bitcast used in clauses for landingpad",
                    )));
                }
                Some("llvm.mlir.null" | "llvm.mlir.addressof") => continue,
                _ => {
                    return Err(op.error(format!(
                        "clause #{i} is not a known constant - null, addressof, bitcast"
                    )))
                }
            }
        }
        Ok(())
    }
}

impl HasVerifier for ResumeOp<'_> {
    /// The value is an `llvm.landingpad`'s.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let value = op.operand(0);
        if defining_op(op, value).is_some_and(|d| d.name() == "llvm.landingpad") {
            Ok(())
        } else {
            Err(op.op_error("expects landingpad value as operand"))
        }
    }
}

// ----- llvm.inline_asm -----

/// `has_side_effects? is_align_stack? (asm_dialect = kw)? (operand_attrs = [...])?
/// attr-dict "asm", "constraints" operands : functional-type` (MLIR 16's declarative
/// format, whose empty operand list leaves two spaces before the colon).
impl HasCustomAssemblyFormat for InlineAsmOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        if p.parse_optional_keyword("has_side_effects") {
            p.add_attribute("has_side_effects", ctx.unit_attr());
        }
        if p.parse_optional_keyword("is_align_stack") {
            p.add_attribute("is_align_stack", ctx.unit_attr());
        }
        if p.parse_optional_keyword("asm_dialect") {
            p.parse(Punct::Equal)?;
            let at = p.pos();
            let kw = if p.at_string() {
                p.parse_string()?
            } else {
                p.parse_any_keyword("keyword")?.to_string()
            };
            let Some(d) = AsmDialect::symbolize(&kw) else {
                return Err(p.error_at(at, format!("invalid asm_dialect value '{kw}'")));
            };
            p.add_attribute("asm_dialect", d.to_attr(ctx));
        }
        if p.parse_optional_keyword("operand_attrs") {
            p.parse(Punct::Equal)?;
            let at = p.pos();
            let a = p.parse_attribute()?;
            if AttrView::new(ctx, a).array_elements().is_none() {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            p.add_attribute("operand_attrs", a);
        }
        p.parse_optional_attr_dict()?;
        for name in ["asm_string", "constraints"] {
            let at = p.pos();
            if !p.at_string() {
                p.parse_attribute()?;
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            let s = p.parse_string()?;
            p.add_attribute(name, ctx.string_attr(&s));
            if name == "asm_string" {
                p.parse(Punct::Comma)?;
            }
        }
        let operands = p.parse_operand_list()?;
        p.parse(Punct::Colon)?;
        let type_pos = p.pos();
        let ty = p.parse_type()?;
        let (inputs, results) = p.function_type_parts(ty, type_pos)?;
        let values = p.resolve_operands(&operands, &inputs, type_pos)?;
        p.add_operands(&values);
        p.add_result_types(&results);
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        if op.attr("has_side_effects").is_some() {
            p.write(" has_side_effects");
        }
        if op.attr("is_align_stack").is_some() {
            p.write(" is_align_stack");
        }
        if let Some(d) = op.attr("asm_dialect") {
            p.write(" asm_dialect = ");
            match AsmDialect::from_attr(ctx, d) {
                Some(d) => p.write(d.stringify()),
                None => p.print_attribute(d),
            }
        }
        if let Some(a) = op.attr("operand_attrs") {
            p.write(" operand_attrs = ");
            p.print_attribute(a);
        }
        p.print_optional_attr_dict(&[
            "has_side_effects",
            "is_align_stack",
            "asm_dialect",
            "operand_attrs",
            "asm_string",
            "constraints",
        ]);
        for name in ["asm_string", "constraints"] {
            p.write(" ");
            if let Some(a) = op.attr(name) {
                p.print_attribute(a);
            }
            if name == "asm_string" {
                p.write(",");
            }
        }
        p.write(" ");
        p.print_operands(op.operands());
        p.write(" : (");
        p.print_types(op.operands().map(|v| op.value_type(v)));
        p.write(") -> ");
        let results: Vec<Type> = op.results().iter().map(|&r| op.value_type(r)).collect();
        p.print_function_result_types(&results);
    }
}
