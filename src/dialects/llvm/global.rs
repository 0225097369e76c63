//! `llvm.mlir.global` and `llvm.mlir.addressof` (`spec/dialects/llvm/GlobalOps.td`): the
//! custom form of the global (MLIR 16's `GlobalOp::parse` and `print`), its verifiers,
//! and the symbol checks of `llvm.mlir.addressof`, in MLIR's wording.

use super::*;
use strata_framework::ir::registry::{OpRef, OpTraits};
use strata_framework::ir::symbol::SymbolScope;
use strata_framework::ods::{HasSymbolUses, TypeView};

/// The `unnamed_addr` keywords, by value (0 has none).
const UNNAMED_ADDRS: &[(&str, i128)] = &[("local_unnamed_addr", 1), ("unnamed_addr", 2)];

/// The attributes the custom form of `llvm.mlir.global` writes outside its dictionary.
const GLOBAL_ELIDED: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
];

impl<'a> GlobalOp<'a> {
    /// The global's type.
    fn global_ty(&self) -> Option<Type> {
        let op = &self.0;
        Some(
            AttrView::new(op.ctx, op.attr("global_type")?)
                .type_value()?
                .ty,
        )
    }

    /// The entry block of the initializer, if any.
    fn initializer_block(&self) -> Option<strata_framework::Block> {
        let op = &self.0;
        op.regions()
            .first()
            .and_then(|&r| op.region_body().entry_block(r))
    }
}

/// `linkage? thread_local? unnamed_addr? constant? @name ( value? ) attr-dict
/// (: type)? region?`; the type may be left out only for a string value, an `i8` array
/// of its length. The printer writes `unnamed_addr` before `thread_local`, as MLIR 16's.
impl HasCustomAssemblyFormat for GlobalOp<'_> {
    fn parse(p: &mut dyn OpAsmParser<'_>) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let linkage = parse_optional_enum_keyword(p, &LINKAGE, "external");
        p.add_attribute(
            "linkage",
            ctx.dialect_attr_text(&format!("llvm.linkage<{linkage}>")),
        );
        if p.parse_optional_keyword("thread_local") {
            p.add_attribute("thread_local_", ctx.unit_attr());
        }
        let mut unnamed = 0;
        for &(kw, v) in UNNAMED_ADDRS {
            if p.parse_optional_keyword(kw) {
                unnamed = v;
                break;
            }
        }
        let i64_ty = ctx.int_type(64);
        p.add_attribute("unnamed_addr", ctx.integer_attr(unnamed, i64_ty));
        if p.parse_optional_keyword("constant") {
            p.add_attribute("constant", ctx.unit_attr());
        }
        let name = p.parse_symbol_name()?;
        p.add_attribute("sym_name", name);
        p.parse(Punct::LParen)?;
        let mut value = None;
        if !p.parse_optional(Punct::RParen) {
            let v = p.parse_attribute()?;
            p.add_attribute("value", v);
            value = Some(v);
            p.parse(Punct::RParen)?;
        }
        p.parse_optional_attr_dict()?;
        let mut types = Vec::new();
        if p.parse_optional(Punct::Colon) {
            types = p.parse_type_list()?;
        }
        let name_pos = p.name_pos();
        if types.len() > 1 {
            return Err(p.error_at(name_pos, "expected zero or one type"));
        }
        let ty = match types.first() {
            Some(&t) => {
                if p.parse_optional_region(&[])?.is_none() {
                    p.add_empty_region();
                }
                t
            }
            None => {
                let Some(s) = value.and_then(|v| ctx.string_value(v)) else {
                    return Err(p.error_at(name_pos, "type can only be omitted for string globals"));
                };
                p.add_empty_region();
                LLVMArrayType::get(ctx, ctx.int_type(8), s.len() as u32).ty
            }
        };
        p.add_attribute("global_type", ctx.type_attr(ty));
        Ok(())
    }

    fn print(p: &mut dyn OpAsmPrinter<'_>) {
        let op = p.op_ref();
        let ctx = op.ctx;
        let global = GlobalOp(op);
        p.write(" ");
        let linkage = enum_keyword(ctx, op.attr("linkage"), "linkage").unwrap_or_default();
        p.write(&linkage);
        p.write(" ");
        let unnamed = op
            .attr("unnamed_addr")
            .and_then(|a| AttrView::new(ctx, a).int_value())
            .unwrap_or(0);
        if let Some(&(kw, _)) = UNNAMED_ADDRS.iter().find(|&&(_, v)| v == unnamed) {
            p.write(kw);
            p.write(" ");
        }
        if op.attr("thread_local_").is_some() {
            p.write("thread_local ");
        }
        if op.attr("constant").is_some() {
            p.write("constant ");
        }
        let name = op
            .attr("sym_name")
            .and_then(|a| ctx.string_value(a))
            .unwrap_or_default();
        p.print_symbol_name(&name);
        p.write("(");
        let value = op.attr("value");
        if let Some(v) = value {
            p.print_attribute(v);
        }
        p.write(")");
        p.print_optional_attr_dict(GLOBAL_ELIDED);
        if value.is_some_and(|v| ctx.string_value(v).is_some()) {
            return;
        }
        p.write(" : ");
        if let Some(t) = global.global_ty() {
            p.print_type(t);
        }
        if let (Some(&r), Some(_)) = (op.regions().first(), global.initializer_block()) {
            p.write(" ");
            p.print_region(r, false, true, false);
        }
    }
}

/// Whether `a` is a zero value (MLIR's `isZeroAttribute`): an integer or float zero, or
/// a splat or array of them.
fn is_zero_attribute(ctx: &Context, a: Attribute) -> bool {
    let v = AttrView::new(ctx, a);
    if let Some(i) = v.int_value() {
        return i == 0;
    }
    if let strata_framework::ir::attrs::AttrKind::Float { bits, .. } = ctx.attr_kind_ref(a) {
        return *bits == 0;
    }
    if let Some(items) = v.array_elements() {
        return items.iter().all(|e| is_zero_attribute(ctx, e.attr));
    }
    if let Some(vals) = v.dense_int_values() {
        return vals.iter().all(|&x| x == 0);
    }
    false
}

impl HasVerifier for GlobalOp<'_> {
    /// MLIR's `GlobalOp::verify`.
    fn verify(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(ty) = self.global_ty() else {
            return Ok(());
        };
        if !LLVMPointerType::is_valid_element_type(ctx, ty) {
            return Err(op.op_error("expects type to be a valid element type for an LLVM pointer"));
        }
        if let Some(parent) = op.parent() {
            if !parent.has_traits(OpTraits::SYMBOL_TABLE)
                || !parent.has_traits(OpTraits::ISOLATED_FROM_ABOVE)
            {
                return Err(op.op_error("must appear at the module level"));
            }
        }
        let value = op.attr("value");
        if let Some(s) = value.and_then(|v| ctx.string_value(v)) {
            let ok = LLVMArrayType::from_type(ctx, ty).is_some_and(|a| {
                TypeView::new(ctx, a.element_type()).integer_width() == Some(8)
                    && a.num_elements() as usize == s.len()
            });
            if !ok {
                return Err(op.op_error(
                    "requires an i8 array type of the length equal to that of the string attribute",
                ));
            }
        }
        let linkage = enum_keyword(ctx, op.attr("linkage"), "linkage").unwrap_or_default();
        if linkage == "common" {
            if let Some(v) = value {
                if !is_zero_attribute(ctx, v) {
                    return Err(op.op_error("expected zero value for 'common' linkage"));
                }
            }
        }
        if linkage == "appending" && LLVMArrayType::from_type(ctx, ty).is_none() {
            return Err(op.op_error("expected array type for 'appending' linkage"));
        }
        if let Some(align) = op
            .attr("alignment")
            .and_then(|a| AttrView::new(ctx, a).int_value())
        {
            if !(align > 0 && (align as u64).is_power_of_two()) {
                return Err(op.error("alignment attribute is not a power of 2"));
            }
        }
        Ok(())
    }
}

impl HasRegionVerifier for GlobalOp<'_> {
    /// MLIR's `GlobalOp::verifyRegions`: the initializer returns a value of the global's
    /// type, has no side effects, and comes without a value attribute.
    fn verify_regions(&self) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(block) = self.initializer_block() else {
            return Ok(());
        };
        let body = op.region_body();
        let ops: Vec<_> = body.block_ops(block).collect();
        if let Some(&last) = ops.last() {
            let ret = OpRef::new(ctx, body, last);
            if ret.name() == "llvm.return" {
                let Some(v) = ret.operands().next() else {
                    return Err(op.op_error("initializer region cannot return void"));
                };
                let vt = ret.value_type(v);
                if Some(vt) != self.global_ty() {
                    return Err(op.op_error(format!(
                        "initializer region type {} does not match global type {}",
                        quoted(ctx, vt),
                        self.global_ty().map(|t| quoted(ctx, t)).unwrap_or_default()
                    )));
                }
            }
        }
        // An `llvm` op Strata does not define yet (the dialect accepts them unregistered)
        // cannot say its effects; it is not rejected.
        for &o in &ops {
            let r = OpRef::new(ctx, body, o);
            if r.info().is_none() && r.name().starts_with("llvm.") {
                continue;
            }
            if !strata_framework::interfaces::side_effects::is_memory_effect_free(&r) {
                return Err(r.error("ops with side effects not allowed in global initializers"));
            }
        }
        if op.attr("value").is_some() {
            return Err(op.op_error("cannot have both initializer value and region"));
        }
        Ok(())
    }
}

impl HasSymbolUses for AddressOfOp<'_> {
    /// MLIR's `AddressOfOp::verifySymbolUses`: the symbol is a global or a function, in
    /// the address space of the pointer, which (unless opaque) points to its type.
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        let op = &self.0;
        let ctx = op.ctx;
        let Some(name) = op.attr("global_name") else {
            return Ok(());
        };
        let target = symbols
            .lookup(name)
            .map(|(body, o)| OpRef::new(ctx, body, o));
        let global = target.filter(|t| t.name() == "llvm.mlir.global");
        let function = target.filter(|t| t.name() == "llvm.func");
        if global.is_none() && function.is_none() {
            return Err(
                op.op_error("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
            );
        }
        let Some(ptr) = op
            .results()
            .first()
            .and_then(|&r| LLVMPointerType::from_type(ctx, op.value_type(r)))
        else {
            return Ok(());
        };
        if let Some(g) = global {
            if i64::from(GlobalOp(g).addr_space()) != i64::from(ptr.address_space()) {
                return Err(op.op_error(
                    "pointer address space must match address space of the referenced global",
                ));
            }
        }
        let Some(elem) = ptr.element_type() else {
            return Ok(());
        };
        if let Some(g) = global {
            if Some(elem) != GlobalOp(g).global_ty() {
                return Err(
                    op.op_error("the type must be a pointer to the type of the referenced global")
                );
            }
        }
        if let Some(f) = function {
            if Some(elem) != LLVMFuncOp(f).llvm_function_type().map(|t| t.ty) {
                return Err(op.op_error(
                    "the type must be a pointer to the type of the referenced function",
                ));
            }
        }
        Ok(())
    }
}

// ----- llvm.mlir.global_ctors, llvm.mlir.global_dtors -----

/// The number of elements of array attribute `name` of `op`.
fn array_len(op: &OpRef<'_>, name: &str) -> usize {
    op.attr(name)
        .and_then(|a| AttrView::new(op.ctx, a).array_elements())
        .map_or(0, |l| l.len())
}

/// As many functions as priorities (MLIR's `GlobalCtorsOp::verify`).
fn verify_structors(op: &OpRef<'_>, what: &str) -> Result<(), Diagnostic> {
    if array_len(op, what) != array_len(op, "priorities") {
        return Err(op.error(format!(
            "mismatch between the number of {what} and the number of priorities"
        )));
    }
    Ok(())
}

/// Each function named is an `llvm.func` with a body (MLIR's `verifySymbolAttrUse`).
fn verify_structor_symbols(
    op: &OpRef<'_>,
    what: &str,
    symbols: &SymbolScope<'_>,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(list) = op
        .attr(what)
        .and_then(|a| AttrView::new(ctx, a).array_elements())
    else {
        return Ok(());
    };
    for sym in list {
        let name = match ctx.attr_kind_ref(sym.attr) {
            strata_framework::ir::attrs::AttrKind::SymbolRef { root, .. } => {
                ctx.ident_str(*root).to_string()
            }
            _ => continue,
        };
        let func = symbols
            .lookup(sym.attr)
            .map(|(body, o)| OpRef::new(ctx, body, o))
            .filter(|f| f.name() == "llvm.func");
        match func {
            None => {
                return Err(
                    op.op_error(format!("'{name}' does not reference a valid LLVM function"))
                )
            }
            Some(f) if LLVMFuncOp(f).is_external() => {
                return Err(op.op_error(format!("'{name}' does not have a definition")))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

impl HasVerifier for GlobalCtorsOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_structors(&self.0, "ctors")
    }
}

impl HasVerifier for GlobalDtorsOp<'_> {
    fn verify(&self) -> Result<(), Diagnostic> {
        verify_structors(&self.0, "dtors")
    }
}

impl HasSymbolUses for GlobalCtorsOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_structor_symbols(&self.0, "ctors", symbols)
    }
}

impl HasSymbolUses for GlobalDtorsOp<'_> {
    fn verify_symbol_uses(&self, symbols: &SymbolScope<'_>) -> Result<(), Diagnostic> {
        verify_structor_symbols(&self.0, "dtors", symbols)
    }
}
