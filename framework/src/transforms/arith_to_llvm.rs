//! `convert-arith-to-llvm` (MLIR 16's `ArithToLLVMConversionPass`): a partial conversion
//! in which the llvm dialect and `builtin.unrealized_conversion_cast` are legal, with the
//! types converted by the [llvm type converter](super::llvm_type_converter) and MLIR 16's
//! patterns for the arith ops the llvm dialect has ops for:
//!
//! - `arith.constant` becomes `llvm.mlir.constant` of the same value;
//! - the integer and float arithmetic, the casts and `arith.select` become the llvm op of
//!   the same meaning (`arith.addi` to `llvm.add`, `arith.shrsi` to `llvm.ashr`,
//!   `arith.extsi` to `llvm.sext`, ...), keeping the op's attributes but for `fastmath`,
//!   which becomes the llvm op's `fastmathFlags`;
//! - `arith.cmpi` / `arith.cmpf` become `llvm.icmp` / `llvm.fcmp` with the same predicate;
//! - `arith.index_cast` / `arith.index_castui` become `llvm.trunc` or `llvm.sext` /
//!   `llvm.zext` by the bitwidths, or nothing when they are equal;
//! - `arith.mulsi_extended` / `arith.mului_extended` multiply the operands extended to
//!   twice their width and split the product with `llvm.trunc` and `llvm.lshr`;
//! - `arith.maxf` / `arith.minf` become `llvm.intr.maxnum` / `llvm.intr.minnum`, and
//!   `arith.max{s,u}i` / `arith.min{s,u}i` `llvm.intr.{s,u}max` / `llvm.intr.{s,u}min`;
//! - `arith.addui_extended` becomes `llvm.intr.uadd.with.overflow`, whose struct result
//!   is split with `llvm.extractvalue`.
//!
//! An n-D vector converts to an `!llvm.array` nest of 1-D vectors; the op on it is
//! unrolled (MLIR's `handleMultidimensionalVectors`): an `llvm.mlir.undef` of the
//! converted result, then for each position of the outer dimensions, in order, the
//! 1-D operands taken out with `llvm.extractvalue`, the op on them and its result put
//! in with `llvm.insertvalue`. `arith.constant` of an n-D vector is one
//! `llvm.mlir.constant` of the array type; the extended arithmetic on n-D vectors
//! stays, as in MLIR.

use std::sync::Arc;

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use crate::ir::body::{Op, OperationState, Value};
use crate::ir::context::{Attribute, Context, Type};
use crate::ir::types::TypeKind;
use crate::ods::AttrView;
use crate::pass::{DeclaredPass, PassRun};
use crate::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::conversion_passes::ArithToLlvmConversionPassBase;
use super::llvm_type_converter::{
    extract_value, insert_value, is_llvm_compatible, llvm_array_element, llvm_literal_struct,
    llvm_type_converter, undef, DEFAULT_INDEX_BITWIDTH,
};

/// How an arith op is lowered.
#[derive(Clone, Copy)]
enum Kind {
    /// To the llvm op of this name, with the same operands and attributes.
    OneToOne(&'static str),
    /// `arith.cmpi` / `arith.cmpf` to the llvm comparison of this name.
    Cmp(&'static str),
    /// `arith.index_cast(ui)`, extending with the llvm op of this name.
    IndexCast(&'static str),
    /// `arith.mul{s,u}i_extended`, extending with the llvm op of this name.
    MulExtended(&'static str),
    /// `arith.addui_extended`, with `llvm.intr.uadd.with.overflow`.
    AddUIExtended,
}

/// One of the lowerings.
struct Lowering {
    root: PatternRoot,
    name: &'static str,
    kind: Kind,
    converter: Arc<TypeConverter>,
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
        match self.kind {
            Kind::OneToOne(target) => one_to_one(&self.converter, op, operands, rw, target),
            Kind::Cmp(target) => cmp(&self.converter, op, operands, rw, target),
            Kind::IndexCast(ext) => index_cast(&self.converter, op, operands, rw, ext),
            Kind::MulExtended(ext) => mul_extended(op, operands, rw, ext),
            Kind::AddUIExtended => add_ui_extended(&self.converter, op, operands, rw),
        }
    }
}

/// The arith ops lowered one to one, with their llvm op.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("arith.addf", "llvm.fadd"),
    ("arith.addi", "llvm.add"),
    ("arith.andi", "llvm.and"),
    ("arith.bitcast", "llvm.bitcast"),
    ("arith.constant", "llvm.mlir.constant"),
    ("arith.divf", "llvm.fdiv"),
    ("arith.divsi", "llvm.sdiv"),
    ("arith.divui", "llvm.udiv"),
    ("arith.extf", "llvm.fpext"),
    ("arith.extsi", "llvm.sext"),
    ("arith.extui", "llvm.zext"),
    ("arith.fptosi", "llvm.fptosi"),
    ("arith.fptoui", "llvm.fptoui"),
    ("arith.maxf", "llvm.intr.maxnum"),
    ("arith.maxsi", "llvm.intr.smax"),
    ("arith.maxui", "llvm.intr.umax"),
    ("arith.minf", "llvm.intr.minnum"),
    ("arith.minsi", "llvm.intr.smin"),
    ("arith.minui", "llvm.intr.umin"),
    ("arith.mulf", "llvm.fmul"),
    ("arith.muli", "llvm.mul"),
    ("arith.negf", "llvm.fneg"),
    ("arith.ori", "llvm.or"),
    ("arith.remf", "llvm.frem"),
    ("arith.remsi", "llvm.srem"),
    ("arith.remui", "llvm.urem"),
    ("arith.select", "llvm.select"),
    ("arith.shli", "llvm.shl"),
    ("arith.shrsi", "llvm.ashr"),
    ("arith.shrui", "llvm.lshr"),
    ("arith.sitofp", "llvm.sitofp"),
    ("arith.subf", "llvm.fsub"),
    ("arith.subi", "llvm.sub"),
    ("arith.truncf", "llvm.fptrunc"),
    ("arith.trunci", "llvm.trunc"),
    ("arith.uitofp", "llvm.uitofp"),
    ("arith.xori", "llvm.xor"),
];

/// MLIR's `populateArithToLLVMConversionPatterns`, for the ops Strata lowers.
pub fn populate_arith_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let mut add = |root: &str, name: &'static str, kind: Kind| {
        patterns.add(Lowering {
            root: PatternRoot::Op(ctx.ident(root)),
            name,
            kind,
            converter: converter.clone(),
        });
    };
    for &(root, target) in ONE_TO_ONE {
        add(root, "VectorConvertToLLVMPattern", Kind::OneToOne(target));
    }
    add("arith.cmpi", "CmpIOpLowering", Kind::Cmp("llvm.icmp"));
    add("arith.cmpf", "CmpFOpLowering", Kind::Cmp("llvm.fcmp"));
    add(
        "arith.index_cast",
        "IndexCastOpSILowering",
        Kind::IndexCast("llvm.sext"),
    );
    add(
        "arith.index_castui",
        "IndexCastOpUILowering",
        Kind::IndexCast("llvm.zext"),
    );
    add(
        "arith.mulsi_extended",
        "MulSIExtendedOpLowering",
        Kind::MulExtended("llvm.sext"),
    );
    add(
        "arith.mului_extended",
        "MulUIExtendedOpLowering",
        Kind::MulExtended("llvm.zext"),
    );
    add(
        "arith.addui_extended",
        "AddUIExtendedOpLowering",
        Kind::AddUIExtended,
    );
}

// ----- building ops -----

/// Creates `name` at the insertion point and gives its result.
pub(super) fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &'static str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Type,
    attrs: Attribute,
) -> Value {
    let name = rw.ident(name);
    let op = rw.create(OperationState {
        name,
        operands,
        attrs,
        result_types: vec![ty],
        loc,
        successors: Vec::new(),
        num_regions: 0,
        isolated_from_above: false,
    });
    rw.body().results(op)[0]
}

/// The converted result types of `op`, each converting to one type.
pub(super) fn converted_results(
    converter: &TypeConverter,
    rw: &ConversionPatternRewriter<'_>,
    op: Op,
) -> Result<Vec<Type>, MatchFailure> {
    let ctx = rw.ctx();
    let body = rw.body();
    body.results(op)
        .iter()
        .map(|&r| {
            converter
                .convert_type_1(ctx, body.value_type(r))
                .ok_or(MatchFailure)
        })
        .collect()
}

/// The converted type of the single result of `op` ([`converted_results`] of an op of
/// one result).
fn converted_result(
    converter: &TypeConverter,
    rw: &ConversionPatternRewriter<'_>,
    op: Op,
) -> Result<Type, MatchFailure> {
    let body = rw.body();
    let [r] = body.results(op) else {
        return Err(MatchFailure);
    };
    converter
        .convert_type_1(rw.ctx(), body.value_type(*r))
        .ok_or(MatchFailure)
}

/// Whether every value of `values` has a type the llvm ops take (the converted operands of
/// an op on n-D vectors do not).
pub(super) fn all_compatible(rw: &ConversionPatternRewriter<'_>, values: &[Value]) -> bool {
    values
        .iter()
        .all(|&v| is_llvm_compatible(rw.ctx(), rw.body().value_type(v)))
}

/// The flags of arith's `#arith.fastmath<...>` text as llvm's `#llvm.fastmath<...>` text
/// (MLIR's `convertArithFastMathFlagsToLLVM`): the same flags, in llvm's order, `fast` when
/// all are set and `none` when none is.
pub(super) fn llvm_fastmath(text: &str) -> Option<String> {
    const FLAGS: [&str; 7] = ["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];
    let inner = text.strip_prefix("arith.fastmath<")?.strip_suffix('>')?;
    let mut set = [false; 7];
    for flag in inner.split(',').map(str::trim) {
        match flag {
            "none" => {}
            "fast" => set = [true; 7],
            _ => set[FLAGS.iter().position(|&f| f == flag)?] = true,
        }
    }
    let names: Vec<&str> = FLAGS
        .iter()
        .zip(set)
        .filter_map(|(&f, s)| s.then_some(f))
        .collect();
    let list = match names.len() {
        0 => "none".to_string(),
        7 => "fast".to_string(),
        _ => names.join(", "),
    };
    Some(format!("llvm.fastmath<{list}>"))
}

/// `op`'s attributes for the llvm op: all of them, `fastmath` becoming `fastmathFlags`
/// (MLIR's `AttrConvertFastMathToLLVM`). A dictionary with `fastmath` is converted once
/// per conversion ([`ConversionPatternRewriter::memo_attr`]).
pub(super) fn converted_attrs(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
) -> Result<Attribute, MatchFailure> {
    let ctx = rw.ctx();
    let attrs = rw.body().attrs(op);
    // Without `fastmath` the dictionary stays as it is.
    let name = rw.ident("fastmath");
    let fastmath = ctx
        .dictionary_entries_ref(attrs)
        .iter()
        .position(|(n, _)| *n == name);
    let Some(i) = fastmath else {
        return Ok(attrs);
    };
    let flags_name = rw.ident("fastmathFlags");
    rw.memo_attr("arith-to-llvm converted_attrs", attrs, |ctx| {
        let mut entries = ctx.dictionary_entries(attrs);
        let (_, attr) = entries.remove(i);
        let text = AttrView::new(ctx, attr).dialect_attr_text()?;
        let flags = llvm_fastmath(&text)?;
        entries.push((flags_name, ctx.dialect_attr_text(&flags)));
        Some(ctx.dictionary_attr(entries))
    })
    .ok_or(MatchFailure)
}

// ----- the lowerings -----

/// MLIR's `vectorOneToOneRewrite` on scalars and 1-D vectors.
pub(super) fn one_to_one(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    target: &'static str,
) -> RewriteResult {
    if !all_compatible(rw, operands) {
        return Err(MatchFailure);
    }
    let attrs = converted_attrs(rw, op)?;
    let loc = rw.body().loc(op);
    if first_is_array(rw, operands) {
        return unroll_nd_vector(converter, op, operands, rw, |rw, ty, operands| {
            create(rw, target, loc, operands, ty, attrs)
        });
    }
    let ty = converted_result(converter, rw, op)?;
    let new = create(rw, target, loc, operands.to_vec(), ty, attrs);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Whether the first of `operands` is an `!llvm.array` (the converted n-D vector MLIR's
/// lowerings unroll).
pub(super) fn first_is_array(rw: &ConversionPatternRewriter<'_>, operands: &[Value]) -> bool {
    operands
        .first()
        .is_some_and(|&v| llvm_array_element(rw.ctx(), rw.body().value_type(v)).is_some())
}

/// MLIR's `handleMultidimensionalVectors`: `op`, whose result is an n-D vector, unrolled
/// over the outer dimensions of its converted `!llvm.array` nest. An `llvm.mlir.undef` of
/// the converted result, then for each position in order each operand's 1-D vector taken
/// out with `llvm.extractvalue`, `create_1d` on them (given the 1-D result type), and its
/// result put in with `llvm.insertvalue`; the last insertion replaces `op`. Each operand
/// is to be an array nest of the same outer dimensions.
pub(super) fn unroll_nd_vector(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    mut create_1d: impl FnMut(&mut ConversionPatternRewriter<'_>, Type, Vec<Value>) -> Value,
) -> RewriteResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let result = *body.results(op).first().ok_or(MatchFailure)?;
    let result_ty = body.value_type(result);
    let TypeKind::Vector { shape, .. } = ctx.type_kind_ref(result_ty) else {
        return Err(MatchFailure);
    };
    let outer = shape[..shape.len().saturating_sub(1)].to_vec();
    let nd_ty = converter
        .convert_type_1(ctx, result_ty)
        .ok_or(MatchFailure)?;
    // The 1-D vector type under the arrays of the result, and a check that each
    // operand has as many arrays around its vectors.
    let peel =
        |t: Type| -> Option<Type> { outer.iter().try_fold(t, |t, _| llvm_array_element(ctx, t)) };
    let vector_ty = peel(nd_ty).ok_or(MatchFailure)?;
    for &v in operands {
        peel(body.value_type(v)).ok_or(MatchFailure)?;
    }
    let loc = body.loc(op);
    let mut desc = undef(rw, loc, nd_ty);
    let mut position = vec![0i64; outer.len()];
    loop {
        let mut extracted = Vec::with_capacity(operands.len());
        for &v in operands {
            extracted.push(extract_value(rw, loc, v, &position).ok_or(MatchFailure)?);
        }
        let new = create_1d(rw, vector_ty, extracted);
        desc = insert_value(rw, loc, desc, new, &position);
        // The next position, the innermost dimension fastest.
        let mut d = outer.len();
        loop {
            if d == 0 {
                rw.replace_op(op, &[desc]);
                return Ok(());
            }
            d -= 1;
            position[d] += 1;
            if position[d] < outer[d] {
                break;
            }
            position[d] = 0;
        }
    }
}

/// `arith.cmpi` / `arith.cmpf`: the predicates number alike in arith and llvm.
fn cmp(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    target: &'static str,
) -> RewriteResult {
    if !all_compatible(rw, operands) {
        return Err(MatchFailure);
    }
    let ctx = rw.ctx();
    let predicate = ctx
        .dictionary_get(rw.body().attrs(op), "predicate")
        .and_then(|a| AttrView::new(ctx, a).int_value())
        .ok_or(MatchFailure)?;
    let mut entries = vec![(
        rw.ident("predicate"),
        ctx.integer_attr(predicate, ctx.int_type(64)),
    )];
    // `llvm.fcmp`'s builder sets its default fastmath flags.
    if target == "llvm.fcmp" {
        entries.push((
            rw.ident("fastmathFlags"),
            ctx.dialect_attr_text("llvm.fastmath<none>"),
        ));
    }
    let attrs = ctx.dictionary_attr(entries);
    let loc = rw.body().loc(op);
    if first_is_array(rw, operands) {
        return unroll_nd_vector(converter, op, operands, rw, |rw, ty, operands| {
            create(rw, target, loc, operands, ty, attrs)
        });
    }
    let ty = converted_result(converter, rw, op)?;
    let new = create(rw, target, loc, operands.to_vec(), ty, attrs);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// The width of the integers of `t`, a signless integer, a vector of them or an array
/// nest of such vectors.
pub(super) fn element_width(ctx: &Context, t: Type) -> Option<u32> {
    if let Some(elem) = llvm_array_element(ctx, t) {
        return element_width(ctx, elem);
    }
    let elem = match ctx.type_kind_ref(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    };
    ctx.as_integer_type(elem).map(|(w, _)| w)
}

/// `arith.index_cast` / `arith.index_castui`: nothing when the widths are equal, else a
/// truncation or an extension.
fn index_cast(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    ext: &'static str,
) -> RewriteResult {
    let ctx = rw.ctx();
    let results = converted_results(converter, rw, op)?;
    let [ty] = results[..] else {
        return Err(MatchFailure);
    };
    let [input] = operands[..] else {
        return Err(MatchFailure);
    };
    let target_bits = element_width(ctx, ty).ok_or(MatchFailure)?;
    let source_bits = element_width(ctx, rw.body().value_type(input)).ok_or(MatchFailure)?;
    if target_bits == source_bits {
        rw.replace_op(op, &[input]);
        return Ok(());
    }
    if !all_compatible(rw, operands) {
        return Err(MatchFailure);
    }
    let name = if target_bits < source_bits {
        "llvm.trunc"
    } else {
        ext
    };
    let loc = rw.body().loc(op);
    let empty = ctx.empty_dictionary();
    if first_is_array(rw, operands) {
        return unroll_nd_vector(converter, op, operands, rw, |rw, ty, operands| {
            create(rw, name, loc, operands, ty, empty)
        });
    }
    let new = create(rw, name, loc, vec![input], ty, empty);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `arith.mulsi_extended` / `arith.mului_extended`: the product of the operands extended
/// to twice their width, truncated (the low half) and shifted right then truncated (the
/// high half).
fn mul_extended(
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    ext: &'static str,
) -> RewriteResult {
    let ctx = rw.ctx();
    let [lhs, rhs] = operands[..] else {
        return Err(MatchFailure);
    };
    let ty = rw.body().value_type(lhs);
    // n-D vectors: not supported by MLIR 16 either.
    if !is_llvm_compatible(ctx, ty) || llvm_array_element(ctx, ty).is_some() {
        return Err(MatchFailure);
    }
    let width = element_width(ctx, ty).ok_or(MatchFailure)?;
    let wide_elem = ctx.int_type(width * 2);
    let (wide, shift_attr) = match ctx.type_kind_ref(ty) {
        TypeKind::Vector { shape, .. } => {
            let shape = shape.clone();
            let wide = ctx.vector_type(&shape, wide_elem);
            let n = shape.iter().product::<i64>().max(0) as usize;
            (
                wide,
                ctx.dense_int_elements(wide, &vec![i128::from(width); n]),
            )
        }
        _ => (wide_elem, ctx.integer_attr(i128::from(width), wide_elem)),
    };
    let loc = rw.body().loc(op);
    let empty = ctx.empty_dictionary();
    let lhs_ext = create(rw, ext, loc, vec![lhs], wide, empty);
    let rhs_ext = create(rw, ext, loc, vec![rhs], wide, empty);
    let mul = create(rw, "llvm.mul", loc, vec![lhs_ext, rhs_ext], wide, empty);
    let low = create(rw, "llvm.trunc", loc, vec![mul], ty, empty);
    let value = ctx.dictionary_attr(vec![(ctx.ident("value"), shift_attr)]);
    let shift = create(rw, "llvm.mlir.constant", loc, vec![], wide, value);
    let high_ext = create(rw, "llvm.lshr", loc, vec![mul, shift], wide, empty);
    let high = create(rw, "llvm.trunc", loc, vec![high_ext], ty, empty);
    rw.replace_op(op, &[low, high]);
    Ok(())
}

/// `arith.addui_extended`: `llvm.intr.uadd.with.overflow` gives the sum and the carry
/// as a `{sum, carry}` struct, which two `llvm.extractvalue` split.
fn add_ui_extended(
    converter: &TypeConverter,
    op: Op,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let [lhs, rhs] = operands[..] else {
        return Err(MatchFailure);
    };
    let sum_ty = rw.body().value_type(lhs);
    // n-D vectors: not supported by MLIR 16 either.
    if !is_llvm_compatible(ctx, sum_ty) || llvm_array_element(ctx, sum_ty).is_some() {
        return Err(MatchFailure);
    }
    let results = converted_results(converter, rw, op)?;
    let [_, carry_ty] = results[..] else {
        return Err(MatchFailure);
    };
    let struct_ty = llvm_literal_struct(ctx, vec![sum_ty, carry_ty]).ok_or(MatchFailure)?;
    let loc = rw.body().loc(op);
    let empty = ctx.empty_dictionary();
    let pair = create(
        rw,
        "llvm.intr.uadd.with.overflow",
        loc,
        vec![lhs, rhs],
        struct_ty,
        empty,
    );
    let extract = |rw: &mut ConversionPatternRewriter<'_>, i: i64, ty: Type| {
        let position = crate::ods::directives::dense_i64_array(ctx, &[i]);
        let attrs = ctx.dictionary_attr(vec![(ctx.ident("position"), position)]);
        create(rw, "llvm.extractvalue", loc, vec![pair], ty, attrs)
    };
    let sum = extract(rw, 0, sum_ty);
    let carry = extract(rw, 1, carry_ty);
    rw.replace_op(op, &[sum, carry]);
    Ok(())
}

/// The `convert-arith-to-llvm` pass (op-agnostic).
#[derive(Clone, Default)]
pub struct ArithToLlvm {
    base: ArithToLlvmConversionPassBase,
}

impl DeclaredPass for ArithToLlvm {
    type Base = ArithToLlvmConversionPassBase;
    fn base(&self) -> &ArithToLlvmConversionPassBase {
        &self.base
    }
    fn base_mut(&mut self) -> &mut ArithToLlvmConversionPassBase {
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
        populate_arith_to_llvm_patterns(ctx, &converter, &mut patterns);
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
