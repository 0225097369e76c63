//! MLIRGen: the Toy AST to a module of the Toy dialect (`toyc-chN -emit=mlir`), as MLIR
//! 16's tutorial generates it chapter by chapter.
//!
//! Every op carries the location of its AST node, `loc("file.toy":line:col)`. A function
//! becomes a `toy.func` whose arguments are `tensor<*xf64>` (chapter 7: or the struct
//! type a parameter names); its result is added when a `return` has a value:
//! `tensor<*xf64>` (chapters 2 to 6), the returned value's type (chapter 7). From chapter
//! 4 every function but `main` is `private`. A literal is a `toy.constant` of a `dense`
//! attribute, a number one of `tensor<f64>`, a declaration with a shape a `toy.reshape`,
//! `+`/`*` are `toy.add`/`toy.mul`, `transpose(x)` is `toy.transpose`, `print(x)`
//! `toy.print`, a call `toy.generic_call` (giving `tensor<*xf64>`; chapter 7: the callee's
//! result type, and only functions defined before the call). Chapter 7 adds structs: a
//! struct definition is a `!toy.struct<...>` type, a struct literal a
//! `toy.struct_constant` (its elements typed `tensor<*xf64>`), `a.b` a
//! `toy.struct_access`. The module is verified at the end.
//!
//! Errors are MLIR's where MLIR reports one ("error: unknown variable 'x'", "invalid
//! binary operator '-'", ...). Where MLIR goes on with a function dropped, prints
//! nothing, or crashes, Strata reports the error at its location and stops (see
//! docs/toy.md, "Bad input"): a call of an unknown function or with the wrong number of
//! arguments, a name declared twice, a declaration whose shape does not hold its
//! initializer's elements, a chapter 7 call of a function that returns no value.

use crate::ast::{self, Expr, ExprKind, Location, Record, StructDef, VarType};
use crate::dialect::AddOp;
use crate::dialect::{
    unranked_f64_tensor, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp,
    StructAccessOp, StructConstantOp, StructType, TransposeOp,
};
use std::collections::HashMap;
use strata_framework::asm::parser::ParsedModule;
use strata_framework::asm::print_attr::AttrPrinter;
use strata_framework::interfaces::prelude::*;
use strata_framework::ir::registry::error_at;

/// Generates chapter `chapter`'s module of `module` in `ctx` (which holds the Toy
/// dialect, [`crate::dialect::new_context`]) and verifies it: the module, or the
/// diagnostics in the order MLIR emits them (for a module that does not verify, the
/// verifier's error then `module verification error`).
pub fn mlir_gen(
    ctx: &Context,
    module: &ast::Module,
    chapter: u8,
) -> Result<ParsedModule, Vec<Diagnostic>> {
    let mut body = Body::new();
    let module_op = body.create_op(OperationState {
        name: ctx.ident("builtin.module"),
        operands: Vec::new(),
        result_types: Vec::new(),
        attrs: ctx.empty_dictionary(),
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
        loc: ctx.unknown_loc(),
    });
    let region = body.regions(module_op)[0];
    let mut inner = body
        .take_nested_body(module_op)
        .expect("a module is isolated from above");
    let block = inner.create_block();
    inner.append_block(region, block);

    let mut gen = Gen {
        ctx,
        chapter,
        errors: Vec::new(),
        arities: HashMap::new(),
        functions: HashMap::new(),
        structs: HashMap::new(),
    };
    if chapter < 7 {
        // Calls may name a function defined further down.
        for r in &module.records {
            if let Record::Function(f) = r {
                gen.arities
                    .entry(f.proto.name.clone())
                    .or_insert(f.proto.params.len());
            }
        }
    }
    for r in &module.records {
        let ok = match r {
            Record::Function(f) => gen.function(&mut inner, block, f),
            Record::Struct(s) => gen.struct_def(s),
        };
        // Chapter 7 stops at the first record that fails; the others go on with the
        // next function.
        if !ok && chapter >= 7 {
            break;
        }
    }
    body.put_nested_body(module_op, inner);
    if !gen.errors.is_empty() {
        return Err(gen.errors);
    }
    let module = ParsedModule {
        body,
        op: module_op,
        file_metadata: None,
        bodies_on_threads: 0,
    };
    match crate::dialect::verify(ctx, &module) {
        Ok(()) => Ok(module),
        Err(d) => Err(vec![d, Diagnostic::error("module verification error")]),
    }
}

/// A variable in scope: its value and its declared type (chapter 7 looks up the struct
/// of a member access by it).
type Var = (Value, VarType);

/// The function being generated: its arena, its entry block, its variables.
struct Func<'b> {
    body: &'b mut Body,
    block: Block,
    vars: HashMap<String, Var>,
}

/// An error was reported; generation of the function stops.
struct Failed;

struct Gen<'a> {
    ctx: &'a Context,
    chapter: u8,
    errors: Vec<Diagnostic>,
    /// Chapters 2-6: the number of parameters of every function of the module.
    arities: HashMap<String, usize>,
    /// Chapter 7: the type of each function generated so far.
    functions: HashMap<String, Type>,
    /// Chapter 7: the structs defined so far, their type and definition.
    structs: HashMap<String, (Type, &'a StructDef)>,
}

impl<'a> Gen<'a> {
    fn loc(&self, l: &Location) -> Attribute {
        self.ctx.file_loc(&l.file, l.line, l.col)
    }

    fn error(&mut self, l: &Location, message: impl Into<String>) -> Failed {
        let loc = self.loc(l);
        self.errors.push(error_at(self.ctx, loc, &message.into()));
        Failed
    }

    fn type_text(&self, t: Type) -> String {
        AttrPrinter {
            ctx: self.ctx,
            aliases: None,
        }
        .type_to_string(t)
    }

    /// `tensor<*xf64>` for no shape, else `tensor<AxBxf64>`.
    fn tensor_type(&self, shape: &[i64]) -> Type {
        if shape.is_empty() {
            return unranked_f64_tensor(self.ctx);
        }
        let f64t = self.ctx.float_type(FloatKind::F64);
        self.ctx.ranked_tensor_type(shape, f64t)
    }

    /// The type of a declaration: its struct (chapter 7) or its shape.
    fn var_type(&mut self, ty: &VarType, l: &Location) -> Result<Type, Failed> {
        if ty.name.is_empty() {
            return Ok(self.tensor_type(&ty.shape));
        }
        match self.structs.get(&ty.name) {
            Some(&(t, _)) => Ok(t),
            None => Err(self.error(l, format!("error: unknown struct type '{}'", ty.name))),
        }
    }

    /// A struct definition (chapter 7): its type, from its fields'.
    fn struct_def(&mut self, s: &'a StructDef) -> bool {
        self.struct_type(s).is_ok()
    }

    fn struct_type(&mut self, s: &'a StructDef) -> Result<(), Failed> {
        if self.structs.contains_key(&s.name) {
            return Err(self.error(
                &s.loc,
                format!("error: struct type with name `{}' already exists", s.name),
            ));
        }
        let mut elements = Vec::new();
        for field in &s.fields {
            let ExprKind::VarDecl { ty, init, .. } = &field.kind else {
                continue;
            };
            // MLIR gives one message for both.
            if init.is_some() || !ty.shape.is_empty() {
                return Err(self.error(
                    &field.loc,
                    "error: variables within a struct definition must not have initializers",
                ));
            }
            elements.push(self.var_type(ty, &field.loc)?);
        }
        let t = StructType::get(self.ctx, elements).ty();
        self.structs.insert(s.name.clone(), (t, s));
        Ok(())
    }

    /// A function, appended to `block` of the module's arena `module`; false when it
    /// failed (its diagnostics are in `errors`).
    fn function(&mut self, module: &mut Body, block: Block, f: &ast::Function) -> bool {
        let ctx = self.ctx;
        let proto = &f.proto;
        let loc = self.loc(&proto.loc);
        let mut inputs = Vec::new();
        for p in &proto.params {
            match self.var_type(&p.ty, &p.loc) {
                Ok(t) => inputs.push(t),
                Err(Failed) => return false,
            }
        }
        let state = FuncOp::build_name_ty_attrs(
            ctx,
            loc,
            &proto.name,
            ctx.function_type(inputs.clone(), Vec::new()),
            None,
        );
        let func_op = module.create_op(state);
        module.append_op(block, func_op);
        let region = module.regions(func_op)[0];
        let body = module
            .nested_body_mut(func_op)
            .expect("a toy.func is isolated from above");
        let entry = body.create_block();
        body.append_block(region, entry);
        let mut func = Func {
            body,
            block: entry,
            vars: HashMap::new(),
        };
        for (p, &t) in proto.params.iter().zip(&inputs) {
            // MLIR gives its entry block's arguments the function's location.
            let arg = func.body.add_block_argument(entry, t);
            func.body.set_arg_loc(arg, loc);
            if self
                .declare(&mut func, &p.name, &p.loc, arg, &p.ty)
                .is_err()
            {
                let _ = module.erase_op(func_op);
                return false;
            }
        }
        if self.block(&mut func, &f.body).is_err() {
            let _ = module.erase_op(func_op);
            return false;
        }
        // The implicit `return` of a body that does not end with one; a returned value
        // gives the function its result.
        let last = func
            .body
            .last_op(entry)
            .filter(|&op| func.body.op_name(op) == ctx.ident(ReturnOp::NAME));
        let mut results = Vec::new();
        match last {
            None => {
                let op = func.body.create_op(ReturnOp::build(ctx, loc, &[]));
                func.body.append_op(entry, op);
            }
            Some(ret) if func.body.num_operands(ret) > 0 => {
                results.push(if self.chapter >= 7 {
                    func.body.value_type(func.body.operand(ret, 0))
                } else {
                    unranked_f64_tensor(ctx)
                });
            }
            Some(_) => {}
        }
        let fty = ctx.function_type(inputs, results);
        let mut attrs = vec![(ctx.ident("function_type"), ctx.type_attr(fty))];
        if self.chapter >= 4 && proto.name != "main" {
            attrs.push((ctx.ident("sym_visibility"), ctx.string_attr("private")));
        }
        set_attrs(ctx, module, func_op, attrs);
        if self.chapter >= 7 {
            self.functions.entry(proto.name.clone()).or_insert(fty);
        }
        true
    }

    /// Declares `name` in the function; a name is declared once.
    fn declare(
        &mut self,
        f: &mut Func<'_>,
        name: &str,
        l: &Location,
        value: Value,
        ty: &VarType,
    ) -> Result<(), Failed> {
        if f.vars.contains_key(name) {
            return Err(self.error(l, format!("variable '{name}' is already declared")));
        }
        f.vars.insert(name.to_string(), (value, ty.clone()));
        Ok(())
    }

    /// Appends the op of `state` to the function's block; its first result.
    fn push(&self, f: &mut Func<'_>, state: OperationState) -> Option<Value> {
        let op = f.body.create_op(state);
        f.body.append_op(f.block, op);
        f.body.results(op).first().copied()
    }

    /// The statements of a body, up to the first `return`.
    fn block(&mut self, f: &mut Func<'_>, stmts: &[Expr]) -> Result<(), Failed> {
        for s in stmts {
            match &s.kind {
                ExprKind::VarDecl { name, ty, init } => {
                    self.var_decl(f, s, name, ty, init.as_deref())?;
                }
                ExprKind::Return(value) => return self.ret(f, s, value.as_deref()),
                ExprKind::Print(arg) => {
                    // MLIR ends the body without failing the function when the
                    // argument of `print` fails.
                    let Ok(v) = self.expr(f, arg) else {
                        return Ok(());
                    };
                    let state = PrintOp::build(self.ctx, self.loc(&s.loc), v);
                    self.push(f, state);
                }
                _ => {
                    self.expr(f, s)?;
                }
            }
        }
        Ok(())
    }

    fn ret(&mut self, f: &mut Func<'_>, s: &Expr, value: Option<&Expr>) -> Result<(), Failed> {
        let operands = match value {
            Some(e) => vec![self.expr(f, e)?],
            None => Vec::new(),
        };
        let state = ReturnOp::build(self.ctx, self.loc(&s.loc), &operands);
        self.push(f, state);
        Ok(())
    }

    fn var_decl(
        &mut self,
        f: &mut Func<'_>,
        s: &Expr,
        name: &str,
        ty: &VarType,
        init: Option<&Expr>,
    ) -> Result<(), Failed> {
        let Some(init) = init else {
            return Err(self.error(&s.loc, "missing initializer in variable declaration"));
        };
        let mut value = self.expr(f, init)?;
        let value_type = f.body.value_type(value);
        if !ty.name.is_empty() {
            // A struct variable: the initializer is of the struct's type.
            let t = self.var_type(ty, &s.loc)?;
            if t != value_type {
                let message = format!(
                    "struct type of initializer is different than the variable declaration. \
                     Got {}, but expected {}",
                    self.type_text(value_type),
                    self.type_text(t)
                );
                return Err(self.error(&s.loc, message));
            }
        } else if !ty.shape.is_empty() {
            let t = self.tensor_type(&ty.shape);
            self.check_reshape(s, value_type, t, &ty.shape)?;
            let state = ReshapeOp::build(self.ctx, self.loc(&s.loc), value, t);
            value = self.push(f, state).expect("a reshape has a result");
        }
        self.declare(f, name, &s.loc, value, ty)
    }

    /// A declaration's shape holds as many elements as a static initializer (or the
    /// initializer is a scalar): MLIR does not check it, and its `-opt` fails on it.
    fn check_reshape(
        &mut self,
        s: &Expr,
        from: Type,
        to: Type,
        shape: &[i64],
    ) -> Result<(), Failed> {
        let view = TypeView::new(self.ctx, from);
        if !view.is_ranked_tensor() {
            return Ok(());
        }
        let from_shape = view.shape().unwrap_or_default();
        if from_shape.is_empty() || from_shape.iter().any(|&d| d < 0) {
            return Ok(());
        }
        let count = |dims: &[i64]| {
            dims.iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
        };
        let (have, want) = (count(from_shape), count(shape));
        if have == want {
            return Ok(());
        }
        let n = |c: Option<u64>| match c {
            Some(1) => "1 element".to_string(),
            Some(c) => format!("{c} elements"),
            None => "too many elements".to_string(),
        };
        let message = format!(
            "cannot reshape {} ({}) to {} ({})",
            self.type_text(from),
            n(have),
            self.type_text(to),
            n(want)
        );
        Err(self.error(&s.loc, message))
    }

    /// An expression's value.
    fn expr(&mut self, f: &mut Func<'_>, e: &Expr) -> Result<Value, Failed> {
        let ctx = self.ctx;
        let loc = self.loc(&e.loc);
        match &e.kind {
            ExprKind::BinOp { op, lhs, rhs } => self.binop(f, e, *op, lhs, rhs),
            ExprKind::Variable(name) => match f.vars.get(name) {
                Some((v, _)) => Ok(*v),
                None => Err(self.error(&e.loc, format!("error: unknown variable '{name}'"))),
            },
            ExprKind::Literal { dims, .. } => {
                let t = self.tensor_type(dims);
                let mut data = Vec::new();
                collect_data(e, &mut data);
                let attr = ctx
                    .dense_float_elements(t, &data)
                    .expect("a literal has as many numbers as its shape");
                Ok(self
                    .push(f, ConstantOp::build(ctx, loc, t, attr))
                    .expect("a constant has a result"))
            }
            ExprKind::StructLiteral(_) if self.chapter >= 7 => {
                let (attr, t) = self.struct_constant(e);
                Ok(self
                    .push(f, StructConstantOp::build(ctx, loc, t, attr))
                    .expect("a constant has a result"))
            }
            ExprKind::Number(v) => Ok(self
                .push(f, ConstantOp::build_scalar(ctx, loc, *v))
                .expect("a constant has a result")),
            ExprKind::Call { callee, args } => self.call(f, e, callee, args),
            _ => {
                let kind = self.kind_number(e);
                Err(self.error(
                    &e.loc,
                    format!("MLIR codegen encountered an unhandled expr kind '{kind}'"),
                ))
            }
        }
    }

    /// The number of an expression's kind in MLIR's AST (`ExprASTKind`), which its error
    /// shows; chapter 7 has struct literals after literals.
    fn kind_number(&self, e: &Expr) -> u32 {
        let s = u32::from(self.chapter >= 7);
        match e.kind {
            ExprKind::VarDecl { .. } => 0,
            ExprKind::Return(_) => 1,
            ExprKind::Number(_) => 2,
            ExprKind::Literal { .. } => 3,
            ExprKind::StructLiteral(_) => 4,
            ExprKind::Variable(_) => 4 + s,
            ExprKind::BinOp { .. } => 5 + s,
            ExprKind::Call { .. } => 6 + s,
            ExprKind::Print(_) => 7 + s,
        }
    }

    /// The value of a struct literal (an array of `dense` attributes and nested arrays)
    /// and its type: its tensor elements are `tensor<*xf64>`.
    fn struct_constant(&self, e: &Expr) -> (Attribute, Type) {
        let ctx = self.ctx;
        let ExprKind::StructLiteral(values) = &e.kind else {
            unreachable!("a struct literal")
        };
        let mut attrs = Vec::new();
        let mut types = Vec::new();
        for v in values {
            match &v.kind {
                ExprKind::StructLiteral(_) => {
                    let (a, t) = self.struct_constant(v);
                    attrs.push(a);
                    types.push(t);
                }
                ExprKind::Literal { dims, .. } => {
                    let mut data = Vec::new();
                    collect_data(v, &mut data);
                    let t = self.tensor_type(dims);
                    attrs.push(
                        ctx.dense_float_elements(t, &data)
                            .expect("a literal has as many numbers as its shape"),
                    );
                    types.push(unranked_f64_tensor(ctx));
                }
                ExprKind::Number(n) => {
                    let t = ctx.ranked_tensor_type(&[], ctx.float_type(FloatKind::F64));
                    attrs.push(
                        ctx.dense_float_elements(t, &[*n])
                            .expect("a scalar of tensor<f64>"),
                    );
                    types.push(unranked_f64_tensor(ctx));
                }
                _ => {}
            }
        }
        (ctx.array_attr(attrs), StructType::get(ctx, types).ty())
    }

    fn binop(
        &mut self,
        f: &mut Func<'_>,
        e: &Expr,
        op: char,
        lhs: &Expr,
        rhs: &Expr,
    ) -> Result<Value, Failed> {
        let ctx = self.ctx;
        let lhs_value = self.expr(f, lhs)?;
        let loc = self.loc(&e.loc);
        if op == '.' && self.chapter >= 7 {
            let Some(index) = self.member_index(f, lhs, rhs) else {
                return Err(self.error(&e.loc, "invalid access into struct expression"));
            };
            let struct_type = f.body.value_type(lhs_value);
            let state = StructAccessOp::build_input_struct_type_index(
                ctx,
                loc,
                lhs_value,
                struct_type,
                index,
            );
            return Ok(self.push(f, state).expect("an access has a result"));
        }
        let rhs_value = self.expr(f, rhs)?;
        let state = match op {
            '+' => AddOp::build_lhs_rhs(ctx, loc, lhs_value, rhs_value),
            '*' => MulOp::build_lhs_rhs(ctx, loc, lhs_value, rhs_value),
            _ => return Err(self.error(&e.loc, format!("invalid binary operator '{op}'"))),
        };
        Ok(self.push(f, state).expect("a binary op has a result"))
    }

    /// The struct an expression is of, when its declaration says (a variable, or a
    /// member access of one).
    fn struct_for(&self, f: &Func<'_>, e: &Expr) -> Option<&'a StructDef> {
        let name = match &e.kind {
            ExprKind::Variable(v) => f.vars.get(v)?.1.name.clone(),
            ExprKind::BinOp { op: '.', lhs, rhs } => {
                let ExprKind::Variable(member) = &rhs.kind else {
                    return None;
                };
                let parent = self.struct_for(f, lhs)?;
                parent.fields.iter().find_map(|field| match &field.kind {
                    ExprKind::VarDecl { name, ty, .. } if name == member => Some(ty.name.clone()),
                    _ => None,
                })?
            }
            _ => return None,
        };
        if name.is_empty() {
            return None;
        }
        self.structs.get(&name).map(|&(_, s)| s)
    }

    /// The index of the member `rhs` of `lhs`'s struct.
    fn member_index(&self, f: &Func<'_>, lhs: &Expr, rhs: &Expr) -> Option<usize> {
        let s = self.struct_for(f, lhs)?;
        let ExprKind::Variable(member) = &rhs.kind else {
            return None;
        };
        s.fields.iter().position(
            |field| matches!(&field.kind, ExprKind::VarDecl { name, .. } if name == member),
        )
    }

    fn call(
        &mut self,
        f: &mut Func<'_>,
        e: &Expr,
        callee: &str,
        args: &[Expr],
    ) -> Result<Value, Failed> {
        let ctx = self.ctx;
        let loc = self.loc(&e.loc);
        let mut operands = Vec::new();
        for a in args {
            operands.push(self.expr(f, a)?);
        }
        if callee == "transpose" {
            if operands.len() != 1 {
                return Err(self.error(
                    &e.loc,
                    "MLIR codegen encountered an error: toy.transpose does not accept multiple \
                     arguments",
                ));
            }
            let state = TransposeOp::build_input(ctx, loc, operands[0]);
            return Ok(self.push(f, state).expect("a transpose has a result"));
        }
        let (arity, result) = if self.chapter >= 7 {
            match self.functions.get(callee) {
                Some(&t) => {
                    let view = TypeView::new(ctx, t);
                    (
                        view.function_inputs().len(),
                        view.function_results().first().copied(),
                    )
                }
                None => (usize::MAX, None),
            }
        } else {
            match self.arities.get(callee) {
                Some(&n) => (n, Some(unranked_f64_tensor(ctx))),
                None => (usize::MAX, None),
            }
        };
        if arity == usize::MAX {
            return Err(self.error(&e.loc, format!("no defined function found for '{callee}'")));
        }
        if arity != operands.len() {
            return Err(self.error(
                &e.loc,
                format!(
                    "incorrect number of operands for callee '{callee}': expected {arity}, got {}",
                    operands.len()
                ),
            ));
        }
        let Some(result) = result else {
            return Err(self.error(&e.loc, format!("function '{callee}' returns no value")));
        };
        let state = GenericCallOp::build(ctx, loc, &operands, result, flat_symbol_ref(ctx, callee));
        Ok(self.push(f, state).expect("a call has a result"))
    }
}

/// The numbers of a literal, flattened in row-major order.
fn collect_data(e: &Expr, data: &mut Vec<f64>) {
    match &e.kind {
        ExprKind::Literal { values, .. } => {
            for v in values {
                collect_data(v, data);
            }
        }
        ExprKind::Number(n) => data.push(*n),
        _ => {}
    }
}

/// Sets (or replaces) attributes of `op`.
fn set_attrs(ctx: &Context, body: &mut Body, op: Op, new: Vec<(Identifier, Attribute)>) {
    let mut entries = ctx.dictionary_entries(body.attrs(op));
    for (name, value) in new {
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = value,
            None => entries.push((name, value)),
        }
    }
    body.set_attrs(op, ctx.dictionary_attr(entries));
}
