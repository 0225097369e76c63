//! The `func` dialect (`spec/dialects/func.td`): the generated ops plus what the spec asks
//! to be hand-written: the custom form of `func.func` (its signature binds the entry block
//! arguments; [`parse_function_op`] and [`print_function_op`], which other function ops,
//! such as `toy.func`, use too) and the verifier of `func.return`. `func.func` is checked
//! by the verifiers of its interfaces (`FunctionOpInterface`, `SymbolOpInterface`).

include!(concat!(env!("OUT_DIR"), "/func_ops.rs"));

use strata_framework::ir::body::{Block, Body, IrMapping, Op, OperationState, Rewriter};
use strata_framework::ir::op_asm::{Argument, OpAsmParser, OpAsmPrinter, Punct};
use strata_framework::ir::registry::OpRef;
use strata_framework::ir::symbol::SymbolScope;
use strata_framework::ods::{
    CallInterfaceCallable, HasAsmResultNames, HasCustomAssemblyFormat, HasSymbolUses, HasVerifier,
    TypeView,
};
use strata_framework::support::diag::Diagnostic;
use strata_framework::transforms::inliner::{DialectInlinerInterface, RegionRef};
use strata_framework::{Attribute, Context, Region, Type, Value};

/// MLIR's `FuncOp::build`: the symbol, its type, extra attributes, and the argument
/// attributes when any is a non-empty dictionary. The body region is left empty.
impl FuncOpBuilders for FuncOp<'_> {
    fn build_name_ty_attrs_arg_attrs(
        ctx: &Context,
        loc: Attribute,
        name: &str,
        ty: Type,
        attrs: &[(&str, Attribute)],
        arg_attrs: &[Attribute],
    ) -> OperationState {
        let mut state = OperationState::for_spec(&FUNC_FUNC, ctx, loc);
        state.add_attribute(ctx, "sym_name", ctx.string_attr(name));
        state.add_attribute(ctx, "function_type", ctx.type_attr(ty));
        for &(n, a) in attrs {
            state.add_attribute(ctx, n, a);
        }
        let non_empty = |&a: &Attribute| !ctx.dictionary_entries(a).is_empty();
        if arg_attrs.iter().any(non_empty) {
            state.add_attribute(ctx, "arg_attrs", ctx.array_attr(arg_attrs.to_vec()));
        }
        state
    }
}

// `CallOpInterface`: what a call calls and the operands it passes.

impl interface_methods::CallOpDeclaredMethods for CallOp<'_> {
    fn get_callable_for_callee(&self) -> CallInterfaceCallable {
        let callee = self
            .callee_attr()
            .expect("'func.call' has 'callee' once verified");
        CallInterfaceCallable::Symbol(callee)
    }

    fn get_arg_operands(&self) -> Vec<Value> {
        self.operands().collect()
    }
}

impl interface_methods::CallIndirectOpDeclaredMethods for CallIndirectOp<'_> {
    fn get_callable_for_callee(&self) -> CallInterfaceCallable {
        CallInterfaceCallable::Value(self.callee())
    }

    fn get_arg_operands(&self) -> Vec<Value> {
        self.callee_operands().collect()
    }
}

/// `SymbolOpInterface::isDeclaration`, which `func.func` declares, and
/// `CallableOpInterface`: a function without a body declares its symbol, and has no
/// callable region.
impl interface_methods::FuncOpDeclaredMethods for FuncOp<'_> {
    fn is_declaration(&self) -> bool {
        let op = &self.0;
        op.regions()
            .first()
            .is_none_or(|&r| op.region_body().entry_block(r).is_none())
    }

    /// The body, unless the function is external (a declaration).
    fn get_callable_region(&self) -> Option<Region> {
        if SymbolOpInterface::is_declaration(self) {
            None
        } else {
            Some(self.body())
        }
    }

    /// The results of the function type.
    fn get_callable_results(&self) -> Vec<Type> {
        TypeView::new(self.0.ctx, self.function_type()).function_results()
    }
}

/// `[private|public|nested] @name(args) [-> results] [attributes {...}] [{ body }]`: the
/// form of every function op ([`parse_function_op`]).
impl HasCustomAssemblyFormat for FuncOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        parse_function_op(p)
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        print_function_op(p)
    }
}

// ----- the textual form of function ops (MLIR's `function_interface_impl`) -----

/// The attributes the signature of a function op prints (left out of its attribute dict).
const SIGNATURE_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// Parses the custom form of a function op (MLIR's `parseFunctionOp`, without variadic
/// arguments): `[private|public|nested] @name(args) [-> results] [attributes {...}]
/// [{ body }]`. The arguments are all named (`%a: i32`), when there is a body, or all
/// types; the body region is left empty for a declaration.
pub fn parse_function_op(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let mut visibility = false;
    if let Some(kw) = p.peek_keyword() {
        if matches!(kw, "private" | "public" | "nested") {
            p.parse_optional_any_keyword();
            p.add_attribute("sym_visibility", ctx.string_attr(kw));
            visibility = true;
        }
    }
    let name = p.parse_symbol_name()?;
    p.add_attribute("sym_name", name);

    // Arguments: all named (`%a: i32`) when there is a body, or all types.
    p.parse(Punct::LParen)?;
    let mut args: Vec<Argument> = Vec::new();
    let mut inputs: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Option<Attribute>> = Vec::new();
    let mut named: Option<bool> = None;
    if !p.parse_optional(Punct::RParen) {
        loop {
            if p.peek_operand() {
                if named == Some(false) {
                    return Err(p.error_at(p.pos(), "expected type instead of SSA identifier"));
                }
                named = Some(true);
                let a = p.parse_argument(true)?;
                inputs.push(a.ty);
                args.push(a);
            } else {
                if named == Some(true) {
                    return Err(p.error_at(p.pos(), "expected SSA identifier"));
                }
                named = Some(false);
                inputs.push(p.parse_type()?);
            }
            arg_attrs.push(p.parse_optional_dictionary()?);
            // A named argument's location may follow its attributes.
            if named == Some(true) {
                if let Some(loc) = p.parse_optional_location()? {
                    if let Some(a) = args.last_mut() {
                        a.loc = Some(loc);
                    }
                }
            }
            if !p.parse_optional(Punct::Comma) {
                break;
            }
        }
        p.parse(Punct::RParen)?;
    }

    // Results: `-> type` or `-> (type {attrs}, ...)`.
    let mut results: Vec<Type> = Vec::new();
    let mut res_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.parse_optional(Punct::Arrow) {
        if p.parse_optional(Punct::LParen) {
            if !p.parse_optional(Punct::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    res_attrs.push(p.parse_optional_dictionary()?);
                    if !p.parse_optional(Punct::Comma) {
                        break;
                    }
                }
                p.parse(Punct::RParen)?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(None);
        }
    }
    let fty = ctx.function_type(inputs, results);
    p.add_attribute("function_type", ctx.type_attr(fty));
    // The attributes the syntax gives may not be written in the dictionary too.
    let dict_pos = p.pos();
    p.parse_optional_attr_dict_with_keyword()?;
    for (inferred, own) in [
        ("sym_visibility", usize::from(visibility)),
        ("sym_name", 1),
        ("function_type", 1),
    ] {
        if p.attribute_count(inferred) > own {
            return Err(p.error_at(
                dict_pos,
                format!("'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    for (name, attrs) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if attrs
            .iter()
            .any(|a| a.is_some_and(|d| d != ctx.empty_dictionary()))
        {
            let list = attrs
                .into_iter()
                .map(|a| a.unwrap_or_else(|| ctx.empty_dictionary()))
                .collect();
            p.add_attribute(name, ctx.array_attr(list));
        }
    }

    // The body, if any.
    let pos = p.pos();
    match p.parse_optional_region(&args)? {
        Some(r) => {
            if p.region_is_empty(r) {
                return Err(p.error_at(pos, "expected non-empty function body"));
            }
        }
        // A declaration may name its arguments too; the names are dropped.
        None => {
            p.add_empty_region();
        }
    }
    Ok(())
}

/// Prints a function op in the form [`parse_function_op`] reads (MLIR's `printFunctionOp`).
pub fn print_function_op(p: &mut dyn OpAsmPrinter<'_>) {
    let op = p.op_ref();
    let ctx = op.ctx;
    p.write(" ");
    if let Some(v) = op.attr("sym_visibility").and_then(|a| ctx.string_value(a)) {
        p.write(&v);
        p.write(" ");
    }
    let name = op
        .attr("sym_name")
        .and_then(|a| ctx.string_value(a))
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let fty = op
        .attr("function_type")
        .and_then(|a| strata_framework::ods::AttrView::new(ctx, a).type_value())
        .map(|t| t.ty);
    let (inputs, results) = match fty {
        Some(t) => {
            let v = TypeView::new(ctx, t);
            (v.function_inputs(), v.function_results())
        }
        None => (Vec::new(), Vec::new()),
    };
    let attrs_of = |name: &str, i: usize| -> Option<Attribute> {
        let list = op.attr(name)?;
        let d = strata_framework::ods::AttrView::new(ctx, list)
            .array_elements()?
            .get(i)?
            .attr;
        (!ctx.dictionary_entries(d).is_empty()).then_some(d)
    };
    let region = op.regions().first().copied();
    let body = op.region_body();
    let entry = region.and_then(|r| body.entry_block(r));
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match entry.and_then(|b| body.block_args(b).get(i).copied()) {
            Some(v) => {
                p.print_region_value(v);
                p.write(": ");
                p.print_type(body.value_type(v));
            }
            None => p.print_type(t),
        }
        if let Some(d) = attrs_of("arg_attrs", i) {
            p.write(" ");
            p.print_attribute(d);
        }
        if let Some(v) = entry.and_then(|b| body.block_args(b).get(i).copied()) {
            p.print_region_arg_loc(v);
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let any_attrs = (0..results.len()).any(|i| attrs_of("res_attrs", i).is_some());
        let bare =
            results.len() == 1 && !any_attrs && !TypeView::new(ctx, results[0]).is_function();
        if bare {
            p.print_type(results[0]);
        } else {
            p.write("(");
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(t);
                if let Some(d) = attrs_of("res_attrs", i) {
                    p.write(" ");
                    p.print_attribute(d);
                }
            }
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(SIGNATURE_ATTRS);
    if let (Some(r), Some(_)) = (region, entry) {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}

fn type_text(ctx: &strata_framework::Context, t: Type) -> String {
    strata_framework::asm::print_attr::AttrPrinter { ctx, aliases: None }.type_to_string(t)
}

impl HasAsmResultNames for ConstantOp<'_> {
    /// `%f`, as MLIR names a function constant.
    fn asm_result_names(&self) -> Vec<(usize, String)> {
        vec![(0, "f".to_string())]
    }
}

impl strata_framework::ods::HasFolder for ConstantOp<'_> {
    /// A function constant folds to its symbol.
    fn fold(&self, _: &[Option<Attribute>]) -> strata_framework::ir::fold::Folded {
        strata_framework::ir::fold::Folded::attr_or_no(self.value_attr())
    }
}

/// `func`'s constant materializer (MLIR's `FuncDialect::materializeConstant`): a
/// `func.constant` for a flat symbol reference of a function type.
struct FuncConstants;

impl strata_framework::ir::fold::ConstantMaterializer for FuncConstants {
    fn materialize_constant(
        &self,
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        use strata_framework::ir::attrs::AttrKind;
        use strata_framework::ir::types::TypeKind;
        let flat = matches!(ctx.attr_kind_ref(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
        let function = matches!(ctx.type_kind_ref(ty), TypeKind::Function { .. });
        (flat && function).then(|| ConstantOp::build(ctx, loc, ty, value))
    }
}

impl HasVerifier for ReturnOp<'_> {
    /// The operands match the enclosing function's results.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(func) = op.parent() else {
            return Ok(());
        };
        let Some(fty) = strata_framework::interfaces::function::function_type(&func) else {
            return Ok(());
        };
        let name = func
            .attr("sym_name")
            .and_then(|a| ctx.string_value(a))
            .unwrap_or_default();
        let results = TypeView::new(ctx, fty).function_results();
        let operands: Vec<_> = op.operands().collect();
        if operands.len() != results.len() {
            return Err(op.op_error(format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                operands.len(),
                results.len()
            )));
        }
        for (i, (&v, &t)) in operands.iter().zip(&results).enumerate() {
            let vt = op.value_type(v);
            if vt != t {
                // MLIR's `emitError`: no `'func.return' op` prefix.
                return Err(op.error(format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_text(ctx, vt),
                    type_text(ctx, t)
                )));
            }
        }
        Ok(())
    }
}

/// `'a', 'b'`: types as MLIR streams a type range into a diagnostic.
fn type_list_text(ctx: &strata_framework::Context, tys: &[Type]) -> String {
    tys.iter()
        .map(|&t| format!("'{}'", type_text(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `func.func` a symbol reference names, seen from `symbols`, with its function type.
fn referenced_function(
    op: &strata_framework::ir::registry::OpRef<'_>,
    symbols: &SymbolScope<'_>,
    reference: Attribute,
) -> Option<Type> {
    let (body, f) = symbols.lookup(reference)?;
    let f = strata_framework::ir::registry::OpRef::new(op.ctx, body, f);
    if f.name() != "func.func" {
        return None;
    }
    strata_framework::interfaces::function::function_type(&f)
}

/// The symbol name of a flat symbol reference, without `@`.
fn symbol_text(ctx: &strata_framework::Context, reference: Attribute) -> String {
    match ctx.attr_kind_ref(reference) {
        strata_framework::ir::attrs::AttrKind::SymbolRef { root, .. } => {
            ctx.ident_str(*root).to_string()
        }
        _ => String::new(),
    }
}

/// `func.call`: the callee is a `func.func` whose type matches the call's operands and
/// results.
impl HasSymbolUses for CallOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(callee) = op.attr("callee") else {
            return Err(op.op_error("requires a 'callee' symbol reference attribute"));
        };
        let Some(fty) = referenced_function(op, symbols, callee) else {
            return Err(op.op_error(format!(
                "'{}' does not reference a valid function",
                symbol_text(ctx, callee)
            )));
        };
        let view = TypeView::new(ctx, fty);
        let (inputs, results) = (view.function_inputs(), view.function_results());
        let operands: Vec<Type> = op.operands().map(|v| op.value_type(v)).collect();
        if inputs.len() != operands.len() {
            return Err(op.op_error("incorrect number of operands for callee"));
        }
        for (i, (&want, &got)) in inputs.iter().zip(&operands).enumerate() {
            if want != got {
                return Err(op.op_error(format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_text(ctx, want),
                    type_text(ctx, got)
                )));
            }
        }
        let got: Vec<Type> = op.results().iter().map(|&v| op.value_type(v)).collect();
        if results.len() != got.len() {
            return Err(op.op_error("incorrect number of results for callee"));
        }
        if let Some(i) = (0..got.len()).find(|&i| got[i] != results[i]) {
            let mut d = op.op_error(format!("result type mismatch at index {i}"));
            for message in [
                format!("      op result types: {}", type_list_text(ctx, &got)),
                format!("function result types: {}", type_list_text(ctx, &results)),
            ] {
                d.notes.push(op.note(message));
            }
            return Err(d);
        }
        Ok(())
    }
}

/// `func.constant`: the symbol names a `func.func` of the constant's type.
impl HasSymbolUses for ConstantOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(value) = op.attr("value") else {
            return Ok(());
        };
        let Some(fty) = referenced_function(op, symbols, value) else {
            return Err(op.op_error(format!(
                "reference to undefined function '{}'",
                symbol_text(ctx, value)
            )));
        };
        if op.results().first().map(|&r| op.value_type(r)) != Some(fty) {
            return Err(op.op_error("reference to function with mismatched type"));
        }
        Ok(())
    }
}

/// `func`'s inliner interface (MLIR's `FuncInlinerInterface`): calls, regions and ops of
/// the dialect are always legal to inline; `func.return` becomes a `cf.br` to the block
/// after the call when several blocks were inlined, and otherwise gives the call's results.
struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(&self, _: &OpRef<'_>, _: &OpRef<'_>, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &RegionRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &OpRef<'_>,
        _: &RegionRef<'_>,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
    fn handle_terminator_branch(&self, ctx: &Context, body: &mut Body, op: Op, dest: Block) {
        if ctx.ident_ref(body.op_name(op)) != ReturnOp::NAME {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let mut state = super::cf::BranchOp::build(ctx, body.loc(op), &operands);
        state.successors = vec![dest];
        let mut rw = Rewriter::new(body);
        rw.set_insertion_point_before(op);
        rw.create(state);
        rw.erase_op(op).expect("a terminator has no results");
    }
    fn handle_terminator_values(&self, ctx: &Context, body: &mut Body, op: Op, values: &[Value]) {
        if ctx.ident_ref(body.op_name(op)) != ReturnOp::NAME {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let mut rw = Rewriter::new(body);
        for (&v, &r) in values.iter().zip(&operands) {
            rw.replace_all_uses_with(v, r);
        }
    }
}

impl strata_framework::rewrite::HasCanonicalizeMethod for CallIndirectOp<'_> {
    /// An indirect call of a constant function becomes a direct call (MLIR 16's
    /// `CallIndirectOp::canonicalize`).
    fn canonicalize(
        op: Op,
        rw: &mut strata_framework::rewrite::PatternRewriter<'_>,
    ) -> strata_framework::rewrite::RewriteResult {
        let ctx = rw.ctx();
        let (callee, operands, results, loc) = {
            let c = CallIndirectOp::cast(rw.op_ref(op))
                .ok_or(strata_framework::rewrite::MatchFailure)?;
            let body = rw.body();
            let results: Vec<Type> = body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect();
            (
                c.callee(),
                c.callee_operands().collect::<Vec<_>>(),
                results,
                body.loc(op),
            )
        };
        let Some(symbol) = strata_framework::ir::fold::constant_value(ctx, rw.body(), callee)
        else {
            return Err(strata_framework::rewrite::MatchFailure);
        };
        rw.replace_op_with_new_op(op, CallOp::build(ctx, loc, &operands, &results, symbol));
        Ok(())
    }
}

/// Registers the dialect's dialect interfaces (its inliner interface). A second call for
/// the same context keeps the first registration.
pub fn register_interfaces(ctx: &Context) {
    let _ = ctx.add_dialect_interface::<dyn DialectInlinerInterface>("func", Box::new(FuncInliner));
    let _ = ctx.add_dialect_interface::<dyn strata_framework::ir::fold::ConstantMaterializer>(
        "func",
        Box::new(FuncConstants),
    );
}
