//! The test passes of MLIR 16's dialect conversion tests (`TestPatterns.cpp`), on the
//! `test` ops of `spec/dialects/test/conversion.td`.

use strata_framework::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use strata_framework::ir::body::{Op, OperationState, Value};
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::ir::types::FloatKind;
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::{MatchFailure, RewriteResult};
use strata_framework::support::diag::Severity;

use super::decls::TestMergeBlocksPatternDriverBase;

/// Whether an op enclosing `op` (across arenas where the view knows them) is named `name`
/// (MLIR's `getParentOfType`).
fn has_ancestor(op: &OpRef<'_>, name: &str) -> bool {
    let mut cur = op.parent();
    while let Some(p) = cur {
        if p.name() == name {
            return true;
        }
        cur = p.parent();
    }
    false
}

/// The second block of `op`'s region merged into its first, whose terminator (a branch)
/// is erased, its operands replacing the second block's arguments; with `illegal`, a
/// `test.illegal_op_f` is created first at the start of the second block.
fn merge_second_block(
    op: Op,
    rw: &mut ConversionPatternRewriter<'_>,
    illegal: bool,
) -> RewriteResult {
    let body = rw.body();
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let first = body.entry_block(region).ok_or(MatchFailure)?;
    let second = body.next_block(first).ok_or(MatchFailure)?;
    let branch = body.last_op(first).ok_or(MatchFailure)?;
    let args: Vec<Value> = body.operands(branch).collect();
    if illegal {
        let ctx = rw.ctx();
        rw.set_insertion_point_to_start(second);
        let loc = rw.body().loc(op);
        rw.create(OperationState {
            name: ctx.ident("test.illegal_op_f"),
            operands: Vec::new(),
            attrs: ctx.empty_dictionary(),
            result_types: vec![ctx.float_type(FloatKind::F32)],
            loc,
            successors: Vec::new(),
            num_regions: 0,
            isolated_from_above: false,
        });
    }
    rw.erase_op(branch);
    rw.merge_blocks(second, first, &args);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// MLIR's `TestMergeBlock`.
fn merge_block(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    merge_second_block(op, rw, false)
}

/// MLIR's `TestUndoBlocksMerge`.
fn undo_blocks_merge(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    merge_second_block(op, rw, true)
}

/// MLIR's `TestMergeSingleBlockOps`: a `test.SingleBlockImplicitTerminator` directly in
/// another has its block inlined before it, without its terminator, and is erased.
fn merge_single_block_ops(
    op: Op,
    _operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let body = rw.body();
    let name = body.op_name(op);
    let mut parent = body.parent_op(op);
    while let Some(p) = parent {
        if body.op_name(p) == name {
            break;
        }
        parent = body.parent_op(p);
    }
    if parent.is_none() {
        return Err(MatchFailure);
    }
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let inner = body.entry_block(region).ok_or(MatchFailure)?;
    let terminator = body.last_op(inner).ok_or(MatchFailure)?;
    rw.inline_block_before(inner, op, &[]);
    rw.erase_op(terminator);
    rw.erase_op(op);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// `test-merge-blocks` (MLIR's `TestMergeBlocksPatternDriver`): a partial conversion of
/// the function's body; a remark on each op it could not legalize.
#[derive(Clone, Default)]
pub(crate) struct TestMergeBlocksPatternDriver {
    base: TestMergeBlocksPatternDriverBase,
}

impl DeclaredPass for TestMergeBlocksPatternDriver {
    type Base = TestMergeBlocksPatternDriverBase;
    fn base(&self) -> &TestMergeBlocksPatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestMergeBlocksPatternDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_fn(ctx, "test.merge_blocks", "TestMergeBlock", &[], merge_block)
            .add_fn(
                ctx,
                "test.undo_blocks_merge",
                "TestUndoBlocksMerge",
                &[],
                undo_blocks_merge,
            )
            .add_fn(
                ctx,
                "test.SingleBlockImplicitTerminator",
                "TestMergeSingleBlockOps",
                &[],
                merge_single_block_ops,
            );
        let mut target = ConversionTarget::new();
        target.add_legal_ops(
            ctx,
            &[
                "func.func",
                "func.return",
                "test.finish",
                "test.br",
                "test.type_consumer",
                "test.type_producer",
                "test.return",
            ],
        );
        target.add_illegal_ops(ctx, &["test.illegal_op_f"]);
        target.add_dynamically_legal_ops(ctx, &["test.merge_blocks"], |op| {
            let region = op.body.regions(op.op)[0];
            Some(op.body.region_blocks(region).count() == 1)
        });
        target.add_dynamically_legal_ops(ctx, &["test.br"], |op| {
            Some(has_ancestor(op, "test.merge_blocks"))
        });
        target.add_dynamically_legal_ops(ctx, &["test.SingleBlockImplicitTerminator"], |op| {
            Some(!has_ancestor(op, "test.SingleBlockImplicitTerminator"))
        });
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if let Ok(unlegalized) = apply_partial_conversion(ctx, body, owner, &target, &patterns) {
            for a in unlegalized {
                let Some(b) = a.body(body) else { continue };
                let name = ctx.ident_str(b.op_name(a.op));
                let mut d = op_error(ctx, b, a.op, &format!("op '{name}' is not legalizable"));
                d.severity = Severity::Remark;
                ctx.emit(d);
            }
        }
    }
}
