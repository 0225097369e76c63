//! `test-convert-call-op` (MLIR 16's `TestConvertCallOp`, `test/lib/Conversion/FuncToLLVM`):
//! the `func` dialect lowered to the llvm dialect by the llvm type converter with two
//! conversions of the `test` dialect's types added (`!test.test_type` to `!llvm.ptr<i8>`,
//! `!test.smpla` to `i42`), which the llvm types holding them then convert through, and
//! `test.type_producer` lowered to `llvm.mlir.null`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use strata_framework::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, TypeConverter,
};
use strata_framework::ir::body::{Op, OperationState, Value};
use strata_framework::ir::context::{Context, Type};
use strata_framework::ir::types::TypeKind;
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::{PatternRoot, RewriteResult};
use strata_framework::transforms::func_to_llvm::populate_func_to_llvm_patterns;
use strata_framework::transforms::llvm_type_converter::{
    convert_llvm_type, llvm_ptr, llvm_type_converter_with, ExtraTypeConversion, LlvmTypeOptions,
    DEFAULT_INDEX_BITWIDTH,
};

use crate::dialects::llvm::{
    is_compatible, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
};

use super::decls::TestConvertCallOpBase;

thread_local! {
    /// The identified structs being converted, innermost last (MLIR's conversion call
    /// stack): a struct met inside itself becomes the converted struct's name alone.
    static CONVERTING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The conversions of this run (MLIR's type converter caches them).
    static CACHE: RefCell<HashMap<Type, Type>> = RefCell::new(HashMap::new());
}

/// The name of the `test` dialect type `t` (kept as the parser's opaque text).
fn test_type_name(ctx: &Context, t: Type) -> Option<String> {
    match ctx.type_kind_ref(t) {
        TypeKind::Opaque { pieces, refs } if refs.is_empty() && pieces.len() == 1 => {
            pieces[0].strip_prefix("test.").map(str::to_string)
        }
        _ => None,
    }
}

/// The test pass's conversions, tried before the llvm type converter's: the two `test`
/// types, and the llvm types that hold types LLVM does not (MLIR's `LLVMTypeConverter`
/// conversions of pointers, structs, arrays and function types; an identified struct
/// becomes one named `_Converted_NAME`, or `_Converted_<N>NAME` when that one has a body).
fn test_conversion(ctx: &Context, opts: LlvmTypeOptions, t: Type) -> Option<Type> {
    match test_type_name(ctx, t).as_deref() {
        Some("test_type") => return Some(llvm_ptr(ctx, Some(ctx.int_type(8)), 0)),
        Some("smpla") => return Some(ctx.int_type(42)),
        _ => {}
    }
    if is_compatible(ctx, t) {
        return None;
    }
    if let Some(&c) = CACHE.with(|c| c.borrow().get(&t).copied()).as_ref() {
        return Some(c);
    }
    let convert = |e: Type| convert_llvm_type(ctx, opts, e);
    let converted = if let Some(p) = LLVMPointerType::from_type(ctx, t) {
        let elem = convert(p.element_type()?)?;
        llvm_ptr(ctx, Some(elem), p.address_space())
    } else if let Some(a) = LLVMArrayType::from_type(ctx, t) {
        let elem = convert(a.element_type())?;
        LLVMArrayType::get(ctx, elem, a.num_elements()).ty()
    } else if let Some(f) = LLVMFunctionType::from_type(ctx, t) {
        let result = convert(f.return_type())?;
        let params = f
            .param_types()
            .iter()
            .map(|&p| convert(p))
            .collect::<Option<Vec<_>>>()?;
        LLVMFunctionType::get(ctx, result, params, f.var_arg()).ty()
    } else if let Some(s) = LLVMStructType::from_type(ctx, t) {
        match s.name() {
            None => {
                let body = s
                    .body()
                    .into_iter()
                    .map(convert)
                    .collect::<Option<Vec<_>>>()?;
                LLVMStructType::get_literal(ctx, body, s.is_packed()).ty()
            }
            Some(name) => {
                let mut new = LLVMStructType::get_identified(ctx, &format!("_Converted_{name}"));
                let mut counter = 1;
                while new.is_initialized() {
                    new =
                        LLVMStructType::get_identified(ctx, &format!("_Converted_{counter}{name}"));
                    counter += 1;
                }
                if CONVERTING.with(|c| c.borrow().contains(&name)) {
                    return Some(new.ty());
                }
                CONVERTING.with(|c| c.borrow_mut().push(name.clone()));
                let body = s
                    .body()
                    .into_iter()
                    .map(convert)
                    .collect::<Option<Vec<_>>>();
                CONVERTING.with(|c| c.borrow_mut().pop());
                new.set_body(body?, s.is_packed()).ok()?;
                new.ty()
            }
        }
    } else {
        return None;
    };
    CACHE.with(|c| c.borrow_mut().insert(t, converted));
    Some(converted)
}

/// MLIR's `TestTypeProducerOpConverter`: `test.type_producer` replaced by an
/// `llvm.mlir.null` of `!llvm.ptr<i8>`.
struct TypeProducerLowering {
    root: PatternRoot,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for TypeProducerLowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        "TestTypeProducerOpConverter"
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let state = OperationState {
            name: ctx.ident("llvm.mlir.null"),
            operands: Vec::new(),
            attrs: ctx.empty_dictionary(),
            result_types: vec![llvm_ptr(ctx, Some(ctx.int_type(8)), 0)],
            loc: rw.body().loc(op),
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        Ok(())
    }
}

/// `test-convert-call-op`: a partial conversion of the module in which the llvm dialect
/// is legal and the `test` and `func` dialects are not.
#[derive(Clone, Default)]
pub(crate) struct TestConvertCallOp {
    base: TestConvertCallOpBase,
}

impl DeclaredPass for TestConvertCallOp {
    type Base = TestConvertCallOpBase;
    fn base(&self) -> &TestConvertCallOpBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestConvertCallOpBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        CACHE.with(|c| c.borrow_mut().clear());
        let mut opts = LlvmTypeOptions::new(DEFAULT_INDEX_BITWIDTH);
        opts.extra_conversion = Some(ExtraTypeConversion(test_conversion));
        let converter = llvm_type_converter_with(opts);
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_patterns(ctx, opts, &converter, *run.op.loc, &mut patterns);
        patterns.add(TypeProducerLowering {
            root: PatternRoot::Op(ctx.ident("test.type_producer")),
            converter: converter.clone(),
        });
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_illegal_dialects(&["test", "func"]);
        let owner = Some(run.op.name);
        let failed = apply_partial_conversion(ctx, run.op.body, owner, &target, &patterns).is_err();
        CACHE.with(|c| c.borrow_mut().clear());
        if failed {
            run.signal_pass_failure();
        }
    }
}
