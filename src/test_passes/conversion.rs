//! The test passes of MLIR 16's dialect conversion tests (`TestPatterns.cpp`), on the
//! `test` ops of `spec/dialects/test/conversion.td`.

use std::sync::Arc;

use strata_framework::conversion::{
    apply_full_conversion, apply_partial_conversion, is_function_legal,
    populate_function_signature_conversion, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, TypeConverter,
};
use strata_framework::ir::body::{Op, OperationState, Value};
use strata_framework::ir::context::Type;
use strata_framework::ir::registry::{op_error, OpRef};
use strata_framework::ir::types::{FloatKind, TypeKind};
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use strata_framework::support::diag::Severity;

use super::decls::{
    TestMergeBlocksPatternDriverBase, TestRemappedValueBase,
    TestTargetMaterializationWithNoUsesBase, TestTypeConversionDriverBase,
    TestUnknownRootOpDriverBase,
};

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

/// MLIR's `RemoveTestDialectOps`: a plain rewrite pattern rooted at any op, erasing the
/// ops of the `test` dialect.
fn remove_test_dialect_ops(op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let name = rw.ctx().ident_str(rw.body().op_name(op));
    if !name.starts_with("test.") {
        return Err(MatchFailure);
    }
    rw.erase_op(op);
    Ok(())
}

/// `test-legalize-unknown-root-patterns` (MLIR's `TestUnknownRootOpDriver`): a partial
/// conversion with the `test` dialect illegal and [`remove_test_dialect_ops`]; the pass
/// fails when the conversion does.
#[derive(Clone, Default)]
pub(crate) struct TestUnknownRootOpDriver {
    base: TestUnknownRootOpDriverBase,
}

impl DeclaredPass for TestUnknownRootOpDriver {
    type Base = TestUnknownRootOpDriverBase;
    fn base(&self) -> &TestUnknownRootOpDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestUnknownRootOpDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut rewrites = RewritePatternSet::new();
        rewrites.add_fn(
            ctx,
            PatternRoot::Any,
            1,
            "RemoveTestDialectOps",
            remove_test_dialect_ops,
        );
        let mut patterns = ConversionPatternSet::new();
        patterns.add_rewrite_set(&rewrites);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialects(&["test"]);
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if apply_partial_conversion(ctx, body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}

/// An op named `name` with `operands` and `result_types` at `loc`, no attributes.
fn plain_state(
    ctx: &strata_framework::Context,
    name: &str,
    operands: Vec<Value>,
    result_types: Vec<strata_framework::ir::context::Type>,
    loc: strata_framework::ir::context::Attribute,
) -> OperationState {
    OperationState {
        name: ctx.ident(name),
        operands,
        attrs: ctx.empty_dictionary(),
        result_types,
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    }
}

/// MLIR's `OneVResOneVOperandOp1Converter`: the op of one operand rebuilt with that
/// operand twice, each read through `remapped_value` (not the adaptor's operands).
fn one_variadic_op1_converter(
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let body = rw.body();
    if body.num_operands(op) != 1 {
        return Err(MatchFailure);
    }
    let orig = body.operand(op, 0);
    let (loc, types) = (
        body.loc(op),
        body.results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect::<Vec<_>>(),
    );
    let a = rw.remapped_value(orig).ok_or(MatchFailure)?;
    let b = rw.remapped_value(orig).ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let state = plain_state(
        ctx,
        "test.one_variadic_out_one_variadic_in1",
        vec![a, b],
        types,
        loc,
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// MLIR's `TestChangeProducerTypeF32ToF64`: a `test.type_producer` of `f32` becomes one
/// of `f64`.
fn change_producer_f32_to_f64(
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let r = *body.results(op).first().ok_or(MatchFailure)?;
    if body.value_type(r) != ctx.float_type(FloatKind::F32) {
        return Err(MatchFailure);
    }
    let state = plain_state(
        ctx,
        "test.type_producer",
        Vec::new(),
        vec![ctx.float_type(FloatKind::F64)],
        body.loc(op),
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// MLIR's `TestUpdateConsumerType`: a `test.type_consumer` rebuilt on its remapped
/// operand once that is an `f64`.
fn update_consumer_type(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let &v = operands.first().ok_or(MatchFailure)?;
    if rw.body().value_type(v) != ctx.float_type(FloatKind::F64) {
        return Err(MatchFailure);
    }
    let loc = rw.body().loc(op);
    let state = plain_state(ctx, "test.type_consumer", vec![v], Vec::new(), loc);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// MLIR's `TestRemapValueInRegion`: the block of a `test.remapped_value_region` is
/// merged into the block around the op, and the op's results are replaced by its
/// terminator's operands, remapped with the pattern's type converter.
struct RemapValueInRegion {
    root: strata_framework::Identifier,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for RemapValueInRegion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }
    fn debug_name(&self) -> &str {
        "TestRemapValueInRegion"
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
        let body = rw.body();
        let region = *body.regions(op).first().ok_or(MatchFailure)?;
        let block = body.entry_block(region).ok_or(MatchFailure)?;
        let terminator = body.last_op(block).ok_or(MatchFailure)?;
        let parent = body.parent_block(op).ok_or(MatchFailure)?;
        let final_block = rw.split_block(parent, op);
        rw.merge_blocks(block, parent, &[]);
        rw.merge_blocks(final_block, parent, &[]);
        let operands: Vec<Value> = rw.body().operands(terminator).collect();
        let mut remapped = Vec::with_capacity(operands.len());
        for v in operands {
            remapped.push(rw.remapped_value(v).ok_or(MatchFailure)?);
        }
        rw.erase_op(terminator);
        rw.replace_op(op, &remapped);
        Ok(())
    }
}

/// `test-remapped-value` (MLIR's `TestRemappedValue`): a full conversion of the
/// function's body (see its `.td` description); the pass fails when the conversion does.
#[derive(Clone, Default)]
pub(crate) struct TestRemappedValue {
    base: TestRemappedValueBase,
}

impl DeclaredPass for TestRemappedValue {
    type Base = TestRemappedValueBase;
    fn base(&self) -> &TestRemappedValueBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestRemappedValueBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        // MLIR's `TestRemapValueTypeConverter`: f32 to f64, every other type kept.
        let mut converter = TypeConverter::new();
        converter.add_conversion(|ctx, t, out| {
            out.push(if t == ctx.float_type(FloatKind::F32) {
                ctx.float_type(FloatKind::F64)
            } else {
                t
            });
            Some(true)
        });
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_fn(
                ctx,
                "test.one_variadic_out_one_variadic_in1",
                "OneVResOneVOperandOp1Converter",
                &[],
                one_variadic_op1_converter,
            )
            .add_fn(
                ctx,
                "test.type_producer",
                "TestChangeProducerTypeF32ToF64",
                &[],
                change_producer_f32_to_f64,
            )
            .add_fn(
                ctx,
                "test.type_consumer",
                "TestUpdateConsumerType",
                &[],
                update_consumer_type,
            )
            .add(RemapValueInRegion {
                root: ctx.ident("test.remapped_value_region"),
                converter: Arc::new(converter),
            });
        let mut target = ConversionTarget::new();
        target.add_legal_ops(ctx, &["builtin.module", "func.func", "test.return"]);
        let f64t = ctx.float_type(FloatKind::F64);
        target.add_dynamically_legal_ops(ctx, &["test.type_producer"], move |op| {
            Some(
                op.body
                    .results(op.op)
                    .first()
                    .map(|&r| op.body.value_type(r))
                    == Some(f64t),
            )
        });
        target.add_dynamically_legal_ops(ctx, &["test.type_consumer"], move |op| {
            Some(
                op.body
                    .operands(op.op)
                    .next()
                    .map(|v| op.body.value_type(v))
                    == Some(f64t),
            )
        });
        target.add_dynamically_legal_ops(ctx, &["test.one_variadic_out_one_variadic_in1"], |op| {
            Some(op.body.num_operands(op.op) > 1)
        });
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if apply_full_conversion(ctx, body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}

/// A conversion pattern of a function given the pattern's type converter.
type ConverterFn =
    fn(&Arc<TypeConverter>, Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// A conversion pattern rooted at one op, made of a [`ConverterFn`]; with `materialize`,
/// its converter is the pattern's type converter (the operands are converted with it),
/// otherwise the function only reads it.
struct ConverterPattern {
    root: strata_framework::Identifier,
    name: &'static str,
    converter: Arc<TypeConverter>,
    materialize: bool,
    f: ConverterFn,
}

impl ConverterPattern {
    fn new(
        ctx: &strata_framework::Context,
        root: &str,
        name: &'static str,
        converter: &Arc<TypeConverter>,
        f: ConverterFn,
    ) -> Self {
        ConverterPattern {
            root: ctx.ident(root),
            name,
            converter: converter.clone(),
            materialize: true,
            f,
        }
    }
}

impl ConversionPattern for ConverterPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.materialize.then_some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        (self.f)(&self.converter, op, operands, rw)
    }
}

/// MLIR's `ForwardOperandPattern`: the op replaced by its remapped operands.
fn forward_operands(
    _: &Arc<TypeConverter>,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    rw.replace_op(op, operands);
    Ok(())
}

/// A `test.cast` of `inputs` to `ty` at `loc`, created by `rw`.
fn create_cast(
    rw: &mut ConversionPatternRewriter<'_>,
    ty: Type,
    inputs: &[Value],
    loc: strata_framework::ir::context::Attribute,
) -> Value {
    let ctx = rw.ctx();
    let op = rw.create(plain_state(
        ctx,
        "test.cast",
        inputs.to_vec(),
        vec![ty],
        loc,
    ));
    rw.results(op)[0]
}

/// `test-target-materialization-with-no-uses` (MLIR's
/// `TestTargetMaterializationWithNoUses`): a partial conversion with `test.type_changer`
/// illegal and replaced by its operand, `i16` converted to `i64` and a target
/// materialization making a `test.cast`.
#[derive(Clone, Default)]
pub(crate) struct TestTargetMaterializationWithNoUses {
    base: TestTargetMaterializationWithNoUsesBase,
}

impl DeclaredPass for TestTargetMaterializationWithNoUses {
    type Base = TestTargetMaterializationWithNoUsesBase;
    fn base(&self) -> &TestTargetMaterializationWithNoUsesBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestTargetMaterializationWithNoUsesBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let mut converter = TypeConverter::new();
        converter.add_identity_conversion();
        converter.add_conversion(|ctx, t, out| {
            let (width, _) = ctx.as_integer_type(t)?;
            out.push(if width == 16 { ctx.int_type(64) } else { t });
            Some(true)
        });
        converter.add_target_materialization(|rw, ty, inputs, loc| {
            Some(create_cast(rw, ty, inputs, loc))
        });
        let converter = Arc::new(converter);
        let mut patterns = ConversionPatternSet::new();
        patterns.add(ConverterPattern::new(
            ctx,
            "test.type_changer",
            "ForwardOperandPattern",
            &converter,
            forward_operands,
        ));
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ctx, &["test.type_changer"]);
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if apply_partial_conversion(ctx, body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}

/// MLIR's `TestTypeConsumerForward`: the op's operands set, in place, to its remapped
/// operands (which triggers their target materialization).
fn type_consumer_forward(
    _: &Arc<TypeConverter>,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let operands = operands.to_vec();
    rw.modify_op_in_place(op, |b| b.set_operands(op, &operands));
    Ok(())
}

/// The name of `t` if it is a `!test.test_rec` (MLIR's `TestRecursiveType`), kept as
/// text.
fn recursive_type_name(ctx: &strata_framework::Context, t: Type) -> Option<String> {
    let TypeKind::Opaque { pieces, refs } = ctx.type_kind(t) else {
        return None;
    };
    let inner = pieces[0].strip_prefix("test.test_rec<")?;
    if !refs.is_empty() {
        return None;
    }
    let end = inner.find([',', '>'])?;
    Some(inner[..end].to_string())
}

/// Whether `t` is a `!test.test_rec`.
fn is_recursive_type(ctx: &strata_framework::Context, t: Type) -> bool {
    recursive_type_name(ctx, t).is_some()
}

/// MLIR's `TestTypeConversionProducer`: a `test.type_producer` of a float type rebuilt
/// as one of `f64`, one of `i16` as one of `i64`, one of a `!test.test_rec` as one of
/// its conversion when that differs.
fn type_conversion_producer(
    converter: &Arc<TypeConverter>,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let r = *body.results(op).first().ok_or(MatchFailure)?;
    let ty = body.value_type(r);
    let new_ty = if ctx.as_float_type(ty).is_some() {
        ctx.float_type(FloatKind::F64)
    } else if ty == ctx.int_type(16) {
        ctx.int_type(64)
    } else {
        match converter.convert_type_1(ctx, ty) {
            Some(converted) if is_recursive_type(ctx, ty) && converted != ty => converted,
            _ => return Err(MatchFailure),
        }
    };
    let state = plain_state(
        ctx,
        "test.type_producer",
        Vec::new(),
        vec![new_ty],
        body.loc(op),
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// MLIR's `TestSignatureConversionUndo`: the op's region has its block signatures
/// converted, then the rewrite fails so that the conversion is undone.
fn signature_conversion_undo(
    converter: &Arc<TypeConverter>,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let region = *rw.body().regions(op).first().ok_or(MatchFailure)?;
    let _ = rw.convert_region_types(region, converter, None);
    Err(MatchFailure)
}

/// MLIR's `TestTestSignatureConversionNoConverter`: the entry block's signature
/// converted without a type converter for the materializations.
fn signature_conversion_no_converter(
    converter: &Arc<TypeConverter>,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let entry = body.entry_block(region).ok_or(MatchFailure)?;
    let conversion = converter
        .convert_block_signature(ctx, body, entry)
        .ok_or(MatchFailure)?;
    rw.start_op_modification(op);
    rw.apply_signature_conversion(region, &conversion, None);
    rw.finalize_op_modification(op);
    Ok(())
}

/// MLIR's `TestTypeConversionAnotherProducer`: a `test.another_type_producer` rebuilt as
/// a `test.type_producer` of the same type.
fn another_type_producer(
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let state = plain_state(ctx, "test.type_producer", Vec::new(), types, body.loc(op));
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// The conversion of MLIR's `TestRecursiveType` (`!test.test_rec<NAME, BODY>`, a type
/// named `NAME` whose body may name a type around it, `test_rec<NAME>`) in
/// `test-legalize-type-conversion`: a type named `outer_converted_type` is kept; a type
/// named in `stack` (being converted) becomes `smpla` (MLIR's `SimpleAType`); otherwise
/// the type becomes one named `outer_converted_type` of the converted body. Strata keeps
/// the `test` dialect's types as text: this converts the text, and only bodies that are
/// such types themselves (`None` for any other body).
fn convert_recursive_type(text: &str, stack: &mut Vec<String>) -> Option<String> {
    let inner = text.strip_prefix("test_rec<")?.strip_suffix('>')?;
    let (name, body) = match inner.split_once(", ") {
        Some((name, body)) => (name, Some(body)),
        None => (inner, None),
    };
    if name == "outer_converted_type" {
        return Some(text.to_string());
    }
    if stack.iter().any(|s| s == name) {
        return Some("smpla".to_string());
    }
    stack.push(name.to_string());
    let body = convert_recursive_type(body?, stack);
    stack.pop();
    Some(format!("test_rec<outer_converted_type, {}>", body?))
}

/// `test-legalize-type-conversion` (MLIR's `TestTypeConversionDriver`): a partial
/// conversion of the module by the converter of [`type_conversion_converter`] (see the
/// pass's `.td` description); the pass fails when the conversion does.
#[derive(Clone, Default)]
pub(crate) struct TestTypeConversionDriver {
    base: TestTypeConversionDriverBase,
}

/// The type converter of `test-legalize-type-conversion`: `f64` legal, `bf16`, `f16`
/// and `f32` converted to `f64`, integers dropped, other types illegal; source
/// materializations making `test.cast` (from one `f64` to anything but `f16`, from an
/// integer to an integer) and `test.type_producer` (an `i32` or `i64` from nothing).
fn type_conversion_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, t, out| {
        match ctx.as_float_type(t) {
            Some(FloatKind::F64) => out.push(t),
            Some(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32) => {
                out.push(ctx.float_type(FloatKind::F64))
            }
            _ => return Some(false),
        }
        Some(true)
    });
    converter.add_conversion(|ctx, t, _| ctx.as_integer_type(t).map(|_| true));
    converter.add_conversion(|ctx, t, out| {
        let TypeKind::Opaque { pieces, refs } = ctx.type_kind(t) else {
            return None;
        };
        let text = pieces[0].strip_prefix("test.")?;
        if !refs.is_empty() || !text.starts_with("test_rec<") {
            return None;
        }
        let converted = convert_recursive_type(text, &mut Vec::new())?;
        out.push(if converted == text {
            t
        } else {
            ctx.intern_type(TypeKind::Opaque {
                pieces: vec![format!("test.{converted}")],
                refs: Vec::new(),
            })
        });
        Some(true)
    });
    converter.add_source_materialization(|rw, ty, inputs, loc| {
        let ctx = rw.ctx();
        let f64t = ctx.float_type(FloatKind::F64);
        let is_int = |t: Type| ctx.as_integer_type(t).is_some();
        if ctx.as_float_type(ty) != Some(FloatKind::F16)
            && inputs.len() == 1
            && rw.body().value_type(inputs[0]) == f64t
        {
            return Some(create_cast(rw, ty, inputs, loc));
        }
        if (ty == ctx.int_type(32) || ty == ctx.int_type(64)) && inputs.is_empty() {
            let op = rw.create(plain_state(
                ctx,
                "test.type_producer",
                Vec::new(),
                vec![ty],
                loc,
            ));
            return Some(rw.results(op)[0]);
        }
        if is_int(ty) && inputs.len() == 1 && is_int(rw.body().value_type(inputs[0])) {
            return Some(create_cast(rw, ty, inputs, loc));
        }
        None
    });
    converter
}

impl DeclaredPass for TestTypeConversionDriver {
    type Base = TestTypeConversionDriverBase;
    fn base(&self) -> &TestTypeConversionDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestTypeConversionDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let converter = Arc::new(type_conversion_converter());
        let mut target = ConversionTarget::new();
        let f64t = ctx.float_type(FloatKind::F64);
        let i64t = ctx.int_type(64);
        let f32t = ctx.float_type(FloatKind::F32);
        target.add_dynamically_legal_ops(ctx, &["test.type_producer"], move |op| {
            let ty = op
                .body
                .results(op.op)
                .first()
                .map(|&r| op.body.value_type(r));
            Some(
                ty == Some(f64t)
                    || ty == Some(i64t)
                    || ty.and_then(|t| recursive_type_name(op.ctx, t)).as_deref()
                        == Some("outer_converted_type"),
            )
        });
        let conv = converter.clone();
        target.add_dynamically_legal_ops(ctx, &["func.func"], move |op| {
            Some(is_function_legal(&conv, op))
        });
        target.add_dynamically_legal_ops(ctx, &["test.cast"], move |op| {
            let input = op
                .body
                .operands(op.op)
                .next()
                .map(|v| op.body.value_type(v));
            let result = op
                .body
                .results(op.op)
                .first()
                .map(|&r| op.body.value_type(r));
            Some(input == Some(f64t) && result == Some(f32t))
        });
        let conv = converter.clone();
        target.add_dynamically_legal_ops(
            ctx,
            &["test.signature_conversion_no_converter"],
            move |op| {
                let body = op.body;
                let region = *body.regions(op.op).first()?;
                let entry = body.entry_block(region)?;
                let types: Vec<Type> = body
                    .block_args(entry)
                    .iter()
                    .map(|&a| body.value_type(a))
                    .collect();
                Some(conv.are_legal(op.ctx, &types))
            },
        );
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add(ConverterPattern::new(
                ctx,
                "test.type_consumer",
                "TestTypeConsumerForward",
                &converter,
                type_consumer_forward,
            ))
            .add(ConverterPattern::new(
                ctx,
                "test.type_producer",
                "TestTypeConversionProducer",
                &converter,
                type_conversion_producer,
            ))
            .add(ConverterPattern::new(
                ctx,
                "test.signature_conversion_undo",
                "TestSignatureConversionUndo",
                &converter,
                signature_conversion_undo,
            ))
            .add(ConverterPattern {
                materialize: false,
                ..ConverterPattern::new(
                    ctx,
                    "test.signature_conversion_no_converter",
                    "TestTestSignatureConversionNoConverter",
                    &converter,
                    signature_conversion_no_converter,
                )
            })
            .add_fn(
                ctx,
                "test.another_type_producer",
                "TestTypeConversionAnotherProducer",
                &[],
                another_type_producer,
            );
        populate_function_signature_conversion(ctx, "func.func", converter, &mut patterns);
        let owner = Some(run.op.name);
        let body = &mut *run.op.body;
        if apply_partial_conversion(ctx, body, owner, &target, &patterns).is_err() {
            run.signal_pass_failure();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use strata_framework::asm::{parse_module, print_op, ParseOptions, PrintOptions};
    use strata_framework::conversion::{
        apply_full_conversion, apply_partial_conversion, is_function_legal,
        populate_function_signature_conversion, ConversionPatternRewriter, ConversionPatternSet,
        ConversionTarget, TypeConverter,
    };
    use strata_framework::ir::body::{Op, OperationState, Value};
    use strata_framework::ir::types::FloatKind;
    use strata_framework::rewrite::{MatchFailure, RewriteResult};
    use strata_framework::Context;

    fn ctx() -> Context {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::dialects::register_all(&ctx);
        ctx
    }

    /// i64 to f64, i16 dropped, every other type kept; casts are `test.cast`.
    fn converter() -> Arc<TypeConverter> {
        let mut c = TypeConverter::new();
        c.add_conversion(|ctx, t, out| {
            if t == ctx.int_type(16) {
                return Some(true);
            }
            out.push(if t == ctx.int_type(64) {
                ctx.float_type(FloatKind::F64)
            } else {
                t
            });
            Some(true)
        });
        let cast =
            |rw: &mut ConversionPatternRewriter<'_>, ty, inputs: &[Value], loc| -> Option<Value> {
                let ctx = rw.ctx();
                let op = rw.create(OperationState {
                    name: ctx.ident("test.cast"),
                    operands: inputs.to_vec(),
                    attrs: ctx.empty_dictionary(),
                    result_types: vec![ty],
                    loc,
                    successors: Vec::new(),
                    num_regions: 0,
                    isolated_from_above: false,
                });
                Some(rw.results(op)[0])
            };
        c.add_source_materialization(cast);
        c.add_argument_materialization(cast);
        Arc::new(c)
    }

    fn run(
        ctx: &Context,
        src: &str,
        f: impl FnOnce(&mut strata_framework::Body, strata_framework::Identifier) -> bool,
    ) -> (String, bool) {
        let mut m = parse_module(ctx, src, &ParseOptions::default()).expect("parses");
        let ok = {
            let iso = m.body.isolated_op_mut(m.op).expect("isolated");
            f(iso.body, iso.name)
        };
        (print_op(ctx, &m.body, m.op, &PrintOptions::default()), ok)
    }

    const SRC: &str = r#"
func.func private @decl(i16)
func.func @f(%arg0: i64, %unused: i16, %arg1: i64) -> i64 {
  "test.invalid"(%arg0, %arg1) : (i64, i64) -> ()
  "test.use"(%arg0) : (i64) -> ()
  return %arg0 : i64
}
"#;

    fn target(ctx: &Context, conv: &Arc<TypeConverter>) -> ConversionTarget {
        let mut t = ConversionTarget::new();
        t.add_legal_ops(ctx, &["test.valid", "test.cast", "test.use", "func.return"]);
        let c = conv.clone();
        t.add_dynamically_legal_ops(ctx, &["func.func"], move |op| {
            Some(is_function_legal(&c, op))
        });
        t
    }

    fn passthrough(
        op: Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let loc = rw.body().loc(op);
        rw.replace_op_with_new_op(
            op,
            OperationState {
                name: ctx.ident("test.valid"),
                operands: operands.to_vec(),
                attrs: ctx.empty_dictionary(),
                result_types: Vec::new(),
                loc,
                successors: Vec::new(),
                num_regions: 0,
                isolated_from_above: false,
            },
        );
        Ok(())
    }

    #[test]
    fn function_signatures_and_bodies_convert() {
        let ctx = ctx();
        let conv = converter();
        let target = target(&ctx, &conv);
        let mut set = ConversionPatternSet::new();
        populate_function_signature_conversion(&ctx, "func.func", conv.clone(), &mut set);
        set.add_fn(&ctx, "test.invalid", "passthrough", &[], passthrough);
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_partial_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(ok, "{text}");
        assert!(text.contains("func.func private @decl()"), "{text}");
        assert!(
            text.contains("func.func @f(%arg0: f64, %arg1: f64) -> f64 {"),
            "{text}"
        );
        assert!(
            text.contains("\"test.valid\"(%arg0, %arg1) : (f64, f64) -> ()"),
            "{text}"
        );
        // The legal users keep the old type through a source materialization.
        assert!(
            text.contains("\"test.cast\"(%arg0) : (f64) -> i64"),
            "{text}"
        );
    }

    /// `func.func` replaced by a new `func.func` named with a `_new` suffix whose body is
    /// the old one's.
    fn rename_function(
        op: Op,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx();
        let body = rw.body();
        let name_key = ctx.ident("sym_name");
        let mut entries = ctx.dictionary_entries(body.attrs(op));
        let Some(e) = entries.iter_mut().find(|(k, _)| *k == name_key) else {
            return Err(MatchFailure);
        };
        let old = ctx.string_value(e.1).unwrap_or_default();
        if old.ends_with("_new") {
            return Err(MatchFailure);
        }
        e.1 = ctx.string_attr(&format!("{old}_new"));
        let state = OperationState {
            name: body.op_name(op),
            operands: Vec::new(),
            attrs: ctx.dictionary_attr(entries),
            result_types: Vec::new(),
            loc: body.loc(op),
            successors: Vec::new(),
            num_regions: 1,
            isolated_from_above: true,
        };
        rw.set_insertion_point_before(op);
        let new = rw.create(state);
        rw.move_regions_to(op, new);
        rw.erase_op(op);
        Ok(())
    }

    #[test]
    fn a_body_moves_to_a_new_function_and_its_ops_are_converted_there() {
        let ctx = ctx();
        let mut target = ConversionTarget::new();
        target.add_legal_ops(&ctx, &["test.valid", "test.use", "func.return"]);
        target.add_dynamically_legal_ops(&ctx, &["func.func"], |op| {
            let name = op
                .attr("sym_name")
                .and_then(|a| op.ctx.string_value(a))
                .unwrap_or_default();
            Some(name.ends_with("_new"))
        });
        let mut set = ConversionPatternSet::new();
        set.add_fn(&ctx, "func.func", "rename", &["func.func"], rename_function);
        set.add_fn(&ctx, "test.invalid", "passthrough", &[], passthrough);
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_full_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(ok, "{text}");
        assert!(text.contains("func.func private @decl_new(i16)"), "{text}");
        assert!(
            text.contains("func.func @f_new(%arg0: i64, %arg1: i16, %arg2: i64) -> i64 {"),
            "{text}"
        );
        assert!(text.contains("\"test.valid\"(%arg0, %arg2)"), "{text}");
        assert!(!text.contains("test.invalid"), "{text}");

        // When an op of the moved body cannot be legalized, everything is undone.
        target.add_illegal_ops(&ctx, &["test.use"]);
        let before = run(&ctx, SRC, |_, _| true).0;
        let (text, ok) = run(&ctx, SRC, |body, owner| {
            apply_full_conversion(&ctx, body, Some(owner), &target, &set).is_ok()
        });
        assert!(!ok);
        assert_eq!(text, before);
    }
}
