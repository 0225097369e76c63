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
//! `cf.assert` (which MLIR lowers to a conditional branch to a block printing the
//! message with `puts` through an `llvm.getelementptr` of a global string and calling
//! `abort`) stays: the llvm dialect does not have `llvm.getelementptr` yet.

use std::sync::Arc;

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, TypeConverter,
};
use crate::ir::body::{Block, Op, OperationState, Value, ValueDef};
use crate::ir::context::Context;
use crate::ods::AttrView;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::conversion_passes::ConvertControlFlowToLlvmBase;
use super::llvm_type_converter::{llvm_type_converter, DEFAULT_INDEX_BITWIDTH};

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
        let body = rw.body();
        let state = OperationState {
            name: ctx.ident(self.target),
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
    let name = ctx.ident_str(body.op_name(op));
    let segments = |key: &str| -> Result<Vec<usize>, MatchFailure> {
        let a = ctx.dictionary_get(attrs, key).ok_or(MatchFailure)?;
        let values = AttrView::new(ctx, a)
            .dense_array_values()
            .ok_or(MatchFailure)?;
        Ok(values.into_iter().map(|v| v.max(0) as usize).collect())
    };
    match &*name {
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
    let cast = rw.ctx().ident("builtin.unrealized_conversion_cast");
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

/// MLIR's `populateControlFlowToLLVMConversionPatterns`, for the ops Strata lowers.
pub fn populate_cf_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
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
        populate_cf_to_llvm_patterns(ctx, &converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        target.add_legal_ops(ctx, &["builtin.unrealized_conversion_cast"]);
        let owner = Some(run.op.name);
        if apply_partial_conversion(ctx, run.op.body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}
