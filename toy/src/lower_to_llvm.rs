//! The full lowering of chapter 6: what the lowering to `affine` leaves (`affine`, `arith`,
//! `memref`, `func`, and `toy.print` on a memref) to the `llvm` dialect, as MLIR's
//! `ToyToLLVMLoweringPass` does it: one full dialect conversion whose patterns are
//!
//! - the framework's lowerings, in MLIR's order: `affine` to `scf`/`arith`/`memref`
//!   ([`populate_affine_to_std_patterns`]), `scf` to `cf` ([`populate_scf_to_cf_patterns`]),
//!   and `arith`, `memref`, `cf` and `func` to `llvm` with the llvm type converter
//!   (`index` is `i64`, pointers are typed, as in MLIR 16);
//! - Toy's own [`print_lowering`]: `toy.print` becomes a nest of `scf.for` loops, one per
//!   dimension, calling `printf` with the format `"%f \0"` on each element and `"\n\0"`
//!   after each inner dimension. `printf` is declared (`llvm.func @printf(!llvm.ptr<i8>,
//!   ...) -> i32`) and the format strings are internal constant globals (`@frmt_spec`,
//!   `@nl`), each created at the start of the module the first time a print needs it.
//!
//! The `scf.for` loops and `func.call @printf` the print lowering creates are illegal too,
//! so the same conversion lowers them in turn: the result is the `llvm` dialect alone
//! inside the `builtin.module`.

use std::sync::Arc;

use strata_framework::conversion::{
    apply_full_conversion, ConversionFailure, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, TypeConverter,
};
use strata_framework::ir::attrs::{AttrKind, DenseElemKind};
use strata_framework::ir::body::{BlockPoint, Body, Op, OperationState, Value};
use strata_framework::ir::context::{Attribute, Context, Type};
use strata_framework::ir::types::{Signedness, TypeKind};
use strata_framework::pass::{Pass, PassRun};
use strata_framework::rewrite::{MatchFailure, PatternRoot, RewriteResult};
use strata_framework::transforms::arith_to_llvm::populate_arith_to_llvm_patterns;
use strata_framework::transforms::cf_to_llvm::populate_cf_to_llvm_patterns;
use strata_framework::transforms::func_to_llvm::populate_func_to_llvm_patterns;
use strata_framework::transforms::llvm_type_converter::{
    llvm_array, llvm_func, llvm_ptr, llvm_type_converter_with, LlvmTypeOptions,
    DEFAULT_INDEX_BITWIDTH,
};
use strata_framework::transforms::lower_affine::populate_affine_to_std_patterns;
use strata_framework::transforms::memref_to_llvm::{
    populate_memref_to_llvm_patterns, AllocLowering, MemRefLowering,
};
use strata_framework::transforms::scf_to_cf::populate_scf_to_cf_patterns;

/// The dialects the lowering creates ops of, loaded before it runs (MLIR's pass declares
/// `llvm` and `scf`; the others come with the patterns it populates).
pub const DEPENDENT_DIALECTS: &[&str] = &["llvm", "scf", "cf", "arith", "memref", "func"];

/// Registers in `ctx` the dialects the Toy pipeline lowers to (`func`, `affine`, `arith`,
/// `memref`, `scf`, `cf`, `llvm`), so that IR at any level of the pipeline can be read
/// and the lowerings can create their ops.
pub fn register_dialects(ctx: &Context) {
    use strata::dialects::{affine, arith, cf, func, llvm, memref, scf};
    affine::register(ctx);
    affine::register_print_details(ctx);
    arith::register(ctx);
    cf::register(ctx);
    func::register(ctx);
    llvm::register_dialect(ctx);
    memref::register(ctx);
    memref::register_print_details(ctx);
    scf::register(ctx);
    affine::register_interfaces(ctx);
    arith::register_interfaces(ctx);
    cf::register_interfaces(ctx);
    func::register_interfaces(ctx);
    memref::register_interfaces(ctx);
    scf::register_interfaces(ctx);
}

/// The patterns of the lowering (MLIR's `ToyToLLVMLoweringPass::runOnOperation`), the
/// declarations `printf` and `malloc`/`free` get at `module_loc`.
pub fn populate_toy_to_llvm_patterns(
    ctx: &Context,
    module_loc: Attribute,
    patterns: &mut ConversionPatternSet,
) {
    let opts = LlvmTypeOptions::new(DEFAULT_INDEX_BITWIDTH);
    let converter: Arc<TypeConverter> = llvm_type_converter_with(opts);
    populate_affine_to_std_patterns(ctx, patterns);
    populate_scf_to_cf_patterns(ctx, patterns);
    populate_arith_to_llvm_patterns(ctx, &converter, patterns);
    let memref = MemRefLowering {
        opts,
        alloc: AllocLowering::Malloc,
        generic_functions: false,
        module_loc,
    };
    populate_memref_to_llvm_patterns(ctx, &converter, memref, patterns);
    populate_cf_to_llvm_patterns(ctx, &converter, module_loc, patterns);
    populate_func_to_llvm_patterns(ctx, opts, &converter, module_loc, patterns);
    // The only op of the Toy dialect left after the lowering to affine.
    patterns.add(PrintOpLowering {
        root: PatternRoot::Op(ctx.ident("toy.print")),
        module_loc,
    });
}

/// Lowers the module `module` of `body` (its regions: `module` is the root op) to the
/// `llvm` dialect: one full conversion in which only the `llvm` dialect and
/// `builtin.module` are legal. On failure the diagnostics are emitted through `ctx` and
/// the module is unchanged.
pub fn lower_module(
    ctx: &Context,
    module_body: &mut Body,
    module_name: strata_framework::ir::context::Identifier,
    module_loc: Attribute,
) -> Result<(), ConversionFailure> {
    let mut patterns = ConversionPatternSet::new();
    populate_toy_to_llvm_patterns(ctx, module_loc, &mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialects(&["llvm"]);
    target.add_legal_ops(ctx, &["builtin.module"]);
    apply_full_conversion(ctx, module_body, Some(module_name), &target, &patterns)
}

/// The lowering as a pass on `builtin.module` (MLIR's `createLowerToLLVMPass`), named
/// `toy-to-llvm` on `toy-opt`'s command line.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToyToLlvmLoweringPass;

impl Pass for ToyToLlvmLoweringPass {
    fn argument(&self) -> &str {
        "toy-to-llvm"
    }
    fn name(&self) -> &str {
        "ToyToLLVMLoweringPass"
    }
    fn description(&self) -> &str {
        "Lower Toy's affine-level IR and toy.print to the llvm dialect"
    }
    fn op_name(&self) -> Option<&str> {
        Some("builtin.module")
    }
    fn dependent_dialects(&self) -> Vec<&'static str> {
        DEPENDENT_DIALECTS.to_vec()
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let (name, loc) = (run.op.name, *run.op.loc);
        if lower_module(ctx, run.op.body, name, loc).is_err() {
            run.signal_pass_failure();
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

// ----- the lowering of toy.print -----

/// Creates the op `name` at the insertion point; its results.
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Vec<(&str, Attribute)>,
    num_regions: usize,
) -> Op {
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(attrs.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect());
    rw.create(OperationState {
        name: ctx.ident(name),
        operands,
        attrs,
        result_types,
        loc,
        successors: Vec::new(),
        num_regions,
        isolated_from_above: false,
    })
}

/// `arith.constant N : index`.
fn index_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, n: i64) -> Value {
    let ctx = rw.ctx();
    let index = ctx.index_type();
    let op = create(
        rw,
        "arith.constant",
        loc,
        Vec::new(),
        vec![index],
        vec![("value", ctx.integer_attr(i128::from(n), index))],
        0,
    );
    rw.results(op)[0]
}

/// `func.call @printf(args) : (...) -> i32`, lowered by the function patterns to
/// `llvm.call`.
fn call_printf(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, args: Vec<Value>) {
    let ctx = rw.ctx();
    let callee = ctx.intern_attr(AttrKind::SymbolRef {
        root: ctx.ident("printf"),
        nested: Vec::new(),
    });
    create(
        rw,
        "func.call",
        loc,
        args,
        vec![ctx.int_type(32)],
        vec![("callee", callee)],
        0,
    );
}

/// Declares `printf`, `i32 (i8*, ...)`, at the start of the module at `module_loc`,
/// unless the module has it (MLIR's `getOrInsertPrintf`).
fn get_or_insert_printf(rw: &mut ConversionPatternRewriter<'_>, module_loc: Attribute) {
    let ctx = rw.ctx();
    let i8_ptr = llvm_ptr(ctx, Some(ctx.int_type(8)), 0);
    let ty = llvm_func(ctx, ctx.int_type(32), &[i8_ptr], true);
    rw.declare_at_root_start("printf", || OperationState {
        name: ctx.ident("llvm.func"),
        operands: Vec::new(),
        attrs: ctx.dictionary_attr(vec![
            (ctx.ident("sym_name"), ctx.string_attr("printf")),
            (ctx.ident("function_type"), ctx.type_attr(ty)),
            (
                ctx.ident("linkage"),
                ctx.dialect_attr_text("llvm.linkage<external>"),
            ),
            (ctx.ident("CConv"), ctx.dialect_attr_text("llvm.cconv<ccc>")),
        ]),
        result_types: Vec::new(),
        loc: module_loc,
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
    });
}

/// The internal constant global string `name` holding `value` (its NUL included),
/// created at the start of the module at `loc` unless the module has a symbol `name`,
/// and a pointer to its first character at the insertion point (MLIR's
/// `getOrCreateGlobalString`).
fn get_or_create_global_string(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    name: &str,
    value: &str,
) -> Value {
    let ctx = rw.ctx();
    let i8 = ctx.int_type(8);
    let array = llvm_array(ctx, i8, u32::try_from(value.len()).unwrap_or(u32::MAX));
    rw.declare_at_root_start(name, || OperationState {
        name: ctx.ident("llvm.mlir.global"),
        operands: Vec::new(),
        attrs: ctx.dictionary_attr(vec![
            (
                ctx.ident("addr_space"),
                ctx.integer_attr(0, ctx.int_type(32)),
            ),
            (ctx.ident("constant"), ctx.unit_attr()),
            (ctx.ident("global_type"), ctx.type_attr(array)),
            (
                ctx.ident("linkage"),
                ctx.dialect_attr_text("llvm.linkage<internal>"),
            ),
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("value"), ctx.string_attr(value)),
        ]),
        result_types: Vec::new(),
        loc,
        successors: Vec::new(),
        num_regions: 1,
        isolated_from_above: true,
    });
    let global_name = ctx.intern_attr(AttrKind::SymbolRef {
        root: ctx.ident(name),
        nested: Vec::new(),
    });
    let address = create(
        rw,
        "llvm.mlir.addressof",
        loc,
        Vec::new(),
        vec![llvm_ptr(ctx, Some(array), 0)],
        vec![("global_name", global_name)],
        0,
    );
    let address = rw.results(address)[0];
    let i64t = ctx.int_type(64);
    let zero = create(
        rw,
        "llvm.mlir.constant",
        loc,
        Vec::new(),
        vec![i64t],
        vec![("value", ctx.integer_attr(0, ctx.index_type()))],
        0,
    );
    let zero = rw.results(zero)[0];
    // Both indices are dynamic: the GEP takes the constant's value.
    let dynamic = i32::MIN as u32 as u128;
    let raw = ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: vec![dynamic, dynamic],
    });
    let gep = create(
        rw,
        "llvm.getelementptr",
        loc,
        vec![address, zero, zero],
        vec![llvm_ptr(ctx, Some(i8), 0)],
        vec![("rawConstantIndices", raw)],
        0,
    );
    rw.results(gep)[0]
}

/// MLIR's `PrintOpLowering`: `toy.print %m : memref<AxBxf64>` becomes
///
/// ```mlir
/// scf.for %i = 0 to A step 1 {
///   scf.for %j = 0 to B step 1 {
///     %e = memref.load %m[%i, %j]
///     func.call @printf(%frmt_spec, %e)
///   }
///   func.call @printf(%nl)
/// }
/// ```
struct PrintOpLowering {
    root: PatternRoot,
    /// Where `printf` is declared: the module's location.
    module_loc: Attribute,
}

impl ConversionPattern for PrintOpLowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        "PrintOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        _operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        print_lowering(op, self.module_loc, rw)
    }
}

/// The rewrite of [`PrintOpLowering`].
fn print_lowering(
    op: Op,
    module_loc: Attribute,
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(input) = body.operands(op).next() else {
        return Err(MatchFailure);
    };
    let shape = match ctx.type_kind_ref(body.value_type(input)) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return Err(MatchFailure),
    };
    let loc = body.loc(op);
    get_or_insert_printf(rw, module_loc);
    let format = get_or_create_global_string(rw, loc, "frmt_spec", "%f \0");
    let newline = get_or_create_global_string(rw, loc, "nl", "\n\0");
    // A loop for each dimension, each inside the one before.
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    let rank = shape.len();
    for (i, &size) in shape.iter().enumerate() {
        let lower = index_constant(rw, loc, 0);
        let upper = index_constant(rw, loc, size);
        let step = index_constant(rw, loc, 1);
        let for_op = create(
            rw,
            "scf.for",
            loc,
            vec![lower, upper, step],
            vec![],
            vec![],
            1,
        );
        let region = rw.body().regions(for_op)[0];
        let block = rw.create_block(
            BlockPoint {
                region,
                before: None,
            },
            &[index],
        );
        let iv = rw.body().block_args(block)[0];
        rw.set_arg_loc(iv, loc);
        ivs.push(iv);
        // After each inner dimension, a newline.
        if i + 1 != rank {
            call_printf(rw, loc, vec![newline]);
        }
        create(rw, "scf.yield", loc, vec![], vec![], vec![], 0);
        rw.set_insertion_point_to_start(block);
    }
    // The element at the loops' indices, printed.
    let element = create(
        rw,
        "memref.load",
        loc,
        std::iter::once(input).chain(ivs).collect(),
        vec![ctx.float_type(strata_framework::ir::types::FloatKind::F64)],
        vec![],
        0,
    );
    let element = rw.results(element)[0];
    call_printf(rw, loc, vec![format, element]);
    rw.erase_op(op);
    Ok(())
}
