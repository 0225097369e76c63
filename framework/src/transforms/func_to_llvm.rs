//! `convert-func-to-llvm` (MLIR 16's `ConvertFuncToLLVM`): a partial conversion of the
//! module in which the llvm dialect and `builtin.unrealized_conversion_cast` are legal,
//! with the [llvm type converter](super::llvm_type_converter) and MLIR 16's patterns:
//!
//! - `func.func` becomes `llvm.func` (`FuncOpConversion`): the signature converted
//!   (memref arguments expanded to the fields of their descriptor, or bare pointers,
//!   several results packed in a struct, `func.varargs` making it variadic), the body
//!   moved in and its blocks converted; the attributes kept but for the signature's,
//!   `llvm.linkage` (the linkage) and `llvm.readnone` (the `memory` effects); argument
//!   attributes kept on the arguments that map to one argument, result attributes of
//!   several results wrapped in one `llvm.struct_attrs`. Under the bare pointer
//!   convention the entry block rebuilds the descriptor of each memref argument from
//!   its static shape, and no C wrapper is made. Otherwise, with
//!   `llvm.emit_c_interface`, a `_mlir_ciface_` wrapper follows
//!   the function: it takes memrefs by pointer to their descriptor, loads and unpacks
//!   them, calls the function, and returns a struct result through a pointer given as
//!   first argument. For an external function, the function gets a body calling the
//!   external wrapper (memref arguments packed and stored on the stack, a struct result
//!   returned through a stack slot);
//! - `func.call` / `func.call_indirect` become `llvm.call` with memref operands unpacked
//!   (their aligned pointer under the bare pointer convention), several results
//!   extracted from the packed struct (and bare pointer results made descriptors);
//! - `func.return` becomes `llvm.return`, several operands packed in a struct;
//! - `func.constant` becomes `llvm.mlir.addressof`;
//! - the patterns of `convert-arith-to-llvm` and `convert-cf-to-llvm` run too.
//!
//! The module gets `llvm.data_layout` with the `data-layout` option. The underlying
//! descriptors of unranked memref results are copied with `llvm.intr.memcpy`: to the
//! stack (`llvm.alloca`) after a call, the callee's copy freed, and to the heap
//! (`malloc`) before a return. The index width is that of the module's `dlti.dl_spec`
//! unless `index-bitwidth` is given.

use std::sync::Arc;

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use crate::interfaces::function::FUNCTION_TYPE_ATTR;
use crate::ir::attrs::AttrKind;
use crate::ir::body::{BlockPoint, Op, OperationState, Value};
use crate::ir::context::{Attribute, Context, Identifier, Type};
use crate::ir::layout::memref_parts;
use crate::ir::types::TypeKind;
use crate::ods::AttrView;
use crate::pass::{DeclaredPass, PassRun, TwoStepIsolated};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::arith_to_llvm::populate_arith_to_llvm_patterns;
use super::cf_to_llvm::populate_cf_to_llvm_patterns;
use super::conversion_passes::{ConvertFuncToLlvmBase, LlvmRequestCWrappersBase};
use super::llvm_type_converter::{
    can_convert_to_bare_ptr, convert_function_signature, convert_function_type_c_wrapper,
    convert_llvm_type, create_llvm_op, extract_value, index_constant, insert_value,
    is_llvm_compatible, is_llvm_void, llvm_func_parts, llvm_ptr, llvm_type_converter_with,
    pack_struct, undef, LlvmTypeOptions, MemRefDescriptor, UnrankedMemRefDescriptor,
    DEFAULT_INDEX_BITWIDTH,
};

const LINKAGE_ATTR: &str = "llvm.linkage";
const READNONE_ATTR: &str = "llvm.readnone";
const VARARGS_ATTR: &str = "func.varargs";
const EMIT_C_INTERFACE_ATTR: &str = "llvm.emit_c_interface";
const STRUCT_ATTRS_ATTR: &str = "llvm.struct_attrs";

type LoweringFn = fn(&Lowering, Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// One of the lowerings.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    f: LoweringFn,
    opts: LlvmTypeOptions,
    converter: Arc<TypeConverter>,
    /// The location of the module, which a declared `malloc` or `free` gets.
    module_loc: Attribute,
    /// For `func.func`: the body is converted in its own conversion, its blocks'
    /// signatures first ([`convert_body_apart`]): the pattern moves it as it is.
    body_apart: bool,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        (self.f)(self, op, operands, rw)
    }
}

/// MLIR's `populateFuncToLLVMConversionPatterns`; `module_loc` is the location of the
/// module, which the `malloc` and `free` declared for unranked memref results get.
pub fn populate_func_to_llvm_patterns(
    ctx: &Context,
    opts: LlvmTypeOptions,
    converter: &Arc<TypeConverter>,
    module_loc: Attribute,
    patterns: &mut ConversionPatternSet,
) {
    populate_patterns(ctx, opts, converter, module_loc, false, patterns);
}

/// [`populate_func_to_llvm_patterns`]; with `body_apart`, the `func.func` pattern leaves
/// the body to a conversion of its own.
fn populate_patterns(
    ctx: &Context,
    opts: LlvmTypeOptions,
    converter: &Arc<TypeConverter>,
    module_loc: Attribute,
    body_apart: bool,
    patterns: &mut ConversionPatternSet,
) {
    let table: [(&str, &'static str, LoweringFn); 5] = [
        (
            "func.func",
            if opts.use_bare_ptr_call_conv {
                "BarePtrFuncOpConversion"
            } else {
                "FuncOpConversion"
            },
            func_op_conversion,
        ),
        (
            "func.call_indirect",
            "CallIndirectOpLowering",
            call_lowering,
        ),
        ("func.call", "CallOpLowering", call_lowering),
        ("func.constant", "ConstantOpLowering", constant_lowering),
        ("func.return", "ReturnOpLowering", return_lowering),
    ];
    for (root, name, f) in table {
        patterns.add(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            f,
            opts,
            converter: converter.clone(),
            module_loc,
            body_apart,
        });
    }
}

// ----- helpers -----

fn ident_attr<'a>(
    ctx: &Context,
    entries: &'a [(Identifier, Attribute)],
    name: &str,
) -> Option<&'a Attribute> {
    let key = ctx.ident(name);
    entries.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
}

fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind_ref(a), AttrKind::Unit)
}

/// The `func.func` attributes an `llvm.func` keeps (MLIR's `filterFuncAttributes`).
fn filter_func_attributes(
    ctx: &Context,
    entries: &[(Identifier, Attribute)],
    filter_arg_and_res_attrs: bool,
) -> Vec<(Identifier, Attribute)> {
    entries
        .iter()
        .filter(|(k, _)| {
            let name = ctx.ident_str(*k);
            let dropped = [
                "sym_name",
                FUNCTION_TYPE_ATTR,
                LINKAGE_ATTR,
                VARARGS_ATTR,
                READNONE_ATTR,
            ];
            !(dropped.contains(&&*name)
                || (filter_arg_and_res_attrs && (&*name == "arg_attrs" || &*name == "res_attrs")))
        })
        .copied()
        .collect()
}

/// `{llvm.struct_attrs = [dicts]}`.
fn wrap_as_struct_attrs(ctx: &Context, dicts: Attribute) -> Attribute {
    ctx.dictionary_attr(vec![(ctx.ident(STRUCT_ATTRS_ATTR), dicts)])
}

/// The elements of an array attribute.
fn array_elements(ctx: &Context, a: Attribute) -> Vec<Attribute> {
    match ctx.attr_kind_ref(a) {
        AttrKind::Array(v) => v.clone(),
        _ => Vec::new(),
    }
}

/// A flat symbol reference to `name`.
fn symbol_ref(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(AttrKind::SymbolRef {
        root: ctx.ident(name),
        nested: Vec::new(),
    })
}

/// `llvm.func` state of `name` with `fty` and the extra attributes `attrs`.
fn llvm_func_state(
    ctx: &Context,
    name: &str,
    fty: Type,
    linkage: Attribute,
    mut attrs: Vec<(Identifier, Attribute)>,
    loc: Attribute,
) -> OperationState {
    attrs.retain(|(k, _)| {
        let n = ctx.ident_str(*k);
        !matches!(&*n, "sym_name" | "function_type" | "linkage" | "CConv")
    });
    attrs.push((ctx.ident("sym_name"), ctx.string_attr(name)));
    attrs.push((ctx.ident("function_type"), ctx.type_attr(fty)));
    attrs.push((ctx.ident("linkage"), linkage));
    attrs.push((ctx.ident("CConv"), ctx.dialect_attr_text("llvm.cconv<ccc>")));
    OperationState {
        name: ctx.ident("llvm.func"),
        operands: Vec::new(),
        attrs: ctx.dictionary_attr(attrs),
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
    }
}

/// `llvm.call` of `operands` (the callee first for an indirect call) with `attrs`.
fn create_call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    result: Option<Type>,
    operands: Vec<Value>,
    mut attrs: Vec<(Identifier, Attribute)>,
) -> Op {
    let ctx = rw.ctx();
    let key = ctx.ident("fastmathFlags");
    if !attrs.iter().any(|(k, _)| *k == key) {
        attrs.push((key, ctx.dialect_attr_text("llvm.fastmath<none>")));
    }
    rw.create(OperationState {
        name: ctx.ident("llvm.call"),
        operands,
        attrs: ctx.dictionary_attr(attrs),
        result_types: result.into_iter().collect(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    })
}

/// `llvm.return` of `operands`.
fn create_return(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    operands: Vec<Value>,
    attrs: Attribute,
) -> Op {
    let ctx = rw.ctx();
    rw.create(OperationState {
        name: ctx.ident("llvm.return"),
        operands,
        attrs,
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    })
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind_ref(t), TypeKind::MemRef { .. })
}

fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind_ref(t), TypeKind::UnrankedMemRef { .. })
}

// ----- func.func -----

/// MLIR's `FuncOpConversion` / `BarePtrFuncOpConversion`.
/// What a `func.func`'s attributes say of its signature.
struct FuncSignature {
    inputs: Vec<Type>,
    results: Vec<Type>,
    var_arg: bool,
    name: String,
    /// The `llvm.func`'s type.
    llvm_type: Type,
    /// The conversion of the entry block's arguments.
    conversion: crate::conversion::SignatureConversion,
}

/// The signature of the `func.func` with attributes `entries`, converted; `None` when
/// the pattern does not match.
fn func_signature(
    ctx: &Context,
    opts: LlvmTypeOptions,
    entries: &[(Identifier, Attribute)],
) -> Option<FuncSignature> {
    let fty = ident_attr(ctx, entries, FUNCTION_TYPE_ATTR)
        .and_then(|&a| AttrView::new(ctx, a).type_value())
        .map(|t| t.ty)?;
    let (inputs, results) = ctx.function_type_parts(fty)?;
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    let var_arg = ident_attr(ctx, entries, VARARGS_ATTR).is_some_and(|&a| {
        AttrView::new(ctx, a).is_bool() && AttrView::new(ctx, a).int_value() != Some(0)
    });
    let name = ident_attr(ctx, entries, "sym_name").and_then(|&a| ctx.string_value(a))?;
    // MLIR's `convertFuncOpToLLVMFuncOp`.
    let (llvm_type, conversion) =
        convert_function_signature(ctx, opts, &inputs, &results, var_arg)?;
    Some(FuncSignature {
        inputs,
        results,
        var_arg,
        name,
        llvm_type,
        conversion,
    })
}

/// Whether the `func.func` with attributes `attrs` is converted by [`func_op_conversion`]
/// without a failure or a diagnostic and without a C wrapper: then its body may be
/// converted apart ([`convert_body_apart`]).
fn converts_plainly(ctx: &Context, opts: LlvmTypeOptions, attrs: Attribute) -> bool {
    let entries = ctx.dictionary_entries(attrs);
    func_signature(ctx, opts, &entries).is_some()
        && ident_attr(ctx, &entries, LINKAGE_ATTR).map_or(true, |&a| {
            AttrView::new(ctx, a)
                .dialect_attr_text()
                .is_some_and(|t| t.starts_with("llvm.linkage<"))
        })
        && ident_attr(ctx, &entries, READNONE_ATTR).map_or(true, |&a| is_unit(ctx, a))
        && ident_attr(ctx, &entries, EMIT_C_INTERFACE_ATTR).is_none()
}

/// The part of [`func_op_conversion`] done in the function's own conversion, before its
/// ops are converted: the signature conversion of its blocks and, under the bare pointer
/// convention, the descriptors of the memref arguments. `rw` is in the function's arena;
/// `attrs` and `loc` are the `func.func`'s.
fn convert_body_apart(
    ctx: &Context,
    opts: LlvmTypeOptions,
    converter: &Arc<TypeConverter>,
    rw: &mut ConversionPatternRewriter<'_>,
    attrs: Attribute,
    loc: Attribute,
) -> Option<()> {
    let entries = ctx.dictionary_entries(attrs);
    let sig = func_signature(ctx, opts, &entries)?;
    let region = rw.body().root_regions().next()?;
    let entry = rw.convert_region_types(region, converter, Some(&sig.conversion))?;
    match entry {
        Some(entry) if opts.use_bare_ptr_call_conv => {
            bare_ptr_descriptors(ctx, opts, rw, entry, &sig.inputs, loc)
        }
        _ => Some(()),
    }
}

/// Under the bare pointer convention: each memref argument's descriptor from its static
/// shape, at the start of the entry block `entry` (of the current arena).
fn bare_ptr_descriptors(
    ctx: &Context,
    opts: LlvmTypeOptions,
    rw: &mut ConversionPatternRewriter<'_>,
    entry: crate::ir::body::Block,
    inputs: &[Type],
    loc: Attribute,
) -> Option<()> {
    let args = rw.body().block_args(entry).to_vec();
    rw.set_insertion_point_to_start(entry);
    for (&arg, &t) in args.iter().zip(inputs) {
        if !is_memref(ctx, t) {
            continue;
        }
        let desc_ty = convert_llvm_type(ctx, opts, t)?;
        let placeholder = undef(rw, loc, desc_ty);
        rw.replace_uses_of_block_argument(arg, placeholder);
        let desc = MemRefDescriptor::from_static_shape(rw, loc, opts, t, arg)?;
        let def = rw.body().value_def(placeholder);
        if let crate::ir::body::ValueDef::OpResult(p, _) = def {
            rw.replace_op(p, &[desc.value]);
        }
    }
    Some(())
}

fn func_op_conversion(
    l: &Lowering,
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let entries = ctx.dictionary_entries(body.attrs(op));
    let FuncSignature {
        inputs,
        results,
        var_arg,
        name,
        llvm_type,
        conversion,
    } = func_signature(ctx, l.opts, &entries).ok_or(MatchFailure)?;
    let mut attrs = filter_func_attributes(ctx, &entries, true);
    if let Some(&res_attrs) = ident_attr(ctx, &entries, "res_attrs") {
        let new = if results.len() == 1 {
            res_attrs
        } else {
            ctx.array_attr(vec![wrap_as_struct_attrs(ctx, res_attrs)])
        };
        attrs.push((ctx.ident("res_attrs"), new));
    }
    if let Some(&arg_attrs) = ident_attr(ctx, &entries, "arg_attrs") {
        let dicts = array_elements(ctx, arg_attrs);
        let mut new = vec![ctx.empty_dictionary(); conversion.converted_types().len()];
        for (i, &d) in dicts.iter().enumerate() {
            if let Some(m) = conversion.input_mapping(i) {
                if m.size == 1 {
                    new[m.input_no] = d;
                }
            }
        }
        attrs.push((ctx.ident("arg_attrs"), ctx.array_attr(new)));
    }
    let linkage = match ident_attr(ctx, &entries, LINKAGE_ATTR) {
        None => ctx.dialect_attr_text("llvm.linkage<external>"),
        Some(&a) => {
            let is_linkage = AttrView::new(ctx, a)
                .dialect_attr_text()
                .is_some_and(|t| t.starts_with("llvm.linkage<"));
            if !is_linkage {
                ctx.emit(rw.op_ref(op).error(format!(
                    "Contains {LINKAGE_ATTR} attribute not of type LLVM::LinkageAttr"
                )));
                return Err(MatchFailure);
            }
            a
        }
    };
    if let Some(&a) = ident_attr(ctx, &entries, READNONE_ATTR) {
        if !is_unit(ctx, a) {
            ctx.emit(rw.op_ref(op).error(format!(
                "Contains {READNONE_ATTR} attribute not of type UnitAttr"
            )));
            return Err(MatchFailure);
        }
        attrs.push((
            ctx.ident("memory"),
            ctx.dialect_attr_text(
                "llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>",
            ),
        ));
    }
    rw.set_insertion_point_before(op);
    let new_func = rw.create(llvm_func_state(ctx, &name, llvm_type, linkage, attrs, loc));
    rw.move_regions_to(op, new_func);
    let region = rw.body().regions(new_func)[0];
    let converter = l.converter.clone();
    let entry = rw
        .in_nested_arena(new_func, |rw| match l.body_apart {
            true => Some(rw.body().entry_block(region)),
            false => rw.convert_region_types(region, &converter, Some(&conversion)),
        })
        .ok_or(MatchFailure)?;

    // The C interface (none under the bare pointer convention, whose functions MLIR 16
    // converts without wrappers).
    let emit_c = !l.opts.use_bare_ptr_call_conv
        && ident_attr(ctx, &entries, EMIT_C_INTERFACE_ATTR).is_some_and(|&a| is_unit(ctx, a));
    if emit_c {
        if var_arg {
            ctx.emit(
                rw.op_ref(op)
                    .error("C interface for variadic functions is not supported yet."),
            );
            return Err(MatchFailure);
        }
        let wrapped = if entry.is_none() {
            wrap_external_function(l, rw, op, new_func, &name, &inputs, &results)
        } else {
            wrap_for_external_callers(l, rw, op, new_func, &name, &inputs, &results)
        };
        wrapped.ok_or(MatchFailure)?;
    }

    // The bare pointer convention: each memref argument's descriptor from its static
    // shape, at the start of the entry block.
    if l.opts.use_bare_ptr_call_conv && !l.body_apart {
        if let Some(entry) = entry {
            let opts = l.opts;
            let done = rw.in_nested_arena(new_func, |rw| {
                bare_ptr_descriptors(ctx, opts, rw, entry, &inputs, loc)
            });
            done.ok_or(MatchFailure)?;
        }
    }
    rw.erase_op(op);
    Ok(())
}

/// The attributes of a C wrapper whose result became its first argument: the result
/// attributes (wrapped in `llvm.struct_attrs` when several) first among the argument
/// attributes (MLIR's `prependResAttrsToArgAttrs`).
fn prepend_res_attrs_to_arg_attrs(
    ctx: &Context,
    attrs: &mut Vec<(Identifier, Attribute)>,
    num_arguments: usize,
) {
    let mut all = vec![ctx.empty_dictionary(); num_arguments + 1];
    let arg_key = ctx.ident("arg_attrs");
    let res_key = ctx.ident("res_attrs");
    let mut has_arg_attrs = false;
    for (k, v) in attrs.iter() {
        if *k == arg_key {
            for (i, d) in array_elements(ctx, *v).into_iter().enumerate() {
                if let Some(slot) = all.get_mut(i + 1) {
                    *slot = d;
                }
            }
            has_arg_attrs = true;
        } else if *k == res_key {
            let dicts = array_elements(ctx, *v);
            all[0] = if dicts.len() == 1 {
                dicts[0]
            } else {
                wrap_as_struct_attrs(ctx, *v)
            };
        }
    }
    let _ = has_arg_attrs;
    attrs.retain(|(k, _)| *k != res_key && *k != arg_key);
    attrs.push((arg_key, ctx.array_attr(all)));
}

/// MLIR's `wrapForExternalCallers`: `_mlir_ciface_NAME` after the function, calling it.
fn wrap_for_external_callers(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    new_func: Op,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let entries = ctx.dictionary_entries(rw.body().attrs(op));
    let mut attrs = filter_func_attributes(ctx, &entries, false);
    let (wrapper_type, result_is_arg) =
        convert_function_type_c_wrapper(ctx, l.opts, inputs, results)?;
    if result_is_arg {
        prepend_res_attrs_to_arg_attrs(ctx, &mut attrs, inputs.len());
    }
    let (_, params, _) = llvm_func_parts(ctx, wrapper_type)?;
    let (callee_type, _, _) = {
        let fty = rw.body().attrs(new_func);
        let t = ctx
            .dictionary_get(fty, "function_type")
            .and_then(|a| AttrView::new(ctx, a).type_value())?
            .ty;
        llvm_func_parts(ctx, t)?
    };
    rw.set_insertion_point_before(op);
    let linkage = ctx.dialect_attr_text("llvm.linkage<external>");
    let wrapper = rw.create(llvm_func_state(
        ctx,
        &format!("_mlir_ciface_{name}"),
        wrapper_type,
        linkage,
        attrs,
        loc,
    ));
    let region = rw.body().regions(wrapper)[0];
    let callee = symbol_ref(ctx, name);
    let opts = l.opts;
    rw.in_nested_arena(wrapper, |rw| {
        let block = rw.create_block(
            BlockPoint {
                region,
                before: None,
            },
            &params,
        );
        let args = rw.body().block_args(block).to_vec();
        for &a in &args {
            rw.set_arg_loc(a, loc);
        }
        rw.set_insertion_point_to_end(block);
        let offset = usize::from(result_is_arg);
        let mut call_args = Vec::new();
        for (i, &t) in inputs.iter().enumerate() {
            let arg = args[i + offset];
            if is_memref(ctx, t) || is_unranked_memref(ctx, t) {
                let desc_ty = convert_llvm_type(ctx, opts, t)?;
                let loaded = create_llvm_op(rw, "llvm.load", loc, vec![arg], desc_ty, vec![]);
                if let Some(parts) = memref_parts(ctx, t) {
                    call_args.extend(MemRefDescriptor::new(loaded).unpack(
                        rw,
                        loc,
                        parts.shape.len(),
                    ));
                } else {
                    call_args.extend(UnrankedMemRefDescriptor { value: loaded }.unpack(rw, loc));
                }
                continue;
            }
            call_args.push(arg);
        }
        let result = (!is_llvm_void(ctx, callee_type)).then_some(callee_type);
        let callee_attr = vec![(ctx.ident("callee"), callee)];
        let call = create_call(rw, loc, result, call_args, callee_attr);
        let call_results = rw.results(call);
        let empty = ctx.empty_dictionary();
        if result_is_arg {
            let store = rw.create(OperationState {
                name: ctx.ident("llvm.store"),
                operands: vec![call_results[0], args[0]],
                attrs: empty,
                result_types: Vec::new(),
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            });
            let _ = store;
            create_return(rw, loc, vec![], empty);
        } else {
            create_return(rw, loc, call_results, empty);
        }
        Some(())
    })
}

/// MLIR's `wrapExternalFunction`: the external `_mlir_ciface_NAME` declared, and the
/// function given a body calling it: memref arguments packed into descriptors stored on
/// the stack (`llvm.alloca`) and passed by pointer, a struct result returned through a
/// pointer to a stack slot given as first argument and loaded after the call.
fn wrap_external_function(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    new_func: Op,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let (wrapper_type, result_is_arg) =
        convert_function_type_c_wrapper(ctx, l.opts, inputs, results)?;
    let entries = ctx.dictionary_entries(rw.body().attrs(op));
    let mut attrs = filter_func_attributes(ctx, &entries, false);
    if result_is_arg {
        prepend_res_attrs_to_arg_attrs(ctx, &mut attrs, inputs.len());
    }
    let (result, wrapper_params, _) = llvm_func_parts(ctx, wrapper_type)?;
    let wrapper_name = format!("_mlir_ciface_{name}");
    rw.set_insertion_point_before(op);
    let linkage = ctx.dialect_attr_text("llvm.linkage<external>");
    rw.create(llvm_func_state(
        ctx,
        &wrapper_name,
        wrapper_type,
        linkage,
        attrs,
        loc,
    ));
    let region = rw.body().regions(new_func)[0];
    let (new_result, params, _) = {
        let t = ctx
            .dictionary_get(rw.body().attrs(new_func), "function_type")
            .and_then(|a| AttrView::new(ctx, a).type_value())?
            .ty;
        llvm_func_parts(ctx, t)?
    };
    let callee = symbol_ref(ctx, &wrapper_name);
    let opts = l.opts;
    let index = ctx.int_type(opts.index_bitwidth);
    rw.in_nested_arena(new_func, |rw| {
        let block = rw.create_block(
            BlockPoint {
                region,
                before: None,
            },
            &params,
        );
        let block_args = rw.body().block_args(block).to_vec();
        for &a in &block_args {
            rw.set_arg_loc(a, loc);
        }
        rw.set_insertion_point_to_end(block);
        let mut args = Vec::with_capacity(inputs.len() + 1);
        if result_is_arg {
            let one = index_constant(rw, loc, index, 1);
            let slot = create_llvm_op(rw, "llvm.alloca", loc, vec![one], wrapper_params[0], vec![]);
            args.push(slot);
        }
        let mut rest = &block_args[..];
        for &t in inputs {
            let (packed, n) = if let Some(parts) = memref_parts(ctx, t) {
                let n = 3 + 2 * parts.shape.len();
                let d = MemRefDescriptor::pack(rw, loc, opts, t, rest.get(..n)?)?;
                (d.value, n)
            } else if is_unranked_memref(ctx, t) {
                let ty = convert_llvm_type(ctx, opts, t)?;
                (pack_struct(rw, loc, ty, rest.get(..2)?), 2)
            } else {
                args.push(*rest.first()?);
                rest = &rest[1..];
                continue;
            };
            let ptr_ty = llvm_ptr(ctx, Some(rw.body().value_type(packed)), 0);
            let one = index_constant(rw, loc, index, 1);
            let slot = create_llvm_op(rw, "llvm.alloca", loc, vec![one], ptr_ty, vec![]);
            rw.create(OperationState {
                name: ctx.ident("llvm.store"),
                operands: vec![packed, slot],
                attrs: ctx.empty_dictionary(),
                result_types: Vec::new(),
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            });
            args.push(slot);
            rest = &rest[n..];
        }
        let call_result = (!is_llvm_void(ctx, result)).then_some(result);
        let first = args.first().copied();
        let call = create_call(
            rw,
            loc,
            call_result,
            args,
            vec![(ctx.ident("callee"), callee)],
        );
        let returned = if result_is_arg {
            let slot = first?;
            vec![create_llvm_op(
                rw,
                "llvm.load",
                loc,
                vec![slot],
                new_result,
                vec![],
            )]
        } else {
            rw.results(call)
        };
        create_return(rw, loc, returned, ctx.empty_dictionary());
        Some(())
    })
}

// ----- calls, returns, constants -----

/// MLIR's `promoteOperands`: memref operands unpacked to their fields (their aligned
/// pointer under the bare pointer convention).
fn promote_operands(
    opts: LlvmTypeOptions,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    orig: &[Value],
    converted: &[Value],
) -> Option<Vec<Value>> {
    let ctx = rw.ctx();
    let mut out = Vec::new();
    for (&o, &c) in orig.iter().zip(converted) {
        let t = rw.body().value_type(o);
        if opts.use_bare_ptr_call_conv {
            if is_memref(ctx, t) {
                out.push(MemRefDescriptor::new(c).aligned_ptr(rw, loc));
                continue;
            }
            if is_unranked_memref(ctx, t) {
                return None;
            }
            out.push(c);
            continue;
        }
        if is_unranked_memref(ctx, t) {
            out.extend(UnrankedMemRefDescriptor { value: c }.unpack(rw, loc));
        } else if let Some(parts) = memref_parts(ctx, t) {
            out.extend(MemRefDescriptor::new(c).unpack(rw, loc, parts.shape.len()));
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// MLIR's `CallOpLowering` / `CallIndirectOpLowering`.
fn call_lowering(
    l: &Lowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let result_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let orig: Vec<Value> = body.operands(op).collect();
    let attrs = ctx.dictionary_entries(body.attrs(op));
    let packed = if result_types.is_empty() {
        None
    } else {
        Some(
            super::llvm_type_converter::pack_function_results(ctx, l.opts, &result_types)
                .ok_or(MatchFailure)?,
        )
    };
    let promoted = promote_operands(l.opts, rw, loc, &orig, operands).ok_or(MatchFailure)?;
    let call = create_call(rw, loc, packed, promoted, attrs);
    let call_result = rw.results(call);
    let mut results = Vec::new();
    if result_types.len() < 2 {
        results = call_result;
    } else {
        for i in 0..result_types.len() {
            results.push(extract_value(rw, loc, call_result[0], &[i as i64]).ok_or(MatchFailure)?);
        }
    }
    if !l.opts.use_bare_ptr_call_conv {
        // The unranked memref results, on the callee's stack, copied to this frame.
        copy_unranked_descriptors(l, rw, loc, &result_types, &mut results, false)
            .ok_or(MatchFailure)?;
    } else {
        for (v, &t) in results.iter_mut().zip(&result_types) {
            if is_memref(ctx, t) {
                *v = MemRefDescriptor::from_static_shape(rw, loc, l.opts, t, *v)
                    .ok_or(MatchFailure)?
                    .value;
            }
        }
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// Field `pos` of the llvm struct `agg`, read through the `llvm.insertvalue` ops that
/// built it when they set it (as `llvm.extractvalue`'s folder does), else a new
/// `llvm.extractvalue`.
fn extract_folded(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    agg: Value,
    pos: i64,
) -> Option<Value> {
    let ctx = rw.ctx();
    let insert = ctx.ident("llvm.insertvalue");
    let mut cur = agg;
    loop {
        let body = rw.body();
        let crate::ir::body::ValueDef::OpResult(def, _) = body.value_def(cur) else {
            break;
        };
        if body.op_name(def) != insert {
            break;
        }
        let at = ctx
            .dictionary_get(body.attrs(def), "position")
            .and_then(|a| match ctx.attr_kind_ref(a) {
                AttrKind::DenseArray { values, .. } => {
                    Some(values.iter().map(|&v| v as u64 as i64).collect::<Vec<_>>())
                }
                _ => None,
            })?;
        let ops: Vec<Value> = body.operands(def).collect();
        if at == [pos] {
            return Some(ops[1]);
        }
        if at.first() == Some(&pos) {
            break;
        }
        cur = ops[0];
    }
    extract_value(rw, loc, agg, &[pos])
}

/// MLIR 16's `copyUnrankedDescriptors`: the underlying descriptor of each unranked
/// memref among `values` (of original types `types`) copied to new memory, `malloc`ed
/// (`to_dynamic`, for returns) or on the stack (for call results, the callee's copy
/// then freed), and the value replaced by a new descriptor of the same rank pointing to
/// the copy. The sizes of all copies are computed first.
fn copy_unranked_descriptors(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    types: &[Type],
    values: &mut [Value],
    to_dynamic: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let positions: Vec<usize> = (0..values.len())
        .filter(|&i| is_unranked_memref(ctx, types[i]))
        .collect();
    if positions.is_empty() {
        return Some(());
    }
    let index_ty = ctx.int_type(l.opts.index_bitwidth);
    let i8_ptr = super::llvm_type_converter::llvm_ptr(ctx, Some(ctx.int_type(8)), 0);
    let bin = |rw: &mut ConversionPatternRewriter<'_>, name: &'static str, a: Value, b: Value| {
        create_llvm_op(rw, name, loc, vec![a, b], index_ty, vec![])
    };
    // MLIR's `UnrankedMemRefDescriptor::computeSizes`.
    let mut sizes = Vec::new();
    {
        let one = index_constant(rw, loc, index_ty, 1);
        let two = index_constant(rw, loc, index_ty, 2);
        let ptr_size = index_constant(rw, loc, index_ty, 8);
        let index_size = index_constant(
            rw,
            loc,
            index_ty,
            i64::from(l.opts.index_bitwidth.div_ceil(8)),
        );
        for &i in &positions {
            let pointers = bin(rw, "llvm.mul", two, ptr_size);
            let rank = extract_folded(rw, loc, values[i], 0)?;
            let n = bin(rw, "llvm.mul", two, rank);
            let n = bin(rw, "llvm.add", n, one);
            let n = bin(rw, "llvm.mul", n, index_size);
            sizes.push(bin(rw, "llvm.add", pointers, n));
        }
    }
    let void_fn = |args: &[Type], result: Type| {
        super::llvm_type_converter::llvm_func(ctx, result, args, false)
    };
    if to_dynamic {
        super::memref_to_llvm::lookup_or_create_fn(
            rw,
            l.module_loc,
            "malloc",
            void_fn(&[index_ty], i8_ptr),
        );
    } else {
        super::memref_to_llvm::lookup_or_create_fn(
            rw,
            l.module_loc,
            "free",
            void_fn(&[i8_ptr], super::llvm_type_converter::llvm_void(ctx)),
        );
    }
    let i1 = ctx.int_type(1);
    let zero = create_llvm_op(
        rw,
        "llvm.mlir.constant",
        loc,
        vec![],
        i1,
        vec![("value", ctx.integer_attr(0, i1))],
    );
    for (k, &i) in positions.iter().enumerate() {
        let size = sizes[k];
        let memory = if to_dynamic {
            super::memref_to_llvm::call(rw, loc, "malloc", vec![size], Some(i8_ptr))?
        } else {
            create_llvm_op(rw, "llvm.alloca", loc, vec![size], i8_ptr, vec![])
        };
        let source = extract_folded(rw, loc, values[i], 1)?;
        rw.create(OperationState {
            name: ctx.ident("llvm.intr.memcpy"),
            operands: vec![memory, source, size, zero],
            attrs: ctx.empty_dictionary(),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        });
        if !to_dynamic {
            super::memref_to_llvm::call(rw, loc, "free", vec![source], None);
        }
        let ty = rw.body().value_type(values[i]);
        let d = undef(rw, loc, ty);
        let rank = extract_folded(rw, loc, values[i], 0)?;
        let d = insert_value(rw, loc, d, rank, &[0]);
        values[i] = insert_value(rw, loc, d, memory, &[1]);
    }
    Some(())
}

/// MLIR's `ReturnOpLowering`.
fn return_lowering(
    l: &Lowering,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let attrs = body.attrs(op);
    let orig_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let mut updated = Vec::new();
    let mut operands = operands.to_vec();
    if !l.opts.use_bare_ptr_call_conv {
        // The unranked memrefs returned, copied to the heap.
        rw.set_insertion_point_before(op);
        copy_unranked_descriptors(l, rw, loc, &orig_types, &mut operands, true)
            .ok_or(MatchFailure)?;
    }
    for (&t, &v) in orig_types.iter().zip(&operands) {
        if is_unranked_memref(ctx, t) && l.opts.use_bare_ptr_call_conv {
            return Err(MatchFailure);
        }
        if l.opts.use_bare_ptr_call_conv && is_memref(ctx, t) && can_convert_to_bare_ptr(ctx, t) {
            updated.push(MemRefDescriptor::new(v).aligned_ptr(rw, loc));
        } else {
            updated.push(v);
        }
    }
    if updated.len() <= 1 {
        let state = OperationState {
            name: ctx.ident("llvm.return"),
            operands: updated,
            attrs,
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        return Ok(());
    }
    let packed_type = super::llvm_type_converter::pack_function_results(ctx, l.opts, &orig_types)
        .ok_or(MatchFailure)?;
    rw.set_insertion_point_before(op);
    let mut packed = undef(rw, loc, packed_type);
    for (i, &v) in updated.iter().enumerate() {
        packed = insert_value(rw, loc, packed, v, &[i as i64]);
    }
    let state = OperationState {
        name: ctx.ident("llvm.return"),
        operands: vec![packed],
        attrs,
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    };
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// MLIR's `ConstantOpLowering`: `func.constant @f` to `llvm.mlir.addressof @f`.
fn constant_lowering(
    l: &Lowering,
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let result = body.results(op)[0];
    let ty = convert_llvm_type(ctx, l.opts, body.value_type(result)).ok_or(MatchFailure)?;
    if !is_llvm_compatible(ctx, ty) {
        return Err(MatchFailure);
    }
    let mut attrs = ctx.dictionary_entries(body.attrs(op));
    let value_key = ctx.ident("value");
    let callee = attrs
        .iter()
        .find(|(k, _)| *k == value_key)
        .map(|(_, v)| *v)
        .ok_or(MatchFailure)?;
    attrs.retain(|(k, _)| *k != value_key);
    attrs.push((ctx.ident("global_name"), callee));
    rw.set_insertion_point_before(op);
    let v = create_llvm_op(rw, "llvm.mlir.addressof", loc, vec![], ty, vec![]);
    if let crate::ir::body::ValueDef::OpResult(new, _) = rw.body().value_def(v) {
        let dict = ctx.dictionary_attr(attrs);
        rw.modify_op_in_place(new, |b| b.set_attrs(new, dict));
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

/// The `convert-func-to-llvm` pass.
#[derive(Clone, Default)]
pub struct ConvertFuncToLlvm {
    base: ConvertFuncToLlvmBase,
}

impl DeclaredPass for ConvertFuncToLlvm {
    type Base = ConvertFuncToLlvmBase;
    fn base(&self) -> &ConvertFuncToLlvmBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ConvertFuncToLlvmBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let options = &self.base.options;
        let opts = LlvmTypeOptions {
            index_bitwidth: match *options.index_bitwidth.value() {
                0 => super::llvm_type_converter::data_layout_index_bitwidth(ctx, *run.op.attrs)
                    .unwrap_or(DEFAULT_INDEX_BITWIDTH),
                n => n,
            },
            use_bare_ptr_call_conv: *options.use_bare_ptr_call_conv.value(),
            extra_conversion: None,
        };
        let data_layout = options.data_layout.value().clone();
        let converter = llvm_type_converter_with(opts);
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_patterns(ctx, opts, &converter, *run.op.loc, &mut patterns);
        populate_arith_to_llvm_patterns(ctx, &converter, &mut patterns);
        populate_cf_to_llvm_patterns(ctx, &converter, *run.op.loc, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_legal_ops(ctx, &["builtin.unrealized_conversion_cast"]);
        // The functions' bodies are converted apart (on threads), each function's
        // signature conversion of its blocks first, and the `func.func` ops themselves
        // in the conversion of the module around them.
        let mut outer_patterns = ConversionPatternSet::new();
        populate_patterns(
            ctx,
            opts,
            &converter,
            *run.op.loc,
            true,
            &mut outer_patterns,
        );
        populate_arith_to_llvm_patterns(ctx, &converter, &mut outer_patterns);
        populate_cf_to_llvm_patterns(ctx, &converter, *run.op.loc, &mut outer_patterns);
        let eligible = |attrs: Attribute| converts_plainly(ctx, opts, attrs);
        let first = |rw: &mut ConversionPatternRewriter<'_>, attrs: Attribute, loc: Attribute| {
            convert_body_apart(ctx, opts, &converter, rw, attrs, loc)
        };
        let two_step = TwoStepIsolated {
            name: ctx.ident("func.func"),
            outer_patterns: &outer_patterns,
            eligible: &eligible,
            first: &first,
        };
        if run
            .apply_local_partial_conversion_with(&target, &patterns, Some(&two_step))
            .is_err()
        {
            run.signal_pass_failure();
        }
        let key = ctx.ident("llvm.data_layout");
        let mut entries = ctx.dictionary_entries(*run.op.attrs);
        entries.retain(|(k, _)| *k != key);
        entries.push((key, ctx.string_attr(&data_layout)));
        *run.op.attrs = ctx.dictionary_attr(entries);
    }
}

/// The `llvm-request-c-wrappers` pass (MLIR 16's `LLVMRequestCWrappersPass`), on
/// `func.func`: sets `llvm.emit_c_interface`.
#[derive(Clone, Default)]
pub struct LlvmRequestCWrappers {
    base: LlvmRequestCWrappersBase,
}

impl DeclaredPass for LlvmRequestCWrappers {
    type Base = LlvmRequestCWrappersBase;
    fn base(&self) -> &LlvmRequestCWrappersBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut LlvmRequestCWrappersBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let key = ctx.ident(EMIT_C_INTERFACE_ATTR);
        let mut entries = ctx.dictionary_entries(*run.op.attrs);
        entries.retain(|(k, _)| *k != key);
        entries.push((key, ctx.unit_attr()));
        *run.op.attrs = ctx.dictionary_attr(entries);
    }
}
