//! `convert-cf-to-llvm` (MLIR 16's `ConvertControlFlowToLLVM`): a partial conversion in
//! which the llvm dialect is legal, with MLIR 16's patterns for the branches:
//!
//! - `cf.br`, `cf.cond_br` and `cf.switch` become `llvm.br`, `llvm.cond_br` and
//!   `llvm.switch` with the converted operands, the same successors and attributes;
//! - a branch is left as it is when a destination block still has an argument of a type
//!   the converter changes that the branch's converted operand does not match (MLIR's
//!   `verifyMatchingValues`: the blocks are to be converted with the op holding them,
//!   as `convert-func-to-llvm` does for functions).
//!
//! - `cf.assert` splits its block: the ops after it go to a new block, and its block
//!   ends with an `llvm.cond_br` on the condition to that block or to a new block at the
//!   end of the region that prints the message with `puts` (the message is a private
//!   constant `llvm.mlir.global` `@assert_msg_N`, `N` the first number free, at the
//!   start of the module, read through `llvm.mlir.addressof` and `llvm.getelementptr`),
//!   calls `abort` and ends with `llvm.unreachable`; `puts` and `abort` are declared at
//!   the start of the module when it has no `llvm.func` of that name (MLIR 16's
//!   `AssertOpLowering` and `createPrintStrCall`). The op must be in the module the
//!   conversion is applied to.

use std::sync::Arc;

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use crate::ir::attrs::AttrKind;
use crate::ir::body::{Block, BlockPoint, InsertPoint, Op, OperationState, Value, ValueDef};
use crate::ir::context::{Attribute, Context, Type};
use crate::ods::AttrView;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::conversion_passes::ConvertControlFlowToLlvmBase;
use super::llvm_type_converter::{
    llvm_array, llvm_func, llvm_ptr, llvm_type_converter, llvm_void, DEFAULT_INDEX_BITWIDTH,
};

/// One of the branch lowerings: the cf op it is rooted at, the llvm op it creates.
struct BranchLowering {
    root: PatternRoot,
    name: &'static str,
    target: &'static str,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for BranchLowering {
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
        let ctx = rw.ctx();
        let successors: Vec<Block> = rw.body().successors(op).collect();
        // The operands each successor gets, in the order MLIR checks them.
        for (block, range) in successor_operand_ranges(ctx, rw, op, successors.len())? {
            verify_matching_values(rw, &operands[range], successors[block])?;
        }
        let name = rw.ident(self.target);
        let body = rw.body();
        let state = OperationState {
            name,
            operands: operands.to_vec(),
            attrs: body.attrs(op),
            result_types: Vec::new(),
            loc: body.loc(op),
            successors,
            num_regions: 0,
            isolated_from_above: false,
        };
        rw.replace_op_with_new_op(op, state);
        Ok(())
    }
}

/// The successors of the branch `op` with the range of its operands each gets, in the
/// order MLIR 16 verifies them: `cf.cond_br`'s false destination first.
fn successor_operand_ranges(
    ctx: &Context,
    rw: &ConversionPatternRewriter<'_>,
    op: Op,
    num_successors: usize,
) -> Result<Vec<(usize, std::ops::Range<usize>)>, MatchFailure> {
    let body = rw.body();
    let attrs = body.attrs(op);
    let name = ctx.ident_ref(body.op_name(op));
    let segments = |key: &str| -> Result<Vec<usize>, MatchFailure> {
        let a = ctx.dictionary_get(attrs, key).ok_or(MatchFailure)?;
        let values = AttrView::new(ctx, a)
            .dense_array_values()
            .ok_or(MatchFailure)?;
        Ok(values.into_iter().map(|v| v.max(0) as usize).collect())
    };
    match name {
        "cf.br" => Ok(vec![(0, 0..body.num_operands(op))]),
        "cf.cond_br" => {
            let s = segments("operand_segment_sizes")?;
            let [c, t, f] = s[..] else {
                return Err(MatchFailure);
            };
            Ok(vec![(1, c + t..c + t + f), (0, c..c + t)])
        }
        "cf.switch" => {
            let s = segments("operand_segment_sizes")?;
            let [flag, default, _] = s[..] else {
                return Err(MatchFailure);
            };
            let cases = segments("case_operand_segments")?;
            if cases.len() + 1 != num_successors {
                return Err(MatchFailure);
            }
            let mut out = vec![(0, flag..flag + default)];
            let mut at = flag + default;
            for (i, n) in cases.into_iter().enumerate() {
                out.push((i + 1, at..at + n));
                at += n;
            }
            Ok(out)
        }
        _ => Err(MatchFailure),
    }
}

/// MLIR 16's `verifyMatchingValues`: each argument of `block` remapped to its converted
/// type; when that takes a cast (the block was not converted), the type cast from must
/// be that of the operand passed.
fn verify_matching_values(
    rw: &mut ConversionPatternRewriter<'_>,
    operands: &[Value],
    block: Block,
) -> RewriteResult {
    let args = rw.body().block_args(block).to_vec();
    let cast = rw.ident("builtin.unrealized_conversion_cast");
    for (&arg, &operand) in args.iter().zip(operands) {
        let Some(remapped) = rw.remapped_value(arg) else {
            continue;
        };
        let body = rw.body();
        let ValueDef::OpResult(def, _) = body.value_def(remapped) else {
            continue;
        };
        if body.op_name(def) != cast {
            continue;
        }
        let Some(input) = body.operands(def).next() else {
            continue;
        };
        if body.value_type(input) != body.value_type(operand) {
            return Err(MatchFailure);
        }
    }
    Ok(())
}

/// The lowering of `cf.assert`.
struct AssertLowering {
    root: PatternRoot,
    /// The location of the module, that of the `puts` declaration.
    module_loc: Attribute,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for AssertLowering {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn debug_name(&self) -> &str {
        "AssertOpLowering"
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
        let ctx = rw.ctx();
        let [cond] = operands[..] else {
            return Err(MatchFailure);
        };
        let module_is_root = rw.in_root_arena(|rw| {
            rw.arena_owner() == Some(ctx.ident("builtin.module"))
                && rw.body().root_regions().next().is_some()
        });
        if !module_is_root {
            return Err(MatchFailure);
        }
        let body = rw.body();
        let msg = match ctx
            .dictionary_get(body.attrs(op), "msg")
            .map(|a| ctx.attr_kind_ref(a))
        {
            Some(AttrKind::String { value, .. }) => value.clone(),
            _ => return Err(MatchFailure),
        };
        let loc = body.loc(op);
        let block = body.parent_block(op).ok_or(MatchFailure)?;
        let region = body.block_parent(block).ok_or(MatchFailure)?;
        let continuation = rw.split_block(block, op);

        // The failure block: print the message, abort.
        let failure = rw.create_block(
            BlockPoint {
                region,
                before: None,
            },
            &[],
        );
        let i8 = ctx.int_type(8);
        let char_ptr = llvm_ptr(ctx, Some(i8), 0);
        let (global, array_ty) = create_message_global(rw, loc, &msg);
        let array_ptr = llvm_ptr(ctx, Some(array_ty), 0);
        let global_name =
            ctx.dictionary_attr(vec![(ctx.ident("global_name"), symbol(ctx, &global))]);
        let addr = create(
            rw,
            "llvm.mlir.addressof",
            loc,
            vec![],
            Some(array_ptr),
            global_name,
        );
        let indices = dense_i32_array(ctx, &[0]);
        let gep_attrs = ctx.dictionary_attr(vec![(ctx.ident("rawConstantIndices"), indices)]);
        let addr = addr.ok_or(MatchFailure)?;
        let gep = create(
            rw,
            "llvm.getelementptr",
            loc,
            vec![addr],
            Some(char_ptr),
            gep_attrs,
        )
        .ok_or(MatchFailure)?;
        let void = llvm_void(ctx);
        lookup_or_create_fn(
            rw,
            self.module_loc,
            "puts",
            llvm_func(ctx, void, &[char_ptr], false),
        );
        call(rw, loc, "puts", vec![gep]);
        lookup_or_create_fn(
            rw,
            ctx.unknown_loc(),
            "abort",
            llvm_func(ctx, void, &[], false),
        );
        call(rw, loc, "abort", vec![]);
        let empty = ctx.empty_dictionary();
        create(rw, "llvm.unreachable", loc, vec![], None, empty);

        // The assertion: branch on the condition.
        rw.set_insertion_point_to_end(block);
        let segments = dense_i32_array(ctx, &[1, 0, 0]);
        rw.create(OperationState {
            name: ctx.ident("llvm.cond_br"),
            operands: vec![cond],
            attrs: ctx.dictionary_attr(vec![(ctx.ident("operand_segment_sizes"), segments)]),
            result_types: Vec::new(),
            loc,
            successors: vec![continuation, failure],
            num_regions: 0,
            isolated_from_above: false,
        });
        rw.erase_op(op);
        Ok(())
    }
}

/// `array<i32: values>`.
fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    use crate::ir::attrs::DenseElemKind;
    use crate::ir::types::Signedness;
    ctx.intern_attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        kind: DenseElemKind::Int(32, Signedness::Signless),
        values: values.iter().map(|&v| u128::from(v as u32)).collect(),
    })
}

/// A flat `@name`.
fn symbol(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(AttrKind::SymbolRef {
        root: ctx.ident(name),
        nested: Vec::new(),
    })
}

/// Creates the op `name` of at most one result at the insertion point.
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &'static str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Option<Type>,
    attrs: Attribute,
) -> Option<Value> {
    let name = rw.ident(name);
    let op = rw.create(OperationState {
        name,
        operands,
        attrs,
        result_types: ty.into_iter().collect(),
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    rw.results(op).first().copied()
}

/// `llvm.call @callee(args)` of no result, with MLIR's default `fastmathFlags`.
fn call(rw: &mut ConversionPatternRewriter<'_>, loc: Attribute, callee: &str, args: Vec<Value>) {
    let ctx = rw.ctx();
    let attrs = ctx.dictionary_attr(vec![
        (ctx.ident("callee"), symbol(ctx, callee)),
        (
            ctx.ident("fastmathFlags"),
            ctx.dialect_attr_text("llvm.fastmath<none>"),
        ),
    ]);
    create(rw, "llvm.call", loc, args, None, attrs);
}

/// The names of the symbols of the module (the root arena's first block), of the ops
/// named `only` when given.
fn module_symbols(rw: &mut ConversionPatternRewriter<'_>, only: Option<&str>) -> Vec<Vec<u8>> {
    let ctx = rw.ctx();
    let only = only.map(|n| ctx.ident(n));
    rw.in_root_arena(|rw| {
        let body = rw.body();
        let sym = ctx.ident("sym_name");
        let Some(block) = body.root_regions().next().and_then(|r| body.entry_block(r)) else {
            return Vec::new();
        };
        body.block_ops(block)
            .filter(|&o| only.map_or(true, |n| body.op_name(o) == n))
            .filter_map(|o| {
                match ctx
                    .dictionary_get_ident(body.attrs(o), sym)
                    .map(|a| ctx.attr_kind_ref(a))
                {
                    Some(AttrKind::String { value, .. }) => Some(value.clone()),
                    _ => None,
                }
            })
            .collect()
    })
}

/// Creates the op of `state` at the start of the module (the root arena's first block).
fn create_at_module_start(rw: &mut ConversionPatternRewriter<'_>, state: OperationState) {
    rw.in_root_arena(|rw| {
        let body = rw.body();
        let Some(block) = body.root_regions().next().and_then(|r| body.entry_block(r)) else {
            return;
        };
        rw.set_insertion_point(Some(InsertPoint {
            block,
            before: body.first_op(block),
        }));
        rw.create(state);
    });
}

/// Declares the llvm function `name` of type `ty` at the start of the module at `loc`,
/// unless the module has an `llvm.func` of that name (MLIR's `LLVM::lookupOrCreateFn`).
fn lookup_or_create_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    name: &str,
    ty: Type,
) {
    if module_symbols(rw, Some("llvm.func"))
        .iter()
        .any(|s| s == name.as_bytes())
    {
        return;
    }
    let ctx = rw.ctx();
    let attrs = vec![
        (ctx.ident("sym_name"), ctx.string_attr(name)),
        (ctx.ident("function_type"), ctx.type_attr(ty)),
        (
            ctx.ident("linkage"),
            ctx.dialect_attr_text("llvm.linkage<external>"),
        ),
        (ctx.ident("CConv"), ctx.dialect_attr_text("llvm.cconv<ccc>")),
    ];
    create_at_module_start(
        rw,
        OperationState {
            name: ctx.ident("llvm.func"),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(attrs),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        },
    );
}

/// The private constant global `@assert_msg_N` holding `msg` and a NUL, `N` the first
/// number no symbol of the module has, at the start of the module (MLIR 16's
/// `createPrintStrCall`); its name and type.
fn create_message_global(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    msg: &[u8],
) -> (String, Type) {
    let ctx = rw.ctx();
    let symbols = module_symbols(rw, None);
    let name = (0..)
        .map(|n| format!("assert_msg_{n}"))
        .find(|name| !symbols.iter().any(|s| s == name.as_bytes()))
        .expect("a free name");
    let mut bytes: Vec<i128> = msg.iter().map(|&b| i128::from(b)).collect();
    bytes.push(0);
    let i8 = ctx.int_type(8);
    let n = bytes.len();
    let array_ty = llvm_array(ctx, i8, u32::try_from(n).unwrap_or(u32::MAX));
    let value = ctx.dense_int_elements(ctx.ranked_tensor_type(&[n as i64], i8), &bytes);
    let attrs = vec![
        (
            ctx.ident("addr_space"),
            ctx.integer_attr(0, ctx.int_type(32)),
        ),
        (ctx.ident("constant"), ctx.unit_attr()),
        (ctx.ident("global_type"), ctx.type_attr(array_ty)),
        (
            ctx.ident("linkage"),
            ctx.dialect_attr_text("llvm.linkage<private>"),
        ),
        (ctx.ident("sym_name"), ctx.string_attr(&name)),
        (ctx.ident("value"), value),
    ];
    create_at_module_start(
        rw,
        OperationState {
            name: ctx.ident("llvm.mlir.global"),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(attrs),
            result_types: Vec::new(),
            loc,
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        },
    );
    (name, array_ty)
}

/// MLIR's `populateControlFlowToLLVMConversionPatterns`: the branches, and `cf.assert`
/// with `module_loc` the location of the module it declares `puts` in.
pub fn populate_cf_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    module_loc: Attribute,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(AssertLowering {
        root: PatternRoot::Op(ctx.ident("cf.assert")),
        module_loc,
        converter: converter.clone(),
    });
    for (root, name, target) in [
        ("cf.br", "BranchOpLowering", "llvm.br"),
        ("cf.cond_br", "CondBranchOpLowering", "llvm.cond_br"),
        ("cf.switch", "SwitchOpLowering", "llvm.switch"),
    ] {
        patterns.add(BranchLowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            target,
            converter: converter.clone(),
        });
    }
}

/// The `convert-cf-to-llvm` pass.
#[derive(Clone, Default)]
pub struct ConvertControlFlowToLlvm {
    base: ConvertControlFlowToLlvmBase,
}

impl DeclaredPass for ConvertControlFlowToLlvm {
    type Base = ConvertControlFlowToLlvmBase;
    fn base(&self) -> &ConvertControlFlowToLlvmBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ConvertControlFlowToLlvmBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let bitwidth = match *self.base.options.index_bitwidth.value() {
            0 => DEFAULT_INDEX_BITWIDTH,
            n => n,
        };
        let converter = llvm_type_converter(bitwidth);
        let mut patterns = ConversionPatternSet::new();
        populate_cf_to_llvm_patterns(ctx, &converter, *run.op.loc, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_legal_ops(ctx, &["builtin.unrealized_conversion_cast"]);
        // The patterns stay inside the function they convert: functions on threads.
        if run
            .apply_local_partial_conversion(&target, &patterns)
            .is_err()
        {
            run.signal_pass_failure();
        }
    }
}
