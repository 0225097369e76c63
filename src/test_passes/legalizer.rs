//! `test-legalize-patterns` (MLIR 16's `TestLegalizePatternDriver` of `TestPatterns.cpp`):
//! the `test` dialect's legalization patterns and its type converter, under a partial,
//! full or analysis conversion as `--test-legalize-mode` says.

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;

use strata_framework::conversion::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, is_function_legal,
    populate_call_op_signature_conversion, populate_function_signature_conversion,
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    LegalityFn, LegalizationAction, TypeConverter,
};
use strata_framework::ir::body::{BlockPoint, IrMapping, Op, OperationState, Value, ValueDef};
use strata_framework::ir::context::{Attribute, Type};
use strata_framework::ir::registry::{error_at, op_error};
use strata_framework::ir::types::{FloatKind, Signedness};
use strata_framework::ods::AttrView;
use strata_framework::pass::{DeclaredPass, PassRun};
use strata_framework::rewrite::{MatchFailure, PatternRoot, RewritePatternSet, RewriteResult};
use strata_framework::support::diag::Severity;
use strata_framework::{Context, Identifier};

use super::decls::TestLegalizePatternDriverBase;

/// The conversion `test-legalize-patterns` applies (MLIR's `ConversionMode`, chosen by
/// the global option `--test-legalize-mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalizeMode {
    /// `analysis`: a remark on each op that could be legalized; nothing changes.
    Analysis,
    /// `full`: every op must be legalized.
    Full,
    /// `partial` (the default): a remark on each op left as it was.
    Partial,
}

static MODE: AtomicU8 = AtomicU8::new(2);

/// Sets the mode of `test-legalize-patterns` (`--test-legalize-mode`).
pub fn set_legalize_mode(mode: LegalizeMode) {
    MODE.store(mode as u8, Ordering::Relaxed);
}

/// The mode of `test-legalize-patterns`.
pub fn legalize_mode() -> LegalizeMode {
    match MODE.load(Ordering::Relaxed) {
        0 => LegalizeMode::Analysis,
        1 => LegalizeMode::Full,
        _ => LegalizeMode::Partial,
    }
}

/// The mode named `name` (`analysis`, `full`, `partial`).
pub fn parse_legalize_mode(name: &str) -> Option<LegalizeMode> {
    match name {
        "analysis" => Some(LegalizeMode::Analysis),
        "full" => Some(LegalizeMode::Full),
        "partial" => Some(LegalizeMode::Partial),
        _ => None,
    }
}

type PatternFn = fn(&Pattern, Op, &[Value], &mut ConversionPatternRewriter<'_>) -> RewriteResult;

/// A pattern of the driver, rooted at one op.
struct Pattern {
    root: Identifier,
    name: &'static str,
    benefit: u16,
    bounded: bool,
    converter: Option<Arc<TypeConverter>>,
    f: PatternFn,
}

impl Pattern {
    fn new(ctx: &Context, root: &str, name: &'static str, f: PatternFn) -> Self {
        Pattern {
            root: ctx.ident(root),
            name,
            benefit: 1,
            bounded: false,
            converter: None,
            f,
        }
    }
}

impl ConversionPattern for Pattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        self.bounded
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
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

/// An op named `name` with `operands` and `result_types` at `loc`, no attributes.
fn state(
    ctx: &Context,
    name: &str,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    loc: Attribute,
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

/// The type of the first result of `op`.
fn result_type(rw: &ConversionPatternRewriter<'_>, op: Op) -> Option<Type> {
    let body = rw.body();
    body.results(op).first().map(|&r| body.value_type(r))
}

/// MLIR's `TestRegionRewriteBlockMovement`: the op's region moved (or, with
/// `legalizer.should_clone`, copied) to the end of the region holding the op, its old
/// blocks erased with `legalizer.erase_old_blocks`, the op erased.
fn region_rewrite_block_movement(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let body = rw.body();
    let parent = body
        .parent_block(op)
        .and_then(|b| body.block_parent(b))
        .ok_or(MatchFailure)?;
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let at = BlockPoint {
        region: parent,
        before: None,
    };
    let (clone, erase_old) = {
        let r = rw.op_ref(op);
        (
            r.attr("legalizer.should_clone").is_some(),
            r.attr("legalizer.erase_old_blocks").is_some(),
        )
    };
    if clone {
        rw.clone_region_before(region, at, &mut IrMapping::new());
    } else {
        rw.inline_region_before(region, at);
    }
    if erase_old {
        while let Some(b) = rw.body().entry_block(region) {
            rw.erase_block(b);
        }
    }
    rw.erase_op(op);
    Ok(())
}

/// MLIR's `TestRegionRewriteUndo`: a `test.region` whose entry block takes an `i64` and
/// holds an illegal `test.illegal_op_f` and a `test.valid` replaces the op (the rewrite is
/// undone).
fn region_rewrite_undo(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let region_op = rw.create(OperationState {
        num_regions: 1,
        ..state(ctx, "test.region", Vec::new(), Vec::new(), loc)
    });
    let region = rw.body().regions(region_op)[0];
    let entry = rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &[],
    );
    rw.add_block_arguments(entry, &[ctx.int_type(64)], ctx.unknown_loc());
    rw.create(state(
        ctx,
        "test.illegal_op_f",
        Vec::new(),
        vec![ctx.int_type(32)],
        loc,
    ));
    rw.create(state(ctx, "test.valid", Vec::new(), Vec::new(), loc));
    rw.erase_op(op);
    Ok(())
}

/// A block taking two `i32` created at the end of the region holding `op`, holding a
/// `test.illegal_op_f` when `illegal`, then a `test.finish`; `op` erased (MLIR's
/// `TestCreateBlock` and `TestCreateIllegalBlock`).
fn create_block_at_end(
    op: Op,
    rw: &mut ConversionPatternRewriter<'_>,
    illegal: bool,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let region = body
        .parent_block(op)
        .and_then(|b| body.block_parent(b))
        .ok_or(MatchFailure)?;
    let loc = body.loc(op);
    let i32t = ctx.int_type(32);
    let block = rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &[],
    );
    rw.add_block_arguments(block, &[i32t, i32t], loc);
    if illegal {
        rw.create(state(ctx, "test.illegal_op_f", Vec::new(), vec![i32t], loc));
    }
    rw.create(state(ctx, "test.finish", Vec::new(), Vec::new(), loc));
    rw.replace_op(op, &[]);
    Ok(())
}

/// MLIR's `TestCreateBlock`.
fn create_block(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    create_block_at_end(op, rw, false)
}

/// MLIR's `TestCreateIllegalBlock`.
fn create_illegal_block(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    create_block_at_end(op, rw, true)
}

/// MLIR's `TestUndoBlockArgReplace`: the uses of the first argument of the op's region
/// replaced by a new illegal `test.illegal_op_f` (the rewrite is undone).
fn undo_block_arg_replace(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let entry = body.entry_block(region).ok_or(MatchFailure)?;
    let arg = *body.block_args(entry).first().ok_or(MatchFailure)?;
    let illegal = rw.create(state(
        ctx,
        "test.illegal_op_f",
        Vec::new(),
        vec![ctx.float_type(FloatKind::F32)],
        loc,
    ));
    let v = rw.results(illegal)[0];
    rw.replace_uses_of_block_argument(arg, v);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// MLIR's `TestUndoBlockErase`: a `test.illegal_op_f` created at the start of the op's
/// second block, then the block erased and the op updated in place.
fn undo_block_erase(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.loc(op);
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let entry = body.entry_block(region).ok_or(MatchFailure)?;
    let second = body.next_block(entry).ok_or(MatchFailure)?;
    rw.set_insertion_point_to_start(second);
    rw.create(state(
        ctx,
        "test.illegal_op_f",
        Vec::new(),
        vec![ctx.float_type(FloatKind::F32)],
        loc,
    ));
    rw.erase_block(second);
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    Ok(())
}

/// MLIR's `TestDropOpSignatureConversion`: the block signatures of the op's region
/// converted, then the op erased.
fn drop_op_signature_conversion(
    p: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let converter = p.converter.clone().ok_or(MatchFailure)?;
    let ctx = rw.ctx();
    let body = rw.body();
    let region = *body.regions(op).first().ok_or(MatchFailure)?;
    let entry = body.entry_block(region).ok_or(MatchFailure)?;
    let conversion = converter
        .convert_block_signature(ctx, body, entry)
        .ok_or(MatchFailure)?;
    rw.convert_region_types(region, &converter, Some(&conversion))
        .ok_or(MatchFailure)?;
    rw.erase_op(op);
    Ok(())
}

/// MLIR's `TestPassthroughInvalidOp`: `test.invalid` rebuilt as `test.valid` on its
/// remapped operands.
fn passthrough_invalid_op(
    _: &Pattern,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    rw.replace_op_with_new_op(
        op,
        state(ctx, "test.valid", operands.to_vec(), Vec::new(), loc),
    );
    Ok(())
}

/// MLIR's `TestSplitReturnType`: a `test.return` of one `f32` whose remapped operand is
/// an `unrealized_conversion_cast` returns the cast's operands instead.
fn split_return_type(
    _: &Pattern,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    if body.num_operands(op) != 1
        || body.value_type(body.operand(op, 0)) != ctx.float_type(FloatKind::F32)
    {
        return Err(MatchFailure);
    }
    let ValueDef::OpResult(def, _) = body.value_def(operands[0]) else {
        return Err(MatchFailure);
    };
    if &*ctx.ident_str(body.op_name(def)) != "builtin.unrealized_conversion_cast" {
        return Err(MatchFailure);
    }
    let inputs: Vec<Value> = body.operands(def).collect();
    let loc = body.loc(op);
    rw.replace_op_with_new_op(op, state(ctx, "test.return", inputs, Vec::new(), loc));
    Ok(())
}

/// `op` replaced by a `test.type_producer` of `ty`.
fn replace_producer(rw: &mut ConversionPatternRewriter<'_>, op: Op, ty: Type) {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    rw.replace_op_with_new_op(
        op,
        state(ctx, "test.type_producer", Vec::new(), vec![ty], loc),
    );
}

/// MLIR's `TestChangeProducerTypeI32ToF32`.
fn change_producer_i32_to_f32(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    if result_type(rw, op) != Some(ctx.int_type(32)) {
        return Err(MatchFailure);
    }
    replace_producer(rw, op, ctx.float_type(FloatKind::F32));
    Ok(())
}

/// MLIR's `TestChangeProducerTypeF32ToF64`.
fn change_producer_f32_to_f64(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    if result_type(rw, op) != Some(ctx.float_type(FloatKind::F32)) {
        return Err(MatchFailure);
    }
    replace_producer(rw, op, ctx.float_type(FloatKind::F64));
    Ok(())
}

/// MLIR's `TestChangeProducerTypeF32ToInvalid` (benefit 10): always to `bf16`, which is
/// not legal, so that the values are unmapped when it is undone.
fn change_producer_f32_to_invalid(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    replace_producer(rw, op, ctx.float_type(FloatKind::BF16));
    Ok(())
}

/// MLIR's `TestUpdateConsumerType`: `test.type_consumer` rebuilt on its remapped operand
/// once that is an `f64`.
fn update_consumer_type(
    _: &Pattern,
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
    rw.replace_op_with_new_op(
        op,
        state(ctx, "test.type_consumer", vec![v], Vec::new(), loc),
    );
    Ok(())
}

/// MLIR's `TestNonRootReplacement`: an illegal `test.illegal_op_f` created and replaced
/// by a `test.legal_op_b` before it replaces the op, so it needs no legalization.
fn non_root_replacement(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let ty = result_type(rw, op).ok_or(MatchFailure)?;
    let loc = rw.body().loc(op);
    let illegal = rw.create(state(ctx, "test.illegal_op_f", Vec::new(), vec![ty], loc));
    let legal = rw.create(state(ctx, "test.legal_op_b", Vec::new(), vec![ty], loc));
    let legal_v = rw.results(legal);
    rw.replace_op(illegal, &legal_v);
    let illegal_v = rw.results(illegal);
    rw.replace_op(op, &illegal_v);
    Ok(())
}

/// MLIR's `TestBoundedRecursiveRewrite` (bounded recursion): the op's `depth` decremented
/// in place.
fn bounded_recursive_rewrite(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let depth = rw
        .op_ref(op)
        .attr("depth")
        .and_then(|a| AttrView::new(ctx, a).int_value())
        .ok_or(MatchFailure)?;
    let key = ctx.ident("depth");
    let new = ctx.integer_attr(depth - 1, ctx.int_type(64));
    rw.modify_op_in_place(op, |body| {
        let mut entries = ctx.dictionary_entries(body.attrs(op));
        match entries.iter_mut().find(|(k, _)| *k == key) {
            Some(e) => e.1 = new,
            None => entries.push((key, new)),
        }
        body.set_attrs(op, ctx.dictionary_attr(entries));
    });
    Ok(())
}

/// MLIR's `TestNestedOpCreationUndoRewrite`: the op replaced by a
/// `test.illegal_op_with_region`, whose region holds a `test.illegal_op_terminator` (the
/// rewrite is undone).
fn nested_op_creation_undo(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let new = rw.create(OperationState {
        num_regions: 1,
        ..state(
            ctx,
            "test.illegal_op_with_region",
            Vec::new(),
            Vec::new(),
            loc,
        )
    });
    let region = rw.body().regions(new)[0];
    let ip = rw.insertion_point();
    rw.create_block(
        BlockPoint {
            region,
            before: None,
        },
        &[],
    );
    rw.create(state(
        ctx,
        "test.illegal_op_terminator",
        Vec::new(),
        Vec::new(),
        loc,
    ));
    rw.set_insertion_point(ip);
    rw.replace_op(op, &[]);
    Ok(())
}

/// MLIR's `TestReplaceEraseOp`: `test.blackhole` erased, then the producer of its
/// operand.
fn replace_erase_op(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let body = rw.body();
    let ValueDef::OpResult(producer, _) = body.value_def(body.operand(op, 0)) else {
        return Err(MatchFailure);
    };
    rw.erase_op(op);
    rw.erase_op(producer);
    Ok(())
}

/// MLIR's `TestCreateUnregisteredOp`: `test.illegal_op_g` replaced by a `test.legal_op_c`
/// of a new `arith.constant`, which the target does not know (the rewrite is undone).
fn create_unregistered_op(
    _: &Pattern,
    op: Op,
    _: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let loc = rw.body().loc(op);
    let i32t = ctx.int_type(32);
    let value = ctx.dictionary_attr(vec![(ctx.ident("value"), ctx.integer_attr(0, i32t))]);
    let c = rw.create(OperationState {
        attrs: value,
        ..state(ctx, "arith.constant", Vec::new(), vec![i32t], loc)
    });
    let v = rw.results(c)[0];
    rw.replace_op_with_new_op(op, state(ctx, "test.legal_op_c", vec![v], vec![i32t], loc));
    Ok(())
}

/// MLIR's `TestTypeConverter`: `i16` dropped, `i64` to `f64`, `i42` to `i43`, `f32` split
/// into two `f16`, every other type kept; argument and source materializations make a
/// `test.cast`.
fn test_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, t, out| {
        if let Some((width, signedness)) = ctx.as_integer_type(t) {
            match (width, signedness) {
                (16, Signedness::Signless) => return Some(true),
                (64, Signedness::Signless) => {
                    out.push(ctx.float_type(FloatKind::F64));
                    return Some(true);
                }
                (42, _) => {
                    out.push(ctx.int_type(43));
                    return Some(true);
                }
                _ => {}
            }
        }
        if ctx.as_float_type(t) == Some(FloatKind::F32) {
            let f16 = ctx.float_type(FloatKind::F16);
            out.extend([f16, f16]);
            return Some(true);
        }
        out.push(t);
        Some(true)
    });
    let cast = |rw: &mut ConversionPatternRewriter<'_>, ty, inputs: &[Value], loc| {
        let ctx = rw.ctx();
        let op = rw.create(state(ctx, "test.cast", inputs.to_vec(), vec![ty], loc));
        Some(rw.results(op)[0])
    };
    converter.add_argument_materialization(cast);
    converter.add_source_materialization(cast);
    converter
}

/// The patterns of the driver, in MLIR's order: the `test` dialect's declarative rules,
/// then those written in C++.
fn patterns(ctx: &Context, converter: &Arc<TypeConverter>) -> ConversionPatternSet {
    let mut generated = RewritePatternSet::new();
    crate::dialects::test::patterns::rewriters::populate_with_generated(&mut generated, ctx);
    let mut set = ConversionPatternSet::new();
    set.add_rewrite_set(&generated);
    let list: [(&str, &'static str, PatternFn); 17] = [
        (
            "test.region",
            "TestRegionRewriteBlockMovement",
            region_rewrite_block_movement,
        ),
        (
            "test.region_builder",
            "TestRegionRewriteUndo",
            region_rewrite_undo,
        ),
        ("test.create_block", "TestCreateBlock", create_block),
        (
            "test.create_illegal_block",
            "TestCreateIllegalBlock",
            create_illegal_block,
        ),
        (
            "test.undo_block_arg_replace",
            "TestUndoBlockArgReplace",
            undo_block_arg_replace,
        ),
        (
            "test.undo_block_erase",
            "TestUndoBlockErase",
            undo_block_erase,
        ),
        (
            "test.invalid",
            "TestPassthroughInvalidOp",
            passthrough_invalid_op,
        ),
        ("test.return", "TestSplitReturnType", split_return_type),
        (
            "test.type_producer",
            "TestChangeProducerTypeI32ToF32",
            change_producer_i32_to_f32,
        ),
        (
            "test.type_producer",
            "TestChangeProducerTypeF32ToF64",
            change_producer_f32_to_f64,
        ),
        (
            "test.type_producer",
            "TestChangeProducerTypeF32ToInvalid",
            change_producer_f32_to_invalid,
        ),
        (
            "test.type_consumer",
            "TestUpdateConsumerType",
            update_consumer_type,
        ),
        (
            "test.replace_non_root",
            "TestNonRootReplacement",
            non_root_replacement,
        ),
        (
            "test.recursive_rewrite",
            "TestBoundedRecursiveRewrite",
            bounded_recursive_rewrite,
        ),
        (
            "test.illegal_op_with_region_anchor",
            "TestNestedOpCreationUndoRewrite",
            nested_op_creation_undo,
        ),
        ("test.blackhole", "TestReplaceEraseOp", replace_erase_op),
        (
            "test.illegal_op_g",
            "TestCreateUnregisteredOp",
            create_unregistered_op,
        ),
    ];
    for (root, name, f) in list {
        let mut p = Pattern::new(ctx, root, name, f);
        match name {
            "TestChangeProducerTypeF32ToInvalid" => p.benefit = 10,
            "TestBoundedRecursiveRewrite" => p.bounded = true,
            _ => {}
        }
        set.add(p);
    }
    set.add(Pattern {
        converter: Some(converter.clone()),
        ..Pattern::new(
            ctx,
            "test.drop_region_op",
            "TestDropOpSignatureConversion",
            drop_op_signature_conversion,
        )
    });
    populate_function_signature_conversion(ctx, "func.func", converter.clone(), &mut set);
    populate_call_op_signature_conversion(ctx, "func.call", converter.clone(), &mut set);
    set
}

/// The types of the results and operands of `op` (MLIR's `TypeConverter::isLegal(op)`).
fn op_types_legal(
    converter: &TypeConverter,
    op: &strata_framework::ir::registry::OpRef<'_>,
) -> bool {
    let body = op.body;
    let operands: Vec<Type> = body.operands(op.op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body
        .results(op.op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    converter.are_legal(op.ctx, &operands) && converter.are_legal(op.ctx, &results)
}

/// The conversion target of the driver.
fn target(ctx: &Context, converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_ops(ctx, &["builtin.module"]);
    target.add_legal_ops(
        ctx,
        &[
            "test.legal_op_a",
            "test.legal_op_b",
            "test.legal_op_c",
            "test.cast",
            "test.valid",
            "test.finish",
        ],
    );
    target.add_illegal_ops(
        ctx,
        &[
            "test.illegal_op_f",
            "test.region_builder",
            "test.op_with_region_fold",
        ],
    );
    let f32t = ctx.float_type(FloatKind::F32);
    target.add_dynamically_legal_ops(ctx, &["test.return"], move |op| {
        Some(
            op.body
                .operands(op.op)
                .all(|v| op.body.value_type(v) != f32t),
        )
    });
    let conv = converter.clone();
    target.add_dynamically_legal_ops(ctx, &["func.func"], move |op| {
        Some(is_function_legal(&conv, op))
    });
    let conv = converter.clone();
    target.add_dynamically_legal_ops(ctx, &["func.call"], move |op| {
        Some(op_types_legal(&conv, op))
    });
    target.add_dynamically_legal_ops(ctx, &["test.illegal_op_g"], |_| Some(false));
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
    let recursively: LegalityFn = Arc::new(|op| Some(op.attr("test.recursively_legal").is_some()));
    target.mark_op_recursively_legal(ctx, &["func.func", "builtin.module"], Some(recursively));
    target.add_dynamically_legal_ops(ctx, &["test.recursive_rewrite"], move |op| {
        let depth = op
            .attr("depth")
            .and_then(|a| AttrView::new(op.ctx, a).int_value());
        Some(depth == Some(0))
    });
    target
}

/// `test-legalize-patterns` (MLIR's `TestLegalizePatternDriver`), on `builtin.module`:
/// the conversion of `--test-legalize-mode` with the driver's patterns, type converter and
/// target (see the pass's `.td` description).
#[derive(Clone, Default)]
pub(crate) struct TestLegalizePatternDriver {
    base: TestLegalizePatternDriverBase,
}

/// A remark `message` on `op` of `body`.
fn remark(ctx: &Context, body: &strata_framework::Body, op: Op, message: &str) {
    let mut d = op_error(ctx, body, op, message);
    d.severity = Severity::Remark;
    ctx.emit(d);
}

impl DeclaredPass for TestLegalizePatternDriver {
    type Base = TestLegalizePatternDriverBase;
    fn base(&self) -> &TestLegalizePatternDriverBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut TestLegalizePatternDriverBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_, '_, '_>) {
        let ctx = run.ctx;
        let converter = Arc::new(test_type_converter());
        let patterns = patterns(ctx, &converter);
        let mut target = target(ctx, &converter);
        let owner = Some(run.op.name);
        let mode = legalize_mode();
        let (op_loc, op_name) = (*run.op.loc, run.op.name);
        let module_remark = |message: &str| {
            let mut d = error_at(ctx, op_loc, message);
            d.severity = Severity::Remark;
            ctx.emit(d);
        };
        let body = &mut *run.op.body;
        match mode {
            LegalizeMode::Partial => {
                let result = apply_partial_conversion(ctx, body, owner, &target, &patterns);
                if result.is_err() {
                    module_remark("applyPartialConversion failed");
                }
                for a in result.unwrap_or_default() {
                    let Some(b) = a.body(body) else { continue };
                    let name = ctx.ident_str(b.op_name(a.op));
                    remark(ctx, b, a.op, &format!("op '{name}' is not legalizable"));
                }
            }
            LegalizeMode::Full => {
                target.mark_unknown_op_dynamically_legal(|op| {
                    Some(op.attr("test.dynamically_legal").is_some())
                });
                if apply_full_conversion(ctx, body, owner, &target, &patterns).is_err() {
                    module_remark("applyFullConversion failed");
                }
            }
            LegalizeMode::Analysis => {
                match apply_analysis_conversion(ctx, body, owner, &target, &patterns) {
                    Ok(legalized) => {
                        // The op the conversion is applied to is legal (Strata converts
                        // what it holds, MLIR the op too).
                        if target.op_action(ctx, op_name) == Some(LegalizationAction::Legal) {
                            let name = ctx.ident_str(op_name);
                            module_remark(&format!("op '{name}' is legalizable"));
                        }
                        for a in legalized {
                            let Some(b) = a.body(body) else { continue };
                            let name = ctx.ident_str(b.op_name(a.op));
                            remark(ctx, b, a.op, &format!("op '{name}' is legalizable"));
                        }
                    }
                    Err(_) => run.signal_pass_failure(),
                }
            }
        }
    }
}
